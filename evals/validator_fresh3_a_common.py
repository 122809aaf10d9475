"""Shared pieces of the ``tune3`` part A styles (issue #22 item 3): spoken units, hedges, words for sizes.

Part A is prose and conversation: figures inside long sentences, asides in brackets, hedged amounts
(대략 259조원, 14% 내외), units spelled out (2.5퍼센트, 11.9퍼센트포인트, 마이너스 3.2퍼센트), whole won
(6,566,976,000,000원), and sizes said in words ("3분의 1 수준", "두 배 가까이", "7조원에 못 미치는").
Every figure is computed from the recorded bundle (``evals.validator_fresh_figs``); a size said in
words or a bound ("30조원을 넘는") is chosen from the computed value, never typed.
"""

from __future__ import annotations

from dataclasses import dataclass

from evals.validator_fresh_figs import AMOUNT_UNITS, AnyView, Form, W
from evals.validator_report_figures import Books, Metric, fixed

#: company names as people shorten them in chat
NICK = {
    "삼성전자": "삼성전자",
    "SK하이닉스": "하이닉스",
    "현대자동차": "현대차",
    "카카오": "카카오",
    "NAVER": "네이버",
}
_SPOKEN = {"NAVER": "네이버"}
_PARTICLES = {
    "은": ("은", "는"),
    "이": ("이", "가"),
    "과": ("과", "와"),
    "을": ("을", "를"),
    "으로": ("으로", "로"),
    "이다": ("이다", "다"),
}


def has_final(word: str) -> bool:
    """Whether ``word`` as read aloud ends in a consonant (NAVER → 네이버: no)."""
    last = _SPOKEN.get(word, word)[-1]
    if "가" <= last <= "힣":
        return (ord(last) - ord("가")) % 28 != 0
    return last in "lmnr136780"


def p(word: str, particle: str) -> str:
    """``word`` and its particle: p("카카오", "은") = 카카오는, p("삼성전자", "이") = 삼성전자가."""
    with_final, without = _PARTICLES[particle]
    return word + (with_final if has_final(word) else without)


@dataclass(frozen=True, slots=True)
class Say(Form):
    """Units the figure module has no name for: 퍼센트 and 포인트 spelled out, and whole won.

    ``unit``: "퍼센트" (2.5퍼센트), "포인트" (``point`` after the number: 포인트 / 퍼센트포인트), "원"
    (6,566,976,000,000원); any other unit is written as ``Form`` writes it.
    """

    point: str = "포인트"

    @property
    def is_amount(self) -> bool:
        return self.unit in AMOUNT_UNITS or self.unit == "원"

    @property
    def is_percent(self) -> bool:
        return self.unit in ("%", "%p", "퍼센트", "포인트")

    def _number(self, size: float) -> str:
        if self.unit == "원":
            return f"{round(size):,}원"
        if self.unit == "퍼센트":
            return f"{fixed(size, self.places)}퍼센트"
        if self.unit == "포인트":
            return f"{fixed(size, self.places)}{self.point}"
        return Form._number(self, size)


# --- forms of part A ------------------------------------------------------------------------------

LOSS = Form("auto", minus="적자 ")  # 6.57조원 / 적자 7.73조원
LOSS1 = Form("auto", 1, minus="적자 ")  # 6.6조원 / 적자 7.7조원
JE_S = Form("조억", won=" 원")  # 6조 5,670억 원
JE_LOSS = Form("조억", minus="마이너스 ")  # 마이너스 7조 7,303억원
WON = Say("원", 0)  # 6,566,976,000,000원
WON_LOSS = Say("원", 0, minus="마이너스 ")
PCTW = Say("퍼센트", 1, minus="마이너스 ")  # 2.5퍼센트 / 마이너스 23.6퍼센트
PCTW2 = Say("퍼센트", 2, minus="마이너스 ")
PPW = Say("포인트", 1, words=(" 올랐", " 내렸"))  # 11.9포인트 내렸(습니다)
PPW_FULL = Say("포인트", 1, point="퍼센트포인트", words=(" 상승", " 하락"))  # 11.9퍼센트포인트 하락
YOY0 = Form("%", 0, plus="+", minus="-")  # +16% / -85%
YOY1 = Form("%", 1, plus="+", minus="-")  # +16.2% / -84.9%
ABOUT_JO0 = Form("조", 0, approx="대략 ")  # 대략 259조원
ABOUT = Form("auto", 1, approx="약 ")  # 약 6.6조원 / 약 4,609억원
ABOUT_LOSS = Form("auto", 1, approx="약 ", labels=("", "적자 "))  # 약 6.6조원 / 적자 약 9.1조원
ROUND = Form("auto", 1)  # 6.6조원 (then 가량 / 안팎 / 정도 after it)
PCT0 = Form("%", 0)  # 14% (then 내외 / 안팎 / 수준 after it)
PCT0S = Form("%", 0, minus="마이너스 ")
TIMES_WORD = Form("배", 1)  # 4.6배


def said(w: W, metric: Metric, *views: AnyView, form: Form) -> str:
    """A figure written out as plain text: computed like a figure, but no twin is made of it.

    For what cannot be one figure of a twin (a bound: a smaller amount would still be "over" it)."""
    return w.f(metric, *views, form=form).text


def _step(size: float) -> float:
    if size >= 1e14:
        return 1e13  # 10조 steps: "250조원을 넘는"
    if size >= 1e12:
        return 1e12
    if size >= 1e11:
        return 1e11  # 1,000억 steps
    return 1e10  # 100억 steps


def _amount_words(size: float) -> str:
    if size >= 1e12:
        return f"{fixed(size / 1e12, 0)}조원"
    return f"{fixed(size / 1e8, 0)}억원"


def over(value: float) -> str:
    """A round amount below a positive ``value``: "250조원을 넘는" reads true of it (rounded down)."""
    step = _step(value)
    floor = (value // step) * step
    if floor <= 0:
        raise ValueError("no round amount under this value")
    word = _amount_words(floor)
    return word + ("을 넘는" if floor < value else " 이상인")


def under(value: float) -> str:
    """A round amount above a positive ``value``: "7조원에 못 미치는" (rounded up)."""
    step = _step(value)
    ceiling = (value // step + 1) * step
    return _amount_words(ceiling) + "에 못 미치는"


_NUMERALS = {2: "두", 3: "세", 4: "네", 5: "다섯", 6: "여섯", 7: "일곱", 8: "여덟", 9: "아홉", 10: "열"}


def times_words(ratio: float) -> str | None:
    """A multiple said in words ("두 배에 가까운 수준", "세 배 남짓", "네 배 정도"), or None when none fits."""
    whole = round(ratio)
    if whole not in _NUMERALS:
        return None
    word = _NUMERALS[whole]
    off = ratio - whole
    if abs(off) <= 0.04 * whole:
        return f"{word} 배 정도"
    if -0.35 <= off < 0:
        return f"{word} 배에 가까운 수준"
    if 0 < off <= 0.35:
        return f"{word} 배 남짓"
    return None


#: (fraction, how it is said, its particle 을/를 form, its particle 에 form)
_FRACTIONS = (
    (1 / 2, "절반", "절반을", "절반에"),
    (1 / 3, "3분의 1", "3분의 1을", "3분의 1에"),
    (2 / 3, "3분의 2", "3분의 2를", "3분의 2에"),
    (1 / 4, "4분의 1", "4분의 1을", "4분의 1에"),
    (3 / 4, "4분의 3", "4분의 3을", "4분의 3에"),
    (1 / 5, "5분의 1", "5분의 1을", "5분의 1에"),
    (1 / 10, "10분의 1", "10분의 1을", "10분의 1에"),
)


def fraction_words(ratio: float) -> str | None:
    """A share said as a fraction ("3분의 1 수준", "절반에 조금 못 미치는 수준"), or None when none fits."""
    for fraction, word, obj, at in _FRACTIONS:
        if abs(ratio - fraction) <= 0.06 * fraction:
            return f"{word} 수준"
        if fraction * 0.85 <= ratio < fraction:
            return f"{at} 조금 못 미치는 수준"
        if fraction < ratio <= fraction * 1.15:
            return f"{obj} 조금 넘는 수준"
    return None


def filed_on(books: Books) -> str:
    """The filing date from the receipt number: "2024년 3월 12일"."""
    no = books.rcept_no
    return f"{no[:4]}년 {int(no[4:6])}월 {int(no[6:8])}일"


def move(x: float, rise: str, fall: str) -> str:
    return rise if x >= 0 else fall


def br(w: W) -> None:
    """A paragraph break, without the space a sentence left at the end of the last one."""
    parts = w.draft.parts
    if parts and isinstance(parts[-1], str):
        parts[-1] = parts[-1].rstrip(" ")
    w("\n\n")


def pick(w: W, *options: str) -> str:
    return w.rng.choice(options)
