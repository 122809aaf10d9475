"""A round number with a word of a bound after it is an inequality about the figure its sentence speaks of:
"부채비율은 … 여전히 40% 아래입니다" (below 40), "분기 OPM 40% 돌파" (above 40), "20%에 거의 붙었어요" and
"1조원에 육박" (just under), "100조 돌파가 머지않았네요" (not yet, but close), "40%를 넘지 못했다" (below).

The checker holds it when the figure it is about (its own words' account, year, company, as any claim's)
lies on the side of the bound the words say; it flags it only when that figure is known and lies on the
other side. A bound that states a rule rather than this company's figure ("부채비율 200% 이하면 안정적",
"ROE 10% 이상이 우량 기준") is a benchmark and no claim.
"""

from __future__ import annotations

import re

from core.finance.amounts import Figure

Band = tuple[float, float]

#: beyond any figure a company reports
_FAR = 1e30
#: a bound that is not yet reached, but near: "돌파가 머지않았네요", "돌파를 눈앞에"
_SOON = re.compile(r"[^.,]{0,6}?(?:머지않|머잖|눈앞|코앞|목전|임박|앞두|앞둔|가시권)")
#: a bound not passed: "넘지 못했다", "넘진 않았다", "돌파하지 못해", "넘은 적은 없어"
_NOT = re.compile(r"[가-힣]{0,3}?(?:(?:지|진)\s*(?:못|않)|\s*적(?:은|이)?\s*없|\s*일은?\s*없)")
#: a rule, not this company's figure: "200% 이하면 안정적", "10% 이상이 우량 기준", "100% 이상을 양호로"
_RULE = re.compile(
    r"[가-힣]{0,3}?(?:면|라면|이어야|여야|일\s*때|인\s*경우)(?![가-힣])"
    r"|[^.,]{0,10}?(?:기준|일반적|적정|양호|안정권|우량|권장|바람직|통상|보통)"
)
#: a bound of a rule's scale named before it: "기준: 영업이익률 10% 이상 ✅", "기준선 100%"
_RULE_BEFORE = re.compile(r"기준\s*[:：]|기준선|기준치|가이드라인|커트라인")
#: a bound that qualifies the noun after it ("2조원 넘는 영업외 손실"), not the figure its sentence is about
_ADNOMINAL = re.compile(r"[는은운한]\s+(?![0-9])[가-힣]")
#: a bound over a group ("나머지 4개사는 모두 100% 미만", "두 회사 모두 100%는 넘기"): of each, not one figure
_GROUP = re.compile(
    r"모두|전부|다들|나머지|모든|[0-9]\s*개?\s*사|[두세네]\s*(?:곳|회사|기업)|둘\s*다|셋\s*다"
)
_NEAR_BELOW = 0.85
_NEAR_ABOVE = 1.05


def bound_band(sentence: str, figure: Figure, word_start: int, word: str) -> Band | None:
    """The values a figure bounded by ``word`` (found at ``word_start``, after the figure) allows; none for a
    rule or a figure below zero."""
    if figure.value <= 0:
        return None
    after = word_start + len(word)
    if _RULE.match(sentence, after) or _RULE_BEFORE.search(sentence, 0, figure.start):
        return None
    if _GROUP.search(sentence, 0, figure.start) or (
        _ADNOMINAL.match(sentence, after) and not _NOT.match(sentence, after)
    ):
        return None
    value = figure.value
    if _SOON.match(sentence, after):
        return (value * _NEAR_BELOW, value)
    if word.startswith(("넘", "돌파", "웃돌", "웃도", "웃돕", "웃돈", "상회", "초과", "이상", "위로")):
        if _NOT.match(sentence, after):
            return (-_FAR, value)
        return (value, _FAR)
    if word.startswith(("미만", "이하", "밑돌", "밑도", "밑돕", "밑돈", "하회", "아래", "못", "미치지")):
        return (-_FAR, value)
    return (value * _NEAR_BELOW, value * _NEAR_ABOVE)  # 가깝, 근접, 육박, 붙, 달하 …
