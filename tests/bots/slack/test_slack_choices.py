"""Slack: a group name is answered for its dominant company with a note and buttons; a click asks again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core.data.companies.corpcode_format import Company, CorpCodes
from core.data.companies.corpcodes import CorpCodeTable
from core.scripted import ScriptedModel
from core.store import SqliteStore
from evals.emulators.slack import Message
from evals.emulators.slack_events import app_mention, block_action
from evals.emulators.slack_records import TEAM_ID
from tests.bots.slack.conftest import Bot, running_bot, text_of
from tests.conftest import companies

NOTE = "‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스, 삼성물산, 삼성SDI"


def buttons(message: Message) -> list[dict[str, Any]]:
    return [e for b in message.blocks or [] if b["type"] == "actions" for e in b["elements"]]


def click(
    bot: Bot, message: Message, button: dict[str, Any], *, channel: str, thread: str, user: str = ""
) -> Any:
    extra = {"user_id": user} if user else {}
    return block_action(
        button["action_id"],
        button["value"],
        response_url=bot.fake.response_url(channel),
        message_ts=message.ts,
        channel_id=channel,
        thread_ts=thread,
        **extra,
    )


async def test_a_group_name_is_answered_with_a_note_and_a_click_asks_for_another_company(
    tmp_path: Path,
) -> None:
    async with running_bot(tmp_path) as bot:
        mention = app_mention("삼성 2023년 매출", channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, answer, offer = bot.fake.thread("C1", thread)
        assert NOTE in text_of(answer) and "258.94조원" in text_of(answer)  # 삼성전자 FY2023, from the filing
        assert "다른 회사로 다시 물어보기" in offer.text
        shown = buttons(offer)
        assert [b["text"]["text"] for b in shown] == ["삼성바이오로직스", "삼성물산", "삼성SDI"]
        # a button names its run and a stock code only: no question text, well under Slack's limits
        assert all(b["value"].endswith((":207940", ":028260", ":006400")) for b in shown)
        assert all(len(b["value"]) <= 40 and "삼성" not in b["value"] for b in shown)
        assert len({b["action_id"] for b in shown}) == 3

        assert (await bot.action(click(bot, offer, shown[1], channel="C1", thread=thread))).status_code == 200
        await bot.relay.wait_idle()
        replies = bot.fake.thread("C1", thread)
        assert len(replies) == 5  # a new run in the same thread: its progress message, then its answer
        assert "삼성물산" in text_of(replies[-1]) and "보았습니다" not in text_of(replies[-1])
        assert "빠른 답변" in text_of(bot.fake.message("C1", replies[3].ts))  # its progress, collapsed
        assert bot.relay.memory is not None
        asked = [turn.query for turn in await bot.relay.memory.history(("slack", TEAM_ID, "C1", thread))]
        assert asked == ["삼성 2023년 매출", "삼성물산 2023년 매출"]

        # the same button again asks nothing new, and says so to the clicker only
        await bot.action(click(bot, offer, shown[1], channel="C1", thread=thread))
        await bot.relay.wait_idle()
        assert len(bot.fake.thread("C1", thread)) == 5
        assert "이미 그 회사로 다시 물어봤습니다." in [m.text for m in bot.fake.ephemerals]


async def test_an_exact_name_wins_and_a_true_tie_asks_with_buttons(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        exact = app_mention("삼성전자 2023년 매출", channel="C2")
        await bot.event(exact)
        tie = app_mention("롯데 2023년 매출", channel="C3")
        await bot.event(tie)
        await bot.relay.wait_idle()
        _progress, answer = bot.fake.thread("C2", str(exact["event"]["ts"]))  # no note, no buttons
        assert "258.94조원" in text_of(answer) and "보았습니다" not in text_of(answer)

        tie_thread = str(tie["event"]["ts"])
        _progress, question, offer = bot.fake.thread("C3", tie_thread)
        assert "'롯데'에 해당하는 상장사가 여러 곳입니다: 롯데케미칼(011170), 롯데지주(004990)" in text_of(
            question
        )
        assert "어느 회사인가요?" in offer.text
        shown = buttons(offer)
        assert [b["text"]["text"] for b in shown] == ["롯데케미칼", "롯데지주", "롯데쇼핑", "롯데렌탈"]
        await bot.action(click(bot, offer, shown[0], channel="C3", thread=tie_thread))
        await bot.relay.wait_idle()
        assert "롯데케미칼" in text_of(bot.fake.thread("C3", tie_thread)[-1])


async def test_a_button_from_another_channel_or_a_stranger_asks_nothing(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        mention = app_mention("삼성 2023년 매출", channel="C4")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        offer = bot.fake.thread("C4", thread)[-1]
        [first, *_] = buttons(offer)
        await bot.action(click(bot, offer, first, channel="C9", thread=thread))  # replayed elsewhere
        stranger = block_action(
            first["action_id"],
            first["value"],
            response_url=bot.fake.response_url("C4"),
            message_ts=offer.ts,
            channel_id="C4",
            team_id="T9OTHER",
            user_id="U9X",
        )
        await bot.action(stranger)
        await bot.action(
            click(
                bot, offer, {**first, "value": "20200101-000000-abcdef:005930"}, channel="C4", thread=thread
            )
        )
        await bot.relay.wait_idle()
        assert len(bot.fake.thread("C4", thread)) == 3
        assert bot.fake.thread("C9", thread) == []
        said = [m.text for m in bot.fake.ephemerals]
        assert "다른 대화의 버튼입니다." in said
        assert any("권한이 없습니다" in text for text in said)
        assert any("원래 질문을 찾지 못했습니다" in text for text in said)


async def test_a_company_in_dart_but_not_listed_gets_a_clear_statement(tmp_path: Path) -> None:
    listed = companies().codes
    rows = [*(listed.company(i) for i in range(len(listed))), Company("00912006", "삼성디스플레이", "", "")]
    store = await SqliteStore(
        tmp_path / "dexter.db"
    ).open()  # as after `dexter corp-codes sync`: the full list
    try:
        await CorpCodeTable(store).replace(CorpCodes.from_rows(c.row() for c in rows), source="opendart")
    finally:
        await store.close()
    async with running_bot(tmp_path) as bot:
        display = app_mention("삼성디스플레이 2023년 매출", channel="C5")
        coupang = app_mention("쿠팡 2023년 매출", channel="C6")
        await bot.event(display)
        await bot.event(coupang)
        await bot.relay.wait_idle()
        _progress, answer = bot.fake.thread("C5", str(display["event"]["ts"]))
        assert "'삼성디스플레이'는 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다" in text_of(answer)
        assert "고유번호 00912006" in text_of(answer) and "감사보고서" in text_of(answer)
        _progress, answer = bot.fake.thread("C6", str(coupang["event"]["ts"]))
        assert "NYSE: CPNG" in text_of(answer) and "고유번호 01019166" in text_of(answer)


async def test_the_agent_is_told_which_company_was_assumed_and_the_buttons_follow_its_answer(
    tmp_path: Path,
) -> None:
    steps: list[dict[str, Any]] = [
        {"text": "ok"},
        {"text": f"> {NOTE}\n\n삼성전자 반도체 실적 분석입니다."},
    ]
    async with running_bot(tmp_path, steps) as bot:
        mention = app_mention("삼성 반도체 실적 분석해줘", channel="C7")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        model = bot.runtime.model
        assert isinstance(model, ScriptedModel)
        system = model.requests[0].system
        assert "삼성전자: stock_code 005930" in system and "largest by market value" in system
        assert f"> {NOTE}" in system
        _progress, answer, offer = bot.fake.thread("C7", thread)
        assert "반도체 실적 분석입니다" in text_of(answer)
        assert [b["text"]["text"] for b in buttons(offer)] == ["삼성바이오로직스", "삼성물산", "삼성SDI"]
