"""Telegram 👍/👎: the answer's last message carries the buttons; a tap is stored and counted, a second
tap of the same person replaces the first; a 👎 asks "무엇이 틀렸나요?" as a reply prompt whose reply is the
note (not a new question); a tap from another chat counts nothing; the 👎 run exports as an eval case
``dexter eval`` reads."""

from __future__ import annotations

import asyncio
from pathlib import Path

from typer.testing import CliRunner

from bots import cli
from bots.feedback import FeedbackBook
from core.config import Settings
from core.metrics import REGISTRY, exposition
from evals.dataset import load_dataset
from evals.emulators.telegram import Message
from evals.emulators.telegram_updates import GROUP_ID, USER_ID
from evals.runner import run_eval
from tests.bots.telegram.conftest import TgBot, running_tg_bot, settle

NOTE = "별도 기준이 아니라 연결 기준으로 답해 주세요"


def counted(vote: str) -> float:
    return REGISTRY.get_sample_value("dexter_feedback_total", {"vote": vote}) or 0.0


def buttons(message: Message) -> list[tuple[str, str]]:
    rows = (message.reply_markup or {}).get("inline_keyboard", [])
    return [(button["text"], button["callback_data"]) for row in rows for button in row]


async def tap(bot: TgBot, message: Message, data: str, *, user_id: int = USER_ID) -> str:
    answered = len(bot.fake.callback_answers)
    await bot.send(bot.fake.callback(data, message=message, user_id=user_id))
    await bot.until(lambda: len(bot.fake.callback_answers) > answered)
    return str(bot.fake.callback_answers[-1].text)


async def test_a_vote_round_trip_stored_counted_and_exported_as_an_eval_case(tmp_path: Path) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.private_text("삼성전자 2023년 매출"))
        await bot.until(lambda: len(bot.replies(USER_ID)) == 2)
        await settle(bot)
        progress, answer = bot.replies(USER_ID)
        assert "258.94조원" in answer.text and buttons(progress) == []
        (up_label, up), (down_label, down) = buttons(answer)  # on the answer's last message
        run_id = up.removeprefix("dexter_fb:up:")
        assert (up_label, down_label, down) == ("👍", "👎", f"dexter_fb:down:{run_id}")
        assert len(down.encode()) <= 64

        ups, downs = counted("up"), counted("down")
        assert await tap(bot, answer, up) == "👍 고맙습니다. 의견을 기록했습니다."
        await tap(bot, answer, up)  # again: one vote
        assert (counted("up"), counted("down")) == (ups + 1, downs)
        book = FeedbackBook(bot.runtime.data.store)
        stored = await book.get(run_id, str(USER_ID))
        assert stored is not None and stored.vote == "up" and stored.question == "삼성전자 2023년 매출"

        assert (await tap(bot, answer, down)).startswith("👎 기록했습니다.")  # the 👎 replaces the 👍
        await bot.until(lambda: len(bot.replies(USER_ID)) == 3)
        prompt = bot.replies(USER_ID)[-1]
        assert prompt.text.startswith("무엇이 틀렸나요?") and prompt.reply_to_message_id == answer.message_id
        assert (prompt.reply_markup or {}).get("force_reply") is True
        assert await book.counts(0.0) == {"up": 0, "down": 1}
        assert (counted("up"), counted("down")) == (ups + 1, downs + 1)
        assert f'dexter_feedback_total{{vote="down"}} {downs + 1}' in exposition()[0].decode()

        await bot.send(bot.fake.private_text(NOTE, reply_to=prompt))  # the reply is the note …
        await bot.until(lambda: len(bot.replies(USER_ID)) == 4)
        await settle(bot)
        assert bot.replies(USER_ID)[-1].text == "의견을 기록했습니다. 고맙습니다."
        assert len(bot.replies(USER_ID)) == 4  # … not a new question
        stored = await book.get(run_id, str(USER_ID))
        assert stored is not None and (stored.vote, stored.note) == ("down", NOTE)

        # the same button in another chat (forwarded, replayed) counts nothing
        await bot.send(bot.fake.group_text("/dexter 삼성전자 2023년 매출"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 2)
        await settle(bot)
        group_answer = bot.replies(GROUP_ID)[-1]
        assert await tap(bot, group_answer, down, user_id=USER_ID + 5) == "다른 대화의 버튼입니다."
        assert await book.counts(0.0) == {"up": 0, "down": 1}

    cases = tmp_path / "cases.yaml"
    env = {"DEXTER_HOME": str(tmp_path), "DEXTER_OFFLINE": "1"}
    invoke = CliRunner().invoke  # in a thread: the command runs its own event loop
    done = await asyncio.to_thread(invoke, cli.app, ["feedback", "export", "-o", str(cases)], env=env)
    assert done.exit_code == 0, done.output
    [case] = load_dataset(cases).questions
    assert (case.id, case.question, case.expected) == (f"feedback-{run_id}", "삼성전자 2023년 매출", NOTE)
    assert case.feedback is not None and case.feedback.platform == "telegram"
    [criterion] = case.criteria  # no figure in the note: the note itself, for a judge
    assert criterion.text == f"사용자의 지적을 반영한다: {NOTE}"
    report = await run_eval(
        Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1"),
        dataset=cases,
        direct=True,
        out_dir=tmp_path / "r",
    )
    [result] = report.results  # the same answer again begins as the bad one did: the case fails
    assert result.id == case.id and result.score == 0.0


async def test_in_a_group_the_prompt_names_the_voter_and_their_reply_is_the_note_not_a_question(
    tmp_path: Path,
) -> None:
    async with running_tg_bot(tmp_path) as bot:
        await bot.send(bot.fake.group_text("/dexter 삼성전자 2023년 매출"))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 2)
        await settle(bot)
        answer = bot.replies(GROUP_ID)[-1]
        [_, (_, down)] = buttons(answer)
        voter = USER_ID + 7
        await tap(bot, answer, down, user_id=voter)  # another member of the group
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 3)
        prompt = bot.replies(GROUP_ID)[-1]
        assert prompt.text.startswith("민수님, 무엇이 틀렸나요?")
        assert [(e["type"], e["user"]["id"]) for e in prompt.entities] == [("text_mention", voter)]
        # someone else answering the prompt is just talking to the bot: it becomes a question
        await bot.send(bot.fake.group_text("삼성전자 2022년 매출", reply_to=prompt))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 5)
        await settle(bot)
        await bot.send(bot.fake.group_text(NOTE, reply_to=prompt, user_id=voter))
        await bot.until(lambda: len(bot.replies(GROUP_ID)) == 6)
        await settle(bot)
        assert bot.replies(GROUP_ID)[-1].text == "의견을 기록했습니다. 고맙습니다."
        run_id = down.removeprefix("dexter_fb:down:")
        stored = await FeedbackBook(bot.runtime.data.store).get(run_id, str(voter))
        assert stored is not None and (stored.vote, stored.note) == ("down", NOTE)
