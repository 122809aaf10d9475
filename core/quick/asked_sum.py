"""A sum asked: "합계", "합산", "합치면", "더하면", "N년 누적" — over the years of a span, over the companies named, and the
gap between two companies' sums ("2021~2023 3년 누적 영업이익 삼성이랑 하이닉스 차이", "두 회사 합치면 매출 얼마").

``read_sum`` takes the words of the sum out of the question before it is scanned (they were unknown words, or
누적, which beside a quarter is its year to date) and says what they asked; ``summed_query`` keeps only what a sum
answers plainly:

* over the years of a span (a range, years named one after another, "최근 N년", "N년 누적"), of a flow only — a
  revenue or a profit adds up over years, a balance (자산, 부채, 현금) does not; "N년" beside a span must count its
  years;
* over two to five companies in one period (an amount or a balance: "두 회사 자산 합치면");
* with 차이, between exactly two companies' sums over a span.

Not read (the question defers): a ratio, a per-share figure or a growth rate summed; "누적 적자" (the accumulated
deficit, 결손금, a balance) or a profit asked loosely (흑자, 적자); one company in one period
("삼성전자 매출 영업이익 합계": two different figures); a sum beside a share, a multiple, a change or 대비; a gap of
two companies' figures in one period summed ("합계 차이" of one year).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from core.data.companies.resolver import Company
from core.finance.basis import FsDiv
from core.finance.concepts import CONCEPTS
from core.quick.asked_period import period_refusal
from core.quick.lexicon import Hit, scan
from core.quick.model import METRICS, PeriodSpec, QueryKind, QuickQuery, QuickRefusal
from core.quick.tidy import Tidied

__all__ = ["Summed", "read_sum", "sum_said", "summed_query"]

_ENDING = r"(?:요)?(?![가-힣])"
#: the words of a sum: a noun (합계, 합산, 총합) with its particle or verb, or a verb (합치면, 합쳐서, 더하면)
_SUM = re.compile(
    r"(?<!종)(?:누적\s*)?(?:합계|합산|총합)\s*(?:액)?\s*"
    r"(?:하면|해서|한|해\s*(?:줘|주세요|봐)|은|는|이|가|을|를|로|으로)?"
    + _ENDING
    + r"|(?<!종)합\s*(?:치면|쳐\s*(?:서|줘|주세요|보면|봐)?|친|한|하면|해\s*(?:서|줘|주세요|봐)?)"
    + _ENDING
    + r"|더\s*(?:하면|해서|해\s*(?:줘|주세요|봐))"
    + _ENDING
    + r"|더한(?![가-힣])"
)
#: the companies taken together: "두 회사", "두 곳", "둘이", "양사"
_GROUP = re.compile(
    r"(?:두|세|네|다섯|[2-5])\s*(?:회사|곳|기업|개\s*사|군데|업체)\s*(?:를|을|의|가|이|는|은)?(?![가-힣])"
    r"|(?<![가-힣])둘\s*(?:이|을|를|의|다)?(?![가-힣])|(?<![가-힣])양사\s*(?:를|을|의|가|는)?(?![가-힣])"
)
#: how many years are summed: "3년 누적", "3년간", "3개년" (not 최근 3년, which is a span of its own)
_COUNT = re.compile(
    r"(?<![\d~\-–∼.])(?<!최근)(?<!최근\s)(?<!지난)(?<!지난\s)(?<!과거)(?<!과거\s)"
    r"([2-9]|10)\s*(?:개\s*)?(?:년|개년)\s*(?:간|동안|치)?(?![가-힣])"
)
_QUARTERS = frozenset({"quarter", "ytd_quarter", "half"})
_YEARS = frozenset({"year", "fy", "short_year", "relative"})
_SPANS = _YEARS | {"range", "recent"}
_IN_WON = frozenset({"amount", "line"})
#: "누적 적자" is the accumulated deficit (결손금), "흑자 합계" a count of years or their profits: not read; nor "누적
#: 순손실" / "영업손실 합계" (the losses alone, or the deficit: "하이닉스 2022~2024 누적 순손실" was answered with the net
#: income's sum, 12.90조원 of profit)
_LOOSE = re.compile(r"적자|흑자|결손|손실|손해")


#: "…합치면 현대차보다 많아?": the sum set against another figure, which no line says (the companies' sums were
#: answered added up with the third's: 542.30조원); "…보다 얼마나 많아" is a gap (``difference``) and read so
_THAN = re.compile(r"보다(?![가-힣])")


#: "두 회사 매출 합계 각각": each company's sum of what? Not the companies added (in one period)
_EACH = re.compile(r"각각|각자")

#: several companies' sums set against each other over years said one by one are read over a span said as one
#: ("2021~2023", "최근 3년", "3년 누적": ``Summed.count``); "삼성전자 하이닉스 2024 영업이익 합계 2023년이랑 비교"
#: sets the companies added in 2024 against 2023's, and was answered with each company's two years added
#: (삼성전자 39.29조원, SK하이닉스 15.74조원)
_OVER_YEARS = re.compile(r"누적|누계")


@dataclass(frozen=True, slots=True)
class Summed:
    """What a sum asked: ``count``, the years it says ("3년 누적"; 0 when none); ``grouped``, the companies
    said together ("두 회사 합치면")."""

    count: int = 0
    grouped: bool = False


def sum_said(text: str) -> bool:
    """Whether ``text`` says the words of a sum ("합치면", "합계", "더하면"; not "N년 누적", which needs its span)."""
    return _SUM.search(text) is not None


def read_sum(norm: str) -> tuple[str, Summed | None]:
    """``norm`` without the words of a sum, and the sum asked (``None``, and ``norm`` as it is, when none)."""
    hits, _ = scan(norm)
    quarter = any(h.tag in _QUARTERS for h in hits)
    counted = _COUNT.search(norm)
    span = counted is not None or sum(h.tag in _YEARS for h in hits) > 1
    span = span or any(h.tag in ("range", "recent") for h in hits)
    piled = [h for h in hits if h.tag == "ytd"] if span and not quarter else []  # "3년 누적": over the years
    said = list(_SUM.finditer(norm))
    if not said and not piled:
        return norm, None
    cut = [(m.start(), m.end()) for m in said] + [(h.start, h.end) for h in piled]
    grouped = [(m.start(), m.end()) for m in _GROUP.finditer(norm)]
    count = 0
    if counted is not None:
        count = int(counted.group(1))
        cut.append(counted.span())
    text = "".join(" " if any(a <= i < b for a, b in cut + grouped) else ch for i, ch in enumerate(norm))
    spans = [h for h in hits if h.tag in _SPANS and not any(a <= h.start < b for a, b in cut)]
    if count and not spans:
        text = f"최근 {count}년 {text}"  # "3년 누적 영업이익", "3년간 합계": the last three years
    return re.sub(r"\s+", " ", text).strip(), Summed(count, bool(grouped))


def summed_query(
    text: str,
    asked: tuple[tuple[Company, ...], tuple[str, ...], PeriodSpec | None, FsDiv | None],
    hits: Sequence[Hit],
    tidied: Tidied,
    summed: Summed,
    *,
    norm: str,
    moved: bool,
    today: date,
) -> QuickQuery | QuickRefusal | None:
    """The query of a sum (see the module docstring), or ``None`` when it is not one read plainly."""
    companies, metrics, period, basis = asked
    tags = {h.tag for h in hits}
    difference = "difference" in tags
    kinds = {METRICS[m].kind for m in metrics}
    against = [h for h in hits if h.tag == "compare" and "비교" not in norm[h.start : h.end]]
    compared = any(h.tag == "compare" for h in hits)
    if (
        period is None
        or not metrics
        or not kinds <= _IN_WON
        or moved
        or against
        or tags & {"trend", "growth"}
        or {h.value for h in hits if h.tag == "basis"} == {"CFS", "OFS"}
        or tidied.times
        or tidied.share
        or tidied.percent
        or tidied.relative
        or len(companies) > 5
        or (summed.grouped and len(companies) < 2)
        or _LOOSE.search(norm)
        or (_THAN.search(norm) and not difference)
    ):
        return None
    kind: QueryKind
    if period.kind in ("years", "recent"):
        years = len(period.years) or period.count
        flows = all("BS" not in CONCEPTS[m].statements for m in metrics)
        gaps = period.years and period.years[-1] - period.years[0] + 1 != years  # "2022 2024": not a span
        if years < 2 or not flows or gaps or (summed.count and summed.count != years):
            return None
        spanned = summed.count or _OVER_YEARS.search(text) or any(h.tag in ("range", "recent") for h in hits)
        if len(companies) > 1 and compared and not spanned:
            return None  # "삼성전자 하이닉스 2024 … 합계 2023년이랑 비교": the companies added, year against year?
        # 비교 (the one compare word left): two companies' sums set against each other are their gap, not their
        # total; one company's years set against each other are no sum ("2023년이랑 2024년 누적 영업이익 비교")
        difference = difference or compared
        if difference and len(companies) != 2:
            return None
        kind = "trend"
    elif period.kind in ("latest", "year", "quarter"):
        if len(companies) < 2 or difference or compared or summed.count or _EACH.search(norm):
            return None
        kind = "comparison"
    else:
        return None
    late = period_refusal(text, period, today)
    if late is not None:
        return late
    return QuickQuery(
        text, companies, metrics, period, kind, basis, difference, unit=tidied.unit, summed=True
    )
