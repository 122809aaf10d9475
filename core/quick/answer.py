"""``QuickQuery`` → ``QuickAnswer``: figures from the data layer, worded and sourced, no model.

With no period named the answer uses the latest fiscal year whose 사업보고서 is due by ``today``
(``core.finance.periods``); when that is not available (not in the offline bundle, filed late) it
steps back up to two years and says so. Comparisons use one period for every company (and, asked,
the difference between two of them); "연결과 별도" shows one company on both bases; "2020년 대비 2023년"
the change between two named years (``core.quick.contrast``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from core.data.companies.markets import MARKETS
from core.data.companies.resolver import Company
from core.data.dart.wire import CompanyOverview
from core.data.services import DataServices
from core.figures.lookup import FigureLookup
from core.finance.krw import amounts_in
from core.finance.periods import FiscalPeriod
from core.quick import multiples, tables, wording
from core.quick.cells import Cell, Period
from core.quick.contrast import (
    BASES,
    basis_body,
    change_body,
    company_difference,
    company_multiple,
    company_share,
)
from core.quick.holdings import holding_answer
from core.quick.model import METRICS, QuickAnswer, QuickQuery
from core.quick.ranks import rank_asked, rank_line, ranked
from core.quick.sums import company_sum, span_sums
from core.quick.worked import Worked, work_out

__all__ = ["answer_quick"]


async def answer_quick(query: QuickQuery, data: DataServices, *, today: date) -> QuickAnswer:
    """Answer a quick query from OpenDART (or the offline recordings).

    Args:
        query: What ``parse_question`` read.
        data: The shared data services.
        today: KST date; decides the latest period due and what "not yet filed" means.

    Returns:
        Markdown with figures, periods, basis and a ``출처:`` line; missing data is said plainly.
    """
    with amounts_in(query.unit):
        answered = await _answer(query, data, today=today)
    notes = (*query.notes, *_unit_unmet(query))
    if not notes:
        return answered
    said = "".join(f"> {note}\n\n" for note in notes)
    return QuickAnswer(said + answered.markdown, answered.sources, answered.figures)


#: figures an amount's unit does not fit: a rate, a growth rate, a figure per share (in 원 a share)
_NOT_IN_UNITS = frozenset({"ratio", "growth", "per_share"})


def _unit_unmet(query: QuickQuery) -> tuple[str, ...]:
    """A unit asked ("억 단위로") of a rate or a figure per share: said, the figure staying as it is (a ratio's
    amounts, shown beside it, are in the unit)."""
    if query.unit is None or query.unit == "원":
        return ()
    odd = [METRICS[m].label for m in query.metrics if m in METRICS and METRICS[m].kind in _NOT_IN_UNITS]
    if not odd:
        return ()
    return (f"{', '.join(odd)}: {query.unit}원 단위 요청은 금액에만 적용했습니다 (비율·주당 금액은 그대로).",)


async def _answer(query: QuickQuery, data: DataServices, *, today: date) -> QuickAnswer:
    filings = FigureLookup(data, today=today)
    if query.kind == "fact":
        return await _facts(query, filings)
    if query.kind == "holding":
        return await holding_answer(query, filings)
    worked = await work_out(query, filings)
    meaningless = multiples.refusal(query, worked.cells) if query.times else None
    if meaningless is not None:  # a multiple of a loss: one line, no figure
        return QuickAnswer(meaningless + "\n")
    if query.kind == "change":
        return _change(worked)
    if query.period.kind in ("years", "recent"):
        return _trend(worked)
    if not worked.found:
        return _nothing(query, list(worked.tried), filings)
    period, cells = worked.period, list(worked.cells)
    notes = _fallback_note(worked)
    extra: dict[str, int | float] = {}
    if query.kind == "bases":
        company = query.companies[0]
        by_basis = {word: [c for c in cells if c.basis == word] for _, word in BASES}
        shown = basis_body(company, query.metrics, by_basis, period, difference=query.difference)
        title = f"**{company.name} · {period.label} 연결·별도 비교 ({_report(period, cells)})**"
        body = [title, "", *shown.lines, *tables.footnotes(query.metrics, cells)]
        return _finish(body, cells, notes, filings, shown.figures, keep=False)
    if query.kind == "comparison":
        body, extra = _comparison(query, cells, period)
    else:
        body = [tables.header(f"{query.companies[0].name} · {period.label}", cells, _report(period, cells))]
        if query.times:  # "영업이익이 순이익의 몇 배"
            part = multiples.figures_body(query.companies[0], query.metrics, cells, period)
            body += ["", *part.lines]
            extra = part.figures
        else:
            body += [""] + [f"- {c.line}" for c in cells if c.ok or c.known]
    return _finish(body, cells, notes, filings, extra)


def _comparison(
    query: QuickQuery, cells: list[Cell], period: Period
) -> tuple[list[str], dict[str, int | float]]:
    """Companies side by side, then what is asked of them: a gap, a share, a multiple or their sum."""
    title = f"{period.label} {'합계' if query.summed else '비교'}"
    rank = rank_asked(query)  # "영업이익률 높은 순서대로": the rows in that order, and a line saying it
    order = None if rank is None else ranked(rank, query.companies, cells, period)
    rows = query.companies if order is None else order.companies
    body = [tables.header(title, cells), "", *tables.comparison(rows, query.metrics, cells, period)]
    if rank is not None and order is not None:
        body += ["", rank_line(rank, order)]
    extra: dict[str, int | float] = {}
    asked = (
        (query.difference, company_difference),
        (query.share, company_share),
        (query.times, company_multiple),
        (query.summed, company_sum),
    )
    part_of = "차지" in query.text  # "A 매출에서 B 매출이 차지하는 비중": a part of its whole
    for wanted, work in asked:
        if not wanted:
            continue
        if work is company_share:
            part = company_share(query.companies, query.metrics, cells, period, part_of=part_of)
        else:
            part = work(query.companies, query.metrics, cells, period)
        body += ["", *part.lines]
        extra |= part.figures
    return [*body, "", *tables.footnotes(query.metrics, cells)], extra


# --- periods --------------------------------------------------------------------------------------


def _fallback_note(worked: Worked) -> list[str]:
    if worked.fallback is None:
        return []
    asked, chosen = worked.fallback
    return [wording.fallback(asked.label, chosen.label, offline=worked.lookup.offline)]


def _nothing(query: QuickQuery, periods: list[Period], filings: FigureLookup) -> QuickAnswer:
    """Nothing found for any period tried: one plain sentence per company."""
    if filings.problems:
        lines = ["재무 자료를 조회하지 못했습니다.", *(f"> ⚠️ {p}" for p in filings.problems)]
        return QuickAnswer("\n\n".join(lines) + "\n")
    span = periods[0].label if len(periods) == 1 else f"{periods[-1].label}–{periods[0].label}"
    names = ", ".join(METRICS[m].label for m in query.metrics)
    first = periods[0]
    not_yet = len(periods) == 1 and not FiscalPeriod(first.year, first.quarter).is_filed(filings.today)
    lines = [
        wording.missing(c.name, f"{span} {names}", offline=filings.offline, not_yet=not_yet)
        for c in query.companies
    ]
    return QuickAnswer("\n\n".join(lines) + "\n")


def _report(period: Period, cells: Sequence[Cell] = ()) -> str:
    if period.annual:
        return "사업보고서"
    if period.quarter == 4:
        return "사업보고서 − 3분기 누적으로 계산"
    cited = [s.label for c in cells for s in c.sources]
    if period.quarter == 2 and cited and not any("반기보고서" in label for label in cited):
        return "3분기보고서 누적 − 3분기로 계산"  # no half-year report on file (``derive.first_half``)
    return {1: "1분기보고서", 2: "반기보고서", 3: "3분기보고서"}[period.quarter]


# --- trends ---------------------------------------------------------------------------------------


def _trend(worked: Worked) -> QuickAnswer:
    query, cells, chosen = worked.query, list(worked.cells), list(worked.shown)
    notes = _fallback_note(worked)
    span = f"FY{chosen[0].year}–FY{chosen[-1].year}"
    if query.summed:  # "3년 누적 영업이익": each company's sum over the years, and their gap or total
        names = ", ".join(METRICS[m].label for m in query.metrics)
        body = [tables.header(f"{' · '.join(c.name for c in query.companies)} {names} 합계 · {span}", cells)]
        extra: dict[str, int | float] = {}
        for metric in query.metrics:
            part = span_sums(query.companies, metric, cells, chosen, difference=query.difference)
            body += ["", *part.lines]
            extra |= part.figures
        body += ["", *tables.footnotes(query.metrics, cells)]
        return _finish(body, cells, notes, worked.lookup, extra)
    if len(query.companies) == 1:
        company = query.companies[0]
        names = ", ".join(METRICS[m].label for m in query.metrics)
        body = [tables.header(f"{company.name} {names} 추이 · {span}", cells), ""]
        body += tables.trend(company, query.metrics, cells, chosen)
    else:
        body = [tables.header(f"{' · '.join(c.name for c in query.companies)} 추이 · {span}", cells)]
        for metric in query.metrics:
            body += ["", *tables.trend_by_company(query.companies, metric, cells, chosen)]
    body += ["", *tables.footnotes(query.metrics, cells)]
    return _finish(body, cells, notes, worked.lookup)


def _change(worked: Worked) -> QuickAnswer:
    """One company between two named years (or two quarters of one year): both values, then the change (금액·증감률,
    or %p); a quarter missing is said in one line, with no figure."""
    query, cells, bases = worked.query, list(worked.cells), worked.metrics
    company = query.companies[0]
    start, end = worked.shown
    if not any(c.ok for c in cells):
        return _nothing(query, [end, start], worked.lookup)
    missing = [p for p in (start, end) if not all(c.ok for c in cells if c.period == p)]
    if missing and not start.annual:  # a quarter against the one before: both, or one plain line
        return _nothing(replace(query, metrics=tuple(bases)), missing[:1], worked.lookup)
    if query.times:  # "2024년 영업이익이 2023년의 몇 배": a ratio of levels
        shown = multiples.years_body(company, bases[0], cells, (start, end))
    else:
        shown = change_body(company, bases, cells, (start, end))
    names = ", ".join(METRICS[m].label for m in bases)
    title = tables.header(f"{company.name} {names} · {start.label} 대비 {end.label}", cells)
    body = [title, "", *shown.lines, *tables.footnotes(bases, cells)]
    return _finish(body, cells, [], worked.lookup, shown.figures)


# --- facts ----------------------------------------------------------------------------------------

_FROM_INDEX = frozenset({"stock_code"})  # the rest from company.json (영문명 falls back to the list)


def _fact(company: Company, key: str, overview: CompanyOverview | None) -> str | None:
    o = overview or CompanyOverview()
    raw = {
        "ceo": o.ceo_nm,
        "established": _date(o.est_dt or ""),
        "fiscal_month": f"{int(o.acc_mt)}월 결산" if o.acc_mt and o.acc_mt.isdigit() else None,
        "industry": wording.industry(o.induty_code or ""),
        "stock_code": company.stock_code,
        "market": MARKETS.get(o.corp_cls or ""),
        "homepage": o.hm_url,
        "address": re.sub(r"\s+", " ", o.adres or "").strip(),
        "eng_name": o.corp_name_eng or company.eng_name,
    }[key]
    return str(raw) if raw else None


def _date(raw: str) -> str | None:
    return f"{raw[:4]}-{raw[4:6]}-{raw[6:8]}" if len(raw) == 8 and raw.isdigit() else None


async def _facts(query: QuickQuery, filings: FigureLookup) -> QuickAnswer:
    lines: list[str] = []
    figures: dict[str, int | float] = {}
    sources: list[str] = []
    listed = set(query.metrics) <= _FROM_INDEX  # said by the corp-code list (영문명 too, without 기업개황)
    for company in query.companies:
        overview = None
        if not set(query.metrics) <= _FROM_INDEX:
            overview = await filings.overview(company.corp_code)
            if overview is not None:
                sources.append(f"OpenDART 기업개황 {company.corp_code}")
            elif "eng_name" in query.metrics and company.eng_name:
                listed = True
        lines.append(f"**{company.name} ({company.stock_code})**")
        for key in query.metrics:
            lines.append(f"- {METRICS[key].label}: {_fact_text(company, key, overview, filings)}")
            if key in ("established", "fiscal_month") and overview:
                number = str(overview.est_dt if key == "established" else overview.acc_mt)
                figures[f"{company.name}.{key}"] = int(number) if number.isdigit() else 0
        lines.append("")
    lines += [f"> ⚠️ {p}" for p in filings.problems]
    cited = ["OpenDART 기업개황(company.json)"] if sources else []
    cited += ["OpenDART 고유번호 목록(corpCode.xml)"] if listed else []
    if cited:
        lines += ["", "출처: " + " · ".join(cited)]
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"
    return QuickAnswer(markdown, tuple(sources), {k: v for k, v in figures.items() if v})


def _fact_text(company: Company, key: str, overview: CompanyOverview | None, filings: FigureLookup) -> str:
    value = _fact(company, key, overview)
    if value is not None:
        return value
    if overview is None and filings.problems:
        return "조회하지 못했습니다 (아래 참고)"
    if overview is None:
        return wording.missing(company.name, "기업개황", offline=filings.offline)
    return "기업개황에 기재되어 있지 않습니다"


# --- assembly -------------------------------------------------------------------------------------


def _finish(
    body: list[str],
    cells: Sequence[Cell],
    notes: list[str],
    filings: FigureLookup,
    extra: dict[str, int | float] | None = None,
    *,
    keep: bool = True,
) -> QuickAnswer:
    """The answer: body, notes, what is missing, problems and sources; ``extra`` figures are added to
    the cells' own (``keep=False``: only ``extra``, when the body renamed the cells' keys)."""
    figures: dict[str, int | float] = {}
    for c in cells:
        figures |= c.figures if keep else {}
    figures |= extra or {}
    problems = [f"> ⚠️ {p}" for p in filings.problems]
    missing = [] if problems else tables.missing_lines(cells)  # a key or quota problem explains them
    source, links = tables.source_line(s for c in cells for s in c.sources)
    parts = [*body, ""]
    for block in (notes, missing, problems):
        if block:
            parts += [*block, ""]
    if source:
        parts.append(source)
    markdown = re.sub(r"\n{3,}", "\n\n", "\n".join(parts)).strip() + "\n"
    return QuickAnswer(markdown, links, figures)
