"""A spreadsheet's cells pasted as the ask — "회사 연도 계정 값 / SK하이닉스 2022 당기순이익 ? ← 이 칸 채워줘" (tabs
between), "| 삼성전자 |
FY2022 | 이익잉여금 | ___ | 빈칸 채워주세요", "엑셀 B3 셀에 넣을 값: 카카오 2024 연결 자본총계", "=부채총계/자본총계 →
NAVER 2024 연결 값 % 로 넣어줘" — read as the words of its cells.

* cell separators (|, tabs) are spaces; the blank to fill (?, ___, (빈칸), ( )) and the request to fill it (채워줘, 빈칸
  채워주세요, 값만 넣어줘, ← 이 칸, 결과값?) go: they ask the figure the row's words name;
* a header row of column names only (회사, 연도, 계정, 값, 항목, 구분) goes — a header that names a figure or a
  company ("연도	EPS(삼성전자)") is a cell like any other;
* where the value goes ("엑셀 B3 셀에 넣을 값:", "셀 수식", "시트에", "(자기자본비율 칸)" with the ratio named) goes;
* a cell formula that is a ratio's own division ("=부채총계/자본총계", "자본총계/자산총계") is that ratio (부채비율,
  자기자본비율: ``core.quick.model.METRICS``); two cells defined beside the formula ("=C2-C3 (C2: A, C3: B)") are
  their gap, or ("=B2/B3 (B2 A, B3 B)") the first as a share of the second; any other formula ("=4분기영업이익")
  stays, and is not read.

Only when the message holds a cell separator, a formula's "=" or a fill request: a plain question is left as it is.
"""

from __future__ import annotations

import re

from core.quick.lexicon import scan
from core.quick.model import METRICS

__all__ = ["cells_read"]

#: what marks a pasted sheet: a cell separator, a formula, a blank or the request to fill it
_SHEET = re.compile(
    r"\t|\||^\s*=|___|빈칸|채워\s*(?:줘|주세요|주라)|넣어\s*(?:줘|주세요)|(?<![가-힣])셀(?=에|\s|:|$)",
    re.MULTILINE,
)
_SEPARATORS = re.compile(r"[\t|]+")
#: the blank and the request to fill it
_BLANK = re.compile(
    r"←\s*(?:이\s*칸|[가-힣]{1,8}\s*칸)?|_{2,}|\(\s*(?:빈칸)?\s*\)|(?<![가-힣])빈칸(?![가-힣])"
    r"|(?:(?:이|두|세|네)\s*칸(?:만|을|를)?\s*)?(?:값만?\s*)?(?:빈칸\s*)?채워\s*(?:줘|주세요|주라|줄래)"
    r"|(?:값만?|결과\s*값)\s*(?:넣(?:어\s*(?:줘|주세요)|으면))?\s*\??|넣(?:어\s*(?:줘|주세요)|으면)|칸\s*비어\s*있음"
    r"|(?<![가-힣])\?(?=\s|$)|\((?:원|%|주|명)\)|(?<=%)\s*로(?![가-힣])|(?<![A-Za-z])[A-Z]열(?![가-힣])"
)
#: where the value goes: "엑셀 B3 셀에 넣을 값:", "셀 수식", "시트에", "시트:"
_PLACE = re.compile(
    r"(?:엑셀\s*)?(?:[A-Z]{1,2}[0-9]{1,4}\s*)?(?<![가-힣])셀(?:에|\s*수식)?(?![가-힣])\s*(?:넣을\s*값)?\s*:?"
    r"|(?<![가-힣])시트(?:에|:)?(?![가-힣])|(?<![가-힣])엑셀(?:에)?(?![가-힣])"
)
#: a header row of column names only
_HEADER = re.compile(r"^(?:\s*(?:회사|연도|계정|값|항목|구분|기업|회사명|년도)\s*)+$", re.MULTILINE)
#: a cell formula of two figures: "=부채총계/자본총계", "자본총계/자산총계"
_FORMULA = re.compile(
    r"=?\s*(?P<a>[가-힣]{2,12})\s*[/÷]\s*(?P<b>[가-힣]{2,12})(?:\s*(?:→|->|에(?![가-힣])))?"
)
#: a formula of two cells defined beside it: "=C2-C3 (C2: 삼성전자 2024 자본총계, C3: SK하이닉스 2024 자본총계)",
#: "=B2/B3 (B2 카카오 2024 매출, B3 네이버 2024 매출)": the gap, or the first as a share of the second
_CELLS = re.compile(
    r"=\s*(?P<r1>[A-Z][0-9]{1,3})\s*(?P<op>[-−–/÷])\s*(?P<r2>[A-Z][0-9]{1,3})\s*"
    r"\(\s*(?P=r1)\s*:?\s*(?P<one>[^,()]{2,40}?)\s*,\s*(?P=r2)\s*:?\s*(?P<two>[^,()]{2,40}?)\s*\)"
    r"(?:\s*(?:결과\s*값|값)?\s*\??\s*(?:퍼센트로|%로)?)?"
)


def cells_read(text: str) -> str:
    """``text`` as the words of its cells (see the module docstring); as it is when it is no pasted sheet."""
    if not _SHEET.search(text):
        return text
    text = _HEADER.sub(" ", _SEPARATORS.sub(" ", text))
    text = _CELLS.sub(_cells, text)
    text = _FORMULA.sub(_ratio_named, text)
    text = _BLANK.sub(" ", _PLACE.sub(" ", text))
    text = re.sub(r"\(\s*([가-힣A-Za-z]+)\s*칸\s*\)", r" \1 ", text)  # "(자기자본비율 칸)": the ratio named
    return re.sub(r"\s+", " ", text).strip()


def _cells(match: re.Match[str]) -> str:
    """Two cells subtracted are their gap ("… 차이"); divided, the first as a share of the second ("…의 몇 %")."""
    one, two = match.group("one").strip(), match.group("two").strip()
    return f" {one} {two} 차이 " if match.group("op") in "-−–" else f" {one} {two}의 몇 % "


def _ratio_named(match: re.Match[str]) -> str:
    """A formula that is a ratio's own division is the ratio's name; any other stays as typed."""
    pair = (_figure(match.group("a")), _figure(match.group("b")))
    for metric in METRICS.values():
        if metric.kind == "ratio" and not metric.averaged and metric.concepts == pair:
            return f" {metric.label} "
    return match.group()


def _figure(word: str) -> str | None:
    hits, unknown = scan(word)
    return hits[0].value if len(hits) == 1 and not unknown and hits[0].tag == "metric" else None
