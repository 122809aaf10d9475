"""``tune2`` styles comparing two or three companies of one year.

Companies as table columns with a verdict line; prose on a pair ("x조원 더 많다", n배, "절반 수준",
one company's profit as a % of the other's); a ranking of three with each one's share of the three's
total; a pair table with a Δ(A−B) column and a %p gap; a Slack "A vs B" block with short names; a
Gemini answer with ### 한눈에 보기, per-company bullets, **결론:** and a ⚠️ note.
"""

from __future__ import annotations

from evals.validator_fresh2_common import JO2S, PCT0, PP1, SHORT, TIMES2, j, value, yy
from evals.validator_fresh_figs import (
    AUTO,
    JO1,
    JO2,
    PCT1,
    SIGNED,
    TIMES,
    Form,
    W,
    Writer,
    share_between,
)
from evals.validator_report_figures import (
    DEBT,
    NI,
    NPM,
    OP,
    OPM,
    REV,
    ROE,
    TA,
    View,
    amount,
    gap,
    growth,
    multiple,
    pp_gap,
    share_of_sum,
    total,
)

AUTON = Form("auto", 1, won="")
OP_LABEL = Form("auto", labels=("영업이익 ", "영업손실 "))
DELTA = Form("auto", plus="+")  # +26.16조원 / −3,127억원
GAP = Form("auto")  # a 차이: no sign


def _views(w: W) -> list[View]:
    return [w.v(corp=c) for c in w.scope.corps]


def _by(views: list[View], key: str) -> list[View]:
    return sorted(views, key=lambda v: -v[key])


def _columns(w: W) -> str:
    y, views = w.scope.year, _views(w)
    names = " | ".join(v.corp for v in views)
    w(f"### {y}년 실적 비교 (연결)\n\n| 구분 | {names} |\n|---|" + "---:|" * len(views) + "\n")
    rows = (("매출액", amount(REV), JO2), ("영업이익", amount(OP), AUTO), ("영업이익률", OPM, PCT1))
    for name, metric, form in (*rows, ("당기순이익", amount(NI), AUTO), ("부채비율", DEBT, PCT1)):
        w(f"| {name} |")
        for v in views:
            w(" ", w.f(metric, v, form=form), " |")
        w("\n")
    best = max(views, key=lambda v: value(OPM, v))
    safest = min(views, key=lambda v: value(DEBT, v)).corp
    most = "가장" if len(views) > 2 else "더"
    w(
        f"\n수익성(영업이익률)은 {j(best.corp, '이')} {most} 높고, 재무 안정성(부채비율)은 {j(safest, '이')} {most} 양호합니다."
    )
    return f"{' vs '.join(v.corp for v in views)} {y}년 실적 비교표"


def _pair_prose(w: W) -> str:
    y = w.scope.year
    big, small = _by(_views(w), REV)
    a, b = big.corp, small.corp
    w(f"{y}년 연결 기준으로 {a}의 매출은 ", w.f(amount(REV), big, form=JO2), f"으로 {b}(")
    w(w.f(amount(REV), small, form=JO2), ")보다 ", w.f(gap(REV), big, small, form=GAP), " 더 많습니다. 약 ")
    w(w.f(multiple(REV), big, small, form=TIMES), " 규모입니다.\n\n")
    if big[OP] > 0 and small[OP] > 0:
        hi, lo = _by([big, small], OP)
        w(
            f"영업이익은 {hi.corp} ",
            w.f(amount(OP), hi, form=AUTO),
            f", {lo.corp} ",
            w.f(amount(OP), lo, form=AUTO),
        )
        w(f"으로 {j(lo.corp, '은')} {hi.corp}의 ", w.f(share_between(OP), lo, hi, form=PCT0), " 수준")
        share = lo[OP] / hi[OP]
        w(
            " (절반 수준)"
            if 0.45 <= share <= 0.55
            else " (절반에 조금 못 미침)"
            if 0.4 <= share < 0.45
            else ""
        )
        w("입니다. ")
    else:
        loser = big if big[OP] < 0 else small
        other = small if loser is big else big
        w(
            f"영업이익은 {j(other.corp, '이')} ",
            w.f(amount(OP), other, form=AUTO),
            f"을 낸 반면 {j(loser.corp, '은')} ",
        )
        w(w.f(amount(OP), loser, form=OP_LABEL), "을 기록했습니다. ")
    w(f"영업이익률은 {a} ", w.f(OPM, big, form=PCT1), f", {b} ", w.f(OPM, small, form=PCT1), ", 격차는 ")
    w(w.f(pp_gap(OPM), *_opm_order(big, small), form=Form("%p", 1)), "입니다.")
    return f"{a}랑 {b} {y}년 매출, 영업이익 차이 얼마나 나?"


def _opm_order(a: View, b: View) -> tuple[View, View]:
    return (a, b) if value(OPM, a) >= value(OPM, b) else (b, a)


def _ranking(w: W) -> str:
    y, views = w.scope.year, _views(w)
    w(f"🏆 **{y}년 매출 순위** (연결)\n\n")
    order = _by(views, REV)
    for rank, v in enumerate(order, 1):
        rest = [o for o in views if o is not v]
        w(f"{rank}위 {v.corp} — ", w.f(amount(REV), v, form=JO2), " (3사 합계의 ")
        w(w.f(share_of_sum(REV), v, *rest, form=PCT1), ")\n")
    w("\n3사 매출 합계: ", w.f(total(REV), *views, form=JO2), f"\n\n🏅 **{y}년 영업이익률 순위**\n\n")
    for rank, v in enumerate(sorted(views, key=lambda v: -value(OPM, v)), 1):
        w(f"{rank}. {v.corp} ", w.f(OPM, v, form=PCT1), " (영업이익 ", w.f(amount(OP), v, form=AUTO), ")\n")
    top = order[0]
    w(f"\n매출 1위 {top.corp}의 매출은 3위 {order[-1].corp}의 ")
    w(w.f(multiple(REV), top, order[-1], form=TIMES), "입니다.")
    return f"{', '.join(v.corp for v in views)} {y}년 매출 순위랑 비중"


def _delta(w: W) -> str:
    y = w.scope.year
    a, b = _views(w)
    w(
        f"**{a.corp} vs {b.corp} ({y}, 연결)**\n\n| 지표 | {a.corp} | {b.corp} | Δ(A−B) |\n|---|---:|---:|---:|\n"
    )
    for name, account in (("매출액", REV), ("영업이익", OP), ("순이익", NI), ("자산총계", TA)):
        w(
            f"| {name} | ",
            w.f(amount(account), a, form=AUTO),
            " | ",
            w.f(amount(account), b, form=AUTO),
            " | ",
        )
        w(w.f(gap(account), a, b, form=DELTA), " |\n")
    for name, metric in (("영업이익률", OPM), ("순이익률", NPM), ("ROE", ROE)):
        w(f"| {name} | ", w.f(metric, a, form=PCT1), " | ", w.f(metric, b, form=PCT1), " | ")
        w(w.f(pp_gap(metric), a, b, form=PP1), " |\n")
    w(f"\nA = {a.corp}, B = {b.corp}. 매출 성장률(YoY)은 A ", w.f(growth(REV), a, form=SIGNED), ", B ")
    w(w.f(growth(REV), b, form=SIGNED), ".")
    return f"{a.corp}, {b.corp} {y} 지표 차이 표로"


def _slack_vs(w: W) -> str:
    y, views = w.scope.year, _views(w)
    w(" vs ".join(SHORT[v.corp] for v in views), f" {yy(y)}년 (연결)\n")
    for name, metric, form in (
        ("매출", amount(REV), AUTON),
        ("영업익", amount(OP), AUTON),
        ("OPM", OPM, PCT1),
        ("순익", amount(NI), AUTON),
    ):
        w(name + " ")
        for i, v in enumerate(views):
            w(" vs " if i else "", w.f(metric, v, form=form))
        w("\n")
    hi, lo = _opm_order(*_by(views, REV)[:2])
    w(
        f"→ OPM은 {j(SHORT[hi.corp], '이')} {SHORT[lo.corp]}보다 ",
        w.f(pp_gap(OPM), hi, lo, form=Form("%p", 1)),
        " 높음",
    )
    return " vs ".join(SHORT[v.corp] for v in views) + f" {yy(y)}년 비교 간단히"


def _gemini(w: W) -> str:
    y, views = w.scope.year, _views(w)
    w(f"### 한눈에 보기: {y}년 {', '.join(v.corp for v in views)}\n\n")
    for v in views:
        w(f"* **{v.corp}**: 매출 ", w.f(amount(REV), v, form=JO2S), ", ", w.f(amount(OP), v, form=OP_LABEL))
        w(" (영업이익률 ", w.f(OPM, v, form=PCT1), "), 매출 성장률 ", w.f(growth(REV), v, form=SIGNED), "\n")
    top = _by(views, OP)[0]
    second = _by(views, OP)[1]
    w(f"\n**결론:** 영업이익 규모는 {j(top.corp, '이')} 가장 크며, 2위 {second.corp}보다 ")
    w(w.f(gap(OP), top, second, form=JO1 if abs(top[OP] - second[OP]) >= 1e12 else AUTO), " 많습니다.")
    if top[OP] > 0 and second[OP] > 0:
        w(" 약 ", w.f(multiple(OP), top, second, form=TIMES2), " 차이입니다.")
    w("\n\n⚠️ 참고: 모든 수치는 각 사 사업보고서의 연결재무제표 기준입니다.")
    return f"{y}년 {', '.join(v.corp for v in views)} 중에 어디가 제일 잘했어?"


TUNE2_D: dict[str, tuple[str, Writer]] = {
    "t2-cmp-columns": ("compare", _columns),
    "t2-cmp-pair-prose": ("compare2", _pair_prose),
    "t2-cmp-ranking-share": ("compare3", _ranking),
    "t2-cmp-delta-table": ("compare2", _delta),
    "t2-cmp-slack-vs": ("compare", _slack_vs),
    "t2-cmp-gemini": ("compare3", _gemini),
}
