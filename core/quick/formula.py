"""A ratio asked with its own formula beside it, or asked to be worked out — "삼성전자 2024년 자기자본비율(자본총계÷자산총계)",
"판관비율 (판관비 ÷ 매출)", "자기자본비율, 자본총계를 자산총계로 나눈 값으로요", "유동비율 = 유동자산 ÷ 유동부채
정의대로", "현대차 2024 ROA 계산해봐" — read as the ratio asked.

The answer works each ratio of the catalogue out of two filed figures and says how ("부채총계 11.83조원 ÷ 자본총계
13.94조원"). So

* a formula said beside the ratio that is that very division asks nothing more, and goes: only right after the ratio
  it defines (a bracket, a comma or a space between), only the catalogue's numerator over its denominator in that
  order ("(자산총계÷자본총계)" stays: another ratio), nothing else inside it ("(지배 자본÷자산)", "×100" aside), and never
  for a ratio over an average balance (ROE, ROA: "(순이익÷자본총계)" says the year-end equity the answer does not use);
* a request to work the figure out that closes the question (계산해봐, 계산해 줘, 계산 부탁드립니다, 산출 부탁드립니다)
  goes only when every figure the question names is such a ratio: of a filed amount ("영업이익 계산해 주세요") it may
  ask a figure worked out of others, and stays (``core.quick.fourth_quarter`` takes it beside a fourth quarter's
  method), as it does beside a growth, a sum or anything else asked of the ratio.
"""

from __future__ import annotations

import re

from core.quick.lexicon import Hit, scan
from core.quick.model import METRICS

__all__ = ["formula_said"]

_DIVIDED = r"\s*(?:÷|/|나누기)\s*"
#: "(자본총계÷자산총계)", "(판관비 ÷ 매출)", "(부채총계/자본총계 기준)", ", 자본총계를 자산총계로 나눈 값으로요"
_FORMULA = re.compile(
    r"\s*(?:\(\s*(?P<a>[가-힣A-Za-z]+)" + _DIVIDED + r"(?P<b>[가-힣A-Za-z]+)\s*(?:기준|으로|로)?\s*\)"
    r"|,?\s*(?P<c>[가-힣A-Za-z]+?)(?:을|를)\s+(?P<d>[가-힣A-Za-z]+?)(?:으로|로)\s+나눈\s*(?:값|거|것|수치|비율)"
    r"(?:으로|로)?(?:요)?(?=[\s?.!~]*(?:$|\n))"
    r"|\s*=\s*(?P<e>[가-힣A-Za-z]+)"
    + _DIVIDED
    + r"(?P<f>[가-힣A-Za-z]+)(?:\s*(?:정의대로|정의로))?(?![가-힣]))"
)
#: a request to work the figure out, closing the question: "계산해봐", "계산해 줘", "계산 좀 부탁드립니다", "산출 부탁드립니다"
_WORK_OUT = re.compile(
    r"\s*(?:계산|산출)\s*(?:좀\s*)?(?:해\s*(?:봐(?:요|라|줘|줘요|주세요)?|줘(?:요|라)?|주세요|줄래(?:요)?|주실래요|"
    r"줄\s*수\s*있어(?:요)?|주실\s*수\s*있나요)|부탁(?:드립니다|드려요|해요|해)?|ㄱㄱ)(?=[\s?.!~]*$)"
)
#: what may stand between the ratio and its formula: a particle, the question of the ratio ("몇 %인가요?")
_BETWEEN = re.compile(r"\s*(?:은|는|이|가)?\s*(?:몇\s*(?:%|퍼센트|퍼|프로)[가-힣]*\s*[?.]?)?\s*,?\s*")
#: a figure the text names, but for the ratio's own
_FIGURE_TAGS = frozenset({"metric", "bundle", "per_share", "other"})


def formula_said(text: str) -> str:
    """``text`` without a ratio's own formula said beside it and a request to work the ratio out (see the module
    docstring); ``text`` as it is when anything else is said so."""
    text = _FORMULA.sub(_own_formula, text)
    hits, _ = scan(text)
    figures = [h for h in hits if h.tag in _FIGURE_TAGS]
    if figures and all(_worked_ratio(h) for h in figures):
        text = _WORK_OUT.sub("", text)
    return text


def _worked_ratio(hit: Hit) -> bool:
    """Whether a hit names a ratio of the catalogue the answer works out of two filed figures."""
    return hit.tag == "metric" and hit.value in METRICS and METRICS[hit.value].kind == "ratio"


def _own_formula(match: re.Match[str]) -> str:
    """The formula goes when it is the division of the ratio named right before it (not one over an average)."""
    numerator = match.group("a") or match.group("c") or match.group("e")
    denominator = match.group("b") or match.group("d") or match.group("f")
    before = match.string[: match.start()]
    hits, _ = scan(before)
    named = [h for h in hits if h.tag == "metric"]
    if not named or not _BETWEEN.fullmatch(before[named[-1].end :]) or not _worked_ratio(named[-1]):
        return match.group()
    metric = METRICS[named[-1].value]
    if metric.averaged or (_metric_of(numerator), _metric_of(denominator)) != metric.concepts:
        return match.group()
    return " "


def _metric_of(word: str) -> str | None:
    """The one figure a word of the formula names whole, or ``None``."""
    hits, unknown = scan(word)
    if unknown or len(hits) != 1 or hits[0].tag != "metric":
        return None
    return hits[0].value
