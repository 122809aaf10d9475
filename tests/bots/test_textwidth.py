"""Display widths for monospace tables (``bots.textwidth``): Hangul counts double, combining marks zero."""

from __future__ import annotations

from inline_snapshot import snapshot

from bots.textwidth import display_width, guess_aligns, monospace_table, pad

ZWSP = "\u200b"


def test_display_width_counts_hangul_double_and_combining_zero() -> None:
    assert display_width("삼성전자") == 8
    assert display_width("SK하이닉스 A") == 12
    assert display_width("ＡＢ") == 4  # fullwidth
    assert display_width("e\u0301") == 1  # combining acute
    assert display_width(f"2.5%{ZWSP}") == 4
    assert display_width("\u1112\u1161\u11ab") == 2  # conjoining jamo 한


def test_pad_by_display_width() -> None:
    assert pad("삼성", 6) == "삼성  "
    assert pad("삼성", 6, "right") == "  삼성"
    assert pad("삼성", 7, "center") == " 삼성  "
    assert pad("삼성전자", 4) == "삼성전자"


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
