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
from dataclasses import dataclass, replace

from core.verify.claim import Claim
from core.verify.context import RATE, Sentence
from core.verify.marks import company_in, declared_bases, figures_of
from core.verify.notes import is_note, noted_bases, notes
from core.verify.parallel import paired, versus, with_labels
from core.verify.vocab import (
    CHANGE_WORDS,
    TOTAL_WORDS,
    Mark,
    account_marks,
    basis_marks,
    direction_marks,
    quarter_marks,
    relative_year_marks,
    year_marks,
)
from core.verify.written import stated

__all__ = ["Claim", "claims_in"]

_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n")
_ASIDE = re.compile(r"\([^()]*\)")
_YTD = re.compile(r"누적|1\s*[~\-–]\s*[1-4]\s*분기")
_YOY = re.compile(r"YoY|yoy|[Yy]/[Yy]|전년")
_TWO_BEFORE = re.compile(r"전전기|전전년")
_CHANGES = re.compile(r"전년\s*대비|증감")
_LIST_ITEM = re.compile(r"\s*(?:[-*+•·▪◦]\s|[0-9]{1,2}[.)]\s)")
#: a column of shares: each cell is its row's amount over another's (or its own: the total's 100%)
_SHARE = re.compile(r"비중|구성비|점유율|[Ss]hare|% of")
_NEGATIVE_CELL = re.compile(r"\(\s*[0-9][0-9,]*(?:\.[0-9]+)?\s*(?:조원?|억원?|백만원?|원|%)?\s*\)")


def claims_in(text: str, companies: tuple[str, ...] = ()) -> list[Claim]:
    """Every figure in ``text`` with the context its sentence or table cell gives it."""
    claims: list[Claim] = []
    header: list[str] | None = None
    above = _Above()  # the heading (or introducing line) over what follows
    block: _Above | None = None  # the lines before, in this paragraph
    over_table = above
    lead: tuple[str, ...] = ()  # the accounts of the line a list hangs from ("자산총계 455.91조원 가운데")
    table: tuple[str, ...] = ()  # the accounts the rows of the table being read name
    defined = notes(text)
    rows = _row_accounts(text)
    for line in text.split("\n"):
        stripped = line.strip()
        if defined and is_note(stripped, defined):
            continue  # a note line speaks for the figures marked with it (``notes``), not what follows
        if not stripped:
            header, block, lead = None, None, above.accounts
            continue
        if stripped.startswith("|"):
            cells = _cells(stripped)
            if header is None:
                header, over_table, block = cells, block or above, None
                table = rows.get(line, ())
                continue
            if all(set(c) <= set("-: ") for c in cells):
                continue
            claims += _table_row(cells, header, companies, over_table, defined, table)
            continue
        header = None
        if not figures_of(stripped):
            # a heading or a line that introduces what follows ("2023년 주요 실적은 다음과 같습니다")
            reader = Sentence(stripped, [], companies)
            rate = bool(RATE.search(stripped) or _CHANGES.search(stripped))
            basis = _one({m.value for m in basis_marks(stripped)})
            above = _Above(
                _named(stripped),
                reader.anchor,
                _companies(stripped, companies),
                rate,
                basis,
                versus=versus(stripped, companies),
                history=tuple(reversed(_named(stripped))),
            )
            block, lead = None, above.accounts
            continue
        item = bool(_LIST_ITEM.match(line))
        context = replace(block or above, lead=lead if item else ())
        for sentence in _SENTENCE_END.split(line):
            if not sentence.strip():
                continue
            found, reader = _sentence(sentence, companies, context, defined)
            claims += found
            context = _Above(
                _named(sentence) or context.accounts,
                reader.anchor or context.year,
                _companies(sentence, companies) or context.companies,
                context.rate,
                _one(declared_bases(sentence)) or context.basis,
                context.lead,
                (*context.amounts, *((_account(c), *a) for c in found if (a := _amount(c)) is not None)),
                context.versus,
                tuple(dict.fromkeys((*reversed(_named(sentence)), *context.history))),
            )
        block = context
        if not item:
            lead = _named(stripped) or lead
    return claims


@dataclass(frozen=True, slots=True)
class _Above:
    """What the sentences (or the heading) before a sentence spoke of."""

    accounts: tuple[str, ...] = ()
    year: int | None = None
    companies: tuple[str, ...] = ()
    #: a heading of changes ("전년 대비 증감 (YoY)"): the figures under it are rates against the year before
    rate: bool = False
    #: the basis a heading declares ("### 별도")
    basis: str | None = None
    #: for a list item, the accounts of the line the list hangs from: a share in an item may be of the
    #: total named there ("자산총계 455.91조원 가운데" / "- 비유동자산 259.97조원 — 비중 57.0%")
    lead: tuple[str, ...] = ()
    #: the amounts the sentences before it in the paragraph stated: (account, value, step shown)
    amounts: tuple[tuple[str | None, float, float], ...] = ()
    #: the companies a line of their own listed ("삼성 vs 하이닉스"): the figures of a run under it pair
    #: with them in order (``parallel``)
    versus: tuple[str, ...] = ()
    #: the accounts the lines before it in the paragraph (and its heading) named, the nearest first
    history: tuple[str, ...] = ()


def _row_accounts(text: str) -> dict[str, tuple[str, ...]]:
    """table header line → the accounts its rows' labels name (a share column's cells may be of any)."""
    out: dict[str, tuple[str, ...]] = {}
    header: str | None = None
    for line in text.split("\n"):
        stripped = line.strip()
        if not stripped.startswith("|"):
            header = None
        elif header is None:
            header, out[line] = line, ()
        else:
            out[header] += tuple(a for a in _named(_cells(stripped)[0]) if a not in out[header])
    return out


def _one(bases: set[str]) -> str | None:
    return next(iter(bases)) if len(bases) == 1 else None


def _companies(text: str, companies: tuple[str, ...]) -> tuple[str, ...]:
    named = [name for name in companies if name in text]
    return tuple(name for name in named if not any(name != other and name in other for other in named))


def _named(text: str) -> tuple[str, ...]:
    """The accounts a sentence or heading names outside its parentheses, in order."""
    asides = [m.span() for m in _ASIDE.finditer(text)]
    marks = [m for m in account_marks(text) if not any(a <= m.start < b for a, b in asides)]
    return tuple(dict.fromkeys(m.value for m in marks))


def _cells(line: str) -> list[str]:
    inner = line.strip().strip("|")
    return [cell.strip() for cell in inner.split("|")]


def _table_row(
    cells: list[str],
    header: list[str],
    companies: tuple[str, ...],
    above: _Above,
    defined: dict[str, str],
    table: tuple[str, ...] = (),
) -> list[Claim]:
    """A table cell takes its own words, then its column header's and row label's, then the line above
    the table's; the amounts the row states before it are its ``earlier``."""
    claims = []
    for index, cell in enumerate(cells):
        column = header[index] if index < len(header) else ""
        row_label = cells[0] if index > 0 else ""
        context = f"{column} {row_label}".strip()
        for claim in _sentence(cell, companies, replace(above, amounts=()), defined)[0]:
            company = company_in(context, companies)
            # the cell's own words are the nearest label: "전년 302.23조원" under "2023년" is 2022's,
            # "OPM 2.5%" in the 영업이익 row is a margin
            headed = _int(_first(year_marks(column)) or _first(year_marks(row_label)))
            year = claim.year or headed
            shift = (
                claim.shift if year is not None or claim.shift else _relative_shift(f"{column} {row_label}")
            )
            if claim.year is None and claim.shift and headed is not None:
                year, shift = headed + claim.shift, 0
            claims.append(
                replace(
                    claim,
                    account=claim.account
                    or _first(account_marks(column))
                    or _first(account_marks(row_label)),
                    year=year,
                    shift=shift,
                    ends=(headed or year,) if year is not None else claim.ends,
                    quarter=_int(_first(quarter_marks(column)) or _first(quarter_marks(row_label)))
                    or claim.quarter,
                    basis=_first(basis_marks(context)) or claim.basis,
                    company=company or claim.company,
                    other_companies=() if company else claim.other_companies,
                    direction=claim.direction or _direction_of(context) or _bracketed(cell),
                    change=claim.change or any(word in context for word in CHANGE_WORDS),
                    yearly=claim.yearly or bool(_YOY.search(context)),
                    rate=claim.rate or bool(RATE.search(context)),
                    both_bases=claim.both_bases or len({m.value for m in basis_marks(" ".join(header))}) > 1,
                    cumulative=claim.cumulative or bool(_YTD.search(context)),
                    total=claim.total or any(word in context for word in TOTAL_WORDS),
                    # "| 유동자산 | … | 43.0% |" under "자산 대비": the row's account over the column's; under
                    # "비중", over another row's ("| 부채총계 | 92.2조원 | 20.2% |" of the 자산총계 row)
                    named=tuple(
                        dict.fromkeys(
                            (*claim.named, *_named(row_label), *_named(column), *_shared(column, table))
                        )
                    ),
                    share=claim.share or bool(_SHARE.search(column) or (_named(column) and "대비" in column)),
                    context=f"{context}: {cell}",
                )
            )
            # "| 매출액 | 258.94조원 | 32.77조원 | +226.17조원 |": it may be the difference of two amounts of
            # its account the row states before it
            read = claims[-1]
            stated = [(c.account, *a) for c in claims[:-1] if (a := _amount(c)) is not None]
            claims[-1] = replace(read, earlier=tuple((v, step) for a, v, step in stated if a == read.account))
    return claims


def _shared(column: str, rows: tuple[str, ...]) -> tuple[str, ...]:
    """The table's row accounts, for a cell under a share column ("비중", "구성비", "% of")."""
    return rows if _SHARE.search(column) else ()


def _bracketed(cell: str) -> str | None:
    """ "(7,730,313)" alone in a cell: a negative amount, as financial statements write one."""
    return "loss" if _NEGATIVE_CELL.fullmatch(cell.strip("* ")) else None


def _relative_shift(label: str) -> int:
    """A column or row of the year before ("전기", "전년도") or the one before that ("전전기")."""
    if _TWO_BEFORE.search(label):
        return -2
    return -1 if relative_year_marks(label) else 0


def _direction_of(text: str) -> str | None:
    """A column or row label's direction word ("감소액", "영업손실")."""
    marks = direction_marks(text)
    if not marks:
        return None
    return {"to_loss": "loss", "to_profit": "profit"}.get(marks[-1].value, marks[-1].value)


def _sentence(
    sentence: str, companies: tuple[str, ...], above: _Above, defined: dict[str, str] | None = None
) -> tuple[list[Claim], Sentence]:
    figures = figures_of(sentence)
    reader = Sentence(sentence, figures, companies)
    noted = noted_bases(sentence, figures, defined or {})
    claims: list[Claim] = []
    for figure, written, band in stated(sentence, figures):
        context = reader.read(figure)
        # the amounts of its account stated before it, in the paragraph and in its sentence
        account = context.account or (above.accounts[0] if len(above.accounts) == 1 else None)
        stated_before = [
            *above.amounts,
            *((_account(c), *a) for c in claims if (a := _amount(c)) is not None),
        ]
        earlier = tuple((value, step) for named, value, step in stated_before if named == account)
        alongside = tuple(
            (value, step) for c in claims if (a := _amount(c)) is not None for value, step in (a,)
        )
        claims.append(
            Claim(
                figure=written,
                account=context.account,
                year=context.year,
                quarter=context.quarter,
                basis=noted.get(figure.start) or context.basis or above.basis,
                company=context.company,
                direction=context.direction,
                change=context.change,
                across=context.across,
                cumulative=context.cumulative,
                total=context.total,
                context=sentence.strip()[:160],
                carried=() if context.account else above.accounts,
                history=() if context.account else above.history,
                shift=context.shift,
                ends=context.ends,
                band=band,
                average=context.average,
                span=context.span,
                summed=context.summed,
                bases=context.bases,
                anchor=above.year,
                loose=context.loose,
                # a bare number ("112.3/402.2") may be any account its sentence names
                other_accounts=context.named if figure.unit == "number" else context.other_accounts,
                other_years=context.other_years,
                other_companies=context.other_companies or (() if context.company else above.companies),
                named=tuple(dict.fromkeys((*context.named, *above.accounts, *above.lead))),
                compound=context.compound,
                rate=context.rate or above.rate,
                yearly=context.yearly or above.rate,
                both_bases=context.both_bases,
                rivals=context.rivals,
                earlier=earlier,
                alongside=alongside,
            )
        )
    return with_labels(claims, paired(sentence, figures, companies, above.versus)), reader


def _account(claim: Claim) -> str | None:
    """Its account, or the one account the sentence before it named."""
    return claim.account or (claim.carried[0] if len(claim.carried) == 1 else None)


def _amount(claim: Claim) -> tuple[float, float] | None:
    """An amount as stated, with the sign its words give it ("영업손실 11.53조원": −11.53조원), and the
    step of its last digit; none for another unit or a range."""
    if claim.figure.unit != "won" or claim.band is not None:
        return None
    value = claim.figure.value
    return (-value if claim.direction == "loss" and value > 0 else value, claim.figure.precision)


def _first(marks: list[Mark]) -> str | None:
    return marks[0].value if marks else None


def _int(value: str | None) -> int | None:
    return int(value) if value is not None else None
