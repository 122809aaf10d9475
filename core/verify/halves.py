"""Parts of a year a writer computes from quarterly results: a half ("상반기 합계", "하반기", "1~6월") — the
year to date through the second quarter, or through the third less the third, the third and fourth
quarters added, or the year less the first half — and the average quarter of a year ("연간 영업이익을 네
분기로 나눈 분기 평균": the year's value over four, or the year to date's over its quarters)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace
from itertools import product

from core.verify.book import UNITS_FOR, Candidate, FactBook, amount_accounts, fits
from core.verify.claim import Claim
from core.verify.vocab import RATIOS

_WON = UNITS_FOR["won"]
#: one company, basis and year
_Series = tuple[str | None, str | None, int]


def year_parts(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """A half of the year, its average quarter, or its fourth quarter (the year less the year to date
    through the third: "| 4Q24(역산) | 19.77 |"), of the claim's account (one company, basis, year)."""
    if claim.half is None and not claim.per_quarter and not _fourth(claim):
        return
    for account in amount_accounts(claim, book, any_account=False):
        for parts in _series(claim, book, account).values():
            yield from parts


def half_ratios(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "| 하반기 | 154.89조 | 15.68조 | 10.1% |", "상반기(누적−3분기) OPM은 9.1%": a catalogue ratio of a half's
    two amounts (one company, basis and year)."""
    if (claim.half is None and not _fourth(claim)) or claim.account not in RATIOS:
        return
    tops, bottoms, scale, averaged = RATIOS[claim.account]
    if averaged:
        return
    for top_account, bottom_account in product(tops, bottoms):
        top_parts = _series(claim, book, top_account)
        bottom_parts = _series(claim, book, bottom_account)
        for key in top_parts.keys() & bottom_parts.keys():
            for top, bottom in product(top_parts[key], bottom_parts[key]):
                if bottom.value:
                    yield Candidate(top.value / bottom.value * scale, f"{top.how} 비율", "level")


def _fourth(claim: Claim) -> bool:
    """A fourth quarter's three months (not the year to date through it)."""
    return claim.quarter == 4 and not claim.cumulative and claim.half is None


def _series(claim: Claim, book: FactBook, account: str) -> dict[_Series, list[Candidate]]:
    """The parts of the year of ``account``, by company, basis and year."""
    loose = replace(claim, quarter=None)
    three: dict[_Series, dict[int, float]] = defaultdict(dict)
    ytd: dict[_Series, dict[int, float]] = defaultdict(dict)
    for fact in book.of([account], _WON):
        if fact.year is None or fact.change or not fits(loose, fact, account=False):
            continue
        key = (fact.company, fact.basis, fact.year)
        if fact.quarter is None:
            ytd[key].setdefault(4, fact.value)  # the year
        elif fact.cumulative:
            ytd[key][fact.quarter] = fact.value
        else:
            three[key][fact.quarter] = fact.value
    return {key: list(_parts(claim, three[key], ytd[key])) for key in dict.fromkeys((*three, *ytd))}


def _parts(claim: Claim, three: dict[int, float], ytd: dict[int, float]) -> Iterator[Candidate]:
    if claim.per_quarter:
        for quarter, value in ytd.items():
            yield Candidate(value / quarter, "분기 평균", "level")
    firsts = [ytd.get(2)]
    if 3 in ytd and 3 in three:
        firsts.append(ytd[3] - three[3])
    if 1 in three and 2 in three:
        firsts.append(three[1] + three[2])
    first = [v for v in firsts if v is not None]
    if _fourth(claim) and 4 in ytd and 3 in ytd:
        yield Candidate(ytd[4] - ytd[3], "4분기(연간 − 3분기 누적)", "level")
    if claim.half == 1:
        for value in first:
            yield Candidate(value, "상반기", "level")
    elif claim.half == 2:
        if 3 in three and 4 in three:
            yield Candidate(three[3] + three[4], "하반기", "level")
        if 4 in ytd:
            for value in first:
                yield Candidate(ytd[4] - value, "하반기", "level")
