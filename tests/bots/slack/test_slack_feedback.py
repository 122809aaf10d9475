"""Slack 👍/👎: every answer ends with feedback buttons (posted or streamed); a click is stored and
counted, a second click of the same person replaces the first, a 👎 opens the "무엇이 틀렸나요?" modal whose
note is kept; a click from elsewhere counts nothing; the 👎 run exports as an eval case ``dexter eval``
reads."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import yaml
from typer.testing import CliRunner

from bots import cli
from bots.feedback import FeedbackBook
from core.config import Settings
from core.metrics import REGISTRY
from evals.dataset import load_dataset
from evals.emulators.slack import Message
from evals.emulators.slack_events import app_home_opened, app_mention, dm_message
from evals.emulators.slack_feedback import feedback_click, view_submission
from evals.runner import run_eval
from tests.bots.slack.conftest import Bot, posts, running_bot, streams, text_of
from tests.bots.slack.test_slack_stream import TIERS, steps

NOTE = "매출액 258.94조원이 아니라 300조원입니다"


def counted(vote: str) -> float:
    return REGISTRY.get_sample_value("dexter_feedback_total", {"vote": vote}) or 0.0


def feedback_of(message: Message) -> dict[str, Any]:
    [block] = [b for b in message.blocks or [] if b["type"] == "context_actions"]
    [buttons] = block["elements"]
    assert buttons["type"] == "feedback_buttons"
    return dict(buttons)


async def click(bot: Bot, message: Message, *, positive: bool, **who: str) -> None:
    channel = who.get("channel_id", message.channel)
    payload = feedback_click(message, positive=positive, response_url=bot.fake.response_url(channel), **who)
    assert (await bot.action(payload)).status_code == 200


async def test_a_vote_round_trip_stored_counted_and_exported_as_an_eval_case(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        mention = app_mention("삼성전자 2023년 매출", channel="C1")
        thread = str(mention["event"]["ts"])
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, answer = bot.fake.thread("C1", thread)
        assert "258.94조원" in text_of(answer)
        buttons = feedback_of(answer)  # at the bottom of the answer, naming the run and nothing else
        assert answer.blocks is not None and answer.blocks[-1]["type"] == "context_actions"
        run_id = buttons["positive_button"]["value"].removeprefix("up:")
        assert buttons["negative_button"]["value"] == f"down:{run_id}"
        assert "258" not in json.dumps(buttons).replace(run_id, "")  # a run id's random hex may hold it

        up, down = counted("up"), counted("down")
        await click(bot, answer, positive=True)
        await click(bot, answer, positive=True)  # the same person again: one vote
        assert (counted("up"), counted("down")) == (up + 1, down)
        book = FeedbackBook(bot.runtime.data.store)
        stored = await book.get(run_id, "U0USER01")
        assert stored is not None and stored.vote == "up"
        assert stored.question == "삼성전자 2023년 매출" and "258.94조원" in stored.answer
        assert any(f["text"] == "258.94조원" for f in stored.figures)
        assert bot.fake.modals == []  # 👍 only records

        await click(bot, answer, positive=False)  # changes their mind: the 👎 replaces the 👍
        assert (counted("up"), counted("down")) == (up + 1, down + 1)
        assert await book.counts(0.0) == {"up": 0, "down": 1}
        [modal] = bot.fake.modals
        assert modal["title"]["text"] == "답변 의견" and "무엇이 틀렸나요?" in json.dumps(
            modal, ensure_ascii=False
        )
        submitted = view_submission(modal, {"note": {"text": NOTE}})
        assert (await bot.action(submitted)).status_code == 200
        stored = await book.get(run_id, "U0USER01")
        assert stored is not None and (stored.vote, stored.note) == ("down", NOTE)

        # another member of the channel votes too; a click replayed in another channel counts nothing
        await click(bot, answer, positive=True, user_id="U0USER02")
        await click(bot, answer, positive=False, user_id="U0USER03", channel_id="C9")
        assert await book.counts(0.0) == {"up": 1, "down": 1}
        assert "다른 대화의 버튼입니다." in [m.text for m in bot.fake.ephemerals]
        assert (counted("up"), counted("down")) == (up + 2, down + 1)

    cases = tmp_path / "cases.yaml"
    env = {"DEXTER_HOME": str(tmp_path), "DEXTER_OFFLINE": "1"}
    invoke = CliRunner().invoke  # in a thread: the command runs its own event loop
    done = await asyncio.to_thread(invoke, cli.app, ["feedback", "export", "-o", str(cases)], env=env)
    assert done.exit_code == 0, done.output
    dataset = load_dataset(cases)
    [case] = dataset.questions
    assert (case.id, case.type, case.question) == (f"feedback-{run_id}", "feedback", "삼성전자 2023년 매출")
    assert (
        case.feedback is not None and case.feedback.notes == (NOTE,) and "258.94조원" in case.feedback.answer
    )
    # the note's wrong figure must not come back; its correction must
    assert [c.text for c in case.contradictions] == ["사용자가 틀렸다고 한 수치 258.94조원를 다시 말한다"]
    assert [c.text for c in case.criteria] == ["사용자가 바로잡은 수치 300조원를 말한다"]
    assert yaml.safe_load(cases.read_text(encoding="utf-8"))["questions"][0]["feedback"]["run_id"] == run_id

    # `dexter eval --dataset` reads it: the same answer again fails the case, as a regression test should
    report = await run_eval(
        Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1"),
        dataset=cases,
        direct=True,
        out_dir=tmp_path / "r",
    )
    [result] = report.results
    assert result.id == case.id and result.score == 0.0 and "258.94조원" in result.answer


async def test_a_streamed_answer_ends_with_the_buttons_and_a_dm_vote_is_taken(tmp_path: Path) -> None:
    async with running_bot(tmp_path, steps(), fake_options=TIERS) as bot:
        asked = dm_message("삼성전자 실적 분석해줘", channel="D0DEXTER")
        thread = str(asked["event"]["ts"])
        await bot.event(asked)
        await bot.relay.wait_idle()
        [stream] = streams(bot.fake, "D0DEXTER", thread)
        assert stream.stream == "stopped" and "메모리 업황을 확인했습니다" in stream.text
        assert [b["type"] for b in stream.blocks or []] == ["context_actions"]  # chat.stopStream's blocks
        assert all("context_actions" not in text_of(m) for m in posts(bot.fake, "D0DEXTER", thread))
        down = counted("down")
        await click(bot, stream, positive=False)
        assert counted("down") == down + 1 and len(bot.fake.modals) == 1
        run_id = feedback_of(stream)["negative_button"]["value"].removeprefix("down:")
        stored = await FeedbackBook(bot.runtime.data.store).get(run_id, "U0USER01")
        assert stored is not None and stored.vote == "down" and "메모리 업황" in stored.answer
        assert [t["tool"] for t in stored.tools] == ["resolve_company"]  # from the run's scratchpad


async def test_a_workspace_refusing_the_block_still_gets_the_answer(tmp_path: Path) -> None:
    refuse = {"invalid_blocks_when": lambda blocks: any(b["type"] == "context_actions" for b in blocks)}
    async with running_bot(tmp_path, fake_options=refuse) as bot:
        mention = app_mention("삼성전자 2023년 매출", channel="C2")
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, answer = bot.fake.thread("C2", str(mention["event"]["ts"]))
        assert "258.94조원" in answer.text and not answer.blocks


async def test_app_home_shows_this_weeks_votes_to_admins_only(tmp_path: Path) -> None:
    async with running_bot(tmp_path, DEXTER_ADMIN_USERS="U0ADMIN") as bot:
        mention = app_mention("삼성전자 2023년 매출", channel="C3")
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, answer = bot.fake.thread("C3", str(mention["event"]["ts"]))
        await click(bot, answer, positive=True, user_id="U0USER02")
        await click(bot, answer, positive=False)
        [modal] = bot.fake.modals
        await bot.action(view_submission(modal, {"note": {"text": NOTE}}))
        for user in ("U0ADMIN", "U0USER01"):
            await bot.event(app_home_opened(user=user))
        await bot.until(lambda: {"U0ADMIN", "U0USER01"} <= bot.fake.home_views.keys())
        admin = json.dumps(bot.fake.home_views["U0ADMIN"][-1], ensure_ascii=False)
        assert "이번 주 답변 의견" in admin and "👍 1 · 👎 1" in admin and NOTE in admin
        assert "이번 주 답변 의견" not in json.dumps(bot.fake.home_views["U0USER01"][-1], ensure_ascii=False)
