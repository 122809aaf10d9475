"""How surely the checker attributes a figure to an account, a period and a company (its ``Confidence``).

Every rule before the last reads a figure as its words give it, and a figure none of them holds is flagged.
That is right when the words *say* what the figure is, and the cause of many false flags on free-written
prose when they do not: the nearest label stands words away, two accounts or years compete in the clause,
the sentence speaks of two companies at once, or the figure has no label of its own. So each of a figure's
three parts gets a ``Grade`` from where its attribution comes from:

- ``SURE`` — the account: a label right beside it ("영업이익 6.57조원", "영업이익: 6.57조", "영업이익(6.57조)"), or
  beside the figure whose tag it stands in ("OPM 18.4% (▼3.0%p YoY)"); the period: a year its words govern (a
  tag, its parenthesis's opener, its clause, its run: ``tiers``), or no two years in its clause, or a change
  (which names the two years it runs between); the company: one its words govern, or fewer than two named in
  its sentence as its subjects (not as a comparison's base). A table cell is sure of each (its row and
  column headers label it), and so is a figure in a run (its place there pairs it: ``tiers``). Held exactly
  as strictly as the rules before hold it.
- ``FAR`` — the account's nearest label in its clause stands past another figure or more than a few words off.
- ``COMPETING`` — several accounts (none beside it), or for a level several years (none governing it), in its
  clause.
- ``MIXED`` — its sentence names several companies and none governs the figure.
- ``UNLABELLED`` — prose with no account word in its clause (its account is carried from text before it).

A figure with a part of a loose grade (any but ``SURE``) is held by ``loose_support`` when some value of its
kind and unit that the tools hold or derive equals it as written, each loose part read as any the answer's
context names (an account its sentence, the text framing it or the question names; a year the answer or the
question names; any company), each sure part and its basis as read: a percent by a ratio, growth, share or
margin, an amount by an amount, a per-share won by a per-share value, a %p by a difference of two ratios —
and a level only by a level (a change, share or gap only where its words say it moved or compares). The
cost: a wrong figure that equals the value of another reading its words leave open passes (measured with
``evals.validator_mutants``). A figure no value of its kind holds stays flagged at every grade, and so does
one whose digits a random figure would match as easily (the values of its kind lie too thick around it:
the decoys of ``fallback``). A period or company named only in another clause or sentence stays the
readers' to find (``ungoverned``): opening them lost wrong-year and wrong-company twins under headings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import Enum

from core.verify.around import before_of
from core.verify.book import Candidate, FactBook
from core.verify.claim import Claim, dated
from core.verify.defaults import NO_DEFAULTS, Defaults
from core.verify.derive import candidates
from core.verify.fallback import decoys
from core.verify.governing import Place, own_words, place_of, run_of
from core.verify.marks import ASIDE, figures_of
from core.verify.match import close
from core.verify.readings import readings
from core.verify.tiers import cell_of, companies_of, subjects_of, years_of
from core.verify.vocab import Mark, account_marks, year_marks


class Grade(Enum):
    """How surely a figure's words attribute it (see the module's text)."""

    SURE = "sure"
    FAR = "far"
    COMPETING = "competing"
    MIXED = "mixed"
    UNLABELLED = "unlabelled"

    @property
    def loose(self) -> bool:
        return self is not Grade.SURE


#: what may stand between a label and its figure: particles, a colon, 약, a basis word, emphasis
_BESIDE = re.compile(
    r"[\s*:：=]*(?:[은는이가을를의도]|에서|으로|로)?[\s*:：=]*(?:\([^()0-9]*\))?[\s*:：=]*"
    r"(?:(?:연결|별도)\s*(?:기준)?\s*)?(?:약|대략|무려|총|합계|각각)?\s*$"
)
_UNITS = frozenset({"won", "percent", "percent_point", "times"})


@dataclass(frozen=True, slots=True)
class Confidence:
    """How surely a figure's words give each of its parts: its account, its period, its company."""

    account: Grade
    period: Grade
    company: Grade

    @property
    def grade(self) -> Grade:
        """The figure's grade: ``SURE`` when every part is, else the first part's that is not."""
        return next((g for g in (self.account, self.period, self.company) if g.loose), Grade.SURE)


SURE = Confidence(Grade.SURE, Grade.SURE, Grade.SURE)


def grade_of(claim: Claim, names: dict[str, str], answer: str = "", query: str = "") -> Grade:
    """The grade of ``claim``'s attribution (``SURE`` where its place cannot be read)."""
    return confidence_of(claim, names, answer, query).grade


def confidence_of(claim: Claim, names: dict[str, str], answer: str = "", query: str = "") -> Confidence:
    """How surely ``claim``'s words give its account, period and company. A table cell is sure of each (its
    row and column headers label it), and so is a figure whose place cannot be read."""
    place = place_of(claim)
    if place is None or place.labels is not None:
        return SURE
    text, start = cell_of(place)
    if run_of(text, start) is not None or run_of(text, start, against=True) is not None:
        return SURE  # its place in a run pairs it ("매출/영업이익: 258.9조/6.6조", "19.80조 vs 1.93조"): ``tiers``
    framing = before_of(claim.context, answer) if answer else ()
    return Confidence(
        _account_grade(place),
        _period_grade(claim, place, framing, moving=moving(claim)),
        _company_grade(claim, place, framing, names),
    )


def _account_grade(place: Place) -> Grade:
    """A label right beside it is sure; none in its clause, unlabelled; several (none beside), competing."""
    text = place.text
    own = next((m for m in ASIDE.finditer(text) if m.start() <= place.start < m.end()), None)
    outer = next(
        (
            f
            for f in figures_of(text)
            if own and f.end <= own.start() and not text[f.end : own.start()].strip()
        ),
        None,
    )
    if outer is not None:
        # "OPM 18.4% (▼3.0%p YoY)": a figure in the tag of another is labelled as that one is
        return _account_grade(Place(text, outer.start, outer.end, None))
    start, end = own_words(place)
    accounts = [m for m in account_marks(text) if start <= m.start and m.end <= end]
    if _beside(place, accounts):
        return Grade.SURE
    if not accounts:
        return Grade.UNLABELLED
    before = [m for m in accounts if m.end <= place.start]
    if len({m.value for m in accounts}) > 1 and len({m.value for m in before}) != 1:
        return Grade.COMPETING
    return Grade.FAR


def _period_grade(claim: Claim, place: Place, framing: tuple[str, ...], *, moving: bool) -> Grade:
    """Several years in its clause, none governing it (a tag, its parenthesis's opener, its clause, its place in
    a run: ``tiers``), compete; else the period is as read (a year named in another clause or sentence is
    the readers' and the framing rules' to find: opening it lost many wrong-year twins)."""
    if moving or years_of(claim, place, framing)[1]:
        return Grade.SURE  # a change names the two years it runs between: they do not compete
    start, end = own_words(place)
    if len({m.value for m in year_marks(place.text) if start <= m.start and m.end <= end}) > 1:
        return Grade.COMPETING
    return Grade.SURE


def _company_grade(claim: Claim, place: Place, framing: tuple[str, ...], names: dict[str, str]) -> Grade:
    """A sentence naming several companies, none governing the figure, mixes them; else the company is as
    read (one named in a heading or line above is the readers' to find: opening it lost wrong-company twins
    under a company's heading)."""
    if len({m.value for m in subjects_of(place.text, names)}) < 2:  # a company named as a base is no subject
        return Grade.SURE
    if companies_of(claim, place, framing, names, NO_DEFAULTS)[1]:
        return Grade.SURE
    return Grade.MIXED


def moving(claim: Claim) -> bool:
    """Whether the figure's words say it moved or compares (a change, a rate, a share, a gap or a multiple)."""
    changed = claim.change or claim.rate or claim.share or claim.direction in ("up", "down")
    return changed or claim.figure.unit in ("percent_point", "times") or claim.difference_of is not None


def _beside(place: Place, accounts: list[Mark]) -> bool:
    """A label right before the figure ("영업이익은 약 6.57조원", "OPM: 9.3%") or right before the parenthesis
    the figure stands in ("영업이익(6.57조원)")."""
    text = place.text
    own = next((m for m in ASIDE.finditer(text) if m.start() <= place.start < m.end()), None)
    at = own.start() if own is not None and not figures_of(text[own.start() + 1 : place.start]) else None
    for mark in accounts:
        end = mark.end
        if at is not None and end <= at and not text[end:at].strip(" *"):
            return True
        if end <= place.start and _BESIDE.match(text, end, place.start) is not None:
            return not figures_of(text[end : place.start])
    return False


def loose_support(
    claim: Claim, book: FactBook, defaults: Defaults, answer: str, names: dict[str, str], query: str
) -> Candidate | None:
    """A value of ``claim``'s kind and unit that holds it, each part its words are not sure of read as any
    the answer's context names (else ``None``)."""
    if claim.figure.unit not in _UNITS or claim.band is not None or claim.bound or claim.per_unit:
        return None
    sure = confidence_of(claim, names, answer, query)
    if not sure.grade.loose:
        return None
    place = place_of(claim)
    assert place is not None
    framing = before_of(claim.context, answer)
    accounts = accounts_of(claim, place, framing, query) if sure.account.loose else (claim.account,)
    years: list[int | None] = [claim.year]
    if sure.period.loose:
        named = {int(m.value) for text in (answer, query) for m in year_marks(text)}
        years = [*sorted(named | ({claim.year} if claim.year is not None else set()))] or [claim.year]
        defaults = replace(defaults, year=None)
    if sure.company.loose:
        defaults = replace(defaults, company=None)
    # a level stays a level: a change, share or gap only for a figure its words say moved or compare
    changing = moving(claim)
    pairs: list[tuple[Claim, Candidate]] = []
    for account in accounts:
        for year in years:
            read = replace(claim, account=account, other_accounts=(), carried=(), history=())
            read = dated(read, year) if sure.period.loose else read
            if sure.company.loose:
                read = replace(read, company=None, other_companies=(), between=())
            for reading in readings(read, defaults):
                pairs += [
                    (reading.claim, c)
                    for c in candidates(reading.claim, book)
                    if c.kind in reading.kinds and (changing or c.kind == "level")
                ]
    found = next((c for r, c in pairs if close(r, c) and _signs_agree(claim, c)), None)
    if found is None or _chance(claim, pairs) > MOST_CHANCE:
        return None
    return found


def _signs_agree(claim: Claim, candidate: Candidate) -> bool:
    """A figure written with its sign ("−17.1%", "−1.37조원") is held only by a value of that sign: an account
    read in loosely whose sign the catalogue leaves free (a tax rate, an expense ratio) holds no minus."""
    value = claim.figure.value
    if not (claim.figure.signed or value < 0) or not candidate.value:
        return True
    return (candidate.value < 0) == (value < 0)


#: the share of decoys the values of a figure's kind may match before a match is put down to chance
MOST_CHANCE = 0.05
_DECOYS = 40


def _chance(claim: Claim, pairs: list[tuple[Claim, Candidate]]) -> float:
    """The share of decoys (the figure moved to other values at its precision, from half to twice it) that
    some value holds too."""
    factors = decoys(claim)
    if not factors:
        return 1.0
    hits = 0
    for factor in factors:
        figure = replace(claim.figure, value=claim.figure.value * factor)
        if any(close(replace(r, figure=figure), c) for r, c in pairs):
            hits += 1
    return hits / len(factors)


def accounts_of(claim: Claim, place: Place, framing: tuple[str, ...], query: str) -> tuple[str | None, ...]:
    """The accounts the figure may be of: its own, those its sentence names, those the nearest framing text
    naming any names (a sentence before it in its paragraph, its heading), and the question's."""
    own = (claim.account, *claim.other_accounts, *claim.named, *claim.carried, *claim.history[:1])
    sentence = [m.value for m in account_marks(place.text)]
    framed = next((found for text in framing if (found := [m.value for m in account_marks(text)])), [])
    asked = [m.value for m in account_marks(query)]
    return tuple(a for a in dict.fromkeys((*own, *sentence, *framed, *asked)) if a is not None)
