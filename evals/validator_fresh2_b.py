"""``tune2`` styles, one company-year (2/2): tables and report formats.

A table inside a code fence with aligned columns (단위: 조원, △ negatives), a table with ``<br>`` inside
its cells, 약 6조 5,670억원 / 약 6.6조 원 prose, a 재무상태 table with each line's 비중 of 자산총계 and
a %p change, markdown footnotes ([^1]) for 연결/별도, a securities-firm review table in 십억원 with
흑전/적전 tokens and a 자료: line, an answer that restates the figure the question quoted, and English
(KRW 300.87tn) with a Korean recap.
"""

from __future__ import annotations

from evals.validator_fresh2_common import (
    APX_JE,
    BN,
    EN,
    JO1S,
    JO_CELL,
    PCT1S,
    PP1,
    PPWORD2,
    SIP_TRI,
    TN,
    change_or_turn,
    j,
    up,
    value,
    yy,
)
from evals.validator_fresh_figs import (
    AUTO,
    JO1,
    JO2,
    PCT1,
    PCT2,
    SIGNED,
    Fig,
    Form,
    Part,
    W,
    Writer,
    filed,
    share_between,
)
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
    REV,
    ROA,
    ROE,
    TA,
    TE,
    TL,
    Metric,
    amount,
    growth,
    margin_change,
    ratio,
)


def pp_change(metric: Metric) -> Metric:
    """The change of a ratio on last year, in percentage points."""
    return Metric(lambda v: metric(v) - metric(v.prev), signed=True)


def _padded(fig: Fig, width: int) -> list[Part]:
    return [" " * max(1, width - len(fig.text)), fig]


def _code_table(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"{c} {y}년 요약 (연결, 단위: 조원)\n\n```\n항목          {y - 1:>8}  {y:>8}      YoY\n")
    for name, account in (("매출액", REV), ("영업이익", OP), ("당기순이익", NI), ("자산총계", TA)):
        w(name + " " * (12 - 2 * len(name)))
        w(
            *_padded(w.f(amount(account), v.prev, form=JO_CELL), 10),
            *_padded(w.f(amount(account), v, form=JO_CELL), 10),
        )
        turn = change_or_turn(w, account, v, PCT1S, short=True)
        w(*(_padded(turn, 9) if isinstance(turn, Fig) else ["     ", turn]), "\n")
    w("```\n△는 손실, 흑전/적전/적지는 흑자전환/적자전환/적자지속입니다. 영업이익률은 ")
    w(w.f(OPM, v, form=PCT1), f"({y}) 입니다.")
    return f"{c} {y} 숫자만 표로 (코드블록으로)"


def _br_cells(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"| 항목 | {y}년 (연결) | 참고 |\n|---|---|---|\n| 매출액 | ", w.f(amount(REV), v, form=JO2))
    w(" | 전년 ", w.f(amount(REV), v.prev, form=JO2), "<br>YoY ", w.f(growth(REV), v, form=SIGNED), " |\n")
    w("| 영업이익 | ", w.f(amount(OP), v, form=AUTO), " | OPM ", w.f(OPM, v, form=PCT1), "<br>전년 OPM ")
    w(w.f(OPM, v.prev, form=PCT1), " |\n| 당기순이익 | ", w.f(amount(NI), v, form=AUTO), " | 순이익률 ")
    w(
        w.f(NPM, v, form=PCT1),
        " |\n| 부채비율 | ",
        w.f(DEBT, v, form=PCT1),
        " | 부채총계 ",
        w.f(amount(TL), v, form=JO2),
    )
    w("<br>자본총계 ", w.f(amount(TE), v, form=JO2), " |\n\n출처: DART 사업보고서 (연결재무제표)")
    return f"{c} {y}년 재무 요약 표"


def _approx(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    loss_ok = Form("조억", approx="약 ", labels=("", "적자 "))
    w(f"{c} {y}년 실적 간단히 말씀드리면, 매출은 ", w.f(amount(REV), v, form=APX_JE), ", 영업이익은 ")
    w(
        w.f(amount(OP), v, form=loss_ok),
        ", 순이익은 ",
        w.f(amount(NI), v, form=loss_ok),
        " 수준입니다(연결).\n\n",
    )
    w(
        "조 단위로 반올림하면 매출 ",
        w.f(amount(REV), v, form=JO1S),
        ", 자산총계 ",
        w.f(amount(TA), v, form=JO1S),
    )
    w("이고, 영업이익률은 ", w.f(OPM, v, form=PCT1), " 정도입니다. 전년과 비교하면 매출은 ")
    w(w.f(growth(REV), v, form=Form("%", 1, words=(" 늘었", " 줄었"))), "습니다.")
    return f"{c} {y}년 매출이랑 이익 대충 얼마야?"


def _balance(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(f"### {c} {y}년 말 재무상태 (연결)\n\n| 구분 | 금액 | 자산총계 대비 |\n|---|---:|---:|\n")
    for name, account in (("유동자산", CA), ("비유동자산", NCA), ("부채총계", TL), ("자본총계", TE)):
        w(
            f"| {name} | ",
            w.f(amount(account), v, form=JO2),
            " | ",
            w.f(ratio(account, TA), v, form=PCT1),
            " |\n",
        )
    w("| **자산총계** | **", w.f(amount(TA), v, form=JO2), "** | — |\n\n- 부채비율 ", w.f(DEBT, v, form=PCT1))
    w(
        " (전년 대비 ",
        w.f(pp_change(DEBT), v, form=PP1),
        ")\n- 자기자본비율 ",
        w.f(EQUITY_RATIO, v, form=PCT1),
    )
    w("\n- 유동비율 ", w.f(CURRENT, v, form=PCT1), " (유동부채 ", w.f(amount(CL), v, form=JO2), ")\n\n")
    w(f"부채비율은 전년보다 {up(value(pp_change(DEBT), v), '올라', '내려')}갔습니다. 자본이 부채보다 ")
    w("많아 재무구조는 안정적입니다." if v[TE] > v[TL] else "적어 레버리지가 높은 편입니다.")
    return f"{c} {y}년 재무건전성 어때?"


def _footnotes(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    sep = w.v(basis="별도")
    books = w.scope.books[0]
    w(
        f"{c}의 {y}년 매출액은 ",
        w.f(amount(REV), v, form=JO2),
        "[^1], 영업이익은 ",
        w.f(amount(OP), v, form=AUTO),
    )
    w("[^1]입니다. 별도 기준 매출액은 ", w.f(amount(REV), sep, form=JO2), "[^2]로 연결 매출의 ")
    w(
        w.f(share_between(REV), sep, v, form=PCT1),
        " 수준이고, 별도 영업이익은 ",
        w.f(amount(OP), sep, form=AUTO),
    )
    w("[^2]입니다.\n\n연결 순이익은 ", w.f(amount(NI), v, form=AUTO), "[^1], ROA는 ", w.f(ROA, v, form=PCT1))
    w("[^1]입니다.\n\n")
    w(f"[^1]: 연결재무제표 기준, {y}년 사업보고서({filed(books)} 공시)\n[^2]: 별도재무제표 기준, 같은 보고서")
    return f"{c} {y}년 연결이랑 별도 매출 차이"


def _securities(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    w(
        f"■ {c} {yy(y)}년 실적 Review\n\n(단위: 십억원, %)\n\n| | {yy(y - 1)}A | {yy(y)}A | YoY |\n|---|---:|---:|---:|\n"
    )
    for name, account in (("매출액", REV), ("영업이익", OP), ("세전이익", PBT), ("순이익", NI)):
        w(
            f"| {name} | ",
            w.f(amount(account), v.prev, form=SIP_TRI),
            " | ",
            w.f(amount(account), v, form=SIP_TRI),
        )
        w(" | ", change_or_turn(w, account, v, PCT1, short=True), " |\n")
    w("| 영업이익률 | ", w.f(OPM, v.prev, form=PCT1), " | ", w.f(OPM, v, form=PCT1), " | ")
    w(w.f(margin_change(OP), v, form=PP1), " |\n| ROE | - | ", w.f(ROE, v, form=PCT1), " | - |\n\n")
    w(f"자료: {c}, DART, 연결 기준\n\n▶ {yy(y)}년 영업이익률은 ", w.f(OPM, v, form=PCT1), "로 전년 대비 ")
    w(w.f(margin_change(OP), v, form=PPWORD2), ". 부채비율 ", w.f(DEBT, v, form=PCT1), ".")
    return f"{c} {y}년 증권사 리포트 스타일로 리뷰"


def _restate(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    quoted = w.f(amount(REV), v, form=JO1)
    w(
        "네, 맞습니다. ",
        f"{c}의 {y}년 연결 매출액은 ",
        w.f(amount(REV), v, form=JO2),
        "으로, 말씀하신 ",
        quoted,
    )
    w(
        "과 같습니다.\n\n영업이익률은 ",
        w.f(OPM, v, form=PCT2),
        "입니다(영업이익 ",
        w.f(amount(OP), v, form=AUTO),
    )
    w(" ÷ 매출액). 참고로 전년 영업이익률은 ", w.f(OPM, v.prev, form=PCT2), "였고, 매출은 전년 대비 ")
    w(w.f(growth(REV), v, form=SIGNED), " 변했습니다.")
    return f"{c} {y}년 매출이 {quoted.text}이라던데 맞아? 영업이익률도 알려줘"


def _english(w: W) -> str:
    c, y, v = w.scope.corp, w.scope.year, w.v()
    en = EN[c] if EN[c] == c else f"{EN[c]} ({c})"
    money = TN if abs(v[OP]) >= 1e12 else BN
    w(f"**{en} — FY{y}, consolidated**\n\n- Revenue: KRW ", w.f(amount(REV), v, form=TN), " (")
    w(w.f(growth(REV), v, form=SIGNED), " YoY)\n- Operating profit: KRW ", w.f(amount(OP), v, form=money))
    w(
        ", margin ",
        w.f(OPM, v, form=PCT1),
        "\n- Net profit: KRW ",
        w.f(amount(NI), v, form=TN if abs(v[NI]) >= 1e12 else BN),
    )
    w("\n- Debt-to-equity: ", w.f(DEBT, v, form=PCT1), "\n\n한국어 요약: ", j(c, "은"), " 매출 ")
    w(w.f(amount(REV), v, form=JO1), ", 영업이익률 ", w.f(OPM, v, form=PCT1), "를 기록했습니다.")
    return f"{c} FY{y} results in English please"


TUNE2_B: dict[str, tuple[str, Writer]] = {
    "t2-code-fence-table": ("single", _code_table),
    "t2-br-cells": ("single", _br_cells),
    "t2-approx-jo-eok": ("single", _approx),
    "t2-balance-mix": ("single", _balance),
    "t2-md-footnotes": ("single", _footnotes),
    "t2-securities-review": ("single", _securities),
    "t2-restate-question": ("single", _restate),
    "t2-english-krw": ("single", _english),
}
