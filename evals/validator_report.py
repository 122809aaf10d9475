"""A third answer-validator corpus, for reporting only: answers written apart from the checker and from
the first and held-out corpora, in the styles Claude, GPT-5 and Gemini write Korean equity research.

Right answers: 22 single-company styles over 삼성전자, SK하이닉스, 현대자동차, 카카오 and NAVER in FY2023 and
FY2024 (``evals.validator_report_layouts`` and ``_styles``) and 6 comparison styles over two or three companies of one
year (``evals.validator_report_compare``). Every figure is a tool value (주요계정 of the company-year,
연결 or 별도, this year or the prior one) or derived from tool values (a ratio, growth rate, difference,
sum, share or multiple), computed from the raw recorded bundle (``evals.validator_report_figures``).

Wrong answers: a right answer with exactly one figure written wrong, in one of ``KINDS``: a 조/억 slip
(1조 taken as 1,000억), a flipped sign or direction, the adjacent year's value, the other basis (연결 ↔
별도), an invented ratio (≥ 1.5%p off) or amount (≥ 5% off), another company's figure (comparisons).
``wrong`` is the wrong figure's text, ``right`` what the right answer has in its place.

``python -m evals.validator_eval --corpus report`` runs the checker over it; no test asserts its rates.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache

from evals.validator_report_compare import COMPARE_STYLES, GROUPS
from evals.validator_report_figures import CORPS, STANDARD_RATIOS, YEARS, Fig, NoFigure, View, books
from evals.validator_report_layouts import LAYOUT_STYLES
from evals.validator_report_prose import PROSE_STYLES
from evals.validator_report_styles import Ctx, Draft, Writer

KINDS = (
    "unit_slip",
    "sign_flip",
    "wrong_year",
    "basis_swap",
    "invented_ratio",
    "invented_amount",
    "wrong_company",
)
COMPANY_YEARS: tuple[tuple[str, int], ...] = tuple((corp, year) for corp in CORPS for year in YEARS)
SINGLE_STYLES: dict[str, Writer] = {**LAYOUT_STYLES, **PROSE_STYLES}
MUTATED_SHARE = 0.72  # of right answers that get one wrong twin
_SLUGS = {
    "삼성전자": "samsung",
    "SK하이닉스": "hynix",
    "현대자동차": "hyundai",
    "카카오": "kakao",
    "NAVER": "naver",
}


@dataclass(frozen=True, slots=True)
class ReportCase:
    id: str
    company_years: tuple[tuple[str, int], ...]
    question: str
    answer: str
    style: str
    mistake: str = ""  # one of KINDS; empty for a right answer
    wrong: str = ""  # the wrong figure as written
    right: str = ""  # what the right answer has in its place
    at: int = -1  # where ``wrong`` starts in ``answer``


@dataclass(frozen=True, slots=True)
class _Written:
    id: str
    company_years: tuple[tuple[str, int], ...]
    style: str
    question: str
    draft: Draft
    views: tuple[View, ...]


def _rng(key: str) -> random.Random:
    return random.Random(zlib.crc32(key.encode()))


def _write(case_id: str, views: tuple[View, ...], style: str, writer: Writer) -> _Written | None:
    ctx = Ctx(views, _rng(case_id))
    try:
        question = writer(ctx)
    except NoFigure:
        return None
    company_years = tuple((v.corp, v.year) for v in views)
    return _Written(case_id, company_years, style, question, ctx.draft, views)


def _written() -> list[_Written]:
    out: list[_Written] = []
    for corp, year in COMPANY_YEARS:
        for style, writer in SINGLE_STYLES.items():
            made = _write(f"{_SLUGS[corp]}-{year}-{style}", (View(books(corp, year)),), style, writer)
            out += [made] if made else []
    for year in YEARS:
        for group in GROUPS:
            views = tuple(View(books(corp, year)) for corp in group)
            slug = "-".join(_SLUGS[corp] for corp in group)
            for style, writer in COMPARE_STYLES.items():
                made = _write(f"{slug}-{year}-{style}", views, style, writer)
                out += [made] if made else []
    return out


# --- mutations ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Tools:
    """What the tool results of a case hold: every amount, and the usual ratios of every view."""

    amounts: tuple[float, ...]
    ratios: tuple[float, ...]

    @classmethod
    def of(cls, views: tuple[View, ...]) -> _Tools:
        amounts = [x for v in views for row in v.books.rows.values() for x in row]
        ratios = []
        for v in views:
            for basis in ("연결", "별도"):
                for shift in (0, 1):
                    for metric in STANDARD_RATIOS:
                        try:
                            ratios.append(metric(replace(v, basis=basis, shift=shift)))
                        except NoFigure:
                            continue
        return cls(tuple(amounts), tuple(ratios))

    def near_amount(self, value: float) -> bool:
        return any(abs(value - x) <= 0.02 * abs(x) for x in self.amounts if x)

    def near_ratio(self, value: float) -> bool:
        return any(abs(value - x) < 0.3 for x in self.ratios)


def _material(fig: Fig, new: float) -> bool:
    old = fig.value
    if fig.fmt.is_percent:
        return abs(new - old) >= 0.8
    return abs(new - old) >= (0.03 if fig.fmt.is_amount else 0.05) * abs(old)


def _moved(fig: Fig, views: tuple[View, ...]) -> str | None:
    try:
        new = fig.metric(*views)
    except NoFigure:
        return None
    if len(views) > 1 and (new < 0) != (fig.value < 0):  # "A가 B보다 −0.9%p 높습니다": not how it goes wrong
        return None
    return fig.fmt.render(new) if _material(fig, new) else None


def _swapped(fig: Fig) -> str | None:
    """The figure on the other basis; not for one between the two bases (연결 매출 ÷ 별도 매출)."""
    if len({v.basis for v in fig.views}) > 1:
        return None
    return _moved(fig, tuple(v.other_basis() for v in fig.views))


def _invented_amount(fig: Fig, tools: _Tools, rng: random.Random) -> str | None:
    if not fig.fmt.is_amount:
        return None
    for _ in range(20):
        factor = 1 + rng.choice((1, -1)) * rng.uniform(0.06, 0.15)
        new = fig.value * factor
        if not tools.near_amount(new):
            return fig.fmt.render(new)
    return None


def _invented_ratio(fig: Fig, tools: _Tools, rng: random.Random) -> str | None:
    if not fig.fmt.is_percent:
        return None
    value = fig.value
    for _ in range(20):
        delta = rng.choice((1, -1)) * rng.uniform(1.6, 4.0)
        new = value + delta
        if (new < 0) != (value < 0):
            new = value - delta
        if not tools.near_ratio(new) and abs(new - value) >= 1.5:
            return fig.fmt.render(new)
    return None


def _other_company(fig: Fig, group: tuple[View, ...]) -> str | None:
    if len(fig.views) != 1 or len(group) < 2:
        return None
    (own,) = fig.views
    for other in group:
        if other.corp != own.corp:
            moved = _moved(fig, (replace(other, basis=own.basis, shift=own.shift),))
            if moved:
                return moved
    return None


def mutate(fig: Fig, kind: str, group: tuple[View, ...], tools: _Tools, rng: random.Random) -> str | None:
    """``fig`` written with a mistake of ``kind``, or None when that mistake does not apply to it."""
    mistakes: dict[str, Callable[[], str | None]] = {
        "unit_slip": lambda: fig.fmt.slip(fig.value) if fig.fmt.is_amount else None,
        "sign_flip": lambda: fig.fmt.render(-fig.value) if fig.metric.signed and fig.value else None,
        "wrong_year": lambda: _moved(fig, tuple(v.other_year() for v in fig.views)),
        "basis_swap": lambda: _swapped(fig),
        "invented_ratio": lambda: _invented_ratio(fig, tools, rng),
        "invented_amount": lambda: _invented_amount(fig, tools, rng),
        "wrong_company": lambda: _other_company(fig, group),
    }
    text = mistakes[kind]()
    return text if text and text != fig.text else None


def _options(written: _Written, rng: random.Random) -> dict[str, list[tuple[int, str]]]:
    """Every (figure, wrong text) of each kind whose wrong text stands once in the wrong answer (another
    company's figure stands where that company's own is written too: the comparison has it)."""
    tools = _Tools.of(written.views)
    options: dict[str, list[tuple[int, str]]] = {}
    for index, fig in written.draft.figures():
        for kind in KINDS:
            text = mutate(fig, kind, written.views, tools, rng)
            if text and (kind == "wrong_company" or written.draft.render(index, text).count(text) == 1):
                options.setdefault(kind, []).append((index, text))
    return options


def _mutations(corpus: list[_Written]) -> list[ReportCase]:
    """One wrong twin for most right answers; each takes the kind used least so far among its options."""
    used: Counter[str] = Counter()
    out: list[ReportCase] = []
    order = list(corpus)
    random.Random(2025).shuffle(order)
    for written in order:
        rng = _rng(written.id + "/mistake")
        if rng.random() > MUTATED_SHARE:
            continue
        options = _options(written, rng)
        if not options:
            continue
        kind = min(options, key=lambda k: (used[k], rng.random()))
        index, text = rng.choice(options[kind])
        used[kind] += 1
        fig = written.draft.parts[index]
        assert isinstance(fig, Fig)
        answer = written.draft.render(index, text)
        at = len(written.draft.render(index, "\0").partition("\0")[0])
        out.append(
            ReportCase(
                f"{written.id}-{kind}",
                written.company_years,
                written.question,
                answer,
                written.style,
                kind,
                text,
                fig.text,
                at,
            )
        )
    return sorted(out, key=lambda case: case.id)


@cache
def _cases() -> tuple[ReportCase, ...]:
    corpus = _written()
    right = [ReportCase(w.id, w.company_years, w.question, w.draft.render(), w.style) for w in corpus]
    return (*right, *_mutations(corpus))


def cases() -> list[ReportCase]:
    """The corpus: every right answer, then the wrong ones (``id`` = the right one's id + ``-kind``)."""
    return list(_cases())
