"""Values of the quick path: what a question asks (``QuickQuery``), what is said back plainly
(``QuickRefusal``), the answer (``QuickAnswer``) and the metrics it knows (``METRICS``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from core.data.companies.resolver import Company
from core.finance.basis import FsDiv
from core.finance.concept import Concept, QuickKind
from core.finance.concepts import CATALOGUE

MetricKind = Literal[
    "amount", "ratio", "growth", "per_share", "dividend", "line", "fact", "report", "market"
]  # QuickKind + growth
#: value/ratio: one company; comparison: several; trend: years; fact: company.json; bases: 연결 and 별도
#: side by side; change: one company between two named years (2020년 대비 2023년); holding: one company's
#: shares of another (삼성물산이 보유한 삼성전자 주식), from the other's 최대주주 현황; market: one company's quote
#: today (주가, 시가총액, PER, PBR, BPS), answered by its card
QueryKind = Literal["value", "ratio", "comparison", "trend", "fact", "bases", "change", "holding", "market"]
PeriodKind = Literal["latest", "year", "years", "recent", "quarter"]
RefusalReason = Literal[
    "unknown_company",
    "foreign_company",
    "unlisted_company",  # in DART, but no KRX stock code (core.data.companies.not_listed)
    "ambiguous_company",
    "not_disclosed",
    "unsupported_period",
]


@dataclass(frozen=True, slots=True)
class Metric:
    """A figure the quick path can answer; ``concepts`` are the statement concepts it needs."""

    key: str
    label: str
    kind: MetricKind
    concepts: tuple[str, ...] = ()
    averaged: bool = False  # a ratio over the mean of the opening and closing balance (ROE, ROA)


def _metric(c: Concept, kind: QuickKind) -> Metric:
    if c.formula is not None and kind == "ratio":
        inputs = (c.formula.numerators[0], c.formula.denominators[0])
        return Metric(c.id, c.label, "ratio", inputs, averaged=c.formula.averaged)
    return Metric(c.id, c.label, kind, () if kind in ("dividend", "fact", "report", "market") else (c.id,))


def _build() -> dict[str, Metric]:
    """The quick path's metrics, from the catalogue: amounts, ratios, their growth, then the rest."""
    quick = [(c, c.quick) for c in CATALOGUE if c.quick is not None]
    amounts = [_metric(c, k) for c, k in quick if k == "amount"]
    ratios = [_metric(c, k) for c, k in quick if k == "ratio"]
    rest = [_metric(c, k) for c, k in quick if k not in ("amount", "ratio")]
    grown = amounts + [m for m in rest if m.kind == "per_share"]
    growth = [Metric(f"{m.key}_growth", f"{m.label} 증가율", "growth", m.concepts) for m in grown]
    return {m.key: m for m in (*amounts, *ratios, *growth, *rest)}


METRICS: dict[str, Metric] = _build()

#: Metrics with a quarterly figure in the quarterly reports' 주요계정.
QUARTERLY_KINDS = frozenset({"amount", "ratio", "growth"})


@dataclass(frozen=True, slots=True)
class PeriodSpec:
    """The period a question names.

    ``latest``: none named (the latest filed annual report); ``year``: one fiscal year; ``years``: several
    named years (a trend); ``recent``: the last ``count`` years available; ``quarter``: ``quarter`` of
    ``years[0]`` (no year: the most recent such quarter), ``ytd`` for the year-to-date figure.
    ``said`` keeps relative words (작년, 올해) for the answer; ``against``: the quarter before ``quarter``, of the same
    year, that it is set against ("4분기 매출 3분기 대비", "QoQ": a change between the two).
    """

    kind: PeriodKind = "latest"
    years: tuple[int, ...] = ()
    count: int = 0
    quarter: int | None = None
    ytd: bool = False
    said: str = ""
    against: int | None = None


@dataclass(frozen=True, slots=True)
class Staff:
    """One row of 직원 현황 asked: its division (``None``: the whole company) and sex (``None``: both)."""

    division: str | None
    sex: str | None


@dataclass(frozen=True, slots=True)
class QuickQuery:
    """A simple factual question the data layer answers without a model."""

    text: str
    companies: tuple[Company, ...]
    metrics: tuple[str, ...]
    period: PeriodSpec
    kind: QueryKind
    basis: FsDiv | None = None  # None: consolidated first, separate when there is none
    difference: bool = False  # 차이, 얼마나 많아: compute how far apart the two figures are
    share: bool = False  # "A는 B의 몇 %": A's figure as a percentage of B's
    moved: bool = False  # "얼마 늘었어", "증감": the change is asked, in won as well as in percent
    unit: str | None = None  # "억 단위로" / "조 단위로": amounts shown in that unit
    notes: tuple[str, ...] = ()  # how the question was read, said above the answer (a typo's company)
    #: "A는 B의 몇 배": A's figure as a multiple of B's (another company's, another year's, another figure's)
    times: bool = False
    #: "합계", "N년 누적": each company's figures added over the span, or the companies' in one period
    summed: bool = False
    #: a preferred share's dividend asked (우선주, 삼성전자우): its DPS leads the line (``core.quick.dividends``)
    preferred: bool = False
    #: a holding whose issuer the question says ("삼성전자는 삼성생명 주식 몇 주"): the first company holds the second's
    #: shares, never read the other way round (``core.quick.asked_holders.held_direction``)
    directed: bool = False
    #: one row of 직원 현황 asked, its division and sex ("DX부문 남자 직원 수"; ``core.quick.asked_staff``)
    staff: Staff | None = None


@dataclass(frozen=True, slots=True)
class QuickRefusal:
    """An edge case answered plainly (unknown or foreign company, a period not yet disclosed …).

    ``ambiguous_company`` lists ``suggestions``; a caller with a model may hand such questions to the
    agent instead, which can pick the likely company and say so.
    """

    text: str
    reason: RefusalReason
    message: str
    suggestions: tuple[Company, ...] = ()


@dataclass(frozen=True, slots=True)
class QuickAnswer:
    """A rendered answer: Markdown, DART viewer links, and the figures it states (won, %, 원/주)."""

    markdown: str
    sources: tuple[str, ...] = ()
    figures: dict[str, int | float] = field(default_factory=dict)
