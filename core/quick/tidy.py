"""A question as typed in chat, tidied into the words the quick reader knows — nothing is guessed.

People write "삼성 3Q24 영업이익 몇조임?", "매출 (연결 기준)", "3분기 순이익 (7-9월)", "억 단위로 알려줘",
"14조 넘었지?". Before the scan this module

* writes periods out (``core.quick.tidy_periods``: "3Q24" is "2024년 3분기", "1~9월" 3분기 누적, brackets
  opened, "QoQ" beside one quarter the quarter before it) and drops a threshold or a figure the writer guesses at
  (``core.quick.tidy_guess``: "14조 넘었지", "8.5% 정도 맞나요") — the answer gives the figure;
* takes out what only says how the question is put (``core.quick.tidy_said``: "…에 대해 문의드립니다", "… 대박",
  "높은 순서대로", "주식 몇 개");
* takes out an output-unit request ("억 단위로", "조원 단위", "억원으로 알려줘") and remembers it
  (``Tidied.unit``); "14조로 늘었어" is a figure, not a request; "몇억?" asks the amount in 억 as well;
* drops the writer's own holding said before a figure per share ("주식 100주 있는데 … 주당 배당금"), "한 주" before
  a figure per share, 기본 before EPS and the writer's standing ("주주인데") (``core.quick.tidy_shares``);
* reads a figure's word typed with one slip as that word (``core.quick.tidy_typos``: "당기순이이익", "증감뉼");
* drops what only sets a tone: emoji and other pictographs (🤔, 🙏), runs of lone jamo (ㄱㄱ, ㅠㅠ, ㅋㅋ),
  ^^ and "...", and what only lists (영업이익/순이익, 매출 & 영업이익) or marks a legal form (㈜, (주));
* reads "23→24" (and "23년→24년") as "23 대비 24", "…에 비해" as 대비; "몇 원" as a plain question word that
  asks won (``Tidied.won``);
* remembers "몇 배" (``Tidied.times``: a multiple) and "몇 % 더 많아" (``Tidied.relative``: how much more, as a
  percentage of the other figure), which a difference in won or a growth rate does not answer;
* reads "A 매출에서 B 매출 빼면 얼마 남아" as their 차이 (``core.quick.asked_gap``);
* reads "B의 몇 %" and a closing "B 대비 몇 %" as a share of B's figure (``Tidied.share``), "몇 % 늘었나요"
  and "전년 대비 %" as 증가율, and
  "몇조", "몇 퍼센트" as a plain question word.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from typing import Literal, cast

from core.quick.asked_gap import taken_from
from core.quick.asked_staff import staff_row
from core.quick.model import Staff
from core.quick.tidy_guess import without_guesses
from core.quick.tidy_periods import periods
from core.quick.tidy_said import plainly
from core.quick.tidy_shares import own_shares
from core.quick.tidy_typos import without_typos
from core.quick.typed import typed

Unit = Literal["조", "십억", "억", "백만", "만", "원"]

_UNIT_REQUEST = re.compile(
    r"(?<![\d.,])(조|십억|억|백만|만)\s*원?\s*단위\s*(?:로|로는|으로)?"  # not "10억 단위로" (10 read as a year)
    r"|(?<![가-힣\d.,])(원)\s*단위\s*(?:로|로는|으로)?"
    r"|(?<![\d.,])(?<![\d.,]\s)(조|십억|억)\s*원?\s*(?:으로|로)(?=\s*(?:알려|보여|환산|바꿔|표시)|\s*$|\s*[?!.])"
)
UNIT_REQUEST = _UNIT_REQUEST  # also read in a clause of context (core.quick.context)
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
_GROWTH_ASKED = re.compile(
    r"몇\s*(?:%|퍼센트|퍼|프로)\s*(?:나\s*)?"
    r"(?:늘|증가|역성장|성장|올랐|올라|상승|줄|감소|떨어|빠졌|하락|뛰|불었|불어|급증|급감|까먹)[가-힣]*"
)
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
#: %p spelled out: "퍼센트포인트", "퍼센트 포인트", "%포인트", "프로포인트"
_POINTS_SPELLED = re.compile(r"(?:%|퍼센트|프로)\s*포인트")
#: "몇 %p", "몇 포인트" of a rate: the gap in points, as "차이" asks it ("몇 %p 올랐어": the change its verb says)
_POINTS_ASKED = re.compile(r"몇\s*(?:%\s*p(?![a-z])|포인트)", re.IGNORECASE)
_GAP_OR_MOVE = re.compile(
    r"차이|격차|늘|줄|증가|감소|올|떨|상승|하락|개선|악화|변화|변동|증감|벌어|좁혀|뛰|빠졌"
)
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


@functools.lru_cache(maxsize=4096)
def tidy(text: str) -> Tidied:
    """``text`` with chat shorthand written out (see the module docstring); kept, as the same clause is tidied
    by each step that reads it (the parser, the payout and follow-up readers)."""
    unit: Unit | None = None
    text, staff = staff_row(
        typed(text)
    )  # spoken numbers, a memo's fields; a headcount row ("DX부문 남자 직원")
    text = _JAMO.sub(" ", "".join(" " if _tone(ch) else ch for ch in text))
    text = without_typos(text)  # "당기순이이익", "증감뉼": a figure's word typed with one slip
    text = own_shares(text)  # "주식 100주 있는데 … 주당", "한 주 액면가", "기본 EPS", "주주인데"
    text = plainly(text)  # "…에 대해 문의드립니다", "… 얼마야 대박", "높은 순서대로", "주식 몇 개"
    text = _LEGAL_FORM.sub("", text)
    text = _points_asked(_POINTS_SPELLED.sub("%p", text))
    text = _ARROW.sub(r"\1 대비 ", text)
    text = _AGAINST.sub(" 대비 ", text)
    text = _LISTING.sub(" ", text)
    request = _UNIT_REQUEST.search(text)
    if request is not None:
        unit = next(cast(Unit, g) for g in request.groups() if g)
        text = _UNIT_REQUEST.sub(" ", text)
    text = without_guesses(periods(text))  # "3Q24" is 2024년 3분기; "14조 넘었지" goes
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


def _points_asked(text: str) -> str:
    """ "삼전 하닉 24 영업이익률 몇 %p 차이" (deferred: 'p' was no word the reader knew): "몇 %p" of a rate is its gap
    or change in points — "차이" when no word says which, nothing when one does; of anything else it stays (and
    the question defers)."""
    if not _POINTS_ASKED.search(text) or not _RATE_AFTER.search(text):
        return text
    return _POINTS_ASKED.sub(" " if _GAP_OR_MOVE.search(text) else " 차이 ", text)


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


def _tone(ch: str) -> bool:
    """An emoji or another pictograph (a symbol of category So), or what joins and styles emoji."""
    return ch in _TONE_MARKS or (unicodedata.category(ch) in ("So", "Sk") and not ch.isascii())
