"""Slack in an English conversation (#26 item 3): the company-choice prompt and buttons, the 👍/👎 labels,
the note modal and the thanks, and the ack of ``/dexter <question>`` follow the question's language. A
Korean question's stay Korean, and ``DEXTER_LANG=ko-only`` keeps an English question's Korean."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bots.feedback import FeedbackBook
from evals.emulators.slack_events import app_mention, block_action, slash_command
from evals.emulators.slack_feedback import view_submission
from evals.emulators.slack_records import TEAM_ID, Json
from tests.bots.slack.conftest import Bot, posts, running_bot, streams
from tests.bots.slack.test_slack_choices import buttons, click
from tests.bots.slack.test_slack_english_progress import QUESTION as ANALYSIS
from tests.bots.slack.test_slack_english_progress import STEPS, TIERS
from tests.bots.slack.test_slack_feedback import click as vote
from tests.bots.slack.test_slack_feedback import feedback_of

GROUP = "SK revenue 2023"  # English; "SK" is the group's own company, with larger members beside it
QUESTION = "What was Samsung Electronics' revenue in 2023?"
NOTE = "Revenue was not KRW 258.94 trillion"
#: a run that shows its tool's row, then waits on the model until ⏹ stops it
SLOW: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "Samsung Electronics"}}]},
    {"text": "never shown", "delay_s": 30},
]
EDITED = {"streaming": "feature_not_enabled"}  # no stream: the run's steps are edits of its progress message


async def test_an_english_question_gets_english_buttons_modal_thanks_and_ack(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        mention = app_mention(GROUP, channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, answer, offer = bot.fake.thread("C1", thread)
        assert offer.text == "‘SK’ — ask again for another company (instead of SK)"
        shown = buttons(offer)
        assert [b["text"]["text"] for b in shown] == ["SK hynix", "SK Innovation", "SK Telecom"]

        labels = feedback_of(answer)
        assert labels["positive_button"]["accessibility_label"] == "Helpful"
        assert labels["negative_button"]["accessibility_label"] == "Something is wrong"
        await vote(bot, answer, positive=True)
        assert bot.fake.ephemerals[-1].text == "👍 Thank you. Your feedback is recorded."
        await vote(bot, answer, positive=False)
        [modal] = bot.fake.modals
        assert (modal["title"]["text"], modal["submit"]["text"], modal["close"]["text"]) == (
            "Answer feedback",
            "Send",
            "Close",
        )
        [field] = modal["blocks"]
        assert field["label"]["text"] == "What was wrong?"
        assert field["element"]["placeholder"]["text"].startswith("Write the wrong figure")
        assert (await bot.action(view_submission(modal, {"note": {"text": NOTE}}))).status_code == 200
        run_id = labels["positive_button"]["value"].removeprefix("up:")
        stored = await FeedbackBook(bot.runtime.data.store).get(run_id, "U0USER01")
        assert stored is not None and stored.note == NOTE

        # a tap asks again in English, with the company's English name in the typed one's place
        await bot.action(click(bot, offer, shown[0], channel="C1", thread=thread))
        await bot.relay.wait_idle()
        assert bot.relay.memory is not None
        asked = [turn.query for turn in await bot.relay.memory.history(("slack", TEAM_ID, "C1", thread))]
        assert asked == [GROUP, "SK hynix revenue 2023"]
        await bot.action(click(bot, offer, shown[0], channel="C1", thread=thread))
        assert bot.fake.ephemerals[-1].text == "Already asked again for that company."

        ack = await bot.command(
            slash_command(QUESTION, response_url=bot.fake.response_url("C2"), channel_id="C2")
        )
        assert ack.text.startswith(f"🔎 Looking into `{QUESTION}`. Progress goes in the channel")
        korean = await bot.command(
            slash_command("삼성전자 2023년 매출", response_url=bot.fake.response_url("C3"), channel_id="C3")
        )
        assert korean.text.startswith("🔎 `삼성전자 2023년 매출` 조사를 시작합니다.")
        await bot.relay.wait_idle()
        [progress] = bot.fake.top_level("C3")
        korean_answer = bot.fake.thread("C3", progress.ts)[-1]
        assert feedback_of(korean_answer)["positive_button"]["accessibility_label"] == "도움이 됐어요"


async def test_ko_only_keeps_an_english_questions_buttons_modal_and_ack_korean(tmp_path: Path) -> None:
    async with running_bot(tmp_path, DEXTER_LANG="ko-only") as bot:
        mention = app_mention(GROUP, channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, answer, offer = bot.fake.thread("C1", thread)
        assert offer.text == "‘SK’ — 다른 회사로 다시 물어보기 (SK 대신)"
        assert [b["text"]["text"] for b in buttons(offer)] == ["SK하이닉스", "SK이노베이션", "SK텔레콤"]
        assert feedback_of(answer)["positive_button"]["accessibility_label"] == "도움이 됐어요"
        await vote(bot, answer, positive=False)
        [modal] = bot.fake.modals
        assert modal["title"]["text"] == "답변 의견" and "무엇이 틀렸나요?" in json.dumps(
            modal, ensure_ascii=False
        )
        ack = await bot.command(
            slash_command(QUESTION, response_url=bot.fake.response_url("C2"), channel_id="C2")
        )
        assert "조사를 시작합니다" in ack.text
        await bot.relay.wait_idle()


async def test_a_streamed_english_answer_ends_with_english_feedback_labels(tmp_path: Path) -> None:
    async with running_bot(tmp_path, STEPS, fake_options=TIERS) as bot:
        mention = app_mention(ANALYSIS, channel="C5")
        await bot.event(mention)
        await bot.relay.wait_idle()
        [stream] = streams(bot.fake, "C5", str(mention["event"]["ts"]))
        labels = feedback_of(stream)  # chat.stopStream's blocks
        assert (
            labels["positive_button"]["accessibility_label"],
            labels["negative_button"]["accessibility_label"],
        ) == (
            "Helpful",
            "Something is wrong",
        )


def stop_labels(*shown: list[Json] | None) -> list[str]:
    """The ⏹'s labels in these blocks (a progress message's, as posted or edited)."""
    return [
        e["text"]["text"]
        for blocks in shown
        for b in blocks or []
        if b["type"] == "actions"
        for e in b["elements"]
    ]


async def _stopped(bot: Bot, question: str, channel: str) -> tuple[list[str], str]:
    """Ask ``question`` (a slow run), wait for an edit that keeps the ⏹, press it: the ⏹'s labels (as
    posted, then in the edits before the last) and the message's last text."""
    mention = app_mention(question, channel=channel)
    thread = str(mention["event"]["ts"])
    await bot.event(mention)
    await bot.until(lambda: len(posts(bot.fake, channel, thread)) == 1)
    progress = posts(bot.fake, channel, thread)[0]
    posted = progress.blocks  # before its first edit (at least 1.5 s later)
    await bot.until(lambda: bool(progress.edits))  # the tool's row: an edit while the run goes on
    live = progress.edits[-1].blocks
    [value] = {e["value"] for b in live or [] if b["type"] == "actions" for e in b["elements"]}
    click = block_action(
        "dexter_stop",
        value,
        response_url=bot.fake.response_url(channel),
        message_ts=progress.ts,
        channel_id=channel,
        thread_ts=thread,
    )
    assert (await bot.action(click)).status_code == 200
    await bot.relay.wait_idle()
    return stop_labels(posted, live), progress.text


async def test_the_stop_button_speaks_the_runs_language(tmp_path: Path) -> None:
    async with running_bot(tmp_path, SLOW * 2, fake_options=EDITED) as bot:
        labels, final = await _stopped(bot, ANALYSIS, "C1")
        assert labels == ["⏹ Stop", "⏹ Stop"] and "Cancelled" in final
        labels, final = await _stopped(bot, "삼성전자 메모리 사업 전망 분석해줘", "C2")
        assert labels == ["⏹ 중지", "⏹ 중지"] and "취소됨" in final
    async with running_bot(tmp_path / "ko", SLOW, fake_options=EDITED, DEXTER_LANG="ko-only") as bot:
        labels, final = await _stopped(bot, ANALYSIS, "C3")
        assert labels == ["⏹ 중지", "⏹ 중지"] and "취소됨" in final
