"""How a part of the year is worked out, said beside it — "2024 상반기 매출 (누적에서 3분기 빼서)", "상반기 매출액(3분기
누적에서 3분기 3개월 차감)", "2024년 4분기 매출액 (사업보고서 연간 − 3분기보고서 누적)" — taken off: it is the way the
answer works it out anyway (``core.quick.answer``: a first half as the 3분기 누적 less the 3분기, a fourth quarter as
the year less the 3분기 누적), so it asks nothing more.

Only beside the part it works out: 상반기 (or 반기) with the 3분기 누적 less the 3분기, 4분기 with the year less the
3분기 누적. Anything else said so ("3분기 누적에서 2분기 빼고", "연간에서 상반기 빼서") stays, and is not read.
"""

from __future__ import annotations

import re

__all__ = ["glossed"]

_END = (
    r"(?:\s*(?:을|를))?\s*(?:빼서|빼고|뺀|빼면|차감(?:해서|한|하면|해)?|제외(?:하고|해서|한)?)?"
    r"(?:\s*(?:값|거|것|수치|금액))?\s*\)?(?=[\s,.?!]|$)"
)
#: the first half as the 3분기 누적 less the 3분기 (its three months)
_FIRST_HALF = re.compile(
    r"\(?\s*(?:3\s*분기\s*(?:보고서\s*)?)?누적\s*(?:에서|-|−|–)\s*3\s*분기\s*(?:3\s*개월|석\s*달)?(?:\s*치|\s*분)?"
    + _END
)
#: the fourth quarter as the year less the 3분기 누적
_FOURTH = re.compile(
    r"\(?\s*(?:사업\s*보고서\s*)?(?:연간|연도|1\s*년\s*치|1년|연\s*실적)\s*(?:에서|-|−|–)\s*3\s*분기\s*(?:보고서\s*)?누적(?:\s*치|\s*분)?"
    + _END
)
_HALF = re.compile(r"(?<!하)(?<!하\s)(?:상\s*|1\s*)?반기")
_QUARTER_BEFORE = re.compile(r"[1-4]\s*분기\s*(?:보고서\s*)?$")
_Q4 = re.compile(r"4\s*분기|4\s*q|q\s*4", re.IGNORECASE)


def glossed(text: str) -> str:
    """``text`` without the working-out said beside the part of the year it works out (see the module docstring)."""
    if _HALF.search(text) and not _Q4.search(text):
        text = _FIRST_HALF.sub(_unless_another_quarter, text)
    elif _Q4.search(text) and not _HALF.search(text):
        text = _FOURTH.sub(_unless_another_quarter, text)
    return re.sub(r"\s+", " ", text).strip()


def _unless_another_quarter(match: re.Match[str]) -> str:
    """The working-out goes, unless another quarter is said right before it ("2분기 누적에서 3분기 빼서")."""
    before = match.string[: match.start()]
    return match.group() if _QUARTER_BEFORE.search(before) else " "
