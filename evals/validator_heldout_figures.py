"""The held-out validator corpus, part 1: figures read raw from the recorded bundle, ways of writing them.

Written apart from the product's checker and from the first corpus (``evals.validator_cases``): the
amounts are the 주요계정 rows (``fnlttSinglAcnt``) of each annual report, turned into numbers here from
the API's comma strings (``evals.derive_figures.response``/``parse_number``: no ``core.finance``,
``core.quick`` or ``core.verify``), every column the report carries (당기, 전기, 전전기) on both bases.

An answer is drafted as a template whose figures are markers (``Draft.amount``/``Draft.metric`` return
one): each figure keeps its value, the way it is written (``W``) and how it was derived (``Ref``), so a
mutation can write the same slot with another value — another year, basis or company, an invented one —
and leave the rest of the answer as it was.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Literal

from evals.dataset_spec import ANNUAL, CORPS
from evals.derive_figures import MissingData, parse_number, response

Col = Literal["thstrm", "frmtrm", "bfefrmtrm"]
Basis = Literal["CFS", "OFS"]
Kind = Literal["amount", "ratio", "growth", "pp", "times"]
COLS: tuple[Col, ...] = ("thstrm", "frmtrm", "bfefrmtrm")
OLDER: dict[Col, Col] = {"thstrm": "frmtrm", "frmtrm": "bfefrmtrm"}
_NAMES = {"당기순이익(손실)": "당기순이익", "법인세차감전 순이익": "법인세차감전순이익"}
MARK = re.compile("\ue000(\\d+)\ue001")


@dataclass(frozen=True, slots=True)
class Books:
    """주요계정 of one annual report: amounts in won by (basis, account, column)."""

    corp: str
    year: int
    rcept_no: str
    term: int  # 제 55 기 → 55
    amounts: Mapping[tuple[str, str, str], float]

    def get(self, account: str, col: Col = "thstrm", basis: Basis = "CFS") -> float:
        try:
            return self.amounts[(basis, account, col)]
        except KeyError:
            raise MissingData(f"{self.corp} {self.year} {basis} {account} {col}") from None

    def has(self, account: str) -> bool:
        return ("CFS", account, "thstrm") in self.amounts

    @property
    def url(self) -> str:
        return f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={self.rcept_no}"


@cache
def books(corp: str, year: int) -> Books:
    listing = response("fnlttSinglAcnt", corp_code=CORPS[corp], bsns_year=str(year), reprt_code=ANNUAL)
    amounts: dict[tuple[str, str, str], float] = {}
    for row in listing["list"]:
        name = _NAMES.get(row["account_nm"], row["account_nm"])
        for col in COLS:
            value = parse_number(row.get(f"{col}_amount"))
            key = (row["fs_div"], name, col)
            if value is None:
                continue
            if amounts.setdefault(key, value) != value:
                raise MissingData(f"{corp} {year} {key}: two different amounts")
    first = listing["list"][0]
    term = int(re.sub(r"\D", "", first["thstrm_nm"]))
    return Books(corp, year, first["rcept_no"], term, amounts)


# --- metrics: a value from the books, for any column and basis -------------------------------------

Metric = Callable[[Books, Col, Basis], float]


def _older(col: Col, steps: int = 1) -> Col:
    index = COLS.index(col) + steps
    if index >= len(COLS):
        raise MissingData(f"no column {steps} before {col}")
    return COLS[index]


def acct(name: str) -> Metric:
    return lambda b, col, basis: b.get(name, col, basis)


def pct(num: str, den: str) -> Metric:
    return lambda b, col, basis: b.get(num, col, basis) / b.get(den, col, basis) * 100


def yoy(name: str) -> Metric:
    """Growth over the year before; a loss (or nothing) the year before has no growth."""

    def value(b: Books, col: Col, basis: Basis) -> float:
        now, before = b.get(name, col, basis), b.get(name, _older(col), basis)
        if now <= 0 or before <= 0:
            raise MissingData(f"{name}: no growth between {before} and {now}")
        return (now - before) / before * 100

    return value


def delta(name: str) -> Metric:
    return lambda b, col, basis: b.get(name, col, basis) - b.get(name, _older(col), basis)


def times(name: str) -> Metric:
    return lambda b, col, basis: b.get(name, col, basis) / b.get(name, _older(col), basis)


def pp(num: str, den: str) -> Metric:
    ratio = pct(num, den)
    return lambda b, col, basis: ratio(b, col, basis) - ratio(b, _older(col), basis)


def on_average(num: str, base: str) -> Metric:
    """ROE/ROA: this year's ``num`` over the average of ``base`` at the start and end of the year."""
    return lambda b, col, basis: b.get(num, col, basis) / average(base)(b, col, basis) * 100


def average(name: str) -> Metric:
    return lambda b, col, basis: (b.get(name, col, basis) + b.get(name, _older(col), basis)) / 2


def cagr2(name: str) -> Metric:
    def value(b: Books, col: Col, basis: Basis) -> float:
        now, start = b.get(name, col, basis), b.get(name, _older(col, 2), basis)
        return (math.sqrt(now / start) - 1) * 100

    return value


def separate_share(name: str) -> Metric:
    """별도 over 연결 of one account (the basis argument is ignored: both are read)."""
    return lambda b, col, basis: b.get(name, col, "OFS") / b.get(name, col, "CFS") * 100


OPM, NPM = pct("영업이익", "매출액"), pct("당기순이익", "매출액")
DEBT, EQUITY_RATIO, CURRENT = (
    pct("부채총계", "자본총계"),
    pct("자본총계", "자산총계"),
    pct("유동자산", "유동부채"),
)
ROE, ROA = on_average("당기순이익", "자본총계"), on_average("당기순이익", "자산총계")


# --- ways of writing a figure ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class W:
    """A way of writing a value. ``sign``: how the text shows the sign — ``none`` (the size only),
    ``minus`` (a minus for a negative value), ``word`` (either way: 증가/감소, 영업이익/영업손실, ±)."""

    fn: Callable[[float], str]
    sign: Literal["none", "minus", "word"] = "none"

    def __call__(self, value: float) -> str:
        return self.fn(value)


def _jo(size: float, places: int, won: str) -> str:
    size = abs(size)
    if size >= 1e12:
        return f"{size / 1e12:,.{places}f}조{won}"
    return f"{size / 1e8:,.0f}억{won}"


def jo(places: int = 2, won: str = "원") -> W:
    """258.94조원 · 258.9조 · 258.9조 원 · 4,609억원 (under 1조)."""
    return W(lambda v: _jo(v, places, won))


def compound(v: float) -> str:
    """258조 9,355억원 · 4,609억원."""
    trillions, rest = divmod(round(abs(v) / 1e8), 10_000)
    if not trillions:
        return f"{rest:,}억원"
    return f"{trillions}조 {rest:,}억원" if rest else f"{trillions}조원"


def eok(v: float) -> str:
    """2,589,355억원."""
    return f"{abs(v) / 1e8:,.0f}억원"


def about(v: float) -> str:
    """약 259조원 · 약 6.6조원 · 약 4,600억원."""
    size = abs(v)
    if size >= 1e13:
        return f"약 {size / 1e12:,.0f}조원"
    if size >= 1e12:
        return f"약 {size / 1e12:.1f}조원"
    return f"약 {round(size / 1e10) * 100:,}억원"


def bare(scale: float, places: int = 0, negative: str = "-") -> W:
    """A table cell under (단위: …): 2,589,355 · 258.94 · -7.73 · △7.73."""

    def write(v: float) -> str:
        return ("" if v >= 0 else negative) + f"{abs(v) / scale:,.{places}f}"

    return W(write, "minus")


def minus(w: W | Callable[[float], str], sign: str = "−") -> W:
    """The size as ``w`` writes it, a minus in front for a loss: −7.73조원 · -7조 7,303억원."""
    return W(lambda v: (sign if v < 0 else "") + w(v), "minus")


def labelled(gain: str, loss: str, w: W | Callable[[float], str]) -> W:
    """영업이익 6.57조원 · 영업손실 7.73조원: the sign is in the label."""
    return W(lambda v: f"{gain if v >= 0 else loss} {w(v)}", "word")


def percent(places: int = 1, prefix: str = "") -> W:
    """2.5% · 2.54% · −23.6% · 약 25%."""
    return W(lambda v: f"{prefix}{'−' if v < 0 else ''}{abs(v):.{places}f}%", "minus")


def signed_pct(places: int = 1, minus_sign: str = "−") -> W:
    """+16.2% · −14.3%."""
    return W(lambda v: f"{'+' if v >= 0 else minus_sign}{abs(v):.{places}f}%", "word")


def grow(up: str = "증가", down: str = "감소", places: int = 1) -> W:
    """16.2% 증가 · 14.3% 감소."""
    return W(lambda v: f"{abs(v):.{places}f}% {up if v >= 0 else down}", "word")


def points(up: str = "상승", down: str = "하락", places: int = 1) -> W:
    """11.8%p 하락 · +8.4%p (``up`` empty)."""
    if not up:
        return W(lambda v: f"{'+' if v >= 0 else '−'}{abs(v):.{places}f}%p", "word")
    return W(lambda v: f"{abs(v):.{places}f}%p {up if v >= 0 else down}", "word")


def multiple(places: int = 1, prefix: str = "") -> W:
    """5.0배 · 약 5배."""
    return W(lambda v: f"{prefix}{abs(v):.{places}f}배")


# --- drafts: templates with figures as markers ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ref:
    """How a figure was derived: a metric of one company-year's books on a column and a basis."""

    corp: str
    year: int
    metric: Metric
    col: Col
    basis: Basis

    def value(self) -> float:
        return self.metric(books(self.corp, self.year), self.col, self.basis)

    def moved(self, corp: str | None = None, col: Col | None = None, basis: Basis | None = None) -> float:
        """The same metric of another company, column or basis (same year)."""
        return replace(self, corp=corp or self.corp, col=col or self.col, basis=basis or self.basis).value()


@dataclass(frozen=True, slots=True)
class Fig:
    value: float
    write: W
    kind: Kind
    ref: Ref | None = None

    @property
    def text(self) -> str:
        return self.write(self.value)


@dataclass
class Draft:
    """A template being written: ``amount``/``metric``/``figure`` put a figure in and return its marker."""

    figs: list[Fig] = field(default_factory=list)

    def put(self, fig: Fig) -> str:
        self.figs.append(fig)
        return f"\ue000{len(self.figs) - 1}\ue001"

    def amount(self, b: Books, account: str, w: W, col: Col = "thstrm", basis: Basis = "CFS") -> str:
        return self.metric(b, acct(account), w, "amount", col, basis)

    def metric(
        self, b: Books, metric: Metric, w: W, kind: Kind = "ratio", col: Col = "thstrm", basis: Basis = "CFS"
    ) -> str:
        ref = Ref(b.corp, b.year, metric, col, basis)
        return self.put(Fig(ref.value(), w, kind, ref))

    def figure(self, value: float, w: W, kind: Kind) -> str:
        """A figure over several companies (a share, a multiple, a sum): no single books to move."""
        return self.put(Fig(value, w, kind))


def render(template: str, figs: list[Fig], swap: tuple[int, str] | None = None) -> str:
    """The answer: every marker written out, ``swap`` = (figure index, text written instead)."""

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return swap[1] if swap and swap[0] == index else figs[index].text

    return MARK.sub(one, template)
