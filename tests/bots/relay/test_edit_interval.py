"""``DEXTER_EDIT_INTERVAL_S``: one spacing between progress edits for every platform, or each platform's own."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence

import pytest

from bots.relay.cluster.journal import RunJournal
from core.agent.control import CancelToken, Turn
from core.agent.events import AgentEvent, Done, ToolCallRecord, ToolEnd, ToolStart
from core.clock import VirtualClock
from core.config import Settings
from core.model import Usage
from tests.bots.relay.conftest import NewJournal
from tests.bots.relay.fakes import FakePort, gaps, guarded, inbound, relay_for

TOOLS = ("resolve_company", "korean_financial_search", "korean_financial_metrics", "read_korean_filings")


class SteadyAgent:
    """A tool starts or ends every 0.3 s of fake time: more states than any spacing lets through."""

    def __init__(self, clock: VirtualClock) -> None:
        self.clock = clock

    async def run(
        self,
        query: str,
        history: Sequence[Turn] = (),
        *,
        run_id: str | None = None,
        cancel: CancelToken | None = None,
    ) -> AsyncIterator[AgentEvent]:
        for round_ in range(6):
            for n, tool in enumerate(TOOLS):
                call = f"c{round_}-{n}"
                yield ToolStart(call, tool, {"query": f"{query} {round_}"})
                await self.clock.sleep(0.3)
                yield ToolEnd(call, tool, "조회 완료", 0.3)
                await self.clock.sleep(0.3)
        record = ToolCallRecord("c0-0", TOOLS[0], {}, True, 0.3)
        yield Done("답변입니다.", (record,), 6, 14.4, Usage(100, 20), run_id or "")


async def edit_gaps(journal: RunJournal, edit_interval_s: float | None) -> list[float]:
    clock = VirtualClock()
    port = FakePort(clock, interval_s=1.5)  # the platform's own spacing
    relay = relay_for(port, SteadyAgent(clock), journal=journal, clock=clock, edit_interval_s=edit_interval_s)
    assert await relay.handle(inbound("삼성전자 실적"))
    await guarded(relay.wait_idle())
    live = [c for c in port.of("edit_progress") if not c.final]
    assert len(live) >= 3  # the run was long enough to be paced
    return gaps(port.times("m1"))


async def test_the_platform_spacing_holds_when_unset(journal: RunJournal) -> None:
    assert min(await edit_gaps(journal, None)) >= 1.5


async def test_a_configured_spacing_replaces_the_platforms_own(new_journal: NewJournal) -> None:
    assert min(await edit_gaps(await new_journal(), 4.0)) >= 4.0
    narrower = await edit_gaps(await new_journal(), 0.5)
    assert 0.5 <= min(narrower) < 1.5


def test_the_setting_is_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DEXTER_EDIT_INTERVAL_S", raising=False)
    assert Settings().dexter_edit_interval_s is None
    monkeypatch.setenv("DEXTER_EDIT_INTERVAL_S", " ")  # as .env.example leaves it
    assert Settings().dexter_edit_interval_s is None
    monkeypatch.setenv("DEXTER_EDIT_INTERVAL_S", "3")
    assert Settings().dexter_edit_interval_s == 3.0
    monkeypatch.setenv("DEXTER_EDIT_INTERVAL_S", "0")
    with pytest.raises(ValueError, match="DEXTER_EDIT_INTERVAL_S"):
        Settings()
