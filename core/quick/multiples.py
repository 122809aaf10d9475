""" "몇 배" answered: one figure as a multiple of another, worked from the filed values, beside the two figures
it is made of — one company's figure in two years (a ratio of levels: "2024년 영업이익은 2023년의 4.98배") and one
company's two figures in one period ("영업이익은 당기순이익의 0.95배"); two companies' is ``contrast.company_multiple``.

A multiple is said only of two positive values: where either is a loss (적자), negative or zero, the answer is one
line saying so (``not_positive``), no figure. The multiple is said as a percentage as well ("4.98배(498.3%)").
"""

from __future__ import annotations

from collections.abc import Sequence

from core.data.companies.resolver import Company
from core.finance.krw import format_pct
from core.quick import tables, wording
from core.quick.cells import Cell, Period
from core.quick.contrast import Contrast
from core.quick.model import METRICS, QuickQuery
from core.quick.signs import LOSS_LABELS

__all__ = ["figures_body", "not_positive", "refusal", "times_text", "years_body"]


def times_text(ratio: float) -> str:
    """4.98배(498.3%): "몇 배" is often meant as a percentage too."""
    return f"{ratio:,.2f}배({format_pct(ratio * 100)})"


def not_positive(who: str, cell: Cell) -> str | None:
    """One line when ``cell`` (of ``who``) is no positive value a multiple can be of; ``None`` when it is."""
    if cell.value is None or cell.value > 0:
        return None
    label = METRICS[cell.metric].label
    if cell.value < 0 and cell.metric in LOSS_LABELS:
        state = "손실(적자)이라"
    elif cell.value < 0:
        state = "음(−)의 값이라"
    else:
        state = "0이라"
    return (
        f"{who} {cell.period.label} {wording.subject(label)} {state} 몇 배인지는 뜻이 없습니다 — "
        "두 값이 모두 양(+)이어야 몇 배인지 계산합니다."
    )


def refusal(query: QuickQuery, cells: Sequence[Cell]) -> str | None:
    """The one line of a multiple asked of a value that is not positive (see ``not_positive``); ``None`` when
    every value the multiple is of is positive or missing (a missing one is said as the answer says it)."""
    for c in cells:
        if c.metric not in query.metrics:
            continue  # a ratio's inputs are shown, its multiple is of the ratio
        line = not_positive(c.company.name, c)
        if line is not None:
            return line
    return None


def _own(cells: Sequence[Cell], metric: str, period: Period) -> Cell | None:
    return next((c for c in cells if c.metric == metric and c.period == period and c.value is not None), None)


def years_body(
    company: Company, metric: str, cells: Sequence[Cell], periods: tuple[Period, Period]
) -> Contrast:
    """Both years' values (a ratio with its inputs), then the later's as a multiple of the earlier's."""
    start, end = periods
    cols = tables.columns([metric])
    lines = tables.table_head("연도", [METRICS[c].label for c in cols])
    for period in periods:
        lines.append(
            tables.row(period.label, (tables.text(tables.find(cells, company, c, period), c) for c in cols))
        )
    lines.append("")
    label = METRICS[metric].label
    before, after = _own(cells, metric, start), _own(cells, metric, end)
    if before is None or after is None or before.value is None or after.value is None:
        return Contrast(
            [*lines, f"- {label}: 두 해 중 한 해의 수치가 없어 몇 배인지 계산하지 않았습니다."], {}
        )
    if before.basis != after.basis:
        said = f"{wording.topic(start.label)} {before.basis}, {wording.topic(end.label)} {after.basis}"
        return Contrast([*lines, f"- {label}: {said} 기준이라 몇 배인지 계산하지 않았습니다."], {})
    ratio = float(after.value) / float(before.value)
    lines.append(
        f"- {wording.topic(f'{end.label} {label}')} {start.label}의 {times_text(ratio)} "
        f"({after.short} ÷ {before.short}, {after.basis})"
    )
    return Contrast(lines, {f"{company.name}.{start.key}-{end.key}.{metric}_times": ratio})


def figures_body(
    company: Company, metrics: tuple[str, ...], cells: Sequence[Cell], period: Period
) -> Contrast:
    """Each figure's line, then the first as a multiple of the second (both of one basis)."""
    top, base = metrics
    lines = [f"- {c.line}" for c in cells if c.ok or c.known]
    a, b = _own(cells, top, period), _own(cells, base, period)
    names = f"{METRICS[top].label} ÷ {METRICS[base].label}"
    if a is None or b is None or a.value is None or b.value is None:
        return Contrast([*lines, "", f"- {names}: 두 수치가 모두 있어야 몇 배인지 계산합니다."], {})
    if a.basis != b.basis:
        return Contrast([*lines, "", f"- {names}: 두 수치의 기준(연결/별도)이 달라 계산하지 않았습니다."], {})
    ratio = float(a.value) / float(b.value)
    line = (
        f"- {wording.topic(f'{company.name} {METRICS[top].label}')} {METRICS[base].label}의 {times_text(ratio)} "
        f"({a.short} ÷ {b.short}, {period.label} {a.basis})"
    )
    return Contrast([*lines, "", line], {f"{company.name}.{period.key}.{top}/{base}_times": ratio})
