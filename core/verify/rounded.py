"""A round figure its words do not surely attribute, said of a value of its concept: an approximation, not a claim.

Free-written answers round a value to one digit and a run of zeros where the exact value does not matter:
"300조 클럽에서 한 해 만에 내려온 거죠" (매출 302.2조), "100원 벌면 10원 가까이 남긴 거예요" (영업이익률 9.3%),
"유동비율은 102.7%로 100%를 간신히 넘는 수준". No value holds such a figure as
written (it is neither the value nor a rounding of it at its last digit), so it was flagged. A figure is taken
for an approximation (``approximates``) only when all of these hold:

- its attribution is loose on some part (``confidence``): a figure whose words surely give its account, period
  and company is held as strictly as before;
- it is written round: one digit other than 0, then zeros, no decimals ("300조", "100%", "10원", "2,000억");
- it is not read as a change, share, gap or multiple: one said round ("2023년 매출은 2021년보다 40% 많아요", 41.8%)
  is the figure's claim;
- a level of its concept lies within ``NEAR`` of it, of its sign: a value the tools hold or derive of an
  account its context names (its sentence, the text framing it, the question), in any year the answer or the
  question names, of any company, of its basis if one is read;
- and no such value times 10^k (k ≠ 0) or of the other sign lies as close to it: a round figure that is a
  misplaced digit or unit ("9.0%" → "90%", "300조" → "3,000조") or a flipped sign of a value stays flagged.

Measured with ``evals.validator_mutants`` (round 14a, evals/README): the last condition is what keeps the mutants a
×10 slip writes round ("10.0%" → "100%", "9.0%" → "90%") caught — without it up to 8 per corpus passed — and
leaving changes out kept fresh-tune3's invented "40% 많아요" twin caught.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

from core.verify.around import before_of
from core.verify.book import FactBook
from core.verify.claim import Claim, dated
from core.verify.confidence import accounts_of, confidence_of
from core.verify.defaults import Defaults
from core.verify.derive import candidates
from core.verify.governing import place_of
from core.verify.readings import readings
from core.verify.vocab import year_marks

#: how far a round figure may lie from the value it approximates (a share of that value)
NEAR = 0.10
#: one digit other than 0, then zeros: "300", "2,000", "10"
_ROUND = re.compile(r"[1-9]0+")
_NUMBER = re.compile(r"[0-9][0-9,]*(?:\.[0-9]+)?")
_KINDS = {
    "won": frozenset({"won"}),
    "percent": frozenset({"percent", "any"}),
    "times": frozenset({"times", "any"}),
    "percent_point": frozenset({"percent_point", "percent", "any"}),
}
_MOVES = frozenset({"percent_point", "times"})
_SLIPS = (-4, -3, -2, -1, 1, 2, 3, 4)


def approximates(
    claim: Claim, book: FactBook, defaults: Defaults, answer: str, names: dict[str, str], query: str
) -> bool:
    """Whether ``claim`` is a round figure, loosely attributed, that approximates a value of its concept."""
    figure = claim.figure
    if figure.unit not in _KINDS or claim.band is not None or claim.bound or not figure.value:
        return False
    if _changing(claim):  # a change, share or gap said round ("40% 많아요") is its claim, not a benchmark
        return False
    numbers = _NUMBER.findall(figure.text)
    if len(numbers) != 1 or _ROUND.fullmatch(numbers[0].replace(",", "")) is None:
        return False
    if not confidence_of(claim, names, answer, query).grade.loose:
        return False
    found = [(v, level) for v, level in _concept_values(claim, book, defaults, answer, query) if v]
    values = [v for v, _ in found]
    value = figure.value
    own = [abs(value - v) / abs(v) for v, level in found if level and (v > 0) == (value > 0)]
    if not own or min(own) > NEAR:
        return False
    nearest = min(own)
    # a value ten times off, or of the other sign, as close as the one it would approximate: a slip
    slipped = any(
        abs(abs(value) - abs(v) * 10.0**k) <= nearest * abs(v) * 10.0**k for v in values for k in _SLIPS
    )
    flipped = any((v > 0) != (value > 0) and abs(abs(value) - abs(v)) <= nearest * abs(v) for v in values)
    return not slipped and not flipped


def _changing(claim: Claim) -> bool:
    """Whether the figure is read as a change, a share, a gap or a multiple (a rate only if it is a percent: an
    amount in a sentence about a fall is still a level)."""
    figure = claim.figure
    rate = claim.rate and figure.unit == "percent"
    return claim.change or claim.share or rate or claim.difference_of is not None or figure.unit in _MOVES


def _concept_values(
    claim: Claim, book: FactBook, defaults: Defaults, answer: str, query: str
) -> Iterator[tuple[float, bool]]:
    """The values of the accounts ``claim``'s context names, in any year the answer or question names, of any
    company, of its basis if one is read: those the tools hold and those derived as its readings call for."""
    place = place_of(claim)
    if place is None:
        return
    framing = before_of(claim.context, answer)
    accounts = tuple(a for a in accounts_of(claim, place, framing, query) if a) or (claim.account,)
    named = {int(m.value) for text in (answer, query) for m in year_marks(text)}
    years: list[int | None] = [*sorted(named | ({claim.year} if claim.year is not None else set()))]
    opened = replace(defaults, year=None, company=None)
    basis = claim.basis or defaults.basis
    for account in accounts:
        for year in years or [claim.year]:
            read = replace(
                claim,
                account=account,
                other_accounts=(),
                carried=(),
                history=(),
                company=None,
                other_companies=(),
                between=(),
            )
            read = dated(read, year) if year is not None else read
            for reading in readings(read, opened):
                yield from (
                    (c.value, c.kind == "level")
                    for c in candidates(reading.claim, book)
                    if c.kind in reading.kinds
                )
    kinds = _KINDS[claim.figure.unit]
    yield from (
        (f.value, not f.change)
        for f in book.facts
        if f.account in accounts and f.unit in kinds and f.basis in (None, basis or f.basis)
    )
