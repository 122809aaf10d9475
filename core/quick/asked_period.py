"""The period a quick question names: its years (작년, 23년, FY2024, '22), a range, the recent N years, a
quarter or its year to date (``asked_period``), and the plain refusal for a period not yet disclosed or
before OpenDART's financial data (``period_refusal``)."""

from __future__ import annotations

import itertools
import re
from datetime import date

from core.data.companies.resolver import Company
from core.finance.concepts import CONCEPTS
from core.finance.periods import period_end
from core.quick import wording
from core.quick.lexicon import Hit, relative_offset
from core.quick.model import METRICS, PeriodSpec, QuickRefusal

_FIRST_DART_YEAR = 2015
_MAX_YEARS = 10
_PREVIOUS = frozenset({"전년도", "전년"})


def asked_years(hits: list[Hit], today: date) -> tuple[list[int], str] | None:
    """The years named, and the relative word said (작년); 전년도 beside a named year is the year before
    that one ("2024 영업이익 전년도 대비"), which the answer shows anyway, not the year before today — only as
    what the year is set against: "2024 전년도 영업이익" (2023's figure) is not read (``None``)."""
    years: list[int] = []
    said = ""
    named = any(h.tag in ("year", "fy", "short_year") for h in hits)
    for at, hit in enumerate(hits):
        if named and hit.tag == "relative" and re.sub(r"\s+", "", hit.groups[0]) in _PREVIOUS:
            if not _set_against(hits[at + 1 :]):
                return None  # "2024 전년도 영업이익": 2023's, answered with 2024's (review round 8)
            continue
        back = -relative_offset(hit.groups[0]) if hit.tag == "relative" else 0
        if back and _is_base(hits[at + 1 :], hit.end):
            base = _base_year(hits, back, named, today)
            if base is None:
                return None
            if base:
                years.append(base)
                continue
        if named and hit.tag == "relative" and not _beside_named(hits, at, today):
            return None
        if hit.tag in ("year", "fy"):
            value = int(hit.groups[0])
            years.append(value if value >= 100 else 2000 + value)
        elif hit.tag == "short_year":
            value = 2000 + int(hit.groups[0])
            if value > today.year + 10:
                return None
            years.append(value)
        elif hit.tag == "relative":
            years.append(today.year + relative_offset(hit.groups[0]))
            said = re.sub(r"\s+", "", hit.groups[0])
    return sorted(set(years)), said


def _set_against(after: list[Hit]) -> bool:
    """Whether what follows 전년도 sets the year named against it: 대비, 보다, 비교, a change or growth word, or 의
    with no figure after it ("2024 영업이익 전년도의 몇 배", not "2024 전년도의 영업이익")."""
    if after and (after[0].tag, after[0].value) == ("particle", "의"):
        return not any(h.tag in ("metric", "bundle") for h in after)
    return any(
        h.tag in ("compare", "difference", "growth") or (h.tag == "particle" and h.value == "보다")
        for h in after
    )


def _base_year(hits: list[Hit], back: int, named: bool, today: date) -> int | None:
    """The year a comparison is set against when it is said relative to another ("2024 영업이익 2년 전보다",
    "2024 매출 재작년 대비"): that many years before the year named, when counting back from today would
    land on or after it (a base is never the year itself or later). When both countings are possible
    ("2024 매출 3년 전과 비교": 2023 or 2021?), and for a base counted two or more years back from an
    unnamed "now" ("영업이익 재작년이랑 비교": now being today or the last year disclosed?), the question is
    not quick (``None``). ``0``: read the word as before (작년 alone, one year back from today)."""
    if not named:
        return None if back >= 2 else 0
    read = asked_years([h for h in hits if h.tag in ("year", "fy", "short_year")], today)
    year = max(read[0]) if read and read[0] else today.year
    return year - back if today.year - back >= year else None


#: what lists a year said relative to today beside a year named: "2023년과 작년", "2023 매출이랑 작년 매출"
_LISTING = frozenset({"이랑", "랑", "과", "와", "하고"})


def _beside_named(hits: list[Hit], at: int, today: date) -> bool:
    """Whether the relative word at ``at`` (not a base), beside a year named, is a year of its own counted from
    today: listed with a named year ("2023년과 작년 비교", "2023 vs 작년") or restating it ("재작년(2024년)").
    Not when it lands on a named year elsewhere in the question ("2024 매출 및 2년 전 매출", "2024 영업이익,
    2년 전은?": two years before 2024 was meant) nor when nothing lists it beside one ("2023년 기준 2년 전
    매출", "2023년 영업이익 1년 전": counted from the year named, 2021 and 2022, not 2024 and 2025)."""
    year = today.year + relative_offset(hits[at].groups[0])
    named = [
        (i, read[0][0])
        for i, h in enumerate(hits)
        if h.tag in ("year", "fy", "short_year") and (read := asked_years([h], today)) and read[0]
    ]
    if any(abs(i - at) == 1 and value == year for i, value in named):
        return True
    if any(value == year for _, value in named):
        return False
    return any(
        h.tag == "compare" or (h.tag == "particle" and h.value in _LISTING)
        for i, _ in named
        for h in hits[min(i, at) + 1 : max(i, at)]
    )


#: what makes "N년 전" the base of a comparison, right after it: "2년 전보다", "3년 전 대비", "3년 전이랑 비교"
_BASE_PARTICLES = frozenset({"보다"})
_WITH_PARTICLES = frozenset({"이랑", "랑", "과", "와", "에", "하고"})


def _is_base(after: list[Hit], end: int | None = None) -> bool:
    """Whether the hits ``after`` a period set it as a base (보다, 대비, vs, "이랑 비교") — right after it when its
    ``end`` is given: "재작년 하닉 vs 삼전" sets the companies against each other, not the year against another."""
    if not after or (end is not None and after[0].start - end > 1):
        return False
    first = after[0]
    if first.tag == "compare" or (first.tag == "particle" and first.value in _BASE_PARTICLES):
        return True
    joined = first.tag == "particle" and first.value in _WITH_PARTICLES
    return joined and len(after) > 1 and after[1].tag == "compare"


def asked_period(hits: list[Hit], today: date, companies: int = 1) -> PeriodSpec | None:
    """The period asked; ``None`` when it is not one the quick path shows (two quarters of two companies:
    "삼성 3Q23 하닉 3Q24" is each company at its own quarter, not both at the later one)."""
    read = asked_years(hits, today)
    if read is None or _open_ended(hits):
        return None
    years, said = read
    tags = {h.tag for h in hits}
    ranges = [h for h in hits if h.tag == "range"]
    recent = [int(h.groups[0]) for h in hits if h.tag == "recent"]
    quarters = {int(h.groups[0]) for h in hits if h.tag in ("quarter", "ytd_quarter")}
    quarters |= {2 for h in hits if h.tag == "half"}
    if _quarter_before(hits) is not None:  # "2024년 4분기 매출이 3분기보다", "4분기 3분기 대비"
        return _on_the_quarter_before(hits, years, said, bool(ranges or recent))
    if len(ranges) + len(recent) + bool(years) > 1 or len(quarters) > 1:
        return None
    if quarters:
        years = _quarter_years(hits, years, companies, today)
        if len(years) > 1 or ranges or recent or "trend" in tags:
            return None
        ytd = bool(tags & {"ytd", "half", "ytd_quarter"})
        return PeriodSpec("quarter", tuple(years), quarter=quarters.pop(), ytd=ytd, said=said)
    if ranges:
        first, last = sorted(int(g) if len(g) == 4 else 2000 + int(g) for g in ranges[0].groups)
        years = list(range(first, last + 1))
    if recent:
        count = recent[0]
        if not 1 <= count <= _MAX_YEARS:
            return None
        return PeriodSpec("recent", count=count) if count > 1 else PeriodSpec()
    if len(years) > _MAX_YEARS:
        return None
    if len(years) > 1:
        return PeriodSpec("years", tuple(years), said=said)
    if years:
        return _single_year(hits, years[0], said)
    return PeriodSpec("recent", count=3) if "trend" in tags else PeriodSpec()


def _on_the_quarter_before(hits: list[Hit], years: list[int], said: str, spans: bool) -> PeriodSpec | None:
    """One year's quarter set against the quarter before it; not quick beside another year, a span, a year to
    date, a half or a trend."""
    before = _quarter_before(hits)
    tags = {h.tag for h in hits}
    if before is None or len(years) != 1 or spans or tags & {"ytd", "half", "ytd_quarter", "trend"}:
        return None
    return PeriodSpec("quarter", tuple(years), quarter=before + 1, said=said, against=before)


def quarter_on_quarter(
    period: PeriodSpec, companies: tuple[Company, ...], metrics: tuple[str, ...], difference: bool
) -> bool:
    """Whether a quarter set against the one before it ("4Q24 매출 QoQ", "4분기 매출이 3분기보다 몇 % 늘었어") is read:
    one company's income-statement figures (an amount, a margin, their growth), each quarter's three months — not a
    balance (the fourth quarter's is the year-end's), a cash flow, two companies' changes or a gap. True for any
    other period."""
    if period.against is None:
        return True
    flows = all(
        METRICS[m].kind in ("amount", "ratio", "growth")
        and METRICS[m].concepts
        and all("IS" in CONCEPTS[c].statements for c in METRICS[m].concepts)
        for m in metrics
    )
    return len(companies) == 1 and not difference and flows


def _quarter_before(hits: list[Hit]) -> int | None:
    """The earlier of two consecutive quarters named, when it is the base the later one is set against: said
    with 보다 or 대비 right after it ("4분기 매출이 3분기보다", "3분기 대비 4분기"), the two joined by vs, or joined
    by 이랑/하고/와 and compared ("4분기 영업이익이랑 3분기 영업이익 비교")."""
    quarters = [h for h in hits if h.tag == "quarter"]
    if len(quarters) != 2:
        return None
    earlier, later = sorted(int(h.groups[0]) for h in quarters)
    if later != earlier + 1:
        return None
    base = next(at for at, h in enumerate(hits) if h.tag == "quarter" and int(h.groups[0]) == earlier)
    versus = any((h.tag, h.value) == ("compare", "versus") for h in hits)
    return earlier if versus or _is_base(hits[base + 1 : base + 3]) or _joined_and_compared(hits) else None


def _joined_and_compared(hits: list[Hit]) -> bool:
    """The two quarters joined ("4분기 영업이익이랑 3분기 영업이익", "3분기하고 4분기") and 비교 said after both: the
    later set against the earlier, whichever is said first; one figure of both (not "3분기 매출이랑 4분기 영업이익")."""
    at = [i for i, h in enumerate(hits) if h.tag == "quarter"]
    joined = any(h.tag == "particle" and h.value in _WITH_PARTICLES for h in hits[at[0] + 1 : at[1]])
    figures = {h.value for h in hits if h.tag in ("metric", "bundle")}  # not "3분기 매출이랑 4분기 영업이익"
    return (
        joined
        and len(figures) <= 1
        and any((h.tag, h.value) == ("compare", "compare") for h in hits[at[1] + 1 :])
    )


def _open_ended(hits: list[Hit]) -> bool:
    """A year said as one end of a span whose other end is not said: "2021년부터", "2021~" (tidied to 부터) —
    the years since, which was answered with 2021 alone or, beside 추이, with the three years up to it; "2022년까지"
    (up to it: a sum, or every year?) unless a trend of the years up to it is asked ("2022년까지 추이")."""
    trend = any(h.tag == "trend" for h in hits)
    return any(
        year.tag in ("year", "fy", "short_year")
        and (after.tag, year.end) == ("particle", after.start)
        and (after.value == "부터" or (after.value == "까지" and not trend))
        for year, after in itertools.pairwise(hits)
    )


def _quarter_years(hits: list[Hit], years: list[int], companies: int, today: date) -> list[int]:
    """The years of a quarter asked: "3Q24 … 3Q23 대비" (or either way round with vs: "3Q 24 vs 23", "9M23 vs
    9M24") is the later quarter against the same one a year before; "2024년 상반기 … 작년(2025년) 상반기랑 비교" sets
    the earlier one against the later (both kept: not quick)."""
    tags = {h.tag for h in hits}
    twice = sum(h.tag == "quarter" for h in hits) == 2
    apart = len(years) == 2 and years[1] == years[0] + 1 and (twice or tags & {"compare", "growth"})
    versus = any((h.tag, h.value) == ("compare", "versus") for h in hits)  # "3Q24 vs 3Q23": either way round
    if not apart or companies > 1 or (_based_on(hits, today) == years[1] and not versus):
        return years
    return years[1:]


#: what a period is set against: "… 2023년 3분기 대비", "… 작년 상반기랑 비교", "… 3Q23보다"
_AGAINST = frozenset({("particle", p) for p in ("보다", "이랑", "랑", "과", "와")})
_PERIOD_WORDS = frozenset({"year", "fy", "short_year", "relative", "quarter", "ytd_quarter", "half", "ytd"})


def _based_on(hits: list[Hit], today: date) -> int | None:
    """The year said right before the first word of comparison (대비, 비교, 보다, 이랑): the base year."""
    periods = {h.end for h in hits if h.tag in _PERIOD_WORDS}  # a particle after a period: "3분기랑"
    against = next(
        (h for h in hits if h.tag == "compare" or ((h.tag, h.value) in _AGAINST and h.start in periods)), None
    )
    if against is None:
        return None
    said = [h for h in hits if h.tag in ("year", "fy", "short_year", "relative") and h.end <= against.start]
    read = asked_years(said[-1:], today) if said else None
    return read[0][0] if read and read[0] else None


def _single_year(hits: list[Hit], year: int, said: str) -> PeriodSpec:
    """One named year: with 추이 the three years to it; with 변동/증감 only that year (against the one before)."""
    moved = {h.value for h in hits if h.tag == "trend"}
    if moved and moved != {"change"}:
        return PeriodSpec("years", (year - 2, year - 1, year), said=said)
    return PeriodSpec("year", (year,), said=said)


def period_refusal(text: str, period: PeriodSpec, today: date) -> QuickRefusal | None:
    for year in period.years:
        if year < _FIRST_DART_YEAR:
            return QuickRefusal(text, "unsupported_period", wording.before_dart(year))
        quarter = period.quarter or 4
        end = period_end(year, quarter)
        if end >= today:
            as_quarter = period.quarter is not None
            message = wording.not_disclosed(year, quarter, period.said, today, as_quarter=as_quarter)
            return QuickRefusal(text, "not_disclosed", message)
    return None


_YEAR_WORDS = frozenset({"year", "fy", "short_year"})
_QUARTER_WORDS = frozenset({"quarter", "ytd_quarter", "ytd"})


def a_year_apart(hits: list[Hit]) -> bool:
    """One quarter of two consecutive years set against each other (``_quarter_years`` read the later): each year
    said with its quarter ("9M24 vs 9M23", "2024년 3분기 2023년 3분기 차이"), or the quarter said once, between its
    year and the other year with vs ("3Q 24 vs 23"). Not a year said with a figure of its own ("2024년 3분기 매출
    2023년 매출 대비 차이": the year's whole, or its third quarter?)."""
    said = [h for h in hits if h.tag not in ("particle", "filler")]
    years = [i for i, h in enumerate(said) if h.tag in _YEAR_WORDS]
    if len(years) != 2:
        return False
    first, second = years

    def quarter(at: int) -> tuple[str, ...]:
        run = itertools.takewhile(lambda h: h.tag in _QUARTER_WORDS, said[at + 1 :])
        return tuple(f"{h.tag}{h.groups}" for h in run)

    if quarter(first) and quarter(first) == quarter(second):
        return True
    once = first + 1 + len(quarter(first))
    versus = once + 1 == second and (said[once].tag, said[once].value) == ("compare", "versus")
    return bool(quarter(first)) and versus and not quarter(second)
