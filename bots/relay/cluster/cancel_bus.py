"""⏹ wherever the run is: how a stop request reaches the replica that runs the run.

A stop (⏹ on Slack or Telegram, ``/dexter stop``) arrives at one replica; the run may be on another.
``CancelBus`` is the seam the relay asks, with two implementations:

* ``LocalCancels`` — one process (SQLite, the default): the run is here or nowhere; a direct cancel.
* ``PostgresCancels`` — replicas on one PostgreSQL (``DEXTER_DATABASE_URL``). A run held here is
  cancelled directly. Otherwise the request is stored (``relay_cancels``: run id, conversation, who,
  when on the database's clock) and announced with ``NOTIFY dexter_cancel`` in the same transaction.
  Every replica ``LISTEN``s on a connection of its own (``core.store.notify``, reconnecting when it
  drops) and cancels the run if it holds it — at once. A notification missed while the listener was
  away is caught by the sweep: right after each (re)connect and every ``sweep_s`` while runs are held
  here, the replica reads the stored requests of unfinished runs and cancels the ones it holds (also a
  run picked up later by another replica, e.g. after its owner died).

Who may stop a run is decided on the run itself: ``owner`` is the asker of the run held here, or — when
it runs elsewhere — the ``user_id`` of its shared run record (``relay_runs``).
"""

from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Protocol

from bots.relay.cluster import run_store
from bots.relay.cluster.run_store import RunStore
from bots.relay.intake.queue import ConversationRuns
from bots.relay.ports import ConversationKey, key_from_text, key_text
from core.errors import StoreError
from core.logging import get_logger
from core.store import Store

if TYPE_CHECKING:
    from core.store.notify import Listener
    from core.store.postgres import PostgresStore

log = get_logger(__name__)
#: stop requests (⏹) for runs that may be on another replica (PostgreSQL)
SCHEMA = """
CREATE TABLE IF NOT EXISTS relay_cancels (
    run_id TEXT PRIMARY KEY,
    conversation TEXT NOT NULL,
    requested_by TEXT NOT NULL,
    requested_at REAL NOT NULL
);
"""
CHANNEL = "dexter_cancel"
SWEEP_S = 1.0
#: a run record older than this is not "the conversation's active run" (a crash nobody recovered)
ACTIVE_WITHIN_S = 3_600.0
_NOW = "EXTRACT(EPOCH FROM clock_timestamp())"  # the database's clock: the same for every replica


class CancelBus(Protocol):
    async def start(self) -> None:
        """Begin receiving stop requests from other replicas (if there are any)."""
        ...

    async def owner(self, conversation: ConversationKey, run_id: str | None = None) -> str | None:
        """Who asked the conversation's active run (or run ``run_id``), wherever it runs; ``None``
        if there is no such unfinished run."""
        ...

    async def cancel(self, conversation: ConversationKey, run_id: str | None = None, *, by: str = "") -> bool:
        """Stop that run wherever it runs; whether there was one to stop."""
        ...

    async def aclose(self) -> None: ...


class LocalCancels:
    """One process: the run is in ``runs`` or nowhere."""

    def __init__(self, runs: ConversationRuns) -> None:
        self._runs = runs

    async def start(self) -> None:
        return None

    async def owner(self, conversation: ConversationKey, run_id: str | None = None) -> str | None:
        slot = self._runs.find(conversation, run_id)
        return None if slot is None else slot.inbound.user_id

    async def cancel(self, conversation: ConversationKey, run_id: str | None = None, *, by: str = "") -> bool:
        return self._runs.cancel(conversation, run_id)

    async def aclose(self) -> None:
        return None


class PostgresCancels(LocalCancels):
    """Replicas on one PostgreSQL (see the module docstring)."""

    def __init__(self, runs: ConversationRuns, store: PostgresStore, *, sweep_s: float = SWEEP_S) -> None:
        super().__init__(runs)
        self._store = store
        self._sweep_s = sweep_s
        self._tasks: list[asyncio.Task[None]] = []
        self.listener: Listener | None = None
        #: runs this replica stopped because another replica asked (run ids, in order)
        self.stopped_for_others: list[str] = []

    async def start(self) -> None:
        if self._tasks:
            return
        await self._store.ensure_schema(run_store.SCHEMA)
        await self._store.ensure_schema(SCHEMA)
        self.listener = self._store.listener(CHANNEL, self._heard, on_connect=self.sweep)
        self._tasks = [
            asyncio.create_task(self.listener.run(), name="cancel-listener"),
            asyncio.create_task(self._sweeping(), name="cancel-sweep"),
        ]

    async def owner(self, conversation: ConversationKey, run_id: str | None = None) -> str | None:
        here = await super().owner(conversation, run_id)
        if here is not None:
            return here
        found = await self._record(conversation, run_id)
        return None if found is None else found[1]

    async def cancel(self, conversation: ConversationKey, run_id: str | None = None, *, by: str = "") -> bool:
        if self._runs.find(conversation, run_id) is not None:
            return await super().cancel(conversation, run_id)
        found = await self._record(conversation, run_id)
        if found is None:
            return False
        target = found[0]
        conversation_text = key_text(conversation)
        async with self._store.transaction() as tx:
            stored = await tx.execute(
                "INSERT INTO relay_cancels (run_id, conversation, requested_by, requested_at)"
                f" VALUES (?, ?, ?, {_NOW}) ON CONFLICT (run_id) DO NOTHING",
                (target, conversation_text, by),
            )
            if stored == 1:
                payload = json.dumps(
                    {"run_id": target, "conversation": conversation_text}, ensure_ascii=False
                )
                await tx.fetchone("SELECT pg_notify(?, ?)", (CHANNEL, payload))
        log.info("relay_cancel_requested", run_id=target, new=stored == 1)
        return stored == 1

    async def sweep(self) -> None:
        """Cancel the runs held here that someone asked to stop (a notification may have been missed)."""
        if not self._runs.pending:
            return
        for run_id, conversation in await RunStore(self._store).stop_requests(within_s=ACTIVE_WITHIN_S):
            self._stop_here(conversation, run_id)

    async def aclose(self) -> None:
        tasks, self._tasks = self._tasks, []
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks)

    # --- internals ------------------------------------------------------------------------------------

    async def _record(self, conversation: ConversationKey, run_id: str | None) -> tuple[str, str] | None:
        """(run id, asker) of the stored unfinished run: ``run_id``, or the conversation's oldest."""
        return await RunStore(self._store).stoppable(key_text(conversation), run_id, within_s=ACTIVE_WITHIN_S)

    def _heard(self, payload: str) -> None:
        try:
            data = json.loads(payload)
            self._stop_here(str(data["conversation"]), str(data["run_id"]))
        except (ValueError, KeyError, TypeError):
            log.warning("relay_cancel_bad_notification")

    def _stop_here(self, conversation_text: str, run_id: str) -> None:
        conversation = key_from_text(conversation_text)
        if conversation is None:
            return
        slot = self._runs.find(conversation, run_id)
        if slot is not None and not slot.cancel_token.cancelled and self._runs.cancel(conversation, run_id):
            self.stopped_for_others.append(run_id)
            log.info("relay_cancelled_for_another_replica", run_id=run_id)

    async def _sweeping(self) -> None:
        while True:
            await asyncio.sleep(self._sweep_s)
            try:
                await self.sweep()
            except StoreError as exc:  # the database is away: the next sweep tries again
                log.warning("relay_cancel_sweep_failed", error=exc.code or type(exc).__name__)


def cancel_bus_for(store: Store | None, runs: ConversationRuns) -> CancelBus:
    """``PostgresCancels`` on a PostgreSQL store (replicas may share it), else ``LocalCancels``."""
    if store is not None and store.dialect == "postgresql":
        from core.store.postgres import PostgresStore

        if isinstance(store, PostgresStore):
            return PostgresCancels(runs, store)
    return LocalCancels(runs)
