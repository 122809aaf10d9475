"""The English slice: questions typed in English the way people type them, scored on one recorded figure.

The expected figures come from the raw recorded filings like every other spec (``evals.derive_expected``),
never from the product's reader; an answer passes when it states the figure in any unit spelling the
scorer reads (KRW 6.57 trillion, ₩6.57tn, 6.57조원, 2.5%). The first 44 ask one company's one figure; the
rest (``en-45`` on) ask what a foreign investor asks next — growth, the change between two years, a trend,
two or three companies compared, their difference, a quarter, a ratio — each scored on the figure that
only a right reading of the question states (the growth rate, the change, the loser's or an early year's
figure, the difference).
"""

from __future__ import annotations

from evals.dataset import QuestionType, Unit
from evals.dataset_spec import (
    ASSETS,
    EQUITY,
    F_EPS,
    F_REV,
    LIAB,
    NI,
    OP,
    REV,
    Expr,
    NumericSpec,
    Spec,
    debt_ratio,
    full,
    fy,
    growth,
    margin,
    minus,
    q3,
    roe,
    yoy,
)

_T: QuestionType = "english"


def _n(
    id_: str, question: str, what: str, figure: Expr, *, unit: Unit = "won", key: str | None = None
) -> NumericSpec:
    return NumericSpec(f"en-{id_}", _T, question, what, figure, unit, key)


def _amount(id_: str, question: str, corp: str, year: int, account: str, what: str) -> NumericSpec:
    return _n(id_, question, what, fy(corp, year, account))  # no hand-checked key: derived only


SPECS: tuple[Spec, ...] = (
    _amount("01", "What was Samsung Electronics' revenue in 2023?", "삼성전자", 2023, REV, "revenue"),
    _amount("02", "samsung elec 2023 operating profit", "삼성전자", 2023, OP, "operating profit"),
    _amount("03", "Samsung Electronics net income FY2023", "삼성전자", 2023, NI, "net income"),
    _amount("04", "What were Samsung Electronics sales in 2024?", "삼성전자", 2024, REV, "revenue"),
    _amount(
        "05", "Samsung Electronics operating income for fiscal 2024", "삼성전자", 2024, OP, "operating profit"
    ),
    _amount("06", "samsung electronics total assets 2024", "삼성전자", 2024, ASSETS, "total assets"),
    _amount("07", "What was SK hynix's revenue in 2023", "SK하이닉스", 2023, REV, "revenue"),
    _amount("08", "SK hynix operating profit 2023", "SK하이닉스", 2023, OP, "operating profit (a loss)"),
    _amount("09", "sk hynix net income fy23", "SK하이닉스", 2023, NI, "net income (a loss)"),
    _amount("10", "How much revenue did SK hynix make in 2024?", "SK하이닉스", 2024, REV, "revenue"),
    _amount("11", "SK hynix FY2024 operating profit", "SK하이닉스", 2024, OP, "operating profit"),
    _amount("12", "hynix net profit 2024", "SK하이닉스", 2024, NI, "net income"),
    _amount("13", "Hyundai Motor revenue 2023", "현대자동차", 2023, REV, "revenue"),
    _amount(
        "14", "What was Hyundai Motor's operating profit in 2023?", "현대자동차", 2023, OP, "operating profit"
    ),
    _amount("15", "hyundai motor net income fy2024", "현대자동차", 2024, NI, "net income"),
    _amount("16", "Hyundai Motor total liabilities 2024", "현대자동차", 2024, LIAB, "total liabilities"),
    _amount("17", "Hyundai Motor sales FY2024", "현대자동차", 2024, REV, "revenue"),
    _amount("18", "Kakao revenue in 2023", "카카오", 2023, REV, "revenue"),
    _amount("19", "kakao operating profit 2023", "카카오", 2023, OP, "operating profit"),
    _amount("20", "What was Kakao's net income in 2023?", "카카오", 2023, NI, "net income (a loss)"),
    _amount("21", "Kakao net loss 2024", "카카오", 2024, NI, "net income (a loss)"),
    _amount("22", "Kakao total equity FY2024", "카카오", 2024, EQUITY, "total equity"),
    _amount("23", "NAVER revenue 2023", "NAVER", 2023, REV, "revenue"),
    _amount("24", "What was Naver's operating profit in 2024?", "NAVER", 2024, OP, "operating profit"),
    _amount("25", "naver net income 2024", "NAVER", 2024, NI, "net income"),
    _amount("26", "NAVER total assets in 2023", "NAVER", 2023, ASSETS, "total assets"),
    _amount("27", "Samsung Electronics total equity 2023", "삼성전자", 2023, EQUITY, "total equity"),
    _amount("28", "SK hynix total liabilities FY2024", "SK하이닉스", 2024, LIAB, "total liabilities"),
    _n("29", "samsung elec 2023 op margin?", "operating margin", margin("삼성전자", 2023), unit="percent"),
    _n(
        "30",
        "What was Samsung Electronics' operating margin in 2024?",
        "operating margin",
        margin("삼성전자", 2024),
        unit="percent",
    ),
    _n(
        "31",
        "SK hynix operating margin FY2024",
        "operating margin",
        margin("SK하이닉스", 2024),
        unit="percent",
    ),
    _n("32", "sk hynix opm 2023", "operating margin (negative)", margin("SK하이닉스", 2023), unit="percent"),
    _n(
        "33",
        "Hyundai Motor operating margin 2023",
        "operating margin",
        margin("현대자동차", 2023),
        unit="percent",
    ),
    _n("34", "Kakao operating margin in 2024", "operating margin", margin("카카오", 2024), unit="percent"),
    _n("35", "NAVER operating margin 2024", "operating margin", margin("NAVER", 2024), unit="percent"),
    _n(
        "36",
        "Samsung Electronics net margin 2023",
        "net margin",
        margin("삼성전자", 2023, NI),
        unit="percent",
    ),
    _n(
        "37",
        "Hyundai Motor net profit margin FY2024",
        "net margin",
        margin("현대자동차", 2024, NI),
        unit="percent",
    ),
    _n(
        "38",
        "What is Samsung Electronics' debt ratio for 2023?",
        "debt ratio",
        debt_ratio("삼성전자", 2023),
        unit="percent",
    ),
    _n("39", "SK hynix debt ratio 2024", "debt ratio", debt_ratio("SK하이닉스", 2024), unit="percent"),
    _n(
        "40",
        "hyundai motor debt-to-equity 2023",
        "debt ratio",
        debt_ratio("현대자동차", 2023),
        unit="percent",
    ),
    _n("41", "Kakao debt ratio FY2023", "debt ratio", debt_ratio("카카오", 2023), unit="percent"),
    _n("42", "NAVER debt ratio 2024", "debt ratio", debt_ratio("NAVER", 2024), unit="percent"),
    _n("43", "NAVER net margin 2023", "net margin", margin("NAVER", 2023, NI), unit="percent"),
    _n("44", "Kakao OP margin 2023", "operating margin", margin("카카오", 2023), unit="percent"),
    # --- growth, change, trends, comparisons, quarters (the keyless English reader's questions) -------
    _n(
        "45",
        "How much did Samsung's operating profit grow in 2023?",
        "operating profit growth",
        yoy("삼성전자", 2023, OP),
        unit="percent",
    ),
    _n("46", "SK hynix revenue growth 2024", "revenue growth", yoy("SK하이닉스", 2024, REV), unit="percent"),
    _n(
        "47",
        "Hyundai Motor net income yoy 2024",
        "net income growth",
        yoy("현대자동차", 2024, NI),
        unit="percent",
    ),
    _n(
        "48",
        "How fast did NAVER's revenue grow in 2023?",
        "revenue growth",
        yoy("NAVER", 2023, REV),
        unit="percent",
    ),
    _n("49", "Kakao revenue growth in 2024", "revenue growth", yoy("카카오", 2024, REV), unit="percent"),
    _n(
        "50",
        "Samsung revenue change 2022 to 2023",
        "revenue change FY2022 → FY2023",
        growth(fy("삼성전자", 2023, REV), fy("삼성전자", 2022, REV)),
        unit="percent",
    ),
    _n(
        "51",
        "Samsung Electronics operating profit 2023 vs 2024",
        "operating profit change (amount)",
        minus(fy("삼성전자", 2024, OP), fy("삼성전자", 2023, OP)),
    ),
    _n(
        "52", "SK Hynix net income 2019-2024", "net income FY2022 (in the series)", fy("SK하이닉스", 2022, NI)
    ),
    _n(
        "53",
        "Samsung Electronics revenue trend 2019-2023",
        "revenue FY2020 (in the series)",
        full("삼성전자", 2020, F_REV),
    ),
    _n(
        "54",
        "Kakao operating profit over the last 3 years",
        "operating profit FY2022 (first of FY2022–FY2024)",
        fy("카카오", 2022, OP),
    ),
    _n(
        "55",
        "NAVER operating margin trend 2022-2024",
        "operating margin FY2022 (in the series)",
        margin("NAVER", 2022),
        unit="percent",
    ),
    _n(
        "56",
        "Hyundai Motor revenue history from 2021 to 2024",
        "revenue FY2021 (in the series)",
        fy("현대자동차", 2021, REV),
    ),
    _n(
        "57",
        "Compare Samsung and SK Hynix operating margin 2023",
        "SK hynix operating margin (negative)",
        margin("SK하이닉스", 2023),
        unit="percent",
    ),
    _n(
        "58",
        "Which had higher revenue, Naver or Kakao?",
        "Kakao revenue FY2024 (no year: the latest on file)",
        fy("카카오", 2024, REV),
    ),
    _n(
        "59",
        "difference between Naver and Kakao operating profit 2024",
        "NAVER − Kakao operating profit",
        minus(fy("NAVER", 2024, OP), fy("카카오", 2024, OP)),
    ),
    _n("60", "Hyundai Motor vs Kakao net income 2024", "Kakao net income (a loss)", fy("카카오", 2024, NI)),
    _n(
        "61",
        "Which had the lowest debt ratio in 2023: Samsung Electronics, Kakao or Naver?",
        "NAVER debt ratio",
        debt_ratio("NAVER", 2023),
        unit="percent",
    ),
    _n(
        "62",
        "Compare SK hynix and Samsung Electronics ROE 2024",
        "SK hynix ROE",
        roe("SK하이닉스", 2024),
        unit="percent",
    ),
    _n(
        "63",
        "How much more revenue did Samsung Electronics have than SK hynix in 2024?",
        "Samsung Electronics − SK hynix revenue",
        minus(fy("삼성전자", 2024, REV), fy("SK하이닉스", 2024, REV)),
    ),
    _n("64", "Kakao ROE 2024", "ROE (negative)", roe("카카오", 2024), unit="percent"),
    _n(
        "65", "Samsung Electronics EPS 2023", "basic EPS", full("삼성전자", 2023, F_EPS), unit="won_per_share"
    ),
    _n(
        "66",
        "SK hynix Q3 2024 operating profit",
        "operating profit, July–September 2024",
        q3("SK하이닉스", OP),
    ),
    _n(
        "67",
        "Hyundai Motor revenue 9M 2024",
        "revenue, January–September 2024",
        q3("현대자동차", REV, col="thstrm_add"),
    ),
    _n(
        "68",
        "Samsung Electronics Q3 2024 operating profit growth",
        "operating profit growth, Q3 2024 on Q3 2023",
        growth(q3("삼성전자", OP), q3("삼성전자", OP, col="frmtrm")),
        unit="percent",
    ),
    _n(
        "69",
        "NAVER vs Kakao net margin 2024",
        "Kakao net margin (negative)",
        margin("카카오", 2024, NI),
        unit="percent",
    ),
    _n(
        "70",
        "SK hynix operating profit 2023 and 2024",
        "operating profit change FY2023 → FY2024 (amount)",
        minus(fy("SK하이닉스", 2024, OP), fy("SK하이닉스", 2023, OP)),
    ),
)
