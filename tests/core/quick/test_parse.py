"""The quick-question parser: particles, spacing, periods, kinds, refusals and what it leaves alone."""

from __future__ import annotations

from datetime import date

import pytest

from core.quick import PeriodSpec, QuickQuery, QuickRefusal, parse_question
from core.quick.lexicon import scan
from core.quick.word_forms import strip_particles
from core.quick.wording import display_name, subject, topic
from tests.conftest import companies

TODAY = date(2026, 11, 21)


def query(text: str, today: date = TODAY) -> QuickQuery:
    parsed = parse_question(text, companies(), today=today)
    assert isinstance(parsed, QuickQuery), f"{text!r} → {parsed!r}"
    return parsed


def refusal(text: str) -> QuickRefusal:
    parsed = parse_question(text, companies(), today=TODAY)
    assert isinstance(parsed, QuickRefusal), f"{text!r} → {parsed!r}"
    return parsed


def names(parsed: QuickQuery) -> list[str]:
    return [c.name for c in parsed.companies]


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2023년 영업이익률",
        "삼성전자의 2023년 영업이익률은?",
        "삼성전자의2023년영업이익률은",
        "삼성 전자 2023 영업 이익률",
        "2023년 삼성전자 영업이익률 얼마야",
        "삼성전자 영업이익률 FY2023",
        "삼성전자 FY 2023 영업이익율 알려줘.",
        "삼성전자 영업이익률 23년도",
        "005930 2023 영업이익률",
        "A005930 2023 영업이익률",
        "삼전 2023년도 영업이익률 좀 알려주세요",
    ],
)
def test_particles_spacing_and_names_read_the_same(text: str) -> None:
    parsed = query(text)
    assert names(parsed) == ["삼성전자"]
    assert parsed.metrics == ("operating_margin",)
    assert parsed.period == PeriodSpec("year", (2023,))
    assert parsed.kind == "ratio"


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("카카오 매출액", ("revenue",)),
        ("카카오 영업손실", ("operating_income",)),
        ("카카오 당기순손실", ("net_income",)),
        ("카카오 순익", ("net_income",)),
        ("카카오 총자산", ("assets",)),
        ("카카오 부채 총계", ("liabilities",)),
        ("카카오 자기자본", ("equity",)),
        ("카카오 순이익률", ("net_margin",)),
        ("카카오 부채 비율", ("debt_ratio",)),
        ("카카오 roe", ("roe",)),
        ("카카오 자기자본이익률", ("roe",)),
        ("카카오 매출 성장률", ("revenue_growth",)),
        ("카카오 매출액 증가율", ("revenue_growth",)),
        ("카카오 순이익 증가율", ("net_income_growth",)),
        ("카카오 성장률", ("revenue_growth",)),
        ("카카오 EPS", ("eps",)),
        ("카카오 주당순이익", ("eps",)),
        ("카카오 주당 배당금", ("dps",)),
        ("카카오 배당성향", ("payout_ratio",)),
        ("카카오 감가상각비", ("depreciation",)),
        ("카카오 실적", ("revenue", "operating_income", "net_income")),
        ("카카오 매출과 영업이익, 순이익", ("revenue", "operating_income", "net_income")),
        ("카카오 대표 이사", ("ceo",)),
        ("카카오 설립일", ("established",)),
        ("카카오 결산월", ("fiscal_month",)),
        ("카카오 업종", ("industry",)),
        ("카카오 종목코드", ("stock_code",)),
        ("카카오 상장 시장", ("market",)),
    ],
)
def test_metrics(text: str, metrics: tuple[str, ...]) -> None:
    parsed = query(text)
    assert names(parsed) == ["카카오"]
    assert parsed.metrics == metrics


@pytest.mark.parametrize(
    ("text", "period"),
    [
        ("네이버 매출", PeriodSpec()),
        ("네이버 최근 매출", PeriodSpec()),
        ("네이버 2023년 매출", PeriodSpec("year", (2023,))),
        ("네이버 작년 매출", PeriodSpec("year", (2025,), said="작년")),
        ("네이버 지난해 매출", PeriodSpec("year", (2025,), said="지난해")),
        ("네이버 재작년 매출", PeriodSpec("year", (2024,), said="재작년")),
        ("네이버 최근 3년 매출", PeriodSpec("recent", count=3)),
        ("네이버 지난 5개년 매출", PeriodSpec("recent", count=5)),
        ("네이버 4년간 매출", PeriodSpec("recent", count=4)),
        ("네이버 매출 추이", PeriodSpec("recent", count=3)),
        ("네이버 2023년 매출 추이", PeriodSpec("years", (2021, 2022, 2023))),
        ("네이버 2021~2023 매출", PeriodSpec("years", (2021, 2022, 2023))),
        ("네이버 2021년부터 2023년까지 매출", PeriodSpec("years", (2021, 2022, 2023))),
        ("네이버 2022년과 2023년 매출", PeriodSpec("years", (2022, 2023))),
        ("네이버 3분기 매출", PeriodSpec("quarter", quarter=3)),
        ("네이버 2024년 3분기 매출", PeriodSpec("quarter", (2024,), quarter=3)),
        ("네이버 2024 Q3 매출", PeriodSpec("quarter", (2024,), quarter=3)),
        ("네이버 3Q24 매출", PeriodSpec("quarter", (2024,), quarter=3)),  # analysts' shorthand
        ("네이버 24년 1분기 매출", PeriodSpec("quarter", (2024,), quarter=1)),
        ("네이버 2024년 3분기 누적 매출", PeriodSpec("quarter", (2024,), quarter=3, ytd=True)),
        ("네이버 2024년 상반기 매출", PeriodSpec("quarter", (2024,), quarter=2, ytd=True)),
        ("네이버 2024년 하반기 매출", None),
        ("네이버 2023년 3분기와 4분기 매출", None),
    ],
)
def test_periods(text: str, period: PeriodSpec | None) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    if period is None:
        assert parsed is None
        return
    assert isinstance(parsed, QuickQuery), parsed
    assert parsed.period == period


def test_relative_years_follow_today() -> None:
    assert query("네이버 작년 매출", today=date(2025, 6, 1)).period.years == (2024,)
    assert query("네이버 재작년 매출", today=date(2025, 6, 1)).period.years == (2023,)


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        ("삼성전자와 SK하이닉스 영업이익 비교", "comparison", ["삼성전자", "SK하이닉스"]),
        ("삼성전자 vs SK하이닉스", None, None),  # no metric: the card's job, not a quick answer
        ("삼성전자 vs SK하이닉스 매출", "comparison", ["삼성전자", "SK하이닉스"]),
        ("삼성전자, SK하이닉스, 카카오 영업이익", "comparison", ["삼성전자", "SK하이닉스", "카카오"]),
        ("카카오랑 네이버 매출", "comparison", ["카카오", "NAVER"]),
        ("카카오하고 네이버 매출", "comparison", ["카카오", "NAVER"]),
        ("네이버 영업이익률이 카카오보다 높아?", "comparison", ["NAVER", "카카오"]),
        ("현대차 대비 기아 영업이익", "comparison", ["현대자동차", "기아"]),
        ("삼성전자와 SK하이닉스 최근 3년 영업이익", "trend", ["삼성전자", "SK하이닉스"]),
        ("삼성전자 매출", "value", ["삼성전자"]),
        ("삼성전자 매출과 영업이익률", "value", ["삼성전자"]),
        ("삼성전자 영업이익률과 부채비율", "ratio", ["삼성전자"]),
        ("삼성전자 대표이사", "fact", ["삼성전자"]),
        ("삼성전자랑 카카오 대표", "fact", ["삼성전자", "카카오"]),
    ],
)
def test_kinds(text: str, kind: str | None, expected: list[str] | None) -> None:
    parsed = parse_question(text, companies(), today=TODAY)
    if kind is None:
        assert parsed is None
        return
    assert isinstance(parsed, QuickQuery), parsed
    assert parsed.kind == kind
    assert names(parsed) == expected


def test_basis_words() -> None:
    assert query("카카오 별도 기준 매출").basis == "OFS"
    assert query("카카오 연결 매출").basis == "CFS"
    assert query("카카오 매출").basis is None


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 분석해줘",
        "삼성전자 매출 분석",
        "삼성전자 영업이익 왜 줄었어?",
        "SK하이닉스 전망",
        "SK하이닉스 매출 전망 알려줘",
        "삼성전자 어때?",
        "카카오 투자해도 될까",
        "삼성전자 사도 돼?",
        "삼성전자 지금 매수해도 돼?",
        "삼성전자 매출 감소 이유",
        "삼성전자 2023년 PER",  # the quote is today's: an old year's PER is the agent's
        "삼성전자 주가 왜 떨어졌어",
        "삼성전자랑 하이닉스 시가총액 비교",
        "삼성전자 HBM 매출",
        "삼성전자 반도체 부문 영업이익",
        "삼성전자 평균 근속연수",
        "삼성전자 국민연금 지분율",
        "삼성전자 배당수익률",
        "삼성전자",
        "매출 알려줘",
        "가장 매출 많은 회사",
        "매출 1위 회사",
        "오늘 날씨 어때",
        "",
        "매출 ㅋㅋ",
        "삼성전자 영업이익률 증가율",
        "삼성전자 2024년 3분기 EPS",
        "삼성전자 3분기 ROE",
        "삼성전자 대표이사와 매출",
        "삼성전자 2019년 대표이사",
        "삼성전자 2015~2030 매출",
    ],
)
def test_not_quick(text: str) -> None:
    assert parse_question(text, companies(), today=TODAY) is None


def test_foreign_and_unknown_companies() -> None:
    for text, name in [
        ("애플의 영업이익", "애플"),
        ("테슬라는 매출이 얼마야", "테슬라"),
    ]:
        found = refusal(text)
        assert found.reason == "foreign_company"
        assert f"'{name}'" in found.message and "한국 상장사 목록에서 찾지 못했습니다" in found.message
    coupang = refusal("쿠팡 매출 알려줘")  # listed abroad, with a Korean company in DART: said plainly
    assert (
        coupang.reason == "foreign_company"
        and "'쿠팡'은 코스피·코스닥(KOSPI·KOSDAQ) 상장사가 아닙니다" in (coupang.message)
    )
    unknown = refusal("가나다라 매출")
    assert unknown.reason == "unknown_company" and unknown.suggestions == ()
    # a foreign name next to a Korean one in a comparison
    assert refusal("삼성전자랑 애플 매출 비교").reason == "foreign_company"
    # an unknown word next to a resolved company is not a company question: the agent's
    assert parse_question("삼성전자 가나다라 매출", companies(), today=TODAY) is None


def test_ambiguous_names_ask_which() -> None:
    # a group name with a dominant company means it (core.data.companies.name_policy); a true tie asks
    assert names(query("삼성 매출")) == ["삼성전자"]
    assert names(query("현대의 영업이익은?")) == ["현대자동차"]
    lotte = refusal("롯데 매출")
    assert lotte.reason == "ambiguous_company"
    assert [c.name for c in lotte.suggestions][:2] == ["롯데케미칼", "롯데지주"]  # by market value
    assert "롯데케미칼(011170)" in lotte.message
    # one typo from two companies: the one worth at least twice the other, said in a note; else ask
    typo = query("삼성전지 매출")
    assert names(typo) == ["삼성전자"] and typo.notes == (
        "‘삼성전지’는 삼성전자로 보았습니다 (비슷한 이름: 삼성전기)",
    )
    tie = refusal("성후전자 매출")
    assert tie.reason == "ambiguous_company" and {c.name for c in tie.suggestions} == {"성호전자", "성우전자"}


def test_periods_not_yet_disclosed() -> None:
    this_year = refusal("삼성전자 2026년 매출")
    assert this_year.reason == "not_disclosed"
    assert "FY2026 사업보고서는 아직 공시되지 않았습니다" in this_year.message
    assert "2026-12-31" in this_year.message and "2027-03-31" in this_year.message
    assert "가장 최근 사업연도는 FY2025" in this_year.message
    assert refusal("삼성전자 2030년 영업이익").reason == "not_disclosed"
    assert "FY2026(올해)" in refusal("삼성전자 올해 매출").message
    assert "2026년 4분기" in refusal("삼성전자 2026년 4분기 매출").message
    assert refusal("삼성전자 2014년 매출").reason == "unsupported_period"
    # a quarter that has ended can be asked (the answer says whether it is on file)
    assert query("삼성전자 올해 3분기 매출").period == PeriodSpec("quarter", (2026,), quarter=3, said="올해")
    # on 2027-01-15 FY2026 has ended: asking is fine, the answer says whether it is filed yet
    assert query("삼성전자 2026년 매출", today=date(2027, 1, 15)).period.years == (2026,)


def test_company_names_are_never_guessed() -> None:
    # english keys drop Hangul, so "삼성전자 NAVER" once resolved to NAVER alone
    assert names(query("삼성전자 NAVER 영업이익")) == ["삼성전자", "NAVER"]
    assert names(query("SK 하이닉스 매출")) == ["SK하이닉스"]
    assert names(query("이마트 매출")) == ["이마트"]  # a leading 이 is not a particle
    assert names(query("LG디스플레이 매출")) == ["LG디스플레이"]
    assert names(query("하이닉스랑 삼전 매출")) == ["SK하이닉스", "삼성전자"]


def test_scanner_keeps_unknown_words_whole() -> None:
    hits, unknown = scan("애플의 영업이익률은")
    assert "".join("애플의 영업이익률은"[i] for i in unknown) == "애플의"
    assert [(h.tag, h.value) for h in hits] == [("metric", "operating_margin"), ("particle", "은")]
    assert strip_particles("쿠팡은") == ["쿠팡은", "쿠팡"]
    assert display_name("애플의") == "애플" and display_name("화웨이") == "화웨이"
    assert topic("쿠팡") == "쿠팡은" and topic("테슬라") == "테슬라는" and topic("NAVER") == "NAVER은(는)"


def test_particles_after_an_acronym_follow_its_letters_names() -> None:
    """A figure's acronym is read letter by letter (알오이, 피이알): "NAVER ROE가", not "ROE이(가)"."""
    assert (
        subject("NAVER ROE") == "NAVER ROE가"
        and subject("PER") == "PER이"
        and subject("삼성전자") == "삼성전자가"
    )
    assert topic("EPS") == "EPS는" and topic("OPM") == "OPM은" and subject("SK하이닉스") == "SK하이닉스가"
