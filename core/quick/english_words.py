"""English words of a quick answer: periods, bases, values, notes, refusals, sources (one figure's line:
``english_lines``).

Every number comes from a ``Cell`` the Korean answer states too (its value, or its ``figures``); amounts are
``KRW 6.57 trillion (6.57조원)`` in sentences and ``KRW 6.57 trillion`` in tables (``core.finance.krw_en``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date

from core.data.companies.english import english_name, named_in_english
from core.data.companies.resolver import Company
from core.data.dart.client import viewer_url
from core.figures.lookup import Source
from core.finance.concepts import CONCEPTS, english_label
from core.finance.krw import MINUS, format_pct
from core.finance.krw_en import change_phrase_en, format_krw_en, format_won_en
from core.finance.periods import FiscalPeriod, latest_annual_year, latest_filed
from core.quick.cells import Cell, Period
from core.quick.model import METRICS, QuickRefusal
from core.quick.signs import benefit_notes_en
from core.quick.tables import closing_only
from core.quick.wording import FOREIGN

BASES = {"연결": "consolidated", "별도": "separate"}
BALANCE = frozenset(c.id for c in CONCEPTS.values() if c.statements == ("BS",))
PROFITS = frozenset({"operating_income", "net_income", "net_income_owners"})
_PERCENT = frozenset({"ratio", "growth"})
#: a register row's count and what it counts (a stake, 최대주주's row, is worded by its own line, not here)
_COUNTED = {
    "shares": "shares",
    "authorized_shares": "shares",
    "minority_holders": "holders",
    "total_holders": "holders",
    "employees": "employees",
}
_REPORTS = (
    ("사업보고서 재무제표", "annual report (financial statements)"),
    ("사업보고서", "annual report"),
    ("1분기보고서", "Q1 report"),
    ("반기보고서", "half-year report"),
    ("3분기보고서", "Q3 report"),
    ("배당에 관한 사항", "dividends section"),
    ("(누적 차감)", "(nine months subtracted)"),
    ("(누적 − 3분기로 계산)", "(nine months less Q3)"),
    ("주식의 총수", "share count table"),
    ("최대주주 현황", "largest shareholder table"),
    ("소액주주 현황", "minority shareholder table"),
    ("직원 현황", "employee table"),
)
_COMPARATIVE = re.compile(r"\((?:FY(\d{4})|(\d{4})년 (\d)분기) 비교 수치\)")
#: a fourth quarter worked out from the next year's Q3 report: its comparative nine months subtracted
_NINE_MONTHS_BEFORE = re.compile(r"\((\d{4})년 3분기 누적 비교 수치 차감\)")
_HANGUL = re.compile(r"[가-힣]")
#: a question read, of a kind the English answer does not word yet (a sum, a multiple of another year or figure,
#: a per-share change in won)
NOT_WORDED = (
    "This asks for a sum, a multiple or a per-share change, which a quick answer in English does not compute yet; "
    "ask it with an AI model key set, or in Korean."
)


def possessive(name: str) -> str:
    """Samsung Electronics' · SK hynix's"""
    return name + ("'" if name.endswith("s") else "'s")


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def label(metric: str) -> str:
    """``operating profit``, ``operating profit growth`` (a growth metric), ``total dividends`` …"""
    if METRICS[metric].kind == "growth":
        return english_label(metric.removesuffix("_growth")) + " growth"
    return english_label(metric)


def period(p: Period) -> str:
    """FY2023 · Q3 2024 · Q3 2024 year to date."""
    if p.annual:
        return f"FY{p.year}"
    return f"Q{p.quarter} {p.year}" + (" year to date" if p.ytd else "")


def report(p: Period, cells: Iterable[Cell] = ()) -> str:
    if p.annual:
        return "annual report"
    if p.quarter == 4:
        return "annual report less the nine months"
    cited = [s.label for c in cells for s in c.sources]
    if p.quarter == 2 and cited and not any("반기보고서" in label for label in cited):
        return "Q3 report's nine months less Q3"  # no half-year report on file (``derive.first_half``)
    return {1: "Q1 report", 2: "half-year report", 3: "Q3 report"}[p.quarter]


def bases(cells: Iterable[Cell]) -> str:
    """consolidated, separate, or consolidated/separate ("" when no cell says)."""
    found = sorted({c.basis for c in cells if c.basis in BASES}, key=list(BASES).index)
    return "/".join(BASES[b] for b in found)


def header(title: str, cells: Sequence[Cell], extra: str = "") -> str:
    parts = [p for p in (bases(cells), extra) if p]
    return f"**{title}" + (f" ({', '.join(parts)})" if parts else "") + "**"


def value(metric: str, number: float | None, *, korean: bool = True, short: bool = False) -> str:
    """A figure in its unit: ``KRW 6.57 trillion (6.57조원)``, ``2.5%``, ``KRW 2,131 per share``; ``short``
    for a table's cell (``KRW 6.57tn``, no Korean)."""
    if number is None:
        return "—"
    kind = METRICS[metric].kind if metric in METRICS else CONCEPTS[metric].kind
    if kind in _PERCENT or metric == "payout_ratio":
        return format_pct(number, signed=kind == "growth")
    if kind == "per_share" or metric in ("dps", "par_value"):  # 액면가 too: KRW 100, not "KRW 0mn"
        return format_won_en(number) + (" per share" if korean and not short else "")
    if kind == "report":  # a register count, never won ("KRW 6.0bn" was 5,969,782,550 shares issued)
        unit = _COUNTED.get(metric)
        return "—" if unit is None else f"{number:,.0f} {unit}"
    return format_krw_en(number, korean=korean and not short, short=short)


def points(number: float) -> str:
    sign = "+" if number > 0 else MINUS if number < 0 else ""
    return f"{sign}{abs(number):,.1f}pp"


def gap(metric: str, number: float) -> str:
    """|a − b| in the metric's unit: KRW …, …pp, or KRW … per share."""
    if METRICS[metric].kind in _PERCENT or metric == "payout_ratio":
        return f"{abs(number):,.1f}pp"
    return value(metric, abs(number))


def figure(c: Cell, concept: str, p: Period | None = None) -> int | float | None:
    """A number the cell states: ``concept`` of ``p`` (the cell's own period by default)."""
    return c.figures.get(f"{c.company.name}.{(p or c.period).key}.{concept}")


def cell_text(c: Cell | None, column: str) -> str:
    """A table cell: the cell's own value, or a ratio's input (English only); "—" when missing."""
    if c is None:
        return "—"
    if column == c.metric:
        if c.value is None:
            return _turn(c) if METRICS[c.metric].kind == "growth" else "—"
        return value(column, c.value, short=True)
    return value(column, figure(c, column), short=True) if column in c.inputs else "—"


def _turn(c: Cell) -> str:
    """A growth cell without a number (profit to loss …) in words."""
    now, before = figure(c, _base(c.metric)), figure(c, _base(c.metric), c.period.before())
    return change_phrase_en(now, before) if now is not None and before is not None else "—"


def moved_words(now: float | None, before: float | None) -> str:
    """How a figure moved, in a sentence: ``down 14.3%``, ``turned to a loss`` …"""
    phrase = change_phrase_en(now, before)
    return {"to loss": "turned to a loss", "to profit": "turned to a profit"}.get(phrase, phrase)


def _base(metric: str) -> str:
    return metric.removesuffix("_growth")


def company_missing(c: Cell, *, offline: bool, today: date) -> str:
    """One figure the data does not hold, said plainly."""
    what = f"{period(c.period)} {label(c.metric)}" + (f" ({BASES[c.basis]})" if c.basis in BASES else "")
    return missing(english_name(c.company) or c.company.name, what, offline=offline, today=today, p=c.period)


def missing(name: str, what: str, *, offline: bool, today: date, p: Period | None = None) -> str:
    if offline:
        return f"{name}: {what} is not in the offline dataset (it holds recorded filings of a few companies and periods)."
    if p is not None and not FiscalPeriod(p.year, p.quarter).is_filed(today):
        return f"{name}: {what} is not in OpenDART yet (the report may not have been filed)."
    return f"{name}: {what} was not found in OpenDART."


def fallback(asked: Period, chosen: Period, *, offline: bool) -> str:
    where = "is not in the offline dataset" if offline else "is not available from OpenDART yet"
    return f"> Note: {period(asked)} {where}, so this answers for the latest available, {period(chosen)}."


def reading_note(typed: str, company: Company, alternatives: Sequence[Company], *, exact: bool) -> str:
    """“Samsung” is read as Samsung Electronics (삼성전자) — others: …"""
    others = ", ".join(english_name(c) or c.name for c in alternatives)
    tail = f" — others: {others}" if others else ""
    if exact:
        return f"> “{typed}” is read as the company named exactly {company.name} ({company.stock_code}){tail}"
    return f"> “{typed}” is read as {named_in_english(company)}{tail}"


def no_ratio(metric: str) -> str:
    if metric == "debt_ratio":
        return "total equity is zero or negative (capital impairment), so the ratio is not meaningful"
    if metric in ("roe", "roa"):
        base = "total equity" if metric == "roe" else "total assets"
        return f"{base} is zero or negative, so it is not computed"
    return "revenue is missing or not positive, so it cannot be computed"


def footnotes(metrics: Sequence[str], cells: Sequence[Cell]) -> list[str]:
    """How the ratios shown are computed, and how losses read."""
    notes = []
    for metric in metrics:
        formula = CONCEPTS[metric].formula if metric in CONCEPTS else None
        if formula is None or METRICS[metric].kind != "ratio":
            continue
        base = ("average " if formula.averaged else "") + english_label(formula.denominators[0])
        notes.append(f"{capital(label(metric))} = {english_label(formula.numerators[0])} ÷ {base}")
    for concept, periods in closing_only(cells).items():
        shown = ", ".join(p.label for p in periods)
        notes.append(f"{shown}: closing {english_label(concept)} (no opening balance in the data)")
    if any(m.endswith("_growth") for m in metrics):
        notes.append(
            "growth = (current − prior) ÷ prior (not computed when the prior figure is zero or less)"
        )
    if any(
        (c.metric in PROFITS and c.value is not None and c.value < 0)
        or any(k in PROFITS and v.startswith(MINUS) for k, v in c.inputs.items())
        for c in cells
    ):
        notes.append("negative (−) figures are losses")
    notes += benefit_notes_en((c.metric, c.value) for c in cells)
    return [f"_{' · '.join(notes)}_"] if notes else []


def sources(cells: Iterable[Cell]) -> tuple[str, tuple[str, ...]]:
    """``Source: OpenDART [annual report FY2023](…)`` and the links (the Korean answer's, in its order)."""
    return sources_of((source, c.company) for c in cells for source in c.sources)


def sources_of(found: Iterable[tuple[Source, Company]]) -> tuple[str, tuple[str, ...]]:
    """The source line of filings cited for companies: each filing once, its label in English."""
    unique: dict[str, tuple[str, Company]] = {}
    for source, company in found:
        if not source.rcept_no:
            continue
        known = unique.setdefault(source.rcept_no, (source.label, company))
        if known[0] != source.label:  # one filing cited for several years: drop "(FY2022 비교 수치)"
            unique[source.rcept_no] = (known[0].split(" (")[0], company)
    if not unique:
        return "", ()
    links = tuple(viewer_url(no) for no in unique)
    shown = [
        f"[{_source(Source(text, no), company)}]({link})"
        for (no, (text, company)), link in zip(unique.items(), links, strict=True)
    ]
    return "Source: OpenDART " + " · ".join(shown), links


def _source(source: Source, company: Company) -> str:
    text = source.label.replace(company.name, english_name(company) or company.name, 1)
    for korean, english in _REPORTS:
        text = text.replace(korean, english)
    text = _NINE_MONTHS_BEFORE.sub(lambda m: f"(its {m.group(1)} nine-month comparatives subtracted)", text)
    text = _COMPARATIVE.sub(
        lambda m: (
            f"(FY{m.group(1)} comparatives)" if m.group(1) else f"(Q{m.group(3)} {m.group(2)} comparatives)"
        ),
        text,
    )
    return "filing" if _HANGUL.search(text.replace(company.name, "")) else text


def refusal(refused: QuickRefusal, today: date, typed: str) -> str | None:
    """A plain English sentence for a refusal the quick path makes; ``None`` for the ones it leaves to
    the Korean answer (an unknown name, a company without a stock code)."""
    if refused.reason == "unsupported_period":
        year = re.search(r"FY(\d{4})", refused.message)
        shown = f"FY{year.group(1)} figures are" if year else "figures before 2015 are"
        return (
            f"OpenDART's financial statements start with fiscal 2015, so {shown} not available; the annual "
            "report itself is on DART."
        )
    if refused.reason == "not_disclosed":
        return _not_yet(refused.message, today)
    if refused.reason == "foreign_company":
        name = next(
            (w for w in re.findall(r"[A-Za-z][\w&.-]*", typed) if w.lower() in FOREIGN), "That company"
        )
        return (
            f"{name} is not a Korean listed company: it appears to be listed abroad and does not file with "
            "OpenDART (Korea's disclosure system), so there are no filings to answer from."
        )
    if refused.reason == "ambiguous_company":
        return ambiguous(refused.suggestions)
    return None


def _listing(companies: Iterable[Company]) -> str:
    return ", ".join(f"{english_name(c) or c.name} ({c.stock_code})" for c in companies)


def ambiguous(candidates: Iterable[Company]) -> str:
    """A name several listed companies share: ask which one (English names, with the codes)."""
    listed = _listing(candidates)
    return f"That name matches several listed companies: {listed}. Please ask with the exact name or the 6-digit code."


def unknown_company(refused: QuickRefusal) -> str:
    """No listed company by the name the Korean refusal quotes; the resolver's guesses when it has any.
    (Not in ``refusal``: with a model, the agent tries such names first.)"""
    quoted = re.match(r"'(.+?)'", refused.message)
    text = f"'{quoted.group(1)}' is not" if quoted else "That name is not"
    text += " in the list of Korean listed companies."
    if refused.suggestions:
        return f"{text} Did you mean one of these? {_listing(refused.suggestions)}"
    return f"{text} Please check the company name or the 6-digit stock code."


def _not_yet(message: str, today: date) -> str | None:
    """The period that has not ended, read back from the Korean refusal (its label and dates)."""
    ends = re.search(r"(\d{4}-\d{2}-\d{2})에 끝나고, 보고서 제출 기한은 (\d{4}-\d{2}-\d{2})", message)
    if ends is None:
        return None
    end, due = date.fromisoformat(ends.group(1)), date.fromisoformat(ends.group(2))
    quarter = (end.month - 1) // 3 + 1
    what = (
        f"The FY{end.year} annual report" if message.startswith("FY") else f"The Q{quarter} {end.year} report"
    )
    latest = latest_filed(today)
    shown = f"FY{latest.year}" if latest.quarter == 4 else f"Q{latest.quarter} {latest.year}"
    return (
        f"{what} has not been filed yet: the period ends {end:%Y-%m-%d} and the report is due by {due:%Y-%m-%d}. "
        f"The latest fiscal year available now ({today:%Y-%m-%d}) is FY{latest_annual_year(today)}; the latest "
        f"periodic report covers {shown}."
    )
