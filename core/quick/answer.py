"""``QuickQuery`` → ``QuickAnswer``: figures from the data layer, worded and sourced, no model.

With no period named the answer uses the latest fiscal year whose 사업보고서 is due by ``today``
(``core.finance.periods``); when that is not available (not in the offline bundle, filed late) it
steps back up to two years and says so. Comparisons use one period for every company (and, asked,
the difference between two of them); "연결과 별도" shows one company on both bases; "2020년 대비 2023년"
the change between two named years (``core.quick.contrast``).
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from datetime import date

from core.data.companies.resolver import Company
from core.data.dart.wire import CompanyOverview
from core.data.services import DataServices
from core.figures.lookup import FigureLookup
from core.finance.basis import FsDiv
from core.finance.krw import amounts_in
from core.finance.periods import FiscalPeriod, latest_annual_year, period_end
from core.quick import tables, wording
from core.quick.cells import Cell, Period, cell
from core.quick.contrast import BASES, basis_body, change_body, company_difference, company_share, growth_base
from core.quick.model import METRICS, PeriodSpec, QuickAnswer, QuickQuery

__all__ = ["answer_quick"]

_LOOKBACK = 3


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
        return await _answer(query, data, today=today)


async def _answer(query: QuickQuery, data: DataServices, *, today: date) -> QuickAnswer:
    filings = FigureLookup(data, today=today)
    if query.kind == "fact":
        return await _facts(query, filings)
    if query.kind == "change":
        return await _change(query, filings)
    if query.period.kind in ("years", "recent"):
        return await _trend(query, filings)
    periods = _candidates(query.period, today)
    period, cells = await _choose(filings, query, periods)
    if not any(c.ok or c.known for c in cells):
        return _nothing(query, periods, filings)
    notes = _fallback_note(filings, periods[0], period, cells)
    extra: dict[str, int | float] = {}
    if query.kind == "bases":
        company = query.companies[0]
        by_basis = {word: [c for c in cells if c.basis == word] for _, word in BASES}
        shown = basis_body(company, query.metrics, by_basis, period, difference=query.difference)
        title = f"**{company.name} · {period.label} 연결·별도 비교 ({_report(period)})**"
        body = [title, "", *shown.lines, *tables.footnotes(query.metrics, cells)]
        return _finish(body, cells, notes, filings, shown.figures, keep=False)
    if query.kind == "comparison":
        title = f"{period.label} 비교"
        body = [
            tables.header(title, cells),
            "",
            *tables.comparison(query.companies, query.metrics, cells, period),
        ]
        if query.difference:
            gap = company_difference(query.companies, query.metrics, cells, period)
            body += ["", *gap.lines]
            extra = gap.figures
        if query.share:
            part = company_share(query.companies, query.metrics, cells, period)
            body += ["", *part.lines]
            extra |= part.figures
        body += ["", *tables.footnotes(query.metrics, cells)]
    else:
        body = [tables.header(f"{query.companies[0].name} · {period.label}", cells, _report(period))]
        body += [""] + [f"- {c.line}" for c in cells if c.ok or c.known]
    return _finish(body, cells, notes, filings, extra)


# --- periods --------------------------------------------------------------------------------------


def _candidates(spec: PeriodSpec, today: date) -> list[Period]:
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


async def _cells(filings: FigureLookup, query: QuickQuery, period: Period) -> list[Cell]:
    bases: tuple[FsDiv | None, ...] = (query.basis,)
    if query.kind == "bases":
        bases = tuple(code for code, _ in BASES)
    jobs = [
        cell(filings, company, metric, period, basis, moved=query.moved)
        for basis in bases
        for company in query.companies
        for metric in query.metrics
    ]
    return list(await asyncio.gather(*jobs))


async def _choose(
    filings: FigureLookup, query: QuickQuery, periods: list[Period]
) -> tuple[Period, list[Cell]]:
    """The first period with every figure; else the first with any; else the first asked."""
    partial: tuple[Period, list[Cell]] | None = None
    first: list[Cell] | None = None
    for period in periods:
        cells = await _cells(filings, query, period)
        first = first if first is not None else cells
        if all(c.ok or c.known for c in cells):
            return period, cells
        if partial is None and any(c.ok or c.known for c in cells):
            partial = (period, cells)
    return partial or (periods[0], first or [])


def _fallback_note(filings: FigureLookup, asked: Period, chosen: Period, cells: Sequence[Cell]) -> list[str]:
    if asked == chosen or not any(c.ok or c.known for c in cells):
        return []
    where = "오프라인 데이터셋에 없어" if filings.offline else "아직 OpenDART에서 조회되지 않아"
    return [f"> 참고: {asked.label} 자료가 {where} 가장 최근 자료인 {chosen.label} 기준으로 답합니다."]


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


def _report(period: Period) -> str:
    if period.annual:
        return "사업보고서"
    if period.quarter == 4:
        return "사업보고서 − 3분기 누적으로 계산"
    return {1: "1분기보고서", 2: "반기보고서", 3: "3분기보고서"}[period.quarter]


# --- trends ---------------------------------------------------------------------------------------


async def _trend(query: QuickQuery, filings: FigureLookup) -> QuickAnswer:
    spec = query.period
    notes: list[str] = []
    if spec.kind == "recent":
        periods = _candidates(PeriodSpec(), filings.today)
        end, probe = await _choose(filings, query, periods)
        notes = _fallback_note(filings, periods[0], end, probe)
        years = list(range(end.year - spec.count + 1, end.year + 1))
    else:
        years = list(spec.years)
    chosen = [Period(year) for year in years]
    cells = [c for period in chosen for c in await _cells(filings, query, period)]
    span = f"FY{years[0]}–FY{years[-1]}"
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
    return _finish(body, cells, notes, filings)


async def _change(query: QuickQuery, filings: FigureLookup) -> QuickAnswer:
    """One company between two named years: both values, then the change (금액·증감률, or %p)."""
    company = query.companies[0]
    start, end = (Period(year) for year in query.period.years)
    bases = tuple(dict.fromkeys(growth_base(m) for m in query.metrics))
    jobs = [cell(filings, company, m, p, query.basis) for p in (start, end) for m in bases]
    cells = list(await asyncio.gather(*jobs))
    if not any(c.ok for c in cells):
        return _nothing(query, [end, start], filings)
    shown = change_body(company, bases, cells, (start, end))
    names = ", ".join(METRICS[m].label for m in bases)
    title = tables.header(f"{company.name} {names} · {start.label} 대비 {end.label}", cells)
    body = [title, "", *shown.lines, *tables.footnotes(bases, cells)]
    return _finish(body, cells, [], filings, shown.figures)


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
        "market": wording.MARKETS.get(o.corp_cls or ""),
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
