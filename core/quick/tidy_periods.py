"""Periods as chat writes them, written out as the quick reader's words — nothing is guessed.

Part of ``core.quick.tidy``: this module

* reads "(7-9월)" — the three months a quarter already means — as nothing and "(1-9월)" as 누적, then opens
  brackets ("(연결)", "(누적)", "(2024)" keep their words);
* rewrites "3Q24" / "24.3Q" / "24Q3" / "2024.3Q" as "2024년 3분기", "9M24" as "2024년 3분기 누적", "1H24" as "2024년
  상반기", "3분기말" as "3분기", months written out as the quarter
  they make ("7~9월", "9월 말" → 3분기; "1~9월", "9월까지", "3분기까지" → 3분기 누적; "1~12월", "12월 말" and
  "2023년 말" are the fiscal year; "9개월 누적" is 3분기 누적; "(3개월)" beside one quarter is that quarter);
* reads "2024 분기 3" as "2024 3분기", "전전년도" (no year named) as 재작년, "21년 거" as 21년;
* reads "Q3 2024" as "2024년 3분기", "3분기만 따로 보면" and "3분기 3개월 동안" as the quarter;
* reads "24y" as 2024년, a year after an apostrophe glued to a word ("'22삼성전자") as "'22년", "2022~" as
  "2022부터", "같은 분기" and "같은 기간(보다)" as the one quarter named before it, "전년 4분기 (대비)" after 4분기 as
  전년 동기, "3개월끼리" beside one quarter as its three months;
* reads "QoQ", "전분기 대비" beside one quarter as "(the quarter before) 대비" ("QoQ 몇 %": its 증가율), the
  later of two bases when the first is corrected ("QoQ가 아니라 YoY로").
"""

from __future__ import annotations

import re

_MONTHS_YTD = re.compile(r"[(\[]\s*1\s*[-~–∼]\s*(?:6|9|12)\s*월\s*[)\]]")
_MONTHS = re.compile(r"[(\[]\s*(?:1|4|7|10)\s*[-~–∼]\s*(?:3|6|9|12)\s*월\s*[)\]]")
_BRACKETS = re.compile(r"[()\[\]]")
#: months written out without brackets: "7~9월" is the third quarter, "1~9월" its year to date
_MONTH_SPAN = re.compile(
    r"(?<![\d.~\-–∼])(1|4|7|10)\s*월?\s*(?:[-~–∼]|월\s*부터)\s*(3|6|9|12)\s*월(?:\s*까지)?"
)  # "1월부터 9월까지" too
#: "9월 말" (a quarter's closing balance), "9월까지" (the year to date); 12월 is the fiscal year itself
_MONTH_END = re.compile(r"(?<![\d.~\-–∼])(3|6|9|12)\s*월\s*(말|까지)(?:에는|엔|의|에(?!서))?")  # "9월 말에"
_QUARTER_TO = re.compile(r"([1-4])\s*분기\s*까지")
#: "9개월 누적", "6개월": the year to date of that many months ("최근 6개월" is not: it ends today)
_MONTHS_COUNT = re.compile(
    r"(?<!최근)(?<!최근\s)(?<!지난)(?<!지난\s)(?<!과거)(?<!과거\s)(?<![\d.])(6|9)\s*개월(?:\s*(?:치|짜리))?"
)
#: "(3개월)", "3개월 기준으로요" beside one quarter: the three months it already means (``_three_months``)
_THREE_MONTHS = re.compile(
    r"(?:(?<![0-9가-힣~\-–])분기\s*)?"  # "분기 3개월로": a quarter's three months
    r"(?<!최근)(?<!최근\s)(?<!지난)(?<!지난\s)(?<!과거)(?<!과거\s)(?<![\d.])3\s*개월\s*(?:치|짜리|간|\s*동안)?\s*(?:기준)?\s*"
    r"(?:으로|로|끼리|만)?\s*요?(?![가-힣])"
)
_ONE_QUARTER = re.compile(r"(?<![\d.])[1-4]\s*분기")  # not "2024 분기": a year's last digit
#: quarters summed: "누적", "1분기부터", "1~3분기" ("1~3분기 (3개월)" was answered with the nine months), a half
_SUMMED_QUARTERS = re.compile(
    r"누적|누계|[1-4]\s*분기\s*(?:~|-|부터|까지)|[1-4]\s*[~\-–]\s*[1-4]\s*분기|반기|상반기|하반기"
)
#: a tilde that joins nothing ("알려주세요~"): a tone, unlike the one in "7~9월" or "19~23년"
_TILDE = re.compile(r"[~∼]+(?!\s*\d)")
#: "2022~ 영업이익", "22년~": a year and a tilde joining nothing is the start of the years since it ("2022년부터")
_SINCE = re.compile(r"(?<![\d.])((?:19|20)\d{2}|\d{2}\s*년)\s*도?\s*[~∼]+(?!\s*\d)")
#: "2023년 말", "23년말": the year's closing balance, which a year already means
_YEAR_END = re.compile(r"(년\s*도?)\s*말(?=[\s?!.,]|$|[은는이가의에도])")
#: "Q3 2024", "3Q 2024": the quarter, then its year written out
_Q_LONG = re.compile(r"(?<![0-9A-Za-z])(?:([1-4])\s*Q|Q\s*([1-4]))\s*'?((?:19|20)\d{2})(?!\d)", re.IGNORECASE)
#: "3분기만 따로 보면", "3분기만 떼서", "4분기 매출만 따로": the quarter (or the figure) alone, as it is said anyway
_QUARTER_ALONE = re.compile(
    r"(?:(?<=분기)\s*(?:만\s*)?|만\s*|(?<!\S))(?:따로\s*(?:떼어?서\s*)?(?:보면|봐서|봤을\s*때)?|떼어?서\s*(?:보면)?)(?![가-힣])"
)
#: "2024 분기 3", "분기 4 영업이익": the quarter said after its word, as a learner writes it (not "분기 3개월", "분기 3조")
_QUARTER_SPOKEN = re.compile(
    r"(?<![가-힣0-9])분기\s*([1-4])(?![0-9.,%])(?!\s*(?:조|억|만|원|배|주|명|개|년|월|일|위|등|번|퍼|프로|분기))"
)
#: "21년 거", "3분기 꺼": the year's (or the quarter's) one, which the year itself says
_ITS_ONE = re.compile(
    r"((?<![0-9])(?:20)?(?:1[5-9]|2[0-9])\s*년|(?<![0-9])[1-4]\s*분기)\s*(?:거|꺼|것)(?:요|임|야)?(?=\s|[?!.,]|$)"
)
#: "24년 거랑 23년 거": one joined to another — left as typed (review 11: the one rewritten left "거랑" to be refused as
#: a company name, "'거랑'은 한국 상장사 목록에서 찾지 못했습니다"; the reader defers instead, as before 0383fea)
_ONES_JOINED = re.compile(r"(?:년|분기)\s*(?:거|꺼|것)\s*(?:랑|이랑|하고|와|과|도|나|이나)(?=\s|$)")
#: "전전년도", "전전해": the year before last, as 재작년 says it (only where no year is named it could count from)
_YEAR_BEFORE_LAST = re.compile(r"(?<![가-힣])전전\s*(?:년\s*도?|해)")
_YEAR_NAMED = re.compile(r"(?:19|20)\d{2}|\d{2}\s*년|fy", re.IGNORECASE)
_Q_SHORT = re.compile(r"(?<![0-9A-Za-z])([1-4])\s*Q\s*'?(\d{2})(?!\d)", re.IGNORECASE)
_SHORT_Q = re.compile(r"(?<![0-9])'?(\d{2})\s*[.]\s*([1-4])\s*Q(?![a-z])", re.IGNORECASE)
#: "24Q3", "2024Q3", "2024.3Q", "2024-Q3": a year, then its quarter
_YEAR_Q = re.compile(
    r"(?<![0-9A-Za-z])'?((?:20)?\d{2})\s*(?:[.\-]\s*)?(?:q\s*([1-4])|([1-4])\s*q)(?![0-9A-Za-z])",
    re.IGNORECASE,
)
#: "24y", "2024y": a year written with y, as FY24 is ("24yoy" and "10y" stay what they are)
_Y_YEAR = re.compile(r"(?<![0-9A-Za-z'’])['’]?(?:20)?(1[5-9]|2\d)\s*y(?![a-z])", re.IGNORECASE)
#: "9M24", "1H24", "H1 2024": the nine months to September (3분기 누적) and the first half, as English writes them
_NINE_MONTHS = re.compile(r"(?<![0-9A-Za-z])9M\s*'?((?:20)?(?:1[5-9]|2\d))(?![0-9A-Za-z])", re.IGNORECASE)
_FIRST_HALF = re.compile(
    r"(?<![0-9A-Za-z])(?:1H|H1)\s*'?((?:20)?(?:1[5-9]|2\d))(?![0-9A-Za-z])", re.IGNORECASE
)
#: "QoQ", "전분기 대비", "직전 분기보다": against the quarter before (``_quarter_before``); "QoQ 몇 %" asks its growth
_QOQ = re.compile(
    r"(?:(?<![A-Za-z])q\s*o\s*q(?![A-Za-z])|(?<![가-힣])(?:직전|이전|전)\s*분기\s*(?:대비|보다|에\s*비해|비)?)"
    r"(?P<rate>\s*몇\s*(?:%|퍼센트|퍼|프로)(?!\s*p))?",
    re.IGNORECASE,
)
#: a comparison's base said, then corrected ("QoQ가 아니라 YoY로", "전분기 말고 전년 동기 대비"): the later one is meant
_BASES = r"(?:q\s*o\s*q|y\s*o\s*y|(?:직전|전)\s*분기\s*(?:대비)?|전년\s*(?:동기|같은\s*분기)\s*(?:대비)?|전년\s*대비)"
_BASE_CORRECTED = re.compile(
    rf"(?<![A-Za-z가-힣]){_BASES}\s*(?:가|이|는|은)?\s*(?:아니라|아니고|아니|말고)\s*(?={_BASES})",
    re.IGNORECASE,
)
_QUARTER_END = re.compile(r"(분기|반기)\s*말")
#: "'22삼성전자", "’23매출": a year after an apostrophe typed right before a word is the year (22년)
_GLUED_YEAR = re.compile(r"(?<![0-9A-Za-z])(['’‘][12][0-9])(?=[가-힣A-Za-z])(?![년대월일조억만원]|분기)")
#: "24.9월말", "2024.9월": a year and a month, before the month is read as a quarter
_YEAR_MONTH = re.compile(r"(?<![\d.])'?(\d{2}|20\d{2})\s*[./]\s*(3|6|9|12)\s*월")
#: "2023년엔", "3분기엔": 에는 said short
_IN_IT = re.compile(r"(?<=[년기])엔(?=[\s?!.,]|$)")
#: "하이닉스 같은 분기 매출": the one quarter named before it, of the same year
#: "하이닉스 같은 분기 매출", "삼전 같은 기간보다": the one quarter named before, said of the other company (보다/대비 stay
#: with the company: "삼전보다")
_SAME_QUARTER = re.compile(
    r"(?<![가-힣])\s*같은\s*(?:분기|기간)\s*(?:(?P<than>보다|대비|이랑|랑|과|와)|의|에|에는|도)?(?![가-힣])"
)
#: "2024 4분기 영업이익 전년 4분기 대비": the quarter of the year before the one named, said by its number (전년 동기)
_YEAR_BEFORE_QUARTER = re.compile(
    r"(?<![가-힣])전\s*년\s*도?\s*(?:같은\s*)?([1-4])\s*분기(?!\s*(?:누적|누계|까지))"
)
_YEAR_SAID = re.compile(r"\d{2,4}\s*년|작년|올해|재작년|전년")
#: a span said right after "같은 기간" ("같은 기간 누적보다", "같은 분기 3개월"): of the other side only, so unclear
_ANOTHER_SPAN = re.compile(r"\s*(?:누적|누계|연간|1년|상반기|하반기|반기|[0-9]|석\s*달|석달)")


def periods(text: str) -> str:
    """``text`` with its periods written out (see the module docstring); brackets are opened here, once the
    months in them are read."""
    text = _MONTHS_YTD.sub(" 누적 ", text)
    text = _MONTHS.sub(" ", text)
    text = _BRACKETS.sub(" ", text)
    text = _YEAR_MONTH.sub(lambda m: f"20{m.group(1)[-2:]}년 {m.group(2)}월", text)
    text = _MONTH_SPAN.sub(_month_span, text)
    text = _MONTH_END.sub(_month_end, text)
    text = _QUARTER_TO.sub(r"\1분기 누적", text)
    text = _MONTHS_COUNT.sub(lambda m: f" {int(m.group(1)) // 3}분기 누적 ", text)
    text = _TILDE.sub(" ", _SINCE.sub(r"\1부터 ", text))
    text = _YEAR_END.sub(r"\1", text)
    text = _QUARTER_SPOKEN.sub(r"\1분기", text)
    text = text if _ONES_JOINED.search(text) else _ITS_ONE.sub(r"\1 ", text)
    if not _YEAR_NAMED.search(text):
        text = _YEAR_BEFORE_LAST.sub("재작년", text)
    text = _Q_LONG.sub(lambda m: f"{m.group(3)}년 {m.group(1) or m.group(2)}분기", text)
    text = _Q_SHORT.sub(lambda m: f"20{m.group(2)}년 {m.group(1)}분기", text)
    text = _SHORT_Q.sub(lambda m: f"20{m.group(1)}년 {m.group(2)}분기", text)
    text = _YEAR_Q.sub(lambda m: f"20{m.group(1)[-2:]}년 {m.group(2) or m.group(3)}분기", text)
    text = _NINE_MONTHS.sub(lambda m: f" 20{m.group(1)[-2:]}년 3분기 누적 ", text)
    text = _FIRST_HALF.sub(lambda m: f" 20{m.group(1)[-2:]}년 상반기 ", text)
    text = _same_quarter(_quarter_alone(text))  # "3분기만 따로", "하이닉스 같은 분기", "삼전 같은 기간보다"
    text = _year_before_quarter(text)  # "2024 4분기 … 전년 4분기 대비"
    text = _three_months(text)  # after "Q3" is written 3분기: "(3개월)" beside it goes
    text = _quarter_before(_BASE_CORRECTED.sub(" ", text))
    text = _IN_IT.sub("에는", text)
    text = _QUARTER_END.sub(r"\1", text)
    text = _Y_YEAR.sub(r"20\1년", text)
    return _GLUED_YEAR.sub(r"\1년", text)


def _quarter_alone(text: str) -> str:
    """ "3분기만 따로 보면": the quarter alone, dropped; kept (and not read) beside 누적 or a half, which it may be
    set against or asked beside ("3분기 누적이랑 3분기만 따로": both)."""
    return text if _SUMMED_QUARTERS.search(text) else _QUARTER_ALONE.sub(" ", text)


def _three_months(text: str) -> str:
    """ "3분기(3개월)", "3분기 … (3개월 기준으로요)", "3Q24 vs 3Q23 (3개월)", "분기 3개월로": each quarter's own three
    months, dropped where quarters and nothing summed are named; beside a year alone, a half or 누적 "3개월" stays (and
    the question is not quick)."""
    if not _ONE_QUARTER.search(text) or _SUMMED_QUARTERS.search(text):
        return text  # every quarter named is one quarter's three months, two set against each other too
    return _THREE_MONTHS.sub(" ", text)


def _same_quarter(text: str) -> str:
    """ "삼성 2023년 3분기 매출이랑 하이닉스 같은 분기 매출": 같은 분기 is the one quarter named before it, said of the
    other company — taken out, that quarter is both sides' (one named before it only); kept (and the question not
    read) where no quarter, or several, come before it, or a year follows it ("하이닉스 2024년 같은 분기")."""
    said = _SAME_QUARTER.search(text)
    if said is None:
        return text
    before, after = text[: said.start()], text[said.end() :]
    if len(_ONE_QUARTER.findall(before)) != 1 or _ONE_QUARTER.search(after) or _YEAR_SAID.search(after):
        return text
    if _ANOTHER_SPAN.match(after):
        return text  # "삼전 같은 기간 누적보다": a span said of the other side only
    if _YEAR_SAID.search(before[before.rfind("분기") :]):
        return text  # "3분기 … 2024년 같은 분기": a year between
    than = said.group("than")
    return f"{before}{than} {after}" if than else f"{before} {after}"


def _year_before_quarter(text: str) -> str:
    """ "하이닉스 2024 4분기 영업이익 전년 4분기 대비": the same quarter of the year before, 전년 동기, where that one
    quarter and nothing summed are named before it; another quarter ("전년 3분기 대비") stays, and is not read."""
    said = _YEAR_BEFORE_QUARTER.search(text)
    if said is None or _SUMMED_QUARTERS.search(text):
        return text
    named = _ONE_QUARTER.findall(text[: said.start()])
    if len(named) != 1 or named[0][0] != said.group(1) or _ONE_QUARTER.search(text[said.end() :]):
        return text
    return f"{text[: said.start()]} 전년 동기{text[said.end() :]}"


def _quarter_before(text: str) -> str:
    """ "4Q24 매출 QoQ", "2024년 4분기 영업이익 전분기 대비": the one quarter named, set against the quarter before it
    ("… 3분기 대비"; "QoQ 몇 %" its growth, "3분기 대비 증가율"); left as typed (and not read) beside no quarter, a
    first quarter or several."""
    named = {int(q) for q in re.findall(r"([1-4])\s*분기", text)}
    if len(named) != 1 or 1 in named:
        return text
    before = named.pop() - 1
    return _QOQ.sub(lambda m: f" {before}분기 대비 " + ("증가율 " if m.group("rate") else ""), text)


def _month_span(match: re.Match[str]) -> str:
    """ "7~9월" → 3분기, "1~9월" → 3분기 누적, "1~12월" → the year; other spans stay as typed."""
    first, last = int(match.group(1)), int(match.group(2))
    if first == 1:
        return " " if last == 12 else f" {last // 3}분기 누적 " if last > 3 else " 1분기 "
    return f" {last // 3}분기 " if last == first + 2 else match.group()


def _month_end(match: re.Match[str]) -> str:
    """ "9월 말" → 3분기, "9월까지" → 3분기 누적; "12월 말", "12월까지" are the fiscal year."""
    month, word = int(match.group(1)), match.group(2)
    if month == 12:
        return " "
    return f" {month // 3}분기 " + ("누적 " if word == "까지" else "")
