"""KRW amounts and percentages the way Korean investors read them: 258.94조원, 4,602.12억원, −7.73조원.

Amounts arrive in won. Negative numbers use the minus sign U+2212 (−) so they read as numbers, not
dashes; ``profit_phrase`` words losses (영업손실 7.73조원) and ``change_phrase`` turns and swings
(흑자전환, 적자지속) correctly.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from core.finance.concepts import CATALOGUE

MINUS = "\u2212"
JO = 1_000_000_000_000
EOK = 100_000_000
MAN = 10_000

_LOSS_WORDS = {c.label: c.loss for c in CATALOGUE if c.loss} | {"순이익": "순손실"}


def _sign(value: float) -> str:
    return MINUS if value < 0 else ""


#: the unit a reader asked amounts in ("억 단위로"); set for one answer with ``amounts_in``
_ASKED_UNIT: ContextVar[str | None] = ContextVar("asked_unit", default=None)


@contextmanager
def amounts_in(unit: str | None) -> Iterator[None]:
    """Within the block, ``format_krw`` writes amounts in ``unit`` (조, 십억, 억, 백만, 만, 원) where it shows a digit
    of them (``_in_asked``)."""
    token = _ASKED_UNIT.set(unit)
    try:
        yield
    finally:
        _ASKED_UNIT.reset(token)


def asked_unit() -> str | None:
    """The unit amounts are asked in for this answer (``amounts_in``), or ``None``."""
    return _ASKED_UNIT.get()


def format_krw(amount: float | None, *, unit: str | None = None) -> str:
    """Won → 조원 / 억원 / 만원 / 원: two decimals for 조, whole 억 from 100억 (``None`` → "—").

    ``unit`` forces one of "조", "억", "만", "원" (e.g. to put a table in one unit).
    """
    if amount is None:
        return "—"
    size = abs(amount)
    asked = _ASKED_UNIT.get()
    if unit is None and asked is not None:
        shown = _in_asked(size, asked)
        if shown is not None:
            return f"{_sign(amount)}{shown}"
    chosen = unit or ("조" if size >= JO else "억" if size >= EOK else "만" if size >= MAN else "원")
    if chosen == "조":
        return f"{_sign(amount)}{size / JO:,.2f}조원"
    if chosen == "억":  # 4,602억원 as reports write it; a small amount keeps its decimals (3.25억원)
        digits = 0 if size >= 100 * EOK and unit is None else 2
        return f"{_sign(amount)}{size / EOK:,.{digits}f}억원"
    if chosen == "만":
        return f"{_sign(amount)}{size / MAN:,.0f}만원"
    return f"{_sign(amount)}{size:,.0f}원"


def _in_asked(size: float, asked: str) -> str | None:
    """``size`` won in the unit a reader asked (``amounts_in``), or ``None`` where that unit would show no digit of
    it (조 below 100억, 십억 below 1억, 억 below 1억: the usual unit then)."""
    if asked == "원":
        return f"{size:,.0f}원"
    if asked == "만":
        return f"{size / MAN:,.0f}만원"
    if asked == "백만":  # as the statements write them
        return f"{size / 1e6:,.0f}백만원"
    if asked == "조" and size >= 100 * EOK:  # 7.56조원; 0.461조원 (카카오 영업이익 4,609억원) below 1조
        return f"{size / JO:,.{2 if size >= JO else 3}f}조원"
    if asked == "십억" and size >= EOK:  # 7,557십억원; 46.1십억원 below 1,000억
        return f"{size / 1e9:,.{0 if size >= 100 * EOK * 10 else 1}f}십억원"
    if asked == "억" and size >= EOK:  # 327,260억원; 39.40억원 (not 39억원) below 100억
        return f"{size / EOK:,.{0 if size >= 100 * EOK else 2}f}억원"
    return None


#: the decimals a reader asked percentages in ("소수 둘째 자리까지"); set for one answer with ``percents_in``
_ASKED_DECIMALS: ContextVar[int | None] = ContextVar("asked_decimals", default=None)


@contextmanager
def percents_in(decimals: int | None) -> Iterator[None]:
    """Within the block, ``format_pct`` writes percentages with ``decimals`` decimals (one when ``None``)."""
    token = _ASKED_DECIMALS.set(decimals)
    try:
        yield
    finally:
        _ASKED_DECIMALS.reset(token)


def percent_digits() -> int:
    """The decimals percentages (and moves of them in %p) are written with: one, or as many as asked."""
    asked = _ASKED_DECIMALS.get()
    return 1 if asked is None else asked


def format_pct(value: float | None, *, signed: bool = False) -> str:
    """A percentage with one decimal (``10.9%``), or as many as asked (``percents_in``); ``signed`` adds + for
    positive changes."""
    if value is None:
        return "—"
    plus = "+" if signed and value > 0 else ""
    return f"{plus}{_sign(value)}{abs(value):,.{percent_digits()}f}%"


def format_won(value: float | None) -> str:
    """Per-share values and prices stay in won: ``2,131원``."""
    if value is None:
        return "—"
    return f"{_sign(value)}{abs(value):,.0f}원"


def profit_phrase(label: str, amount: float | None) -> str:
    """``영업이익 6.57조원`` or, for a loss, ``영업손실 7.73조원``."""
    if amount is None:
        return f"{label} 자료 없음"
    if amount < 0 and label in _LOSS_WORDS:
        return f"{_LOSS_WORDS[label]} {format_krw(-amount)}"
    return f"{label} {format_krw(amount)}"


def amount_change(current: float | None, previous: float | None) -> str:
    """``change_phrase`` with the amount when both are positive: ``52.4% 증가(+2.61조원)``."""
    phrase = change_phrase(current, previous)
    if current is None or previous is None or current <= 0 or previous <= 0 or current == previous:
        return phrase
    if not phrase.endswith(("증가", "감소")):
        return phrase
    sign = "+" if current > previous else MINUS
    return f"{phrase}({sign}{format_krw(abs(current - previous))})"


def change_phrase(current: float | None, previous: float | None) -> str:
    """How a profit-like figure moved: ``12.3% 증가``, ``흑자전환``, ``적자지속(적자폭 축소)`` …"""
    if current is None or previous is None:
        return "비교 불가"
    if previous > 0 and current < 0:
        return "적자전환"
    if previous < 0 and current >= 0:
        return "흑자전환"
    if previous < 0 and current < 0:
        return "적자지속(적자폭 축소)" if current > previous else "적자지속(적자폭 확대)"
    if previous == 0:
        return "비교 불가"
    pct = (current - previous) / previous * 100
    if abs(pct) < 0.05:
        return "변동 없음"
    return f"{format_pct(abs(pct))} {'증가' if pct > 0 else '감소'}"
