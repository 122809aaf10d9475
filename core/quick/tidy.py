"""A question as typed in chat, tidied into the words the quick reader knows — nothing is guessed.

People write "삼성 3Q24 영업이익 몇조임?", "매출 (연결 기준)", "3분기 순이익 (7-9월)", "억 단위로 알려줘",
"14조 넘었지?". Before the scan this module

* opens brackets: "(연결)", "(별도 기준)", "(누적)", "(2024)" keep their words, "(7-9월)" — the three
  months a quarter already means — is dropped and "(1-9월)" becomes 누적;
* takes out an output-unit request ("억 단위로", "조원 단위", "억원으로 알려줘") and remembers it
  (``Tidied.unit``); "14조로 늘었어" is a figure, not a request; "몇억?" asks the amount in 억 as well;
* rewrites "3Q24" / "24.3Q" / "24Q3" / "2024.3Q" as "2024년 3분기", "9M24" as "2024년 3분기 누적", "1H24" as "2024년
  상반기", "3분기말" as "3분기", months written out as the quarter
  they make ("7~9월", "9월 말" → 3분기; "1~9월", "9월까지", "3분기까지" → 3분기 누적; "1~12월", "12월 말" and
  "2023년 말" are the fiscal year; "9개월 누적" is 3분기 누적; "(3개월)" beside one quarter is that quarter);
* drops a threshold or a figure the writer guesses at ("14조 넘었지", "100% 넘음", "60% 좀 넘었나요", "1.9조 넘은
  거 맞죠", "8.5% 정도 맞나요", "9.8조 정도?") — the answer gives the figure;
* drops the writer's own holding said before a figure per share ("주식 100주 있는데 … 주당 배당금");
* drops what only sets a tone: emoji and other pictographs (🤔, 🙏), runs of lone jamo (ㄱㄱ, ㅠㅠ, ㅋㅋ),
  ^^ and "...", and what only lists (영업이익/순이익, 매출 & 영업이익) or marks a legal form (㈜, (주));
* reads "23→24" (and "23년→24년") as "23 대비 24", "…에 비해" as 대비, "24y" as 2024년, and a year after an apostrophe
  glued to a word ("'22삼성전자") as "'22년"; "몇 원" as a plain question word that asks won (``Tidied.won``);
* remembers "몇 배" (``Tidied.times``: a multiple) and "몇 % 더 많아" (``Tidied.relative``: how much more, as a
  percentage of the other figure), which a difference in won or a growth rate does not answer;
* reads "QoQ", "전분기 대비" beside one quarter as "(the quarter before) 대비" ("QoQ 몇 %": its 증가율);
* reads "A 매출에서 B 매출 빼면 얼마 남아" as their 차이 (``core.quick.asked_gap``);
* reads "B의 몇 %" and a closing "B 대비 몇 %" as a share of B's figure (``Tidied.share``), "몇 % 늘었나요"
  and "전년 대비 %" as 증가율, and
  "몇조", "몇 퍼센트" as a plain question word.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal, cast

from core.quick.asked_gap import taken_from
from core.quick.asked_staff import staff_row
from core.quick.model import Staff
from core.quick.typed import typed

Unit = Literal["조", "억", "백만", "원"]

_UNIT_REQUEST = re.compile(
    r"(조|억|백만)\s*원?\s*단위\s*(?:로|로는|으로)?|(?<![가-힣\d.,])(원)\s*단위\s*(?:로|로는|으로)?"
    r"|(?<![\d.,])(?<![\d.,]\s)(조|억)\s*원?\s*(?:으로|로)(?=\s*(?:알려|보여|환산|바꿔|표시)|\s*$|\s*[?!.])"
)
UNIT_REQUEST = _UNIT_REQUEST  # also read in a clause of context (core.quick.context)
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
    r"(?<!최근)(?<!최근\s)(?<!지난)(?<!지난\s)(?<!과거)(?<!과거\s)(?<![\d.])3\s*개월\s*(?:치|짜리)?\s*(?:기준)?\s*"
    r"(?:으로|로)?\s*요?(?![가-힣])"
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
#: what only lists or decorates: "영업이익/순이익", "매출 & 영업이익", "매출+영업이익", " - 연결", "...", "^^"
_LISTING = re.compile(
    r"(?<=[가-힣A-Za-z)\]])\s*[/&+]\s*(?=[가-힣A-Za-z(\[])|\s[-–—]\s|\.{2,}|\^+[_\-]*\^+|:\)"
)
#: "23→24", "2023 -> 2024": from the first year to the second, as "대비" says it
_ARROW = re.compile(r"(\d\s*(?:년\s*도?)?)\s*(?:→|->|⇒|➡️?)\s*['’]?(?=\d)")
#: "2022년 말에 비해", "삼성전자에 비해", "전년 같은 분기에 비하여": 대비 said as a verb
_AGAINST = re.compile(r"에\s*비(?:해서|해|하여|하면)(?![가-힣])")
#: a company's legal form: 삼성전자(주), ㈜카카오, 삼성전자 주식회사
_LEGAL_FORM = re.compile(r"\(\s*주\s*\)|㈜|주식회사")
#: "2023년 말", "23년말": the year's closing balance, which a year already means
_YEAR_END = re.compile(r"(년\s*도?)\s*말(?=[\s?!.,]|$|[은는이가의에도])")
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
#: a number after an apostrophe ('21) is a year, never a threshold; "만원 넘었냐" is one without digits
_THRESHOLD = re.compile(
    r"(?:(?<![0-9'’])[0-9][0-9,.]*\s*(?:조|억|만)?|(?<![0-9가-힣])(?:천만|백만|만|억|조))\s*(?:원|%|퍼센트|프로|주(?![가-힣]))?\s*"
    r"(?:(?:좀|조금|살짝|약간|훨씬|한참)\s*)?(?:넘|이상|돌파|밑돌|미만|이하|안\s*되|못\s*넘|초과)[가-힣]*"
    r"(?:\s*(?:거|것|게)(?=\s*맞))?"  # "160조 넘었던 거 맞나요": the 거 of the confirmation goes with it
)
_GROWTH_ASKED = re.compile(
    r"몇\s*(?:%|퍼센트|퍼|프로)\s*(?:나\s*)?"
    r"(?:늘|증가|역성장|성장|올랐|올라|상승|줄|감소|떨어|빠졌|하락|뛰|불었|불어|급증|급감|까먹)[가-힣]*"
)
#: a figure the writer guesses and asks to confirm ("23조 실화?", "6조대 맞음?", "16조임?"): the answer gives
#: the figure; a number with no unit ("EPS 23 맞음?") stays (it is a year)
_GUESS = re.compile(
    r"(?<![0-9'’])[0-9][0-9,.]*\s*(?:조|억|만|%|퍼센트|퍼|프로|원)\s*원?\s*대?\s*(?:(?:정도|쯤|가량|내외|언저리|전후)\s*)?"
    r"(?:되죠|되나요|되지|돼요|됐죠|됐나요|됐지|맞[가-힣]*|실화[가-힣]*|임|이야|야|이냐|냐|인가[가-힣]*|인지|였[가-힣]*|이었[가-힣]*|아님|아니[가-힣]*)"
    r"(?=[\s?!.~]|$)"
)
#: a guess asked with 정도/쯤 and a question mark only ("배당금 총액 얼마야? 9.8조 정도?")
_GUESS_ASKED = re.compile(
    r"(?<![0-9'’])[0-9][0-9,.]*\s*(?:조|억|만|%|퍼센트|퍼|프로|원)\s*원?\s*대?\s*(?:정도|쯤|가량|언저리)\s*(?=\?)"
)
#: what a guessed figure right after it is said of: another figure (its share, or the gap to it)
_OF_ANOTHER = re.compile(r"(?:의|대비|보다|[^가-힣]비)\s*$")
#: a part of the year or a basis right before a guess, with the particle that makes it the guess's topic
_QUALIFIER = re.compile(
    r"(?:분기|반기|누적|누계|개월|연간|별도|연결|개별|보통주|우선주)\s*(?:기준\s*)?"
    r"(?P<particle>으로는|로는|으로|로|은|는|엔|에는|도)?\s*(?:기준\s*(?:으로는|으로|로)?\s*)?$"
)
#: the question asked before the guess ("얼마야?", "알려줘")
_ASKED = re.compile(r"[?？]|얼마|알려|궁금|몇")
#: "24.9월말", "2024.9월": a year and a month, before the month is read as a quarter
_YEAR_MONTH = re.compile(r"(?<![\d.])'?(\d{2}|20\d{2})\s*[./]\s*(3|6|9|12)\s*월")
#: "전년 대비 %", "YoY 몇 %": the growth rate, with no verb to say so
_GROWTH_PCT = re.compile(
    r"(전년\s*(?:동기\s*)?(?:대비|비)|yoy)\s*(?:몇\s*)?(?:%|퍼센트|퍼|프로)(?!\s*p)(?!\s*수준)", re.IGNORECASE
)
_PCT_ENDING = r"\s*(?:수준)?\s*(?:야|냐|임|이야|인가요|인지|정도|이에요|일까요)?"
#: a request after the share asked ("…대비 몇 % 수준인지 확인 부탁드려요"): it says no more or less
_ASKING_TAIL = (
    r"(?:\s*(?:좀|한번|한\s*번만?)?\s*(?:확인|알려|여쭤|궁금|말씀|기재|정리)"
    r"(?:\s*(?:부탁|해\s*주|주|드|봐|합|해|요|도|될|까|세|시|실|겠|습|니|다|려|립|되|나|수|있|을|감|사|하)+)?)?"
)
#: "카카오 매출은 네이버의 몇 %", "현차 매출 삼전 대비 몇 %" (at the end: nothing says more or less):
#: one company's figure as a share of another's
_SHARE_OF = re.compile(
    r"의\s*(?:[가-힣]{1,6}\s*)?몇\s*(?:%|퍼센트|퍼|프로)"
    + _PCT_ENDING
    + r"|대비\s*몇\s*(?:%|퍼센트|퍼|프로)"
    + _PCT_ENDING
    + _ASKING_TAIL
    + r"\s*[?!.]*\s*$"
)
#: "몇 %" left once growth and shares are read, not "몇 % 많아" (how much more) nor "몇 %p"
_PERCENT_ASKED = re.compile(
    r"몇\s*(?:%|퍼센트|퍼|프로)(?!\s*p)(?![^?!.]*(?:많|적|높|낮|늘|줄|증가|감소|올|떨|차이|크|작))"
)
#: "A 대비 B 비율": the word 비율 said after 대비, on its own (not 부채비율): what percentage, as "몇 %" asks it
_RATIO_WORD = re.compile(r"(대비[^?!.]{1,40}?)(?<![가-힣])비율(?=\s|$|[은이을는?!.])")
#: not of periods ("2023 대비 2024 … 비율": a growth or a quotient?) nor of rates ("영업이익률 비율", "ROE 비율")
_RATE_AFTER = re.compile(r"[률율]|(?<![a-z])(?:roe|roa|per|pbr|eps|bps|dps|opm|npm)(?![a-z])", re.I)
_NOT_OF_AMOUNTS = re.compile(rf"[0-9]|작년|전년|올해|분기|반기|{_RATE_AFTER.pattern}", re.I)
_PERIOD_BEFORE = re.compile(r"(?:[0-9]\s*년?\s*도?|작년|전년|올해|분기|반기)\s*$")
#: "삼성전자 대비 현대차 부채 비율": 부채비율 spelled apart (its liabilities' quotient, 195.4%, was answered), as the
#: scanner reads it when a year stands between ("삼성전자 대비 현대차 2024 부채 비율": both companies' 부채비율)
_RATE_SPELLED_APART = re.compile(r"(?:부채|유동|당좌|자기\s*자본|배당)\s*$")
#: "몇 배": a multiple of another figure (not the 배 of PER or PBR, which the card answers)
_TIMES = re.compile(r"몇\s*배")
#: "몇 % 더 많아", "몇 퍼 더 벌었어", "몇 % 차이": one figure above another as a percentage of it
_RELATIVE = re.compile(r"몇\s*(?:%|퍼센트|퍼|프로)(?!\s*p)(?=[^?!.]*(?:많|적|높|낮|크|큰|컸|작|벌|차이))")
#: "얼마 많았는지 %로 알려주세요", "퍼센트로": how much more asked as a percentage, as "몇 % 더 많아" is
_AS_PERCENT = re.compile(r"(?:%|퍼센트|프로)\s*(?:로|으로)(?![가-힣])")
#: "주식 몇 주 들고 있어", "주식을 몇 주나 갖고 있어": the shares held (or issued), as "주식 수" asks them — only
#: before a word of holding or issuing, or the question's end ("몇 주 팔았어", "몇 주 샀어" ask a trade)
_SHARES_ASKED = re.compile(
    r"주식\s*(?:을|를)?\s*(?:총\s*)?몇\s*(?:천|만|억)?\s*주\s*(?:나|정도|쯤)?"  # "몇 주야", "몇 주임" too
    r"(?=\s*(?:들고|갖고|가지고|보유|가진|발행|있|야|임|예요|이에요|였어|였나요|였지|인가요|인지|[?!.]|$))"
)
#: "개미 몇 명이냐": how many retail holders, the 소액주주 ("개미 몇 명 샀어" is a trade, not read)
_ANTS = re.compile(
    r"(?<![가-힣])개미\s*(?:주주)?\s*(?=몇\s*명\s*(?:이냐|이야|이에요|예요|임|인지|인가요|이나|야|냐)?"
    r"\s*(?:[?!.~\u1100-\u11ff\u3131-\u318e]|$))"
)
#: "주식 100주 있는데", "주식 50주 갖고 있는데": the writer's own holding, said before a per-share figure asked
#: (``_own_holding``)
_OWN_HOLDING = re.compile(
    r"주식\s*(?:을|를)?\s*[0-9][0-9,]*\s*주\s*(?:정도|쯤)?\s*"
    r"(?:있는데|갖고\s*있는데|가지고\s*있는데|들고\s*있는데|보유\s*중인데|보유하고\s*있는데)요?(?![가-힣])"
)
_PER_SHARE_ASKED = re.compile(r"주당")
#: "2023년엔", "3분기엔": 에는 said short
_IN_IT = re.compile(r"(?<=[년기])엔(?=[\s?!.,]|$)")
#: "하이닉스 같은 분기 매출": the one quarter named before it, of the same year
_SAME_QUARTER = re.compile(r"(?<![가-힣])같은\s*분기\s*(?:의|에|에는|도)?(?![가-힣])")
_YEAR_SAID = re.compile(r"\d{2,4}\s*년|작년|올해|재작년|전년")
#: lone jamo (ㄱㄱ, ㅠㅠ; compatibility or, after NFKC, conjoining): a tone, never a word
_JAMO = re.compile(r"[\u1100-\u11ff\u3131-\u318e]+")
_TONE_MARKS = frozenset("\u200d\ufe0e\ufe0f")  # emoji joiner and presentation selectors
#: "몇억", "몇 억원", "몇천억": the amount asked in 억 (4,602억원, and 327,260억원 rather than 32.73조원); not the 억 of
#: "몇조 몇억", which asks the usual 조 and 억 together
_IN_EOK = re.compile(r"(?<!조)(?<!조\s)몇\s*(?:십|백|천)?\s*억")
#: "몇조", "몇 %", "몇 원" (a per-share figure: "EPS 몇원임"), "몇천원": a plain question word
_HOW_MUCH = re.compile(r"몇\s*(?:십|백|천|만)?\s*(?:(?:조|억|%|퍼센트|퍼|프로|배)\s*원?|원(?!가))")
#: an ending left on its own once the word before it was taken out ("몇조임" → "몇 임")
#: and a particle left so ("몇 배가 되었습니까" → "몇 가")
_LONE_ENDING = re.compile(r"(?<=\s)(?:임|냐|야|음|요|이야|인가요|인지|정도|쯤|가)(?=\s|[?!.]|$)")


@dataclass(frozen=True, slots=True)
class Tidied:
    text: str
    unit: Unit | None = None  # 억/조 asked for the amounts
    share: bool = False  # the first company's figure as a percentage of the second's
    percent: bool = False  # "몇 %" asked of a figure that is no rate ("A 대비 B 매출 몇 % 수준")
    won: bool = False  # "몇 원" asked: an amount or a per-share figure, never a rate
    times: bool = False  # "몇 배" asked: a multiple of another figure
    relative: bool = False  # "몇 % 더 많아": how much more, as a percentage of the other figure
    staff: Staff | None = None  # "DX부문 남자 직원 수": one row of 직원 현황 (``core.quick.asked_staff``)


def tidy(text: str) -> Tidied:
    """``text`` with chat shorthand written out (see the module docstring)."""
    unit: Unit | None = None
    text, staff = staff_row(
        typed(text)
    )  # spoken numbers, a memo's fields; a headcount row ("DX부문 남자 직원")
    text = _JAMO.sub(" ", "".join(" " if _tone(ch) else ch for ch in text))
    text = _own_holding(text)
    text = _LEGAL_FORM.sub("", text)
    text = _ARROW.sub(r"\1 대비 ", text)
    text = _AGAINST.sub(" 대비 ", text)
    text = _LISTING.sub(" ", text)
    request = _UNIT_REQUEST.search(text)
    if request is not None:
        unit = next(cast(Unit, g) for g in request.groups() if g)
        text = _UNIT_REQUEST.sub(" ", text)
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
    text = _Q_SHORT.sub(lambda m: f"20{m.group(2)}년 {m.group(1)}분기", text)
    text = _SHORT_Q.sub(lambda m: f"20{m.group(1)}년 {m.group(2)}분기", text)
    text = _YEAR_Q.sub(lambda m: f"20{m.group(1)[-2:]}년 {m.group(2) or m.group(3)}분기", text)
    text = _NINE_MONTHS.sub(lambda m: f" 20{m.group(1)[-2:]}년 3분기 누적 ", text)
    text = _FIRST_HALF.sub(lambda m: f" 20{m.group(1)[-2:]}년 상반기 ", text)
    text = _three_months(_same_quarter(text))  # after "Q3" is written 3분기: "(3개월)" beside it goes
    text = _quarter_before(_BASE_CORRECTED.sub(" ", text))
    text = _IN_IT.sub("에는", text)
    text = _QUARTER_END.sub(r"\1", text)
    text = _Y_YEAR.sub(r"20\1년", text)
    text = _GLUED_YEAR.sub(r"\1년", text)
    text = _GUESS_ASKED.sub(_guessed, _GUESS.sub(_guessed, _THRESHOLD.sub(_guessed, text)))
    text = _GROWTH_ASKED.sub(" 증가율 ", text)
    text = _GROWTH_PCT.sub(r" \1 증가율 ", text)
    text = _RATIO_WORD.sub(lambda m: _ratio_word(m, text), text)
    share = _SHARE_OF.search(text) is not None
    text = _SHARE_OF.sub(_share_said, text)
    percent = not share and _PERCENT_ASKED.search(text) is not None
    won = any(m.group().rstrip().endswith("원") for m in _HOW_MUCH.finditer(text))
    times = _TIMES.search(text) is not None
    unit = unit or ("억" if _IN_EOK.search(text) else None)
    relative = not share and (_RELATIVE.search(text) is not None or _AS_PERCENT.search(text) is not None)
    text = _SHARES_ASKED.sub(" 주식 수 몇 ", text)
    text = _ANTS.sub("소액주주 ", text)
    text = _HOW_MUCH.sub(" 몇 ", text)
    text = taken_from(_LONE_ENDING.sub(" ", text))  # "A 매출에서 B 매출 빼면 얼마 남아": their gap
    return Tidied(re.sub(r"\s+", " ", text).strip(), unit, share, percent, won, times, relative, staff)


def _own_holding(text: str) -> str:
    """ "삼성전자 주식 100주 있는데 2023년에 주당 배당금 얼마": the writer's holding goes when a figure per share is asked
    after it (what each share got, the same for any holding); not when the whole holding's is ("배당금 얼마 받아": the
    100주 times the DPS, which no line says)."""
    held = _OWN_HOLDING.search(text)
    if held is None or not _PER_SHARE_ASKED.search(text, held.end()):
        return text
    return f"{text[: held.start()]} {text[held.end() :]}"


#: a threshold said as a filter of what follows it, in its adnominal form ("5% 이상 주주", "10조 넘는 회사")
_FILTER = re.compile(r".*(?:이상|이하|미만|초과|넘는|넘은|안\s*되는|못\s*넘는)$", re.DOTALL)
_NOUN_AFTER = re.compile(
    r"\s*(?!(?:되|돼|됐|됨|맞|인가|인지|이었|였|입니|이에)|(?:임|이야|이냐|일까|냐|야|이지|죠|지)(?![가-힣]))"
    r"[가-힣A-Za-z]"
)


def _guessed(match: re.Match[str]) -> str:
    """A guessed figure or threshold goes, the answer gives the figure; not one said of another figure ("매출의
    10% 되나요", "SK하이닉스 대비 140% 정도 맞나요", "SK하이닉스보다 9조 넘게 많았나요"): that guess is a share or
    a gap, which the figures side by side do not say."""
    before = match.string[: match.start()]
    if _FILTER.match(match.group()) and _NOUN_AFTER.match(match.string, match.end()):
        return match.group()  # "5% 이상 소액주주 수", "매출 10조 넘는 회사": a filter, which no line applies
    return match.group() if _OF_ANOTHER.search(before) or _qualified(before) else " "


def _qualified(before: str) -> bool:
    """A guess said of a part of the year or a basis after the question ("영업이익 얼마야? 4분기는 6조 정도?",
    "알려줘 별도로는 12조 맞나요?"): taken out, that word would be left as what is asked (the quarter was
    answered instead of the year). One the question itself names ("영업이익 3분기 9조 정도?") may go."""
    said = _QUALIFIER.search(before)
    return said is not None and (
        said.group("particle") is not None or _ASKED.search(before, 0, said.start()) is not None
    )


def _share_said(match: re.Match[str]) -> str:
    """ "B의 몇 %" kept as "B의 몇" (as "B의 몇 배" is), so the base is seen where it is said ("하이닉스의 몇 %야 삼성전자
    매출": 삼성전자's share of 하이닉스's); a closing "대비 몇 %" goes."""
    return "의 몇 " if match.group().startswith("의") else " "


def _ratio_word(match: re.Match[str], text: str) -> str:
    """ "A 대비 B 비율": B's figure as a percentage of A's ("몇 %"), two companies' amounts only."""
    if _NOT_OF_AMOUNTS.search(match.group(1)) or _PERIOD_BEFORE.search(text[: match.start()]):
        return match.group()
    rated = _RATE_AFTER.search(f"{text[: match.start()]} {text[match.end() :]}")  # before it too
    if _RATE_SPELLED_APART.search(match.group(1)) or rated:
        return match.group()  # "… 비율 2024 영업이익률", "영업이익률 A 대비 B 비율": the rates' quotient?
    return f"{match.group(1)} 몇 % "


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
    if _YEAR_SAID.search(before[before.rfind("분기") :]):
        return text  # "3분기 … 2024년 같은 분기": a year between
    return f"{before} {after}"


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


def _tone(ch: str) -> bool:
    """An emoji or another pictograph (a symbol of category So), or what joins and styles emoji."""
    return ch in _TONE_MARKS or (unicodedata.category(ch) in ("So", "Sk") and not ch.isascii())
