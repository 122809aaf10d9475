"""Quarter figures no report states, derived exactly from reports that do (``FigureLookup.quarter``).

* The fourth quarter: the year (사업보고서) less its first nine months (3분기보고서 누적). The nine months
  come from that year's third-quarter report, or, when it is not on file, from the next year's one
  (its 전년 누적 column); the fourth quarter of the year before is then unknown.
* The first half (상반기, 2분기 누적) when no half-year report is on file: the third-quarter report's
  nine months less its third quarter, this year and the year before. Flows only: a half-year balance
  is in no other report, and the second quarter alone (three months) needs the first.

Balance-sheet concepts of a fourth quarter are the year-end balances. Nothing is estimated: a missing
input leaves the figure ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.data.dart.statements import Statements

Values = dict[str, int | None]


@dataclass(frozen=True, slots=True)
class Derived:
    """Three-month ``values`` and year-to-date ``ytd`` of a quarter, and the same a year earlier."""

    values: Values
    previous: Values
    ytd: Values
    previous_ytd: Values
    balances: frozenset[str]


def _less(total: int | None, part: int | None) -> int | None:
    return None if total is None or part is None else total - part


def fourth_quarter(
    annual: Statements, nine: Statements, concepts: tuple[str, ...], *, a_year_later: bool
) -> Derived | None:
    """The year less its nine months; ``a_year_later``: ``nine`` is the next year's third-quarter report
    (its ``prior_ytd`` column), which has no nine months of the year before."""
    balances = frozenset(c for c in concepts if (i := annual.get(c)) is not None and i.sj_div == "BS")
    column = "prior_ytd" if a_year_later else "current_ytd"

    def less(concept: str, total: str, part: str | None) -> int | None:
        if concept in balances:
            return annual.value(concept, total)
        return None if part is None else _less(annual.value(concept, total), nine.value(concept, part))

    values = {c: less(c, "current", column) for c in concepts}
    if any(v is None for v in values.values()):
        return None
    previous = {c: less(c, "prior", None if a_year_later else "prior_ytd") for c in concepts}
    ytd = {c: annual.value(c) for c in concepts}
    previous_ytd = {c: annual.value(c, "prior") for c in concepts}
    return Derived(values, previous, ytd, previous_ytd, balances)


def first_half(nine: Statements, concepts: tuple[str, ...]) -> Derived | None:
    """The first half from a third-quarter report: nine months less the third quarter (flows only)."""
    items = [nine.get(c) for c in concepts]
    if any(item is None or item.sj_div == "BS" for item in items):
        return None
    ytd = {c: _less(nine.value(c, "current_ytd"), nine.value(c)) for c in concepts}
    if any(v is None for v in ytd.values()):
        return None
    previous_ytd = {c: _less(nine.value(c, "prior_ytd"), nine.value(c, "prior")) for c in concepts}
    unknown: Values = dict.fromkeys(concepts)
    return Derived(unknown, dict(unknown), ytd, previous_ytd, frozenset())
