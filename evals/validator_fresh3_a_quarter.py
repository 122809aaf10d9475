"""``tune3`` part A, one company's 2024 quarters: the fourth quarter in prose, and a Telegram reply.

Prose over 4분기(10~12월): the 1~3분기 누적 plus the fourth quarter makes the year, 직전 분기 대비, each
quarter's margin, and the fourth quarter against the year's quarterly average ("연간을 네 분기로 나눈
분기 평균"); and a Telegram reply of plain lines in rounded, hedged words (약 75.8조원, 6.5조원 정도).
"""

from __future__ import annotations

from evals.validator_fresh3_a_common import ABOUT, LOSS, LOSS1, NICK, br, move, p, pick
from evals.validator_fresh_figs import AUTO, JO2, PCT1, Q3, Q4, UPDOWN, YTD, Form, W, q_margin, turn
from evals.validator_report_figures import NI, OP, REV, Metric, amount, growth

QUARTER_MEAN = Metric(lambda v: v[OP] / 4, signed=True)  # the year's operating profit per quarter
QOQ_WORDS = Form("%", 0, words=(" 늘었고", " 줄었고"))
QOQ_END = Form("%", 0, words=(" 늘었어요", " 줄었어요"))
_TURNS = {"흑자전환": "흑자로 돌아섰", "적자전환": "적자로 돌아섰", "적자지속": "적자가 이어졌"}


def _big(value: float) -> Form:
    return JO2 if abs(value) >= 1e12 else AUTO


def _prose(w: W) -> str:
    c, v = w.scope.corp, w.v()
    q3, ytd, q4 = w.q(Q3), w.q(YTD), w.q(Q4)
    w(f"{c}의 2024년 4분기(10~12월) 연결 매출은 ", w.f(amount(REV), q4, form=_big(q4[REV])), "입니다. ")
    w("1~3분기 누적 매출 ", w.f(amount(REV), ytd, form=_big(ytd[REV])), "에 4분기를 더하면 연간 매출 ")
    w(w.f(amount(REV), v, form=JO2), "이 되고, 직전 분기인 3분기(", w.f(amount(REV), q3, form=_big(q3[REV])))
    w(")와 비교하면 ", w.f(growth(REV), q4, form=UPDOWN), "한 수치입니다.")
    br(w)
    w("영업이익은 4분기에 ", w.f(amount(OP), q4, form=LOSS), "으로 분기 영업이익률이 ")
    w(
        w.f(q_margin(OP, REV), q4, form=PCT1),
        "였습니다. 3분기(",
        w.f(q_margin(OP, REV), q3, form=PCT1),
        ")보다 ",
    )
    higher = q4[OP] / q4[REV] >= q3[OP] / q3[REV]
    above = q4[OP] / q4[REV] >= ytd[OP] / ytd[REV]
    w(f"{'높고' if higher else '낮고'}, 1~3분기 누적 이익률 ", w.f(q_margin(OP, REV), ytd, form=PCT1))
    w(
        f"와 비교해도 {'높습니다' if above else '낮습니다'}. "
        if above == higher
        else f"와 비교하면 오히려 {'높습니다' if above else '낮습니다'}. "
    )
    w("연간 영업이익 ", w.f(amount(OP), v, form=_big(v[OP])), "을 네 분기로 나눈 분기 평균은 ")
    w(
        w.f(QUARTER_MEAN, v, form=AUTO),
        f"인데, 4분기는 이보다 {move(q4[OP] - v[OP] / 4, '많았', '적었')}습니다.",
    )
    br(w)
    word = turn(q4[NI], q3[NI])
    w("4분기 순이익은 ", w.f(amount(NI), q4, form=LOSS))
    if word:
        w("으로 3분기(", w.f(amount(NI), q3, form=LOSS), f")에서 {_TURNS[word]}습니다.")
    else:
        w("으로 3분기보다 ", w.f(growth(NI), q4, form=UPDOWN), "했습니다.")
    br(w)
    w("(4분기 수치는 사업보고서 연간치에서 3분기 보고서의 1~3분기 누적치를 뺀 값입니다. 1·2분기 개별 수치는 ")
    w("이번 조회 범위에 없습니다.)")
    return pick(
        w, f"{c} 작년 4분기 실적 어땠어?", f"{c} 2024년 4분기 실적 3분기랑 비교해서", f"{c} 24년 4분기 설명"
    )


def _telegram(w: W) -> str:
    c, v = w.scope.corp, w.v()
    ytd, q4 = w.q(YTD), w.q(Q4)
    nick = NICK[c]
    w(pick(w, f"{nick} 4분기만 떼어 보면요\n\n", f"{nick} 24년 4분기 숫자예요\n\n"))
    w("매출 ", w.f(amount(REV), q4, form=ABOUT), "\n")
    w("영업이익 ", w.f(amount(OP), q4, form=LOSS1), pick(w, " 정도", " 가량"), "\n")
    w("순이익 ", w.f(amount(NI), q4, form=LOSS1), pick(w, " 안팎", " 수준"), "\n\n")
    w("3분기랑 비교하면 매출은 ", w.f(growth(REV), q4, form=QOQ_WORDS), " 영업이익은 ")
    w(w.f(growth(OP), q4, form=QOQ_END), "\n")
    w("1~3분기 누적 영업이익은 ", w.f(amount(OP), ytd, form=LOSS1), "이었고 ")
    w(f"연간으로는 {p(NICK[c], '이')} ", w.f(amount(OP), v, form=LOSS1), " 벌었어요\n")
    if q4[NI] < 0:
        w("4분기 순이익은 적자라 연간 순이익을 깎았어요\n")
    w("다 연결 기준이에요")
    return pick(w, f"{nick} 4분기 실적 짧게", f"{nick} 24년 4Q 어땠어? 간단히")


TUNE3_A_QUARTER = {
    "t3-q-fourth-prose": ("quarter", _prose),
    "t3-q-telegram-rounded": ("quarter", _telegram),
}
