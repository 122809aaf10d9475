"""The KIS request path: rate limiter → token → GET → decode the JSON body (even on HTTP 500, where KIS
puts its gateway errors) → decide on ``rt_cd`` / ``msg_cd``:

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

Replies are cached when a ``Cache`` is given (seconds during KRX hours, until the next open after the
close); concurrent identical requests share one call. Responses served by ``core.data.kis.offline``
carry ``x-dexter-offline: demo``; their replies have ``demo=True`` and a synthetic-price source label.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Required, TypedDict, Unpack

import httpx

from core.data.cache import Cache
from core.data.kis.market_hours import quote_ttl
from core.data.kis.models import SOURCE, source_label
from core.data.kis.token import KisTokenManager, now_kst
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
RATE_LIMITED = "EGW00201"
TOKEN_REJECTED = frozenset({"EGW00123", "EGW00121"})
REAL_RATE_PER_S = 20.0
PAPER_RATE_PER_S = 2.0

#: Set by the offline transport: "demo" on every answer it serves.
OFFLINE_HEADER = "x-dexter-offline"
#: Set by the offline transport: the ISO time the bundled data stands for.
AS_OF_HEADER = "x-dexter-as-of"
#: ``msg_cd`` of the offline transport's answer to a request it has no sample for.
OFFLINE_MISS_CODE = "DEXTER_OFFLINE_MISS"


class _TokenRejected(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class Reply:
    """A successful KIS body, when it stands for, and whether it is synthetic (offline) data."""

    body: Mapping[str, Any]
    as_of: datetime
    demo: bool

    @property
    def source(self) -> str:
        return source_label(self.as_of, demo=self.demo)


class KisOptions(TypedDict, total=False):
    """The keyword options of ``KisTransport`` and of ``core.data.kis.client.KisClient``, which passes them on.

    Attributes:
        base_url: Real or paper host (``KIS_BASE_URL``). Required.
        paper: True for the paper-trading host: the default limiter allows 2 requests/s, else 20. Required.
        policy: Backoff for transient failures (EGW00201, 5xx, network); default ``RetryPolicy()``.
        limiter: Share one limiter if a process builds more than one client; default one of its own.
        clock: Returns the current aware datetime, used for ``as_of`` of live results; default ``now_kst``.
        cache: Caches replies: seconds during KRX hours, until the next open after the close;
            concurrent identical requests share one call. Default none.
    """

    base_url: Required[str]
    paper: Required[bool]
    policy: RetryPolicy | None
    limiter: RateLimiter | None
    clock: Callable[[], datetime]
    cache: Cache | None


class KisTransport:
    """Sends KIS GET requests and turns the envelope into a ``Reply`` or a typed error."""

    def __init__(
        self, http: httpx.AsyncClient, tokens: KisTokenManager, **options: Unpack[KisOptions]
    ) -> None:
        self._http = http
        self._tokens = tokens
        self._base_url = options["base_url"].rstrip("/")
        self._policy = options.get("policy") or RetryPolicy()
        rate = PAPER_RATE_PER_S if options["paper"] else REAL_RATE_PER_S
        self.limiter = options.get("limiter") or RateLimiter(rate)
        self._clock = options.get("clock", now_kst)
        self._cache = options.get("cache")

    async def request(self, path: str, tr_id: str, params: dict[str, str], subject: str) -> Reply:
        """GET ``path`` as ``tr_id``; ``subject`` names the request in errors ("현재가 005930")."""
        if self._cache is None:
            return await self._fetch(path, tr_id, params, subject)
        key = f"kis:{tr_id}:" + json.dumps(dict(sorted(params.items())))

        async def fetch() -> tuple[str, float | None]:
            reply = await self._fetch(path, tr_id, params, subject)
            value = json.dumps({"body": reply.body, "as_of": reply.as_of.isoformat(), "demo": reply.demo})
            return value, quote_ttl(self._clock())

        cached = json.loads(await self._cache.get_or_fetch(key, fetch))
        return Reply(cached["body"], datetime.fromisoformat(cached["as_of"]), bool(cached["demo"]))

    async def _fetch(self, path: str, tr_id: str, params: dict[str, str], subject: str) -> Reply:
        refreshed = False

        async def attempt() -> Reply:
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

    async def _send(self, token: str, path: str, tr_id: str, params: dict[str, str], subject: str) -> Reply:
        await self.limiter.acquire()
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

    def _reply(self, resp: httpx.Response, body: Mapping[str, Any]) -> Reply:
        demo = resp.headers.get(OFFLINE_HEADER) == "demo"
        stamp = resp.headers.get(AS_OF_HEADER)
        as_of = datetime.fromisoformat(stamp) if demo and stamp else self._clock()
        return Reply(body, as_of, demo)


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


def output_object(body: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    """The single object under ``key`` (``output``); missing → ``DataFormatError``."""
    value = body.get(key)
    if not isinstance(value, dict):
        raise DataFormatError(f"KIS 응답에 {key}가 없습니다", source=SOURCE)
    return value


def output_rows(body: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
    """The rows under ``key`` (``output``/``output2``); a single unwrapped row becomes a list of one."""
    value = body.get(key)
    if value is None:
        raise DataFormatError(f"KIS 응답에 {key}가 없습니다", source=SOURCE)
    if isinstance(value, dict):  # a single row sometimes comes unwrapped
        value = [value]
    if not isinstance(value, list) or not all(isinstance(row, dict) for row in value):
        raise DataFormatError(f"KIS 응답의 {key} 형식 오류", source=SOURCE)
    return value
