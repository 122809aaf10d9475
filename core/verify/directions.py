"""The words that give a figure its direction: a move (증가 "up", 감소 "down", better or worse by the account:
개선/악화), the sign of a level (흑자 "profit", 손실/적자 "loss") and a turn between them (적자전환, 흑자전환) —
in Korean and, as whole words, in English."""

from __future__ import annotations

import re
from typing import Literal

from core.verify.vocab import ACCOUNTS, RATIOS, SIGN_FREE, Mark, alternation

Direction = Literal[-1, 0, 1]

_UP = (
    "증가",
    "상승",
    "늘",
    "성장",
    "확대",
    "급증",
    "올라",
    "올랐",
    "높아",
    "높았",
    "높습",
    "높다",
    "높음",
    "높게",
    "웃돌",
    "더 많",
    "더 컸",
    "더 크",
    "더 큰",
)
#: a profit's state, the sign of a level ("흑자 1.27조원"), as 적자 is a loss's
_PROFIT = ("흑자", "흑자 지속", "흑자지속")
#: better or worse: up or down by what the account is — a margin improves as it rises, a debt ratio or a
#: cost as it falls (``LOWER_IS_BETTER``)
_BETTER = ("개선", "호전")
_WORSE = ("악화",)
_DOWN = (
    "감소",
    "하락",
    "줄",
    "축소",
    "급감",
    "떨어",
    "내려",
    "내렸",
    "내린",
    "낮아",
    "낮았",
    "낮습",
    "낮다",
    "낮음",
    "낮게",
    "밑돌",
    "역성장",
    "더 적",
    "더 작",
)
#: a verb of losing takes the loss as its object: "영업에서 약 236원을 잃은 셈", "2조원을 까먹었다"
LOSING = ("잃", "까먹")
_LOSS = (
    "손실",
    "적자",
    "마이너스",
    "적자 지속",
    "적자지속",
    "적자가 이어",
    "적자 확대",
    "적자 축소",
    *LOSING,
)
#: a turn between a profit and a loss: the figure it follows is the new state, or the old one when the
#: figure is the base of a comparison ("전년 6.81조원 대비 적자전환": 6.81조원 was a profit)
_TO_LOSS = ("적자전환", "적자 전환", "적자로 전환", "적자로 돌아", "적자로 바뀌")
_TO_PROFIT = ("흑자전환", "흑자 전환", "흑자로 전환", "흑자로 돌아", "흑자로 바뀌")

#: English directions, whole words only ("up" is not in "update")
_EN_DIRECTIONS = {
    "up": (
        "rose",
        "rise",
        "rising",
        "risen",
        "up",
        "increased",
        "increase",
        "increasing",
        "grew",
        "grow",
        "growth",
        "jumped",
        "surged",
        "climbed",
        "higher",
        "improved",
        "expanded",
        "rebounded",
        "gained",
        "soared",
    ),
    "down": (
        "fell",
        "fall",
        "falling",
        "fallen",
        "down",
        "declined",
        "decline",
        "declining",
        "decreased",
        "decrease",
        "dropped",
        "drop",
        "plunged",
        "slumped",
        "lower",
        "shrank",
        "contracted",
        "slid",
        "tumbled",
        "narrowed",
    ),
    "loss": ("loss", "losses", "deficit", "in the red"),
    "to_loss": (
        "swung to a loss",
        "turned to a loss",
        "turned into a loss",
        "fell into the red",
        "swung into the red",
    ),
    "to_profit": (
        "swung to a profit",
        "turned to a profit",
        "returned to profit",
        "turned profitable",
        "back in the black",
        "swung into the black",
    ),
}
_EN_KIND_OF = {word: kind for kind, words in _EN_DIRECTIONS.items() for word in words}
_EN_DIRECTION_WORDS = re.compile(
    r"(?<![A-Za-z])("
    + "|".join(re.escape(w) for w in sorted(_EN_KIND_OF, key=len, reverse=True))
    + r")(?![A-Za-z])",
    re.IGNORECASE,
)
_DIRECTIONS = alternation([*_UP, *_DOWN, *_LOSS, *_TO_LOSS, *_TO_PROFIT, *_BETTER, *_WORSE, *_PROFIT])
_KIND_OF = {
    **dict.fromkeys(_UP, "up"),
    **dict.fromkeys(_DOWN, "down"),
    **dict.fromkeys(_BETTER, "better"),
    **dict.fromkeys(_PROFIT, "profit"),
    **dict.fromkeys(_WORSE, "worse"),
    **dict.fromkeys(_LOSS, "loss"),
    **dict.fromkeys(_TO_LOSS, "to_loss"),
    **dict.fromkeys(_TO_PROFIT, "to_profit"),
}

#: accounts that get better as they fall: costs, liabilities, and the ratios of those
_COSTS = SIGN_FREE | {a for a in ACCOUNTS if "liabilities" in a}
LOWER_IS_BETTER = _COSTS | {r for r, (tops, _, _, _) in RATIOS.items() if tops <= _COSTS}
#: a direction word's kinds that state a move: up, down, and better or worse (by the account)
MOVES = frozenset({"up", "down", "better", "worse"})


def resolved(direction: str | None, account: str | None) -> str | None:
    """ "better"/"worse" as up or down for ``account``; for no account, better is up (most figures are
    profits and margins) and worse says nothing."""
    if direction not in ("better", "worse"):
        return direction
    if account is None:
        return "up" if direction == "better" else None
    return "up" if (direction == "better") != (account in LOWER_IS_BETTER) else "down"


def direction_marks(text: str) -> list[Mark]:
    """증가 → "up", 감소 → "down", 손실/적자 → "loss", 적자전환 → "to_loss", 흑자전환 → "to_profit"."""
    marks = [Mark(m.start(), m.end(), _KIND_OF[m.group()]) for m in _DIRECTIONS.finditer(text)]
    if text.isascii() or any("a" <= ch.lower() <= "z" for ch in text):
        marks += [
            Mark(m.start(), m.end(), _EN_KIND_OF[m.group().lower()])
            for m in _EN_DIRECTION_WORDS.finditer(text)
        ]
        marks.sort(key=lambda m: m.start)
    return marks
