"""Structure the checker read wrongly in free-written answers (answer-checker round 12): what a caption, a
heading's aside or a base word scopes. A caption listing two units ("단위: 십억원, %") gives the amount columns
the one and the ratio columns the other; a remark after a row's last column ("9.3  ⬅️ 피크") is no cell; a
quarter in a heading's aside says how the heading's quarter was worked out ("4Q24 (FY-3Q누적 역산)"); a
quarter named as a change's base ("전분기比 ▼304bp") is not the figure's; the fourth quarter's change from the
third is the year less the nine months against the third quarter. Each right case with its wrong twin."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results
from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def chips(home: Path) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (매출 300,871 / 66,193 십억원; 영업이익 32,726 / 23,467; OPM 10.9% / 35.5%)."""
    return results_of(home, ("삼성전자", 2024), ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def hyundai(home: Path) -> list[str]:
    """현대자동차 FY2023 and FY2024 (영업이익 2021 6.68조 … 2024 14.24조; OPM 2021 5.7% … 2024 8.1%)."""
    return results_of(home, ("현대자동차", 2023), ("현대자동차", 2024))


@pytest.fixture(scope="module")
def samsung_q3(home: Path) -> list[str]:
    """삼성전자 FY2024 and 3Q24 (4Q24 = the year less 1~3Q: 매출 75.79조, QoQ −4.2%; OPM 8.6%, −304bp)."""
    call = ("get_quarterly_results", "삼성전자", 2024, 3)
    return [*results_of(home, ("삼성전자", 2024)), *asyncio.run(call_results(call, home))]


# --- a caption listing two units: the amount columns take the amount unit, the ratio columns the percent ----

_LISTED = (
    "FY24 두 회사 (연결)\n단위: 십억원, %\n| 회사 | 매출액 | 영업이익 | OPM |\n|---|---|---|---|\n"
    "| 삼성전자 | 300,871 | 32,726 | 10.9 |\n| SK하이닉스 | 66,193 | {op} | {opm} |"
)


def test_a_caption_of_two_units_gives_each_column_its_own(chips: list[str]) -> None:
    assert flagged(_LISTED.format(op="23,467", opm="35.5"), chips, "삼성 하이닉스 24 표") == []


def test_a_cell_of_another_value_under_a_caption_of_two_units_is_flagged(chips: list[str]) -> None:
    assert flagged(_LISTED.format(op="23,467", opm="53.5"), chips, "삼성 하이닉스 24 표") == ["53.5"]
    assert flagged(_LISTED.format(op="32,467", opm="35.5"), chips, "삼성 하이닉스 24 표") == ["32,467"]


# --- a remark after a row's last column is no cell; "마진" under a caption's percent ------------------------

_REMARK = (
    "단위: 조원, %\n```\n       영업이익  마진\n2022    9.82     6.9\n2023   15.13     {peak}  ⬅️ 피크\n"
    "2024   14.24     8.1\n```"
)


def test_a_remark_after_a_rows_last_column_leaves_the_table_read(hyundai: list[str]) -> None:
    assert flagged(_REMARK.format(peak="9.3"), hyundai, "현대차 마진 추이") == []


def test_a_cell_before_a_remark_of_another_value_is_flagged(hyundai: list[str]) -> None:
    assert flagged(_REMARK.format(peak="8.1"), hyundai, "현대차 마진 추이") == ["8.1"]


# --- the fourth quarter worked out, and its change from the third -------------------------------------------

_FOURTH = (
    "□ 삼성전자 4Q24 (연결, FY-3Q누적 역산)\n- 매출액 75조 7,883억원, QoQ {revenue}\n"
    "- 영업이익률 8.6%, 전분기比 {bp}"
)


def test_a_fourth_quarters_change_from_the_third_holds(samsung_q3: list[str]) -> None:
    assert flagged(_FOURTH.format(revenue="▼4.2%", bp="▼304bp"), samsung_q3, "삼성 4분기 역산") == []


def test_a_fourth_quarters_change_of_another_value_or_sign_is_flagged(samsung_q3: list[str]) -> None:
    assert flagged(_FOURTH.format(revenue="▲4.2%", bp="▼304bp"), samsung_q3, "삼성 4분기 역산") == ["▲4.2%"]
    assert flagged(_FOURTH.format(revenue="▼4.2%", bp="▼340bp"), samsung_q3, "삼성 4분기 역산") == ["▼340bp"]


@pytest.fixture(scope="module")
def kakao(home: Path) -> list[str]:
    """카카오 FY2024 (별도: 매출 2조 5,951억, 영업이익 2024 4,920억 / 2023 5,330억, OPM 19.0% / 21.3%)."""
    return results_of(home, ("카카오", 2024))


@pytest.fixture(scope="module")
def kakao_2023(home: Path) -> list[str]:
    """카카오 FY2023 (연결: 순손실 1조 8,167억, 총포괄손실 1조 7,145억)."""
    return results_of(home, ("카카오", 2023))


@pytest.fixture(scope="module")
def samsung_2023(home: Path) -> list[str]:
    """삼성전자 FY2023 (영업이익 2021 51.63조, 2022 43.38조, 2023 6.57조: −84.9%)."""
    return results_of(home, ("삼성전자", 2023))


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (매출 2022 44.62조, 2023 32.77조, 2024 66.19조)."""
    return results_of(home, ("SK하이닉스", 2024))


# --- a year in brackets beside another figure is that figure's: the answer is about the tools' latest year --

_ASIDE_YEAR = (
    "별도(카카오 본체)만 보면요\n• 매출 *2조 5,951억*\n• 영업이익 *{op}* → 영업이익률 *19.0%* (23년 21.3%)"
)


def test_a_year_only_in_another_figures_brackets_is_not_the_answers(kakao: list[str]) -> None:
    assert flagged(_ASIDE_YEAR.format(op="4,920억"), kakao, "별도로 보면?") == []


def test_the_bracketed_years_value_outside_the_brackets_is_flagged(kakao: list[str]) -> None:
    assert flagged(_ASIDE_YEAR.format(op="5,330억"), kakao, "별도로 보면?") == ["5,330억"]


# --- the start of a change its words give ("X에서 −84.9%") is what the end and the rate give ----------------

_START = "2023년(연결)\n• 영업이익 *6.57조* — {start}에서 -84.9%"


def test_the_start_of_a_stated_change_is_what_its_end_and_rate_give(samsung_2023: list[str]) -> None:
    assert flagged(_START.format(start="43.38조"), samsung_2023, "그럼 작년은요? 23년") == []


def test_a_start_the_end_and_rate_do_not_give_is_flagged(samsung_2023: list[str]) -> None:
    assert flagged(_START.format(start="51.63조"), samsung_2023, "그럼 작년은요? 23년") == ["51.63조"]


# --- an account with its own figure in brackets labels that one, not a figure before it ---------------------

_OWN = "□ 당기순이익 (연결)\n- FY21 5.69조원 / FY24 13.23조원\n- 3년 CAGR {cagr}로 영업이익(29.7%) 상회"


def test_an_account_labelled_by_its_own_bracket_is_not_the_figure_befores(hyundai: list[str]) -> None:
    assert flagged(_OWN.format(cagr="32.5%"), hyundai, "현대차 순이익은?") == []


def test_a_rate_no_account_of_the_sentence_gives_is_flagged(hyundai: list[str]) -> None:
    assert flagged(_OWN.format(cagr="36.7%"), hyundai, "현대차 순이익은?") == ["36.7%"]


# --- 총포괄손실 is the comprehensive income, its loss the sign --------------------------------------------------


def test_a_comprehensive_loss_is_the_comprehensive_income(kakao_2023: list[str]) -> None:
    assert flagged("*카카오 2023 (연결)*\n• 총포괄손실 1조 7,145억", kakao_2023, "카카오 23년 손실") == []
    assert flagged("*카카오 2023 (연결)*\n• 총포괄손실 1조 8,167억", kakao_2023, "카카오 23년 손실") == [
        "1조 8,167억"
    ]


# --- a bold figure's bracket leads with its year, then its change ("*32.77조* (2023, -26.6%)") --------------

_CHAIN = "*44.62조* (2022) → *{mid}* (2023, -26.6%) → *66.19조* (2024, +102.0%)"


def test_a_year_leading_a_bold_figures_bracket_is_its_year(hynix: list[str]) -> None:
    assert flagged(_CHAIN.format(mid="32.77조"), hynix, "하이닉스 22년부터 매출 변화") == []


def test_another_years_value_under_a_leading_year_is_flagged(hynix: list[str]) -> None:
    assert flagged(_CHAIN.format(mid="44.62조"), hynix, "하이닉스 22년부터 매출 변화") == ["44.62조"]


@pytest.fixture(scope="module")
def internet(home: Path) -> list[str]:
    """NAVER and 카카오 FY2023 (매출 9.67조 / 7.56조; 영업이익 1.49조 / 4,609억)."""
    return results_of(home, ("NAVER", 2023), ("카카오", 2023))


@pytest.fixture(scope="module")
def samsung_q3_only(home: Path) -> list[str]:
    """삼성전자 3Q24 (1~3Q 매출 225.08조, 영업이익 26.23조; 상반기 145.98조, 17.05조)."""
    return asyncio.run(call_results(("get_quarterly_results", "삼성전자", 2024, 3), home))


@pytest.fixture(scope="module")
def hynix_q3_only(home: Path) -> list[str]:
    """SK하이닉스 3Q24 (매출 3Q 17.57조; 상반기 분기 평균 14.43조: +21.8%)."""
    return asyncio.run(call_results(("get_quarterly_results", "SK하이닉스", 2024, 3), home))


# --- "A vs B" when the answer names one of the tools' two companies: the second is the other one -------------

_PAIR = "2023년도 네이버 우위 ✅\n• 매출: *9.67조* vs *{second}*\n• 영업이익: *1.49조* vs *4,609억*"


def test_the_second_of_a_vs_run_is_the_other_company(internet: list[str]) -> None:
    assert flagged(_PAIR.format(second="7.56조"), internet, "작년엔?") == []


def test_the_named_companys_value_second_in_a_vs_run_is_flagged(internet: list[str]) -> None:
    assert flagged(_PAIR.format(second="9.67조"), internet, "작년엔?") == ["9.67조"]


# --- a run in a sentence naming no account pairs with the accounts the lines before listed, in order --------

_LISTED_BEFORE = "*1~3Q 누적* (연결)\n• 매출 *225.08조*\n• 영업이익 *26.23조*\n상반기({first} / {second})에 3Q를 더한 값이에요"


def test_a_run_with_no_account_in_its_sentence_takes_the_accounts_listed_before(
    samsung_q3_only: list[str],
) -> None:
    assert (
        flagged(_LISTED_BEFORE.format(first="145.98조", second="17.05조"), samsung_q3_only, "누적은?") == []
    )


def test_a_run_with_no_account_in_its_sentence_swapped_is_flagged(samsung_q3_only: list[str]) -> None:
    swapped = _LISTED_BEFORE.format(first="17.05조", second="145.98조")
    assert flagged(swapped, samsung_q3_only, "누적은?") == ["17.05조", "145.98조"]


# --- a later quarter against the first half's average quarter ----------------------------------------------

_HALF_AVERAGE = "• 3Q 매출 *17.57조*\n상반기 분기 평균보다 매출이 {rate} 많았어요"


def test_a_quarter_against_the_halfs_average_quarter_holds(hynix_q3_only: list[str]) -> None:
    assert flagged(_HALF_AVERAGE.format(rate="+21.8%"), hynix_q3_only, "하이닉스 3분기") == []


def test_a_quarter_against_the_halfs_average_quarter_of_another_value_is_flagged(
    hynix_q3_only: list[str],
) -> None:
    assert flagged(_HALF_AVERAGE.format(rate="+24.6%"), hynix_q3_only, "하이닉스 3분기") == ["+24.6%"]


@pytest.fixture(scope="module")
def portals_2024(home: Path) -> list[str]:
    """NAVER and 카카오 FY2024 (부채비율 41.4% / 84.8%; 유동비율 153.9% / 126.9%)."""
    return results_of(home, ("NAVER", 2024), ("카카오", 2024))


@pytest.fixture(scope="module")
def hynix_fourth(home: Path) -> list[str]:
    """SK하이닉스 FY2024 and 3Q24 (4Q24 = FY − 1~3Q: 영업이익 8.08조, 매출 19.77조; 1~3Q 15.38조, 46.43조)."""
    call = ("get_quarterly_results", "SK하이닉스", 2024, 3)
    return [*results_of(home, ("SK하이닉스", 2024)), *asyncio.run(call_results(call, home))]


# --- "A 우위: X vs Y" in a sentence naming one of the tools' two companies: the second is the other's --------

_ONE_NAMED = "재무안정성은 NAVER 우위: 부채비율 41.4% vs {debt}, 유동비율 153.9% vs 126.9%."


def test_a_vs_run_after_one_named_company_sets_the_other_second(portals_2024: list[str]) -> None:
    assert flagged(_ONE_NAMED.format(debt="84.8%"), portals_2024, "네이버랑 카카오 부채비율 비교 (24)") == []


def test_the_named_companys_value_twice_in_a_vs_run_is_flagged(portals_2024: list[str]) -> None:
    assert flagged(_ONE_NAMED.format(debt="41.4%"), portals_2024, "네이버랑 카카오 부채비율 비교 (24)") == [
        "41.4%"
    ]


# --- a figure its own quarter labels after the words of a year to date is that quarter's --------------------

_LABELLED = "네. FY24 연간 − 1~3Q24 누적으로 보면 4Q24 영업이익은 {op}, 매출은 19.77조원입니다."


def test_a_quarter_labelled_after_the_year_to_date_words_is_its_own(hynix_fourth: list[str]) -> None:
    assert flagged(_LABELLED.format(op="8.08조원"), hynix_fourth, "하이닉스 4분기 24 역산") == []


def test_the_year_to_date_value_under_the_quarters_label_is_flagged(hynix_fourth: list[str]) -> None:
    assert flagged(_LABELLED.format(op="15.38조원"), hynix_fourth, "하이닉스 4분기 24 역산") == ["15.38조원"]


@pytest.fixture(scope="module")
def samsung_2023_both(home: Path) -> list[str]:
    """삼성전자 FY2023 (별도: 영업손실 11.53조, 순이익 25.40조; 연결 영업이익 6.57조, 순이익 15.49조)."""
    return results_of(home, ("삼성전자", 2023))


# --- a connective ending (-인데) closes a clause: a loss word before it is not the next clause's sign ---------

_CONNECTIVE = "별도는 영업적자인데 순이익은 {ni} — 자회사 배당 등 영업외 이익 영향입니다."


def test_a_loss_word_before_a_connective_ending_is_not_the_next_clauses(samsung_2023_both: list[str]) -> None:
    assert flagged(_CONNECTIVE.format(ni="25.40조원"), samsung_2023_both, "삼성 23년 별도 영업적자") == []


def test_the_next_clauses_figure_with_its_own_wrong_sign_is_flagged(samsung_2023_both: list[str]) -> None:
    wrong = _CONNECTIVE.format(ni="−25.40조원")
    assert flagged(wrong, samsung_2023_both, "삼성 23년 별도 영업적자") == ["−25.40조원"]


# --- the end of an arrow from a held amount by the rate its sentence states ---------------------------------

_ARROW_END = "**FY22 영업이익 43.38조원 → FY23 6.57조원**\n- 영업이익: 84.9% 감소 (43조 3,766억 → {end})"


def test_the_end_of_an_arrow_by_its_stated_rate_holds(samsung_2023_both: list[str]) -> None:
    assert flagged(_ARROW_END.format(end="6조 5,670억"), samsung_2023_both, "삼전 22년 23이랑 같이") == []


def test_an_arrows_end_the_rate_does_not_give_is_flagged(samsung_2023_both: list[str]) -> None:
    wrong = _ARROW_END.format(end="6조 5,760억")
    assert flagged(wrong, samsung_2023_both, "삼전 22년 23이랑 같이") == ["6조 5,760억"]


@pytest.fixture(scope="module")
def hyundai_q3(home: Path) -> list[str]:
    """현대자동차 FY2023 and 3Q24 (자본 FY23 말 101.81조 → 3Q24 말 111.51조: +9.5%; 부채 180.65조 → 194.57조: +7.7%)."""
    call = ("get_quarterly_results", "현대자동차", 2024, 3)
    return [*results_of(home, ("현대자동차", 2023)), *asyncio.run(call_results(call, home))]


# --- a balance's change from the year end to a quarter's end of the year after -----------------------------

_SINCE = "3Q24 말 현대자동차 연결 부채비율은 FY23 말보다 낮아졌습니다. 증가율은 자본({equity})이 부채(+7.7%)보다 높았습니다."


def test_a_balances_change_from_the_year_end_to_a_quarters_end_holds(hyundai_q3: list[str]) -> None:
    assert flagged(_SINCE.format(equity="+9.5%"), hyundai_q3, "현대차 9M24 BS 기준 부채비율?") == []


def test_a_balances_change_of_another_value_is_flagged(hyundai_q3: list[str]) -> None:
    assert flagged(_SINCE.format(equity="+8.5%"), hyundai_q3, "현대차 9M24 BS 기준 부채비율?") == ["+8.5%"]


@pytest.fixture(scope="module")
def samsung_q3_2024(home: Path) -> list[str]:
    """삼성전자 3Q24 (영업이익 9.18조, 세전이익 10.32조: 영업외 1.14조)."""
    return asyncio.run(call_results(("get_quarterly_results", "삼성전자", 2024, 3), home))


@pytest.fixture(scope="module")
def naver_q3(home: Path) -> list[str]:
    """NAVER 3Q24 (OPM 3Q 19.34%, 1~3Q 18.30%: +104bp)."""
    return asyncio.run(call_results(("get_quarterly_results", "NAVER", 2024, 3), home))


# --- 영업외 is what came in below the operating line (세전이익 − 영업이익) ------------------------------------------

_BELOW = "3Q24 삼성전자 순이익 10.10조원 > 영업이익 9.18조원 — 영업외에서 {gap}이 더해졌기 때문입니다."


def test_what_came_in_below_the_operating_line_is_the_non_operating_result(
    samsung_q3_2024: list[str],
) -> None:
    assert flagged(_BELOW.format(gap="1.14조원"), samsung_q3_2024, "삼전 3Q24 순이익이 더 큰 이유") == []


def test_a_non_operating_result_of_another_value_is_flagged(samsung_q3_2024: list[str]) -> None:
    wrong = _BELOW.format(gap="1.41조원")
    assert flagged(wrong, samsung_q3_2024, "삼전 3Q24 순이익이 더 큰 이유") == ["1.41조원"]


# --- a quarter's ratio against the year to date's through it, in points --------------------------------------

_TO_DATE = "NAVER 3Q24 OPM 19.34%, 1~3Q 누적 18.30%.\n3Q OPM이 누적 대비 {bp}."


def test_a_quarters_margin_against_the_year_to_dates_holds(naver_q3: list[str]) -> None:
    assert flagged(_TO_DATE.format(bp="+104bp"), naver_q3, "NAVER 3Q24 비용 구조") == []


def test_a_quarters_margin_against_the_year_to_date_of_another_value_is_flagged(naver_q3: list[str]) -> None:
    assert flagged(_TO_DATE.format(bp="+140bp"), naver_q3, "NAVER 3Q24 비용 구조") == ["+140bp"]
