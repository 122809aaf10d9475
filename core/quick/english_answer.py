"""An English quick answer: the ``Worked`` the Korean answer words (``core.quick.answer``), worded in English.

The same cells, the same periods and the same derived figures (a difference, a change, 연결 − 별도 come
from the Korean builders in ``core.quick.contrast``), so ``QuickAnswer.figures`` is the Korean answer's;
only the words differ. A lookup that met a problem (no key, quota) is left to the Korean answer, which says
what went wrong.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.data.companies.english import english_name, named_in_english
from core.data.companies.resolver import Company, CompanyIndex
from core.finance.krw_en import change_phrase_en, format_krw_en
from core.quick import english_words as en
from core.quick import ranks, tables
from core.quick.cells import Cell, Period
from core.quick.contrast import (
    BASES,
    basis_body,
    change_body,
    company_difference,
    company_multiple,
    company_share,
)
from core.quick.english_compare import of_second_lines, sums_lines
from core.quick.english_lines import line
from core.quick.english_register import register_line
from core.quick.model import METRICS, QuickAnswer, QuickQuery
from core.quick.signs import signed_change_en
from core.quick.sums import company_sum
from core.quick.worked import Worked

__all__ = ["worded"]


def worded(
    worked: Worked,
    notes: Sequence[str] = (),
    *,
    ranked: bool = False,
    lower: bool = False,
    companies: CompanyIndex | None = None,
) -> QuickAnswer | None:
    """The English answer; ``None`` when the lookup met a problem. ``notes`` go above it (how a group name
    was read); ``ranked`` names the higher (``lower``: the lower) company of a comparison; ``companies``
    names a holder that is a listed company in English."""
    if worked.lookup.problems:
        return None
    query, cells = worked.query, list(worked.cells)
    extra: dict[str, int | float] = {}
    keep = True
    if query.kind == "change":
        start = worked.shown[0]
        missing = [p for p in worked.shown if not all(c.ok for c in cells if c.period == p)]
        if not any(c.ok for c in cells) or (missing and not start.annual):
            return _nothing(worked, notes, missing[-1:] if any(c.ok for c in cells) else ())
        body, extra = _change(worked)
    elif query.period.kind in ("years", "recent"):
        body = _trend(worked)
    elif not worked.found:
        return _nothing(worked, notes)
    elif query.kind == "bases":
        body, extra = _bases(worked)
        keep = False
    elif query.kind == "comparison":
        body, extra = _comparison(worked, ranked=ranked, lower=lower)
    else:
        company, period = query.companies[0], worked.period
        head = en.header(
            f"{named_in_english(company)} · {en.period(period)}", cells, en.report(period, cells)
        )
        if all(METRICS[c.metric].kind == "dividend" for c in cells):
            head = f"**{named_in_english(company)} · {en.period(period)} ({en.report(period, cells)})**"
        body = [head, "", *(_line(c, query, companies) for c in cells if c.ok or c.known)]
    return _finish(worked, [*notes], body, extra, keep=keep)


def _line(c: Cell, query: QuickQuery, companies: CompanyIndex | None) -> str:
    if METRICS[c.metric].kind == "report":
        return register_line(c, companies)
    return line(c, moved=query.moved, preferred=query.preferred)


def _finish(
    worked: Worked, notes: list[str], body: list[str], extra: dict[str, int | float], *, keep: bool
) -> QuickAnswer:
    figures: dict[str, int | float] = {}
    for c in worked.cells:
        figures |= c.figures if keep else {}
    figures |= extra
    offline, today = worked.lookup.offline, worked.lookup.today
    if worked.fallback is not None:
        notes.append(en.fallback(*worked.fallback, offline=offline))
    missing = list(
        dict.fromkeys(
            f"> {en.company_missing(c, offline=offline, today=today)}"
            for c in worked.cells
            if not (c.ok or c.known)
        )
    )
    source, links = en.sources(worked.cells)
    parts = [*(f"{n}\n" for n in notes if n.startswith("> “")), *body, ""]
    for block in ([n for n in notes if not n.startswith("> “")], missing):
        if block:
            parts += [*block, ""]
    if source:
        parts.append(source)
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(parts)).strip() + "\n"
    return QuickAnswer(markdown, links, figures)


def _nothing(worked: Worked, notes: Sequence[str], missing: Sequence[Period] = ()) -> QuickAnswer:
    """Nothing found for any period tried (``missing``: a quarter set against another, not found): one plain
    sentence per company, as the Korean answer says it."""
    tried, lookup = (list(missing) or worked.tried), worked.lookup
    span = en.period(tried[0]) if len(tried) == 1 else f"{en.period(tried[-1])}–{en.period(tried[0])}"
    names = ", ".join(en.label(m) for m in worked.query.metrics)
    first = tried[0] if len(tried) == 1 else None
    lines = [*notes] + [
        en.missing(
            english_name(c) or c.name, f"{span} {names}", offline=lookup.offline, today=lookup.today, p=first
        )
        for c in worked.query.companies
    ]
    return QuickAnswer("\n\n".join(lines) + "\n")


# --- several figures ------------------------------------------------------------------------------


def _table(first: str, names: Sequence[str], rows: Sequence[tuple[str, Sequence[str]]]) -> list[str]:
    return [*tables.table_head(first, list(names)), *(tables.row(label, texts) for label, texts in rows)]


def _comparison(worked: Worked, *, ranked: bool, lower: bool) -> tuple[list[str], dict[str, int | float]]:
    query, cells, period = worked.query, list(worked.cells), worked.period
    cols = tables.columns(query.metrics)
    order = query.companies  # "highest first", "rank … by operating margin": the rows in that order
    if ranked and len(query.metrics) == 1 and not (query.share or query.times or query.summed):
        order = ranks.ranked(
            ranks.Rank(query.metrics[0], not lower), query.companies, cells, period
        ).companies
    rows = [
        (named_in_english(c), [en.cell_text(tables.find(cells, c, col, period), col) for col in cols])
        for c in order
    ]
    body = [en.header(f"{en.period(period)} {'sum' if query.summed else 'comparison'}", cells), ""]
    body += _table("Company", [en.capital(en.label(col)) for col in cols], rows)
    extra: dict[str, int | float] = {}
    if ranked:
        body += ["", *(_ranked(query.companies, m, cells, lower=lower) for m in query.metrics)]
    if query.difference:
        gap = company_difference(query.companies, query.metrics, cells, period)
        extra = gap.figures
        body += ["", *_differences(query.companies, query.metrics, cells, period, gap.figures)]
    if query.summed:  # the Korean builder's sums, worded in English
        part = company_sum(query.companies, query.metrics, cells, period)
        extra |= part.figures
        body += ["", *sums_lines(query.companies, query.metrics, cells, period, part.figures)]
    for asked, multiple in ((query.times, True), (query.share, False)):
        if asked:  # the Korean builder's figures, worded in English
            part = (company_multiple if multiple else company_share)(
                query.companies, query.metrics, cells, period
            )
            extra |= part.figures
            body += [
                "",
                *of_second_lines(query.companies, query.metrics, cells, period, part.figures, multiple),
            ]
    return [*body, "", *en.footnotes(query.metrics, cells)], extra


def _own(cells: Sequence[Cell], company: Company, metric: str) -> Cell | None:
    return next(
        (c for c in cells if c.company == company and c.metric == metric and c.value is not None), None
    )


def _ranked(companies: Sequence[Company], metric: str, cells: Sequence[Cell], *, lower: bool) -> str:
    """- Higher revenue: NAVER (KRW 10.74 trillion; Kakao KRW 7.87 trillion)"""
    found = [(c, _own(cells, c, metric)) for c in companies]
    name = en.label(metric)
    shown = [(c, cell) for c, cell in found if cell is not None]
    if len(shown) < len(companies):
        return f"- {en.capital(name)}: every company's figure is needed to say which is {'lower' if lower else 'higher'}."
    if len({cell.basis for _, cell in shown}) > 1:
        return f"- {en.capital(name)}: the figures are on different bases (consolidated and separate), so they are not ranked."
    order = sorted(shown, key=lambda pair: float(pair[1].value or 0), reverse=not lower)
    best, rest = order[0], order[1:]
    if all(float(cell.value or 0) == float(best[1].value or 0) for _, cell in rest):
        return f"- {en.capital(name)}: the same for all ({en.value(metric, best[1].value, korean=False)})"
    word = ("Lowest" if lower else "Highest") if len(order) > 2 else ("Lower" if lower else "Higher")
    others = "; ".join(
        f"{english_name(c) or c.name} {en.value(metric, cell.value, korean=False)}" for c, cell in rest
    )
    winner = english_name(best[0]) or best[0].name
    return f"- {word} {name}: {winner} ({en.value(metric, best[1].value, korean=False)}; {others})"


def _differences(
    companies: Sequence[Company],
    metrics: Sequence[str],
    cells: Sequence[Cell],
    period: Period,
    figures: dict[str, int | float],
) -> list[str]:
    first, second = companies
    lines = []
    for metric in metrics:
        key = f"{first.name}-{second.name}.{period.key}.{metric}"
        a, b = _own(cells, first, metric), _own(cells, second, metric)
        if key not in figures or a is None or b is None:
            lines.append(
                f"- {en.capital(en.label(metric))}: both companies' figures are needed for the difference."
            )
            continue
        lines.append(
            _gap_line(
                metric,
                ((english_name(first) or first.name, a), (english_name(second) or second.name, b)),
                figures[key],
            )
        )
        if a.basis != b.basis:
            lines.append(
                f"> Note: {english_name(first) or first.name} is {en.BASES.get(a.basis, a.basis)} and "
                f"{english_name(second) or second.name} {en.BASES.get(b.basis, b.basis)}, so this is not like for like."
            )
    return lines


def _gap_line(metric: str, sides: tuple[tuple[str, Cell], tuple[str, Cell]], gap: float) -> str:
    """- Difference: NAVER's revenue is KRW 2.87 trillion (2.87조원) more than Kakao's (… − …)"""
    (first, a), (second, b) = sides
    name = en.label(metric)
    if gap == 0:
        return f"- Difference: {first} and {second} have the same {name} ({en.value(metric, a.value, korean=False)})"
    if gap < 0:
        (first, a), (second, b) = (second, b), (first, a)
    more = "higher" if METRICS[metric].kind in ("ratio", "growth") or metric == "payout_ratio" else "more"
    values = f"{en.value(metric, a.value, korean=False)} − {en.value(metric, b.value, korean=False)}"
    return f"- Difference: {en.possessive(first)} {name} is {en.gap(metric, gap)} {more} than {en.possessive(second)} ({values})"


def _trend(worked: Worked) -> list[str]:
    query, cells, years = worked.query, list(worked.cells), list(worked.shown)
    span = f"FY{years[0].year}–FY{years[-1].year}"
    if len(query.companies) == 1:
        company = query.companies[0]
        cols = tables.columns(query.metrics)
        yoy = len(cols) == 1 and METRICS[cols[0]].kind in ("amount", "line")
        names = [en.capital(en.label(c)) for c in cols] + (["YoY"] if yoy else [])
        rows = []
        for p in years:
            texts = [en.cell_text(tables.find(cells, company, col, p), col) for col in cols]
            rows.append((en.period(p), texts + ([_yoy(company, cols[0], cells, p)] if yoy else [])))
        labels = ", ".join(en.label(m) for m in query.metrics)
        body = [
            en.header(f"{named_in_english(company)} {labels} · {span}", cells),
            "",
            *_table("Year", names, rows),
        ]
    else:
        together = " · ".join(named_in_english(c) for c in query.companies)
        body = [en.header(f"{together} · {span}", cells)]
        for metric in query.metrics:
            rows = [
                (
                    en.period(p),
                    [en.cell_text(tables.find(cells, c, metric, p), metric) for c in query.companies],
                )
                for p in years
            ]
            heads = [english_name(c) or c.name for c in query.companies]
            body += ["", f"*{en.capital(en.label(metric))}*", "", *_table("Year", heads, rows)]
    return [*body, "", *en.footnotes(query.metrics, cells)]


def _yoy(company: Company, concept: str, cells: Sequence[Cell], p: Period) -> str:
    """The change column of a one-amount trend: the filing's own prior year, else the row above."""
    now = tables.find(cells, company, concept, p)
    if now is None or not now.ok:
        return "—"
    previous = en.figure(now, concept, p.before())
    if previous is None:
        above = tables.find(cells, company, concept, p.before())
        previous = above.value if above is not None and above.ok else None
    if previous is None:
        return "—"
    return signed_change_en(concept, now.value, previous) or change_phrase_en(now.value, previous)


def _change(worked: Worked) -> tuple[list[str], dict[str, int | float]]:
    """One company in two years: both values, then the change (amount and rate, or points)."""
    query, cells, metrics = worked.query, list(worked.cells), worked.metrics
    company = query.companies[0]
    start, end = worked.shown
    shown = change_body(company, metrics, cells, (start, end))  # the Korean builder's figures
    labels = ", ".join(en.label(m) for m in metrics)
    title = en.header(f"{named_in_english(company)} {labels} · {en.period(start)} vs {en.period(end)}", cells)
    rows = [(en.period(p), [en.cell_text(_at(cells, m, p), m) for m in metrics]) for p in (start, end)]
    first = "Year" if start.annual else "Period"
    body = [title, "", *_table(first, [en.capital(en.label(m)) for m in metrics], rows), ""]
    span = f"{en.period(start)} → {en.period(end)}"
    for metric in metrics:
        before, after = _at(cells, metric, start), _at(cells, metric, end)
        key = f"{company.name}.{start.key}-{end.key}.{metric}"
        name = en.capital(en.label(metric))
        if before is None or after is None or before.value is None or after.value is None:
            body.append(f"- {name}: one of the two periods has no figure, so the change is not computed.")
        elif before.basis != after.basis:
            body.append(
                f"- {name}: {en.period(start)} is {en.BASES.get(before.basis, before.basis)} and {en.period(end)} "
                f"{en.BASES.get(after.basis, after.basis)}, so they are not compared."
            )
        elif METRICS[metric].kind == "ratio":
            body.append(
                f"- {name} change ({span}, {en.BASES.get(after.basis, '')}): {en.points(shown.figures[key + '.change'])}"
            )
        else:
            body.append(
                _amount_change(
                    metric, before.value, after.value, span, after.basis, shown.figures.get(key + ".growth")
                )
            )
    return [*body, "", *en.footnotes(metrics, cells)], shown.figures


def _at(cells: Sequence[Cell], metric: str, p: Period) -> Cell | None:
    return next((c for c in cells if c.metric == metric and c.period == p), None)


def _amount_change(metric: str, old: float, new: float, span: str, basis: str, rate: float | None) -> str:
    name = en.capital(en.label(metric))
    moved = new - old
    amount = "no change" if moved == 0 else f"{'up' if moved > 0 else 'down'} {format_krw_en(abs(moved))}"
    values = f"{en.value(metric, old, korean=False)} → {en.value(metric, new, korean=False)}, {amount}"
    where = f"{span}, {en.BASES.get(basis, basis)}"
    if rate is None:
        turn = en.moved_words(new, old) if old < 0 or new < 0 else "the base year is zero or less"
        return f"- {name} change ({where}): {turn} ({values}) — no percentage"
    return f"- {name} change ({where}): {en.value(metric + '_growth', rate)} ({values})"


def _bases(worked: Worked) -> tuple[list[str], dict[str, int | float]]:
    """One company on both bases: a row each, each basis's lines and (asked) consolidated − separate."""
    query, cells, period = worked.query, list(worked.cells), worked.period
    company = query.companies[0]
    by_basis = {word: [c for c in cells if c.basis == word] for _, word in BASES}
    shown = basis_body(company, query.metrics, by_basis, period, difference=query.difference)
    cols = tables.columns(query.metrics)
    rows = [
        (
            en.capital(en.BASES[word]),
            [en.cell_text(tables.find(by_basis[word], company, col, period), col) for col in cols],
        )
        for _, word in BASES
    ]
    title = f"**{named_in_english(company)} · {en.period(period)} consolidated and separate ({en.report(period, cells)})**"
    body = [title, "", *_table("Basis", [en.capital(en.label(c)) for c in cols], rows), ""]
    for _, word in BASES:
        body += [
            f"- **{en.capital(en.BASES[word])}** {line(c)[2:]}" for c in by_basis[word] if c.ok or c.known
        ]
    if query.difference:
        for metric in query.metrics:
            key = f"{company.name}.{period.key}.{metric}.CFS-OFS"
            pair = [_own(by_basis[word], company, metric) for _, word in BASES]
            if key not in shown.figures or pair[0] is None or pair[1] is None:
                body.append(
                    f"- {en.capital(en.label(metric))}: both bases' figures are needed for the difference."
                )
                continue
            body.append(
                _gap_line(metric, (("Consolidated", pair[0]), ("Separate", pair[1])), shown.figures[key])
            )
    body += ["", "_consolidated = the group with its subsidiaries · separate = the company alone_"]
    return [*body, *en.footnotes(query.metrics, cells)], shown.figures
