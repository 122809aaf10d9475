"""Derived ratios: margins, 부채비율, ROE, growth, payout — computed from one filing's figures."""

from __future__ import annotations

from evals.dataset import QuestionType
from evals.dataset_spec import (
    CUR_ASSETS,
    CUR_LIAB,
    F_GROSS,
    F_REV,
    NI,
    OP,
    REV,
    Check,
    Expr,
    Field,
    Fig,
    NumericSpec,
    RubricSpec,
    Spec,
    debt_ratio,
    full,
    fy,
    margin,
    pct,
    q3,
    roe,
    states,
    yoy,
)

_T: QuestionType = "ratio"


def _n(
    id_: str, question: str, what: str, figure: Expr, key: str | None = None, note: str = ""
) -> NumericSpec:
    return NumericSpec(id_, _T, question, what, figure, "percent", key, note)


def _dividends(year_column: str) -> Expr:
    """현금배당금총액 ÷ (연결)당기순이익 (지배주주 몫), both from the FY2023 배당에 관한 사항."""
    total = Field(
        "삼성전자",
        "alotMatter",
        year_column,
        (("se", "현금배당금총액(백만원)"),),
        2023,
        "현금배당금총액(백만원)",
    )
    profit = Field(
        "삼성전자",
        "alotMatter",
        year_column,
        (("se", "(연결)당기순이익(백만원)"),),
        2023,
        "(연결)당기순이익(백만원)",
    )
    return pct(total, profit)


SPECS: tuple[Spec, ...] = (
    _n(
        "ratio-01",
        "삼성전자 2023년 영업이익률은?",
        "영업이익률",
        margin("삼성전자", 2023),
        "삼성전자.FY2023.operating_margin",
    ),
    _n(
        "ratio-02",
        "SK하이닉스 FY2023 영업이익률",
        "영업이익률",
        margin("SK하이닉스", 2023),
        "SK하이닉스.FY2023.operating_margin",
    ),
    _n(
        "ratio-03",
        "삼성전자 2024년 순이익률",
        "순이익률",
        margin("삼성전자", 2024, NI),
        "삼성전자.FY2024.net_margin",
    ),
    _n(
        "ratio-04",
        "카카오 2023년 부채비율",
        "부채비율",
        debt_ratio("카카오", 2023),
        "카카오.FY2023.debt_ratio",
    ),
    _n(
        "ratio-05",
        "현대차 2024 부채비율",
        "부채비율",
        debt_ratio("현대자동차", 2024),
        "현대자동차.FY2024.debt_ratio",
    ),
    _n(
        "ratio-06",
        "삼성전자 2023년 ROE",
        "ROE(당기순이익 ÷ 평균 자본총계)",
        roe("삼성전자", 2023),
        "삼성전자.FY2023.roe",
    ),
    _n(
        "ratio-07",
        "SK하이닉스 2023년 ROE 알려줘",
        "ROE(당기순이익 ÷ 평균 자본총계)",
        roe("SK하이닉스", 2023),
        "SK하이닉스.FY2023.roe",
    ),
    _n(
        "ratio-08",
        "네이버 2024년 ROE",
        "ROE(당기순이익 ÷ 평균 자본총계)",
        roe("NAVER", 2024),
        "NAVER.FY2024.roe",
    ),
    _n(
        "ratio-09",
        "삼성전자 2024년 매출 성장률",
        "매출액 증가율",
        yoy("삼성전자", 2024, REV),
        "삼성전자.FY2024.revenue_growth",
    ),
    _n(
        "ratio-10",
        "현대차 2024년 매출증가율",
        "매출액 증가율",
        yoy("현대자동차", 2024, REV),
        "현대자동차.FY2024.revenue_growth",
    ),
    _n(
        "ratio-11",
        "카카오 영업 이익률",
        "영업이익률",
        margin("카카오", 2024),
        "카카오.FY2024.operating_margin",
        note="연도 지정 없음: FY2025 자료가 없어 FY2024 기준",
    ),
    _n(
        "ratio-12",
        "삼성전자 2023 별도 영업이익률",
        "별도 영업이익률",
        margin("삼성전자", 2023, fs="OFS"),
        "삼성전자.FY2023.operating_margin",
    ),
    _n(
        "ratio-13",
        "SK하이닉스 2024년 3분기 영업이익률",
        "3분기(7~9월) 영업이익률",
        pct(q3("SK하이닉스", OP), q3("SK하이닉스", REV)),
        "SK하이닉스.2024Q3.operating_margin",
    ),
    _n("ratio-14", "NAVER 23년 영업이익률 얼마야?", "영업이익률", margin("NAVER", 2023)),
    _n("ratio-15", "현대자동차 2023년 순이익률", "순이익률", margin("현대자동차", 2023, NI)),
    _n(
        "ratio-16",
        "삼성전자 2023년 배당성향",
        "연결 현금배당성향",
        _dividends("thstrm"),
        note="배당에 관한 사항 기재값 67.80%",
    ),
    _n(
        "ratio-17",
        "삼성전자 2022년 배당성향은?",
        "연결 현금배당성향",
        _dividends("frmtrm"),
        "삼성전자.FY2022.payout_ratio",
        note="배당에 관한 사항 기재값 17.90%",
    ),
    _n("ratio-18", "카카오 2024년 순이익률", "순이익률", margin("카카오", 2024, NI)),
    _n("ratio-19", "네이버 2024년 부채비율은?", "부채비율", debt_ratio("NAVER", 2024)),
    _n("ratio-20", "000660 FY2024 부채비율", "부채비율", debt_ratio("SK하이닉스", 2024)),
    _n(
        "ratio-21",
        "현대차 2024년 1~3분기 누적 영업이익률",
        "누적 영업이익률",
        pct(q3("현대자동차", OP, col="thstrm_add"), q3("현대자동차", REV, col="thstrm_add")),
    ),
    _n(
        "ratio-22",
        "삼성전자 2023년 매출총이익률",
        "매출총이익률",
        pct(full("삼성전자", 2023, F_GROSS), full("삼성전자", 2023, F_REV)),
    ),
    _n("ratio-23", "현대차 2023년 영업이익 증가율", "영업이익 증가율", yoy("현대자동차", 2023, OP)),
    _n("ratio-24", "네이버 2024년 순이익 증가율은?", "당기순이익 증가율", yoy("NAVER", 2024, NI)),
    _n(
        "ratio-25",
        "삼성전자 2023년 유동비율",
        "유동비율",
        pct(fy("삼성전자", 2023, CUR_ASSETS), fy("삼성전자", 2023, CUR_LIAB)),
    ),
    RubricSpec(
        "ratio-26",
        _T,
        "SK하이닉스 2024년 영업이익 증가율",
        "흑자전환: FY2023 영업이익 <<op23>>(영업손실) → FY2024 <<op24>> (연결). 전년이 적자라 증가율(%)은 의미가 없다",
        (
            Check("흑자전환이라고 말한다", r"흑자\s*전환|흑자로\s*(?:돌아|전환)"),
            states("op24", "FY2024 연결 영업이익"),
            states("op23", "FY2023 연결 영업손실"),
        ),
        sample=(
            "SK하이닉스 영업이익은 FY2023 영업손실 7.73조원에서 FY2024 23.47조원으로 흑자전환했습니다(연결). "
            "전년이 적자라 증가율(%)로는 나타내지 않습니다."
        ),
        contradictions=(
            Check(
                "적자 기준으로 증가율을 퍼센트로 제시한다",
                r"영업\s*이익\s*(?:증가율|성장률)(?:은|는|이)?\s*(?:약\s*)?[+-−]?\d[\d,.]*\s*%",
            ),
            Check(
                "2024년을 적자라고 말한다",
                r"2024\s*년(?:[^\n.]|\.\d){0,15}(?:영업\s*)?(?:적자|손실)(?!\s*(?:에서|→))",
            ),
        ),
        figures={
            "op23": Fig(fy("SK하이닉스", 2023, OP)),
            "op24": Fig(fy("SK하이닉스", 2024, OP), key="SK하이닉스.FY2024.operating_income"),
        },
    ),
    RubricSpec(
        "ratio-27",
        _T,
        "삼성전자 2023년 영업이익률이랑 순이익률 둘 다 알려줘",
        "영업이익률 <<om>> · 순이익률 <<nm>> (연결, FY2023)",
        (states("om", "FY2023 연결 영업이익률"), states("nm", "FY2023 연결 순이익률")),
        sample="삼성전자 FY2023(연결) 영업이익률은 2.5%, 순이익률은 6.0%입니다.",
        contradictions=(
            Check(
                "영업이익률이 순이익률보다 높다고 말한다",
                r"영업이익률(?:[^\n.]|\.\d){0,20}순이익률보다\s*(?:더\s*)?높",
            ),
        ),
        figures={
            "om": Fig(margin("삼성전자", 2023), "percent", key="삼성전자.FY2023.operating_margin"),
            "nm": Fig(margin("삼성전자", 2023, NI), "percent"),
        },
    ),
)
