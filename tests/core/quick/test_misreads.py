"""Quick-path misreads (issue 15): each phrasing and two paraphrases, figures checked against the raw
recorded OpenDART rows (``recorded``), never against the product's own parsing.

1. 감소율-like words are rates, never company names.
2. 연결 vs 별도 questions show both bases, each labelled.
3. A difference between two companies is computed and the larger one named.
4. 본사 주소, 영문명 and 1~3분기 누적 are answered directly, not with the company card.
"""

from __future__ import annotations

from datetime import date

import pytest

from core.data.services import DataServices
from core.finance.krw import format_krw
from core.quick import QuickAnswer, QuickQuery, QuickRefusal, answer_quick, parse_question
from core.quick.lexicon import scan
from tests.conftest import companies
from tests.core.quick.recorded import Q3, full_statement, key_account, overview

TODAY = date(2026, 11, 21)
OP, REV = "영업이익", "매출액"


def parsed(text: str) -> QuickQuery:
    result = parse_question(text, companies(), today=TODAY)
    assert isinstance(result, QuickQuery), f"{text!r} → {result!r}"
    return result


async def answer(text: str, data: DataServices) -> QuickAnswer:
    return await answer_quick(parsed(text), data, today=TODAY)


def growth(now: int, before: int) -> float:
    return (now - before) / before * 100


# --- 1. 감소율, 하락률 … are rates ------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 영업이익 감소율",
        "삼성전자 2023년 영업이익 하락률은?",
        "삼성전자의 2023년 영업이익 감소률 알려줘",
    ],
)
async def test_decline_rate_is_the_growth_of_the_figure(text: str, data: DataServices) -> None:
    query = parsed(text)
    assert [c.name for c in query.companies] == ["삼성전자"]
    assert query.metrics == ("operating_income_growth",)
    now, before = (
        key_account("삼성전자", 2023, "CFS", OP),
        key_account("삼성전자", 2023, "CFS", OP, "frmtrm_amount"),
    )
    assert (now, before) == (6_566_976_000_000, 43_376_630_000_000)
    result = await answer_quick(query, data, today=TODAY)
    assert result.figures["삼성전자.FY2023.operating_income_growth"] == pytest.approx(growth(now, before))
    # −84.86%: a fall, with both figures in 조원 and the basis named
    assert "영업이익 증가율 −84.9% (FY2022 43.38조원 → FY2023 6.57조원, 연결)" in result.markdown
    assert "감소율" not in result.markdown and "찾지 못했습니다" not in result.markdown


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2020년 대비 2023년 영업이익 감소율",
        "삼성전자 영업이익 2020년 대비 2023년 하락률은?",
        "삼성전자 2020년 대비 2023년 영업이익 증감률 알려줘",
    ],
)
async def test_rate_between_two_named_years(text: str, data: DataServices) -> None:
    query = parsed(text)
    assert query.kind == "change" and query.period.years == (2020, 2023)
    start = full_statement("삼성전자", 2020, "dart_OperatingIncomeLoss")
    end = key_account("삼성전자", 2023, "CFS", OP)
    assert start == 35_993_876_000_000
    result = await answer_quick(query, data, today=TODAY)
    key = "삼성전자.FY2020-FY2023.operating_income"
    assert result.figures[key + ".growth"] == pytest.approx(growth(end, start))  # −81.76%
    assert result.figures[key + ".change"] == end - start
    assert (
        "영업이익 증감률 (FY2020 → FY2023, 연결): −81.8% (35.99조원 → 6.57조원, 29.43조원 감소)"
        in result.markdown
    )
    # not the FY2023 year-on-year change a trend table would show
    assert "84.9%" not in result.markdown


async def test_a_fall_into_loss_between_two_years_is_worded_not_a_rate(data: DataServices) -> None:
    result = await answer("SK하이닉스 2022년 대비 2023년 영업이익 증가율", data)
    assert "적자전환 (6.81조원 → 영업손실 7.73조원, 14.54조원 감소)" in result.markdown
    assert not any(k.endswith(".growth") for k in result.figures)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자와 SK하이닉스 영업이익 감소세 비교",  # an unknown finance word next to two companies
        "삼성전자 2020년 대비 2023년 영업이익 감소추세",
        "삼성전자 영업이익 감소폭",  # a change with no second figure named: the agent's
        "삼성전자 2023년 대비 2020년 영업이익 증가율",  # base year said last: not read as a change
        # a number with its counter and a copula's ending alone were "'2배'는 … 찾지 못했습니다"
        "삼성전자 2024 영업이익 2023 대비 2배 넘었어?",
        "삼성전자 2023 영업이익 5천억쯤 됐나",
        "삼성전자 매출 300조라고 들었는데 맞아?",
        "네이버랑 카카오 비교 중인데 2023 매출",
    ],
)
def test_finance_words_are_never_read_as_company_names(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


# --- 2. 연결 and 별도 -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 연결과 별도 영업이익 비교",
        "삼성전자 2023년 영업이익 연결 별도 각각 알려줘",
        "삼성전자 2023년 별도 기준 영업이익은 연결과 얼마나 달라?",
    ],
)
async def test_consolidated_and_separate_side_by_side(text: str, data: DataServices) -> None:
    query = parsed(text)
    assert query.kind == "bases" and query.basis is None
    cfs, ofs = key_account("삼성전자", 2023, "CFS", OP), key_account("삼성전자", 2023, "OFS", OP)
    assert (cfs, ofs) == (6_566_976_000_000, -11_526_297_000_000)
    result = await answer_quick(query, data, today=TODAY)
    assert result.figures["삼성전자.FY2023.operating_income.CFS"] == cfs
    assert result.figures["삼성전자.FY2023.operating_income.OFS"] == ofs
    text_ = result.markdown
    assert "**삼성전자 · FY2023 연결·별도 비교 (사업보고서)**" in text_
    assert "| 연결 | 6.57조원 |" in text_ and "| 별도 | −11.53조원 |" in text_
    assert "- **연결** 영업이익 6.57조원" in text_
    assert "- **별도** 영업손실 11.53조원" in text_  # a loss on the separate basis, said as one
    if query.difference:
        assert result.figures["삼성전자.FY2023.operating_income.CFS-OFS"] == cfs - ofs
        assert f"연결 영업이익이 별도보다 {format_krw(cfs - ofs)} 많습니다" in text_  # 18.09조원


async def test_both_bases_of_a_quarter_and_a_difference(data: DataServices) -> None:
    result = await answer("현대차 2024년 1~3분기 누적 영업이익 연결 별도 차이", data)
    cfs = key_account("현대자동차", 2024, "CFS", OP, "thstrm_add_amount", report=Q3)
    ofs = key_account("현대자동차", 2024, "OFS", OP, "thstrm_add_amount", report=Q3)
    assert (cfs, ofs) == (11_417_398_000_000, 5_168_702_000_000)
    assert result.figures["현대자동차.2024Q3.operating_income.CFS"] == cfs
    assert result.figures["현대자동차.2024Q3.operating_income.OFS"] == ofs
    assert "| 연결 | 11.42조원 |" in result.markdown and "| 별도 | 5.17조원 |" in result.markdown
    assert "연결 영업이익이 별도보다 6.25조원 많습니다" in result.markdown


@pytest.mark.parametrize(
    "text",
    [
        "별도 기준 매출은 연결과 얼마나 달라?",  # no company named: the agent's (it knows the conversation)
        "삼성전자와 SK하이닉스 연결 별도 매출 비교",
        "삼성전자 연결 별도 매출 추이",
        "삼성전자 2023년 연결 별도 배당성향",
    ],
)
def test_both_bases_the_quick_path_cannot_show_go_to_the_agent(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


# --- 3. differences between two companies ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("삼성전자와 SK하이닉스 2023년 매출 차이는?", "삼성전자"),
        ("삼성전자랑 SK하이닉스 2023년 매출액 차이 얼마야", "삼성전자"),
        ("2023년 SK하이닉스와 삼성전자 매출 격차", "SK하이닉스"),
    ],
)
async def test_revenue_difference_names_the_larger(text: str, first: str, data: DataServices) -> None:
    query = parsed(text)
    assert query.kind == "comparison" and query.difference
    samsung, hynix = key_account("삼성전자", 2023, "CFS", REV), key_account("SK하이닉스", 2023, "CFS", REV)
    assert (samsung, hynix) == (258_935_494_000_000, 32_765_719_000_000)
    result = await answer_quick(query, data, today=TODAY)
    gap = samsung - hynix if first == "삼성전자" else hynix - samsung
    second = "SK하이닉스" if first == "삼성전자" else "삼성전자"
    assert result.figures[f"{first}-{second}.FY2023.revenue"] == gap
    assert (
        "- 차이: 삼성전자 매출액이 SK하이닉스보다 226.17조원 많습니다 "
        "(삼성전자 258.94조원(연결) − SK하이닉스 32.77조원(연결))"
    ) in result.markdown


async def test_difference_across_a_loss_and_in_points(data: DataServices) -> None:
    loss = await answer("삼성전자와 SK하이닉스 2023년 영업이익 차이", data)
    samsung, hynix = key_account("삼성전자", 2023, "CFS", OP), key_account("SK하이닉스", 2023, "CFS", OP)
    assert hynix < 0 and loss.figures["삼성전자-SK하이닉스.FY2023.operating_income"] == samsung - hynix
    assert "삼성전자 영업이익이 SK하이닉스보다 14.30조원 많습니다" in loss.markdown
    # the larger one first even when named second; a ratio's gap is in %p
    margin = await answer("카카오와 네이버 2024년 영업이익률 차이", data)
    naver = key_account("NAVER", 2024, "CFS", OP) / key_account("NAVER", 2024, "CFS", REV) * 100
    kakao = key_account("카카오", 2024, "CFS", OP) / key_account("카카오", 2024, "CFS", REV) * 100
    assert margin.figures["카카오-NAVER.FY2024.operating_margin"] == pytest.approx(kakao - naver)
    assert (
        "NAVER 영업이익률이 카카오보다 12.6%p 높습니다 (NAVER 18.4%(연결) − 카카오 5.8%(연결))"
        in margin.markdown
    )


async def test_which_is_larger_is_answered_with_the_difference(data: DataServices) -> None:
    result = await answer("2024년 현대차와 SK하이닉스 순이익 중 누가 더 커?", data)
    hyundai = key_account("현대자동차", 2024, "CFS", "당기순이익(손실)")
    hynix = key_account("SK하이닉스", 2024, "CFS", "당기순이익(손실)")
    assert hynix > hyundai
    assert f"SK하이닉스 당기순이익이 현대자동차보다 {format_krw(hynix - hyundai)} 많습니다" in result.markdown


@pytest.mark.parametrize("text", ["삼성전자, SK하이닉스, 카카오 매출 차이", "삼성전자 매출 차이"])
def test_a_difference_needs_exactly_two_figures(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


def test_an_unknown_name_in_a_difference_is_said_plainly() -> None:
    result = parse_question("가나다라와 삼성전자 매출 차이", companies(), today=TODAY)
    assert isinstance(result, QuickRefusal) and result.reason == "unknown_company"


# --- 4. address, English name, nine months to date -----------------------------------------------


@pytest.mark.parametrize("text", ["삼성전자 본사 주소", "삼성전자 본사는 어디야?", "삼성전자 소재지 알려줘"])
async def test_head_office_address(text: str, data: DataServices) -> None:
    query = parsed(text)
    assert query.kind == "fact" and query.metrics == ("address",)
    raw = " ".join(overview("삼성전자")["adres"].split())
    assert raw == "경기도 수원시 영통구 삼성로 129 (매탄동)"
    result = await answer_quick(query, data, today=TODAY)
    assert f"- 본사 주소: {raw}" in result.markdown
    assert "출처: OpenDART 기업개황(company.json)" in result.markdown
    assert "자본" not in result.markdown  # "삼성전자 본사" once read as 자본 across the space


@pytest.mark.parametrize("text", ["카카오 영문 회사명", "카카오 영문명 알려줘", "카카오 영어 이름이 뭐야?"])
async def test_english_name(text: str, data: DataServices) -> None:
    query = parsed(text)
    assert query.metrics == ("eng_name",)
    result = await answer_quick(query, data, today=TODAY)
    assert f"- 영문명: {overview('카카오')['corp_name_eng']}" in result.markdown
    assert "출처: OpenDART 기업개황(company.json)" in result.markdown


async def test_homepage_address_is_the_homepage_only(data: DataServices) -> None:
    result = await answer("카카오 홈페이지 주소", data)
    assert (
        f"- 홈페이지: {overview('카카오')['hm_url']}" in result.markdown
        and "본사 주소" not in result.markdown
    )


@pytest.mark.parametrize(
    "text",
    [
        "현대자동차 2024년 1~3분기 누적 영업이익",
        "현대차 2024년 1-3분기 영업이익",
        "현대자동차 2024년 1분기부터 3분기까지 영업이익",
    ],
)
async def test_nine_months_to_date(text: str, data: DataServices) -> None:
    query = parsed(text)
    assert query.period.kind == "quarter" and query.period.quarter == 3 and query.period.ytd
    ytd = key_account("현대자동차", 2024, "CFS", OP, "thstrm_add_amount", report=Q3)
    three_months = key_account("현대자동차", 2024, "CFS", OP, report=Q3)
    before = key_account("현대자동차", 2024, "CFS", OP, "frmtrm_add_amount", report=Q3)
    assert (ytd, three_months) == (11_417_398_000_000, 3_580_900_000_000)
    result = await answer_quick(query, data, today=TODAY)
    assert result.figures["현대자동차.2024Q3.operating_income"] == ytd
    assert result.figures["현대자동차.2023Q3.operating_income"] == before
    assert "영업이익 11.42조원 (1~3분기) — 전년 동기 11.72조원 대비 2.6% 감소" in result.markdown
    assert "(연결, 3분기보고서)" in result.markdown and "3.58조원" not in result.markdown


def test_a_term_does_not_reach_across_a_space_from_inside_a_name() -> None:
    hits, _ = scan("삼성전자 본사")
    assert [(h.tag, h.value) for h in hits] == [("metric", "address")]
    hits, _ = scan("삼성전자영업이익")  # with no space a term still ends a name
    assert [(h.tag, h.value) for h in hits] == [("metric", "operating_income")]
