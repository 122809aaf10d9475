"""A table shown as monospace code (an answer's second table, or one wider than a table block) keeps
each row on one line: rows were cut every 40 characters once the header reached ~61 characters, which
broke English tables (``KRW 258.94 trillion`` columns) and wide Korean ones alike."""

from __future__ import annotations

import pytest

from bots.slack.render import render_slack
from core.finance.concepts import english_label, label
from tests.bots.slack.render_checks import assert_within_slack_limits, code_block_lines

FIRST = "| a | b |\n|---|---|\n| 1 | 2 |\n"  # the answer's first table takes the message's table block
CONCEPTS = ("revenue", "operating_income", "net_income", "operating_margin", "debt_ratio", "roe")
ENGLISH = {
    "FY2022": ("KRW 302.23 trillion", "KRW 43.38 trillion", "KRW 55.65 trillion", "14.4%", "26.4%", "17.1%"),
    "FY2023": ("KRW 258.94 trillion", "KRW 6.57 trillion", "KRW 15.49 trillion", "2.5%", "25.4%", "4.1%"),
}
KOREAN = {
    "FY2022": ("302조 2,314억원", "43조 3,766억원", "55조 6,541억원", "14.4%", "26.4%", "17.1%"),
    "FY2023": ("258조 9,355억원", "6조 5,670억원", "15조 4,871억원", "2.5%", "25.4%", "4.1%"),
}


def _table(header: list[str], rows: dict[str, tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|---" + "|---:" * (len(header) - 1) + "|"]
    lines += ["| " + " | ".join((year, *cells)) + " |" for year, cells in rows.items()]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("header", "rows"),
    [
        (["Fiscal year", *(english_label(c).capitalize() for c in CONCEPTS)], ENGLISH),
        (["연도", *(label(c) for c in CONCEPTS)], KOREAN),
    ],
)
def test_a_wide_table_as_code_keeps_each_row_whole(
    header: list[str], rows: dict[str, tuple[str, ...]]
) -> None:
    [message] = render_slack(f"Intro\n\n{FIRST}\nNext\n\n{_table(header, rows)}")
    assert_within_slack_limits(message)
    [code] = [b["text"] for b in message.blocks if b["type"] == "markdown" and "```" in b["text"]]
    lines = code_block_lines(code[code.index("```") :])
    assert len(lines) == 2 + len(rows)  # header, rule, one line per row
    assert len(lines[0]) >= 61  # wide enough to have been cut before
    for line, (year, cells) in zip(lines[2:], rows.items(), strict=True):
        assert line.startswith(year) and all(cell in line for cell in cells)
