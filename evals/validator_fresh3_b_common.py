"""Shared pieces of the ``tune3`` part-B styles (issue #22 item 3): forms the figure module has no name for.

Part B of ``tune3`` is structured, formatted answers: tables with the unit in every cell, in the header or
in a caption, transposed tables, key: value lists, Slack mrkdwn, Telegram HTML, ASCII bars, scorecards,
JSON and YAML blocks. Their figures come from ``evals.validator_fresh_figs`` like every other half's;
here: a ``Tail`` form for numbers written with a suffix the figure module does not know (1.23x, +640bp)
or without thousands separators (a JSON value), derived metrics (영업외손익, 상반기 = 누적 − 3분기,
the weighted margin of several companies) and small helpers for choosing words around a figure.
"""

from __future__ import annotations

from dataclasses import dataclass

from evals.validator_fresh_figs import AnyView, Form, W, evaluate
from evals.validator_report_figures import NI, OP, PBT, REV, Metric, NoFigure, View, fixed


@dataclass(frozen=True, slots=True)
class Tail(Form):
    """A number divided by ``per`` and written with ``tail`` after it; ``commas=False`` for JSON values.

    ``unit`` still says what kind of figure it is ("bare조"/"bare억" an amount, "%" a percentage, "x" a
    multiple, "bp" basis points), which decides the mistakes its twin may get.
    """

    tail: str = ""
    per: float = 1.0
    commas: bool = True

    def _number(self, size: float) -> str:
        text = fixed(size / self.per, self.places)
        return (text if self.commas else text.replace(",", "")) + self.tail


X2 = Tail("x", 2, tail="x")  # 1.16x
X1 = Tail("x", 1, tail="x")  # 4.5x
BP = Tail("bp", 0, plus="+", minus="-", tail="bp", per=0.01)  # +640bp (a %p figure × 100)
BPU = Tail("bp", 0, tail="bp", per=0.01)  # 2,613bp (a spread: which side is said in words)
BPW = Tail("bp", 0, tail="bp", per=0.01, words=(" 개선", " 악화"))  # 834bp 개선 / 25bp 악화
J_JO = Tail("bare조", 2, minus="-", per=1e12, commas=False)  # 300.87 in a JSON block in 조원
J_EOK = Tail("bare억", 0, minus="-", per=1e8, commas=False)  # 78717 in a JSON block in 억원
J_PCT = Tail("%", 1, minus="-", commas=False)  # 10.9 (a JSON "..._pct" value)
J_PCT2 = Tail("%", 2, minus="-", commas=False)

CELL_JO = Form("bare조", 2, minus="-")  # -7.73 under 영업이익(조원)
CELL_EOK = Form("bare억", 0, minus="-")  # -77,303 under ※ 단위: 억원
JO2A = Form("조", 2, minus="-")  # -7.73조원
JO1A = Form("조", 1, won="", minus="-")  # -7.7조
AUTO_A = Form("auto", 2, minus="-")  # -7.73조원 / 4,602억원
AUTO1N = Form("auto", 1, won="")  # 300.9조 / 4,602억
LOSS = Form("auto", 2, labels=("", "적자 "))  # 적자 7.73조원
WON = Form("auto", 1, won="", labels=("₩", "-₩"))  # ₩300.9조 / -₩7.7조
PCT1A = Form("%", 1, minus="-")  # -23.6%
PCT1P = Form("%", 1, plus="+", minus="-")  # +16.2%
PCT0A = Form("%", 0, approx="약 ")  # 약 70%
PPA = Form("%p", 1, plus="+", minus="-")  # +8.4%p
PPU = Form("%p", 1)  # 26.1%p (a gap: which side is said in words)

#: 영업외손익: 법인세차감전순이익 − 영업이익
NON_OP = Metric(lambda v: v[PBT] - v[OP], signed=True)


def first_half(account: str) -> Metric:
    """상반기(1~6월): the 1~9월 누적 column minus the 3분기 one (views: 누적, 3분기)."""
    return Metric(lambda ytd, q3: ytd[account] - q3[account], signed=account != REV)


def spread(metric: Metric) -> Metric:
    """The first view's ``metric`` minus the second's, written without a sign ("NAVER가 9.3%p 높습니다")."""
    return Metric(lambda a, b: metric(a) - metric(b))


def weighted_margin(top: str) -> Metric:
    """``top`` summed over the views over their 매출액 summed, in %."""
    return Metric(lambda *vs: sum(v[top] for v in vs) / sum(v[REV] for v in vs) * 100, signed=True)


def of(metric: Metric, *views: AnyView) -> float:
    """What a figure will be, to choose the words around it."""
    return evaluate(metric, views)


def can(metric: Metric, *views: AnyView) -> bool:
    try:
        evaluate(metric, views)
    except NoFigure:
        return False
    return True


def pick(w: W, *options: str) -> str:
    """One of the ways a model words the same thing (drawn from the case's own random stream)."""
    return w.rng.choice(options)


def big(v: View) -> bool:
    """Whether a company writes in 조 (매출 ≥ 20조원) rather than 억."""
    return v[REV] >= 20e12


def profit_word(value: float) -> str:
    return "흑자" if value >= 0 else "적자"


PROFIT_LINES = ((OP, "영업이익"), (NI, "당기순이익"))
