"""Comparison answers of the report corpus: two or three companies in one year, as models write them.

The agent had the tool results of every company-year one after the other; a figure is one of a
company's values, a ratio of one company, or a figure between two companies (a multiple, a gap in
won or in %p, a share of their sum).
"""

from __future__ import annotations

from evals.validator_report_figures import (
    DEBT,
    NI,
    NPM,
    OP,
    OPM,
    REV,
    ROE,
    TA,
    Fig,
    Fmt,
    Metric,
    amount,
    gap,
    growth,
    multiple,
    pp_gap,
    share_of_sum,
    total,
)
from evals.validator_report_styles import Ctx, Writer

_BADGES = ("🔵", "🟢", "🟠")


def _order(c: Ctx, metric: Metric, reverse: bool = True) -> list[int]:
    return sorted(range(len(c.views)), key=lambda i: c.value(metric, c.views[i]), reverse=reverse)


def _small(c: Ctx) -> bool:
    return any(v[REV] < 2e13 for v in c.views)


def _joined(c: Ctx) -> str:
    return "·".join(c.names)


def _both(c: Ctx) -> str:
    return "두 회사" if len(c.views) == 2 else "세 회사"


def cmp_table(c: Ctx) -> str:
    small = _small(c)
    cell = c.amt("bare억" if small else "bare조", 0 if small else 2, loss=c.rng.choice(("△", "-", "()")))
    heads = " | ".join(c.names)
    c.add(f"### {' vs '.join(c.names)} ({{year}}년, 연결)\n\n")
    c.add(
        f"(단위: {'억원' if small else '조원'})\n\n| 지표 | {heads} |\n|---|" + "---:|" * len(c.views) + "\n"
    )
    rows: list[tuple[str, Metric, Fmt]] = [("매출액", amount(REV), cell), ("영업이익", amount(OP), cell)]
    rows += [("영업이익률", OPM, c.pc(1)), ("당기순이익", amount(NI), cell), ("부채비율", DEBT, c.pc(1))]
    rows += [("ROE", ROE, c.pc(1))]
    for label, metric, fmt in rows:
        figs = {f"x{i}": c.fig(metric, fmt, v) for i, v in enumerate(c.views)}
        c.add(f"| {label} | " + " | ".join(f"{{x{i}}}" for i in range(len(c.views))) + " |\n", **figs)
    first, second = _order(c, OPM)[:2]
    c.add(
        f"\n영업이익률은 {c.names[first]}가 {c.names[second]}보다 {{pp}} 높습니다.\n",
        pp=Fig(pp_gap(OPM), (c.views[first], c.views[second]), Fmt("%p", 1)),
    )
    c.tail(sources=False)
    return f"{_joined(c)} {c.v.year}년 실적 표로 비교해줘"


def cmp_rank(c: Ctx) -> str:
    pct = c.pc(1)
    jo = c.amt("auto", 2)
    line = " > ".join(f"{c.names[i]} {{m{i}}}" for i in _order(c, OPM))
    c.add(
        "{year}년 영업이익률 순위: " + line + "\n",
        **{f"m{i}": c.fig(OPM, pct, v) for i, v in enumerate(c.views)},
    )
    line = " > ".join(f"{c.names[i]}({{r{i}}})" for i in _order(c, amount(REV)))
    c.add("매출 규모: " + line + "\n", **{f"r{i}": c.fig(amount(REV), jo, v) for i, v in enumerate(c.views)})
    low, *_, high = _order(c, DEBT, reverse=False)
    c.add(
        f"부채비율은 {c.names[low]}가 {{lo}}로 가장 낮고, {c.names[high]}가 {{hi}}로 가장 높습니다.\n",
        lo=c.fig(DEBT, pct, c.views[low]),
        hi=c.fig(DEBT, pct, c.views[high]),
    )
    top, second = _order(c, OPM)[:2]
    c.add(
        f"1위 {c.names[top]}와 2위 {c.names[second]}의 영업이익률 격차는 {{pp}}입니다.\n",
        pp=Fig(pp_gap(OPM), (c.views[top], c.views[second]), Fmt("%p", 1)),
    )
    c.tail()
    return f"{_joined(c)} 중에 {c.v.year}년 수익성 제일 좋은 곳은?"


def cmp_multiple(c: Ctx) -> str:
    jo = c.amt("auto", 2)
    big, small = _order(c, amount(REV))[:2]
    a, b = c.views[big], c.views[small]
    c.add(
        f"{c.names[big]}의 {{year}}년 매출 {{ra}}은 {c.names[small]}({{rb}})의 약 {{m}}이며, 차이는 {{d}}입니다.\n",
        ra=c.fig(amount(REV), jo, a),
        rb=c.fig(amount(REV), jo, b),
        m=Fig(multiple(REV), (a, b), Fmt("배", 1)),
        d=Fig(gap(REV), (a, b), jo),
    )
    account, label = (OP, "영업이익") if all(v[OP] > 0 for v in c.views) else (REV, "매출")
    lead = _order(c, amount(account))[0]
    views = (c.views[lead], *(v for i, v in enumerate(c.views) if i != lead))
    c.add(
        f"{_both(c)}의 {label} 합계 {{s}} 가운데 {c.names[lead]}가 {{sh}}를 차지합니다.\n",
        s=Fig(total(account), views, jo),
        sh=Fig(share_of_sum(account), views, c.pc(1)),
    )
    c.add(
        "자산총계는 " + ", ".join(f"{c.names[i]} {{t{i}}}" for i in range(len(c.views))) + "입니다.\n",
        **{f"t{i}": c.fig(amount(TA), jo, v) for i, v in enumerate(c.views)},
    )
    c.tail()
    return f"{_joined(c)} {c.v.year}년 규모 차이 몇 배야?"


def cmp_sections(c: Ctx) -> str:
    jo = c.amt("조", 2)
    c.add(f"## {' vs '.join(c.names)} — {{year}}년 실적 비교\n\n")
    for i, v in enumerate(c.views):
        c.add(
            f"### {_BADGES[i]} {c.names[i]}\n- 매출 {{rev}}\n- 영업이익 {{op}} (OPM {{opm}})\n- 순이익 {{ni}}\n\n",
            rev=c.fig(amount(REV), jo, v),
            op=c.fig(amount(OP), jo, v),
            opm=c.fig(OPM, c.pc(1), v),
            ni=c.fig(amount(NI), jo, v),
        )
    top, second = _order(c, NPM)[:2]
    c.add(
        f"### 💡 비교 포인트\n- 순이익률: {c.names[top]} {{a}} vs {c.names[second]} {{b}} (격차 {{pp}})\n",
        a=c.fig(NPM, c.pc(1), c.views[top]),
        b=c.fig(NPM, c.pc(1), c.views[second]),
        pp=Fig(pp_gap(NPM), (c.views[top], c.views[second]), Fmt("%p", 1)),
    )
    c.tail()
    return f"{_joined(c)} {c.v.year} 실적 비교 정리해줘"


def cmp_english(c: Ctx) -> str:
    pct = c.pc(1)
    sep = " vs " if len(c.views) == 2 else " / "

    def series(key: str, metric: Metric, fmt: Fmt) -> tuple[str, dict[str, str | Fig]]:
        text = sep.join(f"{c.names[i]} {{{key}{i}}}" for i in range(len(c.views)))
        return text, {f"{key}{i}": c.fig(metric, fmt, v) for i, v in enumerate(c.views)}

    c.add("**FY{year} peer check**\n\n")
    for label, key, metric, fmt in (
        ("OPM", "o", OPM, pct),
        ("ROE", "e", ROE, pct),
        ("D/E", "d", DEBT, pct),
        ("Revenue YoY", "g", growth(REV), c.pc(1, plus=True)),
    ):
        text, figs = series(key, metric, fmt)
        c.add(f"- {label}: " + text + "\n", **figs)
    top, second = _order(c, OPM)[:2]
    c.add(
        f"\nOPM spread는 {c.names[top]} 대비 {c.names[second]}가 {{pp}} 낮습니다.\n",
        pp=Fig(pp_gap(OPM), (c.views[top], c.views[second]), Fmt("%p", 1)),
    )
    c.tail(sources=False)
    return f"{_joined(c)} FY{c.v.year} peer 비교 (OPM, ROE, D/E)"


def cmp_yoy_table(c: Ctx) -> str:
    fmt = c.amt("auto", 1 if not _small(c) else 2)
    arrow = c.pc(1, plus=True)
    c.add(
        "**{year}년 전년 대비 실적 변화 (연결)**\n\n| 회사 | 매출 | YoY | 영업이익 | YoY |\n|---|---:|---:|---:|---:|\n"
    )
    for i, v in enumerate(c.views):
        c.add(
            f"| {c.names[i]} | {{r}} | {{rg}} | {{o}} | {{og}} |\n",
            r=c.fig(amount(REV), fmt, v),
            rg=c.trend(REV, arrow, v),
            o=c.fig(amount(OP), fmt, v),
            og=c.trend(OP, arrow, v),
        )
    turns = [c.names[i] for i, v in enumerate(c.views) if v[OP] > 0 >= v.prev[OP]]
    c.add(
        "\n"
        + (
            f"{', '.join(turns)}는 영업이익이 흑자로 돌아섰습니다.\n"
            if turns
            else "표의 YoY는 전년 대비 증감률입니다.\n"
        )
    )
    c.tail()
    return f"{_joined(c)} {c.v.year}년 성장률 비교"


COMPARE_STYLES: dict[str, Writer] = {
    fn.__name__: fn for fn in (cmp_table, cmp_rank, cmp_multiple, cmp_sections, cmp_english, cmp_yoy_table)
}
GROUPS: tuple[tuple[str, ...], ...] = (
    ("삼성전자", "SK하이닉스"),
    ("NAVER", "카카오"),
    ("현대자동차", "삼성전자"),
    ("SK하이닉스", "NAVER"),
    ("삼성전자", "SK하이닉스", "현대자동차"),
    ("NAVER", "카카오", "SK하이닉스"),
)
