"""Values a run's amounts give by a catalogue formula: the ratios of ``vocab.RATIOS`` (one company,
year and basis; ROE and ROA also on the average of two year-ends), a ratio of two amounts a sentence
names ("현금성자산은 자산총계의 12%"), per-share values and price multiples."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations, product

from core.verify.book import UNITS_FOR, Candidate, FactBook, fits, same_entity, together
from core.verify.claim import Claim
from core.verify.facts import Fact, FactUnit
from core.verify.vocab import PER_SHARE, PRICE_MULTIPLES, RATIOS

_WON = UNITS_FOR["won"]
_PERCENT = UNITS_FOR["percent"]


def wanted_ratios(account: str | None, *, rate: bool = False) -> list[str]:
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


def ratios(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    percent = claim.figure.unit == "percent"
    for ratio in wanted_ratios(claim.account, rate=claim.rate):
        if (RATIOS[ratio][2] == 100.0) != percent:
            continue
        for fact in computed(book, ratio):
            if fits(claim, fact, account=False):
                yield Candidate(fact.value, fact.label, "level")
    yield from _named_ratios(claim, book, 100.0 if percent else 1.0)
    if not percent and claim.account in RATIOS and RATIOS[claim.account][2] == 100.0 and not claim.rate:
        # "부채비율 65.9% (0.66배)", "유동비율 1.7배": a ratio in percent written as a multiple
        for fact in (*book.of([claim.account], _PERCENT), *computed(book, claim.account)):
            if fits(claim, fact):
                yield Candidate(fact.value / 100.0, f"{fact.label} (배)", "level")


def _named_ratios(claim: Claim, book: FactBook, scale: float) -> Iterator[Candidate]:
    """One amount its sentence names over another: "현금성자산은 자산총계의 12%", "영업비용 7.10조원 ÷
    영업수익 7.56조원 = 93.9%"."""
    if claim.rate or claim.account in RATIOS:
        return  # a ratio named as such is that ratio; a rate of change is no ratio of amounts
    amounts = [a for a in claim.named if a not in RATIOS]
    pairs = product(amounts, repeat=2) if claim.share else permutations(amounts, 2)
    for top_account, bottom_account in pairs:
        bottoms = [f for f in book.of([bottom_account], _WON) if f.value and fits(claim, f, account=False)]
        for top in book.of([top_account], _WON):
            if fits(claim, top, account=False):
                for bottom in bottoms:
                    if together(top, bottom):
                        yield Candidate(top.value / bottom.value * scale, "비율", "level")


def per_share(claim: Claim, book: FactBook) -> Iterator[Candidate]:
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


def price_multiples(claim: Claim, book: FactBook) -> Iterator[Candidate]:
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
