"""Slack scenarios with a scripted model: progress edits, follow-ups, dedup, cancel, failures, long answers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from core.scripted import ScriptedModel
from evals.emulators.slack_events import app_mention, block_action, dm_message, message_event, slash_command
from tests.bots.slack.conftest import posts, running_bot, streams, text_of

TOOLS_THEN_ANSWER: list[dict[str, Any]] = [
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]},
    {"tool_calls": [{"name": "resolve_company", "args": {"name": "SK하이닉스"}}]},
    {"text": "확인했습니다."},
    {"text": "## 답변\n\n삼성전자(005930)와 SK하이닉스(000660)입니다."},
]


@pytest.mark.usefixtures("platform_edit_spacing")
async def test_agent_run_edits_one_progress_message_and_answers_in_thread(tmp_path: Path) -> None:
    async with running_bot(
        tmp_path, [*TOOLS_THEN_ANSWER, {"text": "ok"}, {"text": "후속 답변입니다."}]
    ) as bot:
        mention = app_mention("삼성전자와 SK하이닉스 코드 비교해줘", channel="C1")
        thread = str(mention["event"]["ts"])
        duplicate_message = message_event(
            mention["event"]["text"], channel="C1", channel_type="channel", ts=thread
        )
        for delivery in (mention, duplicate_message):
            assert (await bot.event(delivery)).status_code == 200
        assert (await bot.event(mention, retry_num=1)).status_code == 200
        assert (await bot.event(mention, retry_num=2)).status_code == 200
        await bot.relay.wait_idle()
        replies = bot.fake.thread("C1", thread)
        assert len(replies) == 2, [m.text for m in replies]  # 4 deliveries → one run
        progress, answer = replies
        edits = bot.fake.edits("C1", progress.ts)
        assert edits and "완료" in edits[-1].text and "도구 2회" in edits[-1].text
        assert len({e.text for e in edits}) == len(edits)  # an identical text is never re-sent
        assert all(gap >= 1.45 for gap in bot.fake.edit_gaps("C1", progress.ts)[1:])
        assert "삼성전자(005930)" in text_of(answer)

        follow_up = message_event(
            "그럼 둘 중 어디가 더 커?", channel="C1", channel_type="channel", thread_ts=thread
        )
        await bot.event(follow_up)  # no mention: the thread already is a conversation
        await bot.relay.wait_idle()
        assert "후속 답변입니다." in text_of(bot.fake.thread("C1", thread)[-1])
        model = bot.runtime.model
        assert isinstance(model, ScriptedModel)
        first_turn = model.requests[-1].messages[0]
        assert getattr(first_turn, "content", "") == "삼성전자와 SK하이닉스 코드 비교해줘"


async def test_failure_leaves_a_korean_error_with_the_run_id(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [{"error": "bad_request"}]) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C2")
        await bot.event(mention)
        await bot.relay.wait_idle()
        [progress] = posts(bot.fake, "C2", str(mention["event"]["ts"]))
        final = bot.fake.message("C2", progress.ts)
        assert final is not None and "실패" in final.text and "run " in final.text
        assert streams(bot.fake, "C2", str(mention["event"]["ts"])) == []  # no step, no stream


async def test_slash_card_stop_and_the_stop_button(tmp_path: Path) -> None:
    slow: list[dict[str, Any]] = [
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 30}
    ]
    async with running_bot(tmp_path, slow) as bot:
        card = await bot.command(
            slash_command("005930", response_url=bot.fake.response_url("C3"), channel_id="C3")
        )
        assert card.status_code == 200 and "조사를 시작합니다" in card.text
        await bot.until(lambda: len(bot.fake.top_level("C3")) == 1)
        progress = bot.fake.top_level("C3")[0]
        await bot.until(lambda: len(bot.fake.thread("C3", progress.ts)) >= 1)
        assert "삼성전자 (005930)" in text_of(bot.fake.thread("C3", progress.ts)[-1])
        await bot.relay.wait_idle()  # `stop` cancels the active run; let the card's run finish first

        await bot.command(
            slash_command("삼성전자 실적 분석해줘", response_url=bot.fake.response_url("C3"), channel_id="C3")
        )
        await bot.until(lambda: len(bot.fake.top_level("C3")) == 2)
        stop = await bot.command(
            slash_command("stop", response_url=bot.fake.response_url("C3"), channel_id="C3")
        )
        assert "취소했습니다" in stop.text
        await bot.relay.wait_idle()
        running = bot.fake.message("C3", bot.fake.top_level("C3")[1].ts)
        assert running is not None and "취소됨" in running.text

    async with running_bot(tmp_path / "b", slow) as bot:
        mention = app_mention("삼성전자 실적 분석해줘", channel="C4")
        await bot.event(mention)
        thread = str(mention["event"]["ts"])
        await bot.until(lambda: len(posts(bot.fake, "C4", thread)) == 1)
        progress = posts(bot.fake, "C4", thread)[0]
        value = next(
            e["value"] for b in progress.blocks or [] if b["type"] == "actions" for e in b["elements"]
        )
        click = block_action(
            "dexter_stop",
            value,
            response_url=bot.fake.response_url("C4"),
            message_ts=progress.ts,
            channel_id="C4",
            thread_ts=thread,
        )
        assert (await bot.action(click)).status_code == 200
        await bot.relay.wait_idle()
        final = bot.fake.message("C4", progress.ts)
        assert final is not None and "취소됨" in final.text


def long_answer() -> str:
    rows = "\n".join(f"| 회사{i:02d} | {i * 1.37:,.2f}조원 | {i % 7 - 3:.1f}% |" for i in range(1, 41))
    second = "\n".join(f"| FY20{10 + i} | {i * 2.5:,.1f}조원 |" for i in range(12))
    sentence = "삼성전자의 메모리 사업과 파운드리 사업의 수익성 변화를 설명합니다. "
    paragraphs = [f"문단 {i:03d}: " + sentence * 3 for i in range(90)]
    first, rest = "\n\n".join(paragraphs[:45]), "\n\n".join(paragraphs[45:])
    table1 = f"| 회사 | 매출액 | 증감 |\n|---|---:|---:|\n{rows}"
    table2 = f"| 연도 | 매출액 |\n|---|---:|\n{second}"
    return f"## 요약\n\n{first}\n\n{table1}\n\n### 추이\n\n{rest}\n\n{table2}\n\n끝 문단입니다.\n\n출처: DART"


async def test_long_answer_under_429s_arrives_once_complete_and_in_order(tmp_path: Path) -> None:
    answer = long_answer()
    assert len(answer) >= 12_000  # a 12k-character, two-table Korean answer
    async with running_bot(tmp_path, [{"text": "ok"}, {"text": answer}]) as bot:
        bot.fake.fail_next("chat.postMessage", times=1, retry_after=1)  # the progress message is refused once
        mention = app_mention("삼성전자 사업 부문을 길게 설명해줘", channel="C5")
        await bot.event(mention)
        await bot.relay.wait_idle()
        _progress, *chunks = bot.fake.thread("C5", str(mention["event"]["ts"]))
        assert sum(bot.fake.rate_limited.values()) >= 1 and len(chunks) >= 2
        posted = "\n".join(text_of(c) for c in chunks)
        for marker in (
            "문단 000",
            "문단 089",
            "회사01",
            "회사40",
            "FY2010",
            "FY2021",
            "끝 문단입니다",
            "출처",
        ):
            assert marker in posted, marker
        positions = [posted.index(m) for m in ("요약", "회사01", "추이", "FY2010", "끝 문단입니다")]
        assert positions == sorted(positions)  # in order
        assert sum(1 for c in chunks for b in c.blocks or [] if b["type"] in ("table", "data_table")) == 1


async def test_only_the_installing_workspace_by_default(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        stranger = app_mention("삼성전자 2023년 영업이익률은?", channel="C6", team_id="T9OTHER")
        await bot.event(stranger)
        home = app_mention("삼성전자 2023년 영업이익률은?", channel="C7")
        await bot.event(home)
        await bot.relay.wait_idle()
        assert bot.fake.thread("C6", str(stranger["event"]["ts"])) == []
        assert len(bot.fake.thread("C7", str(home["event"]["ts"]))) == 2


async def test_direct_messages_are_questions_and_bot_messages_are_ignored(tmp_path: Path) -> None:
    async with running_bot(tmp_path) as bot:
        dm = dm_message("카카오 2024년 영업이익은?", channel="D1")
        await bot.event(dm)
        from_bot = dm_message("삼성전자 2023년 영업이익률은?", channel="D1", bot_id="B0OTHER")
        await bot.event(from_bot)
        await bot.relay.wait_idle()
        replies = bot.fake.thread("D1", str(dm["event"]["ts"]))
        assert len(replies) == 2 and "4,602억원" in text_of(replies[-1])
        assert bot.fake.thread("D1", str(from_bot["event"]["ts"])) == []


async def test_stop_button_on_a_queued_question_cancels_only_that_one(tmp_path: Path) -> None:
    steps: list[dict[str, Any]] = [
        {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}], "delay_s": 1.0},
        {"text": "확인"},
        {"text": "첫 질문 답변"},
    ]
    async with running_bot(tmp_path, steps) as bot:
        first = app_mention("삼성전자 실적 분석해줘", channel="C5")
        thread = str(first["event"]["ts"])
        await bot.event(first)
        await bot.until(lambda: len(posts(bot.fake, "C5", thread)) == 1)
        await bot.event(app_mention("카카오 실적도 분석해줘", channel="C5", thread_ts=thread))
        await bot.until(lambda: len(posts(bot.fake, "C5", thread)) == 2)
        running, queued = posts(bot.fake, "C5", thread)
        assert "대기" in queued.text
        value = next(e["value"] for b in queued.blocks or [] if b["type"] == "actions" for e in b["elements"])
        click = block_action(
            "dexter_stop",
            value,
            response_url=bot.fake.response_url("C5"),
            message_ts=queued.ts,
            channel_id="C5",
            thread_ts=thread,
        )
        assert (await bot.action(click)).status_code == 200
        await bot.relay.wait_idle()
        assert "취소됨" in text_of(bot.fake.message("C5", queued.ts))
        assert "완료" in text_of(bot.fake.message("C5", running.ts))
        assert [text_of(m).count("첫 질문 답변") for m in bot.fake.thread("C5", thread)].count(1) == 1
