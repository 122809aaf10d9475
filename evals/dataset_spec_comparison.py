"""Comparisons: one metric and period for two or three companies (or two bases of one company)."""

from __future__ import annotations

from evals.dataset import QuestionType
from evals.dataset_spec import (
    LIAB,
    NI,
    OP,
    REV,
    Check,
    Fig,
    NumericSpec,
    RubricSpec,
    Spec,
    debt_ratio,
    fy,
    larger,
    margin,
    minus,
    q3,
    roe,
    states,
    times,
)

_T: QuestionType = "comparison"
HYUNDAI = r"현대(?:자동)?차"
NAVER = r"(?:NAVER|네이버)"
HYNIX = r"SK\s*하이닉스"
_SHOWN = {HYUNDAI: "현대자동차", NAVER: "NAVER", HYNIX: "SK하이닉스"}
_FY2024 = Check("비교 기준이 FY2024(2024년)임을 밝힌다", r"FY\s*'?2024|2024\s*(?:년|사업연도|회계연도)")


def _more(winner: str, loser: str, what: str) -> Check:
    """A criterion: ``winner`` (a name regex) has the larger ``what``."""
    return Check(f"{what}이(가) 더 큰 쪽을 {_SHOWN.get(winner, winner)}(으)로 답한다", larger(winner, loser))


def _not_more(winner: str, loser: str, what: str) -> Check:
    """A contradiction: ``loser`` is said to have the larger ``what``."""
    shown = _SHOWN.get(loser, loser)
    return Check(f"{what}이(가) {shown} 쪽이 더 크다고 답한다", larger(loser, winner, strict=True))


SPECS: tuple[Spec, ...] = (
    RubricSpec(
        "comp-01",
        _T,
        "삼성전자와 SK하이닉스 2023년 영업이익 비교",
        "FY2023 연결 영업이익: 삼성전자 <<ss>> · SK하이닉스 <<hy>>(영업손실). 삼성전자가 더 크다",
        (
            states("ss", "삼성전자 FY2023 영업이익"),
            states("hy", "SK하이닉스 FY2023 영업손실"),
            Check("SK하이닉스가 적자(영업손실)라고 말한다", r"적자|손실|[−-]\s*7[.,]?\d"),
        ),
        sample=(
            "2023년(FY2023, 연결) 영업이익은 삼성전자 6.57조원, SK하이닉스 −7.73조원(영업손실)입니다. "
            "SK하이닉스는 적자였고 삼성전자가 더 많습니다."
        ),
        contradictions=(
            Check(
                "SK하이닉스가 2023년에 흑자였다고 말한다",
                r"SK\s*하이닉스(?:[^\n.]|\.\d){0,25}흑자(?!\s*전환)",
            ),
        ),
        figures={
            "ss": Fig(fy("삼성전자", 2023, OP), key="삼성전자.FY2023.operating_income"),
            "hy": Fig(fy("SK하이닉스", 2023, OP), key="SK하이닉스.FY2023.operating_income"),
        },
    ),
    RubricSpec(
        "comp-02",
        _T,
        "삼성전자 vs 카카오 매출",
        "연도 지정 없음 → FY2024 연결 매출액: 삼성전자 <<ss>> · 카카오 <<kk>>",
        (states("ss", "삼성전자 FY2024 매출액"), states("kk", "카카오 FY2024 매출액"), _FY2024),
        sample="FY2024(연결) 매출액은 삼성전자 300.87조원, 카카오 7.87조원으로 삼성전자가 약 38배 큽니다.",
        contradictions=(_not_more("삼성전자", "카카오", "매출액"),),
        figures={
            "ss": Fig(fy("삼성전자", 2024, REV), key="삼성전자.FY2024.revenue"),
            "kk": Fig(fy("카카오", 2024, REV), key="카카오.FY2024.revenue"),
        },
    ),
    RubricSpec(
        "comp-03",
        _T,
        "삼성전자, NAVER, 카카오 2024년 영업이익",
        "FY2024 연결 영업이익: 삼성전자 <<ss>> · NAVER <<nv>> · 카카오 <<kk>>",
        (
            states("ss", "삼성전자 FY2024 영업이익"),
            states("nv", "NAVER FY2024 영업이익"),
            states("kk", "카카오 FY2024 영업이익"),
        ),
        sample="2024년 연결 영업이익: 삼성전자 32.73조원, NAVER 1.98조원, 카카오 4,602억원입니다.",
        figures={
            "ss": Fig(fy("삼성전자", 2024, OP), key="삼성전자.FY2024.operating_income"),
            "nv": Fig(fy("NAVER", 2024, OP), key="NAVER.FY2024.operating_income"),
            "kk": Fig(fy("카카오", 2024, OP), key="카카오.FY2024.operating_income"),
        },
    ),
    RubricSpec(
        "comp-04",
        _T,
        "네이버랑 카카오 2024년 영업이익률 비교해줘",
        "FY2024 연결 영업이익률: NAVER <<nv>> · 카카오 <<kk>> (NAVER가 더 높다)",
        (
            states("nv", "NAVER FY2024 영업이익률"),
            states("kk", "카카오 FY2024 영업이익률"),
        ),
        sample="2024년(연결) 영업이익률은 NAVER 18.4%, 카카오 5.8%로 NAVER가 카카오보다 12.6%p 높습니다.",
        contradictions=(_not_more(NAVER, "카카오", "영업이익률"),),
        figures={
            "nv": Fig(margin("NAVER", 2024), "percent", key="NAVER.FY2024.operating_margin"),
            "kk": Fig(margin("카카오", 2024), "percent", key="카카오.FY2024.operating_margin"),
        },
    ),
    RubricSpec(
        "comp-05",
        _T,
        "현대차 대비 삼성전자 2023년 부채비율",
        "FY2023 연결 부채비율: 현대자동차 <<hd>> · 삼성전자 <<ss>>. 현대자동차가 훨씬 높다",
        (
            states("hd", "현대자동차 FY2023 부채비율"),
            states("ss", "삼성전자 FY2023 부채비율"),
        ),
        sample="2023년 연결 부채비율은 현대자동차 177.4%, 삼성전자 25.4%로 현대차가 삼성전자보다 훨씬 높습니다.",
        contradictions=(_not_more(HYUNDAI, "삼성전자", "부채비율"),),
        figures={
            "hd": Fig(debt_ratio("현대자동차", 2023), "percent", key="현대자동차.FY2023.debt_ratio"),
            "ss": Fig(debt_ratio("삼성전자", 2023), "percent", key="삼성전자.FY2023.debt_ratio"),
        },
    ),
    RubricSpec(
        "comp-06",
        _T,
        "SK하이닉스하고 삼성전자 2024년 3분기 매출",
        "2024년 3분기(7~9월) 연결 매출액: SK하이닉스 <<hy>> · 삼성전자 <<ss>>",
        (states("hy", "SK하이닉스 2024년 3분기 매출액"), states("ss", "삼성전자 2024년 3분기 매출액")),
        sample="2024년 3분기(7~9월, 연결) 매출액은 SK하이닉스 17.57조원, 삼성전자 79.10조원입니다.",
        figures={
            "hy": Fig(q3("SK하이닉스", REV), key="SK하이닉스.2024Q3.revenue"),
            "ss": Fig(q3("삼성전자", REV), key="삼성전자.2024Q3.revenue"),
        },
    ),
    RubricSpec(
        "comp-07",
        _T,
        "2024년 영업이익 삼성전자랑 SK하이닉스 중 어디가 더 많아?",
        "삼성전자 <<ss>> > SK하이닉스 <<hy>> (FY2024 연결 영업이익): 삼성전자가 더 많다",
        (
            _more("삼성전자", HYNIX, "영업이익"),
            states("ss", "삼성전자 FY2024 영업이익"),
            states("hy", "SK하이닉스 FY2024 영업이익"),
        ),
        sample="삼성전자가 더 많습니다. 2024년 연결 영업이익은 삼성전자 32.73조원, SK하이닉스 23.47조원입니다.",
        contradictions=(_not_more("삼성전자", HYNIX, "영업이익"),),
        figures={
            "ss": Fig(fy("삼성전자", 2024, OP), key="삼성전자.FY2024.operating_income"),
            "hy": Fig(fy("SK하이닉스", 2024, OP), key="SK하이닉스.FY2024.operating_income"),
        },
    ),
    RubricSpec(
        "comp-08",
        _T,
        "2024년 현대차와 SK하이닉스 순이익 중 누가 더 커?",
        "SK하이닉스 <<hy>> > 현대자동차 <<hd>> (FY2024 연결 당기순이익): SK하이닉스가 더 크다",
        (
            _more(HYNIX, HYUNDAI, "당기순이익"),
            states("hy", "SK하이닉스 FY2024 당기순이익"),
            states("hd", "현대자동차 FY2024 당기순이익"),
        ),
        sample="SK하이닉스가 더 큽니다. 2024년 연결 당기순이익은 SK하이닉스 19.80조원, 현대자동차 13.23조원입니다.",
        contradictions=(_not_more(HYNIX, HYUNDAI, "당기순이익"),),
        figures={"hy": Fig(fy("SK하이닉스", 2024, NI)), "hd": Fig(fy("현대자동차", 2024, NI))},
    ),
    NumericSpec(
        "comp-09",
        _T,
        "네이버와 카카오 2023년 매출 차이는?",
        "NAVER − 카카오 FY2023 매출액 차이",
        minus(fy("NAVER", 2023, REV), fy("카카오", 2023, REV)),
    ),
    NumericSpec(
        "comp-10",
        _T,
        "2024년 삼성전자 매출은 SK하이닉스의 몇 배야?",
        "삼성전자 매출액 ÷ SK하이닉스 매출액 (FY2024)",
        times(fy("삼성전자", 2024, REV), fy("SK하이닉스", 2024, REV)),
        "times",
    ),
    RubricSpec(
        "comp-11",
        _T,
        "카카오와 네이버 2024년 부채비율 비교",
        "FY2024 연결 부채비율: 카카오 <<kk>> · NAVER <<nv>>. 카카오가 더 높다",
        (
            states("kk", "카카오 FY2024 부채비율"),
            states("nv", "NAVER FY2024 부채비율"),
        ),
        sample="2024년 연결 부채비율은 카카오 84.8%, NAVER 41.4%로 카카오가 NAVER보다 약 2배 높습니다.",
        contradictions=(_not_more("카카오", NAVER, "부채비율"),),
        figures={
            "kk": Fig(debt_ratio("카카오", 2024), "percent", key="카카오.FY2024.debt_ratio"),
            "nv": Fig(debt_ratio("NAVER", 2024), "percent"),
        },
    ),
    RubricSpec(
        "comp-12",
        _T,
        "현대자동차랑 삼성전자 2024년 매출 누가 더 많아?",
        "삼성전자 <<ss>> > 현대자동차 <<hd>> (FY2024 연결 매출액)",
        (
            _more("삼성전자", HYUNDAI, "매출액"),
            states("ss", "삼성전자 FY2024 매출액"),
            states("hd", "현대자동차 FY2024 매출액"),
        ),
        sample="삼성전자가 더 많습니다. 2024년 연결 매출액은 삼성전자 300.87조원, 현대자동차 175.23조원입니다.",
        contradictions=(_not_more("삼성전자", HYUNDAI, "매출액"),),
        figures={
            "ss": Fig(fy("삼성전자", 2024, REV), key="삼성전자.FY2024.revenue"),
            "hd": Fig(fy("현대자동차", 2024, REV), key="현대자동차.FY2024.revenue"),
        },
    ),
    RubricSpec(
        "comp-13",
        _T,
        "삼성전자 2023년 연결이랑 별도 영업이익 비교해줘",
        "FY2023 영업이익: 연결 <<cfs>> · 별도 <<ofs>>(영업손실)",
        (
            states("cfs", "FY2023 연결 영업이익"),
            states("ofs", "FY2023 별도 영업손실"),
            Check("별도 기준은 적자(영업손실)라고 말한다", r"별도[^\n]{0,40}(?:적자|손실|−|-\s*\d)"),
        ),
        sample=(
            "삼성전자 2023년 영업이익은 연결 기준 6.57조원 흑자지만, 별도 기준으로는 −11.53조원의 영업손실(적자)입니다."
        ),
        contradictions=(Check("별도 기준이 흑자라고 말한다", r"별도(?:[^\n.]|\.\d){0,20}흑자"),),
        figures={"cfs": Fig(fy("삼성전자", 2023, OP)), "ofs": Fig(fy("삼성전자", 2023, OP, fs="OFS"))},
    ),
    RubricSpec(
        "comp-14",
        _T,
        "네이버, 카카오 2024년 1~3분기 누적 영업이익",
        "2024년 1~3분기 누적 연결 영업이익: NAVER <<nv>> · 카카오 <<kk>>",
        (
            states("nv", "NAVER 2024년 1~3분기 누적 영업이익"),
            states("kk", "카카오 2024년 1~3분기 누적 영업이익"),
        ),
        sample="2024년 1~3분기 누적(연결) 영업이익은 NAVER 1.44조원, 카카오 3,847.84억원입니다.",
        figures={
            "nv": Fig(q3("NAVER", OP, col="thstrm_add")),
            "kk": Fig(q3("카카오", OP, col="thstrm_add")),
        },
    ),
    RubricSpec(
        "comp-15",
        _T,
        "삼성전자와 SK하이닉스 2024년 ROE 비교",
        "FY2024 ROE(당기순이익 ÷ 평균 자본총계, 연결): 삼성전자 <<ss>> · SK하이닉스 <<hy>>. SK하이닉스가 더 높다",
        (
            states("ss", "삼성전자 FY2024 ROE"),
            states("hy", "SK하이닉스 FY2024 ROE"),
        ),
        sample="2024년 ROE(당기순이익 ÷ 평균 자본총계)는 삼성전자 9.0%, SK하이닉스 31.1%로 SK하이닉스가 더 높습니다.",
        contradictions=(_not_more(HYNIX, "삼성전자", "ROE"),),
        figures={"ss": Fig(roe("삼성전자", 2024), "percent"), "hy": Fig(roe("SK하이닉스", 2024), "percent")},
    ),
    RubricSpec(
        "comp-16",
        _T,
        "삼성전자, SK하이닉스, 현대차 중 2024년 영업이익률이 가장 높은 곳은?",
        "SK하이닉스 <<hy>> > 삼성전자 <<ss>> > 현대자동차 <<hd>> (FY2024 연결 영업이익률)",
        (
            Check(
                "SK하이닉스가 가장 높다고 답한다",
                r"SK\s*하이닉스[^\n]{0,40}(?:가장|제일)\s*(?:높|크)|(?:가장|제일)\s*높은\s*(?:곳|회사|기업)\S*\s*\**SK\s*하이닉스",
            ),
            states("hy", "SK하이닉스 FY2024 영업이익률"),
            states("ss", "삼성전자 FY2024 영업이익률"),
            states("hd", "현대자동차 FY2024 영업이익률"),
        ),
        sample=(
            "SK하이닉스가 가장 높습니다. 2024년 연결 영업이익률은 SK하이닉스 35.5%, 삼성전자 10.9%, "
            "현대자동차 8.1%입니다."
        ),
        contradictions=(
            Check(
                "다른 회사가 가장 높다고 답한다",
                r"(?:삼성전자|현대(?:자동)?차)(?:가|이|는)?\s*(?:가장|제일)\s*높|"
                r"(?:가장|제일)\s*높은\s*(?:곳|회사|기업)(?:은|는)\s*\**(?:삼성전자|현대)",
            ),
        ),
        figures={
            "hy": Fig(margin("SK하이닉스", 2024), "percent"),
            "ss": Fig(margin("삼성전자", 2024), "percent"),
            "hd": Fig(margin("현대자동차", 2024), "percent"),
        },
    ),
    NumericSpec(
        "comp-17",
        _T,
        "현대차 2024년 부채총계는 SK하이닉스보다 얼마나 많아?",
        "현대자동차 − SK하이닉스 FY2024 부채총계 차이",
        minus(fy("현대자동차", 2024, LIAB), fy("SK하이닉스", 2024, LIAB)),
    ),
)
