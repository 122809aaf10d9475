"""Question → ``QuickQuery`` (answer from data), ``QuickRefusal`` (say plainly why not) or ``None``.

Conservative on purpose: a question is quick only when every word in it is understood — company
names resolved without doubt, metric, period and question words from ``lexicon`` — and nothing in
it asks for judgement (분석, 왜, 전망, 투자 …). Anything else is ``None`` and goes to the agent.

Refusals cover questions that are simple but cannot be answered from filings: a company the
Korean listed-company list does not hold (쿠팡, 애플), an ambiguous name (삼성), and a period
that has not ended or predates OpenDART's financial data (2015).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import date

from core.data.companies.resolver import Company, CompanyIndex
from core.finance.basis import FsDiv
from core.quick.asked_change import (
    against_second,
    base_year_first,
    between_years,
    moved_from_before,
    year_against_year,
)
from core.quick.asked_class import share_class
from core.quick.asked_form import form_fits
from core.quick.asked_holders import held_direction, held_query, two_holders
from core.quick.asked_period import a_year_apart, asked_period, period_refusal, quarter_on_quarter
from core.quick.asked_sides import one_sided
from core.quick.asked_staff import one_row
from core.quick.asked_sum import read_sum, summed_query
from core.quick.asked_times import previous_year, read_multiple, times_grown
from core.quick.beyond import beyond, instead
from core.quick.context import unwrap
from core.quick.holdings import holder_metrics
from core.quick.lexicon import ANALYTICAL, RANKING, Hit, placed, scan
from core.quick.model import (
    METRICS,
    QUARTERLY_KINDS,
    MetricKind,
    PeriodSpec,
    QueryKind,
    QuickQuery,
    QuickRefusal,
)
from core.quick.named_again import base_of_two
from core.quick.names import Named, company_refusal, inside, name_companies
from core.quick.pershare import per_share_figures
from core.quick.tidy import Tidied, tidy

__all__ = ["parse_question"]

_SEPARATORS = re.compile(r"[\s,?!;·…\"'“”‘’\[\]{}<>]+")
_FULL_STOP = re.compile(r"\.(?=\s|$)")
_AMOUNTS = ("revenue", "operating_income", "net_income", "assets", "liabilities", "equity")
_PROFIT = ("operating_income", "net_income")
_BUNDLES = {"results": ("revenue", *_PROFIT), "balance": _AMOUNTS[3:], "profit": _PROFIT}
#: a profit asked for without naming which ("얼마 벌었어", "적자야?", "흑자 전환했어?"): both are answered
_EARNED = re.compile(r"벌었|벌어|번\s*돈|남겼|남긴|남김|흑자|적자|마이너스")
#: a dividend paid ("배당 얼마 줬어"): its cash out of the cash-flow statement as well as the DPS
_PAID = re.compile(r"줬|주었|줌|지급|나눠|풀었|낸|냈")
_PER_SHARE = re.compile(r"주당|dps", re.IGNORECASE)
_MAX_COMPANIES = 5
_BASIS_KINDS = frozenset({"amount", "ratio", "growth", "per_share", "line"})
_CHANGE_KINDS = frozenset({"amount", "ratio", "growth", "per_share"})  # "EPS 2021년이랑 2023년 차이"
_PERIOD_TAGS = frozenset(
    {"year", "fy", "short_year", "relative", "range", "recent", "quarter", "ytd_quarter", "half"}
)
#: register figures no company holds of another: a headcount, 소액주주, what the articles allow
_NOT_HELD = frozenset({"employees", "minority_holders", "total_holders", "authorized_shares"})
_MAX_FOLLOW_UP = 40  # a follow-up is short: "그럼 2022년은?", "SK하이닉스는?"
#: a word saying the figure moved (not 대비 alone, which may name another company it is set against)
_GROWN = re.compile(
    r"증감|변동|변화|늘었|늘어|늘린|줄었|줄어|줄인|올랐|불었|불어|뛰었|빠졌|증가|감소|성장|상승|하락|개선|악화|전년|전기|yoy",
    re.IGNORECASE,
)
_MOVED = re.compile(
    r"증감|변동|변화|늘었|줄었|늘어|줄어|올랐|불었|불어|뛰었|빠졌|(?:증가|감소|성장|상승|하락)(?![율률])|대비|yoy",
    re.IGNORECASE,
)


def parse_question(
    text: str, companies: CompanyIndex, *, today: date, context: QuickQuery | None = None
) -> QuickQuery | QuickRefusal | None:
    """Read a question as a quick query, a plain refusal, or ``None`` (not a quick question).

    Args:
        text: The user's question, as typed.
        companies: The corp-code index used to resolve company names and codes.
        today: KST date that relative periods (작년, 올해) and disclosure deadlines count from.
        context: The conversation's previous quick question: a follow-up ("그럼 2022년은?", "영업이익은?",
            "SK하이닉스는?") takes from it the companies, metrics, period and basis it does not name.

    Returns:
        ``QuickQuery`` when the data layer can answer; ``QuickRefusal`` for an edge case answered
        plainly (unknown, foreign or ambiguous company; period not disclosed); ``None`` otherwise.
    """
    tidied = tidy(unwrap(unicodedata.normalize("NFKC", text), companies))
    norm = instead(_SEPARATORS.sub(" ", _FULL_STOP.sub(" ", tidied.text)).strip()) or ""
    norm = previous_year(norm, tidied.times)  # "전년의 몇 배" is 전년도's
    norm, summed = read_sum(norm) if context is None else (norm, None)  # "합계", "3년 누적", "합치면"
    if not norm or len(norm) > 120 or (context is not None and len(norm) > _MAX_FOLLOW_UP):
        return None
    hits, unknown = scan(norm)
    named = name_companies(norm, hits, unknown, companies)
    rest = "".join(ch for i, ch in enumerate(norm) if not inside(i, named.spans))
    hits = [h for h in hits if not any(a <= h.start < b for a, b in named.spans)]
    read = per_share_figures(norm, hits)  # "주당 순이익" is EPS
    read = None if read is None else placed(read)  # "분기순이익" needs the quarter named
    if read is None or _judgement(norm, read, named):
        return None
    hits = read
    if _unanswered(hits):
        return None
    metrics = holder_metrics(_metrics(hits, norm), len(named.companies)) or _loosely_asked(rest, hits)
    held = two_holders(norm, named, tidied)  # "삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 많아"
    metrics = ("ownership",) if held is not None else metrics
    if metrics == ("dps",) and _PAID.search(rest) and not _PER_SHARE.search(rest):
        metrics = ("dps", "dividends_paid")  # "배당 얼마 줬어": the cash paid out, beside the DPS
    asked = _Asked(named.companies, metrics, asked_period(hits, today, len(named.companies)), _basis(hits))
    if context is not None:
        asked = _follow(asked, context, hits, named)
    if (
        not asked.metrics
        or beyond(norm, hits, asked.metrics, len(asked.companies), named.preferred)
        or one_sided(tidied, hits, named.spans)  # "A 영업이익이 B 순이익의 몇 배": each side its own figure
    ):
        return None
    tags = {h.tag for h in hits}
    refusal = company_refusal(text, named, companies, compared=bool(tags & {"compare", "difference"}))
    if refusal is not None or named.leftovers or not asked.companies:
        return refusal
    if held is not None or len(asked.companies) > _MAX_COMPANIES or asked.period is None:
        return held_query(text, held, asked.period)  # two holders' stakes in a third, else None
    against = year_against_year(text, hits, tidied, len(asked.companies), today)
    based = against and _based_on_first(asked, against[0], norm, hits, named, companies, text)
    if against is None or based is None:
        return None  # also "삼성전자 대비 하이닉스의 몇 배": both said as the base
    (asked, tidied), between = based, against[1]
    moved = between or bool(_MOVED.search(_outside_figures(norm, hits)))  # not "자본 대비 이익" (ROE)
    assert asked.period is not None
    changes = moved_from_before(norm, hits, asked.companies, asked.metrics, asked.period) if moved else hits
    if changes is None:
        return None
    grown = bool(_GROWN.search(norm))  # "매출 성장 몇 %": the growth, which the line gives
    if summed is not None:  # "3년 누적 영업이익 … 차이", "두 회사 합치면"
        said = (asked.companies, asked.metrics, asked.period, asked.basis)
        return _noted(
            summed_query(text, said, changes, tidied, summed, norm=norm, moved=moved, today=today), named
        )
    parsed = one_row(_query(text, asked, changes, tidied, motion=(moved, grown), today=today, norm=norm))
    parsed = held_direction(parsed, norm, named)  # a holding: which company's shares are held
    return _noted(share_class(parsed, norm, hits, named.preferred), named)  # 우선주's DPS, or not quick


def _noted(parsed: QuickQuery | QuickRefusal | None, named: Named) -> QuickQuery | QuickRefusal | None:
    """``parsed`` with how the question's names were read (a typo's company) said above the answer."""
    if isinstance(parsed, QuickQuery) and named.notes:
        return replace(parsed, notes=named.notes)
    return parsed


@dataclass(frozen=True, slots=True)
class _Asked:
    """What a question names (or, for a follow-up, takes from the question before)."""

    companies: tuple[Company, ...]
    metrics: tuple[str, ...]
    period: PeriodSpec | None
    basis: FsDiv | None


def _follow(asked: _Asked, context: QuickQuery, hits: list[Hit], named: Named) -> _Asked:
    """A follow-up keeps what it does not replace; one that replaces nothing is not a follow-up."""
    dated = any(h.tag in _PERIOD_TAGS for h in hits)
    if not (named.companies or asked.metrics or dated or asked.basis):
        return _Asked((), (), None, None)
    return _Asked(
        named.companies or context.companies,
        asked.metrics or context.metrics,
        asked.period if dated else context.period,
        asked.basis or context.basis,
    )


def _query(
    text: str,
    asked: _Asked,
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
    kind = _kind(companies, kinds, period, hits, difference=difference, moved=moved, today=today)
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


# --- metrics, periods, kinds ----------------------------------------------------------------------


def _metrics(hits: list[Hit], norm: str) -> tuple[str, ...]:
    """Metrics in the order asked; "매출 성장률" is the growth of revenue, and so is "영업이익 전년도 대비
    증가율" (the growth of the last figure named before it; after 각각, of every figure named: "영업이익은 줄고 순이익은
    늘었지? 각각 전년 대비 몇 %"); a growth word with no figure before it is revenue's. Empty when unsure."""
    metrics: list[str] = []
    grown: list[str] = []  # the figures a growth word would apply to: the last metric or bundle named
    said = [h.value for h in hits if h.tag in ("metric", "bundle")]
    if "profit" in said and len(said) > 1:
        return ()  # "이익" beside another figure ("매출 이익"): which one is unclear
    for hit in hits:
        if hit.tag in ("metric", "bundle"):
            grown = [hit.value] if hit.tag == "metric" else list(_BUNDLES[hit.value])
            metrics += grown
        elif hit.tag == "filler" and norm[hit.start : hit.end] == "각각" and len(metrics) > 1:
            grown = list(metrics)
        elif hit.tag == "growth":
            if not grown:
                metrics.append("revenue_growth")
                continue
            if any(f"{m}_growth" not in METRICS for m in grown):
                return ()  # the growth of a ratio: not a quick question
            metrics = [f"{m}_growth" if m in grown else m for m in metrics]
            grown = []
    return tuple(dict.fromkeys(metrics))


def _based_on_first(
    asked: _Asked, tidied: Tidied, norm: str, hits: list[Hit], named: Named, index: CompanyIndex, text: str
) -> tuple[_Asked, Tidied] | None:
    """ "A 대비 B 몇 %" is B's share of A, "A보다 B가 몇 배" / "A의 몇 배야 B" B's multiple of A (an amount's or a
    ratio's): the companies the other way round (``named_again.base_of_two``, a company named again too); ``None``
    when both are said as the base, or neither of a company named again."""
    kinds = {METRICS[m].kind for m in asked.metrics}
    percent = kinds == {"amount"} and tidied.percent and not tidied.share
    shared = kinds == {"amount"} and tidied.share
    if not (percent or shared or (tidied.times and kinds in ({"amount"}, {"ratio"}))):
        return asked, tidied
    if len(named.companies) != 2 or len(named.spans) < 2:
        return asked, tidied
    base = base_of_two(norm, hits, named, asked.companies, index, text)
    if base == -1:
        return None
    if base != 0:
        return asked, tidied
    turned = replace(asked, companies=asked.companies[::-1])
    return turned, replace(tidied, share=True) if percent else tidied


def _outside_figures(norm: str, hits: list[Hit]) -> str:
    """``norm`` with the figures' own words blanked: "자본 대비 이익" (ROE) says no change asked."""
    spans = [(h.start, h.end) for h in hits if h.tag in ("metric", "bundle", "growth")]
    return "".join(" " if any(a <= i < b for a, b in spans) else ch for i, ch in enumerate(norm))


def _judgement(norm: str, hits: list[Hit], named: Named) -> bool:
    """Whether the question asks for judgement (분석, 전망, 투자 …) outside the names of companies and
    concepts (설비투자 is a figure), or for a rank beyond the two or more companies it names. 누적 is no part
    of a judgement word either ("누적 영업이익 정리" is not 적정)."""
    words = {(h.start, h.end) for h in hits if h.tag in ("metric", "other", "ytd")}
    spans = (*named.spans, *words)
    rest = re.sub(r"\s+", "", "".join(ch for i, ch in enumerate(norm) if not inside(i, spans)))
    return bool(ANALYTICAL.search(rest) or (len(named.companies) < 2 and RANKING.search(rest)))


def _loosely_asked(rest: str, hits: list[Hit]) -> tuple[str, ...]:
    """A figure asked without its name: per share with a verb ("주당 얼마 벌었어" EPS, "주당 얼마 줬어" DPS),
    or a profit ("얼마 벌었어", "적자야?": 영업이익 and 당기순이익)."""
    if _named_metric(hits):
        return ()
    if any(h.tag == "per_share" for h in hits):
        return ("eps",) if _EARNED.search(rest) else ("dps",) if _PAID.search(rest) else ()
    return _PROFIT if _EARNED.search(rest) else ()


def _unanswered(hits: list[Hit]) -> bool:
    """A concept the quick path does not answer (ROA, 직원 수), or a statement named with no figure
    ("현금흐름표" alone: the whole statement)."""
    statement = any(h.tag == "statement" for h in hits)
    return any(h.tag == "other" for h in hits) or (statement and not _named_metric(hits))


def _named_metric(hits: list[Hit]) -> bool:
    """Whether the question names a figure, or a growth rate (its own metric), at all."""
    return any(h.tag in ("metric", "bundle", "growth") for h in hits)


def _kind(
    companies: tuple[Company, ...],
    kinds: set[MetricKind],
    period: PeriodSpec,
    hits: list[Hit],
    *,
    difference: bool,
    moved: bool = False,
    today: date,
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
        if len(companies) > 1 or not kinds <= _CHANGE_KINDS or not base_year_first(hits, today):
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


def _basis(hits: list[Hit]) -> FsDiv | None:
    bases = {h.value for h in hits if h.tag == "basis"}
    if bases == {"CFS"}:
        return "CFS"
    if bases == {"OFS"}:
        return "OFS"
    return None
