"""Replicas of the relay on one database and one platform, on one virtual clock (``Cluster``), for the
tests of runs across replicas (test_replicas.py, test_replicas_handover.py)."""

from __future__ import annotations

from contextlib import AsyncExitStack
from dataclasses import dataclass

from bots.relay.cluster.journal import RunJournal
from bots.relay.cluster.ownership import Ownership
from bots.relay.cluster.recovery import Keeper
from bots.relay.relay import Relay
from bots.relay.run.conversation_memory import ConversationMemory
from core.clock import VirtualClock
from core.store import SqliteStore, Store
from tests.bots.relay.fakes import FakePort, GatedAgent, guarded, one_platform, relay_for
from tests.services.stores import MakeStore

CONV = ("slack", "T1", "C1", "100.1")
SLACK = frozenset({"slack"})
EPOCH = 1_800_000_000.0  # the replicas' clock: epoch seconds, as the journal's default


@dataclass
class Replica:
    name: str
    store: Store
    journal: RunJournal
    port: FakePort
    agent: GatedAgent
    relay: Relay
    keeper: Keeper


class Cluster:
    """Replicas on one database and one platform, on one virtual clock."""

    def __init__(self, make_store: MakeStore, stack: AsyncExitStack, clock: VirtualClock) -> None:
        self._make_store = make_store
        self._stack = stack
        self.clock = clock
        self.replicas: list[Replica] = []

    async def replica(self, name: str, *, exclusive: bool = False, cap: int = 16) -> Replica:
        store = await self._stack.enter_async_context(self._make_store())
        journal = RunJournal(store, clock=self.clock, replica=f"{name}-host:1:{name}")
        port = FakePort(self.clock, interval_s=0)
        if self.replicas:
            one_platform(self.replicas[0].port, port)
        agent = GatedAgent(answer=f"{name}의 답변")
        relay = relay_for(
            port,
            agent,
            clock=self.clock,
            ids=name,
            max_concurrent=cap,
            journal=journal,
            memory=ConversationMemory(store),
            ownership=Ownership(journal, exclusive=exclusive),
        )
        self._stack.push_async_callback(relay.aclose)
        keeper = Keeper(relay.crew, within_s=600, platforms=SLACK, sleep=self.clock.sleep)
        made = Replica(name, store, journal, port, agent, relay, keeper)
        self.replicas.append(made)
        return made

    def calls(self, method: str) -> list[tuple[str, str]]:
        """(replica, text) of every call of ``method`` on the platform."""
        return [(r.name, c.text) for r in self.replicas for c in r.port.calls if c.method == method]


async def kill(replica: Replica, held: str) -> None:
    """What a replica killed mid-run leaves: its run stays where it was (the agent never comes back) and
    nothing renews its heartbeat; at the end of the test the hung task is cut without a word."""
    await guarded(replica.agent.started[held].wait())
    # a dead process writes nothing more: its journal's store is gone (each write fails, logged)
    replica.relay._lifecycle.journal = RunJournal(SqliteStore(":memory:"))
    replica.relay._lifecycle._port_for = lambda _platform: FakePort(VirtualClock())
