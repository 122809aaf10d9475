"""Fresh corpus, tune half: single company-year styles (Markdown with emojis, 한 줄 요약, English labels,
a DART table in 백만원, ▲/▼ YoY lines, a 흑자/적자 table, asset mix, footnotes, a filing paragraph,
소폭/대폭 prose, Q&A, a checklist, 백만원 with 약 조, a note with a disclaimer, capital efficiency, a nested
profit tree, the consolidation effect). Each writer writes one answer and returns its question.
"""

from __future__ import annotations

from evals.validator_fresh_figs import (
    APX,
    ARROW,
    AUTO,
    AUTO1,
    JE,
    JO1,
    JO1N,
    JO2,
    MIL,
    PCT1,
    PCT2,
    PP,
    PP_ARROW,
    UPDOWN,
    Form,
    Part,
    W,
    Writer,
    filed,
    size_word,
    turn,
    yoy,
)
from evals.validator_report_figures import (
    CA,
    CURRENT,
    DEBT,
    EQUITY_RATIO,
    NCA,
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
    View,
    amount,
    gap,
    growth,
    margin_change,
    ratio,
)

LABELLED = Form("auto", 1, labels=("영업이익 ", "영업손실 "))
PROFIT_LOSS = Form("auto", labels=("흑자 ", "적자 "))
BARE_MIL = Form("bare백만", minus="-")
ABOUT = Form("auto", 1, approx="약 ")


def emoji_sections(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"### 📊 {c} {y}년 실적 요약 (연결 기준)\n\n")
    w("- **매출액**: **", w.f(amount(REV), v, form=JO2), "** (전년比 ", yoy(w, REV, v), ")\n")
    w("- **영업이익**: **", w.f(amount(OP), v, form=AUTO), "** (전년比 ", yoy(w, OP, v), ")\n")
    w("- **당기순이익**: ", w.f(amount(NI), v, form=AUTO), " (전년比 ", yoy(w, NI, v), ")\n\n")
    w("### 💰 수익성\n- OPM ", w.f(OPM, v, form=PCT1), " (전년比 ", w.f(margin_change(OP), v, form=PP), ")\n")
    w("- NPM ", w.f(NPM, v, form=PCT1), "\n\n### 🏦 재무 안정성\n")
    w("- 부채비율 ", w.f(DEBT, v, form=PCT1), "\n- 유동비율 ", w.f(CURRENT, v, form=PCT1), "\n")
    return f"{c} {y}년 실적 요약해줘"


_TURNED = {
    "흑자전환": "흑자로 돌아섰습니다",
    "적자전환": "적자로 돌아섰습니다",
    "적자지속": "적자가 이어졌습니다",
}


def one_liner(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    word = turn(v[OP], v.prev[OP])
    w(f"**한 줄 요약:** {c}의 {y}년 ", w.f(amount(OP), v, form=LABELLED), "으로 ")
    w(_TURNED[word] + "." if word else "")
    if not word:
        w("전년 대비 ", w.f(growth(OP), v, form=UPDOWN), "했습니다.")
    w("\n\n**세부 내용**\n1. 매출 ", w.f(amount(REV), v, form=JE), " (", yoy(w, REV, v), " YoY)\n")
    w("2. 영업이익률 ", w.f(OPM, v, form=PCT1), ", 순이익률 ", w.f(NPM, v, form=PCT1), "\n")
    w("3. 자본총계 ", w.f(amount(TE), v, form=JE), " · 부채비율 ", w.f(DEBT, v, form=PCT1), "\n")
    return f"{c} {y}년 영업이익 어땠어?"


def english_labels(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} FY{y} Key Financials** (연결)\n\n")
    w("- Revenue: ", w.f(amount(REV), v, form=JO1), " (YoY ", yoy(w, REV, v), ")\n")
    w("- Operating Profit: ", w.f(amount(OP), v, form=AUTO1), " | OPM ", w.f(OPM, v, form=PCT1), "\n")
    w("- Net Income: ", w.f(amount(NI), v, form=AUTO1), " | NPM ", w.f(NPM, v, form=PCT1), "\n")
    w(
        "- Total Assets: ",
        w.f(amount(TA), v, form=JO1),
        " / Total Equity: ",
        w.f(amount(TE), v, form=JO1),
        "\n",
    )
    w("- Debt Ratio: ", w.f(DEBT, v, form=PCT1), " · ROE: ", w.f(ROE, v, form=PCT1), "\n")
    return f"{c} FY{y} key financials"


def dart_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c} {y}년 사업보고서 주요 재무 (연결, 단위: 백만원)\n\n")
    w(f"| 과목 | FY{y} | FY{y - 1} | 증감률 |\n|---|---:|---:|---:|\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI), ("자산총계", TA)):
        now, before = w.f(amount(account), v, form=BARE_MIL), w.f(amount(account), v.prev, form=BARE_MIL)
        w(f"| {name} | ", now, " | ", before, " | ", yoy(w, account, v), " |\n")
    for name, account in (("부채총계", TL), ("자본총계", TE)):
        w(f"| {name} | ", w.f(amount(account), v, form=BARE_MIL), " | ")
        w(w.f(amount(account), v.prev, form=BARE_MIL), " | ", yoy(w, account, v), " |\n")
    w(f"\n* 출처: DART {y}년 사업보고서 (연결재무제표 기준)\n")
    return f"{c} {y} 사업보고서 재무 요약 표로"


def arrows_line(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    short = Form("auto", 1, won="")
    w(f"{c} {y} 실적 (연결)\n")
    w("매출 ", w.f(amount(REV), v, form=JO1N), " (", yoy(w, REV, v, ARROW), " YoY) | ")
    w("영업이익 ", w.f(amount(OP), v, form=short), " (", yoy(w, OP, v, ARROW), " YoY) | ")
    w("순이익 ", w.f(amount(NI), v, form=short), " (", yoy(w, NI, v, ARROW), " YoY)\n")
    w("OPM ", w.f(OPM, v, form=PCT1), " (", w.f(margin_change(OP), v, form=PP_ARROW), " YoY) · ")
    w("NPM ", w.f(NPM, v, form=PCT1), "\n")
    return f"{c} {y} 실적 YoY"


def turnaround_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} 손익 흐름 ({y - 1} → {y}, 연결)**\n\n| 항목 | {y - 1} | {y} | 판정 |\n|---|---|---|---|\n")
    for name, account in (("영업손익", OP), ("세전손익", PBT), ("순손익", NI)):
        w(f"| {name} | ", w.f(amount(account), v.prev, form=PROFIT_LOSS), " | ")
        w(w.f(amount(account), v, form=PROFIT_LOSS), " | ")
        word = turn(v[account], v.prev[account])
        w(
            word if word else "흑자지속 (",
            *(() if word else (w.f(growth(account), v, form=ARROW), ")")),
            " |\n",
        )
    return f"{c} {y}년 흑자야 적자야?"


def asset_mix(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} {y}년 말 자산·부채 구성 (연결)**\n\n자산총계 **", w.f(amount(TA), v, form=JO2), "** 가운데\n")
    w("- 유동자산 ", w.f(amount(CA), v, form=AUTO), " — 비중 ", w.f(ratio(CA, TA), v, form=PCT1), "\n")
    w("- 비유동자산 ", w.f(amount(NCA), v, form=AUTO), " — 비중 ", w.f(ratio(NCA, TA), v, form=PCT1), "\n\n")
    w("부채총계는 ", w.f(amount(TL), v, form=AUTO), "으로 자산의 ", w.f(ratio(TL, TA), v, form=PCT1), ", ")
    w(
        "자본총계는 ",
        w.f(amount(TE), v, form=AUTO),
        "으로 ",
        w.f(ratio(TE, TA), v, form=PCT1),
        "를 차지합니다.\n",
    )
    return f"{c} {y}년 자산 구성은?"


def footnotes(w: W) -> str:
    c, y, v, s = w.scope.corp, w.scope.year, w.v(), w.v(basis="별도")
    w(
        f"{c}의 {y}년 매출액은 ",
        w.f(amount(REV), v, form=JO2),
        "*, 영업이익은 ",
        w.f(amount(OP), v, form=AUTO),
    )
    w("*, 당기순이익은 ", w.f(amount(NI), v, form=AUTO), "*입니다. 본사만 떼어 본 별도 기준으로는 매출액 ")
    w(w.f(amount(REV), s, form=JO2), "**, 영업이익 ", w.f(amount(OP), s, form=AUTO), "**입니다.\n\n")
    w("\\* 연결 기준  \n\\*\\* 별도 기준\n")
    return f"{c} {y}년 매출이랑 이익 알려줘 (연결/별도)"


def filing_paragraph(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{filed(v.books)} 공시된 {y}년 사업보고서에 따르면, {c}의 연결 매출액은 ")
    w(w.f(amount(REV), v, form=JO1), "으로 ", f"{y - 1}년 ", w.f(amount(REV), v.prev, form=JO1), " 대비 ")
    word = turn(v[REV], v.prev[REV])
    w(word or w.f(growth(REV), v, form=UPDOWN), "했습니다. 같은 해 영업이익은 ")
    w(w.f(amount(OP), v, form=AUTO), ", 당기순이익은 ", w.f(amount(NI), v, form=AUTO), "이었으며, ")
    w(f"{y}년 12월 31일 현재 자산총계는 ", w.f(amount(TA), v, form=JO1), "입니다.\n")
    return f"{c} {y}년 사업보고서 내용 알려줘"


_GONE = {"흑자전환": "흑자전환했", "적자전환": "적자전환했", "적자지속": "적자를 이어갔"}


def _sized(w: W, account: str, v: View) -> list[Part]:
    word = turn(v[account], v.prev[account])
    if word:
        return [_GONE[word]]
    size = size_word(growth(account)(v))
    words = (f" {size}증가", f" {size}감소")
    return [w.f(growth(account), v, form=Form("%", 1, words=words)), "했"]


def size_words(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c}의 {y}년 실적(연결)을 정리하면 다음과 같습니다.\n\n매출액은 ", w.f(amount(REV), v, form=AUTO))
    w("으로 전년 대비 ", *_sized(w, REV, v), "고, 영업이익은 ", w.f(amount(OP), v, form=AUTO), "으로 ")
    w(*_sized(w, OP, v), "으며, 당기순이익은 ", w.f(amount(NI), v, form=AUTO), "으로 ", *_sized(w, NI, v))
    w("습니다.\n")
    return f"{c} {y}년 매출 이익 늘었어?"


def q_and_a(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**Q. {c}의 {y}년 영업이익률은?**\nA. **", w.f(OPM, v, form=PCT1), "**입니다. 영업이익 ")
    w(w.f(amount(OP), v, form=AUTO), "을 매출 ", w.f(amount(REV), v, form=AUTO), "으로 나눈 값입니다.\n\n")
    w("**Q. 순이익은 늘었나요?**\nA. 당기순이익은 ", w.f(amount(NI), v, form=AUTO), "이고, 전년 대비 ")
    word = turn(v[NI], v.prev[NI])
    w(word or w.f(growth(NI), v, form=UPDOWN), "입니다.\n\n")
    w(
        "**Q. 재무구조는요?**\nA. 부채비율 ",
        w.f(DEBT, v, form=PCT1),
        ", 유동비율 ",
        w.f(CURRENT, v, form=PCT1),
    )
    w(" 수준입니다. (연결 기준)\n")
    return f"{c} {y}년 이익률, 순이익, 재무구조 Q&A로"


def checklist(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()

    def mark(good: bool) -> str:
        return "✅" if good else "⚠️"

    w(f"**{c} {y} 재무 체크리스트 (연결)**\n\n")
    grew = v[REV] > v.prev[REV]
    w(f"{mark(grew)} 매출 성장: ", yoy(w, REV, v), "\n")
    w(f"{mark(OPM(v) >= 10)} 영업이익률: ", w.f(OPM, v, form=PCT1), "\n")
    w(f"{mark(DEBT(v) < 100)} 부채비율: ", w.f(DEBT, v, form=PCT1), "\n")
    w(f"{mark(ROE(v) >= 8)} ROE: ", w.f(ROE, v, form=PCT1), "\n")
    w(f"{mark(CURRENT(v) >= 150)} 유동비율: ", w.f(CURRENT, v, form=PCT1), "\n")
    return f"{c} {y} 재무 건전성 체크해줘"


def million_prose(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c}의 {y}년 연결 매출액은 ", w.f(amount(REV), v, form=MIL), "(", w.f(amount(REV), v, form=ABOUT))
    w("), 영업이익은 ", w.f(amount(OP), v, form=MIL), "(", w.f(amount(OP), v, form=ABOUT), "), ")
    w("당기순이익은 ", w.f(amount(NI), v, form=MIL), "(", w.f(amount(NI), v, form=ABOUT), ")입니다.\n")
    w("DART 원문 표가 백만원 단위라 괄호 안에 억·조 단위로 환산해 함께 적었습니다.\n")
    return f"{c} {y}년 매출, 영업이익, 순이익 (백만원 단위로)"


def disclaimer_note(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"## {c} {y}년 실적 코멘트\n\n{c}는 {y}년 연결 기준으로 매출 ", w.f(amount(REV), v, form=APX))
    w(", 영업이익 ", w.f(amount(OP), v, form=APX), " 수준의 실적을 냈습니다. 영업이익률은 ")
    w(
        w.f(OPM, v, form=PCT1),
        "로 전년보다 ",
        w.f(margin_change(OP), v, form=Form("%p", 1, words=(" 개선", " 악화"))),
    )
    w("됐고, 당기순이익은 ", w.f(amount(NI), v, form=AUTO1), "입니다.\n\n---\n")
    w(
        f"*본 답변은 DART 공시 자료를 요약한 참고용 정보이며 투자 권유가 아닙니다. 수치는 {y}년 사업보고서(연결) 기준입니다.*\n"
    )
    return f"{c} {y}년 실적 코멘트 부탁"


def capital_efficiency(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"### 🔎 {c} 자본 효율 ({y}, 연결)\n")
    w("- ROE **", w.f(ROE, v, form=PCT1), "** (평균 자기자본 기준) / ROA ", w.f(ROA, v, form=PCT1), "\n")
    w(
        "- 기말 자기자본 ",
        w.f(amount(TE), v, form=JE),
        ", 그중 이익잉여금 ",
        w.f(amount(RE), v, form=JE),
        "\n",
    )
    w("- 자기자본비율 ", w.f(EQUITY_RATIO, v, form=PCT1), "\n")
    return f"{c} {y}년 ROE랑 자본 구조"


def profit_tree(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"**{c} {y}년 손익 구조 (연결)**\n- 매출액 ", w.f(amount(REV), v, form=JO2), "\n")
    w("  - 영업이익 ", w.f(amount(OP), v, form=AUTO), "\n    - 영업이익률 ", w.f(OPM, v, form=PCT2), "\n")
    w("  - 법인세차감전순이익 ", w.f(amount(PBT), v, form=AUTO), "\n")
    w("  - 당기순이익 ", w.f(amount(NI), v, form=AUTO), "\n    - 순이익률 ", w.f(NPM, v, form=PCT2), "\n")
    return f"{c} {y} 손익 구조 트리로 보여줘"


def consolidation_effect(w: W) -> str:
    c, y, v, s = w.scope.corp, w.scope.year, w.v(), w.v(basis="별도")
    w(f"{c}의 {y}년 매출은 연결 ", w.f(amount(REV), v, form=JO2), ", 별도 ", w.f(amount(REV), s, form=JO2))
    w("으로, 종속회사를 합친 연결 효과는 ", w.f(gap(REV), v, s, form=AUTO), "입니다. 영업이익은 연결 ")
    w(w.f(amount(OP), v, form=AUTO), ", 별도 ", w.f(amount(OP), s, form=AUTO), "입니다.\n")
    return f"{c} {y}년 연결이랑 별도 차이"


TUNE_SINGLE: dict[str, tuple[str, Writer]] = {
    name: ("single", writer)
    for name, writer in {
        "t-emoji-sections": emoji_sections,
        "t-one-liner": one_liner,
        "t-english-labels": english_labels,
        "t-dart-table": dart_table,
        "t-arrows-line": arrows_line,
        "t-turnaround-table": turnaround_table,
        "t-asset-mix": asset_mix,
        "t-footnotes": footnotes,
        "t-filing-paragraph": filing_paragraph,
        "t-size-words": size_words,
        "t-q-and-a": q_and_a,
        "t-checklist": checklist,
        "t-million-prose": million_prose,
        "t-disclaimer-note": disclaimer_note,
        "t-capital-efficiency": capital_efficiency,
        "t-profit-tree": profit_tree,
        "t-consolidation-effect": consolidation_effect,
    }.items()
}
