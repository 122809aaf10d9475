"""``tune3`` part A, two or three companies of one year: prose, a one-line summary, a casual reply.

Two companies in long paragraphs (the size gap said in words, each margin with last year's in brackets,
who leads by how many points), three companies under a "한 줄 요약:" line with a paragraph each, and a
casual rounded reply over two or three companies (매출 약 7.6조원, 영업이익 4,609억원 안팎, "이익률로
줄 세우면", one company's profit as a fraction of another's).
"""

from __future__ import annotations

from evals.validator_fresh3_a_common import (
    ABOUT,
    ABOUT_LOSS,
    LOSS,
    LOSS1,
    NICK,
    Say,
    br,
    fraction_words,
    over,
    p,
    pick,
    times_words,
)
from evals.validator_fresh_figs import AUTO, JO1, PCT1, SIGNED, Form, W
from evals.validator_report_figures import (
    DEBT,
    NI,
    OP,
    OPM,
    REV,
    Metric,
    View,
    amount,
    gap,
    growth,
    multiple,
    pp_gap,
)

AHEAD = Form("%p", 1)  # who leads, by how much: no sign
POINTS = Say("포인트", 1)
SIZE = Form("배", 1)
SHARE = Metric(lambda a, b: a[OP] / b[OP] * 100)  # one company's profit as a share of another's


def _views(w: W) -> list[View]:
    return [w.v(corp) for corp in w.scope.corps]


def _pair(w: W) -> str:
    y = w.scope.year
    a, b = w.scope.corps
    va, vb = _views(w)
    big, small = (va, vb) if va[REV] >= vb[REV] else (vb, va)
    w(f"{y}년 {p(a, '과')} {p(b, '을')} 나란히 놓고 보겠습니다.\n\n")
    ratio = big[REV] / small[REV]
    words = times_words(ratio)
    if ratio < 1.5:
        w(
            f"매출 규모는 비슷한 편입니다. {p(big.corp, '은')} ",
            w.f(amount(REV), big, form=JO1),
            f", {p(small.corp, '은')} ",
        )
        w(w.f(amount(REV), small, form=JO1), "으로 차이는 ", w.f(gap(REV), big, small, form=AUTO), "입니다. ")
    else:
        w(
            f"먼저 체급 차이가 눈에 띕니다. {p(big.corp, '은')} 매출 ",
            w.f(amount(REV), big, form=JO1),
            f"으로 {small.corp}(",
        )
        w(w.f(amount(REV), small, form=JO1), ")의 ")
        if words:
            w(f"{words}입니다.")
        else:
            w(w.f(multiple(REV), big, small, form=SIZE), "에 이릅니다.")
    br(w)
    lead, lag = (va, vb) if OPM(va) >= OPM(vb) else (vb, va)
    w(
        pick(w, "수익성으로 넘어가면 ", "이익의 질을 보면 "),
        f"영업이익률은 {a} ",
        w.f(OPM, va, form=PCT1),
        "(전년 ",
    )
    w(
        w.f(OPM, va.prev, form=PCT1),
        f"), {b} ",
        w.f(OPM, vb, form=PCT1),
        "(전년 ",
        w.f(OPM, vb.prev, form=PCT1),
    )
    w(f")로 {p(lead.corp, '이')} ", w.f(pp_gap(OPM), lead, lag, form=AHEAD), " 앞섭니다. ")
    w(f"순이익까지 내려가면 {a} ", w.f(amount(NI), va, form=LOSS), f", {b} ", w.f(amount(NI), vb, form=LOSS))
    losers = [v.corp for v in (va, vb) if v[NI] < 0]
    w(f"이고, {p(losers[0], '은')} 순손실을 냈습니다.\n\n" if losers else "으로 둘 다 흑자입니다.\n\n")
    safer = va if DEBT(va) <= DEBT(vb) else vb
    w(f"재무구조는 부채비율 기준으로 {a} ", w.f(DEBT, va, form=PCT1), f", {b} ", w.f(DEBT, vb, form=PCT1))
    w(f"로 {p(safer.corp, '이')} 더 보수적입니다. 업종이 달라 이익률의 절대 수준보다 각자 전년 대비 방향을 ")
    w("보시는 게 더 의미 있습니다. (연결 기준)")
    return pick(
        w, f"{a}랑 {b} {y}년 비교해줘", f"{y}년 {a} vs {b} 어디가 나아?", f"{a}, {b} {y} 실적 비교 분석"
    )


def _triple(w: W) -> str:
    y = w.scope.year
    views = _views(w)
    top = max(views, key=lambda v: v[REV])
    bottom = min(views, key=lambda v: v[REV])
    best = max(views, key=OPM)
    worst = min(views, key=OPM)
    w(f"한 줄 요약: {y}년 매출은 {p(top.corp, '이')}, 영업이익률은 {p(best.corp, '이')} 가장 앞섰습니다.\n\n")
    for view in views:
        c = view.corp
        w(f"{pick(w, f'{c}:', f'[{c}]', f'{c} —')} 매출 ", w.f(amount(REV), view, form=JO1), "(전년비 ")
        w(w.f(growth(REV), view, form=SIGNED), "), 영업이익 ", w.f(amount(OP), view, form=LOSS))
        w(
            "으로 이익률은 " if view[OP] >= 0 else "으로 적자였고 이익률은 ",
            w.f(OPM, view, form=PCT1),
            "입니다.\n\n",
        )
    w(f"규모로는 {top.corp} 매출이 {bottom.corp}의 ")
    ratio = top[REV] / bottom[REV]
    words = times_words(ratio)
    if words:
        w(f"{words}이고")
    else:
        w(w.f(multiple(REV), top, bottom, form=SIZE), "이고")
    w(f", 이익률로는 {p(best.corp, '이')} {worst.corp}보다 ", w.f(pp_gap(OPM), best, worst, form=POINTS))
    w(" 높습니다. 모두 연결 기준입니다.")
    names = ", ".join(w.scope.corps)
    return pick(w, f"{names} {y}년 실적 한 줄 요약이랑 같이", f"{y} {names} 셋 비교")


def _casual(w: W) -> str:
    y = w.scope.year
    views = _views(w)
    names = ", ".join(NICK[c] for c in w.scope.corps)
    w(f"질문하신 {names} {y}년 숫자, 감 잡으시라고 반올림해서 정리하면요.\n\n")
    for view in views:
        nick = NICK[view.corp]
        shape = w.rng.randrange(3)
        if shape == 0:
            w(f"{p(nick, '은')} 매출 ", w.f(amount(REV), view, form=ABOUT), ", 영업이익 ")
            w(w.f(amount(OP), view, form=LOSS1), " 안팎이에요.\n")
        elif shape == 1:
            w(f"{nick} 쪽은 매출이 ", w.f(amount(REV), view, form=JO1), " 가량이고 영업이익은 ")
            w(w.f(amount(OP), view, form=LOSS1), " 정도예요.\n")
        else:
            w(
                f"{p(nick, '은')} 매출 {over(view[REV])} 규모(",
                w.f(amount(REV), view, form=JO1),
                ")에 영업이익 ",
            )
            w(w.f(amount(OP), view, form=ABOUT_LOSS), "이에요.\n")
    ranked = sorted(views, key=OPM, reverse=True)
    first, *rest = ranked
    w(f"\n이익률로 줄 세우면 {p(NICK[first.corp], '이')} ", w.f(OPM, first, form=PCT1), " 정도로 제일 높고")
    for index, view in enumerate(rest):
        tail = "에 그쳤어요." if index == len(rest) - 1 else " 수준,"
        w(f", {p(NICK[view.corp], '은')} " if index == 0 else f" {p(NICK[view.corp], '은')} ")
        w(w.f(OPM, view, form=PCT1), tail)
    w("\n")
    profits = sorted((v for v in views if v[OP] > 0), key=lambda v: v[OP])
    losing = [NICK[v.corp] for v in views if v[OP] <= 0]
    if len(profits) >= 2:
        small, big = profits[0], profits[-1]
        share = small[OP] / big[OP]
        words = fraction_words(share)
        w(f"영업이익만 놓고 보면 {p(NICK[small.corp], '은')} {NICK[big.corp]}의 ")
        if words:
            w(f"{words}이에요.")
        else:
            w(w.f(SHARE, small, big, form=PCT1), " 수준이에요.")
    if losing:
        w(" " if len(profits) >= 2 else "")
        w(f"{p('·'.join(losing), '은')} 영업적자라 이익 규모 비교에서는 뺐어요.")
    w("\n\n정확한 숫자가 필요하시면 원 단위까지 다시 뽑아 드릴게요. (연결 기준)")
    return pick(
        w, f"{names} {y}년 대충 비교해줘", f"{y} {names} 규모 감만", f"{names} 중에 {y}년 제일 잘 번 데?"
    )


TUNE3_A_COMPARE = {
    "t3-cmp-pair-essay": ("compare2", _pair),
    "t3-cmp-three-oneline": ("compare3", _triple),
    "t3-cmp-casual-rounded": ("compare", _casual),
}
