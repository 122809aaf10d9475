"""What one entry of the concept catalogue (``core.finance.concepts``) holds: its kind, names, place in a
filing, formula, sign rule and what the quick path answers for it. The entries themselves are there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: amount: won · ratio: percent (or times, ``Formula.scale`` 1) · per_share: won per share ·
#: count: people, filings · shares: share counts · fact: company facts from 기업개황 (no number)
ConceptKind = Literal["amount", "ratio", "per_share", "count", "shares", "fact"]
#: How the keyless quick path answers a concept; ``None``: it leaves it to the agent.
#: amount: a statement figure (with a ``…_growth`` metric) · ratio: computed from ``Formula`` ·
#: per_share: EPS from the statements · dividend: 배당에 관한 사항 · line: a statement line outside
#: 주요계정 (full statements) · fact: 기업개황 · report: the 사업보고서's holder and headcount tables · market:
#: today's quote (주가, 시가총액, PER, PBR, BPS, 외국인 지분율), which the company card shows
QuickKind = Literal["amount", "ratio", "per_share", "dividend", "line", "fact", "report", "market"]
Statement = Literal["IS", "CIS", "BS", "CF"]


@dataclass(frozen=True, slots=True)
class Formula:
    """``numerators ÷ denominators × scale``; ``averaged``: the denominator may be the mean of the
    opening and closing balance (ROE, ROA); ``text`` is the footnote an answer shows."""

    numerators: tuple[str, ...]
    denominators: tuple[str, ...]
    scale: float = 100.0
    averaged: bool = False
    text: str = ""


@dataclass(frozen=True, slots=True)
class Concept:
    """One account, metric or fact. See the module docstring for what each part feeds."""

    id: str
    label: str
    kind: ConceptKind
    spellings: tuple[str, ...] = ()
    statements: tuple[Statement, ...] = ()
    dart_ids: tuple[str, ...] = ()
    dart_names: tuple[str, ...] = ()
    formula: Formula | None = None
    #: concepts a writer's word for this one may also stand for ("순이익": the whole or the owners' share)
    family: tuple[str, ...] = ()
    #: an expense whose sign differs between statements and prose (법인세비용 −4.48조 = a tax benefit)
    sign_free: bool = False
    #: a line only banks and insurers have (their revenue-free income statement)
    financial: bool = False
    #: the owners' share of a figure (지배주주순이익, 지배주주지분): only consolidated statements split it; a
    #: separate statement has no such line, and its whole figure never stands in for it
    consolidated: bool = False
    quick: QuickKind | None = None
    #: words people type in a question for this concept that are too loose to name a figure in an
    #: answer ("배당" asks for the DPS; "배당 9.8조원" in prose is the total): the quick reader only
    asked: tuple[str, ...] = ()
    #: the label of a negative value (영업이익 −7.73조 → 영업손실 7.73조)
    loss: str = ""
    #: how English answers and questions spell it; the first is the English label (``english_label``)
    english: tuple[str, ...] = ()

    @property
    def inputs(self) -> tuple[str, ...]:
        """What a ratio is computed from (numerators, then denominators); an amount is its own input."""
        if self.formula is None:
            return (self.id,)
        return self.formula.numerators + self.formula.denominators
