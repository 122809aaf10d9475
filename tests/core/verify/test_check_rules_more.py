"""More reading rules of the figure checker (issue #22 item 3, tuned on fresh-tune2): for each, a right
figure passes and its mutated twin — one figure written wrong — is flagged. Tool results are the real
sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.verify.layout import plain_layout
from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged

# --- a framing in running text speaks for its paragraph when the answer names the other basis too -------

_CAVEAT = (
    "삼성전자의 2023년 실적을 보면, 연결 기준 매출 258.94조원입니다.\n\n"
    "당기순이익은 {net}이고, 자본총계는 363.68조원입니다.\n\n"
    "다만, 별도 기준으로 보면 매출은 170.37조원입니다."
)


def test_a_later_paragraphs_framing_is_not_the_answers_basis(samsung: list[str]) -> None:
    assert flagged(_CAVEAT.format(net="15.49조원"), samsung, "삼성전자 2023년 실적") == []
    # 25.40조원 is the 별도 net income: the paragraph names no basis, so the norm (연결) holds
    assert flagged(_CAVEAT.format(net="25.40조원"), samsung, "삼성전자 2023년 실적") == ["25.40조원"]


# --- a change stated after an earlier year's level runs from that year to the answer's ---------------------

_MARGIN_DROP = "삼성전자의 2023년 순이익률은 6.0%입니다. 2022년에는 18.4%였으니 {drop} 떨어진 셈입니다."
_MARGIN_ASIDE = "2023년 영업이익률은 2.5%였습니다. 전년(2022년)의 14.4%와 비교하면 {drop} 하락한 수치입니다."


def test_a_change_after_an_earlier_years_level_ends_in_the_answers_year(samsung: list[str]) -> None:
    query = "삼성전자 2023년 수익성"
    assert flagged(_MARGIN_DROP.format(drop="12.4%p"), samsung, query) == []
    assert flagged(_MARGIN_ASIDE.format(drop="11.8%p"), samsung, query) == []
    assert flagged(_MARGIN_DROP.format(drop="13.4%p"), samsung, query) == ["13.4%p"]
    assert flagged(_MARGIN_ASIDE.format(drop="12.8%p"), samsung, query) == ["12.8%p"]


_OF_YEAR = "2023년 영업이익은 6.57조원으로, 2022년의 약 {share} 수준에 그쳤습니다."


def test_a_share_of_a_named_years_value(samsung: list[str]) -> None:
    # 6.57조원 is 15.1% of 2022's 43.38조원
    assert flagged(_OF_YEAR.format(share="15%"), samsung, "삼성전자 2023년 영업이익") == []
    assert flagged(_OF_YEAR.format(share="25%"), samsung, "삼성전자 2023년 영업이익") == ["25%"]


# --- a table cell's own words come before its column's and row's ----------------------------------------

_NOTES_TABLE = (
    "| 항목 | 2023년 (연결) | 참고 |\n|---|---|---|\n"
    "| 매출액 | 258.94조원 | 전년 {prior}<br>YoY −14.3% |\n"
    "| 영업이익 | 6.57조원 | OPM 2.5%<br>전년 OPM {margin} |\n"
)
_YEAR_COLUMN = "| 항목 | 2023년 |\n|---|---|\n| 영업이익률 | 2.5% (전년 {margin}) |\n"


def test_a_cells_own_year_and_account_are_its_nearest_label(samsung: list[str]) -> None:
    query = "삼성전자 2023년 재무 요약"
    assert flagged(_NOTES_TABLE.format(prior="302.23조원", margin="14.4%"), samsung, query) == []
    assert flagged(_YEAR_COLUMN.format(margin="14.4%"), samsung, query) == []
    # 2021's revenue and margin under "전년" of a 2023 table
    assert flagged(_NOTES_TABLE.format(prior="279.60조원", margin="14.4%"), samsung, query) == ["279.60조원"]
    assert flagged(_NOTES_TABLE.format(prior="302.23조원", margin="18.5%"), samsung, query) == ["18.5%"]
    assert flagged(_YEAR_COLUMN.format(margin="18.5%"), samsung, query) == ["18.5%"]


# --- years written '21 or 22A (actual) / 24E (estimate) ---------------------------------------------------

_ARROWS = "삼성전자 '21~'23 흐름 (연결)\n\n매출: '21 {first} → '22 302.2조 → '23 258.9조\n"
_REVIEW = "(단위: 십억원, 연결)\n\n| | 22A | 23A |\n|---|---:|---:|\n| 매출액 | {first} | 258,935 |\n"


def test_years_written_with_an_apostrophe_or_a_letter(samsung: list[str]) -> None:
    query = "삼성전자 매출 흐름"
    assert flagged(_ARROWS.format(first="279.6조"), samsung, query) == []
    assert flagged(_REVIEW.format(first="302,231"), samsung, query) == []
    # 2021's 별도 revenue, and 2021's revenue under 22A
    assert flagged(_ARROWS.format(first="199.7조"), samsung, query) == ["199.7조"]
    assert flagged(_REVIEW.format(first="279,605"), samsung, query) == ["279,605"]


# --- a table drawn with spaces in a code fence is read as a table ------------------------------------------

_FENCED = (
    "삼성전자 2023년 요약 (연결, 단위: 조원)\n\n```\n"
    "항목              2022      2023      YoY\n"
    "매출액          {prior}    258.94   -14.3%\n"
    "영업이익         43.38      6.57   -84.9%\n```\n"
)


def test_a_fenced_table_of_aligned_columns(samsung: list[str]) -> None:
    query = "삼성전자 2023 숫자만 표로"
    assert flagged(_FENCED.format(prior="302.23"), samsung, query) == []
    # 2021's revenue in the 2022 column
    assert flagged(_FENCED.format(prior="279.60"), samsung, query) == ["279.60"]
    # a fence whose lines make no columns stays text
    assert plain_layout("앞\n```\ndexter ask 삼성전자\n```\n뒤") == "앞\ndexter ask 삼성전자\n뒤"


# --- a total of an amount over years, and its yearly average ------------------------------------------------

_YEARS = (
    "**삼성전자 2021~2023 연도별 실적** (연결)\n\n🔢 3년 누적 영업이익: {total}\n📊 연평균 매출: {mean}\n"
)


def test_a_total_over_years_and_a_yearly_average_of_an_amount(samsung: list[str]) -> None:
    query = "삼성전자 최근 3년 실적"
    # 51.63 + 43.38 + 6.57 조원; (279.60 + 302.23 + 258.94) / 3 조원
    assert flagged(_YEARS.format(total="101.58조원", mean="280.26조원"), samsung, query) == []
    # two years' total under "3년 누적", and a made-up average
    assert flagged(_YEARS.format(total="49.95조원", mean="280.26조원"), samsung, query) == ["49.95조원"]
    assert flagged(_YEARS.format(total="101.58조원", mean="290.26조원"), samsung, query) == ["290.26조원"]


# --- the change from one quarter to the next (QoQ) -----------------------------------------------------------


@pytest.fixture(scope="module")
def samsung_quarters(home: Path) -> list[str]:
    results = asyncio.run(tool_results("삼성전자", 2024, home))
    for quarter in (3, 4):
        results += asyncio.run(call_results(("get_quarterly_results", "삼성전자", 2024, quarter), home))
    return results


_QOQ = "**삼성전자 2024년 분기 실적** (연결)\n\n- 4Q24 매출 QoQ: {revenue}\n- 4Q24 영업이익 QoQ: −29.3%\n"
_QOQ_PROSE = "삼성전자의 2024년 4분기 영업이익은 6.49조원으로, 3분기 9.18조원 대비 {change} 감소했습니다."


def test_a_quarter_on_quarter_change(samsung_quarters: list[str]) -> None:
    query = "삼성전자 2024년 4분기 실적"
    assert flagged(_QOQ.format(revenue="−4.2%"), samsung_quarters, query) == []
    assert flagged(_QOQ_PROSE.format(change="29.3%"), samsung_quarters, query) == []
    # the wrong sign, and a made-up change
    assert flagged(_QOQ.format(revenue="+4.2%"), samsung_quarters, query) == ["+4.2%"]
    assert flagged(_QOQ_PROSE.format(change="19.3%"), samsung_quarters, query) == ["19.3%"]


# --- a loss label belongs to the figure after it ---------------------------------------------------------------

_LOSS_NEXT = "SK하이닉스의 2023년 실적을 보면, 연결 기준 매출 {revenue}에 {label} 7.73조원을 기록했습니다."


def test_a_loss_label_signs_the_figure_after_it_not_the_one_before(home: Path) -> None:
    hynix = asyncio.run(tool_results("SK하이닉스", 2023, home))
    query = "SK하이닉스 2023년 실적"
    assert flagged(_LOSS_NEXT.format(revenue="32.77조원", label="영업손실"), hynix, query) == []
    assert flagged(_LOSS_NEXT.format(revenue="−32.77조원", label="영업손실"), hynix, query) == ["−32.77조원"]
    # the operating result was a loss: without the loss label 7.73조원 is a profit, and wrong
    assert flagged(_LOSS_NEXT.format(revenue="32.77조원", label="영업이익"), hynix, query) == ["7.73조원"]


# --- a table cell may be the difference of amounts its row states before it -------------------------------


@pytest.fixture(scope="module")
def samsung_hynix(home: Path) -> list[str]:
    return asyncio.run(tool_results("삼성전자", 2023, home)) + asyncio.run(
        tool_results("SK하이닉스", 2023, home)
    )


_ROW_GAP = (
    "**삼성전자 vs SK하이닉스 (2023, 연결)**\n\n| 지표 | 삼성전자 | SK하이닉스 | A−B |\n|---|---:|---:|---:|\n"
    "| 매출액 | 258.94조원 | 32.77조원 | {gap} |\n| 영업이익률 | 2.5% | −23.6% | +26.1%p |\n"
)


def test_a_row_cell_may_be_the_difference_of_the_rows_amounts(samsung_hynix: list[str]) -> None:
    query = "삼성전자 SK하이닉스 2023 차이"
    assert flagged(_ROW_GAP.format(gap="+226.17조원"), samsung_hynix, query) == []
    # made up, the wrong way round, or ten times too large
    assert flagged(_ROW_GAP.format(gap="+236.17조원"), samsung_hynix, query) == ["+236.17조원"]
    assert flagged(_ROW_GAP.format(gap="−226.17조원"), samsung_hynix, query) == ["−226.17조원"]
    assert flagged(_ROW_GAP.format(gap="+2,261.7조원"), samsung_hynix, query) == ["+2,261.7조원"]


# --- parallel lists: labels listed together pair in order with as many figures listed together -------------

_ACCOUNTS = "삼성전자 2023년 매출/영업이익/순이익: {figures} (연결)"
_COMPANIES = "2023년 연결 영업이익률(삼성전자/SK하이닉스): {figures}"
_YEARS_LISTED = "삼성전자 연결 영업이익(2022년/2023년): {figures}"
_VERSUS = "삼성 vs 하이닉스 23년 (연결)\n매출 {figures}\n"


def test_parallel_lists_pair_in_order(samsung_hynix: list[str]) -> None:
    query = "삼성전자 SK하이닉스 2023 비교"
    assert flagged(_ACCOUNTS.format(figures="258.9조/6.6조/15.5조"), samsung_hynix, query) == []
    assert flagged(_COMPANIES.format(figures="2.5% / −23.6%"), samsung_hynix, query) == []
    assert flagged(_YEARS_LISTED.format(figures="43.4조원 / 6.6조원"), samsung_hynix, query) == []
    assert flagged(_VERSUS.format(figures="258.9조 vs 32.8조"), samsung_hynix, query) == []
    # the same figures in the wrong order, or one company's figure for both
    assert flagged(_ACCOUNTS.format(figures="6.6조/258.9조/15.5조"), samsung_hynix, query) == [
        "6.6조",
        "258.9조",
    ]
    assert flagged(_COMPANIES.format(figures="−23.6% / 2.5%"), samsung_hynix, query) == ["−23.6%", "2.5%"]
    assert flagged(_YEARS_LISTED.format(figures="6.6조원 / 43.4조원"), samsung_hynix, query) == [
        "6.6조원",
        "43.4조원",
    ]
    assert flagged(_VERSUS.format(figures="32.8조 vs 32.8조"), samsung_hynix, query) == ["32.8조"]


# --- "와 비교하면" makes the year before it a comparison's start ------------------------------------------------

_COMPARED = "SK하이닉스의 2023년 영업이익률은 −23.6%였습니다. 전년(2022년)의 15.3%와 비교하면 {drop} 하락한 수치입니다."


def test_a_year_compared_with_is_the_start_of_the_change(home: Path) -> None:
    hynix = asyncio.run(tool_results("SK하이닉스", 2023, home))
    assert flagged(_COMPARED.format(drop="38.9%p"), hynix, "SK하이닉스 2023년 실적") == []
    # 13.6%p is the 2021→2022 fall, not the one from 2022 to 2023
    assert flagged(_COMPARED.format(drop="13.6%p"), hynix, "SK하이닉스 2023년 실적") == ["13.6%p"]


# --- a nested item with no account speaks of its parent line's --------------------------------------------

_NESTED = (
    "1. **부채비율 25.4%**\n   - 부채총계 92.23조원, 자본총계 363.68조원\n   - 전년(26.4%) 대비 {change}\n"
)


def test_a_nested_item_takes_the_account_of_a_line_above_it(samsung: list[str]) -> None:
    query = "삼성전자 2023년 재무 건전성"
    assert flagged(_NESTED.format(change="1.0%p 개선"), samsung, query) == []
    assert flagged(_NESTED.format(change="2.0%p 개선"), samsung, query) == ["2.0%p"]


# --- better and worse are up or down by what the account is ---------------------------------------------------

_DEBT_MOVE = "2023년 부채비율은 25.4%로 전년 말 대비 1.0%p {word}됐습니다."
_MARGIN_MOVE = "2023년 영업이익률은 2.5%로 전년보다 11.8%p {word}됐습니다."


def test_better_is_down_for_a_debt_ratio_and_up_for_a_margin(samsung: list[str]) -> None:
    query = "삼성전자 2023년 실적"
    assert flagged(_DEBT_MOVE.format(word="개선"), samsung, query) == []
    assert flagged(_MARGIN_MOVE.format(word="악화"), samsung, query) == []
    assert flagged(_DEBT_MOVE.format(word="악화"), samsung, query) == ["1.0%p"]
    assert flagged(_MARGIN_MOVE.format(word="개선"), samsung, query) == ["11.8%p"]


# --- an amount no tool value gives may be the difference of two amounts its sentence states -------------

_TAX = (
    "2023년 법인세차감전순이익은 11.01조원, 당기순이익은 15.49조원으로 법인세 효과로 약 {tax}이 더해졌습니다."
)


def test_an_amount_without_a_tool_value_may_be_a_stated_difference(samsung: list[str]) -> None:
    assert flagged(_TAX.format(tax="4.48조원"), samsung, "삼성전자 2023년 순이익") == []
    assert flagged(_TAX.format(tax="5.48조원"), samsung, "삼성전자 2023년 순이익") == ["5.48조원"]


# --- the value a change comes from, or one tagged as the year before, is of the year before -----------------

_FROM = (
    "**Samsung Electronics FY2024 (consolidated)**\n- Operating profit: KRW 32.73tn, up from KRW {prior}\n"
)
_EARLIER = (
    "**Samsung Electronics FY2024 (consolidated)**\n- Operating margin: 10.9% vs {prior} a year earlier\n"
)
_TAGGED = "삼성전자 2024년 영업이익률은 10.9%, {prior}(전년)입니다."


def test_a_changes_start_and_a_prior_year_tag(home: Path) -> None:
    samsung_2024 = asyncio.run(tool_results("삼성전자", 2024, home))
    query = "Samsung Electronics FY2024 results"
    assert flagged(_FROM.format(prior="6.57tn"), samsung_2024, query) == []
    assert flagged(_EARLIER.format(prior="2.5%"), samsung_2024, query) == []
    assert flagged(_TAGGED.format(prior="2.5%"), samsung_2024, query) == []
    # 2022's values instead of 2023's
    assert flagged(_FROM.format(prior="43.38tn"), samsung_2024, query) == ["43.38tn"]
    assert flagged(_EARLIER.format(prior="14.4%"), samsung_2024, query) == ["14.4%"]
    assert flagged(_TAGGED.format(prior="14.4%"), samsung_2024, query) == ["14.4%"]


# --- 흑자 is the sign of a level, not a move --------------------------------------------------------------------

_TURN = (
    "**카카오 손익 흐름 (2022 → 2023, 연결)**\n\n| 항목 | 2022 | 2023 | 판정 |\n|---|---|---|---|\n"
    "| 세전손익 | 흑자 {prior} | 적자 1.65조원 | 적자전환 |\n"
)


def test_a_profit_word_signs_a_level(home: Path) -> None:
    kakao = asyncio.run(tool_results("카카오", 2023, home))
    assert flagged(_TURN.format(prior="1.27조원"), kakao, "카카오 2023년 흑자야 적자야?") == []
    # 1.87조원 is the 별도 figure: no account's change between years stands in for it
    assert flagged(_TURN.format(prior="1.87조원"), kakao, "카카오 2023년 흑자야 적자야?") == ["1.87조원"]


# --- a share column: a row's amount over another row's, or its own (100%) -----------------------------------

_MIX = (
    "**삼성전자 재무상태 (2023년 말, 연결)**\n\n| 항목 | 금액 | 비중 |\n|---|---:|---:|\n"
    "| 자산총계 | 455.9조원 | {total} |\n| 부채총계 | 92.2조원 | {debt} |\n| 자본총계 | 363.7조원 | 79.8% |\n"
)
_OF_SALES = "| 항목 | 금액(조원) | 매출 대비 |\n|---|---:|---:|\n| 매출액 | 258.94 | 100.0% |\n| 영업이익 | 6.57 | {margin} |\n"


def test_a_share_column_is_of_another_rows_amount(samsung: list[str]) -> None:
    query = "삼성전자 2023년 재무상태"
    assert flagged(_MIX.format(total="100%", debt="20.2%"), samsung, query) == []
    assert flagged(_OF_SALES.format(margin="2.5%"), samsung, query) == []
    assert flagged(_MIX.format(total="100%", debt="22.2%"), samsung, query) == ["22.2%"]
    assert flagged(_OF_SALES.format(margin="3.5%"), samsung, query) == ["3.5%"]


# --- a table's declared unit is the scale of its bare amounts --------------------------------------------------

_BILLIONS = "(단위: 십억원, 연결)\n\n| | 22A | 23A |\n|---|---:|---:|\n| 매출액 | 302,231 | {revenue} |\n"
_BILLIONS_EN = "Samsung Electronics consolidated results (in KRW billion)\n\n| Item | FY2023 |\n|---|---:|\n| Operating profit | {profit} |\n"


def test_bare_amounts_are_read_at_their_tables_declared_unit(samsung: list[str]) -> None:
    assert flagged(_BILLIONS.format(revenue="258,935"), samsung, "삼성전자 2023 리뷰") == []
    assert flagged(_BILLIONS_EN.format(profit="6,567.0"), samsung, "Samsung FY2023") == []
    # ten times too large: 2,589,350 십억원 is no 억원 figure either
    assert flagged(_BILLIONS.format(revenue="2,589,350"), samsung, "삼성전자 2023 리뷰") == ["2,589,350"]
    assert flagged(_BILLIONS_EN.format(profit="65,670"), samsung, "Samsung FY2023") == ["65,670"]


# --- "전 분기" is the quarter before, not the year before ------------------------------------------------------

_PREVIOUS_QUARTER = (
    "삼성전자 2024년 4분기 매출은 75.79조원으로 전 분기({revenue}) 대비 4.2% 감소했습니다. "
    "영업이익은 6.49조원으로 직전 분기 {profit}보다 2.69조원 줄었습니다."
)


def test_the_quarter_before(samsung_quarters: list[str]) -> None:
    query = "삼성전자 2024년 4분기 실적"
    assert (
        flagged(_PREVIOUS_QUARTER.format(revenue="79.10조원", profit="9.18조원"), samsung_quarters, query)
        == []
    )
    # a made-up previous quarter, and 2023's yearly revenue (what "전 분기" read as "전년" let pass)
    wrong = _PREVIOUS_QUARTER.format(revenue="79.10조원", profit="8.18조원")
    assert flagged(wrong, samsung_quarters, query) == ["8.18조원"]
    wrong = _PREVIOUS_QUARTER.format(revenue="258.94조원", profit="9.18조원")
    assert flagged(wrong, samsung_quarters, query) == ["258.94조원"]


# --- bare numbers beside a ratio are its inputs; a share in the sentence after a total is of that total ------

_WORKED = "2023년 영업이익률(OPM): 2.5% (= {top} ÷ 258.94)"
_SHARE_AFTER = (
    "2023년 삼성전자(258.9조원)와 SK하이닉스(32.8조원)의 매출 합계는 291.7조원입니다. "
    "이 가운데 삼성전자 비중은 {share}입니다."
)


def test_ratio_inputs_and_a_share_of_a_total_stated_before(samsung_hynix: list[str]) -> None:
    query = "삼성전자 SK하이닉스 2023년"
    assert flagged(_WORKED.format(top="6.57"), samsung_hynix, "삼성전자 2023년 수익성") == []
    assert flagged(_SHARE_AFTER.format(share="88.8%"), samsung_hynix, query) == []
    assert flagged(_WORKED.format(top="7.57"), samsung_hynix, "삼성전자 2023년 수익성") == ["7.57"]
    assert flagged(_SHARE_AFTER.format(share="78.8%"), samsung_hynix, query) == ["78.8%"]


# --- a later quarter less an earlier one; a sign that disagrees with the word after it ---------------------------

_QUARTER_LEVEL = "삼성전자 2024년 4분기 매출은 {revenue}으로 전 분기(79.10조원) 대비 4.2% 감소했습니다."
_HIGHER = "2023년 영업이익률은 삼성전자가 SK하이닉스보다 {gap} 높습니다. 삼성전자 매출 성장률은 −14.3%입니다."


def test_quarter_differences_run_forward_and_signs_agree_with_their_words(
    samsung_quarters: list[str], samsung_hynix: list[str]
) -> None:
    assert flagged(_QUARTER_LEVEL.format(revenue="75.79조원"), samsung_quarters, "삼성전자 4분기") == []
    assert flagged(_HIGHER.format(gap="26.1%p"), samsung_hynix, "삼성전자 SK하이닉스 2023") == []
    # a negative revenue is no 누적 less 누적 the wrong way round; "−26.1%p 높습니다" says two things
    assert flagged(_QUARTER_LEVEL.format(revenue="−75.79조원"), samsung_quarters, "삼성전자 4분기") == [
        "−75.79조원"
    ]
    assert flagged(_HIGHER.format(gap="−26.1%p"), samsung_hynix, "삼성전자 SK하이닉스 2023") == ["−26.1%p"]


# --- a ratio is of one period's values: three months with three months, a year with a year -----------------------

_QUARTER_MARGINS = "삼성전자 2024년 4분기 영업이익률은 8.6%로 3분기 11.6%보다 {gap} 낮습니다."


def test_ratios_do_not_mix_a_quarter_with_the_year_or_its_year_to_date(samsung_quarters: list[str]) -> None:
    assert flagged(_QUARTER_MARGINS.format(gap="3.0%p"), samsung_quarters, "삼성전자 4분기") == []
    # 30.5%p was 41.4% (the year's operating profit over 3분기 revenue) less 11.6%
    assert flagged(_QUARTER_MARGINS.format(gap="30.5%p"), samsung_quarters, "삼성전자 4분기") == ["30.5%p"]


_COLUMN_UNITS = (
    "삼성전자 연결 실적 추이\n\n| 연도 | 매출(조원) | 영업이익(조원) |\n|---|---:|---:|\n"
    "| 2022 | 302.2 | 43.4 |\n| 2023 | 258.9 | {profit} |\n"
)


def test_a_columns_unit_is_the_scale_of_its_bare_amounts(samsung: list[str]) -> None:
    assert flagged(_COLUMN_UNITS.format(profit="6.6"), samsung, "삼성전자 실적 추이") == []
    # 66 조원 is ten times the 2023 operating profit (and no 억원 reading rescues it)
    assert flagged(_COLUMN_UNITS.format(profit="66"), samsung, "삼성전자 실적 추이") == ["66"]
