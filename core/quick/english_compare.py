"""The lines an English comparison adds below its table when a sum, a multiple or a share of two companies is asked:
the Korean builders' figures (``core.quick.sums``, ``core.quick.contrast``), worded in English."""

from __future__ import annotations

from collections.abc import Sequence

from core.data.companies.english import english_name
from core.data.companies.resolver import Company
from core.quick import english_words as en
from core.quick.cells import Cell, Period

__all__ = ["of_second_lines", "sums_lines"]


def _own(cells: Sequence[Cell], company: Company, metric: str) -> Cell | None:
    return next(
        (c for c in cells if c.company == company and c.metric == metric and c.value is not None), None
    )


def sums_lines(
    companies: Sequence[Company],
    metrics: Sequence[str],
    cells: Sequence[Cell],
    period: Period,
    figures: dict[str, int | float],
) -> list[str]:
    """- Samsung Electronics + SK hynix revenue combined: KRW 367.06 trillion (…) (KRW 300.87tn + KRW 66.19tn)"""
    key = "+".join(c.name for c in companies)
    names = " + ".join(english_name(c) or c.name for c in companies)
    lines = []
    for metric in metrics:
        total = figures.get(f"{key}.{period.key}.{metric}.sum")
        parts = [_own(cells, c, metric) for c in companies]
        if total is None or any(p is None for p in parts):
            lines.append(f"- {en.capital(en.label(metric))}: every company's figure is needed for the sum.")
            continue
        shown = " + ".join(en.value(metric, p.value, korean=False) for p in parts if p is not None)
        lines.append(f"- {names} {en.label(metric)} combined: {en.value(metric, total)} ({shown})")
        if len({p.basis for p in parts if p is not None}) > 1:
            lines.append("> Note: the figures are on different bases (consolidated and separate).")
    return lines


def of_second_lines(
    companies: Sequence[Company],
    metrics: Sequence[str],
    cells: Sequence[Cell],
    period: Period,
    figures: dict[str, int | float],
    multiple: bool,
) -> list[str]:
    """- Samsung Electronics' revenue is 4.55 times SK hynix's (455.0%) (KRW 300.87tn ÷ KRW 66.19tn)"""
    first, second = companies
    names = english_name(first) or first.name, english_name(second) or second.name
    lines = []
    for metric in metrics:
        key = f"{first.name}/{second.name}.{period.key}.{metric}" + ("_times" if multiple else "")
        a, b = _own(cells, first, metric), _own(cells, second, metric)
        name = en.label(metric)
        if key not in figures or a is None or b is None:
            what = "a multiple" if multiple else "a share"
            lines.append(f"- {en.capital(name)}: both figures must be positive for {what} to be computed.")
            continue
        ratio = float(figures[key])
        values = f"{en.value(metric, a.value, korean=False)} ÷ {en.value(metric, b.value, korean=False)}"
        shown = f"{ratio:,.2f} times ({ratio * 100:,.1f}%)" if multiple else f"{ratio:,.1f}%"
        lines.append(
            f"- {en.possessive(names[0])} {name} is {shown} {'' if multiple else 'of '}{en.possessive(names[1])} ({values})"
        )
        if a.basis != b.basis:
            lines.append(
                f"> Note: {names[0]} is {en.BASES.get(a.basis, a.basis)} and {names[1]} "
                f"{en.BASES.get(b.basis, b.basis)}, so this is not like for like."
            )
    return lines
