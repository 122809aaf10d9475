"""A run's facts grouped for the derivations, and when a fact may be what a claim speaks of."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from core.verify.claims import Claim
from core.verify.facts import Fact, FactUnit
from core.verify.vocab import FAMILIES

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


class FactBook:
    """A run's facts, grouped by account."""

    def __init__(self, facts: Iterable[Fact]) -> None:
        unique = {(f.value, f.unit, f.account, f.year, f.quarter, f.basis, f.company): f for f in facts}
        self.facts = list(unique.values())
        self.by_account: dict[str | None, list[Fact]] = defaultdict(list)
        #: values derived once per book (the ratios its amounts give)
        self.derived: dict[str, list[Fact]] = {}
        for fact in self.facts:
            self.by_account[fact.account].append(fact)

    def of(self, accounts: Iterable[str], units: frozenset[FactUnit]) -> list[Fact]:
        return [f for a in accounts for f in self.by_account.get(a, ()) if f.unit in units]


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


def together(a: Fact, b: Fact) -> bool:
    """Two facts of one company, period and basis (as far as they say)."""
    return (
        (a.company is None or b.company is None or a.company == b.company)
        and (a.year is None or b.year is None or a.year == b.year)
        and (a.basis is None or b.basis is None or a.basis == b.basis)
        and (a.quarter is None or b.quarter is None or a.quarter == b.quarter)
    )


def same_entity(a: Fact, b: Fact) -> bool:
    return (a.company is None or b.company is None or a.company == b.company) and (
        a.basis is None or b.basis is None or a.basis == b.basis
    )
