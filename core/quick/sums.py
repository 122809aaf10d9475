"""Sums answered: each company's figure added over the years of a span, the companies' figures added in one
period, and the gap between two companies' sums — each sum with the parts it is made of ("101.58조원 = 51.63조원 +
43.38조원 + 6.57조원"), worked from the filed values (a loss is a negative part).

A sum is said only of parts that are all found and of one basis: a year missing, or a year on another basis (연결
one year, 별도 another), is said instead of the sum, never filled in. Companies of different bases are added with
the bases said, as a gap between them is (``contrast.company_difference``).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.data.companies.resolver import Company
from core.finance.krw import MINUS, format_krw
from core.quick import tables, wording
from core.quick.cells import Cell, Period
from core.quick.contrast import Contrast
from core.quick.model import METRICS

__all__ = ["company_sum", "span_sums"]


def _parts(values: Sequence[float]) -> str:
    """51.63조원 + 43.38조원 − 7.73조원 (a negative part after a minus)."""
    text = format_krw(values[0])
    for value in values[1:]:
        text += f" + {format_krw(value)}" if value >= 0 else f" {MINUS} {format_krw(-value)}"
    return text


def _found(
    cells: Sequence[Cell], company: Company, metric: str, periods: Sequence[Period]
) -> list[Cell | None]:
    return [
        next(
            (c for c in cells if c.company == company and c.metric == metric and c.period == p and c.ok), None
        )
        for p in periods
    ]


def _one_basis(found: Sequence[Cell]) -> str | None:
    """The basis all ``found`` share ("" when none says); ``None`` when they differ."""
    bases = {c.basis for c in found}
    return next(iter(bases)) if len(bases) == 1 else None


def _bases_note(names: Sequence[str], bases: Sequence[str]) -> list[str]:
    if len(set(bases)) < 2:
        return []
    said = ", ".join(f"{wording.topic(n)} {b}" for n, b in zip(names, bases, strict=True))
    return [f"> 참고: {said} 기준이라 같은 기준의 합계가 아닙니다."]


def span_sums(
    companies: Sequence[Company],
    metric: str,
    cells: Sequence[Cell],
    periods: Sequence[Period],
    *,
    difference: bool,
) -> Contrast:
    """Years as rows and companies as columns with a 합계 row; each company's sum with its parts; then the gap
    of two companies' sums (``difference``) or, for several, the sum of the sums."""
    label = METRICS[metric].label
    span = f"{periods[0].label}–{periods[-1].label} {len(periods)}년"
    lines = [f"*{label}*", "", *tables.table_head("연도", [c.name for c in companies])]
    for period in periods:
        lines.append(
            tables.row(
                period.label, (tables.text(tables.find(cells, c, metric, period), metric) for c in companies)
            )
        )
    sums: list[tuple[Company, float, str]] = []
    said: list[str] = []
    for company in companies:
        found = _found(cells, company, metric, periods)
        parts = [c for c in found if c is not None]
        if len(parts) < len(periods):
            missing = ", ".join(p.label for p, c in zip(periods, found, strict=True) if c is None)
            said.append(f"- {company.name} {label}: {missing} 수치가 없어 합계를 내지 않았습니다.")
            continue
        basis = _one_basis(parts)
        if basis is None:
            said.append(f"- {company.name} {label}: 연도마다 기준(연결/별도)이 달라 합계를 내지 않았습니다.")
            continue
        total = sum(float(c.value or 0) for c in parts)
        sums.append((company, total, basis))
        said.append(
            f"- {company.name} {label} {span} 합계: {format_krw(total)} "
            f"({_parts([float(c.value or 0) for c in parts])})"
        )
    totals = {c.name: total for c, total, _ in sums}
    lines.append(
        tables.row("합계", (format_krw(totals[c.name]) if c.name in totals else "—" for c in companies))
    )
    lines += ["", *said]
    key = f"{periods[0].key}-{periods[-1].key}.{metric}.sum"
    figures: dict[str, int | float] = {f"{c.name}.{key}": total for c, total, _ in sums}
    if len(sums) == len(companies) and len(companies) > 1:
        names, values, bases = [c.name for c, _, _ in sums], [t for _, t, _ in sums], [b for _, _, b in sums]
        if difference:
            lines.append(_gap(label, span, sums))
            figures[f"{names[0]}-{names[1]}.{key}"] = values[0] - values[1]
        else:
            lines.append(
                f"- {' + '.join(names)} {label} {span} 합계: {format_krw(sum(values))} ({_parts(values)})"
            )
            figures[f"{'+'.join(names)}.{key}"] = sum(values)
        lines += _bases_note(names, bases)
    elif difference:
        lines.append(f"- {label}: 두 회사의 합계가 모두 있어야 차이를 계산합니다.")
    return Contrast(lines, figures)


def _gap(label: str, span: str, sums: Sequence[tuple[Company, float, str]]) -> str:
    """- 차이: 삼성전자 영업이익 3년 합계가 SK하이닉스보다 90.09조원 많습니다 (101.58조원 − 11.49조원)."""
    (first, a, _), (second, b, _) = sums
    if a == b:
        return f"- 차이: {first.name}·{second.name} {label} {span} 합계가 같습니다 ({format_krw(a)})"
    if b > a:
        (first, a, _), (second, b, _) = (second, b, ""), (first, a, "")
    return (
        f"- 차이: {first.name} {label} {span} 합계가 {second.name}보다 {format_krw(a - b)} 많습니다 "
        f"({format_krw(a)} {MINUS} {format_krw(b) if b >= 0 else f'({format_krw(b)})'})"
    )


def company_sum(
    companies: Sequence[Company], metrics: Sequence[str], cells: Sequence[Cell], period: Period
) -> Contrast:
    """The companies' figures added, per metric, with the parts."""
    lines: list[str] = []
    figures: dict[str, int | float] = {}
    names = [c.name for c in companies]
    for metric in metrics:
        label = METRICS[metric].label
        found = [tables.find(cells, c, metric, period) for c in companies]
        parts = [c for c in found if c is not None and c.ok and c.metric == metric]
        if len(parts) < len(companies):
            lines.append(f"- {label}: 모든 회사의 수치가 있어야 합계를 계산합니다.")
            continue
        values = [float(c.value or 0) for c in parts]
        lines.append(f"- {' + '.join(names)} {label} 합계: {format_krw(sum(values))} ({_parts(values)})")
        lines += _bases_note(names, [c.basis for c in parts])
        figures[f"{'+'.join(names)}.{period.key}.{metric}.sum"] = sum(values)
    return Contrast(lines, figures)
