"""A scanner that finds the words quick questions are made of (``core.quick.vocabulary``) in any spacing.

Every literal term matches with optional spaces between its characters (영업 이익률, 부채 비율,
대표 이사). The scanner walks the question: at each position the longest term wins; characters no term
covers are *unknown* (company names, or words the quick path does not understand). Particles and
endings (은, 의, 와 …) are *weak*: they only attach to a term just matched, never start a word and
never cut an unknown word, so ``이마트`` stays one unknown word and ``애플의`` is one too.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from core.quick.vocabulary import LITERALS, words

#: Particles and endings: only right after a matched term, never inside an unknown word.
PARTICLES = words(
    """
    에서는 으로는 이랑 하고 에서 으로 까지 부터 보다 이나 이고 이며 이요 에는 과의 와의 은 는 이 가 을 를 의 와 과 도 랑
    에 로 만 요 야 지 죠 냐 니 나 다 고 임 음 년 꺼
    """
)

_YEAR = r"((?:19|20)\d{2})(?!\d)"
#: what a number counts ("24조", "3위"), not a word that starts with the same syllable (시설투자, 원가율, 개별, 주당)
_COUNTED = r"(?:%|퍼|프로|분기|위|등|조|억|만|천|원(?!가)|배(?!당)|주(?!당)|명|개(?!별)|번|차(?![이액])|일|월|시(?![가-힣]))"
#: (tag, pattern) for terms with numbers; groups carry the values.
_PATTERNS: tuple[tuple[str, str], ...] = (
    ("range", _YEAR + r"\s*년?\s*도?\s*(?:~|-|–|부터|에서)\s*" + _YEAR + r"\s*년?\s*도?\s*(?:까지)?"),
    # two-digit years with 년 said at least once: "19년부터 23년까지", "21~24년"
    ("range", r"(?<!\d)([1-9]\d)\s*년\s*도?\s*(?:~|-|–|부터|에서)\s*([1-9]\d)\s*년?\s*도?\s*(?:까지)?"),
    ("range", r"(?<![\d.])([1-9]\d)\s*(?:~|-|–|부터|에서)\s*([1-9]\d)\s*년\s*도?\s*(?:까지)?"),
    # "23에서 24", "21부터 24까지": two-digit years joined by a word need no 년 ("24조" is no year)
    ("range", r"(?<![\d.])([1-9]\d)\s*(?:부터|에서)\s*([1-9]\d)(?![\d.,%]|\s*" + _COUNTED + r")\s*(?:까지)?"),
    ("recent", r"(?:최근|지난|과거)\s*(\d{1,2})\s*(?:개\s*)?(?:년|개년)\s*(?:간|동안|치)?"),
    ("recent", r"(\d{1,2})\s*(?:개\s*)?(?:년|개년)\s*(?:간|동안|치)"),
    ("recent", r"(?<!\d)(\d{1,2})\s*개년"),  # "3개년 매출"
    ("fy", r"fy\s*'?(\d{4}|\d{2})(?!\d)"),
    ("year", _YEAR + r"\s*(?:년\s*도?|년)?"),
    ("short_year", r"(?<!\d)([1-9]\d)\s*년\s*도?"),
    # a two-digit word of its own is a year in chat ("하닉 24 OPM", "삼전 23 판관비"), never an amount,
    # a count or a quarter ("24조", "24%", "24 분기" stay what they are); "23보다", "23대비": a base year
    ("short_year", r"(?<![\w.,~\-–∼'])([12]\d)(?!(?!보다|대비)[\w.,~\-–∼%]|\s*" + _COUNTED + ")"),
    # 1~3분기, 1-3분기, 1분기부터 3분기까지: the year to date of the later quarter
    ("ytd_quarter", r"1\s*(?:분기)?\s*(?:~|-|–|∼|부터)\s*([2-4])\s*(?:분기|q)(?![a-z])\s*(?:까지)?"),
    ("quarter", r"([1-4])\s*(?:분기|q)(?![a-z])"),
    ("quarter", r"(?<![a-z])q\s*([1-4])(?!\d)"),
    ("filler", r"(?<!\S)다(?!\S)"),  # "다 알려줘": all of them (never cut out of a word: 삼전보다)
    # "소각한 주식 수", "발행한 주식 총수": the count word after a register figure's 주식 (주식 수 itself is a figure)
    ("filler", r"(?:(?<=주식)|(?<=주식\s))(?:총\s*)?수(?![가-힣])"),
    # "최대주주는 누구이며 그 지분율은": 그 pointing back to the holder just named, before its stake or shares
    ("filler", r"(?<!\S)그(?=\s+(?:지분|보유))"),
    # "갖고 있는", "보유하고 있는": held, said before what is held ("삼성물산이 갖고 있는 삼성전자 주식")
    ("filler", r"(?<!\S)(?:갖고|들고|가지고|보유하고)\s*있는(?!\S)"),
    # "한 주에 얼마", "1주당": per share, a word of its own (never cut out of a name)
    ("per_share", r"(?<!\S)(?:한|1)\s*주\s*(?:당|에)(?![^\s?!.])"),
    # "얼마 증가", "성장 몇 %": a word of its own (not 감소추세)
    ("filler", r"(?<!\S)(?:증가|감소|성장|상승|하락)(?:함|했음|됨)?(?!\S)"),
    # chat's requests to be shown, nothing about the figure: "뽑아봐", "까봐", "까 줘", "ㄱㄱ", "표로 정리", "쭉 (보여줘)" (words
    # of their own: "떨어질까봐" is a worry, not a request)
    ("filler", r"(?<!\S)(?:뽑아\s*봐|까\s*(?:봐|줘)|보여\s*봐)(?:라|요|봐)?(?!\S)"),
    ("filler", r"(?<!\S)ㄱ{2,}(?!\S)"),
    ("filler", r"(?<!\S)표\s*로(?:\s*(?:정리|보여|뽑아)\s*(?:해\s*)?(?:줘|주세요|봐)?)?(?!\S)"),
    ("filler", r"(?<!\S)쭉(?=\s*(?:보여|알려|정리|뽑아|[?!.~]*$))"),  # "…연도별로 쭉", not "쭉 늘었어?"
    ("relative", r"(재작년|지지난\s*해|작년|지난\s*해|전년도|올\s*해|금년|이번\s*해|당해)\s*도?"),
    # "2년 전", "3년전": that many years before this one (not 전년, 전체, 전기, 전반, 전분기)
    ("relative", r"((?<![\d.])[1-9]\s*년\s*전)(?!\s*(?:년|체|기|반|분기))"),
)
_QUARTER_TAGS = frozenset({"quarter", "ytd_quarter", "half"})
_RELATIVE = {"재작년": -2, "지지난해": -2, "작년": -1, "지난해": -1, "전년도": -1}
_YEARS_AGO = re.compile(r"([1-9])년전")

ANALYTICAL = re.compile(
    r"분석|왜|전망|어때|어떄|어떤가|어떨까|어땠|생각|투자|사도|살까|사야|사면|팔까|팔아|매수|매도|추천|"
    r"예상|예측|평가|이유|원인|리스크|위험|괜찮|좋아|좋을|좋은|(?<!얼마)나빠|나쁜|설명|의견|목표가|적정|밸류|"
    r"고평가|저평가|비싸|전략|시나리오|영향|경쟁력|해석|의미|요약|뉴스|주가|시세|시총|시가총액|향후|"
    r"앞으로|미래|가능성|(?<!도)(?<!면)(?<!면\s)될까|오를|내릴|떨어|올라|어째서|때문|인사이트|판단|"
    # a forecast asked in the future tense: "영업이익 늘겠습니까", "매출 줄겠죠", "흑자 전환하겠어?"
    r"(?:늘|줄|오르|내리|증가하|감소하|성장하|개선되|악화되|좋아지|나빠지|회복하|회복되|전환하|전환되|나오)겠|"
    r"(?<![a-z])(?:per|pbr|psr|ev|ebitda)(?![a-z])",
    re.IGNORECASE,
)
#: A rank among companies: a ranking of the market is the agent's; of the companies named, a comparison.
RANKING = re.compile(r"가장|제일|순위|\d+\s*위|랭킹|상위|하위|(?<![a-z])top(?![a-z])", re.IGNORECASE)


#: Unknown words that are finance vocabulary the quick path does not know, never company names:
#: "감소폭", "증감액", "차이값" go to the agent instead of "'감소폭'은 상장사 목록에 없습니다".
NOT_A_NAME = re.compile(
    r"(?:률|율|폭|배수|비중)$|증감|증가|감소|하락|상승|성장|변동|차이|차액|격차|합계|합산|평균|누적|"
    r"흑자|적자|이익|손실|손익|매출|비율|전년|전기|분기|반기|연결|별도|턴어라운드|(?:려고|는데|해서|라서)요?$"
    r"|^그래프"  # "매출 그래프로 보여주세요": a chart, never a typo of 그래피
    # "2021 대비 2024 매출 CAGR", "작년 이맘때랑 비교": a rate or a time, never a company ('CAGR'은 … 찾지 못했습니다)
    r"|^(?:cagr|CAGR|Cagr)|이맘때|무렵|즈음"
    # a number with its counter ("2배", "300조라고", "5천억쯤"), a copula's ending standing alone ("비교 중인데"):
    # never a company ('2배'는 … 찾지 못했습니다 to "삼성전자 … 2023 대비 2배 넘었어?")
    r"|^[0-9][0-9,.]*\s*(?:배|조|억|만|천|백|원|%|퍼센트|프로|년|월|분기|주|명|개|위)"
    r"|^(?:인데|인가|인지|이고|이며|이라|이라서|이라고|이던데|이었는데|였는데)요?$"
)


@dataclass(frozen=True, slots=True)
class Term:
    """A word to find; ``tight`` is the literal with no spaces inside, used within an unknown word.

    Patterns are compiled the first time a question needs them (a literal only where the question has
    its ``first`` character): compiling all ~900 at import was the largest cost of a keyless answer."""

    tag: str
    value: str
    pattern: str
    weak: bool = False
    tight_pattern: str | None = None
    flags: int = re.IGNORECASE
    first: str | None = None  # a literal's first character (lower case); None: tried everywhere

    @property
    def regex(self) -> re.Pattern[str]:
        return _compiled(self.pattern, self.flags)

    @property
    def tight(self) -> re.Pattern[str] | None:
        return None if self.tight_pattern is None else _compiled(self.tight_pattern, self.flags)


@functools.cache
def _compiled(pattern: str, flags: int) -> re.Pattern[str]:
    return re.compile(pattern, flags)


@dataclass(frozen=True, slots=True)
class Hit:
    """A term found at ``start:end`` of the normalised question; ``groups`` hold numbers."""

    tag: str
    value: str
    start: int
    end: int
    groups: tuple[str, ...] = ()


def _spaced(literal: str, *, spaces: bool = True) -> str:
    latin = literal.isascii()
    escaped = re.escape(literal)  # each character escaped on its own, as below
    if not spaces:
        body = escaped
    elif escaped == literal:  # nothing to escape (most terms): one join, not a re.escape a character
        body = r"\s*".join(literal)
    else:
        body = r"\s*".join(re.escape(ch) for ch in literal)
    return rf"(?<![a-z]){body}(?![a-z])" if latin else body


#: a literal term before it is built: its tag, value and spelling (NFKC'd: questions are, so ㅇㅇ is jamo)
_Literal = tuple[str, str, str]


def _literal(spec: _Literal) -> Term:
    tag, value, spelling = spec
    tight = _spaced(spelling, spaces=False)
    return Term(tag, value, _spaced(spelling), tight_pattern=tight, first=spelling[0].lower())


def _specs() -> tuple[_Literal | Term, ...]:
    """Every term in the order ties break: the literals (built when a question needs them), then the
    number patterns and the particles."""
    specs: list[_Literal | Term] = [
        (tag, value, unicodedata.normalize("NFKC", spelling))
        for tag, values in LITERALS.items()
        for value, spellings in values.items()
        for spelling in spellings
    ]
    specs += [Term(tag, "", pattern) for tag, pattern in _PATTERNS]
    specs += [Term("particle", p, re.escape(p), weak=True, flags=0, first=p[0]) for p in PARTICLES]
    return tuple(specs)


def _index(specs: tuple[_Literal | Term, ...]) -> tuple[dict[str, list[int]], list[int]]:
    """The terms that can start at each character and the ones tried everywhere (the number patterns),
    as positions in ``specs``."""
    by_first: dict[str, list[int]] = {}
    for i, spec in enumerate(specs):
        first = spec.first if isinstance(spec, Term) else spec[2][0].lower()
        by_first.setdefault(first or "", []).append(i)
    return by_first, by_first.pop("", [])


_SPECS = _specs()
_FIRST_AT, _ALWAYS = _index(_SPECS)
_EVERYWHERE = tuple(spec for i in _ALWAYS if isinstance(spec := _SPECS[i], Term))
#: the terms that can start at a character, built the first time a question has it (~2,000 literals
#: built at import were the lexicon's largest cost); in ``_SPECS`` order, so ties break as before
_BY_FIRST: dict[str, tuple[Term, ...]] = {}


def _starting(ch: str) -> tuple[Term, ...]:
    """The terms to try where the question has ``ch`` (lower case)."""
    terms = _BY_FIRST.get(ch)
    if terms is None:
        ids = _FIRST_AT.get(ch)
        if ids is None:
            return _EVERYWHERE
        specs = (_SPECS[i] for i in sorted(ids + _ALWAYS))
        terms = _BY_FIRST[ch] = tuple(spec if isinstance(spec, Term) else _literal(spec) for spec in specs)
    return terms


def placed(hits: list[Hit]) -> list[Hit] | None:
    """``hits`` with a period-bound label ("분기순이익") read as its figure when a quarter is named;
    ``None`` (unclear) when none is: the year's figure would answer another period."""
    if not any(h.tag == "bound" for h in hits):
        return hits
    if not any(h.tag in _QUARTER_TAGS for h in hits):
        return None
    return [Hit("metric", h.value, h.start, h.end) if h.tag == "bound" else h for h in hits]


def relative_offset(word: str) -> int:
    """Years back from today for 작년 (−1), 재작년 (−2), "3년 전" (−3); 올해 and the like are 0."""
    word = re.sub(r"\s+", "", word)
    ago = _YEARS_AGO.fullmatch(word)
    return -int(ago.group(1)) if ago else _RELATIVE.get(word, 0)


def scan(text: str) -> tuple[list[Hit], list[int]]:
    """The terms in ``text`` (longest first at each position) and the positions no term covers."""
    hits, unknown = _scanned(text)
    return list(hits), list(unknown)


@functools.lru_cache(maxsize=8192)
def _scanned(text: str) -> tuple[tuple[Hit, ...], tuple[int, ...]]:
    """``scan`` of ``text``, kept: a question's words are scanned again by each step that reads them (the
    typo mender, the tidier, the parser), and the lexicon never changes once built."""
    hits: list[Hit] = []
    unknown: list[int] = []
    pos, in_unknown = 0, False
    while pos < len(text):
        if text[pos].isspace():
            pos, in_unknown = pos + 1, False
            continue
        best: tuple[Term, re.Match[str]] | None = None
        attachable = not in_unknown and pos > 0 and not text[pos - 1].isspace()
        for term in _starting(text[pos].lower()):
            if term.weak and not attachable:
                continue
            # inside an unknown word a term may not reach across a space: "삼성전자 본사" is not 자본
            regex = term.tight if in_unknown and term.tight is not None else term.regex
            match = regex.match(text, pos)
            if match and match.end() > pos and (best is None or match.end() > best[1].end()):
                best = (term, match)
        if best is None:
            unknown.append(pos)
            pos, in_unknown = pos + 1, True
            continue
        term, match = best
        groups = tuple(g for g in match.groups() if g is not None)
        hits.append(Hit(term.tag, term.value, pos, match.end(), groups))
        pos, in_unknown = match.end(), False
    return tuple(hits), tuple(unknown)
