"""How an amount's sign is written: a profit's loss by its loss word (영업손실 7.73조원), a ratio's move in signed
points (−11.9%p), and an expense whose filed sign may be negative: 법인세비용 −2.52조원 is a tax benefit (법인세수익), not a loss.

The catalogue marks such concepts ``sign_free`` and names a negative one (``Concept.loss``). An answer keeps
the filing's sign and says what it means (``법인세비용 −2.52조원(법인세수익)``), and where either year is
negative it says how far the figure moved in won: 흑자전환/적자전환 and a rate off a negative base are a
profit's words (``core.finance.krw.change_phrase``), wrong for an expense.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.finance.concepts import CATALOGUE, CONCEPTS, english_label
from core.finance.krw import format_krw, percent_digits, profit_phrase
from core.finance.krw_en import format_krw_en
from core.quick.model import METRICS

#: sign-free expense → what its negative is called (법인세비용 → 법인세수익)
_BENEFIT = {c.id: c.loss for c in CATALOGUE if c.sign_free and c.loss}
_BENEFIT_EN = {"income_tax": "a tax benefit"}
#: profits whose negative is written with its loss word (영업손실, 당기순손실, 지배주주순손실)
LOSS_LABELS = {c: METRICS[c].label for c in ("operating_income", "net_income", "net_income_owners")}


def benefit(concept: str, value: float | None) -> str:
    """``(법인세수익)`` after a negative sign-free expense; else ``""``."""
    return f"({_BENEFIT[concept]})" if value is not None and value < 0 and concept in _BENEFIT else ""


def benefit_en(concept: str, value: float | None) -> str:
    """``, a tax benefit`` after a negative sign-free expense; else ``""``."""
    return f", {_BENEFIT_EN.get(concept, 'not a loss')}" if benefit(concept, value) else ""


def _moved(concept: str, value: float | None, previous: float | None) -> float | None:
    """How far a sign-free expense moved where either year is negative; ``None`` where the usual words fit."""
    if concept not in _BENEFIT or value is None or previous is None or min(value, previous) >= 0:
        return None
    return value - previous


def signed_change(concept: str, value: float | None, previous: float | None) -> str | None:
    """``4.28조원 감소`` for a sign-free expense with a negative year; ``None`` where the usual words fit."""
    moved = _moved(concept, value, previous)
    if moved is None:
        return None
    return "변동 없음" if moved == 0 else f"{format_krw(abs(moved))} {'증가' if moved > 0 else '감소'}"


def signed_change_en(concept: str, value: float | None, previous: float | None) -> str | None:
    """``down KRW 4.28 trillion`` for a sign-free expense with a negative year; else ``None``."""
    moved = _moved(concept, value, previous)
    if moved is None:
        return None
    if moved == 0:
        return "no change"
    return f"{'up' if moved > 0 else 'down'} {format_krw_en(abs(moved), korean=False)}"


def benefit_notes(values: Iterable[tuple[str, float | None]]) -> list[str]:
    """A table's footnote for each sign-free expense shown negative: ``법인세비용의 음수(−)는 법인세수익``."""
    shown = dict.fromkeys(c for c, v in values if benefit(c, v))
    return [f"{CONCEPTS[c].label}의 음수(−)는 {_BENEFIT[c]}" for c in shown]


def benefit_notes_en(values: Iterable[tuple[str, float | None]]) -> list[str]:
    """The English footnote: ``negative (−) income tax expense is a tax benefit``."""
    shown = dict.fromkeys(c for c, v in values if benefit(c, v))
    return [f"negative (−) {english_label(c)} is {_BENEFIT_EN.get(c, 'not a loss')}" for c in shown]


def signed_points(points: float) -> str:
    """A move of a ratio in percentage points: +0.3%p, −11.9%p."""
    sign = "+" if points > 0 else "−" if points < 0 else ""
    return f"{sign}{abs(points):,.{percent_digits()}f}%p"  # as many decimals as the percentages (``percents_in``)


def amount_text(concept: str, value: int | None) -> str:
    """258.94조원, or 영업손실 7.73조원 for a loss (법인세비용 −2.52조원(법인세수익): a benefit keeps its sign)."""
    if value is not None and value < 0 and concept in LOSS_LABELS:
        return profit_phrase(LOSS_LABELS[concept], value)
    return format_krw(value) + benefit(concept, value)
