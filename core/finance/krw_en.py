"""KRW amounts and changes the way English readers read them: KRW 6.57 trillion, KRW 460.9 billion.

The English side of ``core.finance.krw``: amounts in KRW trillion (two decimals) or billion (one), with
the Korean amount in parentheses when a reader may want it (``KRW 6.57 trillion (6.57조원)``), or short in
a table's cells (``KRW 6.57tn``, ``KRW 460.9bn``: the checker reads both, ``core.finance.amounts``); prices in
won (``KRW 53,600``); multiples as ``25.15x``; a profit-like figure's move in words (``up 16.2%``,
``turned to a loss``). Negative amounts lead with the minus sign U+2212, as in Korean.
"""

from __future__ import annotations

from core.finance.krw import MINUS, amounts_in, asked_unit, format_krw, format_pct


def format_krw_en(amount: float | None, *, korean: bool = True, short: bool = False) -> str:
    """Won → ``KRW 6.57 trillion`` / ``KRW 460.9 billion`` / ``KRW 12 million`` (``None`` → "—"); with
    ``korean`` the Korean amount follows in parentheses: ``−KRW 1.82 trillion (−1.82조원)``; ``short``
    writes ``KRW 6.57tn`` / ``KRW 460.9bn`` / ``KRW 12mn`` (a table's cells)."""
    if amount is None:
        return "—"
    size = abs(amount)
    asked = asked_unit()
    if asked == "조" and size >= 1e10:  # "in trillions": KRW 0.461 trillion below one
        number, word = f"{size / 1e12:,.{2 if size >= 1e12 else 3}f}", "tn" if short else " trillion"
    elif asked == "십억" and size >= 1e8:  # "in billions of won": KRW 7,557.0 billion
        number, word = f"{size / 1e9:,.1f}", "bn" if short else " billion"
    elif asked == "백만":  # "in millions of won"
        number, word = f"{size / 1e6:,.0f}", "mn" if short else " million"
    elif size >= 1e12:
        number, word = f"{size / 1e12:,.2f}", "tn" if short else " trillion"
    elif size >= 1e9:
        number, word = f"{size / 1e9:,.1f}", "bn" if short else " billion"
    else:
        number, word = f"{size / 1e6:,.0f}", "mn" if short else " million"
    english = f"{MINUS if amount < 0 else ''}KRW {number}{word}"
    if not korean:
        return english
    with amounts_in(None):  # the Korean amount beside it as Korean readers read it
        return f"{english} ({format_krw(amount)})"


def format_won_en(value: float | None) -> str:
    """Prices and per-share values in won: ``KRW 2,131`` (``None`` → "—")."""
    if value is None:
        return "—"
    return f"{MINUS if value < 0 else ''}KRW {abs(value):,.0f}"


def format_times_en(value: float | None) -> str:
    """A multiple (PER, PBR): ``25.15x`` (``None`` → "—")."""
    if value is None:
        return "—"
    return f"{MINUS if value < 0 else ''}{abs(value):,.2f}x"


def change_phrase_en(current: float | None, previous: float | None) -> str:
    """How a profit-like figure moved, short enough for a table's cell: ``up 12.3%``, ``to profit``
    (흑자전환), ``to loss`` (적자전환), ``loss narrowed`` …"""
    if current is None or previous is None:
        return "n/a"
    if previous > 0 and current < 0:
        return "to loss"
    if previous < 0 and current >= 0:
        return "to profit"
    if previous < 0 and current < 0:
        return "loss narrowed" if current > previous else "loss widened"
    if previous == 0:
        return "n/a"
    pct = (current - previous) / previous * 100
    if abs(pct) < 0.05:
        return "unchanged"
    return f"{'up' if pct > 0 else 'down'} {format_pct(abs(pct))}"
