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
* drops the writer's standing said as a clause ("삼성전자 주주인데", "우선주 들고 있어서요", "물려서요").
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
    r"(?<![가-힣0-9,.])(?:한|1)\s*주\s*(?:의\s*)?(?=(?:액면|배당|주당|eps|bps|dps)(?![a-z]))", re.IGNORECASE
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


def own_shares(text: str) -> str:
    """``text`` with the writer's own shares and one share's words taken out (see the module docstring)."""
    text = _own_holding(text)
    text = _ONE_SHARE.sub(" ", text)
    text = _PRICED.sub("얼마", text)
    text = _BASIC.sub("", text)
    return _STANDING.sub(" ", text)


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
