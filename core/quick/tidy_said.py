"""What only says how a question is put, taken out or written plainly (part of ``core.quick.tidy``):

* a formal request's topic marker: "현대자동차의 2023년 연결 기준 당기순이익에 대해 문의드립니다", "… 영업이익률에
  대하여 확인하여 주시면", "… ROE 관련하여 문의드립니다" — the figure is the topic, the request asks it;
* an exclamation closing the message ("… 얼마야 대박", "… 차이 얼마야 소름", "… 둘 다 얼마야 속상"), a move asked in
  slang ("… 떡상 맞냐", "… 떡상함?", "떡락함?") as "늘었어" / "줄었어" (not beside a quote: 주가, 시총), a rate's size
  guessed by its digits ("두 자릿수였냐") beside its figure asked ("정확히 몇 %?"), which settles it;
* the order a ranking of the companies named is asked in ("높은 순서대로", "큰 순으로", "1등은", "제일 높은 곳이랑
  그 수치", "가장 낮은 데"): the comparison shows every company's figure (one company's years, ranked, stay
  unread);
* shares counted as 개 ("주식 전부 몇 개 있어요", "주식 몇 개 가지고 있습니까": 몇 주);
* what the writer must do with the figure ("찾아야 해요", "알아두려고 합니다", "외워가야 할 것 같아서요"), an occasion
  prepared for ("면접 대비로", "면접용으로": not 대비 of a comparison) and 실제로 go;
* an analyst's shorthand: NI and OP right beside a period code ("FY24 NI", "3Q24 NI", "FY23 OP") are 당기순이익 and
  영업이익 (elsewhere two letters may be a name's part), and "몇 tn", "몇 bn" ask the unit (조, 십억 단위로);
* a part said after its whole with 에서 ("A 매출에서 B 매출이 차지하는 비중", "… 몇 퍼센트"): "A 매출 대비 B 매출 몇
  %", which the reader reads as B's share of A (two companies' amounts only) — only where the part names the whole's
  figure after its own company and the whole has an owner ("2024년 매출에서 삼성전자가 차지하는 비중" stays).
"""

from __future__ import annotations

import re

_ABOUT = re.compile(
    r"(?:에\s*)?(?:대해서?|대하여|관하여|관해서?|관련(?:하여|해서|해)?)"
    r"(?=\s*(?:문의|알려|확인|여쭙|여쭤|질문|궁금|답변|회신|부탁|[?.!]|$))"
)
_EXCLAIMED = re.compile(
    r"(?<![가-힣])(?:대박|소름|속상(?:해|하다|하네)?|기대된다|기대되네|헐|미쳤다|울었다)(?:\s*[?!.~ㅋㅎㅠㅜ]*)*$"
)
#: a move asked in slang, closing the message ("… 떡상 맞냐", "… 얼마임 떡상함?"): asked plainly ("늘었어"), so the answer
#: gives the change that settles it — not beside a quote (주가, 시총: a stock's move is the card's, not a filing's)
_SLANG_MOVE = re.compile(
    r"(?<![가-힣])(?P<way>떡상|떡락)\s*(?:함|했냐|했어|했음|했네|한\s*거임|한\s*거야|맞냐|맞음|맞아|맞지|임|이냐|인가요?|각)?"
    r"(?=[\s?!.~ㅋㅎ]*$)"
)
#: a rate's size guessed by its digits, asked with its figure ("성장률 두 자릿수였냐, 정확히 몇 %?"): the figure settles it
_DIGITS_GUESSED = re.compile(
    r"(?<=[률율])(?P<its>(?:은|는|이|가)?\s+)(?:한|두|세)\s*자릿수\s*"
    r"(?:였냐|이냐|냐|야|임|였음|였어|였나요?|인가요?|였는지|인지|맞냐|맞아|맞음)?(?=[\s,?!.]|$)"
)
_RATE_ASKED = re.compile(r"몇\s*(?:%|퍼센트|퍼|프로)(?!\s*p)")
#: what the writer must do with the figure, closing a sentence ("…을 찾아야 해요", "구해야 해요", "알아두려고 합니다",
#: "외워가야 할 것 같아서요", "말할 수 있어야 할 것 같아요"): the asking, as a request form carries it
_TASK = re.compile(
    r"(?:(?:(?<=[가-힣])(?:을|를))?\s*(?:찾아야|구해야|알아\s*둬야|외워\s*가야|외워야|알고\s*가야|말할\s*수\s*있어야|넣어야|써야)"
    r"\s*(?:해요|합니다|돼요|됩니다|해서요|할\s*것\s*같아(?:요|서요)?)"
    r"|\s*알아\s*두려고(?:요|\s*합니다|\s*해요)?)"
    r"(?=\s*[.?!~]|\s*$)"
)
#: an occasion prepared for ("면접 대비로", "인적성 대비로", "면접용으로"): not 대비 of a comparison
_PREPARED = re.compile(
    r"(?<![가-힣])(?:면접|인적성|시험|발표|회의|과제|자소서)\s*(?:대비(?:로|해서|용으로|용)?|용으로)(?![가-힣])"
)
#: a fiscal period's code ("FY24", "3Q24", "FY2023"): an analyst's shorthand beside it is a figure's
_PERIOD_CODE = re.compile(
    r"^(?:FY\s*'?\d{2}(?:\d{2})?|[1-4]Q\s*'?\d{2}|\d{2}\s*[1-4]Q|Q[1-4]\s*'?\d{2})$", re.IGNORECASE
)
#: two-letter shorthands (NI, OP: ``core.quick.borrowed`` leaves them out, as parts of names) read only beside a period code
_SHORTHAND = {"NI": "당기순이익", "OP": "영업이익"}
#: a unit said in English after 몇 ("몇 tn", "몇 bn인지"): the unit asked
_UNIT_SHORT = re.compile(r"몇\s*(tn|bn)(?:인지|이야|임)?(?![A-Za-z])", re.IGNORECASE)
_UNIT_WORD = {"tn": " 조 단위로 ", "bn": " 십억 단위로 "}
#: "실제로" (actually): the filed figure is the only one the answer states
_ACTUALLY = re.compile(r"(?<![가-힣])실제로(?![가-힣])")
_QUOTE = re.compile(r"주가|주식\s*값|시총|시가\s*총액|per|pbr", re.IGNORECASE)
_RANK_ORDER = re.compile(r"(?:높은|큰|많은|낮은|작은|적은)\s*순(?:서)?\s*(?:대로|으로|로)?(?![가-힣])")
_FIRST_PLACE = re.compile(r"(?<![가-힣0-9])1\s*등(?:은|이|인|이야|한)?(?![가-힣])")
_AND_ITS_FIGURE = re.compile(r"(?:이랑|랑|하고|과|와)?\s*그\s*(?:수치|금액|값|숫자)(?![가-힣])")
_PLACE = re.compile(r"(?<=[은는])\s*데(?=[\s?!.]*$)")
#: "삼성전자 2024 매출에서 SK하이닉스 매출이 차지하는 비중", "Samsung revenue에서 Hynix revenue가 몇 퍼센트": the
#: part as a share of the whole said before 에서, as "A 대비 B 몇 %" asks it (not "…에서 빼면": a gap)
_PART_OF = re.compile(
    r"(?P<fig>[가-힣A-Za-z]+)에서\s+(?P<part>[^?!.,]{1,40}?)\s*(?:이|가)?\s*"
    r"(?:차지하는\s*(?:비중|비율)|(?:차지하는\s*)?몇\s*(?:%|퍼센트|퍼|프로))(?:\s*(?:이|가|은|는))?"
)
#: the whole's owner said before its figure: a word (a company), then a year or a basis at most ("삼성전자 2024 매출",
#: "Samsung 2024 revenue"), not a year alone ("2024년 매출에서 삼성전자가 차지하는 비중": a market share)
_OWNER_BEFORE = re.compile(
    r"(?:^|\s)(?![0-9])[A-Za-z가-힣][\w]*\s+(?:(?:19|20)?\d{2}\s*년?\s*도?\s+)?(?:(?:연결|별도)\s+)?$"
)
_COUNTED_AS_ITEMS = re.compile(r"(?<=주식)(\s*(?:을|를)?\s*)(?:전부|모두|다|총)?\s*몇\s*개(?![가-힣])")


def plainly(text: str) -> str:
    """``text`` with what only says how it is put taken out (see the module docstring)."""
    text = _ABOUT.sub(" ", text)
    text = _EXCLAIMED.sub(" ", text)
    if _RATE_ASKED.search(_DIGITS_GUESSED.sub(" ", text)):  # after a rate's name (성장률, 영업이익률)
        text = _DIGITS_GUESSED.sub(" ", text)
    text = _ACTUALLY.sub(" ", _PREPARED.sub(" ", _TASK.sub(" ", text)))
    text = _UNIT_SHORT.sub(lambda m: _UNIT_WORD[m.group(1).lower()], _shorthand(text))
    if not _QUOTE.search(text):
        text = _SLANG_MOVE.sub(lambda m: " 늘었어" if m.group("way") == "떡상" else " 줄었어", text)
    text = _RANK_ORDER.sub(" 순위 ", text)
    text = _FIRST_PLACE.sub(" 제일 ", text)
    text = _AND_ITS_FIGURE.sub(" ", text)
    text = _PLACE.sub(" 곳", text)
    text = _PART_OF.sub(_part_of, text)
    return _COUNTED_AS_ITEMS.sub(r"\1 총 몇 주", text)


_NOT_AN_OWNER = re.compile(r"[0-9'’]|연결|별도|개별|전년|작년|올해|재작년|fy", re.IGNORECASE)


def _part_of(match: re.Match[str]) -> str:
    """ "A 매출에서 B 매출이 차지하는 비중" → "A 매출 대비 B 매출 몇 %": only where the part names the whole's figure
    after another word (its company) and the whole has an owner said before it; else as typed (and not read)."""
    fig, part = match.group("fig"), match.group("part").strip()
    owned = _OWNER_BEFORE.search(match.string[: match.start("fig")]) is not None
    owner = part.split()[0]
    if not owned or not part.endswith(fig) or len(part.split()) < 2 or _NOT_AN_OWNER.match(owner):
        return (
            match.group()
        )  # "연결 매출에서 별도 매출이", "2024 매출에서 2023 매출이": a basis's or a year's share
    return f"{fig} 대비 {part} 몇 % "


def _shorthand(text: str) -> str:
    """ "NAVER FY24 NI", "현차 FY23 OP": NI and OP right beside a period code are 당기순이익 and 영업이익."""
    words = text.split(" ")
    for i, word in enumerate(words):
        bare = word.rstrip("?!.,")
        beside = [w.rstrip("?!.,") for w in words[max(0, i - 1) : i] + words[i + 1 : i + 2]]
        if bare in _SHORTHAND and any(_PERIOD_CODE.match(w) for w in beside):
            words[i] = _SHORTHAND[bare] + word[len(bare) :]
    return " ".join(words)
