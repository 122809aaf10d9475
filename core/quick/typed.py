"""How a question was typed or spoken, written the way the reader reads it (before ``core.quick.tidy``).

Four ways of writing change no word of a question, only its form:

* spoken numbers, as a voice assistant transcribes them: "이천이십삼년" is 2023년, "이천이십사년 삼분기" the
  third quarter of 2024 (a quarter spelled out only right after a year: "이분기" alone may be "this quarter"),
  "석 달" three months, "마지막 분기" the fourth, "에스케이 하이닉스" SK하이닉스 and "엘지" LG;
* a memo's fields set apart by slashes ("삼성전자 / 2023 / 매출액 ?", "현차 / 23 / 유동비율", "삼전 vs 하닉 /
  24 / 순익 차이"): a spaced slash beside a field holding a number (a year, a quarter) separates fields — not one
  between two numbers ("2024 / 2023": one over the other). A slash between words alone is left to tidy (a list,
  "영업이익/순이익") or read as what it is ("보유주식 / 발행주식": a ratio, not fields);
* a polite request closing the message, however its endings are stacked ("확인 가능하실까요?", "알려주실 수
  있을까요", "정리해서 공유 부탁드립니다", "여쭤봐도 괜찮을까요?", "여쭤볼 수 있을까요?"): a verb of telling,
  checking or asking (``_TELLING``) followed only by the syllables of polite endings (``_ENDING``: 주, 시, 실,
  드리, 수 있, 가능, 괜찮, 까요 …) up to the end. A verb of working something out (계산, 비교, 더해, 나눠, 합쳐)
  is no such verb, and a figure, a period or any other word before the end keeps the request in place; what
  the figure is for said last ("메모용", "보고용입니다") goes with it;
* a figure's name mistyped by one key (``_mistyped``): a word the reader does not know, of three syllables or
  more, one jamo away from exactly one figure's spelling ("영업이익룰" 영업이익률, "자산총게" 자산총계, "부채비융"
  부채비율, "주당배당굼" 주당배당금), and a year's 년 typed 넌 ("24넌"). Never a word two jamo away ("부채비중"
  is not 부채비율) nor one as near to two spellings; and "2023 사업보고서 기준", that year's figures.
"""

from __future__ import annotations

import functools
import itertools
import re

from core.finance.concepts import CATALOGUE
from core.quick.lexicon import scan

__all__ = ["typed"]

_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_UNIT = "(일|이|삼|사|오|육|칠|팔|구)"
#: "이천이십삼년", "이천십구년도", "이천 이십 사 년": a year of the 2000s spelled out
_SPOKEN_YEAR = re.compile(rf"(?<![가-힣])이천\s*(?:{_UNIT}?\s*(십)\s*)?{_UNIT}?\s*(년)")
#: "삼분기", "사 분기" right after a year written in digits (or spelled, written so first): that year's quarter;
#: not after 작년 ("작년 이 분기": that quarter a year ago), and "이 분기" apart is "this quarter"
_SPOKEN_QUARTER = re.compile(r"(\d\s*년\s*도?\s*)(일|이(?=분기)|삼|사)\s*분기")
_THREE_MONTHS = re.compile(r"(?<![가-힣])석\s*달(?:\s*치)?")
#: "24년 마지막 분기": the fourth of that year (alone, "마지막 분기" is the latest quarter, whichever it is)
_LAST_QUARTER = re.compile(r"(\d\s*년\s*도?\s*(?:의\s*)?)마지막\s*분기")
#: a Latin company prefix said in Hangul: "에스케이 하이닉스", "엘지에너지솔루션"
_SPOKEN_PREFIX = re.compile(r"(?<![가-힣])(에스케이|엘지)\s*(?=[가-힣])")
_PREFIXES = {"에스케이": "SK", "엘지": "LG"}
#: a slash set apart by spaces
_FIELD = re.compile(r"\s+/\s+")
#: verbs and nouns of telling, checking or asking for a figure (never of working one out)
_TELLING = "알려|보여|확인|공유|정리|여쭤|여쭙|말씀|기재|전달|조회|체크|회신|답변|부탁|요청|문의"
#: the syllables polite endings are stacked from: 주실 수 있을까요, 드려도 괜찮을까요, 가능하실까요, 부탁드립니다
_ENDING = (
    "주시실셔셨드리려립릴수있을으까가능도돼되될괜찮면감사하겠좋해서여봐볼요나니습다세게래죠어아지고싶은데좀봅"
)
#: what the figure is for, closing the message ("… 영업이익률 메모용", "… 매출 보고용입니다"): a document, no figure
_PURPOSE_TAIL = re.compile(
    r"(?<![가-힣])(?:메모|자료|보고|보고서|발표|정리|공유|참고|기록|과제|스터디|회의|엑셀|리포트)용"
    r"(?:이에요|입니다|이야|으로요|으로|요)?[?？.!~^\s]*$"
)
_REQUEST_TAIL = re.compile(rf"(?:(?<![가-힣])(?:{_TELLING})[{_ENDING}\s]*)+[?？.!~^\s]*$")


#: "2023 사업보고서 기준": the annual report of FY2023 is that year's figures
_ANNUAL_REPORT = re.compile(
    r"((?:19|20)\d{2})\s*(?:년\s*)?(?:도\s*)?사업\s*보고서(?:\s*기준(?:으로)?)?(?![가-힣])"
)
#: "2024년 3분기보고서 (기준)": the quarterly report of that quarter is the quarter's figures
_QUARTER_REPORT = re.compile(r"(?<![0-9])([1-3])\s*분기\s*보고서(?:\s*(?:기준|상)(?:으로|의)?)?(?![가-힣])")
#: "분기보고서 기준으로" with no quarter of its own: the one quarter the message names (or a quarter's end month)
_SOME_QUARTER_REPORT = re.compile(r"(?<![0-9가-힣])분기\s*보고서(?:\s*(?:기준|상)(?:으로|의)?)?(?![가-힣])")
_QUARTER_NAMED = re.compile(r"(?<![0-9])[1-4]\s*분기|(?<![0-9])(?:3|6|9)\s*월\s*말")
#: a quarter's closing date written as a date ("2024.09.30 기준", "2024-06-30"): that month's end
_QUARTER_END_DATE = re.compile(
    r"(?<![0-9])((?:19|20)\d{2})\s*[.\-/]\s*(0?3\s*[.\-/]\s*31|0?6\s*[.\-/]\s*30|0?9\s*[.\-/]\s*30|12\s*[.\-/]\s*31)"
    r"\.?(?![0-9])"
)
_DATE_PART = re.compile(r"\s*[.\-/]\s*")
#: "5천억", "3백조", "2천만": a digit with 천/백 before 억, 조 or 만 is the number written out (5000억)
_HUNDREDS = re.compile(r"(?<![0-9.,])([1-9])\s*(천|백)\s*(?=억|조|만)")
#: the sum of a span of quarters of one figure ("1~3분기 매출 합계", "상반기 영업이익 합계"): its year to date, as the
#: span alone asks it — never of two figures or companies joined (their sum)
_SPAN_SUMMED = re.compile(
    r"((?:1\s*[~\-–]\s*[2-4]\s*분기|상반기)\s*(?:누적\s*)?[가-힣A-Za-z]{1,8})\s*(?:의\s*)?(?:합계|합산|총합)(?![가-힣])"
)
_JOINED = re.compile(r"이랑|랑|하고|[와과]\s|및|,|그리고|더한|합친")
#: a particle right after a closing parenthesis
_AFTER_PARENTHESES = re.compile(r"\)\s*(?:에는|에서|에|엔|은|는|이|가|의|을|를|도)(?=[\s?!.,~]|$)")
#: a word opening the message that only turns to a new question ("참, …", "아 그리고 …", "근데 …")
_OPENING = re.compile(r"^\s*(?:아\s*참|참|아\s*그리고|그리고|아\s*맞다|맞다|근데|그런데)\s*[,.!~…]*\s+(?=\S)")
#: a year's 년 mistyped 넌 ("24넌 3분기")
_YEAR_TYPO = re.compile(r"(?<=\d)(\s*)넌(?![가-힣])")
_HANGUL_RUN = re.compile(r"[가-힣]{3,}")


def typed(text: str) -> str:
    """``text`` with its spoken numbers and a memo's fields written as the reader reads them."""
    text = _HUNDREDS.sub(lambda m: m.group(1) + ("000" if m.group(2) == "천" else "00"), text)
    text = _AFTER_PARENTHESES.sub(")", text)  # "3분기(7~9월)에": the particle is the word's before them
    text = text if _JOINED.search(text) else _SPAN_SUMMED.sub(r"\1", text)
    text = _SPOKEN_YEAR.sub(_year, text)
    text = _SPOKEN_QUARTER.sub(lambda m: f"{m.group(1)}{_DIGITS[m.group(2)]}분기", text)
    text = _THREE_MONTHS.sub("3개월", text)
    text = _LAST_QUARTER.sub(r"\g<1>4분기", text)
    text = _SPOKEN_PREFIX.sub(lambda m: _PREFIXES[m.group(1)], text)
    text = _ANNUAL_REPORT.sub(lambda m: _annual_report(m, text), text)
    text = _quarter_report(_OPENING.sub("", text))
    text = _HANGUL_RUN.sub(lambda m: _mistyped(m.group()), _YEAR_TYPO.sub(r"\1년", text))
    return _fields(_request_tail(text))


def _request_tail(text: str) -> str:
    """``text`` without the polite request closing it, when something is left before it (and without what
    the figure is for, "메모용", closing it)."""
    purpose = _PURPOSE_TAIL.search(text)
    if purpose is not None and text[: purpose.start()].strip():
        text = text[: purpose.start()].rstrip()
    match = _REQUEST_TAIL.search(text)
    if match is None or not text[: match.start()].strip():
        return text
    return text[: match.start()].rstrip() + " 알려주세요"


def _quarter_report(text: str) -> str:
    """ "2024년 3분기보고서 기준": 2024년 3분기; "분기보고서 기준으로" beside the one quarter named elsewhere goes;
    "2024.09.30 기준": 2024년 9월 말 (a quarter's end only)."""
    text = _QUARTER_END_DATE.sub(_quarter_end, text)
    years = set(re.findall(r"(?<![0-9])(?:19|20)(\d{2})(?![0-9])|(?<![0-9.])(\d{2})\s*년", text))
    if len({a or b for a, b in years}) > 1:
        return text  # "2023년 3분기보고서 기준 … 2024년 3분기": which year's quarter?
    text = _QUARTER_REPORT.sub(lambda m: f"{m.group(1)}분기", text)
    rest = _SOME_QUARTER_REPORT.sub(" ", text)
    return rest if rest != text and _QUARTER_NAMED.search(rest) else text


def _quarter_end(match: re.Match[str]) -> str:
    month = int(_DATE_PART.split(match.group(2))[0])
    return f"{match.group(1)}년 {month}월 말"


def _annual_report(match: re.Match[str], text: str) -> str:
    """ "2023 사업보고서 기준": FY2023, unless a later year is asked beside it (one the report does not hold)."""
    year = int(match.group(1))
    rest = text[: match.start()] + " " + text[match.end() :]
    later = [int(y) for y in re.findall(r"(?<!\d)((?:19|20)\d{2})(?!\d)", rest) if int(y) > year]
    later += [2000 + int(y) for y in re.findall(r"(?<![\d.])(\d{2})\s*년", rest) if 2000 + int(y) > year]
    return match.group() if later else f"{year}년"


def _year(match: re.Match[str]) -> str:
    tens_digit, ten, unit, _ = match.groups()
    if ten is None and unit is None:
        return match.group()  # "이천년": 2000, before any filing the reader holds; left as said
    tens = (_DIGITS[tens_digit] if tens_digit else 1) if ten else 0
    return f"{2000 + tens * 10 + (_DIGITS[unit] if unit else 0)}년"


def _fields(text: str) -> str:
    """A memo's slash made a space where a field right beside it holds a number."""
    parts = _FIELD.split(text)
    out = parts[0]
    for before, after in itertools.pairwise(parts):
        left, right = before.split()[-1:] or [""], after.split()[:1] or [""]
        numbered = bool(re.search(r"\d", before) or re.search(r"\d", after))
        if re.search(r"\d", left[0]) and re.search(r"\d", right[0]):
            numbered = False  # "2024 / 2023": one number over another, not two fields
        out += (" " if numbered else " / ") + after
    return out


@functools.cache
def _spellings() -> dict[int, tuple[str, ...]]:
    """The figures' Hangul spellings of three syllables or more, by length."""
    said = {w for c in CATALOGUE if c.quick is not None for w in (*c.spellings, *c.asked)}
    by_length: dict[int, set[str]] = {}
    for word in said:
        if len(word) >= 3 and all("가" <= ch <= "힣" for ch in word):
            by_length.setdefault(len(word), set()).add(word)
    return {n: tuple(sorted(words)) for n, words in by_length.items()}


def _jamo(ch: str) -> tuple[int, int, int]:
    code = ord(ch) - 0xAC00
    return code // 588, (code % 588) // 28, code % 28


def _one_key(typed_word: str, spelling: str) -> bool:
    """Whether two words of one length differ by exactly one jamo."""
    apart = 0
    for a, b in zip(typed_word, spelling, strict=True):
        if a != b:
            apart += sum(x != y for x, y in zip(_jamo(a), _jamo(b), strict=True))
            if apart > 1:
                return False
    return apart == 1


#: words of their own one key from a figure's spelling: a business day ("영업일", not 영업익), the number of
#: executives ("임원수", not 인원수, the staff), a corporate body ("법인체", not 법인세)
_WORDS = frozenset({"영업일", "임원수", "법인체"})


def _mistyped(word: str) -> str:
    """``word`` or, when the reader does not know it, the one figure spelling a single key away from it."""
    if word in _WORDS:
        return word
    near = [s for s in _spellings().get(len(word), ()) if _one_key(word, s)]
    if len(near) != 1 or not scan(word)[1]:
        return word
    return near[0]
