"""Quick answers to questions asked in English: read, looked up and worded in English, no model.

The question is read conservatively: every word must be a company's English name (``core.data.companies.
english``), a concept's English spelling (the concept catalogue's ``english`` list), a year or quarter, or
a filler word; it is then asked in Korean words of the same catalogue (``parse_question``) and answered by
``answer_quick``. The answer is worded in English from the figures the Korean answer states (never from its
text): ``KRW 6.57 trillion (6.57조원)``, ``2.5%``, ``KRW 2,131 per share``. Anything else — several
companies, a fact, a trend, a fallback to another period — is ``None``: the caller answers as before.
"""

from __future__ import annotations

import re
from datetime import date

from core.data.companies.english import KNOWN, SHORT_FORMS, named_in_english
from core.data.services import DataServices
from core.finance.concepts import CATALOGUE, CONCEPTS, english_label
from core.finance.krw import format_krw
from core.quick.answer import answer_quick
from core.quick.lexicon import words
from core.quick.model import METRICS, QuickAnswer, QuickQuery
from core.quick.parse import parse_question

__all__ = ["answer_in_english", "read_english"]

#: English spelling (lower case) → the catalogue's first (Korean) spelling, quick concepts only
_CONCEPT_WORDS = {
    e.lower(): c.spellings[0]
    for c in CATALOGUE
    if c.quick in ("amount", "ratio", "per_share")
    for e in c.english
}
_COMPANY_WORDS = {**SHORT_FORMS, **{v.lower(): k for k, v in KNOWN.items()}}
_FILLER = frozenset(
    words(
        """
    what what's whats was were is are the of in for how much did does do make made tell me show give please a
    an and its it's company company's s about at on during year fiscal fy full annual consolidated
    """
    )
)
_PHRASES = sorted({*_CONCEPT_WORDS, *_COMPANY_WORDS}, key=len, reverse=True)
_PHRASE = re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(p) for p in _PHRASES) + r")(?![a-z0-9])")
_QUARTER = re.compile(
    r"\b(?:q([1-4])\s*(?:fy)?\s*'?(20\d\d|\d\d)|([1-4])q\s*'?(20\d\d|\d\d)|(20\d\d)\s*q([1-4]))\b"
)
_YEAR = re.compile(r"\b(?:fy\s?'?)?(20\d\d)\b|\bfy\s?'?(\d\d)\b")
_WORD = re.compile(r"[a-z][a-z'’&.-]*")


def read_english(text: str) -> str | None:
    """The question in the catalogue's Korean words ("samsung elec 2023 op margin?" → "삼성전자 영업이익률
    2023년"), or ``None`` when a word is not understood."""
    rest = " " + text.lower().replace("’", "'").replace("'s ", " ").replace("s' ", "s ") + " "
    parts: list[str] = []

    def take(match: re.Match[str]) -> str:
        phrase = match.group(1)
        parts.append(_COMPANY_WORDS.get(phrase) or _CONCEPT_WORDS[phrase])
        return " "

    for match in _QUARTER.finditer(rest):
        q, y = (
            (match.group(1), match.group(2))
            if match.group(1)
            else ((match.group(3), match.group(4)) if match.group(3) else (match.group(6), match.group(5)))
        )
        parts.append(f"{int(y) + (2000 if len(y) == 2 else 0)}년 {q}분기")
    rest = _QUARTER.sub(" ", rest)
    for match in _YEAR.finditer(rest):
        year = match.group(1) or f"20{match.group(2)}"
        parts.append(f"{year}년")
    rest = _YEAR.sub(" ", rest)
    rest = _PHRASE.sub(take, rest)
    leftover = [w.strip("'.-") for w in _WORD.findall(rest)]
    if any(w and w not in _FILLER for w in leftover) or re.search(r"[0-9가-힣]", rest):
        return None
    return " ".join(parts) if parts else None


async def answer_in_english(text: str, data: DataServices, *, today: date) -> QuickAnswer | None:
    """An English quick answer to an English question, or ``None`` (not read, or not worded in English)."""
    korean = read_english(text)
    if korean is None:
        return None
    query = parse_question(korean, data.companies, today=today)
    if not isinstance(query, QuickQuery) or not _simple(query):
        return None
    answer = await answer_quick(query, data, today=today)
    return _worded(query, answer)


def _simple(query: QuickQuery) -> bool:
    kinds = {METRICS[m].kind for m in query.metrics}
    return (
        len(query.companies) == 1
        and query.kind in ("value", "ratio")
        and kinds <= {"amount", "ratio", "per_share"}
        and query.period.kind in ("latest", "year", "quarter")
        and query.unit is None
        and not (query.moved or query.difference or query.share)
    )


def _krw(value: float) -> str:
    if abs(value) >= 1e12:
        english = f"KRW {value / 1e12:,.2f} trillion"
    elif abs(value) >= 1e9:
        english = f"KRW {value / 1e9:,.1f} billion"
    else:
        english = f"KRW {value / 1e6:,.0f} million"
    return f"{english} ({format_krw(value)})".replace("KRW -", "−KRW ")


def _value(metric: str, value: float) -> str:
    kind = CONCEPTS[metric].kind if metric in CONCEPTS else ""
    if kind == "ratio":
        return f"{value:.1f}%"
    if kind == "per_share":
        return f"KRW {value:,.0f} per share"
    return _krw(value)


def _period(key: str) -> str:
    """FY2023 → FY2023; 2024Q3 → Q3 2024 (three months)."""
    if "Q" not in key:
        return key
    year, quarter = key.split("Q")
    return f"Q{quarter} {year} (three months)"


def _worded(query: QuickQuery, answer: QuickAnswer) -> QuickAnswer | None:
    company = query.companies[0]
    head = answer.markdown.splitlines()[0] if answer.markdown else ""
    if "> " in answer.markdown or "⚠️" in answer.markdown or not answer.figures:
        return None  # a note (another period, a missing figure, a problem): the Korean answer says it
    periods = sorted({key.split(".")[1] for key in answer.figures}, reverse=True)
    period, prior = periods[0], periods[1] if len(periods) > 1 else None
    basis = "separate" if "별도" in head else "consolidated"
    shown = _period(period)
    lines = [f"**{named_in_english(company)} · {shown} ({basis})**", ""]
    for metric in query.metrics:
        value = answer.figures.get(f"{company.name}.{period}.{metric}")
        if value is None:
            return None
        label = english_label(metric)
        line = f"- {label[:1].upper() + label[1:]}: {_value(metric, value)}"
        before = answer.figures.get(f"{company.name}.{prior}.{metric}") if prior else None
        if before is not None:
            line += f" · {_period(prior or period)}: {_value(metric, before)}"
        lines.append(line)
    links = [f"[{shown} filing]({link})" for link in answer.sources]
    if links:
        lines += ["", "Source: OpenDART " + ", ".join(links)]
    return QuickAnswer("\n".join(lines) + "\n", answer.sources, answer.figures)
