"""The held-out validator corpus, part 2: right answers about one company-year, as models write prose.

Each style drafts a question and an answer (figures as markers, see ``validator_heldout_figures``):
Markdown reports with headings, bullets with bold labels, emoji bullets, English labels
(Revenue, OPM, ROE, YoY), compound amounts (258조 9,355억원), rounded ones (약 259조원, ~6.6조원),
ranges (2~3%), losses as 영업손실, −, - or △, 적자전환/흑자전환, asides (전년 43.38조원 대비
84.9% 감소), risk paragraphs, disclaimers and DART links.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from evals.validator_heldout_figures import (
    CURRENT,
    DEBT,
    EQUITY_RATIO,
    NPM,
    OLDER,
    OPM,
    ROA,
    ROE,
    Books,
    Col,
    Draft,
    W,
    about,
    average,
    cagr2,
    compound,
    delta,
    eok,
    grow,
    jo,
    labelled,
    minus,
    multiple,
    pct,
    percent,
    points,
    pp,
    signed_pct,
    times,
    yoy,
)

Style = Callable[[Draft, Books], tuple[str, str]]

RISK = {
    "삼성전자": "메모리 가격 사이클, 파운드리 고객 확보, HBM 경쟁 심화가 실적의 주요 변수입니다.",
    "SK하이닉스": "HBM3E 등 AI 서버향 고대역폭 메모리 수요에 실적이 크게 기대고 있어, AI 투자 사이클이 꺾이면 "
    "변동성이 커질 수 있습니다.",
    "현대자동차": "미국 관세·IRA 등 통상 환경, 환율, 전기차 수요 둔화가 리스크 요인입니다.",
    "카카오": "계열사 관련 사법 리스크와 광고·커머스 경기 민감도, AI 투자 부담이 변수입니다.",
    "NAVER": "검색 광고 경쟁 심화, 커머스 성장 둔화, 라인야후 지분 문제 등이 리스크입니다.",
}
DISCLAIMER = (
    "※ 본 내용은 공시 자료를 요약한 것으로 투자 권유가 아닙니다. 투자 판단과 책임은 본인에게 있습니다."
)
OP, NI, REV = "영업이익", "당기순이익", "매출액"
LOSS = {OP: "영업손실", NI: "당기순손실"}


def change(d: Draft, b: Books, account: str, w: W, col: Col = "thstrm") -> str:
    """The change over the year before: a growth figure, or 적자전환 · 흑자전환 · 적자 지속."""
    now, before = b.get(account, col), b.get(account, OLDER[col])
    if now < 0 <= before:
        return "적자전환"
    if before < 0 <= now:
        return "흑자전환"
    if now < 0:
        return "적자 지속"
    return d.metric(b, yoy(account), w, "growth", col)


def went_up(b: Books, account: str) -> bool:
    return b.get(account) > b.get(account, "frmtrm")


def band(value: float) -> str:
    """2.54 → 2~3% · 35.5 → 30%대 · −23.6 → 마이너스 20%대."""
    size = abs(value)
    text = f"{math.floor(size)}~{math.floor(size) + 1}%" if size < 10 else f"{int(size // 10 * 10)}%대"
    return text if value >= 0 else f"마이너스 {text}"


def summary(b: Books) -> str:
    now, before = b.get(OP), b.get(OP, "frmtrm")
    if now < 0 <= before:
        return "업황 악화로 영업적자로 돌아선 한 해였습니다."
    if before < 0 <= now:
        return "적자에서 벗어나 큰 폭의 흑자를 낸 한 해였습니다."
    return "이익이 늘어난 한 해였습니다." if now > before else "이익이 줄어든 한 해였습니다."


def report_md(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} {y}년 실적 요약해줘", (
        f"## {c} {y}년 실적 요약 (연결 기준)\n\n"
        f"{c}의 {y}년 매출액은 **{d.amount(b, REV, jo())}**으로 전년({d.amount(b, REV, jo(), 'frmtrm')}) 대비 "
        f"{d.metric(b, yoy(REV), grow(), 'growth')}했고, {d.amount(b, OP, labelled(OP, LOSS[OP], jo()))}을 "
        f"기록했습니다(전년 대비 {change(d, b, OP, grow())}). 당기순이익은 {d.amount(b, NI, minus(jo()))}입니다.\n\n"
        f"**수익성**: 영업이익률 {d.metric(b, OPM, percent())}, 순이익률 {d.metric(b, NPM, percent())}\n\n"
        f"**리스크**: {RISK[c]}\n\n{DISCLAIMER}"
    )


def bullets_compound(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} 재무 현황 ({y}년)", (
        f"{c} {y}년 주요 재무 현황입니다 (연결).\n\n"
        f"- **매출액**: {d.amount(b, REV, W(compound))}\n"
        f"- **영업이익**: {d.amount(b, OP, minus(compound))}\n"
        f"- **당기순이익**: {d.amount(b, NI, minus(compound))}\n"
        f"- **자산총계**: {d.amount(b, '자산총계', W(compound))}\n"
        f"- **부채총계**: {d.amount(b, '부채총계', W(eok))}\n"
        f"- **부채비율**: {d.metric(b, DEBT, percent())}"
    )


def emoji(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} {y} 실적 간단히", (
        f"📊 **{c} FY{y} 한눈에 보기** (연결)\n\n"
        f"💰 매출: {d.amount(b, REV, W(about))}\n"
        f"{'📈' if went_up(b, OP) else '📉'} 영업이익: {d.amount(b, OP, minus(jo(1)))} "
        f"(OPM {d.metric(b, OPM, percent())})\n"
        f"🧾 순이익: {d.amount(b, NI, minus(jo(1)))}\n"
        f"🏦 부채비율: {d.metric(b, DEBT, percent(0, '약 '))}\n\n"
        f"⚠️ {RISK[c]}\n\n💡 투자 판단과 책임은 본인에게 있습니다."
    )


def aside_prose(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} {y}년 영업이익 어땠어?", (
        f"{y}년 {c}의 연결 영업이익은 {d.amount(b, OP, minus(compound, '-'))}(전년 "
        f"{d.amount(b, OP, minus(jo()), 'frmtrm')} 대비 {change(d, b, OP, grow())})입니다. "
        f"매출은 {d.amount(b, REV, jo(1))}, 순이익은 {d.amount(b, NI, minus(jo(1)))}이었고, "
        f"영업이익률로 환산하면 {d.metric(b, OPM, percent(2))}입니다."
    )


def one_liner(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    short = minus(jo(1, ""), "△")
    return f"{c} {y} 실적 한 줄로", (
        f"{c}({y}년, 연결) — 매출 {d.amount(b, REV, jo(1, ''))}, 영업이익 {d.amount(b, OP, short)}, "
        f"순이익 {d.amount(b, NI, short)}, 영업이익률 {d.metric(b, OPM, percent())}."
    )


def english_mix(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} FY{y} key financials", (
        f"**{c} FY{y} Key Financials (K-IFRS 연결)**\n\n"
        f"- Revenue: {d.amount(b, REV, jo())} (YoY {d.metric(b, yoy(REV), signed_pct(1, '-'), 'growth')})\n"
        f"- Operating Profit: {d.amount(b, OP, minus(jo(), '-'))} (OPM {d.metric(b, OPM, percent())})\n"
        f"- Net Income: {d.amount(b, NI, minus(jo(), '-'))}\n"
        f"- ROE: {d.metric(b, ROE, percent())} (avg. equity 기준)\n"
        f"- Debt-to-Equity: {d.metric(b, DEBT, percent())}"
    )


def balance_sheet(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    safe = b.get("부채총계") < b.get("자본총계")
    verdict = (
        "부채비율이 100% 미만이라 재무구조는 안정적인 편입니다."
        if safe
        else "부채비율이 높아 보이지만 금융 자회사의 부채가 연결에 포함된 영향이 큽니다."
    )
    return f"{c} 재무상태 {y}년 말 기준", (
        f"{c}의 {y}년 말 연결 재무상태는 다음과 같습니다.\n\n"
        f"- 자산총계 {d.amount(b, '자산총계', jo())} (유동자산 {d.amount(b, '유동자산', jo())}, "
        f"비유동자산 {d.amount(b, '비유동자산', jo())})\n"
        f"- 부채총계 {d.amount(b, '부채총계', jo())} (유동부채 {d.amount(b, '유동부채', jo())}, "
        f"비유동부채 {d.amount(b, '비유동부채', jo())})\n"
        f"- 자본총계 {d.amount(b, '자본총계', jo())}\n\n"
        f"부채비율 {d.metric(b, DEBT, percent())}, 자기자본비율 {d.metric(b, EQUITY_RATIO, percent())}, "
        f"유동비율 {d.metric(b, CURRENT, percent())}입니다. {verdict}"
    )


def _multiple_sentence(d: Draft, b: Books) -> str:
    now, before = b.get(OP), b.get(OP, "frmtrm")
    if now > before > 0:
        return f" 전년의 {d.metric(b, times(OP), multiple(1), 'times')} 수준입니다."
    if 0 < now < before:
        of_prior = d.metric(b, lambda b, col, basis: times(OP)(b, col, basis) * 100, percent(0))
        return f" 전년의 {of_prior} 수준에 그쳤습니다."
    if before < 0 <= now:
        return " 적자에서 흑자로 돌아섰습니다."
    return " 흑자에서 적자로 돌아섰습니다." if before >= 0 else " 적자가 이어졌습니다."


def change_amounts(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    op, op_before = b.get(OP), b.get(OP, "frmtrm")
    if abs(op - op_before) < 0.01 * abs(op_before):
        moved = "전년과 거의 같은 수준을 유지했습니다."
    else:
        moved = (
            f"전년({d.amount(b, OP, minus(jo()), 'frmtrm')})보다 {d.metric(b, delta(OP), jo(), 'amount')} "
            f"{'늘었' if op > op_before else '줄었'}습니다.{_multiple_sentence(d, b)}"
        )
    revenue_up = went_up(b, REV)
    return f"{c} {y}년 이익 얼마나 변했어?", (
        f"{c}의 {y}년 연결 영업이익은 {d.amount(b, OP, minus(jo()))}으로, {moved} "
        f"매출은 전년 대비 {d.metric(b, delta(REV), jo(), 'amount')} {'증가' if revenue_up else '감소'}했습니다."
    )


def approx(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    rough = W(lambda v: about(v) if v < 0 else "~" + jo(1)(v))
    return f"{c} {y}년 대충 얼마 벌었어?", (
        f"대략적으로 보면 {c}의 {y}년 매출은 {d.amount(b, REV, W(about))}, "
        f"{d.amount(b, OP, labelled('영업이익은', '영업손실은', rough))}, "
        f"영업이익률은 {band(OPM(b, 'thstrm', 'CFS'))} 수준입니다(연결 기준). "
        f"부채비율은 {d.metric(b, DEBT, percent(0, '약 '))} 정도입니다."
    )


def risk_focus(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} 투자 리스크 ({y}년 실적 기준)", (
        f"**{c} {y}년 한 줄 평**: {summary(b)}\n\n"
        f"- 매출 {d.amount(b, REV, jo(1))} ({change(d, b, REV, grow())})\n"
        f"- {d.amount(b, OP, labelled(OP, LOSS[OP], jo(1)))} ({change(d, b, OP, grow())})\n"
        f"- 당기순이익 {d.amount(b, NI, minus(jo(1)))} ({change(d, b, NI, grow())})\n\n"
        f"**리스크 요인**\n{RISK[c]}\n\n> 투자 판단과 책임은 본인에게 있습니다.\n\n"
        f"출처: [DART {c} 사업보고서 ({y})]({b.url})"
    )


def qa_debt(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} 부채비율 얼마야? ({y}년)", (
        f"{c}의 {y}년 말 연결 부채비율은 **{d.metric(b, DEBT, percent())}**입니다 (부채총계 "
        f"{d.amount(b, '부채총계', jo())} ÷ 자본총계 {d.amount(b, '자본총계', jo())}). 전년 말 "
        f"{d.metric(b, DEBT, percent(), col='frmtrm')} 대비 {d.metric(b, pp('부채총계', '자본총계'), points(), 'pp')}"
        "했습니다."
    )


def roe_detail(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} ROE 알려줘 {y}", (
        f"{y}년 {c}의 ROE는 {d.metric(b, ROE, percent())}입니다. 당기순이익 {d.amount(b, NI, minus(jo()))}을 "
        f"기초·기말 평균 자본총계 {d.metric(b, average('자본총계'), jo(), 'amount')}으로 나눈 값입니다(연결). "
        f"기말 자본({d.amount(b, '자본총계', jo())})만으로 계산하면 "
        f"{d.metric(b, pct(NI, '자본총계'), percent())}이고, ROA는 {d.metric(b, ROA, percent())}입니다."
    )


def cagr_story(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    sales = [d.amount(b, REV, W(compound), col) for col in ("bfefrmtrm", "frmtrm", "thstrm")]
    return f"{c} 매출 성장 추이", (
        f"{c}의 연결 매출은 {y - 2}년 {sales[0]}, {y - 1}년 {sales[1]}, {y}년 {sales[2]}으로 움직였습니다. "
        f"{y}년 성장률은 {d.metric(b, yoy(REV), signed_pct(), 'growth')}, 2년 연평균(CAGR)은 "
        f"{d.metric(b, cagr2(REV), percent(), 'growth')}입니다."
    )


def other_accounts(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} {y} 세전이익, 포괄손익도 알려줘", (
        f"{c} {y}년 연결 기준 기타 주요 계정입니다.\n\n"
        f"- 법인세차감전순이익: {d.amount(b, '법인세차감전순이익', minus(jo()))}\n"
        f"- 총포괄손익: {d.amount(b, '총포괄손익', minus(jo()))}\n"
        f"- 이익잉여금: {d.amount(b, '이익잉여금', jo())}\n"
        f"- 자본금: {d.amount(b, '자본금', jo())}\n\n"
        f"법인세 등을 반영한 당기순이익은 {d.amount(b, NI, minus(jo()))}입니다."
    )


def costs_or_liquidity(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    if b.has("영업비용"):
        return f"{c} {y}년 비용 구조", (
            f"{c}는 {y}년 영업수익(매출) {d.amount(b, REV, jo())}에서 영업비용 {d.amount(b, '영업비용', jo())}을 "
            f"뺀 영업이익 {d.amount(b, OP, jo())}을 기록했습니다(연결). 영업비용률은 "
            f"{d.metric(b, pct('영업비용', REV), percent())}, 영업이익률은 {d.metric(b, OPM, percent())}입니다."
        )
    return f"{c} 유동성 괜찮아? ({y}년)", (
        f"{c}의 {y}년 말 연결 유동자산은 {d.amount(b, '유동자산', jo())}, 유동부채는 "
        f"{d.amount(b, '유동부채', jo())}이며 유동비율은 {d.metric(b, CURRENT, percent())}입니다. "
        f"비유동부채는 {d.amount(b, '비유동부채', jo())}입니다."
    )


def yoy_list(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    lines = [f"- {name}: {change(d, b, name, signed_pct())}" for name in (REV, OP, NI)]
    lines += [
        f"- {name}: {d.metric(b, yoy(name), signed_pct(), 'growth')}" for name in ("자산총계", "자본총계")
    ]
    return f"{c} {y}년 YoY", f"**전년 대비 증감 (YoY, 연결 기준, {y}년)**\n\n" + "\n".join(lines)


def gpt_numbered(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    spaced = minus(jo(1, " 원"))
    return f"{c} {y}년 실적 정리", (
        f"{c}의 {y}년 실적을 정리하면 다음과 같습니다.\n\n"
        f"1. **매출**: {y}년 {d.amount(b, REV, jo(1, ' 원'))} ({y - 1}년 {d.amount(b, REV, jo(1, ' 원'), 'frmtrm')} "
        f"대비 {d.metric(b, yoy(REV), signed_pct(), 'growth')})\n"
        f"2. **영업이익**: {y}년 {d.amount(b, OP, spaced)} ({y - 1}년 {d.amount(b, OP, spaced, 'frmtrm')})\n"
        f"3. **당기순이익**: {d.amount(b, NI, spaced)}\n\n요약하면, {summary(b)} (연결 기준)"
    )


def margin_prose(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} 마진 추이 {y}", (
        f"수익성 측면에서 {c}의 영업이익률은 {y - 1}년 {d.metric(b, OPM, percent(), col='frmtrm')}에서 {y}년 "
        f"{d.metric(b, OPM, percent())}로 {d.metric(b, pp(OP, REV), points(), 'pp')}했고, 순이익률은 "
        f"{d.metric(b, NPM, percent(), col='frmtrm')} → {d.metric(b, NPM, percent())}로 움직였습니다. "
        f"자기자본비율은 {d.metric(b, EQUITY_RATIO, percent())}입니다(연결)."
    )


def paren_changes(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    return f"{c} {y}년 매출 영업이익 순이익", (
        f"{c}는 {y}년 연결 매출 {d.amount(b, REV, jo())}({change(d, b, REV, grow())}), "
        f"{d.amount(b, OP, labelled(OP, LOSS[OP], W(eok)))}({change(d, b, OP, grow())}), "
        f"{d.amount(b, NI, labelled('순이익', '순손실', jo()))}({change(d, b, NI, grow())})을 기록했습니다.\n\n"
        f"출처: DART {c} 사업보고서 (접수번호 {b.rcept_no})"
    )


PROSE_STYLES: dict[str, Style] = {
    style.__name__: style
    for style in (
        report_md,
        bullets_compound,
        emoji,
        aside_prose,
        one_liner,
        english_mix,
        balance_sheet,
        change_amounts,
        approx,
        risk_focus,
        qa_debt,
        roe_detail,
        cagr_story,
        other_accounts,
        costs_or_liquidity,
        yoy_list,
        gpt_numbered,
        margin_prose,
        paren_changes,
    )
}
