"""One person's pay asked in English ("Samsung Electronics 경계현 pay 2023", "who was the top paid person at
Samsung Electronics in 2023"), answered by ``core.quick.pay`` from the annual report's pay tables and worded in
English.

The person is named as the report files the name, in Hangul (a romanized name is not matched); "top paid" and
its like ask the first of the five best paid. Every other word must be read by the English reader as one company
and at most a year; anything else is ``None``.
"""

from __future__ import annotations

import re
from datetime import date

from core.data.companies.english import named_in_english
from core.data.services import DataServices
from core.figures.lookup import Source
from core.quick.english_read import read
from core.quick.english_words import sources_of
from core.quick.model import QuickAnswer
from core.quick.pay import pay_answer

__all__ = ["pay_in_english"]

_PAY = re.compile(r"\b(?:pay|paid|compensation|salary|remuneration)\b", re.IGNORECASE)
_TOP = re.compile(r"\b(?:highest|top|best|most)[\s-]+paid\b|\bpaid\s+the\s+most\b", re.IGNORECASE)
_WORDS = re.compile(
    r"\b(?:pay|paid|compensation|salary|remuneration|total|annual|ceo|chairman|vice\s+chairman|president|"
    r"executives?|directors?|advis[eo]r|person|people|employee|received|receive|got|get|highest|top|best|"
    r"most|who|whom|at|in|was|is|did|the|of|how|much|what|for|to)\b",
    re.IGNORECASE,
)
_NAME = re.compile(r"[가-힣]{2,4}")
_TITLES = {
    "대표이사": "representative director (CEO)",
    "고문": "adviser",
    "회장": "chairman",
    "부회장": "vice chairman",
    "사장": "president",
    "사내이사": "inside director",
    "사외이사": "outside director",
    "감사": "auditor",
    "감사위원": "audit committee member",
    "이사": "director",
}
_TABLES = {
    "이사·감사 개인별 보수": "directors' and auditors' pay by person",
    "5억원 이상 상위 5인": "the five best paid over KRW 500 million",
}
_ROW = re.compile(
    r"- (?P<name>\S+)(?: \((?P<title>[^)]*)\))? 보수총액 [\d,.]+억원 \((?P<won>[\d,]+)원\) — (?P<table>.+)"
)


async def pay_in_english(text: str, data: DataServices, *, today: date) -> QuickAnswer | None:
    """The English answer, or ``None`` (not a pay question read as above, or no row names the person)."""
    if not _PAY.search(text) and not _TOP.search(text):
        return None
    names = _NAME.findall(text)
    top = bool(_TOP.search(text))
    if len(names) > 1 or (not names and not top):
        return None
    rest = _WORDS.sub(" ", _NAME.sub(" ", text))
    reading = read(rest, data.companies)
    said = re.fullmatch(r"(\S+)(?: (20\d\d)년)?", reading.korean) if reading is not None else None
    if said is None:
        return None
    company, year = said.group(1), said.group(2)
    asked = f"{company} {year + '년 ' if year else ''}" + (
        f"{names[0]} 보수" if names else "보수 제일 많이 받은 사람"
    )
    korean = await pay_answer(asked, data, today=today)
    return None if korean is None else _english(korean, data)


def _english(korean: str, data: DataServices) -> QuickAnswer | None:
    head = re.match(r"\*\*(.+?) · FY(\d{4})", korean)
    row = _ROW.search(korean)
    filed = re.search(r"rcpNo=(\d*)", korean)
    if head is None or row is None:
        return None
    found = data.companies.resolve(head.group(1)).best
    if found is None:
        return None
    company, year = found.company, head.group(2)
    title = row.group("title") or ""
    role = f" ({_TITLES.get(title, f'“{title}”')})" if title else ""
    won = int(row.group("won").replace(",", ""))
    table = _TABLES.get(row.group("table").strip(), "the pay table")
    lines = [f"**{named_in_english(company)} · FY{year} (annual report)**", ""]
    if "참고:" in korean:
        lines += [f"> Note: no year was named, so this is the latest annual report on file (FY{year}).", ""]
    lines.append(f"- “{row.group('name')}”{role}: total pay KRW {won:,} ({won / 1e8:,.2f}억원) — {table}")
    figures: dict[str, int | float] = {f"{company.name}.FY{year}.pay.{row.group('name')}": won}
    links: tuple[str, ...] = ()
    if filed is not None and filed.group(1):
        label = f"{company.name} 사업보고서 FY{year} {table}"
        cited, links = sources_of([(Source(label, filed.group(1)), company)])
        lines += ["", cited]
    return QuickAnswer("\n".join(lines) + "\n", links, figures)
