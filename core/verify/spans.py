"""Runs of years a sentence (or a list) speaks of without naming each one: "3년 CAGR", "3년 누적 +53.9%",
"1년 새" (a change over that many years, ending in its end year), "21~24년 평균" (four years, 2021 to
2024), and a list whose items are labelled with years ("- 2021년: …" to "- 2024년: …"), which a chain of
arrows under it ("약 23.1조원 → 약 26.0조원") may run over from its first year to its last."""

from __future__ import annotations

import re

from core.finance.amounts import Figure
from core.verify.periods import Periods

#: "3년 CAGR", "3개년 연평균", "3년 누적", "2년 새", "3년 동안", "3년 만에": a change over that many years
_YEARS_BACK = re.compile(
    r"(?<![0-9.,])([1-9])\s*개?\s*년\s*(?:간\s*)?(?:의\s*)?(?:CAGR|cagr|연평균|누적|새(?![가-힣])|동안|만에)"
)
#: "21~24년", "2021~2024년", "FY21–FY24": a range of years, short or long
_RANGE = re.compile(
    r"(?<![0-9])(?:FY\s?)?((?:19|20)?[0-9]{2})\s*(?:년도|년)?\s*[~∼〜\-–→]\s*(?:FY\s?)?((?:19|20)?[0-9]{2})"
    r"\s*(?:년도|년)(?![0-9])"
)
#: a list item labelled with a year: "- 2021년: …", "1. 2022년 — …", "* **FY2023**: …"
_ITEM_YEAR = re.compile(r"\s*(?:[-*+•·▪◦]|[0-9]{1,2}[.)])\s+[*\s]*(?:FY\s?)?((?:19|20)[0-9]{2})(?![0-9])")
_LONGEST = 10


def years_back(text: str, end: int) -> int | None:
    """How many years a change stated before ``end`` runs over ("3년 CAGR: 14.6%": 3), if the text says."""
    found = list(_YEARS_BACK.finditer(text, 0, end))
    return int(found[-1].group(1)) if found else None


def year_range(text: str) -> tuple[int, int] | None:
    """The first and last year of a range the text names ("21~24년 영익 평균": 2021, 2024)."""
    found = _RANGE.search(text)
    if found is None:
        return None
    first, last = (int(y) if len(y) == 4 else 2000 + int(y) for y in found.groups())
    return (first, last) if 0 < last - first <= _LONGEST else None


def item_year(line: str) -> int | None:
    """The year a list item is labelled with, if it starts with one."""
    found = _ITEM_YEAR.match(line)
    return int(found.group(1)) if found else None


#: between a year and the figure it tags right after it: "23년 6.6조", "2023년 6.57조원"
_LEADS = re.compile(r"\s*(?:년도|년)?\s*(?:말\s*)?\**\s*$")


def arrow_years(sentence: Periods, figure: Figure) -> tuple[int, ...]:
    """ "23년 6.6조 → 32.7조라 YoY +398%": a year right before the start of an arrow whose end names none is
    read as the whole change's (2022 → 2023), but it may as well be the start's own (2023 → 2024) — the
    start's year, or the end's the year after."""
    source = next(
        (f for f in sentence.figures if f.end <= figure.start and sentence.started(f) is figure), None
    )
    start = source if source is not None else figure
    target = sentence.started(start)
    if target is None or any(start.end <= m.start < target.start for m in sentence.years):
        return ()
    led = [
        m
        for m in sentence.years
        if m.end <= start.start and _LEADS.fullmatch(sentence.text, m.end, start.start)
    ]
    if not led:
        return ()
    year = int(led[-1].value)
    return (year,) if source is None else (year + 1,)
