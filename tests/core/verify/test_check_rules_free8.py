"""General mechanisms of the figure checker from the round on free-tune4 (issue #22): confidence tiers (a
figure is contradicted only by what its own words say it is), bounds checked as inequalities, per-unit
illustrations of a ratio, and arithmetic on figures whose periods their own readings found. For each, a
right figure passes and the same construct with a wrong figure is still flagged. Tool results are the
real sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results
from tests.core.verify.flags import flagged, results_of


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (2023 순손실 9.14조, 2024 순이익 19.80조; 부채비율 62.2%, 유동비율 169.3%)."""
    return results_of(home, ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def chips(home: Path) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (순이익률 11.5% / 29.9%, ROE 9.0% / 31.1%)."""
    return results_of(home, ("삼성전자", 2024), ("SK하이닉스", 2024))


@pytest.fixture(scope="module")
def chips_2023(home: Path) -> list[str]:
    """삼성전자 and SK하이닉스 FY2023 (영업이익 2021 51.63조 / 12.41조, 2022 43.38조 / 6.81조)."""
    return results_of(home, ("삼성전자", 2023), ("SK하이닉스", 2023))


@pytest.fixture(scope="module")
def hyundai_hynix(home: Path) -> list[str]:
    """현대자동차 and SK하이닉스 FY2024 (자본총계 120.28조 / 73.92조)."""
    return results_of(home, ("현대자동차", 2024), ("SK하이닉스", 2024))


# --- a tag right after a figure governs it (core/verify/tiers.py, governing.py) ----------------------------

_TAGGED_YEAR = "당기순이익 역시 {loss}조원 적자(2023년)에서 19.80조원 흑자로 전환했습니다."


def test_a_year_in_a_tag_after_the_figure_is_its_year(hynix: list[str]) -> None:
    query = "SK하이닉스 작년(2024년) 실적 정리"
    assert flagged(_TAGGED_YEAR.format(loss="9.14"), hynix, query) == []
    assert flagged(_TAGGED_YEAR.format(loss="7.73"), hynix, query) == ["7.73조원"]


_TAGGED_COMPANY = "순이익률은 {first}(삼성전자) 대 {second}(SK하이닉스)로 격차가 컸습니다."


def test_a_company_in_a_tag_after_the_figure_is_its_company(chips: list[str]) -> None:
    query = "2024년 삼성전자랑 SK하이닉스 비교"
    assert flagged(_TAGGED_COMPANY.format(first="11.5%", second="29.9%"), chips, query) == []
    # the two swapped, or one company's twice: each tag names whose figure it is
    assert flagged(_TAGGED_COMPANY.format(first="29.9%", second="11.5%"), chips, query) == ["29.9%", "11.5%"]
    assert flagged(_TAGGED_COMPANY.format(first="11.5%", second="11.5%"), chips, query) == ["11.5%"]


# --- a company named as a comparison's base governs nothing -------------------------------------------------

_BASE = (
    "현대차는 순이익률이 7.5%로 훨씬 낮습니다. 자본총계 규모도 {equity}으로 SK하이닉스(73.92조원)보다 커서, "
    "같은 이익이라도 ROE는 낮게 나옵니다."
)


def test_a_company_named_as_a_base_is_not_the_figures(hyundai_hynix: list[str]) -> None:
    query = "ROE로 보면 현대차랑 SK하이닉스 중 어디가 더 효율적이야? 2024년 기준"
    assert flagged(_BASE.format(equity="120.28조원"), hyundai_hynix, query) == []
    assert flagged(_BASE.format(equity="130.28조원"), hyundai_hynix, query) == ["130.28조원"]


# --- a run of figures over the years its labels, tags or sentence name (governing.run_year) -----------------

_ARROW_ROW = "| | 삼성전자 | SK하이닉스 |\n|---|---:|---:|\n| 영업이익 FY21 → FY22 | {first} → {second} | 12.4조 → 6.8조 |"


def test_a_row_of_an_arrow_of_years_runs_its_cells_arrows(chips_2023: list[str]) -> None:
    query = "2022년에 삼성전자랑 하이닉스 이익 감소폭 비교"
    assert flagged(_ARROW_ROW.format(first="51.6조", second="43.4조"), chips_2023, query) == []
    # the two years swapped, or the other company's
    assert flagged(_ARROW_ROW.format(first="43.4조", second="51.6조"), chips_2023, query) == [
        "43.4조",
        "51.6조",
    ]
    assert flagged(_ARROW_ROW.format(first="12.4조", second="43.4조"), chips_2023, query) == ["12.4조"]


_LIST_OF_YEARS = "별도 영업이익률도 1.2%(2021년)에서 {second}, {third}, 8.3%(2024년)로 움직였습니다."


def test_a_list_between_two_tagged_years_runs_over_the_years_between(home: Path) -> None:
    hyundai = results_of(home, ("현대자동차", 2023), ("현대자동차", 2024))
    query = "현대차 별도 기준 영업이익 추이도 연결이랑 비슷해?"
    assert flagged(_LIST_OF_YEARS.format(second="4.3%", third="8.5%"), hyundai, query) == []
    assert flagged(_LIST_OF_YEARS.format(second="8.5%", third="4.3%"), hyundai, query) == ["8.5%", "4.3%"]


_CHAIN_AFTER_SPAN = (
    "**부채비율**은 39.9%(2021년)에서 26.4%(2022년)로 크게 내려왔습니다. 부채총계가 121.72조원에서 {end}으로 "
    "{rate} 줄어든 결과입니다."
)


def test_a_chain_after_a_sentence_of_two_years_runs_over_them(home: Path) -> None:
    samsung = results_of(home, ("삼성전자", 2023), ("삼성전자", 2024))
    query = "삼성전자 유동성이나 부채 쪽은 최근 몇 년 어떻게 변했나요?"
    assert flagged(_CHAIN_AFTER_SPAN.format(end="93.67조원", rate="23.0%"), samsung, query) == []
    # 2023's 부채총계 (92.23조) is not the end of a change from 2021 to 2022
    assert flagged(_CHAIN_AFTER_SPAN.format(end="92.23조원", rate="24.2%"), samsung, query) == [
        "92.23조원",
        "24.2%",
    ]


# --- a chain's start with no year of its own: its amounts' readings give the years (core/verify/nearby.py) --

_GROWTH = (
    "2021년부터 2024년까지 3년을 놓고 보면, 매출과 이익 모두 NAVER가 더 빨리 성장했습니다(연결 기준).\n\n"
    "매출액은 NAVER가 6.82조원에서 10.74조원으로 {total} 늘어 연평균 {cagr} 성장했고, 카카오는 5.91조원에서 "
    "7.87조원으로 33.2% 늘어 연평균 10.0% 성장했습니다."
)


def test_a_change_between_two_stated_amounts_of_years_their_readings_found(home: Path) -> None:
    both = results_of(home, ("NAVER", 2023), ("NAVER", 2024), ("카카오", 2023), ("카카오", 2024))
    query = "2021년 이후 네이버랑 카카오 중 어디가 더 빨리 컸어?"
    assert flagged(_GROWTH.format(total="57.5%", cagr="16.3%"), both, query) == []
    assert flagged(_GROWTH.format(total="47.5%", cagr="16.3%"), both, query) == ["47.5%"]
    assert flagged(_GROWTH.format(total="57.5%", cagr="19.3%"), both, query) == ["19.3%"]


# --- "+97조 2,921억 원": an amount signed "+" states a change (core/verify/nearby.py) ------------------------

_SIGNED = (
    "| 연도 | 자본총계 |\n|---|---:|\n| 2021 | 304조 8,999억 원 |\n| 2024 | 402조 1,921억 원 |\n\n"
    "정확히는 {change}, 연평균 9.7% 성장이에요."
)


def test_an_amount_signed_plus_is_a_change(home: Path) -> None:
    samsung = results_of(home, ("삼성전자", 2023), ("삼성전자", 2024))
    query = "삼성전자 자본총계 몇 년 새 얼마나 늘었어?"
    assert flagged(_SIGNED.format(change="+97조 2,921억 원"), samsung, query) == []
    assert flagged(_SIGNED.format(change="+87조 2,921억 원"), samsung, query) == ["+87조 2,921억 원"]


# --- a loss that is the sentence's subject shrinking is the profit rising (core/verify/moves.py) ------------

_LOSS_SUBJECT = (
    "2021년 1.64조 → 2022년 1조 670억 원 → 2023년 **-1.82조** → 2024년 **-1,619억**\n\n"
    "2024년 적자는 2023년의 9% 수준으로, 1년 새 {change} 줄었어요."
)


def test_a_loss_subject_shrinking_is_a_rise(home: Path) -> None:
    kakao = results_of(home, ("카카오", 2023), ("카카오", 2024))
    query = "카카오 순이익 몇 년째 어떻게 돼? 적자 언제부터야"
    assert flagged(_LOSS_SUBJECT.format(change="1조 6,548억 원"), kakao, query) == []
    assert flagged(_LOSS_SUBJECT.format(change="1조 7,548억 원"), kakao, query) == ["1조 7,548억 원"]


# --- a round number with a word of a bound is an inequality (core/verify/bounds.py) ------------------------


def test_a_bound_holds_or_is_flagged(hynix: list[str]) -> None:
    query = "하이닉스 2024년 재무 건전성"
    below = "부채비율은 62.2%로 여전히 {bound} 아래입니다."
    assert flagged(below.format(bound="70%"), hynix, query) == []
    assert flagged(below.format(bound="60%"), hynix, query) == ["60%"]
    above = "2024년 영업이익률 {bound} 돌파."
    assert flagged(above.format(bound="30%"), hynix, query) == []
    assert flagged(above.format(bound="40%"), hynix, query) == ["40%"]
    near = "부채비율이 {bound}에 거의 붙었어요."
    assert flagged(near.format(bound="65%"), hynix, query) == []
    assert flagged(near.format(bound="90%"), hynix, query) == ["90%"]
    never = "부채비율이 {bound}를 넘은 적은 없어요."
    assert flagged(never.format(bound="100%"), hynix, query) == []
    assert flagged(never.format(bound="50%"), hynix, query) == ["50%"]


def test_a_bound_of_a_rule_a_group_or_a_change_is_no_claim(hynix: list[str]) -> None:
    query = "하이닉스 2024년 재무 건전성"
    assert flagged("기준: 부채비율 40% 이하 ✅ / 유동비율 200% 이상 ✅", hynix, query) == []
    assert flagged("통상 부채비율 40% 이하면 안정적이라고 봅니다.", hynix, query) == []
    assert flagged("2조원 넘는 영업외 손실은 없었습니다.", hynix, query) == []
    assert flagged("순이익은 19.80조원으로 1년 새 20조원 넘게 늘었습니다.", hynix, query) == []


# --- per-unit illustrations of a ratio (core/verify/perunit.py, written.py) ---------------------------------


def test_an_amount_per_a_round_base_restates_a_ratio(hynix: list[str]) -> None:
    query = "하이닉스 2024년 재무 건전성"
    per_one = "📌 **부채비율 62.2%** — 자본 1원당 부채 {debt} 꼴"
    assert flagged(per_one.format(debt="0.62원"), hynix, query) == []
    assert flagged(per_one.format(debt="0.72원"), hynix, query) == ["0.72원"]
    per_ten = "영업이익률이 35.5%로, 매출 100원 중 {kept}을 영업이익으로 남긴 셈입니다."
    assert flagged(per_ten.format(kept="35.5원"), hynix, query) == []
    assert flagged(per_ten.format(kept="45.5원"), hynix, query) == ["45.5원"]


def test_the_links_after_a_per_unit_amount_are_per_the_same_base(home: Path) -> None:
    kakao = results_of(home, ("카카오", 2023), ("카카오", 2024))
    query = "카카오 비용이 매출보다 빨리 늘고 있는 거야?"
    table = "| | 매출 대비 영업비용 |\n|---|---:|\n| 2021 | 90.1% |\n| 2024 | 94.2% |\n\n"
    chain = table + "매출 1,000원을 벌 때 쓰는 비용이 901원 → {end}으로 늘어난 거예요."
    assert flagged(chain.format(end="942원"), kakao, query) == []
    assert flagged(chain.format(end="962원"), kakao, query) == ["962원"]


# --- a ratio in percent written as a multiple (core/verify/computed.py) ------------------------------------


def test_a_percent_ratio_in_times(hynix: list[str]) -> None:
    query = "하이닉스 연말 재무상태"
    assert flagged("12월 말 부채비율: 62.2% (0.62배), 유동비율 1.7배", hynix, query) == []
    assert flagged("12월 말 부채비율: 62.2% (0.72배)", hynix, query) == ["0.72배"]


# --- a row naming both bases compares them; a chain under a sentence of a share of one basis in the other ---


def test_a_row_of_both_bases_is_a_share_of_one_in_the_other(home: Path) -> None:
    two = results_of(home, ("현대자동차", 2024), ("삼성전자", 2024))
    query = "현대차랑 삼성전자 별도 기준으로 2024년 비교하면?"
    table = "| | 현대차 | 삼성전자 |\n|---|---:|---:|\n| 별도/연결 매출 | {first} | 69.5% |"
    assert flagged(table.format(first="45.1%"), two, query) == []
    assert flagged(table.format(first="55.1%"), two, query) == ["55.1%"]


_SHARE_CHAIN = (
    "본사(별도) 순이익이 연결 순이익에서 차지하는 비율이 빠르게 올라왔어요.\n\n"
    "2021년 11.3% → 2022년 {second} → 2023년 59.8% → 2024년 92.5%"
)


def test_a_chain_under_a_share_of_one_basis_in_the_other(home: Path) -> None:
    hyundai = results_of(home, ("현대자동차", 2023), ("현대자동차", 2024))
    query = "현대차 순이익 중에 본사(별도)가 차지하는 비중 추이"
    assert flagged(_SHARE_CHAIN.format(second="46.4%"), hyundai, query) == []
    assert flagged(_SHARE_CHAIN.format(second="56.4%"), hyundai, query) == ["56.4%"]


def test_an_amount_set_against_a_loss_size_is_a_loss(hynix: list[str]) -> None:
    query = "SK하이닉스 별도 실적도 22~24년 보여줘"
    line = "- FY23 별도 영업적자 4.7조로 연결({loss})보다 적자폭 작음"
    assert flagged(line.format(loss="7.7조"), hynix, query) == []
    assert flagged(line.format(loss="6.7조"), hynix, query) == ["6.7조"]


# --- "6.81조원 흑자에서 7.73조원 적자로": a word of the sign before 에서 and 로 keeps the chain (chains.py) ----------

_SIGNED_CHAIN = (
    "**SK하이닉스**는 매출액이 32.77조원으로 26.6% 줄어 감소율 자체가 삼성전자보다 컸고, 영업이익은 2022년 "
    "{start} 흑자에서 {end} 적자로 돌아섰습니다."
)


def test_a_chain_through_words_of_its_sign(chips_2023: list[str]) -> None:
    query = "2023년 반도체 불황 때 삼성전자와 SK하이닉스 중 어디가 더 타격이 컸나요?"
    assert flagged(_SIGNED_CHAIN.format(start="6.81조원", end="7.73조원"), chips_2023, query) == []
    assert flagged(_SIGNED_CHAIN.format(start="6.81조원", end="6.73조원"), chips_2023, query) == ["6.73조원"]
    # the company the sentence is about, not the one it is set against (삼성전자 2022: 43.38조)
    assert flagged(_SIGNED_CHAIN.format(start="43.38조원", end="7.73조원"), chips_2023, query) == [
        "43.38조원"
    ]


# --- a vs run pairs with the companies a line names before its first figure (tiers._in_order) ---------------

_VERSUS_AFTER_LEAD = (
    "2024년 연결 기준으로 현대차가 NAVER보다 항목에 따라 **6.8~16.3배** 큽니다. 항목별로는:\n\n"
    "- 매출: 175.2조 vs 10.7조 → 16.3배 (NAVER 매출은 현대차의 6.1%)\n"
    "- 순이익: {first} vs {second} → 6.8배"
)


def test_a_versus_run_pairs_with_the_companies_a_line_leads_with(home: Path) -> None:
    two = results_of(home, ("현대자동차", 2024), ("NAVER", 2024))
    query = "현대차랑 네이버 규모 차이 어느 정도야? 2024년"
    assert flagged(_VERSUS_AFTER_LEAD.format(first="13.23조", second="1.93조"), two, query) == []
    assert flagged(_VERSUS_AFTER_LEAD.format(first="1.93조", second="13.23조"), two, query) == [
        "1.93조",
        "13.23조",
    ]


# --- "세전이익이 영업익을 약 8.7조 상회": one named account over another (vocab CHANGE_WORDS) --------------------


def test_one_account_exceeding_another_by_an_amount(home: Path) -> None:
    hyundai = results_of(home, ("현대자동차", 2024))
    query = "현대차 별도 재무제표 2024년 손익 표로 보여줘"
    line = "- (별도) 영업익은 보합권, 세전이익이 영업익을 약 {gap} 상회 → 영업외 수익 확대 추정"
    assert flagged(line.format(gap="8.7조"), hyundai, query) == []
    assert flagged(line.format(gap="9.7조"), hyundai, query) == ["9.7조"]


# --- a quarter's share of the average quarter before it (nearby._one_entity) --------------------------------

_QUARTER_SHARE = (
    "2024년 삼성전자(연결) 연간 영업이익 32.73조원 가운데 4분기가 차지하는 비중은 약 19.8%입니다.\n\n"
    "계산 과정은 이렇습니다. 1~3분기 누적 영업이익이 26.23조원이고, 연간에서 이를 뺀 4분기 영업이익이 6.49조원입니다. 1~3분기의 분기 "
    "평균 영업이익(약 8.74조원)과 비교해도 4분기는 그 {share} 수준에 그쳤습니다."
)


def test_a_quarter_against_the_average_quarter_of_the_year(home: Path) -> None:
    samsung = results_of(home, ("삼성전자", 2024)) + [
        document
        for quarter in (3, 4)
        for document in asyncio.run(call_results(("get_quarterly_results", "삼성전자", 2024, quarter), home))
    ]
    query = "삼성전자 2024년 연간 영업이익 중에 4분기 비중은 얼마나 돼?"
    assert flagged(_QUARTER_SHARE.format(share="74%"), samsung, query) == []
    assert flagged(_QUARTER_SHARE.format(share="84%"), samsung, query) == ["84%"]


# --- what the tiers leave as read: chain links dated by their own marks, a year named as a base ------------


def test_links_dated_by_their_own_years_stay_as_read(home: Path) -> None:
    hynix_2023 = results_of(home, ("SK하이닉스", 2023))
    query = "SK하이닉스 2021년부터 2023년까지 매출이랑 영업이익 흐름"
    line = "SK하이닉스 '21~'23 흐름 정리 (연결)\n\n영업이익: '21 {first} → '22 6.8조 → '23 △7.7조"
    assert flagged(line.format(first="12.4조"), hynix_2023, query) == []
    # 2023's −7.7조 written for 2021 is no reading of the sentence's other years
    assert flagged(line.format(first="−7.7조"), hynix_2023, query) == ["−7.7조"]


def test_a_year_named_as_a_base_does_not_date_the_figure(samsung: list[str]) -> None:
    query = "삼성전자 실적 추이"
    line = "영업이익 최고는 2021년, 최저는 2023년입니다. 2023년 영업이익은 2021년의 {multiple}입니다."
    assert flagged(line.format(multiple="0.13배"), samsung, query) == []
    assert flagged(line.format(multiple="0.15배"), samsung, query) == ["0.15배"]


def test_a_per_unit_amount_restates_its_own_ratio_not_another(home: Path) -> None:
    samsung_2024 = results_of(home, ("삼성전자", 2024))
    query = "삼성전자 2024 실적 요약"
    answer = "- 영업이익률 **10.9%**, 순이익률 **11.5%**\n- 즉, 매출 100원당 약 {kept}을 영업이익으로 남긴 셈이에요."
    assert flagged(answer.format(kept="11원"), samsung_2024, query) == []
    # 11.5% is the net margin: no restatement of 영업이익 per 매출
    assert flagged(answer.format(kept="12원"), samsung_2024, query) == ["12원"]


# --- readings of the round on free-tune4's last flags -------------------------------------------------------


def test_one_basis_less_the_other_named_by_the_parent(home: Path) -> None:
    naver = results_of(home, ("NAVER", 2024))
    query = "네이버 본사 실적이 연결에서 차지하는 비중이 어느 정도야? 24년"
    answer = (
        "연결에서 본사를 뺀 나머지(자회사 등)는 매출 약 {revenue}을 내면서 영업이익은 740억 원 정도만 보탠 셈입니다. "
        "본사 영업이익률이 30.8%로 연결(18.4%)의 {multiple} 가까이 되는 이유이기도 합니다."
    )
    assert flagged(answer.format(revenue="4조 5,568억 원", multiple="1.7배"), naver, query) == []
    assert flagged(answer.format(revenue="5조 5,568억 원", multiple="1.7배"), naver, query) == [
        "5조 5,568억 원"
    ]
    assert flagged(answer.format(revenue="4조 5,568억 원", multiple="2.7배"), naver, query) == ["2.7배"]


def test_a_gap_said_with_more(home: Path) -> None:
    two = results_of(home, ("삼성전자", 2024), ("SK하이닉스", 2024))
    two += [
        document
        for company in ("삼성전자", "SK하이닉스")
        for document in asyncio.run(call_results(("get_quarterly_results", company, 2024, 4), home))
    ]
    query = "4분기 영업이익 삼성이랑 하이닉스 누가 더 많아?"
    table = "| | 삼성전자 | SK하이닉스 |\n|---|---:|---:|\n| 영업이익 | 6.49조 | 8.08조 |\n\n"
    answer = table + "4Q24 영업익은 SK하이닉스가 {gap} 많음."
    assert flagged(answer.format(gap="1조 5,901억원"), two, query) == []
    assert flagged(answer.format(gap="2조 5,901억원"), two, query) == ["2조 5,901억원"]


def test_a_multiple_of_two_rates_stated_above(chips_2023: list[str]) -> None:
    query = "2022년에 삼성전자랑 하이닉스 이익 감소폭 비교"
    table = "| | 삼성전자 | SK하이닉스 |\n|---|---:|---:|\n| 영업이익 YoY | -16.0% | -45.1% |\n\n"
    answer = table + "- 영업익 감소율은 하이닉스가 약 {multiple} 가파름"
    assert flagged(answer.format(multiple="3배"), chips_2023, query) == []
    assert flagged(answer.format(multiple="5배"), chips_2023, query) == ["5배"]


def test_a_little_more_than_a_round_share(hynix: list[str]) -> None:
    query = "하이닉스 2024년 재무 건전성 지표 좀 간단히"
    answer = "📌 **자기자본비율 61.7%** — 자산 119.86조 중 {share} 남짓이 자기자본"
    assert flagged(answer.format(share="60%"), hynix, query) == []
    assert flagged(answer.format(share="50%"), hynix, query) == ["50%"]


def test_a_part_of_an_account_is_what_its_clause_names_after_it(home: Path) -> None:
    two = results_of(home, ("NAVER", 2023), ("카카오", 2023))
    query = "2023년 말 기준 네이버 카카오 재무 안정성은 어디가 나아?"
    answer = "NAVER는 자산의 대부분({part})이 투자 지분 등 비유동자산에 묶여 있는 구조인 것으로 보입니다."
    assert flagged(answer.format(part="28.71조원"), two, query) == []
    assert flagged(answer.format(part="38.71조원"), two, query) == ["38.71조원"]


def test_a_quarter_labelling_another_figure_in_a_tag_is_that_ones(home: Path) -> None:
    naver = results_of(home, ("NAVER", 2024)) + [
        document
        for quarter in (3, 4)
        for document in asyncio.run(call_results(("get_quarterly_results", "NAVER", 2024, quarter), home))
    ]
    query = "네이버 4분기 실적 요약 QoQ로"
    answer = "NAVER 4Q24 Review (연결)\n\n영업익 5,420억(+3.2% QoQ), OPM {margin}(3Q 19.3%)"
    assert flagged(answer.format(margin="18.8%"), naver, query) == []
    assert flagged(answer.format(margin="19.3%"), naver, query) == ["19.3%"]


def test_the_same_period_may_be_the_wider_span_named_before(home: Path) -> None:
    hyundai = results_of(home, ("현대자동차", 2023), ("현대자동차", 2024))
    query = "현대차 영업이익 21년 대비 24년 몇 배야?"
    answer = (
        "2024년 현대차 연결 영업이익(14.24조)은 2021년(6.53조)의 **2.18배**, 두 배가 조금 넘습니다.\n\n"
        "- 고점은 2023년(15조 1,269억 원)이고, 2024년은 그보다 5.9% 낮음\n\n"
        "같은 기간 매출은 {multiple}(연평균 14.6%) 늘었으니, 이익이 매출보다 두 배쯤 빠른 속도로 성장한 셈이에요."
    )
    assert flagged(answer.format(multiple="1.50배"), hyundai, query) == []
    assert flagged(answer.format(multiple="1.80배"), hyundai, query) == ["1.80배"]


def test_a_pair_of_five_as_a_share_of_their_total(home: Path) -> None:
    five = results_of(
        home,
        ("삼성전자", 2024),
        ("SK하이닉스", 2024),
        ("현대자동차", 2024),
        ("NAVER", 2024),
        ("카카오", 2024),
    )
    query = "커버리지 5개사 2024년 영업이익률 순위"
    answer = "- 5개사 합산 영업이익 72.9조원 중 삼성전자·SK하이닉스 2개사 비중 {share}"
    assert flagged(answer.format(share="77%"), five, query) == []
    assert flagged(answer.format(share="67%"), five, query) == ["67%"]


def test_a_gap_between_two_companies_is_between_those_its_sentence_names(home: Path) -> None:
    three = results_of(home, ("카카오", 2023), ("NAVER", 2023), ("현대자동차", 2023))
    query = "카카오 vs 네이버 vs 현대차 23년 비교 간단히"
    answer = "카카오 vs 네이버 vs 현대차 23년 (연결)\nOPM 6.1% vs 15.4% vs 9.3%\n→ OPM은 네이버가 현대차보다 {gap} 높음"
    assert flagged(answer.format(gap="6.1%p"), three, query) == []
    # 9.3%p is NAVER less 카카오: a gap of two others
    assert flagged(answer.format(gap="9.3%p"), three, query) == ["9.3%p"]


def test_a_figure_labelled_year_to_date_after_another_quarters(home: Path) -> None:
    hyundai = results_of(home, ("현대자동차", 2024)) + [
        document
        for quarter in (3, 4)
        for document in asyncio.run(
            call_results(("get_quarterly_results", "현대자동차", 2024, quarter), home)
        )
    ]
    query = "현대차 24년 누적 실적이랑 4분기 기여도"
    answer = (
        "| | 1~3Q 누적 | 4Q24 |\n|---|---:|---:|\n| OPM | 8.9% | 6.1% |\n\n"
        "4Q OPM 6.1%로 누적 평균({margin}) 대비 크게 하회."
    )
    assert flagged(answer.format(margin="8.9%"), hyundai, query) == []
    assert flagged(answer.format(margin="9.9%"), hyundai, query) == ["9.9%"]


def test_a_gap_of_two_rates_of_different_accounts(home: Path) -> None:
    kakao = results_of(home, ("카카오", 2023), ("카카오", 2024))
    query = "카카오 비용이 매출보다 빨리 늘고 있는 거야?"
    table = "| | 매출 YoY | 영업비용 YoY |\n|---|---:|---:|\n| 2023 | +11.2% | +13.9% |\n| 2024 | +4.2% | +4.4% |\n\n"
    answer = table + "다만 2024년엔 두 증가율 격차가 {gap} 수준으로 좁혀졌습니다."
    assert flagged(answer.format(gap="0.3%p"), kakao, query) == []
    # not 0.9%p: 카카오's 총자산부채비율 moved +0.9%p from 2023 (45.0%) to 2024 (45.9%), a reading the sentence allows
    assert flagged(answer.format(gap="1.9%p"), kakao, query) == ["1.9%p"]


def test_a_per_unit_amount_is_a_ratio_not_a_growth(home: Path) -> None:
    hynix_q3 = results_of(home, ("SK하이닉스", 2024)) + [
        document
        for quarter in (3, 4)
        for document in asyncio.run(
            call_results(("get_quarterly_results", "SK하이닉스", 2024, quarter), home)
        )
    ]
    query = "SK하이닉스 2024년 3분기 실적이랑 3분기까지 누적 실적 알려줘"
    answer = "영업이익률이 40.0%로, 매출 10원 중 {kept}을 영업이익으로 남긴 셈입니다."
    assert flagged(answer.format(kept="4원"), hynix_q3, query) == []
    # 50%: no ratio of 매출 and 영업이익 (a growth of 매출 near it is no reading of a share of it)
    assert flagged(answer.format(kept="5원"), hynix_q3, query) == ["5원"]


# --- free-tune5's round (writer I's chat replies) -----------------------------------------------------------


def test_per_unit_amounts_sold_for_and_of_two_subjects(home: Path, hynix: list[str]) -> None:
    query = "하닉 24년 영익이랑 이익률 ㄱㄱ"
    sold = "영업이익률 35.5%예요. 100원 팔아서 {kept} 남긴 셈이에요 😮 (2024년, 연결)"
    assert flagged(sold.format(kept="35원"), hynix, query) == []
    assert flagged(sold.format(kept="45원"), hynix, query) == ["45원"]
    two = results_of(home, ("NAVER", 2023), ("카카오", 2023))
    per = "영업이익률은 네이버 15.4%, 카카오 6.1%예요. 매출 1만 원당 네이버는 1,540원, 카카오는 {kakao} 남긴 셈이에요."
    assert flagged(per.format(kakao="610원"), two, "23년 영업이익률 네이버랑 카카오 비교") == []
    assert flagged(per.format(kakao="710원"), two, "23년 영업이익률 네이버랑 카카오 비교") == ["710원"]


def test_the_rest_of_an_account_is_what_its_clause_names_after_it(home: Path) -> None:
    hyundai = results_of(home, ("현대자동차", 2024))
    answer = "현대자동차 2024년 말 자본총계는 120조 2,759억 원(연결)입니다.\n자산 339조 7,984억 중 나머지 {rest}은 부채고요."
    assert flagged(answer.format(rest="219조 5,225억"), hyundai, "현대차 자본총계 2024") == []
    assert flagged(answer.format(rest="209조 5,225억"), hyundai, "현대차 자본총계 2024") == ["209조 5,225억"]


def test_a_bound_on_a_change(home: Path, hynix: list[str]) -> None:
    samsung = results_of(home, ("삼성전자", 2024))
    grew = "258.9조 → 300.9조로, 1년 새 매출이 {bound} 가까이 불었네요 (연결 기준)."
    assert flagged(grew.format(bound="42조"), samsung, "삼성 매출 24년에 얼마나 늘었음?") == []
    assert flagged(grew.format(bound="52조"), samsung, "삼성 매출 24년에 얼마나 늘었음?") == ["52조"]
    better = "2024년 영업이익 23.5조. 2023년엔 7.7조 적자였으니까 1년 만에 {bound} 넘게 좋아진 거죠 (연결)."
    assert (
        flagged(better.format(bound="31조"), hynix, "하이닉스 작년 영업이익 흑자전환 한거 맞지? 2024") == []
    )
    assert flagged(better.format(bound="35조"), hynix, "하이닉스 작년 영업이익 흑자전환 한거 맞지? 2024") == [
        "35조"
    ]


def test_an_amount_added_and_a_run_said_of_each_account_before(home: Path) -> None:
    naver_2023 = results_of(home, ("NAVER", 2023))
    added = (
        "NAVER 2023년 매출은 9조 6,706억 원으로 전년보다 *17.6%* 늘었어요.\n{gap}이 더 붙은 거예요 (연결)."
    )
    assert flagged(added.format(gap="1조 4,506억"), naver_2023, "네이버 23년 매출 얼마나 컸어?") == []
    assert flagged(added.format(gap="1조 6,506억"), naver_2023, "네이버 23년 매출 얼마나 컸어?") == [
        "1조 6,506억"
    ]
    naver = results_of(home, ("NAVER", 2024))
    each = "NAVER 2024년 (연결)\n• 영업이익률 *18.4%*\n• 순이익률 *18.0%*\n둘 다 2023년({pair})보다 좋아졌어요 📈"
    assert flagged(each.format(pair="15.4%, 10.2%"), naver, "네이버 마진 좀 알려줘 2024") == []
    assert flagged(each.format(pair="10.2%, 15.4%"), naver, "네이버 마진 좀 알려줘 2024") == [
        "10.2%",
        "15.4%",
    ]


def test_a_change_from_the_quarter_before_is_into_the_later_of_two_named(home: Path) -> None:
    samsung = results_of(home, ("삼성전자", 2024)) + [
        document
        for quarter in (3, 4)
        for document in asyncio.run(call_results(("get_quarterly_results", "삼성전자", 2024, quarter), home))
    ]
    query = "삼전 4분기 실적 어땠음? 3분기보다 안좋았다던데"
    answer = "• 4분기 영업이익: *6.5조* (2024년, 연결)\n• 3분기: 9.2조\n직전 분기보다 {fall} 줄었어요."
    assert flagged(answer.format(fall="29.3%"), samsung, query) == []
    assert flagged(answer.format(fall="19.3%"), samsung, query) == ["19.3%"]


def test_a_compound_rate_the_question_asks_for(home: Path) -> None:
    samsung = results_of(home, ("삼성전자", 2024))
    answer = (
        "*{rate}*예요 (2022 → 2024, 연결).\n2022년 302.2조, 2024년 300.9조라 2년 동안 사실상 제자리였어요."
    )
    assert flagged(answer.format(rate="−0.2%"), samsung, "삼성 매출 2년 연평균 성장률") == []
    assert flagged(answer.format(rate="−1.2%"), samsung, "삼성 매출 2년 연평균 성장률") == ["−1.2%"]


def test_the_year_compared_with_ends_a_span_started_before(home: Path) -> None:
    naver = results_of(home, ("NAVER", 2023), ("NAVER", 2024))
    query = "그럼 21년이랑 비교하면? 네이버 영업이익"
    answer = (
        "2021년 NAVER 영업이익은 1조 3,255억이었어요.\n"
        "방금 말씀드린 2024년 1조 9,793억과 비교하면 3년 새 *{rate}* 늘었어요 (연결)."
    )
    assert flagged(answer.format(rate="49.3%"), naver, query) == []
    assert flagged(answer.format(rate="59.3%"), naver, query) == ["59.3%"]


def test_an_arrow_to_a_gap_is_no_chain(home: Path) -> None:
    two = results_of(home, ("NAVER", 2024), ("카카오", 2024))
    query = "덩치는 누가 더 커? 자산 기준 네이버 카카오"
    answer = "NAVER 38조 1,679억 / 카카오 {kakao} → 12조 3,948억 차이"
    assert flagged(answer.format(kakao="25조 7,730억"), two, query) == []
    assert flagged(answer.format(kakao="23조 7,730억"), two, query) != []


def test_a_years_own_rate_is_no_compound_rate_the_question_asks_for(home: Path) -> None:
    samsung = results_of(home, ("삼성전자", 2024))
    answer = "- 연도별 증가율: 2023년 {rate}, 2024년 +12.9%"
    assert flagged(answer.format(rate="+1.7%"), samsung, "삼성전자 자산 규모 연평균 얼마나 커졌어") == []
    assert flagged(answer.format(rate="+1.9%"), samsung, "삼성전자 자산 규모 연평균 얼마나 커졌어") == [
        "+1.9%"
    ]
