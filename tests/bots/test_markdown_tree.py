"""The answer's Markdown parsed once into a typed tree: nesting, tables, code, links, references, and
both platform renderers rendering from the same tree."""

from __future__ import annotations

from typing import Any

import pytest

from bots import markdown_tree
from bots.markdown_tables import inline_text, table_cells
from bots.markdown_tree import (
    CodeBlock,
    CodeSpan,
    Document,
    Emphasis,
    Heading,
    HtmlBlock,
    HtmlInline,
    Image,
    LineBreak,
    Link,
    ListBlock,
    ListItem,
    Paragraph,
    Quote,
    Reference,
    Rule,
    Strikethrough,
    Strong,
    Table,
    Text,
    parse,
)
from bots.slack.render import render_slack
from bots.telegram.render import render_telegram

ZWSP = "\u200b"


def test_blocks_nest_lists_quotes_and_inline_styles() -> None:
    source = "- 하나 **굵게 *기울임* 끝**\n  - 둘 [링크](https://x.kr)\n\n    > 인용\n3) 셋\n"

    document = parse(source)

    assert document.blocks == (
        ListBlock(
            ordered=False,
            items=(
                ListItem(
                    (
                        Paragraph(
                            (
                                Text("하나 "),
                                Strong((Text("굵게 "), Emphasis((Text("기울임"),)), Text(" 끝"))),
                                Text(""),
                            ),
                            lines=(0, 1),
                        ),
                        ListBlock(
                            ordered=False,
                            items=(
                                ListItem(
                                    (
                                        Paragraph(
                                            (Text("둘 "), Link("https://x.kr", (Text("링크"),))), lines=(1, 2)
                                        ),
                                        Quote((Paragraph((Text("인용"),), lines=(3, 4)),), lines=(3, 4)),
                                    )
                                ),
                            ),
                            lines=(1, 4),
                        ),
                    )
                ),
            ),
            lines=(0, 4),
        ),
        ListBlock(
            ordered=True, items=(ListItem((Paragraph((Text("셋"),), lines=(4, 5)),), "3", ")"),), lines=(4, 5)
        ),
    )
    assert document.source == source
    assert document.references == ()


def test_headings_rules_html_and_inline_leaves() -> None:
    source = "# 제목\n\n요약\n===\n\n---\n\n<div>표</div>\n\n`a<b` ~~취소~~ 위<br>아래  \n끝\n다음"

    blocks = parse(source).blocks

    assert blocks[:4] == (
        Heading(1, (Text("제목"),), lines=(0, 1)),
        Heading(1, (Text("요약"),), lines=(2, 4)),  # setext
        Rule(lines=(5, 6)),
        HtmlBlock("<div>표</div>\n", lines=(7, 8)),
    )
    assert blocks[4] == Paragraph(
        (
            CodeSpan("a<b"),
            Text(" "),
            Strikethrough((Text("취소"),)),
            Text(" 위"),
            HtmlInline("<br>"),
            Text("아래"),
            LineBreak(hard=True),
            Text("끝"),
            LineBreak(hard=False),
            Text("다음"),
        ),
        lines=(9, 12),
    )


def test_table_cells_are_inline_nodes_with_their_alignment() -> None:
    source = "| 항목 | 2023 | 비고 | 기타 |\n|:--|--:|:-:|---|\n| 매출 | **1** | [공시](https://dart.fss.or.kr) |\n"

    [table] = parse(source).blocks

    assert isinstance(table, Table)
    assert table.header == ((Text("항목"),), (Text("2023"),), (Text("비고"),), (Text("기타"),))
    assert table.aligns == ("left", "right", "center", None)
    assert table.rows == (
        (
            (Text("매출"),),
            (Text(""), Strong((Text("1"),)), Text("")),
            (Link("https://dart.fss.or.kr", (Text("공시"),)),),
            (),  # a short row is padded with empty cells
        ),
    )
    assert table.lines == (0, 3)
    # what both renderers read from it: plain cell text, a link as "label (url)"
    assert table_cells(table) == (
        ["항목", "2023", "비고", "기타"],
        [["매출", "1", "공시 (https://dart.fss.or.kr)", ""]],
        ["left", "right", "center", None],
    )


def test_a_table_without_body_rows() -> None:
    [table] = parse("| a | b |\n|---|---|").blocks
    assert table == Table(header=((Text("a"),), (Text("b"),)), rows=(), aligns=(None, None), lines=(0, 2))


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("```python\nx = 1\n\n```", CodeBlock("python", "x = 1\n", lines=(0, 4))),
        (
            "~~~ py {.x}\n**2.5%**로\n~~~",
            CodeBlock(" py {.x}", "**2.5%**로", lines=(0, 3)),
        ),  # as written; not "fixed"
        ("````\n```\n````", CodeBlock("", "```", lines=(0, 3))),
        ("    x = 1 & 2\n    y", CodeBlock("", "x = 1 & 2\ny", lines=(0, 2))),  # indented
        ("```\n```", CodeBlock("", "", lines=(0, 2))),
    ],
)
def test_code_blocks_keep_their_info_and_text(source: str, expected: CodeBlock) -> None:
    assert parse(source).blocks == (expected,)


def test_links_autolinks_images_and_reference_links() -> None:
    source = '[참고][ref]와 <https://kind.krx.co.kr> [![차트](https://x.kr/c.png)](https://l.kr)\n\n[ref]: https://example.com/ref "제목"'

    document = parse(source)

    assert document.blocks == (
        Paragraph(
            (
                Link("https://example.com/ref", (Text("참고"),)),
                Text("와 "),
                Link("https://kind.krx.co.kr", (Text("https://kind.krx.co.kr"),), autolink=True),
                Text(" "),
                Link("https://l.kr", (Image("https://x.kr/c.png", "차트"),)),
            ),
            lines=(0, 1),
        ),
    )
    assert document.references == (
        Reference(
            label="REF",
            href="https://example.com/ref",
            title="제목",
            lines=(2, 3),
            source='[ref]: https://example.com/ref "제목"',
        ),
    )


def test_a_fragment_resolves_references_given_from_its_whole_answer() -> None:
    whole = parse("본문\n\n[r]: https://a.kr\n")

    fragment = parse("다시 [보기][r]와 [새][n]\n\n[n]: https://b.kr", references=whole.references)

    assert fragment.blocks[0] == Paragraph(
        (
            Text("다시 "),
            Link("https://a.kr", (Text("보기"),)),
            Text("와 "),
            Link("https://b.kr", (Text("새"),)),
        ),
        lines=(0, 1),
    )
    assert [(ref.label, ref.source) for ref in fragment.references] == [
        ("R", "[r]: https://a.kr"),  # as given (its lines are the whole answer's)
        ("N", "[n]: https://b.kr"),
    ]


def test_hangul_emphasis_is_fixed_before_parsing_unless_asked_not_to() -> None:
    fixed = parse("**2.5%**로 증가")
    assert fixed.source == f"**2.5%{ZWSP}**로 증가"
    assert fixed.blocks == (
        Paragraph((Text(""), Strong((Text(f"2.5%{ZWSP}"),)), Text("로 증가")), lines=(0, 1)),
    )

    raw = parse("**2.5%**로 증가", fix=False)
    assert raw.source == "**2.5%**로 증가"
    assert raw.blocks == (Paragraph((Text("**2.5%**로 증가"),), lines=(0, 1)),)


def test_inline_text_flattens_formatting_and_keeps_link_addresses() -> None:
    [paragraph] = parse(
        "**굵게** `코드` [라벨](https://x.kr) <https://y.kr> <ir@dart.kr> ![대체](i.png)\n다음"
    ).blocks
    assert isinstance(paragraph, Paragraph)
    assert (
        inline_text(paragraph.children) == "굵게 코드 라벨 (https://x.kr) https://y.kr ir@dart.kr 대체 다음"
    )


SAMPLE = """\
## 삼성전자 2023년 실적

영업이익은 **6.57조원**으로 전년 대비 **-84.9%**로 줄었습니다.

- 매출액: **258.94조원**
  1. 반도체(DS) 부문은 *적자 전환*

> 참고: `연결` 기준

| 항목 | 2022년 | 2023년 |
|---|---:|---:|
| 매출액 | 302.23조원 | 258.94조원 |

```text
단위: 조원
```

출처: [DART 사업보고서][dart]

[dart]: https://dart.fss.or.kr
"""


def test_both_renderers_render_the_same_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[Document] = []
    original = markdown_tree.parse

    def spy(markdown: str, **options: Any) -> Document:
        document = original(markdown, **options)
        seen.append(document)
        return document

    monkeypatch.setattr(markdown_tree, "parse", spy)

    assert render_slack(SAMPLE) and render_telegram(SAMPLE)

    slack_tree, telegram_tree = seen  # each renderer parsed exactly once
    assert slack_tree == telegram_tree == original(SAMPLE)
    assert [type(block) for block in slack_tree.blocks] == [
        Heading,
        Paragraph,
        ListBlock,
        Quote,
        Table,
        CodeBlock,
        Paragraph,
    ]
