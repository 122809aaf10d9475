"""The words a figure's context is read from: accounts, ratios, directions, periods, bases.

The same tables read both sides of a check — the Korean sentence an answer states a figure in, and the
keys and labels of the tool results (English keys such as ``operating_margin``, Korean labels such as
``(연결)당기순이익(백만원)``) — so an answer's 영업이익률 and a tool's ``operating_margin`` meet as one
account.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.finance.concepts import CATALOGUE
from core.memo import kept_list

# Built from the concept catalogue (``core.finance.concepts``): company facts (대표이사, 주소 …) are not
# figures, so they are left out; every other concept's spellings, formula and sign rule come from there.
_FIGURES = tuple(c for c in CATALOGUE if c.kind != "fact")

#: account → spellings (Korean words in answers and labels, English keys in tool results). Longest
#: spelling wins where several match at one place (영업이익률 over 영업이익, 자본총계 over 자본).
ACCOUNTS: dict[str, tuple[str, ...]] = {c.id: (*c.spellings, *c.english, c.id) for c in _FIGURES}

#: accounts one word may stand for: "순이익" in an answer may be the whole or the parent's share (not the other
#: way round: 지배주주순이익 is the parent's share only)
FAMILIES: dict[str, frozenset[str]] = {c.id: frozenset({c.id, *c.family}) for c in _FIGURES if c.family}

#: expenses whose sign conventions differ between statements and prose (법인세비용 −4.48조 = a tax benefit
#: a writer may state as 4.48조): either sign of the amount is accepted
SIGN_FREE = frozenset(c.id for c in _FIGURES if c.sign_free)


def _family(ids: tuple[str, ...]) -> frozenset[str]:
    return frozenset(member for i in ids for member in FAMILIES.get(i, frozenset({i})))


#: ratio → (numerators, denominators, scale, may use the average of two year-ends for the denominator)
RATIOS: dict[str, tuple[frozenset[str], frozenset[str], float, bool]] = {
    c.id: (_family(f.numerators), _family(f.denominators), f.scale, f.averaged)
    for c in _FIGURES
    if c.kind == "ratio" and (f := c.formula) is not None
}
#: per-share values: (account, the total it divides by the share count)
PER_SHARE: dict[str, frozenset[str]] = {
    c.id: _family(f.numerators) for c in _FIGURES if c.kind == "per_share" and (f := c.formula) is not None
}
#: ratios that are also price ÷ a per-share value
PRICE_MULTIPLES: dict[str, str] = {
    r: p
    for r in RATIOS
    for p, numerators in PER_SHARE.items()
    if RATIOS[r][2] == 1.0 and "market_cap" in RATIOS[r][0] and RATIOS[r][1] == numerators
}

RELATIVE_YEARS = (
    "전년도",
    "전년",
    "작년",
    "지난해",
    "전기",
    "직전 연도",
    "prior year",
    "previous year",
    "last year",
    "a year earlier",
    "a year ago",
    "year-ago",
    "prior-year",
    "1년 전",
    "한 해 전",
)
#: the quarter before ("전 분기(79.10조원) 대비", "직전 분기 9.18조원보다") — not the year before
RELATIVE_QUARTERS = (
    "직전 분기",
    "직전분기",
    "전 분기",
    "전분기",
    "previous quarter",
    "prior quarter",
    "a quarter earlier",
    "the quarter before",
)
#: a year to date, not a quarter's three months: "1~3분기 누적", "3분기까지", "1~9월", "9M24", "YTD"
YEAR_TO_DATE = re.compile(
    r"누적|누계|까지|(?<![0-9])1\s*[~\-–]\s*[1-4]\s*(?:분기|Q(?![A-Za-z]))|(?<![0-9])1\s*[~\-–]\s*[0-9]{1,2}\s*월|[0-9]\s*개월|YTD"
    r"|[Yy]ear[- ]to[- ]date|(?<![0-9A-Za-z])9M|[Nn]ine months"
)
TOTAL_WORDS = ("합계", "합산", "합친", "합치", "합쳐", "합하", "더하", "총합", "모두 합")
#: keys and words that make a value a change rather than a level (revenue_yoy, 증가율)
CHANGE_KEYS = ("yoy", "qoq", "change", "growth", "cagr", "증감", "증가율", "감소율", "성장률", "변동")
CHANGE_WORDS = (
    "대비",
    "증감",
    "변화",
    "YoY",
    "yoy",
    "QoQ",
    "성장률",
    "증가율",
    "감소율",
    "증가폭",
    "감소폭",
    "차이",
    "격차",
    "차액",
    "보다",
    # one amount over another: "세전이익이 영업익을 약 8.7조 상회", "영업 바깥에서 4,976억 원가량이 더 들어온 셈",
    # "1조 4,506억이 더 붙은 거예요"
    "상회",
    "하회",
    "웃돌",
    "밑돌",
    "더 들어",
    "더 붙",
    # "연결에서 본사를 뺀 나머지": one basis less the other
    "뺀 나머지",
    "빼면",
    # "영업이익 스윙 폭이 31.2조원": the swing from a loss to a profit (or back) is the later year less the earlier
    "스윙",
    "swing",
    "year-on-year",
    "year over year",
    "year-over-year",
    "compared with",
    "compared to",
    " vs",
    "versus",
)


@dataclass(frozen=True, slots=True)
class Mark:
    """One word found in a text: where it is and what it says."""

    start: int
    end: int
    value: str


def alternation(words: list[str]) -> re.Pattern[str]:
    ordered = sorted(words, key=lambda word: (-len(word), word))  # one pattern in every process
    return re.compile("|".join(re.escape(w) for w in ordered))


_ACCOUNT_OF = {spelling.lower(): account for account, spellings in ACCOUNTS.items() for spelling in spellings}
_UPPER = {s for c in _FIGURES for s in (*c.spellings, *c.english) if s.isascii() and s.isupper()}
#: English labels as an answer writes them (Revenue, Operating Profit, Debt-to-Equity), in any case: the
#: catalogue's English spellings and its mixed-case ones
_ENGLISH = sorted(
    {
        *(
            s.lower()
            for c in _FIGURES
            for s in c.spellings
            if s.isascii() and not s.isupper() and s != s.lower()
        ),
        *(s.lower() for c in _FIGURES for s in c.english if not s.isupper()),
    },
    key=lambda spelling: (-len(spelling), spelling),  # longest first; one order in every process
)
#: the chat words the catalogue knows for an account or a ratio ("영익 23.5조", "순익률 29.9%", "원가율"): a
#: short name of one account (a word of a question such as "빚많아", "배당", "마진" alone is not)
_CHAT_NAMES = re.compile(r"영익|.+(?:률|율|마진|비율|비중)")
_ACCOUNT_OF.update(
    {
        word.lower(): c.id
        for c in _FIGURES
        if c.id in ACCOUNTS
        for word in getattr(c, "asked", ())
        if _CHAT_NAMES.fullmatch(word) and word.lower() not in _ACCOUNT_OF
    }
)
#: a profit's loss spelled as its own label ("법인세차감전순손실 11.66조원"): the profit's account, the loss its sign
_LOSS_SPELLINGS = {
    "법인세차감전순손실": "pretax_income",
    "법인세비용차감전순손실": "pretax_income",
    "세전순손실": "pretax_income",
    "총포괄손실": "comprehensive_income",
    "포괄손실": "comprehensive_income",
    "세금 등": "income_tax",
    "세전 단계": "pretax_income",
}
_ACCOUNT_OF.update({s: a for s, a in _LOSS_SPELLINGS.items() if a in ACCOUNTS})
#: "법인세차감전순손익: -28억원": the profit-or-loss spelling of the label, whose figure carries its own sign (it
#: was read as 법인세 and 순손익, the net result)
_ACCOUNT_OF.update(dict.fromkeys(("법인세차감전순손익", "법인세비용차감전순손익"), "pretax_income"))
#: what lies between 영업이익 and 세전이익, as a writer derives it (``implied``): no tool gives it
NON_OPERATING = "non_operating"
_ACCOUNT_OF.update(
    dict.fromkeys(
        (
            "영업외 손익",
            "영업외손익",
            "영업외 이익",
            "영업외이익",
            "영업외 손실",
            "영업외손실",
            "영업외 수익",
            "영업외수익",
            "영업외",  # "영업외에서 1.14조원이 더해졌기": what came in below the operating line
        ),
        NON_OPERATING,
    )
)
#: what a writer derives from two balances or results of one period (``implied``): no tool gives them
OTHER_COMPREHENSIVE = "other_comprehensive"
WORKING_CAPITAL = "working_capital"
_ACCOUNT_OF.update(
    dict.fromkeys(
        ("기타포괄손익", "기타포괄이익", "기타포괄손실", "기타 포괄손익", "기타 포괄이익"),
        OTHER_COMPREHENSIVE,
    )
)
_ACCOUNT_OF.update(dict.fromkeys(("순운전자본", "운전자본"), WORKING_CAPITAL))
#: "세전 −4,440억", "(세전 2,473억)": the short name of 법인세차감전순이익 before a figure
_ACCOUNT_OF.setdefault("세전", "pretax_income")
#: "영업비용 비율 94.2%", "매출원가 비율": an amount's ratio to 매출액, where the catalogue has one ratio of it (a
#: "비중" is a share of a total, not this)
_OF_REVENUE = {
    tops: ratio
    for ratio, (tops, bottoms, scale, _) in RATIOS.items()
    if scale == 100.0 and bottoms == {"revenue"}
}
_ACCOUNT_OF.update(
    {
        f"{spelling}{gap}비율": ratio
        for tops, ratio in _OF_REVENUE.items()
        if len(tops) == 1
        for spelling in ACCOUNTS[next(iter(tops))]
        if not spelling.isascii()
        for gap in ("", " ")
        if f"{spelling}{gap}비율" not in _ACCOUNT_OF
    }
)
#: accounts only an identity gives: a claim must name them to be read as one
DERIVED = frozenset({OTHER_COMPREHENSIVE, WORKING_CAPITAL})
_KOREAN_SPELLINGS = [s for s in _ACCOUNT_OF if not s.isascii()]
_ACCOUNT_WORDS = alternation(_KOREAN_SPELLINGS)
_ABBREVIATIONS = sorted(
    (s for s in _ACCOUNT_OF if s.isascii() and s.upper() in _UPPER), key=len, reverse=True
)
_ACCOUNT_LATIN = re.compile(
    r"(?<![A-Za-z])(" + "|".join(re.escape(s.upper()) for s in _ABBREVIATIONS) + r")(?![A-Za-z])"
)
_ACCOUNT_ENGLISH = re.compile(
    r"(?<![A-Za-z])(" + "|".join(re.escape(s) for s in _ENGLISH) + r")(?![A-Za-z])", re.IGNORECASE
)
_YEAR = re.compile(
    r"(?<![0-9,.])(?:FY\s?|[’'])?((?:19|20)[0-9]{2})(?![0-9])(?![.,][0-9])(?!\s*[~\-]\s*[0-9]{2}\b)"
)
#: '24년, 24년, FY24, '24, 24A/24E — but not a span of years ("10년 만에", "20년간", "30년 넘게")
_SHORT_YEAR = re.compile(
    r"(?<![0-9.,])(?:[’']?([0-9]{2})년(?!도?\s*[0-9]{1,2}월)(?!\s*(?:간|만|째|동안|새|연속|전|후|이상|이내|가량|여|넘|차))"
    r"|FY\s?([0-9]{2})(?![0-9])"
    r"|(?<![0-9])[1-4]Q\s?[’']?([0-9]{2})(?![0-9])(?!\s*(?:[.,][0-9]|%|조|억|배))"  # 3Q24, not "3Q 42.9조"
    r"|(?<![0-9A-Za-z])[’']([0-9]{2})(?![0-9])(?!\s*(?:[.,][0-9]|%|조|억|배))"  # '21 → '24
    r"|(?<![0-9A-Za-z])([0-9]{2})[AEFP](?![A-Za-z0-9]))"  # 22A, 24E (actual, estimate)
)
_QUARTER = re.compile(
    r"(?<![0-9])([1-4])\s*(?:분기|Q)(?![0-9])|(?<![A-Za-z0-9])Q([1-4])(?![0-9])"
    r"|(?<![0-9])([1-4])Q(?=\s?[’']?[0-9]{2}(?![0-9])(?!\s*(?:[.,][0-9]|%|조|억|배)))"  # 3Q24
)
_BASIS = re.compile(
    # "별도로 보시는 게 좋습니다", "별도의 확인이 필요", "4분기는 별도 공시가 아닌 연간−누적 차감 값": the adverb
    # "separately", not the 별도 basis
    r"연결|별도(?!의\s|로\s*(?:보시|보셔|봐야|보는\s*(?:게|것)|확인|관리|분리|구분|떼|다루|다뤄|제외|설명|정리|처리|살펴|검토|표시|공시|발표)"
    r"|\s*(?:공시|발표)(?!\s*(?:기준|재무)))|개별|[Cc]onsolidated|[Cc]onsol\.|[Ss]eparate|[Ss]tand-?alone|[Pp]arent-only|CFS|OFS"
    # the parent alone, as chat names it: "본체 영업이익", "본사 단독이 연결 전체의 96.3%"
    r"|본체|본사\s*(?:단독|만|기준)|단독\s*기준"
    # "본사 영업이익률이 30.8%로 연결(18.4%)의", "연결에서 본사를 뺀 나머지": the parent, beside its group
    r"|본사(?=\s*(?:를|을|가|이|는|은|의|만|쪽|영업|매출|순이익|실적)|\s*\()"
)
#: the year after the one named before: "2021년 … 이듬해에는 …, 그다음 해에는 …"
_NEXT_YEAR = re.compile(r"(?:그\s?)?이듬해|(?<![가-힣])(?:그\s?)?다음\s?해(?=[에는도의\s,)]|$)")
_RELATIVE = alternation(list(RELATIVE_YEARS))
_RELATIVE_QUARTER = alternation(list(RELATIVE_QUARTERS))


def account_of(key: str) -> str | None:
    """The account a JSON key or label names (``operating_margin``, ``(연결)당기순이익(백만원)``)."""
    lowered = key.lower()
    found = _ACCOUNT_OF.get(lowered)
    if found is not None:
        return found
    if lowered.isascii():
        # revenue_yoy → revenue, operating_income_change → operating_income, per_kis_times → per;
        # the longest leading run of parts that names an account
        parts = [p for p in re.split(r"[_\s()]+", lowered) if p]
        for size in range(len(parts), 0, -1):
            found = _ACCOUNT_OF.get("_".join(parts[:size]))
            if found is not None:
                return found
        return None
    marks = account_marks(key)
    if not marks:
        return None
    last = marks[-1]
    if last.end - last.start <= 2 and last.start > 0 and "가" <= key[last.start - 1] <= "힣":
        return None  # 금융자산, 유형자산: a kind of asset, not 자산총계
    return last.value


#: a profit's margin: 영업이익 → 영업이익률 (the ratios of a profit over 매출액)
_MARGIN_OF = {
    top: ratio
    for ratio, (tops, bottoms, scale, _) in RATIOS.items()
    if scale == 100.0 and "revenue" in bottoms and ratio.endswith("margin")
    for top in sorted(tops)
}
#: "이익률" (or "마진") on its own is a margin of a profit named before it: 영업이익's where the text names
#: 영업이익 ("영업이익 43.4조원, 이익률 14.4%", "매출 44.6 / 영업이익 6.8 / 순이익 2.2 — 이익률 15.3%"), else
#: the nearest profit's ("순이익 15.49조원(이익률 6.0%)")
_BARE_MARGIN = re.compile(r"(?<![가-힣])(?:이익률|마진)")
_USUAL_MARGIN = "operating_income"


@kept_list  # an answer's sentences are read again by each check
def account_marks(text: str) -> list[Mark]:
    """Every account word in a Korean text, longest spelling first at each place."""
    marks = [Mark(m.start(), m.end(), _ACCOUNT_OF[m.group().lower()]) for m in _ACCOUNT_WORDS.finditer(text)]
    marks += [Mark(m.start(), m.end(), _ACCOUNT_OF[m.group().lower()]) for m in _ACCOUNT_LATIN.finditer(text)]
    marks += [
        Mark(m.start(), m.end(), _ACCOUNT_OF[m.group().lower()]) for m in _ACCOUNT_ENGLISH.finditer(text)
    ]
    marks.sort(key=lambda m: m.start)
    for bare in _BARE_MARGIN.finditer(text):
        before = [m.value for m in marks if m.end <= bare.start() and m.value in _MARGIN_OF]
        named = [m.value for m in marks if m.end <= bare.start()]
        if (before or named) and not any(m.start <= bare.start() < m.end for m in marks):
            # with no profit named before it, beside another account ("매출이 늘었는데도 이익률은 15%대로"), the
            # usual margin: a word of its own nearer the figure than that account
            profit = _USUAL_MARGIN if _USUAL_MARGIN in before or not before else before[-1]
            marks.append(Mark(bare.start(), bare.end(), _MARGIN_OF[profit]))
    return sorted(marks, key=lambda m: m.start)


@kept_list  # an answer's sentences are read again by each check
def year_marks(text: str) -> list[Mark]:
    """Every year a text names; "이듬해", "그다음 해" is the year after the one named before it."""
    marks = [Mark(m.start(), m.end(), m.group(1)) for m in _YEAR.finditer(text)]
    marks += [
        Mark(m.start(), m.end(), str(2000 + int(next(g for g in m.groups() if g))))
        for m in _SHORT_YEAR.finditer(text)
    ]
    marks.sort(key=lambda m: m.start)
    for word in _NEXT_YEAR.finditer(text):
        before = [m for m in marks if m.end <= word.start()]
        if before:
            marks.append(Mark(word.start(), word.end(), str(int(before[-1].value) + 1)))
            marks.sort(key=lambda m: m.start)
    return marks


def relative_year_marks(text: str) -> list[Mark]:
    quarters = [m.span() for m in _RELATIVE_QUARTER.finditer(text)]
    return [
        Mark(m.start(), m.end(), m.group())
        for m in _RELATIVE.finditer(text)
        if not any(a <= m.start() < b for a, b in quarters) and not _inside_number(text, m.start(), m.end())
    ]


def _inside_number(text: str, start: int, end: int) -> bool:
    """ "1년 전" inside "2021년 전체" or "11년 전": not a year before."""
    if not text[start].isdigit():
        return False
    return (start > 0 and text[start - 1].isdigit()) or text[end : end + 1] in ("체", "략", "쟁", "후")


def relative_quarter_marks(text: str) -> list[Mark]:
    return [Mark(m.start(), m.end(), m.group()) for m in _RELATIVE_QUARTER.finditer(text)]


def quarter_marks(text: str) -> list[Mark]:
    return [Mark(m.start(), m.end(), next(g for g in m.groups() if g)) for m in _QUARTER.finditer(text)]


def basis_marks(text: str) -> list[Mark]:
    out = []
    for m in _BASIS.finditer(text):
        word = m.group()
        out.append(
            Mark(
                m.start(),
                m.end(),
                "CFS" if word in ("연결", "CFS") or word.lower().startswith("consol") else "OFS",
            )
        )
    return out


def basis_of(text: str) -> str | None:
    marks = basis_marks(text)
    return marks[0].value if marks else None
