"""Values over several facts at once: a total over companies or quarters ("세 회사의 영업이익을
합하면"), one part's share of it, the average of an account's two year-ends, the average of a ratio (or an
amount) over several years ("4년 평균 OPM 11.6%": the mean of the yearly margins, or the margin of the
summed amounts — either is a reasonable reading), and the difference of two amounts a sentence states
("매출은 연결 258.94조원, 별도 170.37조원으로, 연결 효과는 88.56조원")."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations
from typing import Any

from core.verify.book import UNITS_FOR, Candidate, FactBook, amount_accounts, compared, fits, together
from core.verify.claim import Claim
from core.verify.computed import computed
from core.verify.facts import Fact, FactUnit
from core.verify.vocab import FAMILIES, RATIOS

_WON = UNITS_FOR["won"]
#: sums over at most this many companies (or quarters) at once
_MOST_SUMMED = 6


def sums(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[Candidate]:
    """A total over companies (or quarters) of one account in one period: "세 회사의 영업이익을 합하면"."""
    for subset in _summed(claim, book, units):
        if any(fits(claim, f, account=False) for f in subset):
            yield Candidate(sum(f.value for f in subset), "합계", "level")


def shares_of_sums(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """One part of such a total: "두 회사의 매출 합계 291.70조원 가운데 삼성전자가 88.8%를 차지", "…의 매출
    합계는 291.7조원입니다. 이 가운데 삼성전자 비중은 88.8%"."""
    for subset in _summed(claim, book, _WON, share=True):
        total = sum(f.value for f in subset)
        if total:
            for part in subset:
                if fits(claim, part, account=False):
                    yield Candidate(part.value / total * 100, "비중", "change")
                    # "두 곳이 77.1%를 차지": the company and one other of the total together
                    for other in subset if claim.pair and len(subset) > 2 else ():
                        if other is not part:
                            yield Candidate((part.value + other.value) / total * 100, "두 곳 비중", "change")


def _summed(
    claim: Claim, book: FactBook, units: frozenset[FactUnit], *, share: bool = False
) -> Iterator[tuple[Fact, ...]]:
    """The sets of values of one account in one period, over companies (or quarters), a sentence of a
    total (합계, 합산 …) may add up — or, for a share (비중, 차지), the total it is a share of."""
    if not (claim.total or (share and claim.share)):
        return
    for account in amount_accounts(claim, book, any_account=True):
        groups: dict[tuple[Any, ...], list[Fact]] = defaultdict(list)
        for fact in book.of([account], units):
            groups[(fact.year, fact.basis, fact.quarter, fact.cumulative, "company")].append(fact)
            if not fact.cumulative:  # three months add up; year-to-date values do not
                groups[(fact.year, fact.basis, fact.company, "quarter")].append(fact)
        for (*_, over), members in groups.items():
            distinct = {getattr(f, over): f for f in members if getattr(f, over) is not None}
            parts = list(distinct.values())[:_MOST_SUMMED]
            for size in range(2, len(parts) + 1):
                yield from combinations(parts, size)


def company_means(claim: Claim, book: FactBook, units: frozenset[FactUnit]) -> Iterator[Candidate]:
    """ "| 3사 평균 | 99.75 |": the mean of an amount over the companies (or quarters) a total would add."""
    if claim.mean:
        for subset in _summed(replace(claim, total=True), book, units):
            if any(fits(claim, f, account=False) for f in subset):
                yield Candidate(sum(f.value for f in subset) / len(subset), "평균", "level")


def ratio_over_parts(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """A ratio in a row of a total or an average over companies (or quarters): "| 3사 합계 | … | −0.2% |"
    is the total operating income over the total revenue, "| 3사 평균 | … | −5.0% |" the mean of the
    companies' margins."""
    ratio = RATIOS.get(claim.account or "")
    if ratio is None or not (claim.total or claim.mean):
        return
    unit: FactUnit = "percent" if ratio[2] == 100.0 else "times"
    if claim.mean:
        values = computed(book, claim.account or "") + book.of([claim.account or ""], UNITS_FOR[unit])
        for subset in _parts(claim, values):
            yield Candidate(sum(f.value for f in subset) / len(subset), "평균", "level")
        return
    tops, bottoms = book.of(ratio[0], _WON), book.of(ratio[1], _WON)
    for subset in _parts(claim, tops):
        pairs = [next((b for b in bottoms if b.value and together(top, b)), None) for top in subset]
        denominator = sum(b.value for b in pairs if b is not None)
        if all(pairs) and denominator:
            yield Candidate(sum(f.value for f in subset) / denominator * ratio[2], "합계 기준 비율", "level")


def _parts(claim: Claim, facts: list[Fact]) -> Iterator[tuple[Fact, ...]]:
    """The sets of one period's values over companies (or quarters) that fit the claim but for its company."""
    groups: dict[tuple[Any, ...], list[Fact]] = defaultdict(list)
    for fact in facts:
        if not fact.change and fits(replace(claim, company=None, quarter=None), fact, account=False):
            groups[(fact.account, fact.year, fact.basis, fact.quarter, fact.cumulative, "company")].append(
                fact
            )
            groups[(fact.account, fact.year, fact.basis, fact.company, fact.cumulative, "quarter")].append(
                fact
            )
    for (*_, over), members in groups.items():
        distinct = list({getattr(f, over): f for f in members if getattr(f, over) is not None}.values())
        for size in range(2, min(len(distinct), _MOST_SUMMED) + 1):
            yield from combinations(distinct, size)


def means(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "기초·기말 평균 자본총계 359.21조원": the mean of an account's two year-ends."""
    if not claim.average:
        return
    for account in amount_accounts(claim, book, any_account=True):
        for late, early, kind in compared(claim, book.of([account], _WON)):
            if kind == "period" and (late.year or 0) - (early.year or 0) == 1:
                yield Candidate((late.value + early.value) / 2, "평균", "level")


def stated_differences(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """The difference of two amounts of the claim's account its paragraph states before it (of any
    account its sentence states, when no tool value is of the claim's account): the first less the second
    as written, or either way round for a figure written without a minus (a gap)."""
    stated = claim.earlier
    if claim.account is None or not book.by_account.get(claim.account):
        stated = tuple(dict.fromkeys((*stated, *claim.alongside)))
    if (
        claim.figure.signed
        and len(claim.alongside) == 1
        and claim.alongside[0] in stated
        and _bracketed(claim)
    ):
        # "- 2024년 말: 73.92조원 (+20.4조)": a signed figure in brackets after the one amount of its sentence is
        # the change into that amount, from one stated before it
        level, level_step = claim.alongside[0]
        for other, step in stated:
            if (other, step) != claim.alongside[0]:
                yield Candidate(
                    level - other, "변화 (앞서 쓴 두 수치)", "change", slack=(level_step + step) / 2
                )
        return
    for (first, first_step), (second, second_step) in combinations(stated, 2):
        slack = (first_step + second_step) / 2
        # "부채총계: 약 180.7조원 → 약 219.5조원 (+약 38.9조원)": across an arrow the two are two periods, and
        # the change, in brackets after them, runs from the first to the second (a level in a chain of
        # arrows, "25.3조 → 23년 −11.5조", is no change)
        if claim.across:
            if claim.earlier == stated and _bracketed(claim):
                yield Candidate(second - first, "변화 (앞서 쓴 두 수치)", "period", slack=slack)
            continue
        yield Candidate(first - second, "차이 (앞서 쓴 두 수치)", "change", slack=slack)
        if claim.figure.value >= 0:
            yield Candidate(second - first, "차이 (앞서 쓴 두 수치)", "change", slack=slack)


def _bracketed(claim: Claim) -> bool:
    """ "(+8.61조 원)", "(**+약 38.9조원**)": a figure opening a bracket."""
    return claim.context[: claim.figure.start].rstrip(" *+약").endswith("(")


#: the longest run of years an average of unnamed length ("같은 기간 평균") is taken over
_LONGEST_SPAN = 10
#: a company and basis, whose values over the years make one series
Series = tuple[str | None, str | None]
#: a ratio's numerators, denominators, scale and whether it may average two year-ends (``vocab.RATIOS``)
Formula = tuple[frozenset[str], frozenset[str], float, bool]


def yearly_means(claim: Claim, book: FactBook) -> Iterator[Candidate]:
    """ "4년 평균 OPM 11.6%", "같은 기간 평균 영업이익률", "연평균 매출": the mean of one company's and basis's
    yearly values over the years ending in the claim's year; for a ratio also its inputs summed over them;
    "4년 누적 영업이익": an amount's total over them."""
    if claim.span is None or claim.year is None or claim.account is None:
        return
    ratio = RATIOS.get(claim.account)
    unit = claim.figure.unit
    if claim.summed and (ratio is not None or unit != "won"):
        return  # a total over years is of an amount
    if ratio is not None:
        if unit not in ("percent", "times") or (ratio[2] == 100.0) != (unit == "percent"):
            return
        values = computed(book, claim.account) + book.of([claim.account], UNITS_FOR[unit])
    elif unit == "won":
        values = book.of(FAMILIES.get(claim.account, frozenset({claim.account})), _WON)
    else:
        return
    lengths = (claim.span,) if claim.span else tuple(range(2, _LONGEST_SPAN + 1))
    for key, series in _yearly(claim, values).items():
        for length in lengths:
            years = range(claim.year - length + 1, claim.year + 1)
            if all(year in series for year in years):
                if claim.summed:
                    yield Candidate(sum(series[y] for y in years), f"{length}년 합계", "level")
                    continue
                yield Candidate(sum(series[y] for y in years) / length, f"{length}년 평균", "level")
                if ratio is not None:
                    yield from _pooled(claim, book, ratio, key, years)


def _yearly(claim: Claim, values: list[Fact]) -> dict[Series, dict[int, float]]:
    """A value per year, by company and basis, of the facts that fit the claim but for its year (a value
    computed from amounts first, as it is not rounded)."""
    loose = replace(claim, year=None)
    out: dict[Series, dict[int, float]] = defaultdict(dict)
    for fact in values:
        if fact.year is None or fact.change or fact.quarter != claim.quarter:
            continue
        if fits(loose, fact, account=False):
            out[(fact.company, fact.basis)].setdefault(fact.year, fact.value)
    return out


def _pooled(claim: Claim, book: FactBook, ratio: Formula, key: Series, years: range) -> Iterator[Candidate]:
    """A ratio of amounts summed over years (Σ영업이익 ÷ Σ매출 over 2021–2024)."""
    tops = _yearly(claim, [f for f in book.of(ratio[0], _WON) if (f.company, f.basis) == key])
    bottoms = _yearly(claim, [f for f in book.of(ratio[1], _WON) if (f.company, f.basis) == key])
    top, bottom = tops.get(key, {}), bottoms.get(key, {})
    if all(year in top and year in bottom for year in years):
        total = sum(bottom[y] for y in years)
        if total:
            yield Candidate(sum(top[y] for y in years) / total * ratio[2], "합계 기준 비율", "level")
