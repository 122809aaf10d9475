"""Shares of a total the answer speaks of: each company's part of the companies' sum ("1. SK하이닉스 —
8조 828억원 (44.9%)" under a list whose total the answer states after it: "5개사 합계: 약 18.0조원 (괄호 안은
합계 대비 비중)"), and a group's part ("반도체 2사가 합계의 80.9%를 차지합니다").

The total is the sum of one account over every company the tools returned for one period and basis (a
sum the answer works out, whether or not it states it); a group is as many companies as the sentence
counts ("2사", "두 곳"). Read only where the answer speaks of a total, and only as the fallback's other
readings are: at the figure's written rounding, against decoys (``fallback``).
"""

from __future__ import annotations

import re
from itertools import combinations

from core.verify.book import FactBook
from core.verify.claim import Claim
from core.verify.derivations import Derived
from core.verify.facts import Fact
from core.verify.mentions import Scope
from core.verify.vocab import TOTAL_WORDS

#: a sum of the companies: "합계", "5개사 전체", "총합"
_TOTAL = re.compile("|".join((*TOTAL_WORDS, r"전체", r"[0-9]\s*(?:개\s*)?(?:사|곳)\s*총")))
#: how many companies a group counts: "반도체 2사", "두 곳", "세 회사"
_COUNT = re.compile(
    r"(?<![0-9.])([2-9])\s*(?:개\s*)?(?:사(?!분)|곳|개\s*회사)|(두|세|네)\s*(?:회사|곳|기업)|양사"
)
#: a column or sentence of shares
_SHARE = re.compile(r"비중|구성비|점유율|[Ss]hare")
_KOREAN = {"두": 2, "세": 3, "네": 4}
_MOST_GROUPS = 30


def shares_of_total(claim: Claim, scope: Scope, book: FactBook, answer: str) -> list[Derived]:
    """Each mentioned fact's (and a counted group's) share of its account's sum over the companies."""
    if claim.figure.unit != "percent" or not _TOTAL.search(answer):
        return []
    if claim.total and _SHARE.search(claim.context):
        # "| **합계** | **542.3조** | 100% |" under a 비중 column: the shares of the total add up to it
        return [Derived(100.0, "share of total", directed=False)]
    out: list[Derived] = []
    seen: set[tuple[object, ...]] = set()
    # the figure's own period: a quarter's three months unless it says year to date
    own = [f for f in scope.facts if f.cumulative == claim.cumulative] or list(scope.facts)
    # and its own year (else the answer's): another year's share is no reading of this one
    years = {scope.year} if scope.year is not None else scope.ends
    own = [f for f in own if f.year in years]
    for fact in own:
        key = (fact.account, fact.year, fact.quarter, fact.basis, fact.cumulative)
        if key in seen:
            continue
        seen.add(key)
        parts = _parts(fact, book)
        total = sum(parts.values())
        if len(parts) < 3 or total <= 0:
            continue  # two companies' shares are the pair's own reading
        series = f"share of total:{fact.account}"
        out += [
            Derived(f.value / total * 100, series, directed=False, year=fact.year)
            for f in scope.facts
            if _of(f, key)
        ]
        size = _count(claim.context)
        if size and size < len(parts):
            groups = list(combinations(parts.values(), size))
            if len(groups) <= _MOST_GROUPS:
                out += [Derived(sum(g) / total * 100, series, directed=False, year=fact.year) for g in groups]
    return out


def _of(fact: Fact, key: tuple[object, ...]) -> bool:
    return (
        fact.account,
        fact.year,
        fact.quarter,
        fact.basis,
        fact.cumulative,
    ) == key and fact.company is not None


def _parts(fact: Fact, book: FactBook) -> dict[str, float]:
    """The account's value of every company in the period, one each."""
    parts: dict[str, float] = {}
    for f in book.facts:
        if (
            f.unit == "won"
            and not f.change
            and f.company
            and _of(f, (fact.account, fact.year, fact.quarter, fact.basis, fact.cumulative))
        ):
            parts.setdefault(f.company, f.value)
    return parts


def _count(text: str) -> int | None:
    m = _COUNT.search(text)
    if m is None:
        return None
    if m.group(1):
        return int(m.group(1))
    return _KOREAN[m.group(2)] if m.group(2) else 2
