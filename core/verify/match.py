"""Is a stated figure one the tools returned, or one a writer derives from them?

A claim is supported when, under any of its readings (``readings``), a fact or a value derived from
facts that fit it (``derive``) equals it within the writer's rounding: half a step of the last digit
shown, or the fact cut off at that digit ("258조" for 258.94조) — stricter than a flat 0.5% relative,
which would let 8.22조 pass for 8.18조. A range ("9~10%", "30%대") holds any value inside it. Every
candidate must fit the reading's context where both sides know it — account (or its family), year,
quarter, basis, company — which is what catches a right number under the wrong year, basis or
account, and keeps an invented ratio from matching some unrelated growth rate.
"""

from __future__ import annotations

import math

from core.verify.book import Candidate, FactBook, fits, same_account
from core.verify.claim import Claim
from core.verify.defaults import NO_DEFAULTS, Defaults
from core.verify.derive import candidates
from core.verify.readings import Reading, readings
from core.verify.vocab import SIGN_FREE

__all__ = ["Candidate", "FactBook", "fits", "same_account", "support", "supported"]

#: beyond the shown digits' rounding, only float noise and sub-rounding method differences pass
RELATIVE_TOLERANCE = 0.001
#: units a writer cuts off rather than rounds (258.94조원 → 258조원); a ratio or multiple is rounded
_CUT_OFF = frozenset({"won", "number", "shares", "count"})


def supported(claim: Claim, book: FactBook, defaults: Defaults = NO_DEFAULTS) -> Candidate | None:
    """The fact or derivation that supports some reading of ``claim``, or ``None``."""
    found = support(claim, book, defaults)
    return None if found is None else found[1]


def support(
    claim: Claim, book: FactBook, defaults: Defaults = NO_DEFAULTS
) -> tuple[Reading, Candidate] | None:
    """The reading of ``claim`` some fact or derivation supports, and that support, or ``None``."""
    for reading in readings(claim, defaults):
        for candidate in candidates(reading.claim, book):
            if candidate.kind in reading.kinds and _close(reading.claim, candidate):
                return reading, candidate
    return None


def close(claim: Claim, candidate: Candidate) -> bool:
    """Whether ``candidate`` equals the claim's figure as written (or lies in its range)."""
    return _close(claim, candidate)


def _close(claim: Claim, candidate: Candidate) -> bool:
    figure = claim.figure
    changing = candidate.kind != "level"
    # a difference is often taken of rounded values (14.4% − 2.5% = 11.9%p): allow a whole step
    precision = figure.precision * (2 if candidate.subtracted else 1)
    if claim.band is not None:
        return _in_band(claim, candidate.value, precision)
    if candidate.slack:
        allowed = (precision / 2 + candidate.slack) * (1 + 1e-9)
        return any(abs(wanted - candidate.value) <= allowed for wanted in _signed(claim, changing))
    cut = figure.unit in _CUT_OFF
    return any(_within(wanted, candidate.value, precision, cut=cut) for wanted in _signed(claim, changing))


def _signed(claim: Claim, changing: bool) -> tuple[float, ...]:
    """The values a stated figure may stand for, given its sign and the words around it."""
    value = claim.figure.value
    if claim.account in SIGN_FREE and not changing:
        return (value, -value)
    if claim.figure.unit == "times" and not claim.figure.signed:
        return (abs(value),)  # "36.81조원 줄어 전년의 약 0.2배": a multiple has no direction of its own
    if claim.figure.signed or value < 0:
        disagree = claim.moved_after and (claim.direction == "up") == (value < 0)
        if claim.figure.signed and changing and claim.direction in ("up", "down") and disagree:
            return ()  # "−24.6%p 높음", "+5.9% 감소": the sign and the word after it disagree
        return (value,)
    magnitude = abs(value)
    if claim.direction == "loss":
        return (-magnitude,)
    if claim.direction == "profit" or claim.direction == "up":
        return (magnitude,)
    if claim.direction == "down":
        return (-magnitude,) if changing else (magnitude, -magnitude)
    return (magnitude, -magnitude) if changing else (magnitude,)


def _in_band(claim: Claim, actual: float, precision: float) -> bool:
    """Inside the stated range, or its mirror when a word gives the sign ("20%대 감소")."""
    assert claim.band is not None
    low, high = claim.band
    bands = [(low, high)]
    if not claim.figure.signed and low >= 0 and claim.direction in ("down", "loss"):
        bands = [(-high, -low)] if claim.direction == "loss" else [(low, high), (-high, -low)]
    slack = precision / 2 * (1 + 1e-9)
    return any(lo - slack <= actual <= hi + slack for lo, hi in bands)


def _within(stated: float, actual: float, precision: float, *, cut: bool = True) -> bool:
    """Equal as written: to half a step of the last digit shown, or (an amount) cut off at it
    (258.94조 → 258조). A figure shown without digits to judge by (no precision) gets
    ``RELATIVE_TOLERANCE``."""
    if precision <= 0:
        return math.isclose(stated, actual, rel_tol=RELATIVE_TOLERANCE, abs_tol=1e-9)
    if abs(stated - actual) <= precision / 2 * (1 + 1e-9):
        return True
    if not cut:
        return False
    # cut off rather than rounded: 258.94조 written as 258조
    truncated = math.trunc(actual / precision + 1e-9 * math.copysign(1, actual)) * precision
    return math.isclose(truncated, stated, rel_tol=1e-9, abs_tol=precision * 1e-6)
