"""What an ungoverned reading may be: a figure is flagged only when what its own words govern contradicts it,
or when no reading its context allows is a tool value — a last resort for a figure nothing else holds.

The confidence tiers (``tiers``) let each part of a figure its own words do not govern be any of those its
*sentence* names. A writer often names them a line or a heading earlier instead, and the readers' inference
(the answer's year, the company of the paragraph) may then be wrong while the figure is right:

- a level whose own sentence names no year (or no company) may be of those the nearest framing text naming
  any names — the sentence before it in its paragraph, its heading or parent line, else the question — when
  that text does not name the year (company) it was read as ("한 해 전인 2023년과 비교하면 … / 당시 순손실
  9.14조원", read as of the answer's 2024); a level only, never a change or gap derived from it. A year named
  as a comparison's base or a change's start ("2022년(9.82조원)보다", "2023년 87.5%에서") is not one a text
  speaks of, nor one in a parenthesis beside another figure ("13.23조원(2023년 12.27조원)"); a link of a
  chain ("30.29조 → 8조 4,115억 원") keeps its place's year, and a figure set against another in a run
  ("19.80조 vs 1.93조") its place's company;
- a figure with no account of its own ("후자는 전년의 1.33배예요") is of the accounts the nearest text before it
  names (``Claim.carried``), else its paragraph's nearest, else the question's — any reading of it;
- a rate of change no year of its own words governs ("2022년 … / 이후 2년 새 51.7% 늘었어요") may end in any
  year its sentence, framing or the question names or the answer's year, or end its own span after one of
  them, from the start its clause names if any (a change only).

What a figure's words govern (a tag, its clause, a table cell's labels) stays as said, and so does its basis:
a sentence that names 별도 often speaks of its own figure alone ("별도 기준 매출은 5.61조원입니다. 자산총계
35.74조원 …"); reading the next one as either lost 30 of the first corpus's other-basis mutants. A wrong
figure that equals the value of a year or company its nearest framing names, when its own words name none,
passes: the cost, measured with the mutants (``evals.validator_mutants``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import product
from typing import Any

from core.verify.around import before_of
from core.verify.book import Candidate, FactBook
from core.verify.claim import Claim, dated, reread
from core.verify.defaults import Defaults
from core.verify.governing import Place, own_words, place_of, run_of
from core.verify.marks import ASIDE, figures_of
from core.verify.match import support
from core.verify.moves import RATE
from core.verify.readings import Reading
from core.verify.tiers import (
    GAP_LABEL,
    YEAR_BASE,
    bases_of,
    cell_of,
    chain_of,
    companies_of,
    company_marks,
    quarters_of,
    years_of,
)
from core.verify.vocab import account_marks, relative_year_marks, year_marks

_UNITS = frozenset({"won", "percent", "times"})


def ungoverned_support(
    claim: Claim, book: FactBook, defaults: Defaults, answer: str, names: dict[str, str], query: str
) -> tuple[Reading, Candidate] | None:
    """A reading that holds ``claim`` with each part its own words leave open read as its framing allows."""
    if claim.figure.unit not in _UNITS or claim.band is not None or claim.bound or claim.per_unit:
        return None
    if claim.account is None:
        # no account of its own: read as of each its paragraph or the question names, as it was read otherwise
        for account in _accounts(claim, query):
            found = support(replace(claim, account=account, carried=()), book, defaults)
            if found is not None:
                return found
    place = place_of(claim)
    if place is None or GAP_LABEL.search(place.text, 0, place.start):
        return None
    framing = before_of(claim.context, answer)
    if claim.rate:
        return _rate_support(claim, place, framing, query, book, defaults)
    if claim.share or claim.total or claim.average or claim.span is not None:
        return None
    if RATE.search(place.text, *own_words(place)):
        return None
    return _level_support(claim, place, (*framing, query), names, book, defaults)


def _level_support(
    claim: Claim,
    place: Place,
    framing: tuple[str, ...],
    names: dict[str, str],
    book: FactBook,
    defaults: Defaults,
) -> tuple[Reading, Candidate] | None:
    """A level of the figure's account with its open parts read from the nearest text that names them."""
    accounts = _accounts(claim, framing[-1])
    if not accounts:
        return None
    probe = replace(claim, account=accounts[0])
    years, companies, bases = _open_parts(probe, place, framing, names, defaults)
    quarters, _ = quarters_of(probe, place, framing[:-1])
    for account, year, company, basis, quarter in product(accounts, years, companies, bases, quarters):
        if (account, year, company, basis) == (claim.account, claim.year, claim.company, claim.basis):
            continue  # the parts left open read as before: the other rules tried it
        found = support(reread(claim, account, year, company, basis, quarter), book, defaults)
        if found is not None and found[1].kind == "level":
            return found
    return None


def _open_parts(
    claim: Claim, place: Place, framing: tuple[str, ...], names: dict[str, str], defaults: Defaults
) -> tuple[tuple[int | None, ...], tuple[str | None, ...], tuple[str | None, ...]]:
    """The years, companies and bases the figure may be of. A year or company is left open only when its own
    sentence (or cell and its labels) names none of its kind, and then only when the nearest text before it
    that names some does not name the one it was read as: it may be any of those. A basis is not: a sentence
    that names one often speaks of that figure alone ("별도 기준 매출은 5.61조원입니다. 자산총계 …")."""
    years, sure_year = years_of(claim, place, framing[:-1])
    companies, sure_company = companies_of(claim, place, framing[:-1], names, defaults)
    bases = bases_of(claim, place)
    against = run_of(*cell_of(place), against=True) is not None
    chained = chain_of(place) is not None
    # … and a link of a chain ("30.29조 → 8조 4,115억 원") is of its place in the chain
    if not sure_year and not year_marks(place.text) and not relative_year_marks(place.text) and not chained:
        year = claim.year if claim.year is not None else (claim.anchor or defaults.year)
        seen = year if year is None or claim.year is not None else year + claim.shift
        years = (*years, *_nearest(seen, [_spoken_years(t) for t in framing]))
    # a figure in a run set against another ("순이익은 19.80조 vs 1.93조") is of its place there
    if not sure_company and not company_marks(place.text, names) and not against:
        named = [{m.value for m in company_marks(t, names)} for t in framing]
        companies = (*companies, *_nearest(claim.company or defaults.company, named))
    return tuple(dict.fromkeys(years)), tuple(dict.fromkeys(companies)), tuple(dict.fromkeys(bases))


def _rate_support(
    claim: Claim, place: Place, framing: tuple[str, ...], query: str, book: FactBook, defaults: Defaults
) -> tuple[Reading, Candidate] | None:
    """ "2022년 … 1조 3,047억원이었어요. / 이후 2년 새 51.7% 늘었어요": a rate of change no year of its own words
    governs runs to any year its sentence, paragraph, heading or the question names, or the answer's year (or
    ends its own span after one of them), from the start its clause names or else any year before it — a
    change only (a level's year a mutant may swap is left as read)."""
    if claim.compound or relative_year_marks(place.text) or years_of(claim, place, framing)[1]:
        return None  # a year its own words govern
    named = {int(m.value) for text in (place.text, *framing, query) for m in year_marks(text)}
    named |= {defaults.year} if defaults.year is not None else set()
    # "2022년 … / 이후 2년 새 51.7% 늘었어요": a span of its own words may start at a year named, too
    named |= {y + claim.back for y in named} if claim.back else set()
    for account, year in product(_accounts(claim, query), sorted(named)):
        if (account, year) == (claim.account, claim.year):
            continue
        # the start its own clause names stays ("(2022년 5,694억원 대비 19.1% 감소)")
        read = replace(
            dated(replace(claim, account=account, carried=()), year), ends=(year,), bases=claim.bases
        )
        found = support(read, book, defaults)
        if found is not None and found[1].kind != "level":
            return found
    return None


def _accounts(claim: Claim, query: str) -> tuple[str, ...]:
    """The accounts the figure may be of: its own; with none, those the nearest text before it that names any
    names (the sentence before, a line of its paragraph, its heading), else those the question names."""
    if claim.account is not None:
        return (claim.account,)
    if claim.carried:
        return claim.carried
    if claim.history:
        return claim.history[:1]
    return tuple(dict.fromkeys(m.value for m in account_marks(query)))


#: after a year that starts a change: "2023년 87.5%에서", "2022년 6.81조원 흑자에서", "2021년부터", "FY21 → FY22"
_STARTS = re.compile(r"[^\n→]{0,20}?(?:에서|부터|→|->)")


def _spoken_years(text: str) -> set[int]:
    """The years a text speaks of: not one named as a comparison's base ("2022년(9.82조원)보다 54.0% 늘었고") or
    as the start of a change ("부채비율이 2023년 87.5%에서 약 25.4%p 낮아졌어요": of the year it ends in, which
    the text may leave unnamed), nor one in a parenthesis that holds another figure ("13.23조원(2023년
    12.27조원)")."""
    asides = [a.span() for a in ASIDE.finditer(text) if figures_of(a.group())]
    return {
        int(m.value)
        for m in year_marks(text)
        if not YEAR_BASE.match(text, m.end)
        and not _STARTS.match(text, m.end)
        and not any(a <= m.start < b for a, b in asides)
    }


def _nearest(seen: object, named: list[set[Any]]) -> tuple[Any, ...]:
    """What the nearest text that names any of a kind names, when the reading's own is not among them."""
    found = next((values for values in named if values), set())
    return () if seen in found else tuple(sorted(found))
