"""A gap asked as a subtraction: "삼성전자 2024 매출에서 현대차 매출 빼면 얼마 남아", "A 영업이익에서 B 영업이익 뺀 값".

The figure after 에서 less the one before 빼면 is the gap between them, which the reader computes between two
companies' same figure (and says which is larger, so a negative result is said as the other company's lead). The
words are read as 차이 (``taken_from``); what the gap is then of decides as for any 차이: one company's two figures
("매출에서 영업이익 빼면") or two companies' different figures defer, as "매출 영업이익 차이" does. Not a
subtraction: "빼고" (without: "삼성전자 빼고"), "빼서" (a way of working something out) — those stay as typed.

One figure of two years is no gap between equals: "2024년 영업이익에서 2023년 영업이익 빼면" is the change from 2023 to
2024, and "2023년 영업이익에서 2024년 영업이익 빼면" its opposite, which was answered as the change from 2023 (+26.16조원
증가 for −26.16조원). Where each side names its own year the subtraction is read as "Y 대비 X 차이": the change when
the year taken away is the earlier, and (a later year taken from an earlier) not read.
"""

from __future__ import annotations

import re

__all__ = ["taken_from"]

#: "X에서 Y (을|를) 빼면 (얼마) (남아|남는 건|나와)", "X에서 Y 뺀 값(은)"
_FROM = re.compile(r"(?<=[가-힣A-Za-z])에서(?=\s)")
#: a year said on a side: "2024년", "2024", "FY2024", "작년"
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)|재작년|작년|올해|전년|지난해")
_TAKEN = re.compile(
    r"(?:을|를)?\s*(?:빼면|뺀\s*(?:값|금액|거|것)?\s*(?:은|는|이|가)?)\s*"
    r"(?:얼마(?:나)?\s*)?(?:남아요|남아|남나요|남지|남는\s*(?:건|거|게|금액|돈)?|나와요|나와)?(?![가-힣])"
)


def taken_from(text: str) -> str:
    """``text`` with "X에서 Y 빼면 (얼마 남아)" read as "X Y 차이 얼마" (see the module docstring)."""
    taken = _TAKEN.search(text)
    start = _FROM.search(text)
    if taken is None or start is None or start.end() > taken.start() or len(_FROM.findall(text)) > 1:
        return text
    whole, part, rest = text[: start.start()], text[start.end() : taken.start()], text[taken.end() :]
    years, less = _YEAR.findall(whole), _YEAR.findall(part)
    if years and less and years != less:  # one figure of two years: the change from the year taken away
        return f"{part.strip()} 대비 {whole.strip()} 차이 얼마 {rest}".strip()
    return f"{whole}{part} 차이 얼마 {rest}".strip()
