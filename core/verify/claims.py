"""The figures a text states, each with what its own sentence (or table row and column) says it is.

A figure's account, year, quarter, basis and company come from the nearest word of that kind before it
in its sentence — "2023년 매출은 258.94조원, 영업이익은 6.57조원" gives 6.57조원 the account 영업이익 —
or, when such a word follows right after it ("6.57조원의 영업이익"), from that word. In a markdown table
they come from the cell's column header and the row's first cell. "전년(302.23조원)" is the year before
the sentence's year. Direction words (증가, 감소, 손실, 적자 …) right around a figure say which sign it
may stand for. Nothing here guesses beyond the sentence: a context that is not written is left unknown,
and an unknown never contradicts a fact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.finance.amounts import Figure, find_figures
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

_SENTENCE_END = re.compile(r"(?<=[.!?。])\s+|\n")
_AFTER_WINDOW = 4  # "6.57조원의 영업이익": an account word this close after a figure names it
_DIRECTION_AFTER = 14
_DIRECTION_BEFORE = 8
_CLAUSE_BREAK = re.compile(r"[,，;·]|\s및\s|며\s|고\s")
_ASIDE = re.compile(r"\([^()]*\)")
_BASIS_TAG = re.compile(r"\s*[(\[]\s*(?:연결|별도|개별)")
_JOINED = re.compile(r"\s*의?\s*$")
_COMPARED = re.compile(r"대비|보다|에 비해|比")
_YTD = re.compile(r"누적|1\s*[~\-–]\s*[1-4]\s*분기")


@dataclass(frozen=True, slots=True)
class Claim:
    figure: Figure
    account: str | None = None
    year: int | None = None
    quarter: int | None = None
    basis: str | None = None
    company: str | None = None
    #: "up", "down" (a change) or "loss" (a negative level), from the words around the figure
    direction: str | None = None
    #: the sentence speaks of a change (대비, 증가율, 차이 …)
    change: bool = False
    #: year-to-date (누적, 1~3분기)
    cumulative: bool = False
    #: the sentence speaks of a sum (합계, 합산 …)
    total: bool = False
    context: str = ""


def claims_in(text: str, companies: tuple[str, ...] = ()) -> list[Claim]:
    """Every figure in ``text`` with the context its sentence or table cell gives it."""
    claims: list[Claim] = []
    lines = text.split("\n")
    header: list[str] | None = None
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("|"):
            cells = _cells(stripped)
            if header is None:
                header = cells
                continue
            if all(set(c) <= set("-: ") for c in cells):
                continue
            claims += _table_row(cells, header, companies)
            continue
        header = None
        for sentence in _SENTENCE_END.split(line):
            if sentence.strip():
                claims += _sentence(sentence, companies)
    return claims


def _cells(line: str) -> list[str]:
    inner = line.strip().strip("|")
    return [cell.strip() for cell in inner.split("|")]


def _table_row(cells: list[str], header: list[str], companies: tuple[str, ...]) -> list[Claim]:
    claims = []
    for index, cell in enumerate(cells):
        column = header[index] if index < len(header) else ""
        row_label = cells[0] if index > 0 else ""
        for figure in find_figures(cell):
            context = f"{column} {row_label}".strip()
            base = _sentence_claim(figure, cell, companies)
            claims.append(
                Claim(
                    figure=figure,
                    account=_first(account_marks(column)) or _first(account_marks(row_label)) or base.account,
                    year=_int(_first(year_marks(column)) or _first(year_marks(row_label))) or base.year,
                    quarter=_int(_first(quarter_marks(column)) or _first(quarter_marks(row_label)))
                    or base.quarter,
                    basis=_first(basis_marks(context)) or base.basis,
                    company=_company(context, companies) or base.company,
                    direction=base.direction or _direction_of(context),
                    change=base.change or any(word in context for word in CHANGE_WORDS),
                    cumulative=base.cumulative or bool(_YTD.search(context)),
                    total=base.total or any(word in context for word in TOTAL_WORDS),
                    context=f"{context}: {cell}",
                )
            )
    return claims


def _sentence(sentence: str, companies: tuple[str, ...]) -> list[Claim]:
    return [_sentence_claim(figure, sentence, companies) for figure in find_figures(sentence)]


def _sentence_claim(figure: Figure, sentence: str, companies: tuple[str, ...]) -> Claim:
    start, end = figure.start, figure.end
    accounts = _outside_asides(account_marks(sentence), sentence, figure)
    after = [
        m
        for m in accounts
        if end <= m.start <= end + _AFTER_WINDOW and _JOINED.match(sentence[end : m.start])
    ]
    account = after[0].value if after else _last_before(accounts, start)
    if account is None:
        later = _first_mark_after(accounts, end)
        account = later.value if later and not _CLAUSE_BREAK.search(sentence, end, later.start) else None
    years = year_marks(sentence)
    year = _int(_last_before(years, start))
    relative = _last_mark_before(relative_year_marks(sentence), start)
    explicit = _last_mark_before(years, start)
    if relative is not None and (explicit is None or relative.start > explicit.start):
        compared = _COMPARED.search(sentence, relative.end, start) is not None
        anchor = _int(explicit.value) if explicit else _int(_first_after(years, end))
        year = None if anchor is None else anchor if compared else anchor - 1
    if year is None and relative is None:
        year = _int(_first_after(years, end))
    change = any(word in sentence for word in CHANGE_WORDS) or (
        figure.unit in ("percent", "percent_point", "times") and relative is not None
    )
    return Claim(
        figure=figure,
        account=account,
        year=year,
        quarter=_int(_last_before(quarter_marks(sentence), start)),
        basis=_last_before(basis_marks(sentence), start) or _tagged_basis(sentence, end),
        company=_company(sentence[:start], companies, last=True) or _company(sentence[end:], companies),
        direction=_direction(sentence, figure),
        change=change,
        cumulative=bool(_YTD.search(sentence)),
        total=any(word in sentence for word in TOTAL_WORDS),
        context=sentence.strip()[:160],
    )


def _outside_asides(marks: list[Mark], sentence: str, figure: Figure) -> list[Mark]:
    """Words inside a parenthesis the figure is not in qualify something else: "ROE(기말 자본 기준) 4.3%"
    is a ROE, not 자본."""
    asides = [m.span() for m in _ASIDE.finditer(sentence)]
    holding = [(a, b) for a, b in asides if a <= figure.start < b]
    return [
        m
        for m in marks
        if not any(a <= m.start < b for a, b in asides) or any(a <= m.start < b for a, b in holding)
    ]


def _tagged_basis(sentence: str, end: int) -> str | None:
    """A basis written right after the figure ("258.94조원(연결)"); a later clause's basis is its own."""
    tag = _BASIS_TAG.match(sentence, end)
    return None if tag is None else _first(basis_marks(tag.group()))


def _direction(sentence: str, figure: Figure) -> str | None:
    """The direction word right after a figure (before the next figure), else right before it."""
    rest = sentence[figure.end :]
    following = find_figures(rest)
    stop = figure.end + (following[0].start if following else len(rest))
    if following and rest[: following[0].start].strip() == "(" and ")" in rest[following[0].end :]:
        # "200원(−0.4%) 내렸습니다": the aside in between does not stop the figure's own verb
        stop = figure.end + rest.index(")", following[0].end) + 1 + _DIRECTION_AFTER
    window_end = min(stop, figure.end + _DIRECTION_AFTER)
    marks = direction_marks(sentence)
    after = [m for m in marks if figure.end <= m.start < window_end]
    if after:
        return after[0].value
    before = [m for m in marks if figure.start - _DIRECTION_BEFORE <= m.start and m.end <= figure.start]
    return before[-1].value if before else None


def _direction_of(text: str) -> str | None:
    marks = direction_marks(text)
    return marks[-1].value if marks else None


def _company(text: str, companies: tuple[str, ...], *, last: bool = False) -> str | None:
    found = [(text.rfind(name) if last else text.find(name), name) for name in companies if name in text]
    if not found:
        return None
    # longest name at the chosen place ("SK하이닉스" over "SK")
    found.sort(key=lambda item: (item[0], len(item[1])), reverse=last)
    if last:
        return found[0][1]
    first = min(pos for pos, _ in found)
    return max((name for pos, name in found if pos == first), key=len)


def _first(marks: list[Mark]) -> str | None:
    return marks[0].value if marks else None


def _last_before(marks: list[Mark], index: int) -> str | None:
    mark = _last_mark_before(marks, index)
    return mark.value if mark else None


def _last_mark_before(marks: list[Mark], index: int) -> Mark | None:
    before = [m for m in marks if m.end <= index]
    return before[-1] if before else None


def _first_mark_after(marks: list[Mark], index: int) -> Mark | None:
    after = [m for m in marks if m.start >= index]
    return after[0] if after else None


def _first_after(marks: list[Mark], index: int) -> str | None:
    after = [m for m in marks if m.start >= index]
    return after[0].value if after else None


def _int(value: str | None) -> int | None:
    return int(value) if value is not None else None
