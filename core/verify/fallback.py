"""The last reading of a figure no other rule supports: a value derived from tool facts its sentence
mentions (issue #22: a figure "is supported if any reasonable reading of its sentence is supported by
the tool values or their derivations").

"매출은 2022년(302.23조)의 99.5% 수준" (2024 매출 ÷ 2022 매출), "자본총계가 53.50조 → 73.92조원으로 약 20.4조원
불어나", "2021년 대비로는 +18.9%", "약 10배로 불어났습니다", "하이닉스 매출은 삼성 대비 12~15% 수준": the
operands are tool values the sentence names (``mentions``) but does not all state, and the derivation is
one the figure's kind and the sentence's words call for (``derivations``). A level is never read this
way (a right number under a wrong year or basis stays flagged), and the figure's digits as written must
match: half a step of its last digit, no more.

A sentence that mentions many facts gives many derived values, and a figure may then match one by
chance. So the figure's own digits are tried against decoys — the same figure written at other values
(from half to twice it, at its precision) — and the reading is refused when more than
``MOST_CHANCE`` of them would match too: a random figure there would pass as easily as the written one.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from core.verify.book import FactBook
from core.verify.claim import Claim
from core.verify.defaults import Defaults
from core.verify.derivations import Derived, derived_values
from core.verify.mentions import scope_of
from core.verify.terms import terms_of_identity
from core.verify.totals import shares_of_total

#: the share of decoys a sentence's derived values may match before a match is put down to chance
MOST_CHANCE = 0.05
_DECOYS_PER_SIDE = 40
_RANGE = re.compile(r"[0-9]\s*[~∼〜～\-–]\s*[0-9]")
#: a rise or a fall said right after the figure ("2.7조원이나 빠졌어요", "20.4조원 불어나면서")
_MOVED = re.compile(
    r"[*\s]*(?:이나|나|가|이|만큼|정도|가량|이상)?\s*"
    r"(?:(불어|늘었|늘어|늘면|증가|급증|뛰었|뛰어|확대)|(빠졌|빠지|빠진|떨어|꺾|줄었|줄어|줄면|감소|하락|축소|급감))"
)
#: the size of a loss moves against the profit: its direction is the context reader's (``context``)
_LOSS_SIZE = re.compile(r"(?:적자|손실)\s*(?:폭|규모)")
_UNITS = frozenset({"won", "percent", "percent_point", "times"})


def derived(claim: Claim, book: FactBook, defaults: Defaults, answer: str) -> bool:
    """Whether ``claim`` is a value derived from the tool facts its sentence mentions (and not one a
    random figure would match as well)."""
    if claim.figure.unit not in _UNITS:
        return False
    scope = scope_of(claim, book, defaults, answer)
    claim = _directed(claim, linked=scope.linked)
    values = [
        *derived_values(claim, scope, book),
        *shares_of_total(claim, scope, book, answer),
        *terms_of_identity(claim, scope),
    ]
    if not values or not _holds(claim, 1.0, values, scope.after):
        return False
    return chance(claim, values, scope.after) <= MOST_CHANCE


def _directed(claim: Claim, *, linked: bool) -> Claim:
    """The claim with the direction its own words give it."""
    if linked:
        # "성장률은 15% → 11% → 4%로 낮아졌어요": the words after a chain speak of the chain, not of a link
        return replace(claim, direction=None, moved_after=False)
    if _LOSS_SIZE.search(claim.context):
        return claim  # "적자 폭이 … 늘었다": the size of a loss moves against the profit, as read
    # a move said right after the figure, in words the direction reader does not take or takes from further
    # off ("약 2.7조원이나 빠졌어요", "약 20.4조원 불어나면서 부채비율이 내려갔습니다")
    return replace(claim, direction=_moved_after(claim) or claim.direction)


def _moved_after(claim: Claim) -> str | None:
    figure = claim.figure
    if claim.context[figure.start : figure.end] != figure.text:
        return None  # a table cell's figure: its context is the cell's column and row, not its sentence
    moved = _MOVED.match(claim.context, figure.end)
    if moved is None:
        return None
    return "up" if moved.group(1) else "down"


def chance(claim: Claim, values: list[Derived], after: tuple[int, ...] = ()) -> float:
    """The share of decoys (the figure at other values, from half to twice it) the values match."""
    factors = decoys(claim)
    if not factors:
        return 1.0
    return sum(_holds(claim, factor, values, after) for factor in factors) / len(factors)


def decoys(claim: Claim) -> list[float]:
    """Factors that move the figure to another value as written (at its precision): distinct values."""
    figure = claim.figure
    value, step = figure.value, _step(claim)
    seen: dict[float, float] = {}
    for k in range(1, _DECOYS_PER_SIDE + 1):
        for sign in (1, -1):
            moved = round(value * math.exp(sign * math.log(2) * k / _DECOYS_PER_SIDE) / step) * step
            if abs(moved - value) > step / 2 and moved and value:
                seen.setdefault(moved, moved / value)
    return list(seen.values())


def _step(claim: Claim) -> float:
    figure = claim.figure
    return figure.precision if figure.precision > 0 else abs(figure.value) * 0.002 or 1.0


def _holds(claim: Claim, factor: float, values: list[Derived], after: tuple[int, ...] = ()) -> bool:
    """Whether the figure (moved by ``factor``) is one of the values, as written."""
    band = claim.band
    if band is None:
        return any(_equal(claim, claim.figure.value * factor, d) for d in values)
    low, high = band[0] * factor, band[1] * factor
    if _RANGE.search(claim.figure.text):
        # "12~15%": the values of one series over the years (but those its sentence names apart), its
        # least and greatest the ends (cut off or rounded)
        slack = _step(claim) / 2 * (1 + 1e-9)
        for series in {d.series for d in values if d.series}:
            own = [d for d in values if d.series == series and d.year not in after]
            sizes = [_size(claim, d) for d in own if _agrees(claim, d)]
            if len(sizes) < 2 or len(sizes) < len(own):
                continue
            if all(low - slack <= size <= high + slack for size in sizes) and (
                _end(claim, low, min(sizes)) and _end(claim, high, max(sizes))
            ):
                return True
        return False
    # "7%p대": inside the decade
    return any(low - 1e-9 <= _size(claim, d) <= high + 1e-9 for d in values if _agrees(claim, d))


def _end(claim: Claim, end: float, size: float) -> bool:
    step = _step(claim)
    return abs(size - end) <= step / 2 * (1 + 1e-9) or math.isclose(math.trunc(size / step) * step, end)


def _size(claim: Claim, d: Derived) -> float:
    return d.value if claim.figure.signed else abs(d.value)


def _agrees(claim: Claim, d: Derived) -> bool:
    """Whether a derived value's sign may be what the figure's sign (or the words after it) says."""
    figure = claim.figure
    if figure.signed or figure.value < 0:
        if d.directed and claim.moved_after and (claim.direction == "up") == (figure.value < 0):
            return False  # "−0.3%p 올라갔고": the sign and the word after it disagree
        return (d.value < 0) == (figure.value < 0)
    if not d.directed:
        # a share or gap is written as it is; one of a loss ("매출 대비 −24.0%") with its sign or a word
        return d.value > 0 or claim.direction in ("loss", "down")
    if claim.direction in ("down", "loss"):
        return d.value < 0
    if claim.direction in ("up", "profit"):
        return d.value > 0
    return d.value > 0 or d.sizeable  # a fall is written with its sign or a word, a gap may be its size


def _equal(claim: Claim, value: float, d: Derived) -> bool:
    if not _agrees(claim, d):
        return False
    tolerance = _step(claim) / 2 * (1 + 1e-9)
    wanted = value if claim.figure.signed or value < 0 else abs(value)
    return abs(_size(claim, d) - wanted) <= tolerance
