"""The reasonable readings of one claim: which account, year, basis and company it may speak of.

A claim's own words come first; the answer's defaults (``defaults``) fill only what its sentence leaves
unknown. A figure with no account (or company) of its own is read as each one the sentence before it
named (an account that fits its unit); "매출과 영업이익은 각각 …" as each account listed. A change has
a level year and may end in any year its sentence names as an end: in "(2022년 302.2조원 대비 −14.3%)"
the −14.3% is not a level of 2022 but the change from 2022 to the answer's year, so the change is read
there — and only there, so last year's growth stated as this year's fails; "전년 대비" starts it in the
year before its end.
Each reading says which kinds of derived value may support it: ``level`` (a value as it stands),
``change`` (a difference, share or multiple within one period) and ``period`` (across periods, ending in
the reading's year).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import product

from core.verify.claim import Claim
from core.verify.defaults import NO_DEFAULTS, Defaults
from core.verify.directions import MOVES, resolved
from core.verify.vocab import PER_SHARE, RATIOS

Kind = str
ALL_KINDS: frozenset[Kind] = frozenset({"level", "change", "period"})
WITHIN_PERIOD: frozenset[Kind] = frozenset({"level", "change"})
ACROSS_PERIODS: frozenset[Kind] = frozenset({"period"})


@dataclass(frozen=True, slots=True)
class Reading:
    claim: Claim
    kinds: frozenset[Kind]


def readings(claim: Claim, defaults: Defaults = NO_DEFAULTS) -> list[Reading]:
    """Every reading of ``claim``, its own words first."""
    # the year the sentences before spoke of, and the answer's
    anchors = tuple(dict.fromkeys(a for a in (claim.anchor, defaults.year) if a is not None))
    years: tuple[int | None, ...] = tuple(dict.fromkeys((claim.year, *claim.other_years)))
    if claim.year is None and anchors:
        shifts = (claim.shift, 0) if claim.loose else (claim.shift,)
        # and any year its words allow besides, or the question's span ("8.22조 원 → 10.74조 원" under
        # "2022→2024년": 2022)
        spanned = (defaults.span[0],) if claim.stepped and defaults.span else ()
        years = tuple(
            dict.fromkeys((*(a + shift for a in anchors for shift in shifts), *claim.other_years, *spanned))
        )
    ends = claim.ends or anchors
    if claim.back and len(claim.bases) == 1 and claim.anchor == claim.bases[0] - claim.back:
        # "2021년 … 1조 3,255억이었어요. 2024년 1조 9,793억과 비교하면 3년 새 49.3% 늘었어요": the year it is compared
        # with is the end of the span its words give, the year before spoke of its start
        claim = replace(claim, bases=(claim.anchor,), ends=(claim.bases[0],), back=None)
        ends, years = claim.ends, (*years, claim.ends[0])
    # a figure with no account or company of its own, answering a question for a total, may be that total
    summed = defaults.total and claim.account is None and claim.company is None
    # … and one answering a question for a compound rate ("2년 연평균 성장률" — "*−0.2%*예요") may be that rate
    compound = claim.compound or (
        defaults.compound
        and claim.account is None
        and not claim.carried
        and claim.year is None  # not a year's own rate ("2023년 +1.7%", a row of 2023)
        and not (claim.yearly or claim.rate)
    )
    base = replace(claim, basis=claim.basis or defaults.basis, total=claim.total or summed, compound=compound)
    # a clause comparing periods ("전년 대비 1.2%p") is not about two companies or bases; between two quarters
    # of one year it is a change within the year
    between_quarters = claim.year is None and claim.prior_quarter is not None
    # … but a chain of shares of one basis in the other ("2021년 11.3% → 2022년 46.4%" under "본사(별도) 순이익이
    # 연결 순이익에서 차지하는 비율") compares its periods' shares, each within its period
    left_out = (
        frozenset({"change"})
        if claim.across
        and claim.quarter is None
        and not between_quarters
        and not (claim.share and claim.both_bases)
        else frozenset()
    )
    out: list[Reading] = _quarter_before(claim, anchors, defaults)
    accounts = _accounts(claim, defaults.account)
    for account, year, company in product(accounts, years, _companies(claim, defaults)):
        direction = resolved(claim.direction, account)
        if claim.turned and year is not None and any(year < a for a in anchors):
            direction = None  # "2022년 … 25.32조 원이었으므로 적자전환": an earlier year's base of the turn
        read = replace(base, account=account, year=year, company=company, direction=direction)
        if year is None or not ends:
            out.append(Reading(read, ALL_KINDS - left_out))
            continue
        kinds = (ALL_KINDS if year in ends else WITHIN_PERIOD) - left_out
        out.append(Reading(_since(read, year), kinds))
        out += [Reading(_since(replace(read, year=end), end), ACROSS_PERIODS) for end in ends if end != year]
        if _moving(claim) and claim.year == year:
            # "2022년에는 18.4%였으니 12.4%p 떨어진 셈": a change stated after an earlier year's level runs
            # from that year to the year the paragraph (or answer) is about
            out += [
                Reading(replace(read, year=later, bases=(year,)), ACROSS_PERIODS)
                for later in anchors
                if later > year and later not in ends
            ]
    out += _span_links(claim, base, accounts, defaults)
    out += _opening(claim, base, accounts, defaults, anchors)
    return out


#: the first term of a mean of two written out: "[(53.50조 + 73.92조) / 2]"
_FIRST_OF_MEAN = re.compile(r"^[*\s]*\+[^()+]*\)\s*/\s*2(?![0-9])")


def _opening(
    claim: Claim, base: Claim, accounts: tuple[str | None, ...], defaults: Defaults, anchors: tuple[int, ...]
) -> list[Reading]:
    """ "평균 자본총계 63.71조원 [(53.50조 + 73.92조) / 2]": the first term of a year's average balance is the
    opening one, the year before's closing."""
    figure, text = claim.figure, claim.context
    if text[figure.start : figure.end] != figure.text or not text[: figure.start].rstrip(" *").endswith("("):
        return []
    if not _FIRST_OF_MEAN.match(text[figure.end :]):
        return []
    year = claim.year if claim.year is not None else (anchors[0] if anchors else defaults.year)
    if year is None:
        return []
    return [
        Reading(replace(base, account=account, year=year - 1, company=company), WITHIN_PERIOD)
        for account, company in product(accounts, _companies(claim, defaults))
    ]


#: an arrow right before or after a figure: it is a link of a chain
_INTO = re.compile(r"(?:→|->)[*\s]*$")
_OUT_OF = re.compile(r"^[*\s]*(?:→|->)")


def _span_links(
    claim: Claim, base: Claim, accounts: tuple[str | None, ...], defaults: Defaults
) -> list[Reading]:
    """ "2021→2023년: 매출이 … (6.82조 → 9.67조) … OPM이 19.4% → 15.4%로": a chain of two levels under a span of
    two years runs from the span's start to its end."""
    if len(claim.bases) != 1 or len(claim.ends) != 1 or claim.bases[0] >= claim.ends[0]:
        return []
    figure, text = claim.figure, claim.context
    if text[figure.start : figure.end] != figure.text:
        return []
    before, after = _INTO.search(text[: figure.start]), _OUT_OF.match(text[figure.end :])
    if bool(before) == bool(after):
        return []  # no link, or a middle one: the span names only its ends
    year = claim.ends[0] if before else claim.bases[0]
    return [
        Reading(
            replace(base, account=account, year=year, company=company, bases=(), direction=None),
            WITHIN_PERIOD,
        )
        for account, company in product(accounts, _companies(claim, defaults))
    ]


def _quarter_before(claim: Claim, anchors: tuple[int, ...], defaults: Defaults) -> list[Reading]:
    """ "매출액: 42.9조원 → 46.6조원" under a 4분기 heading: the start is the third quarter of the same year."""
    if not claim.stepped or claim.year is not None:
        return []
    if claim.quarter is not None:
        quarters: tuple[int, ...] = (claim.quarter - 1,) if claim.quarter > 1 else ()
    elif claim.prior_quarter is not None:
        # under sentences about a quarter, a chain with no period of its own may start in that quarter or
        # the one before ("4분기 … 3분기 대비" / "영업이익은 5,253억 원 → 5,420억 원")
        quarters = tuple(q for q in (claim.prior_quarter - 1, claim.prior_quarter) if 1 <= q <= 3)
    else:
        quarters = ()
    return [
        Reading(
            replace(
                claim,
                basis=claim.basis or defaults.basis,
                quarter=quarter,
                shift=0,
                stepped=False,
                account=account,
                year=year,
                company=company,
            ),
            WITHIN_PERIOD,
        )
        for quarter, account, year, company in product(
            # an answer naming no year speaks of the quarters the tools returned (of one year)
            quarters,
            _accounts(claim, defaults.account),
            anchors[:1] or (None,),
            _companies(claim, defaults),
        )
    ]


def _moving(claim: Claim) -> bool:
    """Whether the figure may state a change: a %p, or a figure its words call a change or move."""
    return claim.figure.unit == "percent_point" or claim.change or claim.direction in MOVES


def _since(claim: Claim, end: int) -> Claim:
    """The claim with the start years a change ending in ``end`` may have: those its clause names, else
    as many years back as its words say ("3년 CAGR"), else the year before ("전년 대비")."""
    if claim.bases:
        return claim
    if claim.back:
        return replace(claim, bases=(end - claim.back,))
    if not claim.yearly:
        return claim
    return replace(claim, bases=(end - 1,))


def _accounts(claim: Claim, asked: str | None = None) -> tuple[str | None, ...]:
    """Its own accounts; else those the sentence before named, or the nearest one named earlier in the
    paragraph (besides no account at all) — and the one the question asks about."""
    if claim.account is not None:
        own = (claim.account, *claim.other_accounts)
        return tuple(dict.fromkeys(a for account in own for a in _as_amount(account, claim.figure.unit)))
    question = (asked,) if asked is not None and _fits_unit(asked, claim.figure.unit) else ()
    carried = tuple(a for a in claim.carried if _fits_unit(a, claim.figure.unit))
    if carried:
        return tuple(dict.fromkeys((*carried, *question)))
    earlier = next((a for a in claim.history if _fits_unit(a, claim.figure.unit)), None)
    return tuple(dict.fromkeys((*((earlier,) if earlier else ()), *question, None)))


def _as_amount(account: str, unit: str) -> tuple[str, ...]:
    """An amount (or a bare number) written beside a ratio's name is one of the ratio's inputs
    ("영업이익률 = 6.57조원 ÷ 258.94조원 = 2.54%", "OPM 2.5% (= 6.57 ÷ 258.94)": 영업이익 and 매출액, as the
    catalogue's formula has them)."""
    ratio = RATIOS.get(account)
    if unit not in ("won", "number") or ratio is None:
        return (account,)
    return tuple(sorted(ratio[0] | ratio[1]))


def _companies(claim: Claim, defaults: Defaults) -> tuple[str | None, ...]:
    """Its own company (and those listed with it before 각각); else the companies the sentence before
    named; else the answer's."""
    if claim.company is not None:
        return tuple(dict.fromkeys((claim.company, *claim.other_companies)))
    return claim.other_companies or (defaults.company,)


def _fits_unit(account: str, unit: str) -> bool:
    """Whether a figure in ``unit`` can be a value of ``account`` or one derived from it."""
    ratio = RATIOS.get(account)
    if unit == "won":
        return ratio is None
    if unit == "percent_point":
        return ratio is not None and ratio[2] == 100.0
    if unit == "times":
        return ratio is None or ratio[2] == 1.0
    if unit == "percent":
        return account not in PER_SHARE
    return True
