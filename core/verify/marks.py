"""One sentence (or table cell) with every word a figure's context is read from, found once.

A word inside a parenthesis that holds a figure of its own speaks only inside it: in "매출은
258.9조원(2022년 302.2조원 대비 14.3% 감소)이고 영업이익은 6.57조원" the 2022 belongs to the aside.
Clauses (split at commas, 및, -며, -고, -지만 …) bound what some words reach.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cached_property

from core.finance.amounts import Figure, find_figures
from core.verify.directions import direction_marks
from core.verify.vocab import (
    Mark,
    account_marks,
    basis_marks,
    quarter_marks,
    relative_quarter_marks,
    relative_year_marks,
    year_marks,
)

#: a comma (not the thousands mark of "1조 8,167억원"), 및, -며, -고, -지만 …
#: "연결 기준으로", "연결 기준," "(연결 기준)", "연결재무제표": a basis framing what follows
_FRAMING = re.compile(r"\s*(?:재무제표|재무상태표|손익계산서)|\s*기준\s*(?:으로|에서|,|\)|$)")
#: "별도는 영업적자인데 순이익은 …": a connective ending (-는데, -인데, -한데) closes a clause as a comma does
CLAUSE_BREAK = re.compile(r"(?<![0-9]),|,(?![0-9]{3})|[，;·]|\s및\s|며\s|고\s|지만\s|으나\s|[는인한은]데\s")
ASIDE = re.compile(r"\([^()]*\)")

Span = tuple[int, int]


class Marks:
    """A sentence's figures and words: accounts, years, relative years, quarters, bases, directions."""

    def __init__(self, text: str, figures: list[Figure], companies: tuple[str, ...]) -> None:
        self.text = text
        self.figures = figures
        self.companies = companies
        self.accounts = account_marks(text)
        self.years = year_marks(text)
        self.relatives = relative_year_marks(text)
        self.relative_quarters = relative_quarter_marks(text)
        self.quarters = quarter_marks(text)
        self.bases = basis_marks(text)
        self.directions = direction_marks(text)
        self.asides = [m.span() for m in ASIDE.finditer(text)]
        self.breaks = [m.start() for m in CLAUSE_BREAK.finditer(text)]

    @cached_property
    def figure_asides(self) -> list[Span]:
        """The parentheses that hold a figure, or tag the figure right before them ("7.73조원(손실)")."""
        return [
            (a, b) for a, b in self.asides if any(a <= f.start < b or self._tags(f, a) for f in self.figures)
        ]

    def _tags(self, figure: Figure, aside_start: int) -> bool:
        # a bold figure tags the bracket after its closing mark too ("*32.77조* (2023, -26.6%)")
        return figure.end <= aside_start and not self.text[figure.end : aside_start].strip(" \t*")

    def own(self, figure: Figure) -> Span | None:
        """The parenthesis the figure is in, if any."""
        return next(((a, b) for a, b in self.asides if a <= figure.start < b), None)

    def visible(self, marks: list[Mark], figure: Figure) -> list[Mark]:
        """Marks outside every parenthesis that holds or tags another figure (unless it is the figure's)."""
        own = self.own(figure)
        others = [(a, b) for a, b in self.figure_asides if (a, b) != own and not self._tags(figure, a)]
        return [m for m in marks if not any(a <= m.start < b for a, b in others)]

    def clause_start(self, index: int) -> int:
        before = [b for b in self.breaks if b < index]
        return before[-1] + 1 if before else 0


def figures_of(text: str) -> list[Figure]:
    """The figures in ``text``, less the years a figure reader takes for numbers ("'21", "22A") and the
    first end of a range of periods ("1~3분기 누적", "4분기(10~12월)"); a bare number said in points
    ("전년보다 1.0포인트 내렸습니다") is a change in percentage points."""
    figures = find_figures(text)
    if not figures:
        return figures
    years = [(m.start, m.end) for m in year_marks(text)]
    return [
        _in_points(text, f)
        for f in figures
        if not any(a <= f.start < b for a, b in years) and not _PERIOD_RANGE.match(text, f.end)
    ]


#: "1~3분기", "10~12월", "1-6월": the number before it starts a range of periods, not a figure
_PERIOD_RANGE = re.compile(r"\s?[~∼〜～\-–]\s?[0-9]{1,2}\s?(?:분기|월|반기)")
#: "1.0포인트": a change of a ratio in percentage points (an index's points are not a company's figure)
_POINTS = re.compile(r"\s?포인트")
_MOST_POINTS = 100


def _in_points(text: str, figure: Figure) -> Figure:
    if figure.unit != "number" or abs(figure.value) >= _MOST_POINTS:
        return figure
    points = _POINTS.match(text, figure.end)
    if points is None:
        return figure
    end = points.end()
    return replace(figure, unit="percent_point", text=text[figure.start : end], end=end)


def declared_bases(line: str, *, framing: bool = True) -> set[str]:
    """The bases a line declares for what follows: in a line with no figure (a title, a table
    header), in a parenthesis with no figure ("(연결)", "(2023년, 연결 기준)"), or (with ``framing``) as
    "연결 기준으로" — not "별도 기준 매출은 170.37조원", which qualifies its own figure."""
    if not figures_of(line):
        return {m.value for m in basis_marks(line)}
    found = {m.value for aside in ASIDE.findall(line) if not figures_of(aside) for m in basis_marks(aside)}
    if framing:
        found |= {m.value for m in basis_marks(line) if _FRAMING.match(line, m.end)}
    return found


def company_in(text: str, companies: tuple[str, ...], *, last: bool = False) -> str | None:
    """The company named in ``text`` (the last one with ``last``), the longest name at that place."""
    found = [(text.rfind(name) if last else text.find(name), name) for name in companies if name in text]
    if not found:
        return None
    found.sort(key=lambda item: (item[0], len(item[1])), reverse=last)
    if last:
        return found[0][1]
    first = min(pos for pos, _ in found)
    return max((name for pos, name in found if pos == first), key=len)


def first(marks: list[Mark]) -> str | None:
    return marks[0].value if marks else None


def last_before(marks: list[Mark], index: int) -> str | None:
    mark = last_mark_before(marks, index)
    return mark.value if mark else None


def last_mark_before(marks: list[Mark], index: int) -> Mark | None:
    before = [m for m in marks if m.end <= index]
    return before[-1] if before else None


def first_after(marks: list[Mark], index: int) -> str | None:
    after = [m for m in marks if m.start >= index]
    return after[0].value if after else None


def to_int(value: str | None) -> int | None:
    return int(value) if value is not None else None
