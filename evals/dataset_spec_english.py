"""The English slice: questions typed in English the way people type them, scored on one recorded figure.

The expected figures come from the raw recorded filings like every other spec (``evals.derive_expected``),
never from the product's reader; an answer passes when it states the figure in any unit spelling the
scorer reads (KRW 6.57 trillion, ₩6.57tn, 6.57조원, 2.5%).
"""

from __future__ import annotations

from evals.dataset import QuestionType, Unit
from evals.dataset_spec import (
    ASSETS,
    EQUITY,
    LIAB,
    NI,
    OP,
    REV,
    Expr,
    NumericSpec,
    Spec,
    debt_ratio,
    fy,
    margin,
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
)
