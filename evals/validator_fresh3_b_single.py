"""``tune3`` part B, one company-year: structured answers as chat models formatted them in 2026.

A table with the unit in every cell and a "매출 대비" column, then a paragraph that refers back to it;
year headings (### 2024년 / ### 2023년) whose bold key: value bullets inherit the year, with a bp
margin change; a ✅/⚠️ scorecard with its thresholds; a JSON block a model prints on request; a
(연결) | [별도] table with a 별도/연결 column and n/m cells.
"""

from __future__ import annotations

from evals.validator_fresh2_common import EN, j
from evals.validator_fresh3_b_common import (
    AUTO_A,
    BPW,
    J_EOK,
    J_JO,
    J_PCT,
    J_PCT2,
    JO2A,
    LOSS,
    NON_OP,
    PCT0A,
    PCT1A,
    PCT1P,
    big,
    can,
    of,
    pick,
)
from evals.validator_fresh_figs import AUTO, PCT1, Part, W, Writer, filed, share_between, yoy
from evals.validator_report_figures import (
    CI,
    CURRENT,
    DEBT,
    NI,
    OP,
    OPM,
    PBT,
    REV,
    ROE,
    TA,
    TE,
    TL,
    amount,
    growth,
    margin_change,
    ratio,
)


def _cell_units(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    form = JO2A if big(v) else AUTO_A
    head = pick(w, "매출 대비", "% of 매출", "매출액 대비(%)")
    w(f"**{c} {y}년 손익 구조** (연결)\n\n| 항목 | 금액 | {head} |\n|---|---:|---:|\n")
    w("| 매출액 | ", w.f(amount(REV), v, form=form), " | — |\n")
    for name, account in (
        ("영업이익", OP),
        ("법인세차감전순이익", PBT),
        ("당기순이익", NI),
        ("총포괄손익", CI),
    ):
        w(f"| {name} | ", w.f(amount(account), v, form=form), " | ")
        w(w.f(ratio(account, REV), v, form=PCT1A), " |\n")
    w(f"\n※ {y}년 사업보고서({filed(w.scope.books[0])} 공시) 연결 손익계산서 기준, 비율 = 항목 ÷ 매출액\n\n")
    non_op = of(NON_OP, v)
    w(
        "위 표에서 보듯 세전이익이 영업이익보다 ",
        "크고" if non_op >= 0 else "작고",
        ", 그 차이인 영업외손익은 ",
    )
    w(w.f(NON_OP, v, form=AUTO_A), "입니다. ")
    if non_op >= 0:
        w("이자·지분법 등 영업 밖의 이익이 본업 이익을 보탠 해였습니다.")
    else:
        w("영업 밖에서 손실(금융비용, 손상 등)이 본업 이익을 깎아 먹은 해였습니다.")
    return pick(w, f"{c} {y}년 손익 매출 대비로 표 만들어줘", f"{c} {y} 이익이 매출의 몇 %씩이야?")


def _year_headings(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    yo = pick(w, "YoY", "전년비")
    b = pick(w, "**", "")  # bold labels or plain key: value lines
    w(f"## {c} 실적 요약 (연결 기준)\n")
    for view in (v, v.prev):
        form = JO2A if big(view) else AUTO
        w(f"\n### {view.year}년\n- {b}매출액{b}: ", w.f(amount(REV), view, form=form), f" ({yo} ")
        w(yoy(w, REV, view, PCT1P), f")\n- {b}영업이익{b}: ", w.f(amount(OP), view, form=form))
        w(" — 영업이익률 ", w.f(OPM, view, form=PCT1A), f"\n- {b}당기순이익{b}: ")
        w(w.f(amount(NI), view, form=LOSS), "\n")
    w(f"\n**정리**: 영업이익률이 {y - 1}년보다 ", w.f(margin_change(OP), v, form=BPW))
    w("됐습니다. 자세한 사업부별 수치가 필요하면 말씀해 주세요.")
    return pick(w, f"{c} {y}년이랑 {y - 1}년 실적 나눠서 보여줘", f"{c} 최근 2년 실적 정리 좀")


def _scorecard(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    marks: list[bool] = []

    def row(label: str, fig: Part, ok: bool, warn: bool = False) -> None:
        marks.append(ok)
        w(f"| {label} | ", fig, " | ", "✅" if ok else "⚠️" if warn else "❌", " |\n")

    w(f"**{c} {y} 재무 스코어카드** (연결)\n\n| 점검 항목 | 수치 | 판단 |\n|---|---:|:---:|\n")
    if can(growth(REV), v):
        row("매출 성장률 (YoY)", w.f(growth(REV), v, form=PCT1P), of(growth(REV), v) >= 0, warn=True)
    opm = of(OPM, v)
    row("영업이익률", w.f(OPM, v, form=PCT1A), opm >= 10, warn=opm >= 5)
    row("당기순이익", w.f(amount(NI), v, form=LOSS), v[NI] >= 0)
    row("부채비율", w.f(DEBT, v, form=PCT1), of(DEBT, v) <= 100, warn=of(DEBT, v) <= 200)
    row("유동비율", w.f(CURRENT, v, form=PCT1), of(CURRENT, v) >= 150, warn=of(CURRENT, v) >= 100)
    row("ROE", w.f(ROE, v, form=PCT1A), of(ROE, v) >= 10, warn=of(ROE, v) >= 5)
    w(f"\n**종합 {sum(marks)}/{len(marks)}** · 기준: 영업이익률 10% 이상 ✅, 5~10% ⚠️ / ")
    w("부채비율 100% 이하 ✅ / 유동비율 150% 이상 ✅ / ROE 10% 이상 ✅ (평균 자본 기준)\n")
    w("_일반적인 참고 기준일 뿐이며 업종마다 적정 수준은 다릅니다._")
    return pick(w, f"{c} {y}년 재무 건전성 체크리스트로", f"{c} {y} 재무 점수 매겨줘")


def _json_block(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    books = w.scope.books[0]
    jo = big(v)
    amt = J_JO if jo else J_EOK
    w("요청하신 형식으로 정리했습니다.\n\n```json\n{\n")
    w(f'  "company": "{c}",\n  "company_en": "{EN[c]}",\n  "fiscal_year": {y},\n')
    w(
        f'  "basis": "연결",\n  "unit": "{"조원" if jo else "억원"}",\n  "revenue": ',
        w.f(amount(REV), v, form=amt),
    )
    w(',\n  "operating_income": ', w.f(amount(OP), v, form=amt), ',\n  "net_income": ')
    w(w.f(amount(NI), v, form=amt), ',\n  "total_equity": ', w.f(amount(TE), v, form=amt), ",\n")
    w('  "operating_margin_pct": ', w.f(OPM, v, form=J_PCT2), ',\n  "revenue_yoy_pct": ')
    w(w.f(growth(REV), v, form=J_PCT) if can(growth(REV), v) else "null", ',\n  "debt_ratio_pct": ')
    w(w.f(DEBT, v, form=J_PCT), f',\n  "source": "DART 사업보고서 (rcept_no {books.rcept_no})"\n}}\n```\n\n')
    w("`unit`은 금액 필드에만 적용되고, `_pct` 필드는 % 값입니다.")
    if v[NI] < 0:
        w(" `net_income`이 음수인 것은 당기순손실이라는 뜻입니다.")
    return pick(w, f"{c} {y} 재무 데이터 JSON으로 줘", f"{c} FY{y} 실적 json 형식으로 뽑아줘")


def _basis_brackets(w: W) -> str:
    c, y = w.scope.corp, w.scope.year
    con, sep = w.v(), w.v(basis="별도")
    jo = big(con)
    w(f"{j(c, '은')} 연결과 별도 숫자가 꽤 다릅니다. {y}년 기준으로 나란히 놓으면:\n\n")
    w(f"| 계정 | {y} (연결) | {y} [별도] | 별도/연결 |\n|---|---:|---:|---:|\n")
    odd = False
    for name, account in (
        ("매출액", REV),
        ("영업이익", OP),
        ("당기순이익", NI),
        ("자산총계", TA),
        ("부채총계", TL),
    ):
        form = JO2A if jo or account in (TA, TL) else AUTO_A
        w(
            f"| {name} | ",
            w.f(amount(account), con, form=form),
            " | ",
            w.f(amount(account), sep, form=form),
            " | ",
        )
        both = con[account] > 0 and sep[account] > 0
        odd = odd or not both
        w(w.f(share_between(account), sep, con, form=PCT1) if both else "n/m", " |\n")
    w("\n*n/m: 한쪽이 손실이라 비율이 의미 없음\n\n" if odd else "\n")
    share = of(share_between(REV), sep, con)
    w("위 표처럼 연결 매출의 ", w.f(share_between(REV), sep, con, form=PCT0A), "가 본사(별도)에서 나오고, ")
    w(
        "나머지는 자회사 몫입니다. "
        if share < 100
        else "별도 매출이 연결보다 큰 것은 내부거래가 제거되기 때문입니다. "
    )
    w("투자 판단에는 보통 연결 기준을 씁니다.")
    return pick(w, f"{c} {y}년 연결이랑 별도 비교해줘", f"{c} {y} 별도 기준 실적은? 연결이랑 같이")


SINGLE_B: dict[str, tuple[str, Writer]] = {
    "t3b-cell-units": ("single", _cell_units),
    "t3b-year-headings": ("single", _year_headings),
    "t3b-scorecard": ("single", _scorecard),
    "t3b-json-block": ("single", _json_block),
    "t3b-basis-brackets": ("single", _basis_brackets),
}
