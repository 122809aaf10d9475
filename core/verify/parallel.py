"""Parallel lists: labels listed together, then as many figures listed together, pair up in order.

    매출/영업이익/순이익: 258.9조/6.6조/15.5조
    영업이익률(삼성전자/SK하이닉스): 2.5% / −23.6%
    삼성전자 영업이익(2022년/2023년): 43.4조원 / 6.6조원
    삼성 vs 하이닉스 23년 (연결)          ← a line of its own, for the lines under it
    매출 258.9조 vs 32.8조

The i-th figure of a run joined by "/", "vs", "대" or "," is the i-th label of a run of as many accounts,
companies or years joined the same way (or by "·", ",", 와/과) before it in its sentence — or, for
companies, on the figure-less line above ("A vs B"). The nearest label before each figure would give
every figure the last label listed; labels written next to their own figures ("삼성전자 258.9조원 vs
SK하이닉스 32.8조원") make no list and keep their nearest label.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise
from typing import NamedTuple

from core.finance.amounts import Figure
from core.verify.claim import Claim
from core.verify.vocab import account_marks, year_marks

#: between two figures of a run: "/", "vs", "대" (a word of its own) — bold marks and spaces around, and
#: the band mark of the figure before ("부채비율 20%대 vs 60%대")
_FIGURE_JOIN = re.compile(r"대?[\s*]*(?:/|[Vv][Ss]\.?|(?<=\s)대(?=\s)|,)[\s*]*(?:약\s*)?")
_VERSUS = re.compile(r"대?[\s*]*(?:[Vv][Ss]\.?|(?<=\s)대(?=\s))[\s*]*")
#: between two labels of a run
_LABEL_JOIN = re.compile(r"(?:년도|년)?[\s*]*(?:/|[Vv][Ss]\.?|(?<=\s)대(?=\s)|·|,|와|과|및|&)[\s*]*")


class Label(NamedTuple):
    kind: str  # "account", "company" or "year"
    value: str


class _Mark(NamedTuple):
    start: int
    end: int
    label: Label


def versus(line: str, companies: tuple[str, ...]) -> tuple[str, ...]:
    """The companies a figure-less line lists as a run ("삼성 vs 하이닉스 23년 비교"), in order."""
    runs = _runs(_companies(line, companies), line)
    return tuple(m.label.value for m in runs[0]) if len(runs) == 1 else ()


def paired(
    text: str,
    figures: list[Figure],
    companies: tuple[str, ...],
    above: tuple[str, ...] = (),
    before: tuple[str, ...] = (),
) -> dict[int, Label]:
    """figure start → the label it pairs with, for every figure of a run that pairs with a list: one in its
    sentence, the companies a line of their own listed (``above``), or for a run joined by "vs" the
    companies the sentence before it named, in order (``before``: "NAVER 매출 8.22조 …, 카카오 매출 6.80조 …
    순익은 6,732억 vs 1조 670억")."""
    out: dict[int, Label] = {}
    for run in _figure_runs(text, figures):
        lists = [
            labels
            for marks in (_accounts(text), _companies(text, companies), _years(text))
            for labels in _runs(marks, text)
            if len(labels) == len(run) and labels[-1].end <= run[0].start
        ]
        if lists:
            chosen = [m.label for m in max(lists, key=lambda labels: labels[-1].end)]
        elif len(above) == len(run):
            chosen = [Label("company", name) for name in above]
        elif len(before) == len(run) and all(
            _VERSUS.fullmatch(text, a.end, b.start) for a, b in pairwise(run)
        ):
            chosen = [Label("company", name) for name in before]
        else:
            continue
        out.update({figure.start: label for figure, label in zip(run, chosen, strict=True)})
    return out


def _figure_runs(text: str, figures: list[Figure]) -> list[list[Figure]]:
    runs: list[list[Figure]] = []
    for figure in figures:
        if runs and _FIGURE_JOIN.fullmatch(text, runs[-1][-1].end, figure.start):
            runs[-1].append(figure)
        else:
            runs.append([figure])
    return [run for run in runs if len(run) > 1]


def _runs(marks: list[_Mark], text: str) -> list[list[_Mark]]:
    """Runs of two marks or more joined by a list separator."""
    runs: list[list[_Mark]] = []
    for mark in marks:
        if runs and _LABEL_JOIN.fullmatch(text, runs[-1][-1].end, mark.start):
            runs[-1].append(mark)
        else:
            runs.append([mark])
    return [run for run in runs if len(run) > 1]


def _accounts(text: str) -> list[_Mark]:
    return [_Mark(m.start, m.end, Label("account", m.value)) for m in account_marks(text)]


def _years(text: str) -> list[_Mark]:
    return [_Mark(m.start, m.end, Label("year", m.value)) for m in year_marks(text)]


def _companies(text: str, companies: tuple[str, ...]) -> list[_Mark]:
    """Every company name in ``text``, the longest at each place."""
    found: dict[int, _Mark] = {}
    for name in companies:
        for match in re.finditer(re.escape(name), text):
            held = found.get(match.start())
            if held is None or held.end < match.end():
                found[match.start()] = _Mark(match.start(), match.end(), Label("company", name))
    marks = sorted(found.values())
    return [m for m in marks if not any(o.start < m.start < o.end for o in marks)]


def with_labels(claims: list[Claim], labels: dict[int, Label]) -> list[Claim]:
    """Each figure of a parallel list with its own label (``parallel``)."""
    if not labels:
        return claims
    out = []
    for claim in claims:
        label = labels.get(claim.figure.start)
        if label is None:
            out.append(claim)
        elif label.kind == "account":
            out.append(replace(claim, account=label.value, other_accounts=(), carried=()))
        elif label.kind == "company":
            out.append(replace(claim, company=label.value, other_companies=()))
        else:
            year = int(label.value)
            out.append(replace(claim, year=year, shift=0, ends=(year,), other_years=(), loose=False))
    return out


_VERSUS_JOIN = re.compile(r"[\s*]*[Vv][Ss]\.?[\s*]*")


def versus_others(claims: list[Claim], companies: frozenset[str]) -> list[Claim]:
    """ "2023년도 네이버 우위 / • 매출: 9.67조 vs 7.56조", "재무안정성은 NAVER 우위: 부채비율 41.4% vs 84.8%": of two
    figures joined by "vs", read as of one and the same company of the tools' two (the answer names one only, or
    its sentence does), the second is the other one's — a run set against the companies in order is read so
    already ("삼성 vs 하이닉스" above it)."""
    if len(companies) != 2:
        return claims
    out = list(claims)
    for index in range(1, len(out)):
        first, second = out[index - 1], out[index]
        if (
            first.context != second.context
            or not _VERSUS_JOIN.fullmatch(second.context, first.figure.end, second.figure.start)
            or second.rivals
            or (first.year, first.shift) != (second.year, second.shift)
        ):
            continue
        named = _only_company(first)
        if named is None or named != _only_company(second) or named not in companies:
            continue
        other = next(c for c in companies if c != named)
        out[index] = replace(second, company=None, other_companies=(other,))
    return out


def _only_company(claim: Claim) -> str | None:
    if claim.company is not None:
        return claim.company if not claim.other_companies else None
    return claim.other_companies[0] if len(claim.other_companies) == 1 else None
