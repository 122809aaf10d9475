"""Parts of a year a writer computes from quarterly results: a half ("상반기 합계", "하반기", "1~6월") — the
year to date through the second quarter, or through the third less the third, the third and fourth
quarters added, or the year less the first half — and the average quarter of a year ("연간 영업이익을 네
분기로 나눈 분기 평균": the year's value over four, or the year to date's over its quarters) — and the fourth
quarter against the third ("4Q24 매출 QoQ ▼4.2%", "영업이익률 … 전분기比 ▼304bp"): the year less the nine months
against the third quarter's three months."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace
from itertools import product

from core.finance.concepts import statement_concepts
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


def fourth_moves(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """The fourth quarter's change from the third (one company, basis and year): a percent change of an amount
    (the year less the nine months to date against the third quarter's three months), or a change in points of
    a catalogue ratio of two amounts worked out so."""
    if not _fourth(claim):
        return
    if claim.figure.unit == "percent":
        for account in amount_accounts(claim, book, any_account=False):
            for fourth, third in _fourth_and_third(claim, book, account).values():
                if third:
                    yield Candidate((fourth - third) / abs(third) * 100, "4분기 전 분기 대비", "change")
    elif claim.figure.unit == "percent_point" and claim.account in RATIOS:
        tops, bottoms, scale, averaged = RATIOS[claim.account]
        if averaged or scale != 100.0:
            return
        for top_account, bottom_account in product(tops, bottoms):
            top = _fourth_and_third(claim, book, top_account)
            bottom = _fourth_and_third(claim, book, bottom_account)
            for key in top.keys() & bottom.keys():
                (top4, top3), (bottom4, bottom3) = top[key], bottom[key]
                if bottom4 and bottom3:
                    moved = (top4 / bottom4 - top3 / bottom3) * scale
                    yield Candidate(moved, "4분기 전 분기 대비 %p", "change", subtracted=True)


def against_to_date(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "3Q OPM이 누적 대비 +104bp": a catalogue ratio of a quarter's three months less the same ratio of the year
    to date through it (one company, basis and year), in points."""
    if claim.figure.unit != "percent_point" or claim.quarter is None or not claim.cumulative:
        return
    if claim.account not in RATIOS:
        return
    tops, bottoms, scale, averaged = RATIOS[claim.account]
    if averaged or scale != 100.0:
        return
    quarter = claim.quarter
    for top_account, bottom_account in product(tops, bottoms):
        top = _periods(claim, book, top_account)
        bottom = _periods(claim, book, bottom_account)
        for key in top.keys() & bottom.keys():
            (top3, top_ytd), (bottom3, bottom_ytd) = top[key], bottom[key]
            if bottom3.get(quarter) and bottom_ytd.get(quarter) and quarter in top3 and quarter in top_ytd:
                moved = (top3[quarter] / bottom3[quarter] - top_ytd[quarter] / bottom_ytd[quarter]) * scale
                yield Candidate(moved, "분기 − 누적 %p", "change", subtracted=True)


def _fourth_and_third(claim: Claim, book: FactBook, account: str) -> dict[_Series, tuple[float, float]]:
    """(the fourth quarter's three months, the third's) of ``account``, by company, basis and year."""
    loose = replace(claim, quarter=None)
    three: dict[_Series, float] = {}
    year: dict[_Series, dict[bool, float]] = defaultdict(dict)
    for fact in book.of([account], _WON):
        if fact.year is None or fact.change or not fits(loose, fact, account=False):
            continue
        key = (fact.company, fact.basis, fact.year)
        if fact.quarter is None:
            year[key].setdefault(True, fact.value)
        elif fact.quarter == 3 and fact.cumulative:
            year[key][False] = fact.value
        elif fact.quarter == 3:
            three[key] = fact.value
    return {
        key: (year[key][True] - year[key][False], three[key])
        for key in three
        if True in year[key] and False in year[key]
    }


def _fourth(claim: Claim) -> bool:
    """A fourth quarter's three months (not the year to date through it)."""
    return claim.quarter == 4 and not claim.cumulative and claim.half is None


def half_average_moves(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "상반기 분기 평균보다 매출이 +21.8% 많았어요" (of the third quarter): a later quarter's change from the first
    half's average quarter (the half over two), one company, basis and year."""
    if claim.figure.unit != "percent" or claim.half != 1 or not claim.per_quarter:
        return
    for account in amount_accounts(claim, book, any_account=False):
        for three, ytd in _periods(claim, book, account).values():
            halves = [c.value for c in _parts(replace(claim, per_quarter=False), three, ytd)]
            for quarter, value in three.items():
                for half in halves:
                    if quarter > 2 and half:
                        yield Candidate(
                            (value - half / 2) / abs(half / 2) * 100, "상반기 분기 평균 대비", "change"
                        )


#: balances (the statement of financial position): a quarter's end may be set against the year end before it
_BALANCES = frozenset(c.id for c in statement_concepts() if c.statements == ("BS",))


def since_year_end(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "증가율은 자본(+9.5%)이 부채(+7.7%)보다 높았기" under "FY23 말 | 3Q24 말": a balance's percent change from
    the year end to a quarter's end of the year after (one company and basis)."""
    if claim.figure.unit != "percent":
        return
    for account in amount_accounts(claim, book, any_account=False):
        if account not in _BALANCES:
            continue
        facts = [
            f
            for f in book.of([account], _WON)
            if not f.change and fits(replace(claim, quarter=None, year=None), f, account=False)
        ]
        ends = {
            (f.company, f.basis, f.year): f.value for f in facts if f.quarter is None and f.year is not None
        }
        for fact in facts:
            if fact.quarter is None or fact.year is None or (claim.quarter not in (None, fact.quarter)):
                continue
            before = ends.get((fact.company, fact.basis, fact.year - 1))
            if before:
                yield Candidate((fact.value - before) / abs(before) * 100, "전년 말 대비", "change")


#: a year to date set against a whole year: "9개월 누적 매출액이 2023년 연간의 79.1%", "9개월 만에 FY23 연간 매출을
#: 41.7% 초과"
_WHOLE = re.compile(r"연간")
_EXCEEDS = re.compile(r"초과|넘어|넘었|넘긴|웃돌|상회|많|늘어|늘었")


def to_date_against_year(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "9개월 누적 매출액이 2023년 연간의 79.1%": a year to date (of the year or the year after) over a whole
    year, of one company and basis — or, where the sentence says it went beyond the year (초과, 웃돌), by how
    much: where the sentence speaks of a year to date and of a whole year (연간) both."""
    if claim.figure.unit != "percent" or not claim.cumulative or not _WHOLE.search(claim.context):
        return
    beyond = bool(_EXCEEDS.search(claim.context))
    for account in amount_accounts(claim, book, any_account=False):
        facts = [f for f in book.of([account], _WON) if f.year is not None and not f.change]
        loose = replace(claim, quarter=None, cumulative=False)
        years = [f for f in facts if f.quarter is None and fits(loose, f, account=False)]
        for whole in years:
            if not whole.value:
                continue
            for part in facts:
                if (
                    part.cumulative
                    and part.quarter in (2, 3)
                    and (part.company, part.basis) == (whole.company, whole.basis)
                    and part.year in (whole.year, (whole.year or 0) + 1)
                ):
                    yield Candidate(part.value / whole.value * 100, "연간 대비 누적", "change")
                    if beyond:
                        moved = (part.value - whole.value) / abs(whole.value) * 100
                        yield Candidate(moved, "연간 대비 누적 초과", "change")


def _periods(
    claim: Claim, book: FactBook, account: str
) -> dict[_Series, tuple[dict[int, float], dict[int, float]]]:
    """``account``'s three-month quarters and years to date (4: the year), by company, basis and year."""
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
    return {key: (three[key], ytd[key]) for key in dict.fromkeys((*three, *ytd))}


def _series(claim: Claim, book: FactBook, account: str) -> dict[_Series, list[Candidate]]:
    """The parts of the year of ``account``, by company, basis and year."""
    return {
        key: list(_parts(claim, three, ytd)) for key, (three, ytd) in _periods(claim, book, account).items()
    }


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
