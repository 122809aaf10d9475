"""Markdown answer → Slack messages: payload shapes, the fallback mrkdwn, splitting, Hangul widths."""

from __future__ import annotations

import re
from typing import Any

import pytest
from inline_snapshot import snapshot
from markdown_it import MarkdownIt

from bots.slack.render import (
    EMPTY_CELL,
    Code,
    Prose,
    SlackLimits,
    SlackMessage,
    Table,
    fix_hangul_emphasis,
    parse_blocks,
    render_slack,
)
from bots.textwidth import display_width, guess_aligns, monospace_table, pad, truncate_width

LIMITS = SlackLimits()
ZWSP = "\u200b"


# ── helpers ──────────────────────────────────────────────────────────────────────────────────────


def assert_within_slack_limits(message: SlackMessage, limits: SlackLimits = LIMITS) -> None:
    markdown = [block["text"] for block in message.blocks if block["type"] == "markdown"]
    tables = [block for block in message.blocks if block["type"] == "table"]
    assert {block["type"] for block in message.blocks} <= {"markdown", "table"}
    assert sum(map(len, markdown)) <= limits.markdown_chars
    assert all(text.strip() for text in markdown)
    assert 0 < len(message.fallback_text) <= limits.fallback_chars
    assert 0 < len(message.blocks) <= limits.blocks
    assert len(tables) <= 1
    for table in tables:
        assert len(table["rows"]) <= limits.table_rows
        for row in table["rows"]:
            assert 0 < len(row) <= limits.table_cells
            assert all(cell["type"] == "raw_text" and cell["text"].strip() for cell in row)
    for text in [*markdown, message.fallback_text]:  # every code fence opened in a message is closed in it
        assert len(re.findall(r"^\s*```", text, flags=re.M)) % 2 == 0


def block_text(block: dict[str, Any]) -> str:
    """What a block shows, as text: markdown as is, a table row by row."""
    if block["type"] == "markdown":
        return str(block["text"])
    return "\n".join(" | ".join(cell["text"] for cell in row) for row in block["rows"])


def words(text: str) -> list[str]:
    text = text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
    return [word for word in re.findall(r"[\w%.,+\-]+", text) if word.strip("-")]  # not a table's rule


def hangul_words(text: str) -> list[str]:
    return re.findall(r"[가-힣]+", text)


def code_block_lines(markdown: str) -> list[str]:
    match = re.search(r"```\n(.*?)\n```", markdown, flags=re.S)
    assert match is not None
    return match.group(1).split("\n")


TYPICAL = """\
## 삼성전자 2023년 실적 요약

삼성전자의 2023년 **영업이익**은 **6.57조원**으로 전년 대비 **-84.9%**로 줄었습니다.

- 매출액: **258.94조원** (전년 대비 -14.3%)
- 반도체(DS) 부문은 *적자 전환*

| 항목 | 2022년 | 2023년 |
|---|---:|---:|
| 매출액 | 302.23조원 | 258.94조원 |
| 영업이익 | 43.38조원 | 6.57조원 |

출처: [DART 사업보고서](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736&dcmNo=1)
"""


# ── rendering ────────────────────────────────────────────────────────────────────────────────────


def test_typical_answer_payload() -> None:
    messages = render_slack(TYPICAL)

    assert len(messages) == 1
    assert messages[0].blocks == snapshot(
        [
            {
                "type": "markdown",
                "text": """\
## 삼성전자 2023년 실적 요약

삼성전자의 2023년 **영업이익**은 **6.57조원**으로 전년 대비 **-84.9%\u200b**로 줄었습니다.

- 매출액: **258.94조원** (전년 대비 -14.3%)
- 반도체(DS) 부문은 *적자 전환*\
""",
            },
            {
                "type": "table",
                "column_settings": [
                    {"align": "left", "is_wrapped": True},
                    {"align": "right"},
                    {"align": "right"},
                ],
                "rows": [
                    [
                        {"type": "raw_text", "text": "항목"},
                        {"type": "raw_text", "text": "2022년"},
                        {"type": "raw_text", "text": "2023년"},
                    ],
                    [
                        {"type": "raw_text", "text": "매출액"},
                        {"type": "raw_text", "text": "302.23조원"},
                        {"type": "raw_text", "text": "258.94조원"},
                    ],
                    [
                        {"type": "raw_text", "text": "영업이익"},
                        {"type": "raw_text", "text": "43.38조원"},
                        {"type": "raw_text", "text": "6.57조원"},
                    ],
                ],
            },
            {
                "type": "markdown",
                "text": "출처: [DART 사업보고서](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736&dcmNo=1)",
            },
        ]
    )
    assert messages[0].fallback_text == snapshot("""\
*삼성전자 2023년 실적 요약*

삼성전자의 2023년 *영업이익* 은 *6.57조원* 으로 전년 대비 *-84.9%\u200b* 로 줄었습니다.

• 매출액: *258.94조원* (전년 대비 -14.3%)
• 반도체(DS) 부문은 _적자 전환_

```
항목          2022년      2023년
--------  ----------  ----------
매출액    302.23조원  258.94조원
영업이익   43.38조원    6.57조원
```

출처: <https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736&amp;dcmNo=1|DART 사업보고서>\
""")


def test_two_tables_first_is_a_table_block_second_a_hangul_aligned_code_block() -> None:
    answer = """\
| 회사 | 매출액 |
|---|---|
| 삼성전자 | 258.94조원 |

비교 대상:

| 회사 | 영업이익률 | 비고 |
|---|---|---|
| 삼성전자 | 2.5% | 반도체 적자 |
| SK하이닉스 | -24.7% | HBM |
| LG에너지솔루션 | 6.6% | |
"""
    [message] = render_slack(answer)

    assert [block["type"] for block in message.blocks] == ["table", "markdown"]
    assert message.blocks[0]["rows"][1] == [
        {"type": "raw_text", "text": "삼성전자"},
        {"type": "raw_text", "text": "258.94조원"},
    ]
    second = message.blocks[1]["text"]
    assert second.startswith("비교 대상:\n\n```")
    lines = code_block_lines(second)
    assert lines == snapshot(
        [
            "회사            영업이익률  비고       ",
            "--------------  ----------  -----------",
            "삼성전자              2.5%  반도체 적자",
            "SK하이닉스          -24.7%  HBM        ",
            "LG에너지솔루션        6.6%             ",
        ]
    )
    assert len({display_width(line) for line in lines}) == 1  # every row, Hangul or not, the same width
    assert lines[3].index("-24.7%") > lines[3].index("SK하이닉스")
    # the fallback carries both tables as code blocks, aligned the same way
    fallback_tables = re.findall(r"```\n(.*?)\n```", message.fallback_text, flags=re.S)
    assert len(fallback_tables) == 2 and fallback_tables[1].split("\n") == lines


def test_only_one_table_block_per_message_even_when_the_first_table_is_split() -> None:
    rows = "\n".join(f"| {i}번 종목 | {i * 1.5:,.1f}억원 |" for i in range(1, 251))
    answer = f"상위 종목:\n\n| 종목 | 시가총액 |\n|---|---:|\n{rows}\n\n끝."

    messages = render_slack(answer)

    tables = [block for message in messages for block in message.blocks if block["type"] == "table"]
    assert [len(table["rows"]) for table in tables] == [100, 100, 53]  # header + 99, 99, 52
    assert all(table["rows"][0] == tables[0]["rows"][0] for table in tables)  # header repeated
    body = [row[0]["text"] for table in tables for row in table["rows"][1:]]
    assert body == [f"{i}번 종목" for i in range(1, 251)]
    assert tables[0]["column_settings"] == [{"align": "left", "is_wrapped": True}, {"align": "right"}]
    for message in messages:
        assert_within_slack_limits(message)
    assert block_text(messages[0].blocks[0]) == "상위 종목:"
    assert block_text(messages[-1].blocks[-1]) == "끝."


def test_empty_cells_become_a_dash_in_the_table_block_only() -> None:
    answer = "| 항목 | 2023 | 비고 |\n|---|---|---|\n| 매출 | | |\n| | 1 | x |\n"
    [message] = render_slack(answer)

    rows = [[cell["text"] for cell in row] for row in message.blocks[0]["rows"]]
    assert rows == [["항목", "2023", "비고"], ["매출", EMPTY_CELL, EMPTY_CELL], [EMPTY_CELL, "1", "x"]]
    assert EMPTY_CELL not in message.fallback_text


def test_a_table_wider_than_twenty_columns_is_code() -> None:
    header = "|" + "|".join(f"c{i}" for i in range(21)) + "|"
    answer = f"{header}\n|{'---|' * 21}\n|{'1|' * 21}\n"
    [message] = render_slack(answer)
    assert [block["type"] for block in message.blocks] == ["markdown"]
    assert message.blocks[0]["text"].startswith("```\nc0")


def test_mrkdwn_escapes_and_formats() -> None:
    answer = """\
# 제목 **굵게**

A & B <tag> 1 > 0, `a<b && c`, ~~취소~~ _기울임_

> 인용 & 주의

1. 하나
2. 둘
   - 중첩

```
if a < b && c > d:
```

---
"""
    [message] = render_slack(answer)
    assert message.fallback_text == snapshot("""\
*제목 굵게*

A &amp; B &lt;tag&gt; 1 &gt; 0, `a&lt;b &amp;&amp; c`, ~취소~ _기울임_

> 인용 &amp; 주의

1. 하나
2. 둘
    ◦ 중첩

```
if a &lt; b &amp;&amp; c &gt; d:
```

──────────\
""")
    assert message.blocks == [{"type": "markdown", "text": answer.strip()}]  # markdown stays as written


def test_links_in_both_forms() -> None:
    answer = """\
[공시 & 보고서](https://dart.fss.or.kr/a?b=1&c=2), <https://kind.krx.co.kr>, [참고][ref], [a|b](https://x.kr)

| 출처 | 링크 |
|---|---|
| DART | [보고서](https://dart.fss.or.kr) |

[ref]: https://example.com/ref
"""
    [message] = render_slack(answer)
    assert message.fallback_text.split("\n\n")[0] == snapshot(
        "<https://dart.fss.or.kr/a?b=1&amp;c=2|공시 &amp; 보고서>, <https://kind.krx.co.kr>, <https://example.com/ref|참고>, <https://x.kr|a¦b>"
    )
    # a reference-style link keeps its definition inside the markdown block that uses it
    assert message.blocks[0]["text"].endswith("[ref]: https://example.com/ref")
    assert message.blocks[1]["rows"][1][1]["text"] == "보고서 (https://dart.fss.or.kr)"


def test_empty_answer_gives_no_messages() -> None:
    assert render_slack("") == []
    assert render_slack("\n  \n") == []


# ── Hangul emphasis ──────────────────────────────────────────────────────────────────────────────

MD = MarkdownIt("commonmark")


@pytest.mark.parametrize(
    ("source", "fixed", "strong"),
    [
        ("**2.5%**로 증가", f"**2.5%{ZWSP}**로 증가", f"<strong>2.5%{ZWSP}</strong>로"),
        ("**영업이익**은 흑자", "**영업이익**은 흑자", "<strong>영업이익</strong>은"),
        ("로**(주)삼성**은", f"로**{ZWSP}(주)삼성**은", f"<strong>{ZWSP}(주)삼성</strong>은"),
        ("**[보고서](https://x.kr)**를", f"**[보고서](https://x.kr){ZWSP}**를", "</a>\u200b</strong>를"),
        ("*-3.1%*p 하락", f"*-3.1%{ZWSP}*p 하락", f"<em>-3.1%{ZWSP}</em>p"),
        ("**`code`**는", f"**`code`{ZWSP}**는", "<code>code</code>\u200b</strong>는"),
    ],
)
def test_hangul_emphasis_closes(source: str, fixed: str, strong: str) -> None:
    plain = MD.renderInline(source)
    assert ("<strong>" in plain or "<em>" in plain) == (source == fixed)  # the problem is real
    assert fix_hangul_emphasis(source) == fixed
    assert strong in MD.renderInline(fix_hangul_emphasis(source))
    assert fix_hangul_emphasis(fixed) == fixed  # idempotent


@pytest.mark.parametrize(
    "source",
    ["2 * 3 * 4", "a*b*c", "`**2.5%**로`", "* 목록 항목", r"\*\*2.5%**로", "snake_case_name", "**굵게** 끝"],
)
def test_hangul_emphasis_leaves_other_text_alone(source: str) -> None:
    assert fix_hangul_emphasis(source) == source


def test_hangul_emphasis_skips_fenced_code() -> None:
    source = "```\n**2.5%**로\n```\n**2.5%**로"
    assert fix_hangul_emphasis(source) == f"```\n**2.5%**로\n```\n**2.5%{ZWSP}**로"


def test_hangul_emphasis_in_the_rendered_messages() -> None:
    [message] = render_slack("영업이익률은 **2.5%**로, **영업이익**은 적자, 로**(주)삼성**은 상장사.")
    assert (
        message.blocks[0]["text"]
        == f"영업이익률은 **2.5%{ZWSP}**로, **영업이익**은 적자, 로**{ZWSP}(주)삼성**은 상장사."
    )
    # mrkdwn will not format a marker glued to a letter, so the fallback gets a space there
    assert (
        message.fallback_text
        == f"영업이익률은 *2.5%{ZWSP}* 로, *영업이익* 은 적자, 로 *{ZWSP}(주)삼성* 은 상장사."
    )


# ── splitting ────────────────────────────────────────────────────────────────────────────────────


def long_korean_answer() -> str:
    parts = ["# 2023년 반도체 업황과 주요 기업 실적 분석"]
    for section in range(1, 12):
        parts.append(f"## {section}. 부문별 검토 {section}")
        parts.append(
            " ".join(
                f"문장{section}-{n}: 메모리 가격 하락과 재고 조정으로 **영업이익**은 {n}.{section}%로 줄었고 "
                f"[공시{section}-{n}](https://dart.fss.or.kr/{section}/{n}?a=1&b=2)를 참고했습니다."
                for n in range(1, 6)
            )
        )
        parts.append(
            "\n".join(f"- 항목{section}-{n}: 매출 **{n * 10:,}억원**, 비중 {n}%" for n in range(1, 6))
        )
        if section == 3:
            parts.append(
                "| 회사 | 매출액 | 영업이익 |\n|---|---:|---:|\n| 삼성전자 | 258.94조원 | 6.57조원 |"
            )
        if section == 5:
            parts.append("```\n" + "\n".join(f"line {i} <x> && y" for i in range(30)) + "\n```")
        if section == 6:
            parts.append("| 회사 | 순이익 |\n|---|---:|\n| SK하이닉스 | -9.14조원 |\n| 카카오 | -1,816억원 |")
        if section == 7:  # one list bigger than a whole message's fallback budget
            parts.append(
                "\n".join(
                    f"{n}. 긴목록{n}: 설비 투자와 감가상각 부담이 커져 수익성이 낮아졌습니다 & 전망은 불확실합니다."
                    for n in range(1, 81)
                )
            )
    parts.append("출처: DART 사업보고서, KRX")
    return "\n\n".join(parts)


def test_long_answer_splits_in_order_within_limits_and_loses_nothing() -> None:
    answer = long_korean_answer()
    assert len(answer) >= 12_000

    messages = render_slack(answer)

    assert len(messages) >= 4
    for message in messages:
        assert_within_slack_limits(message)
    shown = "\n".join(block_text(block) for message in messages for block in message.blocks)
    assert words(shown) == words(answer)
    fallback = "\n".join(message.fallback_text for message in messages)
    assert hangul_words(fallback) == hangul_words(answer)
    # the first table is the table block, the second stays whole inside one code block
    tables = [block for message in messages for block in message.blocks if block["type"] == "table"]
    assert len(tables) == 1 and tables[0]["rows"][1][0]["text"] == "삼성전자"
    second = [m for m in messages if "SK하이닉스" in m.fallback_text]
    assert len(second) == 1 and re.search(
        r"```\n회사 .*\n-+ .*\nSK하이닉스 .*\n카카오 .*\n```", second[0].fallback_text
    )
    code = [m for m in messages if "line 0 " in m.fallback_text]
    assert len(code) == 1 and "line 29 &lt;x&gt; &amp;&amp; y\n```" in code[0].fallback_text
    # the oversized list was cut between items, numbering kept
    assert any(
        m.fallback_text.startswith("41. 긴목록41") or "\n\n41. 긴목록41" in m.fallback_text for m in messages
    )


def test_an_oversized_code_block_is_split_by_lines_each_part_fenced() -> None:
    code = "\n".join(f"print({i})  # 주석 {i}" for i in range(400))
    messages = render_slack(f"코드:\n\n```python\n{code}\n```\n\n끝.")

    assert len(messages) > 1
    parts = []
    for message in messages:
        assert_within_slack_limits(message)
        for block in message.blocks:
            parts += re.findall(r"```python\n(.*?)\n```", block["text"], flags=re.S)
    assert "\n".join(parts) == code


def test_an_oversized_second_table_repeats_its_header() -> None:
    rows = "\n".join(f"| 종목{i} | {i}% |" for i in range(300))
    answer = f"| a | b |\n|---|---|\n| 1 | 2 |\n\n| 종목 | 비중 |\n|---|---|\n{rows}\n"
    messages = render_slack(answer, SlackLimits(fallback_chars=2_000))

    assert [block["type"] for block in messages[0].blocks] == ["table"]  # the small first table
    chunks = [code_block_lines(m.fallback_text) for m in messages[1:]]
    assert len(chunks) == 2
    assert all(chunk[0] == chunks[0][0] and set(chunk[1]) <= {"-", " "} for chunk in chunks)
    assert [line.split()[0] for chunk in chunks for line in chunk[2:]] == [f"종목{i}" for i in range(300)]
    for message in messages:
        assert_within_slack_limits(message, SlackLimits(fallback_chars=2_000))


def test_messages_pack_blocks_without_reordering() -> None:
    paragraphs = [f"문단 {i}: " + "가나다라 " * 60 for i in range(12)]
    messages = render_slack("\n\n".join(paragraphs), SlackLimits(fallback_chars=1_000))

    texts = [block_text(block) for message in messages for block in message.blocks]
    assert "\n\n".join(texts) == "\n\n".join(p.rstrip() for p in paragraphs)
    assert all(len(m.fallback_text) <= 1_000 for m in messages)
    assert len(messages) == 4  # three ~310-char paragraphs per message


def test_a_cut_that_turns_lines_into_reference_definitions_still_renders() -> None:
    # halving this HTML block starts a fragment with "[x]: …", which then parses as a new definition
    answer = "<div>\n" + "\n".join(f"[x]: https://dart.fss.or.kr/{i}" for i in range(40)) + "\n</div>"

    messages = render_slack(answer, SlackLimits(fallback_chars=500))

    shown = "\n".join(block_text(block) for message in messages for block in message.blocks)
    assert words(shown) == words(answer)


# ── parsing ──────────────────────────────────────────────────────────────────────────────────────


def test_parse_blocks_gives_a_light_block_list() -> None:
    blocks = parse_blocks(TYPICAL)
    assert [block.kind for block in blocks] == ["heading", "paragraph", "list", "table", "paragraph"]
    assert isinstance(blocks[2], Prose) and blocks[2].markdown.startswith("- 매출액")
    assert blocks[3] == Table(
        header=("항목", "2022년", "2023년"),
        rows=(("매출액", "302.23조원", "258.94조원"), ("영업이익", "43.38조원", "6.57조원")),
        aligns=(None, "right", "right"),
    )
    assert parse_blocks("```py\nx = 1\n```") == [Code(lang="py", text="x = 1")]


# ── textwidth ────────────────────────────────────────────────────────────────────────────────────


def test_display_width_counts_hangul_double_and_combining_zero() -> None:
    assert display_width("삼성전자") == 8
    assert display_width("SK하이닉스 A") == 12
    assert display_width("ＡＢ") == 4  # fullwidth
    assert display_width("e\u0301") == 1  # combining acute
    assert display_width(f"2.5%{ZWSP}") == 4
    assert display_width("\u1112\u1161\u11ab") == 2  # conjoining jamo 한


def test_pad_and_truncate_by_display_width() -> None:
    assert pad("삼성", 6) == "삼성  "
    assert pad("삼성", 6, "right") == "  삼성"
    assert pad("삼성", 7, "center") == " 삼성  "
    assert pad("삼성전자", 4) == "삼성전자"
    assert truncate_width("삼성전자우선주", 9) == "삼성전자…"
    assert display_width(truncate_width("삼성전자우선주", 9)) == 9
    assert truncate_width("삼성A", 4) == "삼…"  # a wide char is never split
    assert truncate_width("abc", 3) == "abc"


def test_monospace_table_aligns_hangul_and_right_aligns_numbers() -> None:
    table = monospace_table(
        ["회사", "영업이익", "비고"],
        [["삼성전자", "6.57조원", "메모리"], ["LG", "-1,816억원", ""], ["카카오", "4,602.12억원"]],
    )
    assert table.split("\n") == snapshot(
        [
            "회사          영업이익  비고  ",
            "--------  ------------  ------",
            "삼성전자      6.57조원  메모리",
            "LG          -1,816억원        ",
            "카카오    4,602.12억원        ",
        ]
    )
    assert len({display_width(line) for line in table.split("\n")}) == 1
    assert guess_aligns([["1"], ["—"], ["abc"]], 1) == ["left"]
    assert guess_aligns([["1.5%"], ["—"], ["(1,234)"]], 1) == ["right"]
