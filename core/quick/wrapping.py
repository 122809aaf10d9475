"""What only wraps a question — a formal request, a feeling, a rumour, plain or broken Korean — taken off it.

People write "안녕하십니까. 현대자동차의 2023년 연결 기준 당기순이익에 대해 문의드립니다.", "삼전 2024 영업이익 역대급
반등이라던데 얼마나 벌었냐", "하닉 2024 4분기 영업이익 미쳤다던데 얼마야 대박", "삼성 전자 하고 현대 자동차 2024 매출
누가 더 많습니까", "카카오 2024 분기 3 영업 이익 얼마 예요". Before the message is read (``core.quick.parse``) this module

* reads "질문드립니다" as "문의드립니다" (the topic marker before it, "…에 대해", is ``core.quick.tidy_said``'s);
* takes out a rumour or a feeling said about the figure asked: a word ending in hearsay ("…라던데", "…다던데",
  "…다는데", "…다며", "…하던데", "…다는 소문 듣고") with the words of tone right before it ("역대급 반등이라던데",
  "확 줄었다던데", "완전 밀렸다던데") and a feeling said in two words ("심장 떨어짐", "보고 울었다"). A word the
  reader knows stops it — a company, a figure, a period, a number ("두 배 됐다던데", "3조 적자라던데": a figure to
  check, read by ``core.quick.context`` or not at all), or a word that changes the figure asked (``context.BLOCKING``:
  "반도체 망했다던데" stays, and the question is declined) — except a sign (적자, 흑자), which the answer's figure
  settles;
* reads plain or broken Korean: a particle typed apart ("삼성 전자 하고", "2023 보다") as part of the word before it, a
  company "한테" as the company, a gloss ("돈 들어온 매출", "24년에 번 순익") as the figure, "돈 더 번 회사가
  어디냐" as "누가 돈 더 벌었어", "세번째 분기" as 3분기, "2024 마지막 분기" as 4분기, "많습니까" / "있습니까" as
  많아 / 있어 ("분기 3" and "주식 몇 개" are
  ``core.quick.tidy_periods``' and ``tidy_said``'s);
* reads the one picked among the companies, or the years, named ("가장 낮은 데", "제일 높았던 해" of two or more
  years named) as "제일 … 곳": the table of them all gives it (``core.quick.asked_figures`` lets one company's years
  named one by one be picked so; an order asked, "높은 순서대로", is ``core.quick.tidy_said``'s 순위).
"""

from __future__ import annotations

import re

from core.data.companies.resolver import CompanyIndex
from core.quick import tidy_said
from core.quick.context import BLOCKING
from core.quick.corrections import corrected
from core.quick.formula import formula_said
from core.quick.glossed import glossed
from core.quick.headline import past_headline
from core.quick.lexicon import scan
from core.quick.listed import listed
from core.quick.names import confident_form
from core.quick.reasked import reasked
from core.quick.relayed import relayed
from core.quick.story import past_story
from core.quick.vocabulary import words

__all__ = ["unwrapped", "what_is_asked"]

#: "질문드립니다", "질문 드립니다", "질의드립니다": asked as "문의드립니다" is (``core.quick.requests``)
_ASKED_FORMALLY = re.compile(r"(?<![가-힣])(?:질문|질의)\s*(?:드립니다|드려요|드려봅니다)(?=[\s.!?~]*$)")
_HEARSAY = re.compile(r"(?:[다라]\s*(?:던데|는데|며|면서|더라|네)|하던데|다더라)요?[?!.~]*$")
#: "줄었다고 걱정하던데", "났다는 소문 듣고": the hearsay said in two or three words
_SAID_THAT = re.compile(r"[다라](?:고|는)$")
_RUMOUR_NOUN = re.compile(r"(?:소문|얘기|말|기사|뉴스)(?:을|를|이|가|도)?$")
_HEARD = re.compile(r"(?:듣고|보고|들었는데|봤는데|하던데|하는데|걱정하던데|난리던데)요?$")
#: a sign said in a rumour ("적자 났다는", "적자라던데"): the figure answered shows it
_SIGN = re.compile(r"^(?:적자|흑자|마이너스|플러스)(?:[가-힣]*)$")
#: feelings said in two words: "심장 떨어짐", "보고 울었다", "소외감 느낀다", "눈물 난다"
_FEELING_PAIRS = re.compile(
    r"(?<![가-힣])(?:심장\s*(?:떨어짐|떨어졌어|떨어진다|철렁)|보고\s*울었(?:다|어|음)|소외감\s*느낀다|눈물\s*(?:난다|나네|남))"
    r"(?:\s*[.~!]+)?(?![가-힣])"
)
#: "얼마나 참담했냐": how bad it felt, asked as how much ("얼마")
_HOW_BAD = re.compile(
    r"얼마나\s+(?:참담|처참|끔찍|심각|대단|처절|엄청)(?:했|하)(?:냐|어|나요|니|는지|음)?(?![가-힣])"
)
_TOKEN = re.compile(r"\S+")
#: words that only make a rumour louder ("완전 밀렸다던데", "폭삭 주저앉았다는데", "확 줄었다던데")
_INTENSIFIERS = frozenset(
    words("진짜 완전 엄청 너무 확 거의 역대급 폭삭 완전히 아주 되게 겁나 개 대박 싹 쫙 쭉 팍")
)
#: what a rumour may be said of: a figure, a period
_SAID_OF = frozenset(
    {"metric", "bundle", "year", "short_year", "fy", "relative", "quarter", "ytd_quarter", "half", "ytd"}
)
_PERIOD_WORD = re.compile(r"[0-9]|분기|반기|누적|누계|작년|올해|재작년|지난해|전년")
_PARTS = frozenset({"quarter", "ytd_quarter", "half", "ytd"})
_YEAR_TAGS = frozenset({"year", "short_year", "fy", "relative", "range", "recent"})
_PERIODS = _PARTS | _YEAR_TAGS
#: a period written with digits ("2024년에", "4분기", "24년"): said of it, not a number remembered
_PERIOD_ONLY = re.compile(
    r"(?:(?:19|20)\d{2}(?:\s*년\s*도?)?|\d{2}\s*년\s*도?|[1-4]\s*분기|[1-4]q|q[1-4])"
    r"(?:[은는이가을를의에도와과]|에는|엔|보다|이랑|랑|하고|까지|부터|대비)?",
    re.I,
)
#: a particle typed apart from its word: "삼성 전자 하고 현대 자동차", "2023 보다", "네이버 한테"
_APART = re.compile(r"(?<=[가-힣A-Za-z0-9])\s+(하고|보다|이랑|랑|한테|에게|와|과|의)(?=\s)")
#: "네이버한테 밀렸다던데", "삼전에게 뒤졌다던데": a company named with a particle of whom, which the names index does not
#: strip (read as the company; a company never sets a figure apart by 한테)
_TO_WHOM = re.compile(r"(\S+?)(?:한테서?|에게서?)(?=\s|$)")
#: a plain gloss before the figure's name: "돈 들어온 매출", "돈 받은 보수", "돈 번 영업이익"
_GLOSS = re.compile(
    r"(?<![가-힣])돈\s*(?:들어온|번|벌어들인|받은)\s+(?=매출|수익|영업이익|순이익|이익|보수|연봉)"
)
#: "24년에 번 순익": what a year earned said before the figure, which names it (not "두 번", "몇 번", "1번")
_EARNED_FIGURE = re.compile(r"(?<=[가-힣0-9]에)\s+(?:벌어들인|번)\s+(?=순익|순이익|영업이익|영익|이익)")
#: "돈 더 (많이) 번 회사가 어디냐": which of them earned more, asked as "누가 … 벌었어" (the reader's own form)
_WHO_EARNED = re.compile(
    r"(?<![가-힣])(?P<how>(?:돈\s*(?:을\s*)?)?(?:더|제일|가장)\s*(?:많이\s*)?)번\s+(?:회사|곳|데|쪽|기업)(?:이|가|은|는)?\s*"
    r"(?:어디|어느\s*(?:곳|쪽|회사))(?:냐고|냐|야|임|예요|에요|인가요|일까|였어|였냐|였음|였나요)?(?![가-힣])"
)
#: "제일 높았던 해", "가장 낮은 데": the one picked among the years or companies named (not "제일 높은 분기": of
#: which quarters?)
_PICKED = re.compile(
    r"(높은|낮은|많은|적은|큰|작은|높았던|낮았던|많았던|적었던|컸던|작았던)\s*(?:(해|년도|연도)|데|회사|기업)(?![가-힣])"
)
_YEARS = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])")
_PRESENT = {
    "높았던": "높은",
    "낮았던": "낮은",
    "많았던": "많은",
    "적었던": "적은",
    "컸던": "큰",
    "작았던": "작은",
}
#: a quarter said by its ordinal ("세번째 분기", "두 번째 분기", "첫 분기", "3번째 분기"), and the last of a year named
#: without 년 ("2024 마지막 분기": ``core.quick.typed`` reads "2024년 마지막 분기")
_ORDINAL_QUARTER = re.compile(
    r"(?<![가-힣0-9])(첫|첫\s*번째|첫째|한\s*번째|두\s*번째|둘째|세\s*번째|셋째|네\s*번째|넷째|[1-4]\s*번째)\s*분기"
)
_ORDINALS = {"첫": 1, "첫번째": 1, "첫째": 1, "한번째": 1, "두번째": 2, "둘째": 2, "세번째": 3, "셋째": 3}
_ORDINALS |= {"네번째": 4, "넷째": 4}
_LAST_OF_YEAR = re.compile(r"((?<![0-9])(?:19|20)[0-9]{2}\s*(?:의\s*)?)마지막\s*분기")
#: a figure heard, said with the copula's short hearsay ("3조 적자라던데", "300조라던데"): written as "…라고 하던데",
#: the form ``core.quick.context`` reads as a figure to check (the answer states the true one)
_HEARD_FIGURE = re.compile(
    r"((?<![0-9.,])[0-9][0-9,.]*\s*(?:조|억|만|천|%|퍼센트|프로|배|원)(?:\s*[가-힣]+?)??)라던데(?=[\s?!.~]|$)"
)
_FORMAL_END = {
    "많습니까": "많아",
    "높습니까": "높아",
    "낮습니까": "낮아",
    "적습니까": "적어",
    "있습니까": "있어",
}
_FORMAL = re.compile("|".join(_FORMAL_END))


def what_is_asked(text: str, companies: CompanyIndex) -> str:
    """``text`` as the reader reads it: a correction applied (``core.quick.corrections``), then what wraps the ask
    taken off; "" (nothing to read: the reader defers) when either is unclear."""
    # "아버지가 …냐고 물어보셔서요": the question relayed; "상반기 매출 (누적에서 3분기 빼서)": the working-out said;
    # "자기자본비율(자본총계÷자산총계)", "ROA 계산해봐": a ratio's own formula, the request to work it out
    # "순위 매겨봐: 삼성전자 SK하이닉스 …", "5개사 표로:": the companies listed after a frame
    # "다시 물어볼게", "아까 말한 건 X였고", "그거 연결 맞아?": a question asked again, as it asks now
    # '"현대차 매출 사상 최대" 기사 보고 궁금한데 …', "[속보] … —": the ask after a headline
    # "친구가 … 번다고 하는데 저는 잘 모르겠어요. … 네이버 2024년 영업이익률 알려주세요.": the question sentence of a story
    asked = reasked(past_headline(past_story(text, companies), companies), companies)
    fixed = corrected(glossed(formula_said(relayed(listed(asked, companies)))), companies)
    return (None if fixed is None else unwrapped(fixed, companies)) or ""


def unwrapped(text: str, companies: CompanyIndex) -> str | None:
    """``text`` without the wrapping around its ask (see the module docstring); ``None`` (defer) when a rumour is
    said of another figure than the one asked."""
    # "…에 대해서 알려주시면": the topic marker goes before ``core.quick.context`` cuts the message at "…해서"
    text = tidy_said.plainly(_ASKED_FORMALLY.sub("문의드립니다", text))
    text = _FEELING_PAIRS.sub(" ", text)
    text = _HOW_BAD.sub("얼마", text)
    text = _WHO_EARNED.sub(r"누가 \g<how>벌었어", _EARNED_FIGURE.sub(" ", text))
    text = _APART.sub(r"\1", _GLOSS.sub("", text))
    text = _TO_WHOM.sub(lambda m: m.group(1) if confident_form(companies, m.group(1)) else m.group(), text)
    text = _HEARD_FIGURE.sub(r"\1라고 하던데", text)
    rumoured = _without_rumours(text, companies)
    if rumoured is None:
        return None
    text = rumoured
    text = _ORDINAL_QUARTER.sub(lambda m: f"{_ordinal(m.group(1))}분기", text)
    text = _LAST_OF_YEAR.sub(r"\g<1>4분기", text)
    text = _FORMAL.sub(lambda m: _FORMAL_END[m.group()], text)
    text = _PICKED.sub(lambda m: _picked(m, text), text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def _ordinal(word: str) -> int:
    bare = re.sub(r"\s+", "", word)
    return int(bare[0]) if bare[0].isdigit() else _ORDINALS[bare]


def _picked(match: re.Match[str], text: str) -> str:
    """ "제일 높았던 해" among two or more years named, "가장 낮은 데" among companies: the one picked, which the table
    gives; a year picked among years not named ("역대 제일 높았던 해") is left as it is (the reader defers)."""
    if match.group(2) and len(_YEARS.findall(text)) < 2:
        return match.group()
    return f"{_PRESENT.get(match.group(1), match.group(1))} 곳"


def _without_rumours(text: str, companies: CompanyIndex) -> str | None:
    """``text`` without its feelings and rumours; ``None`` when a rumour is said of another figure than the one asked
    ("네이버 매출 줄었다던데 2024 영업이익 얼마야": the answer would not settle it)."""
    tokens = [(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]
    cuts: list[tuple[int, int]] = []
    for i, (_, _, word) in enumerate(tokens):
        last = _hearsay_end(tokens, i)
        if last is None or not _tone(word, stem=True, companies=companies):
            continue
        first = i
        while first > 0 and _tone(tokens[first - 1][2], stem=False, companies=companies):
            first -= 1
        said_of = _said_of(tokens[first - 1][2], companies) if first > 0 else None
        if said_of is None:
            continue  # said of a number, a part, or nothing the reader knows: ``core.quick.context`` reads it or not
        asked = _figures(text[tokens[last][1] :])
        if said_of and asked and not asked <= said_of:
            return None
        of_a_period = said_of is not None and not said_of and bool(_PERIOD_WORD.search(tokens[first - 1][2]))
        if not _one_period(text[: tokens[first][0]], text[tokens[last][1] :], of_a_period=of_a_period):
            continue  # "삼전 3분기 역대급이라던데 2024 영업이익": the quarter would stand for the year asked
        cuts.append((tokens[first][0], tokens[last][1]))
    for start, end in sorted(cuts, reverse=True):
        text = f"{text[:start]} {text[end:]}"
    return text


def _one_period(before: str, after: str, *, of_a_period: bool) -> bool:
    """The period a rumour leaves is the one asked: a part of a year (a quarter, a half, 누적) said before it only with
    its year, or with no period after it ("카카오 2024 4분기 적자라던데 순이익"; not "카카오 4분기 적자라던데 2024 순이익"
    nor "삼전 누적 적자라던데 2024 3분기 영업이익", whose parts would stand for the period asked after it, unless said
    again after it), and a rumour said of a period ("2023 역대급이라던데") with no other period after it."""
    later = {h.tag for h in scan(after)[0]} & _PERIODS
    tags = {h.tag for h in scan(before)[0]}
    # the part said again after it: "3분기 역대급이라던데 2024 3분기 영업이익"
    again = bool(tags & _PARTS) and _parts(before) <= _parts(after)
    if later and of_a_period:
        return again
    return again or not (tags & _PARTS and not tags & _YEAR_TAGS and later)


def _parts(text: str) -> frozenset[str]:
    hits, _ = scan(text)
    return frozenset(re.sub(r"\s+", "", text[h.start : h.end]) for h in hits if h.tag in _PARTS)


def _said_of(word: str, companies: CompanyIndex) -> frozenset[str] | None:
    """What a rumour right after ``word`` is said of: the figures it names (none for a company or a period), or
    ``None`` when it names none of these (a number, "분기" alone, "주식을")."""
    bare = word.rstrip("?!.~")
    if re.search(r"[0-9%]", bare) and not _PERIOD_ONLY.fullmatch(bare):
        return None
    hits, unknown = scan(bare)
    if hits and not unknown and all(h.tag in _SAID_OF or h.tag == "particle" for h in hits):
        return frozenset(h.value for h in hits if h.tag == "metric")  # 실적, 이익: any figure
    return frozenset() if confident_form(companies, bare) is not None else None


def _figures(text: str) -> frozenset[str]:
    hits, _ = scan(text)
    return frozenset(h.value for h in hits if h.tag == "metric")


def _hearsay_end(tokens: list[tuple[int, int, str]], i: int) -> int | None:
    """The last word of a hearsay starting at word ``i``, or ``None``."""
    word = tokens[i][2]
    if _HEARSAY.search(word):
        return i
    nxt = tokens[i + 1][2] if i + 1 < len(tokens) else ""
    after = tokens[i + 2][2] if i + 2 < len(tokens) else ""
    if _SAID_THAT.search(word) and _HEARD.search(nxt):
        return i + 1  # "줄었다고 걱정하던데"
    if word.endswith("는") and _SAID_THAT.search(word) and _RUMOUR_NOUN.search(nxt) and _HEARD.search(after):
        return i + 2  # "났다는 소문 듣고"
    return None


def _tone(word: str, *, stem: bool, companies: CompanyIndex) -> bool:
    """A word that only sets a tone: an intensifier, a sign, or a word the reader knows nothing of — no number, no
    company, nothing that changes the figure asked. ``stem``: the hearsay word itself, read without its ending."""
    bare = word.rstrip("?!.~")
    if not bare or BLOCKING.search(bare) or re.search(r"[0-9A-Za-z%]", bare) or _RUMOUR_NOUN.match(bare):
        return False  # "셀트리온 얘기를 계속하던데": a clause of context (``core.quick.context``)
    if _SIGN.match(bare) or bare in _INTENSIFIERS:
        return True
    if any(confident_form(companies, bare[:end]) is not None for end in range(len(bare), 1, -1)):
        return False  # "네이버한테", "삼전보다": a company, with a particle the name index does not strip
    if stem:
        bare = _HEARSAY.sub("", bare)
    hits, _ = scan(bare)
    return all(h.tag == "particle" for h in hits)
