"""KIS access tokens: one per app key, persisted, shared, and issued at most once a minute.

Every issuance texts the account owner (KakaoTalk) and KIS refuses a second one within a minute
(``EGW00133``), so the token is treated as a scarce resource:

- It lives in the store (table ``kis_token``, keyed by a SHA-256 of the app key, never the key itself)
  and is reused across restarts until ``REFRESH_MARGIN`` before its expiry.
- One ``asyncio.Lock`` serialises issuance: concurrent callers wait for the single POST and share it.
- Replicas (``shared``, ``DEXTER_REDIS_URL``): the token and the last attempt are shared as well, and an
  issuance takes the cluster's lock first, so N replicas starting cold issue ONE token; the others wait
  for the lock and read the token it published (``core.data.kis.vault``).
- The time of the last issuance *attempt* is stored as well (recorded before the POST, so a request
  that failed mid-flight still counts). An issuance due less than ``ISSUE_INTERVAL_S`` after the previous
  one **waits** for the remainder through the injected ``sleep`` rather than failing: it only happens
  after a token died within a minute of being issued (KIS maintenance) or a failed attempt, every
  concurrent caller needs the new token anyway, and a user would rather see a slow answer than an error
  that fixes itself in under a minute.
- If the server still answers ``EGW00133`` (another process issued one), the manager waits out one
  interval and tries once more. All waiting of one issuance is capped at ``MAX_WAIT_S`` (65 s): a wait
  that would pass it is not started. When it gives up it raises ``DataTryLaterError``, which the retry
  policy does not retry (the request has already waited its minute).
- Concurrent callers share the one wait and the one issuance: they queue on the lock and then reuse the
  token — or, when the issuance they queued behind failed, get the same error instead of each starting
  a wait of its own (no herd of serial one-minute waits).
- Everyone waiting — the issuer and the callers queued behind it — hears about the wait through
  ``TOKEN_WAIT`` (a context variable a caller sets to an ``on_wait(seconds)`` callable; seconds include a
  5 s margin), so a tool can extend its own deadline and say so in the progress line
  ("KIS 토큰 발급 대기 …초").

The key, the secret and every token are registered with the log redactor (``core.logging.redact``) the
moment this module sees them, so no log line can carry them, whoever writes it (aiosqlite's DEBUG lines
include SQL parameters, i.e. the token being stored).

``invalidate(token)`` drops a token the API rejected (EGW00123 expired / EGW00121 invalid); it is a no-op
when the token was already replaced, so twenty requests failing at once cause one re-issuance.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from core.clock import KST
from core.data.kis.vault import SharedVault, StoredToken, StoreVault, TokenVault
from core.data.kis.wire import SOURCE, opt_int
from core.errors import (
    ConfigError,
    DataAuthError,
    DataError,
    DataFormatError,
    DataTransientError,
    DataTryLaterError,
)
from core.logging import get_logger, redact
from core.shared import Shared
from core.store import Store

if TYPE_CHECKING:
    import httpx

log = get_logger(__name__)

#: Set by a caller that wants to hear about a token wait (``on_wait(seconds left)``): a tool extends
#: its timeout and shows the wait. ``None`` (the default) means nobody listens.
TOKEN_WAIT: ContextVar[Callable[[float], None] | None] = ContextVar("kis_token_wait", default=None)
#: Added to every announced wait: the POST after it takes a moment too.
WAIT_MARGIN_S = 5.0

TOKEN_PATH = "/oauth2/tokenP"
ISSUE_INTERVAL_S = 61.0
#: The most one issuance waits in all (slot wait + one wait after a refusal).
MAX_WAIT_S = 65.0
REFRESH_MARGIN = timedelta(minutes=5)
TOO_FREQUENT = "EGW00133"
_DEFAULT_LIFETIME_S = 86_400
_MIN_SECRET_LEN = 16


def now_kst() -> datetime:
    """The current time as an aware KST datetime (the default clock)."""
    return datetime.now(KST)


def _mask(*values: str) -> None:
    # Real keys (36 chars), secrets (180) and tokens (~350) are long; short values such as the
    # offline placeholder "offline" are not secrets, and masking them would garble unrelated log text.
    redact.add(v for v in values if len(v) >= _MIN_SECRET_LEN)


_Token = StoredToken


class KisTokenManager:
    """Hands out a valid KIS access token, issuing a new one only when it must."""

    def __init__(
        self,
        http: httpx.AsyncClient,
        store: Store,
        *,
        base_url: str,
        app_key: str,
        app_secret: str,
        clock: Callable[[], datetime] = now_kst,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        shared: Shared | None = None,
    ) -> None:
        """Create a manager.

        Args:
            http: The shared client for the KIS host (tests pass a mock transport).
            store: The open SQLite store the token is persisted in.
            base_url: ``https://openapi.koreainvestment.com:9443`` or the paper host.
            app_key: KIS app key (for this host).
            app_secret: KIS app secret.
            clock: Returns the current aware datetime; injected to test expiry.
            sleep: Awaits a number of seconds; injected to test the once-a-minute rule.
            shared: Replicas' shared state: one issuance for the cluster (``core.data.kis.vault``).

        Raises:
            ConfigError: when the key or secret is empty.
        """
        if not app_key.strip():
            raise ConfigError.missing("KIS_APP_KEY", "KIS 시세")
        if not app_secret.strip():
            raise ConfigError.missing("KIS_APP_SECRET", "KIS 시세")
        self._http = http
        self._url = base_url.rstrip("/") + TOKEN_PATH
        self._app_key = app_key
        self._app_secret = app_secret
        self._clock = clock
        self._sleep = sleep
        self._key_hash = hashlib.sha256(b"kis-app-key:" + app_key.encode()).hexdigest()
        _mask(app_key, app_secret)
        local = StoreVault(store, self._key_hash)
        self._vault: TokenVault = (
            local if shared is None else SharedVault(local, shared, self._key_hash, clock=clock)
        )
        self._lock = asyncio.Lock()
        self._waiting_until: datetime | None = None
        self._token: _Token | None = None
        self._listeners: list[Callable[[float], None]] = []  # on_wait hooks of callers in get()
        self._issuances = 0  # issuances finished: a queued caller can tell one ended while it waited
        self._failure: DataError | None = None  # how the last issuance failed (None: it did not)

    def __repr__(self) -> str:
        return f"KisTokenManager(key={self._key_hash[:8]}…)"

    @property
    def key_id(self) -> str:
        """A name of the app key that reveals nothing of it (a prefix of its salted SHA-256)."""
        return self._key_hash[:16]

    def headers(self, token: str) -> dict[str, str]:
        """The credential headers of a quote request made with ``token``."""
        return {"authorization": f"Bearer {token}", "appkey": self._app_key, "appsecret": self._app_secret}

    def scrub(self, text: str) -> str:
        """Remove this manager's secrets from text that came from elsewhere (e.g. a server message)."""
        for secret in (self._app_secret, self._app_key, self._token.value if self._token else ""):
            if secret:
                text = text.replace(secret, "***")
        return text

    async def get(self) -> str:
        """Return a token valid for at least ``REFRESH_MARGIN``, issuing one if there is none.

        Raises:
            DataTryLaterError: KIS still refused issuance (EGW00133) after the wait (≤ ``MAX_WAIT_S``).
            DataTransientError: the POST failed (network, 5xx).
            DataAuthError: KIS refused the app key or secret.
            DataFormatError: the token response could not be understood.
        """
        cached = self._token
        if cached is not None and self._fresh(cached):
            return cached.value
        hook = TOKEN_WAIT.get()
        if hook is not None:
            self._listeners.append(hook)
            if self._waiting_until is not None:  # queued behind an issuer that is already waiting
                left = (self._waiting_until - self._clock()).total_seconds()
                if left > 0:
                    hook(left + WAIT_MARGIN_S)
        seen = self._issuances
        try:
            async with self._lock:
                if self._issuances != seen and self._failure is not None:
                    # the issuance this caller queued behind failed: share its error, do not start another
                    raise copy.copy(self._failure)
                stored = await self._load()
                if stored is not None and self._fresh(stored):
                    self._token = stored
                    return stored.value
                failure: DataError | None = None
                try:
                    async with self._vault.issuing() as waited:  # the cluster's turn, with replicas
                        stored = await self._load() if waited else None
                        self._token = stored if stored and self._fresh(stored) else await self._issue()
                except DataError as exc:
                    failure = exc
                    raise
                finally:  # also when cancelled: callers queued behind then try for themselves
                    self._failure = failure
                    self._issuances += 1
                return self._token.value
        finally:
            if hook is not None:
                self._listeners.remove(hook)

    async def invalidate(self, token: str) -> None:
        """Forget ``token`` after KIS rejected it, unless it has already been replaced."""
        async with self._lock:
            if self._token is not None and self._token.value == token:
                self._token = None
            await self._vault.drop(token)
        log.info("kis_token_invalidated", key=self._key_hash[:8])

    # --- internals ------------------------------------------------------------------------------

    def _fresh(self, token: _Token) -> bool:
        return token.expires_at - REFRESH_MARGIN > self._clock()

    async def _load(self) -> _Token | None:
        found = await self._vault.load()
        if found is not None:
            _mask(found.value)
        return found

    async def _slot_wait(self) -> float:
        """Seconds until the once-a-minute rule allows the next issuance attempt."""
        last = await self._vault.last_attempt()
        if last is None:
            return 0.0
        elapsed = (self._clock() - last).total_seconds()
        # A last issuance "in the future" (clock moved back) still gets one full interval.
        return ISSUE_INTERVAL_S if elapsed < 0 else max(0.0, ISSUE_INTERVAL_S - elapsed)

    async def _wait(self, seconds: float) -> None:
        log.info("kis_token_issue_wait", wait_s=round(seconds, 1), key=self._key_hash[:8])
        self._waiting_until = self._clock() + timedelta(seconds=seconds)
        for hook in list(self._listeners):
            hook(seconds + WAIT_MARGIN_S)
        try:
            await self._sleep(seconds)
        finally:
            self._waiting_until = None

    async def _issue(self) -> _Token:
        """Issue a token, waiting at most ``MAX_WAIT_S`` in all for the once-a-minute rule."""
        waited = 0.0
        for attempt in range(2):  # the first try, and one more after a refusal
            wait = await self._slot_wait()
            if attempt:
                wait = max(wait, ISSUE_INTERVAL_S)  # someone else issued just now: one full interval
            if waited + wait > MAX_WAIT_S:
                break
            if wait > 0:
                await self._wait(wait)
                waited += wait
            try:
                return await self._try_issue()
            except DataTransientError as exc:
                if exc.code != TOO_FREQUENT:
                    raise
        raise DataTryLaterError(
            f"KIS 토큰 발급이 {waited:.0f}초 기다린 뒤에도 거부되었습니다 (EGW00133, 1분에 1회)",
            source=SOURCE,
            code=TOO_FREQUENT,
            retry_after=ISSUE_INTERVAL_S,
        )

    async def _try_issue(self) -> _Token:
        attempted = self._clock()
        await self._vault.mark_attempt(attempted)
        body = await self._post()
        token = self._parse(body, attempted)
        await self._vault.save(token)
        log.info("kis_token_issued", key=self._key_hash[:8], expires_at=token.expires_at.isoformat())
        return token

    async def _post(self) -> dict[str, Any]:
        import httpx  # loaded with the client that posts (the agent's tools name TOKEN_WAIT without it)

        payload = {"grant_type": "client_credentials", "appkey": self._app_key, "appsecret": self._app_secret}
        try:
            resp = await self._http.post(
                self._url, json=payload, headers={"content-type": "application/json; charset=utf-8"}
            )
        except httpx.TransportError as exc:
            raise DataTransientError(
                f"KIS 토큰 발급 요청 실패: {type(exc).__name__}", source=SOURCE, code="network"
            ) from exc
        status = resp.status_code
        try:
            body = resp.json()
        except ValueError:
            if status >= 500:
                raise DataTransientError(
                    f"KIS 토큰 발급 실패 (HTTP {status})", source=SOURCE, code=str(status)
                ) from None
            raise DataFormatError(
                f"KIS 토큰 응답이 JSON이 아닙니다 (HTTP {status})", source=SOURCE, code=str(status)
            ) from None
        if not isinstance(body, dict):
            raise DataFormatError("KIS 토큰 응답 형식 오류", source=SOURCE, code=str(status))
        code = str(body.get("error_code") or "").strip()
        if code == TOO_FREQUENT:
            raise DataTransientError(
                "KIS 토큰은 1분에 1회만 발급됩니다 (EGW00133)",
                source=SOURCE,
                code=code,
                retry_after=ISSUE_INTERVAL_S,
            )
        if code or status >= 400:
            detail = self.scrub(str(body.get("error_description") or "").strip())[:200]
            error = DataTransientError if status >= 500 else DataAuthError
            raise error(f"KIS 토큰 발급 거부 ({code or status}): {detail}", source=SOURCE, code=code)
        return body

    def _parse(self, body: dict[str, Any], attempted: datetime) -> _Token:
        value = str(body.get("access_token") or "").strip()
        if not value:
            raise DataFormatError("KIS 토큰 응답에 access_token이 없습니다", source=SOURCE)
        _mask(value)  # before it goes through the store: aiosqlite's DEBUG lines carry SQL parameters
        lifetime = timedelta(seconds=opt_int(body.get("expires_in")) or _DEFAULT_LIFETIME_S)
        raw = str(body.get("access_token_token_expired") or "").strip()
        try:
            expires_at = datetime.strptime(raw, "%Y-%m-%d %H:%M:%S").replace(tzinfo=KST)
        except ValueError:
            expires_at = attempted + lifetime
        if expires_at <= attempted:
            # A freshly issued token is valid: an expiry in the past means our clock disagrees.
            log.warning("kis_token_expiry_in_past", key=self._key_hash[:8])
            expires_at = attempted + lifetime
        return _Token(value, expires_at)
