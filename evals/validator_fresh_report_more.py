"""Fresh corpus, report half: styles over several years, several companies or the 2024 quarters — year
bullets with CAGRs, cumulative sums and yearly averages, a head-to-head table with a 차이 column, colour
cards with the OPM gap, an operating-profit ranking table, 4분기 derived from the year and 3분기 누적.
"""

from __future__ import annotations

from evals.validator_fresh_figs import (
    AUTO,
    AUTO1,
    JE,
    PCT1,
    PP,
    Q3,
    Q4,
    UPDOWN,
    Form,
    W,
    Writer,
    cagr,
    mean_of,
    share_between,
    yoy,
)
from evals.validator_report_figures import (
    DEBT,
    NI,
    OP,
    OPM,
    REV,
    TE,
    Metric,
    View,
    amount,
    gap,
    pp_gap,
    total,
)

RISE = Form("%p", 1, words=(" 상승", " 하락"))
DEBT_MOVE = Metric(lambda a, b: DEBT(b) - DEBT(a), signed=True)


def _years(w: W) -> list[View]:
    return [w.v(year=year) for year in range(w.scope.first, w.scope.year + 1)]


def year_bullets(w: W) -> str:
    c, first, last, views = w.scope.corp, w.scope.first, w.scope.year, _years(w)
    w(f"**{c} 연도별 실적 (연결)**\n")
    for v in views:
        w(
            f"- FY{v.year}: 매출 ",
            w.f(amount(REV), v, form=AUTO1),
            " / 영업이익 ",
            w.f(amount(OP), v, form=AUTO1),
        )
        w(" / OPM ", w.f(OPM, v, form=PCT1), "\n")
    w(f"\n📌 {first}→{last} 매출 CAGR ", w.f(cagr(REV), views[0], views[-1], form=PCT1), ", 자본총계 CAGR ")
    w(w.f(cagr(TE), views[0], views[-1], form=PCT1), "\n")
    return f"{c} 연도별 실적이랑 성장률"


def cumulative(w: W) -> str:
    c, first, last, views = w.scope.corp, w.scope.first, w.scope.year, _years(w)
    w(f"{first}~{last}년 {len(views)}년간 {c}의 누적 영업이익은 ", w.f(total(OP), *views, form=JE))
    w(", 누적 당기순이익은 ", w.f(total(NI), *views, form=JE), "입니다. 연평균으로는 매출 ")
    w(
        w.f(mean_of(amount(REV)), *views, form=AUTO1),
        ", 영업이익 ",
        w.f(mean_of(amount(OP)), *views, form=AUTO1),
    )
    w(f" 수준이고, 부채비율은 {first}년 말 ", w.f(DEBT, views[0], form=PCT1), f"에서 {last}년 말 ")
    w(w.f(DEBT, views[-1], form=PCT1), "로 ", w.f(DEBT_MOVE, views[0], views[-1], form=RISE), "했습니다.")
    w(" (연결 기준)\n")
    return f"{c} {first}~{last} 누적 이익"


def head_to_head(w: W) -> str:
    y = w.scope.year
    a, b = sorted((w.v(c) for c in w.scope.corps), key=lambda v: -v[REV])
    w(
        f"**{a.corp} vs {b.corp} ({y}, 연결)**\n\n| 항목 | {a.corp} | {b.corp} | 차이(A−B) |\n|---|---:|---:|---:|\n"
    )
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI)):
        w(f"| {name} | ", w.f(amount(account), a, form=AUTO1), " | ", w.f(amount(account), b, form=AUTO1))
        w(" | ", w.f(gap(account), a, b, form=AUTO1), " |\n")
    w("| 영업이익률 | ", w.f(OPM, a, form=PCT1), " | ", w.f(OPM, b, form=PCT1), " | ")
    w(w.f(pp_gap(OPM), a, b, form=PP), " |\n\nA = ", a.corp, ", B = ", b.corp, "\n")
    return f"{a.corp} {b.corp} {y} 맞대결"


_DOTS = ("🔵", "🟢", "🟣")


def color_cards(w: W) -> str:
    y, views = w.scope.year, [w.v(c) for c in w.scope.corps]
    w(f"{y}년 실적 카드 (연결)\n\n")
    for dot, v in zip(_DOTS, views, strict=False):
        w(f"{dot} **{v.corp}** — 매출 ", w.f(amount(REV), v, form=AUTO1), " / OPM ", w.f(OPM, v, form=PCT1))
        w(" / 부채비율 ", w.f(DEBT, v, form=PCT1), "\n")
    high, low = max(views, key=OPM), min(views, key=OPM)
    w(f"\n➡️ OPM 격차 ({high.corp} − {low.corp}): ", w.f(pp_gap(OPM), high, low, form=Form("%p", 1)), "\n")
    return f"{', '.join(w.scope.corps)} {y}년 카드로 비교"


def ranking_table(w: W) -> str:
    y, views = w.scope.year, [w.v(c) for c in w.scope.corps]
    ranked = sorted(views, key=lambda v: -v[OP])
    w(f"**{y}년 영업이익 순위 (연결)**\n\n| 순위 | 회사 | 영업이익 | 전년 대비 |\n|---|---|---:|---:|\n")
    for rank, v in enumerate(ranked, 1):
        w(f"| {rank} | {v.corp} | ", w.f(amount(OP), v, form=AUTO1), " | ", yoy(w, OP, v), " |\n")
    w("\n1위와 3위의 영업이익 차이는 ", w.f(gap(OP), ranked[0], ranked[-1], form=AUTO1), "입니다.\n")
    return f"{' '.join(w.scope.corps)} {y}년 영업이익 순위"


def q4_derived(w: W) -> str:
    c, q4, q3, year = w.scope.corp, w.q(Q4), w.q(Q3), w.v()
    w(f"2024년 4분기(10~12월) {c}의 영업이익은 ", w.f(amount(OP), q4, form=AUTO), "으로, 3분기 ")
    w(w.f(amount(OP), q3, form=AUTO), " 대비 ", yoy(w, OP, q4, UPDOWN), "했습니다(QoQ). 4분기 매출은 ")
    w(w.f(amount(REV), q4, form=AUTO), "으로 연간 매출 ", w.f(amount(REV), year, form=AUTO), "의 ")
    w(w.f(share_between(REV), q4, year, form=PCT1), "를 차지합니다.\n\n* 4분기 = 연간 − 3분기 누적 (연결)\n")
    return f"{c} 작년 4분기 실적"


REPORT_MORE: dict[str, tuple[str, Writer]] = {
    "r-year-bullets": ("multi", year_bullets),
    "r-cumulative": ("multi", cumulative),
    "r-head-to-head": ("compare2", head_to_head),
    "r-color-cards": ("compare", color_cards),
    "r-ranking-table": ("compare3", ranking_table),
    "r-q4-derived": ("quarter", q4_derived),
}
