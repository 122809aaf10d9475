"""A multiple, share or ratio is held only the way round its sentence says (``core.verify.orientation``): the
subject (은/는/이/가, the amount before "의 N배", "A는 B 대비", "A가 B보다", "A is 1.5x B") over the base. Each
phrasing has a right figure and its inverse as a wrong twin (the inverse passed before: the pair was taken
either way, or later over earlier whatever the sentence said). Tool results are the real sub-tools on the
recorded bundle: 삼성전자 매출 FY2023 258.94조원, FY2024 300.87조원; 현대자동차 FY2024 175.23조원; SK하이닉스 FY2024
66.19조원 — 258.94 / 175.23 = 1.48, its inverse 0.68; 300.87 / 66.19 = 4.55, 66.19 / 300.87 = 22.0%."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.verify.flags import flagged, results_of

CROSS = "삼성전자 2023년 vs 현대차 2024년 매출 비교"
PEERS = "삼성전자와 SK하이닉스 2024년 매출 비교"


@pytest.fixture(scope="module")
def cross(home: Path) -> list[str]:
    return results_of(home, ("삼성전자", 2023), ("현대자동차", 2024))


@pytest.fixture(scope="module")
def peers(home: Path) -> list[str]:
    return results_of(home, ("삼성전자", 2024), ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def samsung_two(home: Path) -> list[str]:
    return results_of(home, ("삼성전자", 2023), ("삼성전자", 2024))


# two amounts the sentence states, each checked: the quotient the way round its words put them
STATED = [
    "2023년 삼성전자 매출(258.94조원)은 2024년 현대차 매출(175.23조원)의 약 {x}입니다.",
    "2023년 삼성전자 매출은 258.94조원으로 2024년 현대차 매출 175.23조원 대비 {x}입니다.",
    "2024년 현대차 매출(175.23조원) 대비 2023년 삼성전자 매출(258.94조원)은 {x} 수준입니다.",
    "2023년 삼성전자(258.94조원)가 2024년 현대차(175.23조원)보다 {x} 많습니다.",
    "2023년 삼성전자 매출 258.94조원은 2024년 현대차 매출 175.23조원에 비해 {x} 큽니다.",
    "2024년 현대차 매출 175.23조원과 비교하면 2023년 삼성전자 매출 258.94조원은 {x}입니다.",
    "2024년 현대차 매출 175.23조원, 2023년 삼성전자 매출 258.94조원 (삼성전자가 현대차의 {x})",
]


@pytest.mark.parametrize("sentence", STATED)
def test_a_multiple_of_stated_amounts_is_read_the_way_round_its_sentence_says(
    cross: list[str], sentence: str
) -> None:
    assert flagged(sentence.format(x="1.48배"), cross, CROSS) == []
    assert flagged(sentence.format(x="0.68배"), cross, CROSS) == ["0.68배"]


SHARES = [
    "2024년 현대차 매출(175.23조원)은 2023년 삼성전자 매출(258.94조원)의 {p}입니다.",
    "2023년 삼성전자 매출 258.94조원 대비 2024년 현대차 매출 175.23조원은 {p} 수준입니다.",
]


@pytest.mark.parametrize("sentence", SHARES)
def test_a_share_of_stated_amounts_is_of_the_base_its_sentence_names(cross: list[str], sentence: str) -> None:
    assert flagged(sentence.format(p="67.7%"), cross, CROSS) == []
    # the same words with the two amounts swapped: 258.94 is 147.8% of 175.23, not 67.7%
    swapped = sentence.replace("현대차", "X").replace("삼성전자", "현대차").replace("X", "삼성전자")
    swapped = swapped.replace("175.23", "Y").replace("258.94", "175.23").replace("Y", "258.94")
    swapped = swapped.replace("2024년", "Z").replace("2023년", "2024년").replace("Z", "2023년")
    assert flagged(swapped.format(p="67.7%"), cross, CROSS) == ["67.7%"]


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("2024년 삼성전자 매출은 SK하이닉스의 4.5배입니다.", []),
        ("2024년 SK하이닉스 매출은 삼성전자의 4.5배입니다.", ["4.5배"]),
        ("2024년 SK하이닉스 매출은 삼성전자 대비 22.0% 수준입니다.", []),
        ("2024년 삼성전자 매출은 SK하이닉스 대비 22.0% 수준입니다.", ["22.0%"]),
        ("2024년 삼성전자 매출이 SK하이닉스보다 4.5배 많습니다.", []),
        ("2024년 SK하이닉스 매출이 삼성전자보다 4.5배 많습니다.", ["4.5배"]),
    ],
)
def test_a_multiple_or_share_of_tool_values_keeps_its_sentence_order(
    peers: list[str], answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, peers, PEERS) == wrong


_ENGLISH = (
    "Samsung Electronics' 2023 revenue was KRW 258.94tn, and Hyundai Motor's 2024 revenue was KRW 175.23tn. "
)


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        (_ENGLISH + "Samsung's revenue was 1.48x Hyundai's.", []),
        (_ENGLISH + "Samsung's revenue was 0.68x Hyundai's.", ["0.68x"]),
        (_ENGLISH + "Samsung's revenue was 1.48x that of Hyundai Motor.", []),
        (_ENGLISH + "Samsung's revenue was 0.68x that of Hyundai Motor.", ["0.68x"]),
    ],
)
def test_an_english_multiple_reads_its_base_after_it(cross: list[str], answer: str, wrong: list[str]) -> None:
    # at 6c0c780 the right 1.48x was flagged and the inverse passed (later over earlier)
    assert flagged(answer, cross, CROSS) == wrong


@pytest.mark.parametrize(
    ("answer", "wrong"),
    [
        ("삼성전자의 2024년 매출은 전년의 1.16배로 늘었습니다.", []),
        ("삼성전자의 2023년 매출은 2024년의 1.16배였습니다.", ["1.16배"]),
        ("삼성전자 매출(2024년 300.87조원)은 2023년(258.94조원) 대비 1.16배입니다.", []),
        ("삼성전자 매출(2023년 258.94조원)은 2024년(300.87조원) 대비 1.16배입니다.", ["1.16배"]),
    ],
)
def test_a_multiple_over_time_is_of_the_year_its_sentence_makes_the_base(
    samsung_two: list[str], answer: str, wrong: list[str]
) -> None:
    assert flagged(answer, samsung_two, "삼성전자 2023년 2024년 매출") == wrong


def test_a_sentence_that_does_not_say_which_is_the_base_holds_the_ordinary_reading_only(
    cross: list[str],
) -> None:
    # "두 회사 매출 배수": no base said — a multiple is the larger over the smaller, never its inverse too
    plain = "2023년 삼성전자 258.94조원, 2024년 현대차 175.23조원으로 두 회사 매출 배수는 {x}입니다."
    assert flagged(plain.format(x="1.48배"), cross, CROSS) == []
    assert flagged(plain.format(x="0.68배"), cross, CROSS) == ["0.68배"]
    # two subjects in parallel name both: still no order said
    parallel = "2023년 삼성전자가 258.94조원, 2024년 현대차가 175.23조원으로 {p}에 그칩니다."
    assert flagged(parallel.format(p="67.7%"), cross, CROSS) == []
    assert flagged(parallel.format(p="147.8%"), cross, CROSS) == ["147.8%"]


def test_a_slash_names_the_base_after_it(home: Path) -> None:
    naver = results_of(home, ("NAVER", 2024))
    table = "| 계정 | 2024 (연결) | 2024 [별도] | {head} |\n|---|---:|---:|---:|\n| 당기순이익 | 1.93조원 | 1.97조원 | 101.9% |"
    assert flagged(table.format(head="별도/연결"), naver, "NAVER 2024년 연결 별도 비교") == []
    assert flagged(table.format(head="연결/별도"), naver, "NAVER 2024년 연결 별도 비교") == ["101.9%"]
