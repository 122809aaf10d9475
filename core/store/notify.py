"""PostgreSQL notifications: ``LISTEN`` on a dedicated connection that comes back when it drops.

``Listener.run`` connects outside the store's pool (a pooled connection is shared: a ``LISTEN`` on it
would be lost), listens on one channel and hands each payload to ``on_message``. When the connection
drops — the server restarted, the network cut it (TCP keepalives notice a silent cut within ~15 s) —
it connects again after a short backoff and calls ``on_connect`` once it listens again: notifications
sent while it was away are lost, so the caller catches up from durable state there (and on the first
connect). ``connected`` is set while it listens. Sending is a plain statement in any transaction
(``SELECT pg_notify(?, ?)``): delivered at commit, not at all when rolled back.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Awaitable, Callable

import psycopg
from psycopg import sql
from psycopg.conninfo import make_conninfo

from core.logging import get_logger

log = get_logger(__name__)
BACKOFF_S = (0.2, 0.5, 1.0, 2.0, 5.0)
#: a silent network cut is noticed after idle + interval × count seconds
KEEPALIVES = {"keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 3}

OnMessage = Callable[[str], Awaitable[None] | None]
OnConnect = Callable[[], Awaitable[None]]


class Listener:
    """``LISTEN channel`` on its own connection to ``url`` (see the module docstring)."""

    def __init__(
        self,
        url: str,
        channel: str,
        on_message: OnMessage,
        *,
        on_connect: OnConnect | None = None,
        backoff_s: tuple[float, ...] = BACKOFF_S,
        connect_timeout_s: int = 5,
    ) -> None:
        self._url = url
        self.channel = channel
        self._on_message = on_message
        self._on_connect = on_connect
        self._backoff = backoff_s
        self._connect_timeout = connect_timeout_s
        self.connected = asyncio.Event()

    async def run(self) -> None:
        """Listen until cancelled, connecting again whenever the connection fails."""
        failures = 0
        while True:
            listening, delay = False, self._backoff[0]
            try:
                async with await psycopg.AsyncConnection.connect(
                    make_conninfo(self._url, connect_timeout=self._connect_timeout, **KEEPALIVES),
                    autocommit=True,
                ) as connection:
                    await connection.execute(sql.SQL("LISTEN {}").format(sql.Identifier(self.channel)))
                    listening = True
                    self.connected.set()
                    await self._call(self._on_connect)  # what was sent while nobody listened
                    async for notify in connection.notifies():
                        await self._call(self._on_message, notify.payload)
            except psycopg.Error as exc:
                failures = 0 if listening else failures + 1
                delay = self._backoff[min(failures, len(self._backoff) - 1)]
                log.warning(
                    "pg_listen_lost", channel=self.channel, error=type(exc).__name__, retry_in_s=delay
                )
            finally:
                self.connected.clear()
            await asyncio.sleep(delay)

    async def _call(self, handler: Callable[..., Awaitable[None] | None] | None, *args: str) -> None:
        """A handler's failure is logged; listening goes on."""
        if handler is None:
            return
        try:
            result = handler(*args)
            if inspect.isawaitable(result):
                await result
        except Exception:
            log.exception("pg_listen_handler_failed", channel=self.channel)
