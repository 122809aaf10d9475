"""The data services one process shares: store, cache, OpenDART and KIS clients, company index.

Offline (``DEXTER_OFFLINE=1`` / ``--offline``) both clients talk to the bundled recordings through
in-process transports and need no keys. Online, a client whose key is missing raises a one-line
``ConfigError`` naming the variable when first used, so features that do not need it keep working.
The OpenDART client makes its HTTP client (and loads httpx and the recordings) at its first request:
an answer read from the cache needs neither.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Self

from core.data.cache import Cache
from core.data.companies.corpcodes import CorpCodeTable
from core.data.dart.client import OpenDartClient
from core.data.quota import DartQuota
from core.store import Store, store_for

if TYPE_CHECKING:  # KIS (its client, token vault, market calendar) loads when a price is first asked for
    import httpx

    from core.config import Settings
    from core.data.companies.resolver import CompanyIndex
    from core.data.kis.client import KisClient
    from core.shared import Shared

OFFLINE_KEY = "offline"
#: seconds: every request, and connecting (``httpx.Timeout(TIMEOUT_S, connect=CONNECT_TIMEOUT_S)``)
TIMEOUT_S, CONNECT_TIMEOUT_S = 20.0, 10.0


@dataclass
class DataServices:
    settings: Settings
    store: Store
    cache: Cache
    companies: CompanyIndex
    _dart: OpenDartClient | None = None
    _kis: KisClient | None = None
    _clients: list[httpx.AsyncClient] = field(default_factory=list)
    #: what replicas share (``DEXTER_REDIS_URL``); ``None``: this process alone
    shared: Shared | None = None

    @property
    def offline(self) -> bool:
        return self.settings.dexter_offline

    @property
    def dart(self) -> OpenDartClient:
        if self._dart is None:
            if self.offline:
                key = OFFLINE_KEY

                def http() -> httpx.AsyncClient:
                    from core.data import recorded

                    return self._client(transport=recorded.transport())

            else:
                key = self.settings.require("opendart_api_key", "OpenDART 공시·재무 데이터 (또는 --offline)")
                http = self._client
            self._dart = OpenDartClient(
                http,
                api_key=key,
                base_url=self.settings.opendart_base_url,
                cache=self.cache,
                quota=DartQuota(self.store),
            )
        return self._dart

    @property
    def kis(self) -> KisClient:
        if self._kis is None:
            from core.data.kis.client import PAPER_RATE_PER_S, REAL_RATE_PER_S, KisClient
            from core.data.kis.offline import offline_transport
            from core.data.kis.token import KisTokenManager
            from core.data.ratelimit import RateLimiter

            if self.offline:
                http, key, secret = self._client(transport=offline_transport()), OFFLINE_KEY, OFFLINE_KEY
            else:
                key = self.settings.require("kis_app_key", "KIS 시세 (또는 --offline)")
                secret = self.settings.require("kis_app_secret", "KIS 시세 (또는 --offline)")
                http = self._client()
            shared = None if self.offline else self.shared  # the offline data needs no shared budget
            tokens = KisTokenManager(
                http,
                self.store,
                base_url=self.settings.kis_base_url,
                app_key=key,
                app_secret=secret,
                shared=shared,
            )
            rate = PAPER_RATE_PER_S if self.settings.kis_paper else REAL_RATE_PER_S
            limiter = RateLimiter(rate, shared=shared, key=f"kis:{tokens.key_id}:calls")
            self._kis = KisClient(
                http,
                tokens,
                base_url=self.settings.kis_base_url,
                paper=self.settings.kis_paper,
                limiter=limiter,
            )
        return self._kis

    def _client(self, transport: httpx.AsyncBaseTransport | None = None) -> httpx.AsyncClient:
        import httpx

        timeout = httpx.Timeout(TIMEOUT_S, connect=CONNECT_TIMEOUT_S)
        client = httpx.AsyncClient(transport=transport, timeout=timeout, follow_redirects=True)
        self._clients.append(client)
        return client

    async def aclose(self) -> None:
        for client in self._clients:
            await client.aclose()
        self._clients.clear()
        await self.store.close()
        if self.shared is not None:
            await self.shared.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()


async def open_data_services(settings: Settings, *, companies: CompanyIndex | None = None) -> DataServices:
    """Open the store (SQLite under ``DEXTER_HOME``, or ``DEXTER_DATABASE_URL``) and set up the (lazily
    created) clients."""
    store = await store_for(settings).open()
    try:
        if companies is None:
            # the bundled listed companies until `dexter corp-codes sync` has run
            companies = await CorpCodeTable(store).index(keep_in=settings.dexter_home)
    except BaseException:
        await store.close()  # an open connection left behind would keep the process from exiting
        raise
    shared: Shared | None = None
    if settings.redis_url:  # replicas' shared state (its Redis client) only when configured
        from core.shared import open_shared

        shared = open_shared(settings.redis_url)
    return DataServices(settings, store, Cache(store), companies, shared=shared)
