"""Which of two values a multiple, share or ratio puts over which, as its sentence says it: the base is the
value said with a base word — the amount or name before "의 N배"/"의 N%" ("현대차 매출(175.23조원)의 약 1.48배"),
before 대비, 보다, 에 비해, 와 비교하면 ("A는 B 대비", "A가 B보다 N배"), the whole a share is of ("매출 가운데 … 몫"),
after a slash ("별도/연결"), after "Nx"/"N% of" in English ("A was 1.48x that of B") — and the subject the phrase
a topic or subject particle marks (은/는/이/가), or the other side of the sentence.

A value is placed by where the sentence writes it (an amount inside the base's words) or by what tells it
from the other value — its company, year (the earlier of two for 전년/작년), quarter, basis or account —
named on one side only. ``ordered`` answers whether ``top`` over ``bottom`` is the sentence's reading:
``True``, ``False`` (the inverse), or ``None`` where it does not say (no side named, or both: "현대자동차가
13.23조원, 삼성전자가 34.45조원으로 38.4%"). ``held`` is what the callers (``stated``, ``nearby``, ``derive``,
``derivations``) ask: a catalogue ratio by its formula; else the sentence's reading; else the one reading
ordinary writing means — a later value over an earlier one of the same company, basis and account, else a
share of the larger, a multiple of the smaller — never both.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from core.verify.claim import Claim
from core.verify.facts import Fact
from core.verify.marks import CLAUSE_BREAK
from core.verify.names import company_names
from core.verify.vocab import (
    FAMILIES,
    RATIOS,
    Mark,
    account_marks,
    basis_marks,
    quarter_marks,
    relative_year_marks,
    year_marks,
)

Span = tuple[int, int]


class Side(NamedTuple):
    """One value of a quotient: what tells it from the other, and where the figure's sentence writes it."""

    company: str | None = None
    year: int | None = None
    quarter: int | None = None
    basis: str | None = None
    account: str | None = None
    span: Span | None = None


#: right before the figure: "…의 (약) N배", "(175.23조원)의 1.48배" — the base just named
_OF_BEFORE = re.compile(r"(?<!거)의[\s*]*(?:약|대략|거의|무려|불과|겨우|고작|단|딱)?[\s*]*$")
#: anywhere before the figure in its sentence: "B 대비", "B보다", "B에 비해", "B와 비교하면"
_AGAINST = re.compile(
    r"(?<=[^\s])\s?(?:대비|比|対比|對比)|보다|에\s?비(?:해|하면|해서)|(?:[와과]|이?랑|하고)\s?비교(?:하면|해|하여|해서|할\s?때)"
)
#: the whole a share is of: "매출 중 영업이익 비중", "두 회사 매출 가운데 삼성전자가 차지하는"
_WHOLE = re.compile(r"(?:\s|\))(?:중|가운데)\s|(?<=[가-힣)])에서\s")
_SHARE_WORDS = re.compile(r"비중|차지|몫")
#: right after the figure in English, the base it is of: "1.5x that of Hyundai", "1.5x Hyundai's", "65% of revenue"
_OF_AFTER = re.compile(
    r"^[\s*]*(?:(?:times|×)\s+)?(?:(?:that of|those of|the size of|as (?:large|big|high|much) as|of)\s+"
    r"|(?=[A-Z][\w&-]*(?:\s[A-Za-z][\w&-]*)?'s\b))"
)
_HANGUL = re.compile(r"[가-힣]")
#: where a clause or a listed item starts: a clause break, an arrow or "=", a " / " between two figures, a
#: parenthesis left open ("(삼성의 22.0%)")
_BREAK = re.compile(r"[,:;，=]\s*|\s(?:vs\.?|및|/)\s|→\s*|->\s*|\(|\n")
#: a topic or subject particle: "삼성전자 매출은 ", "별도가 "
_SUBJECT = re.compile(r"(?<=[가-힣A-Za-z0-9)\]*])[은는이가]\s")
#: the name of a quotient itself, right before its particle: "비율은", "4분기 비중은"
_QUOTIENT = re.compile(r"(?:비율|비중|배수|배율|몫|수준|비)\**$")
_PARTICLE = re.compile(r"(?<=[가-힣A-Za-z0-9)\]*])(?:[은는이가도]|으?로|고|며)\s")
#: a quotient written with a slash: "별도/연결", "NI/PBT" — the base after it
_SLASH = re.compile(r"(?<![0-9.,])([가-힣A-Za-z][^\s/÷:|]*)[/÷]([가-힣A-Za-z][^\s/÷:|]*)")
_ENGLISH_END = re.compile(r"[,;.]\s|\s(?:and|while|but)\s|$")


class Sides(NamedTuple):
    """Where a sentence says the subject of a quotient is, and its base (``None``: it marks none); ``counter``,
    words that name no subject of their own but may contradict one ("2021년 … 영업이익은 …, 2023년엔 … 10배")."""

    subject: list[Span]
    base: Span | None
    counter: tuple[Span, ...] = ()


def sides(claim: Claim) -> Sides | None:
    """The subject's spans and the base's span of the figure's sentence."""
    context, at = claim.context, _position(claim)
    if at is None:
        return None
    end = at + len(claim.figure.text)
    after = _OF_AFTER.match(context[end:])
    if after is not None and not _HANGUL.search(context):
        start = end + after.end()
        stop = _ENGLISH_END.search(context, start)
        return Sides([(0, at)], (start, stop.start() if stop else len(context)))
    head = context[:at]
    marker = _OF_BEFORE.search(head)
    if marker is None:
        slashes = list(_SLASH.finditer(head))
        if slashes:
            return Sides([slashes[-1].span(1)], slashes[-1].span(2))
        # within the parenthesis the figure is in, if it has words of its own ("…보다 많습니다(자본은 NAVER가
        # 1.9배)"; not "두 배 넘게(2.32배)")
        opened = max((i + 1 for i, ch in enumerate(head) if ch == "(" and ")" not in head[i:]), default=0)
        if not _HANGUL.search(head, opened):
            opened = 0
        # and within its clause ("3Q OP 3.58tn 대비 QoQ -21.2%, margin은 8.3% → 6.1%로": no base of 6.1%)
        opened = max(opened, _clause_start(head))
        found = list(_AGAINST.finditer(head, opened))
        if not found and _SHARE_WORDS.search(context):
            found = list(_WHOLE.finditer(head, opened))
        if not found:
            return _subjects(head)
        marker = found[-1]
    words = head[: marker.start()].rstrip()
    base = (_phrase_start(words, len(words)), len(words))
    if base[0] >= base[1]:
        return _subjects(head)
    # "현대차 대비 삼성전자 매출은 1.48배": a subject between the base and the figure comes first
    between = (marker.end(), at)
    if _SUBJECT.search(head, *between):
        return Sides([between], base)
    return Sides([(0, base[0]), between], base)


def _subjects(head: str) -> Sides:
    """With no base marked, the phrases topic or subject particles mark in the sentence (each from its clause's
    start; not the quotient's own name, "비율은 57.1%": that says no side) — "현대자동차가 13.23조원, 삼성전자가
    34.45조원으로 38.4%" names both, so it says no order — with the figure's clause as a counter if it has none."""
    marked = [
        m
        for m in _SUBJECT.finditer(head)
        if _outside(head, m.start()) and not _QUOTIENT.search(head, 0, m.start())
    ]
    spans = [(_phrase_start(head, m.end() - 2, particles=False), m.end()) for m in marked]
    clause = _clause_start(head)
    counter = () if any(m.start() >= clause for m in marked) else ((clause, len(head)),)
    return Sides(spans, None, counter)


def _clause_start(head: str) -> int:
    return max((m.end() for m in CLAUSE_BREAK.finditer(head) if _outside(head, m.start())), default=0)


def _phrase_start(text: str, end: int, *, particles: bool = True) -> int:
    """Where the phrase ending at ``end`` starts: after the last break (or particle) before it, outside
    parentheses closed before ``end``."""
    words = text[:end]
    breaks = [m for m in _BREAK.finditer(words) if m.end() < len(words)]
    if particles:
        breaks += [m for m in _PARTICLE.finditer(words) if m.end() < len(words)]
    return max(
        (m.end() for m in breaks if _outside(words, m.start()) and not _closed(words, m)),
        default=0,
    )


def _closed(text: str, mark: re.Match[str]) -> bool:
    """A parenthesis opened and closed again: "매출(175.23조원)" is one phrase."""
    return mark.group() == "(" and ")" in text[mark.end() :]


def ordered(claim: Claim, top: Side, bottom: Side) -> bool | None:
    """Whether the sentence puts ``top`` over ``bottom`` (``False``: the other way round; ``None``: it does not
    say)."""
    read = sides(claim)
    if read is None:
        return None
    context = claim.context
    for spans, over in (([read.base] if read.base else [], False), (read.subject, True)):
        named_top = any(_names(context, span, top, bottom) for span in spans)
        named_bottom = any(_names(context, span, bottom, top) for span in spans)
        if named_top != named_bottom:
            countered = any(
                _names(context, span, *((bottom, top) if named_top else (top, bottom)))
                for span in read.counter
            )
            return None if countered and over else named_top == over
    return None


def held(claim: Claim, top: Side, bottom: Side, values: tuple[float, float], *, share: bool = False) -> bool:
    """Whether ``top`` over ``bottom`` is the one reading of the figure to hold: the sentence's, or where it does
    not say, the one ordinary writing means — a later value over an earlier one of the same company, basis and
    account (a change over time), else a share of the larger, a multiple of the smaller. Never both."""
    way = _formula(claim, top, bottom)
    if way is None:
        way = ordered(claim, top, bottom)
    if way is not None:
        return way
    # two years, or two quarters (a quarter against its whole year is a part of it, not a step in time)
    timed = bool(top.year and bottom.year) and (
        top.year != bottom.year or (bool(top.quarter and bottom.quarter) and top.quarter != bottom.quarter)
    )
    late, early = (top.year or 0, top.quarter or 5), (bottom.year or 0, bottom.quarter or 5)
    alike = all(
        a is None or b is None or a == b
        for a, b in ((top.company, bottom.company), (top.basis, bottom.basis), (top.account, bottom.account))
    )
    if timed and alike:
        return late > early
    return abs(values[0]) <= abs(values[1]) if share else abs(values[0]) >= abs(values[1])


def _formula(claim: Claim, top: Side, bottom: Side) -> bool | None:
    """A catalogue ratio the figure is of ("OPM 6.1%") is its formula's quotient, whatever the sentence's order."""
    ratio = RATIOS.get(claim.account or "")
    if ratio is None or top.account is None or bottom.account is None:
        return None
    tops, bottoms = ratio[0], ratio[1]
    if top.account in tops and bottom.account in bottoms:
        return True
    if bottom.account in tops and top.account in bottoms:
        return False
    return None


def facts_held(claim: Claim, top: Fact, bottom: Fact, *, share: bool = False) -> bool:
    """``held`` for two tool values (``derive``, ``derivations``)."""
    return held(claim, _side_of(top), _side_of(bottom), (top.value, bottom.value), share=share)


def _side_of(fact: Fact) -> Side:
    return Side(fact.company, fact.year, fact.quarter, fact.basis, fact.account)


def _names(context: str, span: Span, side: Side, other: Side) -> bool:
    """Whether the words in ``span`` name ``side``: its amount written there, or something that tells it
    from ``other``."""
    start, end = span
    if side.span is not None and start <= side.span[0] and side.span[1] <= end:
        return True
    if other.span is not None and start <= other.span[0] and other.span[1] <= end:
        return False  # the other amount is written there
    text = context[start:end]
    return (
        _company_named(text, side, other)
        or _year_named(text, side, other)
        or _marked(side.quarter, other.quarter, quarter_marks(text))
        or _marked(side.basis, other.basis, basis_marks(text))
        or _account_named(text, side, other)
    )


def _company_named(text: str, side: Side, other: Side) -> bool:
    if not side.company or side.company == other.company:
        return False
    names = company_names({side.company, *((other.company,) if other.company else ())})
    return any(name in text for name, company in names.items() if company == side.company)


def _year_named(text: str, side: Side, other: Side) -> bool:
    if not (side.year and other.year) or side.year == other.year:
        return False
    years = year_marks(text)
    if years:
        return str(side.year) in {m.value for m in years}
    return side.year < other.year and bool(relative_year_marks(text))  # "전년의 1.5배": the earlier


def _marked(own: object, others: object, marks: list[Mark]) -> bool:
    return own is not None and others is not None and own != others and str(own) in {m.value for m in marks}


def _account_named(text: str, side: Side, other: Side) -> bool:
    if not (side.account and other.account) or side.account == other.account:
        return False
    family = FAMILIES.get(side.account, frozenset({side.account}))
    return any(m.value in family for m in account_marks(text))


def _position(claim: Claim) -> int | None:
    context, figure = claim.context, claim.figure
    if context[figure.start : figure.end] == figure.text:
        return figure.start
    found = context.find(figure.text)
    return None if found < 0 else found


def _outside(text: str, index: int) -> bool:
    """Whether ``index`` is outside any parenthesis closed within ``text`` ("매출(175.23조원)")."""
    return not (text.rfind("(", 0, index) > text.rfind(")", 0, index) and ")" in text[index:])
