"""``tune3`` part A, one company-year (1/2): long prose, an investment memo and a Q&A.

A Claude-style analysis in long paragraphs (several figures a sentence, "전년(6.57조원) 대비",
"영업이익률은 2.5%(전년 14.4%)로"), an investment memo split into 강세/약세 논거 and 핵심 리스크, and a
Q./A. answer whose questions vary. Sentence shapes are drawn per answer, so no two answers of a style
read alike.
"""

from __future__ import annotations

from evals.validator_fresh3_a_common import LOSS, move, p, pick
from evals.validator_fresh_figs import (
    AUTO,
    AUTO1,
    JE,
    JO1,
    JO2,
    PCT1,
    PP,
    SIGNED,
    UPDOWN,
    Form,
    Part,
    W,
    turn,
)
from evals.validator_report_figures import (
    CA,
    CL,
    CURRENT,
    DEBT,
    NI,
    NPM,
    OP,
    OPM,
    REV,
    ROE,
    TA,
    TE,
    TL,
    Metric,
    amount,
    change,
    growth,
    margin_change,
)

GREW = Form("auto", words=(" 늘었", " 줄었"))  # 38.51조원 늘었(고)
MORE = Form("%", 1, words=(" 많습니다.", " 적습니다."))  # 16.2% 많습니다.
MOVED = Form("%", 1, words=(" 늘어난", " 줄어든"))  # 14.3% 줄어든


def _op_sentence(w: W) -> None:
    v = w.v()
    now, before = v[OP], v.prev[OP]
    word = turn(now, before)
    if word:
        w("영업이익은 ", w.f(amount(OP), v, form=LOSS), f"으로 {word}했고, 영업이익률은 ")
        w(w.f(OPM, v, form=PCT1), "(전년 ", w.f(OPM, v.prev, form=PCT1), ")였습니다.")
        return
    rising = value_of(w, margin_change(OP)) >= 0
    if w.rng.random() < 0.5:
        w(
            "영업이익은 ",
            w.f(amount(OP), v, form=AUTO),
            "으로 영업이익률이 ",
            w.f(OPM, v, form=PCT1),
            "(전년 ",
        )
        w(w.f(OPM, v.prev, form=PCT1), ")", "까지 올라왔습니다." if rising else "로 내려앉았습니다.")
    else:
        w("수익성 쪽에서는 영업이익이 전년(", w.f(amount(OP), v.prev, form=AUTO), ")보다 ")
        w(w.f(growth(OP), v, form=UPDOWN), "한 ", w.f(amount(OP), v, form=AUTO), "이었고, 이익률은 ")
        w(w.f(OPM, v, form=PCT1), "(전년 대비 ", w.f(margin_change(OP), v, form=PP), ")입니다.")


def value_of(w: W, metric: Metric) -> float:
    """What a figure of the scope's own view will be (to choose the words around it)."""
    return metric(w.v())


def _claude_long(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    pv = v.prev
    shape = w.rng.randrange(3)
    if shape == 0:
        w(f"{c}의 {y}년 연결 매출은 ", w.f(amount(REV), v, form=JO2), "으로, 전년(")
        w(w.f(amount(REV), pv, form=JO2), ") 대비 ", w.f(growth(REV), v, form=UPDOWN), "했습니다. ")
    elif shape == 1:
        w(f"{y}년 {p(c, '은')} 매출 ", w.f(amount(REV), v, form=JE), f"을 기록했습니다. {y - 1}년의 ")
        w(w.f(amount(REV), pv, form=JE), "과 비교하면 ", w.f(growth(REV), v, form=MOVED), " 규모입니다. ")
    else:
        w(f"매출부터 보면, {p(c, '은')} {y}년에 ", w.f(amount(REV), v, form=JO1), "(전년비 ")
        w(w.f(growth(REV), v, form=SIGNED), ")을 올렸습니다. ")
    _op_sentence(w)
    w("\n\n")
    if w.rng.random() < 0.5:
        w(
            "아래 줄로 내려가면 당기순이익은 ",
            w.f(amount(NI), v, form=LOSS),
            "(순이익률 ",
            w.f(NPM, v, form=PCT1),
        )
        w(")입니다. ")
    else:
        w(
            "순이익은 ",
            w.f(amount(NI), v, form=LOSS),
            "으로 매출 대비 ",
            w.f(NPM, v, form=PCT1),
            "가 남았습니다. ",
        )
    if w.rng.random() < 0.5:
        w("재무상태표를 보면 자산총계 ", w.f(amount(TA), v, form=AUTO1), " 가운데 부채가 ")
        w(w.f(amount(TL), v, form=AUTO1), "이라 부채비율은 ", w.f(DEBT, v, form=PCT1), "(전년 ")
        w(w.f(DEBT, pv, form=PCT1), f")로 {move(v[TL] / v[TE] - pv[TL] / pv[TE], '높아졌', '낮아졌')}습니다.")
    else:
        w("자본총계는 ", w.f(amount(TE), v, form=JO2), "으로 1년 새 ", w.f(change(TE), v, form=GREW))
        w("고, 부채비율은 ", w.f(DEBT, v, form=PCT1), "입니다.")
    w("\n\n")
    grew_rev, grew_op = v[REV] >= pv[REV], v[OP] >= pv[OP]
    story = {
        (True, True): "외형과 이익이 함께 늘어난",
        (True, False): "매출은 늘었지만 이익이 뒷걸음질한",
        (False, True): "매출이 줄었는데도 이익은 버틴",
        (False, False): "매출과 이익이 모두 줄어든",
    }[grew_rev, grew_op]
    w(f"정리하면 {y}년은 {c}에게 {story} 해였습니다. 주주 입장의 수익성인 ROE(평균 자본 기준)는 ")
    w(w.f(ROE, v, form=PCT1), " 수준이고, 숫자는 모두 연결 기준입니다.")
    return pick(
        w, f"{c} {y}년 실적 좀 분석해줘", f"{y}년 {c} 실적 어떻게 봐야 해?", f"{c} {y}년 어땠는지 자세히"
    )


def _memo(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    pv = v.prev
    bull: list[list[Part]] = []
    bear: list[list[Part]] = []
    risks: list[list[Part]] = []
    (bull if v[REV] >= pv[REV] else bear).append(
        ["매출 ", w.f(amount(REV), v, form=JO1), ", 전년 대비 ", w.f(growth(REV), v, form=SIGNED)]
    )
    word = turn(v[OP], pv[OP])
    if word:
        line: list[Part] = ["영업이익 ", w.f(amount(OP), v, form=LOSS), f" ({word})"]
        (bull if word == "흑자전환" else bear).append(line)
    else:
        line = ["영업이익 ", w.f(amount(OP), v, form=AUTO), " (", w.f(growth(OP), v, form=SIGNED), ")"]
        (bull if v[OP] >= pv[OP] else bear).append(line)
    mc = v[OP] / v[REV] - pv[OP] / pv[REV]
    (bull if mc >= 0 else bear).append(
        ["영업이익률 ", w.f(OPM, v, form=PCT1), ", 전년보다 ", w.f(margin_change(OP), v, form=PP), " 변화"]
    )
    if v[NI] < 0:
        bear.append(["당기순이익 ", w.f(amount(NI), v, form=LOSS), " — 영업 밖 손실이 이익을 깎음"])
    else:
        (bull if v[NI] >= pv[NI] else bear).append(
            ["당기순이익 ", w.f(amount(NI), v, form=AUTO), ", ROE ", w.f(ROE, v, form=PCT1)]
        )
    debt: list[Part] = ["부채비율 ", w.f(DEBT, v, form=PCT1), " (전년 ", w.f(DEBT, pv, form=PCT1), ")"]
    rising = v[TL] / v[TE] - pv[TL] / pv[TE] > 0.1
    if v[TL] > v[TE] or rising:
        risks.append([*debt, " — 레버리지 부담" if v[TL] > v[TE] else " — 1년 새 10%p 넘게 상승"])
    else:
        bull.append([*debt, " — 안정적"])
    thin = v[CA] < v[CL] * 1.2
    cur: list[Part] = [
        "유동비율 ",
        w.f(CURRENT, v, form=PCT1),
        " — 단기 유동성 점검 필요" if thin else " — 단기 유동성 양호",
    ]
    (risks if thin else bull).append(cur)
    risks.append(
        [
            "이익 변동성: 영업이익률 ",
            f"{y - 2}년 ",
            w.f(OPM, pv.prev, form=PCT1),
            f", {y - 1}년 ",
            w.f(OPM, pv, form=PCT1),
            f", {y}년 ",
            w.f(OPM, v, form=PCT1),
        ]
    )
    mark = pick(w, "- ", "• ", "· ")
    w(f"**{c} | {y}년 실적 기반 투자 메모**\n\n")
    verdict = "이익 체력이 올라오는 국면" if v[OP] >= pv[OP] else "이익이 꺾인 국면"
    w(f"요지: 숫자만 보면 {verdict}입니다. 판단은 아래 근거 순서대로.\n\n")
    for title, points in (("강세 논거 (Bull)", bull), ("약세 논거 (Bear)", bear), ("핵심 리스크", risks)):
        w(f"**{title}**\n")
        if not points:
            w(f"{mark}숫자상 뚜렷한 항목 없음\n")
        for point in points:
            w(mark, *point, "\n")
        w("\n")
    w("연결 기준, 사업보고서 수치. 투자 권유가 아닙니다.")
    return pick(w, f"{c} {y}년 숫자로 투자 메모 써줘", f"{c} {y} bull/bear 정리 부탁해요")


def _qa_revenue(w: W) -> None:
    v, y = w.v(), w.scope.year
    w(f"Q. {y}년 매출은 얼마였나요?\nA. 연결 기준 ", w.f(amount(REV), v, form=JE), "입니다. 전년(")
    w(w.f(amount(REV), v.prev, form=JO1), ")보다 ", w.f(growth(REV), v, form=MORE), "\n\n")


def _qa_profit(w: W) -> None:
    v = w.v()
    w("Q. 본업에서 돈을 벌었나요?\n")
    if v[OP] >= 0:
        w("A. 네. 영업이익 ", w.f(amount(OP), v, form=AUTO), "으로 영업이익률은 ", w.f(OPM, v, form=PCT1))
        w("입니다.\n\n")
    else:
        w("A. 아니요, 영업적자였습니다. 영업이익 ", w.f(amount(OP), v, form=LOSS), "(이익률 ")
        w(w.f(OPM, v, form=PCT1), ")입니다.\n\n")


def _qa_net(w: W) -> None:
    v = w.v()
    w("Q. 순이익은요?\nA. 당기순이익은 ", w.f(amount(NI), v, form=LOSS), "입니다. ")
    word = turn(v[NI], v.prev[NI])
    if word:
        w(f"전년과 비교하면 {word}입니다.\n\n")
    else:
        w("전년 대비 ", w.f(growth(NI), v, form=UPDOWN), "했습니다.\n\n")


def _qa_debt(w: W) -> None:
    v = w.v()
    w("Q. 빚은 많은 편인가요?\nA. 부채비율이 ", w.f(DEBT, v, form=PCT1), "입니다. 부채총계 ")
    w(w.f(amount(TL), v, form=AUTO), "을 자본총계 ", w.f(amount(TE), v, form=AUTO), "으로 나눈 값이고, ")
    w("전년에는 ", w.f(DEBT, v.prev, form=PCT1), "였습니다.\n\n")


def _qa_liquidity(w: W) -> None:
    v = w.v()
    w("Q. 단기 지급 능력은요?\nA. 유동비율 ", w.f(CURRENT, v, form=PCT1), "로, 유동자산 ")
    w(w.f(amount(CA), v, form=AUTO), "이 유동부채 ", w.f(amount(CL), v, form=AUTO), "보다 ")
    w(f"{move(v[CA] - v[CL], '많', '적')}습니다.\n\n")


def _qa_roe(w: W) -> None:
    v = w.v()
    w("Q. 주주 입장에서 수익성은 어떤가요?\nA. 평균 자본으로 계산한 ROE가 ", w.f(ROE, v, form=PCT1))
    w("이고, 순이익률은 ", w.f(NPM, v, form=PCT1), "입니다.\n\n")


def _qa(w: W) -> str:
    c, y = w.scope.corp, w.scope.year
    w(f"{c} {y}년 실적을 자주 묻는 질문 형식으로 정리했습니다.\n\n")
    _qa_revenue(w)
    blocks = [_qa_profit, _qa_net, _qa_debt, _qa_liquidity, _qa_roe]
    chosen = sorted(w.rng.sample(range(len(blocks)), 3))
    for index in chosen:
        blocks[index](w)
    w("(모두 연결재무제표 기준입니다.)")
    return pick(w, f"{c} {y}년 실적 Q&A로 정리해줘", f"{c} {y}년 궁금한 거 문답으로")


TUNE3_A_SINGLE = {
    "t3-claude-longform": ("single", _claude_long),
    "t3-invest-memo": ("single", _memo),
    "t3-qa-pairs": ("single", _qa),
}
