"""One figure of an English quick answer as a line: ``- Revenue: KRW 258.94 trillion (258.94조원) — FY2022:
KRW 302.23 trillion, down 14.3%``; a ratio with its inputs and the ratio before it, a growth rate with its span,
a dividend with its preferred share, each with its year before."""

from __future__ import annotations

from core.finance.concepts import english_label
from core.finance.krw_en import format_krw_en, format_won_en
from core.quick.cells import Cell
from core.quick.english_words import (
    BALANCE,
    BASES,
    PROFITS,
    capital,
    figure,
    label,
    moved_words,
    no_ratio,
    period,
    value,
)
from core.quick.model import METRICS
from core.quick.signs import benefit_en, signed_change_en


def line(c: Cell, *, moved: bool = False, preferred: bool = False) -> str:
    """``- Revenue: KRW 258.94 trillion (258.94조원) — FY2022: KRW 302.23 trillion, down 14.3%``; ``preferred``:
    the preferred share's DPS was asked (it leads its line, as in the Korean answer)."""
    kind = METRICS[c.metric].kind
    name = capital(label(c.metric))
    if kind == "dividend":
        return _dividend(c, name, preferred=preferred)
    if kind == "ratio":
        return _ratio(c, name)
    if kind == "growth":
        return _growth(c, name)
    if c.value is None and c.metric != "depreciation":  # a line the quick reader did not find
        return (
            f"- {name}: not found in the {period(c.period)} financial statements; a quick answer cannot tell."
        )
    if c.value is None:  # a line the cash flow statement does not show on its face
        return (
            f"- {name}: the {period(c.period)} cash flow statement does not show it as a line of its own "
            "(it sits inside the adjustments to operating cash flow); it needs the notes, which a quick answer "
            "does not read."
        )
    concept = METRICS[c.metric].concepts[0]
    text = value(c.metric, c.value) + (", a loss" if concept in PROFITS and c.value < 0 else "")
    text += benefit_en(concept, c.value)
    detail = "" if c.period.annual else _quarter(c, concept)
    head = f"- {name}: {text}{detail}"
    before = figure(c, concept, c.period.before())
    if before is None:
        return head
    change = signed_change_en(concept, c.value, before) or moved_words(c.value, before)
    if moved and kind != "per_share" and c.value > 0 and before > 0 and change.startswith(("up", "down")):
        change += f" ({'+' if c.value > before else '−'}{format_krw_en(abs(c.value - before), korean=False)})"
    return f"{head} — {period(c.period.before())}: {value(c.metric, before, korean=False)}, {change}"


def _quarter(c: Cell, concept: str) -> str:
    if concept in BALANCE:
        return f" at the end of Q{c.period.quarter}"
    if c.period.ytd:
        return ""
    total = c.figures.get(f"{c.company.name}.{c.period.key}.{concept}_ytd")
    return " for the three months" + (
        f" · year to date {value(c.metric, total, korean=False)}" if total else ""
    )


def _ratio(c: Cell, name: str) -> str:
    top, base = METRICS[c.metric].concepts
    closing = figure(c, base)
    detail = f"{english_label(top)} {value(top, figure(c, top), korean=False)} ÷ "
    if METRICS[c.metric].averaged:  # ROE, ROA
        opening = figure(c, base, c.period.before())
        if opening is None or closing is None:
            detail += f"closing {english_label(base)} {value(base, closing, korean=False)}"
        else:
            average = value(base, (closing + opening) / 2, korean=False)
            shown = [value(base, v, korean=False) for v in (closing, opening)]
            detail += f"average {english_label(base)} {average} [({shown[0]} + {shown[1]}) ÷ 2]"
    else:
        detail += f"{english_label(base)} {value(base, closing, korean=False)}"
    where = f"{period(c.period)}, {BASES.get(c.basis, c.basis)}"
    if c.value is None:
        return f"- {name}: {no_ratio(c.metric)} ({detail}; {where})"
    return f"- {name}: {value(c.metric, c.value)} ({detail}; {where}){_beside(c)}"


def _beside(c: Cell) -> str:
    """The ratio a year before (a quarter's flows: the same quarter; its balances: the last year-end), with
    the move in points, as the Korean answer shows it."""
    before = c.figures.get(f"{c.company.name}.{c.period.key}.{c.metric}_before")
    if before is None or c.value is None:
        return ""
    balances = {concept in BALANCE for concept in METRICS[c.metric].concepts}
    when = "prior year-end" if not c.period.annual and balances == {True} else period(c.period.before())
    points = c.value - before
    sign = "+" if points > 0 else "−" if points < 0 else ""
    return f" · {when} {value(c.metric, before)} ({sign}{abs(points):,.1f}%p)"


def _growth(c: Cell, name: str) -> str:
    concept = c.metric.removesuffix("_growth")
    before_period = c.period.before()
    now, before = figure(c, concept), figure(c, concept, before_period)
    yoy = "" if c.period.annual else " (year on year)"
    if before is None:
        return f"- {name}: no {period(before_period)} figure to compare with."
    span = (
        f"{period(before_period)} {value(concept, before, korean=False)} → "
        f"{period(c.period)} {value(concept, now, korean=False)}, {BASES.get(c.basis, c.basis)}"
    )
    if c.value is None:
        return f"- {name}{yoy}: {moved_words(now, before)} ({span}) — no percentage"
    return f"- {name}{yoy}: {value(c.metric, c.value)} ({span})"


def _dividend(c: Cell, name: str, *, preferred: bool = False) -> str:
    p = period(c.period)
    if c.metric == "payout_ratio":
        basis = next((english for korean, english in BASES.items() if f"({korean}" in c.line), "")
        return f"- {name}: {value(c.metric, c.value)} ({basis + ', ' if basis else ''}{p})"
    if c.metric == "dividend_total":
        return f"- {name}: {format_krw_en(c.value)} ({p})"
    if c.metric == "par_value":
        return f"- {name}: {format_won_en(c.value)} per share ({p})"
    if c.value is None:  # "kakao preferred DPS": no such class's row in the table
        return f"- {name}: the {p} dividends section has no {'preferred' if preferred else 'common'} share's DPS."
    earlier = c.period.before()  # each class's year before right after its own figure
    classes = (
        (("dps_preferred", "preferred"), ("dps", "common"))
        if preferred
        else (("dps", "common"), ("dps_preferred", "preferred"))
    )
    (first, first_word), (second, second_word) = classes
    text = f"- {name}: {format_won_en(figure(c, first))} ({first_word} shares, {p})"
    before = figure(c, first, earlier)
    if before is not None:
        text += f" — {period(earlier)}: {format_won_en(before)}"
    other = figure(c, second)
    if other is not None:
        text += f" · {second_word} {format_won_en(other)}"
        other_before = figure(c, second, earlier)
        text += f" ({period(earlier)}: {format_won_en(other_before)})" if other_before is not None else ""
    return text
