"""Keyless follow-ups: "그럼 2022년은?", "영업이익은?", "SK하이닉스는?" after a quick answer.

The conversation's earlier questions are read in order; each quick one (itself a follow-up or not)
becomes the context of the next, and a question that is not quick ends the chain. ``follow_up`` reads
the new question against the last context — what it does not name (company, metric, period, basis) is
taken from there — and only when the question alone is not a quick question.

A year said relative to today ("2년 전은?", "재작년은?", "작년은?") after a question naming its year is
not read: counted from today it lands on the year just answered ("삼성전자 2024 영업이익" → "2년 전은?" was
answered with 2024 again), and from the year named it is another year. A year alone after a quarter's
question is that quarter of the year ("하이닉스 2024 3분기 영업이익" → "2023년은?" is 2023년 3분기, which
was answered with FY2023); with a figure of its own ("그럼 2023년 영업이익률은?") the year's or the quarter's
is unclear, and it is not read. Nor is a comparison with another company or year
("네이버랑 비교하면?" after 카카오's 2024 figure was answered with NAVER's alone, "2023년이랑 비교하면?" with
2023 against 2022, "영업이익이랑 비교하면?" with the operating profit alone). A quarter with no year after a
question naming its year is of that year ("하이닉스 2023 3분기 영업이익" → "4분기는?" was 2024년 4분기), and a
preferred share's DPS asked before is asked again ("삼성 우선주 배당 2023" → "2022년은?" led with the common), as is
a comparison's gap, share or multiple ("…영업이익 차이" → "2023년은?" was the two figures alone). A sum or another
multiple asked before is not carried over: "삼성전자 2022~2024 영업이익 합계" → "순이익은?" (or "하이닉스는?") was each
year's figure with no sum, "삼성전자 하이닉스 2024 매출 합치면" → "2023년은?" the two figures, "2024 영업이익 2023년의 몇 배" →
"순이익은?" the two years' figures and "영업이익은 순이익의 몇 배" → "2023년은?" the two figures alone; such a follow-up is
not read (a sum of another figure may be of a balance, which adds up to nothing); nor is a quarter against the one
before it ("…4분기 영업이익 QoQ" → "2023년은?" was 2023년 4분기's level). A change between two years asked before is
asked of another figure too ("…영업이익 2022 대비 2024 증감" → "순이익은?" was the three years' table).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace
from datetime import date

from core.data.companies.resolver import CompanyIndex
from core.quick.asked_class import share_class
from core.quick.asked_period import period_refusal
from core.quick.context_asks import the_ask
from core.quick.lexicon import scan
from core.quick.model import METRICS, QUARTERLY_KINDS, PeriodSpec, QuickQuery, QuickRefusal
from core.quick.parse import parse_question
from core.quick.ranks import reordered
from core.quick.tidy import tidy

_YEARS = frozenset({"year", "fy", "short_year"})
_QUARTERS = frozenset({"quarter", "ytd_quarter", "half", "ytd"})
_CHANGES = frozenset({"amount", "ratio", "growth", "per_share"})  # what a change between two years is of
_FIGURES = frozenset({"metric", "bundle"})
#: a holder's row asked before: a share count asked next is the holder's, unless the shares issued are named
_HOLDER_ROWS = frozenset({"largest_holder", "minority_holders", "ownership"})
_ISSUED = re.compile(r"발행|유통|상장|총수|총\s*주식")
_HELD = re.compile(r"지분|보유|가진|갖고|가지고|들고|몫")


def quick_context(earlier: Sequence[str], companies: CompanyIndex, *, today: date) -> QuickQuery | None:
    """The last quick question of ``earlier`` (oldest first), follow-ups resolved; ``None`` when the
    last question was not a quick one."""
    context: QuickQuery | None = None
    for said in earlier:
        question = the_ask(
            said, companies
        )  # a long message's one asking sentence, as ``bots.direct`` reads it
        read = parse_question(question, companies, today=today) if question else None
        if not isinstance(read, QuickQuery) and context is not None and question:
            read = _followed(question, companies, today, context)
        context = read if isinstance(read, QuickQuery) else None
    return context


def follow_up(
    text: str, earlier: Sequence[str], companies: CompanyIndex, *, today: date
) -> QuickQuery | QuickRefusal | None:
    """``text`` read as a follow-up of the conversation's last quick question, or ``None`` when it is
    a question of its own (or there is nothing to follow)."""
    if not earlier or isinstance(parse_question(text, companies, today=today), QuickQuery):
        return None
    context = quick_context(earlier, companies, today=today)
    if context is None:
        return None
    return _followed(text, companies, today, context)


def _followed(
    text: str, companies: CompanyIndex, today: date, context: QuickQuery
) -> QuickQuery | QuickRefusal | None:
    """``text`` read against ``context``: another order of the comparison answered ("그럼 낮은 순으로는?"), else as
    ``_read_against`` reads it."""
    again = reordered(text, context) or _in_another_unit(text, context)
    return again if again is not None else _read_against(text, companies, today, context)


#: what a follow-up that only asks another unit says besides it ("억 단위로 다시", "그럼 조 단위로 보여줘")
_ONLY_A_UNIT = re.compile(r"그럼|그러면|다시|바꿔|보여|알려|환산|표시|해|줘|줄래|주세요|봐|요|[?!.~\s]+")


def _in_another_unit(text: str, context: QuickQuery) -> QuickQuery | None:
    """A follow-up that only asks the amounts answered before in another unit ("억 단위로 다시"): that answer in it."""
    tidied = tidy(unicodedata.normalize("NFKC", text))
    if tidied.unit is None or _ONLY_A_UNIT.sub("", tidied.text).strip():
        return None
    return replace(context, unit=tidied.unit)


def _read_against(
    text: str, companies: CompanyIndex, today: date, context: QuickQuery
) -> QuickQuery | QuickRefusal | None:
    """``text`` read against ``context``, a relative year or a year after a quarter as the module says."""
    tags = {h.tag for h in scan(tidy(unicodedata.normalize("NFKC", text)).text)[0]}
    if "relative" in tags and context.period.years:
        return None  # "2년 전은?" after "2024 영업이익": 2024 again from today, 2022 from the year named
    read = parse_question(text, companies, today=today, context=context)
    read = None if isinstance(read, QuickQuery) and _not_the_holding(read, context, text) else read
    read = _the_figure_asked(read, context, tags)
    if "compare" in tags and not (
        isinstance(read, QuickQuery)
        and set(context.companies) <= set(read.companies)
        and set(context.metrics) <= set(read.metrics)
        and read.period == context.period
    ):
        return None  # "네이버랑 비교하면?", "2023년이랑 비교하면?" after 카카오's 2024 figure: not one figure alone
    if isinstance(read, QuickQuery) and read.kind == context.kind == "comparison":
        read = _still_set_against(read, context)
    if isinstance(read, QuickQuery) and (context.summed > read.summed or context.times > read.times):
        return None  # "…영업이익 합계" → "순이익은?" was each year's figure, the sum asked before dropped
    if isinstance(read, QuickQuery) and context.period.against is not None and read.period.against is None:
        return None  # "…4분기 영업이익 QoQ" → "2023년은?" was 2023년 4분기's level alone
    if isinstance(read, QuickQuery) and context.kind == "change" and read.period == context.period:
        read = _still_a_change(read, context)
    if isinstance(read, QuickQuery) and not tags & _YEARS:
        read = _in_the_year_before(read, context, text, today)
    if isinstance(read, QuickQuery) and context.preferred and not read.preferred:
        read = share_class(read, "우선주", [], named_preferred=True)  # "2022년은?" after the preferred DPS
    quarter = context.period.quarter
    if context.period.kind != "quarter" or quarter is None or not tags & _YEARS or tags & _QUARTERS:
        return read
    if not isinstance(read, QuickQuery) or read.period.kind != "year" or read.kind not in ("value", "ratio"):
        return None  # "2023년은?" after a quarter: that quarter of 2023, or not quick
    kinds = {METRICS[m].kind for m in read.metrics}
    if read.metrics != context.metrics or not kinds <= QUARTERLY_KINDS:
        return None  # "그럼 2023년 ROE는?": the year's or the quarter's — a figure of its own is unclear
    period = PeriodSpec("quarter", read.period.years, quarter=quarter, ytd=context.period.ytd)
    return replace(read, period=period)


def _not_the_holding(read: QuickQuery, context: QuickQuery, text: str) -> bool:
    """A holder's shares asked after a holder's row or a holding, read as something else: "주식 수는?" after "삼성전자
    최대주주 누구야" (or 소액주주) was the shares issued (5,969,782,550주), the holder's 508,157,148주 being asked; "삼성물산은?"
    after "삼성생명이 가진 삼성전자 주식 몇 주야" was 삼성물산's own shares issued, not its holding; a holding word not read
    as one ("삼성생명 지분율은?", "그 중 삼성생명 몫은?" after "삼성전자 발행주식수") the same."""
    if read.kind == "holding":
        return False
    other = set(read.companies) != set(context.companies) or not _HOLDER_ROWS & set(read.metrics)
    if context.kind == "holding" or (_HELD.search(text) and other):
        return (
            True  # "삼성생명 지분율은?" after "삼성전자 발행주식수" (or 최대주주) was 삼성생명's own register
        )
    held = bool(_HOLDER_ROWS & set(context.metrics))
    return held and read.metrics == ("shares",) and not _ISSUED.search(text)


def _the_figure_asked(
    read: QuickQuery | QuickRefusal | None, context: QuickQuery, tags: set[str]
) -> QuickQuery | QuickRefusal | None:
    """``read`` with a growth word's figure the one asked before (``_growth_of_the_figure``); ``None`` where it
    drops what was set against each other: one company after two companies' gap, share or multiple ("…영업이익
    삼성전자 대비 몇 %" → "현대차는?" was 현대차's figure alone), no basis after both bases side by side ("…연결 별도
    매출 차이" → "2023년은?" was 2023's 연결 figure alone), or 연결 alone after 지배주주순이익 ("연결은?" was answered
    with 지배주주순이익 again, the consolidated 당기순이익 set against it being what is likely asked)."""
    read = _growth_of_the_figure(read, context, tags)
    if not isinstance(read, QuickQuery):
        return read
    set_against = any((context.difference, context.share, context.times))
    if set_against and len(read.companies) < 2 <= len(context.companies):
        return None
    if context.kind == "bases" and read.kind != "bases" and "basis" not in tags:
        return None
    if tags & _FIGURES or "basis" not in tags:
        return read
    return None if read.basis == "CFS" and "net_income_owners" in read.metrics else read


def _growth_of_the_figure(
    read: QuickQuery | QuickRefusal | None, context: QuickQuery, tags: set[str]
) -> QuickQuery | QuickRefusal | None:
    """A growth word with no figure of its own ("증가율은?", "성장률은?", "전년 대비 몇 %?") is the growth of the
    figure asked before: after "하이닉스 2024 영업이익" it was read as revenue's (매출액 증가율 +102.0%, the reader's
    default). A figure with no growth rate (a ratio, a per-share dividend) is not read."""
    if not isinstance(read, QuickQuery) or tags & _FIGURES or read.metrics != ("revenue_growth",):
        return read
    if context.metrics in (("revenue",), ("revenue_growth",)):
        return read
    grown = tuple(m if METRICS[m].kind == "growth" else f"{m}_growth" for m in context.metrics)
    if not all(m in METRICS for m in grown):
        return None
    return replace(read, metrics=grown)


def _in_the_year_before(
    read: QuickQuery, context: QuickQuery, text: str, today: date
) -> QuickQuery | QuickRefusal | None:
    """A quarter asked without a year ("4분기는?", "상반기는?") after a question naming its year is of that year
    ("하이닉스 2023 3분기 영업이익" → "4분기는?" was answered with 2024년 4분기, the latest on file); after
    several years (a trend) it is unclear."""
    if read.period.kind != "quarter" or read.period.years or not context.period.years:
        return read
    if len(context.period.years) != 1:
        return None
    period = replace(read.period, years=context.period.years)
    return period_refusal(text, period, today) or replace(read, period=period)


def _still_a_change(read: QuickQuery, context: QuickQuery) -> QuickQuery | None:
    """The change between two years asked before is asked of the new figure too ("삼성전자 영업이익 2022 대비 2024
    증감" → "순이익은?" was the three years' table, FY2022–FY2024, with each year's change on the year before)."""
    if read.kind == "change":
        return read
    if len(read.companies) != 1 or not {METRICS[m].kind for m in read.metrics} <= _CHANGES:
        return None
    return replace(read, kind="change", moved=context.moved)


#: a share asked as the part one figure takes of another ("A 매출에서 B 매출이 차지하는 비중"), read by ``answer``
_PART_OF = "차지"


def _still_set_against(read: QuickQuery, context: QuickQuery) -> QuickQuery | None:
    """A comparison's gap, share or multiple asked before is asked of the new period or figure too ("삼성전자
    하이닉스 2024 영업이익 차이" → "2023년은?" was answered with the two figures alone); with other companies, or
    a figure the gap does not apply to, it is unclear."""
    asked = (context.difference, context.share, context.times)
    if context.share and _PART_OF in context.text and _PART_OF not in read.text:
        return None  # "…매출에서 삼성전자 매출이 차지하는 비중" → "2023은?": the part of its whole (answer.py) was lost
    if not any(asked) or (read.difference, read.share, read.times) == asked:
        return read
    kinds = [{METRICS[m].kind for m in q.metrics} for q in (read, context)]
    if set(read.companies) != set(context.companies) or (
        (context.share or context.times) and kinds[0] != kinds[1]
    ):
        return None  # another company, or a ratio's share: not what was asked
    return replace(read, difference=context.difference, share=context.share, times=context.times)
