"""Markdown tables read for the figures they state (``claims``): a cell takes its own words, then its
column header's and row label's, then the line above the table's; the amounts its row states before it
may be what it is the difference of; a share column's cells are of another row's amount; and a table's
declared unit ("(단위: 십억원)", "(in KRW billion)"), or its column's ("매출(조원)"), is the scale of its bare
amounts."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from typing import NamedTuple

from core.verify.claim import Claim
from core.verify.directions import direction_marks
from core.verify.governing import run_of
from core.verify.layout import column_scale, declared_scale
from core.verify.marks import company_in
from core.verify.moves import RATE
from core.verify.sentences import Above, as_int, first_of, half_named, named_in, read_sentence, stated_amount
from core.verify.spans import years_back
from core.verify.vocab import (
    CHANGE_WORDS,
    RATIOS,
    TOTAL_WORDS,
    YEAR_TO_DATE,
    account_marks,
    basis_marks,
    quarter_marks,
    relative_year_marks,
    year_marks,
)

_YTD = YEAR_TO_DATE
_YOY = re.compile(r"YoY|yoy|[Yy]/[Yy]|전년")
_TWO_BEFORE = re.compile(r"전전기|전전년")
#: a cell that is a year and nothing else: "2023", "2023년", "FY2023", "FY23" is not (a label, read elsewhere)
_YEAR_CELL = re.compile(r"(?:FY\s?)?((?:19|20)\d{2})(?:년도?|년 ?연간|\s?FY)?")
#: a line that only declares a unit: "(단위: 억원)", "단위: 조원"
_UNIT_LINE = re.compile(
    r"[(\[]?\s*단위\s*[:：]?[^()\[\]]{0,20}[)\]]?|\((?:in |units?: )?KRW[^()]{0,12}\)", re.IGNORECASE
)
#: a column of shares: each cell is its row's amount over another's (or its own: the total's 100%)
_SHARE = re.compile(r"비중|구성비|점유율|[Ss]hare|% of")
_NEGATIVE_CELL = re.compile(r"\(\s*[0-9][0-9,]*(?:\.[0-9]+)?\s*(?:조원?|억원?|백만원?|원|%)?\s*\)")


class Layout(NamedTuple):
    """What a table's rows say together: the accounts their labels name, the won scale declared for its
    bare amounts, and the years its rows' labels name (a table of years down its side)."""

    accounts: tuple[str, ...] = ()
    scale: float | None = None
    years: tuple[int, ...] = ()


NO_LAYOUT = Layout()


def tables_of(text: str) -> dict[str, Layout]:
    """table header line → the accounts its rows' labels name (a share column's cells may be of any),
    the won scale declared for its bare amounts — in its header, on a unit line right under it ("(단위:
    억원)"), or on the line before it (unless that is a unit line under another table) — and the years its
    rows' labels name."""
    lines = [line.strip() for line in text.split("\n")]
    filled = [i for i, line in enumerate(lines) if line]
    out: dict[str, Layout] = {}
    index = 0
    while index < len(lines):
        if not lines[index].startswith("|"):
            index += 1
            continue
        header, accounts, years, end = lines[index], [], [], index + 1
        while end < len(lines) and lines[end].startswith("|"):
            label = cells_of(lines[end])[0]
            accounts += [a for a in named_in(label) if a not in accounts]
            years += [int(m.value) for m in year_marks(label)[:1] if int(m.value) not in years]
            end += 1
        after = next((i for i in filled if i >= end), None)
        before = next((i for i in reversed(filled) if i < index), None)
        scale = declared_scale(header)
        if scale is None and after is not None and _UNIT_LINE.fullmatch(lines[after]):
            scale = declared_scale(lines[after])
        if scale is None and before is not None and not _under_table(lines, filled, before):
            scale = declared_scale(lines[before])
        out[header] = Layout(tuple(accounts), scale, tuple(years))
        index = end
    return out


def _under_table(lines: list[str], filled: list[int], index: int) -> bool:
    """Whether line ``index`` is a unit line right under a table (it speaks for that table)."""
    previous = next((i for i in reversed(filled) if i < index), None)
    return (
        previous is not None and lines[previous].startswith("|") and bool(_UNIT_LINE.fullmatch(lines[index]))
    )


def cells_of(line: str) -> list[str]:
    inner = line.strip().strip("|")
    return [cell.strip() for cell in inner.split("|")]


def table_row(
    cells: list[str],
    header: list[str],
    companies: tuple[str, ...],
    above: Above,
    defined: dict[str, str],
    layout: Layout = NO_LAYOUT,
) -> list[Claim]:
    """A table cell takes its own words, then its column header's and row label's, then the line above
    the table's; the amounts the row states before it are its ``earlier``. A row of the average (or
    total) of the rows above it is over their years ("| 평균 | 285.41 |" under rows 2021–2024: the 4-year
    average ending in 2024) or, with no years down the side, over their companies ("| 3사 평균 |")."""
    claims = []
    table, scale = layout.accounts, layout.scale
    # the years the columns are headed with ("| 항목 | 2021 | 2022 | 2023 | 평균 |")
    across = tuple(dict.fromkeys(int(m.value) for cell in header[1:] for m in year_marks(cell)[:1]))
    # a row's year said in a cell of its own ("| 삼성전자 | 2023 | 258.94조원 |" under "| 회사 | 연도 | 매출 |"):
    # a label of the row's other cells, as its first cell is
    year_cell = next((c.strip() for c in cells if _YEAR_CELL.fullmatch(c.strip())), "")
    for index, cell in enumerate(cells):
        column = header[index] if index < len(header) else ""
        row_label = cells[0] if index > 0 else ""
        if year_cell and cell.strip() != year_cell and not year_marks(f"{column} {row_label}"):
            row_label = f"{row_label} {year_cell}".strip()
        context = f"{column} {row_label}".strip()
        over = _over_rows(row_label, layout.years) or _over_rows(column, across) if index > 0 else None
        for claim in read_sentence(cell, companies, replace(above, amounts=()), defined)[0]:
            company = company_in(context, companies)
            # the cell's own words are the nearest label: "전년 302.23조원" under "2023년" is 2022's,
            # "OPM 2.5%" in the 영업이익 row is a margin
            headed = as_int(first_of(year_marks(column)) or first_of(year_marks(row_label)))
            if over is not None and over.span and headed is None:
                headed = over.last
                claim = replace(claim, span=over.span, summed=over.summed)
            elif over is not None and not over.summed:
                claim = replace(claim, mean=True)
            linked = _linked_year(cell, claim, f"{column} {row_label}")
            if linked is not None:
                headed, claim = linked, replace(claim, year=None, shift=0, stepped=False, ends=())
            year = claim.year or headed
            shift = (
                claim.shift if year is not None or claim.shift else _relative_shift(f"{column} {row_label}")
            )
            if claim.year is None and claim.shift and headed is not None:
                year, shift = headed + claim.shift, 0
            # a row (or column) of the first half is the year to date through the second quarter
            first_half = half_named(context) == 1
            claims.append(
                replace(
                    claim,
                    account=claim.account
                    or first_of(account_marks(column))
                    or first_of(account_marks(row_label)),
                    year=year,
                    shift=shift,
                    ends=(headed or year,) if year is not None else claim.ends,
                    quarter=2
                    if first_half
                    else as_int(first_of(quarter_marks(column)) or first_of(quarter_marks(row_label)))
                    or claim.quarter,
                    # a row (or column) of the second half is the halves' (``halves``)
                    half=2 if half_named(context) == 2 else claim.half,
                    basis=first_of(basis_marks(context)) or claim.basis,
                    company=company or claim.company,
                    other_companies=() if company else claim.other_companies,
                    direction=claim.direction or _direction_of(context) or _bracketed(cell),
                    change=claim.change or any(word in context for word in CHANGE_WORDS),
                    yearly=claim.yearly or bool(_YOY.search(context)),
                    back=claim.back
                    or years_back(column, len(column))
                    or years_back(row_label, len(row_label)),
                    rate=claim.rate or bool(RATE.search(context)),
                    # "| 별도/연결 매출 | 45.1% |": a row (or the header) naming both bases compares them
                    both_bases=claim.both_bases
                    or len({m.value for m in basis_marks(" ".join(header))}) > 1
                    or len({m.value for m in basis_marks(row_label)}) > 1,
                    cumulative=claim.cumulative or first_half or bool(_YTD.search(context)),
                    average=claim.average or averaged_balance(column) or averaged_balance(row_label),
                    total=claim.total or any(word in context for word in TOTAL_WORDS),
                    # "| 유동자산 | … | 43.0% |" under "자산 대비": the row's account over the column's; under
                    # "비중", over another row's ("| 부채총계 | 92.2조원 | 20.2% |" of the 자산총계 row)
                    named=tuple(
                        dict.fromkeys(
                            (*claim.named, *named_in(row_label), *named_in(column), *_shared(column, table))
                        )
                    ),
                    scale=(column_scale(column) or scale) if claim.figure.unit == "number" else None,
                    share=claim.share
                    or bool(_SHARE.search(column) or (named_in(column) and "대비" in column)),
                    context=f"{context}: {cell}",
                    difference_of=expression(column) or expression(row_label),
                )
            )
            # "| 매출액 | 258.94조원 | 32.77조원 | +226.17조원 |": it may be the difference of two amounts of
            # its account the row states before it
            read = claims[-1]
            stated = [(c.account, *a) for c in claims[:-1] if (a := stated_amount(c)) is not None]
            claims[-1] = replace(read, earlier=tuple((v, step) for a, v, step in stated if a == read.account))
    return claims


class _Over(NamedTuple):
    span: int
    summed: bool
    #: the last of the years it runs over
    last: int | None


_ROW_MEAN = re.compile(r"평균|(?<![A-Za-z])(?:[Aa]verage|[Aa]vg|[Mm]ean)(?![A-Za-z])")
_ROW_TOTAL = re.compile(r"합계|합산|총합|누적|(?<![A-Za-z])(?:[Tt]otal|[Ss]um)(?![A-Za-z])")


def _over_rows(label: str, years: tuple[int, ...]) -> _Over | None:
    """A row (or column) label of an average or a total over the rows above (the columns before), naming
    no year of its own: over their years (``span``: how many, when they run without a gap), or else over
    their companies."""
    mean, total = _ROW_MEAN.search(label), _ROW_TOTAL.search(label)
    if (mean is None) == (total is None) or year_marks(label) or averaged_balance(label):
        return None
    consecutive = len(years) >= 2 and sorted(years) == list(range(min(years), max(years) + 1))
    return _Over(len(years) if consecutive else 0, total is not None, max(years) if consecutive else None)


#: the balances a ratio may average over two year-ends (ROE's 자본총계, ROA's 자산총계)
_AVERAGED = frozenset(a for tops, bottoms, _, averaged in RATIOS.values() if averaged for a in bottoms)


def averaged_balance(label: str) -> bool:
    """ "| 평균 자본총계 |": a column (or row) of a balance averaged over its two year-ends, as ROE takes it
    — not the mean over the rows."""
    return _ROW_MEAN.search(label) is not None and any(m.value in _AVERAGED for m in account_marks(label))


#: "유동자산 − 유동부채", "자산 - 부채": one account less another in a label
_MINUS = re.compile(r"\s*−\s*|\s+[-–]\s+")


def expression(label: str) -> tuple[str, str] | None:
    """The two accounts of a label that is one account less another ("유동자산 − 유동부채"), if it is one."""
    marks = account_marks(label)
    for first, second in pairwise(marks):
        if _MINUS.fullmatch(label, first.end, second.start) and first.value != second.value:
            return first.value, second.value
    return None


def _shared(column: str, rows: tuple[str, ...]) -> tuple[str, ...]:
    """The table's row accounts, for a cell under a share column ("비중", "구성비", "% of")."""
    return rows if _SHARE.search(column) else ()


def _linked_year(cell: str, claim: Claim, labels: str) -> int | None:
    """ "| 영업이익 FY21 → FY22 | 51.6조 → 43.4조 |": a link of an arrow in a cell under labels that name as many
    years (a chain of two: the first and last named) is of the year at its place."""
    years = sorted({int(m.value) for m in year_marks(labels)})
    found = run_of(cell, claim.figure.start) if len(years) > 1 and claim.year is None else None
    if found is None:
        return None
    run, index = found
    if len(run) == len(years):
        return years[index]
    if len(run) == 2:
        return years[0] if index == 0 else years[-1]
    return None


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
