"""The report corpus's single-company answers written as prose (``PROSE_STYLES``), drafted with
``evals.validator_report_styles``: English-mixed analyst notes, sentences that open with the figure, inline
bold, 약/대략/~ with rounding, 영업이익/영업손실 labels, differences and multiples, 연결 vs 별도, a GPT-style
결론/근거, a balance-sheet paragraph, amounts in DART's 백만원.
"""

from __future__ import annotations

from dataclasses import replace

from evals.validator_report_figures import (
    CA,
    CL,
    CURRENT,
    DEBT,
    EQUITY_RATIO,
    NCA,
    NCL,
    NI,
    NPM,
    OP,
    OPM,
    RE,
    REV,
    ROA,
    ROE,
    TA,
    TE,
    TL,
    Fig,
    Fmt,
    Metric,
    View,
    amount,
    change,
    growth,
    ratio,
    times_prior,
)
from evals.validator_report_styles import (
    Ctx,
    Writer,
    turn,
    verb,
)


def analyst_english(c: Ctx) -> str:
    jo = c.amt("조", 1)
    pct = c.pc(1)
    c.add("**{name} FY{year} Quick Take**\n\n")
    c.add(
        "Revenue {rev} (YoY {yoy}), OP {op}, OPM {opm}. NPM {npm}.\n",
        rev=c.fig(amount(REV), jo),
        yoy=c.fig(growth(REV), c.pc(1, plus=True)),
        op=c.fig(amount(OP), jo),
        opm=c.fig(OPM, pct),
        npm=c.fig(NPM, pct),
    )
    c.add(
        "ROE {roe} / ROA {roa} (avg. equity·assets 기준), D/E {debt}, current ratio {cur}.\n\n",
        roe=c.fig(ROE, pct),
        roa=c.fig(ROA, pct),
        debt=c.fig(DEBT, pct),
        cur=c.fig(CURRENT, pct),
    )
    good = c.value(OPM) > 10
    c.add(
        "**Bottom line:** "
        + ("margin 측면에서 견조한 한 해." if good else "수익성 회복이 과제인 한 해.")
        + "\n"
    )
    c.tail()
    return f"{c.names[0]} FY{c.v.year} 실적 애널리스트 스타일로 짧게"


def figure_first(c: Ctx) -> str:
    fmt = c.amt("auto", 2)
    op, ni = c.value(amount(OP)), c.value(amount(NI))
    c.add(
        "{op}"
        + ("의 영업이익을 기록하며" if op > 0 else "의 영업손실을 내며")
        + " {name}는 {year}년을 마감했습니다. "
        "같은 해 연결 매출액은 {rev}입니다.\n\n",
        op=c.fig(amount(OP), replace(fmt, labels=("", ""), loss="") if op < 0 else fmt),
        rev=c.fig(amount(REV), fmt),
    )
    c.add(
        "{ni} — {name}의 {year}년 연결 당기순"
        + ("이익" if ni > 0 else "손익")
        + "입니다. 매출 대비로는 {npm}에 해당합니다.\n\n",
        ni=c.fig(amount(NI), fmt),
        npm=c.fig(NPM, c.pc(1)),
    )
    c.add("{opm}. 매출액 대비 영업이익 비율, 곧 영업이익률입니다.\n", opm=c.fig(OPM, c.pc(1)))
    c.tail()
    return f"{c.names[0]} {c.v.year}년에 얼마 벌었어?"


def inline_bold(c: Ctx) -> str:
    jo = c.amt("조", 1)
    c.add(
        "{name}의 {year}년 연결 매출은 **{rev}**, 영업이익은 **{op}**입니다. 매출은 전년 대비 **{yoy}** 변했고, "
        "영업이익률은 **{opm}**입니다.\n",
        rev=c.fig(amount(REV), jo),
        op=c.fig(amount(OP), jo),
        yoy=c.fig(growth(REV), c.pc(1, plus=True)),
        opm=c.fig(OPM, c.pc(1)),
    )
    c.tail(sources=False)
    return f"{c.names[0]} {c.v.year} 매출 영업이익"


def approximate(c: Ctx) -> str:
    def rough(account: str) -> Fig:
        size = abs(c.value(amount(account)))
        places = 0 if size >= 1e13 else 1
        unit = "조" if size >= 1e12 else "억"
        approx = c.rng.choice(("약 ", "대략 ", "~"))
        return c.fig(amount(account), c.amt(unit, places if unit == "조" else -2, approx=approx))

    c.add(
        "대략적인 규모로 보면 {name}의 {year}년 매출은 {rev}, 영업이익은 {op} 수준입니다. ",
        rev=rough(REV),
        op=rough(OP),
    )
    c.add(
        "순이익은 {ni} 정도이고, 자산은 {ta}, 자본은 {te}입니다.\n\n",
        ni=rough(NI),
        ta=rough(TA),
        te=rough(TE),
    )
    c.add(
        "영업이익률은 약 {opm}, 부채비율은 대략 {debt}입니다.\n",
        opm=c.fig(OPM, c.pc(0 if abs(c.value(OPM)) >= 10 else 1)),
        debt=c.fig(DEBT, c.pc(0)),
    )
    c.tail(sources=False)
    return f"{c.names[0]} {c.v.year}년 대충 규모가 어느 정도야?"


def signed_labels_qa(c: Ctx) -> str:
    def labelled(account: str, profit: str, loss: str, view: View | None = None) -> Fig:
        return c.fig(amount(account), c.amt("조억", labels=(profit + " ", loss + " ")), view or c.v)

    c.add(
        "{year}년 {name}는 연결 기준 {op}을 기록했습니다. 전년에는 {op_p}이었습니다.\n",
        op=labelled(OP, "영업이익", "영업손실"),
        op_p=labelled(OP, "영업이익", "영업손실", c.v.prev),
    )
    c.add("순손익으로 보면 {ni}입니다.", ni=labelled(NI, "순이익", "순손실"))
    now, before = c.value(amount(OP)), c.value(amount(OP), c.v.prev)
    if now > 0 and before > 0:
        c.add(" 영업이익은 전년 대비 {g}했습니다.", g=c.fig(growth(OP), c.pc(1, dirs=(" 증가", " 감소"))))
    else:
        c.add(" 영업손익은 " + turn(now, before) + "입니다.")
    c.add("\n")
    c.tail(sources=False)
    return f"{c.names[0]} {c.v.year}년 영업이익 얼마야? 흑자야?"


def differences_multiples(c: Ctx) -> str:
    jo = c.amt("auto", 2)
    picks = [
        a for a in (OP, NI, REV, TA) if c.ok(times_prior(a)) and abs(c.value(times_prior(a)) - 1) >= 0.15
    ]
    account = picks[0] if picks else REV
    label = {OP: "영업이익은", NI: "순이익은", REV: "매출은", TA: "자산총계는"}[account]
    moved = verb(c.up(change(account)), "늘어", "줄어")
    c.add(
        f"{label} 전년 {{p}}에서 {{n}}으로 {{d}} {moved} ",
        p=c.fig(amount(account), jo, c.v.prev),
        n=c.fig(amount(account), jo),
        d=c.fig(change(account), replace(jo, loss="")),
    )
    if picks:
        c.add("전년의 약 {m}가 됐습니다.\n", m=c.fig(times_prior(account), Fmt("배", 1)))
    else:
        c.add("변화 폭이 크지 않았습니다.\n")
    c.add(
        "재무상태를 보면 유동자산이 자산총계의 {s1}, 이익잉여금이 자본총계의 {s2}를 차지합니다. "
        "부채 중 비유동부채 비중은 {s3}입니다.\n",
        s1=c.fig(ratio(CA, TA), c.pc(0)),
        s2=c.fig(ratio(RE, TE), c.pc(0)),
        s3=c.fig(ratio(NCL, TL), c.pc(1)),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year}년 전년 대비 얼마나 변했어?"


def consolidated_vs_separate(c: Ctx) -> str:
    fmt = c.amt("auto", 2)
    c.add(
        "{name}의 {year}년 영업이익은 연결 기준 {op_c}, 별도 기준 {op_o}입니다. ",
        op_c=c.fig(amount(OP), fmt),
        op_o=c.fig(amount(OP), fmt, c.sep),
    )
    c.add(
        "매출액은 연결 {rev_c}, 별도 {rev_o}이며 별도 매출이 연결의 {share}입니다.\n\n",
        rev_c=c.fig(amount(REV), fmt),
        rev_o=c.fig(amount(REV), fmt, c.sep),
        share=Fig(Metric(lambda s, k: s[REV] / k[REV] * 100), (c.sep, c.v), c.pc(1)),
    )
    c.add(
        "당기순이익은 연결 {ni_c} / 별도 {ni_o}, 부채비율은 연결 {d_c} / 별도 {d_o}입니다.\n",
        ni_c=c.fig(amount(NI), fmt),
        ni_o=c.fig(amount(NI), fmt, c.sep),
        d_c=c.fig(DEBT, c.pc(1)),
        d_o=c.fig(DEBT, c.pc(1), c.sep),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year} 연결 별도 차이 설명해줘"


def gpt_conclusion(c: Ctx) -> str:
    jo = c.amt("조", 2)
    op = c.value(amount(OP))
    c.add(
        "**결론:** {name}는 {year}년 영업"
        + ("흑자" if op > 0 else "적자")
        + "를 기록했습니다 (영업이익 {op}, 영업이익률 {opm}).\n\n",
        op=c.fig(amount(OP), jo),
        opm=c.fig(OPM, c.pc(1)),
    )
    c.add(
        "**근거**\n- 매출 {rev}, 전년비 {yoy}\n- 순이익 {ni} (순이익률 {npm})\n- ROE {roe}\n\n",
        rev=c.fig(amount(REV), jo),
        yoy=c.fig(growth(REV), c.pc(1, plus=True)),
        ni=c.fig(amount(NI), jo),
        npm=c.fig(NPM, c.pc(1)),
        roe=c.fig(ROE, c.pc(1)),
    )
    c.add(
        "**한 줄 평:** "
        + ("수익성이 뒷받침된 한 해." if op > 0 and c.value(NPM) > 5 else "이익 체력 회복이 관건.")
        + "\n"
    )
    c.tail()
    return f"{c.names[0]} {c.v.year} 실적 좋았어 나빴어?"


def balance_sheet_prose(c: Ctx) -> str:
    fmt = c.amt("auto", 2)
    c.add(
        "{year}년 말 {name}의 자산총계는 {ta}, 부채총계는 {tl}, 자본총계는 {te}입니다. ",
        ta=c.fig(amount(TA), fmt),
        tl=c.fig(amount(TL), fmt),
        te=c.fig(amount(TE), fmt),
    )
    c.add(
        "부채비율은 {debt}, 자기자본비율은 {eqr}입니다.\n\n",
        debt=c.fig(DEBT, c.pc(2)),
        eqr=c.fig(EQUITY_RATIO, c.pc(1)),
    )
    c.add(
        "유동자산 {ca}은 유동부채 {cl}의 {m}로, 유동비율 {cur}에 해당합니다. 비유동자산은 {nca}입니다.\n",
        ca=c.fig(amount(CA), fmt),
        cl=c.fig(amount(CL), fmt),
        m=c.fig(Metric(lambda v: v[CA] / v[CL]), Fmt("배", 2)),
        cur=c.fig(CURRENT, c.pc(1)),
        nca=c.fig(amount(NCA), fmt),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year}년 재무 건전성 어때?"


def dart_million_inline(c: Ctx) -> str:
    mil = c.amt("백만", 0)
    c.add(
        "DART 공시 원문 단위(백만원)로 옮기면, {name}의 {year}년 연결 매출액은 {rev}, 영업이익은 {op}, "
        "당기순이익은 {ni}입니다. 자본총계는 {te}입니다.\n",
        rev=c.fig(amount(REV), mil),
        op=c.fig(amount(OP), mil),
        ni=c.fig(amount(NI), mil),
        te=c.fig(amount(TE), mil),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year} 매출 영업이익 순이익 백만원 단위로"


PROSE_STYLES: dict[str, Writer] = {
    fn.__name__: fn
    for fn in (
        analyst_english,
        figure_first,
        inline_bold,
        approximate,
        signed_labels_qa,
        differences_multiples,
        consolidated_vs_separate,
        gpt_conclusion,
        balance_sheet_prose,
        dart_million_inline,
    )
}
