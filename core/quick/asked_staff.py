"""One row of 직원 현황 asked: a business division, a sex, or both ("삼성전자 DX부문 남자 직원 수").

The 직원 현황 table is filed by division × sex; its company total, when filed, answers "직원 수". A question naming
a division ("DX부문", "DS 부문") or a sex (남자, 남성, 남직원, 여자, 여성, 여직원) beside 직원 asks one row: its words
are taken out here and kept (``Staff``), and the answer gives the row that is exactly that division and sex —
never another row, nor a division's men for the company's ("남자 직원 수" with no division is the whole company's
men: its 합계 row, if filed). Only a question whose one figure is the headcount is read so.
"""

from __future__ import annotations

import re

from core.quick.lexicon import scan
from core.quick.model import QuickQuery, QuickRefusal, Staff

__all__ = ["staff_row"]

_STAFF = re.compile(r"직원|인원|근로자")
#: "DX부문", "DS 부문", "반도체부문", "DX 사업부문": a division by its name as filed
_DIVISION = re.compile(
    r"(?<![A-Za-z가-힣])([A-Za-z]{2,6}|[가-힣]{2,8}?)\s*(?:사업)?\s*부문(?:의|에서|에|은|는)?(?![가-힣])"
)
#: "남자 직원", "여성 임직원", "남직원"
_SEX = re.compile(r"(?<![가-힣])(남자|남성|남|여자|여성|여)\s*(?=(?:임)?직원|인원|근로자)")
_SEXES = {"남자": "남", "남성": "남", "남": "남", "여자": "여", "여성": "여", "여": "여"}


def staff_row(text: str) -> tuple[str, Staff | None]:
    """``text`` without the division and sex words of a headcount row asked, and that row."""
    if not _STAFF.search(text):
        return text, None
    division = _DIVISION.search(text)
    sex = _SEX.search(text)
    if division is None and sex is None:
        return text, None
    rest = text
    for match in sorted((m for m in (division, sex) if m is not None), key=lambda m: -m.start()):
        rest = rest[: match.start()] + " " + rest[match.end() :]
    hits, _ = scan(rest)
    figures = {h.value for h in hits if h.tag in ("metric", "bundle", "other")}
    if figures != {"employees"}:
        return text, None  # "DX부문 매출이랑 직원 수": the division's other figure is not on file
    said = Staff(division.group(1).upper() if division else None, _SEXES[sex.group(1)] if sex else None)
    return rest, said


def one_row(parsed: QuickQuery | QuickRefusal | None) -> QuickQuery | QuickRefusal | None:
    """``parsed``, unless it asks a row of 직원 현황 beyond one company's one figure: beside another company (or
    a change) the row would be read as the company's headcount."""
    beyond_one = isinstance(parsed, QuickQuery) and (parsed.kind != "value" or len(parsed.companies) != 1)
    return None if beyond_one and isinstance(parsed, QuickQuery) and parsed.staff is not None else parsed
