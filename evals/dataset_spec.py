"""The eval set written by hand: questions, the recorded values each needs, and how to score it.

A spec never holds a figure. It names the recorded rows (``KeyAccount``: 주요계정, ``Statement``: the
full statements, ``Field``: a report table, company.json or the disclosure list) and how to combine
them (``Calc``); ``python -m evals.derive_expected`` computes the values from the offline bundle and
writes ``evals/dataset/questions.yaml``. The specs themselves live in ``dataset_spec_<type>.py``;
``evals.dataset_specs.all_specs()`` gathers them.

Rubric checks are regexes over a Korean answer. ``<<name>>`` in a check's pattern stands for the
regex of figure ``name`` (every reasonable way of writing it: 258.94조원, 258조 9,355억원,
2,589,355억원 …); in its text and in ``expected`` it stands for the figure written out. ``sample``
is a hand-written correct answer: the tests require every criterion to match it and no
contradiction to.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from evals.dataset import EdgeKind, QuestionType, Unit

Column = Literal["thstrm", "frmtrm", "bfefrmtrm", "thstrm_add", "frmtrm_add"]
FsDiv = Literal["CFS", "OFS"]
Op = Literal["pct", "growth", "minus", "avg", "times", "cagr"]
TextKind = Literal["text", "date", "market"]

ANNUAL, Q3 = "11011", "11014"
CORPS: dict[str, str] = {
    "삼성전자": "00126380",
    "SK하이닉스": "00164779",
    "현대자동차": "00164742",
    "카카오": "00258801",
    "NAVER": "00266961",
    "신라젠": "00919966",
}

# 주요계정 account names (fnlttSinglAcnt has no account_id)
REV, OP, NI = "매출액", "영업이익", "당기순이익(손실)"
ASSETS, LIAB, EQUITY = "자산총계", "부채총계", "자본총계"
CUR_ASSETS, CUR_LIAB = "유동자산", "유동부채"
# full-statement account ids (fnlttSinglAcntAll)
F_REV, F_OP, F_NI = "ifrs-full_Revenue", "dart_OperatingIncomeLoss", "ifrs-full_ProfitLoss"
F_GROSS, F_EPS = "ifrs-full_GrossProfit", "ifrs-full_BasicEarningsLossPerShare"
F_OCF = "ifrs-full_CashFlowsFromUsedInOperatingActivities"
F_CAPEX = "ifrs-full_PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities"
F_CASH, F_DEPRECIATION = "ifrs-full_CashAndCashEquivalents", "ifrs-full_AdjustmentsForDepreciationExpense"
F_DIVIDENDS_PAID = "ifrs-full_DividendsPaidClassifiedAsFinancingActivities"


@dataclass(frozen=True, slots=True)
class KeyAccount:
    """One amount of 주요계정 (``fnlttSinglAcnt``): a report, a basis, an account name and a column."""

    corp: str
    year: int
    account: str
    fs: FsDiv = "CFS"
    reprt: str = ANNUAL
    col: Column = "thstrm"


@dataclass(frozen=True, slots=True)
class Statement:
    """One line of the full annual statements (``fnlttSinglAcntAll``), by account_id (else account_nm)."""

    corp: str
    year: int
    account: str
    fs: FsDiv = "CFS"
    col: Column = "thstrm"


@dataclass(frozen=True, slots=True)
class Field:
    """One field of one row: a report table (``alotMatter`` …), ``company`` or ``list``.

    ``where`` picks the row (every pair must match); ``year`` is the 사업보고서 year of report tables.
    """

    corp: str
    endpoint: str
    name: str
    where: tuple[tuple[str, str], ...] = ()
    year: int | None = None
    label: str = ""


@dataclass(frozen=True, slots=True)
class Calc:
    """``pct`` a÷b×100, ``growth`` (a−b)÷b×100, ``minus`` a−b, ``avg`` (a+b)÷2, ``times`` a÷b,
    ``cagr`` ((a÷b)^(1/years) − 1)×100."""

    op: Op
    args: tuple[Expr, ...]
    years: int = 0


Expr = KeyAccount | Statement | Field | Calc


@dataclass(frozen=True, slots=True)
class Fig:
    """A derived figure a rubric refers to by name; ``key`` names it in the hand-checked cases."""

    expr: Expr
    unit: Unit = "won"
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Text:
    """A recorded text a rubric refers to by name: ``date`` YYYYMMDD, ``market`` company.json's corp_cls."""

    field: Field
    kind: TextKind = "text"


@dataclass(frozen=True, slots=True)
class Check:
    """One rubric item. ``on``: a ``Text`` figure the pattern must match (checked when deriving)."""

    text: str
    pattern: str
    on: str | None = None


@dataclass(frozen=True, slots=True)
class NumericSpec:
    """A question scored on one number: ``what`` names it in ``expected``."""

    id: str
    type: QuestionType
    question: str
    what: str
    figure: Expr
    unit: Unit = "won"
    key: str | None = None
    note: str = ""


@dataclass(frozen=True, slots=True)
class RubricSpec:
    """A question scored on criteria; ``listed``/``unlisted`` are company names the derivation checks
    against the bundled listed-company list."""

    id: str
    type: QuestionType
    question: str
    expected: str
    criteria: tuple[Check, ...]
    sample: str
    contradictions: tuple[Check, ...] = ()
    figures: Mapping[str, Fig | Text] = field(default_factory=dict)
    edge: EdgeKind | None = None
    source: str = ""
    listed: tuple[str, ...] = ()
    unlisted: tuple[str, ...] = ()


Spec = NumericSpec | RubricSpec


# --- building blocks ----------------------------------------------------------------------------


def fy(corp: str, year: int, account: str, *, fs: FsDiv = "CFS") -> KeyAccount:
    """FY ``year`` from 주요계정: its own 사업보고서 (2023, 2024), else the FY2023 report's 전기/전전기."""
    if year >= 2023:
        return KeyAccount(corp, year, account, fs)
    column: Column = "frmtrm" if year == 2022 else "bfefrmtrm"
    return KeyAccount(corp, 2023, account, fs, col=column)


def prior(corp: str, year: int, account: str, *, fs: FsDiv = "CFS") -> KeyAccount:
    """FY ``year − 1`` from the FY ``year`` report's 전기 column (growth uses one filing)."""
    return KeyAccount(corp, year, account, fs, col="frmtrm")


def q3(corp: str, account: str, *, col: Column = "thstrm", fs: FsDiv = "CFS") -> KeyAccount:
    """The 2024 3분기보고서: ``thstrm`` is July–September, ``thstrm_add`` the nine months."""
    return KeyAccount(corp, 2024, account, fs, reprt=Q3, col=col)


def full(corp: str, year: int, account: str, *, col: Column = "thstrm", fs: FsDiv = "CFS") -> Statement:
    return Statement(corp, year, account, fs, col)


def company(corp: str, name: str) -> Field:
    return Field(corp, "company", name)


def pct(a: Expr, b: Expr) -> Calc:
    return Calc("pct", (a, b))


def growth(now: Expr, before: Expr) -> Calc:
    return Calc("growth", (now, before))


def minus(a: Expr, b: Expr) -> Calc:
    return Calc("minus", (a, b))


def avg(a: Expr, b: Expr) -> Calc:
    return Calc("avg", (a, b))


def times(a: Expr, b: Expr) -> Calc:
    return Calc("times", (a, b))


def cagr(last: Expr, first: Expr, years: int) -> Calc:
    return Calc("cagr", (last, first), years)


def margin(corp: str, year: int, account: str = OP, *, fs: FsDiv = "CFS") -> Calc:
    """``account`` ÷ 매출액 of one filing (영업이익률 by default)."""
    return pct(fy(corp, year, account, fs=fs), fy(corp, year, REV, fs=fs))


def debt_ratio(corp: str, year: int) -> Calc:
    return pct(fy(corp, year, LIAB), fy(corp, year, EQUITY))


def roe(corp: str, year: int) -> Calc:
    """당기순이익 ÷ 평균 자본총계 (the year's 기초 and 기말 from one filing)."""
    return pct(fy(corp, year, NI), avg(fy(corp, year, EQUITY), prior(corp, year, EQUITY)))


def yoy(corp: str, year: int, account: str) -> Calc:
    """Growth over the 전기 column of the same 사업보고서."""
    return growth(fy(corp, year, account), prior(corp, year, account))


def states(name: str, what: str) -> Check:
    """The answer states figure ``name`` (``what`` says which, for a judge)."""
    return Check(f"{what} <<{name}>>을(를) 제시한다", f"<<{name}>>")


def any_of(*words: str) -> str:
    return "(?:" + "|".join(words) + ")"


def two_of(names: tuple[str, ...]) -> str:
    """At least two different names of ``names`` (candidates of an ambiguous name)."""
    alternatives = any_of(*names)
    return f"({alternatives})[\\s\\S]*?(?!\\1){alternatives}"


_MORE = r"(?:더\s*(?:크|많|높|앞)|크고|큽니다|많습니다|높습니다|앞섭니다|앞서|우위|상회|웃돌|압도)"
_MOST = r"(?:가장|제일)\s*(?:크|많|높|큰|많은|높은)"
_ASIDE = r"(?:\s*\([^)\n]{0,30}\))?"  # 삼성전자(32.73조원)가 …


def larger(winner: str, loser: str, *, strict: bool = False) -> str:
    """``winner`` is said to be larger than ``loser``; ``strict`` keeps only the unmistakable forms
    (for contradictions, which must never fire on a correct answer)."""
    w, lo = f"(?:{winner}){_ASIDE}", f"(?:{loser}){_ASIDE}"
    forms = [
        f"{w}[^\\n]{{0,40}}?{lo}\\s*보다[^\\n]{{0,25}}?{_MORE}",
        f"{lo}\\s*보다[^\\n]{{0,25}}?{w}[^\\n]{{0,25}}?{_MORE}",
        f"(?:더|가장)\\s*(?:큰|많은|높은)\\s*(?:곳|회사|쪽|기업)\\S*\\s*\\**(?:{winner})",
        f"{w}(?:가|이)\\s+(?:\\S+\\s+){{0,2}}?더\\s*(?:크|많|높)",
    ]
    if not strict:
        forms += [f"{w}\\S{{0,4}}\\s[^\\n]{{0,40}}?(?:{_MORE}|{_MOST})", f"(?:{winner})[^\\n>]{{0,40}}>"]
    return any_of(*forms)
