"""Reading rules of the figure checker from the second round on free-tune3 (issue #22): for each, a right
figure passes and the same construct with a wrong figure is still flagged. Tool results are the real
sub-tools on the recorded bundle."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from evals.validator_eval import call_results, tool_results
from tests.core.verify.flags import flagged


@pytest.fixture(scope="module")
def hynix(home: Path) -> list[str]:
    """SK하이닉스 FY2024 (순이익 19.80조)."""
    return asyncio.run(tool_results("SK하이닉스", 2024, home))


@pytest.fixture(scope="module")
def hyundai_hynix(home: Path, hynix: list[str]) -> list[str]:
    """현대자동차 and SK하이닉스 FY2024 (순이익 13.23조, 19.80조)."""
    return asyncio.run(tool_results("현대자동차", 2024, home)) + hynix


# --- an arrow that leads to a company's conclusion is no chain (core/verify/chains.py) ---------------------

_CONCLUSION = "💵 **순이익**: 하이닉스 19.80조원 vs 현대차 {other} → 하이닉스가 {gap} 더 많음 (2024년, 연결)"


def test_an_arrow_to_a_company_conclusion_is_no_change(hyundai_hynix: list[str]) -> None:
    query = "현대차랑 하이닉스 2024 비교하면 누가 더 돈 잘 벌었어"
    assert flagged(_CONCLUSION.format(other="13.23조원", gap="6.57조원"), hyundai_hynix, query) == []
    assert flagged(_CONCLUSION.format(other="14.23조원", gap="6.57조원"), hyundai_hynix, query) == [
        "14.23조원"
    ]
    assert flagged(_CONCLUSION.format(other="13.23조원", gap="7.57조원"), hyundai_hynix, query) == [
        "7.57조원"
    ]


# --- a quarter named as a comparison's base starts the chain after it (core/verify/context.py) -------------


@pytest.fixture(scope="module")
def hynix_quarters(home: Path) -> list[str]:
    """SK하이닉스 3Q24 and 4Q24 (세전이익 3개월 6.88조 → 9.58조)."""
    return [
        document
        for quarter in (3, 4)
        for document in asyncio.run(
            call_results(("get_quarterly_results", "SK하이닉스", 2024, quarter), home)
        )
    ]


_BASE_QUARTER = """## SK하이닉스 4Q24 — QoQ 분석 (연결)

순이익 증가율(+39.2%)이 특히 큰데, 영업외손익이 3분기보다 유리했던 영향으로 보입니다 (세전이익 {start} → {end})."""


def test_a_chain_after_a_base_quarter_runs_from_it(hynix_quarters: list[str]) -> None:
    query = "SK하이닉스 4분기 실적 QoQ로 보면?"
    assert flagged(_BASE_QUARTER.format(start="6.88조", end="9.58조원"), hynix_quarters, query) == []
    assert flagged(_BASE_QUARTER.format(start="7.88조", end="9.58조원"), hynix_quarters, query) == ["7.88조"]
    assert flagged(_BASE_QUARTER.format(start="6.88조", end="9.98조원"), hynix_quarters, query) == [
        "9.98조원"
    ]
    # either end the wrong quarter's: 4분기 → 3분기 is no change from 3분기
    assert flagged(_BASE_QUARTER.format(start="9.58조", end="6.88조원"), hynix_quarters, query) != []


# --- a loss word inside a tag after the tag's own figure is that figure's cause (core/verify/moves.py) -----


@pytest.fixture(scope="module")
def hynix_years(home: Path, hynix: list[str]) -> list[str]:
    """SK하이닉스 FY2023 and FY2024 (자본총계 63.29조 → 53.50조 → 73.92조; 2023 순손실 9.14조)."""
    return asyncio.run(tool_results("SK하이닉스", 2023, home)) + hynix


_CAUSE = """SK하이닉스 연결 **자본총계** 추이입니다.

- 2022년 말: 63.29조원
- 2023년 말: {level} (**{change}**, 적자 영향)
- 2024년 말: **73.92조원** (+20.4조)"""


def test_a_loss_word_after_the_tags_own_figure(hynix_years: list[str]) -> None:
    query = "하이닉스 자본총계 어떻게 변했어 몇년간"
    assert flagged(_CAUSE.format(level="53.50조원", change="−9.79조"), hynix_years, query) == []
    assert flagged(_CAUSE.format(level="55.50조원", change="−9.79조"), hynix_years, query) == ["55.50조원"]
    assert flagged(_CAUSE.format(level="53.50조원", change="−8.79조"), hynix_years, query) == ["−8.79조"]
    # a loss tag of the figure's own still signs it: the 2023 net loss is −9.14조, not +9.14조
    assert flagged("2023년 당기순이익: 9.14조원 (적자)", hynix_years, query) == []
    assert flagged("2023년 당기순이익: 9.14조원 (흑자)", hynix_years, query) == ["9.14조원"]


# --- a multiple after a percent ratio's name is of the amounts stated (core/verify/nearby.py) --------------


@pytest.fixture(scope="module")
def hyundai_years(home: Path) -> list[str]:
    """현대자동차 FY2023 and FY2024 (별도 영업이익 2021년 6,616억, 2023년 6조 6,710억: 10.08배)."""
    return asyncio.run(tool_results("현대자동차", 2023, home)) + asyncio.run(
        tool_results("현대자동차", 2024, home)
    )


_MULTIPLE = (
    "2021년 별도 영업이익은 6,616억원으로 OPM 1%대에 불과했는데, 2023년엔 **6조 6,710억원**까지 약 "
    "{times}로 불어났습니다."
)


def test_a_multiple_after_a_percent_ratio_is_of_the_amounts(hyundai_years: list[str]) -> None:
    query = "현대차 본사(별도) 영업이익 추이 좀 봐줘"
    assert flagged(_MULTIPLE.format(times="10배"), hyundai_years, query) == []
    assert flagged(_MULTIPLE.format(times="12배"), hyundai_years, query) == ["12배"]
    assert flagged(_MULTIPLE.format(times="8배"), hyundai_years, query) == ["8배"]


# --- the object of a verb of losing is the loss (core/verify/directions.py, moves.py) ----------------------


@pytest.fixture(scope="module")
def hynix_2023(home: Path) -> list[str]:
    """SK하이닉스 FY2023 (영업이익률 −23.6%)."""
    return asyncio.run(tool_results("SK하이닉스", 2023, home))


_LOSING = "매출 1,000원을 팔 때마다 영업에서 약 {amount}을 {verb} 셈이라, 메모리 불황의 충격이 컸던 해입니다."


def test_the_object_of_a_verb_of_losing_is_the_loss(hynix_2023: list[str]) -> None:
    query = "하이닉스 2023년에 적자 얼마나 났음?"
    assert flagged(_LOSING.format(amount="236원", verb="잃은"), hynix_2023, query) == []
    assert flagged(_LOSING.format(amount="256원", verb="잃은"), hynix_2023, query) == ["256원"]
    # earning it is no loss: the margin was −23.6%, not +23.6%
    assert flagged(_LOSING.format(amount="236원", verb="번"), hynix_2023, query) == ["236원"]
    # another subject's loss after an object is still not the figure's sign
    assert flagged("2022년 영업이익 6.81조원을 2023년 손실이 모두 지웠습니다.", hynix_2023, query) == []


# --- a year's level named as a comparison's base: "2023년 바닥 대비" (core/verify/periods.py) --------------


@pytest.fixture(scope="module")
def samsung_2024(home: Path) -> list[str]:
    """삼성전자 FY2024 (매출 300.87조, 2023년 258.94조; 영업이익 32.73조, 2023년 6.57조)."""
    return asyncio.run(tool_results("삼성전자", 2024, home))


_TROUGH = "📌 TL;DR — 2023년 바닥 대비 OP가 약 {times}로 회복, 매출은 {band} 복귀."


def test_a_year_named_by_its_level_is_a_comparisons_base(samsung_2024: list[str]) -> None:
    query = "Samsung Electronics FY2024 key numbers, 한국어로 짧게 정리 부탁"
    assert flagged(_TROUGH.format(times="5배", band="300조원대"), samsung_2024, query) == []
    assert flagged(_TROUGH.format(times="7배", band="300조원대"), samsung_2024, query) == ["7배"]
    # 2023's 258.94조 is the base's, not the level the sentence ends in
    assert flagged(_TROUGH.format(times="5배", band="250조원대"), samsung_2024, query) == ["250조원"]


# --- a "vs" run of bands pairs with the answer's "A vs B" heading (core/verify/parallel.py, claims.py) -----


@pytest.fixture(scope="module")
def samsung_hynix(samsung_2024: list[str], hynix: list[str]) -> list[str]:
    """삼성전자 and SK하이닉스 FY2024 (부채비율 27.9%, 62.2%)."""
    return samsung_2024 + hynix


_BANDS = """## 📊 삼성전자 vs SK하이닉스 — 2024년 (연결)

| 항목 | 삼성전자 | SK하이닉스 |
|---|---|---|
| OPM | 10.9% | 35.5% |
| 부채비율 | 27.9% | 62.2% |

### 🔍 핵심 비교
1. **수익성은 하이닉스 압승** — OPM 격차 24.6%p, ROE는 세 배 이상 차이.
2. **재무 안정성은 삼성 우위** — 부채비율 {first} vs {second}."""


def test_a_versus_run_of_bands_pairs_with_the_heading(samsung_hynix: list[str]) -> None:
    query = "삼성전자랑 SK하이닉스 2024년 실적 비교해줘"
    assert flagged(_BANDS.format(first="20%대", second="60%대"), samsung_hynix, query) == []
    assert flagged(_BANDS.format(first="20%대", second="50%대"), samsung_hynix, query) == ["50%"]
    assert flagged(_BANDS.format(first="60%대", second="20%대"), samsung_hynix, query) == ["60%", "20%"]


# --- a relative year with its figure before 에서 is a base of its clause only (core/verify/periods.py) -------

_BASE_WITH_FIGURE = (
    "2. **영업이익 6조 5,670억원** — 전년 43조 3,766억원에서 84.9% 급감, 영업이익률이 한 자릿수 "
    "초반(**{margin}**)까지 내려왔습니다."
)


def test_a_relative_years_figure_before_its_start_word(samsung: list[str]) -> None:
    """삼성전자 FY2023 (영업이익률 2.5%, 2022년 14.4%)."""
    query = "삼성전자 2023년 실적 정리해줘"
    assert flagged(_BASE_WITH_FIGURE.format(margin="2.5%"), samsung, query) == []
    # the year before's margin is not the level the later clause speaks of
    assert flagged(_BASE_WITH_FIGURE.format(margin="14.4%"), samsung, query) == ["14.4%"]


# --- a chain under a table of years, dated only in another clause (core/verify/sentences.py) ----------------


@pytest.fixture(scope="module")
def kakao(home: Path) -> list[str]:
    """카카오 FY2024 (OPM 5.8%; 2022년 영업이익 5,694억 ÷ 매출 6.80조 = 8.4%)."""
    return asyncio.run(tool_results("카카오", 2024, home))


_UNDER_TABLE = """📉 **카카오 영업이익률(연결) — 2년 연속 하락**

| 연도 | 매출액 | 영업이익 | OPM |
|---|---|---|---|
| 2022 | 6.80조 | 5,694억 | 8.4% |
| 2023 | 7.56조 | 4,609억 | 6.1% |
| 2024 | 7.87조 | 4,602억 | 5.8% |

OPM은 {start} → 5.8%로 내려왔고, 하락폭은 2023년에 집중됐습니다(2024년엔 거의 횡보)."""


def test_a_chain_under_a_table_dated_in_another_clause(kakao: list[str]) -> None:
    query = "카카오 영업이익률 최근 3년 어떻게 돼?"
    assert flagged(_UNDER_TABLE.format(start="8.4%"), kakao, query) == []
    assert flagged(_UNDER_TABLE.format(start="9.4%"), kakao, query) == ["9.4%"]


# --- an account that is the subject of a clause describing a period (core/verify/context.py) ---------------


@pytest.fixture(scope="module")
def samsung_years(samsung: list[str], samsung_2024: list[str]) -> list[str]:
    """삼성전자 FY2023 and FY2024 (별도 2023: 영업이익 −11.53조, 순이익 25.40조; 2022 순이익 25.42조)."""
    return samsung + samsung_2024


_DESCRIBED = """## 삼성전자 별도(본사) 실적 4개년

2. **순이익은 4년 내내 20조원 이상** — 영업이익이 적자인 2023년에도 {amount}. 영업외수익의 비중이 크다는 뜻입니다."""


def test_an_account_describing_a_period_is_not_the_figures(samsung_years: list[str]) -> None:
    query = "삼성전자 별도 재무제표 기준 실적 21~24 흐름"
    assert flagged(_DESCRIBED.format(amount="25.40조원"), samsung_years, query) == []
    assert flagged(_DESCRIBED.format(amount="25.42조원"), samsung_years, query) == ["25.42조원"]
    assert flagged(_DESCRIBED.format(amount="11.53조원"), samsung_years, query) == ["11.53조원"]


# --- a "vs" run after a sentence of one company pairs with the pair set before (core/verify/claims.py) -----


@pytest.fixture(scope="module")
def hynix_naver(home: Path, hynix: list[str]) -> list[str]:
    """SK하이닉스 and NAVER FY2024 (순이익 19.80조, 1.93조)."""
    return hynix + asyncio.run(tool_results("NAVER", 2024, home))


_RIVALS = (
    "2024년 ROE(연결, 평균 자본 기준): **SK하이닉스 31.1%** vs **NAVER 7.5%**. 하이닉스가 약 4.1배 "
    "높습니다. 순이익은 {first} vs {second}로 10배 이상 차이인데 자본 규모 차이는 그보다 작기 때문입니다."
)


def test_a_versus_run_pairs_with_the_rivals_set_before(hynix_naver: list[str]) -> None:
    query = "하이닉스랑 네이버 ROE 비교하면?"
    assert flagged(_RIVALS.format(first="19.80조", second="1.93조"), hynix_naver, query) == []
    assert flagged(_RIVALS.format(first="19.80조", second="2.93조"), hynix_naver, query) == ["2.93조"]
    assert flagged(_RIVALS.format(first="1.93조", second="19.80조"), hynix_naver, query) == [
        "1.93조",
        "19.80조",
    ]


@pytest.fixture(scope="module")
def five(home: Path, samsung_2024: list[str], hynix_naver: list[str]) -> list[str]:
    """The five companies' FY2024 (OPM 하이닉스 35.5%, 카카오 5.8%: 6.1배)."""
    others = ("현대자동차", "카카오")
    return samsung_2024 + hynix_naver + [d for c in others for d in asyncio.run(tool_results(c, 2024, home))]


_RATIO_MULTIPLE = """## 🏆 2024년 영업이익률(OPM) 순위 — 연결 기준

| 순위 | 회사 | 영업이익 | 매출액 | OPM |
|---|---|---|---|---|
| 1 | SK하이닉스 | 23.47조 | 66.19조 | **35.5%** |
| 2 | NAVER | 1.98조 | 10.74조 | **18.4%** |
| 3 | 삼성전자 | 32.73조 | 300.87조 | **10.9%** |
| 4 | 현대자동차 | 14.24조 | 175.23조 | **8.1%** |
| 5 | 카카오 | 4,602억 | 7.87조 | **5.8%** |

- 1위 하이닉스와 5위 카카오의 OPM 차이는 **약 30%p**로, 하이닉스 OPM은 카카오의 약 {times}입니다."""


def test_a_multiple_of_a_ratio_named_in_its_clause_is_of_the_ratios(five: list[str]) -> None:
    query = "삼성 하이닉스 현대차 네이버 카카오 2024 영업이익률 순위 매겨줘"
    assert flagged(_RATIO_MULTIPLE.format(times="6배"), five, query) == []
    # no ratio of two amounts of the table: the OPMs' (35.5% ÷ 5.8%)
    assert flagged(_RATIO_MULTIPLE.format(times="7배"), five, query) == ["7배"]


# --- a signed change in brackets after its sentence's one amount (core/verify/aggregates.py) --------------

_INTO = """SK하이닉스 연결 **자본총계** 추이입니다.

- 2022년 말: 63.29조원
- 2023년 말: 53.50조원 (**−9.79조**, 적자 영향)
- 2024년 말: **73.92조원** ({change})"""


def test_a_signed_change_after_a_level_runs_into_it(hynix_years: list[str]) -> None:
    query = "하이닉스 자본총계 어떻게 변했어 몇년간"
    assert flagged(_INTO.format(change="+20.4조"), hynix_years, query) == []
    assert flagged(_INTO.format(change="−20.4조"), hynix_years, query) == ["−20.4조"]


# --- a clause in a tag after a figure, with a subject of its own (core/verify/context.py, moves.py) --------


@pytest.fixture(scope="module")
def naver_quarters(home: Path) -> list[str]:
    """NAVER 3Q24 and 4Q24 (OPM 19.3% → 18.8%)."""
    return [
        document
        for quarter in (3, 4)
        for document in asyncio.run(call_results(("get_quarterly_results", "NAVER", 2024, quarter), home))
    ]


_TAG_CLAUSE = """NAVER 4분기(연결)는 **매출·영업이익 모두 QoQ 증가**했습니다.
- OPM: 19.3% → {end} (매출이 더 빨리 늘어 마진은 소폭 하락)"""


def test_a_clause_in_a_tag_speaks_of_its_own_subject(naver_quarters: list[str]) -> None:
    query = "네이버 4분기 QoQ 어땠어"
    assert flagged(_TAG_CLAUSE.format(end="18.8%"), naver_quarters, query) == []
    assert flagged(_TAG_CLAUSE.format(end="19.8%"), naver_quarters, query) == ["19.8%"]


# --- a unit counted per and an even split are no claims (core/verify/written.py) ---------------------------


def test_a_unit_counted_per_is_no_claim(hyundai_hynix: list[str]) -> None:
    query = "현대차랑 하이닉스 2024 비교하면 누가 더 돈 잘 벌었어"
    sentence = (
        "매출은 현대차가 2.6배 크지만, 매출 {base}당 벌어들이는 영업이익이 4배 넘게 차이 나기 때문입니다."
    )
    assert flagged(sentence.format(base="1원"), hyundai_hynix, query) == []
    assert flagged(sentence.format(base="7원"), hyundai_hynix, query) == ["7원"]


@pytest.fixture(scope="module")
def naver_fourth(home: Path) -> list[str]:
    """NAVER FY2024 and 4Q24 (4분기 비중: 매출 26.9%, 영업이익 27.4%)."""
    return asyncio.run(tool_results("NAVER", 2024, home)) + asyncio.run(
        call_results(("get_quarterly_results", "NAVER", 2024, 4), home)
    )


_EVEN = """NAVER 2024년 (연결):
- 매출: 4분기 2조 8,856억원 / 연간 10조 7,377억원 → **26.9%**

{split}보다 조금 높아, 4분기가 연중 가장 강한 분기 중 하나였다고 볼 수 있습니다."""


def test_an_even_split_is_a_benchmark(naver_fourth: list[str]) -> None:
    query = "네이버 연간 실적에서 4분기가 차지하는 비중?"
    assert flagged(_EVEN.format(split="균등 배분(25%)"), naver_fourth, query) == []
    # 30% is no share of equal parts
    assert flagged(_EVEN.format(split="균등 배분(30%)"), naver_fourth, query) == ["30%"]
    # and a share said without an even split is a claim
    assert flagged(_EVEN.format(split="3분기 비중(25%)"), naver_fourth, query) == ["25%"]


# --- an account the tools report by their own label (core/verify/labels.py) --------------------------------

_LABELLED = (
    "특히 **카카오는 당기순이익은 적자지만 총포괄손익은 흑자**(1,973억원)로 돌아섰는데, 주요계정에 나온 "
    "{label} 잔액이 1년 새 {start} → {end}으로 늘어난 것과 관련이 있어 보입니다."
)


def test_an_account_named_by_the_tools_label(kakao: list[str]) -> None:
    query = "네이버 카카오 2024 총포괄손익 비교"
    label = "'기타포괄손익-공정가치측정금융자산'"
    assert flagged(_LABELLED.format(label=label, start="1.66조", end="2.15조원"), kakao, query) == []
    assert flagged(_LABELLED.format(label=label, start="1.66조", end="2.45조원"), kakao, query) == [
        "2.45조원"
    ]
    # 자산총계 named outright is the catalogue's account (25.18조 → 25.77조)
    assert flagged(_LABELLED.format(label="자산총계", start="1.66조", end="2.15조원"), kakao, query) == [
        "1.66조",
        "2.15조원",
    ]
