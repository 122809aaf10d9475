"""Reading rules of the figure checker tuned on free-tune, answers written freely as a model writes them
(issue #22 item 3): for each, a right figure passes and the same sentence with a wrong figure is flagged.
Tool results are the real sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged as flagged_for


def flagged(answer: str, results: list[str], query: str = "삼성전자 2023년 실적") -> list[str]:
    return flagged_for(answer, results, query)


# --- a year that starts a comparison is the year of its own figure only -----------------------------------

_START = (
    "2022년(43.38조원)보다 84.9% 줄었고, 매출 {revenue} 대비 영업이익률은 2.5%로 전년 14.4%에서 내려왔습니다."
)


def test_a_start_year_is_only_its_own_figures(samsung: list[str]) -> None:
    assert flagged(_START.format(revenue="258.94조원"), samsung) == []
    assert flagged(_START.format(revenue="302.23조원"), samsung) == ["302.23조원"]


# --- a chain of arrows runs one year a step back from its last figure ----------------------------------------

_CHAIN = "영업이익은 {first} → 43.38조원 → 6.57조원으로 줄었습니다."


def test_each_step_of_a_chain_is_a_year_earlier(samsung: list[str]) -> None:
    assert flagged(_CHAIN.format(first="51.63조원"), samsung) == []
    assert flagged(_CHAIN.format(first="43.38조원"), samsung) == ["43.38조원"]


# --- a heading of compound growth rates makes the figures under it CAGRs --------------------------------------

_CAGR = "**2021→2023년 매출 연평균 성장률(CAGR, 연결)**\n\n- 삼성전자 {cagr}"


def test_a_cagr_heading_speaks_for_the_list_under_it(samsung: list[str]) -> None:
    assert flagged(_CAGR.format(cagr="-3.8%"), samsung) == []
    assert flagged(_CAGR.format(cagr="-4.8%"), samsung) == ["-4.8%"]


# --- a figure whose sentence and paragraph name no account may be of the one the question asks about ----------

_ASKED = (
    "2023년 말 삼성전자 이익잉여금은 346.65조원입니다.\n\n"
    "자본총계 363.68조원의 대부분으로, 그만큼 자본 대부분이 벌어서 쌓아둔 이익입니다. "
    "2022년 말(337.95조원)보다 약 {gap} 늘었습니다."
)


def test_the_question_names_the_account_of_a_bare_figure(samsung: list[str]) -> None:
    query = "삼성전자 이익잉여금 얼마나 쌓여있어"
    assert flagged(_ASKED.format(gap="8.7조원"), samsung, query) == []
    assert flagged(_ASKED.format(gap="9.7조원"), samsung, query) == ["9.7조원"]


# --- "더 많다" states a gap ------------------------------------------------------------------------------------

_MORE = "- SK하이닉스 영업이익: 23.5조원\n- 현대자동차 영업이익: 14.2조원\n\n하이닉스가 약 {gap} 더 많습니다."


@pytest.fixture(scope="module")
def hynix_hyundai(home: Path) -> list[str]:
    """SK하이닉스 and 현대자동차 FY2024, one after the other."""
    return [
        *asyncio.run(tool_results("SK하이닉스", 2024, home)),
        *asyncio.run(tool_results("현대자동차", 2024, home)),
    ]


def test_more_than_states_a_gap(hynix_hyundai: list[str]) -> None:
    query = "하이닉스가 현대차보다 영업이익 많이 벌었어?"
    assert flagged(_MORE.format(gap="9.2조원"), hynix_hyundai, query) == []
    assert flagged(_MORE.format(gap="10.2조원"), hynix_hyundai, query) == ["10.2조원"]


# --- a loss label right before its figure's parenthesis is that figure's sign, not the one before ------------

_LOSS_LABEL = "**순이익 {net}**으로 역시 전년 순손실(9.14조원)에서 흑자로 돌아섰습니다."


def test_a_loss_label_before_a_parenthesis_labels_its_figure(hynix_hyundai: list[str]) -> None:
    query = "하이닉스 2024 실적 요약해줘"
    assert flagged(_LOSS_LABEL.format(net="19.80조원"), hynix_hyundai, query) == []
    assert flagged(_LOSS_LABEL.format(net="17.80조원"), hynix_hyundai, query) == ["17.80조원"]


# --- a profit's loss spelled as its label: "법인세차감전순손실" ----------------------------------------------------

_PRETAX_LOSS = "- 2023년 법인세차감전순손실: {loss}"


def test_a_pretax_loss_is_the_pretax_income(hynix_hyundai: list[str]) -> None:
    query = "SK하이닉스 2023년 적자 얼마나 났어?"
    assert flagged(_PRETAX_LOSS.format(loss="11조 6,578억원"), hynix_hyundai, query) == []
    assert flagged(_PRETAX_LOSS.format(loss="9조 1,375억원"), hynix_hyundai, query) == ["9조 1,375억원"]


# --- "1년 전" is the year before ------------------------------------------------------------------------------

_YEAR_AGO = "자산총계는 2023년 말 455.91조원으로, 1년 전({prior})보다 늘었습니다."


def test_a_year_ago_is_the_year_before(samsung: list[str]) -> None:
    assert flagged(_YEAR_AGO.format(prior="448.42조원"), samsung) == []
    assert flagged(_YEAR_AGO.format(prior="426.62조원"), samsung) == ["426.62조원"]


# --- a round benchmark compared against with an adverb ("100%를 크게 넘어") ------------------------------------

_BENCHMARK = "유동비율은 258.8%로 {bar}를 크게 넘어 단기 지급능력에는 문제가 없습니다."


def test_a_benchmark_with_an_adverb_is_no_claim(samsung: list[str]) -> None:
    assert flagged(_BENCHMARK.format(bar="100%"), samsung) == []
    assert flagged(_BENCHMARK.format(bar="137.5%"), samsung) == ["137.5%"]


# --- a code-fenced table whose header leaves the row labels' column blank --------------------------------------

_FENCED = "연결 당기순이익 (단위: 조원)\n\n```\n            2022    2023\n삼성전자    55.7    {net}\n```"


def test_a_fenced_header_with_a_blank_corner(samsung: list[str]) -> None:
    assert flagged(_FENCED.format(net="15.5"), samsung) == []
    assert flagged(_FENCED.format(net="16.5"), samsung) == ["16.5"]


# --- what the income statement's identities give where no tool does: 법인세 등, 영업외 손익 -------------------------

_TAX = "법인세차감전순이익은 11.01조원으로, 세금 등으로 약 {tax}이 빠지고 더해진 뒤의 순이익입니다."
_NON_OPERATING = "영업이익과 세전이익 사이에 약 **{gap}**의 영업외 이익이 있습니다."


def test_tax_is_pretax_less_net_income(samsung: list[str]) -> None:
    assert flagged(_TAX.format(tax="4.48조원"), samsung) == []
    assert flagged(_TAX.format(tax="5.48조원"), samsung) == ["5.48조원"]


def test_non_operating_is_pretax_less_operating_income(samsung: list[str]) -> None:
    assert flagged(_NON_OPERATING.format(gap="4.44조원"), samsung) == []
    assert flagged(_NON_OPERATING.format(gap="5.44조원"), samsung) == ["5.44조원"]


# --- a parenthesis right after a figure that names its account: "약 3.1조원(법인세 등)" --------------------------

_NAMING = "3. 당기순이익 15.49조원 — 세전이익에서 약 {tax}(법인세 등)이 조정됨"


def test_a_parenthesis_names_the_figure_before_it(samsung: list[str]) -> None:
    assert flagged(_NAMING.format(tax="4.48조원"), samsung) == []
    assert flagged(_NAMING.format(tax="5.48조원"), samsung) == ["5.48조원"]


# --- "이익률" on its own is the margin of the profit named before it ------------------------------------------------

_BARE_MARGIN = "전년(2022년)엔 영업이익 43.4조원, 이익률 {margin}였으니 업황 악화로 수익성이 꺾였습니다."


def test_a_bare_margin_is_the_margin_of_the_profit_before_it(samsung: list[str]) -> None:
    assert flagged(_BARE_MARGIN.format(margin="14.4%"), samsung) == []
    assert flagged(_BARE_MARGIN.format(margin="15.4%"), samsung) == ["15.4%"]


# --- the start of "2023년 53.7%에서 2024년 7.8%로" is a change ending in its own year ------------------------------

_OWN_START = "매출 증가율은 2022년 {growth}에서 2023년 -14.3%로 꺾였습니다."


def test_a_start_rate_ends_in_its_own_year(samsung: list[str]) -> None:
    assert flagged(_OWN_START.format(growth="8.1%"), samsung) == []
    assert flagged(_OWN_START.format(growth="9.1%"), samsung) == ["9.1%"]


# --- "compounded at 21.8% a year" is a CAGR ---------------------------------------------------------------------

_COMPOUNDED = "Over the two years to FY2023 Samsung's revenue compounded at {cagr} a year."


def test_compounded_is_a_cagr(samsung: list[str]) -> None:
    assert flagged(_COMPOUNDED.format(cagr="-3.8%"), samsung) == []
    assert flagged(_COMPOUNDED.format(cagr="-4.8%"), samsung) == ["-4.8%"]


# --- "같은 기간": the years the answer named last together ---------------------------------------------------------

_SPAN = "2021년 매출 279.60조원에서 2023년 258.94조원으로 줄었습니다. 같은 기간 영업이익은 {first} → 6.57조원으로 줄었습니다."
_SPAN_TOTAL = "2021~2023년 영업이익은 51.63조원, 43.38조원, 6.57조원입니다. 같은 기간 영업이익 합계는 {total}, 연평균 33.86조원이었습니다."


def test_the_same_period_starts_a_chain_in_its_first_year(samsung: list[str]) -> None:
    assert flagged(_SPAN.format(first="51.63조원"), samsung) == []
    assert flagged(_SPAN.format(first="43.38조원"), samsung) == ["43.38조원"]


def test_a_total_over_the_same_period(samsung: list[str]) -> None:
    assert flagged(_SPAN_TOTAL.format(total="101.58조원"), samsung) == []
    assert flagged(_SPAN_TOTAL.format(total="111.58조원"), samsung) == ["111.58조원"]


# --- "매출 1,000원당 25원": a ratio per a base amount ----------------------------------------------------------------

_PER = "영업이익률 2.5%로 매출 1,000원당 {per}을 영업이익으로 남겼습니다."


def test_an_amount_per_a_base_is_a_ratio(samsung: list[str]) -> None:
    assert flagged(_PER.format(per="25원"), samsung) == []
    assert flagged(_PER.format(per="35원"), samsung) == ["35원"]


# --- "from KRW 279.6tn in FY2021": a year tagging the start of a change is its year --------------------------------

_FROM = "Samsung's revenue went from KRW {start} in FY2021 to KRW 258.9tn in FY2023."


def test_a_tagged_start_is_of_its_tag_year(samsung: list[str]) -> None:
    assert flagged(_FROM.format(start="279.6tn"), samsung) == []
    assert flagged(_FROM.format(start="302.2tn"), samsung) == ["302.2tn"]


# --- quarters: an arrow under a quarter's heading starts in the quarter before; a first-half row ----------------


@pytest.fixture(scope="module")
def samsung_quarters(home: Path) -> list[str]:
    """삼성전자 FY2024 with its third and fourth quarters' results."""
    calls = [("get_quarterly_results", "삼성전자", 2024, q) for q in (3, 4)]
    return [
        *asyncio.run(tool_results("삼성전자", 2024, home)),
        *(document for call in calls for document in asyncio.run(call_results(call, home))),
    ]


_QUARTER_ARROW = "삼성전자 2024년 4분기(연결)는 부진했습니다.\n\n- 매출액: {start} → 75.8조원 (-4.2%)"
_QUARTER_FROM = "Q4 2024 operating profit was about KRW 6.5tn. That's down from KRW {q3} in Q3."
_FIRST_HALF = "(연결)\n\n| 구간 | 매출액 |\n|---|---|\n| 상반기 (누적 − 3분기) | {half} |\n| 3분기 (3개월) | 79.10조원 |"


def test_an_arrow_under_a_quarter_starts_in_the_quarter_before(samsung_quarters: list[str]) -> None:
    query = "삼성전자 4분기는 3분기 대비 어땠어"
    assert flagged(_QUARTER_ARROW.format(start="79.1조원"), samsung_quarters, query) == []
    assert flagged(_QUARTER_ARROW.format(start="89.1조원"), samsung_quarters, query) == ["89.1조원"]


def test_from_a_figure_tagged_with_a_quarter(samsung_quarters: list[str]) -> None:
    query = "Samsung's Q4 2024 operating profit"
    assert flagged(_QUARTER_FROM.format(q3="9.2tn"), samsung_quarters, query) == []
    assert flagged(_QUARTER_FROM.format(q3="10.4tn"), samsung_quarters, query) == ["10.4tn"]


def test_a_first_half_row_is_the_year_to_date_less_the_third_quarter(samsung_quarters: list[str]) -> None:
    query = "삼성전자 2024년 상반기 매출"
    assert flagged(_FIRST_HALF.format(half="145.98조원"), samsung_quarters, query) == []
    assert flagged(_FIRST_HALF.format(half="155.98조원"), samsung_quarters, query) == ["155.98조원"]


# --- a chain of arrows under a table of years runs from its first year to its last; each figure is a level -----

_UNDER_TABLE = (
    "| 연도 | 영업이익률 |\n|---|---|\n| 2021 | 18.5% |\n| 2022 | 14.4% |\n| 2023 | 2.5% |\n\n"
    "영업이익률은 3년 새 {start}에서 2.5%로 낮아졌습니다."
)


def test_a_chain_under_a_table_of_years_spans_the_table(samsung: list[str]) -> None:
    assert flagged(_UNDER_TABLE.format(start="18.5%"), samsung) == []
    assert flagged(_UNDER_TABLE.format(start="14.4%"), samsung) == ["14.4%"]


_GAPS = (
    "| 연도 | SK하이닉스 | 현대자동차 |\n|---|---|---|\n| 2022 | 15.3% | 6.9% |\n| 2023 | -23.6% | 9.3% |\n"
    "| 2024 | 35.5% | 8.1% |\n\n영업이익률 격차는 약 {start}에서 27.3%p로 벌어졌습니다."
)


def test_a_chain_of_gaps_between_companies(hynix_hyundai: list[str]) -> None:
    query = "하이닉스랑 현대차 영업이익률 비교"
    assert flagged(_GAPS.format(start="8.3%p"), hynix_hyundai, query) == []
    assert flagged(_GAPS.format(start="32.9%p"), hynix_hyundai, query) == ["32.9%p"]
