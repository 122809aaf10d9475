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
from dataclasses import dataclass, field, replace

from core.data.companies.english import KNOWN, SHORT_FORMS, english_name
from core.data.companies.resolver import DECISIVE, CompanyIndex
from core.finance.concepts import CATALOGUE
from core.quick.english_asks import BARE_TOTAL, FILLER, NUMBERS, ORDINAL, PATTERNS, RELATIVE, SEX, WORDS
from core.quick.english_units import unit_asked
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
_QUICK = frozenset(c.id for c in CATALOGUE if c.quick not in (None, "market"))  # a quote: the card's
_BUNDLES = {
    "results": ("revenue", "operating_income", "net_income"),
    "earnings": ("revenue", "operating_income", "net_income"),
    "financial results": ("revenue", "operating_income", "net_income"),
    "earnings results": ("revenue", "operating_income", "net_income"),
    "balance sheet": ("assets", "liabilities", "equity"),
}
_SPELLED = {c.id: c.spellings[0] for c in CATALOGUE}
_PHRASES = sorted({*_COMPANIES, *GROUPS, *_CONCEPTS, *_BUNDLES, *WORDS}, key=lambda p: (-len(p), p))
_PHRASE = re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(p) for p in _PHRASES) + r")(?![a-z0-9])")
_WORD = re.compile(r"[a-z가-힣][a-z가-힣0-9'&.\-]*|\d+")
_GAP = re.compile(r"[\s,;:!?()\"/]*")
_TAKEN = "\x00"
#: a bare two-digit number closing the question after "vs" (after the figure): a year or a figure guessed
_BARE_LAST = re.compile(r"(?<=[a-z] )(?:vs\.?|versus|against|compared (?:to|with))\s+[0-9]{2}\s*[?.!]*\s*$")
_FULL_YEAR = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])")


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
    where: list[tuple[int, int, str]] = field(
        default_factory=list
    )  # (start, end, Korean name) of each company
    text: str = ""  # the question as read (lower case, periods taken out)


#: a figure said as a loss: its order is the profit's turned round ("biggest net loss" is the lowest net income)
_LOSS_ORDER = re.compile(r"\b(?:loss|losses|deficit)\b")
#: an order said both ways: "rank … lowest first", "from lowest to highest", "ranked from lowest"
_BOTH_WAYS = re.compile(
    r"\b(?:lowest|smallest|least|ascending)\b.*\b(?:highest|largest|biggest|rank|ranked|ranking|descending)\b"
    r"|\b(?:highest|largest|biggest|rank|ranked|ranking|descending)\b.*\b(?:lowest|smallest|least|ascending)\b"
)


def read(text: str, companies: CompanyIndex | None = None) -> EnglishReading | None:
    """The reading of ``text``, or ``None`` when a word is not understood (see the module docstring).

    ``companies`` lets a name outside the known English forms be read ("Doosan Enerbility") when the
    corp-code list resolves it without doubt.
    """
    lowered = text.lower() if len(text.lower()) == len(text) else text
    if _BARE_LAST.search(lowered) and _FULL_YEAR.search(lowered):
        return None  # "Hyundai Motor 2024 operating profit vs 20": 2020, or a figure guessed? (tidy_guess defers)
    asked = unit_asked(lowered)  # "in billions of won": the Korean reader's "십억원 단위로"
    if asked is not None:
        unit, lowered = asked
    reading = _read(lowered, text, companies)
    if reading is not None and reading.ranked and (_LOSS_ORDER.search(lowered) or _BOTH_WAYS.search(lowered)):
        # "biggest net loss" ranked the highest net income first; "rank … lowest first", "from lowest to
        # highest" said the highest first: the table as named, no order said
        reading = replace(reading, ranked=False, lower=False)
    if reading is None or asked is None:
        return reading
    return replace(reading, korean=f"{reading.korean} {unit}원 단위로")


def _read(lowered: str, text: str, companies: CompanyIndex | None) -> EnglishReading | None:
    rest = " " + re.sub(r"'s\b", "  ", re.sub(r"(?<=s)'(?=\s)", " ", lowered.replace("’", "'"))) + " "
    parts = _Parts([], [], [], set(), [])
    for kind, pattern in PATTERNS:
        for match in pattern.finditer(rest):
            parts.periods.append((match.start(), kind, tuple(g or "" for g in match.groups())))
        rest = pattern.sub(lambda m: _TAKEN * len(m.group()), rest)
    parts.text = rest
    found = list(_PHRASE.finditer(rest))
    for match in found:
        if not _take(match.group(1), text[max(0, match.start() - 1) : match.end() - 1], parts):
            return None
        if len(parts.companies) > len(parts.where):
            parts.where.append((match.start(), match.end(), parts.companies[-1]))
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
    elif WORDS[phrase]:
        parts.tags.add(WORDS[phrase])
    return True


def _names(rest: str, parts: _Parts, companies: CompanyIndex | None) -> bool:
    """Words left over: fillers, or runs of words that name a company without doubt (else False)."""
    run: list[str] = []
    start = end = 0
    for match in _WORD.finditer(rest):
        word = match.group().strip("'.-")
        if word in FILLER or not word:
            if run and not _company(run, parts, companies, (start, end)):
                return False
            run = []
            continue
        if run and not _GAP.fullmatch(rest[end : match.start()]):
            if not _company(run, parts, companies, (start, end)):
                return False
            run = []
        start = match.start() if not run else start
        run.append(word)
        end = match.end()
    return not run or _company(run, parts, companies, (start, end))


def _company(
    run: list[str], parts: _Parts, companies: CompanyIndex | None, span: tuple[int, int] = (0, 0)
) -> bool:
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
    parts.where.append((*span, match.company.name))
    return True


def _korean(parts: _Parts) -> EnglishReading | None:
    if not (parts.concepts or parts.companies or parts.periods):
        return None  # fillers only
    tags = parts.tags
    period, years = _period(parts)
    staff = _staff(parts)
    if period is None or staff is None:
        return None
    period = " ".join(p for p in (period, staff) if p)
    moved = "moved" in tags
    summed = _summed(parts, period, years)
    if summed is None:
        return None
    period, years = summed
    change = moved and len(years) == 2 and ("pair" in tags or "range" in tags)
    compare_years = "pair" in tags and len(years) == 2
    concepts = list(dict.fromkeys(parts.concepts))
    # "the largest shareholder's largest shareholder" (another company's register, review 11) is not read either
    if (
        "treasury" in tags
        or parts.concepts.count("largest_holder") > 1
        or ("quarterly" in tags and ("분기" not in period or "누적" in period or "반기" in period))
    ):
        return None  # treasury shares, buybacks: not the shares issued; "quarterly" with no quarter named, or
        # beside a year to date or a half ("3 months and cumulative", "and nine months": both asked, one read)
    held = "hold" in tags and "shares" in parts.concepts and len(set(parts.companies)) < 2
    if held and not {"largest_holder", "minority_holders"} & set(parts.concepts):
        return None  # "how many shares does it hold": a holder's shares, not the shares issued
    if len(set(parts.companies)) > 1 and ("hold" in tags or "ownership" in concepts):
        return _holding(parts, period, concepts)
    if tags & {"times", "share_of"}:
        return _of_other(parts, period, concepts)
    metric_words: list[str] = []
    for concept in concepts:
        metric_words.append(_SPELLED[concept])
        if moved and not change and len(years) <= 1 and "trend" not in tags and "recent" not in tags:
            metric_words.append("증가율")  # how much it grew: the growth metric (a ratio's is not quick)
    if change or compare_years:
        first, last = sorted(years)
        period = f"{first}년 대비 {last}년"
    extra = _extra(tags, moved=moved and len(years) > 2, companies=len(parts.companies))
    ranked = bool(tags & {"higher", "lower"})
    if ranked and len(parts.companies) < 2:
        return None  # "the highest revenue" of one company: not a figure question
    names = " 및 ".join(dict.fromkeys(parts.companies))
    korean = " ".join(p for p in (names, period, " ".join(metric_words), " ".join(extra)) if p)
    return EnglishReading(korean, tuple(parts.groups), "lower" in tags and "higher" not in tags, ranked)


def _summed(parts: _Parts, period: str, years: list[int]) -> tuple[str, list[int]] | None:
    """A sum asked of several companies or years ("combined", "in total", "total" not of a line's name) tags the
    question "sum"; of one company's one period it is a filler. Two years said with "and": the two added."""
    tags = parts.tags
    if "sum" in tags or BARE_TOTAL.search(parts.text):
        tags.discard("sum")
        if len(set(parts.companies)) > 1 or len(years) > 1 or "recent" in tags:
            tags.add("sum")
    if "sum" not in tags or "pair" not in tags:
        return period, years
    first, last = sorted(years)
    if last - first != 1:
        return None
    tags.discard("pair")
    return f"{first}~{last}", [first, last]


def _extra(tags: set[str], *, moved: bool, companies: int) -> list[str]:
    """The Korean reader's words for what the question asks beside its figures and period."""
    extra = []
    if "trend" in tags or moved:
        extra.append("추이")
    if "sum" in tags:
        extra.append("합계")
    elif "compare" in tags and companies > 1:
        extra.append("비교")
    if "difference" in tags:
        extra.append("차이")
    if "separate" in tags:
        extra.append("연결 별도" if "consolidated" in tags else "별도")
    if "preferred" in tags:
        extra.append("우선주")
    if "qoq" in tags:
        extra.append("전분기 대비")
    return extra


def _holding(parts: _Parts, period: str, concepts: list[str]) -> EnglishReading | None:
    """One company's shares of another ("how many shares does Samsung C&T hold in Samsung Electronics", "Samsung
    Life stake in Samsung Electronics"), or two holders of a third set against each other, in the Korean
    holding reader's words; the issuer is the company said after "in"/"of" or before "shares"/"stock"."""
    if not set(concepts) <= {"shares", "ownership"} or "preferred" in parts.tags:
        return None  # a preferred share's holding: the rows are common shares (it was answered with them)
    issuer = _issuer(parts)
    holders = list(dict.fromkeys(n for n in parts.companies if n != issuer))
    if issuer is None or not 1 <= len(holders) <= 2:
        return None
    if len(holders) == 1:
        asked = "지분율" if "ownership" in concepts and "shares" not in concepts else "주식 수"
        said = f"{holders[0]} 보유 {issuer}" if asked == "주식 수" else f"{holders[0]} {issuer}"
        # the period first: between the two names the Korean reader no longer knows which holds which
        return EnglishReading(" ".join(p for p in (period, said, asked) if p), tuple(parts.groups))
    if not parts.tags & {"difference", "higher", "lower", "compare"} or period:
        return None  # two holders: which holds more (and by how many), of the latest table
    stakes = "ownership" in concepts or re.search(r"percent|%|points?\b", parts.text)
    counted = re.search(r"how many|in shares|(?:more|fewer) shares", parts.text)  # the gap in shares said so
    if "difference" in parts.tags and ("shares" not in concepts or (stakes and not counted)):
        return None  # a gap of stakes (%p): not the gap in shares the Korean reader says (the rows' 8.51%, 5.01%)
    gap = " 몇 주 차이?" if "difference" in parts.tags else ""
    korean = f"{holders[0]} vs {holders[1]} {issuer} 주식 누가 더 많이 들고 있음?{gap}"
    return EnglishReading(korean, tuple(parts.groups))


def _of_other(parts: _Parts, period: str, concepts: list[str]) -> EnglishReading | None:
    """One company's figure as a multiple ("how many times") or a share ("as a share of") of another's, in one
    period: the company said first is set over the one said after the words."""
    said = re.search(
        r"how many times|times as|times larger|times bigger|multiple of|as a (?:share|percent|"
        r"percentage|proportion|fraction) of",
        parts.text,
    )
    names = list(dict.fromkeys(parts.companies))
    if (
        said is None
        or len(names) != 2
        or len(concepts) != 1
        or parts.tags & {"moved", "trend", "range", "pair"}
    ):
        return None
    if parts.tags & {"times", "share_of"} == {"times", "share_of"} or not period or "분기 누적" in period:
        return None  # both asked, or no year named (the Korean reader's multiple needs one)
    before = [n for s, _, n in parts.where if s < said.start()]
    after = [n for s, _, n in parts.where if s > said.end()]
    if len(set(before)) != 1 or len(set(after)) != 1 or before[0] == after[0]:
        return None
    ask = "몇 배" if "times" in parts.tags else "몇 %"
    return EnglishReading(
        f"{before[0]} {period} {_SPELLED[concepts[0]]}은 {after[0]}의 {ask}", tuple(parts.groups)
    )


def _issuer(parts: _Parts) -> str | None:
    """The company whose shares are held: the one said after "in" or "of", else the one said before "shares"."""
    text = parts.text.replace(_TAKEN, " ")
    after = {n for s, _, n in parts.where if re.search(r"\b(?:in|of)\s*$", text[:s])}
    before = {n for _, e, n in parts.where if re.match(r"\s*(?:shares|stock)\b", text[e:])}
    for found in (after, before):
        if len(found) == 1:
            return next(iter(found))
    return None


def _staff(parts: _Parts) -> str | None:
    """A division's or one sex's row of the employee table ("DX division male employees" → "DX부문 남자"); ``None``
    when such words go with anything but employees."""
    said = [(kind, groups[0]) for _, kind, groups in sorted(parts.periods) if kind in ("division", "sex")]
    if said and (parts.concepts != ["employees"] or any(word in FILLER for _, word in said)):
        return None
    return " ".join(f"{word.upper()}부문" if kind == "division" else SEX[word] for kind, word in said)


def _year(raw: str) -> int:
    return int(raw) + (2000 if len(raw) == 2 else 0)


def _period(parts: _Parts) -> tuple[str | None, list[int]]:
    """The period in the Korean reader's words ("" for none named), and the years named."""
    said: list[str] = []
    years: list[int] = []
    ytd = "ytd" in parts.tags
    for _, kind, groups in sorted(p for p in parts.periods if p[1] not in ("division", "sex")):
        if kind in ("range", "pair"):
            first, last = _year(groups[0]), _year(groups[1])
            first, last = (min(first, last), max(first, last)) if kind == "pair" else (first, last)
            if last <= first:
                return None, []
            years += list(range(first, last + 1)) if kind == "range" else [first, last]
            said.append(f"{first}~{last}")
            parts.tags.add(kind)
        elif kind == "recent":
            count = NUMBERS.get(groups[0]) or int(groups[0])
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
                quarter, year = str(ORDINAL[groups[0]]), groups[1]
            said.append((f"{_year(year)}년 " if year else "") + f"{quarter}분기" + (" 누적" if ytd else ""))
        elif kind == "year":
            years.append(_year(groups[0]))
            said.append(f"{_year(groups[0])}년")
        elif kind == "relative":
            said.append(RELATIVE[groups[0]])
    if ytd and not any("분기" in s for s in said):
        return None, []  # "YTD" without a quarter: which one is not said
    return " ".join(said), years
