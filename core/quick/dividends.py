"""A dividend figure of one company's fiscal year, from 배당에 관한 사항: a ``Cell`` (``core.quick.cells``).

The DPS line leads with the share class asked — the common share unless the question names the preferred
(우선주, 삼성전자우) — and each class's figure of the year before follows its own: "주당 현금배당금 1,445원 (우선주,
FY2023 결산) — 전년(FY2022) 1,445원 · 보통주 1,444원 (전년 1,444원)". The line once read "1,444원 (보통주) ·
우선주 1,445원 — 전년(FY2022) 1,444원", the common share's year before after the preferred figure.
"""

from __future__ import annotations

from core.data.companies.resolver import Company
from core.figures.lookup import DividendFigures, FigureLookup
from core.finance.basis import FsDiv
from core.finance.krw import format_krw, format_pct, format_won
from core.quick.cells import Cell, Period, missing_cell
from core.quick.model import Metric

__all__ = ["dividend_cell"]

_CLASSES = ("보통주", "우선주")


async def dividend_cell(
    filings: FigureLookup,
    company: Company,
    metric: Metric,
    period: Period,
    basis: FsDiv | None,
    *,
    preferred: bool = False,
) -> Cell:
    """DPS, the total or the payout ratio; only the payout ratio has a basis (a 별도 one when asked).
    ``preferred``: the preferred share's DPS is asked (it leads the line and is the cell's value)."""
    payout_basis = basis if metric.key == "payout_ratio" else None
    if not period.annual:
        return missing_cell(filings, company, metric, period, payout_basis)
    found = await filings.dividends(company.corp_code, company.name, period.year, payout_basis)
    if found is None or (payout_basis is not None and found.payout_ratio is None):
        return missing_cell(filings, company, metric, period, payout_basis)
    prefix = f"{company.name}.{period.key}."
    if metric.key == "payout_ratio":
        value = found.payout_ratio
        on = f"{found.payout_basis}, " if found.payout_basis else ""
        line = f"{metric.label} {format_pct(value)} ({on}{period.label} 결산)"
        figures = {} if value is None else {prefix + "payout_ratio": value}
        return Cell(company, metric.key, period, value, format_pct(value), line, "", figures, (found.source,))
    if metric.key in ("dividend_total", "par_value"):  # the total paid; a share's face value (주당액면가액)
        whole = metric.key == "dividend_total"
        value = found.total if whole else found.par_value
        shown = format_krw(value) if whole else format_won(value)
        line = f"{metric.label} {shown} ({period.label} 결산)"
        if whole and value is not None and found.previous_total is not None:
            line += f" — 전년({period.before().label}) {format_krw(found.previous_total)}"
        figures = {} if value is None else {prefix + metric.key: value}
        return Cell(company, metric.key, period, value, shown, line, "", figures, (found.source,))
    return _per_share(company, metric, period, found, preferred=preferred)


def _per_share(
    company: Company, metric: Metric, period: Period, found: DividendFigures, *, preferred: bool
) -> Cell:
    """The DPS of both classes, the one asked first, each with its own year before."""
    before = period.before()
    prefix, prior = f"{company.name}.{period.key}.", f"{company.name}.{before.key}."
    figures: dict[str, int | float] = {}
    for key, now, then in (
        ("dps", found.dps, found.previous_dps),
        ("dps_preferred", found.dps_preferred, found.previous_dps_preferred),
    ):
        figures |= {} if now is None else {prefix + key: now}
        figures |= {} if then is None else {prior + key: then}
    asked, other = (1, 0) if preferred else (0, 1)
    pairs = ((found.dps, found.previous_dps), (found.dps_preferred, found.previous_dps_preferred))
    value, previous = pairs[asked]
    if value is None:  # "카카오 우선주 배당": no preferred share's row in the table
        line = f"{company.name} {period.label} 배당에 관한 사항에 {_CLASSES[asked]} {metric.label}이 없습니다"
        return Cell(company, metric.key, period, None, "—", line, "", figures, (found.source,), known=True)
    line = f"{metric.label} {format_won(value)} ({_CLASSES[asked]}, {period.label} 결산)"
    if previous is not None:
        line += f" — 전년({before.label}) {format_won(previous)}"
    second, second_before = pairs[other]
    if second is not None:
        line += f" · {_CLASSES[other]} {format_won(second)}"
        line += f" (전년 {format_won(second_before)})" if second_before is not None else ""
    return Cell(company, metric.key, period, value, format_won(value), line, "", figures, (found.source,))
