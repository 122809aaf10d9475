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
from dataclasses import replace
from datetime import date

from core.data.companies.resolver import CompanyIndex
from core.quick.asked_change import moved_from_before, year_against_year
from core.quick.asked_class import share_class
from core.quick.asked_figures import (
    PAID,
    basis_asked,
    judgement_asked,
    loosely_asked,
    metrics_asked,
    outside_figures,
    unanswered,
)
from core.quick.asked_holders import TwoHolders, held_direction, held_query, two_holders
from core.quick.asked_period import asked_period
from core.quick.asked_sides import one_sided
from core.quick.asked_staff import one_row
from core.quick.asked_sum import Summed, read_sum, summed_query
from core.quick.asked_times import previous_year
from core.quick.beyond import beyond, instead
from core.quick.context import unwrap
from core.quick.holdings import holder_metrics
from core.quick.lexicon import Hit, placed, scan
from core.quick.model import METRICS, QuickQuery, QuickRefusal
from core.quick.named_again import base_of_two
from core.quick.names import Named, company_refusal, inside, name_companies
from core.quick.pershare import per_share_figures
from core.quick.query_kind import Asked, quick_query
from core.quick.rumoured_part import part_rumoured
from core.quick.tidy import Tidied, tidy
from core.quick.why import begun, deferred
from core.quick.wrapping import what_is_asked

__all__ = ["parse_question"]

_SEPARATORS = re.compile(r"[\s,?!;·…\"'“”‘’\[\]{}<>]+")
_FULL_STOP = re.compile(r"\.(?=\s|$)")
_PER_SHARE = re.compile(r"주당|dps", re.IGNORECASE)
_MAX_COMPANIES = 5
_PERIOD_TAGS = frozenset(
    {"year", "fy", "short_year", "relative", "range", "recent", "quarter", "ytd_quarter", "half"}
)
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
    begun()
    prepared = _prepared(text, companies, context)
    if prepared is None:
        return None
    tidied, norm, summed = prepared
    hits, unknown = scan(norm)
    named = name_companies(norm, hits, unknown, companies)
    rest = "".join(ch for i, ch in enumerate(norm) if not inside(i, named.spans))
    read = _figures_read(norm, [h for h in hits if not any(a <= h.start < b for a, b in named.spans)], named)
    if read is None:
        return None
    hits = read
    metrics = holder_metrics(metrics_asked(hits, norm), len(named.companies)) or loosely_asked(rest, hits)
    held = two_holders(norm, named, tidied)  # "삼성생명이랑 삼성물산 중에 삼성전자 지분 누가 더 많아"
    metrics = ("ownership",) if held is not None else metrics
    if metrics == ("dps",) and PAID.search(rest) and not _PER_SHARE.search(rest):
        metrics = ("dps", "dividends_paid")  # "배당 얼마 줬어": the cash paid out, beside the DPS
    asked = Asked(
        named.companies, metrics, asked_period(hits, today, len(named.companies)), basis_asked(hits)
    )
    if context is not None:
        asked = _follow(asked, context, hits, named)
    stage = _beyond_reading(asked, norm, hits, tidied, named)
    if stage is not None:
        return deferred(stage, named.leftovers)
    tags = {h.tag for h in hits}
    refusal = company_refusal(text, named, companies, compared=bool(tags & {"compare", "difference"}))
    if refusal is not None:
        return refusal
    return _answered(text, companies, today, (asked, tidied, norm, hits, named), held, summed)


def _prepared(
    text: str, companies: CompanyIndex, context: QuickQuery | None
) -> tuple[Tidied, str, Summed | None] | None:
    """The question tidied, its words as the scanner reads them, and the sum it asks; ``None`` when nothing
    quick is left, it is too long, or a figure is said of another period than the one asked."""
    # "삼성 아니 하이닉스" (the last one said), "…에 대해 문의드립니다", "…라던데", "삼성 전자 하고": "" when unclear
    tidied = tidy(unwrap(what_is_asked(unicodedata.normalize("NFKC", text), companies), companies))
    norm = instead(_SEPARATORS.sub(" ", _FULL_STOP.sub(" ", tidied.text)).strip()) or ""
    norm = previous_year(norm, tidied.times)  # "전년의 몇 배" is 전년도's
    norm, summed = read_sum(norm) if context is None else (norm, None)  # "합계", "3년 누적", "합치면"
    if not norm:
        return deferred("empty")
    if len(norm) > 120 or (context is not None and len(norm) > _MAX_FOLLOW_UP):
        return deferred("long")
    # "3분기 역대급이라던데 2024 영업이익": the year's figure, not the quarter the rumour was said of
    if part_rumoured(text):
        return deferred("rumoured")
    return tidied, norm, summed


def _figures_read(norm: str, hits: list[Hit], named: Named) -> list[Hit] | None:
    """The figures' hits as read ("주당 순이익" is EPS; "분기순이익" needs its quarter named); ``None`` when a
    figure is not read, judgement is asked, or a figure filings do not give."""
    read = per_share_figures(norm, hits)  # "주당 순이익" is EPS
    if read is None:
        return deferred("per_share")
    read = placed(read)  # "분기순이익" needs the quarter named
    if read is None:
        return deferred("placed")
    if judgement_asked(norm, read, named):
        return deferred("judgement", named.leftovers)
    if unanswered(read):
        return deferred("unanswered", named.leftovers)
    return read


def _beyond_reading(asked: Asked, norm: str, hits: list[Hit], tidied: Tidied, named: Named) -> str | None:
    """The stage at which what is asked is beyond the reader: no figure, more than one reading gives, or each
    side its own figure ("A 영업이익이 B 순이익의 몇 배"); ``None`` when within it."""
    if not asked.metrics:
        return "no_metric"
    if beyond(norm, hits, asked.metrics, len(asked.companies), named.preferred):
        return "beyond"
    return "one_sided" if one_sided(tidied, hits, named.spans) else None


def _answered(
    text: str,
    companies: CompanyIndex,
    today: date,
    read: tuple[Asked, Tidied, str, list[Hit], Named],
    held: TwoHolders | None,
    summed: Summed | None,
) -> QuickQuery | QuickRefusal | None:
    """The query for what was read (``asked`` with the question's ``tidied`` form, ``norm`` words, ``hits`` and
    ``named`` companies), or ``None`` at the stage that cannot make it."""
    asked, tidied, norm, hits, named = read
    if named.leftovers:
        return deferred("unknown_word", named.leftovers)
    if not asked.companies:
        return deferred("no_company")
    if held is not None:
        return held_query(text, held, asked.period) or deferred("holders")  # two holders' stakes in a third
    if len(asked.companies) > _MAX_COMPANIES:
        return deferred("too_many")
    if asked.period is None:
        return deferred("period")
    against = year_against_year(text, hits, tidied, len(asked.companies), today)
    if against is None:
        return deferred("year_against_year")
    based = _based_on_first(asked, against[0], norm, hits, named, companies, text)
    if based is None:
        return deferred("based_on_first")  # "삼성전자 대비 하이닉스의 몇 배": both said as the base
    (asked, tidied), between = based, against[1]
    moved = between or bool(_MOVED.search(outside_figures(norm, hits)))  # not "자본 대비 이익" (ROE)
    assert asked.period is not None
    changes = moved_from_before(norm, hits, asked.companies, asked.metrics, asked.period) if moved else hits
    if changes is None:
        return deferred("moved")
    grown = bool(_GROWN.search(norm))  # "매출 성장 몇 %": the growth, which the line gives
    if summed is not None:  # "3년 누적 영업이익 … 차이", "두 회사 합치면"
        said = (asked.companies, asked.metrics, asked.period, asked.basis)
        summed_read = summed_query(text, said, changes, tidied, summed, norm=norm, moved=moved, today=today)
        return _noted(summed_read, named) or deferred("summed")
    parsed = quick_query(text, asked, changes, tidied, motion=(moved, grown), today=today, norm=norm)
    return _narrowed(parsed, norm, hits, named) if parsed is not None else deferred("query")


def _narrowed(
    query: QuickQuery | QuickRefusal, norm: str, hits: list[Hit], named: Named
) -> QuickQuery | QuickRefusal | None:
    """The query narrowed: one row of staff, which company's shares a holding is of, a share class's DPS."""
    parsed = one_row(query)
    if parsed is None:
        return deferred("one_row")
    parsed = held_direction(parsed, norm, named)  # a holding: which company's shares are held
    if parsed is None:
        return deferred("direction")
    # 우선주's DPS, or not quick
    return _noted(share_class(parsed, norm, hits, named.preferred), named) or deferred("share_class")


def _noted(parsed: QuickQuery | QuickRefusal | None, named: Named) -> QuickQuery | QuickRefusal | None:
    """``parsed`` with how the question's names were read (a typo's company) said above the answer."""
    if isinstance(parsed, QuickQuery) and named.notes:
        return replace(parsed, notes=named.notes)
    return parsed


def _follow(asked: Asked, context: QuickQuery, hits: list[Hit], named: Named) -> Asked:
    """A follow-up keeps what it does not replace; one that replaces nothing is not a follow-up."""
    dated = any(h.tag in _PERIOD_TAGS for h in hits)
    if not (named.companies or asked.metrics or dated or asked.basis):
        return Asked((), (), None, None)
    return Asked(
        named.companies or context.companies,
        asked.metrics or context.metrics,
        asked.period if dated else context.period,
        asked.basis or context.basis,
    )


def _based_on_first(
    asked: Asked, tidied: Tidied, norm: str, hits: list[Hit], named: Named, index: CompanyIndex, text: str
) -> tuple[Asked, Tidied] | None:
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
