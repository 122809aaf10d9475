"""A fourth quarter asked with the way to work it out: "(연간에서 누적 빼서)", "연간에서 3분기 누적을 빼면 될 것 같은데",
"연간 매출에서 1~3분기 누적을 빼서 보려는데", "(연간-누적)", "… 계산해줄 수 있어요?".

No report files a fourth quarter: the quick answer works it out as the year's 사업보고서 less the nine months of the
third quarter's report, and says so. A question naming 4분기 and that very method asks nothing more, so the method
and the request to work it out are taken out before the question is read (``fourth_method``). Anywhere else they
stay: without 4분기 "연간에서 누적 빼서" is another computation, and "계산해 주세요" of a year's figure is not a
request form the reader takes (it may ask a figure worked out from others).
"""

from __future__ import annotations

import re

__all__ = ["fourth_method"]

#: a fourth quarter named: "4분기", "4Q24", "24Q4", "Q4", "4Q"
_FOURTH = re.compile(r"4\s*분기|(?<![0-9A-Za-z])(?:\d{2,4}\s*)?(?:4\s*q|q\s*4)(?![a-z])", re.IGNORECASE)
#: another quarter, a half or a year to date named beside it: the method may then be of another period
_OTHER = re.compile(
    r"[1-3]\s*분기(?!\s*누적)(?!\s*까지)|반기|(?<![0-9A-Za-z])(?:[1-3]\s*q|q\s*[1-3])(?![a-z])", re.I
)
#: the year less the nine months: "연간(매출)에서 (1~3분기|3분기|9개월) 누적(을) 빼서/빼면/뺀", "(연간-누적)"
_METHOD = re.compile(
    r"[(\[]?\s*연간\s*(?:[가-힣]{1,8}\s*)?(?:에서|[-−–])\s*"
    r"(?:(?:1\s*[~\-–]\s*)?3\s*분기\s*(?:까지\s*)?|9\s*개월\s*)?(?:누적|누계)\s*(?:분)?\s*(?:을|를)?\s*"
    r"(?:빼서|빼면|뺀|빼고|차감해서|차감하면|차감한)?\s*(?:값|수치|금액)?\s*[)\]]?"
)
#: "계산해줄 수 있어요", "계산 좀 해줄 수 있어", "계산해 주세요", "계산 부탁드립니다"
_WORK_IT_OUT = re.compile(
    r"계산\s*(?:좀\s*)?(?:해\s*줄\s*(?:수\s*)?(?:있어요|있어|있나요|있을까요|있을까|래요|래)"
    r"|해\s*(?:주세요|줘요|줘|주실래요|주실\s*수\s*있나요)|부탁(?:드립니다|드려요|해요|해)?)"
)


def fourth_method(text: str) -> str:
    """``text`` without the way a fourth quarter is worked out and the request to work it out, where it asks a
    fourth quarter and no other quarter (see the module docstring); else ``text`` unchanged."""
    if not _FOURTH.search(text) or _OTHER.search(_METHOD.sub(" ", text)):
        return text
    method = _METHOD.search(text)
    work = _WORK_IT_OUT.search(text)
    if method is None and work is None:
        return text
    return re.sub(r"[ \t]+", " ", _WORK_IT_OUT.sub(" ", _METHOD.sub(" ", text))).strip()
