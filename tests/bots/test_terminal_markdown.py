"""Replies laid out for a terminal (``bots.terminal_markdown``) and the streams the front end writes them to
(``bots.console.Screen``)."""

from __future__ import annotations

import io
import re

import pytest

from bots.console import Screen
from bots.markdown_lines import parse_plain
from bots.markdown_tree import parse
from bots.terminal_markdown import render
from bots.textwidth import display_width

ANSI = re.compile(r"\x1b\[[0-9;]*m|\x1b\]8;;[^\x1b]*\x1b\\")

CARD = """## 삼성전자 (005930) · 유가증권시장(KOSPI)
DART 고유번호 00126380 · 대표이사 전영현, 노태문 · 업종코드 264 · 설립 1969-01-13 · 결산 12월

### FY2024 실적 (연결, 사업보고서)
| 항목 | FY2024 | FY2023 | 증감 |
|---|---:|---:|---|
| 매출액 | 300.87조원 | 258.94조원 | 16.2% 증가 |
| 영업이익 | 32.73조원 | 6.57조원 | 398.3% 증가 |

> 참고: FY2025 자료가 오프라인 데이터셋에 없어 가장 최근 자료인 FY2024 기준으로 답합니다.

- 2024-11-14 [분기보고서 (2024.09)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20241114002642)
- 영업이익률 **2.5%** (영업이익 6.57조원 ÷ 매출액 258.94조원, FY2023 연결) · 전년 14.4%(−11.8%p)
"""


TABLE = """| 항목 | FY2024 | FY2023 | 증감 |
|---|---:|---:|---|
| 매출액 | 300.87조원 | 258.94조원 | 16.2% 증가 |
| 영업이익 | 32.73조원 | 6.57조원 | 398.3% 증가 |"""


def plain(markdown: str, width: int = 80) -> str:
    document = parse_plain(markdown)
    assert document is not None
    return render(document, width=width, styled=False)


def squeezed(text: str) -> str:
    """The text with its white space, bullets and quote bars taken out."""
    return "".join(text.replace("•", "").replace("▌", "").split())


@pytest.mark.parametrize("width", [20, 33, 50, 80, 120])
def test_lines_fit_the_width_and_nothing_is_lost(width: int) -> None:
    prose = CARD.replace(TABLE, "")
    text = plain(prose, width)
    assert max(display_width(line) for line in text.split("\n")) <= width
    source = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"\1 (\2)", prose)
    assert squeezed(text) == squeezed(
        source.replace("**", "").replace("#", "").replace("> ", "").replace("- ", "")
    )


def test_a_table_is_aligned_as_its_delimiter_row_says() -> None:
    header, rule, sales, profit = plain(TABLE).split("\n")
    assert header.split() == ["항목", "FY2024", "FY2023", "증감"]
    assert set(rule) == {"─"} and display_width(rule) == display_width(profit) + 1  # + the last cell's pad
    for amount in ("300.87조원", "258.94조원"):  # right-aligned: the amounts end in one column …
        other = {"300.87조원": "32.73조원", "258.94조원": "6.57조원"}[amount]
        end = sales.index(amount) + len(amount)
        assert display_width(sales[:end]) == display_width(profit[: profit.index(other) + len(other)])
    assert display_width(sales[: sales.index("16.2%")]) == display_width(profit[: profit.index("398.3%")])
    assert (
        display_width(sales[: sales.index("매출액")])
        == display_width(profit[: profit.index("영업이익")])
        == 1
    )


def test_bullets_hang_and_quotes_carry_their_bar() -> None:
    text = plain(CARD, 40)
    lines = text.split("\n")
    first = next(at for at, line in enumerate(lines) if line.startswith(" • 영업이익률"))
    assert lines[first + 1].startswith("   ") and lines[first + 1][3] != " "  # the item's second line hangs
    quoted = [line for line in lines if "참고" in line or "기준으로" in line]
    assert quoted and all(line.startswith("▌ ") for line in quoted)


def test_a_link_keeps_its_address_off_a_terminal_and_is_clickable_on_one() -> None:
    markdown = "출처: [삼성전자 사업보고서](https://dart.fss.or.kr/x?rcpNo=1)"
    assert plain(markdown) == "출처: 삼성전자 사업보고서 (https://dart.fss.or.kr/x?rcpNo=1)"
    document = parse_plain(markdown)
    assert document is not None
    styled = render(document, styled=True)
    assert "\x1b]8;;https://dart.fss.or.kr/x?rcpNo=1\x1b\\" in styled and "(https://" not in styled
    assert ANSI.sub("", styled) == "출처: 삼성전자 사업보고서"


def test_styles_only_when_styled() -> None:
    document = parse_plain(CARD)
    assert document is not None
    assert "\x1b" not in render(document, styled=False)
    styled = render(document, styled=True)
    assert "\x1b[1m2.5%\x1b[0m" in styled  # **2.5%**
    assert "\x1b[1m항목\x1b[0m" in styled and ";m" not in styled  # the header bold, no empty parameter
    assert styled.count("\x1b]8;;https://dart") == 1  # one link around the label's words
    linkless = CARD.replace(CARD.split("\n")[-3] + "\n", "")  # off a terminal a link shows its address
    document = parse_plain(linkless)
    assert document is not None
    shown = ANSI.sub("", render(document, styled=True))
    assert [line.rstrip() for line in shown.split("\n")] == plain(linkless).split("\n")


def test_a_word_longer_than_a_line_is_cut_and_a_hard_break_kept() -> None:
    long = "가" * 30
    assert plain(long, 20).split("\n") == ["가" * 10, "가" * 10, "가" * 10]
    assert render(parse("첫 줄  \n둘째 줄"), width=80) == "첫 줄\n둘째 줄"  # markdown-it's hard break


def test_what_markdown_it_reads_is_laid_out_too() -> None:
    document = parse("1. 첫째\n2. 둘째\n\n```\ncode\n```\n\n---")
    assert render(document, width=30) == " 1. 첫째\n 2. 둘째\n\n    code\n\n" + "─" * 30


def test_a_screen_styles_a_terminal_only_and_takes_its_width(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("FORCE_COLOR", "NO_COLOR", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)
    file = io.StringIO()
    screen = Screen(file=file)
    assert not screen.styled and screen.width == 80  # not a terminal
    screen.markdown("**굵게** [링크](https://a.b/c)")
    screen.note("빠른 답변")
    assert file.getvalue() == "굵게 링크 (https://a.b/c)\n빠른 답변\n"
    monkeypatch.setenv("COLUMNS", "44")
    assert screen.width == 44
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert screen.styled
    monkeypatch.delenv("FORCE_COLOR")

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert Screen(file=Tty()).styled
    monkeypatch.setenv("NO_COLOR", "1")
    assert not Screen(file=Tty()).styled and Screen(file=Tty()).terminal  # laid out, without colour
    assert not screen.terminal


def test_a_table_wider_than_the_terminal_becomes_records_and_no_figure_is_cut() -> None:
    narrow = plain(TABLE, 30)  # 47 cells wide laid out as a table
    assert max(display_width(line) for line in narrow.split("\n")) <= 30
    assert squeezed(narrow) == squeezed(
        "매출액 — FY2024 300.87조원 · FY2023 258.94조원 · 증감 16.2% 증가"
        "영업이익 — FY2024 32.73조원 · FY2023 6.57조원 · 증감 398.3% 증가"
    )
    assert narrow.startswith(" • 매출액 — FY2024 300.87조원")
    assert plain(TABLE, 60) == plain(TABLE, 47) and "─" in plain(TABLE, 47)  # it fits: a table
