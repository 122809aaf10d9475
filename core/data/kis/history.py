"""KIS price history (기간별 시세, inquire-daily-itemchartprice): candles over a date window.

KIS returns at most 100 rows a call, newest first; older rows are fetched by moving the end of the
window back before the oldest row received, until ``start`` is covered (at most ``MAX_CHART_PAGES``).
"""

from __future__ import annotations

from datetime import date, timedelta

from core.data.kis.models import Bar, Period, PriceHistory, parse_bar
from core.data.kis.transport import QUOTATIONS, KisTransport, Reply, output_rows
from core.logging import get_logger

log = get_logger(__name__)

DAILY_CHART_PATH = f"{QUOTATIONS}/inquire-daily-itemchartprice"
TR_DAILY_CHART = "FHKST03010100"
MAX_CHART_ROWS = 100
MAX_CHART_PAGES = 50


async def price_history(
    transport: KisTransport, code: str, period: Period, *, start: date, end: date, adjusted: bool
) -> PriceHistory:
    """Bars of ``code`` (a checked KRX code) from ``start`` to ``end`` inclusive, oldest → newest.

    One bar per date; ``adjusted`` asks for prices adjusted for splits and rights issues
    (KIS ``FID_ORG_ADJ_PRC=0``).
    """
    bars: dict[date, Bar] = {}
    first: Reply | None = None
    window_end = end
    for _ in range(MAX_CHART_PAGES):
        params = {
            "FID_COND_MRKT_DIV_CODE": "J",
            "FID_INPUT_ISCD": code,
            "FID_INPUT_DATE_1": f"{start:%Y%m%d}",
            "FID_INPUT_DATE_2": f"{window_end:%Y%m%d}",
            "FID_PERIOD_DIV_CODE": period,
            "FID_ORG_ADJ_PRC": "0" if adjusted else "1",
        }
        reply = await transport.request(DAILY_CHART_PATH, TR_DAILY_CHART, params, f"기간별 시세 {code}")
        first = first or reply
        page = [bar for bar in map(parse_bar, output_rows(reply.body, "output2")) if bar is not None]
        for bar in page:
            bars.setdefault(bar.date, bar)
        if len(page) < MAX_CHART_ROWS:
            break  # the window held fewer rows than a page: everything in it has arrived
        oldest = min(bar.date for bar in page)
        next_end = oldest - timedelta(days=1)
        if oldest <= start or next_end >= window_end:
            break
        window_end = next_end
    else:
        log.warning("kis_daily_prices_truncated", stock_code=code, pages=MAX_CHART_PAGES)
    assert first is not None
    kept = tuple(sorted((b for b in bars.values() if start <= b.date <= end), key=lambda b: b.date))
    return PriceHistory(code, period, kept, as_of=first.as_of, source=first.source, demo=first.demo)
