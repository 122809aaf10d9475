"""Answer tables on Slack as ``data_table`` blocks: numbers are ``raw_number`` cells (values in won, so
조 and 억 sort together; the 조/억 text shown), checked by the emulator against Slack's limits; a table
without numbers or over the limits stays a ``table`` block; a workspace that refuses ``data_table`` gets
the answer with a ``table`` block, and is remembered (its next answers are rendered that way)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bots.slack.data_table import as_table_block, cell_number, data_table_block
from bots.slack.render import render_slack
from evals.emulators.slack_blocks import data_table_problem, refusing
from evals.emulators.slack_events import app_mention
from evals.emulators.slack_records import Message
from tests.bots.slack.conftest import Bot, running_bot

COMPARISON = (
    "## 삼성전자 vs SK하이닉스 (2023년, 연결)\n\n"
    "| 항목 | 삼성전자 | SK하이닉스 |\n|---|---:|---:|\n"
    "| 매출액 | 258.94조원 | 32.77조원 |\n"
    "| 영업이익 | 6.57조원 | −7.73조원 |\n"
    "| 영업이익률 | 2.5% | −23.6% |\n"
    "| 종업원 | 1조 8,167억원 | 4,602억원 |\n\n"
    "출처: OpenDART 사업보고서"
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("258.94조원", 258.94e12),
        ("−7.73조원", -7.73e12),
        ("1조 8,167억원", 1.8167e12),
        ("4,602억원", 4.602e11),
        ("**2.5%**", 2.5),
        ("+1.3%p", 1.3),
        ("53,600원", 53_600),
        ("1.2배", 1.2),
        ("1,234", 1_234),
        ("FY2024", None),
        ("—", None),
        ("삼성전자", None),
        ("3분기", None),
    ],
)
def test_cells_read_as_numbers(text: str, value: float | None) -> None:
    number = cell_number(text)
    assert number == pytest.approx(value) if value is not None else number is None


def test_a_table_with_numbers_is_a_data_table_within_slacks_limits() -> None:
    [message] = render_slack(COMPARISON, data_tables=True)
    [table] = [b for b in message.blocks if b["type"] == "data_table"]
    assert data_table_problem(table) is None
    header, revenue, profit, *_ = table["rows"]
    assert [c["text"] for c in header] == ["항목", "삼성전자", "SK하이닉스"]
    assert revenue[1] == {"type": "raw_number", "value": 258_940_000_000_000, "text": "258.94조원"}
    assert profit[2] == {"type": "raw_number", "value": -7_730_000_000_000, "text": "−7.73조원"}
    assert revenue[0] == {"type": "raw_text", "text": "매출액"}
    assert "258.94조원" in message.fallback_text  # the mrkdwn fallback keeps the table as text
    assert [b["type"] for b in render_slack(COMPARISON)[0].blocks][1] == "table"  # without: as before


def test_tables_without_numbers_or_over_the_limits_stay_table_blocks() -> None:
    words = [["회사", "업종"], ["삼성전자", "반도체"]]
    assert data_table_block(words) is None
    wide = [[f"c{i}" for i in range(21)], [str(i) for i in range(21)]]
    assert data_table_block(wide) is None
    long = [["연도", "값"], *([f"Y{i}", "1" * 100] for i in range(100))]
    assert data_table_block(long) is None  # 10,000 characters over the cells
    block = data_table_block([["회사", "매출액"], ["삼성전자", "258.94조원"]])
    assert block is not None and as_table_block(block)["column_settings"][1] == {"align": "right"}


def tables_in(messages: list[Message]) -> list[dict[str, Any]]:
    return [b for m in messages for b in m.blocks or [] if b["type"] in ("table", "data_table")]


async def answer(bot: Bot, channel: str) -> list[Message]:
    mention = app_mention("삼성전자와 SK하이닉스 2023년 실적 비교해줘", channel=channel)
    await bot.event(mention)
    await bot.relay.wait_idle()
    _progress, *chunks = [
        m for m in bot.fake.thread(channel, str(mention["event"]["ts"])) if m.stream == "none"
    ]
    return chunks


async def test_a_comparison_answer_arrives_as_a_sortable_data_table(tmp_path: Path) -> None:
    async with running_bot(tmp_path, [{"text": COMPARISON}]) as bot:
        [table] = tables_in(await answer(bot, "C5"))
        assert table["type"] == "data_table" and data_table_problem(table) is None
        assert table["rows"][2][2]["value"] == -7_730_000_000_000


async def test_a_workspace_that_refuses_data_tables_gets_table_blocks_and_is_remembered(
    tmp_path: Path,
) -> None:
    options = {"invalid_blocks_when": refusing("data_table")}
    async with running_bot(
        tmp_path, [{"text": COMPARISON}, {"text": COMPARISON}], fake_options=options
    ) as bot:
        [table] = tables_in(await answer(bot, "C5"))
        assert table["type"] == "table" and table["rows"][1][1] == {"type": "raw_text", "text": "258.94조원"}
        calls = bot.fake.calls["chat.postMessage"]
        [again] = tables_in(await answer(bot, "C6"))
        assert again["type"] == "table"
        assert bot.fake.calls["chat.postMessage"] - calls == 2  # progress + answer: no refused try first
