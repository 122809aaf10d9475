"""What a figure's own sentence says it is: account, year, basis, company, direction.

Each kind of word is read from the nearest one to the figure. An account word, a year, a basis or a
direction word inside a parenthesis that holds a figure of its own speaks only inside it: in
"매출은 258.9조원(2022년 302.2조원 대비 14.3% 감소)이고 영업이익은 6.57조원" the 2022 belongs to the
aside, and the 영업이익 after it is not qualified by it. A year can be the level's year or the end of a
change: "2022년 14.4%에서 2023년 2.5%로" names 2022 as the start and 2023 as the end, so a change the
sentence states ends in 2023; "18.4% → 6.0%" makes 18.4% the value of the year before 6.0%'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from core.finance.amounts import Figure
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

_AFTER_WINDOW = 4  # "6.57조원의 영업이익": an account word this close after a figure names it
_DIRECTION_AFTER = 14
_DIRECTION_BEFORE = 8
_CLAUSE_BREAK = re.compile(r"[,，;·]|\s및\s|며\s|고\s")
_ASIDE = re.compile(r"\([^()]*\)")
_BASIS_TAG = re.compile(r"\s*[(\[]\s*(?:연결|별도|개별)")
#: "…기록했습니다(연결)." — a basis tag closing the sentence is the whole sentence's
_CLOSING_BASIS = re.compile(r"[(\[]\s*(연결|별도|개별)(?:\s*기준)?\s*[)\]]\s*[.。]?\s*$")
_JOINED = re.compile(r"\s*의?\s*$")
_COMPARED = re.compile(r"대비|보다|에 비해|比")
_YTD = re.compile(r"누적|1\s*[~\-–]\s*[1-4]\s*분기")
_AVERAGE = re.compile(r"평균")
#: what makes a year, or a figure, the start of a change: "2022년 대비", "2022년 302.2조원 대비",
#: "2022년 14.4%에서", "2021~2023년"
_START_WORD = re.compile(r"\s*(?:은|는|의|에)?\s*(?:대비|보다|에 비해|에서|부터|→|->|⇒|~|∼|〜)")
_YEAR_TAIL = re.compile(r"\s*(?:년도|년)?\s*(?:말|연간)?\s*(?:[^\s\d,.()]{1,8}\s+)?")
_YEAR_PLAIN = re.compile(r"\s*(?:년도|년)?\s*(?:말)?")
#: "18.4% → 6.0%", "28.9%에서 −23.6%로": a figure that is the start of the change to the next one
_ARROW = re.compile(r"\s*(?:→|->|⇒)")
_FROM = re.compile(r"\s*에서\s*(?:(?:19|20)[0-9]{2}년\s*)?$")
_TO = re.compile(r"\s*(?:으로|로)")
#: the base of a turn between profit and loss: "전년 6.81조원 대비 적자전환"
_BASE_OF_TURN = re.compile(r"대비|보다|에 비해|에서")


@dataclass(frozen=True, slots=True)
class Context:
    account: str | None = None
    #: the year of the figure as a level; ``None`` with ``shift`` −1: the year before the answer's
    year: int | None = None
    shift: int = 0
    #: the years a change the figure states may end in (those the sentence names as ends)
    ends: tuple[int, ...] = ()
    quarter: int | None = None
    basis: str | None = None
    company: str | None = None
    #: "up", "down" (a change), "loss" or "profit" (the sign of a level)
    direction: str | None = None
    change: bool = False
    #: its clause compares two periods ("전년 대비", "2022년 14.4%에서"): not companies or bases
    across: bool = False
    #: the start years its clause names ("2022년 대비"), or the year before the end ("전년 대비")
    bases: tuple[int, ...] = ()
    yearly: bool = False
    cumulative: bool = False
    total: bool = False
    average: bool = False


class Sentence:
    """One sentence (or table cell) with its marks read once, for every figure in it."""

    def __init__(self, text: str, figures: list[Figure], companies: tuple[str, ...]) -> None:
        self.text = text
        self.figures = figures
        self.companies = companies
        self.accounts = account_marks(text)
        self.years = year_marks(text)
        self.relatives = relative_year_marks(text)
        self.quarters = quarter_marks(text)
        self.bases = basis_marks(text)
        self.directions = direction_marks(text)
        self.asides = [m.span() for m in _ASIDE.finditer(text)]
        self.breaks = [m.start() for m in _CLAUSE_BREAK.finditer(text)]

    @cached_property
    def _figure_asides(self) -> list[tuple[int, int]]:
        return [(a, b) for a, b in self.asides if any(a <= f.start < b for f in self.figures)]

    def _own(self, figure: Figure) -> tuple[int, int] | None:
        return next(((a, b) for a, b in self.asides if a <= figure.start < b), None)

    def _visible(self, marks: list[Mark], figure: Figure) -> list[Mark]:
        """Marks outside every parenthesis that holds another figure (unless the figure is in it too)."""
        own = self._own(figure)
        return [
            m for m in marks if not any(a <= m.start < b and (a, b) != own for a, b in self._figure_asides)
        ]

    def _clause_start(self, index: int) -> int:
        before = [b for b in self.breaks if b < index]
        return before[-1] + 1 if before else 0

    def read(self, figure: Figure) -> Context:
        year, shift, ends = self._year(figure)
        return Context(
            account=self._account(figure),
            year=year,
            shift=shift,
            ends=ends,
            quarter=_int(_last_before(self._visible(self.quarters, figure), figure.start)),
            basis=self._basis(figure),
            company=self._company(figure),
            direction=self._direction(figure),
            change=any(word in self.text for word in CHANGE_WORDS)
            or (
                figure.unit in ("percent", "percent_point", "times")
                and _last_before(self.relatives, figure.start) is not None
            ),
            across=self._across(figure),
            bases=self._bases(figure),
            yearly=any(
                self._clause_start(figure.start) <= m.start and m.end <= figure.start
                for m in self._visible(self.relatives, figure)
            ),
            cumulative=bool(_YTD.search(self.text)),
            total=any(word in self.text for word in TOTAL_WORDS),
            average=bool(_AVERAGE.search(self.text)),
        )

    # --- account ---------------------------------------------------------------------------------

    def _account(self, figure: Figure) -> str | None:
        """Words inside a parenthesis the figure is not in qualify something else: "ROE(기말 자본 기준)
        4.3%" is a ROE, not 자본."""
        own = self._own(figure)
        accounts = [
            m for m in self.accounts if not any(a <= m.start < b and (a, b) != own for a, b in self.asides)
        ]
        text, end = self.text, figure.end
        after = [
            m
            for m in accounts
            if end <= m.start <= end + _AFTER_WINDOW and _JOINED.match(text[end : m.start])
        ]
        if after:
            return after[0].value
        before = _last_before(accounts, figure.start)
        if before is not None:
            return before
        later = next((m for m in accounts if m.start >= end), None)
        return later.value if later and not _CLAUSE_BREAK.search(text, end, later.start) else None

    # --- year ------------------------------------------------------------------------------------

    @cached_property
    def ends(self) -> tuple[int, ...]:
        """The years a change stated in this sentence may end in: every year it names that is not the
        start of a comparison, or else the year after each start."""
        starts = [int(m.value) for m in self.years if self._starts(m)]
        others = [int(m.value) for m in self.years if not self._starts(m)]
        return tuple(dict.fromkeys(others or [y + 1 for y in starts]))

    def _starts(self, mark: Mark) -> bool:
        tail = _YEAR_TAIL.match(self.text, mark.end)
        position = tail.end() if tail else mark.end
        figure = next((f for f in self.figures if position <= f.start <= position + 1), None)
        if figure is not None and _START_WORD.match(self.text, figure.end):
            return True  # "2022년 302.2조원 대비", "2022년 14.4%에서"
        plain = _YEAR_PLAIN.match(self.text, mark.end)
        return _START_WORD.match(self.text, plain.end() if plain else mark.end) is not None

    def _year(self, figure: Figure) -> tuple[int | None, int, tuple[int, ...]]:
        """(level year, shift when unknown, end years) of a figure. In "A → B" (or "A에서 B로") with no
        year between them, B is the year after A when A has a year of its own ("전년 302조원 → 258조원"),
        else A is the year before B ("2023년 … 순이익률은 18.4% → 6.0%")."""
        source = next((f for f in self.figures if f.end <= figure.start and self._started(f) is figure), None)
        if (
            source is not None
            and self._own_mark(source)
            and not self._marked_between(source.end, figure.start)
        ):
            year, shift, _ = self._marked(source)
            return (None, shift + 1, self.ends) if year is None else (year + 1, 0, self.ends)
        following = self._started(figure)
        if following is not None and not self._own_mark(figure):
            year, shift, _ = self._marked(following)
            return (None, shift - 1, self.ends) if year is None else (year - 1, 0, self.ends)
        return self._marked(figure)

    def _across(self, figure: Figure) -> bool:
        """Whether the figure's clause compares periods: a relative year compared against ("전년 대비",
        "전년보다") or a year named as a start, before the figure."""
        clause = self._clause_start(figure.start)
        for mark in self._visible(self.relatives, figure):
            if (
                clause <= mark.start
                and mark.end <= figure.start
                and _COMPARED.search(self.text, mark.end, figure.start)
            ):
                return True
        return any(
            clause <= m.start and m.end <= figure.start and self._starts(m)
            for m in self._visible(self.years, figure)
        )

    def _bases(self, figure: Figure) -> tuple[int, ...]:
        clause = self._clause_start(figure.start)
        return tuple(
            int(m.value)
            for m in self._visible(self.years, figure)
            if clause <= m.start and m.end <= figure.start and self._starts(m)
        )

    def _own_mark(self, figure: Figure) -> bool:
        """Whether the figure's own clause names a year (2022년, 전년) before it."""
        clause = self._clause_start(figure.start)
        marks = self._visible(self.years, figure) + self._visible(self.relatives, figure)
        return any(clause <= m.start and m.end <= figure.start for m in marks)

    def _marked_between(self, start: int, end: int) -> bool:
        return any(start <= m.start < end for m in self.years + self.relatives)

    def _marked(self, figure: Figure) -> tuple[int | None, int, tuple[int, ...]]:
        """The year the nearest year word before the figure gives it (a relative one counts from the
        sentence's year: "전년(302.23조원)" is the year before, "전년 대비 14.3%" ends in this year)."""
        years = self._visible(self.years, figure)
        relative = _last_mark_before(self._visible(self.relatives, figure), figure.start)
        explicit = _last_mark_before(years, figure.start)
        if relative is not None and (explicit is None or relative.start > explicit.start):
            compared = _COMPARED.search(self.text, relative.end, figure.start) is not None
            anchor = _int(explicit.value) if explicit else _int(_first_after(years, figure.end))
            shift = 0 if compared else -1
            if anchor is None:
                return None, shift, ()
            return anchor + shift, 0, (anchor,)
        if explicit is not None:
            return int(explicit.value), 0, self.ends
        return _int(_first_after(years, figure.end)), 0, self.ends

    def _started(self, figure: Figure) -> Figure | None:
        """The figure this one is the start of ("18.4% → 6.0%", "28.9%에서 −23.6%로"), if any."""
        later = [f for f in self.figures if f.start >= figure.end]
        if not later:
            return None
        nxt = later[0]
        between = self.text[figure.end : nxt.start]
        if _ARROW.match(between) or (_FROM.match(between) and _TO.match(self.text, nxt.end)):
            return nxt
        return None

    # --- basis, company, direction ---------------------------------------------------------------

    def _basis(self, figure: Figure) -> str | None:
        before = _last_before(self._visible(self.bases, figure), figure.start)
        if before is not None:
            return before
        tag = _BASIS_TAG.match(self.text, figure.end)  # "258.94조원(연결)"
        if tag is not None:
            return _first(basis_marks(tag.group()))
        closing = _CLOSING_BASIS.search(self.text)
        return None if closing is None else _first(basis_marks(closing.group(1)))

    def _company(self, figure: Figure) -> str | None:
        return company_in(self.text[: figure.start], self.companies, last=True) or company_in(
            self.text[figure.end :], self.companies
        )

    def _direction(self, figure: Figure) -> str | None:
        """A loss label right before the figure ("영업손실 23.5조원") decides its sign; else the direction
        word right after it (in its clause, not inside another figure's parenthesis), else right before."""
        clause = self._clause_start(figure.start)
        marks = self._visible(self.directions, figure)
        before = [
            m
            for m in marks
            if clause <= m.start and m.end <= figure.start and figure.start - m.end <= _DIRECTION_BEFORE
        ]
        if before and before[-1].value == "loss":
            return "loss"
        after = self._direction_after(figure, marks)
        if after is not None:
            if after.value in ("to_loss", "to_profit"):
                if _BASE_OF_TURN.search(self.text, figure.end, after.start):
                    return None  # the base of the turn keeps the sign it is written with
                return "profit" if after.value == "to_profit" else "loss"
            return after.value
        return before[-1].value if before and before[-1].value in ("up", "down") else None

    def _direction_after(self, figure: Figure, marks: list[Mark]) -> Mark | None:
        """The first direction word after the figure, before the next figure or clause break; another
        figure's parenthesis in between is passed over ("200원(−0.4%) 내렸습니다")."""
        own = self._own(figure)
        foreign = [(a, b) for a, b in self._figure_asides if (a, b) != own]
        skipped = 0
        for a, b in sorted(foreign):
            if a >= figure.end and a - figure.end - skipped <= _DIRECTION_AFTER:
                skipped += b - a
        limit = figure.end + _DIRECTION_AFTER + skipped
        if own is not None:
            limit = min(limit, own[1])
        outside = [
            i
            for i in [f.start for f in self.figures] + self.breaks
            if not any(a <= i < b for a, b in foreign)
        ]
        limit = min([limit, *(i for i in outside if i >= figure.end)])
        return next((m for m in marks if figure.end <= m.start < limit), None)


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


def _first(marks: list[Mark]) -> str | None:
    return marks[0].value if marks else None


def _last_before(marks: list[Mark], index: int) -> str | None:
    mark = _last_mark_before(marks, index)
    return mark.value if mark else None


def _last_mark_before(marks: list[Mark], index: int) -> Mark | None:
    before = [m for m in marks if m.end <= index]
    return before[-1] if before else None


def _first_after(marks: list[Mark], index: int) -> str | None:
    after = [m for m in marks if m.start >= index]
    return after[0].value if after else None


def _int(value: str | None) -> int | None:
    return int(value) if value is not None else None
