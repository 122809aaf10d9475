"""Two companies set against each other when one of them is named again: which is the base of the multiple or
the share asked.

"삼전 하닉 24년 매출 하닉은 삼전의 몇 배", or a remembered clause before the question ("삼전 매출이 하닉의 4배 넘었던
걸로 기억하는데 24년에 하닉은 삼전의 몇 배였어?"), names the two companies three or four times; the base is the company
said with 의 (before 몇), 보다, 대비 or 기준 (``asked_times.marked_bases``), whichever of its names says so. Such
questions were answered the first-named company over the other (삼성전자 ÷ SK하이닉스 4.55배 where 0.22배 was asked).
When no name is said as the base ("삼성전자 2024 영업이익 현대차의 2배 넘었던 거 같은데 현대차는 몇 배야"), names of both
are, or a name's company cannot be told, the question is left unread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from core.data.companies.resolver import Company, CompanyIndex
from core.quick.asked_times import base_company, marked_bases, said_as_basis
from core.quick.lexicon import Hit, scan
from core.quick.names import Named, name_companies

__all__ = ["base_named_again", "base_of_two"]


#: a multiple or share remembered of a base ("하닉 매출의 4배 넘었던 걸로 기억하는데", "현대차 2024 영업이익의 2배
#: 넘는다던데"): ``context`` takes the figure out, leaving the base's 의 with no 몇 after it
_REMEMBERED_BASE = re.compile(r"(?:의|대비|보다)\s*(?:약\s*|대략\s*)?[0-9][0-9,.]*\s*(?:배|%|퍼센트|프로)")


#: the second company named is what the multiple is asked of, with no base said ("카카오 2024 영업이익 4600억 정도로
#: 아는데 네이버는 몇 배야?" was 카카오 ÷ NAVER 0.23배, the first named over the other): NAVER ÷ 카카오, or 카카오 ÷
#: NAVER as the first said? Left unread
_SUBJECT_ASKED = re.compile(r"\S+(?:\s+[가-힣]+)?(?<=[은는이가])\s+몇")


def base_of_two(
    norm: str, hits: Sequence[Hit], named: Named, asked: tuple[Company, ...], index: CompanyIndex, text: str
) -> int | None:
    """Which of the two companies ``named`` (and ``asked``, in that order) is the base: 0 or 1; ``None`` when
    neither is said as one (two names), -1 when it cannot be told (``base_named_again``) or both are said so. Two
    names with neither said as the base in ``norm``: the base of a multiple remembered in ``text``, if any ("하닉
    매출의 4배 넘었던 걸로 기억하는데 삼전 매출이 24년에 몇 배야" was SK하이닉스 ÷ 삼성전자 0.22배); else -1 when the
    second is what is asked of (``_SUBJECT_ASKED``)."""
    if len(named.spans) == 2:
        base = base_company(norm, hits, named.spans)
        if base is None and said_as_basis(norm, hits, named.spans):
            return -1  # "하닉 2024 매출 기준 삼전 몇 배": 하닉's figure the base, or 기준 of both?
        base = _remembered_base(text, named.companies, index) if base is None else base
        return -1 if base is None and _SUBJECT_ASKED.match(norm[named.spans[1][0] :]) else base
    if asked != named.companies:
        return -1  # a follow-up's companies: which name is which?
    return base_named_again(norm, hits, named.spans, named.companies, index)


def base_named_again(
    norm: str,
    hits: Sequence[Hit],
    spans: Sequence[tuple[int, int]],
    companies: tuple[Company, ...],
    index: CompanyIndex,
    *,
    marked: bool = True,
) -> int:
    """0 or 1: which of the two ``companies`` (named at ``spans`` of ``norm``, more than once each or not) every
    name said as the base names; -1 when none is said so, both are, or a name's company cannot be told."""
    bases: set[int] = set()
    for at in marked_bases(norm, hits, spans) if marked else range(len(spans)):
        start, end = spans[at]
        word = norm[start:end]
        found, unknown = scan(word)
        read = name_companies(word, found, unknown, index).companies
        if len(read) != 1 or read[0] not in companies:
            return -1
        bases.add(companies.index(read[0]))
    return bases.pop() if len(bases) == 1 else -1


def _remembered_base(text: str, companies: tuple[Company, ...], index: CompanyIndex) -> int | None:
    """The index in ``companies`` of the last company named before the first multiple or share remembered of a
    base in ``text`` (``_REMEMBERED_BASE``); ``None`` when there is none."""
    said = _REMEMBERED_BASE.search(text)
    if said is None:
        return None
    before = text[: said.start()]
    found, unknown = scan(before)
    spans = name_companies(before, found, unknown, index).spans
    if not spans:
        return None
    return base_named_again(before, [], spans[-1:], companies, index, marked=False)
