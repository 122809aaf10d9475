"""Financial ratios in percent (or times), ``None`` whenever a ratio does not apply.

A ratio never divides by zero or by a negative base where that would mislead (growth off a loss, PER on
negative EPS): it returns ``None`` and the caller words the situation (see ``krw.change_phrase``).
"""

from __future__ import annotations

from collections.abc import Callable

from core.finance.concepts import CONCEPTS

#: the value of a concept in a period (``None``: not reported)
Values = Callable[[str], float | None]


def of(ratio: str, now: Values, opening: Values | None = None) -> float | None:
    """A catalogue ratio (``operating_margin``, ``debt_ratio``, ``roe`` …) from its formula.

    The first numerator reported is used (당기순이익 before 지배주주순이익); an averaged denominator (ROE,
    ROA) is the mean of the closing and ``opening`` balance when the opening one is known, else the
    closing one. ``None`` when an input is missing or the denominator is not positive (자본잠식, no
    매출액): such a ratio would mislead.
    """
    formula = CONCEPTS[ratio].formula
    if formula is None:
        raise ValueError(f"{ratio} has no formula in the catalogue")
    top = next((v for v in map(now, formula.numerators) if v is not None), None)
    name = formula.denominators[0]
    bottom = now(name)
    if formula.averaged and opening is not None:
        bottom = _average(bottom, opening(name))
    if top is None or bottom is None or bottom <= 0:
        return None
    return top / bottom * formula.scale


def _pct(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or denominator is None or denominator == 0:
        return None
    return numerator / denominator * 100


def _average(end: float | None, begin: float | None) -> float | None:
    if end is None:
        return None
    return end if begin is None else (end + begin) / 2


def growth(current: float | None, previous: float | None) -> float | None:
    """Year-on-year (or any period) growth; ``None`` off a zero or negative base."""
    if current is None or previous is None or previous <= 0:
        return None
    return (current - previous) / previous * 100


def cagr(first: float | None, last: float | None, years: float) -> float | None:
    """Compound annual growth over ``years``; needs two positive values."""
    if first is None or last is None or first <= 0 or last <= 0 or years <= 0:
        return None
    return float(((last / first) ** (1 / years) - 1) * 100)


def per(price: float | None, eps: float | None) -> float | None:
    """Price / EPS in times; ``None`` for losses (negative EPS)."""
    if price is None or eps is None or eps <= 0:
        return None
    return price / eps


def pbr(price: float | None, bps: float | None) -> float | None:
    if price is None or bps is None or bps <= 0:
        return None
    return price / bps


def dividend_yield(dps: float | None, price: float | None) -> float | None:
    if price is None or price <= 0:
        return None
    return _pct(dps, price)


def payout_ratio(dividends_total: float | None, net_income: float | None) -> float | None:
    if net_income is None or net_income <= 0:
        return None
    return _pct(dividends_total, net_income)
