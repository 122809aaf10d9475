"""Company buttons: what is offered, what a tap asks, and taps after a restart (the run journal)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from bots.relay.cluster.journal import RunJournal
from bots.relay.ports import Inbound, ReplyTarget
from bots.relay.run.choices import Choice, Choices
from bots.texts import ALREADY_ASKED, BUTTON_ELSEWHERE, CHOICE_GONE
from core.store import SqliteStore
from tests.conftest import companies

RUN = "20261121-153012-a1b2c3"


def inbound(text: str) -> Inbound:
    key = ("telegram", "42", "")
    return Inbound(
        "telegram", key, "7", text, ReplyTarget("telegram", "42", "", "100"), dedup_keys=("update:1",)
    )


class Port:
    def __init__(self) -> None:
        self.posted: list[tuple[str, list[Choice]]] = []

    async def post_choices(
        self, target: ReplyTarget, prompt: str, choices: Sequence[Choice], *, run_id: str
    ) -> None:
        self.posted.append((prompt, list(choices)))


class Broken:
    async def post_choices(
        self, target: ReplyTarget, prompt: str, choices: Sequence[Choice], *, run_id: str
    ) -> None:
        raise RuntimeError("the platform is down")


async def test_offers_the_alternatives_of_each_group_name_and_nothing_for_exact_names(
    journal: RunJournal,
) -> None:
    choices, port = Choices(companies(), journal), Port()
    await choices.offer(RUN, inbound("삼성과 현대 2023년 매출 비교"), port)
    [(prompt, offered)] = port.posted
    assert prompt.splitlines() == [
        "‘삼성’ — 다른 회사로 다시 물어보기 (삼성전자 대신)",
        "‘현대’ — 다른 회사로 다시 물어보기 (현대자동차 대신)",
    ]
    assert [c.label for c in offered] == [
        "삼성바이오로직스",
        "삼성물산",
        "삼성SDI",
        "현대모비스",
        "현대글로비스",
        "현대로템",
    ]
    assert offered[0].value == f"{RUN}:207940"
    await choices.offer("other", inbound("삼성전자 2023년 매출"), port)
    await choices.offer("plain", inbound("삼성 2023년 매출"), object())  # a port without buttons
    await choices.offer("broken", inbound("삼성 2023년 매출"), Broken())  # never raises: the answer is out
    assert len(port.posted) == 1


async def test_a_tap_asks_the_same_question_for_the_company_tapped(journal: RunJournal) -> None:
    choices = Choices(companies(), journal)
    await choices.offer(RUN, inbound("삼성과 현대의 2023년 매출은?"), Port())
    again = await choices.reask(
        f"{RUN}:012330", platform="telegram", channel="42", user_id="8", reply_message="101"
    )
    assert isinstance(again, Inbound)
    assert again.text == "삼성과 현대모비스의 2023년 매출은?"
    assert (again.conversation, again.user_id, again.reply_to.message) == (("telegram", "42", ""), "8", "101")
    assert again.dedup_keys == (f"alt:{RUN}:012330",)
    particle = await choices.reask(f"{RUN}:207940", platform="telegram", channel="42", user_id="8")
    assert isinstance(particle, Inbound) and particle.text == "삼성바이오로직스와 현대의 2023년 매출은?"
    assert await choices.reask(f"{RUN}:005930", platform="telegram", channel="42", user_id="8") == CHOICE_GONE
    assert (
        await choices.reask(f"{RUN}:207940", platform="telegram", channel="43", user_id="8")
        == BUTTON_ELSEWHERE
    )
    assert (
        await choices.reask(f"{RUN}:207940", platform="slack", channel="42", user_id="8") == BUTTON_ELSEWHERE
    )
    assert await choices.reask("nonsense", platform="telegram", channel="42", user_id="8") == CHOICE_GONE
    assert ALREADY_ASKED  # what adapters say when the relay refuses the repeat (its dedup key)


async def test_a_tap_after_a_restart_finds_the_question_in_the_run_journal(
    tmp_path: Path, journal: RunJournal
) -> None:
    store = await SqliteStore(tmp_path / "dexter.db").open()
    try:
        stored = RunJournal(store)
        assert await stored.accept(inbound("현대 영업이익"), RUN)
        restarted = Choices(companies(), stored)  # nothing in memory
        again = await restarted.reask(f"{RUN}:012330", platform="telegram", channel="42", user_id="7")
        assert isinstance(again, Inbound) and again.text == "현대모비스 영업이익"
        assert (
            await Choices(companies(), journal).reask(  # another store: the run is not there
                f"{RUN}:012330", platform="telegram", channel="42", user_id="7"
            )
            == CHOICE_GONE
        )
    finally:
        await store.close()
