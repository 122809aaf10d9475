"""The held-out validator corpus, part 4: right answers comparing two or three companies in one year.

Companies as table rows, shares and multiples of one company's figure against another's, sums and
differences, rankings, and prose that names a figure for one company only (the slot a model fills with
the wrong company's number).
"""

from __future__ import annotations

from collections.abc import Callable

from evals.validator_heldout_figures import (
    DEBT,
    OPM,
    ROE,
    Books,
    Draft,
    W,
    bare,
    compound,
    grow,
    jo,
    labelled,
    minus,
    multiple,
    percent,
)
from evals.validator_heldout_styles import DISCLAIMER, NI, OP, REV, change

CompareStyle = Callable[[Draft, list[Books]], tuple[str, str]]

GROUPS: tuple[tuple[str, ...], ...] = (
    ("삼성전자", "SK하이닉스"),
    ("카카오", "NAVER"),
    ("삼성전자", "SK하이닉스", "현대자동차"),
    ("현대자동차", "카카오"),
)


def _names(bs: list[Books]) -> str:
    return ", ".join(b.corp for b in bs[:-1]) + f"와 {bs[-1].corp}" if len(bs) > 1 else bs[0].corp


def _most(bs: list[Books]) -> str:
    return "가장" if len(bs) > 2 else "더"


def _question(bs: list[Books], what: str) -> str:
    return f"{_names(bs)} {bs[0].year}년 {what}"


def compare_table(d: Draft, bs: list[Books]) -> tuple[str, str]:
    y = bs[0].year
    rows = "\n".join(
        f"| {b.corp} | {d.amount(b, REV, bare(1e12, 2))} | {d.amount(b, OP, bare(1e12, 2))} | "
        f"{d.metric(b, OPM, percent())} | {d.amount(b, NI, bare(1e12, 2))} |"
        for b in bs
    )
    best = max(bs, key=lambda b: OPM(b, "thstrm", "CFS"))
    return _question(bs, "실적 비교해줘"), (
        f"## {y}년 {_names(bs)} 실적 비교 (연결)\n\n(단위: 조원)\n\n"
        f"| 회사 | 매출액 | 영업이익 | 영업이익률 | 당기순이익 |\n|---|---:|---:|---:|---:|\n{rows}\n\n"
        f"영업이익률은 {best.corp}가 {_most(bs)} 높습니다."
    )


def share_prose(d: Draft, bs: list[Books]) -> tuple[str, str]:
    big, small, *rest = sorted(bs, key=lambda b: -b.get(REV))
    y = big.year
    share = small.get(REV) / big.get(REV) * 100
    text = (
        f"{y}년 연결 기준으로 {big.corp}의 매출은 {d.amount(big, REV, jo())}, {small.corp}는 "
        f"{d.amount(small, REV, W(compound))}입니다. {small.corp}의 매출은 {big.corp}의 "
        f"{d.figure(share, percent(), 'ratio')} 수준이고, 거꾸로 보면 {big.corp} 매출이 {small.corp}의 "
        f"{d.figure(100 / share, multiple(1), 'times')}입니다. "
    )
    if big.get(OP) > 0 and small.get(OP) > 0:
        gap = abs(big.get(OP) - small.get(OP))
        text += (
            f"영업이익은 {big.corp}가 {d.amount(big, OP, jo(1))}, {small.corp}가 {d.amount(small, OP, jo(1))}이며 "
            f"그 차이는 {d.figure(gap, jo(1), 'amount')}입니다."
        )
    else:
        loss = labelled(OP, "영업손실", jo(1))
        text += (
            f"영업이익 측면에서는 {big.corp}가 {d.amount(big, OP, loss)}, {small.corp}가 "
            f"{d.amount(small, OP, loss)}을 기록했습니다."
        )
    for b in rest:
        text += f" 참고로 {b.corp}의 매출은 {d.amount(b, REV, jo())}입니다."
    return _question(bs, "매출 규모 차이"), text


def leaders_prose(d: Draft, bs: list[Books]) -> tuple[str, str]:
    y, most = bs[0].year, _most(bs)
    rows = "\n".join(
        f"| {b.corp} | {d.amount(b, REV, bare(1e12, 1))} | {d.amount(b, OP, bare(1e12, 1))} | "
        f"{d.amount(b, '자본총계', bare(1e12, 1))} |"
        for b in bs
    )
    largest = max(bs, key=lambda b: b.get(REV))
    best = max(bs, key=lambda b: OPM(b, "thstrm", "CFS"))
    safest = min(bs, key=lambda b: DEBT(b, "thstrm", "CFS"))
    return _question(bs, "누가 더 나아?"), (
        f"{y}년 연결 기준 비교입니다 (단위: 조원).\n\n| 회사 | 매출액 | 영업이익 | 자본총계 |\n|---|---:|---:|---:|\n"
        f"{rows}\n\n외형은 {largest.corp}가 매출 {d.amount(largest, REV, jo())}으로 {most} 크고, 수익성은 "
        f"{best.corp}가 영업이익률 {d.metric(best, OPM, percent(2))}로 {most} 높습니다. 재무 안정성 면에서는 "
        f"{safest.corp}의 부채비율이 {d.metric(safest, DEBT, percent())}로 {most} 낮습니다.\n\n{DISCLAIMER}"
    )


def ranking(d: Draft, bs: list[Books]) -> tuple[str, str]:
    y = bs[0].year
    parts = []
    for title, metric, low_first in (
        ("영업이익률", OPM, False),
        ("ROE (평균 자본 기준)", ROE, False),
        ("부채비율 (낮은 순)", DEBT, True),
    ):
        ordered = sorted(bs, key=lambda b: metric(b, "thstrm", "CFS") * (1 if low_first else -1))
        lines = [f"{i}. {b.corp} {d.metric(b, metric, percent())}" for i, b in enumerate(ordered, 1)]
        parts.append(f"**{title}**\n" + "\n".join(lines))
    return _question(bs, "수익성 순위"), f"### {y}년 지표 순위 (연결)\n\n" + "\n\n".join(parts)


def growth_bullets(d: Draft, bs: list[Books]) -> tuple[str, str]:
    y = bs[0].year
    lines = [
        f"- **{b.corp}**: 매출 {change(d, b, REV, grow())}, 영업이익 {change(d, b, OP, grow())}, "
        f"순이익 {change(d, b, NI, grow())}"
        for b in bs
    ]
    fastest = max(bs, key=lambda b: b.get(REV) / b.get(REV, "frmtrm"))
    total = sum(b.get(OP) for b in bs)
    count = "두" if len(bs) == 2 else "세"
    return _question(bs, "전년 대비 성장률 비교"), (
        f"{y}년 전년 대비 변화를 비교하면 다음과 같습니다(연결).\n\n" + "\n".join(lines) + "\n\n"
        f"매출 증가율은 {fastest.corp}가 {_most(bs)} 높았고, {count} 회사의 영업이익을 합하면 "
        f"{d.figure(total, minus(jo()), 'amount')}입니다."
    )


def highlights(d: Draft, bs: list[Books]) -> tuple[str, str]:
    y = bs[0].year
    lines = []
    for i, b in enumerate(bs):
        if b.get(OP) < 0:
            lines.append(
                f"- **{b.corp}**: {d.amount(b, OP, labelled(OP, '영업손실', jo()))}으로 적자를 냈습니다."
            )
        elif i % 2 == 0:
            lines.append(
                f"- **{b.corp}**: 영업이익 {d.amount(b, OP, jo())} (전년 대비 {change(d, b, OP, grow())})"
            )
        else:
            lines.append(
                f"- **{b.corp}**: 영업이익률 {d.metric(b, OPM, percent(2))}, 순이익 {d.amount(b, NI, minus(jo()))}"
            )
    biggest = max(bs, key=lambda b: b.get("자산총계"))
    return _question(bs, "핵심만 비교"), (
        f"{y}년 {_names(bs)}의 핵심 포인트입니다 (연결 기준).\n\n" + "\n".join(lines) + "\n\n"
        f"자산 규모는 {biggest.corp}가 {d.amount(biggest, '자산총계', jo())}으로 {_most(bs)} 큽니다."
    )


COMPARE_STYLES: dict[str, CompareStyle] = {
    style.__name__: style
    for style in (compare_table, share_prose, leaders_prose, ranking, growth_bullets, highlights)
}
