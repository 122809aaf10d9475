"""The line reader (``bots.markdown_lines``) against markdown-it (``bots.markdown_tree``): where it reads a
text, its document is markdown-it's; the bot's own replies are all read by it; near misses are left to
markdown-it."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from bots.markdown_lines import parse_plain
from bots.markdown_nodes import Document, Emphasis, Link, Strong, Text
from bots.markdown_tree import parse
from core.config import Settings

TODAY = date(2026, 11, 21)

#: questions whose replies take every shape the keyless path writes: cards, figures, ratios, trends,
#: comparisons, quarters, holders, pay, refusals, the no-model note, English
QUESTIONS = (
    "005930",
    "000660",
    "카카오",
    "삼성",
    "삼성전자 2023년 영업이익률은?",
    "삼성전자 2023년 실적 분석해줘",
    "SK하이닉스와 삼성전자 2024년 영업이익 비교",
    "카카오 최근 3년 매출 추이",
    "현대차 2024 3분기 매출",
    "네이버 2024년 3분기 누적 영업이익 카카오랑 비교",
    "카카오 2024년 4분기 영업이익",
    "삼성전자 최대주주",
    "NAVER 대표이사는?",
    "카카오 2023년 ROE",
    "SK하이닉스 EPS 추이",
    "삼성전자 2024년 배당금",
    "삼성전자 직원 수",
    "삼성전자 부채비율",
    "쿠팡 매출은?",
    "롯데 2023년 매출",
    "삼성전자 2030년 매출",
    "Samsung Electronics 2023 operating margin?",
    "SK hynix revenue 2024",
)


def _joined(value: Any) -> Any:
    """A document with adjacent text runs joined, empty runs dropped and source lines left out (the
    line reader records none)."""
    if isinstance(value, tuple):
        out: list[Any] = []
        for node in map(_joined, value):
            if isinstance(node, Text) and out and isinstance(out[-1], Text):
                out[-1] = Text(out[-1].content + node.content)
            elif not (isinstance(node, Text) and not node.content):
                out.append(node)
        return tuple(out)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = dataclasses.fields(value)
        return type(value)(
            **{f.name: None if f.name == "lines" else _joined(getattr(value, f.name)) for f in fields}
        )
    return value


def same_as_markdown_it(markdown: str) -> bool:
    document = parse_plain(markdown)
    return document is not None and _joined(document) == _joined(parse(markdown))


@pytest.fixture(scope="module")
def replies(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    return asyncio.run(_replies(tmp_path_factory.mktemp("home")))


async def _replies(home: Path) -> list[str]:
    settings = Settings(DEXTER_HOME=str(home), DEXTER_OFFLINE="1")
    found: list[str] = []
    async with await open_runtime(settings, require_model=False) as runtime:
        for question in QUESTIONS:
            reply = await direct_reply(question, runtime, today=TODAY)
            assert reply is not None, question
            found.append(reply.markdown)
    return found


def test_every_reply_of_the_keyless_path_is_read_as_markdown_it_reads_it(replies: list[str]) -> None:
    assert [
        question for question, md in zip(QUESTIONS, replies, strict=True) if not same_as_markdown_it(md)
    ] == []
    assert any("|---" in md for md in replies) and any(
        md.startswith("## ") for md in replies
    )  # tables, cards


def test_what_it_reads() -> None:
    document = parse_plain(
        "**삼성전자 · FY2023**\n\n- 영업이익률 **2.5%**로 하락\n\n출처: [보고서](https://a.b/c?x=1)"
    )
    assert isinstance(document, Document)
    head, items, source = document.blocks
    assert head == parse_plain("**삼성전자 · FY2023**").blocks[0]  # type: ignore[union-attr]
    assert _joined(items) == _joined(parse("- 영업이익률 **2.5%**로 하락").blocks[0])
    assert isinstance(source.children[1], Link) and source.children[1].href == "https://a.b/c?x=1"  # type: ignore[union-attr]
    emphasis = parse_plain("_음수(−)는 손실_")
    assert emphasis is not None and isinstance(emphasis.blocks[0].children[0], Emphasis)  # type: ignore[union-attr]
    assert parse_plain("ANTHROPIC_API_KEY는 `dexter doctor`로") is not None  # an underscore inside a word
    strong = parse_plain("**굵게**")
    assert strong is not None and isinstance(strong.blocks[0].children[0], Strong)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "markdown",
    [
        "**NAVER****가 · 2023년**",  # a run of four
        "_음수(−)는 손실_\u200b",  # an underscore that cannot close
        "출처: ![그림](https://a.b/c.png)",  # an image
        "[보고서](https://a.b/c%zz)",  # a stray % markdown-it encodes
        "[보고서](https://a.b/c?x=1&amp;y=2)",  # an entity in the address
        "[보고서]: https://a.b/c",  # a reference definition
        "1. 첫째\n2. 둘째",  # a numbered list
        "- 하나\n\n- 둘",  # a loose list
        "- 하나\n\n\n- 둘\n\n끝",  # two blank lines between items: still one list
        "- 하나\n  이어짐",  # an item's continuation
        "- 하나\n이어짐",  # a lazy continuation
        "> 인용\n이어짐",  # a lazy quote line
        "문단\n---",  # a setext heading
        "문단\n| a | b |\n|---|---|",  # a table right under a paragraph
        "| a | b |\n|---|---|\n| 1 |",  # a ragged row
        "| a | b |\n| 1 | 2 |",  # no delimiter row
        "    코드",  # indented code
        "```\n코드\n```",
        "줄 끝 두 칸  \n다음",  # a hard break
        "a\\*b",
        "~~취소~~",
        "<b>굵게</b>",
        "&amp; 기호",
        "## 제목 ##",
        "* 별표 목록",
        "- # 목록 속 제목",
        "- - -",
        "***",
        "**a **b** c**",
        "`a` `` b ``",
        "**(주)삼성**전자",  # an opener after a letter before punctuation
    ],
)
def test_near_misses_are_left_to_markdown_it_or_read_alike(markdown: str) -> None:
    assert parse_plain(markdown) is None or same_as_markdown_it(markdown)


def test_mutated_replies_are_left_to_markdown_it_or_read_alike(replies: list[str]) -> None:
    marks = ["*", "_", "~", "~~", "`", "[", "]", "(", ")", "\\", "<", ">", "&amp;", "#", "-", "|", " ", "  ",
             "\t", "1. ", "* ", "> ", "---", "\n", "\n\n", "**", "__", "- ", "## ", "![x](y)", "](https://a.b)",
             "[a](https://x.y/z)", "_a_", "`c`", "\u200b", "!", "가", "%", "**가", ")**가", "가**(", "a_b", "_a"]  # fmt: skip
    rng = random.Random(7)
    read = 0
    for _ in range(1000):
        markdown = rng.choice(replies)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(markdown) + 1)
            markdown = markdown[:at] + rng.choice(marks) + markdown[at:]
        if parse_plain(markdown) is not None:
            read += 1
            assert same_as_markdown_it(markdown), markdown
    assert read > 150  # the reader still reads the texts a stray mark leaves plain

    assert parse_plain("") == Document(blocks=(), source="")
