"""Values of the quick path: what a question asks (``QuickQuery``), what is said back plainly
(``QuickRefusal``), the answer (``QuickAnswer``) and the metrics it knows (``METRICS``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from core.data.companies import Company
from core.finance.basis import FsDiv

MetricKind = Literal["amount", "ratio", "growth", "per_share", "dividend", "line", "fact"]
#: value/ratio: one company; comparison: several; trend: years; fact: company.json; bases: 연결 and 별도
#: side by side; change: one company between two named years (2020년 대비 2023년)
QueryKind = Literal["value", "ratio", "comparison", "trend", "fact", "bases", "change"]
PeriodKind = Literal["latest", "year", "years", "recent", "quarter"]
RefusalReason = Literal[
    "unknown_company",
    "foreign_company",
    "unlisted_company",  # in DART, but no KRX stock code (core.data.not_listed)
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


def _metrics(*items: Metric) -> dict[str, Metric]:
    return {m.key: m for m in items}


METRICS: dict[str, Metric] = _metrics(
    Metric("revenue", "매출액", "amount", ("revenue",)),
    Metric("operating_income", "영업이익", "amount", ("operating_income",)),
    Metric("net_income", "당기순이익", "amount", ("net_income",)),
    Metric("assets", "자산총계", "amount", ("assets",)),
    Metric("liabilities", "부채총계", "amount", ("liabilities",)),
    Metric("equity", "자본총계", "amount", ("equity",)),
    Metric("operating_margin", "영업이익률", "ratio", ("operating_income", "revenue")),
    Metric("net_margin", "순이익률", "ratio", ("net_income", "revenue")),
    Metric("debt_ratio", "부채비율", "ratio", ("liabilities", "equity")),
    Metric("roe", "ROE", "ratio", ("net_income", "equity")),
    Metric("revenue_growth", "매출액 증가율", "growth", ("revenue",)),
    Metric("operating_income_growth", "영업이익 증가율", "growth", ("operating_income",)),
    Metric("net_income_growth", "당기순이익 증가율", "growth", ("net_income",)),
    Metric("assets_growth", "자산총계 증가율", "growth", ("assets",)),
    Metric("liabilities_growth", "부채총계 증가율", "growth", ("liabilities",)),
    Metric("equity_growth", "자본총계 증가율", "growth", ("equity",)),
    Metric("eps", "EPS(기본주당이익)", "per_share", ("eps",)),
    Metric("dps", "주당 현금배당금", "dividend"),
    Metric("payout_ratio", "현금배당성향", "dividend"),
    Metric("depreciation", "감가상각비", "line", ("depreciation",)),
    Metric("ceo", "대표이사", "fact"),
    Metric("established", "설립일", "fact"),
    Metric("fiscal_month", "결산월", "fact"),
    Metric("industry", "업종", "fact"),
    Metric("stock_code", "종목코드", "fact"),
    Metric("market", "상장시장", "fact"),
    Metric("homepage", "홈페이지", "fact"),
    Metric("address", "본사 주소", "fact"),
    Metric("eng_name", "영문명", "fact"),
)

#: Metrics with a quarterly figure in the quarterly reports' 주요계정.
QUARTERLY_KINDS = frozenset({"amount", "ratio", "growth"})


@dataclass(frozen=True, slots=True)
class PeriodSpec:
    """The period a question names.

    ``latest``: none named (the latest filed annual report); ``year``: one fiscal year; ``years``: several
    named years (a trend); ``recent``: the last ``count`` years available; ``quarter``: ``quarter`` of
    ``years[0]`` (no year: the most recent such quarter), ``ytd`` for the year-to-date figure.
    ``said`` keeps relative words (작년, 올해) for the answer.
    """

    kind: PeriodKind = "latest"
    years: tuple[int, ...] = ()
    count: int = 0
    quarter: int | None = None
    ytd: bool = False
    said: str = ""


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
