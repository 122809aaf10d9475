"""Which year a figure's sentence puts it in, and which years a change it states runs between.

A year can be the level's year or an end of a change: "2022년 14.4%에서 2023년 2.5%로" names 2022 as
the start and 2023 as the end, so a change the sentence states ends in 2023 and starts in 2022;
"18.4% → 6.0%" makes 18.4% the value of the year before 6.0%'s. A relative year counts from the
sentence's year (or, with none, the answer's): "전년(302.23조원)" is the year before, "전년 대비 14.3%"
ends in this year and starts in the one before. "작년"/"지난해" with no year beside them may also mean
the answer's year itself (last year counted from today).
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import NamedTuple

from core.finance.amounts import Figure
from core.verify.chains import Chains
from core.verify.marks import first_after, last_mark_before, to_int
from core.verify.vocab import Mark

COMPARED = re.compile(r"대비|보다|에 비해|比")
#: what makes a year, or a figure, the start of a change: "2022년 대비", "2022년 302.2조원 대비",
#: "2022년 14.4%에서", "2021~2023년", "2022년의 14.4%와 비교하면"
_START_WORD = re.compile(
    r"\)?\s*(?:은|는|의|에)?\s*(?:대비|보다|에 비해|에서|부터|→|->|⇒|~|∼|〜|[와과]\s*비교)"
)
_YEAR_TAIL = re.compile(r"\s*(?:년도|년)?\s*(?:말|연간)?\s*(?:[^\s\d,.()]{1,8}\s+)?")
_YEAR_PLAIN = re.compile(r"\s*(?:년도|년)?\s*(?:말)?")
#: a word for the year's level between a year and its comparison: "2023년 바닥 대비", "2022년 고점보다"
_LEVEL_BASE = re.compile(
    r"\s*(?:의\s*)?(?:바닥|고점|저점|정점|최저점|최고점|피크|수준|실적)\s*(?:대비|보다|에 비해|[와과]\s*비교)"
)
_OF_YEAR = re.compile(r"\s*(?:년도|년)?\s*(?:말)?\s*\)?\s*의\s*(?:약|대략)?\s*")
#: a relative year used as a comparison's base ("전년(6.6조원)의 5배", "전년 대비"): it speaks only
#: within its clause, unlike a topic ("전년 매출은 302조원, 영업이익은 43조원")
_COMPARATIVE = re.compile(r"\s*(?:\([^()]*\)\s*)?(?:의|대비|보다|에 비해|比|와|과|에서|부터|→)")
#: "last year" counted from today: with no year beside it, the answer's year or the one before
_LOOSE = ("작년", "지난해")
_RANGE = re.compile(r"\s*(?:년도|년)?\s*[~∼〜\-–]\s*")
_LONGEST_RANGE = 10
#: between a figure and the year that tags it: "258.94조원(2023년)", "2.5% in FY23"
_TAG_GAP = re.compile(r"[\s*]*(?:[(\[]|(?:in|for)\s)\s*")  # bold marks too: "*32.77조* (2023, -26.6%)"
_TAG_END = re.compile(r"\s*(?:년도|년)?\s*(?:말)?\s*(?:[)\];,.]|$|(?:and|to)\s)")
_RELATIVE_GAP = re.compile(r"\s*[(\[]?\s*")
#: "up from KRW 6.57tn", "fell from 14.4%": the figure a change starts from
_FROM_BEFORE = re.compile(r"(?<![A-Za-z])from\s+(?:[−\-–+]?\s?(?:KRW|₩|￦)\s?)?[−\-–+]?$", re.IGNORECASE)
#: year-on-year: the change from the year before
_YOY = re.compile(r"YoY|yoy|[Yy]/[Yy]|전년\s*동기|전년비")


class Year(NamedTuple):
    """A figure's level year (``None``: the answer's year plus ``shift``), and the end years of a
    change it states; ``loose``: "작년" with no year beside it."""

    year: int | None
    shift: int
    ends: tuple[int, ...]
    loose: bool = False
    #: the start of an arrow with no period of its own ("42.9조원 → 46.6조원"): the period before — the
    #: year before, or for a quarter the quarter before
    stepped: bool = False


#: "같은 기간", "동 기간", "over the same period": the years the answer named last together
SAME_PERIOD = re.compile(r"(?:같은|동)\s*기간|(?:over|in) the same period")


class Periods(Chains):
    """The year-reading part of a sentence."""

    #: the years "같은 기간" stands for, in a sentence that names none (``claims``): a change it states runs
    #: from the first to the last, and a chain of arrows ("6.53조원 → 14.24조원") starts in the first
    span: tuple[int, int] | None = None
    #: a wider span the answer named before, ending where ``span`` does: "같은 기간" may be that one too (the
    #: chain "6.5조 → … → 14.2조" the answer is about, not the comparison of its last two years after it)
    wider: tuple[int, int] | None = None

    def year_of(self, figure: Figure) -> Year:
        """In "A → B" (or "A에서 B로") with no year between them, B is the year after A when A has a
        year of its own ("전년 302조원 → 258조원"), else A is the year before B ("2023년 … 순이익률은
        18.4% → 6.0%")."""
        if self.span is not None:
            return self._spanned(figure, self.span)
        source = next((f for f in self.figures if f.end <= figure.start and self._started(f) is figure), None)
        if (
            source is not None
            and self._own_start(source)
            and not any(source.end <= m.start < figure.start for m in self.years + self.relatives)
        ):
            return _moved(self._marked(source), 1, self.ends_of(figure))
        following = self._started(figure)
        if following is not None and not self._own_start(figure) and not self._quartered(figure, following):
            # a chain "A → B → C" over the years before C's: A is the year before B, whatever B's is
            return _moved(self.year_of(following), -1, self.ends_of(figure))
        return self._marked(figure)

    def _spanned(self, figure: Figure, span: tuple[int, int]) -> Year:
        """Over "같은 기간": a chain of arrows runs from the first year to the last, a year a step (its first
        and last figures, and every one when it has a figure a year); any other figure is the last year's."""
        first, last = span
        before, after = 0, 0
        step: Figure | None = figure
        while (step := next((f for f in self.figures if self._started(f) is step), None)) is not None:
            before += 1
        step = figure
        while (step := self._started(step)) is not None:
            after += 1
        if before and after and first + before != last - after:
            return Year(None, 0, (last,))  # inside a chain that does not run a year a step
        return Year(first + before if after else last, 0, (last,))

    @cached_property
    def anchor(self) -> int | None:
        """The year the sentence is about, for the sentences after it: the latest year it names as an
        end, outside other figures' parentheses."""
        years = [
            int(m.value)
            for m in self.years
            if not any(a <= m.start < b for a, b in self.figure_asides)
            and not self._starts(m)
            and self._tagged(m) is None
        ]
        # a year tagging the sentence's figure ("**8,975억원**(2024년 말)") is what it is about, when later than the rest
        tags = [int(m.value) for m in self.years if self._tagged(m) is not None and not self._starts(m)]
        return max(years + tags) if years and tags else (max(years) if years else None)

    @cached_property
    def ends(self) -> tuple[int, ...]:
        """The years a change stated in this sentence may end in: every year it names that is not the
        start of a comparison (nor tags one figure: "2.5% in FY23"), or else the year after each start."""
        starts = [int(m.value) for m in self.years if self._starts(m)]
        others = [int(m.value) for m in self.years if not self._starts(m) and self._tagged(m) is None]
        return tuple(dict.fromkeys(others or [y + 1 for y in starts]))

    def ends_of(self, figure: Figure) -> tuple[int, ...]:
        """The years a change the figure states may end in: the sentence's (``ends``) — and when its own
        clause names the start before it and no end, the year after that start as well as another
        clause's end ("2021년(279.6조원)보다 8.1% 증가한 해였고, 2023년까지는 14.3% 감소")."""
        clause = self.clause_start(figure.start)
        end = next((b for b in self.breaks if b >= figure.end), len(self.text))
        own = [m for m in self.years if clause <= m.start < end]
        starts = [int(m.value) for m in own if m.end <= figure.start and self._starts(m)]
        if not starts or any(not self._starts(m) and self._tagged(m) is None for m in own):
            return self.ends
        return tuple(dict.fromkeys((*(y + 1 for y in starts), *self.ends)))

    def relatives_of(self, figure: Figure) -> list[Mark]:
        """Relative years that may speak of the figure: a comparison's base only in its own clause."""
        clause = self.clause_start(figure.start)
        return [m for m in self.visible(self.relatives, figure) if m.start >= clause or not self._compared(m)]

    def _compared(self, mark: Mark) -> bool:
        """Whether a relative year is a comparison's base: "전년 대비", "전년(6.6조원)의 5배", and with its figure
        between, "전년 43조 3,766억원에서 84.9% 급감"."""
        if _COMPARATIVE.match(self.text, mark.end):
            return True
        led = next((f for f in self.figures if mark.end <= f.start <= mark.end + 2), None)
        return led is not None and _START_WORD.match(self.text, led.end) is not None

    def across(self, figure: Figure) -> bool:
        """Whether the figure's clause compares periods: a relative year compared against ("전년 대비",
        "전년보다") or a year named as a start, before the figure. A figure of a chain of arrows over a span of
        years ("같은 기간", a table of years above) is a level of its own year (of whatever it is: an amount, a
        ratio, a gap between two companies), not a comparison."""
        chained = self._started(figure) is not None or any(self._started(f) is figure for f in self.figures)
        if self.span is not None and chained:
            return False
        clause = self.clause_start(figure.start)
        for mark in self.relatives_of(figure):
            if (
                clause <= mark.start
                and mark.end <= figure.start
                and COMPARED.search(self.text, mark.end, figure.start)
            ):
                return True
        return bool(self.bases_of(figure)) or self._start_before(figure) is not None

    def _start_before(self, figure: Figure) -> Year | None:
        """The year of the start of an "A에서 B로" (or "A → B") before the figure in its clause:
        "9.3%에서 8.1%로 1.2%p 낮아졌다" is a change from 9.3%'s year."""
        clause = self.clause_start(figure.start)
        for start in self.figures:
            target = self._started(start)
            if clause <= start.start and target is not None and target.end <= figure.start:
                return self.year_of(start)
        return None

    def bases_of(self, figure: Figure) -> tuple[int, ...]:
        """The start years the figure's clause names before it ("2022년 대비", "2022년 14.4%에서"), or the first
        year of "같은 기간"."""
        if self.span is not None:
            return (self.span[0], *((self.wider[0],) if self.wider else ()))
        clause = self.clause_start(figure.start)
        named = tuple(
            int(m.value)
            for m in self.visible(self.years, figure)
            if clause <= m.start and m.end <= figure.start and self._other_start(m, figure)
        )
        start = self._start_before(figure)
        return named or (() if start is None or start.year is None else (start.year,))

    def yearly(self, figure: Figure) -> bool:
        """Whether a change the figure states is against the year before ("전년 대비", "YoY")."""
        clause = self.clause_start(figure.start)
        if any(clause <= m.start and m.end <= figure.start for m in self.relatives_of(figure)):
            return True
        start = self._start_before(figure)
        if start is not None and start.year is None and start.shift == -1:
            return True  # "28.9%에서 −23.6%로 52.5%p": from the year before
        end = next((b for b in self.breaks if b >= figure.end), len(self.text))
        return bool(_YOY.search(self.text, clause, end))

    def other_years(self, figure: Figure, listed: int) -> tuple[int, ...]:
        """Years the figure may also be of: those listed before "각각" (at ``listed``), or every year of
        a range that ends right before it ("2022~2024년 매출은 302.2조원, 258.9조원, 300.9조원")."""
        years = [m for m in self.visible(self.years, figure) if m.end <= figure.start]
        if listed:
            return tuple(int(m.value) for m in years if m.end <= listed)
        if len(years) >= 2 and _RANGE.fullmatch(self.text, years[-2].end, years[-1].start):
            start, end = int(years[-2].value), int(years[-1].value)
            return tuple(range(start, end + 1)) if 0 < end - start <= _LONGEST_RANGE else ()
        return ()

    def _starts(self, mark: Mark) -> bool:
        tail = _YEAR_TAIL.match(self.text, mark.end)
        position = tail.end() if tail else mark.end
        figure = next((f for f in self.figures if position <= f.start <= position + 1), None)
        if figure is not None and _START_WORD.match(self.text, figure.end):
            # "2022년 302.2조원 대비", "2022년 14.4%에서 2023년 2.5%로" — but in "2024년 순이익률은 6.0% →
            # 11.5%" the year is the whole change's, as the figure it leads to names none
            target = self._started(figure)
            return target is None or any(figure.end <= m.start < target.start for m in self.years)
        plain = _YEAR_PLAIN.match(self.text, mark.end)
        position = plain.end() if plain else mark.end
        if _START_WORD.match(self.text, position) or _LEVEL_BASE.match(self.text, position):
            return True
        # "2022년의 약 15% 수준", "2021년의 1.08배": a share or multiple of that year's value
        of = _OF_YEAR.match(self.text, mark.end)
        return of is not None and any(
            f.start == of.end() and f.unit in ("percent", "times") for f in self.figures
        )

    def _own_start(self, figure: Figure) -> bool:
        """Whether the figure's clause names the year it starts from before it ("2022년 14.4%에서",
        "전년 302조원 →")."""
        clause = self.clause_start(figure.start)
        if any(clause <= m.start and m.end <= figure.start for m in self.relatives_of(figure)):
            return True
        return any(
            clause <= m.start and m.end <= figure.start and self._starts(m)
            for m in self.visible(self.years, figure)
        )

    def _quartered(self, figure: Figure, following: Figure) -> bool:
        """ "3분기 매출 2조 7,156억 원 → 4분기 2조 8,856억 원": each end names its own quarter, so the start is
        no step back from the end's year."""
        clause = self.clause_start(figure.start)
        return any(clause <= m.start and m.end <= figure.start for m in self.quarters) and any(
            figure.end <= m.start and m.end <= following.start for m in self.quarters
        )

    def _tagged(self, mark: Mark) -> Figure | None:
        """The figure a year tags right after it: "258.94조원(2023년)", "2.5% in FY23"."""
        before = [f for f in self.figures if f.end <= mark.start]
        if (
            before
            and _TAG_GAP.fullmatch(self.text, before[-1].end, mark.start)
            and _TAG_END.match(self.text, mark.end)
        ):
            return before[-1]
        return None

    def _marked(self, figure: Figure) -> Year:
        """The year the nearest year word before the figure gives it (not one that tags another figure
        before it), else its own tag after it. A figure a change comes from ("up from KRW 6.57tn") or
        tagged as the year before ("2.5% a year earlier", "14.4%(전년)") is of the year before."""
        years = [
            m
            for m in self.visible(self.years, figure)
            if self._tagged(m) in (None, figure)
            and not self._other_start(m, figure)
            and self._bracketed(m) in (None, figure)
        ]
        relative = last_mark_before(self.relatives_of(figure), figure.start)
        explicit = last_mark_before(years, figure.start)
        if self._prior(figure):
            if explicit is None:
                return Year(None, -1, ())
            return Year(int(explicit.value) - 1, 0, (int(explicit.value),))
        if relative is not None and (explicit is None or relative.start > explicit.start):
            compared = COMPARED.search(self.text, relative.end, figure.start) is not None
            anchor = to_int(explicit.value) if explicit else to_int(first_after(years, figure.end))
            shift = 0 if compared else -1
            if anchor is None:
                return Year(None, shift, (), relative.value in _LOOSE)
            return Year(anchor + shift, 0, (anchor,))
        ends = self.ends_of(figure)
        if explicit is not None:
            if self._starts(explicit) and self._led(explicit) is figure:
                # "증가율은 2023년 53.7%에서 2024년 7.8%로": the start's own rate is a change ending in its year
                ends = tuple(dict.fromkeys((int(explicit.value), *ends)))
            return Year(int(explicit.value), 0, ends)
        tag = next((m for m in years if m.start >= figure.end and self._tagged(m) is figure), None)
        if tag is None:
            return Year(None, 0, ends)
        return Year(int(tag.value), 0, tuple(dict.fromkeys((int(tag.value), *ends))))

    def _bracketed(self, mark: Mark) -> Figure | None:
        """The figure alone in a parenthesis right after a year: "2023년(4,609억 원)과 거의 같은 수준" names the
        year of 4,609억 원 only, not of the figures after it."""
        plain = _YEAR_PLAIN.match(self.text, mark.end)
        opening = plain.end() if plain else mark.end
        aside = next(((a, b) for a, b in self.asides if a == opening), None)
        if aside is None:
            return None
        inside = [f for f in self.figures if aside[0] <= f.start < aside[1]]
        return inside[0] if len(inside) == 1 else None

    def _other_start(self, mark: Mark, figure: Figure) -> bool:
        """Whether a year before the figure is the start of a comparison that is not the figure's level:
        in "2022년(9.82조원)보다 54.0% 늘었고, 매출 162.66조원" the 2022 is 9.82조원's alone, and "2022년
        대비 매출은 258.9조원" is the later year's."""
        if mark.end > figure.start or not self._starts(mark):
            return False
        led = self._led(mark)
        return led is None or (led is not figure and led.end <= figure.start)

    def _led(self, mark: Mark) -> Figure | None:
        """The figure a start year leads: "2022년(9.82조원)보다", "2023년 53.7%에서" — not the figure after
        "2023년보다"."""
        tail = _YEAR_TAIL.match(self.text, mark.end)
        position = tail.end() if tail else mark.end
        led = next((f for f in self.figures if position <= f.start <= position + 1), None)
        return led if led is not None and _START_WORD.match(self.text, led.end) else None

    def quarter_tag(self, figure: Figure) -> Mark | None:
        """The quarter tagging the figure right after it: "KRW 9.2tn in Q3", "9.18조원(3분기)" — not one that
        labels another figure in the parenthesis ("OPM 18.8%(3Q 19.3%)": 19.3% is 3Q's)."""
        return next(
            (
                m
                for m in self.quarters
                if m.start >= figure.end
                and _TAG_GAP.fullmatch(self.text, figure.end, m.start)
                and not any(
                    m.end <= f.start and not self._between_words(m.end, f.start) for f in self.figures
                )
            ),
            None,
        )

    def _between_words(self, start: int, end: int) -> bool:
        """Whether anything but spaces and a colon stands between two places."""
        return bool(self.text[start:end].strip(" :：*"))

    def _prior(self, figure: Figure) -> bool:
        """ "up from KRW 6.57tn", "2.5% a year earlier", "14.4%(전년)": the value of the year before —
        unless a year or quarter tags it ("from KRW 6.8tn in FY2021", "down from KRW 9.2tn in Q3")."""
        if _FROM_BEFORE.search(self.text, 0, figure.start):
            tagged = any(self._tagged(m) is figure for m in self.years)  # "from KRW 6.8tn in FY2021"
            return not tagged and self.quarter_tag(figure) is None
        gap = _RELATIVE_GAP.match(self.text, figure.end)
        after = gap.end() if gap else figure.end
        mark = next((m for m in self.relatives if m.start == after), None)
        return (
            mark is not None
            and _TAG_END.match(self.text, mark.end) is not None
            and not COMPARED.match(self.text, mark.end)
        )


def _moved(read: Year, step: int, ends: tuple[int, ...]) -> Year:
    """The year ``step`` years from ``read`` (from its shift when the year is unknown)."""
    if read.year is None:
        return Year(None, read.shift + step, ends, read.loose, step < 0)
    return Year(read.year + step, 0, ends, stepped=step < 0)
