"""One call from a chart request to a finished chart: company → data → PNG (off the event loop) →
title and caption in Korean. No model call anywhere.

The caption repeats the chart's key figures in text (the platforms show it under the image, and a
reader without the image still gets them) and names the source: the KIS quote time, or the DART
filing of the newest year with its viewer link.
"""

from __future__ import annotations

import asyncio
from datetime import date
from typing import Any

from core.charts.data import earnings_data, price_data
from core.charts.model import PERIOD_LABELS, Chart, ChartRequest, EarningsData, PriceData
from core.charts.plots import Plot, earnings_plots, price_extremes, price_plots
from core.charts.spec import choose_company
from core.charts.titles import DEMO_NOTE, earnings_title, period_return, price_title
from core.data.dart.client import viewer_url
from core.data.services import DataServices
from core.finance.concepts import label
from core.finance.krw import format_krw, format_pct, format_won, profit_phrase


async def build_chart(data: DataServices, request: ChartRequest, *, today: date) -> Chart:
    """Resolve the company, fetch the data and render the chart.

    Args:
        data: The data services (OpenDART, KIS, the company index).
        request: What was asked for.
        today: Today in Korea (which fiscal years are filed).

    Raises:
        ChartInputError: with a Korean message — unknown company, no data, missing keys.
        DataError: a data call failed for another reason (its ``user_message`` is Korean too).
    """
    company = choose_company(data.companies, request.company)
    request = ChartRequest(company.name, request.kind, request.period)
    plots: tuple[Plot, ...]
    if request.kind == "price":
        prices = await price_data(data, company, request.period)
        png = await asyncio.to_thread(_render, prices)
        title, caption, facts = price_title(prices), price_caption(prices), price_facts(prices)
        filename = f"{company.stock_code}_price_{request.period}.png"
        plots, note = price_plots(prices), price_extremes(prices)
    else:
        earnings = await earnings_data(data, company, today=today)
        png = await asyncio.to_thread(_render, earnings)
        title, caption, facts = earnings_title(earnings), earnings_caption(earnings), earnings_facts(earnings)
        filename = f"{company.stock_code}_earnings.png"
        plots, note = earnings_plots(earnings), ""
    summary = f"📈 {company.name} {request.label} 차트"
    return Chart(
        png, title, caption, filename, request, summary=summary, facts=facts, plots=plots, plot_note=note
    )


def _render(data: PriceData | EarningsData) -> bytes:
    """The PNG, in a worker thread — matplotlib is imported here on the first chart, off the loop."""
    from core.charts.render import draw_earnings, draw_price, render_png

    if isinstance(data, PriceData):
        return render_png(lambda: draw_price(data))
    return render_png(lambda: draw_earnings(data))


def price_facts(data: PriceData) -> dict[str, Any]:
    first, last = data.bars[0], data.bars[-1]
    facts: dict[str, Any] = {
        "series": "daily close (KRW)",
        "first": {"date": first.date.isoformat(), "close": first.close},
        "last": {"date": last.date.isoformat(), "close": last.close},
        "return_pct": format_pct(period_return(data), signed=True),
        "trading_days": len(data.bars),
    }
    for key, extreme in (("high_52w", data.high52), ("low_52w", data.low52)):
        if extreme is not None:
            facts[key] = {"date": extreme.day.isoformat(), "price": extreme.price}
    if data.demo:
        facts["demo_prices"] = "synthetic demo prices, not market data: say so"
    return facts


def earnings_facts(data: EarningsData) -> dict[str, Any]:
    def money(value: int | None) -> dict[str, Any] | None:
        return None if value is None else {"won": value, "text": format_krw(value)}

    years = [
        {
            "fiscal_year": y.year,
            "revenue": money(y.revenue),
            "operating_income": money(y.operating_income),
            "net_income": money(y.net_income),
            "operating_margin": None if y.operating_margin is None else format_pct(y.operating_margin),
        }
        for y in data.years
    ]
    return {"basis": data.basis, "annual": years, "filings": [viewer_url(r) for r in data.rcept_nos]}


def price_caption(data: PriceData) -> str:
    last = data.bars[-1]
    parts = [
        f"{data.company.name}({data.company.stock_code}) 최근 {PERIOD_LABELS[data.period]}",
        f"종가 {format_won(last.close)} ({last.date:%Y-%m-%d})",
        f"기간 수익률 {format_pct(period_return(data), signed=True)}",
    ]
    if data.high52 is not None and data.low52 is not None:
        parts.append(
            f"52주 최고 {format_won(data.high52.price)} ({data.high52.day:%Y-%m-%d}) · "
            f"최저 {format_won(data.low52.price)} ({data.low52.day:%Y-%m-%d})"
        )
    text = " · ".join(parts) + f"\n출처: {data.source}"
    return text + (f"\n{DEMO_NOTE}" if data.demo else "")


def earnings_caption(data: EarningsData) -> str:
    newest = data.years[-1]
    figures = [f"{label('revenue')} {format_krw(newest.revenue)}"] if newest.revenue is not None else []
    figures.append(profit_phrase(label("operating_income"), newest.operating_income))
    if newest.operating_margin is not None:
        figures[-1] += f" ({label('operating_margin')} {format_pct(newest.operating_margin)})"
    figures.append(profit_phrase(label("net_income"), newest.net_income))
    span = f"FY{data.years[0].year}–FY{newest.year}"
    text = (
        f"{data.company.name}({data.company.stock_code}) 연간 실적 {span}, {data.basis} 기준 — "
        f"FY{newest.year} " + ", ".join(figures)
    )
    source = "출처: OpenDART 사업보고서"
    if data.rcept_nos:
        source += f" {viewer_url(data.rcept_nos[-1])}"
    return f"{text}\n{source}"
