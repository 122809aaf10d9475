"""What a figure's sentence mentions, for the derived-figure fallback (``fallback``): the accounts, years,
companies, bases and quarters its sentence names — or, for a table cell, its row with the table's header
and the line above the table; for a list item, the item with the line the list hangs from — and the tool
facts they pick out.

"매출은 2022년(302.23조)의 99.5% 수준" mentions 매출 and 2022 (and, naming one year only, the year the answer
is about); "자본총계가 53.50조 → 73.92조원으로 약 20.4조원 불어나" mentions 자본총계 and, naming no year, the
answer's year and the one before it. Where the sentence names none of a kind, the answer's defaults (or
the accounts the sentence before it named) stand in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

from core.verify.book import FactBook
from core.verify.claim import Claim
from core.verify.computed import computed
from core.verify.defaults import Defaults
from core.verify.facts import Fact, FactUnit
from core.verify.layout import plain_layout
from core.verify.marks import figures_of
from core.verify.names import company_names
from core.verify.tables import cells_of
from core.verify.vocab import (
    DERIVED,
    FAMILIES,
    NON_OPERATING,
    OTHER_COMPREHENSIVE,
    RATIOS,
    WORKING_CAPITAL,
    YEAR_TO_DATE,
    account_marks,
    basis_marks,
    quarter_marks,
    year_marks,
)

_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n")
_LIST_ITEM = re.compile(r"\s*(?:[-*+•·▪◦]\s|[0-9]{1,2}[.)]\s)")
#: values an identity gives (세전이익 − 순이익 …): derived already, never an operand of another derivation
_IMPLIED = frozenset({*DERIVED, NON_OPERATING})
_IDENTITY_LABEL = re.compile(r"\(.+ − .+\)")
#: an account only an identity gives names the two it is the difference of ("차이(= 기타포괄손익)")
_OPERANDS = {
    OTHER_COMPREHENSIVE: ("comprehensive_income", "net_income"),
    NON_OPERATING: ("pretax_income", "operating_income"),
    "income_tax": ("pretax_income", "net_income"),
    WORKING_CAPITAL: ("current_assets", "current_liabilities"),
}
_BOTH_BASES = re.compile(r"연결\s*(?:과|와|vs\.?|대비|,|/)\s*별도|별도\s*(?:과|와|vs\.?|대비|,|/)\s*연결")
#: between two links of a chain: "22% → 14%", "7%p대 → 9%p대", "**6.8조** → 9.7조"
_ARROW = re.compile(r"\s*대?[*\s]*(?:→|->|⇒)[*\s]*")
#: "3년 CAGR", "3년간", "3년 누적", "3년 새", "3개년 연평균"
_YEARS_SPANNED = re.compile(
    r"(?<![0-9])([1-9])\s*개?\s*년\s*(?:간|동안|누적|새|만에|사이|CAGR|연평균|평균\s*성장|성장)"
)
_RANGE = re.compile(r"[0-9]\s*[~∼〜～]\s*[0-9]")
_RATIO_UNITS: frozenset[FactUnit] = frozenset({"percent", "times", "any"})


@dataclass(frozen=True, slots=True)
class Scope:
    """The facts a figure's sentence mentions, and what it names."""

    text: str
    facts: tuple[Fact, ...]
    #: the values of the ratios it names (영업이익률, ROE …), as the tools give them or their amounts do
    ratios: tuple[Fact, ...]
    #: the years named there (besides the answer's year standing in)
    years: tuple[int, ...]
    #: the years a change it states may end in: its own, or the answer's (and the last of two it names)
    ends: frozenset[int]
    #: the years named after the figure ("12~15% 수준에서 움직이다가 2024년에 22%까지": 2024)
    after: tuple[int, ...]
    #: the figure's own year, if it has one (a link of a chain of arrows: the year the link stands for)
    year: int | None
    #: the years two facts of one year it compares (two accounts, companies, bases) may be of: its own
    #: year, else those named and the answer's
    periods: frozenset[int]
    #: the start years a change it states runs from (its sentence names them: "2021년 대비"), and whether
    #: it is from the year before its end ("전년 대비", YoY)
    bases: tuple[int, ...]
    yearly: bool
    #: how many years a change it states runs over, where it says so ("3년 CAGR", "3년간", "3년 누적")
    span: int | None
    #: the accounts it names (or that stand in for them)
    named: frozenset[str]
    #: the figure's own account and those it is computed from (a margin's profit and 매출): a value derived
    #: for it involves one of them (empty: it names none of its own)
    own: frozenset[str]
    #: its own company (the one named last before it): a value of one company it derives is that one's
    company: str | None
    #: a multiple or share it states is between the two companies it names, not two years ("영업이익률은
    #: SK하이닉스가 삼성전자의 3.3배"), unless it says it compares years ("전년의 1.5배")
    rivals: bool
    #: it is a link of a chain of arrows ("1.69조 → 3.03조 → 1.92조"): a level, not a difference of its links
    linked: bool
    #: the kinds of difference between two of its facts the sentence speaks of: it names two companies,
    #: both bases, two accounts, two quarters (or a quarter and the year to date)
    dimensions: frozenset[str]


def scope_of(claim: Claim, book: FactBook, defaults: Defaults, answer: str) -> Scope:
    """The facts ``claim``'s sentence (row, item) mentions."""
    text = unit_of(claim, answer)
    if defaults.year is None:  # an answer that names no year speaks of the latest the tools returned
        latest = max((f.year for f in book.facts if f.year is not None), default=None)
        defaults = replace(defaults, year=latest)
    names = company_names(frozenset(f.company for f in book.facts if f.company))
    accounts = _accounts(claim, text, defaults)
    year = _own_year(claim, defaults, text)
    years, named_years, ends = _years(claim, text, defaults, year)
    span = _span(claim.context)  # its own sentence's (or cell's): not a heading's "최근 4년 동안"
    if span is not None:
        years |= {end - span for end in ends}
    ranged = claim.band is not None and _RANGE.search(claim.figure.text) is not None
    if ranged:  # "12~15% 수준에서 움직이다가": over the years
        years = ends = frozenset(f.year for f in book.facts if f.year is not None)
    companies = _companies(claim, text, names, defaults)
    bases = _bases(claim, text, defaults)
    quarters = {int(m.value) for m in quarter_marks(text)} | ({claim.quarter} if claim.quarter else set())
    if not quarters and claim.prior_quarter:
        # "매출은 조금 줄었는데 영업이익은 약 2.7조원이나 빠졌어요" under "3분기 vs 4분기": that quarter and the one
        # before it
        quarters = {claim.prior_quarter, claim.prior_quarter - 1} - {0}
    cumulative = bool(YEAR_TO_DATE.search(text)) or claim.cumulative

    def mentioned(f: Fact) -> bool:
        return (
            not f.change
            and f.account in accounts
            and f.year in years
            and (not companies or f.company in companies)
            and (not bases or f.basis is None or f.basis in bases)
            and (f.quarter in quarters if quarters else f.quarter is None)
            and (cumulative or not f.cumulative or f.quarter == 1)
        )

    facts = tuple(
        f
        for f in book.facts
        if f.unit == "won"
        and f.account not in _IMPLIED
        and not _IDENTITY_LABEL.search(f.label)
        and mentioned(f)
    )
    ratios = {
        (f.account, f.year, f.quarter, f.basis, f.company, f.cumulative): f
        for ratio in sorted(accounts & set(RATIOS))
        for f in [*book.of([ratio], _RATIO_UNITS), *computed(book, ratio)]
        if mentioned(f)
    }
    named_accounts = {m.value for m in account_marks(text)} | set(claim.named)
    dimensions = {"year"}
    if len(companies) > 1:
        dimensions.add("company")
    if len(bases) > 1:
        dimensions.add("basis")
    if len({a for a in named_accounts if a in accounts}) > 1:
        dimensions.add("account")
    if len(quarters) > 1 or (quarters and cumulative):
        dimensions |= {"quarter", "cumulative"}
    periods = years if ranged else ends
    return Scope(
        text,
        facts,
        tuple(ratios.values()),
        named_years,
        ends,
        _after(claim, text),
        year,
        periods,
        claim.bases,
        claim.yearly and not claim.compound and span is None,
        span,
        frozenset(named_accounts),
        _own_accounts(claim),
        claim.company,
        claim.rivals and not (claim.yearly or claim.bases or claim.across),
        _links_after(claim, text) is not None,
        frozenset(dimensions),
    )


def _accounts(claim: Claim, text: str, defaults: Defaults) -> frozenset[str]:
    named = [m.value for m in account_marks(text)]
    own = [a for a in (claim.account, *claim.named, *named) if a is not None]
    if not own:
        own = (
            list(claim.carried) or list(claim.history[:1]) or ([defaults.account] if defaults.account else [])
        )
    own += [operand for a in own for operand in _OPERANDS.get(a, ())]
    return frozenset(member for a in own for member in FAMILIES.get(a, frozenset({a})))


def _years(
    claim: Claim, text: str, defaults: Defaults, own: int | None
) -> tuple[frozenset[int], tuple[int, ...], frozenset[int]]:
    """The years whose facts it mentions, the years it names, and the years a change it states may end
    in: its own year, else the answer's (the year the sentences before spoke of) — a year it names
    besides is a start ("2022년(302.23조)의 99.5%"), and last year's change is not this year's."""
    named = tuple(dict.fromkeys(int(m.value) for m in year_marks(text)))
    anchors = {a for a in (claim.anchor, defaults.year) if a is not None}
    if own is not None:
        # "2022년 영업이익이 6.8조원 흑자였으니, 1년 새 14.5조원이 뒤집힌": also from that year to the answer's
        ends = {own, *(a for a in anchors if a > own and claim.year == own)}
    else:
        ends = anchors | ({max(named)} if len(named) > 1 else set())  # "2021년 말 …에서 2024년 말 …으로"
    years = {*named, *ends, *(end - 1 for end in ends)}
    return frozenset(years), named, frozenset(ends)


def _span(text: str) -> int | None:
    found = {int(m.group(1)) for m in _YEARS_SPANNED.finditer(text)}
    return found.pop() if len(found) == 1 else None


def _own_accounts(claim: Claim) -> frozenset[str]:
    if claim.account is None:
        return frozenset()
    own = {claim.account, *_OPERANDS.get(claim.account, ())}
    if claim.account in RATIOS:
        own |= RATIOS[claim.account][0] | RATIOS[claim.account][1]
    return frozenset(member for a in own for member in FAMILIES.get(a, frozenset({a})))


def _after(claim: Claim, text: str) -> tuple[int, ...]:
    at = text.find(claim.figure.text)
    end = at + len(claim.figure.text) if at >= 0 else len(text)
    return tuple(int(m.value) for m in year_marks(text) if m.start >= end)


def _own_year(claim: Claim, defaults: Defaults, text: str) -> int | None:
    """Its own year; a link of a chain of arrows over the years its sentence does not name ("격차가
    7%p대 → 9%p대 → 12%p대로"): the answer's year less the links after it."""
    if claim.year is not None:
        return claim.year
    anchor = claim.anchor or defaults.year
    if anchor is None:
        return None
    links = _links_after(claim, text)
    if links is None:
        return None  # a relative year's shift ("전년비 2.4%p") moves a level, not where a change ends
    if claim.shift:
        return anchor + claim.shift  # the chain as its sentence reads it
    return None if year_marks(text) else anchor - links


def _links_after(claim: Claim, text: str) -> int | None:
    """How many figures follow ``claim``'s in a chain of arrows, or ``None`` when it is in none."""
    figures = figures_of(text)
    at = next((i for i, f in enumerate(figures) if f.text == claim.figure.text.split("~")[0]), None)
    if at is None:
        return None
    joined = [
        _ARROW.fullmatch(text, a.end, b.start) is not None and a.unit == b.unit for a, b in pairwise(figures)
    ]
    before = at > 0 and joined[at - 1]
    after = 0
    while at + after < len(joined) and joined[at + after]:
        after += 1
    return after if before or after else None


def _bases(claim: Claim, text: str, defaults: Defaults) -> set[str]:
    """The bases its own sentence names (both: "연결과 별도의 영업이익 차이"), else its own, else those the
    line it hangs from names, else the answer's."""
    for words in (claim.context, text):
        if _BOTH_BASES.search(words):
            return {"CFS", "OFS"}
        named = {m.value for m in basis_marks(words)}
        if named or (words is claim.context and claim.basis):
            return named | ({claim.basis} if claim.basis else set())
    return {defaults.basis} if defaults.basis else set()


def _companies(claim: Claim, text: str, names: dict[str, str], defaults: Defaults) -> frozenset[str]:
    """The companies its own sentence (or row) names; else those the line it hangs from (or the
    sentence before) names; else the answer's. "- **카카오**: 영업이익 … (전년 대비 32.9% 증가)" under "카카오와
    NAVER의 핵심" is 카카오's growth, not NAVER's."""
    own = {target for name, target in names.items() if name in claim.context}
    own |= {claim.company} if claim.company else set()
    if own:
        return frozenset(own)
    found = {target for name, target in names.items() if name in text} | set(claim.other_companies)
    return frozenset(found or ({defaults.company} if defaults.company else set()))


def unit_of(claim: Claim, answer: str) -> str:
    """The text a claim's figure stands in: its sentence; a list item with the line it hangs from; a table
    row with its header and the line above the table."""
    return _units(answer).get(claim.context, claim.context)


@lru_cache(maxsize=64)
def _units(answer: str) -> dict[str, str]:
    """Claim context (as ``claims`` writes it) → the text it stands in."""
    out: dict[str, str] = {}
    parent = ""  # the last line that is not a list item (a heading, a line a list hangs from)
    header: list[str] | None = None
    header_line = above_table = ""
    for line in plain_layout(answer).split("\n"):
        stripped = line.strip()
        if not stripped:
            header = None  # a list after a blank line still hangs from the line before it
            continue
        if stripped.startswith("|"):
            cells = cells_of(stripped)
            if header is None:
                header, header_line, above_table = cells, stripped, parent
            elif not all(set(c) <= set("-: ") for c in cells):
                for index, cell in enumerate(cells):
                    column = header[index] if index < len(header) else ""
                    label = f"{column} {cells[0] if index > 0 else ''}".strip()
                    out.setdefault(f"{label}: {cell}", f"{header_line}\n{stripped}\n{above_table}")
            continue
        header = None
        item = _LIST_ITEM.match(line) is not None
        for sentence in _SENTENCE_END.split(line):
            if sentence.strip():
                key = sentence.strip()[:160]
                out.setdefault(key, f"{stripped}\n{parent}" if item else sentence)
        if not item:
            parent = stripped
    return out
