"""The values a writer derives from the facts a figure's sentence mentions (``mentions``), by the
figure's kind and the sentence's words only (``fallback``):

- a percent: one fact over another (a share, "2022년의 99.5%"; a margin of two accounts), the change from
  an earlier year to a later one ("2021년 대비 +18.9%"), a CAGR over the years named (연평균, CAGR), the
  ratio of two totals over a run of years ("4년 영업이익 합계 ÷ 4년 매출 합계");
- a %p: the difference of a ratio between two years, companies or bases;
- an amount: the difference of two (a later year less an earlier one; two accounts, companies or bases
  either way round), the sum of two, a run's total or mean over years where the sentence says 합계 or 평균;
- a multiple (배): one over another.

Two facts are compared only where they differ in exactly one way the sentence speaks of (``Scope``).
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import combinations, permutations
from typing import Any

from core.verify.book import UNITS_FOR, FactBook
from core.verify.claim import Claim
from core.verify.facts import Fact
from core.verify.mentions import Scope
from core.verify.orientation import facts_held
from core.verify.vocab import NON_OPERATING, OTHER_COMPREHENSIVE, RATIOS, TOTAL_WORDS, WORKING_CAPITAL

#: (whole, part) → what their difference is (세전이익 − 영업이익 = 영업외손익): it runs from the whole
_IDENTITIES: dict[tuple[str | None, str | None], str] = {
    ("pretax_income", "net_income"): "income_tax",
    ("pretax_income", "operating_income"): NON_OPERATING,
    ("comprehensive_income", "net_income"): OTHER_COMPREHENSIVE,
    ("current_assets", "current_liabilities"): WORKING_CAPITAL,
    ("assets", "liabilities"): "equity",
    ("assets", "equity"): "liabilities",
}
#: the same, for the readers of a difference written out (``terms``)
IDENTITIES = _IDENTITIES
_WON = UNITS_FOR["won"]
_DIMENSIONS = ("account", "year", "quarter", "basis", "company", "cumulative")
_COMPOUND = re.compile(r"연평균|CAGR|cagr")
_MEAN = re.compile(r"평균|[Aa]verage")
_EXCLUDING = re.compile(r"빼면|빼고|제외|제하면|除")
#: the words of a change between two periods: it runs from the earlier to the later
_CHANGE = re.compile(
    r"대비|증감|증가|감소|성장|늘|줄|불어|뛰|급증|급감|확대|축소|개선|악화|회복|상승|하락|YoY|yoy|QoQ|→|->|에서"
)
_SHARE = re.compile(r"의\s*(?:약\s*)?\**[0-9]|수준|비중|차지|대비|가운데|중\s|해당|[0-9]\s*원당|마다")
_DIFFERENCE = re.compile(
    r"차이|차액|격차|간극|갭|증가분|감소분|증감|늘|줄|불어|많|적|웃돌|밑돌|추가|빠|더해|감소|증가|뒤집"
    r"|[가-힣)]\s+[−-]\s+[가-힣(]"  # "유동자산 − 유동부채"
)
#: a gap or a swing: its size may be written without the sign of the difference
_GAP = re.compile(r"차이|차액|격차|간극|갭|벌어|뒤집|[가-힣)]\s+[−-]\s+[가-힣(]")


@dataclass(frozen=True, slots=True)
class Derived:
    value: float
    #: what it is, without the period: a range's ends are two values of one series ("12~15%")
    series: str
    #: its sign says which way it runs (a later year less an earlier one, a growth rate): a sign written
    #: on the figure must agree; otherwise only its size is compared
    directed: bool
    #: the year of the value it is of (the later of two years)
    year: int | None = None
    #: a directed value whose size alone may be written, without a sign or a word of its direction (a
    #: gap: "두 해의 차이는 43.3조원")
    sizeable: bool = False


def derived_values(claim: Claim, scope: Scope, book: FactBook) -> list[Derived]:
    unit = claim.figure.unit
    text = claim.context  # the words of its own sentence (or cell with its column and row) decide
    out: list[Derived] = []
    if unit == "won" and not scope.linked:
        amounts = [*_differences(claim, scope, text), *_runs(claim, scope, book, text)]
        # 연간 − 4분기 = 1~3분기 누적, 1분기 + 2분기 = 상반기: a level the tools give is no derivation
        out += [d for d in amounts if not _reported(book, scope, d.value)]
    elif unit == "percent":
        out += _percents(claim, scope, text)
        out += _run_ratios(claim, scope, book, text)
    elif unit == "percent_point":
        out += _points(claim, scope)
    elif unit == "times":
        out += _multiples(claim, scope)
        out += _multiples(claim, _ratio_scope(scope))
    return out


def _pairs(scope: Scope) -> Iterator[tuple[Fact, Fact, str]]:
    """(a, b, the way they differ) for two facts that differ in exactly one way the sentence speaks of,
    of its own account and company where it has them: two years (``_spanned``), or two accounts,
    companies, bases or quarters of one of its periods (two quarters the later first)."""
    for a, b in permutations(scope.facts, 2):
        if scope.own and a.account not in scope.own and b.account not in scope.own:
            continue  # "영업이익: … 하이닉스 약 235조원" is no difference of 매출
        differing = [d for d in _DIMENSIONS if getattr(a, d) != getattr(b, d)]
        if len(differing) != 1 or differing[0] not in scope.dimensions:
            continue
        dimension = differing[0]
        if dimension != "company" and scope.company and a.company not in (None, scope.company):
            continue  # "카카오 영업이익 (전년 대비 32.9% 증가)" in a sentence naming NAVER too: 카카오's
        if dimension == "year":
            if _spanned(scope, a, b):
                yield a, b, dimension
        elif a.year in scope.periods and (dimension != "quarter" or (a.quarter or 0) > (b.quarter or 0)):
            yield a, b, dimension


def _spanned(scope: Scope, a: Fact, b: Fact) -> bool:
    """Whether a change from ``b``'s year to ``a``'s is one the sentence may state: it ends in one of its
    end years (and runs from or to its own year, if it has one); it starts where the sentence says ("2021년
    의 13% 수준", "전년 대비", "3년 CAGR"), else the year before its end or a year it names."""
    late, early = a.year, b.year
    if late is None or early is None or late <= early or late not in scope.ends:
        return False
    if scope.year is not None and scope.year not in (late, early):
        return False
    if (scope.bases and early not in scope.bases) or (scope.yearly and early != late - 1):
        return False
    if scope.span is not None:
        return early == late - scope.span
    return early == late - 1 or early in scope.years


def _made(
    value: float, a: Fact, b: Fact, dimension: str, how: str, *, directed: bool, sizeable: bool = False
) -> Derived:
    return Derived(value, _series(a, b, dimension, how), directed, a.year, sizeable)


def _series(a: Fact, b: Fact, dimension: str, how: str) -> str:
    keep = [str(getattr(a, d)) for d in _DIMENSIONS if d not in ("year", dimension)]
    return f"{how}:{dimension}={getattr(a, dimension)}:{'/'.join(keep)}:{b.account}"


def _reported(book: FactBook, scope: Scope, value: float) -> bool:
    accounts = {f.account for f in scope.facts if f.account is not None}
    return any(math.isclose(f.value, value, rel_tol=1e-9, abs_tol=1.0) for f in book.of(accounts, _WON))


def _differences(claim: Claim, scope: Scope, text: str) -> Iterator[Derived]:
    if not (claim.figure.signed or _DIFFERENCE.search(text)):
        return
    gap = _GAP.search(text) is not None and not scope.linked  # a chain's links are levels of a series
    for a, b, dimension in _pairs(scope):
        # a named identity's difference (기타포괄손익 = 총포괄손익 − 순이익) has the sign the identity gives it:
        # its whole less its part
        if dimension == "account" and _IDENTITIES.get((b.account, a.account)) in scope.named:
            continue
        identity = _IDENTITIES.get((a.account, b.account))
        directed = dimension in ("year", "quarter") or (identity is not None and identity in scope.named)
        if not directed and claim.figure.signed:
            continue  # two companies' (bases', accounts') difference has no sign of its own to write
        yield _made(a.value - b.value, a, b, dimension, "차이", directed=directed, sizeable=gap)
        if dimension != "year" and any(word in text for word in TOTAL_WORDS):
            yield _made(a.value + b.value, a, b, dimension, "합", directed=False)


def _percents(claim: Claim, scope: Scope, text: str) -> Iterator[Derived]:
    compound = claim.compound or _COMPOUND.search(claim.context) is not None
    for a, b, dimension in _pairs(scope):
        if not b.value:
            continue
        if dimension == "account" and _named_ratio(claim, scope, a, b):
            continue  # a ratio named as such is that ratio, read by the other rules in its own period
        if dimension == "year" and scope.rivals:
            pass  # "하이닉스 매출은 삼성의 22%": a share between the companies it names, not of a year
        elif (_SHARE.search(text) or dimension == "account") and facts_held(claim, a, b, share=True):
            yield _made(a.value / b.value * 100, a, b, dimension, "비율", directed=False)
        if dimension in ("year", "quarter") and _CHANGE.search(text):
            yield _made((a.value - b.value) / abs(b.value) * 100, a, b, dimension, "증감률", directed=True)
        years = (a.year or 0) - (b.year or 0)
        if compound and dimension == "year" and years > 1 and a.value > 0 and b.value > 0:
            cagr = ((a.value / b.value) ** (1 / years) - 1) * 100
            yield _made(cagr, a, b, dimension, "CAGR", directed=True)


def _named_ratio(claim: Claim, scope: Scope, top: Fact, bottom: Fact) -> bool:
    """Whether ``top`` over ``bottom`` is a catalogue ratio the claim is of or its sentence names
    ("OPM: 19.3% → 18.8%"): its level is the ratio rules' to read, not a derivation's."""
    if claim.account in RATIOS:
        return True
    return any(
        ratio in scope.named and top.account in tops and bottom.account in bottoms
        for ratio, (tops, bottoms, _, _) in RATIOS.items()
    )


def _multiples(claim: Claim, scope: Scope) -> Iterator[Derived]:
    for a, b, dimension in _pairs(scope):
        if b.value and a.value and not (dimension == "year" and scope.rivals) and facts_held(claim, a, b):
            yield _made(abs(a.value / b.value), a, b, dimension, "배", directed=False)


def _ratio_scope(scope: Scope) -> Scope:
    """The scope with the ratios it names (ROE, 영업이익률 …) in place of its amounts."""
    return replace(scope, facts=scope.ratios)


def _points(claim: Claim, scope: Scope) -> Iterator[Derived]:
    gap = _GAP.search(claim.context) is not None and not scope.linked
    for a, b, dimension in _pairs(_ratio_scope(scope)):
        ratio = RATIOS.get(a.account or "")
        if ratio is not None and ratio[2] == 100.0:
            directed = dimension in ("year", "quarter")
            if directed or not claim.figure.signed:
                yield _made(a.value - b.value, a, b, dimension, "%p", directed=directed, sizeable=gap)


# --- runs of years: a total, a mean, the ratio of two totals ----------------------------------------


def _runs_of(claim: Claim, scope: Scope, book: FactBook) -> Iterator[tuple[list[Fact], str]]:
    """Each account's values (one company, basis, quarter) over a run of consecutive years the book holds
    (``span`` of them where the sentence says how many), or over every year but those it names ("2023년을
    빼면 나머지 3년")."""
    accounts = {f.account for f in scope.facts}
    keys = {(f.company, f.basis, f.quarter, f.cumulative) for f in scope.facts}
    groups: dict[tuple[Any, ...], dict[int, Fact]] = defaultdict(dict)
    for fact in book.facts:
        key = (fact.company, fact.basis, fact.quarter, fact.cumulative)
        usable = fact.unit == "won" and not fact.change and fact.account in accounts and key in keys
        if usable and fact.year is not None:
            groups[(fact.account, *key)].setdefault(fact.year, fact)
    for key, by_year in groups.items():
        years = sorted(by_year)
        label = "/".join(str(k) for k in key)
        if _EXCLUDING.search(claim.context):
            rest = [by_year[y] for y in years if y not in scope.years]
            if len(rest) >= 2 and len(rest) < len(years):
                yield rest, f"{label}:제외"
        for start, end in combinations(range(len(years) + 1), 2):
            run = years[start:end]
            if len(run) < 2 or run[-1] - run[0] != len(run) - 1:
                continue
            if claim.span and len(run) != claim.span:
                continue
            yield [by_year[y] for y in run], f"{label}:{run[0]}-{run[-1]}"


def _runs(claim: Claim, scope: Scope, book: FactBook, text: str) -> Iterator[Derived]:
    total = claim.total or claim.summed or any(word in text for word in TOTAL_WORDS)
    mean = bool(_MEAN.search(text)) and not claim.compound
    if not (total or mean):
        return
    for run, label in _runs_of(claim, scope, book):
        amount = sum(f.value for f in run)
        if total:
            yield Derived(amount, f"합계:{label}", False)
        if mean:
            yield Derived(amount / len(run), f"평균:{label}", False)


def _run_ratios(claim: Claim, scope: Scope, book: FactBook, text: str) -> Iterator[Derived]:
    """ "4년 영업이익 합계 ÷ 4년 매출 합계 18.7%": one account's total over a run over another's."""
    if not (claim.total or any(word in text for word in TOTAL_WORDS)):
        return
    runs = list(_runs_of(claim, scope, book))
    for (tops, top_label), (bottoms, bottom_label) in permutations(runs, 2):
        if [f.year for f in tops] != [f.year for f in bottoms] or tops[0].account == bottoms[0].account:
            continue
        if (tops[0].company, tops[0].basis) != (bottoms[0].company, bottoms[0].basis):
            continue
        bottom = sum(f.value for f in bottoms)
        if bottom and math.isfinite(bottom):
            value = sum(f.value for f in tops) / bottom * 100
            yield Derived(value, f"합계비율:{top_label}/{bottom_label}", False)
