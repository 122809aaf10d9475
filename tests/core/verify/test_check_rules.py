"""Reading rules of the figure checker (issue #22 item 3): for each, a right figure passes and its
mutated twin — one figure written wrong — is flagged. Tool results are the real sub-tools on the
recorded bundle (삼성전자 FY2023: values for 2021–2023, 연결 and 별도)."""

from __future__ import annotations

import pytest

from tests.core.verify.flags import flagged

# --- a bare table cell written with a decimal is a value, even when it is a whole number --------------

_TREND = (
    "## 삼성전자 영업이익 추이 (연결 기준, 단위: 조원)\n\n"
    "| 항목 | 2021년 | 2022년 | 2023년 |\n|---|---:|---:|---:|\n| 영업이익 | {first} | 43.4 | 6.6 |\n"
)


def test_a_whole_number_shown_with_a_decimal_is_checked(samsung: list[str]) -> None:
    assert flagged(_TREND.format(first="51.6"), samsung) == []
    # 32.0 is the 2021 별도 영업이익 (31.99조), not the 연결 one the title declares
    assert flagged(_TREND.format(first="32.0"), samsung) == ["32.0"]
    assert flagged(_TREND.format(first="51.0"), samsung) == ["51.0"]


# --- a list item's share may be of the total named on the line the list hangs from ---------------------

_DEBT = "2023년 말 부채총계는 92.23조원이며, 그 구성은\n- 유동부채 75.72조원: {current}\n- 비유동부채 16.51조원: {other}\n"


def test_a_share_in_a_list_item_is_of_the_total_above_the_list(samsung: list[str]) -> None:
    assert flagged(_DEBT.format(current="82.1%", other="17.9%"), samsung) == []
    # the second item's share is no longer read against the first item only
    assert flagged(_DEBT.format(current="82.1%", other="19.7%"), samsung) == ["19.7%"]


# --- a gap between two amounts its sentence states -------------------------------------------------------

_GAP = "2023년 말 자산총계는 연결 455.91조원, 별도 296.86조원으로, 종속회사 몫은 {gap}입니다."


def test_the_gap_between_two_stated_amounts_passes(samsung: list[str]) -> None:
    assert flagged(_GAP.format(gap="159.05조원"), samsung) == []
    assert flagged(_GAP.format(gap="약 159조원"), samsung) == []
    # a gap with the wrong sign (별도 less 연결 is negative, not the other way round), or made up
    assert flagged(_GAP.format(gap="−159.05조원"), samsung) == ["−159.05조원"]
    assert flagged(_GAP.format(gap="171.77조원"), samsung) == ["171.77조원"]


def test_a_gap_is_only_between_amounts_of_its_own_account(samsung: list[str]) -> None:
    # 455.91 − 92.23 = 363.68 is 자본총계, but the sentence subtracts nothing: a 부채총계 figure stands alone
    answer = "2023년 말 자산총계는 455.91조원, 부채총계는 92.23조원, 부채총계는 363.68조원입니다."
    assert flagged(answer, samsung) == ["363.68조원"]


# --- an average of a yearly series over the years it names ----------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        "2021~2023년 3년 평균 영업이익률은 {}입니다.",
        "- 3개년 평균 OPM: **{}**",
        "영업이익은 2021년 51.63조원에서 2023년 6.57조원으로 줄었고, 같은 기간 평균 영업이익률은 {}였습니다.",
    ],
)
def test_an_average_margin_over_years_passes_in_either_reading(samsung: list[str], sentence: str) -> None:
    answer = "## 삼성전자 2021–2023 (연결)\n\n" + sentence
    # the mean of 18.5%, 14.4%, 2.5% is 11.8%; Σ영업이익 ÷ Σ매출 over the three years is 12.1%
    assert flagged(answer.format("11.8%"), samsung) == []
    assert flagged(answer.format("12.1%"), samsung) == []
    assert flagged(answer.format("13.8%"), samsung) == ["13.8%"]


def test_an_average_over_a_named_number_of_years_is_over_that_many(samsung: list[str]) -> None:
    answer = "## 삼성전자 2023년까지 (연결)\n\n- 3년 평균 영업이익률: {}"
    assert flagged(answer.format("11.8%"), samsung) == []
    # 8.4% is the mean of 2022 and 2023 only
    assert flagged(answer.format("8.4%"), samsung) == ["8.4%"]


def test_an_average_amount_over_years(samsung: list[str]) -> None:
    answer = "삼성전자의 2021~2023년 평균 매출은 {}입니다 (연결)."
    assert flagged(answer.format("280.26조원"), samsung) == []
    assert flagged(answer.format("290.26조원"), samsung) == ["290.26조원"]


# --- a footnote mark after a figure gives it the note's basis --------------------------------------------

_DAGGERS = "삼성전자 2023년 영업이익은 {first}†, 그리고 {second}‡입니다.\n\n† 연결 기준\n‡ 별도 기준\n"


def test_a_footnote_mark_gives_its_figure_the_notes_basis(samsung: list[str]) -> None:
    assert flagged(_DAGGERS.format(first="6.57조원", second="−11.53조원"), samsung) == []
    # the two figures under each other's notes
    assert flagged(_DAGGERS.format(first="−11.53조원", second="6.57조원"), samsung) == [
        "−11.53조원",
        "6.57조원",
    ]


_STARRED = (
    "2023년 순이익은 **{profit}**이고, 매출은 258.94조원*입니다. 별도 매출은 170.37조원**입니다.\n\n"
    "\\* 연결 기준\n\\*\\* 별도 기준\n"
)


def test_stars_closing_a_bold_figure_are_no_footnote_mark(samsung: list[str]) -> None:
    # "**15.49조원**": its closing stars are not the 별도 note's mark
    assert flagged(_STARRED.format(profit="15.49조원"), samsung) == []
    # the 별도 순이익 in the bold, where nothing says 별도
    assert flagged(_STARRED.format(profit="25.40조원"), samsung) == ["25.40조원"]


def test_the_gap_may_follow_in_the_next_sentence_or_list_item(samsung: list[str]) -> None:
    prose = "2023년 말 자산총계는 연결 455.91조원, 별도 296.86조원입니다. 둘의 차이는 {gap}입니다."
    items = "2023년 말 자산총계\n- 연결: 455.91조원\n- 별도: 296.86조원\n- 종속회사 몫: {gap}"
    for answer in (prose, items):
        assert flagged(answer.format(gap="159.05조원"), samsung) == []
        assert flagged(answer.format(gap="171.77조원"), samsung) == ["171.77조원"]


def test_an_average_margin_written_in_english(samsung: list[str]) -> None:
    answer = "Samsung Electronics (consolidated), FY2021–FY2023: the 3-year average operating margin was {}."
    assert flagged(answer.format("11.8%"), samsung) == []
    assert flagged(answer.format("9.8%"), samsung) == ["9.8%"]
