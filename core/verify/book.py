"""A run's facts grouped for the derivations, when a fact may be what a claim speaks of, and which two
facts of one account a comparison may be between."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from core.verify.claim import Claim
from core.verify.facts import Fact, FactUnit
from core.verify.vocab import DERIVED, FAMILIES, RATIOS

UNITS_FOR: dict[str, frozenset[FactUnit]] = {
    "won": frozenset({"won", "any"}),
    "percent": frozenset({"percent", "any"}),
    "percent_point": frozenset({"percent_point", "any"}),
    "times": frozenset({"times", "any"}),
    "shares": frozenset({"shares", "count", "any"}),
    "count": frozenset({"count", "shares", "any"}),
}
#: the ways two values of one account differ
DIMENSIONS = ("year", "quarter", "company", "basis")


@dataclass(frozen=True, slots=True)
class Candidate:
    value: float
    how: str
    #: "level" (a value as it stands), "change" (a difference, share or multiple within one period) or
    #: "period" (a change between periods, ending in the claim's year)
    kind: str
    #: a difference a writer takes of values already rounded (14.4% − 2.5% = 11.9%p): a whole step of
    #: the last digit is allowed
    subtracted: bool = False
    #: beyond the claim's own rounding, the rounding of the figures it was computed from
    slack: float = 0.0


class FactBook:
    """A run's facts, grouped by account."""

    def __init__(self, facts: Iterable[Fact]) -> None:
        unique = {
            (f.value, f.unit, f.account, f.year, f.quarter, f.basis, f.company, f.cumulative): f
            for f in facts
        }
        self.facts = list(unique.values())
        self.by_account: dict[str | None, list[Fact]] = defaultdict(list)
        #: values derived once per book (the ratios its amounts give)
        self.derived: dict[str, list[Fact]] = {}
        for fact in self.facts:
            self.by_account[fact.account].append(fact)

    def of(self, accounts: Iterable[str], units: frozenset[FactUnit]) -> list[Fact]:
        return [f for a in accounts for f in self.by_account.get(a, ()) if f.unit in units]


def fits(claim: Claim, fact: Fact, *, account: bool = True) -> bool:
    """Whether a fact may be what the claim speaks of (an unknown on either side never conflicts); a value
    derived by an identity only as the level of the account the claim names (never a term of a difference
    or ratio with the values it was derived from, which would give them back)."""
    if fact.account in DERIVED and fact.account != claim.account:
        return False
    if claim.year is not None and fact.year is not None and claim.year != fact.year:
        return False
    if claim.quarter is not None and fact.quarter is not None and claim.quarter != fact.quarter:
        return False
    if (
        claim.quarter is not None
        and fact.cumulative
        and fact.quarter not in (None, 1)
        and not claim.cumulative
    ):
        return False  # "3Q24 | 10.8조" is the quarter's three months, not the year to date (누적, 1~3분기)
    if claim.basis and fact.basis and claim.basis != fact.basis:
        return False
    if claim.company and fact.company and claim.company != fact.company:
        return False
    return not account or same_account(claim.account, fact.account)


def same_account(a: str | None, b: str | None) -> bool:
    if a is None or b is None:
        return True
    return a == b or b in FAMILIES.get(a, frozenset())


def together(a: Fact, b: Fact) -> bool:
    """Two facts of one company, period and basis (as far as they say): three months with three months,
    year to date with year to date."""
    return (
        a.cumulative == b.cumulative
        and (a.company is None or b.company is None or a.company == b.company)
        and (a.year is None or b.year is None or a.year == b.year)
        and (a.basis is None or b.basis is None or a.basis == b.basis)
        and a.quarter == b.quarter  # a year's value with a year's, a quarter's with the same quarter's
    )


def same_entity(a: Fact, b: Fact) -> bool:
    return (a.company is None or b.company is None or a.company == b.company) and (
        a.basis is None or b.basis is None or a.basis == b.basis
    )


def amount_accounts(claim: Claim, book: FactBook, *, any_account: bool) -> list[str]:
    """The accounts a comparison of ``claim`` may be of: its own (with its family), or with no account
    of its own and ``any_account``, every account the book holds that is not a ratio."""
    if claim.account is None:
        return [a for a in book.by_account if a is not None and a not in RATIOS] if any_account else []
    if claim.account in RATIOS:
        return []
    return sorted(FAMILIES.get(claim.account, frozenset({claim.account})))


def compared(claim: Claim, facts: Sequence[Fact]) -> Iterator[tuple[Fact, Fact, str]]:
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
            if (
                differing[0] == "company"
                and len(claim.between) > 1
                and not {a.company, b.company} <= set(claim.between)
            ):
                continue  # two companies its sentence does not set against each other
            yield a, b, "change"
            yield b, a, "change"


def forward(subject: Fact, base: Fact) -> bool:
    """Whether a difference ``subject`` less ``base`` runs forward in time where the two are a quarter
    apart (4분기 less 3분기, the year — no quarter — less 3분기 누적); other pairs run either way."""
    if subject.quarter == base.quarter:
        return True
    return (subject.quarter or 5) > (base.quarter or 5)
