"""The KIS Open API (한국투자증권) quote client: current price, candles, investor flows, index levels.

Every call goes through one path: rate limiter → token → GET → decode the JSON body (even on HTTP 500,
where KIS puts its gateway errors) → decide on ``rt_cd`` / ``msg_cd``:

::

    rt_cd "0"                 → success (whatever the HTTP status)
    EGW00201 (per-second cap) → DataTransientError, retried with backoff by ``core.retry.retrying``
    EGW00123 / EGW00121       → the token is invalidated and re-issued ONCE, the request sent again;
                                a second rejection → DataAuthError
    EGW00133 (token issuance) → the token manager waits its minute once (≤ 65 s, see ``kis_token``);
                                still refused → DataTryLaterError, which the policy does not retry
    OFFLINE_MISS_CODE         → OfflineMissError (the offline transport has no such sample)
    other EGW… codes          → DataError;  any other rt_cd ≠ "0" → DataInputError (``code`` = msg_cd)
    no envelope, HTTP ≥ 500   → DataTransientError;  non-JSON → DataFormatError (502/503/504: transient)
    timeout / network error   → DataTransientError

Responses served by ``core.data.kis_offline`` carry ``x-dexter-offline: demo``; their results have
``demo=True`` and a "KIS 데모 시세 (synthetic, …)" source label, because those prices are synthetic.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

import httpx

from core.data.cache import Cache
from core.data.kis_models import (
    SOURCE,
    Bar,
    IndexQuote,
    InvestorFlow,
    InvestorFlows,
    Period,
    PriceHistory,
    Quote,
    parse_bar,
    parse_index,
    parse_investor_row,
    parse_quote,
    source_label,
)
from core.data.kis_token import KisTokenManager, now_kst
from core.data.market_hours import quote_ttl
from core.data.ratelimit import RateLimiter
from core.errors import (
    DataAuthError,
    DataError,
    DataFormatError,
    DataInputError,
    DataTransientError,
    OfflineMissError,
)
from core.logging import get_logger
from core.metrics import DATA_REQUESTS
from core.retry import RetryPolicy, parse_retry_after, retryable_status, retrying

log = get_logger(__name__)

QUOTATIONS = "/uapi/domestic-stock/v1/quotations"
PRICE_PATH = f"{QUOTATIONS}/inquire-price"
DAILY_CHART_PATH = f"{QUOTATIONS}/inquire-daily-itemchartprice"
INVESTOR_PATH = f"{QUOTATIONS}/inquire-investor"
INDEX_PATH = f"{QUOTATIONS}/inquire-index-price"
TR_PRICE = "FHKST01010100"
TR_DAILY_CHART = "FHKST03010100"
TR_INVESTOR = "FHKST01010900"
TR_INDEX = "FHPUP02100000"

RATE_LIMITED = "EGW00201"
TOKEN_REJECTED = frozenset({"EGW00123", "EGW00121"})
MAX_CHART_ROWS = 100
MAX_CHART_PAGES = 50
REAL_RATE_PER_S = 20.0
PAPER_RATE_PER_S = 2.0

#: Set by the offline transport: "demo" on every answer it serves.
OFFLINE_HEADER = "x-dexter-offline"
#: Set by the offline transport: the ISO time the bundled data stands for.
AS_OF_HEADER = "x-dexter-as-of"
#: ``msg_cd`` of the offline transport's answer to a request it has no sample for.
OFFLINE_MISS_CODE = "DEXTER_OFFLINE_MISS"

_STOCK_CODE = re.compile(r"[0-9A-Z]{6}")  # new KRX codes can be alphanumeric (0126Z0)
_INDEX_CODE = re.compile(r"\d{4}")


class _TokenRejected(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class _Reply:
    body: Mapping[str, Any]
    as_of: datetime
    demo: bool

    @property
    def source(self) -> str:
        return source_label(self.as_of, demo=self.demo)


class KisClient:
    """Async client for KIS domestic-stock quotations. Results are in KRW won, timestamps in KST."""

    def __init__(
        self,
        http: httpx.AsyncClient,
        tokens: KisTokenManager,
        *,
        base_url: str,
        paper: bool,
        policy: RetryPolicy | None = None,
        limiter: RateLimiter | None = None,
        clock: Callable[[], datetime] = now_kst,
        cache: Cache | None = None,
    ) -> None:
        """Create a client.

        Args:
            http: The shared client (tests and ``--offline`` pass a transport).
            tokens: Issues and caches the access token; also supplies the credential headers.
            base_url: Real or paper host (``KIS_BASE_URL``).
            paper: True for the paper-trading host: the default limiter allows 2 requests/s, else 20.
            policy: Backoff for transient failures (EGW00201, 5xx, network).
            limiter: Share one limiter if a process builds more than one client.
            clock: Returns the current aware datetime, used for ``as_of`` of live results.
            cache: Caches replies: seconds during KRX hours, until the next open after the close;
                concurrent identical requests share one call.
        """
        self._http = http
        self._tokens = tokens
        self._base_url = base_url.rstrip("/")
        self._policy = policy or RetryPolicy()
        self._limiter = limiter or RateLimiter(PAPER_RATE_PER_S if paper else REAL_RATE_PER_S)
        self._clock = clock
        self._cache = cache

    @property
    def limiter(self) -> RateLimiter:
        """The rate limiter every request of this client waits on."""
        return self._limiter

    async def price(self, stock_code: str) -> Quote:
        """Current price and valuation of a stock (inquire-price).

        Args:
            stock_code: Six-character KRX code, e.g. ``"005930"``.

        Returns:
            The quote; market cap converted from 억원 to won, change signed by ``prdy_vrss_sign``.
        """
        code = _stock_code(stock_code)
        reply = await self._request(
            PRICE_PATH, TR_PRICE, {"FID_COND_MRKT_DIV_CODE": "J", "FID_INPUT_ISCD": code}, f"현재가 {code}"
        )
        out = _mapping(reply.body, "output")
        return parse_quote(out, code, as_of=reply.as_of, source=reply.source, demo=reply.demo)

    async def daily_prices(
        self, stock_code: str, period: Period = "D", *, start: date, end: date, adjusted: bool = True
    ) -> PriceHistory:
        """Candles between ``start`` and ``end`` inclusive (inquire-daily-itemchartprice).

        KIS returns at most 100 rows a call, newest first; older rows are fetched by moving the end of
        the window back before the oldest row received, until ``start`` is covered.

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
        bars: dict[date, Bar] = {}
        first: _Reply | None = None
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
            reply = await self._request(DAILY_CHART_PATH, TR_DAILY_CHART, params, f"기간별 시세 {code}")
            first = first or reply
            page = [bar for bar in map(parse_bar, _rows(reply.body, "output2")) if bar is not None]
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

    async def investor_flows(self, stock_code: str) -> InvestorFlows:
        """Net buying by individuals, foreigners and institutions for the last ~30 days (inquire-investor).

        Args:
            stock_code: Six-character KRX code.

        Returns:
            Rows newest → oldest, amounts converted from 백만원 to won. Before the close, today's row has
            ``None`` for every figure (``InvestorFlow.complete`` is False).
        """
        code = _stock_code(stock_code)
        reply = await self._request(
            INVESTOR_PATH,
            TR_INVESTOR,
            {"FID_COND_MRKT_DIV_CODE": "J", "FID_INPUT_ISCD": code},
            f"투자자별 매매동향 {code}",
        )
        rows: list[InvestorFlow] = [
            row for row in map(parse_investor_row, _rows(reply.body, "output")) if row is not None
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
        reply = await self._request(
            INDEX_PATH, TR_INDEX, {"FID_COND_MRKT_DIV_CODE": "U", "FID_INPUT_ISCD": code}, f"지수 {code}"
        )
        out = _mapping(reply.body, "output")
        return parse_index(out, code, as_of=reply.as_of, source=reply.source, demo=reply.demo)

    # --- transport ------------------------------------------------------------------------------

    async def _request(self, path: str, tr_id: str, params: dict[str, str], subject: str) -> _Reply:
        if self._cache is None:
            return await self._fetch(path, tr_id, params, subject)
        key = f"kis:{tr_id}:" + json.dumps(dict(sorted(params.items())))

        async def fetch() -> tuple[str, float | None]:
            reply = await self._fetch(path, tr_id, params, subject)
            value = json.dumps({"body": reply.body, "as_of": reply.as_of.isoformat(), "demo": reply.demo})
            return value, quote_ttl(self._clock())

        cached = json.loads(await self._cache.get_or_fetch(key, fetch))
        return _Reply(cached["body"], datetime.fromisoformat(cached["as_of"]), bool(cached["demo"]))

    async def _fetch(self, path: str, tr_id: str, params: dict[str, str], subject: str) -> _Reply:
        refreshed = False

        async def attempt() -> _Reply:
            nonlocal refreshed
            while True:
                token = await self._tokens.get()
                try:
                    return await self._send(token, path, tr_id, params, subject)
                except _TokenRejected as rejected:
                    if refreshed:
                        raise DataAuthError(
                            f"KIS가 새로 발급한 토큰도 거부했습니다 ({rejected.code})",
                            source=SOURCE,
                            code=rejected.code,
                        ) from None
                    refreshed = True  # once per request, across backoff retries too
                    log.warning("kis_token_rejected", code=rejected.code, tr_id=tr_id)
                    await self._tokens.invalidate(token)

        return await retrying(attempt, self._policy, what=f"kis {tr_id}")

    async def _send(self, token: str, path: str, tr_id: str, params: dict[str, str], subject: str) -> _Reply:
        await self._limiter.acquire()
        headers = {
            "content-type": "application/json; charset=utf-8",
            **self._tokens.headers(token),
            "tr_id": tr_id,
            "custtype": "P",
        }
        try:
            resp = await self._http.get(self._base_url + path, params=params, headers=headers)
        except httpx.TimeoutException as exc:
            DATA_REQUESTS.labels("kis", "error").inc()
            raise DataTransientError(
                f"KIS 응답 시간 초과 ({subject})", source=SOURCE, code="timeout"
            ) from exc
        except httpx.TransportError as exc:
            DATA_REQUESTS.labels("kis", "error").inc()
            raise DataTransientError(
                f"KIS 연결 실패 ({subject}): {type(exc).__name__}", source=SOURCE, code="network"
            ) from exc
        try:
            body = _decode(resp)
        except DataError:
            DATA_REQUESTS.labels("kis", "error").inc()
            raise
        rt_cd = str(body.get("rt_cd") or "").strip()
        msg_cd = str(body.get("msg_cd") or "").strip()
        outcome = "ok" if rt_cd == "0" else "rate_limited" if msg_cd == RATE_LIMITED else "error"
        DATA_REQUESTS.labels("kis", outcome).inc()
        if rt_cd == "0":
            return self._reply(resp, body)
        msg1 = self._tokens.scrub(str(body.get("msg1") or "").strip())[:200]
        if msg_cd == RATE_LIMITED:
            raise DataTransientError(
                f"KIS 초당 호출 한도 초과 ({subject})", source=SOURCE, code=msg_cd, retry_after=1.0
            )
        if msg_cd in TOKEN_REJECTED:
            raise _TokenRejected(msg_cd)
        if msg_cd == OFFLINE_MISS_CODE:
            raise OfflineMissError(
                f"오프라인 데이터셋에 없는 요청입니다: {subject}", source=SOURCE, code=msg_cd
            )
        status = resp.status_code
        if not rt_cd:
            if retryable_status(status):
                raise DataTransientError(
                    f"KIS HTTP {status} ({subject})",
                    source=SOURCE,
                    code=str(status),
                    retry_after=parse_retry_after(resp.headers),
                )
            raise DataFormatError(f"KIS 응답에 rt_cd가 없습니다 (HTTP {status})", source=SOURCE)
        if msg_cd.startswith("EGW"):
            raise DataError(f"KIS 게이트웨이 오류 {msg_cd}: {msg1} ({subject})", source=SOURCE, code=msg_cd)
        raise DataInputError(f"KIS 오류 {msg_cd}: {msg1} ({subject})", source=SOURCE, code=msg_cd)

    def _reply(self, resp: httpx.Response, body: Mapping[str, Any]) -> _Reply:
        demo = resp.headers.get(OFFLINE_HEADER) == "demo"
        stamp = resp.headers.get(AS_OF_HEADER)
        as_of = datetime.fromisoformat(stamp) if demo and stamp else self._clock()
        return _Reply(body, as_of, demo)


def _stock_code(raw: str) -> str:
    code = raw.strip().upper()
    if not _STOCK_CODE.fullmatch(code):
        raise DataInputError(f"종목코드 형식이 아닙니다: {raw[:12]!r}", source=SOURCE)
    return code


def _decode(resp: httpx.Response) -> Mapping[str, Any]:
    status = resp.status_code
    try:
        body = resp.json()
    except ValueError:
        if retryable_status(status):  # a proxy's HTML error page: the gateway is down, not broken
            raise DataTransientError(
                f"KIS HTTP {status}",
                source=SOURCE,
                code=str(status),
                retry_after=parse_retry_after(resp.headers),
            ) from None
        raise DataFormatError(
            f"KIS 응답이 JSON이 아닙니다 (HTTP {status})", source=SOURCE, code=str(status)
        ) from None
    if not isinstance(body, dict):
        raise DataFormatError(f"KIS 응답이 객체가 아닙니다 (HTTP {status})", source=SOURCE)
    return body


def _mapping(body: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = body.get(key)
    if not isinstance(value, dict):
        raise DataFormatError(f"KIS 응답에 {key}가 없습니다", source=SOURCE)
    return value


def _rows(body: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    value = body.get(key)
    if value is None:
        raise DataFormatError(f"KIS 응답에 {key}가 없습니다", source=SOURCE)
    if isinstance(value, dict):  # a single row sometimes comes unwrapped
        value = [value]
    if not isinstance(value, list) or not all(isinstance(row, dict) for row in value):
        raise DataFormatError(f"KIS 응답의 {key} 형식 오류", source=SOURCE)
    return value
