"""Whether two companies set against each other (a gap, a share, a multiple) are each asked of their own
figure: "삼성전자 영업이익이 하이닉스 순이익의 몇 배", "네이버 2024 매출 카카오 3분기 매출이랑 차이", "삼성전자 별도
영업이익이랑 하이닉스 영업이익 차이". The answer sets one figure of one period and basis against the same of
the other company, so a question naming, after the second company, a figure of its own that differs (another
account, quarter, year or basis) from the one named after the first asks what no line says: it was answered
with the first figure's gap or multiple (9.26조원, 1.39배), or with both companies' quarters. A period named
after the first company only is both companies' ("삼성전자 2024 매출이 하이닉스 매출의 몇 배"); a basis is not
("삼성전자 별도 영업이익이랑 하이닉스 영업이익 차이" was answered with both companies' 별도) — nor when the two
figures are only listed ("삼성전자 2023 별도 순이익이랑 하이닉스 순이익"). A basis, or a period other than the first
side's, said right after the second company with no figure after it is that side's own ("하이닉스 2024 영업이익이
삼전 별도보다", "삼전 2024 영업이익이 하이닉스 3분기보다" were both companies' 별도, both 3분기). And a basis
or a part of the year (a quarter, 누적) after a company that another company follows is that company's own, of any
number of companies ("2024 영업이익 표로: 삼성전자(별도), SK하이닉스" was both companies' 별도, "…: 삼성전자 3분기,
SK하이닉스, 현대차" every company's 3분기), and so is a basis after a company named again ("삼성전자랑 하이닉스 2024
영업이익, 삼성전자는 별도로" was both companies' 별도).

A sum of two companies ("합치면", "합계", "더하면") is read so too: "삼성전자 2024 매출이랑 하이닉스 영업이익 합치면" was
answered with both figures' sums (367.06조원 and 56.19조원), "삼성전자 2024 3분기 매출이랑 하이닉스 2024 매출 합치면" with
both companies' 3분기. And a sum over years with a company named between two of its years ("삼성전자 2024 매출이랑
하이닉스 2023 매출 합치면", "2024년 삼성전자, 2023년 하이닉스") asks each company's own year, not both years of both
(658.77조원 was answered for 333.64조원)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.quick.asked_sum import sum_said
from core.quick.lexicon import Hit
from core.quick.model import METRICS, MetricKind
from core.quick.tidy import Tidied

__all__ = ["one_sided"]

#: what names one side's figure: the account, its basis and its period
_SIDE = frozenset(
    {
        "metric",
        "bundle",
        "basis",
        "quarter",
        "ytd_quarter",
        "half",
        "ytd",
        "year",
        "fy",
        "short_year",
        "relative",
    }
)
_FIGURE = frozenset({"metric", "bundle"})
_BASIS = frozenset({"basis"})
_PERIOD = _SIDE - _FIGURE - _BASIS
_TABLES: frozenset[MetricKind] = frozenset({"report", "fact", "market"})
_YEARS = frozenset({"year", "fy", "short_year", "relative"})
#: a part of the year: a quarter, a half, the months to date
_PARTS = frozenset({"quarter", "ytd_quarter", "half", "ytd"})
#: a particle a company's name is read with ("삼성전자는", "삼성전자만")
_PARTICLE = r"(?:은|는|이|가|이랑|랑|과|와|만|도|의|하고)$"


def one_sided(tidied: Tidied, hits: Sequence[Hit], spans: Sequence[tuple[int, int]]) -> bool:
    """True when two named companies are set against each other (a gap, a share, a multiple, how much more)
    and the words after the second name a figure (an account) that, with its basis and period, is not the
    one named between the two companies; a sum also when a company is named between two of its years."""
    summed = sum_said(tidied.text)
    if summed and _years_apart(hits, spans):
        return True  # "삼성전자 2024 매출이랑 하이닉스 2023 매출 합치면": each company's own year
    if _basis_of_one(tidied.text, hits, spans):
        return True  # "2024 영업이익 표로: 삼성전자(별도), SK하이닉스", "삼성전자 별도, SK하이닉스, 현대차 … 비교"
    if len(spans) != 2:
        return False
    (_, first_end), (second_start, second_end) = sorted(spans)
    between = [h for h in hits if h.tag in _SIDE and first_end <= h.start < second_start]
    figures = [h for h in hits if h.tag in _FIGURE and h.start >= second_end]
    if not any(h.tag in _FIGURE for h in between) or not _contrasted(hits):
        return False
    if not figures:  # "하이닉스 2024 영업이익이 삼전 별도보다", "삼전 2024 영업이익이 하이닉스 3분기보다"
        own, first = _right_after(tidied.text, hits, second_end), _said(between, _PERIOD)
        return bool(_said(own, _BASIS) - _said(between, _BASIS) or (first and _said(own, _PERIOD) - first))
    # the second side is what is named up to its figure: "…의 몇 배? 2024년 기준" is both sides' year
    after = [h for h in hits if h.tag in _SIDE and second_end <= h.start <= figures[-1].start]
    if _said(between, _BASIS) != _said(after, _BASIS):
        return (
            True  # "삼성전자 별도 영업이익이랑 하이닉스 영업이익 차이", listed too ("…하이닉스 순이익 각각")
        )
    contrasted = tidied.share or tidied.times or tidied.relative or tidied.percent or summed
    if not (contrasted or any(h.tag == "difference" for h in hits)):
        return False
    if _said(between, _FIGURE) != _said(after, _FIGURE):
        return True  # "…하이닉스 순이익의 몇 배"
    # a period named on the first side only is both sides' ("삼성전자 2024 매출이 하이닉스 매출의 몇 배")
    later = _said(after, _PERIOD)
    return bool(later) and later != _said(between, _PERIOD)


def _years_apart(hits: Sequence[Hit], spans: Sequence[tuple[int, int]]) -> bool:
    """Whether a company is named between two different years said ("2024년 삼성전자, 2023년 하이닉스")."""
    years = [h for h in hits if h.tag in _YEARS]
    return any(
        a.end <= start and end <= b.start and _year(a) != _year(b)
        for start, end in spans
        for a in years
        for b in years
    )


def _basis_of_one(text: str, hits: Sequence[Hit], spans: Sequence[tuple[int, int]]) -> bool:
    """Whether a basis or a part of the year is said right after a company that another company follows: that
    company's own, not the others' (after the last company it may be every company's, "삼성전자, SK하이닉스 별도")."""
    if len(spans) < 2:
        return False
    ordered = sorted(spans)
    names = [re.sub(_PARTICLE, "", text[start:end].strip()) for start, end in ordered]
    ends = [end for _, end in ordered[:-1]]
    if names[-1] in names[:-1]:  # named again ("삼성전자랑 하이닉스 …, 삼성전자는 별도로"): one of a list too
        end = ordered[-1][1]
        ends.append(end + len(re.match(r"(?:은|는|만|도)?", text[end:]).group(0)))  # type: ignore[union-attr]
    return any((own := _right_after(text, hits, end)) and _own_item(text, own[0]) for end in ends)


def _own_item(text: str, hit: Hit) -> bool:
    """A basis, or a part of the year closing a list's item ("삼성전자 3분기, …", "삼성전자(누적), …"); a part of the
    year before the figure ("삼성전자 3분기 영업이익이 하이닉스보다") is both sides' (the module docstring)."""
    return hit.tag in _BASIS or (hit.tag in _PARTS and text[hit.end :].lstrip().startswith((",", ")")))


def _right_after(text: str, hits: Sequence[Hit], end: int) -> list[Hit]:
    """The basis and period words said right after the second company, before anything else: that side's own."""
    own: list[Hit] = []
    for hit in sorted((h for h in hits if h.start >= end), key=lambda h: h.start):
        if hit.tag not in _BASIS | _PERIOD or text[end : hit.start].strip(" ("):
            break
        own.append(hit)
        end = hit.end
    return own


def _year(hit: Hit) -> str:
    """The year a hit says, as written in full ("24년" is 2024); a relative year as said (작년)."""
    said = hit.groups[0] if hit.groups else ""
    return f"20{said}" if hit.tag == "short_year" else said


def _said(hits: Sequence[Hit], tags: frozenset[str]) -> frozenset[tuple[str, str, tuple[str, ...]]]:
    return frozenset((h.tag, h.value, h.groups) for h in hits if h.tag in tags)


def _contrasted(hits: Sequence[Hit]) -> bool:
    """Only figures of the statements: a holder's stake beside the largest holder ("최대주주가 삼성생명 맞지? 지분
    몇 %야") is one company's table, not two companies set against each other."""
    return all(METRICS[h.value].kind not in _TABLES for h in hits if h.tag == "metric" and h.value in METRICS)
