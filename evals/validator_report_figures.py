"""Figures of the report corpus: read raw from the recorded bundle and written out the ways analysts do.

Nothing here imports the product: the 주요계정 rows (fnlttSinglAcnt) of the recorded OpenDART bundle are
read with ``gzip``/``json`` and their comma strings turned into numbers by hand. A ``View`` is one column
(당기, 전기, 전전기) of one basis (연결, 별도) of one company-year report, which is what the agent's tool
results hold; a ``Metric`` computes a figure from views (an amount, a ratio, a growth rate, a multiple …)
and a ``Fmt`` writes it (6.57조원, 6조 5,670억원, 약 6.6조원, △7.73, 25.4 %, 16.2% ↓ …).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from functools import cache
from pathlib import Path

BUNDLE = Path(__file__).resolve().parents[1] / "core" / "data" / "bundle" / "opendart_recorded.json.gz"
CORPS = {
    "삼성전자": "00126380",
    "SK하이닉스": "00164779",
    "현대자동차": "00164742",
    "카카오": "00258801",
    "NAVER": "00266961",
}
YEARS = (2023, 2024)
_COLUMNS = ("thstrm_amount", "frmtrm_amount", "bfefrmtrm_amount")
_BASES = {"CFS": "연결", "OFS": "별도"}

REV, OP, PBT, NI, CI = "매출액", "영업이익", "법인세차감전순이익", "당기순이익", "총포괄손익"
TA, TL, TE, CA, CL = "자산총계", "부채총계", "자본총계", "유동자산", "유동부채"
NCA, NCL, RE, CAP = "비유동자산", "비유동부채", "이익잉여금", "자본금"


class NoFigure(ValueError):
    """A figure that cannot be written for these views (a growth rate over a loss, a missing row)."""


# --- the bundle -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Books:
    """The 주요계정 of one company's annual report: (basis, account) → (당기, 전기, 전전기) in won."""

    corp: str
    year: int
    rcept_no: str
    rows: dict[tuple[str, str], tuple[float, float, float]]

    @property
    def link(self) -> str:
        return f"https://dart.fss.or.kr/dsaf001/main.do?rcpNo={self.rcept_no}"


def _won(text: str) -> float:
    body = text.replace(",", "").strip()
    if body in ("", "-"):
        raise NoFigure(text)
    return float(int(body))


def _account(name: str) -> str:
    return name.replace("(손실)", "").replace(" ", "")


@cache
def _entries() -> tuple[dict[str, object], ...]:
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        return tuple(json.load(fh)["entries"])


@cache
def books(corp: str, year: int) -> Books:
    """The annual report of ``corp`` for ``year`` as recorded (both bases, three columns)."""
    for entry in _entries():
        params = entry["params"]
        assert isinstance(params, dict)
        if (
            entry["endpoint"] == "fnlttSinglAcnt"
            and params["corp_code"] == CORPS[corp]
            and params["bsns_year"] == str(year)
            and params["reprt_code"] == "11011"
        ):
            response = entry["response"]
            assert isinstance(response, dict)
            rows: dict[tuple[str, str], tuple[float, float, float]] = {}
            for row in response["list"]:
                key = (_BASES[row["fs_div"]], _account(row["account_nm"]))
                rows[key] = tuple(_won(row[c]) for c in _COLUMNS)  # type: ignore[assignment]
            return Books(corp, year, response["list"][0]["rcept_no"], rows)
    raise LookupError((corp, year))


@dataclass(frozen=True, slots=True)
class View:
    """One column of one basis of a report: what a sentence about '2024년 연결 매출' reads."""

    books: Books
    basis: str = "연결"
    shift: int = 0  # 0 당기, 1 전기, 2 전전기

    def __getitem__(self, account: str) -> float:
        if self.shift > 2 or (self.basis, account) not in self.books.rows:
            raise NoFigure(f"{self.books.corp} {self.basis} {account} shift {self.shift}")
        return self.books.rows[self.basis, account][self.shift]

    @property
    def prev(self) -> View:
        return replace(self, shift=self.shift + 1)

    @property
    def year(self) -> int:
        return self.books.year - self.shift

    @property
    def corp(self) -> str:
        return self.books.corp

    def other_basis(self) -> View:
        return replace(self, basis="별도" if self.basis == "연결" else "연결")

    def other_year(self) -> View:
        """The adjacent year the tools also hold: 당기 ↔ 전기 (전기 of a prior column → 당기)."""
        return replace(self, shift=1 if self.shift == 0 else 0)


# --- metrics --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Metric:
    """A figure computed from one or more views; ``signed``: a loss or a fall is a real possibility."""

    fn: Callable[..., float]
    signed: bool = False

    def __call__(self, *views: View) -> float:
        try:
            return self.fn(*views)
        except ZeroDivisionError as exc:
            raise NoFigure(str(exc)) from exc


_SIGNED = {OP, PBT, NI, CI}


def amount(account: str) -> Metric:
    return Metric(lambda v: v[account], signed=account in _SIGNED)


def ratio(top: str, bottom: str) -> Metric:
    """``top ÷ bottom`` in % (margins, 부채비율, 자기자본비율, 유동비율, shares)."""
    return Metric(lambda v: v[top] / v[bottom] * 100, signed=top in _SIGNED)


def avg_ratio(top: str, bottom: str) -> Metric:
    """``top`` over the average of ``bottom`` at the start and end of the year (ROE, ROA), in %."""
    return Metric(lambda v: v[top] / ((v[bottom] + v.prev[bottom]) / 2) * 100, signed=True)


def _positive(value: float) -> float:
    if value <= 0:
        raise NoFigure("a growth rate or multiple over a loss")
    return value


def growth(account: str) -> Metric:
    """Year-on-year change in % (over a positive prior value only)."""
    return Metric(lambda v: (v[account] - _positive(v.prev[account])) / v.prev[account] * 100, signed=True)


def change(account: str) -> Metric:
    """Year-on-year change in won."""
    return Metric(lambda v: v[account] - v.prev[account], signed=True)


def times_prior(account: str) -> Metric:
    """This year's value as a multiple of last year's (both positive)."""
    return Metric(lambda v: _positive(v[account]) / _positive(v.prev[account]))


def margin_change(top: str, bottom: str = REV) -> Metric:
    """Change of ``top ÷ bottom`` in percentage points."""
    return Metric(lambda v: (v[top] / v[bottom] - v.prev[top] / v.prev[bottom]) * 100, signed=True)


def multiple(account: str) -> Metric:
    """The first view's ``account`` as a multiple of the second's (both positive)."""
    return Metric(lambda a, b: _positive(a[account]) / _positive(b[account]))


def gap(account: str) -> Metric:
    """The first view's ``account`` minus the second's (written as 차이: its sign is no claim)."""
    return Metric(lambda a, b: a[account] - b[account])


def pp_gap(metric: Metric) -> Metric:
    """The first view's ``metric`` minus the second's, in percentage points."""
    return Metric(lambda a, b: metric(a) - metric(b), signed=True)


def share_of_sum(account: str) -> Metric:
    """The first view's ``account`` as a share of the sum over all views, in %."""
    return Metric(lambda *vs: _positive(vs[0][account]) / sum(_positive(v[account]) for v in vs) * 100)


def total(account: str) -> Metric:
    """The sum of ``account`` over all views."""
    return Metric(lambda *vs: sum(v[account] for v in vs), signed=account in _SIGNED)


OPM, NPM = ratio(OP, REV), ratio(NI, REV)
DEBT, EQUITY_RATIO, CURRENT = ratio(TL, TE), ratio(TE, TA), ratio(CA, CL)
ROE, ROA = avg_ratio(NI, TE), avg_ratio(NI, TA)
ROE_END, ROA_END = ratio(NI, TE), ratio(NI, TA)
STANDARD_RATIOS = (OPM, NPM, DEBT, EQUITY_RATIO, CURRENT, ROE, ROA, ROE_END, ROA_END, growth(REV))


# --- writing figures out --------------------------------------------------------------------------

AMOUNT_UNITS = ("조", "억", "auto", "조억", "백만", "bare조", "bare억", "bare백만")
PERCENT_UNITS = ("%", "%p")


def fixed(value: float, places: int) -> str:
    """``value`` rounded half up to ``places`` decimals, with thousands separators."""
    quantum = Decimal(1).scaleb(-places)
    return format(Decimal(repr(value)).quantize(quantum, rounding=ROUND_HALF_UP), ",f")


@dataclass(frozen=True, slots=True)
class Fmt:
    """How one figure is written.

    ``loss``: how a negative is marked ("−", "-", "△", "적자 ", "마이너스 ", "(손실)", "()");
    ``dirs``: words after an unsigned number for ≥ 0 / < 0 (" 증가", " 감소", " ↑", " ↓");
    ``labels``: words before an unsigned number for ≥ 0 / < 0 ("영업이익 ", "영업손실 ").
    """

    unit: str
    places: int = 2
    approx: str = ""
    plus: bool = False
    loss: str = "−"
    dirs: tuple[str, str] = ("", "")
    labels: tuple[str, str] = ("", "")
    space: str = ""
    word: str = ""  # 퍼센트 for %, " 원" for 조 원

    @property
    def is_amount(self) -> bool:
        return self.unit in AMOUNT_UNITS

    @property
    def is_percent(self) -> bool:
        return self.unit in PERCENT_UNITS

    def render(self, value: float) -> str:
        return self._signed(value, self._number(abs(value)))

    def slip(self, value: float) -> str:
        """The figure with a 조/억 slip: 1조 taken as 1,000억 (6.57조원 → 6,567억원, 4,609억원 → 4.61조원)."""
        size = abs(value)
        big = size >= 1e12
        if self.unit in ("조", "auto", "조억"):
            slipped = replace(self, unit="억", places=0) if big else replace(self, unit="조", places=2)
        else:
            slipped = self
        return slipped._signed(value, slipped._number(size / 10 if big else size * 10))

    def _signed(self, value: float, number: str) -> str:
        negative = value < 0 and number.strip("0.,") != ""
        if self.labels != ("", ""):
            return self.labels[negative] + self.approx + number
        if self.dirs != ("", ""):
            return self.approx + number + self.dirs[negative]
        if not negative:
            return self.approx + ("+" if self.plus and value > 0 else "") + number
        if self.loss == "()":
            return f"{self.approx}({number})"
        if self.loss == "(손실)":
            return f"{self.approx}{number}(손실)"
        if self.loss in ("적자 ", "마이너스 "):
            return self.loss + self.approx + number
        return self.approx + self.loss + number

    def _number(self, size: float) -> str:
        won = self.word or "원"
        unit = self.unit
        if unit == "auto":
            unit = "조" if size >= 1e12 else "억"
        if unit == "조억":
            return _jo_eok(size, won)
        if unit == "조":
            return f"{fixed(size / 1e12, self.places)}{self.space}조{won}"
        if unit == "억":
            places = self.places if self.unit == "억" else 0
            return f"{fixed(size / 1e8, places)}{self.space}억{won}"
        if unit == "백만":
            return f"{fixed(size / 1e6, 0)}{self.space}백만원"
        if unit.startswith("bare"):
            scale = {"bare조": 1e12, "bare억": 1e8, "bare백만": 1e6}[unit]
            return fixed(size / scale, self.places if unit == "bare조" else 0)
        if unit == "%":
            return f"{fixed(size, self.places)}{self.space}{self.word or '%'}"
        if unit == "%p":
            return f"{fixed(size, self.places)}%p"
        return f"{fixed(size, self.places)}배"


def _jo_eok(size: float, won: str) -> str:
    """6조 5,670억원: whole 조 and the rest in 억 (rounded to the 억)."""
    jo, eok = divmod(round(size / 1e8), 10_000)
    if not jo:
        return f"{eok:,}억{won}"
    return f"{jo}조 {eok:,}억{won}" if eok else f"{jo}조{won}"


@dataclass(frozen=True, slots=True)
class Fig:
    """One figure of an answer: what it is (``metric`` over ``views``) and how it is written."""

    metric: Metric
    views: tuple[View, ...]
    fmt: Fmt

    @property
    def value(self) -> float:
        return self.metric(*self.views)

    @property
    def text(self) -> str:
        return self.fmt.render(self.value)

    def on(self, views: tuple[View, ...]) -> Fig:
        return replace(self, views=views)
