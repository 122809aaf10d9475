"""The KIS Open API (한국투자증권) quote client: current price, candles, investor flows, index levels.

Results are neutral values in KRW won with KST timestamps (``core.data.kis.models``), built from typed
wire rows (``core.data.kis.wire``). The request path — rate limit, token, envelope, errors, cache — is
``core.data.kis.transport`` (its docstring has the error table); paging through candles is
``core.data.kis.history``; the token itself is ``core.data.kis.token``.

Responses served by ``core.data.kis.offline`` carry ``x-dexter-offline: demo``; their results have
``demo=True`` and a "KIS 데모 시세 (synthetic, …)" source label, because those prices are synthetic.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Unpack

import httpx

from core.data.kis.history import (
    DAILY_CHART_PATH,
    MAX_CHART_PAGES,
    MAX_CHART_ROWS,
    TR_DAILY_CHART,
    price_history,
)
from core.data.kis.models import (
    SOURCE,
    IndexQuote,
    InvestorFlow,
    InvestorFlows,
    Period,
    PriceHistory,
    Quote,
    parse_index,
    parse_investor_row,
    parse_quote,
)
from core.data.kis.token import KisTokenManager
from core.data.kis.transport import (
    AS_OF_HEADER,
    OFFLINE_HEADER,
    OFFLINE_MISS_CODE,
    PAPER_RATE_PER_S,
    QUOTATIONS,
    RATE_LIMITED,
    REAL_RATE_PER_S,
    TOKEN_REJECTED,
    KisOptions,
    KisTransport,
    output_object,
    output_rows,
)
from core.data.ratelimit import RateLimiter
from core.errors import DataInputError

__all__ = [
    "AS_OF_HEADER",
    "DAILY_CHART_PATH",
    "INDEX_PATH",
    "INVESTOR_PATH",
    "MAX_CHART_PAGES",
    "MAX_CHART_ROWS",
    "OFFLINE_HEADER",
    "OFFLINE_MISS_CODE",
    "PAPER_RATE_PER_S",
    "PRICE_PATH",
    "QUOTATIONS",
    "RATE_LIMITED",
    "REAL_RATE_PER_S",
    "TOKEN_REJECTED",
    "TR_DAILY_CHART",
    "TR_INDEX",
    "TR_INVESTOR",
    "TR_PRICE",
    "KisClient",
    "KisOptions",
]

PRICE_PATH = f"{QUOTATIONS}/inquire-price"
INVESTOR_PATH = f"{QUOTATIONS}/inquire-investor"
INDEX_PATH = f"{QUOTATIONS}/inquire-index-price"
TR_PRICE = "FHKST01010100"
TR_INVESTOR = "FHKST01010900"
TR_INDEX = "FHPUP02100000"

_STOCK_CODE = re.compile(r"[0-9A-Z]{6}")  # new KRX codes can be alphanumeric (0126Z0)
_INDEX_CODE = re.compile(r"\d{4}")


class KisClient:
    """Async client for KIS domestic-stock quotations. Results are in KRW won, timestamps in KST."""

    def __init__(
        self, http: httpx.AsyncClient, tokens: KisTokenManager, **options: Unpack[KisOptions]
    ) -> None:
        """Create a client.

        Args:
            http: The shared client (tests and ``--offline`` pass a transport).
            tokens: Issues and caches the access token; also supplies the credential headers.
            **options: ``base_url`` and ``paper`` (required), ``policy``, ``limiter``, ``clock``, ``cache``:
                see ``core.data.kis.transport.KisOptions``.
        """
        self._tokens = tokens
        self._transport = KisTransport(http, tokens, **options)

    @property
    def limiter(self) -> RateLimiter:
        """The rate limiter every request of this client waits on."""
        return self._transport.limiter

    async def price(self, stock_code: str) -> Quote:
        """Current price and valuation of a stock (inquire-price).

        Args:
            stock_code: Six-character KRX code, e.g. ``"005930"``.

        Returns:
            The quote; market cap converted from 억원 to won, change signed by ``prdy_vrss_sign``.
        """
        code = _stock_code(stock_code)
        reply = await self._transport.request(
            PRICE_PATH, TR_PRICE, {"FID_COND_MRKT_DIV_CODE": "J", "FID_INPUT_ISCD": code}, f"현재가 {code}"
        )
        out = output_object(reply.body, "output")
        return parse_quote(out, code, as_of=reply.as_of, source=reply.source, demo=reply.demo)

    async def daily_prices(
        self, stock_code: str, period: Period = "D", *, start: date, end: date, adjusted: bool = True
    ) -> PriceHistory:
        """Candles between ``start`` and ``end`` inclusive (inquire-daily-itemchartprice).

        KIS returns at most 100 rows a call, newest first; ``core.data.kis.history`` pages backwards
        until ``start`` is covered.

        Args:
            stock_code: Six-character KRX code.
            period: ``"D"`` daily, ``"W"`` weekly, ``"M"`` monthly.
            start: First date wanted.
            end: Last date wanted.
            adjusted: Prices adjusted for splits and rights issues (KIS ``FID_ORG_ADJ_PRC=0``).

        Returns:
            Bars oldest → newest, one per date.
        """
        code = _stock_code(stock_code)
        if period not in ("D", "W", "M"):
            raise DataInputError(f"지원하지 않는 기간 구분입니다: {period!r}", source=SOURCE)
        if start > end:
            raise DataInputError(f"시작일 {start}이 종료일 {end}보다 늦습니다", source=SOURCE)
        return await price_history(self._transport, code, period, start=start, end=end, adjusted=adjusted)

    async def investor_flows(self, stock_code: str) -> InvestorFlows:
        """Net buying by individuals, foreigners and institutions for the last ~30 days (inquire-investor).

        Args:
            stock_code: Six-character KRX code.

        Returns:
            Rows newest → oldest, amounts converted from 백만원 to won. Before the close, today's row has
            ``None`` for every figure (``InvestorFlow.complete`` is False).
        """
        code = _stock_code(stock_code)
        reply = await self._transport.request(
            INVESTOR_PATH,
            TR_INVESTOR,
            {"FID_COND_MRKT_DIV_CODE": "J", "FID_INPUT_ISCD": code},
            f"투자자별 매매동향 {code}",
        )
        rows: list[InvestorFlow] = [
            row for row in map(parse_investor_row, output_rows(reply.body, "output")) if row is not None
        ]
        rows.sort(key=lambda r: r.date, reverse=True)
        return InvestorFlows(code, tuple(rows), as_of=reply.as_of, source=reply.source, demo=reply.demo)

    async def index_price(self, index_code: str) -> IndexQuote:
        """Current level of a market index (inquire-index-price).

        Args:
            index_code: ``"0001"`` KOSPI, ``"1001"`` KOSDAQ (other KIS 업종 codes work too).
        """
        code = index_code.strip()
        if not _INDEX_CODE.fullmatch(code):
            raise DataInputError(f"지수 코드 형식이 아닙니다: {code[:12]!r}", source=SOURCE)
        reply = await self._transport.request(
            INDEX_PATH, TR_INDEX, {"FID_COND_MRKT_DIV_CODE": "U", "FID_INPUT_ISCD": code}, f"지수 {code}"
        )
        out = output_object(reply.body, "output")
        return parse_index(out, code, as_of=reply.as_of, source=reply.source, demo=reply.demo)


def _stock_code(raw: str) -> str:
    code = raw.strip().upper()
    if not _STOCK_CODE.fullmatch(code):
        raise DataInputError(f"종목코드 형식이 아닙니다: {raw[:12]!r}", source=SOURCE)
    return code
