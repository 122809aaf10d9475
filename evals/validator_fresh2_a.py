"""``tune2`` styles, one company-year (1/2): how chat models wrote Korean equity answers in 2026.

An analyst report with numbered sections and (출처: …) tags, a Perplexity answer with [1] citations and
a source list, a 구분 | 2023 | 2024 | 증감 | 증감률 table in 억원 with (7,730) negatives, a Slack
line in 영업익/순익/OPM shorthand with a two-digit year, GPT's "다음과 같습니다:" numbered list, Claude's
prose with a "다만," caveat and a closing question, English labels inside Korean (Operating income은 …,
KRW 6.57tn), and a "> 요약" blockquote over a **핵심 요약** list of emoji bullets.
"""

from __future__ import annotations

from evals.validator_fresh2_common import (
    EOK_CELL,
    JO2S,
    PCT1S,
    PP2,
    PPWORD,
    SHORT,
    TN,
    change_or_turn,
    j,
    up,
    value,
    yy,
)
from evals.validator_fresh_figs import (
    APX,
    ARROW,
    AUTO,
    JO2,
    PCT1,
    PCT2,
    PP,
    SIGNED,
    UPDOWN,
    Form,
    W,
    Writer,
    filed,
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
    ROE,
    TE,
    TL,
    amount,
    change,
    growth,
    margin_change,
)

OP_LABEL = Form("auto", labels=("영업이익 ", "영업손실 "))  # 영업이익 6.57조원 / 영업손실 7.73조원
NI_LABEL = Form("auto", labels=("순이익 ", "순손실 "))
AUTON = Form("auto", 1, won="")  # 32.7조 / 4,602억
AUTON_MINUS = Form("auto", 1, won="", minus="-")


def _sections(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"# {c} {y}년 실적 분석\n\n## 1. 개요\n\n{j(c, '은')} {y}년 연결 기준 매출액 ")
    w(w.f(amount(REV), v, form=JO2), ", ", w.f(amount(OP), v, form=OP_LABEL))
    w(f"을 기록했습니다 (출처: {y} 사업보고서, 연결). 전년 대비 매출액은 ", w.f(growth(REV), v, form=SIGNED))
    w(", 영업이익은 ", change_or_turn(w, OP, v, SIGNED), "입니다.\n\n## 2. 수익성\n\n")
    w(f"| 지표 | {y - 1} | {y} | 변화 |\n|---|---:|---:|---:|\n")
    w("| 영업이익률 | ", w.f(OPM, v.prev, form=PCT1), " | ", w.f(OPM, v, form=PCT1), " | ")
    w(w.f(margin_change(OP), v, form=PP), " |\n| 순이익률 | ", w.f(NPM, v.prev, form=PCT1), " | ")
    w(w.f(NPM, v, form=PCT1), " | ", w.f(margin_change(NI), v, form=PP), " |\n\n## 3. 재무건전성\n\n")
    w("- 부채비율: ", w.f(DEBT, v, form=PCT1), " (전년 ", w.f(DEBT, v.prev, form=PCT1), ")\n")
    w("- 자기자본비율: ", w.f(EQUITY_RATIO, v, form=PCT1), "\n- 유동비율: ", w.f(CURRENT, v, form=PCT1))
    w(f" (출처: {y} 사업보고서, 연결 재무상태표)\n\n## 4. 시사점\n\n")
    better = value(margin_change(OP), v) >= 0
    w(f"수익성은 전년보다 {'개선' if better else '둔화'}되었고, 부채비율은 ")
    w(f"{up(value(DEBT, v) - value(DEBT, v.prev), '높아', '낮아')}졌습니다. ")
    w("본 분석은 공시된 연결재무제표 기준이며 투자 권유가 아닙니다.")
    return f"{c} {y}년 실적을 애널리스트 리포트처럼 정리해줘"


def _cited(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    books = w.scope.books[0]
    w(f"{c}의 {y}년 연결 매출액은 ", w.f(amount(REV), v, form=JO2), "으로 전년 대비 ")
    w(w.f(growth(REV), v, form=UPDOWN), "했습니다[1]. 영업이익은 ", w.f(amount(OP), v, form=AUTO))
    w(", 당기순이익은 ", w.f(amount(NI), v, form=AUTO), "입니다[1].\n\n")
    w("**주요 지표**\n- 영업이익률: ", w.f(OPM, v, form=PCT1), "[1]\n- ROE(평균자본 기준): ")
    w(w.f(ROE, v, form=PCT1), "[2]\n- 부채비율: ", w.f(DEBT, v, form=PCT1), "[2]\n\n")
    w(f"영업이익은 전년보다 {'늘었' if v[OP] > v.prev[OP] else '줄었'}습니다[1].\n\n")
    w(f"**출처**\n[1] DART, {c} {y}년 사업보고서 ({filed(books)} 공시) — {books.link}\n")
    w("[2] DART 재무비율 (연결 기준, 평균 자본·자산으로 계산)")
    return f"{c} {y}년 실적 출처랑 같이 알려줘"


def _eok_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} {y}년 손익 요약** (연결, 단위: 억원)\n\n| 구분 | {y - 1} | {y} | 증감 | 증감률 |\n")
    w("|---|---:|---:|---:|---:|\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI)):
        w(f"| {name} | ", w.f(amount(account), v.prev, form=EOK_CELL), " | ")
        w(w.f(amount(account), v, form=EOK_CELL), " | ", w.f(change(account), v, form=EOK_CELL), " | ")
        w(change_or_turn(w, account, v, PCT1S, short=True), " |\n")
    w("| 영업이익률 | ", w.f(OPM, v.prev, form=PCT1), " | ", w.f(OPM, v, form=PCT1), " | ")
    w(
        w.f(margin_change(OP), v, form=PP2),
        " | - |\n\n※ 괄호는 음수(감소 또는 손실), 증감률의 흑전/적전/적지는 ",
    )
    w("흑자전환/적자전환/적자지속")
    return f"{c} {y} 손익 전년이랑 비교표로 (억원 단위)"


def _slack(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    s = SHORT[c]
    w(
        f"{s} {yy(y)}년 연결\n• 매출 ",
        w.f(amount(REV), v, form=AUTON),
        " (YoY ",
        w.f(growth(REV), v, form=SIGNED),
    )
    w(
        ")\n• 영업익 ",
        w.f(amount(OP), v, form=AUTON_MINUS),
        " (",
        change_or_turn(w, OP, v, SIGNED, short=True),
    )
    w(") / OPM ", w.f(OPM, v, form=PCT1), "\n• 순익 ", w.f(amount(NI), v, form=AUTON_MINUS))
    w("\n• 부채비율 ", w.f(DEBT, v, form=PCT1), "\n출처 DART 사업보고서")
    return f"{s} {yy(y)}년 실적 한 줄로"


def _numbered(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(
        f"{c}의 {y}년 주요 재무 실적(연결 기준)은 다음과 같습니다:\n\n1. **매출액**: ",
        w.f(amount(REV), v, form=JO2),
    )
    w(" (전년 대비 ", w.f(growth(REV), v, form=UPDOWN), ")\n2. **영업이익**: ", w.f(amount(OP), v, form=AUTO))
    w(" (영업이익률 ", w.f(OPM, v, form=PCT1), ")\n3. **당기순이익**: ", w.f(amount(NI), v, form=AUTO))
    w(" (순이익률 ", w.f(NPM, v, form=PCT1), ")\n4. **부채비율**: ", w.f(DEBT, v, form=PCT1))
    w("\n5. **ROE**: ", w.f(ROE, v, form=PCT1), "\n\n요약하면, 매출은 ")
    w(f"{up(value(growth(REV), v), '늘었', '줄었')}고 영업이익률은 전년 대비 ")
    w(w.f(margin_change(OP), v, form=PPWORD), "했습니다. 추가로 궁금한 항목이 있으면 말씀해 주세요.")
    return f"{c} {y}년 실적 알려줘"


def _claude(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    sep = w.v(basis="별도")
    w(f"{c}의 {y}년 실적을 보면, 연결 기준 매출 ", w.f(amount(REV), v, form=JO2), "에 ")
    w(
        w.f(amount(OP), v, form=OP_LABEL),
        "으로 영업이익률은 ",
        w.f(OPM, v, form=PCT1),
        f"였습니다. 전년({y - 1}년)의 ",
    )
    w(
        w.f(OPM, v.prev, form=PCT1),
        "와 비교하면 ",
        w.f(margin_change(OP), v, form=PPWORD),
        "한 수치입니다.\n\n",
    )
    w("당기순이익은 ", w.f(amount(NI), v, form=AUTO), "이고, 자본총계는 ", w.f(amount(TE), v, form=JO2))
    w("입니다.\n\n다만, 별도 기준으로 보면 매출은 ", w.f(amount(REV), sep, form=JO2), ", 영업이익은 ")
    w(
        w.f(amount(OP), sep, form=AUTO),
        "으로 연결과 차이가 있으니, 어떤 기준의 숫자인지 확인하시는 게 좋습니다. ",
    )
    w(
        "연결 기준 숫자는 종속회사 실적을 모두 합친 값입니다.\n\n혹시 분기별 흐름이나 경쟁사 비교도 함께 살펴볼까요?"
    )
    return f"{c} {y}년 실적 어땠어?"


def _english_mix(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} FY{yy(y)} 실적 Summary** (연결)\n\n- Revenue는 ", w.f(amount(REV), v, form=JO2), " (KRW ")
    w(w.f(amount(REV), v, form=TN), ")\n- Operating income은 ", w.f(amount(OP), v, form=AUTO), ", OPM ")
    w(w.f(OPM, v, form=PCT1), "\n- Net income은 ", w.f(amount(NI), v, form=AUTO), "\n- YoY: Revenue ")
    w(w.f(growth(REV), v, form=SIGNED), ", OP ", change_or_turn(w, OP, v, SIGNED), "\n- Debt ratio ")
    w(
        w.f(DEBT, v, form=PCT1),
        ", 부채총계 ",
        w.f(amount(TL), v, form=JO2),
        "\n\nBottom line: OPM이 전년 대비 ",
    )
    w(
        w.f(margin_change(OP), v, form=PP),
        f" 움직인 margin {up(value(margin_change(OP), v), 'expansion', 'contraction')}의 해입니다.",
    )
    return f"{c} FY{y} 실적 summary 부탁"


def _blockquote(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(
        f"> **요약** {c} {y}년 영업이익 ",
        w.f(amount(OP), v, form=APX),
        " · 영업이익률 ",
        w.f(OPM, v, form=PCT1),
    )
    w(
        " · 순이익 ",
        w.f(amount(NI), v, form=APX),
        "\n\n**핵심 요약**\n\n📈 매출: ",
        w.f(amount(REV), v, form=JO2S),
    )
    w(
        " (",
        w.f(growth(REV), v, form=ARROW),
        ")\n💰 영업이익: ",
        w.f(amount(OP), v, form=JO2S if abs(v[OP]) >= 1e12 else AUTO),
    )
    w(" (", change_or_turn(w, OP, v, ARROW), ")\n🧾 순이익률: ", w.f(NPM, v, form=PCT2), "\n🏦 부채비율: ")
    w(w.f(DEBT, v, form=PCT1), "\n\n**한 줄 평**: ")
    w(
        "이익 체력이 회복되는 흐름입니다."
        if v[OP] > v.prev[OP]
        else "이익이 전년보다 줄어 수익성 회복이 과제입니다."
    )
    return f"{c} {y}년 실적 핵심만 요약해줘"


TUNE2_A: dict[str, tuple[str, Writer]] = {
    "t2-analyst-sections": ("single", _sections),
    "t2-perplexity-cited": ("single", _cited),
    "t2-eok-yoy-table": ("single", _eok_table),
    "t2-slack-shorthand": ("single", _slack),
    "t2-gpt-numbered": ("single", _numbered),
    "t2-claude-caveat": ("single", _claude),
    "t2-english-labels": ("single", _english_mix),
    "t2-blockquote-emoji": ("single", _blockquote),
}
