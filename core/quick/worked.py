"""``QuickQuery`` → ``Worked``: the figures a quick answer states, found and chosen, before any wording.

The periods tried and shown, the cells found for them (``core.quick.cells``) and what the lookup
remembered (offline, problems). Korean (``core.quick.answer``) and English (``core.quick.english_words``)
word the same ``Worked``, so both state the same figures.

With no period named the latest fiscal year whose 사업보고서 is due by ``today`` is tried first
(``core.finance.periods``); when it is not available (not in the offline bundle, filed late) the answer
steps back up to two years and says so (``fallback``).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import date

from core.data.companies.resolver import Company
from core.figures.lookup import FigureLookup
from core.finance.basis import FsDiv
from core.finance.periods import latest_annual_year, period_end
from core.quick.cells import Cell, Period, cell
from core.quick.contrast import BASES, growth_base
from core.quick.dividends import dividend_cell
from core.quick.holdings import report_cell
from core.quick.model import METRICS, PeriodSpec, QuickQuery

__all__ = ["Worked", "work_out"]

_LOOKBACK = 3


@dataclass(frozen=True, slots=True)
class Worked:
    """What a (non-fact) quick query found.

    ``shown``: the period of a value, ratio, comparison or bases answer; the years of a trend; the two
    years of a change. ``tried``: the periods looked at (for "nothing found"). ``fallback``: the period
    asked and the one answered instead, when they differ. ``metrics``: what the cells are of (a change
    asks for the amounts its growth metrics are of).
    """

    query: QuickQuery
    lookup: FigureLookup
    cells: tuple[Cell, ...]
    shown: tuple[Period, ...]
    tried: tuple[Period, ...]
    metrics: tuple[str, ...]
    fallback: tuple[Period, Period] | None = None

    @property
    def found(self) -> bool:
        """True when any figure (or a fact about the filing, ``Cell.known``) was found."""
        return any(c.ok or c.known for c in self.cells)

    @property
    def period(self) -> Period:
        """The one period of a value, ratio, comparison or bases answer (the last year otherwise)."""
        return self.shown[-1]


async def work_out(query: QuickQuery, lookup: FigureLookup) -> Worked:
    """The cells of ``query`` (any kind but ``fact``) from ``lookup``."""
    if query.kind == "change":
        return await _change(query, lookup)
    if query.period.kind in ("years", "recent"):
        return await _trend(query, lookup)
    periods = candidates(query.period, lookup.today)
    period, cells = await _choose(lookup, query, periods)
    return Worked(
        query,
        lookup,
        tuple(cells),
        (period,),
        tuple(periods),
        query.metrics,
        _fallback(periods[0], period, cells),
    )


def candidates(spec: PeriodSpec, today: date) -> list[Period]:
    """The periods to try, most recent first: the one named, else the latest due and two before it."""
    if spec.kind == "quarter" and spec.quarter is not None:
        quarter, ytd = spec.quarter, spec.ytd
        if spec.years:
            return [Period(spec.years[0], quarter, ytd, quarterly=True)]
        last = today.year if period_end(today.year, quarter) < today else today.year - 1
        return [Period(last - back, quarter, ytd, quarterly=True) for back in range(_LOOKBACK)]
    if spec.kind == "year":
        return [Period(spec.years[0])]
    latest = latest_annual_year(today)
    return [Period(latest - back) for back in range(_LOOKBACK)]


async def figure_cell(
    lookup: FigureLookup,
    company: Company,
    key: str,
    period: Period,
    basis: FsDiv | None,
    *,
    moved: bool = False,
    preferred: bool = False,
) -> Cell:
    """``key`` for ``company`` in ``period``: a dividend from the 배당에 관한 사항 (``preferred``: the
    preferred share's), any other figure from the statements (``cells.cell``)."""
    metric = METRICS[key]
    if metric.kind == "dividend":
        return await dividend_cell(lookup, company, metric, period, basis, preferred=preferred)
    return await cell(lookup, company, key, period, basis, moved=moved)


async def _cells(lookup: FigureLookup, query: QuickQuery, period: Period) -> list[Cell]:
    bases: tuple[FsDiv | None, ...] = (query.basis,)
    if query.kind == "bases":
        bases = tuple(code for code, _ in BASES)
    jobs = [
        report_cell(lookup, company, metric, period, staff=query.staff)
        if METRICS[metric].kind == "report"
        else figure_cell(lookup, company, metric, period, basis, moved=query.moved, preferred=query.preferred)
        for basis in bases
        for company in query.companies
        for metric in query.metrics
    ]
    return list(await asyncio.gather(*jobs))


async def _choose(
    lookup: FigureLookup, query: QuickQuery, periods: list[Period]
) -> tuple[Period, list[Cell]]:
    """The first period with every figure; else the first with any; else the first asked."""
    partial: tuple[Period, list[Cell]] | None = None
    first: list[Cell] | None = None
    for period in periods:
        cells = await _cells(lookup, query, period)
        first = first if first is not None else cells
        if all(c.ok or c.known for c in cells):
            return period, cells
        if partial is None and any(c.ok or c.known for c in cells):
            partial = (period, cells)
    return partial or (periods[0], first or [])


def _fallback(asked: Period, chosen: Period, cells: list[Cell]) -> tuple[Period, Period] | None:
    if asked == chosen or not any(c.ok or c.known for c in cells):
        return None
    return asked, chosen


async def _trend(query: QuickQuery, lookup: FigureLookup) -> Worked:
    spec = query.period
    fallback = None
    if spec.kind == "recent":
        periods = candidates(PeriodSpec(), lookup.today)
        end, probe = await _choose(lookup, query, periods)
        fallback = _fallback(periods[0], end, probe)
        years = list(range(end.year - spec.count + 1, end.year + 1))
    else:
        years = list(spec.years)
    chosen = tuple(Period(year) for year in years)
    cells = [c for period in chosen for c in await _cells(lookup, query, period)]
    return Worked(query, lookup, tuple(cells), chosen, chosen, query.metrics, fallback)


async def _change(query: QuickQuery, lookup: FigureLookup) -> Worked:
    """One company in two named years (or one year's quarter and the quarter before it, ``PeriodSpec.against``):
    the amounts (or ratios) the metrics are of, in both."""
    company = query.companies[0]
    spec = query.period
    if spec.against is not None and spec.quarter is not None:
        start, end = (Period(spec.years[0], q, quarterly=True) for q in (spec.against, spec.quarter))
    else:
        start, end = (Period(year) for year in spec.years)
    bases = tuple(dict.fromkeys(growth_base(m) for m in query.metrics))
    jobs = [figure_cell(lookup, company, m, p, query.basis) for p in (start, end) for m in bases]
    cells = tuple(await asyncio.gather(*jobs))
    return Worked(query, lookup, cells, (start, end), (end, start), bases)
