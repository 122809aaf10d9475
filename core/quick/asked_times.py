""" "몇 배": which figure is asked as a multiple of which (``read_multiple``).

Three readings, each with its base said by 의, 보다 or 대비 right after it:

* two companies' same figure, an amount, a ratio or a figure per share ("삼성전자 부채비율이 하이닉스의 몇 배야",
  "하이닉스 대비 삼성전자 매출 몇 배", "하이닉스 2021년 EPS가 삼성전자 2021년 EPS의 몇 배"): the other company's
  over the base's, the base being the company said with 의 (before 몇), 보다, 대비 or 기준 (``base_company``;
  "하이닉스보다 삼성전자 매출이 몇 배" was answered as 하이닉스 ÷ 삼성전자, 0.22배); with no base said, the first
  company's over the second's;
* one company's figure in two years, an amount, a ratio or a figure per share ("2024년 영업이익이 2023년의 몇 배",
  "2024 영업이익률 전년 대비 몇 배", "2022 EPS가 2021의 몇 배"): the later year's over the earlier's, a ratio of
  levels. The base must be the earlier year ("2023년 영업이익이 2024년의 몇 배" defers: the change between the years
  is the later over the earlier); a year not named
  beside 작년/전년 is this year's ("영업이익률이 작년의 몇 배": this year is not yet filed, said plainly);
* one company's two amounts in one period ("영업이익이 순이익의 몇 배", "순이익 대비 영업이익 몇 배", "매출이 영업이익의
  몇 배임").

Anything else asked with "몇 배" is not read (``None``): no base said, a gap asked too ("몇 배 더 컸나요"), three
companies, a growth rate, 연결 and 별도 side by side, "각각 몇 배" (each company's, of what?), or the smaller said
as a fraction ("몇 배 낮아", "몇 배 적어": the larger over the smaller is meant, the other way round from "몇 배
많아"). "몇 배 늘었어" is growth, not a quotient (``times_grown``): it keeps its old reading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from itertools import pairwise

from core.data.companies.resolver import Company
from core.quick.asked_period import asked_years
from core.quick.lexicon import Hit
from core.quick.model import METRICS, PeriodSpec, QueryKind

__all__ = [
    "Multiple",
    "base_company",
    "marked_bases",
    "previous_year",
    "read_multiple",
    "said_as_basis",
    "times_grown",
]

#: "몇 배 늘었어", "몇 배나 증가": a growth said in multiples, read as the growth it was read as before
_GROWN = re.compile(
    r"몇\s*배\s*(?:나|가량|정도|쯤|이나)?\s*(?:더\s*)?"
    r"(?:늘|증가|성장|뛰|불었|불어|올랐|올라|상승|커졌|커진|확대|급증|줄|감소|떨어|빠졌|하락)"
)
#: "전년의 몇 배": 전년 is the year before the one named, as 전년도 is
_PREVIOUS_OF = re.compile(r"전년(?=\s*(?:의|보다))")
_YEAR_TAGS = frozenset({"year", "fy", "short_year", "relative"})
_NAMED = frozenset({"year", "fy", "short_year"})
#: the year before the one named, said as one word ("2024 영업이익 전년 대비 몇 배")
_PREVIOUS_WORDS = frozenset(
    {"전년대비", "전년보다", "전년도보다", "전년에비해", "전년도에비해", "전년비", "전기대비", "전기보다"}
)
_PREVIOUS_RELATIVE = frozenset({"전년도", "전년"})
_IN_WON = frozenset({"amount", "line"})
_ONE_PERIOD = frozenset({"latest", "year", "quarter"})
_YEARS_ASKED = frozenset({"latest", "year", "years"})
#: what one company's figure in one or two years is read as before "몇 배" (not 연결·별도 side by side)
_OF_YEARS = frozenset({"value", "ratio", "trend", "change"})
#: "몇 배 낮아", "몇 배 적어": the smaller as a fraction of the larger, said the other way round — not read
_SMALLER = re.compile(r"몇\s*배\s*(?:나|정도|쯤|가량)?\s*(?:더\s*)?(?:낮|적|작|덜|못\s*미치)")


#: "각각 몇 배": a multiple of each (of its own year before?), not one figure over another
_EACH = re.compile(r"각각|각자")


@dataclass(frozen=True, slots=True)
class Multiple:
    """How a multiple is answered: the query's kind, its metrics (the numerator first) and its period."""

    kind: QueryKind
    metrics: tuple[str, ...]
    period: PeriodSpec


def times_grown(text: str) -> bool:
    """ "몇 배 늘었어": a growth said in multiples (see the module docstring)."""
    return _GROWN.search(text) is not None


def previous_year(text: str, times: bool) -> str:
    """ "전년의 몇 배" (``times``: "몇 배" was asked) written as "전년도의 몇 배", which the scanner reads as the year
    before the one named."""
    return _PREVIOUS_OF.sub("전년도", text) if times else text


def base_company(norm: str, hits: Sequence[Hit], spans: Sequence[tuple[int, int]]) -> int | None:
    """Which of two companies named at ``spans`` of ``norm`` is the base of a multiple or a share: 0 or 1; ``None``
    when neither is said as one, -1 when both are. ``hits`` are the words found outside the names."""
    marked = marked_bases(norm, hits, spans)
    return marked[0] if len(marked) == 1 else -1 if marked else None


def marked_bases(norm: str, hits: Sequence[Hit], spans: Sequence[tuple[int, int]]) -> list[int]:
    """The indexes of the ``spans`` of ``norm`` naming a company said as a base (``_base_of``)."""
    return [
        i
        for i, span in enumerate(spans)
        if _base_of(norm, hits, span, min((a for a, _ in spans if a >= span[1]), default=len(norm)))
    ]


def _base_of(norm: str, hits: Sequence[Hit], span: tuple[int, int], limit: int) -> bool:
    """A company said as the base: "하이닉스보다", "하이닉스의 몇", "하이닉스 (2024 매출) 대비", "하이닉스 매출의 몇",
    "하이닉스 기준" (the particle is part of the name's span, or the next word past a year and a figure, before the
    next company named at ``limit``)."""
    start, end = span
    name = norm[start:end]
    if name.endswith("보다") or (name.endswith("의") and _asked_after(norm, end)):
        return True
    after = [h for h in hits if end <= h.start < limit]
    skipped = 0
    while skipped < len(after) and skipped < 2 and after[skipped].tag in (*_YEAR_TAGS, "metric", "bundle"):
        skipped += 1
    if skipped == len(after):
        return False
    first = after[skipped]
    if first.tag == "particle" and first.value == "의":
        return _asked_after(norm, first.end)
    if (first.tag, first.value) in (("particle", "보다"), ("compare", "compare")):
        return True
    return not skipped and first.tag == "filler" and norm[first.start : first.end] == "기준"


def said_as_basis(norm: str, hits: Sequence[Hit], spans: Sequence[tuple[int, int]]) -> bool:
    """기준 said after a company and its year or figure, another company named after it ("하닉 2024 매출 기준 삼전
    몇 배"): that company's figure may be the base, or 기준 the figure both are taken on — ``_base_of`` reads neither
    (it was answered 하닉 ÷ 삼전, 0.22배, where 삼전 ÷ 하닉 4.55배 was likely meant)."""
    for span, following in pairwise(spans):
        after = [h for h in hits if span[1] <= h.start < following[0]]
        skipped = 0
        while (
            skipped < len(after) and skipped < 2 and after[skipped].tag in (*_YEAR_TAGS, "metric", "bundle")
        ):
            skipped += 1
        word = after[skipped] if 0 < skipped < len(after) else None
        if word is not None and word.tag == "filler" and norm[word.start : word.end] == "기준":
            return True
    return False


def _asked_after(norm: str, at: int) -> bool:
    """ "…의 몇": the question word right after 의 (not "삼성전자의 2024 매출", which is its own figure)."""
    return norm[at:].lstrip().startswith("몇")


def read_multiple(
    text: str,
    norm: str,
    hits: Sequence[Hit],
    kind: QueryKind | None,
    companies: tuple[Company, ...],
    metrics: tuple[str, ...],
    period: PeriodSpec,
    today: date,
) -> Multiple | None:
    """The multiple asked in ``text`` (``hits`` found in ``norm``, its tidied words; see the module docstring),
    or ``None`` when it is not one of the three."""
    kinds = {METRICS[m].kind for m in metrics}
    if kind is None or not metrics or _SMALLER.search(text) or _EACH.search(norm):
        return None
    if len(companies) == 2:
        if kind != "comparison" or not (kinds == {"amount"} or kinds == {"ratio"} or kinds == {"per_share"}):
            return None
        if len(metrics) > 1 and any(_base(hits, i) for i, h in enumerate(hits) if h.tag == "metric"):
            return None  # "삼성전자랑 하이닉스 영업이익이 순이익의 몇 배": each company's own two figures
        return Multiple("comparison", metrics, period)
    if len(companies) != 1:
        return None
    if kind == "value" and len(metrics) == 2 and kinds <= _IN_WON and period.kind in _ONE_PERIOD:
        ordered = _figures(hits, metrics)
        return None if ordered is None else Multiple("value", ordered, period)
    if (
        kind in _OF_YEARS
        and len(metrics) == 1
        and (kinds <= {"amount", "ratio"} or kinds == {"per_share"})
        and period.kind in _YEARS_ASKED
    ):
        years = _years(norm, hits, today)
        return None if years is None else Multiple("change", metrics, PeriodSpec("years", years, said=""))
    return None


def _base(hits: Sequence[Hit], at: int) -> bool:
    """Whether ``hits[at]`` is a base: right before 의, 보다 or 대비 (past the figure said after a year)."""
    after = list(hits[at + 1 : at + 3])
    if after and after[0].tag in ("metric", "bundle") and hits[at].tag in _YEAR_TAGS:
        after = after[1:]  # "2023년 영업이익의 몇 배"
    if not after:
        return False
    first = after[0]
    return (first.tag == "particle" and first.value in ("의", "보다")) or (
        first.tag == "compare" and first.value == "compare"
    )


def _figures(hits: Sequence[Hit], metrics: tuple[str, ...]) -> tuple[str, ...] | None:
    """The two figures, the numerator first: the one not marked as the base ("순이익 대비 영업이익")."""
    said = [(i, h) for i, h in enumerate(hits) if h.tag in ("metric", "bundle")]
    if len(said) != 2 or {h.value for _, h in said} != set(metrics):
        return None
    bases = [h.value for i, h in said if _base(hits, i)]
    if len(bases) != 1:
        return None
    base = bases[0]
    return (next(m for m in metrics if m != base), base)


def _years(norm: str, hits: Sequence[Hit], today: date) -> tuple[int, int] | None:
    """(the base year, the year set against it); the base must be the earlier."""
    said = [(i, h) for i, h in enumerate(hits) if h.tag in _YEAR_TAGS]
    named = [h for _, h in said if h.tag in _NAMED]
    bases = [h for i, h in said if _base(hits, i)]
    previous = [h for h in hits if h.tag == "filler" and _said(norm, h) in _PREVIOUS_WORDS]
    if previous:  # "2024 영업이익 전년 대비 몇 배": the year before the one named
        if bases or len(said) > 1:
            return None
        # "재작년 순이익 전년 대비": the year before 재작년's; none said: this year's, not yet filed
        year = _year_of((named or [h for _, h in said])[0], today) if said else today.year
        return None if year is None else (year - 1, year)
    if len(bases) != 1 or len(said) > 2:
        return None
    base = bases[0]
    if base.tag == "relative" and re.sub(r"\s+", "", base.groups[0]) in _PREVIOUS_RELATIVE and named:
        if len(said) != 2:
            return None
        year = _year_of(named[0], today)  # "2024 영업이익 전년도의 몇 배": 2023's
        return None if year is None else (year - 1, year)
    first = _year_of(base, today)
    others = [h for _, h in said if h is not base]
    later = _year_of(others[0], today) if others else today.year  # "작년의 몇 배": this year's
    if first is None or later is None or first >= later:
        return None
    return first, later


def _said(norm: str, hit: Hit) -> str:
    return re.sub(r"\s+", "", norm[hit.start : hit.end])


def _year_of(hit: Hit, today: date) -> int | None:
    read = asked_years([hit], today)
    return read[0][0] if read and len(read[0]) == 1 else None
