"""The values a writer derives from tool facts, for one reading of a claim.

The ratios of ``vocab.RATIOS`` (one company, year and basis; ROE and ROA also on the average of two
year-ends), growth and CAGR of one account, shares ("별도 매출은 연결 매출의 65.8%", "전년의 94%") and
multiples ("전년의 1.5배") of one account against another company, basis or year, differences, sums over
companies or quarters, the average of two year-ends, %p changes of a ratio, per-share values and price
multiples. Two values compared differ in exactly one way; between two years the later one is the
subject and must be in the claim's year (a change is later minus earlier, so "1.2%p 상승" of a margin
that fell does not hold), between two companies or bases either may be.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from itertools import combinations, permutations
from typing import Any

from core.verify.book import DIMENSIONS, UNITS_FOR, Candidate, FactBook, fits, same_entity, together
from core.verify.claims import Claim
from core.verify.facts import Fact, FactUnit
from core.verify.vocab import FAMILIES, PER_SHARE, PRICE_MULTIPLES, RATIOS

#: the units a table of bare numbers is kept in: 원, 천원, 만원, 백만원, 억원, 십억원, 조원
_BARE_SCALES = (1.0, 1e3, 1e4, 1e6, 1e8, 1e9, 1e12)
_WON = UNITS_FOR["won"]
#: sums over at most this many companies (or quarters) at once
_MOST_SUMMED = 6


def candidates(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    unit = claim.figure.unit
    if unit == "number":
        yield from _bare(claim, book)
        return
    yield from _direct(claim, book)
    if unit == "won":
        yield from _per_share(claim, book)
        yield from _differences(claim, book, _WON)
        yield from _named_differences(claim, book)
        yield from _sums(claim, book, _WON)
        yield from _means(claim, book)
    elif unit == "percent":
        yield from _ratios(claim, book)
        yield from _growth(claim, book)
        yield from _shares(claim, book)
        yield from _shares_of_sums(claim, book)
    elif unit == "percent_point":
        yield from _point_changes(claim, book)
    elif unit == "times":
        yield from _ratios(claim, book)
        yield from _price_multiples(claim, book)
        yield from _multiples(claim, book)
    elif unit in ("shares", "count"):
        yield from _differences(claim, book, UNITS_FOR[unit])
        yield from _sums(claim, book, UNITS_FOR[unit])


def _direct(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    units = UNITS_FOR[claim.figure.unit]
    for fact in book.facts:
        if fact.unit in units and fits(claim, fact) and (claim.compound or not _compounded(fact)):
            yield Candidate(fact.value, f"도구 값 {fact.describe()}", "period" if fact.change else "level")


def _compounded(fact: Fact) -> bool:
    """A compound annual growth rate (revenue_cagr_2y): only what a sentence calls 연평균 or CAGR."""
    return "cagr" in fact.label.lower() or "연평균" in fact.label


def _bare(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """A number with no unit (a table without one): any fact it could be at a usual display scale, or a
    difference of two (an 증감 column)."""
    for fact in book.facts:
        if not fits(claim, fact):
            continue
        for scale in _BARE_SCALES if fact.unit == "won" else (1.0,):
            yield Candidate(fact.value / scale, f"도구 값 {fact.describe()}", "level")
    for difference in _differences(claim, book, _WON):
        for scale in _BARE_SCALES:
            yield Candidate(difference.value / scale, difference.how, difference.kind, subtracted=True)


# --- ratios ---------------------------------------------------------------------------------------


def _wanted_ratios(account: str | None, *, rate: bool = False) -> list[str]:
    """A ratio's own name; any ratio for no account; for an amount, the ratios computed with it
    ("기말 자본(363.68조원)만으로 계산하면 4.3%") — unless the figure is a rate of change of it."""
    if account is None:
        return list(RATIOS)
    if account in RATIOS:
        return [account]
    if rate:
        return []
    return [r for r, (tops, bottoms, _, _) in RATIOS.items() if account in tops or account in bottoms]


def computed(book: FactBook, ratio: str) -> list[Fact]:
    """Every value of ``ratio`` the book's amounts give, with their context (cached on the book)."""
    cache = book.derived
    if ratio in cache:
        return cache[ratio]
    numerators, denominators, scale, averaged = RATIOS[ratio]
    unit: FactUnit = "percent" if scale == 100.0 else "times"
    bottoms = book.of(denominators, _WON)
    out: list[Fact] = []
    for top in book.of(numerators, _WON):
        for bottom in bottoms:
            if bottom.value and together(top, bottom):
                out.append(_ratio_fact(top.value / bottom.value * scale, unit, ratio, top, bottom, ""))
        if averaged and top.year is not None:
            for start, end in _year_pairs(bottoms, top):
                mean = (start.value + end.value) / 2
                if mean:
                    out.append(_ratio_fact(top.value / mean * scale, unit, ratio, top, end, " (평균)"))
    cache[ratio] = out
    return out


def _ratio_fact(value: float, unit: FactUnit, ratio: str, top: Fact, bottom: Fact, note: str) -> Fact:
    return Fact(
        value=value,
        unit=unit,
        account=ratio,
        year=top.year if top.year is not None else bottom.year,
        quarter=top.quarter if top.quarter is not None else bottom.quarter,
        basis=top.basis or bottom.basis,
        company=top.company or bottom.company,
        label=f"{ratio}{note}",
    )


def _year_pairs(facts: list[Fact], anchor: Fact) -> Iterator[tuple[Fact, Fact]]:
    ends = [f for f in facts if f.year == anchor.year and same_entity(f, anchor)]
    starts = [
        f for f in facts if anchor.year is not None and f.year == anchor.year - 1 and same_entity(f, anchor)
    ]
    for end in ends:
        for start in starts:
            if end.basis == start.basis:
                yield start, end


def _ratios(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    percent = claim.figure.unit == "percent"
    for ratio in _wanted_ratios(claim.account, rate=claim.rate):
        if (RATIOS[ratio][2] == 100.0) != percent:
            continue
        for fact in computed(book, ratio):
            if fits(claim, fact, account=False):
                yield Candidate(fact.value, fact.label, "level")
    yield from _named_ratios(claim, book, 100.0 if percent else 1.0)


def _named_ratios(claim: Claim, book: FactBook, scale: float) -> Iterator[Candidate]:
    """One amount its sentence names over another: "현금성자산은 자산총계의 12%", "영업비용 7.10조원 ÷
    영업수익 7.56조원 = 93.9%"."""
    if claim.rate or claim.account in RATIOS:
        return  # a ratio named as such is that ratio; a rate of change is no ratio of amounts
    amounts = [a for a in claim.named if a not in RATIOS]
    for top_account, bottom_account in permutations(amounts, 2):
        bottoms = [f for f in book.of([bottom_account], _WON) if f.value and fits(claim, f, account=False)]
        for top in book.of([top_account], _WON):
            if fits(claim, top, account=False):
                for bottom in bottoms:
                    if together(top, bottom):
                        yield Candidate(top.value / bottom.value * scale, "비율", "level")


def _point_changes(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """%p: the change of one ratio between two years, companies or bases."""
    for ratio in _wanted_ratios(claim.account):
        if RATIOS[ratio][2] != 100.0:
            continue
        values = book.of([ratio], UNITS_FOR["percent"]) + computed(book, ratio)
        for subject, base, kind in _compared(claim, values):
            yield Candidate(subject.value - base.value, "%p 차이", kind, subtracted=True)


# --- one account compared with itself -------------------------------------------------------------


def _amount_accounts(claim: Claim, book: FactBook, *, any_account: bool) -> list[str]:
    """The accounts a comparison of ``claim`` may be of: its own (with its family), or with no account
    of its own and ``any_account``, every account the book holds that is not a ratio."""
    if claim.account is None:
        return [a for a in book.by_account if a is not None and a not in RATIOS] if any_account else []
    if claim.account in RATIOS:
        return []
    return sorted(FAMILIES.get(claim.account, frozenset({claim.account})))


def _compared(claim: Claim, facts: Sequence[Fact]) -> Iterator[tuple[Fact, Fact, str]]:
    """(subject, base, kind) for two values of one account that differ in exactly one way: a later year
    against an earlier one (one of the claim's start years, if it names them), the later in the claim's
    year ("period"); two companies, bases or quarters either way round ("change")."""
    for a, b in combinations(facts, 2):
        if a.account != b.account:
            continue
        differing = [d for d in DIMENSIONS if getattr(a, d) != getattr(b, d)]
        if len(differing) != 1 or (differing[0] == "basis" and not claim.both_bases):
            continue  # 연결 against 별도 only where the sentence names both
        if differing[0] == "year":
            if a.year is None or b.year is None:
                continue
            early, late = (a, b) if a.year < b.year else (b, a)
            if claim.bases and early.year not in claim.bases:
                continue
            if fits(claim, late, account=False):
                yield late, early, "period"
        elif fits(claim, a, account=False) or fits(claim, b, account=False):
            yield a, b, "change"
            yield b, a, "change"


def _moving(claim: Claim) -> bool:
    return claim.change or claim.direction in ("up", "down")


def _differences(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[Candidate]:
    if not _moving(claim):
        return
    for account in _amount_accounts(claim, book, any_account=True):
        for subject, base, kind in _compared(claim, book.of([account], units)):
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


def _between_companies(claim: Claim, kind: str) -> bool:
    """A multiple or share in a sentence naming two companies is between them, unless it says it
    compares years ("전년의 1.5배")."""
    return kind == "period" and claim.rivals and not (claim.yearly or claim.bases or claim.across)


def _shares(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "별도 매출은 연결 매출의 65.8%", "카카오의 매출은 NAVER의 78.1%", "전년의 94% 수준"."""
    for account in _amount_accounts(claim, book, any_account=False):
        for subject, base, kind in _compared(claim, book.of([account], _WON)):
            if base.value and not _between_companies(claim, kind):
                yield Candidate(subject.value / base.value * 100, "비중", kind)


def _multiples(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "7.9배": one value of an account over another — two periods, companies or bases; a ratio too
    ("영업이익률은 SK하이닉스가 삼성전자의 3.3배")."""
    for account in _amount_accounts(claim, book, any_account=True):
        for subject, base, kind in _compared(claim, book.of([account], _WON)):
            if subject.value and base.value and not _between_companies(claim, kind):
                yield Candidate(subject.value / base.value, "배수", kind)
    if claim.account in RATIOS and RATIOS[claim.account][2] == 100.0:
        values = book.of([claim.account], UNITS_FOR["percent"]) + computed(book, claim.account)
        for subject, base, kind in _compared(claim, values):
            if subject.value and base.value and not _between_companies(claim, kind):
                yield Candidate(subject.value / base.value, "배수", kind)


def _growth(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """Percent change of one account between two years (and its CAGR over several)."""
    for account in _amount_accounts(claim, book, any_account=_moving(claim)):
        facts = [f for f in book.of([account], _WON) if f.year is not None]
        for late, early, kind in _compared(claim, facts):
            if kind != "period":
                continue
            if early.value:
                yield Candidate((late.value - early.value) / abs(early.value) * 100, "증감률", "period")
            years = (late.year or 0) - (early.year or 0)
            if claim.compound and years > 1 and early.value > 0 and late.value > 0:
                cagr = ((late.value / early.value) ** (1 / years) - 1) * 100
                yield Candidate(cagr, "연평균 증가율", "period")


def _sums(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[Candidate]:
    """A total over companies (or quarters) of one account in one period: "세 회사의 영업이익을 합하면"."""
    for subset in _summed(claim, book, units):
        if any(fits(claim, f, account=False) for f in subset):
            yield Candidate(sum(f.value for f in subset), "합계", "level")


def _shares_of_sums(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """One part of such a total: "두 회사의 매출 합계 291.70조원 가운데 삼성전자가 88.8%를 차지"."""
    for subset in _summed(claim, book, _WON):
        total = sum(f.value for f in subset)
        if total:
            for part in subset:
                if fits(claim, part, account=False):
                    yield Candidate(part.value / total * 100, "비중", "change")


def _summed(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[tuple[Fact, ...]]:
    """The sets of values of one account in one period, over companies (or quarters), a sentence of a
    total (합계, 합산 …) may add up."""
    if not claim.total:
        return
    for account in _amount_accounts(claim, book, any_account=True):
        groups: dict[tuple[Any, ...], list[Fact]] = defaultdict(list)
        for fact in book.of([account], units):
            groups[(fact.year, fact.basis, fact.quarter, "company")].append(fact)
            groups[(fact.year, fact.basis, fact.company, "quarter")].append(fact)
        for (*_, over), members in groups.items():
            distinct = {getattr(f, over): f for f in members if getattr(f, over) is not None}
            parts = list(distinct.values())[:_MOST_SUMMED]
            for size in range(2, len(parts) + 1):
                yield from combinations(parts, size)


def _means(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "기초·기말 평균 자본총계 359.21조원": the mean of an account's two year-ends."""
    if not claim.average:
        return
    for account in _amount_accounts(claim, book, any_account=True):
        for late, early, kind in _compared(claim, book.of([account], _WON)):
            if kind == "period" and (late.year or 0) - (early.year or 0) == 1:
                yield Candidate((late.value + early.value) / 2, "평균", "level")


# --- per share and price ----------------------------------------------------------------------------


def _per_share(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    if abs(claim.figure.value) >= 1e7:
        return
    wanted = (
        [claim.account] if claim.account in PER_SHARE else list(PER_SHARE) if claim.account is None else []
    )
    shares = [f for f in book.facts if f.unit == "shares" and f.value > 0]
    for account in wanted:
        if account is None:
            continue
        for total in book.of(PER_SHARE[account], _WON):
            if not fits(claim, total, account=False):
                continue
            for count in shares:
                if same_entity(total, count):
                    yield Candidate(total.value / count.value, f"{account} (주당)", "level")


def _price_multiples(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    wanted = (
        [claim.account]
        if claim.account in PRICE_MULTIPLES
        else list(PRICE_MULTIPLES)
        if claim.account is None
        else []
    )
    prices = [f for f in book.of(["price"], _WON) if fits(claim, f, account=False) and f.value > 0]
    for multiple in wanted:
        if multiple is None:
            continue
        for per_share in book.of([PRICE_MULTIPLES[multiple]], _WON):
            if per_share.value:
                for price in prices:
                    if same_entity(price, per_share):
                        yield Candidate(price.value / per_share.value, multiple, "level")
