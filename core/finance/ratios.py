"""Financial ratios in percent (or times), ``None`` whenever a ratio does not apply.

A ratio never divides by zero or by a negative base where that would mislead (growth off a loss, PER on
negative EPS): it returns ``None`` and the caller words the situation (see ``krw.change_phrase``).
"""

from __future__ import annotations


def _pct(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or denominator is None or denominator == 0:
        return None
    return numerator / denominator * 100


def margin(profit: float | None, revenue: float | None) -> float | None:
    """Operating or net margin: profit / revenue (revenue must be positive)."""
    if revenue is None or revenue <= 0:
        return None
    return _pct(profit, revenue)


def debt_ratio(liabilities: float | None, equity: float | None) -> float | None:
    """부채비율 = liabilities / equity (not meaningful for negative equity: 자본잠식)."""
    if equity is None or equity <= 0:
        return None
    return _pct(liabilities, equity)


def current_ratio(current_assets: float | None, current_liabilities: float | None) -> float | None:
    if current_liabilities is None or current_liabilities <= 0:
        return None
    return _pct(current_assets, current_liabilities)


def _average(end: float | None, begin: float | None) -> float | None:
    if end is None:
        return None
    return end if begin is None else (end + begin) / 2


def roe(
    net_income: float | None, equity_end: float | None, equity_begin: float | None = None
) -> float | None:
    """Return on equity on average equity when the opening balance is known, else on closing equity."""
    base = _average(equity_end, equity_begin)
    if base is None or base <= 0:
        return None
    return _pct(net_income, base)


def roa(
    net_income: float | None, assets_end: float | None, assets_begin: float | None = None
) -> float | None:
    base = _average(assets_end, assets_begin)
    if base is None or base <= 0:
        return None
    return _pct(net_income, base)


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
