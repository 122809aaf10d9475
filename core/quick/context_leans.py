"""What a clause of context leans on, and whether the clauses kept name it (``core.quick.context``).

A clause of context taken out may lean on the question: a time without a date needs a period the question
names ("코로나 때 숫자 보려고요"), "분기" one quarter, a figure the question names too ("배당 스터디 중인데요, …
주당 배당금") or, said as a reason, one the writer works out of the figure asked ("PER 계산해 보려고 하는데 …
EPS"), a change asked in it ("얼마나 늘었는지 보려고요") a change or two periods the question names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.quick.lexicon import scan
from core.quick.model import METRICS
from core.quick.tidy import tidy

__all__ = ["REASON", "WANTED", "Leans", "Named", "named"]

#: what a clause of context may name when the kept clauses name it too (``Leans``)
_PERIOD_TAGS = frozenset(
    {"year", "fy", "short_year", "relative", "range", "recent", "quarter", "ytd_quarter", "half"}
)
_MOVED_TAGS = frozenset({"growth", "compare", "versus", "difference", "trend"})
#: a change the kept clauses ask ("얼마나 늘었어", "전년 대비"), which an embedded "얼마나 늘었는지" leans on
_MOVED = re.compile(r"늘었|줄었|늘어|줄어|증가|감소|증감|변동|변화|대비|보다|전년|yoy", re.IGNORECASE)
#: one figure set against another in the kept clauses: a figure a reason names may then be the other one
_FRAMED = re.compile(
    r"대비|보다|비중|차지|의\s*몇|몇\s*배|나눈|나누|비율|차이|같이|함께|(?<=[가-힣])(?:랑|하고|와|과)(?=\s|$)"
)
#: a reason or a purpose closing a clause ("…중이라서 그런데", "…보려고 해서요", "…자료용입니다")
REASON = re.compile(
    r"(?:는데|인데|은데|한데|던데|해서|라서|아서|어서|려고|려는데|그런데|거든|(?:중|용)(?:이에요|입니다|이야|이예요))요?$"
)
#: a clause asking for its figure or setting a basis ("영업이익이 궁금해서요", "세전 기준으로"): no mere reason
WANTED = re.compile(r"기준|궁금|확인|알고\s*싶|알아보|보고\s*싶|필요")
#: what a figure said in a reason is worked out of besides a ratio's own inputs: a market multiple or value of
#: its figure per share or count (PER of EPS, 시가총액 of the shares), a dividend of the profit it is paid from,
#: a margin of the lines that make its profit
_WORKED_FROM: dict[str, frozenset[str]] = {
    "per": frozenset({"eps", "eps_diluted"}),
    "pbr": frozenset({"bps", "equity"}),
    "bps": frozenset({"equity", "shares"}),
    "market_cap": frozenset({"shares"}),
    "dps": frozenset({"net_income", "eps", "dividends_paid", "dividend_total", "payout_ratio"}),
    "dividend_total": frozenset({"dps", "net_income", "dividends_paid", "shares"}),
    "payout_ratio": frozenset({"dps", "eps", "net_income", "dividends_paid", "dividend_total"}),
    "operating_margin": frozenset({"gross_profit", "cost_of_sales", "sga", "operating_expenses"}),
    "net_margin": frozenset({"operating_income", "pretax_income", "income_tax"}),
}


@dataclass(frozen=True, slots=True)
class Named:
    """What the kept clauses name: a period, figures, one quarter, a change, a frame of two figures."""

    dated: bool
    metrics: frozenset[str]
    quarter: bool
    moved: bool  # a change or two periods: "증가율", "2023년과 2024년", "비교"
    framed: bool  # one figure set against another: "매출 대비 몇 %", "보다", "비중", "몇 배"


@dataclass(frozen=True, slots=True)
class Leans:
    """What a clause of context leans on: a period, or figures, the kept clauses must name."""

    dated: bool = False
    metrics: frozenset[str] = frozenset()  # "*": any figure
    quarterly: bool = False  # "분기 실적 정리 중이라서요": a quarter the kept clauses name
    moved: bool = False  # "부채가 얼마나 늘었는지 보려고 하는데": a change the kept clauses name
    reason: bool = False  # a reason or a purpose ("마진 분석하는 중이라서 그런데"): its figures are its topic

    def holds(self, named: Named) -> bool:
        own = self.metrics - {"*"}
        figures = all(m in named.metrics or self._worked_out(m, named) for m in own)
        figures = figures and (bool(named.metrics) or "*" not in self.metrics)
        period = named.dated or not self.dated
        return (
            period and figures and (named.quarter or not self.quarterly) and (named.moved or not self.moved)
        )

    def _worked_out(self, metric: str, named: Named) -> bool:
        """A figure a reason names that the writer works out of one the question asks, the question setting
        no figure against another: "PER 직접 계산해 보려고 하는데 … EPS", "마진 분석하는 중이라서 … 매출총이익",
        "… 별도 당기순이익 얼마예요? 배당 재원 보려고 해서요" (not "배당 스터디 중인데요, … 영업이익")."""
        concepts = METRICS[metric].concepts if metric in METRICS and METRICS[metric].kind == "ratio" else ()
        inputs = set(concepts) | _WORKED_FROM.get(metric, frozenset())
        return self.reason and not named.framed and bool(inputs & named.metrics)


def named(clauses: list[str]) -> Named:
    """Whether the clauses name a period, the figures they name, whether they name one quarter (its three
    months: not 1~3분기 누적, nor a half), a change, and one figure set against another."""
    texts = [tidy(clause).text for clause in clauses]
    hits = [hit for text in texts for hit in scan(text)[0]]  # "9월 말", "Q3": 3분기
    dated = any(hit.tag in _PERIOD_TAGS for hit in hits)
    quarter = any(hit.tag == "quarter" for hit in hits) and not any(
        h.tag in ("ytd", "ytd_quarter") for h in hits
    )
    named = {hit.value for hit in hits if hit.tag == "metric"}
    inputs = {c for m in named if m in METRICS and METRICS[m].kind == "ratio" for c in METRICS[m].concepts}
    periods = sum(hit.tag in _PERIOD_TAGS for hit in hits)
    moved = periods >= 2 or any(h.tag in _MOVED_TAGS for h in hits) or any(_MOVED.search(t) for t in texts)
    framed = any(h.tag in ("compare", "versus", "difference") for h in hits) or any(
        _FRAMED.search(t) for t in texts
    )
    # ROA names 자산 too ("자산 효율성 비교 중입니다")
    return Named(dated, frozenset(named | inputs), quarter, moved, framed)
