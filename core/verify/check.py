"""One answer checked: which figures are claims, and which of them no tool value supports."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from core.finance.amounts import Figure, find_figures
from core.finance.krw import format_krw
from core.verify.book import FactBook, fits
from core.verify.cellmath import formulas, table_arithmetic
from core.verify.claim import Claim
from core.verify.claims import read_claims
from core.verify.confidence import loose_support
from core.verify.defaults import Defaults, document_defaults
from core.verify.facts import Fact, facts_from_results
from core.verify.fallback import derived
from core.verify.implied import with_implied
from core.verify.labels import tool_labels, with_tool_labels
from core.verify.layout import plain_layout
from core.verify.match import support
from core.verify.names import company_names
from core.verify.nearby import Held, from_nearby
from core.verify.notes import notes, without_notes
from core.verify.parallel import versus_others
from core.verify.perunit import per_unit_held
from core.verify.rounded import approximates
from core.verify.stated import (
    end_of_stated,
    even_share,
    multiple_of_stated,
    operand_restated,
    restated,
    share_of_stated,
    start_of_stated,
    sum_of_stated,
    term_of_stated,
)
from core.verify.tiers import broken, listed_account, tier_support
from core.verify.ungoverned import ungoverned_support

#: counts of things this small are list items, not claims ("3개 사업부", "공시 5건")
_SMALL_COUNT = 100
_SOURCES_HEADING = re.compile(
    r"^\s*(?:#{1,6}\s*|\*\*)?\s*(?:출처|자료|참고|Sources?|References?)\b", re.IGNORECASE
)
_FENCE = re.compile(r"^\s*(?:```|~~~)")


@dataclass(frozen=True, slots=True)
class Unsupported:
    claim: Claim
    #: the closest tool values of the same kind, for the correction request
    near: tuple[Fact, ...] = ()

    @property
    def text(self) -> str:
        return self.claim.figure.text


@dataclass(frozen=True, slots=True)
class Verdict:
    checked: int
    unsupported: tuple[Unsupported, ...] = field(default_factory=tuple)

    @property
    def ok(self) -> bool:
        return not self.unsupported


def check_answer(answer: str, results: Sequence[str], query: str = "") -> Verdict:
    """Check every figure ``answer`` states against the tool ``results`` (their JSON text)."""
    book, defaults, every = _read(answer, results, query)
    claims = [c for c in every if not c.bound]
    names = company_names({f.company for f in book.facts if f.company})
    found = [
        support(claim, book, defaults) or tier_support(claim, book, defaults, answer, names)
        for claim in claims
    ]
    # an amount per a round base ("매출 10원 중 4원") restates a ratio: a level, not a growth or a gap (``perunit``)
    found = [
        None if f is not None and claim.per_unit and f[1].kind != "level" else f
        for claim, f in zip(claims, found, strict=True)
    ]
    # a cell a table works out from its other cells (a Δ, ratio or index column: ``cellmath``)
    # and one that is it with the wrong sign, whatever else would hold it
    plain = plain_layout(_body(answer))
    worked, reversed_ = table_arithmetic(plain)
    written = formulas(plain)
    held = [
        claim.context not in reversed_
        and (f is not None or claim.context in worked or _written_out(claim, written))
        for f, claim in zip(found, claims, strict=True)
    ]
    held = [h or _restated_cell(index, claims, held) for index, h in enumerate(held)]
    # how each figure was held: what a figure computed from it may be (``nearby``)
    how = [Held(f[0].claim, f[1].kind, f[1].value) if f else None for f in found]
    unsupported = [
        Unsupported(_as_written(claim, answer), nearest_facts(claim, book.facts))
        for index, claim in enumerate(claims)
        if claim.context in reversed_
        or (
            not held[index]
            and not _gap_of_stated(index, claims, held)
            and not restated(index, claims, held)
            and not operand_restated(index, claims, held)
            and not share_of_stated(index, claims, held)
            and not multiple_of_stated(index, claims, held)
            and not sum_of_stated(index, claims, held)
            and not term_of_stated(index, claims, held)
            and not start_of_stated(index, claims, held)
            and not end_of_stated(index, claims, held)
            and not even_share(claim)
            and not _range_of_values(claim, book, defaults)
            and not from_nearby(index, claims, how, defaults)
            and not derived(claim, book, defaults, answer)
            and not per_unit_held(index, claims, how, book, defaults)
            and not ungoverned_support(claim, book, defaults, answer, names, query)
            # a figure its words do not surely attribute: any value of its kind (``confidence``)
            and not loose_support(claim, book, defaults, answer, names, query)
            # a round figure its words do not surely attribute, near a value of its concept (``rounded``)
            and not approximates(claim, book, defaults, answer, names, query)
        )
    ]
    unsupported += [
        Unsupported(_as_written(bound, answer), nearest_facts(bound, book.facts))
        for bound in every
        if bound.bound and broken(bound, book, defaults, answer, names)
    ]
    return Verdict(len(claims), tuple(unsupported))


_WRITTEN_NUMBER = re.compile(r"[+\-−]?\s?[0-9][0-9,]*(?:\.[0-9]+)?")


def _as_written(claim: Claim, answer: str) -> Claim:
    """The claim with its figure's text as the answer writes it: a bare table cell the reader gave the unit
    of its labels ("2.54" in the OPM(%) row, read as 2.54%: ``grids``) is quoted bare."""
    text = claim.figure.text
    found = _WRITTEN_NUMBER.match(text)
    if text in answer or found is None or found.group(0) not in answer:
        return claim
    return replace(claim, figure=replace(claim.figure, text=found.group(0)))


def _written_out(claim: Claim, written: frozenset[tuple[str, str]]) -> bool:
    """The result of a one-line operation its operands give ("66.19 / 119.86 = 0.55x": ``cellmath``)."""
    context = " ".join(claim.context.split())
    return any(result == claim.figure.text.strip() and operation in context for operation, result in written)


def _restated_cell(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "(142,396/65,265)^(1/3)" under a table stating "| 2021 | 65,265 |" (억원): a bare number written as a
    held table cell writes it (its unit and labels are the cell's)."""
    figure = claims[index].figure
    if figure.unit != "number" or claims[index].context.endswith(f": {figure.text}"):
        return False  # a bare table cell is its own table's
    bare = figure.text.strip()
    return any(
        ok
        and c.figure.unit != "number"
        and c.context.endswith(f": {c.figure.text}")
        and _writes(c.figure.text, bare)
        for c, ok in zip(claims, held, strict=True)
    )


def _writes(text: str, bare: str) -> bool:
    rest = text.strip().removeprefix(bare)
    return rest != text.strip() and not rest[:1].isdigit() and rest[:1] not in (".", ",")


def _range_of_values(claim: Claim, book: FactBook, defaults: Defaults) -> bool:
    """ "나머지 네 곳은 111.5%~145.0% 범위": a range whose two ends are each a value of its account and period —
    of any company (a range over the companies named before it)."""
    if claim.band is None:
        return False
    anyone = tuple(sorted({f.company for f in book.facts if f.company}))
    ends = [
        replace(
            claim, figure=replace(claim.figure, value=end), band=None, company=None, other_companies=anyone
        )
        for end in claim.band
    ]
    return all(support(end, book, defaults) is not None for end in ends)


def _gap_of_stated(index: int, claims: list[Claim], held: list[bool]) -> bool:
    """ "하이닉스 102.0%, 삼성 16.2% → 85.8%p 차이": a gap in points between two percentages its sentence states
    before it, each of them supported — arithmetic on figures already checked."""
    claim = claims[index]
    if claim.figure.unit != "percent_point":
        return False
    stated = [
        c.figure
        for c, ok in zip(claims[:index], held[:index], strict=True)
        if ok
        and c.context == claim.context
        and c.figure.unit == "percent"
        and c.figure.end <= claim.figure.start
    ]
    # the gap of the two figures as written, rounded as the gap is: 102.0 − 16.2 = 85.8 (not 85.9); a gap
    # said to rise or fall ("8.4%에서 6.1%로 2.3%p 상승") must go the way the later figure does, and a signed
    # one is left to the other readings
    sign = {"up": 1, "down": -1, None: 0}.get(claim.direction, 2)
    if sign == 2 or claim.figure.text.lstrip()[:1] in ("+", "−", "-"):
        return False
    gap, slack = abs(claim.figure.value), claim.figure.precision / 2 + 1e-9
    return any(
        abs(abs(b.value - a.value) - gap) <= slack and (not sign or (b.value - a.value) * sign > 0)
        for i, a in enumerate(stated)
        for b in stated[i + 1 :]
    )


def claim_figures(answer: str, results: Sequence[str], query: str = "") -> list[Claim]:
    """The figures of ``answer`` that ``check_answer`` checks, as it reads them (bounds apart)."""
    return [c for c in _read(answer, results, query)[2] if not c.bound]


def _read(answer: str, results: Sequence[str], query: str) -> tuple[FactBook, Defaults, list[Claim]]:
    book = FactBook(with_implied(facts_from_results(list(results))))
    names = company_names({f.company for f in book.facts if f.company})
    companies = tuple(sorted(names, key=len, reverse=True))
    typed = find_figures(query)
    body = plain_layout(_body(answer))
    years = frozenset(f.year for f in book.facts if f.year is not None)
    bases = frozenset(f.basis for f in book.facts if f.basis is not None)
    defaults = document_defaults(without_notes(body, notes(body)), query, companies, years, bases)
    defaults = replace(defaults, company=names.get(defaults.company or "", defaults.company))
    labels = tool_labels(book.facts)
    read = versus_others(
        [_canonical(c, names) for c in read_claims(body, companies)], frozenset(names.values())
    )
    claims = [with_tool_labels(listed_account(c), labels) for c in read if _is_claim(c, typed)]
    return book, defaults, claims


def _canonical(claim: Claim, names: dict[str, str]) -> Claim:
    """The claim with its companies under the names the tools use (and, in a sentence setting companies
    against each other, those it names)."""
    if claim.rivals:
        claim = replace(
            claim, between=tuple(dict.fromkeys(c for n, c in names.items() if n in claim.context))
        )
    if claim.company is None and not claim.other_companies:
        return claim
    return replace(
        claim,
        company=names.get(claim.company or "", claim.company),
        other_companies=tuple(dict.fromkeys(names.get(c, c) for c in claim.other_companies)),
    )


def _body(answer: str) -> str:
    """The answer without its sources section (links, report names and dates are not claims)."""
    lines = answer.split("\n")
    fenced = False
    for index, line in enumerate(lines):
        if _FENCE.match(line):
            fenced = not fenced
        # a "source:" key inside a code block (YAML, JSON) is one field of the data, not the sources
        elif not fenced and _SOURCES_HEADING.match(line):
            return "\n".join(lines[:index])
    return answer


def _is_claim(claim: Claim, typed: list[Figure]) -> bool:
    figure = claim.figure
    if figure.unit == "count" and abs(figure.value) < _SMALL_COUNT and not figure.text.endswith("명"):
        return False
    # a whole number this small is a list item or a count; one written with a decimal ("31.0", a table
    # cell in 조원) or under a declared unit is a measured value
    if figure.unit == "number" and abs(figure.value) < _SMALL_COUNT and figure.precision >= 1:
        return claim.scale is not None  # a value in a column of declared unit ("매출(조원)"), else a count
    return not any(
        t.unit == figure.unit and abs(t.value - figure.value) <= max(t.precision, 1e-9) for t in typed
    )


def nearest_facts(claim: Claim, facts: Sequence[Fact], limit: int = 3) -> tuple[Fact, ...]:
    """The tool values a writer most likely meant: same kind of figure, fitting context first."""
    units = {"won": {"won"}, "percent": {"percent", "any"}, "times": {"times", "any"}}.get(
        claim.figure.unit, {claim.figure.unit, "any"}
    )
    pool = [f for f in facts if f.unit in units]
    value = claim.figure.value

    def rank(fact: Fact) -> tuple[int, int, float]:
        distance = abs(abs(fact.value) - abs(value)) / max(abs(value), 1e-9)
        return (
            0 if claim.account and fact.account == claim.account else 1,
            0 if fits(claim, fact) else 1,
            distance,
        )

    return tuple(sorted(pool, key=rank)[:limit])


def show_value(fact: Fact) -> str:
    if fact.unit == "won":
        return format_krw(fact.value)
    if fact.unit == "percent":
        return f"{fact.value:.1f}%"
    if fact.unit == "times":
        return f"{fact.value:.2f}배"
    return f"{fact.value:,.0f}" if fact.value == int(fact.value) else f"{fact.value:,}"
