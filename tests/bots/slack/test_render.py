"""Markdown answer → Slack messages: payload shapes, the fallback mrkdwn, Hangul emphasis, parsing (splitting:
test_render_split; display widths: tests/bots/test_textwidth)."""

from __future__ import annotations

import re

import pytest
from inline_snapshot import snapshot
from markdown_it import MarkdownIt

from bots.slack.render import (
    EMPTY_CELL,
    Code,
    Prose,
    Table,
    fix_hangul_emphasis,
    parse_blocks,
    render_slack,
)
from bots.textwidth import display_width
from tests.bots.slack.render_checks import assert_within_slack_limits, block_text, code_block_lines

ZWSP = "\u200b"


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
