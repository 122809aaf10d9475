"""A streamed answer's table as a native block (``bots.slack.stream_answer``), through the Slack emulator:
the prose as Markdown, the table as a ``data_table`` in a ``blocks`` chunk where it stands, in one
``appendStream``; a workspace that refuses ``data_table`` gets a ``table`` block, one that refuses table
blocks in a stream (or a Slack without ``blocks`` chunks) the table as code — each refusal remembered, the
answer shown once, in order, and nothing posted beside the stream."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from evals.emulators.slack import SLACK_THREAD_LIMITS, SLACK_TIERS, Message
from evals.emulators.slack_blocks import data_table_problem, refusing
from evals.emulators.slack_events import app_mention
from tests.bots.slack.conftest import Bot, posts, running_bot, streams

TIERS = {"rate_limits": SLACK_TIERS, "thread_rate_limits": SLACK_THREAD_LIMITS}
TOOL = {"tool_calls": [{"name": "resolve_company", "args": {"name": "삼성전자"}}]}
COMPARISON = (
    "## 삼성전자 vs SK하이닉스 (2023년, 연결)\n\n"
    "두 회사 모두 메모리 업황 부진을 겪었습니다.\n\n"
    "| 항목 | 삼성전자 | SK하이닉스 |\n|---|---:|---:|\n"
    "| 매출액 | 258.94조원 | 32.77조원 |\n"
    "| 영업이익 | 6.57조원 | −7.73조원 |\n"
    "| 영업이익률 | 2.5% | −23.6% |\n\n"
    "SK하이닉스는 적자로 돌아섰습니다.\n\n"
    "출처: OpenDART 사업보고서"
)
SECOND_TABLE = "\n\n| 연도 | 배당 |\n|---|---:|\n| 2023 | 1,444원 |"
CELLS = ["258.94조원", "32.77조원", "6.57조원", "−7.73조원", "2.5%", "−23.6%"]


def pieces(stream: Message) -> list[tuple[str, Any]]:
    """The answer as the stream shows it, in order: ("md", text) and ("block", block)."""
    out: list[tuple[str, Any]] = []
    for chunk in stream.chunks:
        if chunk["type"] == "markdown_text":
            out.append(("md", chunk["text"]))
        elif chunk["type"] == "blocks":
            out += [("block", block) for block in chunk["blocks"]]
    return out


def cells(block: dict[str, Any]) -> list[str]:
    return [str(cell["text"]) for row in block["rows"] for cell in row]


async def ask(bot: Bot, channel: str) -> tuple[Message, list[Message]]:
    """One streamed answer: its stream, and the messages posted in its thread."""
    mention = app_mention("삼성전자 실적 분석해줘", channel=channel)
    thread = str(mention["event"]["ts"])
    await bot.event(mention)
    await bot.relay.wait_idle()
    [stream] = streams(bot.fake, channel, thread)
    return stream, posts(bot.fake, channel, thread)


def script(answer: str, runs: int = 1) -> list[dict[str, Any]]:
    """A tool step, the answer, and the checker's one revision (the tool gave no figures: it marks them)."""
    return [TOOL, {"text": "확인"}, {"text": answer}, {"text": answer}] * runs


def assert_once_in_order(stream: Message, table_kind: str | None) -> None:
    """The answer in the stream once, in order: heading and prose, the table, the prose after it."""
    shown = pieces(stream)
    text = "".join(str(p) for kind, p in shown if kind == "md")
    assert stream.stream == "stopped" and text.count("출처: OpenDART") == 1 and text.count("## 삼성전자") == 1
    if table_kind is None:  # the last tier: the table as code in the Markdown
        assert [kind for kind, _ in shown] == ["md"] and "```" in text
        assert all(cell in text for cell in CELLS)
        return
    [(_, before), (_, block), (_, after)] = shown
    assert "메모리 업황" in before and "SK하이닉스는 적자로" in after and "출처" in after
    assert block["type"] == table_kind and all(cell in cells(block) for cell in CELLS)
    assert "```" not in text and "| 매출액" not in text and "매출액 " not in text  # the table once: the block


async def test_a_streamed_comparison_shows_its_table_as_a_data_table_where_it_stands(tmp_path: Path) -> None:
    async with running_bot(tmp_path, script(COMPARISON), fake_options=TIERS) as bot:
        stream, posted = await ask(bot, "C1")
        assert_once_in_order(stream, "data_table")
        [(_, block)] = [p for p in pieces(stream) if p[0] == "block"]
        assert data_table_problem(block) is None
        assert block["rows"][2][2] == {"type": "raw_number", "value": -7_730_000_000_000, "text": "−7.73조원"}
        # one appendStream carried the whole answer; the stop added only 👍/👎 at the bottom
        answer_chunks = [c for c in stream.chunks if c["type"] in ("markdown_text", "blocks")]
        assert len({stream.chunk_at[stream.chunks.index(c)] for c in answer_chunks}) == 1
        assert [b["type"] for b in stream.blocks or []] == ["context_actions"]
        assert bot.fake.calls["chat.stopStream"] == 1 and sum(bot.fake.errors.values()) == 0
        [progress] = posted  # nothing posted beside the stream
        assert progress.text.startswith("✅ 완료") and "258.94" not in json.dumps(progress.blocks)


async def test_a_second_table_stays_code_in_the_markdown_after_the_block(tmp_path: Path) -> None:
    async with running_bot(tmp_path, script(COMPARISON + SECOND_TABLE), fake_options=TIERS) as bot:
        stream, _posted = await ask(bot, "C2")
        kinds = [kind for kind, _ in pieces(stream)]
        assert kinds == ["md", "block", "md"]  # one table a message, as in a posted answer
        after = pieces(stream)[2][1]
        assert after.index("출처") < after.index("```") and "1,444원" in after


async def test_a_workspace_refusing_data_table_gets_a_table_block_and_is_remembered(tmp_path: Path) -> None:
    options = {**TIERS, "invalid_blocks_when": refusing("data_table")}
    async with running_bot(tmp_path, script(COMPARISON, runs=2), fake_options=options) as bot:
        stream, posted = await ask(bot, "C3")
        assert_once_in_order(stream, "table")
        assert bot.fake.errors["invalid_blocks"] == 1 and len(posted) == 1
        again, _ = await ask(bot, "C4")
        assert_once_in_order(again, "table")
        assert bot.fake.errors["invalid_blocks"] == 1, "the refusal is remembered: no refused call first"


async def test_a_workspace_refusing_table_blocks_in_streams_gets_the_table_as_code(tmp_path: Path) -> None:
    options = {**TIERS, "invalid_blocks_when": refusing("data_table", "table")}
    async with running_bot(tmp_path, script(COMPARISON, runs=2), fake_options=options) as bot:
        stream, posted = await ask(bot, "C5")
        assert_once_in_order(stream, None)
        assert bot.fake.errors["invalid_blocks"] == 2 and len(posted) == 1
        again, _ = await ask(bot, "C6")
        assert_once_in_order(again, None)
        assert bot.fake.errors["invalid_blocks"] == 2


async def test_a_slack_without_blocks_chunks_gets_the_table_as_code(tmp_path: Path) -> None:
    async with running_bot(tmp_path, script(COMPARISON, runs=2), fake_options=TIERS) as bot:
        bot.fake.stream_blocks = False
        stream, posted = await ask(bot, "C7")
        assert_once_in_order(stream, None)
        assert bot.fake.errors["invalid_chunks"] == 1 and len(posted) == 1
        again, _ = await ask(bot, "C8")
        assert_once_in_order(again, None)
        assert bot.fake.errors["invalid_chunks"] == 1


async def test_an_answer_without_a_table_streams_as_one_markdown_text(tmp_path: Path) -> None:
    prose = "## 삼성전자\n\n메모리 업황이 나아졌습니다.\n\n출처: DART"
    async with running_bot(tmp_path, script(prose), fake_options=TIERS) as bot:
        stream, _posted = await ask(bot, "C9")
        assert pieces(stream) == [("md", prose)]
