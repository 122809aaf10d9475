"""What a writer says of their own shares and of one share, around a figure per share (part of
``core.quick.tidy``). This module

* drops the writer's own holding said before a figure per share ("주식 100주 있는데 … 주당 배당금", "10주 들고
  있는데 주당 배당"): what each share got is the same for any holding. A holding of one share asks the figure per
  share itself ("보통주 1주 갖고 있었으면 2023년에 배당 얼마 받았던 거예요": the DPS); a larger one beside no 주당
  ("100주 있는데 배당 얼마 받아": 100 times the DPS, which no line says) stays, and the question is not read;
* drops "한 주", "1주" said before a figure that is per share already ("주식 한 주 액면가", "1주 배당금") and
  "짜리" after 얼마 ("액면가 얼마짜리야");
* drops 기본 before EPS ("기본 EPS", "기본 주당순이익"): the EPS the statements give is the basic one, as
  기본주당이익 says (희석 stays: the diluted figure is another line);
* drops the writer's standing said as a clause ("삼성전자 주주인데", "우선주 들고 있어서요", "물려서요");
* drops "주주 중에" before 소액주주 or 최대주주, reads "X가 가진 Y 주식" closing the question as its 주식 수, "개미
  비율" as 소액주주 (its line says its share of the holders and of the shares), "정관상 발행한도" as 발행할 주식의
  총수, "소각 전 누적" beside "지금까지 발행한" as what that already says, "총주주수" and "주주 총 몇 명" as 전체 주주
  수 ("주주 몇 명" alone stays: 소액주주 may be meant);
* writes the largest holder said in words as 최대주주 ("제일 큰 주주", "제일 지분 많은 주주", "최대주주인
  삼성생명의", "대주주인 삼성생명", "최대주주 이름": 누구), holders in the plural as the row ("소액주주들이"), "그동안
  이익소각한" as 지금까지 소각한, "정관에서 정한" as 정관상,
  "한 주 이익" as 주당순이익, shares retired said with a verb ("이익소각으로 감소시킨", "소각해서 없어진") as 소각한,
  and "보통주 수" as 보통주 주식 수.
"""

from __future__ import annotations

import re

#: "주식 100주 있는데", "10주 들고 있는데", "보통주 1주 갖고 있었으면": the writer's own holding
_OWN_HOLDING = re.compile(
    r"(?:주식\s*(?:을|를)?\s*)?(?P<count>(?<![0-9,.])[0-9][0-9,]*|(?<![가-힣])한)\s*주\s*(?:정도|쯤)?\s*"
    r"(?:있는데|갖고\s*있는데|가지고\s*있는데|들고\s*있는데|보유\s*중인데|보유하고\s*있는데"
    r"|(?:갖고|가지고|들고|보유하고)\s*(?:있으면|있었으면|있다면))요?(?![가-힣])"
)
_PER_SHARE_ASKED = re.compile(r"주당")
#: the dividend asked after a holding of one share, and the verb of receiving it ("배당 얼마 받았던 거예요")
_DIVIDEND = re.compile(r"(?<!주당)(?<!주당\s)배당(?!\s*성향|\s*총액|\s*수익률)")
_RECEIVED = re.compile(
    r"(?<![가-힣])받(?:아|았|았던|은|을|나|는)[가-힣]*(?:\s*(?:거|것|게)(?:예요|에요|야|임|지|죠|요)?)?(?![가-힣])"
)
#: "한 주", "1주" before a figure that is per share already ("한 주에", "1주당" are the scanner's per_share)
_ONE_SHARE = re.compile(
    r"(?<![가-힣0-9,.])(?:(?:한|1)\s*주\s*(?:의\s*)?|하나\s*당\s*)(?=(?:액면|배당|주당|eps|bps|dps)(?![a-z]))",
    re.IGNORECASE,
)
_PRICED = re.compile(r"얼마\s*짜리")
_BASIC = re.compile(
    r"(?<![가-힣])기본\s*(?=eps(?![a-z])|주당\s*(?:순\s*)?(?:이익|손실|순손익))", re.IGNORECASE
)
#: the writer's standing said as a clause: "주주인데", "개미라서", "우선주 들고 있어서요", "물려서요"
_STANDING = re.compile(
    r"(?<![가-힣])(?:(?:소액)?주주|개미)(?:인데|라서|이라서)요?(?![가-힣])"
    r"|(?<![가-힣])(?:(?:들고|갖고|가지고|보유하고|물려)\s*있어서|물려서|물렸는데)요?(?![가-힣])"
)


#: the largest holder said in words: "제일 큰 주주", "가장 많이 가진 주주", "1대 주주"; "최대주주인 삼성생명의"
#: (the holder named beside it); "최대주주 이름" (who it is)
_LARGEST = re.compile(
    r"(?:제일|가장)\s*(?:지분(?:이|을)?\s*)?(?:큰|많은|높은|많이\s*(?:가진|보유한|들고\s*있는))\s*주주"
)
#: "주주 중에 소액주주", "주주 가운데 최대주주": the holders the register row is one of
_AMONG_HOLDERS = re.compile(
    r"(?<![가-힣])주주\s*(?:들\s*)?(?:중에|중|가운데)\s*(?=소액\s*주주|개미|최대\s*주주)"
)
#: "삼성물산이 가진 삼성전자 주식" ending the question: the holding's shares, as "… 주식 수" asks them
_HELD_SHARES = re.compile(
    r"((?:가진|가지고\s*있는|갖고\s*있는|들고\s*있는|보유한|보유\s*중인)\s+\S+\s+주식)(?=\s*[?？]*\s*$)"
)
_LARGEST_IS = re.compile(r"(최대\s*주주|대주주)\s*인(?=\s)")
#: "소액주주들이", "주주들의": the holders, counted as a row already
#: (not "최대주주들", "대주주들": the largest holder with its related parties, whose stake no line states — review 11)
_PLURAL_HOLDERS = re.compile(
    r"(?<!대)(?<!대\s)((?:소액\s*)?주주|개미)\s*들(?=\s*(?:이|의|은|는|가|이랑|과|와)?(?:\s|$))"
)
#: "그동안 이익소각한 주식", "여태 소각한": the running count, as "지금까지 소각한" says it
_SO_FAR_RETIRED = re.compile(r"(?:그동안|여태(?:까지)?|이제까지)\s*(?:이익\s*)?소각(한|된|했던)")
_LARGEST_NAME = re.compile(r"(최대\s*주주)\s*(?:의\s*)?이름\s*(?:이|은)?")
#: "개미 비율", "소액주주 비중": the 소액주주 row, whose line says both its shares of the holders and of the shares
_MINORITY_RATE = re.compile(
    r"(?<![가-힣])(?:개미|소액\s*주주)\s*(?:들)?\s*(?:의\s*)?(?:비율|비중)(?![가-힣])"
)
#: "정관상 발행할 주식의 총수", "정관상 발행한도", "… 총수 한도": the shares the articles allow (발행할 주식의 총수)
_ARTICLES = re.compile(
    r"(?<![가-힣])정관\s*(?:상|에서\s*정한|에\s*정한|에서|상의)\s*(?=(?:[가-힣]+\s*)?발행)"
)  # before 발행 only (review 11): "정관에 정한 주식 수" was the shares issued (5,969,782,550주), "정관상 배당금" the DPS
_ALLOWED = re.compile(r"발행\s*한도|(발행할\s*주식의\s*총수)\s*한도")
#: "지금까지 발행한 주식 총수 (소각 전 누적)": the shares issued to date are those before any retirement, as said
_BEFORE_RETIRED = re.compile(r"소각\s*(?:하기\s*)?전\s*(?:누적|누계|기준)?\s*(?:으로|로)?(?![가-힣])")
_ISSUED_TO_DATE = re.compile(r"(?:지금|현재)\s*까지\s*발행")
#: "한 주 이익", "1주당 순손실": per share, as 주당순이익 says it
_ONE_SHARE_EARNED = re.compile(r"(?<![가-힣0-9,.])(?:한|1)\s*주\s*(?:당\s*)?(?:순\s*)?(이익|손실)(?![가-힣])")
#: "이익소각으로 감소시킨", "소각해서 없어진", "소각으로 줄어든": the shares retired (주식의 총수 현황's 감소 by 이익소각)
_RETIRED = re.compile(
    r"(?:이익\s*)?소각\s*(?:으로|해서|하여|한|돼서|되어)?\s*(?:감소시킨|감소한|줄인|줄어든|없앤|없어진|사라진)(?![가-힣])"
    r"(?:\s*보통\s*주(?:식)?(?:\s*수)?(?:를|는|가|도)?(?![가-힣]))?"  # "… 보통주 수를": the line is 보통주's
)
#: "총주주수", "주주 총 몇 명": every holder counted, as 전체 주주 수 is said (never 주주 alone: 소액주주 may be meant)
_ALL_HOLDERS = re.compile(r"(?<![가-힣])(?:총\s*주주\s*수|주주\s*(?:가|는)?\s*총(?=\s*몇\s*명))")
#: "보통주 수를", "우선주 수": the count of that class's shares
_CLASS_COUNT = re.compile(r"(보통주|우선주)\s*수(?:를|는|가|도)?(?![가-힣])")


def own_shares(text: str) -> str:
    """``text`` with the writer's own shares and one share's words taken out (see the module docstring)."""
    text = _LARGEST_NAME.sub(r"\1 누구 ", _LARGEST_IS.sub(r"\1", _LARGEST.sub("최대주주", text)))
    text = _PLURAL_HOLDERS.sub(r"\1", _SO_FAR_RETIRED.sub(r"지금까지 소각\1", text))
    text = _HELD_SHARES.sub(r"\1 수", _AMONG_HOLDERS.sub(" ", text))
    text = _ALL_HOLDERS.sub(" 전체 주주 수 ", _MINORITY_RATE.sub("소액주주 ", text))
    if _ISSUED_TO_DATE.search(text):
        text = _BEFORE_RETIRED.sub(" ", text)
    text = _ALLOWED.sub("발행할 주식의 총수", _ARTICLES.sub("", text))
    text = _ONE_SHARE_EARNED.sub(r" 주당순\1 ", text)
    text = _CLASS_COUNT.sub(r"\1 주식 수 ", _RETIRED.sub(_retired, text))
    text = _own_holding(text)
    text = _ONE_SHARE.sub(" ", text)
    text = _PRICED.sub("얼마", text)
    text = _BASIC.sub("", text)
    return _STANDING.sub(" ", text)


def _retired(match: re.Match[str]) -> str:
    """ "이익소각으로 감소시킨" → 소각한 (the 주식 after it stays); "… 감소시킨 보통주 수를" → 소각한 주식 수."""
    return " 소각한 주식 수 " if "보통" in match.group() else " 소각한 "


def _own_holding(text: str) -> str:
    """ "삼성전자 주식 100주 있는데 2023년에 주당 배당금 얼마": the writer's holding goes when a figure per share is asked
    after it (what each share got, the same for any holding); a holding of one share before a dividend asks the
    dividend per share ("1주 갖고 있었으면 배당 얼마 받았어"); not when a larger holding's whole is ("100주 있는데
    배당금 얼마 받아": the 100주 times the DPS, which no line says)."""
    held = _OWN_HOLDING.search(text)
    if held is None:
        return text
    before, after = text[: held.start()], text[held.end() :]
    if _PER_SHARE_ASKED.search(after):
        return f"{before} {after}"
    if held.group("count") in ("1", "한") and _DIVIDEND.search(after):
        return f"{before} {_DIVIDEND.sub('주당 배당', _RECEIVED.sub(' ', after), count=1)}"
    return text
