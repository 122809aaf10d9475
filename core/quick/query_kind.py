"""A question's figures, companies and period made into a ``QuickQuery``: what the answer shows (a value, a
comparison, a change, a trend, both bases), or ``None`` when the quick path cannot show it (part of
``core.quick.parse``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from core.data.companies.resolver import Company
from core.finance.basis import FsDiv
from core.quick.asked_change import against_second, base_year_first, between_years
from core.quick.asked_form import form_fits
from core.quick.asked_period import a_year_apart, period_refusal, quarter_on_quarter
from core.quick.asked_times import read_multiple, times_grown
from core.quick.lexicon import Hit
from core.quick.model import (
    METRICS,
    QUARTERLY_KINDS,
    MetricKind,
    PeriodSpec,
    QueryKind,
    QuickQuery,
    QuickRefusal,
)
from core.quick.tidy import Tidied

_BASIS_KINDS = frozenset({"amount", "ratio", "growth", "per_share", "line"})
_CHANGE_KINDS = frozenset({"amount", "ratio", "growth", "per_share"})  # "EPS 2021년이랑 2023년 차이"
#: register figures no company holds of another: a headcount, 소액주주, what the articles allow
_NOT_HELD = frozenset({"employees", "minority_holders", "total_holders", "authorized_shares"})


@dataclass(frozen=True, slots=True)
class Asked:
    """What a question names (or, for a follow-up, takes from the question before)."""

    companies: tuple[Company, ...]
    metrics: tuple[str, ...]
    period: PeriodSpec | None
    basis: FsDiv | None


def quick_query(
    text: str,
    asked: Asked,
    hits: list[Hit],
    tidied: Tidied,
    *,
    motion: tuple[bool, bool],
    today: date,
    norm: str,
) -> QuickQuery | QuickRefusal | None:
    """``motion``: whether the question asks how the figure moved, and whether it says a word of moving
    (성장, 늘었, 개선, 전년: not only 대비); ``norm``: the text ``hits`` were found in."""
    moved, grown = motion
    companies, metrics, period = asked.companies, asked.metrics, asked.period
    assert period is not None
    kinds = {METRICS[m].kind for m in metrics}
    difference = "difference" in {h.tag for h in hits}
    if kinds & {"fact", "market"}:  # company.json and the quote are today's
        if (
            len(kinds) > 1
            or period != PeriodSpec()
            or difference
            or ("market" in kinds and len(companies) > 1)
        ):
            return None
        return QuickQuery(text, companies, metrics, PeriodSpec(), "market" if "market" in kinds else "fact")
    if "report" in kinds and (len(kinds) > 1 or period.kind not in ("latest", "year") or difference or moved):
        return None  # the holder and headcount tables: one company's (or each company's) year-end rows, no change
    if "report" in kinds and len(companies) > 1 and "compare" not in {h.tag for h in hits}:
        # "삼성물산이 보유한 삼성전자 주식 수"; never a headcount or 소액주주
        held = len(companies) == 2 and not _NOT_HELD & set(metrics)
        return QuickQuery(text, companies, metrics, period, "holding") if held else None
    averaged = any(METRICS[m].averaged for m in metrics)  # ROE, ROA: a year's rate, not a quarter's
    quarterly = not kinds <= QUARTERLY_KINDS or averaged
    if (period.kind == "quarter" and quarterly) or not quarter_on_quarter(
        period, companies, metrics, difference
    ):
        return None
    if difference and len(companies) == 1 and period.kind == "quarter" and a_year_apart(hits):
        # "3Q24 vs 3Q23 매출 차이": the change from the same quarter a year before
        difference, moved = False, True
    kind = _kind(companies, kinds, period, hits, difference=difference, moved=moved, today=today, norm=norm)
    if kind == "comparison" and grown and not kinds <= {"growth"}:
        return None  # "삼성전자랑 SK하이닉스 매출 얼마나 늘었어": each one's change, which the table does not say
    if kind is None or not form_fits(
        tidied, kind, companies, kinds, difference=difference, grown=moved and grown, figures=metrics
    ):
        return None
    times = tidied.times and not times_grown(text)  # "몇 배 늘었어" is growth, not a quotient
    if times:
        multiple = (
            None if difference else read_multiple(text, norm, hits, kind, companies, metrics, period, today)
        )
        if multiple is None:
            return None
        kind, metrics, period = multiple.kind, multiple.metrics, multiple.period
    late = period_refusal(text, period, today)
    if late is not None:
        return late
    basis = None if kind == "bases" else asked.basis
    return QuickQuery(
        text,
        companies,
        metrics,
        period,
        kind,
        basis,
        difference,
        tidied.share,
        moved,
        tidied.unit,
        times=times,
        staff=tidied.staff,
    )


def _kind(
    companies: tuple[Company, ...],
    kinds: set[MetricKind],
    period: PeriodSpec,
    hits: list[Hit],
    *,
    difference: bool,
    moved: bool = False,
    today: date,
    norm: str = "",
) -> QueryKind | None:
    """What the answer shows; ``None`` when the question wants something the quick path cannot show.

    Both bases named (연결과 별도) is one company side by side on both; "2020년 대비 2023년" (or a
    difference or rate between two named years, or one company's figure that moved between them:
    "2024년 영업이익 2023년보다 얼마나 늘었냐") is the change between those two years; a difference
    is computed between exactly two companies or two bases. Anything else with 차이 is the agent's.
    """
    if {h.value for h in hits if h.tag == "basis"} == {"CFS", "OFS"}:
        if len(companies) > 1 or period.kind in ("years", "recent") or not kinds <= _BASIS_KINDS:
            return None
        return "bases"
    if period.against is not None:  # "2024년 4분기 매출이 3분기보다" (``asked_period.quarter_on_quarter``)
        return "change"
    against = against_second(hits) and kinds <= _CHANGE_KINDS  # "2024년 매출 2022년보다 몇 % 늘었나요"
    between = difference or between_years(hits) or (len(companies) == 1 and (moved or against))
    if period.kind == "years" and len(period.years) == 2 and between:
        if len(companies) > 1 or not kinds <= _CHANGE_KINDS or not base_year_first(hits, today, norm):
            return None
        return "change"
    if period.kind in ("years", "recent"):
        compared = "growth" in kinds and any(h.tag == "compare" for h in hits)  # "… 비교하면 몇 % 늘었나요"
        return None if difference or compared else "trend"
    if len(companies) > 1:
        return "comparison" if not difference or len(companies) == 2 else None
    if difference:
        return None
    return "ratio" if kinds <= {"ratio", "growth"} else "value"
