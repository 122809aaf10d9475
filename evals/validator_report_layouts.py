"""Single-company answers of the report corpus laid out with structure: executive summaries with ###
sections, 핵심 요약 boxes, numbered findings, emoji headings, Gemini-style bullets, tables in 조원, 억원
or 백만원 with 구분/FY/증감 columns, ratio lists with "25.4 %" or "25.4퍼센트", ratios worked out by hand,
a long report with a sources section and a disclaimer.
"""

from __future__ import annotations

from evals.validator_report_figures import (
    CA,
    CL,
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
    ROA_END,
    ROE,
    ROE_END,
    TA,
    TE,
    TL,
    Fig,
    Fmt,
    amount,
    change,
    growth,
    margin_change,
    multiple,
    ratio,
)
from evals.validator_report_styles import Ctx, Writer, verb


def exec_summary_sections(c: Ctx) -> str:
    jo, pct = c.amt("조", 2), c.pc(1)
    rev, op = c.fig(amount(REV), jo), c.fig(amount(OP), jo)
    c.add("## {name} {year}년 실적 분석\n\n")
    c.add(
        "**Executive Summary** — {name}의 {year}년 연결 매출액은 {rev}, 영업이익은 {op}으로 영업이익률은 {opm}입니다. "
        "매출은 전년 대비 {yoy}했습니다.\n\n",
        rev=rev,
        op=op,
        opm=c.fig(OPM, pct),
        yoy=c.fig(growth(REV), c.pc(1, dirs=(" 증가", " 감소"))),
    )
    c.add("### 1. 수익성\n- 매출액: {rev} (전년 {rev_p})\n", rev=rev, rev_p=c.fig(amount(REV), jo, c.v.prev))
    c.add(
        "- 영업이익: {op}\n- 당기순이익: {ni} (순이익률 {npm})\n\n",
        op=op,
        ni=c.fig(amount(NI), jo),
        npm=c.fig(NPM, pct),
    )
    c.add(
        "### 2. 재무 안정성\n- 자산총계 {ta}, 부채총계 {tl}, 자본총계 {te}\n- 부채비율 {debt}, 유동비율 {cur}\n\n",
        ta=c.fig(amount(TA), jo),
        tl=c.fig(amount(TL), jo),
        te=c.fig(amount(TE), jo),
        debt=c.fig(DEBT, pct),
        cur=c.fig(CURRENT, pct),
    )
    verdict = "흑자 기조를 유지했고" if c.value(amount(NI)) > 0 else "순손실을 기록해 자본효율이 훼손됐고"
    c.add("### 3. 종합\n" + verdict + ", ROE(평균자본 기준)는 {roe}입니다.\n", roe=c.fig(ROE, pct))
    c.tail()
    return f"{c.names[0]} {c.v.year}년 실적 분석해줘"


def key_summary_quote(c: Ctx) -> str:
    jo = c.amt("조", 1)
    c.add("> **핵심 요약**\n")
    c.add(
        "> - 매출 **{rev}** (YoY {yoy})\n",
        rev=c.fig(amount(REV), jo),
        yoy=c.fig(growth(REV), c.pc(1, plus=True)),
    )
    c.add("> - 영업이익 **{op}** (영업이익률 {opm})\n", op=c.fig(amount(OP), jo), opm=c.fig(OPM, c.pc(1)))
    c.add("> - 순이익 **{ni}**\n\n", ni=c.fig(amount(NI), jo))
    c.add(
        "{name}는 {year}년 말 부채비율 {debt}, 자기자본비율 {eqr}로 재무구조는 "
        + ("보수적인 편입니다." if c.value(DEBT) < 100 else "레버리지가 높은 편입니다.")
        + "\n",
        debt=c.fig(DEBT, c.pc(1)),
        eqr=c.fig(EQUITY_RATIO, c.pc(1)),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year}년 핵심만 요약해줘"


def numbered_findings(c: Ctx) -> str:
    mixed = c.amt("조억", dirs=(" 증가", " 감소"))
    plain = c.amt("조억")
    up = c.up(change(REV))
    c.add("{name} {year}년 사업보고서(연결) 기준 주요 발견 사항입니다.\n\n")
    c.add(
        "1. **매출 " + verb(up, "성장", "역성장") + "**: 매출액 {rev}, 전년 {rev_p} 대비 {diff}.\n",
        rev=c.fig(amount(REV), plain),
        rev_p=c.fig(amount(REV), plain, c.v.prev),
        diff=c.fig(change(REV), mixed),
    )
    c.add(
        "2. **수익성**: 영업이익 {op}, 영업이익률 {opm}(영업이익 ÷ 매출액).\n",
        op=c.fig(amount(OP), plain),
        opm=c.fig(OPM, c.pc(2)),
    )
    c.add(
        "3. **순이익**: 당기순이익 {ni}, 법인세차감전순이익 {pbt}.\n",
        ni=c.fig(amount(NI), plain),
        pbt=c.fig(amount(PBT), plain),
    )
    c.add(
        "4. **재무구조**: 부채비율 {debt}, 이익잉여금 {re}.\n",
        debt=c.fig(DEBT, c.pc(1)),
        re=c.fig(amount(RE), plain),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year}년 사업보고서에서 중요한 포인트 정리해줘"


def table_yoy_jo(c: Ctx) -> str:
    cell = c.amt("bare조", 2, loss=c.rng.choice(("△", "()", "-")))
    g = c.pc(1, plus=True)
    c.add(
        "### {name} 손익 추이 (연결)\n\n(단위: 조원)\n\n| 구분 | FY{prev} | FY{year} | 증감 |\n|---|---:|---:|---:|\n"
    )
    for label, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI)):
        c.add(
            f"| {label} | {{p}} | {{n}} | {{g}} |\n",
            p=c.fig(amount(account), cell, c.v.prev),
            n=c.fig(amount(account), cell),
            g=c.trend(account, g),
        )
    c.add(
        "| 영업이익률 | {p} | {n} | {g} |\n\n",
        p=c.fig(OPM, c.pc(1), c.v.prev),
        n=c.fig(OPM, c.pc(1)),
        g=c.fig(margin_change(OP), Fmt("%p", 1, plus=True, loss=c.minus)),
    )
    better = c.up(margin_change(OP))
    c.add(
        "영업이익률이 전년보다 " + verb(better, "개선", "악화") + "됐습니다. 순이익률은 {npm}입니다.\n",
        npm=c.fig(NPM, c.pc(1)),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year - 1}년이랑 {c.v.year}년 손익 비교표로 보여줘"


def table_bs_eok(c: Ctx) -> str:
    cell = c.amt("bare억", 0)
    share = c.pc(1)
    c.add("**{name} 재무상태표 요약 ({year}년 말, 연결)**\n\n| 구분 | 금액 | 자산 대비 |\n|---|---:|---:|\n")
    for label, account in (("유동자산", CA), ("비유동자산", NCA), ("부채총계", TL), ("자본총계", TE)):
        c.add(
            f"| {label} | {{a}} | {{s}} |\n",
            a=c.fig(amount(account), cell),
            s=c.fig(ratio(account, TA), share),
        )
    c.add("| **자산총계** | **{ta}** | |\n\n(단위: 억원)\n\n", ta=c.fig(amount(TA), cell))
    c.add(
        "부채비율은 {debt}, 유동비율은 {cur}입니다.\n", debt=c.fig(DEBT, c.pc(1)), cur=c.fig(CURRENT, c.pc(1))
    )
    c.tail()
    return f"{c.names[0]} {c.v.year}년 말 재무상태 알려줘"


def table_basis_million(c: Ctx) -> str:
    cell = c.amt("bare백만", 0, loss=c.rng.choice(("-", "()", "△")))
    c.add("{name} {year}년 주요 재무 (단위: 백만원)\n\n| 계정 | 연결 | 별도 |\n| --- | --- | --- |\n")
    for label, account in (
        ("매출액", REV),
        ("영업이익", OP),
        ("당기순이익", NI),
        ("자산총계", TA),
        ("자본총계", TE),
    ):
        c.add(
            f"| {label} | {{a}} | {{b}} |\n",
            a=c.fig(amount(account), cell),
            b=c.fig(amount(account), cell, c.sep),
        )
    c.add(
        "\n연결 매출은 별도의 약 {m}로, 종속회사 매출의 비중이 "
        + ("큽니다" if multiple(REV)(c.v, c.sep) > 1.5 else "크지 않습니다")
        + ".\n",
        m=Fig(multiple(REV), (c.v, c.sep), Fmt("배", 1)),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year}년 연결이랑 별도 숫자 같이 보여줘"


def emoji_headings(c: Ctx) -> str:
    jo = c.amt("조", 2, space=" ")
    c.add("📊 **{name} {year}년 실적 한눈에 보기**\n\n")
    c.add(
        "💰 매출액: {rev}\n📈 영업이익: {op} (영업이익률 {opm})\n💵 당기순이익: {ni}\n\n",
        rev=c.fig(amount(REV), jo),
        op=c.fig(amount(OP), jo),
        opm=c.fig(OPM, c.pc(1)),
        ni=c.fig(amount(NI), jo),
    )
    c.add(
        "💡 **시사점**\n- 매출이 전년 대비 {yoy}, 순이익률은 {npm}입니다.\n\n",
        yoy=c.fig(growth(REV), c.pc(1, dirs=(" 늘었고", " 줄었고"))),
        npm=c.fig(NPM, c.pc(1)),
    )
    c.add(
        "⚠️ **체크 포인트**\n- 부채비율 {debt}, 유동비율 {cur}\n",
        debt=c.fig(DEBT, c.pc(1)),
        cur=c.fig(CURRENT, c.pc(1)),
    )
    c.tail()
    return f"{c.names[0]} {c.v.year} 실적 보기 좋게 정리 좀"


def percent_spelled(c: Ctx) -> str:
    word = c.rng.choice(("퍼센트", ""))
    fmt = c.pc(1, space="" if word else " ", word=word)
    c.add("{name} {year}년 재무비율 (연결)\n\n")
    c.add(
        "- 부채비율: {debt}\n- 유동비율: {cur}\n- 자기자본비율: {eqr}\n",
        debt=c.fig(DEBT, fmt),
        cur=c.fig(CURRENT, fmt),
        eqr=c.fig(EQUITY_RATIO, fmt),
    )
    c.add("- ROE: {roe}, ROA: {roa}\n\n", roe=c.fig(ROE, fmt), roa=c.fig(ROA, fmt))
    safe = c.value(CURRENT) >= 100
    c.add(
        "유동자산이 유동부채보다 "
        + ("많아 단기 지급능력은 양호합니다" if safe else "적어 유동성 점검이 필요합니다")
        + ".\n"
    )
    c.tail()
    return f"{c.names[0]} {c.v.year} 재무비율 알려줘"


def derived_ratios(c: Ctx) -> str:
    jo = c.amt("auto", 2)
    pct = c.pc(2)
    rev, op, ni = c.fig(amount(REV), jo), c.fig(amount(OP), jo), c.fig(amount(NI), jo)
    ta, tl, te = c.fig(amount(TA), jo), c.fig(amount(TL), jo), c.fig(amount(TE), jo)
    c.add("직접 계산한 주요 비율입니다 ({name}, {year}년 연결).\n\n")
    c.add("- 영업이익률 = {op} ÷ {rev} = {opm}\n", op=op, rev=rev, opm=c.fig(OPM, pct))
    c.add("- 순이익률 = {ni} ÷ {rev} = {npm}\n", ni=ni, rev=rev, npm=c.fig(NPM, pct))
    c.add("- 부채비율 = {tl} ÷ {te} = {debt}\n", tl=tl, te=te, debt=c.fig(DEBT, pct))
    c.add("- 자기자본비율 = {te} ÷ {ta} = {eqr}\n", te=te, ta=ta, eqr=c.fig(EQUITY_RATIO, pct))
    c.add(
        "- ROE(기말 자본 기준) = {roe}, ROA(기말 자산 기준) = {roa}\n\n",
        roe=c.fig(ROE_END, pct),
        roa=c.fig(ROA_END, pct),
    )
    c.add("참고로 평균자본 기준 ROE는 {roe}로, 기말 기준과 차이가 있습니다.\n", roe=c.fig(ROE, c.pc(1)))
    c.tail()
    return f"{c.names[0]} {c.v.year}년 수익성 비율 계산해줘"


def long_report_sources(c: Ctx) -> str:
    jo = c.amt("조", 2)
    c.add("# {name} {year} 사업보고서 분석\n\n## 요약\n")
    c.add(
        "{year}년 연결 매출 {rev}, 영업이익 {op}, 당기순이익 {ni}.\n\n## 손익\n",
        rev=c.fig(amount(REV), jo),
        op=c.fig(amount(OP), jo),
        ni=c.fig(amount(NI), jo),
    )
    c.add(
        "- 매출 증감: {g}\n- 영업이익률: {opm} (전년 {opm_p})\n- 법인세차감전순이익: {pbt}\n\n## 재무상태\n",
        g=c.trend(REV, c.pc(1, plus=True)),
        opm=c.fig(OPM, c.pc(1)),
        opm_p=c.fig(OPM, c.pc(1), c.v.prev),
        pbt=c.fig(amount(PBT), jo),
    )
    c.add(
        "- 자산 {ta} / 부채 {tl} / 자본 {te}\n- 유동자산 {ca}, 유동부채 {cl}\n\n",
        ta=c.fig(amount(TA), jo),
        tl=c.fig(amount(TL), jo),
        te=c.fig(amount(TE), jo),
        ca=c.fig(amount(CA), jo),
        cl=c.fig(amount(CL), jo),
    )
    c.add(
        "## 투자 시 유의점\n- 부채비율 {debt}\n- ROE {roe}, ROA {roa}\n\n---\n",
        debt=c.fig(DEBT, c.pc(1)),
        roe=c.fig(ROE, c.pc(1)),
        roa=c.fig(ROA, c.pc(1)),
    )
    c.add("**출처**\n- [DART 사업보고서 (FY{year})]({link})\n- OpenDART 단일회사 주요계정\n\n")
    c.add("> 본 분석은 공시 자료에 기반한 정보 제공 목적이며 투자 권유가 아닙니다.\n")
    return f"{c.names[0]} {c.v.year} 사업보고서 분석 리포트 써줘"


def gemini_bullets(c: Ctx) -> str:
    jo = c.amt("조", 2, word=" 원")
    c.add("{name}의 {year}년 재무 성과를 요약해 드리겠습니다.\n\n**1. 주요 손익 지표**\n")
    c.add(
        "*   **매출액:** {rev} (전년 대비 {yoy})\n*   **영업이익:** {op}\n*   **당기순이익:** {ni}\n\n",
        rev=c.fig(amount(REV), jo),
        yoy=c.fig(growth(REV), c.pc(2, dirs=(" 증가", " 감소"))),
        op=c.fig(amount(OP), jo),
        ni=c.fig(amount(NI), jo),
    )
    c.add(
        "**2. 재무 건전성**\n*   **부채비율:** {debt}\n*   **유동비율:** {cur}\n\n",
        debt=c.fig(DEBT, c.pc(2)),
        cur=c.fig(CURRENT, c.pc(2)),
    )
    c.add("**결론적으로,** {name}의 {year}년 영업이익률은 {opm}였습니다.\n", opm=c.fig(OPM, c.pc(2)))
    c.tail()
    return f"{c.names[0]}의 {c.v.year}년 재무 성과를 요약해줘"


def growth_arrows(c: Ctx) -> str:
    jo = c.amt("조", 2)
    arrows = c.pc(1, dirs=(" ↑", " ↓"))
    c.add("**{name} {year} 실적 스냅샷** (연결, 전년 대비)\n")
    for label, account in (("매출", REV), ("영업이익", OP), ("순이익", NI), ("자산", TA), ("자본", TE)):
        c.add(f"- {label} {{a}} ({{g}})\n", a=c.fig(amount(account), jo), g=c.trend(account, arrows))
    c.tail()
    return f"{c.names[0]} {c.v.year} 전년 대비 증감 보여줘"


LAYOUT_STYLES: dict[str, Writer] = {
    fn.__name__: fn
    for fn in (
        exec_summary_sections,
        key_summary_quote,
        numbered_findings,
        table_yoy_jo,
        table_bs_eok,
        table_basis_million,
        emoji_headings,
        percent_spelled,
        derived_ratios,
        long_report_sources,
        gemini_bullets,
        growth_arrows,
    )
}
