"""``tune2`` styles over several years (FY2021–FY2024 / FY2021–FY2023) and over the 2024 quarters.

Years: an FY21–FY24 table in 조원 with △ losses, CAGR, the average OPM and the best year; a '21 → '24
arrow trend with n배 and the weakest year; a ratio dashboard by year with the %p move from the first
to the last; emoji year bullets with YoY, a cumulative sum and a yearly average. Quarters: a 3Q24 /
1~3Q24 누적 / 4Q24 / FY24 table with quarterly margins and QoQ; Claude prose on 4분기 (its share of the
year, a caveat that it is the year less 3분기 누적, a closing question); a Slack line with 4Q24/QoQ.
"""

from __future__ import annotations

from evals.validator_fresh2_common import JO_CELL, SHORT, TIMES2, j, value, year_view, yy
from evals.validator_fresh_figs import (
    AUTO,
    JE,
    JO2,
    PCT1,
    PP,
    Q3,
    Q4,
    SIGNED,
    UPDOWN,
    YTD,
    Form,
    W,
    Writer,
    cagr,
    mean_of,
    q_margin,
    share_between,
    yoy,
)
from evals.validator_report_figures import (
    CURRENT,
    DEBT,
    EQUITY_RATIO,
    NI,
    NPM,
    OP,
    OPM,
    REV,
    View,
    amount,
    growth,
    multiple,
    pp_gap,
    total,
)

AUTON = Form("auto", 1, won="")  # 32.7조 / 4,602억
AUTON_TRI = Form("auto", 1, won="", minus="△")
FY = Form("%", 1)


def _years(w: W) -> list[int]:
    return list(range(w.scope.first, w.scope.year + 1))


def _views(w: W) -> list[View]:
    return [w.v(year=y) for y in _years(w)]


def _fy_table(w: W) -> str:
    c, years, views = w.scope.corp, _years(w), _views(w)
    head = " | ".join(f"FY{yy(y)}" for y in years)
    w(f"**{c} 연간 실적 추이** (연결, 단위: 조원)\n\n| 구분 | {head} |\n|---|" + "---:|" * len(years) + "\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("순이익", NI)):
        w(f"| {name} |")
        for v in views:
            w(" ", w.f(amount(account), v, form=JO_CELL), " |")
        w("\n")
    w("| OPM |")
    for v in views:
        w(" ", w.f(OPM, v, form=PCT1), " |")
    span = f"FY{yy(years[0])}–FY{yy(years[-1])}"
    w(f"\n\n- 매출 CAGR({span}): ", w.f(cagr(REV), views[0], views[-1], form=FY))
    w(f"\n- {len(years)}년 평균 OPM: ", w.f(mean_of(OPM), *views, form=PCT1))
    best = max(views, key=lambda v: value(OPM, v))
    w(f"\n- OPM 최고 연도: FY{yy(best.year)} (", w.f(OPM, best, form=PCT1), ")\n\n△는 적자(손실)입니다.")
    return f"{c} FY{years[0]}~FY{years[-1]} 실적 추이 표로"


def _arrows(w: W) -> str:
    c, years, views = w.scope.corp, _years(w), _views(w)
    first, last = views[0], views[-1]
    w(f"{c} '{yy(years[0])}~'{yy(years[-1])} 흐름 정리 (연결)\n\n매출: ")
    for i, v in enumerate(views):
        w(" → " if i else "", f"'{yy(v.year)} ", w.f(amount(REV), v, form=AUTON))
    w("\n영업이익: ")
    for i, v in enumerate(views):
        w(" → " if i else "", f"'{yy(v.year)} ", w.f(amount(OP), v, form=AUTON_TRI))
    w(
        f"\n\n'{yy(last.year)} 매출은 '{yy(first.year)}의 ",
        w.f(multiple(REV), last, first, form=TIMES2),
        " 규모입니다. ",
    )
    low = min(views, key=lambda v: v[OP])
    w(f"영업이익이 가장 낮았던 해는 '{yy(low.year)}년(", w.f(amount(OP), low, form=AUTO), ")이고, ")
    high = max(views, key=lambda v: v[NI])
    w(f"순이익이 가장 컸던 해는 '{yy(high.year)}년(", w.f(amount(NI), high, form=AUTO), ")입니다.")
    return f"{c} {years[0]}년부터 {years[-1]}년까지 매출이랑 영업이익 흐름"


def _dashboard(w: W) -> str:
    c, years, views = w.scope.corp, _years(w), _views(w)
    w(f"📊 **{c} 재무비율 대시보드** (연결)\n\n| 연도 | 부채비율 | 자기자본비율 | 유동비율 | 순이익률 |\n")
    w("|---|---:|---:|---:|---:|\n")
    for v in views:
        w(f"| {v.year} | ", w.f(DEBT, v, form=PCT1), " | ", w.f(EQUITY_RATIO, v, form=PCT1), " | ")
        w(w.f(CURRENT, v, form=PCT1), " | ", w.f(NPM, v, form=PCT1), " |\n")
    first, last = views[0], views[-1]
    w(f"\n{years[0]}→{years[-1]} 부채비율 ", w.f(pp_gap(DEBT), last, first, form=PP), ", 유동비율 ")
    w(w.f(pp_gap(CURRENT), last, first, form=PP), ". ")
    moved = value(pp_gap(DEBT), last, first)
    w(f"레버리지는 {'높아졌' if moved > 0 else '낮아졌'}고, 순이익률은 {years[-1]}년 ")
    w(w.f(NPM, last, form=PCT1), "입니다.")
    return f"{c} {years[0]}-{years[-1]} 재무비율 연도별로"


def _emoji_years(w: W) -> str:
    c, years = w.scope.corp, _years(w)
    w(f"**{c} {years[0]}~{years[-1]} 연도별 실적** (연결)\n\n")
    for y in years:
        if y == years[0]:
            v = w.v(year=y)
            w(
                f"📅 {y}년 — 매출 ",
                w.f(amount(REV), v, form=JO2),
                " · 영업이익 ",
                w.f(amount(OP), v, form=AUTO),
                "\n",
            )
            continue
        v = year_view(w, y)
        w(
            f"📅 {y}년 — 매출 ",
            w.f(amount(REV), v, form=JO2),
            " (",
            w.f(growth(REV), v, form=SIGNED),
            ") · 영업이익 ",
        )
        w(w.f(amount(OP), v, form=AUTO), " (", yoy(w, OP, v), ")\n")
    views = _views(w)
    w(f"\n🔢 {len(years)}년 누적 영업이익: ", w.f(total(OP), *views, form=AUTO))
    w(
        "\n📊 연평균 매출: ",
        w.f(mean_of(amount(REV)), *views, form=JO2),
        "\n\n괄호 안은 전년 대비 증감률입니다.",
    )
    return f"{c} 최근 {len(years)}년 실적 연도별로 보여줘"


def _q_table(w: W) -> str:
    c, v = w.scope.corp, w.v()
    q3, ytd, q4 = w.q(Q3), w.q(YTD), w.q(Q4)
    w(f"**{c} 2024년 분기 실적** (연결)\n\n| 구분 | 3Q24 (7~9월) | 1~3Q24 누적 | 4Q24 (10~12월) | FY24 |\n")
    w("|---|---:|---:|---:|---:|\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("순이익", NI)):
        w(
            f"| {name} | ",
            w.f(amount(account), q3, form=AUTO),
            " | ",
            w.f(amount(account), ytd, form=AUTO),
            " | ",
        )
        w(w.f(amount(account), q4, form=AUTO), " | ", w.f(amount(account), v, form=AUTO), " |\n")
    w("| 영업이익률 | ", w.f(q_margin(OP, REV), q3, form=PCT1), " | ", w.f(q_margin(OP, REV), ytd, form=PCT1))
    w(" | ", w.f(q_margin(OP, REV), q4, form=PCT1), " | ", w.f(OPM, v, form=PCT1), " |\n\n")
    w("- 4Q24 매출 QoQ: ", w.f(growth(REV), q4, form=SIGNED), "\n- 4Q24 영업이익 QoQ: ")
    w(w.f(growth(OP), q4, form=SIGNED), "\n- 4Q24는 연간(FY24)에서 1~3Q24 누적을 뺀 값입니다.")
    return f"{c} 2024년 3분기, 4분기 실적 비교"


def _q_claude(w: W) -> str:
    c, v = w.scope.corp, w.v()
    q3, ytd, q4 = w.q(Q3), w.q(YTD), w.q(Q4)
    w(f"{c}의 2024년 4분기(10~12월) 영업이익은 ", w.f(amount(OP), q4, form=AUTO), "으로, 3분기 ")
    w(w.f(amount(OP), q3, form=AUTO), " 대비 ", w.f(growth(OP), q4, form=UPDOWN), "했습니다. 연간 영업이익 ")
    w(
        w.f(amount(OP), v, form=AUTO),
        " 가운데 4분기 비중은 ",
        w.f(share_between(OP), q4, v, form=PCT1),
        "입니다.\n\n",
    )
    w("다만, 4분기 수치는 따로 공시된 값이 아니라 연간 실적에서 3분기 누적(")
    w(w.f(amount(OP), ytd, form=AUTO), ")을 뺀 값이라는 점은 참고해 주세요. 매출 기준으로는 4분기 ")
    w(w.f(amount(REV), q4, form=JE), ", QoQ ", w.f(growth(REV), q4, form=SIGNED), "입니다.\n\n")
    w("연간으로 보면 매출이 전년 대비 ", w.f(growth(REV), v, form=SIGNED), " 변했습니다(YoY).\n\n")
    w("1분기부터의 분기별 흐름도 이어서 정리해 드릴까요?")
    return f"{c} 작년 4분기 영업이익 3분기보다 늘었어?"


def _q_slack(w: W) -> str:
    c, v = w.scope.corp, w.v()
    s = SHORT[c]
    q3, ytd, q4 = w.q(Q3), w.q(YTD), w.q(Q4)
    w(
        f"{j(s, '은')} 4Q24 영업익 ",
        w.f(amount(OP), q4, form=AUTON),
        " (QoQ ",
        w.f(growth(OP), q4, form=SIGNED),
    )
    w("), OPM ", w.f(q_margin(OP, REV), q4, form=PCT1), "\n3Q24 영업익 ", w.f(amount(OP), q3, form=AUTON))
    w(", 1~3Q 누적 ", w.f(amount(OP), ytd, form=AUTON), "\nFY24 영업익 ", w.f(amount(OP), v, form=AUTON))
    w(" (YoY ", yoy(w, OP, v), ")")
    return f"{s} 4분기 영업익 얼마?"


TUNE2_C: dict[str, tuple[str, Writer]] = {
    "t2-fy-table-cagr": ("multi", _fy_table),
    "t2-apostrophe-arrows": ("multi", _arrows),
    "t2-ratio-dashboard": ("multi", _dashboard),
    "t2-emoji-years": ("multi", _emoji_years),
    "t2-q-four-columns": ("quarter", _q_table),
    "t2-q-claude-share": ("quarter", _q_claude),
    "t2-q-slack": ("quarter", _q_slack),
}
