"""``tune3`` part B, two or three companies of one year: structured comparisons as chat models wrote them.

Companies as rows with the unit in a caption under the table ("※ 단위: 억원, 연결 기준"); Slack mrkdwn
(*bold*, quoted • bullets, `code` figures, :emoji: shortcodes); English headers (Company | Revenue | OP |
OPM) with ₩ amounts, an "x" multiple and a bp spread; nested bullets under bold company names; a table
with 합계 and 단순평균 rows and a weighted margin; a two-year table per company whose loss cells read
"적자 …" and whose change column says 흑전/적전 where a rate means nothing.
"""

from __future__ import annotations

from evals.validator_fresh2_common import SHORT, j
from evals.validator_fresh3_b_common import (
    AUTO_A,
    BP,
    BPU,
    CELL_EOK,
    CELL_JO,
    JO2A,
    LOSS,
    PCT1A,
    PCT1P,
    PPA,
    PPU,
    WON,
    X1,
    big,
    of,
    pick,
    spread,
    weighted_margin,
)
from evals.validator_fresh_figs import PCT1, W, Writer, mean_of, turn
from evals.validator_report_figures import (
    DEBT,
    NI,
    OP,
    OPM,
    REV,
    ROE,
    View,
    amount,
    growth,
    margin_change,
    multiple,
    total,
)


def _views(w: W) -> list[View]:
    return [w.v(corp=c) for c in w.scope.corps]


def _caption_eok(w: W) -> str:
    y, vs = w.scope.year, _views(w)
    w(
        f"{y}년 두 회사 실적을 나란히 정리했습니다.\n\n| 회사 | 매출액 | 영업이익 | 당기순이익 | 영업이익률 |\n"
    )
    w("|---|---:|---:|---:|---:|\n")
    for v in vs:
        w(
            f"| {v.corp} | ",
            w.f(amount(REV), v, form=CELL_EOK),
            " | ",
            w.f(amount(OP), v, form=CELL_EOK),
            " | ",
        )
        w(w.f(amount(NI), v, form=CELL_EOK), " | ", w.f(OPM, v, form=PCT1A), " |\n")
    w(pick(w, "\n※ 단위: 억원(영업이익률 제외), 연결 기준", "\n※ 단위: 억원, 연결 기준 / 영업이익률은 %"))
    w(f", {y}년 사업보고서\n\n")
    hi, lo = sorted(vs, key=lambda v: of(OPM, v), reverse=True)
    w(f"위 표에서 보듯 매출 규모는 {j(max(vs, key=lambda v: v[REV]).corp, '이')} 크지만, 영업이익률은 ")
    w(f"{j(hi.corp, '이')} ", w.f(spread(OPM), hi, lo, form=PPU), " 높습니다.")
    losses = [v.corp for v in vs if v[NI] < 0]
    if losses:
        w(f" {j(', '.join(losses), '은')} 당기순손실(음수)을 냈습니다.")
    return pick(w, f"{vs[0].corp} {vs[1].corp} {y} 실적 비교표", f"{y}년 {vs[0].corp}랑 {vs[1].corp} 비교")


def _slack(w: W) -> str:
    y, vs = w.scope.year, _views(w)
    w(f":bar_chart: *{' · '.join(SHORT[v.corp] for v in vs)} {y}년 실적* (연결)\n")
    q = pick(w, "`", "")  # figures in `code` spans or bare
    for v in vs:
        form = JO2A if big(v) else AUTO_A
        w(f">*{v.corp}*\n>• 매출액 {q}", w.f(amount(REV), v, form=form), f"{q}\n>• 영업이익 {q}")
        w(w.f(amount(OP), v, form=form), f"{q} (OPM {q}", w.f(OPM, v, form=PCT1A), f"{q})\n>• 순이익 {q}")
        w(w.f(amount(NI), v, form=form), f"{q}\n")
    a, b = vs
    if a[OP] > 0 and b[OP] > 0:
        more, less = (a, b) if a[OP] >= b[OP] else (b, a)
        name = SHORT[more.corp]
        w(f"\n:point_right: 영업이익은 *{name}*{j(name, '이')[len(name) :]} ")
        w(w.f(multiple(OP), more, less, form=X1), " 규모")
    else:
        w(f"\n:warning: {', '.join(SHORT[v.corp] for v in vs if v[OP] < 0)} 영업적자")
    w("\n_출처: DART 사업보고서_")
    return pick(w, f"{SHORT[a.corp]} {SHORT[b.corp]} {y} 실적 슬랙에 올릴 거", f"{a.corp} vs {b.corp} {y}")


def _english(w: W) -> str:
    y, vs = w.scope.year, _views(w)
    w(f"**FY{y} Snapshot** (연결, K-IFRS)\n\n| Company | Revenue | OP | OPM | NI | Rev YoY |\n")
    w("|---|---:|---:|---:|---:|---:|\n")
    for v in vs:
        w(f"| {v.corp} | ", w.f(amount(REV), v, form=WON), " | ", w.f(amount(OP), v, form=WON), " | ")
        w(w.f(OPM, v, form=PCT1A), " | ", w.f(amount(NI), v, form=WON), " | ")
        w(w.f(growth(REV), v, form=PCT1P), " |\n")
    a, b = sorted(vs, key=lambda v: v[REV], reverse=True)
    w(f"\n- **Revenue multiple**: {SHORT[a.corp]}/{SHORT[b.corp]} = ", w.f(multiple(REV), a, b, form=X1))
    hi, lo = sorted(vs, key=lambda v: of(OPM, v), reverse=True)
    w(f"\n- **OPM spread**: {SHORT[hi.corp]} 우위, ", w.f(spread(OPM), hi, lo, form=BPU))
    w(f"\n- **ROE**: {SHORT[vs[0].corp]} ", w.f(ROE, vs[0], form=PCT1A), f", {SHORT[vs[1].corp]} ")
    w(w.f(ROE, vs[1], form=PCT1A), "\n\n₩ 금액은 조원(1조 미만은 억원) 기준입니다.")
    return pick(
        w,
        f"{vs[0].corp} {vs[1].corp} FY{y} snapshot 표로",
        f"{SHORT[vs[0].corp]} vs {SHORT[vs[1].corp]} FY{y} numbers",
    )


def _nested(w: W) -> str:
    y, vs = w.scope.year, _views(w)
    w(f"**{y}년 3사 실적 요약** (연결 기준)\n\n")
    for v in vs:
        form = JO2A if big(v) else AUTO_A
        w(f"- **{v.corp}**\n  - 매출: ", w.f(amount(REV), v, form=form), "\n  - 영업이익: ")
        w(w.f(amount(OP), v, form=LOSS if v[OP] < 0 else form), " · 영업이익률 ", w.f(OPM, v, form=PCT1A))
        w("\n  - 부채비율: ", w.f(DEBT, v, form=PCT1), "\n")
    best = max(vs, key=lambda v: of(OPM, v))
    safe = min(vs, key=lambda v: of(DEBT, v))
    w("- **한 줄 비교**\n  - 영업이익률 최고: ", f"{best.corp} (", w.f(OPM, best, form=PCT1), ")\n")
    w("  - 부채비율 최저: ", f"{safe.corp} (", w.f(DEBT, safe, form=PCT1A), ")\n\n")
    w("업종이 달라 절대 규모보다는 비율 위주로 보시는 게 좋습니다.")
    return pick(
        w, f"{' '.join(v.corp for v in vs)} {y} 실적 요약", f"{y} {', '.join(SHORT[v.corp] for v in vs)} 비교"
    )


def _totals(w: W) -> str:
    y, vs = w.scope.year, _views(w)
    w(f"| 구분 ({y}, 연결) | 매출액 (조원) | 영업이익 (조원) | 영업이익률 |\n|---|---:|---:|---:|\n")
    for v in vs:
        w(f"| {v.corp} | ", w.f(amount(REV), v, form=CELL_JO), " | ", w.f(amount(OP), v, form=CELL_JO), " | ")
        w(w.f(OPM, v, form=PCT1A), " |\n")
    w("| **3사 합계** | ", w.f(total(REV), *vs, form=CELL_JO), " | ", w.f(total(OP), *vs, form=CELL_JO))
    w(" | ", w.f(weighted_margin(OP), *vs, form=PCT1A), " |\n| **3사 평균** | ")
    w(w.f(mean_of(amount(REV)), *vs, form=CELL_JO), " | ", w.f(mean_of(amount(OP)), *vs, form=CELL_JO))
    w(" | ", w.f(mean_of(OPM), *vs, form=PCT1A), " |\n\n")
    w(
        "합계 행의 영업이익률은 3사 영업이익 합 ÷ 매출 합(가중), 평균 행은 각 사 영업이익률의 단순 평균입니다. "
    )
    w("규모가 큰 회사의 비중 때문에 두 값이 다릅니다.")
    return pick(w, f"{y}년 {', '.join(v.corp for v in vs)} 합계랑 평균", f"{y} 3사 실적 합치면?")


def _turnaround(w: W) -> str:
    y, vs = w.scope.year, _views(w)
    bp = w.rng.random() < 0.5
    w(f"**{y - 1}→{y} 영업이익 변화** (연결)\n\n| 회사 | {y - 1} | {y} | 증감률 | OPM 변화 |\n")
    w("|---|---:|---:|---:|---:|\n")
    for v in vs:
        w(f"| {v.corp} | ", w.f(amount(OP), v.prev, form=LOSS), " | ", w.f(amount(OP), v, form=LOSS), " | ")
        word = turn(v[OP], v.prev[OP])
        w(
            {"흑자전환": "흑전", "적자전환": "적전", "적자지속": "적지"}.get(word, "")
            or w.f(growth(OP), v, form=PCT1P)
        )
        w(" | ", w.f(margin_change(OP), v, form=BP if bp else PPA), " |\n")
    if any(v.prev[OP] < 0 or v[OP] < 0 for v in vs):
        w("\n흑전 = 흑자전환, 적전 = 적자전환, 적지 = 적자지속. 적자 구간은 증감률을 계산하지 않았습니다.\n")
        w("적자 기간이 끼어 있는 회사는 증감률 대신 흑자·적자 여부를 보시면 됩니다.")
    else:
        w(f"\n{len(vs)}개 회사 모두 두 해 연속 영업흑자였습니다.")
    return pick(
        w, f"{y}년 {', '.join(SHORT[v.corp] for v in vs)} 영업이익 전년 대비", f"{y} 영업이익 변화 비교"
    )


COMPARE_B: dict[str, tuple[str, Writer]] = {
    "t3b-caption-eok": ("compare2", _caption_eok),
    "t3b-slack-mrkdwn": ("compare2", _slack),
    "t3b-english-headers": ("compare2", _english),
    "t3b-nested-bold": ("compare3", _nested),
    "t3b-totals-avg": ("compare3", _totals),
    "t3b-turnaround": ("compare", _turnaround),
}
