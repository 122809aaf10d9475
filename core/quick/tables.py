"""Markdown for quick answers: bullet lines, comparison and trend tables, notes and sources."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from core.data.companies.resolver import Company
from core.data.dart.client import viewer_url
from core.figures.lookup import Source
from core.finance.concepts import CATALOGUE, CONCEPTS, formula_text
from core.finance.krw import change_phrase
from core.quick.cells import Cell, Period
from core.quick.model import METRICS
from core.quick.signs import benefit_notes, signed_change

#: a ratio's inputs in the catalogue's (the statements') order: 매출액 before 영업이익, 유동자산 before 유동부채
_ORDER = {c.id: i for i, c in enumerate(CATALOGUE)}
_PROFITS = frozenset({"operating_income", "net_income", "net_income_owners"})


def bases(cells: Iterable[Cell]) -> str:
    """연결, 별도, or 연결/별도 when the cells differ ("" when none says)."""
    found = sorted({c.basis for c in cells if c.basis}, key=["연결", "별도"].index)
    return "/".join(found)


def header(title: str, cells: Sequence[Cell], extra: str = "") -> str:
    """**title (연결, extra)**"""
    parts = [p for p in (bases(cells), extra) if p]
    return f"**{title}" + (f" ({', '.join(parts)})" if parts else "") + "**"


def columns(metrics: Sequence[str]) -> list[str]:
    """Table columns: a ratio's inputs come before it (매출액, 영업이익, 영업이익률)."""
    out: list[str] = []
    for key in metrics:
        metric = METRICS[key]
        if metric.kind == "ratio":
            inputs = sorted(metric.concepts, key=lambda c: _ORDER.get(c, len(_ORDER)))
            out += [c for c in inputs if c not in out and c in METRICS]
        if key not in out:
            out.append(key)
    return out


def text(cell: Cell | None, column: str) -> str:
    """A cell's table text for ``column`` (its own value, or a ratio's input); "—" when missing."""
    if cell is None:
        return "—"
    if column == cell.metric:
        return cell.short
    return cell.inputs.get(column, "—")


def find(cells: Sequence[Cell], company: Company, column: str, period: Period) -> Cell | None:
    """The cell that holds ``column``: its own metric, else a ratio that took it as an input."""
    mine = [c for c in cells if c.company == company and c.period == period]
    for cell in mine:
        if cell.metric == column and cell.ok:
            return cell
    for cell in mine:
        if column in cell.inputs:
            return cell
    return next((c for c in mine if c.metric == column), None)


def row(label: str, texts: Iterable[str]) -> str:
    """One Markdown table row."""
    return f"| {label} | " + " | ".join(texts) + " |"


def table_head(first: str, names: Sequence[str]) -> list[str]:
    """A Markdown table's header row and its right-aligned separator."""
    return [row(first, names), "|---|" + "---:|" * len(names)]


def comparison(
    companies: Sequence[Company], metrics: Sequence[str], cells: Sequence[Cell], period: Period
) -> list[str]:
    """Companies as rows, metrics (with ratio inputs) as columns."""
    cols = columns(metrics)
    lines = table_head("회사", [METRICS[c].label for c in cols])
    for company in companies:
        lines.append(row(company.name, (text(find(cells, company, c, period), c) for c in cols)))
    return lines


def trend(
    company: Company, metrics: Sequence[str], cells: Sequence[Cell], periods: Sequence[Period]
) -> list[str]:
    """Years as rows, metrics as columns; one amount metric gets a change column."""
    cols = columns(metrics)
    yoy = len(cols) == 1 and METRICS[cols[0]].kind in ("amount", "line")
    lines = table_head("연도", [METRICS[c].label for c in cols] + (["전년 대비"] if yoy else []))
    for period in periods:
        texts = [text(find(cells, company, c, period), c) for c in cols]
        if yoy:
            texts.append(_change(company, cols[0], cells, period))
        lines.append(row(period.label, texts))
    return lines


def _change(company: Company, concept: str, cells: Sequence[Cell], period: Period) -> str:
    now = find(cells, company, concept, period)
    if now is None or not now.ok:
        return "—"
    previous = now.figures.get(f"{company.name}.{period.before().key}.{concept}")
    if previous is None:  # no comparison column in that filing: use the row above
        above = find(cells, company, concept, period.before())
        previous = above.value if above is not None and above.ok else None
    if previous is None:
        return "—"
    return signed_change(concept, now.value, previous) or change_phrase(now.value, previous)


def trend_by_company(
    companies: Sequence[Company], metric: str, cells: Sequence[Cell], periods: Sequence[Period]
) -> list[str]:
    """One metric over years (rows) for several companies (columns)."""
    lines = [f"*{METRICS[metric].label}*", "", *table_head("연도", [c.name for c in companies])]
    for period in periods:
        lines.append(row(period.label, (text(find(cells, c, metric, period), metric) for c in companies)))
    return lines


def footnotes(metrics: Sequence[str], cells: Sequence[Cell]) -> list[str]:
    """Formulas of the ratios shown, and how losses read in a table."""
    notes = [formula_text(m) for m in metrics if m in CONCEPTS and formula_text(m)]
    notes += _closing_notes(cells)
    if any(m.endswith("_growth") for m in metrics):
        notes.append("증가율 = (당기 − 전기) ÷ 전기 (전기가 0 이하이면 계산하지 않음)")
    losses = any(
        (c.metric in _PROFITS and c.value is not None and c.value < 0)
        or any(k in _PROFITS and v.startswith("−") for k, v in c.inputs.items())
        for c in cells
    )
    if losses:
        notes.append("음수(−)는 손실")
    notes += benefit_notes((c.metric, c.value) for c in cells)
    return [f"_{' · '.join(notes)}_"] if notes else []


def closing_only(cells: Sequence[Cell]) -> dict[str, list[Period]]:
    """An averaged ratio (ROE, ROA) of a period whose opening balance is not in the data is over the closing
    one (``cells._ratio`` says "÷ 기말"): its balance concept → those periods, for a table's footnote."""
    shown: dict[str, dict[Period, None]] = {}
    for c in cells:
        metric = METRICS.get(c.metric)
        if metric is None or not metric.averaged or not c.ok:
            continue
        base = metric.concepts[1]
        if f" ÷ 기말 {METRICS[base].label}" in c.line:
            shown.setdefault(base, {})[c.period] = None
    return {base: list(periods) for base, periods in shown.items()}


def _closing_notes(cells: Sequence[Cell]) -> list[str]:
    notes = []
    for base, periods in closing_only(cells).items():
        name = METRICS[base].label
        notes.append(f"{', '.join(p.label for p in periods)}은 기초 {name}가 없어 기말 {name} 기준")
    return notes


def missing_lines(cells: Iterable[Cell]) -> list[str]:
    """What could not be found, once each."""
    seen: dict[str, None] = {}
    for cell in cells:
        if not cell.ok and not cell.known:
            seen.setdefault(cell.line)
    return [f"> {line}" for line in seen]


def source_line(sources: Iterable[Source]) -> tuple[str, tuple[str, ...]]:
    """``출처:`` with DART viewer links, and the links."""
    unique: dict[str, str] = {}
    for source in sources:
        if not source.rcept_no:
            continue
        label = unique.setdefault(source.rcept_no, source.label)
        if label != source.label:  # one filing cited for several years: drop "(FY2022 비교 수치)"
            unique[source.rcept_no] = label.split(" (")[0]
    if not unique:
        return "", ()
    links = tuple(viewer_url(no) for no in unique)
    parts = [f"[{label}]({link})" for (no, label), link in zip(unique.items(), links, strict=True)]
    return "출처: " + " · ".join(parts), links
