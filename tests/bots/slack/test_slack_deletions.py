"""A person deletes or edits their Slack message: what it asked leaves the store (the journal's
question and answer, the conversation memory, the scratchpad) — delivered as real ``message_deleted`` /
``message_changed`` events through Bolt over loopback."""

from __future__ import annotations

from pathlib import Path

from core.store import Store
from evals.emulators.slack_events import dm_message, message_changed, message_deleted
from tests.bots.slack.conftest import Bot, running_bot

QUESTION = "반도체 업황과 삼성전자 메모리 사업 전망을 설명해줘"
ANSWER = "## 답변\n\n메모리 업황 설명입니다."


def _store(bot: Bot) -> Store:
    assert bot.relay.journal is not None
    return bot.relay.journal.store


async def _texts(bot: Bot) -> tuple[list[str], list[str]]:
    store = _store(bot)
    runs = [str(q) for (q,) in await store.fetchall("SELECT question FROM relay_runs ORDER BY created_at")]
    turns = [str(q) for (q,) in await store.fetchall("SELECT query FROM relay_turns ORDER BY id")]
    return runs, turns


async def test_a_deleted_message_leaves_the_store_and_the_next_question_has_no_memory_of_it(
    tmp_path: Path,
) -> None:
    steps = [{"text": "ok"}, {"text": ANSWER}, {"text": "ok"}, {"text": "두 번째 답변입니다."}]
    async with running_bot(tmp_path, steps) as bot:
        first = dm_message(QUESTION, channel="D0ONE")
        await bot.event(first)
        await bot.relay.wait_idle()
        runs, turns = await _texts(bot)
        assert runs == [QUESTION] and turns == [QUESTION]
        (run_id,) = [str(r) for (r,) in await _store(bot).fetchall("SELECT run_id FROM relay_runs")]
        scratchpad = tmp_path / "scratchpad" / f"{run_id}.jsonl"
        assert QUESTION in scratchpad.read_text(encoding="utf-8")

        ts = str(first["event"]["ts"])
        gone = message_deleted(ts, previous_text=QUESTION, channel="D0ONE")
        assert (await bot.event(gone)).status_code == 200
        runs, turns = await _texts(bot)
        assert runs == [""] and turns == []  # the run row stays (usage counts), its text does not
        (answer,) = await _store(bot).fetchall("SELECT answer FROM relay_runs")
        assert answer == (None,)
        assert not scratchpad.exists()
        assert bot.relay.memory is not None
        assert await bot.relay.memory.history(("slack", "T0DEXTER", "D0ONE", ts)) == []


async def test_an_edited_message_keeps_the_new_text_not_the_old(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [{"text": "ok"}, {"text": ANSWER}]) as bot:
        first = dm_message("삼성전자 내 개인 계좌번호 123-45 메모리 전망은?", channel="D0TWO")
        await bot.event(first)
        await bot.relay.wait_idle()
        edit = message_changed(str(first["event"]["ts"]), "삼성전자 메모리 전망은?", channel="D0TWO")
        assert (await bot.event(edit)).status_code == 200
        runs, turns = await _texts(bot)
        assert runs == ["삼성전자 메모리 전망은?"] and turns == ["삼성전자 메모리 전망은?"]


async def test_deleting_a_message_that_asked_nothing_changes_nothing(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [{"text": "ok"}, {"text": ANSWER}]) as bot:
        asked = dm_message(QUESTION, channel="D0THREE")
        await bot.event(asked)
        await bot.relay.wait_idle()
        other = message_deleted("1700000000.000100", channel="D0THREE")
        assert (await bot.event(other)).status_code == 200
        assert await _texts(bot) == ([QUESTION], [QUESTION])
