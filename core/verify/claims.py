"""The figures a text states, each with what its own sentence (or table row and column) says it is.

A figure's account, year, quarter, basis and company come from the nearest word of that kind
(``context``): in its sentence — "2023년 매출은 258.94조원, 영업이익은 6.57조원" gives 6.57조원 the account
영업이익 — or, in a markdown table, the cell's column header and the row's first cell. A sentence that
names no account speaks of the one the sentence before it (or the heading above it) named: "영업이익은
15.13조원입니다. 전년의 1.5배 수준입니다." A context that is not written anywhere is left unknown, and an
unknown never contradicts a fact (the answer's own title and question narrow it: ``defaults``).

How a figure is written matters too (``written``): "9~10%" and "30%대" are ranges, "약 260조원" is
rounded to the tens, and a round threshold ("부채비율이 100% 미만") is a benchmark, not a claim.
"""

from __future__ import annotations

import re
from dataclasses import replace

from core.verify.claim import Claim
from core.verify.context import COMPOUND, Sentence
from core.verify.marks import ASIDE, declared_bases, figures_of
from core.verify.moves import RATE
from core.verify.notes import is_note, notes
from core.verify.parallel import versus
from core.verify.sentences import (
    Above,
    claim_account,
    companies_in,
    named_in,
    only_one,
    read_sentence,
    speaks_of_share,
    stated_amount,
)
from core.verify.spans import item_year
from core.verify.tables import NO_LAYOUT, cells_of, table_row, tables_of
from core.verify.vocab import YEAR_TO_DATE, basis_marks, year_marks

__all__ = ["Claim", "claims_in", "read_claims"]

_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n")
_CHANGES = re.compile(r"전년\s*대비|증감")
#: a heading that is a year alone ("2021:", "### 2023년", "**FY2024**"): the figures under it are that year's
_YEAR_ALONE = re.compile(
    r"[#*>\s]*(?:<b>)?\s*(?:FY\s?)?(?:19|20)[0-9]{2}\s*(?:년도|년)?\s*[:：]?\s*(?:</b>)?[*\s]*"
)
_LIST_ITEM = re.compile(r"\s*(?:[-*+•·▪◦]\s|[0-9]{1,2}[.)]\s)")


def claims_in(text: str, companies: tuple[str, ...] = ()) -> list[Claim]:
    """Every figure in ``text`` with the context its sentence or table cell gives it (bounds left out)."""
    return [c for c in read_claims(text, companies) if not c.bound]


def read_claims(text: str, companies: tuple[str, ...] = ()) -> list[Claim]:
    """Every figure in ``text`` with its context, and every bound ("40% 아래": ``Claim.bound``)."""
    claims: list[Claim] = []
    header: list[str] | None = None
    above = Above()  # the heading (or introducing line) over what follows
    block: Above | None = None  # the lines before, in this paragraph
    over_table = above
    lead: tuple[str, ...] = ()  # the accounts of the line a list hangs from ("자산총계 455.91조원 가운데")
    layout = NO_LAYOUT  # the table being read: its rows' accounts and years, the scale of its amounts
    span: tuple[int, int] | None = None  # the first and last year a sentence (or a list) named last together
    widest: tuple[int, int] | None = None  # the widest such span so far
    listed: list[int] = []  # the years this paragraph's list items are labelled with
    under: tuple[int, int] | None = None  # the first and last year of the table right above the paragraph
    tabled = False  # the last line read was a table's
    last_quarter: int | None = None  # the quarter the answer named last
    last_rivals: tuple[str, ...] = ()  # the companies the paragraph before set against each other
    defined = notes(text)
    tables = tables_of(text)
    filled = -1  # the line's number among the lines that are not blank
    for line in text.split("\n"):
        stripped = line.strip()
        filled += bool(stripped)
        if defined and is_note(stripped, defined):
            continue  # a note line speaks for the figures marked with it (``notes``), not what follows
        if not stripped:
            listed = []
            last_quarter = (block.quarter if block else None) or last_quarter
            # the companies a line set against each other, for the list under it ("현대차가 NAVER보다 … 큽니다. 항목별로는:")
            last_rivals = block.rivals if block else last_rivals
            header, block, lead = None, None, above.accounts
            under = under if tabled else None
            continue
        tabled = stripped.startswith("|")
        if stripped.startswith("|"):
            cells = cells_of(stripped)
            if header is None:
                header, over_table, block = cells, block or above, None
                layout = tables.get(stripped, NO_LAYOUT)
                years = layout.years or tuple(int(m.value) for cell in cells for m in year_marks(cell)[:1])
                under = (min(years), max(years)) if len(set(years)) > 1 else None
                continue
            if all(set(c) <= set("-: ") for c in cells):
                continue
            claims += _on_line(filled, table_row(cells, header, companies, over_table, defined, layout))
            continue
        header = None
        if not figures_of(stripped):
            # a heading or a line that introduces what follows ("2023년 주요 실적은 다음과 같습니다")
            reader = Sentence(stripped, [], companies)
            span = _span(reader) or span
            widest = _wider(widest, span)
            rate = bool(RATE.search(stripped) or _CHANGES.search(stripped))
            basis = only_one({m.value for m in basis_marks(stripped)})
            above = Above(
                named_in(stripped),
                reader.anchor,
                companies_in(stripped, companies),
                rate,
                basis,
                # "## 삼성전자 vs SK하이닉스" holds for the runs under a later heading that names no company
                versus=versus(stripped, companies)
                or (() if companies_in(stripped, companies) else above.versus),
                history=tuple(reversed(named_in(stripped))),
                # the quarter named last, also in the paragraph before the heading
                quarter=_last_quarter(reader) or (block.quarter if block else None) or last_quarter,
                headed=_one_quarter(reader, stripped),
                dated=_YEAR_ALONE.fullmatch(stripped) is not None,
                compound=COMPOUND.search(stripped) is not None,
                shared=speaks_of_share(stripped) and len({m.value for m in basis_marks(stripped)}) > 1,
                both_bases=len({m.value for m in basis_marks(stripped)}) > 1,
            )
            block, lead = None, above.accounts
            continue
        item = bool(_LIST_ITEM.match(line))
        # a list of years ("- 2021년: …" to "- 2024년: …") spans them, as a sentence naming two years does
        labelled = item_year(line)
        listed = [*listed, labelled] if labelled is not None else listed
        if len(set(listed)) > 1:
            span = (min(listed), max(listed))
        context = _line_context(block, above, lead if item else (), last_rivals if item else ())
        for sentence in _SENTENCE_END.split(line):
            if not sentence.strip():
                continue
            found, reader = read_sentence(
                sentence, companies, replace(context, span=span, widest=widest, under_table=under), defined
            )
            span = _span(reader) or span
            widest = _wider(widest, span)
            claims += _on_line(filled, found)
            named = companies_in(sentence, companies)
            context = Above(
                named_in(sentence) or context.accounts,
                reader.anchor or context.year,
                named or context.companies,
                context.rate,
                only_one(declared_bases(sentence)) or context.basis,
                context.lead,
                (
                    *context.amounts,
                    *((claim_account(c), *a) for c in found if (a := stated_amount(c)) is not None),
                ),
                context.versus,
                tuple(dict.fromkeys((*reversed(named_in(sentence)), *context.history))),
                _last_quarter(reader) or context.quarter,
                context.headed,
                context.dated and reader.anchor in (None, context.year),
                compound=context.compound,
                # set against each other where the sentence says so, not in an aside ("(NAVER 매출은 현대차의 6.1%)")
                rivals=outside
                if len(outside := companies_in(ASIDE.sub(" ", sentence), companies)) > 1
                else context.rivals,
                shared=speaks_of_share(sentence) and len({m.value for m in basis_marks(sentence)}) > 1,
                both_bases=len({m.value for m in basis_marks(sentence)}) > 1,
            )
        block = context
        if not item:
            lead = named_in(stripped) or lead
    return claims


def _line_context(block: Above | None, above: Above, lead: tuple[str, ...], rivals: tuple[str, ...]) -> Above:
    """What a line's first sentence reads after: the sentences before it in its paragraph, else the heading;
    a list item after a blank line also the companies the line before the list set against each other."""
    if block is not None:
        return replace(block, lead=lead)
    return replace(above, lead=lead, rivals=above.rivals or rivals)


def _on_line(line: int, claims: list[Claim]) -> list[Claim]:
    return [replace(c, line=line) for c in claims]


def _wider(widest: tuple[int, int] | None, span: tuple[int, int] | None) -> tuple[int, int] | None:
    if span is None or (widest is not None and widest[1] - widest[0] >= span[1] - span[0]):
        return widest
    return span


def _span(reader: Sentence) -> tuple[int, int] | None:
    """The first and last year a sentence names, when it names two or more."""
    years = {int(m.value) for m in reader.years}
    return (min(years), max(years)) if len(years) > 1 else None


def _one_quarter(reader: Sentence, line: str) -> int | None:
    """The quarter a heading names, when it names one (not a year to date: "1~3분기 누적"); a quarter in its
    aside says how the one it names was worked out ("4Q24 (연결, FY-3Q누적 역산)": the fourth quarter)."""
    outside = [m for m in reader.quarters if not any(a <= m.start < b for a, b in reader.asides)]
    quarters = {m.value for m in outside or reader.quarters}
    if len(quarters) != 1 or YEAR_TO_DATE.search(ASIDE.sub(" ", line) if outside else line):
        return None
    return int(quarters.pop())


def _last_quarter(reader: Sentence) -> int | None:
    return int(reader.quarters[-1].value) if reader.quarters else None
