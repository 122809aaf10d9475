"""The values a writer derives from tool facts, for one reading of a claim.

Here: a fact as it stands (or at a table's display scale), and one account compared with itself —
growth and CAGR, shares ("별도 매출은 연결 매출의 65.8%", "전년의 94%") and multiples ("전년의 1.5배")
against another company, basis or year, differences, %p changes of a ratio. Two values compared differ
in exactly one way (``book.compared``); between two years the later one is the subject and must be in
the claim's year (a change is later minus earlier, so "1.2%p 상승" of a margin that fell does not hold),
between two companies or bases either may be. Values computed by a formula (ratios, per-share values,
price multiples) are in ``computed``; values over several facts (sums, shares of a sum, averages) in
``aggregates``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations, permutations

from core.verify.aggregates import (
    company_means,
    means,
    ratio_over_parts,
    shares_of_sums,
    stated_differences,
    sums,
    yearly_means,
)
from core.verify.book import (
    UNITS_FOR,
    Candidate,
    FactBook,
    amount_accounts,
    compared,
    fits,
    forward,
    together,
)
from core.verify.claim import Claim
from core.verify.computed import computed, per_share, price_multiples, ratios, wanted_ratios
from core.verify.directions import MOVES
from core.verify.facts import Fact, FactUnit
from core.verify.halves import (
    against_to_date,
    fourth_moves,
    half_average_moves,
    half_ratios,
    since_year_end,
    to_date_against_year,
    year_parts,
)
from core.verify.orientation import facts_held
from core.verify.vocab import RATIOS

#: the units a table of bare numbers is kept in: 원, 천원, 만원, 백만원, 억원, 십억원, 조원
_BARE_SCALES = (1.0, 1e3, 1e4, 1e6, 1e8, 1e9, 1e12)
_WON = UNITS_FOR["won"]


def candidates(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    unit = claim.figure.unit
    if unit == "number":
        yield from _bare(claim, book)
        return
    yield from _direct(claim, book)
    if unit == "won":
        yield from per_share(claim, book)
        yield from _differences(claim, book, _WON)
        yield from _named_differences(claim, book)
        yield from _expressed(claim, book)
        yield from sums(claim, book, _WON)
        yield from company_means(claim, book, _WON)
        yield from means(claim, book)
        yield from stated_differences(claim, book)
        yield from yearly_means(claim, book)
        yield from year_parts(claim, book)
    elif unit == "percent":
        yield from ratios(claim, book)
        yield from ratio_over_parts(claim, book)
        yield from half_ratios(claim, book)
        yield from _growth(claim, book)
        yield from _quarter_growth(claim, book)
        yield from fourth_moves(claim, book)
        yield from half_average_moves(claim, book)
        yield from since_year_end(claim, book)
        yield from to_date_against_year(claim, book)
        yield from _shares(claim, book)
        yield from shares_of_sums(claim, book)
        yield from yearly_means(claim, book)
    elif unit == "percent_point":
        yield from _point_changes(claim, book)
        yield from fourth_moves(claim, book)
        yield from against_to_date(claim, book)
    elif unit == "times":
        yield from ratios(claim, book)
        yield from ratio_over_parts(claim, book)
        yield from price_multiples(claim, book)
        yield from _multiples(claim, book)
        yield from yearly_means(claim, book)
    elif unit in ("shares", "count"):
        yield from _differences(claim, book, UNITS_FOR[unit])
        yield from sums(claim, book, UNITS_FOR[unit])


def _direct(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    units = UNITS_FOR[claim.figure.unit]
    for fact in book.facts:
        # a compound annual growth rate is what a sentence calls 연평균 or CAGR, and such a sentence states no
        # other rate of change (a year's YoY is no "3년 CAGR")
        compounded = _compounded(fact)
        if (
            fact.unit in units
            and fits(claim, fact)
            and (compounded or not (fact.change and claim.compound))
            and (claim.compound or not compounded)
        ):
            yield Candidate(fact.value, f"도구 값 {fact.describe()}", "period" if fact.change else "level")


def _compounded(fact: Fact) -> bool:
    """A compound annual growth rate (revenue_cagr_2y): only what a sentence calls 연평균 or CAGR."""
    return "cagr" in fact.label.lower() or "연평균" in fact.label


def _bare(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """A number with no unit (a table without one): any fact it could be at a usual display scale, or a
    difference of two (an 증감 column); an amount at its table's declared scale only ("(단위: 십억원)")."""
    scales = (claim.scale,) if claim.scale else _BARE_SCALES
    for fact in book.facts:
        if not fits(claim, fact):
            continue
        for scale in scales if fact.unit == "won" else (1.0,):
            yield Candidate(fact.value / scale, f"도구 값 {fact.describe()}", "level")
    for difference in _differences(claim, book, _WON):
        for scale in scales:
            yield Candidate(difference.value / scale, difference.how, difference.kind, subtracted=True)
    if claim.total or claim.mean or claim.span is not None:
        # a row of a total or an average ("| 평균 | 285.41 |", "| 3사 합계 | 299.26 |") in the table's unit
        amount = replace(claim, figure=replace(claim.figure, unit="won"))
        for aggregate in (
            *sums(amount, book, _WON),
            *company_means(amount, book, _WON),
            *yearly_means(amount, book),
        ):
            for scale in scales:
                yield Candidate(aggregate.value / scale, aggregate.how, aggregate.kind)


def _point_changes(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """%p: the change of one ratio between two years, companies or bases."""
    for ratio in wanted_ratios(claim.account):
        if RATIOS[ratio][2] != 100.0:
            continue
        values = book.of([ratio], UNITS_FOR["percent"]) + computed(book, ratio)
        for subject, base, kind in compared(claim, values):
            # "OPM은 현대차가 카카오보다 3.2%p 높음": a gap in a sentence of two companies is between them
            if not _between_companies(claim, kind):
                yield Candidate(subject.value - base.value, "%p 차이", kind, subtracted=True)


# --- one account compared with itself -------------------------------------------------------------


def _moving(claim: Claim) -> bool:
    return claim.change or claim.direction in MOVES


def _differences(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[Candidate]:
    if not _moving(claim):
        return
    for account in amount_accounts(claim, book, any_account=True):
        for subject, base, kind in compared(claim, book.of([account], units)):
            if forward(subject, base):
                yield Candidate(subject.value - base.value, "차이", kind, subtracted=True)


def _named_differences(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """One amount its sentence names less another: "순이익이 영업이익을 1.7조원 웃돌았다"."""
    if not _moving(claim) or claim.account in RATIOS:
        return
    amounts = [a for a in claim.named if a not in RATIOS]
    for first_account, second_account in permutations(amounts, 2):
        seconds = [f for f in book.of([second_account], _WON) if fits(claim, f, account=False)]
        for first in book.of([first_account], _WON):
            if fits(claim, first, account=False):
                for second in seconds:
                    if together(first, second):
                        yield Candidate(first.value - second.value, "차이", "change", subtracted=True)


def _expressed(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "| 유동자산 − 유동부채 | 3조 2,828억 원 |": the difference its header writes out, of one period."""
    if claim.difference_of is None:
        return
    first_account, second_account = claim.difference_of
    seconds = [f for f in book.of([second_account], _WON) if fits(claim, f, account=False)]
    for first in book.of([first_account], _WON):
        if fits(claim, first, account=False):
            for second in seconds:
                if together(first, second):
                    yield Candidate(
                        first.value - second.value, f"{first_account} − {second_account}", "level"
                    )


def _between_companies(claim: Claim, kind: str) -> bool:
    """A multiple or share in a sentence naming two companies is between them, unless it says it
    compares years ("전년의 1.5배")."""
    return kind == "period" and claim.rivals and not (claim.yearly or claim.bases or claim.across)


def _shares(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "별도 매출은 연결 매출의 65.8%", "카카오의 매출은 NAVER의 78.1%", "전년의 94% 수준": the way round its
    sentence puts the two (``orientation``)."""
    for account in amount_accounts(claim, book, any_account=False):
        for subject, base, kind in compared(claim, book.of([account], _WON)):
            if (
                base.value
                and not _between_companies(claim, kind)
                and facts_held(claim, subject, base, share=True)
            ):
                yield Candidate(subject.value / base.value * 100, "비중", kind)


def _multiples(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "7.9배": one value of an account over another — two periods, companies or bases; a ratio too
    ("영업이익률은 SK하이닉스가 삼성전자의 3.3배") — the way round its sentence puts them (``orientation``)."""
    for account in amount_accounts(claim, book, any_account=True):
        for subject, base, kind in compared(claim, book.of([account], _WON)):
            if (
                subject.value
                and base.value
                and not _between_companies(claim, kind)
                and facts_held(claim, subject, base)
            ):
                yield Candidate(subject.value / base.value, "배수", kind)
    if claim.account in RATIOS and RATIOS[claim.account][2] == 100.0:
        values = book.of([claim.account], UNITS_FOR["percent"]) + computed(book, claim.account)
        for subject, base, kind in compared(claim, values):
            if (
                subject.value
                and base.value
                and not _between_companies(claim, kind)
                and facts_held(claim, subject, base)
            ):
                yield Candidate(subject.value / base.value, "배수", kind)


def _growth(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """Percent change of one account between two years (and its CAGR over several)."""
    for account in amount_accounts(claim, book, any_account=_moving(claim)):
        facts = [f for f in book.of([account], _WON) if f.year is not None]
        for late, early, kind in compared(claim, facts):
            if kind != "period":
                continue
            if early.value:
                yield Candidate((late.value - early.value) / abs(early.value) * 100, "증감률", "period")
            years = (late.year or 0) - (early.year or 0)
            if claim.compound and years > 1 and early.value > 0 and late.value > 0:
                cagr = ((late.value / early.value) ** (1 / years) - 1) * 100
                yield Candidate(cagr, "연평균 증가율", "period")


def _quarter_growth(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "4Q24 매출 QoQ −4.2%", "3분기 9.18조원 대비 29.3% 감소": the percent change of one account from an
    earlier quarter of the year to a later one (three months against three months, or year to date
    against year to date), where the claim's quarter, if it names one, is either."""
    anyquarter = replace(claim, quarter=None)
    for account in amount_accounts(claim, book, any_account=_moving(claim)):
        facts = [f for f in book.of([account], _WON) if f.quarter is not None]
        for a, b in combinations(facts, 2):
            if (a.year, a.basis, a.company, a.cumulative) != (b.year, b.basis, b.company, b.cumulative):
                continue
            if a.quarter == b.quarter or a.account != b.account:
                continue
            late, early = (a, b) if (a.quarter or 0) > (b.quarter or 0) else (b, a)
            if claim.quarter is not None and claim.quarter not in (late.quarter, early.quarter):
                continue
            if early.value and fits(anyquarter, late, account=False):
                yield Candidate((late.value - early.value) / abs(early.value) * 100, "전 분기 대비", "change")
