"""Two fresh answer-validator corpora (issue #22 item 3), written apart from the checker and from every
earlier corpus: ``tune`` (a second helper may fix the checker on it) and ``report`` (run once, untuned).

The two halves share no style. Each style is a writer (``evals.validator_fresh_tune*`` and
``evals.validator_fresh_report*``) run over the scopes it is written for: one company-year (five
companies × FY2023/FY2024), one company over FY2021–FY2024 or FY2021–FY2023 (both annual reports' tools),
two or three companies of one year, or one company's 2024 quarters (the quarterly tool's 3분기 and
4분기 results are added to the tool results: ``calls``). Every figure is a value of the tools or
derived from them, computed from the raw recorded bundle (``evals.validator_fresh_figs``).

Every right answer gets one wrong twin where a mistake applies: exactly one figure written wrong, of
the kind used least so far (``KINDS``; another company's figure in comparisons only).
``python -m evals.validator_eval --corpus fresh-tune|fresh-report`` runs the checker over a half.

A third half, ``tune2`` (``evals.validator_fresh2_*``), was written later the same way, apart from the
checker and from every style file of the other corpora: more 2026 chat styles (analyst sections,
[1] citations, 억원/십억원 tables with (7,730)/△ negatives, code-fenced tables, ``<br>`` cells,
footnotes, two-digit years, KRW 6.57tn, rankings, Δ columns, 3Q24/4Q24), for tuning the checker on.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from evals.validator_fresh2_a import TUNE2_A
from evals.validator_fresh2_b import TUNE2_B
from evals.validator_fresh2_c import TUNE2_C
from evals.validator_fresh2_d import TUNE2_D
from evals.validator_fresh3_a import TUNE3_A
from evals.validator_fresh3_b import TUNE3_B
from evals.validator_fresh_figs import (
    AnyView,
    Fig,
    QView,
    Scope,
    W,
    Writer,
    adjacent,
    evaluate,
    quarter_books,
    view_for,
)
from evals.validator_fresh_report import REPORT_SINGLE
from evals.validator_fresh_report_more import REPORT_MORE
from evals.validator_fresh_tune import TUNE_SINGLE
from evals.validator_fresh_tune_more import TUNE_MORE
from evals.validator_report_figures import CORPS, STANDARD_RATIOS, Books, NoFigure, View, books

HALVES = ("tune", "report", "tune2", "tune3")
KINDS = (
    "unit_slip",
    "sign_flip",
    "wrong_year",
    "basis_swap",
    "invented_ratio",
    "invented_amount",
    "wrong_company",
)
YEARS = (2023, 2024)
PAIRS = (
    ("삼성전자", "SK하이닉스"),
    ("카카오", "NAVER"),
    ("현대자동차", "삼성전자"),
    ("NAVER", "SK하이닉스"),
    ("현대자동차", "카카오"),
    ("SK하이닉스", "현대자동차"),
)
TRIPLES = (
    ("삼성전자", "SK하이닉스", "NAVER"),
    ("카카오", "NAVER", "현대자동차"),
    ("SK하이닉스", "카카오", "삼성전자"),
)
SLUGS = {
    "삼성전자": "samsung",
    "SK하이닉스": "hynix",
    "현대자동차": "hyundai",
    "카카오": "kakao",
    "NAVER": "naver",
}
#: a style: (the scopes it is written for, the writer)
STYLES: dict[str, dict[str, tuple[str, Writer]]] = {
    "tune": {**TUNE_SINGLE, **TUNE_MORE},
    "report": {**REPORT_SINGLE, **REPORT_MORE},
    "tune2": {**TUNE2_A, **TUNE2_B, **TUNE2_C, **TUNE2_D},
    "tune3": {**TUNE3_A, **TUNE3_B},
}

Call = tuple[str, str, int, int]  # (tool, company, year, quarter): a tool result beyond the metrics one


@dataclass(frozen=True, slots=True)
class FreshCase:
    id: str
    company_years: tuple[tuple[str, int], ...]
    question: str
    answer: str
    style: str
    half: str
    mistake: str = ""  # one of KINDS; empty for a right answer
    wrong: str = ""  # the wrong figure as written
    right: str = ""  # what the right answer has in its place
    at: int = -1  # where ``wrong`` starts in ``answer``
    calls: tuple[Call, ...] = ()


def scopes(kind: str) -> list[tuple[str, Scope]]:
    """The scopes of one kind, each with its slug."""
    if kind == "single":
        return [(f"{SLUGS[c]}-{y}", Scope((c,), y, (books(c, y),))) for c in CORPS for y in YEARS]
    if kind == "multi":
        return [
            (f"{SLUGS[c]}-{first}-{last}", Scope((c,), last, tuple(books(c, y) for y in years), first=first))
            for c in CORPS
            for first, last, years in ((2021, 2024, (2023, 2024)), (2021, 2023, (2023,)))
        ]
    if kind == "quarter":
        return [(f"{SLUGS[c]}-2024q", Scope((c,), 2024, (books(c, 2024),), quarters=True)) for c in CORPS]
    groups = {"compare2": PAIRS, "compare3": TRIPLES, "compare": PAIRS + TRIPLES}[kind]
    return [
        ("-".join(SLUGS[c] for c in group) + f"-{y}", Scope(group, y, tuple(books(c, y) for c in group)))
        for group in groups
        for y in YEARS
    ]


def _rng(key: str) -> random.Random:
    return random.Random(zlib.crc32(key.encode()))


@dataclass(frozen=True, slots=True)
class _Written:
    id: str
    style: str
    scope: Scope
    question: str
    w: W


def _written(half: str) -> list[_Written]:
    out: list[_Written] = []
    for style, (kind, writer) in STYLES[half].items():
        for slug, scope in scopes(kind):
            case_id = f"{half}-{slug}-{style}"
            w = W(scope, _rng(case_id))
            try:
                question = writer(w)
            except NoFigure:
                continue
            out.append(_Written(case_id, style, scope, question, w))
    return out


def _calls(scope: Scope) -> tuple[Call, ...]:
    if not scope.quarters:
        return ()
    return tuple(("get_quarterly_results", c, 2024, q) for c in scope.corps for q in (3, 4))


# --- mutations ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Tools:
    """Every amount and the usual ratios the tool results of a scope hold (an invention must miss them)."""

    amounts: tuple[float, ...]
    ratios: tuple[float, ...]

    @classmethod
    def of(cls, scope: Scope) -> _Tools:
        held: list[Books] = list(scope.books)
        if scope.quarters:
            held += [quarter_books(c) for c in scope.corps]
        amounts = [x for b in held for row in b.rows.values() for x in row]
        ratios = []
        for b in scope.books:
            for basis in ("연결", "별도"):
                for shift in (0, 1, 2):
                    for metric in STANDARD_RATIOS:
                        try:
                            ratios.append(metric(View(b, basis, shift)))
                        except NoFigure:
                            continue
        return cls(tuple(amounts), tuple(ratios))

    def near_amount(self, value: float) -> bool:
        return any(abs(value - x) <= 0.02 * abs(x) for x in self.amounts if x)

    def near_ratio(self, value: float) -> bool:
        return any(abs(value - x) < 0.3 for x in self.ratios)


def _material(fig: Fig, new: float) -> bool:
    if fig.form.is_percent:
        return abs(new - fig.value) >= 0.8
    return abs(new - fig.value) >= (0.03 if fig.form.is_amount else 0.05) * abs(fig.value)


def _moved(fig: Fig, views: tuple[AnyView, ...]) -> str | None:
    try:
        new = evaluate(fig.metric, views)
    except NoFigure:
        return None
    if len({v.corp for v in views}) > 1 and (new < 0) != (fig.value < 0):
        return None  # "A가 B보다 −0.9%p 높습니다": not how a comparison goes wrong
    return fig.form.render(new) if _material(fig, new) else None


def _other_year(fig: Fig, scope: Scope) -> str | None:
    if len({(v.year, isinstance(v, QView) and v.col) for v in fig.views}) > 1:
        return None  # a CAGR, an average or a sum over years: no single year to slip
    moved = [adjacent(v, scope.books) for v in fig.views]
    return None if None in moved else _moved(fig, tuple(v for v in moved if v is not None))


def _other_basis(fig: Fig) -> str | None:
    if len({v.basis for v in fig.views}) > 1:
        return None
    return _moved(fig, tuple(v.other_basis() for v in fig.views))


def _invented_amount(fig: Fig, tools: _Tools, rng: random.Random) -> str | None:
    if not fig.form.is_amount:
        return None
    for _ in range(20):
        new = fig.value * (1 + rng.choice((1, -1)) * rng.uniform(0.06, 0.15))
        if not tools.near_amount(new):
            return fig.form.render(new)
    return None


def _invented_ratio(fig: Fig, tools: _Tools, rng: random.Random) -> str | None:
    if not fig.form.is_percent:
        return None
    for _ in range(20):
        delta = rng.choice((1, -1)) * rng.uniform(1.6, 4.0)
        new = fig.value + delta
        if (new < 0) != (fig.value < 0):
            new = fig.value - delta
        if not tools.near_ratio(new) and abs(new - fig.value) >= 1.5:
            return fig.form.render(new)
    return None


def _other_company(fig: Fig, scope: Scope) -> str | None:
    if len(fig.views) != 1 or len(scope.corps) < 2 or isinstance(fig.views[0], QView):
        return None
    (own,) = fig.views
    assert isinstance(own, View)
    for corp in scope.corps:
        if corp != own.corp:
            moved = _moved(fig, (view_for(scope.books, corp, own.year, own.basis),))
            if moved:
                return moved
    return None


def mutate(fig: Fig, kind: str, scope: Scope, tools: _Tools, rng: random.Random) -> str | None:
    """``fig`` written with a mistake of ``kind``, or None when that mistake does not apply to it."""
    mistakes: dict[str, Callable[[], str | None]] = {
        "unit_slip": lambda: fig.form.slip(fig.value),
        "sign_flip": lambda: fig.form.render(-fig.value) if fig.metric.signed and fig.value else None,
        "wrong_year": lambda: _other_year(fig, scope),
        "basis_swap": lambda: _other_basis(fig),
        "invented_ratio": lambda: _invented_ratio(fig, tools, rng),
        "invented_amount": lambda: _invented_amount(fig, tools, rng),
        "wrong_company": lambda: _other_company(fig, scope),
    }
    text = mistakes[kind]()
    return text if text and text != fig.text else None


def _options(written: _Written, rng: random.Random) -> dict[str, list[tuple[int, str]]]:
    """Every (figure, wrong text) of each kind whose wrong text stands once in the wrong answer (another
    company's figure may also stand where that company's own is written)."""
    tools = _Tools.of(written.scope)
    draft = written.w.draft
    options: dict[str, list[tuple[int, str]]] = {}
    for index, fig in draft.figures():
        for kind in KINDS:
            text = mutate(fig, kind, written.scope, tools, rng)
            if text and (kind == "wrong_company" or draft.render(index, text).count(text) == 1):
                options.setdefault(kind, []).append((index, text))
    return options


def _mutations(corpus: list[_Written], half: str) -> list[FreshCase]:
    """One wrong twin per right answer where a mistake applies, of the kind used least so far."""
    used: Counter[str] = Counter()
    out: list[FreshCase] = []
    order = list(corpus)
    random.Random(f"fresh-{half}").shuffle(order)
    for written in order:
        rng = _rng(written.id + "/mistake")
        options = _options(written, rng)
        if not options:
            continue
        kind = min(options, key=lambda k: (used[k], rng.random()))
        index, text = rng.choice(options[kind])
        used[kind] += 1
        draft = written.w.draft
        fig = draft.parts[index]
        assert isinstance(fig, Fig)
        at = len(draft.render(index, "\0").partition("\0")[0])
        scope = written.scope
        out.append(
            FreshCase(
                f"{written.id}-{kind}",
                scope.company_years,
                written.question,
                draft.render(index, text),
                written.style,
                half,
                kind,
                text,
                fig.text,
                at,
                _calls(scope),
            )
        )
    return sorted(out, key=lambda case: case.id)


@cache
def _cases(half: str) -> tuple[FreshCase, ...]:
    corpus = _written(half)
    right = [
        FreshCase(
            w.id, w.scope.company_years, w.question, w.w.draft.render(), w.style, half, calls=_calls(w.scope)
        )
        for w in corpus
    ]
    return (*right, *_mutations(corpus, half))


def cases(half: str) -> list[FreshCase]:
    """One half: every right answer, then the wrong ones (``id`` = the right one's id + ``-kind``)."""
    if half not in HALVES:
        raise ValueError(f"no half {half!r} (one of {', '.join(HALVES)})")
    return list(_cases(half))
