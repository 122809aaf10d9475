"""Figures an answer derives from figures its own sentence states and the checker has already held:
arithmetic on checked figures, not new claims (``check.check_answer``)."""

from __future__ import annotations

import re

from core.finance.amounts import Figure
from core.verify.claim import Claim
from core.verify.orientation import Side
from core.verify.orientation import held as oriented

_APPROXIMATE = ("약", "대략", "거의", "얼추")


def restated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "69.5% — 약 70% 수준", "31,198십억원(약 31.2조원)": an approximate figure that is an earlier held
    figure of its sentence, of the same unit, rounded to the digits it shows."""
    claim = claims[index]
    figure = claim.figure
    if not _approximate(claim):
        return False
    slack = figure.precision / 2 + 1e-9 * max(abs(figure.value), 1.0)
    return any(
        ok
        and c.context == claim.context
        and c.figure.unit == figure.unit
        and c.figure.end <= figure.start
        and c.figure.precision < figure.precision
        and abs(c.figure.value - figure.value) <= slack
        for c, ok in zip(claims[:index], held[:index], strict=True)
    )


#: an expression written out: "9,850억 ÷ 23.8조 ≈ 4.1%", "32.73 × 100 / 300.87"
_EXPRESSION = re.compile(r"[÷×]")


def operand_restated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "순이익이 9,850억 원인데, 평균 자본이 약 23.8조 원이에요. … 9,850억 ÷ 23.8조 ≈ 4.1%": an operand of an
    expression written out, with no account of its own, that repeats as written a figure of an earlier sentence
    the checker held (the average equity the writer worked out is held there, by its words)."""
    claim = claims[index]
    figure = claim.figure
    if claim.account is not None or not _EXPRESSION.search(claim.context):
        return False
    written = figure.text.replace(" ", "")
    return any(
        ok
        and c.context != claim.context
        and c.figure.unit == figure.unit
        and c.figure.value == figure.value
        and c.figure.text.replace(" ", "").startswith(written)
        for c, ok in zip(claims[:index], held[:index], strict=True)
    )


def share_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "세전이익 23.9조 → 순익 19.8조라 차이 4.1조, 세전 대비 약 17.1%": a share (at most 100%) that is one held
    amount its sentence states before it over a larger one, the way round the sentence puts them
    (``orientation``), within what the rounding of the two as written allows."""
    claim = claims[index]
    figure = claim.figure
    if figure.unit != "percent" or figure.signed or claim.rate or (claim.change and claim.direction):
        return False
    amounts = _held_amounts_before(index, claims, held)
    # a share is of a larger amount: the inverse of a right one ("매출 대비 106.1%") is no reading
    return any(
        _quotient_is(figure, top.figure, bottom.figure, 100)
        for top in amounts
        for bottom in amounts
        if top is not bottom
        and top.figure.value
        and abs(top.figure.value) <= abs(bottom.figure.value)
        and _oriented(claim, top, bottom, share=True)
    )


def multiple_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "2023년 삼성전자 매출(258.94조원)은 2024년 현대차 매출(175.23조원)의 약 1.48배": a multiple that is one
    held amount its sentence states before it over another, within what the rounding of the two as written
    allows — whatever companies and years the two are of, each has been checked. The base is the one the
    sentence says (``orientation``: "…(175.23조원)의", "… 대비", "…보다"); where it does not say, the larger over
    the smaller (the inverse, 0.68배, is no reading of that sentence)."""
    claim = claims[index]
    figure = claim.figure
    if figure.unit != "times" or figure.signed or figure.value <= 0 or (claim.change and claim.direction):
        return False
    amounts = _held_amounts_before(index, claims, held)
    return any(
        _quotient_is(figure, top.figure, bottom.figure, 1)
        for top in amounts
        for bottom in amounts
        if top is not bottom and _oriented(claim, top, bottom)
    )


def _held_amounts_before(index: int, claims: list[Claim], held: list[bool]) -> list[Claim]:
    """The amounts in won its sentence states before ``claims[index]``'s figure, each of them held."""
    claim = claims[index]
    return [
        c
        for c, ok in zip(claims[:index], held[:index], strict=True)
        if ok and c.context == claim.context and c.figure.unit == "won" and c.figure.end <= claim.figure.start
    ]


def _oriented(claim: Claim, top: Claim, bottom: Claim, *, share: bool = False) -> bool:
    """Whether the figure's sentence reads ``top`` over ``bottom`` (each written in it)."""
    return oriented(claim, _side(top), _side(bottom), (top.figure.value, bottom.figure.value), share=share)


def _side(claim: Claim) -> Side:
    figure = claim.figure
    return Side(
        claim.company, claim.year, claim.quarter, claim.basis, claim.account, (figure.start, figure.end)
    )


def _quotient_is(figure: Figure, top: Figure, bottom: Figure, scale: float) -> bool:
    """Whether ``figure`` is ``top`` over ``bottom`` (× ``scale``), positive, within what the rounding of the
    two as written allows (each off by up to half its last digit) and the figure's own."""
    if not top.value or not bottom.value:
        return False
    ratio = top.value / bottom.value * scale
    error = abs(ratio) * (top.precision / 2 / abs(top.value) + bottom.precision / 2 / abs(bottom.value))
    return ratio > 0 and abs(ratio - figure.value) <= error + figure.precision / 2 + 1e-9


def sum_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "NAVER 1.93조 + 카카오 −1,619억 = 1.77조": an amount after "=" that is the sum of the held amounts its
    sentence states since the last "=" (two at least, joined by + or −), within the rounding of each."""
    claim = claims[index]
    figure = claim.figure
    head = claim.context[: figure.start].rstrip(" *약")
    if figure.unit != "won" or not head.endswith("="):
        return False
    start = head.rfind("=", 0, len(head) - 1) + 1
    terms = [
        (c.figure, ok)
        for c, ok in zip(claims[:index], held[:index], strict=True)
        if c.context == claim.context and start <= c.figure.start and c.figure.end <= figure.start
    ]
    if len(terms) < 2 or not all(ok and t.unit == "won" for t, ok in terms):
        return False
    between = claim.context[terms[0][0].end : terms[-1][0].start]
    if not any(sign in between for sign in ("+", "−", "-")):
        return False
    total = sum(t.value for t, _ in terms)
    slack = sum(t.precision for t, _ in terms) / 2 + figure.precision / 2
    return abs(total - figure.value) <= slack * (1 + 1e-9)


def term_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "계산으로 보면 2,333억 원 − 3,952억 원 = -1,619억 원": an amount written as a term of a sum its sentence
    works out ("A − B = C"), each other term and the result held, that makes the sum hold — the sign before
    it is the operation's, not the amount's."""
    claim = claims[index]
    figure, context = claim.figure, claim.context
    if figure.unit != "won" or figure.signed or figure.value < 0:
        return False
    equals = context.find("=", figure.end)
    if equals < 0:
        return False
    start = context.rfind("=", 0, figure.start) + 1
    same = [(i, c) for i, c in enumerate(claims) if c.context == context]
    terms = [(i, c) for i, c in same if start <= c.figure.start and c.figure.end <= equals]
    result = next(((i, c) for i, c in same if c.figure.start > equals), None)
    if len(terms) < 2 or result is None or not all(held[i] for i, c in (*terms, result) if i != index):
        return False
    if any(c.figure.unit != "won" for _, c in (*terms, result)):
        return False
    total, previous = 0.0, start
    for _, term in terms:
        operator = context[previous : term.figure.start].strip(" *")
        total += -term.figure.value if operator.endswith(("−", "-")) else term.figure.value
        previous = term.figure.end
    slack = sum(c.figure.precision for _, c in (*terms, result)) / 2
    return abs(total - result[1].figure.value) <= slack * (1 + 1e-9)


def _approximate(claim: Claim) -> bool:
    before = claim.context[: claim.figure.start].rstrip(" (*")
    return before.endswith(_APPROXIMATE)


#: between a change's start and its rate: "43.38조에서 -84.9%", "55.65조에서 약 72.2%"
_FROM = re.compile(r"[\s*]*에서[\s*]*(?:약\s*)?$")


_ARROW = re.compile(r"[\s*]*(?:→|->|⇒)[\s*]*")


def end_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "영업이익: 84.9% 감소 (43조 3,766억 → 6조 5,670억)": the end of an arrow from a held amount, by a rate
    its sentence states — what the two give (within the rounding of the three as written), whichever year."""
    claim = claims[index]
    figure = claim.figure
    if figure.unit != "won" or index == 0 or not held[index - 1]:
        return False
    start = claims[index - 1]
    if (
        start.context != claim.context
        or start.figure.unit != "won"
        or not start.figure.value
        or not _ARROW.fullmatch(claim.context, start.figure.end, figure.start)
    ):
        return False
    # the rate as written: if it is wrong it is flagged of its own, and the end cannot agree with both
    rates = [c for c in claims if c.context == claim.context and c.figure.unit == "percent"]
    return any(_moved_by(start.figure, figure, rate) for rate in rates)


def _moved_by(start: Figure, end: Figure, rate: Claim) -> bool:
    """Whether ``start`` moved to ``end`` by ``rate``, within the rounding of the three as written."""
    moved = (end.value - start.value) / abs(start.value) * 100
    error = (
        abs(end.value / start.value)
        * 100
        * (end.precision / 2 / abs(end.value or 1.0) + start.precision / 2 / abs(start.value))
    )
    return any(abs(moved - r) <= error + rate.figure.precision / 2 + 1e-9 for r in _rates(rate))


def start_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "영업이익 6.57조 — 43.38조에서 -84.9%": an amount its words make the start of a change ("에서" and the
    rate right after it) into a held amount its sentence states before it, the rate held too — the start is
    what the two give (within the rounding of the three as written), whichever year it is of."""
    claim = claims[index]
    figure = claim.figure
    if figure.unit != "won" or index + 1 >= len(claims):
        return False
    rate = claims[index + 1]
    if (
        not held[index + 1]
        or rate.context != claim.context
        or rate.figure.unit != "percent"
        or not _FROM.search(claim.context[figure.end : rate.figure.start])
        or not figure.value
    ):
        return False
    for end, ok in zip(claims[:index], held[:index], strict=True):
        if not ok or end.context != claim.context or end.figure.unit != "won":
            continue
        if end.account is not None and claim.account is not None and end.account != claim.account:
            continue
        if _moved_by(figure, end.figure, rate):
            return True
    return False


def _rates(rate: Claim) -> tuple[float, ...]:
    """A rate as written, or with the sign its word gives it ("72.2% 감소")."""
    value = rate.figure.value
    if rate.figure.signed or value < 0:
        return (value,)
    return {"down": (-value,), "up": (value,)}.get(rate.direction or "", (value, -value))


#: right before a share, an average quarter named as what it is of: "분기 평균(33.3%)", "분기 평균은 25%"
_EVEN_QUARTER = re.compile(r"분기\s?평균\s?(?:\(|[은는이]\s|:\s?)?\s*$")
#: the run of quarters a sentence names: "1~3분기 누적" (3); a year, four; a first half, two
_QUARTER_RUN = re.compile(r"(?<![0-9])1\s*[~\-–]\s*([2-4])\s*(?:분기|Q)|(연간|상반기)")


def even_share(claim: Claim) -> bool:
    """ "3분기 매출은 1~3분기 누적 매출의 35.1%로, 분기 평균(33.3%)보다 조금 높습니다": the share an average quarter has
    of the run of quarters its sentence names (1 / 3), as a share — arithmetic on no figure at all."""
    figure = claim.figure
    at = (
        figure.start
        if claim.context[figure.start : figure.end] == figure.text
        else claim.context.find(figure.text)
    )
    if figure.unit != "percent" or figure.signed or at < 0 or not _EVEN_QUARTER.search(claim.context, 0, at):
        return False
    run = _QUARTER_RUN.search(claim.context)
    if run is None:
        return False
    quarters = int(run.group(1)) if run.group(1) else {"연간": 4, "상반기": 2}[run.group(2)]
    return abs(100 / quarters - figure.value) <= figure.precision / 2 + 1e-9
