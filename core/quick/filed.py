"""Filing jargon said around an ask — "사업보고서상 SK하이닉스 2023년 연결 매출총이익(손실)", "2023 사업보고서상
삼성전자 최대주주 본인 기말 소유주식수", "NAVER 2024년 3분기보고서 연결 기준 분기말 부채총계", "소액주주 소유주식
비율 몇 %로 나와 있음?" — said as the reader's own words.

A filer names the report, the account and the register the long way; each names what the reader reads anyway:

* the annual report (사업보고서, 사업보고서상, 사업보고서 기준, 사업보고서에서) is the year's figure, which a year asks
  already — taken out, only when no part of a year (a quarter, a half, 누적) and no second year is said beside it
  (then it stays, and the reader defers: which report, or which year, is meant is unclear);
* an account's sign said as the statement writes it ("매출총이익(손실)", "법인세비용(수익)", "당기순이익(손실)") is
  the account: the answer states the sign;
* the register's words: "최대주주 본인" is the largest holder itself, "소유주식" the shares held (보유주식);
* "분기말" beside the quarter's report named ("3분기보고서 … 분기말") is that quarter's end;
* "공시된 수치로", "…로 나와 있음?", "…로 공시됐나" ask for the figure filed, which is the only one the answer states;
* a section named as where the figure is ("주식의 총수 현황에서", "배당에 관한 사항", "소액주주 현황", "최대주주 현황
  기준") goes when the figure asked after it is that section's; a row's number ("(Ⅳ)") goes, and "발행주식의 총수" is
  발행주식 총수.
"""

from __future__ import annotations

import re

__all__ = ["plainly_filed"]

#: the annual report named as the basis: "사업보고서상", "2023 사업보고서 기준", "사업보고서에서", "사업보고서에 나온"
_ANNUAL = re.compile(
    r"(?<![가-힣])사업\s*보고서\s*(?:상\s*기준|상의|상|에서|에\s*나온|기준으로|기준)?(?![가-힣])"
)
#: a part of a year said beside it: then which report is meant is the reader's to judge
_PART = re.compile(r"분기|반기|누적|누계|[1-4]\s*q(?![a-z])|q[1-4]", re.IGNORECASE)
#: a year said in digits ("2023", "23년"): a report of one year beside another year asked ("2023 사업보고서 기준 2024
#: 매출") stays, and the reader defers
_YEAR = re.compile(r"(?<![0-9])(?:(?:19|20)([0-9]{2})|([0-9]{2})\s*년)(?![0-9])")
#: an account's sign as the statement writes it: "매출총이익(손실)", "법인세비용(수익)"
_SIGNED = re.compile(r"(?<=[가-힣])\s*\((?:손실|수익|이익)\)")
_ITSELF = re.compile(r"최대\s*주주\s*본인")
_OWNED = re.compile(r"(?<![가-힣])소유\s*(?=주식)")
#: the quarter's report named, and its end said without the quarter: "3분기보고서 … 분기말"
_QUARTER_REPORT = re.compile(r"(?<![0-9])([1-4])\s*분기\s*보고서")
#: "3분기보고서상", "반기보고서상": the report, which the quarter or half said asks
_PART_REPORT = re.compile(r"(분기|반기)\s*보고서\s*상(?![가-힣])")
_QUARTER_END = re.compile(r"(?<![0-9가-힣])분기\s*말")
#: the figure as filed: "공시된 수치로", "공시 수치 기준", "…로 나와 있음?", "…로 공시됐나"
_AS_FILED = re.compile(
    r"(?<![가-힣])공시(?:된)?\s*(?:수치|숫자|금액|값)\s*(?:로|으로|대로|기준(?:으로)?)(?![가-힣])"
)
#: a section of the 사업보고서 named as where the figure is, with the word the figure asked must hold to be of it:
#: "주식의 총수 현황에서 발행주식의 총수", "배당에 관한 사항 현금배당성향", "소액주주 현황 …", "최대주주 현황 기준 지분율"
_SECTIONS = (
    (re.compile(r"(?<![가-힣])주식의?\s*총수\s*(?:등의\s*)?현황"), re.compile(r"총수|발행\s*주식"), " "),
    (re.compile(r"(?<![가-힣])배당에\s*관한\s*사항"), re.compile(r"배당"), " "),
    (
        re.compile(r"(?<![가-힣])소액\s*주주\s*현황"),
        re.compile(r"주주\s*수|보유|비율|지분|몇\s*명"),
        " 소액주주 ",
    ),
    (re.compile(r"(?<![가-힣])최대\s*주주\s*현황"), re.compile(r"지분|보유|주식\s*수|누구"), " 최대주주 "),
)
_SECTION_END = re.compile(r"\s*(?:에서|상의|상|기준(?:으로)?|을\s*보면|보면|표에서|에\s*나온)?(?![가-힣])")
#: a row's number in the register's table ("발행주식의 총수(Ⅳ)"): the row is named by its words
_ROW_NUMBER = re.compile(r"(?<=[가-힣])\s*\((?:Ⅰ|Ⅱ|Ⅲ|Ⅳ|Ⅴ|Ⅵ|Ⅶ|I{1,3}|IV|VI{0,2}|V)\)")
#: "발행주식의 총수", "감소한 주식의 총수": the register's name of the count, read as 발행주식 총수
_ISSUED_TOTAL = re.compile(r"발행\s*주식의\s*총수")
_SHOWN_AS = re.compile(
    r"(?<=[%주원])\s*(?:로|으로)\s*(?:나와\s*있(?:음|어|나요|나|니)|공시(?:됐|되었|돼\s*있)(?:나|어|음|나요|니)?)(?![가-힣])"
)


def plainly_filed(text: str) -> str:
    """``text`` with its filing jargon said as the reader's words (see the module docstring)."""
    if not _PART.search(_ANNUAL.sub(" ", text)) and len({a or b for a, b in _YEAR.findall(text)}) <= 1:
        text = _ANNUAL.sub(" ", text)
    text = _SIGNED.sub("", text)
    text = _ITSELF.sub("최대주주", text)
    text = _OWNED.sub("보유", text)
    text = _PART_REPORT.sub(r"\1보고서", text)
    quarter = _QUARTER_REPORT.search(text)
    if quarter is not None:
        text = _QUARTER_END.sub(f"{quarter.group(1)}분기말", text)
    text = _SHOWN_AS.sub("", _AS_FILED.sub(" ", text))
    text = _ISSUED_TOTAL.sub("발행주식 총수", _ROW_NUMBER.sub("", text))
    for section, held, said in _SECTIONS:
        text = _without_section(text, section, held, said)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


def _without_section(text: str, section: re.Pattern[str], held: re.Pattern[str], said: str) -> str:
    """``text`` without the one section named as where its figure is, when the figure asked after it is of that
    section (``held`` in the rest); as it is otherwise (the reader then reads the section's name, or defers)."""
    found = list(section.finditer(text))
    if len(found) != 1:
        return text
    end = _SECTION_END.match(text, found[0].end())
    after = found[0].end() + (end.end() - end.start() if end else 0)
    rest = text[: found[0].start()] + " " + text[after:]
    return text[: found[0].start()] + said + text[after:] if held.search(rest) else text
