"""Confidence tiers: a figure is contradicted only by what its own words say it is.

The readers (``context``, ``periods``, ``parallel`` …) give every figure one company, year and basis, and
many of those are inferred rather than said: the company named last before it in a sentence that names
two ("11.5%(삼성전자) 대 29.9%(SK하이닉스)"), a year from the place of a figure in a chain, the answer's year
for a sentence that names none ("부채총계가 121.72조원에서 93.67조원으로" after a sentence of 2021 and
2022). A right figure read that way is refused because the inference was wrong, not the figure.

So each of a figure's company, year and basis is either *governed* — a word of that kind stands in its
own clause before it with no other figure between ("2023년 매출 258.94조원", "SK하이닉스는 … 32.77조원"),
in a tag right after it ("9.14조원 적자(2023년)", "29.9%(SK하이닉스)"), or alone in its table cell's row
and column labels — or *inferred*. A figure is held here when it equals, as written, a tool value of the
account its own words name, with each governed part as said and each inferred part any of those its
sentence, the sentences before it in its paragraph or its heading name (or the reading gave it). A company
named as a comparison's base ("SK하이닉스(73.92조원)보다", "삼성전자보다") governs nothing. Where each part it
changes is governed (a tag, a run over the years its sentence names: ``governing``), any value a reading of
it may be derived as holds it; where one is only one of several its sentence names, only a level does.
A rate of change, a figure labelled a difference ("차이 약 1.5조원") and a figure with no account of its own
are left to the other rules.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import product

from core.finance.amounts import Figure
from core.verify.around import before_of
from core.verify.book import Candidate, FactBook
from core.verify.claim import Claim, reread
from core.verify.context import Sentence
from core.verify.defaults import Defaults
from core.verify.derive import candidates
from core.verify.governing import (
    Place,
    governing,
    in_labels,
    listed,
    nearest_in_clause,
    own_words,
    place_of,
    run_of,
    run_year,
)
from core.verify.marks import ASIDE, figures_of
from core.verify.match import close, support
from core.verify.moves import RATE
from core.verify.readings import Reading, readings
from core.verify.vocab import (
    RATIOS,
    Mark,
    account_marks,
    basis_marks,
    quarter_marks,
    relative_year_marks,
    year_marks,
)

_UNITS = frozenset({"won", "percent", "times"})
#: a figure labelled a difference: "차이 약 1.5조원", "감소액 8.3조"
GAP_LABEL = re.compile(
    r"(?:차이|격차|차액|증감|증가액|감소액|증가분|감소분|변동폭)[\s:*]*(?:는|은|가|이|:)?[\s*]*(?:약|대략)?\s*$"
)
#: a company named as a comparison's base: "SK하이닉스(73.92조원)보다", "삼성전자보다", "삼성 대비"
_BASE = re.compile(r"\s*(?:\([^()]*\)\s*)?(?:보다|대비|에 비해|와 비교|과 비교|比)")
#: after a year named as a comparison's base: "2021년의 0.13배", "2022년 대비", "전년보다"
YEAR_BASE = re.compile(
    r"\s*(?:년도|년)?\s*(?:말)?\s*(?:\([^()]*\)\s*)?(?:의\s*(?=[0-9약]|$)|보다|대비|에 비해|比)"
)


def tier_support(
    claim: Claim, book: FactBook, defaults: Defaults, answer: str, names: dict[str, str]
) -> tuple[Reading, Candidate] | None:
    """A reading of ``claim`` with its inferred parts read as its own words allow, and what holds it."""
    if claim.figure.unit not in _UNITS or (claim.band is not None and not claim.bound):
        return None
    original = claim
    if claim.account is None and len(claim.carried) == 1:
        claim = replace(claim, account=claim.carried[0])  # the one account the sentence before named
    if claim.account is None:
        return None
    place = place_of(claim)
    if place is None or GAP_LABEL.search(place.text, 0, place.start):
        return None
    if RATE.search(place.text, *own_words(place)):
        return None  # a rate of change is no level
    framing = before_of(claim.context, answer)
    years, sure_year = years_of(claim, place, framing)
    companies, sure_company = companies_of(claim, place, framing, names, defaults)
    bases = bases_of(claim, place)
    accounts = (claim.account, *_parts(place))
    quarters, sure_quarter = quarters_of(claim, place, framing)
    for account, year, company, basis, quarter in product(accounts, years, companies, bases, quarters):
        if (account, year, company, basis, quarter) == (
            original.account,
            original.year,
            original.company,
            original.basis,
            original.quarter,
        ):
            continue  # the reading that was tried
        read = reread(claim, account, year, company, basis, quarter)
        found = support(read, book, defaults)
        sure = (
            (year == claim.year or sure_year)
            and (company == claim.company or sure_company)
            and account == claim.account
            and (quarter == claim.quarter or sure_quarter)
        )
        if found is not None and (found[1].kind == "level" or (sure and basis == claim.basis)):
            return found
    return None


#: "둘 다 2023년(15.4%, 10.2%)보다": a run said of each of the accounts before it
_EACH = re.compile(r"둘\s*다|(?:두|세)\s*(?:개|지표|비율)?\s*(?:다|모두)|각각|모두")


def listed_account(claim: Claim) -> Claim:
    """A figure with no account of its own in a run said of each ("둘 다 … (15.4%, 10.2%)"), or in a run whose
    sentence names no account ("상반기(145.98조 / 17.05조)에 3Q를 더한 값": the lines before listed 매출, 영업이익), is
    of the account at its place among as many accounts the lines before named, in the order they named them."""
    place = place_of(claim)
    if claim.account is not None or place is None:
        return claim
    if not _EACH.search(place.text, 0, place.start) and account_marks(place.text):
        return claim
    found = run_of(*cell_of(place), against=True)
    if found is None:
        return claim
    run, index = found
    named = tuple(reversed(claim.history[: len(run)]))
    return replace(claim, account=named[index], carried=()) if len(named) == len(run) else claim


#: the quarter before, named as a comparison's base: "직전 분기보다", "전 분기 대비"
_QUARTER_BASE = re.compile(r"(?:직전|전|지난)\s*분기\s*(?:보다|대비|에 비해)")
#: a figure labelled year to date: "누적 평균(8.9%)", "누적 8.9%"
_TO_DATE = re.compile(r"누적[^0-9()]{0,6}[(\s]*$")


def quarters_of(claim: Claim, place: Place, framing: tuple[str, ...]) -> tuple[tuple[int | None, ...], bool]:
    """ "4Q OPM 6.1%로 누적 평균(8.9%) 대비": a figure labelled year to date whose quarter no mark governs may be
    to the end of any quarter its sentence or the text before it names (the table's "1~3Q 누적"). "직전 분기보다
    29.3% 줄었어요" after lines of 4분기 and 3분기: a change from the quarter before is into the later of the two."""
    named = {int(m.value) for text in (place.text, *framing) for m in quarter_marks(text)}
    if _QUARTER_BASE.search(place.text, 0, place.start) and not quarter_marks(place.text):
        later = [q for q in named if q - 1 in named]
        if len(later) == 1:
            return (later[0],), True
    if claim.quarter is None or not claim.cumulative or not _TO_DATE.search(place.text, 0, place.start):
        return (claim.quarter,), False
    if governing(place, quarter_marks(place.text)) is not None:
        return (claim.quarter,), False
    return tuple(dict.fromkeys((claim.quarter, *sorted(q for q in named if q < claim.quarter)))), False


#: a part of the account named before it: "자산의 대부분(28.71조원)이 … 비유동자산에", "자산 … 중 나머지 219조
#: 5,225억은 부채"
_PART = re.compile(
    r"의\s*(?:대부분|대다수|절반|일부|상당\s*부분|과반|상당수)|(?:중|가운데)\s*(?:나머지|대부분|절반|일부)"
)


def _parts(place: Place) -> tuple[str, ...]:
    """The accounts a figure said to be a part of the one before it may be: those its clause names after it."""
    start, end = own_words(place)
    if not _PART.search(place.text, start, place.start):
        return ()
    return tuple(dict.fromkeys(m.value for m in account_marks(place.text[place.end : end])))


def years_of(claim: Claim, place: Place, framing: tuple[str, ...]) -> tuple[tuple[int | None, ...], bool]:
    """The years the figure may be of: the one its own words govern it with, or its run's; in a sentence (a
    table cell's labels) naming several, any of them — but not for a figure in a run its words do not date."""
    marks = year_marks(place.text)
    run = run_year(place, framing)
    if place.labels is not None:
        labelled = sorted({int(m.value) for m in in_labels(place, marks)})
        if len(labelled) == 1:
            return (claim.year,), False
        if labelled and run in labelled:
            return (run,), True  # "| 영업이익 FY21 → FY22 | 51.6조 → 43.4조 |"
        if labelled:
            return tuple(dict.fromkeys((claim.year, *labelled))), False
    # "2023년 영업이익은 2021년의 0.13배", "2022년 대비 …": a year named as a comparison's base governs nothing
    every = [*marks, *relative_year_marks(place.text)]
    own = [m for m in every if not YEAR_BASE.match(place.text, m.end) or _owns(place, m)]
    governed = governing(place, own) or _topic_year(place, own)
    chain = chain_of(place)
    if governed is not None and not (governed.end <= place.start and chain == "undated"):
        return ((int(governed.value),), True) if governed.value.isdigit() else ((claim.year,), False)
    if run is not None:
        return (run,), True
    named = sorted({int(m.value) for m in marks})
    if len(named) < 2 or _in_run(place) or chain is not None:
        return (claim.year,), False
    return tuple(dict.fromkeys((claim.year, *named))), False


#: a year said as the topic of what follows: "2024년에는", "2023년엔", "2022년은"
_TOPIC = re.compile(r"\s*(?:년도|년)?\s*(?:말)?\s*(?:에는|엔|에도|은|는)(?![가-힣])")


def _topic_year(place: Place, marks: list[Mark]) -> Mark | None:
    """ "2024년에는 유동자산(227.06조원)도 늘었지만 유동부채(93.33조원)가": the year a sentence takes as its topic
    before the figure governs the clauses after it, when no other year stands between."""
    before = [m for m in marks if m.end <= place.start]
    if not before or not before[-1].value.isdigit() or not _TOPIC.match(place.text, before[-1].end):
        return None
    return before[-1]


def cell_of(place: Place) -> tuple[str, int]:
    """The text the figure's run is read in (a table cell: the cell) and the figure's start there."""
    offset = 0 if place.labels is None else len(place.labels) + 2
    return place.text[offset:], place.start - offset


def _in_run(place: Place, *, against: bool = False) -> bool:
    return run_of(*cell_of(place), against=against) is not None


def chain_of(place: Place) -> str | None:
    """Whether the figure is a link of a chain ("A → B", "A에서 B로"): "undated" for the start of one whose next
    link has no year of its own ("2024년 영업이익 23.5조 → 영업이익 23.5조": the year may be the start's or the
    end's), "link" for any other link, ``None`` for no chain."""
    text, start = cell_of(place)
    figures = figures_of(text)
    reader = Sentence(text, figures, ())
    figure = next((f for f in figures if f.start == start), None)
    if figure is None:
        return None
    nxt = reader.started(figure)
    if nxt is not None:
        return "link" if any(figure.end <= m.start < nxt.start for m in year_marks(text)) else "undated"
    return "link" if any(reader.started(f) is figure for f in figures) else None


def company_marks(text: str, names: dict[str, str]) -> list[Mark]:
    """Every company the text names, the longest name at each place, in order."""
    found: list[Mark] = []
    for name in sorted(names, key=len, reverse=True):
        for m in re.finditer(re.escape(name), text):
            if not any(f.start <= m.start() < f.end for f in found):
                found.append(Mark(m.start(), m.end(), names[name]))
    return sorted(found, key=lambda m: m.start)


def subjects_of(text: str, names: dict[str, str]) -> list[Mark]:
    """The companies a text names, less those named only as a comparison's base."""
    return [m for m in company_marks(text, names) if not _BASE.match(text, m.end)]


def companies_of(
    claim: Claim, place: Place, framing: tuple[str, ...], names: dict[str, str], defaults: Defaults
) -> tuple[tuple[str | None, ...], bool]:
    """The companies the figure may be of: the one its own words govern it with, or its place in a run
    set against the companies named before it; in a sentence naming several, any of them; named only as a
    base, those the sentences before it name."""
    marks = company_marks(place.text, names)
    if place.labels is not None and len({m.value for m in in_labels(place, marks)}) == 1:
        return (claim.company,), False
    own = [m for m in marks if not _BASE.match(place.text, m.end) or _owns(place, m)]
    governed = governing(place, own)
    if governed is not None:
        return (governed.value,), True
    text, start = cell_of(place)
    found = run_of(text, start, against=True)
    if found is not None:
        return _in_order(claim, place, found, framing, names)
    governed = nearest_in_clause(place, own)
    if governed is not None and not listed(place.text, governed, own):
        return (governed.value,), True
    subjects = {m.value for m in subjects_of(place.text, names)}
    if len(subjects) > 1:
        return tuple(dict.fromkeys((claim.company, *sorted(subjects)))), False
    before = next((seen for t in framing if (seen := {m.value for m in subjects_of(t, names)})), set())
    if claim.company in {m.value for m in marks} - subjects:
        # named only as a comparison's base: the figure is of the sentence's subject, or of the company the
        # sentences before speak of
        return tuple(dict.fromkeys((claim.company, *sorted(subjects or before), defaults.company))), False
    return (claim.company,), False


def _in_order(
    claim: Claim,
    place: Place,
    found: tuple[list[Figure], int],
    framing: tuple[str, ...],
    names: dict[str, str],
) -> tuple[tuple[str | None, ...], bool]:
    """A figure in a run set against each other ("9.0%와 31.1%", "−23.6% / 2.5%") is of the company at its
    place among those named before the run (in its sentence, else the nearest text before naming as many);
    with none named before it, any its sentence names after."""
    run, index = found
    offset = 0 if place.labels is None else len(place.labels) + 2
    head = place.text[: offset + run[0].start]
    for text in (head, *framing):
        # the companies a text names before its first figure: a list a run after it pairs with, in order
        first = next(iter(figures_of(text)), None)
        lead = text if text is head or first is None else text[: first.start]
        named = list(dict.fromkeys(m.value for m in company_marks(lead, names)))
        if text is head and 0 < len(named) < len(run):
            # "감소액은 삼성이 더 컸지만(8.3조 vs 5.6조) … 하이닉스가 훨씬 큼": the first before it, the rest after
            tail = place.text[offset + run[-1].end :]
            named = list(dict.fromkeys((*named, *(m.value for m in company_marks(tail, names)))))
        if len(named) == len(run):
            return (named[index],), True
        if named:
            return (claim.company,), False
    after = {m.value for m in subjects_of(place.text, names)}
    return tuple(dict.fromkeys((claim.company, *sorted(after)))), False


def _owns(place: Place, mark: Mark) -> bool:
    """ "삼성전자(2.5%)보다", "2023년(9,850억원) 대비": a base's own figure stands in the parenthesis right after it."""
    own = next((m for m in ASIDE.finditer(place.text) if m.start() <= place.start < m.end()), None)
    return own is not None and not place.text[mark.end : own.start()].strip(" 년도말")


def bases_of(claim: Claim, place: Place) -> tuple[str | None, ...]:
    """The bases the figure may be of: in a sentence naming both before it and neither governing it, either."""
    marks = [m for m in basis_marks(place.text) if m.end <= place.start]
    if place.labels is not None and in_labels(place, marks):
        return (claim.basis,)
    if governing(place, marks) is not None:
        return (claim.basis,)
    named = {m.value for m in marks}
    return tuple(dict.fromkeys((claim.basis, *sorted(named)))) if len(named) > 1 else (claim.basis,)


#: a bound followed by a move: "42조 가까이 불었네요", "31조 넘게 좋아진 거죠", "30% 가까이 빠졌습니다"
_MOVED_AFTER = re.compile(
    r"[^.,]{0,12}?(?:(줄|감소|빠|떨어|하락|악화|나빠|꺾)|늘|불었|불어|증가|뛰|상승|개선|좋아|커졌|확대)"
)

#: "40% 아래로 떨어졌다", "100조 이상으로 늘었다": a level's move past the bound, not a bound on the change
_TO_LEVEL = re.compile(r"[^.,]{0,8}?(?:으로|로)\s")

#: a band wide enough to hold any value a company reports
_ANY = (-1e30, 1e30)


def broken(bound: Claim, book: FactBook, defaults: Defaults, answer: str, names: dict[str, str]) -> bool:
    """Whether a bound ("40% 아래", ``bounds``) is on the wrong side of the level it speaks of: that level is
    known (some reading of it is a tool value, with no bound at all) and no reading's level holds the bound.
    A bound of a change or a gap ("12%p 이상 높음", "50% 넘게 줄었다") is left alone."""
    ratio = RATIOS.get(bound.account or "")
    unit = "won" if ratio is None else ("percent" if ratio[2] == 100.0 else "times")
    place = place_of(bound)
    if place is None:
        return False
    # "1년 새 매출이 42조 가까이 불었네요", "31조 넘게 좋아진": a bound on the change its words say, from the year
    # before (a change of what the tools give as a level: a difference of two years)
    moved = None if _TO_LEVEL.match(place.text, place.end) else _MOVED_AFTER.match(place.text, place.end)
    if moved is None and (bound.figure.unit != unit or RATE.search(place.text, *own_words(place))):
        return False  # a multiple of amounts, a rate of an amount: not a level of the account
    if moved is None and bound.moved_after:
        return False
    kind = "period" if moved is not None else "level"
    if moved is not None:
        bound = replace(bound, direction="down" if moved.group(1) else "up", yearly=True, change=True)

    def held(claim: Claim) -> bool:
        return any(
            candidate.kind == kind and candidate.kind in reading.kinds and close(reading.claim, candidate)
            for reading in readings(claim, defaults)
            for candidate in candidates(reading.claim, book)
        ) or (kind == "level" and tier_support(claim, book, defaults, answer, names) is not None)

    return held(replace(bound, band=_ANY)) and not held(bound)
