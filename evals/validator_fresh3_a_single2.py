"""``tune3`` part A, one company-year (2/2): TL;DR first, hedged words, units said aloud, filing context.

A "TL;DR:" line with yoy +16% / YoY -84.9% then the detail in 전년비 prose; a "한 줄 요약:" answer in
hedged words (대략 259조원, 6.6조원 가량, 14% 내외, "260조원에 못 미치는", "두 배 남짓"); an answer
to be read aloud (2.5퍼센트, 11.9퍼센트포인트 하락, 마이너스 14.3퍼센트, 6조 5,670억 원,
6,566,976,000,000원, 6,566,976백만원); and one that names the filing (date, receipt number, the 12
months, how many accounts) around the figures — numbers that are no claims.
"""

from __future__ import annotations

from evals.validator_fresh3_a_common import (
    ABOUT,
    ABOUT_LOSS,
    JE_LOSS,
    JE_S,
    LOSS,
    LOSS1,
    PCTW,
    PCTW2,
    PPW,
    PPW_FULL,
    ROUND,
    WON,
    WON_LOSS,
    YOY0,
    YOY1,
    filed_on,
    fraction_words,
    over,
    p,
    pick,
    said,
    times_words,
    under,
)
from evals.validator_fresh_figs import AUTO, JO2, PCT1, PCT2, Form, W, turn
from evals.validator_report_figures import (
    CI,
    DEBT,
    EQUITY_RATIO,
    NI,
    NPM,
    OP,
    OPM,
    PBT,
    REV,
    ROE,
    TA,
    TE,
    TL,
    Metric,
    amount,
    growth,
    margin_change,
)

BETTER = Form("%p", 1, words=(" 개선", " 악화"))  # 8.4%p 개선


def _tldr(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    label = pick(w, "yoy", "YoY", "y/y")
    w("TL;DR: ", f"{c} {y}년 매출 ", w.f(amount(REV), v, form=ROUND), f" ({label} ")
    w(w.f(growth(REV), v, form=YOY0), "), 영업이익 ", w.f(amount(OP), v, form=LOSS1), " (")
    word = turn(v[OP], v.prev[OP])
    w(word or "YoY ", *([] if word else [w.f(growth(OP), v, form=YOY1)]), "). ")
    w("이익이 늘어난 해입니다.\n\n" if v[OP] >= v.prev[OP] else "이익은 뒷걸음질한 해입니다.\n\n")
    w(pick(w, "자세히 보면:\n\n", "조금 풀어서 쓰면,\n\n", "디테일은 아래와 같습니다.\n\n"))

    def top() -> None:
        w(
            "매출은 ",
            w.f(amount(REV), v, form=JO2),
            "으로 전년비 ",
            w.f(growth(REV), v, form=UPDOWN_),
            "했습니다.",
        )

    def margin() -> None:
        w(
            "영업이익률은 ",
            w.f(OPM, v, form=PCT2),
            "로 전년비 ",
            w.f(margin_change(OP), v, form=BETTER),
            "됐습니다.",
        )

    def lines() -> None:
        w(
            "법인세차감전순이익은 ",
            w.f(amount(PBT), v, form=LOSS),
            ", 당기순이익은 ",
            w.f(amount(NI), v, form=LOSS),
        )
        w("입니다.")

    def comprehensive() -> None:
        w("총포괄이익은 ", w.f(amount(CI), v, form=LOSS), "으로, 순이익에 기타포괄손익을 더한 값입니다.")

    def sound() -> None:
        w("재무 쪽은 자기자본비율 ", w.f(EQUITY_RATIO, v, form=PCT1), ", 부채비율 ", w.f(DEBT, v, form=PCT1))
        w("로 정리됩니다.")

    parts = [top, margin, lines, comprehensive, sound]
    w.rng.shuffle(parts)
    for index, part in enumerate(parts[:4]):
        w("\n\n" if index else "")
        part()
    return pick(
        w, f"{c} {y} 실적 tl;dr", f"{c} {y}년 실적 요약 먼저 하고 자세히", f"{y} {c} 어땠어? 짧게 먼저"
    )


UPDOWN_ = Form("%", 1, words=(" 증가", " 감소"))
AROUND = Form("%", 0, words=(" 안팎 늘었", " 안팎 줄었"))  # 16% 안팎 늘었(습니다)
ABOUT_TIMES = Form("배", 1, approx="약 ")


_TURNED = {"흑자전환": "흑자로 돌아섰", "적자전환": "적자로 돌아섰", "적자지속": "적자가 이어졌"}


def _about_amount(size: float) -> Form:
    return Form("조", 0, approx="대략 ") if size >= 5e13 else Form("auto", 1, approx="대략 ")


def _hedged(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"한 줄 요약: {c}의 {y}년 매출은 ", w.f(amount(REV), v, form=_about_amount(v[REV])), ", 영업이익은 ")
    w(w.f(amount(OP), v, form=LOSS1), pick(w, " 가량입니다.", " 정도입니다.", " 안팎입니다."), "\n\n")
    w(f"매출은 {said(w, amount(REV), v, form=JO2)}, 즉 {over(v[REV])} 규모로 전년보다 ")
    w(w.f(growth(REV), v, form=AROUND), "습니다. ")
    opm = abs(v[OP] / v[REV] * 100)
    w(
        "영업이익률은 ",
        w.f(OPM, v, form=Form("%", 0) if opm >= 10 else PCT1),
        pick(w, " 내외", " 안팎", " 수준"),
    )
    w("이고, 부채비율은 ", w.f(DEBT, v, form=Form("%", 0)), " 정도입니다.\n\n")
    if v[NI] > 0 and v[OP] > 0:
        share = v[NI] / v[OP]
        words = times_words(share) or fraction_words(share)
        if words:
            w(f"순이익({said(w, amount(NI), v, form=ABOUT)})은 영업이익의 {words}입니다. ")
        elif share >= 1:
            w("순이익은 ", w.f(amount(NI), v, form=ABOUT), "으로 영업이익의 ")
            w(w.f(Metric(lambda x: x[NI] / x[OP]), v, form=ABOUT_TIMES), "입니다. ")
        else:
            w("순이익은 ", w.f(amount(NI), v, form=ABOUT), "으로 영업이익의 ")
            w(w.f(Metric(lambda x: x[NI] / x[OP] * 100), v, form=Form("%", 0)), " 수준입니다. ")
    else:
        w("순이익은 ", w.f(amount(NI), v, form=ABOUT_LOSS), "으로 ")
        w(f"{_TURNED.get(turn(v[NI], v.prev[NI]), '흑자를 지켰')}습니다. ")
    w(f"자산총계는 {over(v[TA])} ", w.f(amount(TA), v, form=Form("조", 1)), "이고, 자본총계는 ")
    w(f"{under(v[TE])} ", w.f(amount(TE), v, form=Form("auto", 1)), "입니다.")
    return pick(w, f"{c} {y}년 대충 얼마 벌었어?", f"{c} {y} 실적 감만 잡게 알려줘", f"{c} {y}년 규모 대략")


DEBT_MOVE = Metric(lambda x: (x[TL] / x[TE] - x.prev[TL] / x.prev[TE]) * 100, signed=True)
MIL_SPOKEN = Form("백만", 0, minus="마이너스 ")


def _spoken(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w("읽기 편하게 단위를 풀어서 말씀드리겠습니다.\n\n")
    w(f"{c}의 {y}년 연결 매출액은 ", w.f(amount(REV), v, form=JE_S), "입니다. ")
    w(pick(w, "원 단위로 적으면 ", "정확한 원 단위 금액은 "), w.f(amount(REV), v, form=WON), "이고, ")
    w("매출 증가율은 ", w.f(growth(REV), v, form=PCTW), "입니다.\n\n")
    w(
        "영업이익은 ",
        w.f(amount(OP), v, form=JE_LOSS),
        "으로, 백만원 단위로는 ",
        w.f(amount(OP), v, form=MIL_SPOKEN),
    )
    w(
        "입니다. 영업이익률은 ",
        w.f(OPM, v, form=PCTW),
        "이고 전년보다 ",
        w.f(margin_change(OP), v, form=PPW_FULL),
    )
    w("했습니다.\n\n")
    if w.rng.random() < 0.5:
        w(
            "당기순이익은 정확히 ",
            w.f(amount(NI), v, form=WON_LOSS),
            "이고, 순이익률로는 ",
            w.f(NPM, v, form=PCTW),
        )
        w("입니다. ")
    else:
        w("당기순이익은 ", w.f(amount(NI), v, form=JE_LOSS), ", 자기자본이익률 그러니까 ROE는 ")
        w(w.f(ROE, v, form=PCTW), "입니다. ")
    w("부채비율은 ", w.f(DEBT, v, form=PCTW2), "로 전년보다 ", w.f(DEBT_MOVE, v, form=PPW), "습니다.")
    return pick(w, f"{c} {y}년 실적 음성으로 읽어줄 수 있게 풀어서", f"{c} {y} 숫자 단위까지 정확히 말로")


def _filing(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    books = w.scope.books[0]
    count = sum(basis == "연결" for basis, _ in books.rows)
    w(f"{p(c, '이')} {filed_on(books)} 공시한 {y}년 사업보고서(접수번호 {books.rcept_no})의 연결재무제표를 ")
    w(f"기준으로 정리했습니다. 회계기간은 {y}년 1월 1일부터 12월 31일까지 12개월이고, 주요계정 {count}개 ")
    w("가운데 6개를 골랐습니다.\n\n")
    w("먼저 손익계산서의 세 줄입니다. 매출액 ", w.f(amount(REV), v, form=JO2), ", 영업이익 ")
    w(w.f(amount(OP), v, form=LOSS), ", 당기순이익 ", w.f(amount(NI), v, form=LOSS), ". 1분기~3분기 ")
    w("분기보고서를 이어 붙인 값이 아니라 4개 분기를 모두 담은 연간 확정치이고, 매출은 전기(")
    w(f"{y - 1}년) 대비 ", w.f(growth(REV), v, form=UPDOWN_), "했습니다.\n\n")
    w(f"다음은 {y}년 12월 31일 현재 재무상태표의 세 줄입니다. 자산총계 ", w.f(amount(TA), v, form=JO2))
    w(", 부채총계 ", w.f(amount(TL), v, form=AUTO), ", 자본총계 ", w.f(amount(TE), v, form=AUTO), ". ")
    w("부채를 자본으로 나눈 부채비율은 ", w.f(DEBT, v, form=PCT1), "입니다.\n\n")
    w("원문은 DART에서 접수번호로 찾을 수 있고, 표 2개(손익·재무상태)에 있는 숫자를 그대로 옮겼습니다.")
    return pick(w, f"{c} {y}년 사업보고서 기준으로 실적 알려줘", f"{c} {y}년 공시 숫자 출처까지")


TUNE3_A_SINGLE2 = {
    "t3-tldr-first": ("single", _tldr),
    "t3-hedged-words": ("single", _hedged),
    "t3-spoken-units": ("single", _spoken),
    "t3-filing-context": ("single", _filing),
}
