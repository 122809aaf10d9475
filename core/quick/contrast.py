"""Two figures set against each other: 연결 and 별도 of one company, two companies' difference, and one
company between two named years (2020년 대비 2023년).

Every figure keeps its own basis label; a difference or a rate is computed only from two found values
on the same footing and is otherwise left out with the reason said, never guessed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.data.companies.resolver import Company
from core.finance import ratios
from core.finance.basis import FsDiv
from core.finance.krw import format_krw, format_pct, format_won
from core.quick import tables, wording
from core.quick.cells import Cell, Period
from core.quick.model import METRICS
from core.quick.signs import amount_text, signed_points

__all__ = ["BASES", "Contrast", "basis_body", "change_body", "company_difference", "growth_base"]

#: The two bases, in the order they are shown.
BASES: tuple[tuple[FsDiv, str], ...] = (("CFS", "연결"), ("OFS", "별도"))
_PERCENT_KINDS = frozenset({"ratio", "growth"})


@dataclass(frozen=True, slots=True)
class Contrast:
    """Markdown lines and the figures they state (won, %, %p, 원/주)."""

    lines: list[str]
    figures: dict[str, int | float]


def growth_base(metric: str) -> str:
    """The amount a growth metric is the growth of (``operating_income_growth`` → ``operating_income``)."""
    return metric.removesuffix("_growth") if METRICS[metric].kind == "growth" else metric


def _in_percent(metric: str) -> bool:
    return METRICS[metric].kind in _PERCENT_KINDS or metric == "payout_ratio"


def _gap(metric: str, gap: float) -> str:
    """|a − b| in the metric's unit: 조/억원, %p, or 원 for per-share figures."""
    if _in_percent(metric):
        return f"{abs(gap):,.1f}%p"
    if METRICS[metric].kind in ("per_share", "dividend"):
        return format_won(abs(gap))
    return format_krw(abs(gap))


def _gap_line(metric: str, sides: tuple[tuple[str, Cell], tuple[str, Cell]], *, labelled: bool) -> str:
    """- 차이: SK하이닉스 당기순이익이 현대자동차보다 6.57조원 많습니다 (19.80조원(연결) − 13.23조원(연결)).

    The larger side is named first; ``labelled`` adds each figure's basis to it.
    """
    label = METRICS[metric].label
    (first, a), (second, b) = sides
    left, right = float(a.value or 0), float(b.value or 0)
    if left == right:
        return f"- 차이: {first}·{second} {label} 값이 같습니다 ({a.short})"
    if right > left:
        (first, a), (second, b) = (second, b), (first, a)
    more = "많습니다" if not _in_percent(metric) else "높습니다"
    shown = [
        f"{name} {cell.short}" + (f"({cell.basis})" if labelled and cell.basis else "")
        for name, cell in ((first, a), (second, b))
    ]
    gap = _gap(metric, float(a.value or 0) - float(b.value or 0))
    return f"- 차이: {first} {wording.subject(label)} {second}보다 {gap} {more} ({shown[0]} − {shown[1]})"


# --- 연결 and 별도 side by side ---------------------------------------------------------------------


def basis_body(
    company: Company,
    metrics: Sequence[str],
    by_basis: dict[str, list[Cell]],
    period: Period,
    *,
    difference: bool,
) -> Contrast:
    """A table with a row per basis, each basis's sentence, and (asked) 연결 − 별도 per metric."""
    cols = tables.columns(metrics)
    lines = tables.table_head("기준", [METRICS[c].label for c in cols])
    for _, word in BASES:
        cells = by_basis[word]
        lines.append(tables.row(word, (tables.text(tables.find(cells, company, c, period), c) for c in cols)))
    lines.append("")
    for _, word in BASES:
        lines += [f"- **{word}** {c.line}" for c in by_basis[word] if c.ok or c.known]
    figures: dict[str, int | float] = {}
    for _, word in BASES:
        for c in by_basis[word]:
            figures |= {f"{key}.{_code(word)}": value for key, value in c.figures.items()}
    if difference:
        for metric in metrics:
            pair = [_own(by_basis[word], metric) for _, word in BASES]
            consolidated, separate = pair
            if consolidated is None or separate is None:
                lines.append(f"- {METRICS[metric].label}: 두 기준 모두 수치가 있어야 차이를 계산합니다.")
                continue
            lines.append(_gap_line(metric, (("연결", consolidated), ("별도", separate)), labelled=False))
            gap = float(consolidated.value or 0) - float(separate.value or 0)
            figures[f"{company.name}.{period.key}.{metric}.CFS-OFS"] = gap
    lines += ["", "_연결 = 종속회사를 포함한 연결재무제표 · 별도 = 회사 단독의 별도재무제표_"]
    return Contrast(lines, figures)


def _code(word: str) -> str:
    return next(code for code, shown in BASES if shown == word)


def _own(cells: Sequence[Cell], metric: str) -> Cell | None:
    """The found cell of ``metric`` (None when missing or without a number, e.g. 흑자전환)."""
    return next((c for c in cells if c.metric == metric and c.value is not None), None)


# --- two companies' difference --------------------------------------------------------------------


def company_difference(
    companies: Sequence[Company], metrics: Sequence[str], cells: Sequence[Cell], period: Period
) -> Contrast:
    """First company − second, per metric, each figure labelled with its basis and the larger named."""
    first, second = companies
    lines: list[str] = []
    figures: dict[str, int | float] = {}
    for metric in metrics:
        a = _own([c for c in cells if c.company == first], metric)
        b = _own([c for c in cells if c.company == second], metric)
        label = METRICS[metric].label
        if a is None or b is None:
            lines.append(f"- {label}: 두 회사 모두 수치가 있어야 차이를 계산합니다.")
            continue
        lines.append(_gap_line(metric, ((first.name, a), (second.name, b)), labelled=True))
        figures[f"{first.name}-{second.name}.{period.key}.{metric}"] = float(a.value or 0) - float(
            b.value or 0
        )
        if a.basis and b.basis and a.basis != b.basis:
            lines.append(
                f"> 참고: {wording.topic(first.name)} {a.basis}, {wording.topic(second.name)} {b.basis} 기준이라 "
                "같은 기준의 비교가 아닙니다."
            )
    return Contrast(lines, figures)


def company_share(
    companies: Sequence[Company],
    metrics: Sequence[str],
    cells: Sequence[Cell],
    period: Period,
    *,
    part_of: bool = False,
) -> Contrast:
    """The first company's figure as a percentage of the second's, per metric (both positive); ``part_of``: asked as
    the part the first takes of the second ("A 매출에서 B 매출이 차지하는 비중"), where a part larger than its whole
    is said as such, with how many times the other it is, not as a share over 100%."""
    return _of_second(companies, metrics, cells, period, multiple=False, part_of=part_of)


def company_multiple(
    companies: Sequence[Company], metrics: Sequence[str], cells: Sequence[Cell], period: Period
) -> Contrast:
    """The first company's figure as a multiple of the second's, per metric (both positive)."""
    return _of_second(companies, metrics, cells, period, multiple=True)


def _of_second(
    companies: Sequence[Company],
    metrics: Sequence[str],
    cells: Sequence[Cell],
    period: Period,
    *,
    multiple: bool,
    part_of: bool = False,
) -> Contrast:
    """The first company's figure over the second's, per metric: "…의 35.7%" (a share) or "…의 1.39배"."""
    first, second = companies
    lines: list[str] = []
    figures: dict[str, int | float] = {}
    for metric in metrics:
        a = _own([c for c in cells if c.company == first], metric)
        b = _own([c for c in cells if c.company == second], metric)
        label = METRICS[metric].label
        unmet = _why_not_of(label, ((first, a), (second, b)), period, multiple=multiple)
        if unmet is not None or a is None or b is None or a.value is None or b.value is None:
            lines += [unmet] if unmet is not None else []
            continue
        ratio = float(a.value) / float(b.value) * (1 if multiple else 100)
        if (
            part_of and ratio > 100
        ):  # "하이닉스 매출에서 삼성전자 매출이 차지하는 비중": the part is the larger
            times = ratio / 100
            lines.append(
                f"- {wording.subject(first.name + ' ' + label)} {second.name} {label}보다 큽니다 — "
                f"{times:,.2f}배 ({a.short} ÷ {b.short}): 한쪽이 다른 쪽에서 차지하는 비중으로는 말할 수 없습니다."
            )
            figures[f"{first.name}/{second.name}.{period.key}.{metric}_times"] = times
            continue
        # a multiple is said as a percentage as well ("4.30배(430.1%)"): "몇 배" is often meant as one
        shown = f"{ratio:,.2f}배({format_pct(ratio * 100)})" if multiple else format_pct(ratio)
        lines.append(
            f"- {wording.topic(first.name + ' ' + label)} {second.name}의 {shown} ({a.short} ÷ {b.short})"
        )
        figures[f"{first.name}/{second.name}.{period.key}.{metric}" + ("_times" if multiple else "")] = ratio
        if a.basis and b.basis and a.basis != b.basis:
            lines.append(
                f"> 참고: {wording.topic(first.name)} {a.basis}, {wording.topic(second.name)} {b.basis} 기준이라 "
                "같은 기준의 비교가 아닙니다."
            )
    return Contrast(lines, figures)


def _why_not_of(
    label: str, pair: Sequence[tuple[Company, Cell | None]], period: Period, *, multiple: bool
) -> str | None:
    """Why one figure is not said over the other, naming the company (``None``: both are there and positive):
    "기아 FY2024 매출액 자료가 없어 …", "SK하이닉스 영업이익이 −7.73조원이라 …"."""
    what = "몇 배인지" if multiple else "비율을"
    lacking = [company.name for company, cell in pair if cell is None or cell.value is None]
    if lacking:
        return (
            f"- {label}: {', '.join(lacking)} {period.label} {label} 자료가 없어 {what} 계산하지 못했습니다."
        )
    below = [(company, cell) for company, cell in pair if cell is not None and (cell.value or 0) <= 0]
    if below:
        said = ", ".join(f"{wording.topic(company.name)} {cell.short}" for company, cell in below)
        return (
            f"- {label}: {said}(0 이하)이라 {what} 계산하지 않습니다 — 두 회사 모두 양(+)의 수치여야 합니다."
        )
    return None


# --- one company between two years ----------------------------------------------------------------


def change_body(
    company: Company, metrics: Sequence[str], cells: Sequence[Cell], periods: tuple[Period, Period]
) -> Contrast:
    """Each metric in both years, then the change: amount and rate for amounts, %p for ratios."""
    start, end = periods
    span = f"{start.label} → {end.label}"
    years = start.annual  # or two quarters of one year ("2024년 3분기 → 2024년 4분기")
    lines = tables.table_head("연도" if years else "기간", [METRICS[growth_base(m)].label for m in metrics])
    for period in periods:
        texts = [_text(_at(cells, growth_base(m), period)) for m in metrics]
        lines.append(tables.row(period.label, texts))
    lines.append("")
    figures: dict[str, int | float] = {}
    for metric in metrics:
        base = growth_base(metric)
        label = METRICS[base].label
        before, after = _at(cells, base, start), _at(cells, base, end)
        if before is None or after is None or before.value is None or after.value is None:
            which = "두 해 중 한 해의" if years else "두 기간 중 한 기간의"
            lines.append(f"- {label}: {which} 수치가 없어 변화를 계산하지 않았습니다.")
            continue
        if before.basis != after.basis:
            lines.append(
                f"- {label}: {wording.topic(start.label)} {before.basis}, {wording.topic(end.label)} "
                f"{after.basis} 기준이라 비교하지 않았습니다."
            )
            continue
        old, new = float(before.value), float(after.value)
        key = f"{company.name}.{start.key}-{end.key}.{base}"
        if METRICS[base].kind == "ratio":
            lines.append(f"- {label} 변화 ({span}, {after.basis}): {signed_points(new - old)}")
            figures[key + ".change"] = new - old
            continue
        per_share = METRICS[base].kind == "per_share"
        lines.append((_per_share_change if per_share else _amount_change)(base, old, new, span, after.basis))
        figures[key + ".change"] = new - old
        rate = ratios.growth(new, old)
        if rate is not None and not (new < 0 and base in ("operating_income", "net_income")):
            figures[key + ".growth"] = rate
    return Contrast([*lines, ""], figures)


def _at(cells: Sequence[Cell], metric: str, period: Period) -> Cell | None:
    return next((c for c in cells if c.metric == metric and c.period == period), None)


def _text(cell: Cell | None) -> str:
    return "—" if cell is None else cell.short


def _per_share_change(concept: str, old: float, new: float, span: str, basis: str) -> str:
    """EPS(기본주당이익) 증감 (FY2021 → FY2023, 연결): 5,777원 → 2,131원, 3,646원 감소 (−63.1%); no rate off or into
    a loss per share."""
    moved = new - old
    amount = "변동 없음" if moved == 0 else f"{format_won(abs(moved))} {'증가' if moved > 0 else '감소'}"
    rate = ratios.growth(new, old) if old > 0 and new >= 0 else None
    said = f"{format_won(old)} → {format_won(new)}, {amount}"
    return f"- {METRICS[concept].label} 증감 ({span}, {basis}): {said}" + (
        f" ({format_pct(rate, signed=True)})" if rate is not None else ""
    )


def _amount_change(concept: str, old: float, new: float, span: str, basis: str) -> str:
    """영업이익 증감률 (FY2020 → FY2023, 연결): −81.8% (35.99조원 → 6.57조원, 29.42조원 감소)."""
    label = METRICS[concept].label
    moved = new - old
    amount = "변동 없음" if moved == 0 else f"{format_krw(abs(moved))} {'증가' if moved > 0 else '감소'}"
    values = f"{amount_text(concept, int(old))} → {amount_text(concept, int(new))}"
    rate = ratios.growth(new, old)
    if new < 0 and concept in ("operating_income", "net_income"):
        rate = None  # profit to loss is 적자전환, not a percentage
    if rate is None:
        turn = (
            "적자전환" if old > 0 > new else "흑자전환" if old < 0 <= new else "적자지속" if old < 0 else ""
        )
        why = turn or "기준 연도 값이 0 이하"
        return f"- {label} 증감 ({span}, {basis}): {why} ({values}, {amount}) — 증감률은 계산하지 않습니다"
    return f"- {label} 증감률 ({span}, {basis}): {format_pct(rate, signed=True)} ({values}, {amount})"
