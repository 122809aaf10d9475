"""English questions read into the Korean reader's words, so ``parse_question`` makes the same
``QuickQuery`` of "Compare Samsung and SK hynix operating margin 2023" as of "삼성 및 SK하이닉스 2023년
영업이익률 비교".

Conservative like the Korean reader: every word must be a company (its English name, a short form, a
group name such as "samsung", or a name the corp-code list resolves without doubt), a concept's English
spelling from the catalogue (``core.finance.concepts``), a period, one of the question words below, or a
filler word; anything else — "why", "forecast", a concept the quick path does not answer — is ``None``
and the question goes where any other goes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.data.companies.english import KNOWN, SHORT_FORMS, english_name
from core.data.companies.resolver import DECISIVE, CompanyIndex
from core.finance.concepts import CATALOGUE
from core.quick.lexicon import words
from core.quick.wording import FOREIGN

__all__ = ["EnglishReading", "read"]

#: Group names typed alone: the Korean reader's name policy reads them (삼성 → 삼성전자, with a note).
GROUPS = {"samsung": "삼성", "hyundai": "현대", "sk": "SK", "lg": "LG"}
_COMPANIES = {**SHORT_FORMS, **{v.lower(): k for k, v in KNOWN.items()}}
#: English spelling (lower case) → (concept id, the catalogue's first spelling, which the Korean reader reads)
_CONCEPTS = {
    s.lower(): (c.id, c.spellings[0])
    for c in CATALOGUE
    for s in (*c.english, *(a for a in c.spellings + c.asked if a.isascii()))
}
_QUICK = frozenset(c.id for c in CATALOGUE if c.quick not in (None, "report", "market"))  # Korean only
_BUNDLES = {
    "results": ("revenue", "operating_income", "net_income"),
    "earnings": ("revenue", "operating_income", "net_income"),
    "financial results": ("revenue", "operating_income", "net_income"),
    "earnings results": ("revenue", "operating_income", "net_income"),
    "balance sheet": ("assets", "liabilities", "equity"),
}
_SPELLED = {c.id: c.spellings[0] for c in CATALOGUE}
#: Question words by what they ask (phrases split on "|"); "" words change nothing ("three months": a
#: quarter is three months unless the year to date is asked)
_ASKS: dict[str, str] = {
    "moved": "growth|grow|grew|grown|growing|increase|increased|rise|rose|risen|fall|fell|drop|dropped|decline|"
    "declined|decrease|decreased|change|changed|jump|jumped|yoy|y/y|y-o-y|growth rate|rate of growth|"
    "year-on-year|year on year|year-over-year|year over year|go up|went up|gone up|go down|went down|gone down",
    "trend": "trend|trends|history|historical|historically|trajectory|over the years|over time|year by year|"
    "by year|each year|every year|track record|multi-year|annual trend",
    "compare": "compare|compared|comparison|versus|vs|vs.|against|side by side|relative to",
    "difference": "difference|gap|how much more|how much higher|how much bigger|how much larger|how much lower|"
    "how much less|how much smaller|by how much",
    "lower": "lower|lowest|less|least|smaller|smallest|fewer|weaker|worse|worst",
    "higher": "higher|highest|more|most|bigger|biggest|larger|largest|greater|better|best|stronger|strongest",
    "separate": "separate|standalone|stand-alone|non-consolidated|parent-only|parent only|unconsolidated|"
    "parent company",
    "consolidated": "consolidated",
    "ytd": "ytd|year to date|year-to-date|cumulative|accumulated|so far this year",
    "": "most recent|most recently|the latest|three months|3 months|three-month|3-month|3m|quarterly|"
    "the quarter|jul-sep|july-september|jul–sep|july to september|standalone quarter",
}
_WORDS = {w: tag for tag, phrases in _ASKS.items() for w in phrases.split("|")}
_FILLER = frozenset(
    words(
        """
    what what's whats when where whose was were is are listed traded fast quickly be been the of in for how
    much many did does do make made tell me show
    give please a an and its it's company company's companies s about at on during year years fiscal fy full
    annual which who had has have or than between both each respectively their them they this that these
    those by from to with over under figure figures number numbers data value values level amount amounts get
    see list all so far up down korean krw won table percent percentage percentages big large high low earn
    earned post posted report reported generate generated record recorded book booked achieve achieved
    deliver delivered there any can could you i we our us let let's look here latest recent most-recent
    current currently now today ended ending end one ones same period periods total basis according filing
    filings statements statement financial financials it
    """
    )
)
_NUMBERS = dict(zip(words("two three four five six seven eight nine ten"), range(2, 11), strict=True))
_YEAR = r"(?:fy\s?'?|fiscal\s+(?:year\s+)?)?(20\d\d)"
_YEAR2 = r"(?:fy\s?'?)?(20\d\d|\d\d)"
_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_Q_WORD = r"(first|1st|second|2nd|third|3rd|fourth|4th)\s+quarter"
#: (kind, pattern) tried in order; each match is taken out before the next pattern looks
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        (
            "moved",
            r"\b(?:compared\s+(?:to|with)|vs\.?|versus|from|over|than|against)\s+(?:the\s+|a\s+)?"
            r"(?:previous|prior|preceding|last)\s+year\b|\b(?:from|than|over|vs\.?|versus)\s+a\s+year\s+"
            r"(?:earlier|ago|before)\b",
        ),
        ("range", r"\bbetween\s+" + _YEAR + r"\s+and\s+" + _YEAR2 + r"\b"),
        ("range", r"\bfrom\s+" + _YEAR + r"\s+(?:to|through|thru|until|till)\s+" + _YEAR2 + r"\b"),
        ("range", r"\b" + _YEAR + r"\s*(?:-|–|—|~|to|through|thru|until)\s*" + _YEAR2 + r"\b"),
        (
            "pair",
            r"\b" + _YEAR + r"\s*(?:vs\.?|versus|compared\s+(?:to|with)|against|and)\s*" + _YEAR2 + r"\b",
        ),
        (
            "recent",
            r"\b(?:(?:last|past|previous|prior|recent|latest)\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|"
            r"nine|ten)[\s-]+(?:fiscal\s+)?years?\b",
        ),
        ("ytd_q", r"\b(?:first\s+)?(?:nine|9)[\s-]?months?(?:\s+of)?(?:\s+" + _YEAR + r")?"),
        ("ytd_q", r"\b9m\s*'?(20\d\d|\d\d)?\b"),
        ("ytd_q", r"\b(?:1q?|q1)\s*[-–~]\s*(?:3q|q3)\s*'?(20\d\d|\d\d)?\b"),
        (
            "ytd_q",
            r"\b(?:jan(?:uary)?\s*[-–~]\s*sep(?:tember)?|first\s+three\s+quarters)(?:\s+of)?(?:\s+(20\d\d))?",
        ),
        ("half", r"\b(?:h1|1h)\s*'?(20\d\d|\d\d)?\b"),
        ("half", r"\b(?:first\s+half|six\s+months|6[\s-]?months?|6m)(?:\s+of)?(?:\s+" + _YEAR + r")?"),
        ("quarter", r"\bq([1-4])\s*(?:fy)?\s*'?(20\d\d|\d\d)\b"),
        ("quarter", r"\b([1-4])q\s*'?(20\d\d|\d\d)\b"),
        ("year_quarter", r"\b(20\d\d)\s*q([1-4])\b"),
        ("quarter_word", r"\b" + _Q_WORD + r"(?:\s+of)?(?:\s+" + _YEAR + r")?"),
        ("quarter", r"\bq([1-4])\b()"),
        ("quarter", r"\b([1-4])q\b()"),
        ("year", r"\b" + _YEAR + r"\b"),
        ("year", r"\bfy\s?'?(\d\d)\b"),
        ("relative", r"\b(?:the\s+)?year\s+(before)\s+last\b"),
        ("relative", r"\b(last|previous|prior)\s+year\b"),
        ("relative", r"\b(this|current)\s+year\b"),
    )
)
_RELATIVE = {
    "before": "재작년",
    "last": "작년",
    "previous": "작년",
    "prior": "작년",
    "this": "올해",
    "current": "올해",
}
_PHRASES = sorted({*_COMPANIES, *GROUPS, *_CONCEPTS, *_BUNDLES, *_WORDS}, key=len, reverse=True)
_PHRASE = re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(p) for p in _PHRASES) + r")(?![a-z0-9])")
_WORD = re.compile(r"[a-z가-힣][a-z가-힣0-9'&.\-]*|\d+")
_GAP = re.compile(r"[\s,;:!?()\"/]*")
_TAKEN = "\x00"


@dataclass(frozen=True, slots=True)
class EnglishReading:
    """An English question in the Korean reader's words, and what only the English wording needs."""

    korean: str
    groups: tuple[tuple[str, str], ...] = ()  # (as typed, the Korean group word): "Samsung" → 삼성
    lower: bool = False  # asks which is lower ("which had lower debt ratio")
    ranked: bool = False  # asks which is higher or lower


@dataclass(slots=True)
class _Parts:
    companies: list[str]
    concepts: list[str]
    periods: list[tuple[int, str, tuple[str, ...]]]  # (position, kind, groups)
    tags: set[str]
    groups: list[tuple[str, str]]


def read(text: str, companies: CompanyIndex | None = None) -> EnglishReading | None:
    """The reading of ``text``, or ``None`` when a word is not understood (see the module docstring).

    ``companies`` lets a name outside the known English forms be read ("Doosan Enerbility") when the
    corp-code list resolves it without doubt.
    """
    lowered = text.lower() if len(text.lower()) == len(text) else text
    rest = " " + re.sub(r"'s\b", "  ", re.sub(r"(?<=s)'(?=\s)", " ", lowered.replace("’", "'"))) + " "
    parts = _Parts([], [], [], set(), [])
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(rest):
            parts.periods.append((match.start(), kind, tuple(g or "" for g in match.groups())))
        rest = pattern.sub(lambda m: _TAKEN * len(m.group()), rest)
    found = list(_PHRASE.finditer(rest))
    for match in found:
        if not _take(match.group(1), text[max(0, match.start() - 1) : match.end() - 1], parts):
            return None
    rest = _PHRASE.sub(lambda m: _TAKEN * len(m.group()), rest)
    if not _names(rest, parts, companies):
        return None
    return _korean(parts)


def _take(phrase: str, typed: str, parts: _Parts) -> bool:
    if phrase in _COMPANIES:
        parts.companies.append(_COMPANIES[phrase])
    elif phrase in GROUPS:
        parts.companies.append(GROUPS[phrase])
        parts.groups.append((typed.strip() or phrase, GROUPS[phrase]))
    elif phrase in _CONCEPTS:
        concept = _CONCEPTS[phrase][0]
        if concept not in _QUICK:
            return False  # market cap, ROA, employees …: not a quick figure
        parts.concepts.append(concept)
    elif phrase in _BUNDLES:
        parts.concepts += _BUNDLES[phrase]
    elif _WORDS[phrase]:
        parts.tags.add(_WORDS[phrase])
    return True


def _names(rest: str, parts: _Parts, companies: CompanyIndex | None) -> bool:
    """Words left over: fillers, or runs of words that name a company without doubt (else False)."""
    run: list[str] = []
    end = 0
    for match in _WORD.finditer(rest):
        word = match.group().strip("'.-")
        if word in _FILLER or not word:
            if run and not _company(run, parts, companies):
                return False
            run = []
            continue
        if run and not _GAP.fullmatch(rest[end : match.start()]):
            if not _company(run, parts, companies):
                return False
            run = []
        run.append(word)
        end = match.end()
    return not run or _company(run, parts, companies)


def _company(run: list[str], parts: _Parts, companies: CompanyIndex | None) -> bool:
    name = " ".join(run)
    if name in FOREIGN:
        parts.companies.append(name)  # the Korean reader says it is listed abroad
        return True
    if (
        companies is None
        or (name.isdigit() and len(name) != 6)
        or len(name) < (2 if name.isascii() is False else 3)
    ):
        return False
    best = companies.resolve(name)
    match = best.best
    if match is None or best.ambiguous or match.confidence < DECISIVE or not match.company.listed:
        return False
    english = english_name(match.company).lower()
    if len(run) == 1 and not (english.startswith(name) or match.company.name.lower() == name):
        return False  # one word that happens to be some company's name: not taken
    parts.companies.append(match.company.name)
    return True


def _korean(parts: _Parts) -> EnglishReading | None:
    if not (parts.concepts or parts.companies or parts.periods):
        return None  # fillers only
    tags = parts.tags
    period, years = _period(parts)
    if period is None:
        return None
    moved = "moved" in tags
    change = moved and len(years) == 2 and ("pair" in tags or "range" in tags)
    compare_years = "pair" in tags and len(years) == 2
    concepts = list(dict.fromkeys(parts.concepts))
    metric_words: list[str] = []
    for concept in concepts:
        metric_words.append(_SPELLED[concept])
        if moved and not change and len(years) <= 1 and "trend" not in tags and "recent" not in tags:
            metric_words.append("증가율")  # how much it grew: the growth metric (a ratio's is not quick)
    if change or compare_years:
        first, last = sorted(years)
        period = f"{first}년 대비 {last}년"
    extra = []
    if "trend" in tags or (moved and len(years) > 2):
        extra.append("추이")
    if "compare" in tags and len(parts.companies) > 1:
        extra.append("비교")
    if "difference" in tags:
        extra.append("차이")
    if "separate" in tags:
        extra.append("연결 별도" if "consolidated" in tags else "별도")
    ranked = bool(tags & {"higher", "lower"})
    if ranked and len(parts.companies) < 2:
        return None  # "the highest revenue" of one company: not a figure question
    names = " 및 ".join(dict.fromkeys(parts.companies))
    korean = " ".join(p for p in (names, period, " ".join(metric_words), " ".join(extra)) if p)
    return EnglishReading(korean, tuple(parts.groups), "lower" in tags and "higher" not in tags, ranked)


def _year(raw: str) -> int:
    return int(raw) + (2000 if len(raw) == 2 else 0)


def _period(parts: _Parts) -> tuple[str | None, list[int]]:
    """The period in the Korean reader's words ("" for none named), and the years named."""
    said: list[str] = []
    years: list[int] = []
    ytd = "ytd" in parts.tags
    for _, kind, groups in sorted(parts.periods):
        if kind in ("range", "pair"):
            first, last = _year(groups[0]), _year(groups[1])
            first, last = (min(first, last), max(first, last)) if kind == "pair" else (first, last)
            if last <= first:
                return None, []
            years += list(range(first, last + 1)) if kind == "range" else [first, last]
            said.append(f"{first}~{last}")
            parts.tags.add(kind)
        elif kind == "recent":
            count = _NUMBERS.get(groups[0]) or int(groups[0])
            said.append(f"최근 {count}년")
            parts.tags.add("recent")
        elif kind == "moved":
            parts.tags.add("moved")
        elif kind in ("ytd_q", "half"):
            year = f"{_year(groups[0])}년 " if groups and groups[0] else ""
            said.append(f"{year}3분기 누적" if kind == "ytd_q" else f"{year}상반기")
        elif kind in ("quarter", "year_quarter", "quarter_word"):
            quarter, year = groups if kind == "quarter" else (groups[1], groups[0])
            if kind == "quarter_word":
                quarter, year = str(_ORDINAL[groups[0]]), groups[1]
            said.append((f"{_year(year)}년 " if year else "") + f"{quarter}분기" + (" 누적" if ytd else ""))
        elif kind == "year":
            years.append(_year(groups[0]))
            said.append(f"{_year(groups[0])}년")
        elif kind == "relative":
            said.append(_RELATIVE[groups[0]])
    if ytd and not any("분기" in s for s in said):
        return None, []  # "YTD" without a quarter: which one is not said
    return " ".join(said), years
