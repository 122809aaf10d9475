"""How the answer is to be written, or the check it settles, said beside the question (``bots.direct``).

People write "현대차 2023 매출 원 단위까지 정확히", "네이버 2024 자본총계 조 단위로 반올림해서", "현대차 2024 순이익률
소수 둘째 자리까지", "SK하이닉스 2024 부채비율 퍼센트로만 답해줘", "삼성전자 2024 순이익 숫자만", "삼성전자 2024
부채비율 50% 안 넘지?", "네이버 2024 자본총계 30조 밑이야?". The value never changes; the rendering does. Before the
question is read this module

* reads a number of decimals asked ("소수 둘째 자리까지", "소수점 2자리까지", "소수 첫째 자리까지만"; "둘째 자리에서
  반올림" keeps one): percentages and their moves in %p are then written so (``core.finance.krw.percents_in``;
  rounded, never cut) — only for a rate, a growth rate, a stake, a multiple or a share asked;
* writes "원 단위까지 (정확히)" as the 원 unit request the reader knows, and takes out "반올림(해서)" beside a unit
  request ("조 단위로 반올림해서"): amounts in a unit are rounded anyway — only for an amount asked;
* takes out "주 단위로 (정확히)" beside a count of shares (the register states it to the share; not beside "몇 명"),
  "퍼센트로만", "%로만" (a rate or a growth rate asked: it is a percentage already) and "숫자만", "숫자로만"
  (any figure: the answer states it);
* takes out a threshold of a change from a year named before it ("2023보다 5천억 넘게 늘었어?"): the change the answer
  states settles it;
* writes a threshold checked from below as the reader's own ("50% 안 넘지" as 못 넘지, "30조 밑이야", "100% 아래야"
  as 미만): the threshold goes, and the answer states the figure that settles it.

``Format.fits`` says whether what was read fits the figures the question asks; a request that does not fit (a
percentage only of an amount, decimals of an amount, 원 of a rate) declines the question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.quick.model import METRICS, QuickQuery

__all__ = ["Format", "read_format"]

_DIGITS = {"첫": 1, "한": 1, "1": 1, "둘": 2, "두": 2, "2": 2, "셋": 3, "세": 3, "3": 3}
_DECIMALS = re.compile(
    r"소수\s*점?\s*(?:아래\s*|이하\s*)?(첫|둘|셋|한|두|세|[123])\s*(?:째|번째)?\s*(?:자리|자릿수)"
    r"\s*(?:까지만?|로|(?P<at>에서)\s*반올림(?:해서|해|한)?)?(?:\s*(?:반올림(?:해서|해|한)?|표시(?:해서)?))?"
)
_EXACT_WON = re.compile(r"(?<![가-힣\d.,])원\s*단위\s*까지(?:\s*(?:정확히|정확하게))?")
_UNIT = r"(?:조|억|백만)\s*원?\s*단위\s*(?:로|로는|으로)?"
_ROUNDED = re.compile(rf"({_UNIT})\s*반올림(?:해서|해|한|하면|해\s*주세요|해줘)?(?:요)?")
_PERCENT_ONLY = re.compile(
    r"(?:퍼센트|%|프로)\s*로만(?:\s*(?:답해\s*줘|답해\s*주세요|알려\s*줘|알려\s*주세요))?"
)
_NUMBER_ONLY = re.compile(r"숫자\s*(?:로)?만(?:\s*(?:답해\s*줘|답해\s*주세요|알려\s*줘|알려\s*주세요))?")
#: a number with its unit, then the threshold checked from below: "50% 안 넘지", "30조 밑이야", "100% 아래였어"
_BELOW = re.compile(
    r"((?<![0-9'’])[0-9][0-9,.]*\s*(?:천|백|십)?\s*(?:조|억|만)?\s*(?:원|%|퍼센트|프로)?\s*)"
    r"(?:안\s*(?=넘)|밑(?=이|으로|돌|였|이었|\s|$|\?)|아래(?=이|로|였|\s|$|\?))"
)
#: a threshold of a change from a year named before it: "2023보다 5천억 넘게 늘었어?", "전년 대비 10% 이상 줄었어?" —
#: the change the answer states settles it (not a gap to another company: "하이닉스보다 9조 넘게 많았어?")
_CHANGED_BY = re.compile(
    r"((?:(?<![0-9])(?:19|20)\d{2}|['’]\d{2}|(?<![0-9])\d{2}\s*년)\s*(?:년\s*)?(?:도\s*)?(?:보다|대비|에\s*비해)\s*"
    r"|(?:전년|작년|지난해)\s*(?:도\s*)?(?:보다|대비|에\s*비해)\s*)"
    r"(?:(?<![0-9'’])[0-9][0-9,.]*\s*(?:천|백|십)?\s*(?:조|억|만)?\s*(?:원|%|퍼센트|프로)?\s*"
    r"(?:넘게|이상|넘어서|초과해서|넘는|넘은)\s*)"
    # not a change remembered and asked to be confirmed ("5조 넘게 늘었던 거 맞아?": ``core.quick.context``'s)
    r"(?=(?:더\s*)?(?:늘|증가|줄|감소|올랐|올라|떨어|빠졌|성장|상승|하락)(?![가-힣]*던))"
)
#: a percentage (or %p) typed with decimals: "27.94%", "8.5 퍼센트", "2.55%p"
_TYPED_PERCENT = re.compile(r"(?<![0-9.,])[0-9]+\.([0-9]+)\s*(?:%|퍼센트|프로)")
#: "주 단위로 정확히": a count of shares, which the register states to the share
_SHARE_UNIT = re.compile(r"(?<![가-힣])주\s*단위\s*(?:로|까지)?(?:\s*(?:정확히|정확하게))?")
_SHARE_COUNTS = frozenset({"shares", "minority_holders", "largest_holder", "ownership"})
_AMOUNTS = frozenset({"amount"})
_RATES = frozenset({"ratio", "growth"})
_STAKES = frozenset({"ownership", "largest_holder"})


@dataclass(frozen=True, slots=True)
class Format:
    """What was read: decimals of percentages, a unit request written out, a percentage or a number only."""

    decimals: int | None = None
    unit: bool = False
    percent_only: bool = False
    shares: bool = False
    #: a percentage the writer typed with decimals ("27.94% 넘었어?", "8.5%로 아는데"): rates are shown with one
    #: decimal more (two at most), so the figure settles a threshold or a memory said that finely
    typed: int | None = None

    def digits(self, query: QuickQuery) -> int | None:
        """The decimals percentages are written with: as asked, else as typed when the question asks a rate."""
        if self.decimals is not None or self.typed is None:
            return self.decimals
        kinds = {METRICS[m].kind for m in query.metrics if m in METRICS}
        return self.typed if kinds and kinds <= _RATES else None

    def fits(self, query: QuickQuery) -> bool:
        """Whether the request fits the figures ``query`` asks (see the module docstring)."""
        kinds = {METRICS[m].kind for m in query.metrics if m in METRICS}
        # a stake is a percentage, written with the register's two decimals ("소수 첫째 자리까지" it would not honour)
        stake = bool(query.metrics) and set(query.metrics) <= _STAKES and self.decimals in (None, 2)
        rates = bool(kinds and kinds <= _RATES) or stake
        if (self.decimals is not None or self.percent_only) and not (rates or query.times or query.share):
            return False  # a multiple or a share of another figure is written as a percentage too
        counted = query.metrics and set(query.metrics) <= _SHARE_COUNTS and "명" not in query.text
        if self.shares and not counted:
            return False
        return not self.unit or bool(kinds and kinds <= _AMOUNTS)


def read_format(text: str) -> tuple[str, Format]:
    """``text`` without the request read, and what it asks (``Format``)."""
    decimals = None
    found = _DECIMALS.search(text)
    if found is not None:
        kept = found.group("at") is not None  # "둘째 자리에서 반올림": one decimal kept
        decimals = _DIGITS[found.group(1)] - kept
        text = _DECIMALS.sub(" ", text, count=1)
    said = _EXACT_WON.sub("원 단위로", text)
    said = _ROUNDED.sub(r"\1", said)
    unit = said != text
    percent_only = _PERCENT_ONLY.search(said) is not None
    said = _NUMBER_ONLY.sub(" ", _PERCENT_ONLY.sub(" ", said))
    shares = _SHARE_UNIT.search(said) is not None
    said = _SHARE_UNIT.sub(" ", said)
    said = _CHANGED_BY.sub(r"\1", said)
    said = _BELOW.sub(
        lambda m: f"{m.group(1)}{'미만' if not m.group().rstrip().endswith('안') else '못 '}", said
    )
    typed = max((len(m.group(1)) for m in _TYPED_PERCENT.finditer(text)), default=0)
    shown = min(typed + 1, 2) if typed else None
    return re.sub(r"[ \t]+", " ", said).strip(), Format(decimals, unit, percent_only, shares, shown)
