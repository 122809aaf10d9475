"""Figures of the fresh validator corpora (issue #22): what a case's tools hold and how chat models write it.

Nothing here imports the product. Annual 주요계정 come raw from the recorded bundle through
``evals.validator_report_figures`` (``Books``, ``View`` and its metrics); the quarterly 주요계정 of 2024
(3분기 3개월, 3분기 누적, and 4분기 = 연간 − 3분기 누적, what ``get_quarterly_results`` returns) are read
raw here. A ``Form`` writes one figure the ways Claude, GPT-5 and Gemini do in chat (32.73조원, 약 33조,
1조 2,345억원, 32,725,961백만원, a bare cell under "(단위: 백만원)" or "(십억원)", KRW 6.57tn, ▲16.2%,
8.3%p 상승, 84.9% 감소, 적자 7.73조원, 4.6배); a ``Draft`` is an answer as text and figures, so that one
figure can be rewritten.
"""

from __future__ import annotations

import gzip
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache
from typing import cast

from evals.validator_report_figures import BUNDLE, CORPS, Books, Metric, NoFigure, View, fixed, growth

QUARTER_YEAR = 2024
#: quarterly columns: 3분기 3개월, 3분기 누적(1~9월), 4분기(10~12월, 연간 − 3분기 누적)
Q3, YTD, Q4 = 0, 1, 2


# --- the quarterly books --------------------------------------------------------------------------


def _won(text: str) -> float:
    body = str(text).replace(",", "").strip()
    if body in ("", "-"):
        raise NoFigure(text)
    return float(int(body))


@cache
def quarter_books(corp: str) -> Books:
    """2024's quarterly 연결 income rows: (3분기 3개월, 3분기 누적, 4분기) in won."""
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    annual: dict[str, float] = {}
    quarter: dict[str, tuple[float, float]] = {}
    rcept = ""
    for entry in entries:
        params = entry["params"]
        if entry["endpoint"] != "fnlttSinglAcnt" or params.get("corp_code") != CORPS[corp]:
            continue
        if params.get("bsns_year") != str(QUARTER_YEAR):
            continue
        for row in entry["response"]["list"]:
            if row["fs_div"] != "CFS" or row["sj_div"] != "IS":
                continue
            name = row["account_nm"].replace("(손실)", "").replace(" ", "")
            if params["reprt_code"] == "11011":
                annual[name] = _won(row["thstrm_amount"])
            elif params["reprt_code"] == "11014":
                quarter[name] = (_won(row["thstrm_amount"]), _won(row["thstrm_add_amount"]))
                rcept = row["rcept_no"]
    rows = {
        ("연결", name): (q3, ytd, annual[name] - ytd) for name, (q3, ytd) in quarter.items() if name in annual
    }
    return Books(corp, QUARTER_YEAR, rcept, rows)


@dataclass(frozen=True, slots=True)
class QView:
    """One quarterly column of 2024 (연결 only: the quarterly tool has no 별도)."""

    books: Books
    col: int = Q3
    basis: str = "연결"

    def __getitem__(self, account: str) -> float:
        if (self.basis, account) not in self.books.rows:
            raise NoFigure(f"{self.books.corp} {self.basis} {account} quarter column {self.col}")
        return self.books.rows[self.basis, account][self.col]

    @property
    def prev(self) -> QView:
        """The quarter before: 4분기 → 3분기 (the tools hold no 2분기)."""
        if self.col != Q4:
            raise NoFigure("no quarter before the third")
        return replace(self, col=Q3)

    @property
    def year(self) -> int:
        return self.books.year

    @property
    def corp(self) -> str:
        return self.books.corp

    def other_basis(self) -> QView:
        return replace(self, basis="별도")


AnyView = View | QView


def evaluate(metric: Metric, views: tuple[AnyView, ...]) -> float:
    """``metric`` over views of either kind (a ``QView`` reads like a ``View``: ``v[account]``, ``v.prev``)."""
    return metric(*cast(tuple[View, ...], views))


def view_for(books: tuple[Books, ...], corp: str, year: int, basis: str = "연결") -> View:
    """``corp``'s ``year`` column from the latest report of ``books`` that holds it."""
    held = [b for b in books if b.corp == corp and 0 <= b.year - year <= 2]
    if not held:
        raise NoFigure(f"{corp} {year} is not in the tool results")
    latest = max(held, key=lambda b: b.year)
    return View(latest, basis, latest.year - year)


def adjacent(view: AnyView, books: tuple[Books, ...]) -> AnyView | None:
    """The adjacent period the tools also hold: the year before (else after); 3개월 ↔ 누적, 4Q → 3Q."""
    if isinstance(view, QView):
        return replace(view, col={Q3: YTD, YTD: Q3, Q4: Q3}[view.col])
    for year in (view.year - 1, view.year + 1):
        try:
            return view_for(books, view.corp, year, view.basis)
        except NoFigure:
            continue
    return None


# --- metrics the report corpus has not ------------------------------------------------------------


def cagr(account: str) -> Metric:
    """Compound annual growth from the first view's year to the second's, in %."""

    def fn(first: View, last: View) -> float:
        start, end, years = first[account], last[account], last.year - first.year
        if start <= 0 or end <= 0 or years < 1:
            raise NoFigure("a CAGR needs positive ends")
        return float(((end / start) ** (1 / years) - 1) * 100)

    return Metric(fn, signed=True)


def mean_of(metric: Metric) -> Metric:
    """The plain average of ``metric`` over the views (one per year)."""
    return Metric(lambda *vs: sum(metric(v) for v in vs) / len(vs), signed=metric.signed)


def share_between(account: str) -> Metric:
    """The first view's ``account`` over the second's, in % (별도 over 연결, 4분기 over the year)."""
    return Metric(lambda a, b: a[account] / b[account] * 100, signed=True)


def q_margin(top: str, bottom: str) -> Metric:
    return Metric(lambda v: v[top] / v[bottom] * 100, signed=True)


# --- writing a figure -----------------------------------------------------------------------------

AMOUNT_UNITS = ("조", "억", "auto", "조억", "백만", "bare조", "bare억", "bare백만", "bare십억", "tn", "bn")


@dataclass(frozen=True, slots=True)
class Form:
    """How one figure is written.

    ``plus``/``minus``: marks of a positive/negative value ("+", "▲" / "−", "-", "▼", "△", "()");
    ``words``: after an unsigned number for ≥ 0 / < 0 (" 증가", " 감소"); ``labels``: before it ("흑자 ",
    "적자 "); ``won``: the word after 조/억 ("원", or "" for "약 6.6조"); ``approx``: "약 ", "~".
    """

    unit: str
    places: int = 2
    approx: str = ""
    won: str = "원"
    space: str = ""
    plus: str = ""
    minus: str = "−"
    words: tuple[str, str] = ("", "")
    labels: tuple[str, str] = ("", "")

    @property
    def is_amount(self) -> bool:
        return self.unit in AMOUNT_UNITS

    @property
    def is_percent(self) -> bool:
        return self.unit in ("%", "%p")

    def render(self, value: float) -> str:
        number = self._number(abs(value))
        negative = value < 0 and number.strip("0.,%p배조억원백만 ") != ""
        if self.labels != ("", ""):
            return self.labels[negative] + self.approx + number
        if self.words != ("", ""):
            return self.approx + number + self.words[negative]
        if negative:
            return f"{self.approx}({number})" if self.minus == "()" else self.approx + self.minus + number
        return self.approx + (self.plus if value > 0 else "") + number

    def slip(self, value: float) -> str | None:
        """A 조/억 slip: 32.73조원 written as 3,273억원, 4,609억원 as 4.61조원 (ten times off)."""
        if self.unit not in ("조", "억", "auto", "조억"):
            return None
        if abs(value) >= 1e12:
            return replace(self, unit="억", places=0).render(value / 10)
        return replace(self, unit="조", places=max(self.places, 1)).render(value * 10)

    def _number(self, size: float) -> str:
        unit = self.unit
        if unit == "auto":
            unit = "조" if size >= 1e12 else "억"
        if unit == "조억":
            return _jo_eok(size, self.won, self.space)
        if unit == "조":
            return f"{fixed(size / 1e12, self.places)}{self.space}조{self.won}"
        if unit == "억":
            places = self.places if self.unit == "억" else 0
            return f"{fixed(size / 1e8, places)}{self.space}억{self.won}"
        if unit == "백만":
            return f"{fixed(size / 1e6, 0)}{self.space}백만원"
        if unit.startswith("bare"):
            scale = {"bare조": 1e12, "bare억": 1e8, "bare십억": 1e9, "bare백만": 1e6}[unit]
            return fixed(size / scale, self.places if unit == "bare조" else 0)
        if unit in ("tn", "bn"):  # KRW 6.57tn, KRW 460.2bn
            return f"{fixed(size / (1e12 if unit == 'tn' else 1e9), self.places)}{self.space}{unit}"
        if unit == "%":
            return f"{fixed(size, self.places)}{self.space}%"
        if unit == "%p":
            return f"{fixed(size, self.places)}%p"
        return f"{fixed(size, self.places)}배"


def _jo_eok(size: float, won: str, space: str) -> str:
    """1조 2,345억원: whole 조 and the rest in 억 (rounded to the 억)."""
    jo, eok = divmod(round(size / 1e8), 10_000)
    if not jo:
        return f"{eok:,}{space}억{won}"
    return f"{jo}조 {eok:,}{space}억{won}" if eok else f"{jo}조{won}"


@dataclass(frozen=True, slots=True)
class Fig:
    """One figure of an answer: ``metric`` over ``views``, written with ``form``."""

    metric: Metric
    views: tuple[AnyView, ...]
    form: Form
    value: float

    @property
    def text(self) -> str:
        return self.form.render(self.value)


Part = str | Fig


@dataclass
class Draft:
    """An answer as text and figures."""

    parts: list[Part] = field(default_factory=list)

    def figures(self) -> list[tuple[int, Fig]]:
        return [(i, p) for i, p in enumerate(self.parts) if isinstance(p, Fig)]

    def render(self, index: int = -1, text: str = "") -> str:
        return "".join(
            text if i == index else (p.text if isinstance(p, Fig) else p) for i, p in enumerate(self.parts)
        )


@dataclass(frozen=True, slots=True)
class Scope:
    """What one answer is about: its companies, its year, the reports its tools hold, quarters or not."""

    corps: tuple[str, ...]
    year: int
    books: tuple[Books, ...]
    first: int = 0  # first year of a multi-year answer
    quarters: bool = False

    @property
    def corp(self) -> str:
        return self.corps[0]

    @property
    def company_years(self) -> tuple[tuple[str, int], ...]:
        return tuple((b.corp, b.year) for b in self.books)


class W:
    """A writer's pen: ``w(...)`` appends text and figures; ``w.f(...)`` makes a figure."""

    def __init__(self, scope: Scope, rng: random.Random) -> None:
        self.scope = scope
        self.rng = rng
        self.draft = Draft()

    def __call__(self, *parts: Part) -> None:
        self.draft.parts.extend(parts)

    def v(self, corp: str = "", year: int = 0, basis: str = "연결") -> View:
        return view_for(self.scope.books, corp or self.scope.corp, year or self.scope.year, basis)

    def q(self, col: int, corp: str = "") -> QView:
        return QView(quarter_books(corp or self.scope.corp), col)

    def f(self, metric: Metric, *views: AnyView, form: Form) -> Fig:
        return Fig(metric, views, form, evaluate(metric, views))


Writer = Callable[[W], str]

# --- the usual forms ------------------------------------------------------------------------------

JO2 = Form("조")  # 300.87조원
JO1 = Form("조", 1)  # 300.9조원
JO1N = Form("조", 1, won="")  # 300.9조
APX = Form("auto", 1, approx="약 ", won="")  # 약 6.6조 / 약 4,609억
EOK = Form("억", 0)  # 4,609억원
AUTO = Form("auto")  # 6.57조원 / 4,609억원
AUTO1 = Form("auto", 1)  # 6.6조원 / 4,609억원
JE = Form("조억")  # 6조 5,670억원
MIL = Form("백만", 0)  # 6,566,976백만원
PCT1 = Form("%", 1)
PCT2 = Form("%", 2)
SIGNED = Form("%", 1, plus="+")
ARROW = Form("%", 1, plus="▲", minus="▼")
PP = Form("%p", 1, plus="+")
PP_ARROW = Form("%p", 1, plus="▲", minus="▼")
UPDOWN = Form("%", 1, words=(" 증가", " 감소"))
TIMES = Form("배", 1)


def turn(now: float, before: float) -> str:
    """흑자전환 / 적자전환 / 적자지속, or "" when both years are profits."""
    if before < 0 <= now:
        return "흑자전환"
    if now < 0 <= before:
        return "적자전환"
    if now < 0 and before < 0:
        return "적자지속"
    return ""


def size_word(growth: float) -> str:
    """소폭 / 대폭 / "" by the size of a change in %."""
    return "소폭 " if abs(growth) < 5 else "대폭 " if abs(growth) >= 30 else ""


def filed(books: Books) -> str:
    """When the report was filed, from its receipt number: "2025년 3월"."""
    return f"{books.rcept_no[:4]}년 {int(books.rcept_no[4:6])}월"


def yoy(w: W, account: str, view: AnyView, form: Form = SIGNED) -> Part:
    """The change on last year in %, or 흑자전환/적자전환/적자지속 when a year is a loss."""
    word = turn(view[account], view.prev[account])
    return word or w.f(growth(account), view, form=form)
