"""The figures an answer states that the checker held, as operands of arithmetic on them (``nearby``): how each
was held, the years and company its reading found; and the percent change (or compound rate) from one to
another that a figure stating a change may be."""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import permutations
from typing import NamedTuple

from core.verify.claim import Claim
from core.verify.directions import MOVES
from core.verify.vocab import relative_year_marks

#: a sentence of a change or a gap: what a difference of two amounts is stated in
_CHANGED = re.compile(
    r"차이|격차|차액|증감|증가|감소|늘|줄|빠|뒤집|개선|악화|변동|변화|보다|대비|새\s|동안|만에|사이"
    r"|많(?:음|았|다|아|고|은|습)|적(?:음|었|다|어|고|습)"  # "SK하이닉스가 1조 5,901억원 많음": a gap
    r"|[Dd]ifference|[Gg]ap|[Cc]hange"
)


class Held(NamedTuple):
    """How the checker held a figure: the reading that a tool value (or a value derived from tool values)
    supported, the kind of that value ("level", else a change, share or difference), and the value."""

    claim: Claim
    kind: str
    value: float


class Operand(NamedTuple):
    value: float
    precision: float
    unit: str
    account: str
    level: bool
    line: int
    #: (year, quarter: 5 for the whole year) where the reading knew them, and the company
    period: tuple[int, int] | None
    company: str | None
    #: the value that held it, unrounded
    exact: float
    #: the sentence that states it, and where in it
    context: str = ""
    span: tuple[int, int] | None = None


class Target(NamedTuple):
    """The figure being read, with the years its words allow an operand to be of (none: any), and the
    account its words name as the base of a share or multiple ("평균 자본의 1.73배": 자본총계)."""

    claim: Claim
    years: frozenset[int]
    base: str | None


def operand(claim: Claim, how: Held) -> Operand | None:
    figure, read = claim.figure, how.claim
    account = read.account or (read.carried[0] if len(read.carried) == 1 else None)
    if claim.band is not None or figure.unit not in ("won", "percent") or account is None:
        return None
    value = figure.value
    if figure.unit == "won" and read.direction == "loss" and value > 0:
        value = -value  # "영업손실 11.53조원" is −11.53조원
    period = None if read.year is None else (read.year, read.quarter or 5)
    level = how.kind == "level"
    line = claim.line
    span = (figure.start, figure.end) if claim.context[figure.start : figure.end] == figure.text else None
    return Operand(
        value,
        figure.precision,
        figure.unit,
        account,
        level,
        line,
        period,
        read.company,
        how.value,
        claim.context,
        span,
    )


def changing(claim: Claim) -> bool:
    """Whether the figure's words speak of a change or a gap (a level in a chain of years does not)."""
    return (
        claim.change
        or claim.rate
        or claim.direction in MOVES
        or _CHANGED.search(claim.context) is not None
        or claim.figure.text.lstrip("*").startswith("+")  # "+97조 2,921억 원": signed as a change
    )


def changes(figure: Target, amounts: list[Operand]) -> Iterator[tuple[float, float]]:
    """The percent change from one level of the figure's account to another of its company: from the
    earlier period to the later where both are known — from a start its words name ("2022년 대비"), or the
    year before ("YoY") — of the years it allows."""
    claim = figure.claim
    if not (changing(claim) or claim.across):
        return
    # "6.82조원에서 10.74조원으로 57.5% 늘어": a start with no year of its own is read as the year before, a
    # guess its two amounts' own readings overrule — unlike a year before the words say ("전년 대비")
    said = _YEAR_BEFORE.search(claim.context) is not None or bool(relative_year_marks(claim.context))
    for a, b in permutations(amounts, 2):
        if a.account != b.account or not (a.level and b.level) or not a.value or not of_years(figure, a, b):
            continue
        if claim.company is not None and {a.company, b.company} - {None, claim.company}:
            continue
        if a.period and b.period:
            if a.period > b.period:
                continue  # a change runs forward in time
            if claim.bases and a.period[0] not in claim.bases:
                continue
            consecutive = a.period[0] == b.period[0] - 1
            if claim.yearly and not claim.bases and not consecutive and (said or not _stated_in(claim, a, b)):
                continue
        ratio = b.value / a.value
        slack = abs(ratio) * (a.precision / 2 / abs(a.value) + b.precision / 2 / abs(b.value or 1.0)) * 100
        yield (b.value - a.value) / abs(a.value) * 100, slack
        years = b.period[0] - a.period[0] if a.period and b.period and a.period[1] == b.period[1] else 0
        if claim.compound and years > 1 and ratio > 0 and claim.back in (None, years):
            # "연평균 16.3%": the compound rate over the years between the two
            rate = ratio ** (1 / years)
            yield (rate - 1) * 100, slack / years * rate / abs(ratio)


#: a change against the year before, as the words say it
_YEAR_BEFORE = re.compile(r"YoY|yoy|[Yy]/[Yy]|전년\s*동기|전년비")


def _stated_in(claim: Claim, *operands: Operand) -> bool:
    """Whether each operand is an amount the figure's own sentence states before it."""
    return all(
        any(
            abs(abs(value) - abs(o.value)) <= max(step, o.precision) / 2 + 1e-9
            for value, step in claim.alongside
        )
        for o in operands
    )


def of_years(figure: Target, *operands: Operand) -> bool:
    return not figure.years or all(o.period is None or o.period[0] in figure.years for o in operands)
