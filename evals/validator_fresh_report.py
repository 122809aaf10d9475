"""Fresh corpus, report half: single company-year styles (numbered nested list, conclusion first, an
English/Korean key-value table, casual 대략/~ rounding, 연결 vs 별도 side by side, inline (연결)/(별도) tags,
a 흑자/적자 story, 투자 포인트/리스크 with a ※ disclaimer, balance-sheet ratios, an OPM/NPM dashboard, a Slack
compact line, a 증감 table, ROE/ROA prose, an English headline block, TL;DR then a 조억 table, a
cost-structure note). None of these templates is in the tune half.
"""

from __future__ import annotations

from evals.validator_fresh_figs import (
    APX,
    AUTO,
    AUTO1,
    JE,
    JO1,
    JO1N,
    JO2,
    PCT1,
    PCT2,
    PP,
    Form,
    W,
    Writer,
    share_between,
    turn,
    yoy,
)
from evals.validator_report_figures import (
    CL,
    CURRENT,
    DEBT,
    EQUITY_RATIO,
    NI,
    NPM,
    OP,
    OPM,
    PBT,
    RE,
    REV,
    ROA,
    ROE,
    TA,
    TE,
    TL,
    Metric,
    amount,
    change,
    margin_change,
    ratio,
)

RISE = Form("%p", 1, words=(" 상승", " 하락"))
CASUAL = Form("auto", 1, approx="~", won="")
STORY = Form("auto", labels=("흑자 ", "적자 "))
GROW_WORDS = Form("auto", 1, words=(" 늘었", " 줄었"))


def numbered_nested(w: W) -> str:
    c, y, v, s = w.scope.corp, w.scope.year, w.v(), w.v(basis="별도")
    w(f"## 📈 {c} {y}년 핵심 지표\n\n1. **매출액** ", w.f(amount(REV), v, form=JO2), "\n")
    w("   - YoY ", yoy(w, REV, v), "\n   - 별도 매출 ", w.f(amount(REV), s, form=JO2), "\n")
    w("2. **영업이익** ", w.f(amount(OP), v, form=AUTO), "\n   - 영업이익률 ", w.f(OPM, v, form=PCT2), "\n")
    w("3. **당기순이익** ", w.f(amount(NI), v, form=AUTO), "\n   - YoY ", yoy(w, NI, v), "\n")
    w("\n_별도 표시가 없는 수치는 연결 기준_\n")
    return f"{c} {y}년 핵심 지표 정리"


def conclusion_first(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    better = OPM(v) >= OPM(v.prev)
    w(f"결론부터 말씀드리면, {c}의 {y}년 수익성은 {'개선' if better else '악화'}됐습니다. ")
    w("영업이익률이 ", w.f(OPM, v.prev, form=PCT1), "에서 ", w.f(OPM, v, form=PCT1), "로 ")
    w(w.f(margin_change(OP), v, form=RISE), "했습니다.\n\n근거는 다음과 같습니다.\n")
    w("- 매출 ", w.f(amount(REV), v, form=AUTO1), " (전년 대비 ", yoy(w, REV, v), ")\n")
    w("- 영업이익 ", w.f(amount(OP), v, form=AUTO1), " (전년 대비 ", yoy(w, OP, v), ")\n")
    w("- 순이익률 ", w.f(NPM, v, form=PCT1), " (연결)\n")
    return f"{c} {y}년 수익성 좋아졌어?"


def key_value_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} · FY{y} (Consolidated)**\n\n| 항목 | 값 |\n|---|---|\n")
    rows = (
        ("Revenue (매출액)", amount(REV), JO2),
        ("Operating profit (영업이익)", amount(OP), AUTO),
        ("Net income (당기순이익)", amount(NI), AUTO),
        ("OPM", OPM, PCT1),
        ("NPM", NPM, PCT1),
        ("Debt/Equity (부채비율)", DEBT, PCT1),
        ("Current ratio (유동비율)", CURRENT, PCT1),
        ("ROA", ROA, PCT1),
    )
    for name, metric, form in rows:
        w(f"| {name} | ", w.f(metric, v, form=form), " |\n")
    return f"{c} FY{y} 지표 표로 (영문 병기)"


def casual_rounding(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c} {y}년 영업이익은 ", w.f(amount(OP), v, form=CASUAL), " 정도예요. 매출이 ")
    w(w.f(amount(REV), v, form=CASUAL), " 수준이라 이익률로 치면 ", w.f(OPM, v, form=PCT1), "쯤이고요, ")
    w("작년엔 영업이익이 ", w.f(amount(OP), v.prev, form=CASUAL), " 정도였어요. 순이익은 ")
    w(w.f(amount(NI), v, form=APX), " 수준입니다 (연결 기준이에요).\n")
    return f"{c} {y}년 영업이익 대충 얼마임?"


def basis_side_by_side(w: W) -> str:
    c, y, v, s = w.scope.corp, w.scope.year, w.v(), w.v(basis="별도")
    w(f"{c} {y}년 연결 vs 별도\n\n| 계정 | 연결 | 별도 | 별도/연결 |\n|---|---:|---:|---:|\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI), ("자산총계", TA)):
        w(
            f"| {name} | ",
            w.f(amount(account), v, form=AUTO1),
            " | ",
            w.f(amount(account), s, form=AUTO1),
            " | ",
        )
        both = v[account] > 0 and s[account] > 0
        w(w.f(share_between(account), s, v, form=PCT1) if both else "—", " |\n")
    w("\n별도/연결: 별도 금액을 연결 금액으로 나눈 비율 (본사 비중의 근사치)\n")
    return f"{c} {y}년 연결 별도 비교"


def inline_tags(w: W) -> str:
    c, y, v, s = w.scope.corp, w.scope.year, w.v(), w.v(basis="별도")
    w(f"{c} {y}년 주요 숫자입니다.\n\n• 매출액: ", w.f(amount(REV), v, form=JO1), "(연결) / ")
    w(w.f(amount(REV), s, form=JO1), "(별도)\n• 영업이익: ", w.f(amount(OP), v, form=AUTO1), "(연결) / ")
    w(w.f(amount(OP), s, form=AUTO1), "(별도)\n• 당기순이익: ", w.f(amount(NI), v, form=AUTO1), "(연결) / ")
    w(w.f(amount(NI), s, form=AUTO1), "(별도)\n• 부채비율: ", w.f(DEBT, v, form=PCT1), "(연결)\n")
    return f"{c} {y} 연결 별도 숫자"


_STORY_END = {
    "흑자전환": "흑자전환했습니다",
    "적자전환": "적자전환했습니다",
    "적자지속": "적자가 지속됐습니다",
}


def profit_story(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c}의 손익을 {y - 1}년과 비교하면,\n\n")
    for name, account in (("영업손익", OP), ("당기순손익", NI)):
        w(f"{name}은 {y - 1}년 ", w.f(amount(account), v.prev, form=STORY), f"에서 {y}년 ")
        w(w.f(amount(account), v, form=STORY), "으로 ")
        word = turn(v[account], v.prev[account])
        w(_STORY_END[word] if word else "흑자를 유지했습니다", ".\n")
    w("\n(연결재무제표 기준)\n")
    return f"{c} {y}년 적자였어?"


def points_and_risks(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"### {c} {y}년 리뷰\n\n**투자 포인트**\n- 매출 성장률 ", yoy(w, REV, v), "\n")
    w("- 영업이익률 ", w.f(OPM, v, form=PCT1), " (전년 대비 ", w.f(margin_change(OP), v, form=PP), ")\n\n")
    w("**리스크**\n- 부채비율 ", w.f(DEBT, v, form=PCT1), ", 유동부채 ", w.f(amount(CL), v, form=AUTO1), "\n")
    w("- 순이익은 전년보다 ", w.f(change(NI), v, form=GROW_WORDS), "습니다\n\n")
    w("※ 연결 기준, DART 사업보고서 수치입니다. 투자 판단의 책임은 투자자 본인에게 있습니다.\n")
    return f"{c} {y}년 투자 포인트랑 리스크"


def balance_ratios(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"재무상태 점검 ({c}, {y}년 말, 연결)\n")
    w("• 부채비율 ", w.f(DEBT, v, form=PCT1), f" ({y - 1}년 말 ", w.f(DEBT, v.prev, form=PCT1), ")\n")
    w("• 자기자본비율 ", w.f(EQUITY_RATIO, v, form=PCT1), "\n• 유동비율 ", w.f(CURRENT, v, form=PCT1), "\n")
    w("• 이익잉여금 ", w.f(amount(RE), v, form=JE), " (자본총계의 ", w.f(ratio(RE, TE), v, form=PCT1), ")\n")
    return f"{c} {y}년 재무상태 괜찮아?"


def margin_dashboard(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} 마진 대시보드 (FY{y - 1} → FY{y}, 연결)**\n")
    w("OPM ", w.f(OPM, v.prev, form=PCT1), " → ", w.f(OPM, v, form=PCT1), " (")
    w(
        w.f(margin_change(OP), v, form=PP),
        ")\nNPM ",
        w.f(NPM, v.prev, form=PCT1),
        " → ",
        w.f(NPM, v, form=PCT1),
    )
    w(" (", w.f(margin_change(NI), v, form=PP), ")\n세전이익률 ", w.f(ratio(PBT, REV), v, form=PCT1), "\n")
    return f"{c} {y} 마진 변화"


def slack_compact(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    short = Form("auto", 1, won="")
    w(
        f":bar_chart: *{c} FY{y}* — 매출 ",
        w.f(amount(REV), v, form=JO1N),
        " · 영업익 ",
        w.f(amount(OP), v, form=short),
    )
    w(" · 순익 ", w.f(amount(NI), v, form=short), " · OPM ", w.f(OPM, v, form=PCT1), " · 부채비율 ")
    w(w.f(DEBT, v, form=Form("%", 0)), "  _(연결)_\n")
    return f"{c} {y} 한 줄로"


def change_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    delta = Form("auto", 1, plus="+")
    w(f"{c} 전년 대비 증감 (연결)\n\n| 항목 | {y - 1} | {y} | 증감 | 증감률 |\n|---|---:|---:|---:|---:|\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI), ("자본총계", TE)):
        w(
            f"| {name} | ",
            w.f(amount(account), v.prev, form=AUTO1),
            " | ",
            w.f(amount(account), v, form=AUTO1),
        )
        w(" | ", w.f(change(account), v, form=delta), " | ", yoy(w, account, v), " |\n")
    return f"{c} {y}년 전년 대비 증감표"


def roe_prose(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c}의 ROE(평균 자기자본 기준)는 {y}년 ", w.f(ROE, v, form=PCT1), f", {y - 1}년 ")
    w(w.f(ROE, v.prev, form=PCT1), "였습니다. 총자산이익률(ROA)은 ", w.f(ROA, v, form=PCT1), "이고, ")
    w(
        f"{y}년 말 자본총계는 ",
        w.f(amount(TE), v, form=AUTO1),
        ", 당기순이익은 ",
        w.f(amount(NI), v, form=AUTO1),
    )
    w("입니다 (연결).\n")
    return f"{c} {y}년 ROE 얼마야"


def english_headline(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**Headline** — {c} FY{y}: 영업이익 ", w.f(amount(OP), v, form=AUTO1), " (YoY ", yoy(w, OP, v), "), ")
    w("매출 ", w.f(amount(REV), v, form=AUTO1), " (YoY ", yoy(w, REV, v), ")\n")
    w("**Margins** — OPM ", w.f(OPM, v, form=PCT1), " / NPM ", w.f(NPM, v, form=PCT1), "\n")
    w("**Balance sheet** — 부채비율 ", w.f(DEBT, v, form=PCT1), ", 자본총계 ", w.f(amount(TE), v, form=AUTO1))
    w("\n*consolidated (연결)*\n")
    return f"{c} FY{y} headline numbers"


def tldr_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(
        f"**TL;DR** — {c} {y}: 매출 ",
        w.f(amount(REV), v, form=APX),
        ", 영업이익 ",
        w.f(amount(OP), v, form=APX),
    )
    w(", OPM ", w.f(OPM, v, form=PCT1), "\n\n---\n**상세 (연결)**\n\n| 구분 | 금액 | 비고 |\n|---|---|---|\n")
    w("| 매출액 | ", w.f(amount(REV), v, form=JE), " | 전년 대비 ", yoy(w, REV, v), " |\n")
    w("| 영업이익 | ", w.f(amount(OP), v, form=JE), " | 이익률 ", w.f(OPM, v, form=PCT2), " |\n")
    w("| 당기순이익 | ", w.f(amount(NI), v, form=JE), " | 순이익률 ", w.f(NPM, v, form=PCT2), " |\n")
    return f"{c} {y} 실적 TL;DR"


SPENT = Metric(lambda v: v[REV] - v[OP])  # 영업비용 = 매출 − 영업이익
SPENT_SHARE = Metric(lambda v: (v[REV] - v[OP]) / v[REV] * 100)


def cost_note(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c}의 {y}년 매출 ", w.f(amount(REV), v, form=AUTO1), " 가운데 영업비용(매출 − 영업이익)은 ")
    w(w.f(SPENT, v, form=AUTO1), "으로 매출의 ", w.f(SPENT_SHARE, v, form=PCT1), "를 차지했고, ")
    w(
        "남은 영업이익은 ",
        w.f(amount(OP), v, form=AUTO1),
        "입니다. 부채총계는 ",
        w.f(amount(TL), v, form=AUTO1),
    )
    w(" (연결)입니다.\n")
    return f"{c} {y}년 비용 구조"


REPORT_SINGLE: dict[str, tuple[str, Writer]] = {
    name: ("single", writer)
    for name, writer in {
        "r-numbered-nested": numbered_nested,
        "r-conclusion-first": conclusion_first,
        "r-key-value-table": key_value_table,
        "r-casual-rounding": casual_rounding,
        "r-basis-side-by-side": basis_side_by_side,
        "r-inline-tags": inline_tags,
        "r-profit-story": profit_story,
        "r-points-and-risks": points_and_risks,
        "r-balance-ratios": balance_ratios,
        "r-margin-dashboard": margin_dashboard,
        "r-slack-compact": slack_compact,
        "r-change-table": change_table,
        "r-roe-prose": roe_prose,
        "r-english-headline": english_headline,
        "r-tldr-table": tldr_table,
        "r-cost-note": cost_note,
    }.items()
}
