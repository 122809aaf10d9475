"""Each reading the checker accepts, on the recorded bundle: a right sentence passes, the same sentence
with one figure written wrong is flagged (issue #22 item 3)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.verify import check_answer
from evals.validator_eval import tool_results

CompanyYear = tuple[str, int]
S23, S24 = ("삼성전자", 2023), ("삼성전자", 2024)
K23, K24 = ("SK하이닉스", 2023), ("SK하이닉스", 2024)
H24, KA24, N24 = ("현대자동차", 2024), ("카카오", 2024), ("NAVER", 2024)


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> dict[CompanyYear, list[str]]:
    home = Path(tmp_path_factory.mktemp("home"))
    return {cy: asyncio.run(tool_results(*cy, home)) for cy in (S23, S24, K23, K24, H24, KA24, N24)}


def flagged(
    results: dict[CompanyYear, list[str]], answer: str, *about: CompanyYear, query: str = ""
) -> list[str]:
    documents = [document for cy in about for document in results[cy]]
    question = query or " ".join(dict.fromkeys(f"{corp} {year}년" for corp, year in about))
    return [u.text for u in check_answer(answer, documents, question).unsupported]


# (company-years, right answer, the same answer with one figure wrong, that figure)
CASES: list[tuple[tuple[CompanyYear, ...], str, str, str]] = [
    # the label inside the figure's own parenthesis; a change ends in the sentence's end year
    (
        (S24,),
        "2024년 영업이익률은 10.9%로 2023년 2.5%에서 크게 올랐다 (영업이익 398.3% 증가).",
        "2024년 영업이익률은 10.9%로 2023년 2.5%에서 크게 올랐다 (영업이익 122.5% 증가).",
        "122.5%",
    ),
    # a year in a parenthesis is the change's start and speaks only inside it
    (
        (S24,),
        "- 매출: 2024년 300.9조원 (2023년 258.9조원 대비 +16.2%)",
        "- 매출: 2024년 300.9조원 (2023년 258.9조원 대비 −14.3%)",
        "−14.3%",
    ),
    # YoY in English labels: the sign of the change counts
    ((S23,), "- Revenue: 258.9조원 (YoY −14.3%)", "- Revenue: 258.9조원 (YoY +14.3%)", "+14.3%"),
    # A → B: A is the year before
    (
        (S24,),
        "2024년 순이익률은 6.0% → 11.5%로 두 배 가까이 개선됐습니다.",
        "2024년 순이익률은 18.4% → 11.5%로 두 배 가까이 개선됐습니다.",
        "18.4%",
    ),
    # ROE worked out by hand: the average of two year-ends, and closing equity only
    (
        (S24,),
        "당기순이익 34.45조원을 기초·기말 평균 자본총계 382.93조원으로 나누면 ROE는 9.0%입니다.",
        "당기순이익 34.45조원을 기초·기말 평균 자본총계 392.93조원으로 나누면 ROE는 9.0%입니다.",
        "392.93조원",
    ),
    (
        (S24,),
        "기말 자본총계(402.19조원)로 나누면 8.6%로 조금 낮아집니다.",
        "기말 자본총계(402.19조원)로 나누면 7.6%로 조금 낮아집니다.",
        "7.6%",
    ),
    # %p of a ratio whose prior year only the amounts give
    (
        (S24,),
        "부채비율은 27.9%입니다. 전년 말 25.4%에서 2.6%p 올랐습니다.",
        "부채비율은 27.9%입니다. 전년 말 25.4%에서 2.6%p 내렸습니다.",
        "2.6%p",
    ),
    # shares: 별도 of 연결, one company of another, this year of last year
    (
        (S24,),
        "별도 매출은 연결 매출의 69.5%에 해당합니다.",
        "별도 매출은 연결 매출의 72.5%에 해당합니다.",
        "72.5%",
    ),
    (
        (S24, K24),
        "2024년 SK하이닉스 매출은 삼성전자의 22.0% 수준입니다.",
        "2024년 SK하이닉스 매출은 삼성전자의 25.0% 수준입니다.",
        "25.0%",
    ),
    (
        (S24,),
        "영업이익은 32.73조원입니다. 전년의 5.0배로 늘었습니다.",
        "영업이익은 32.73조원입니다. 전년의 6.0배로 늘었습니다.",
        "6.0배",
    ),
    # the label of the line before, in one paragraph
    (
        (H24,),
        "현대차의 2024년 영업이익은 14.24조원입니다.\n전년의 94% 수준에 그쳤습니다.",
        "현대차의 2024년 영업이익은 14.24조원입니다.\n전년의 104% 수준에 그쳤습니다.",
        "104%",
    ),
    # a rate of change is not a ratio of the amount it changes (ROE 11.9% is no growth of 순이익)
    (
        (H24,),
        "| 항목 | 2023년 | 2024년 | 증감률 |\n|---|---:|---:|---:|\n| 당기순이익 | 12.27조 | 13.23조 | +7.8% |",
        "| 항목 | 2023년 | 2024년 | 증감률 |\n|---|---:|---:|---:|\n| 당기순이익 | 12.27조 | 13.23조 | +11.9% |",
        "+11.9%",
    ),
    # a ratio is rounded, not cut off (10.88% is 10.9%); 연결 against 별도 only where both are named
    ((S24,), "2024년 영업이익률은 10.9%입니다.", "2024년 영업이익률은 10.8%입니다.", "10.8%"),
    (
        (H24,),
        "2024년 연결 매출은 별도 매출의 2.2배입니다.",
        "## 현대자동차 2024년 (연결)\n\n매출은 전년의 2.2배입니다.",
        "2.2배",
    ),
    # rounding and ranges
    (
        (S24,),
        "매출은 약 300조원, 영업이익률은 10%대입니다.",
        "매출은 약 280조원, 영업이익률은 10%대입니다.",
        "280조원",
    ),
    (
        (K23,),
        "연결 영업이익률은 마이너스 20%대였습니다.",
        "연결 영업이익률은 마이너스 10%대였습니다.",
        "마이너스 10%",
    ),
    ((H24,), "영업이익률은 8~9% 수준입니다.", "영업이익률은 9~10% 수준입니다.", "9~10%"),
    # under a heading of year-on-year changes, a change is against the year before
    (
        (S24,),
        "**전년 대비 증감 (YoY)**\n- 자본총계: +10.6%",
        "**전년 대비 증감 (YoY)**\n- 자본총계: +13.4%",
        "+13.4%",
    ),
    # English analyst shorthand; a year tagging the figure before it is not the next one's
    (
        (S24,),
        "Rev 300.9조 (+16.2% YoY), OP 32.7조 (OPM 10.9% vs 2.5% in FY23), NP 34.5조, D/E 27.9%",
        "Rev 300.9조 (+16.2% YoY), OP 32.7조 (OPM 10.9% vs 6.0% in FY23), NP 34.5조, D/E 27.9%",
        "6.0%",
    ),
    # one amount less another, one over another, of those the sentences name
    (
        (S24,),
        "순이익(34.5조원)이 영업이익(32.7조원)을 1.7조원 웃돌았습니다.",
        "순이익(34.5조원)이 영업이익(32.7조원)을 3.7조원 웃돌았습니다.",
        "3.7조원",
    ),
    (
        (S24,),
        "자산은 514.5조원입니다. 비유동자산이 287.5조원으로 55.9%를 차지합니다.",
        "자산은 514.5조원입니다. 비유동자산이 287.5조원으로 59.9%를 차지합니다.",
        "59.9%",
    ),
    (
        (S24,),
        "부채비율 = 부채/자본 = 112.3/402.2 = 27.9%",
        "부채비율 = 부채/자본 = 112.3/412.2 = 27.9%",
        "412.2",
    ),
    # an (단위: 억원) table's 증감 column holds differences
    (
        (H24,),
        "(단위: 억원)\n\n| 구분 | 2023년 말 | 2024년 말 | 증감 |\n|---|---:|---:|---:|\n"
        "| 자산총계 | 2,824,634 | 3,397,984 | 573,351 |",
        "(단위: 억원)\n\n| 구분 | 2023년 말 | 2024년 말 | 증감 |\n|---|---:|---:|---:|\n"
        "| 자산총계 | 2,824,634 | 3,397,984 | 473,351 |",
        "473,351",
    ),
    # a table of companies by year under a line naming the account; a table in 십억원
    (
        (S24, K24),
        "**매출액 비교 (단위: 조원)**\n\n| 회사 | 2023 | 2024 |\n|---|---:|---:|\n| 삼성전자 | 258.9 | 300.9 |\n"
        "| SK하이닉스 | 32.8 | 66.2 |",
        "**매출액 비교 (단위: 조원)**\n\n| 회사 | 2023 | 2024 |\n|---|---:|---:|\n| 삼성전자 | 258.9 | 300.9 |\n"
        "| SK하이닉스 | 32.8 | 23.5 |",
        "23.5",
    ),
    (
        (S24,),
        "(단위: 십억원)\n\n| 항목 | 2024 |\n|---|---:|\n| 매출액 | 300,871 |\n| 영업이익 | 32,726 |",
        "(단위: 십억원)\n\n| 항목 | 2024 |\n|---|---:|\n| 매출액 | 300,871 |\n| 영업이익 | 12,361 |",
        "12,361",
    ),
    # a multiple of a ratio between two companies (not of one company's two years)
    (
        (S24, K24),
        "2024년 영업이익률은 SK하이닉스가 삼성전자의 3.3배입니다.",
        "2024년 영업이익률은 SK하이닉스가 삼성전자의 4.3배입니다.",
        "4.3배",
    ),
    # sums over more than two companies
    (
        (S24, K24, H24),
        "세 회사의 2024년 영업이익을 합하면 70.4조원입니다.",
        "세 회사의 2024년 영업이익을 합하면 72.4조원입니다.",
        "72.4조원",
    ),
    # 영업비용률 (영업비용 ÷ 영업수익)
    (
        (KA24,),
        "카카오의 2024년 영업비용률은 94.2%입니다.",
        "카카오의 2024년 영업비용률은 91.2%입니다.",
        "91.2%",
    ),
    # the base of a turn to a loss was a profit
    (
        (K23,),
        "영업이익은 −7.73조원(전년 6.81조원 대비 적자전환)입니다.",
        "영업이익은 −7.73조원(전년 −6.81조원 대비 적자전환)입니다.",
        "−6.81조원",
    ),
    # the company named right before the figure in its clause
    (
        (S23, K23),
        "2023년 삼성전자가 영업이익 6.6조원, SK하이닉스가 영업손실 7.7조원을 냈습니다.",
        "2023년 삼성전자가 영업이익 7.7조원, SK하이닉스가 영업손실 7.7조원을 냈습니다.",
        "7.7조원",
    ),
    # a loss label decides the sign, whatever the parenthesis after it says
    ((K24,), "- 영업이익 23.5조원 (흑자전환)", "- 영업손실 23.5조원 (흑자전환)", "23.5조원"),
    ((KA24,), "- 영업이익 4,602억원 (0.1% 감소)", "- 영업손실 4,602억원 (0.1% 감소)", "4,602억원"),
    # a fall written as a rise
    (
        (H24,),
        "영업이익률은 전년 대비 1.2%p 하락했습니다.",
        "영업이익률은 전년 대비 1.2%p 상승했습니다.",
        "1.2%p",
    ),
    (
        (H24,),
        "영업이익률은 9.3%에서 8.1%로 1.2%p 낮아졌습니다.",
        "영업이익률은 9.3%에서 8.1%로 1.2%p 높아졌습니다.",
        "1.2%p",
    ),
    # CAGR only where the sentence says so, over the span it names
    (
        (S24,),
        "2022~2024년 매출의 연평균 성장률(CAGR)은 −0.2%입니다.",
        "2022~2024년 매출의 연평균 성장률(CAGR)은 3.1%입니다.",
        "3.1%",
    ),
    # a growth in a parenthesis is not a two-year CAGR
    (
        (N24,),
        "네이버는 2024년 매출 10.7조원(+11%)을 기록했다.",
        "네이버는 2024년 매출 10.7조원(+14%)을 기록했다.",
        "+14%",
    ),
    # 각각: each figure may be any account (or year) listed before it
    (
        (S24,),
        "2024년 매출과 영업이익은 각각 300.9조원, 32.7조원입니다.",
        "2024년 매출과 영업이익은 각각 300.9조원, 34.5조원입니다.",
        "34.5조원",
    ),
    (
        (S24,),
        "2022~2024년 매출은 302.2조원, 258.9조원, 300.9조원으로 V자 반등했습니다.",
        "2022~2024년 매출은 302.2조원, 258.9조원, 279.6조원으로 V자 반등했습니다.",
        "279.6조원",
    ),
    # sizes of a loss are losses; the size of a loss shrinking is a rise of the profit
    (
        (KA24,),
        "카카오의 순손실 규모는 1.8조원에서 1,619억원으로 크게 줄었습니다.",
        "카카오의 순손실 규모는 1.8조원에서 2,619억원으로 크게 줄었습니다.",
        "2,619억원",
    ),
    (
        (KA24,),
        "적자가 이어졌지만, 적자 폭은 전년(1조 8,167억원)보다 1조 6,548억원 줄었다.",
        "적자가 이어졌지만, 적자 폭은 전년(1조 8,167억원)보다 1조 4,548억원 줄었다.",
        "1조 4,548억원",
    ),
    (
        (KA24,),
        "카카오의 2024년 순손실은 1,619억원으로 적자 폭이 1조 6,548억원 줄었습니다.",
        "카카오의 2024년 순손실은 1,619억원으로 적자 폭이 1조 6,548억원 늘었습니다.",
        "1조 6,548억원",
    ),
    # a ratio of two amounts the sentence names
    (
        (N24,),
        "당기순이익 1.93조원은 매출 10.74조원의 18.0%입니다.",
        "당기순이익 1.93조원은 매출 10.74조원의 21.0%입니다.",
        "21.0%",
    ),
    # a company by the name investors use
    (
        (KA24, N24),
        "2024년 카카오와 네이버의 영업이익률은 각각 5.8%, 18.4%입니다.",
        "2024년 카카오와 네이버의 영업이익률은 각각 5.8%, 15.4%입니다.",
        "15.4%",
    ),
]


@pytest.mark.parametrize(("about", "right", "wrong", "figure"), CASES)
def test_a_right_reading_passes_and_a_wrong_figure_is_flagged(
    results: dict[CompanyYear, list[str]], about: tuple[CompanyYear, ...], right: str, wrong: str, figure: str
) -> None:
    assert flagged(results, right, *about) == []
    assert flagged(results, wrong, *about) == [figure]


def test_the_answers_basis_year_and_company_hold_where_a_sentence_names_none(
    results: dict[CompanyYear, list[str]],
) -> None:
    title = "## 삼성전자 2024년 실적 (연결)\n\n"
    assert flagged(results, title + "- 영업이익: 32.7조원\n- 순이익: 34.5조원", S24) == []
    assert flagged(results, title + "- 영업이익: 12.4조원", S24) == ["12.4조원"]  # 별도
    assert flagged(results, title + "- 순이익: 15.5조원", S24) == ["15.5조원"]  # 2023
    # the question names the company: the other company's figure is not this one's
    both = (S24, K24)
    assert flagged(results, "- 영업이익 32.7조원", *both, query="삼성전자 2024년 실적") == []
    assert flagged(results, "- 영업이익 23.5조원", *both, query="삼성전자 2024년 실적") == ["23.5조원"]
    # no basis named at all: 연결, the norm; a heading's basis holds under it
    assert flagged(results, "2024년 매출은 300.9조원, 영업이익은 32.7조원입니다.", S24) == []
    assert flagged(results, "2024년 매출은 209.1조원입니다.", S24) == ["209.1조원"]
    sections = "### 연결\n- 매출 300.9조원\n\n### 별도\n- 매출 {}"
    assert flagged(results, sections.format("209.1조원"), S24) == []
    assert flagged(results, sections.format("300.9조원"), S24) == ["300.9조원"]
    # a basis declared in prose ("연결 기준으로") holds for the sentences after it
    framed = (
        "연결 기준으로 매출은 300.9조원입니다. 영업이익은 {}입니다. 별도 기준으로는 매출 209.1조원입니다."
    )
    assert flagged(results, framed.format("32.7조원"), S24) == []
    assert flagged(results, framed.format("12.4조원"), S24) == ["12.4조원"]
    # a 별도 figure named as such does not make 별도 the answer's basis
    mixed = "2024년 매출은 약 301조원이고, 별도 기준 매출은 209.05조원입니다. 자산총계는 514.53조원입니다."
    assert flagged(results, mixed, S24) == []


def test_a_sentences_own_year_or_the_one_before_it_comes_before_the_answers(
    results: dict[CompanyYear, list[str]],
) -> None:
    assert flagged(results, "2023년에는 적자였습니다. 당시 영업손실은 7.7조원이었습니다.", K24) == []
    assert flagged(results, "2023년에는 적자였습니다. 당시 영업손실은 6.8조원이었습니다.", K24) == ["6.8조원"]
    by_year = "### 2023년\n- 매출 258.9조원\n\n### 2024년\n- 매출 300.9조원"
    assert flagged(results, by_year, S24) == []
    assert flagged(results, by_year.replace("258.9조원", "302.2조원"), S24) == ["302.2조원"]
    # 작년/지난해 with no year beside them may be the answer's year (counted from today)
    assert flagged(results, "삼성전자는 지난해 매출 300.9조원을 기록했다.", S24) == []
    # "10년 만에" is a span, not the year 2010
    assert flagged(results, "FY24 영업이익 23.5조원으로 10년 만에 최대 실적입니다.", K24) == []


def test_benchmarks_are_not_claims(results: dict[CompanyYear, list[str]]) -> None:
    answer = "부채비율은 27.9%로 100% 미만이고, 매출은 300조원을 넘었으며 영업이익률이 10%를 웃돕니다."
    verdict = check_answer(answer, results[S24], "삼성전자 2024년")
    assert verdict.ok and verdict.checked == 1


def test_a_year_asked_with_no_data_and_tables_of_this_and_last_year(
    results: dict[CompanyYear, list[str]],
) -> None:
    # 2025 has no report yet: the answer's figures are of the latest year it names
    early = "2025년 사업보고서는 아직 없어 2024년 기준으로 답합니다.\n\n- 매출: 300.9조원\n- 영업이익: {}"
    assert flagged(results, early.format("32.7조원"), S24, query="삼성전자 2025년 실적") == []
    assert flagged(results, early.format("6.6조원"), S24, query="삼성전자 2025년 실적") == ["6.6조원"]
    table = "(단위: 조원)\n\n| 계정 | 당기 | 전기 | 전전기 |\n|---|---:|---:|---:|\n| 매출액 | 300.87 | {} | 302.23 |"
    assert flagged(results, table.format("258.94"), S24) == []
    assert flagged(results, table.format("302.23"), S24) == ["302.23"]
    # with no year asked: a heading's year, else the latest the answer names (not its first line's)
    lead = (
        "참고로 2022년은 반도체 호황의 정점이었습니다.\n\n2023년 매출은 258.9조원입니다. 영업이익은 {}입니다."
    )
    assert flagged(results, lead.format("6.6조원"), S23, query="삼성전자 실적 알려줘") == []
    assert flagged(results, lead.format("43.4조원"), S23, query="삼성전자 실적 알려줘") == ["43.4조원"]
    # a sentence about another year does not move the next one off the answer's year
    aside = "2024년 매출은 300.9조원으로 2022년(302.2조원) 이후 최대입니다. 영업이익은 {}입니다."
    assert flagged(results, aside.format("32.7조원"), S24) == []
    assert flagged(results, aside.format("43.4조원"), S24) == ["43.4조원"]
