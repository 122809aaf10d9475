"""Is a stated figure one the tools returned, or one a writer derives from them?

A claim is supported when a fact — or a value derived from facts that fit it — equals it within the
writer's rounding: half a step of the last digit shown, or the fact cut off at that digit ("258조" for
258.94조) — stricter than a flat 0.5% relative, which would let 8.22조 pass for 8.18조. Derivations
are the ones an analyst writes: the ratios in ``vocab.RATIOS`` (from the same company, year and
basis), per-share values, growth, CAGR, multiples and differences between two
periods or two companies of one account, %p changes of a ratio, and sums of one account. Every candidate
must fit the claim's context where both sides know it — account (or its family), year, quarter, basis,
company — which is what catches a right number under the wrong year, basis or account, and keeps an
invented ratio from matching some unrelated growth rate.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations, permutations

from core.verify.claims import Claim
from core.verify.facts import Fact, FactUnit
from core.verify.vocab import FAMILIES, PER_SHARE, PRICE_MULTIPLES, RATIOS, SIGN_FREE

_UNITS_FOR: dict[str, frozenset[FactUnit]] = {
    "won": frozenset({"won", "any"}),
    "percent": frozenset({"percent", "any"}),
    "percent_point": frozenset({"percent_point", "any"}),
    "times": frozenset({"times", "any"}),
    "shares": frozenset({"shares", "count", "any"}),
    "count": frozenset({"count", "shares", "any"}),
}
_BARE_SCALES = (1.0, 1e4, 1e6, 1e8, 1e12)
#: beyond the shown digits' rounding, only float noise and sub-rounding method differences pass
RELATIVE_TOLERANCE = 0.001


@dataclass(frozen=True, slots=True)
class Candidate:
    value: float
    how: str
    #: "level" (a value as it stands) or "change" (a difference, growth or multiple)
    kind: str


class FactBook:
    """A run's facts, grouped for the derivations."""

    def __init__(self, facts: Iterable[Fact]) -> None:
        unique = {(f.value, f.unit, f.account, f.year, f.quarter, f.basis, f.company): f for f in facts}
        self.facts = list(unique.values())
        self.by_account: dict[str | None, list[Fact]] = defaultdict(list)
        for fact in self.facts:
            self.by_account[fact.account].append(fact)

    def of(self, accounts: Iterable[str], units: frozenset[FactUnit]) -> list[Fact]:
        return [f for a in accounts for f in self.by_account.get(a, ()) if f.unit in units]


def supported(claim: Claim, book: FactBook) -> Candidate | None:
    """The fact or derivation that supports ``claim``, or ``None``."""
    for candidate in candidates(claim, book):
        if _close(claim, candidate):
            return candidate
    return None


def candidates(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    unit = claim.figure.unit
    if unit == "number":
        yield from _bare(claim, book)
        return
    yield from _direct(claim, book)
    if unit == "won":
        yield from _per_share(claim, book)
        yield from _pairs(claim, book, frozenset({"won", "any"}))
    elif unit == "percent":
        yield from _ratios(claim, book)
        yield from _growth(claim, book)
    elif unit == "percent_point":
        yield from _point_changes(claim, book)
    elif unit == "times":
        yield from _ratios(claim, book)
        yield from _price_multiples(claim, book)
        yield from _multiples(claim, book)
    elif unit in ("shares", "count"):
        yield from _pairs(claim, book, _UNITS_FOR[unit])


def fits(claim: Claim, fact: Fact, *, account: bool = True) -> bool:
    """Whether a fact may be what the claim speaks of (an unknown on either side never conflicts)."""
    if claim.year is not None and fact.year is not None and claim.year != fact.year:
        return False
    if claim.quarter is not None and fact.quarter is not None and claim.quarter != fact.quarter:
        return False
    if claim.basis and fact.basis and claim.basis != fact.basis:
        return False
    if claim.company and fact.company and claim.company != fact.company:
        return False
    return not account or same_account(claim.account, fact.account)


def same_account(a: str | None, b: str | None) -> bool:
    if a is None or b is None:
        return True
    return a == b or b in FAMILIES.get(a, frozenset())


def _together(a: Fact, b: Fact) -> bool:
    """Two facts of one company, period and basis (as far as they say)."""
    return (
        (a.company is None or b.company is None or a.company == b.company)
        and (a.year is None or b.year is None or a.year == b.year)
        and (a.basis is None or b.basis is None or a.basis == b.basis)
        and (a.quarter is None or b.quarter is None or a.quarter == b.quarter)
    )


def _direct(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    units = _UNITS_FOR[claim.figure.unit]
    for fact in book.facts:
        if fact.unit in units and fits(claim, fact):
            yield Candidate(fact.value, f"도구 값 {fact.describe()}", "change" if fact.change else "level")


def _bare(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """A number with no unit (a table without one): any fact it could be at a usual display scale."""
    for fact in book.facts:
        if not fits(claim, fact):
            continue
        for scale in _BARE_SCALES if fact.unit == "won" else (1.0,):
            yield Candidate(fact.value / scale, f"도구 값 {fact.describe()}", "level")


def _ratios(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    wanted = [claim.account] if claim.account in RATIOS else list(RATIOS) if claim.account is None else []
    percent = claim.figure.unit == "percent"
    for ratio in wanted:
        if ratio is None:
            continue
        numerators, denominators, scale, averaged = RATIOS[ratio]
        if (scale == 100.0) != percent:
            continue
        tops = [f for f in book.of(numerators, _UNITS_FOR["won"]) if fits(claim, f, account=False)]
        bottoms = book.of(denominators, _UNITS_FOR["won"])
        for top in tops:
            for bottom in bottoms:
                if bottom.value and _together(top, bottom) and fits(claim, bottom, account=False):
                    yield Candidate(top.value / bottom.value * scale, ratio, "level")
            if averaged and top.year is not None:
                for first, second in _year_pairs(bottoms, top):
                    mean = (first.value + second.value) / 2
                    if mean:
                        yield Candidate(top.value / mean * scale, f"{ratio} (평균)", "level")


def _year_pairs(facts: list[Fact], anchor: Fact) -> Iterator[tuple[Fact, Fact]]:
    ends = [f for f in facts if f.year == anchor.year and _same_entity(f, anchor)]
    starts = [
        f for f in facts if anchor.year is not None and f.year == anchor.year - 1 and _same_entity(f, anchor)
    ]
    for end in ends:
        for start in starts:
            if end.basis == start.basis:
                yield start, end


def _same_entity(a: Fact, b: Fact) -> bool:
    return (a.company is None or b.company is None or a.company == b.company) and (
        a.basis is None or b.basis is None or a.basis == b.basis
    )


def _growth(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """Percent change of one account between two periods (and its CAGR over several)."""
    for start, end in _period_pairs(claim, book):
        if start.value:
            yield Candidate((end.value - start.value) / abs(start.value) * 100, "증감률", "change")
        years = (end.year or 0) - (start.year or 0)
        if years > 1 and start.value > 0 and end.value > 0:
            yield Candidate(((end.value / start.value) ** (1 / years) - 1) * 100, "연평균 증가율", "change")


def _multiples(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "7.9배": one value of an account over another — two periods or two companies (or bases)."""
    if claim.account is not None:
        accounts = [] if claim.account in RATIOS else [claim.account]
    else:
        accounts = [a for a in book.by_account if a is not None and a not in RATIOS]
    for account in accounts:
        for a, b in combinations(book.of([account], _UNITS_FOR["won"]), 2):
            differing = [d for d in ("year", "quarter", "company", "basis") if getattr(a, d) != getattr(b, d)]
            if len(differing) != 1 or not (fits(claim, a, account=False) or fits(claim, b, account=False)):
                continue
            if a.value and b.value:
                yield Candidate(b.value / a.value, "배수", "change")
                yield Candidate(a.value / b.value, "배수", "change")


def _period_pairs(claim: Claim, book: FactBook) -> Iterator[tuple[Fact, Fact]]:
    """(earlier, later) facts of one account, company and basis; the later one in the claim's year."""
    if claim.account is None:
        if not (claim.change or claim.direction in ("up", "down")):
            return
        accounts = [a for a in book.by_account if a is not None and a not in RATIOS]
    else:
        accounts = [] if claim.account in RATIOS else [claim.account]
    for account in accounts:
        facts = [f for f in book.of([account], _UNITS_FOR["won"]) if f.year is not None]
        for a, b in permutations(facts, 2):
            if (a.year or 0) >= (b.year or 0) or not _same_entity(a, b) or a.basis != b.basis:
                continue
            if (a.quarter is None) != (b.quarter is None):
                continue
            if claim.year is not None and b.year != claim.year:
                continue
            if fits(claim, b, account=False):
                yield a, b


def _point_changes(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """%p: the change of one ratio between two periods or two companies."""
    values: list[tuple[Fact, float]] = [
        (f, f.value)
        for f in book.facts
        if f.unit in ("percent", "any") and same_account(claim.account, f.account)
    ]
    ratio_claim = Claim(claim.figure, account=claim.account, company=None)
    for ratio in [claim.account] if claim.account in RATIOS else []:
        numerators, denominators, _, _ = RATIOS[ratio]
        for top in book.of(numerators, _UNITS_FOR["won"]):
            for bottom in book.of(denominators, _UNITS_FOR["won"]):
                if bottom.value and _together(top, bottom) and fits(ratio_claim, top, account=False):
                    values.append((top, top.value / bottom.value * 100))
    for (a, x), (b, y) in combinations(values, 2):
        if a.account == b.account and (a.year != b.year or a.company != b.company):
            yield Candidate(y - x, "%p 차이", "change")
            yield Candidate(x - y, "%p 차이", "change")


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
        for total in book.of(PER_SHARE[account], _UNITS_FOR["won"]):
            if not fits(claim, total, account=False):
                continue
            for count in shares:
                if _same_entity(total, count):
                    yield Candidate(total.value / count.value, f"{account} (주당)", "level")


def _price_multiples(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    wanted = (
        [claim.account]
        if claim.account in PRICE_MULTIPLES
        else list(PRICE_MULTIPLES)
        if claim.account is None
        else []
    )
    prices = [
        f for f in book.of(["price"], _UNITS_FOR["won"]) if fits(claim, f, account=False) and f.value > 0
    ]
    for multiple in wanted:
        if multiple is None:
            continue
        for per_share in book.of([PRICE_MULTIPLES[multiple]], _UNITS_FOR["won"]):
            if per_share.value:
                for price in prices:
                    if _same_entity(price, per_share):
                        yield Candidate(price.value / per_share.value, multiple, "level")


def _pairs(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[Candidate]:
    """Differences (a change sentence) and sums (a total sentence) of two values of one account that
    differ in exactly one way: two periods, two companies, two bases or two quarters."""
    change = claim.change or claim.direction in ("up", "down")
    if not (change or claim.total):
        return
    groups = [claim.account] if claim.account is not None else [a for a in book.by_account if a is not None]
    for account in groups:
        for a, b in combinations(book.of([account], units), 2):
            differing = [d for d in ("year", "quarter", "company", "basis") if getattr(a, d) != getattr(b, d)]
            if len(differing) != 1 or not (fits(claim, a, account=False) or fits(claim, b, account=False)):
                continue
            if change:
                yield Candidate(b.value - a.value, "차이", "change")
                yield Candidate(a.value - b.value, "차이", "change")
            if claim.total and differing[0] in ("company", "quarter"):
                yield Candidate(a.value + b.value, "합계", "level")


def _close(claim: Claim, candidate: Candidate) -> bool:
    figure = claim.figure
    # a change is often computed from rounded values (14.4% − 2.5% = 11.9%p): allow a whole step
    precision = figure.precision * (2 if candidate.kind == "change" else 1)
    return any(_within(wanted, candidate.value, precision) for wanted in _signed(claim, candidate.kind))


def _signed(claim: Claim, kind: str) -> tuple[float, ...]:
    """The values a stated figure may stand for, given its sign and the words around it."""
    value = claim.figure.value
    if claim.account in SIGN_FREE and kind == "level":
        return (value, -value)
    if claim.figure.signed or value < 0:
        return (value,)
    magnitude = abs(value)
    if claim.direction == "loss":
        return (-magnitude,)
    if claim.direction == "down":
        return (-magnitude,) if kind == "change" else (magnitude, -magnitude)
    return (magnitude,)


def _within(stated: float, actual: float, precision: float) -> bool:
    """Equal as written: to half a step of the last digit shown, or cut off at it (258.94조 → 258조).
    A figure shown without digits to judge by (no precision) gets ``RELATIVE_TOLERANCE``."""
    if precision <= 0:
        return math.isclose(stated, actual, rel_tol=RELATIVE_TOLERANCE, abs_tol=1e-9)
    if abs(stated - actual) <= precision / 2 * (1 + 1e-9):
        return True
    # cut off rather than rounded: 258.94조 written as 258조
    truncated = math.trunc(actual / precision + 1e-9 * math.copysign(1, actual)) * precision
    return math.isclose(truncated, stated, rel_tol=1e-9, abs_tol=precision * 1e-6)
