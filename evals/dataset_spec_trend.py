"""Trends: one company over several fiscal years (series, year-on-year growth, CAGR)."""

from __future__ import annotations

from collections.abc import Callable

from evals.dataset import QuestionType, Unit
from evals.dataset_spec import (
    F_EPS,
    F_OCF,
    F_OP,
    F_REV,
    NI,
    OP,
    REV,
    Check,
    Expr,
    Fig,
    NumericSpec,
    RubricSpec,
    Spec,
    cagr,
    debt_ratio,
    full,
    fy,
    growth,
    states,
    yoy,
)

_T: QuestionType = "trend"


def _series(
    prefix: str, years: range, make: Callable[[int], Expr], unit: Unit = "won", key: str | None = None
) -> dict[str, Fig]:
    """``{prefix}{year}`` → the figure of each year; ``key`` formats to the hand-checked name."""
    return {f"{prefix}{y}": Fig(make(y), unit, key.format(y) if key else None) for y in years}


def _each(prefix: str, years: range, what: str) -> tuple[Check, ...]:
    return tuple(states(f"{prefix}{year}", f"FY{year} {what}") for year in years)


def _chain(prefix: str, years: range) -> str:
    return " → ".join(f"FY{year} <<{prefix}{year}>>" for year in years)


_SS_19_23 = range(2019, 2024)


def _rubric(
    id_: str,
    question: str,
    expected: str,
    criteria: tuple[Check, ...],
    sample: str,
    figures: dict[str, Fig],
    contradictions: tuple[Check, ...] = (),
) -> RubricSpec:
    return RubricSpec(id_, _T, question, expected, criteria, sample, contradictions, figures)


SPECS: tuple[Spec, ...] = (
    _rubric(
        "trend-01",
        "삼성전자 2019년부터 2023년까지 매출 추이",
        "삼성전자 연결 매출액: " + _chain("r", _SS_19_23),
        _each("r", _SS_19_23, "매출액"),
        "삼성전자 연결 매출액은 FY2019 230.40조원, FY2020 236.81조원, FY2021 279.60조원, FY2022 302.23조원, "
        "FY2023 258.94조원입니다. 2022년까지 늘다가 2023년에 14.3% 감소했습니다.",
        _series("r", _SS_19_23, lambda y: full("삼성전자", y, F_REV), key="삼성전자.FY{}.revenue"),
        (Check("2023년에 매출이 늘었다고 말한다", r"2023\s*년(?:[^\n.]|\.\d){0,15}(?:증가|늘었|성장)"),),
    ),
    _rubric(
        "trend-02",
        "삼성전자 2019~2023 영업이익 추이 보여줘",
        "삼성전자 연결 영업이익: " + _chain("o", _SS_19_23) + " (2023년 급감)",
        _each("o", _SS_19_23, "영업이익"),
        "삼성전자 연결 영업이익: FY2019 27.77조원, FY2020 35.99조원, FY2021 51.63조원, FY2022 43.38조원, "
        "FY2023 6.57조원. 2021년 정점 이후 2023년에 크게 감소했습니다.",
        _series("o", _SS_19_23, lambda y: full("삼성전자", y, F_OP), key="삼성전자.FY{}.operating_income"),
    ),
    NumericSpec(
        "trend-03",
        _T,
        "삼성전자 2019년부터 2023년까지 매출 연평균 성장률(CAGR)은?",
        "매출액 연평균 성장률(CAGR)",
        cagr(full("삼성전자", 2023, F_REV), full("삼성전자", 2019, F_REV), 4),
        "percent",
    ),
    _rubric(
        "trend-04",
        "현대차 최근 3년 매출 추이",
        "현대자동차 연결 매출액: " + _chain("r", range(2022, 2025)) + " (FY2025 자료 없음: FY2024까지)",
        _each("r", range(2022, 2025), "매출액"),
        "현대자동차 연결 매출액은 FY2022 142.15조원 → FY2023 162.66조원 → FY2024 175.23조원으로 매년 증가했습니다. "
        "FY2025 자료는 없어 FY2024까지 보여 드립니다.",
        _series("r", range(2022, 2025), lambda y: fy("현대자동차", y, REV), key="현대자동차.FY{}.revenue"),
    ),
    _rubric(
        "trend-05",
        "삼성전자 2021년부터 2023년까지 영업이익",
        "삼성전자 연결 영업이익: " + _chain("o", range(2021, 2024)),
        _each("o", range(2021, 2024), "영업이익"),
        "삼성전자 연결 영업이익은 FY2021 51.63조원, FY2022 43.38조원, FY2023 6.57조원으로 2년 연속 감소했습니다.",
        _series(
            "o", range(2021, 2024), lambda y: fy("삼성전자", y, OP), key="삼성전자.FY{}.operating_income"
        ),
    ),
    _rubric(
        "trend-06",
        "카카오 최근 3년 부채비율 추이",
        "카카오 연결 부채비율: " + _chain("d", range(2022, 2025)) + " (상승)",
        _each("d", range(2022, 2025), "부채비율"),
        "카카오 연결 부채비율은 FY2022 69.9%, FY2023 81.7%, FY2024 84.8%로 3년째 상승했습니다.",
        _series(
            "d", range(2022, 2025), lambda y: debt_ratio("카카오", y), "percent", "카카오.FY{}.debt_ratio"
        ),
    ),
    _rubric(
        "trend-07",
        "NAVER 2022년과 2023년 순이익",
        "NAVER 연결 당기순이익: FY2022 <<n2022>> → FY2023 <<n2023>> (<<g>> 증가)",
        (*_each("n", range(2022, 2024), "당기순이익"), states("g", "전년 대비 증가율")),
        "NAVER 연결 당기순이익은 FY2022 6,731.80억원, FY2023 9,850.18억원으로 46.3% 증가했습니다.",
        {
            **_series("n", range(2022, 2024), lambda y: fy("NAVER", y, NI), key="NAVER.FY{}.net_income"),
            "g": Fig(yoy("NAVER", 2023, NI), "percent"),
        },
    ),
    _rubric(
        "trend-08",
        "SK하이닉스 2021~2024 영업이익 추이",
        "SK하이닉스 연결 영업이익: " + _chain("o", range(2021, 2025)) + " (2023년 적자, 2024년 흑자전환)",
        (
            *_each("o", range(2021, 2025), "영업이익"),
            Check(
                "2023년이 적자(영업손실)였다고 말한다",
                r"2023[^\n]{0,30}(?:적자|손실|[−-]\s*7[.,]7)|(?:적자|손실)(?:[^\n.]|\.\d){0,20}2023",
            ),
            Check("2024년에 흑자전환했다고 말한다", r"흑자\s*전환|흑자로\s*(?:돌아|전환)"),
        ),
        "SK하이닉스 연결 영업이익: FY2021 12.41조원, FY2022 6.81조원, FY2023 −7.73조원(영업손실), "
        "FY2024 23.47조원으로 2023년 적자 이후 2024년에 흑자전환했습니다.",
        _series(
            "o", range(2021, 2025), lambda y: fy("SK하이닉스", y, OP), key="SK하이닉스.FY{}.operating_income"
        ),
    ),
    _rubric(
        "trend-09",
        "삼성전자 2019~2023 EPS 추이",
        "삼성전자 기본주당이익(연결): " + _chain("e", _SS_19_23),
        _each("e", _SS_19_23, "기본주당이익"),
        "삼성전자 기본주당이익(EPS)은 FY2019 3,166원, FY2020 3,841원, FY2021 5,777원, FY2022 8,057원, "
        "FY2023 2,131원입니다.",
        _series("e", _SS_19_23, lambda y: full("삼성전자", y, F_EPS), "won_per_share", "삼성전자.FY{}.eps"),
    ),
    NumericSpec(
        "trend-10",
        _T,
        "삼성전자 2020년 대비 2023년 영업이익 감소율",
        "영업이익 증감률(FY2020 → FY2023)",
        growth(full("삼성전자", 2023, F_OP), full("삼성전자", 2020, F_OP)),
        "percent",
    ),
    NumericSpec(
        "trend-11",
        _T,
        "삼성전자 2023년 매출 전년 대비 증감률",
        "매출액 증감률(YoY)",
        yoy("삼성전자", 2023, REV),
        "percent",
    ),
    _rubric(
        "trend-12",
        "현대자동차 2022년부터 2024년까지 영업이익 추이",
        "현대자동차 연결 영업이익: " + _chain("o", range(2022, 2025)) + " (2024년 소폭 감소)",
        _each("o", range(2022, 2025), "영업이익"),
        "현대자동차 연결 영업이익은 FY2022 9.82조원, FY2023 15.13조원, FY2024 14.24조원으로 2024년에 5.9% 감소했습니다.",
        _series("o", range(2022, 2025), lambda y: fy("현대자동차", y, OP)),
    ),
    _rubric(
        "trend-13",
        "삼성전자 19년부터 23년까지 영업활동현금흐름 추이",
        "삼성전자 연결 영업활동현금흐름: " + _chain("c", _SS_19_23),
        _each("c", _SS_19_23, "영업활동현금흐름"),
        "삼성전자 연결 영업활동현금흐름: FY2019 45.38조원, FY2020 65.29조원, FY2021 65.11조원, FY2022 62.18조원, "
        "FY2023 44.14조원.",
        _series("c", _SS_19_23, lambda y: full("삼성전자", y, F_OCF)),
    ),
    _rubric(
        "trend-14",
        "카카오 2022~2024 당기순이익 추이",
        "카카오 연결 당기순이익: "
        + _chain("n", range(2022, 2025))
        + " (2023년 적자전환, 2024년 적자 지속·축소)",
        (
            *_each("n", range(2022, 2025), "당기순이익"),
            Check("2023년 적자전환을 말한다", r"적자\s*전환|적자로\s*(?:돌아|전환)"),
            Check(
                "2024년에도 적자(손실 폭 축소)라고 말한다",
                r"적자[가는이]?\s*(?:지속|이어|계속|축소)|적자\s*폭|손실\s*폭?[은이가]?\s*(?:크게\s*)?(?:축소|감소|줄)"
                r"|(?:여전히|계속)\s*적자",
            ),
        ),
        "카카오 연결 당기순이익: FY2022 1.07조원 → FY2023 −1.82조원(적자전환) → FY2024 −1,618.71억원으로 "
        "적자가 지속됐지만 손실 폭은 크게 축소됐습니다.",
        _series("n", range(2022, 2025), lambda y: fy("카카오", y, NI), key="카카오.FY{}.net_income"),
        (Check("2024년이 흑자라고 말한다", r"2024\s*년(?:[^\n.]|\.\d){0,15}흑자"),),
    ),
    _rubric(
        "trend-15",
        "NAVER 2021년부터 2024년까지 매출 추이",
        "NAVER 연결 매출액: " + _chain("r", range(2021, 2025)),
        _each("r", range(2021, 2025), "매출액"),
        "NAVER 연결 매출액은 FY2021 6.82조원, FY2022 8.22조원, FY2023 9.67조원, FY2024 10.74조원으로 매년 증가했습니다.",
        _series("r", range(2021, 2025), lambda y: fy("NAVER", y, REV), key="NAVER.FY{}.revenue"),
    ),
    NumericSpec(
        "trend-16",
        _T,
        "하이닉스 2024년 매출 성장률은?",
        "매출액 증가율",
        yoy("SK하이닉스", 2024, REV),
        "percent",
    ),
    _rubric(
        "trend-17",
        "삼성전자 2017년부터 2019년까지 매출",
        "삼성전자 연결 매출액: " + _chain("r", range(2017, 2020)) + " (FY2019 사업보고서의 전전기·전기·당기)",
        _each("r", range(2017, 2020), "매출액"),
        "삼성전자 연결 매출액은 FY2017 239.58조원, FY2018 243.77조원, FY2019 230.40조원입니다.",
        {
            "r2017": Fig(full("삼성전자", 2019, F_REV, col="bfefrmtrm")),
            "r2018": Fig(full("삼성전자", 2019, F_REV, col="frmtrm")),
            "r2019": Fig(full("삼성전자", 2019, F_REV)),
        },
    ),
    NumericSpec(
        "trend-18",
        _T,
        "카카오 2022년에서 2024년까지 매출 연평균 성장률",
        "매출액 연평균 성장률(CAGR, FY2022 → FY2024)",
        cagr(fy("카카오", 2024, REV), fy("카카오", 2022, REV), 2),
        "percent",
    ),
)
