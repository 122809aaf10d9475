"""``tune3`` part B, several years and the 2024 quarters: structured answers as chat models wrote them.

A transposed table (years as rows, accounts as columns, the unit in each header) with a plain-average
row and a paragraph that refers back to it with an "x" multiple; ASCII bar charts of 영업이익 and
매출액 per year; a YAML block per year; a quarter table with a **합계(연간)** row; a 1Q–4Q table whose
first two quarters are N/A, with 상반기 worked out from the 누적 column; a Telegram HTML message on the
second half of the year.
"""

from __future__ import annotations

from evals.validator_fresh2_common import SHORT
from evals.validator_fresh3_b_common import (
    AUTO1N,
    CELL_EOK,
    CELL_JO,
    JO1A,
    LOSS,
    PCT1A,
    X2,
    first_half,
    of,
    pick,
)
from evals.validator_fresh_figs import (
    AUTO,
    JO2,
    Q3,
    Q4,
    YTD,
    Form,
    W,
    Writer,
    mean_of,
    q_margin,
)
from evals.validator_report_figures import (
    DEBT,
    NI,
    OP,
    OPM,
    REV,
    View,
    amount,
    multiple,
    total,
)


def _years(w: W) -> list[View]:
    return [w.v(year=y) for y in range(w.scope.first, w.scope.year + 1)]


def _transposed(w: W) -> str:
    c, vs = w.scope.corp, _years(w)
    jo = vs[-1][REV] >= 20e12
    unit, cell = ("조원", CELL_JO) if jo else ("억원", CELL_EOK)
    first, last = vs[0].year, vs[-1].year
    w(
        f"**{c} 연도별 실적** (연결)\n\n| 연도 | 매출액({unit}) | 영업이익({unit}) | 영업이익률 | 순이익({unit}) |\n"
    )
    w("|---|---:|---:|---:|---:|\n")
    for v in vs[::-1] if w.rng.random() < 0.4 else vs:
        w(f"| {v.year} | ", w.f(amount(REV), v, form=cell), " | ", w.f(amount(OP), v, form=cell), " | ")
        w(w.f(OPM, v, form=PCT1A), " | ", w.f(amount(NI), v, form=cell), " |\n")
    w("| **평균** | ", w.f(mean_of(amount(REV)), *vs, form=cell), " | ")
    w(w.f(mean_of(amount(OP)), *vs, form=cell), " | ", w.f(mean_of(OPM), *vs, form=PCT1A), " | ")
    w(w.f(mean_of(amount(NI)), *vs, form=cell), " |\n\n")
    w(f"_평균은 {len(vs)}개 연도의 단순 평균입니다._\n\n")
    best = max(vs, key=lambda v: v[OP])
    w(
        f"위 표에서 보듯 영업이익이 가장 많았던 해는 {best.year}년(",
        w.f(amount(OP), best, form=AUTO),
        ")이고, ",
    )
    w(f"{last}년 매출은 {first}년의 ", w.f(multiple(REV), vs[-1], vs[0], form=X2), " 수준입니다.")
    return pick(w, f"{c} {first}~{last} 실적 연도별 표로", f"{c} 최근 {len(vs)}년 매출 영업이익 추이 표")


def _bar(value: float, top: float, width: int = 20) -> str:
    n = max(1, round(abs(value) / top * width))
    return ("█" if value >= 0 else "░") * n + " " * (width - n)


def _ascii_bars(w: W) -> str:
    c, vs = w.scope.corp, _years(w)
    jo = vs[-1][REV] >= 20e12
    cell = CELL_JO if jo else CELL_EOK
    unit = "조원" if jo else "억원"
    w(f"{c} 실적 추이를 막대로 그려보면 (연결, 단위 {unit}):\n\n")
    for name, account in (("영업이익", OP), ("매출액", REV)):
        top = max(abs(v[account]) for v in vs)
        w(f"{name}\n```\n")
        for v in vs:
            w(f"{v.year} {_bar(v[account], top)} ", w.f(amount(account), v, form=cell))
            w(" (적자)\n" if v[account] < 0 else "\n")
        w("```\n")
    hi = max(vs, key=lambda v: v[OP])
    lo = min(vs, key=lambda v: v[OP])
    w(f"\n영업이익 최고는 {hi.year}년, 최저는 {lo.year}년입니다. ")
    if vs[0][OP] > 0 and vs[-1][OP] > 0:
        w(
            f"{vs[-1].year}년 영업이익은 {vs[0].year}년의 ",
            w.f(multiple(OP), vs[-1], vs[0], form=X2),
            "입니다.",
        )
    else:
        w("적자 연도가 있어 배수 비교는 생략했습니다.")
    w(" (░ = 손실)" if any(v[OP] < 0 for v in vs) else "")
    return pick(w, f"{c} 연도별 영업이익 그래프로 보여줘", f"{c} 실적 추이 차트로 그려줘")


def _yaml_block(w: W) -> str:
    c, vs = w.scope.corp, _years(w)
    per_cell = w.rng.random() < 0.5
    jo = vs[-1][REV] >= 20e12
    w(f"```yaml\ncompany: {c}\nbasis: 연결\nsource: DART 사업보고서\n")
    if not per_cell:
        w(f"unit: {'조원' if jo else '억원'}\n")
    w("years:\n")
    for v in vs:
        top = (JO2 if jo else AUTO) if per_cell else CELL_JO if jo else CELL_EOK
        form = (AUTO if v[OP] >= 0 else LOSS) if per_cell else top
        w(f"  {v.year}:\n    매출액: ", w.f(amount(REV), v, form=top), "\n")
        w(
            "    영업이익: ",
            w.f(amount(OP), v, form=form),
            "\n    영업이익률: ",
            w.f(OPM, v, form=PCT1A),
            "\n",
        )
        w("    부채비율: ", w.f(DEBT, v, form=Form("%", 1)), "\n")
    w("```\n\n필요하면 CSV로도 바꿔 드릴게요.")
    return pick(w, f"{c} 연도별 재무 yaml로", f"{c} {vs[0].year}-{vs[-1].year} 데이터 yaml 형식")


def _quarter_total(w: W) -> str:
    c = w.scope.corp
    ytd, q4, year = w.q(YTD), w.q(Q4), w.v()
    w(f"### {c} 2024년 분기 실적 (연결, 단위: 억원)\n\n| 구간 | 매출액 | 영업이익 | 영업이익률 |\n")
    w("|---|---:|---:|---:|\n")
    for label, q in (("1~3분기 누적", ytd), ("4분기(10~12월)", q4)):
        w(f"| {label} | ", w.f(amount(REV), q, form=CELL_EOK), " | ", w.f(amount(OP), q, form=CELL_EOK))
        w(" | ", w.f(q_margin(OP, REV), q, form=PCT1A), " |\n")
    w("| **합계(연간)** | **", w.f(total(REV), ytd, q4, form=CELL_EOK), "** | **")
    w(w.f(total(OP), ytd, q4, form=CELL_EOK), "** | **", w.f(OPM, year, form=PCT1A), "** |\n\n")
    w("4분기는 사업보고서 연간 수치에서 3분기 누적을 뺀 값입니다. ")
    lower = of(q_margin(OP, REV), q4) < of(q_margin(OP, REV), ytd)
    w(f"4분기 수익성은 1~3분기 평균보다 {'낮았' if lower else '높았'}습니다.")
    return pick(w, f"{c} 2024년 분기별 실적 합계까지", f"{SHORT[c]} 24년 4분기랑 누적 합쳐서 표로")


def _quarter_na(w: W) -> str:
    c = w.scope.corp
    q3, ytd, q4 = w.q(Q3), w.q(YTD), w.q(Q4)
    jo = q4[REV] >= 5e12
    form = JO1A if jo else AUTO1N
    w(f"{c} 2024년 분기 실적 (연결)\n\n| 분기 | 매출액 | 영업이익 | 순이익 |\n|---|---:|---:|---:|\n")
    w("| 1Q24 | N/A | N/A | N/A |\n| 2Q24 | N/A | N/A | N/A |\n")
    for label, q in (("3Q24", q3), ("4Q24", q4)):
        w(f"| {label} | ", w.f(amount(REV), q, form=form), " | ", w.f(amount(OP), q, form=form), " | ")
        w(w.f(amount(NI), q, form=form), " |\n")
    w("\n1·2분기는 분기별 수치가 조회 결과에 없어 N/A로 두었습니다. 대신 1~3분기 누적에서 3분기를 빼면 ")
    w("상반기(1~6월) 합계를 구할 수 있습니다: 매출 ", w.f(first_half(REV), ytd, q3, form=AUTO), ", 영업이익 ")
    w(w.f(first_half(OP), ytd, q3, form=AUTO), ".")
    if q4[NI] < 0:
        w(" 4분기 순이익은 손실입니다.")
    return pick(w, f"{c} 24년 1분기부터 4분기까지 실적", f"{c} 2024 분기별로 다 보여줘")


def _telegram(w: W) -> str:
    c = w.scope.corp
    q3, q4, year = w.q(Q3), w.q(Q4), w.v()
    w(f"<b>📊 {c} 2024 하반기 실적</b>\n━━━━━━━━━━━━\n")
    for label, q in (("3분기 (7~9월)", q3), ("4분기 (10~12월)", q4)):
        w(f"<b>{label}</b>\n▫️ 매출 ", w.f(amount(REV), q, form=AUTO), "\n▫️ 영업이익 ")
        w(w.f(amount(OP), q, form=AUTO), " (OPM ", w.f(q_margin(OP, REV), q, form=PCT1A), ")\n")
    w("━━━━━━━━━━━━\n<b>하반기 합계</b> 매출 ", w.f(total(REV), q3, q4, form=AUTO), " · 영업이익 ")
    w(w.f(total(OP), q3, q4, form=AUTO), "\n<i>연간 매출 ", w.f(amount(REV), year, form=AUTO), "</i>\n")
    w("출처: DART 분기·사업보고서 (연결)")
    return pick(w, f"{SHORT[c]} 2024 하반기 실적 텔레그램용으로 정리", f"{c} 2024년 3, 4분기 실적")


YEARS_B: dict[str, tuple[str, Writer]] = {
    "t3b-transposed-years": ("multi", _transposed),
    "t3b-ascii-bars": ("multi", _ascii_bars),
    "t3b-yaml-block": ("multi", _yaml_block),
    "t3b-quarter-total": ("quarter", _quarter_total),
    "t3b-quarter-na": ("quarter", _quarter_na),
    "t3b-telegram-html": ("quarter", _telegram),
}
