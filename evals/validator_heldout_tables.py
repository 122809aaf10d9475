"""The held-out validator corpus, part 3: right answers about one company-year laid out as tables.

Years as columns (3 years in 조원 with bare numbers), 억원 and 백만원 tables copied the way DART shows
them, 연결 next to 별도, ratio tables, a 손익 table with △ for a loss, each with a sentence under it.
"""

from __future__ import annotations

from evals.validator_heldout_figures import (
    NPM,
    OPM,
    ROA,
    ROE,
    Books,
    Col,
    Draft,
    bare,
    cagr2,
    jo,
    minus,
    percent,
    points,
    pp,
    separate_share,
    signed_pct,
    yoy,
)
from evals.validator_heldout_styles import NI, OP, REV, Style, change


def three_year_table(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    cols: tuple[Col, ...] = ("bfefrmtrm", "frmtrm", "thstrm")
    rows = [
        f"| {name} | " + " | ".join(d.amount(b, name, bare(1e12, 2), col) for col in cols) + " |"
        for name in (REV, OP, NI)
    ]
    rows.append("| 영업이익률 | " + " | ".join(d.metric(b, OPM, percent(), col=col) for col in cols) + " |")
    return f"{c} 최근 3년 실적 추이", (
        f"{c}의 최근 3개년 연결 실적입니다.\n\n(단위: 조원)\n\n| 구분 | {y - 2}년 | {y - 1}년 | {y}년 |\n"
        "|---|---:|---:|---:|\n" + "\n".join(rows) + f"\n\n{y}년 매출 증감률은 "
        f"{d.metric(b, yoy(REV), signed_pct(), 'growth')}이며, {y - 2}~{y}년 2년간 연평균 성장률(CAGR)은 "
        f"{d.metric(b, cagr2(REV), percent(), 'growth')}입니다."
    )


def eok_table(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    rows = "\n".join(
        f"| {name} | {d.amount(b, name, bare(1e8), 'frmtrm')} | {d.amount(b, name, bare(1e8))} | "
        f"{change(d, b, name, signed_pct(1, '-'))} |"
        for name in (REV, OP, NI)
    )
    return f"{c} {y}년 손익 전년이랑 비교해줘", (
        f"**{c} {y}년 연결 손익** (단위: 억원)\n\n| 항목 | {y - 1}년 | {y}년 | 증감률 |\n|---|---:|---:|---:|\n"
        f"{rows}\n\n영업이익률은 {d.metric(b, OPM, percent(), col='frmtrm')}에서 {d.metric(b, OPM, percent())}로 "
        f"{d.metric(b, pp(OP, REV), points(), 'pp')}했습니다."
    )


def profitability_table(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    rows = "\n".join(
        f"| {label} | {d.metric(b, metric, percent(), col='frmtrm')} | {d.metric(b, metric, percent())} |"
        for label, metric in (("영업이익률", OPM), ("순이익률", NPM), ("ROE", ROE), ("ROA", ROA))
    )
    return f"{c} 수익성 지표 {y}", (
        f"### {c} 수익성 지표 (연결)\n\n| 지표 | {y - 1}년 | {y}년 |\n|---|---:|---:|\n{rows}\n\n"
        f"* ROE·ROA는 기초·기말 평균 자본·자산 기준입니다.\n\n"
        f"영업이익률은 전년 대비 {d.metric(b, pp(OP, REV), points(), 'pp')}했습니다."
    )


def basis_compare(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    rows = "\n".join(
        f"| {name} | {d.amount(b, name, minus(jo()))} | {d.amount(b, name, minus(jo()), basis='OFS')} |"
        for name in (REV, OP, NI)
    )
    return f"{c} {y}년 연결이랑 별도 차이", (
        f"{c} {y}년 연결·별도 실적 비교입니다.\n\n| 구분 | 연결 | 별도 |\n|---|---:|---:|\n{rows}\n\n"
        f"별도 매출은 연결 매출의 {d.metric(b, separate_share(REV), percent())} 수준입니다. 연결과 별도의 차이는 "
        "종속회사 실적과 내부거래 제거에서 생깁니다."
    )


def triangle_table(d: Draft, b: Books) -> tuple[str, str]:
    c, y = b.corp, b.year
    names = (REV, OP, "법인세차감전순이익", NI, "총포괄손익")
    scale, unit = (1e12, "조원") if b.get(REV) >= 5e13 else (1e8, "억원")
    cell = bare(scale, 2 if scale == 1e12 else 0, "△")
    rows = "\n".join(f"| {name} | {d.amount(b, name, cell)} |" for name in names)
    return f"{c} {y} 손익계산서 요약", (
        f"{c} {y}년 손익 요약 (연결, 단위: {unit}, △는 손실)\n\n| 항목 | 금액 |\n|---|---:|\n{rows}\n\n"
        f"영업이익률: {d.metric(b, OPM, percent())}"
    )


def baekman_table(d: Draft, b: Books) -> tuple[str, str]:
    c, y, n = b.corp, b.year, b.term
    rows = "\n".join(
        f"| {name} | {d.amount(b, name, bare(1e6))} | {d.amount(b, name, bare(1e6), 'frmtrm')} |"
        for name in (REV, OP, NI, "자산총계", "자본총계")
    )
    return f"{c} 사업보고서 숫자 그대로 보여줘 ({y})", (
        f"DART 사업보고서(제{n}기) 연결 재무제표 기준 요약입니다.\n\n(단위: 백만원)\n\n"
        f"| 계정과목 | 제{n}기 ({y}) | 제{n - 1}기 ({y - 1}) |\n|---|---:|---:|\n{rows}\n\n원문: {b.url}"
    )


TABLE_STYLES: dict[str, Style] = {
    style.__name__: style
    for style in (
        three_year_table,
        eok_table,
        profitability_table,
        basis_compare,
        triangle_table,
        baekman_table,
    )
}
