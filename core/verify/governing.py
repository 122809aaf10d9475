"""What a figure's own words say it is, for the confidence tiers (``tiers``): where it stands (``Place``),
the word of a kind that *governs* it, and its place in a run of figures over a span of years.

A word governs a figure when it stands in a tag right after it ("9.14조원 적자(2023년)", "29.9%(SK하이닉스)"),
right before the parenthesis the figure stands in ("삼성전자(2.5%)"), or in its own clause before it with no
other figure between ("2023년 매출 258.94조원"); a figure in the tag of another ("35.5%(전년 15.4%)") is
governed as that one is. A run — figures of one unit with nothing but arrows, commas, slashes or 에서 and
their tags between ("1.2%(2021년)에서 4.3%, 8.5%, 8.3%(2024년)로", "85% / 84% / 84%") — runs over
consecutive years: those its tags name, else the years its sentence (or the text before it) names when
they are as many (a chain of two: the first and last of them).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.finance.amounts import Figure
from core.verify.claim import Claim
from core.verify.marks import ASIDE, CLAUSE_BREAK, figures_of
from core.verify.vocab import Mark, year_marks

#: a tag right after a figure, past a word of its sign: "9.14조원 적자(2023년)", "29.9%(SK하이닉스)"
_TAG = re.compile(r"[*\s]*(?:[가-힣]{1,3}\s*)?\(([^()]*)\)")
#: between two figures of a run: an arrow, a comma, a slash, 에서 — after the first one's tag, if any
_BETWEEN = re.compile(
    r"[*\s]*(?:\([^()]*\))?[*\s]*(?:(?:흑자|적자|이익|손실)\s*)?(?:→|->|⇒|,|/|·|에서)[*\s]*(?:약|대략)?\s*"
)
#: between two figures set against each other: "9.0%와 31.1%", "11.5%(삼성전자) 대 29.9%", "19.80조 vs 1.93조"
_AGAINST = re.compile(r"[*\s]*(?:\([^()]*\))?[*\s]*(?:,|/|·|와|과|vs\.?|대)[*\s]*(?:약|대략)?\s*")


@dataclass(frozen=True, slots=True)
class Place:
    """Where a claim's figure stands: the text it is read in and the figure's span there."""

    text: str
    start: int
    end: int
    #: a table cell: the text of its row and column labels (the cell follows them after ": ")
    labels: str | None


def place_of(claim: Claim) -> Place | None:
    """Where ``claim``'s figure stands in its context (a sentence, or a table cell after its labels)."""
    figure, text = claim.figure, claim.context
    if text[figure.start : figure.end] == figure.text:
        return Place(text, figure.start, figure.end, None)
    at = text.find(": ")
    while at >= 0:
        start = at + 2 + figure.start
        if text[start : start + len(figure.text)] == figure.text:
            return Place(text, start, start + len(figure.text), text[:at])
        at = text.find(": ", at + 1)
    return None


def own_words(place: Place) -> tuple[int, int]:
    """Where the figure's own words are: its clause (a table cell: the cell)."""
    if place.labels is not None:
        return len(place.labels) + 2, len(place.text)
    breaks = [m.start() for m in CLAUSE_BREAK.finditer(place.text)]
    start = max((b + 1 for b in breaks if b < place.start), default=0)
    end = min((b for b in breaks if b >= place.end), default=len(place.text))
    return start, end


def in_labels(place: Place, marks: list[Mark]) -> list[Mark]:
    return [m for m in marks if place.labels is not None and m.end <= len(place.labels)]


def tag_of(place: Place, marks: list[Mark]) -> Mark | None:
    """The mark in a tag right after the figure that holds no figure ("9.14조원 적자(2023년)"), or that leads
    it, set off from the tag's own figure ("32.77조 (2023, -26.6%)": 2023 tags 32.77조, the rate is its change)."""
    tag = _TAG.match(place.text, place.end)
    if tag is None:
        return None
    inner = figures_of(tag.group(1))
    mark = next((m for m in marks if tag.start(1) <= m.start < tag.end(1)), None)
    if not inner or mark is None:
        return mark
    first = tag.start(1) + inner[0].start
    return mark if mark.end <= first and _LEADS.fullmatch(place.text, mark.end, first) else None


#: between a tag's leading mark and the tag's own figure: "(2023, -26.6%)", "(FY23; YoY +5%)"
_LEADS = re.compile(r"\s*(?:년도|년)?\s*[,;/]\s*(?:[A-Za-z가-힣]{1,4}\s*)?")


def governing(place: Place, marks: list[Mark]) -> Mark | None:
    """The mark (of one kind) that governs the figure, if one does."""
    text = place.text
    tagged = tag_of(place, marks)
    if tagged is not None:
        return tagged
    own = next((m for m in ASIDE.finditer(text) if m.start() <= place.start < m.end()), None)
    if own is not None:
        right = [m for m in marks if m.end == own.start()]
        if right and not figures_of(text[own.start() + 1 : place.start]):
            return right[0]
        # "SK하이닉스 35.5%(전년 15.4%)": a figure in the tag of another is of what that one is of, but a mark
        # its tag names first
        outer = next(
            (f for f in figures_of(text) if f.end <= own.start() and not text[f.end : own.start()].strip()),
            None,
        )
        inside = [m for m in marks if own.start() <= m.start and m.end <= place.start]
        if outer is not None and not inside:
            return governing(Place(text, outer.start, outer.end, place.labels), marks)
    start, _ = own_words(place)
    every = figures_of(text)
    # a parenthesis that holds a figure, or tags the figure right before it ("1.2%(2021년)"), speaks for that one
    foreign = [
        m.span()
        for m in ASIDE.finditer(text)
        if not (m.start() <= place.start < m.end())
        and (
            figures_of(m.group())
            or any(f.end <= m.start() and not text[f.end : m.start()].strip() for f in every)
        )
    ]
    figures = [f for f in every if f.start != place.start]
    before = [
        m
        for m in marks
        if start <= m.start
        and m.end <= place.start
        and not any(a <= m.start < b for a, b in foreign)
        and not any(m.end <= f.start < place.start for f in figures)
    ]
    # "영업이익률(삼성전자/SK하이닉스): −23.6% / 2.5%": a list of its kind labels a run, in order, not one figure
    if not before or listed(text, before[-1], marks):
        return None
    return before[-1]


#: between two marks of one kind listed together: "삼성전자/SK하이닉스", "2022·2023년", "삼성 vs 하이닉스"
_LISTED = re.compile(r"\s*(?:년|년도)?\s*(?:/|·|,|vs\.?|와|과|및|대|→|->)\s*")


def listed(text: str, mark: Mark, marks: list[Mark]) -> bool:
    """Whether ``mark`` is one of a list of marks of its kind."""
    return any(
        other is not mark
        and other.value != mark.value
        and (
            _LISTED.fullmatch(text, other.end, mark.start) is not None
            or _LISTED.fullmatch(text, mark.end, other.start) is not None
        )
        for other in marks
    )


def nearest_in_clause(place: Place, marks: list[Mark]) -> Mark | None:
    """ "카카오 매출 6.80조 / 영익 5,694억": the mark nearest before the figure in its clause."""
    start, _ = own_words(place)
    before = [m for m in marks if start <= m.start and m.end <= place.start]
    return before[-1] if before else None


def run_of(text: str, start: int, *, against: bool = False) -> tuple[list[Figure], int] | None:
    """The run of figures the figure at ``start`` stands in — of those outside parentheses, or of those in the
    parenthesis it stands in ("자본(약 304.9조원, 약 354.7조원)") — and its index there."""
    asides = [m.span() for m in ASIDE.finditer(text)]
    own = next(((a, b) for a, b in asides if a <= start < b), None)
    figures = [
        f
        for f in figures_of(text)
        if (own[0] <= f.start < own[1] if own else not any(a <= f.start < b for a, b in asides))
    ]
    at = next((i for i, f in enumerate(figures) if f.start == start), None)
    if at is None:
        return None
    first = last = at
    joiner = _AGAINST if against else _BETWEEN
    while first > 0 and _joined(text, figures[first - 1], figures[first], joiner):
        first -= 1
    while last + 1 < len(figures) and _joined(text, figures[last], figures[last + 1], joiner):
        last += 1
    return (figures[first : last + 1], at - first) if first < last else None


def run_year(place: Place, framing: tuple[str, ...]) -> int | None:
    """The year of a figure that stands in a run of figures over a span of years, where the run says it."""
    offset = 0 if place.labels is None else len(place.labels) + 2
    text = place.text[offset:]
    found = run_of(text, place.start - offset)
    if found is None:
        return None
    run, index = found
    anchors = [
        (i, int(mark.value))
        for i, f in enumerate(run)
        if (mark := tag_of(Place(text, f.start, f.end, None), year_marks(text))) is not None
    ]
    if anchors:
        starts = {year - i for i, year in anchors}
        if len(starts) == 1:
            return starts.pop() + index
        ends = [year for i, year in anchors if i in (0, len(run) - 1)]
        if len(run) == 2 and len(ends) == 2:
            return ends[index]
        return None
    # the years its sentence names besides those that tag the run's own figures (a chain of another account's
    # "6,455억(2021) → … → 12.24조(2024)" before it spans them too)
    tags = [m.span() for f in run if (m := ASIDE.match(text, f.end)) is not None]
    outside = " ".join(
        text[m.start : m.end] for m in year_marks(text) if not any(a <= m.start < b for a, b in tags)
    )
    own = place.labels if place.labels is not None else outside
    spans = [sorted({int(m.value) for m in year_marks(words)}) for words in (own, *framing)]
    if len(run) == 2:
        # a chain of two: the ends of its own sentence's years, else of the nearest text naming a pair of
        # years ("2021년부터 2024년까지", "39.9%(2021년)에서 26.4%(2022년)로") — not a list of three or more
        pairs = [y for i, y in enumerate(spans) if len(y) == 2 or (i == 0 and len(y) > 2)]
        return (pairs[0][0] if index == 0 else pairs[0][-1]) if pairs else None
    spans = [years for years in spans if len(years) >= 2]
    # a longer run: the nearest text that names as many consecutive years ("85% / 84% / 84%" under FY22–FY24)
    years = next((y for y in spans if len(y) == len(run) and y == list(range(y[0], y[-1] + 1))), None)
    return None if years is None else years[index]


def _joined(text: str, a: Figure, b: Figure, joiner: re.Pattern[str]) -> bool:
    return a.unit == b.unit and joiner.fullmatch(text, a.end, b.start) is not None
