"""The held-out answer-validator corpus: right answers and one-mistake mutations of them.

Written apart from the product's checker (``core/verify`` was never read for it) and in other styles
than the first corpus (``evals.validator_cases``). The right answers — one company-year in
``validator_heldout_styles`` (prose, bullets) and ``validator_heldout_tables``, two or three companies
in a year in ``validator_heldout_compare`` — carry every figure as a slot. A wrong answer is a right
one with exactly one slot written wrong, the rest of the text unchanged:

- ``unit_slip``: 조 written as 억 or 억 as 조, same digits;
- ``sign_flip``: a loss as a profit (or the reverse), a decrease as an increase — same size;
- ``wrong_year``: the same figure of the year before (or, for a figure of the year before, two years
  before);
- ``basis_swap``: the same figure on the other basis (연결 ↔ 별도);
- ``wrong_company``: the same figure of another company of the comparison;
- ``invented_amount``: an amount 7–15% off, matching no amount of the books;
- ``invented_ratio``: a ratio, growth or %p ≥ 2.3 points off (a multiple ≥ 15% off).

Each right answer gives one wrong answer (a comparison two), the kind picked so the kinds stay
balanced. Tool results: the
get_key_accounts + get_financial_ratios documents of every company-year the answer is about.
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, partial

from evals.derive_figures import MissingData
from evals.validator_heldout_compare import COMPARE_STYLES, GROUPS
from evals.validator_heldout_figures import (
    COLS,
    CURRENT,
    DEBT,
    EQUITY_RATIO,
    NPM,
    OPM,
    ROA,
    ROE,
    Basis,
    Books,
    Col,
    Draft,
    Fig,
    books,
    render,
    yoy,
)
from evals.validator_heldout_styles import PROSE_STYLES
from evals.validator_heldout_tables import TABLE_STYLES

CORPS = ("삼성전자", "SK하이닉스", "현대자동차", "카카오", "NAVER")
YEARS = (2023, 2024)
COMPANY_YEARS: tuple[tuple[str, int], ...] = tuple((corp, year) for corp in CORPS for year in YEARS)
STYLES = {**PROSE_STYLES, **TABLE_STYLES}
KINDS = (
    "unit_slip",
    "sign_flip",
    "wrong_year",
    "basis_swap",
    "wrong_company",
    "invented_amount",
    "invented_ratio",
)
_AMOUNT_FACTORS = (1.09, 0.92, 1.13, 0.88, 1.07, 0.86, 1.15)
_POINT_OFFSETS = (2.6, -3.1, 3.8, -2.4, 4.5, -4.2)
_PERCENT_KINDS = ("ratio", "growth", "pp")


@dataclass(frozen=True, slots=True)
class Case:
    id: str
    style: str
    company_years: tuple[tuple[str, int], ...]
    question: str
    answer: str
    #: "" for a right answer, else the kind of mistake (one of ``KINDS``)
    mistake: str = ""
    #: the wrong figure as written, and the right one it replaced ("" for a right answer)
    wrong: str = ""
    right: str = ""


@dataclass(frozen=True, slots=True)
class Written:
    """A right answer as drafted: the template, its figures and the books it reads."""

    id: str
    style: str
    question: str
    template: str
    figs: tuple[Fig, ...]
    books: tuple[Books, ...]

    @property
    def answer(self) -> str:
        return render(self.template, list(self.figs))


def written() -> Iterator[Written]:
    for corp, year in COMPANY_YEARS:
        b = books(corp, year)
        for name, style in STYLES.items():
            d = Draft()
            question, template = style(d, b)
            yield Written(f"{corp}-{year}-{name}", name, question, template, tuple(d.figs), (b,))
    for group in GROUPS:
        for year in YEARS:
            bs = [books(corp, year) for corp in group]
            for name, compare in COMPARE_STYLES.items():
                d = Draft()
                question, template = compare(d, bs)
                key = "+".join(group)
                yield Written(f"{key}-{year}-{name}", name, question, template, tuple(d.figs), tuple(bs))


# --- mutations ------------------------------------------------------------------------------------


def _seed(*parts: object) -> int:
    return zlib.crc32("|".join(map(str, parts)).encode())


@cache
def _pools(corp: str, year: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Every amount of the books, and the usual ratios of them: an invented figure must match none."""
    b = books(corp, year)
    amounts = tuple(abs(v) for v in b.amounts.values())
    ratios: list[float] = []
    growth = [yoy(account) for account in sorted({account for _, account, _ in b.amounts})]
    bases: tuple[Basis, ...] = ("CFS", "OFS")
    for basis in bases:
        for col in COLS:
            for metric in (OPM, NPM, DEBT, EQUITY_RATIO, CURRENT, ROE, ROA, *growth):
                try:
                    ratios.append(metric(b, col, basis))
                except (MissingData, ZeroDivisionError):
                    continue
    return amounts, tuple(ratios)


def _far(kind: str, right: float, wrong: float) -> bool:
    """Different enough to be another figure, not a rounding of the same one."""
    if (right < 0) != (wrong < 0):
        return True
    if kind in _PERCENT_KINDS:
        return abs(wrong - right) >= 1.5
    return (
        abs(wrong - right) >= 0.05 * abs(right)
        if kind == "amount"
        else abs(wrong - right) >= 0.1 * abs(right)
    )


def _invented(w: Written, index: int, fig: Fig) -> tuple[str, float] | None:
    amounts: list[float] = []
    ratios: list[float] = []
    for b in w.books:
        pool_amounts, pool_ratios = _pools(b.corp, b.year)
        amounts += pool_amounts
        ratios += pool_ratios
    start = _seed(w.id, index)
    if fig.kind == "amount":
        for step in range(len(_AMOUNT_FACTORS)):
            value = fig.value * _AMOUNT_FACTORS[(start + step) % len(_AMOUNT_FACTORS)]
            if all(abs(abs(value) - a) > 0.01 * a for a in amounts):
                return "invented_amount", value
        return None
    if fig.kind == "times":
        return "invented_ratio", fig.value * _AMOUNT_FACTORS[start % 4] ** 2
    for step in range(len(_POINT_OFFSETS)):
        offset = _POINT_OFFSETS[(start + step) % len(_POINT_OFFSETS)]
        if fig.kind == "growth":
            offset *= max(1.0, abs(fig.value) * 0.12 / abs(offset))
        value = fig.value + offset
        if (value < 0) != (fig.value < 0) or abs(value) < 0.5:  # a direction error is a sign_flip
            continue
        if all(abs(abs(value) - abs(r)) > 0.3 for r in ratios):
            return "invented_ratio", value
    return None


def _moved(w: Written, fig: Fig) -> Iterator[tuple[str, float]]:
    """The same figure of another year, basis or company, where the answer's books hold it."""
    ref = fig.ref
    if ref is None:
        return
    shifted: Col = "bfefrmtrm" if ref.col == "frmtrm" else "frmtrm"
    other: Basis = "OFS" if ref.basis == "CFS" else "CFS"
    moves: list[tuple[str, Callable[[], float]]] = [("wrong_year", partial(ref.moved, col=shifted))]
    if any(word in w.template for word in ("연결", "별도")):
        moves.append(("basis_swap", partial(ref.moved, basis=other)))
    moves += [("wrong_company", partial(ref.moved, corp=b.corp)) for b in w.books if b.corp != ref.corp]
    for kind, move in moves:
        try:
            value = move()
        except (MissingData, ZeroDivisionError, ValueError):
            continue
        if _far(fig.kind, fig.value, value):
            yield kind, value


def _unit_slips(text: str) -> Iterator[str]:
    if "조" in text and "억" not in text:
        yield text.replace("조", "억")
    elif "억" in text and "조" not in text:
        yield text.replace("억", "조")


def _sign_flips(fig: Fig) -> bool:
    """Only where the sign matters: not a ±0.2% that a rounding could turn over."""
    if fig.kind != "amount" and abs(fig.value) < 1:
        return False
    return fig.write.sign == "word" or (fig.write.sign == "minus" and fig.value < 0)


def mutants(w: Written) -> Iterator[tuple[str, int, str]]:
    """Every one-figure mistake of a right answer: (kind, figure index, the figure written wrong)."""
    for index, fig in enumerate(w.figs):
        found: list[tuple[str, str]] = []
        if fig.kind == "amount":
            found += [("unit_slip", text) for text in _unit_slips(fig.text)]
        if _sign_flips(fig):
            found.append(("sign_flip", fig.write(-fig.value)))
        invented = _invented(w, index, fig)
        if invented:
            found.append((invented[0], fig.write(invented[1])))
        found += [(kind, fig.write(value)) for kind, value in _moved(w, fig)]
        for kind, text in found:
            if text != fig.text and render(w.template, list(w.figs), (index, text)).count(text) == 1:
                yield kind, index, text


def cases() -> list[Case]:
    """The corpus: every right answer, and one wrong answer for each (kinds kept balanced)."""
    out: list[Case] = []
    wrong: list[Case] = []
    counts: Counter[str] = Counter()
    for w in written():
        company_years = tuple((b.corp, b.year) for b in w.books)
        out.append(Case(w.id, w.style, company_years, w.question, w.answer))
        options = list(mutants(w))
        for _ in range(min(len(w.books), 2)):  # two of a comparison: one may be its wrong company
            if not options:
                break
            kind, index, text = min(options, key=lambda o: (counts[o[0]], _seed(w.id, *o)))
            counts[kind] += 1
            options = [o for o in options if o[0] != kind and o[1] != index]
            answer = render(w.template, list(w.figs), (index, text))
            wrong.append(
                Case(
                    f"{w.id}-{kind}",
                    w.style,
                    company_years,
                    w.question,
                    answer,
                    kind,
                    text,
                    w.figs[index].text,
                )
            )
    return out + wrong
