"""English quick answers state the Korean answers' figures: the same question asked in English and in
Korean, for the five recorded companies, gives the same ``QuickAnswer.figures`` — growth, changes between
two years, trends, quarters, ratios, dividends, comparisons and differences."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.quick import QuickAnswer, QuickQuery, answer_quick, parse_question
from core.quick.english import answer_in_english, read_english
from tests.conftest import companies

TODAY = date(2026, 11, 21)
#: (English name as typed, Korean name) of the five recorded companies
FIVE = (
    ("Samsung Electronics", "삼성전자"),
    ("SK hynix", "SK하이닉스"),
    ("Hyundai Motor", "현대자동차"),
    ("Kakao", "카카오"),
    ("NAVER", "NAVER"),
)
#: (English question, the Korean question it means); {e}/{k} are a company's English/Korean name
ONE_COMPANY = (
    ("How much did {e}'s operating profit grow in 2023?", "{k} 2023년 영업이익 증가율"),
    ("{e} revenue growth 2024", "{k} 2024년 매출액 증가율"),
    ("{e} net income yoy 2023", "{k} 2023년 당기순이익 증가율"),
    ("{e} revenue change 2022 to 2023", "{k} 2022년 대비 2023년 매출액"),
    ("{e} operating profit 2023 vs 2024", "{k} 2023년 대비 2024년 영업이익"),
    ("{e} operating margin change from 2023 to 2024", "{k} 2023년 대비 2024년 영업이익률"),
    ("{e} net income 2021-2024", "{k} 2021~2024 당기순이익"),
    ("{e} revenue trend", "{k} 매출액 추이"),
    ("{e} operating margin over the last 3 years", "{k} 최근 3년 영업이익률"),
    ("{e} Q3 2024 operating profit", "{k} 2024년 3분기 영업이익"),
    ("{e} revenue 9M 2024", "{k} 2024년 3분기 누적 매출액"),
    ("{e} total assets Q3 2024", "{k} 2024년 3분기 자산총계"),
    ("{e} operating margin 2023", "{k} 2023년 영업이익률"),
    ("{e} net margin 2024", "{k} 2024년 순이익률"),
    ("{e} debt ratio 2023", "{k} 2023년 부채비율"),
    ("{e} ROE 2024", "{k} 2024년 ROE"),
    ("{e} EPS 2023", "{k} 2023년 EPS"),
    ("{e} dividend per share 2023", "{k} 2023년 주당배당금"),
    ("{e} payout ratio 2023", "{k} 2023년 배당성향"),
    ("{e} total dividends 2023", "{k} 2023년 배당총액"),
    ("{e} revenue, operating profit and net income 2024", "{k} 2024년 매출액 영업이익 당기순이익"),
    ("{e} separate revenue 2023", "{k} 2023년 별도 매출액"),
    ("{e} consolidated and separate operating profit 2023", "{k} 2023년 연결 별도 영업이익"),
)
TWO_COMPANIES = (
    ("Compare {e1} and {e2} operating margin 2023", "{k1} {k2} 2023년 영업이익률 비교"),
    ("Which had higher revenue, {e1} or {e2}?", "{k1} {k2} 매출액"),
    ("{e1} vs {e2} net income 2024", "{k1} {k2} 2024년 당기순이익 비교"),
    ("difference between {e1} and {e2} operating profit 2024", "{k1} {k2} 2024년 영업이익 차이"),
    ("{e1} and {e2} debt ratio 2022-2024", "{k1} {k2} 2022~2024 부채비율"),
)
_PAIRS = [(FIVE[i], FIVE[(i + 1) % 5]) for i in range(5)]


async def _both(english: str, korean: str, data: DataServices) -> tuple[QuickAnswer, QuickAnswer]:
    query = parse_question(korean, data.companies, today=TODAY)
    assert isinstance(query, QuickQuery), korean
    said = await answer_in_english(english, data, today=TODAY)
    assert said is not None, english
    return said, await answer_quick(query, data, today=TODAY)


def _english_only(answer: QuickAnswer, names: tuple[str, ...]) -> None:
    """No Korean words but the company names once and Korean amounts in parentheses."""
    text = answer.markdown
    for name in names:
        text = text.replace(f"({name})", "")
    text = re.sub(r"\(−?[\d,.]+(?:조|억|만)원\)", "", text)
    assert not re.search(r"[가-힣]", text), answer.markdown
    assert "출처" not in answer.markdown


@pytest.mark.parametrize(("english", "korean"), ONE_COMPANY)
async def test_one_company_english_figures_equal_the_korean(
    english: str, korean: str, data: DataServices
) -> None:
    stated = 0
    for e, k in FIVE:
        said, korean_answer = await _both(english.format(e=e), korean.format(k=k), data)
        assert said.figures == korean_answer.figures, (english.format(e=e), said.markdown)
        assert said.sources == korean_answer.sources
        _english_only(said, (k,))
        stated += len(said.figures)
    assert stated > 0  # the recorded data answers it for some of the five


@pytest.mark.parametrize(("english", "korean"), TWO_COMPANIES)
async def test_comparisons_english_figures_equal_the_korean(
    english: str, korean: str, data: DataServices
) -> None:
    for (e1, k1), (e2, k2) in _PAIRS:
        said, korean_answer = await _both(english.format(e1=e1, e2=e2), korean.format(k1=k1, k2=k2), data)
        assert said.figures and said.figures == korean_answer.figures, said.markdown
        _english_only(said, (k1, k2))


async def test_english_answers_read_as_english(data: DataServices) -> None:
    growth = await answer_in_english(
        "How much did Samsung's operating profit grow in 2023?", data, today=TODAY
    )
    assert growth is not None
    assert growth.markdown.startswith("> “Samsung” is read as Samsung Electronics (삼성전자) — others:")
    assert (
        "- Operating profit growth: −84.9% (FY2022 KRW 43.38 trillion → FY2023 KRW 6.57 trillion"
        in growth.markdown
    )
    change = await answer_in_english("Samsung revenue change 2022 to 2023", data, today=TODAY)
    assert change is not None and "| FY2022 | KRW 302.23tn |" in change.markdown
    assert "Revenue change (FY2022 → FY2023, consolidated): −14.3%" in change.markdown
    assert "down KRW 43.30 trillion (43.30조원)" in change.markdown
    trend = await answer_in_english("SK Hynix net income 2019-2024", data, today=TODAY)
    assert trend is not None and "| FY2023 | −KRW 9.14tn | to loss |" in trend.markdown
    assert "SK hynix: FY2019 net income is not in the offline dataset" in trend.markdown
    which = await answer_in_english("Which had higher revenue, Naver or Kakao?", data, today=TODAY)
    assert (
        which is not None
        and "- Higher revenue: NAVER (KRW 10.74 trillion; Kakao KRW 7.87 trillion)" in which.markdown
    )
    assert (
        "> Note: FY2025 is not in the offline dataset, so this answers for the latest available, FY2024."
        in (which.markdown)
    )
    lowest = await answer_in_english(
        "Which had the lowest debt ratio in 2023: Samsung Electronics, Kakao or Naver?", data, today=TODAY
    )
    assert (
        lowest is not None
        and "- Lowest debt ratio: Samsung Electronics (25.4%; NAVER 47.4%; Kakao 81.7%)" in (lowest.markdown)
    )
    gap = await answer_in_english(
        "difference between Naver and Kakao operating profit 2024", data, today=TODAY
    )
    assert (
        gap is not None
        and "- Difference: NAVER's operating profit is KRW 1.52 trillion (1.52조원) more" in (gap.markdown)
    )
    quarter = await answer_in_english("Samsung Electronics Q3 2024 operating profit", data, today=TODAY)
    assert quarter is not None
    assert (
        "KRW 9.18 trillion (9.18조원) for the three months · year to date KRW 26.23 trillion"
        in quarter.markdown
    )
    assert "[Samsung Electronics Q3 report 2024](" in quarter.markdown


@pytest.mark.parametrize(
    ("question", "starts"),
    [
        ("Apple revenue 2023", "Apple is not a Korean listed company"),
        ("Samsung Electronics revenue 2014", "OpenDART's financial statements start with fiscal 2015"),
        ("Samsung Electronics revenue 2026", "The FY2026 annual report has not been filed yet"),
        ("Kakao operating profit Q4 2026", "The Q4 2026 report has not been filed yet"),
    ],
)
async def test_what_the_data_cannot_answer_is_one_english_sentence(
    question: str, starts: str, data: DataServices
) -> None:
    said = await answer_in_english(question, data, today=TODAY)
    assert said is not None and said.markdown.startswith(starts) and said.markdown.count("\n") == 1
    assert not said.figures and not re.search(r"[가-힣]", said.markdown)


async def test_facts_in_english(data: DataServices) -> None:
    said = await answer_in_english("Who is the CEO of Kakao and when was it founded?", data, today=TODAY)
    korean = await answer_quick(_query("카카오 대표이사 설립일", data), data, today=TODAY)
    assert said is not None and said.markdown.startswith("**Kakao (카카오) · 035720**")
    assert "- CEO: " in said.markdown and "(as filed, in Korean)" in said.markdown
    assert said.figures == korean.figures and said.figures["카카오.established"] > 19_000_000
    market = await answer_in_english("Which market is NAVER listed on?", data, today=TODAY)
    assert market is not None and "- Market: KOSPI" in market.markdown


def _query(text: str, data: DataServices) -> QuickQuery:
    query = parse_question(text, data.companies, today=TODAY)
    assert isinstance(query, QuickQuery)
    return query


@pytest.mark.parametrize(
    "question",
    [
        "why did samsung electronics fall in 2023",  # judgement
        "Samsung Electronics revenue forecast 2025",  # a word it does not know
        "Samsung Electronics BPS 2023",  # a concept the quick path leaves to the agent (ROA is answered)
        "Samsung Electronics market cap",  # (employees, holders: answered in English, test_english_kinds)
        "Samsung Electronics revenue YTD",  # which quarter is not said
        "Samsung Electronics highest revenue",  # one company "ranked"
        "revenue trend",  # no company
    ],
)
async def test_what_it_does_not_understand_is_left_alone(question: str, data: DataServices) -> None:
    assert await answer_in_english(question, data, today=TODAY) is None


def test_names_the_corp_code_list_knows_are_read() -> None:
    assert read_english("Doosan Enerbility revenue 2023", companies()) == "두산에너빌리티 2023년 매출액"
    assert read_english("Doosan Enerbility revenue 2023") is None  # without the list: not guessed
    assert (
        read_english("Samsung Electronics vs Apple revenue", companies()) == "삼성전자 및 apple 매출액 비교"
    )


async def test_a_lookup_problem_is_left_to_the_korean_answer(tmp_path: Path) -> None:
    async with await open_data_services(Settings(DEXTER_HOME=str(tmp_path)), companies=companies()) as data:
        assert await answer_in_english("Samsung Electronics revenue growth 2023", data, today=TODAY) is None


async def test_a_ratio_is_shown_beside_the_one_before_as_in_korean(data: DataServices) -> None:
    """The Korean answer's "· 전년 14.4%(−11.8%p)" / "· 전기말 25.4%(+1.8%p)" is said in English too."""
    for english, korean, beside in (
        ("samsung elec 2023 op margin?", "삼성전자 2023년 영업이익률은?", "FY2022"),
        ("Samsung Electronics debt ratio Q3 2024", "삼성전자 2024년 3분기 부채비율", "prior year-end"),
        ("SK hynix Q3 2024 operating margin", "SK하이닉스 2024년 3분기 영업이익률", "Q3 2023"),
    ):
        said, korean_answer = await _both(english, korean, data)
        before = next(v for k, v in korean_answer.figures.items() if k.endswith("_before"))
        shown = f"{before:.1f}%".replace("-", "−")
        assert f" · {beside} {shown} (" in said.markdown, said.markdown
        assert shown in korean_answer.markdown
