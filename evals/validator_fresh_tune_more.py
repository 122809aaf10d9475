"""Fresh corpus, tune half: styles over several years, several companies or the 2024 quarters — a
multi-year table with CAGR and the average OPM, 최고/최저 years in prose, a 🆚 comparison table with
the 🥇 line, gaps between two companies, a ranking of three, a 3분기 card with 누적 figures.
"""

from __future__ import annotations

from evals.validator_fresh_figs import (
    AUTO,
    AUTO1,
    JO1,
    PCT1,
    Q3,
    SIGNED,
    UPDOWN,
    YTD,
    Form,
    W,
    Writer,
    cagr,
    mean_of,
)
from evals.validator_report_figures import (
    DEBT,
    NI,
    OP,
    OPM,
    REV,
    ROE,
    View,
    amount,
    gap,
    pp_gap,
)


def _years(w: W) -> list[View]:
    return [w.v(year=year) for year in range(w.scope.first, w.scope.year + 1)]


def _big(views: list[View]) -> bool:
    return max(v[REV] for v in views) >= 2e13


def multi_table(w: W) -> str:
    c, first, last, views = w.scope.corp, w.scope.first, w.scope.year, _years(w)
    cell, unit = (Form("bare조", 1), "조원") if _big(views) else (Form("bare억", 0), "억원")
    w(f"### 📈 {c} {first}–{last} 실적 추이 (연결, 단위: {unit})\n\n")
    w("| 구분 | " + " | ".join(f"FY{v.year}" for v in views) + " |\n|---|" + "---:|" * len(views) + "\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI)):
        w(f"| {name} |")
        for v in views:
            w(" ", w.f(amount(account), v, form=cell), " |")
        w("\n")
    w("| OPM |")
    for v in views:
        w(" ", w.f(OPM, v, form=PCT1), " |")
    w(f"\n\n- 매출 CAGR ({first}→{last}): **", w.f(cagr(REV), views[0], views[-1], form=SIGNED), "**\n")
    w(f"- {len(views)}년 평균 OPM: **", w.f(mean_of(OPM), *views, form=PCT1), "**\n")
    return f"{c} {first}년부터 {last}년까지 실적 추이 표로"


def multi_extremes(w: W) -> str:
    c, first, last, views = w.scope.corp, w.scope.first, w.scope.year, _years(w)
    top = max(views, key=lambda v: v[OP])
    low = min(views, key=lambda v: v[OP])
    w(f"{c}의 {first}~{last}년 연결 실적을 보면, 영업이익은 {top.year}년 ", w.f(amount(OP), top, form=AUTO))
    w(f"이 최고, {low.year}년 ", w.f(amount(OP), low, form=AUTO), "이 최저였습니다. ")
    w("같은 기간 평균 영업이익률은 ", w.f(mean_of(OPM), *views, form=PCT1), "입니다.\n\n")
    w(f"매출은 {first}년 ", w.f(amount(REV), views[0], form=AUTO1), f"에서 {last}년 ")
    w(
        w.f(amount(REV), views[-1], form=AUTO1),
        "으로 연평균 ",
        w.f(cagr(REV), views[0], views[-1], form=UPDOWN),
    )
    w("했습니다(CAGR).\n")
    best = max(views, key=lambda v: v[NI])
    w(f"순이익이 가장 많았던 해는 {best.year}년(", w.f(amount(NI), best, form=AUTO), ")입니다.\n")
    return f"{c} 최근 몇 년 중 이익 제일 좋았던 해는?"


def cmp_emoji_table(w: W) -> str:
    corps, y = w.scope.corps, w.scope.year
    views = [w.v(c) for c in corps]
    w(f"### 🆚 {' vs '.join(corps)} — {y}년 (연결)\n\n| 지표 | " + " | ".join(corps) + " |\n")
    w("|---|" + "---:|" * len(corps) + "\n")
    rows = (("매출", amount(REV), JO1), ("영업이익", amount(OP), AUTO1), ("OPM", OPM, PCT1))
    for name, metric, form in (*rows, ("부채비율", DEBT, PCT1), ("ROE", ROE, PCT1)):
        w(f"| {name} |")
        for v in views:
            w(" ", w.f(metric, v, form=form), " |")
        w("\n")
    best = max(views, key=OPM)
    w(f"\n🥇 영업이익률 1위: **{best.corp}** (", w.f(OPM, best, form=PCT1), ")\n")
    return f"{' '.join(corps)} {y}년 비교"


def cmp_gaps(w: W) -> str:
    y = w.scope.year
    a, b = sorted((w.v(c) for c in w.scope.corps), key=lambda v: -v[REV])
    w(f"{a.corp}의 {y}년 매출은 ", w.f(amount(REV), a, form=AUTO1), f"으로 {b.corp}의 ")
    w(w.f(amount(REV), b, form=AUTO1), "보다 ", w.f(gap(REV), a, b, form=AUTO1), " 많습니다. ")
    w(f"영업이익률은 {a.corp} ", w.f(OPM, a, form=PCT1), f", {b.corp} ", w.f(OPM, b, form=PCT1), "로 ")
    high = Form("%p", 1, words=(" 높", " 낮"))
    w(f"{a.corp}가 ", w.f(pp_gap(OPM), a, b, form=high), "습니다. ")
    w(
        f"당기순이익은 {a.corp} ",
        w.f(amount(NI), a, form=AUTO1),
        f", {b.corp} ",
        w.f(amount(NI), b, form=AUTO1),
    )
    w("입니다. (모두 연결 기준)\n")
    return f"{a.corp}랑 {b.corp} {y}년 차이 얼마나 나?"


def cmp_ranking(w: W) -> str:
    y, views = w.scope.year, [w.v(c) for c in w.scope.corps]
    big = max(views, key=lambda v: v[REV])
    best = max(views, key=OPM)
    safe = min(views, key=DEBT)
    w(f"세 회사 중 {y}년 매출이 가장 큰 곳은 {big.corp}(", w.f(amount(REV), big, form=AUTO1), "), ")
    w(f"영업이익률이 가장 높은 곳은 {best.corp}(", w.f(OPM, best, form=PCT1), "), ")
    w(f"부채비율이 가장 낮은 곳은 {safe.corp}(", w.f(DEBT, safe, form=PCT1), ")입니다.\n\n영업이익률 순위: ")
    for rank, v in enumerate(sorted(views, key=OPM, reverse=True), 1):
        w(" > " if rank > 1 else "", f"{rank}위 {v.corp} ", w.f(OPM, v, form=PCT1))
    w("\n(연결 기준)\n")
    return f"{' '.join(w.scope.corps)} 중 {y}년 1등은?"


def q3_card(w: W) -> str:
    c, q3, ytd = w.scope.corp, w.q(Q3), w.q(YTD)
    w(f"📅 **{c} 2024년 3분기 실적** (연결)\n")
    w("- 3분기(7~9월): 매출 ", w.f(amount(REV), q3, form=AUTO), ", 영업이익 ", w.f(amount(OP), q3, form=AUTO))
    w(", 영업이익률 ", w.f(OPM, q3, form=PCT1), "\n")
    w(
        "- 1~3분기 누적: 매출 ",
        w.f(amount(REV), ytd, form=AUTO),
        ", 영업이익 ",
        w.f(amount(OP), ytd, form=AUTO),
    )
    w(", 순이익 ", w.f(amount(NI), ytd, form=AUTO), "\n- 누적 영업이익률 ", w.f(OPM, ytd, form=PCT1), "\n")
    return f"{c} 2024년 3분기 실적"


TUNE_MORE: dict[str, tuple[str, Writer]] = {
    "t-multi-table": ("multi", multi_table),
    "t-multi-extremes": ("multi", multi_extremes),
    "t-cmp-emoji-table": ("compare", cmp_emoji_table),
    "t-cmp-gaps": ("compare2", cmp_gaps),
    "t-cmp-ranking": ("compare3", cmp_ranking),
    "t-q3-card": ("quarter", q3_card),
}
