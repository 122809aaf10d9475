"""Figures of the eval set, computed from the recorded OpenDART bundle without the product's code.

The eval must be able to catch the product's mistakes, so nothing here imports ``core.quick`` or
``core.finance``: rows are read raw (amounts with commas, ``-`` for none, a leading minus for a loss)
and combined as a spec says. Also here: figures written out in Korean (258.94조원, 2.54%) and the
regexes that accept the usual ways of writing them (258.94조원, 258조 9,355억원, 2,589,355억 원 …).

Missing data raises ``MissingData``; ``derive_expected`` adds the spec's id.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from functools import cache
from importlib import resources
from typing import Any

from evals.dataset import Unit
from evals.dataset_spec import ANNUAL, CORPS, Calc, Expr, Field, KeyAccount, Statement

BUNDLE_FILE = "opendart_recorded.json.gz"
LISTED_FILE = "CORPCODE_listed.xml.gz"
_REPORTS = {ANNUAL: "사업보고서", "11014": "3분기보고서"}
_COLUMNS = {
    "thstrm": "당기",
    "frmtrm": "전기",
    "bfefrmtrm": "전전기",
    "thstrm_add": "당기 누적",
    "frmtrm_add": "전기 누적",
}
_BASES = {"CFS": "연결", "OFS": "별도"}
MINUS = "−"


class MissingData(LookupError):
    """The bundle does not hold what a spec asks for (or holds it twice, differently)."""


@dataclass(frozen=True, slots=True)
class Leaf:
    """One recorded value and where it comes from."""

    corp: str
    label: str
    period: str
    basis: str
    value: float
    source: str
    plain: bool = False  # a report-table number, not an amount in won


@dataclass(frozen=True, slots=True)
class Derived:
    value: float
    leaves: tuple[Leaf, ...]
    detail: str  # the arithmetic, figures written out


# --- the bundle -----------------------------------------------------------------------------------


def _bundle_bytes(name: str) -> bytes:
    return (resources.files("core.data") / "bundle" / name).read_bytes()


@cache
def bundle_sha() -> str:
    """sha256 prefix (12 hex) of the bundle file: the dataset's ``bundle``."""
    return hashlib.sha256(_bundle_bytes(BUNDLE_FILE)).hexdigest()[:12]


@cache
def _responses() -> dict[tuple[str, str], dict[str, Any]]:
    index: dict[tuple[str, str], dict[str, Any]] = {}
    for entry in json.loads(gzip.decompress(_bundle_bytes(BUNDLE_FILE)))["entries"]:
        key = (entry["endpoint"], _params(entry["params"]))
        if key in index and index[key] != entry["response"]:
            raise MissingData(f"{key}: recorded twice with different responses")
        index[key] = entry["response"]
    return index


def _params(params: dict[str, Any]) -> str:
    return json.dumps({k: str(v) for k, v in sorted(params.items()) if k != "crtfc_key"}, ensure_ascii=False)


def response(endpoint: str, **params: str) -> dict[str, Any]:
    """The recorded response to ``endpoint`` with ``params`` (status 000), else ``MissingData``."""
    found = _responses().get((endpoint, _params(params)))
    if found is None or found.get("status") != "000":
        raise MissingData(f"{endpoint} {params} is not in the bundle")
    return found


@cache
def listed_names() -> frozenset[str]:
    """Names of the companies in the bundled listed-company list."""
    root = ET.fromstring(gzip.decompress(_bundle_bytes(LISTED_FILE)))
    return frozenset((item.findtext("corp_name") or "").strip() for item in root.iter("list"))


def parse_number(raw: object) -> float | None:
    """An OpenDART amount: ``"258,935,494,000,000"`` → 258935494000000; ``-``/empty → ``None``."""
    text = str(raw if raw is not None else "").strip().replace(",", "").removesuffix("%").strip()
    if text in ("", "-"):
        return None
    negative = text[0] in "-−" or (text.startswith("(") and text.endswith(")"))
    body = text.strip("()-−")
    if not re.fullmatch(r"\d+(\.\d+)?", body):
        raise MissingData(f"not a number: {raw!r}")
    number = float(body) if "." in body else int(body)
    return -number if negative else number


# --- leaves ---------------------------------------------------------------------------------------


def _one(rows: list[dict[str, Any]], what: str) -> dict[str, Any]:
    if len(rows) != 1:
        raise MissingData(f"{what}: {len(rows)} rows match, expected one")
    return rows[0]


def _amount(row: dict[str, Any], column: str, what: str) -> float:
    value = parse_number(row.get(f"{column}_amount"))
    if value is None:
        raise MissingData(f"{what}: no amount in column {column}")
    return value


def _annual_period(year: int, column: str) -> str:
    return f"FY{year - {'thstrm': 0, 'frmtrm': 1, 'bfefrmtrm': 2}[column]}"


def _quarter_period(year: int, column: str, balance: bool) -> str:
    if balance:
        return f"{year}년 9월 말" if column == "thstrm" else f"FY{year - 1} 말"
    shift = 0 if column.startswith("thstrm") else 1
    return f"{year - shift}년 " + ("1~3분기 누적" if column.endswith("_add") else "3분기(7~9월)")


def _label(account_nm: str) -> str:
    return re.sub(r"\s+", " ", account_nm.replace("(손실)", "")).strip()


def key_account(ref: KeyAccount) -> Leaf:
    """One 주요계정 amount: the single row of that basis and account name."""
    what = f"주요계정 {ref}"
    listing = response(
        "fnlttSinglAcnt", corp_code=CORPS[ref.corp], bsns_year=str(ref.year), reprt_code=ref.reprt
    )
    rows = [r for r in listing["list"] if r["fs_div"] == ref.fs and r["account_nm"] == ref.account]
    row = _one(rows, what)
    if ref.reprt == ANNUAL:
        period = _annual_period(ref.year, ref.col)
    else:
        period = _quarter_period(ref.year, ref.col, balance=row["sj_div"] == "BS")
    source = (
        f"{ref.corp} {_REPORTS[ref.reprt]} {ref.year} 주요계정(fnlttSinglAcnt) {_BASES[ref.fs]} "
        f"{row['account_nm']} {_COLUMNS[ref.col]} [rcept_no {row['rcept_no']}]"
    )
    label = _label(row["account_nm"])
    return Leaf(ref.corp, label, period, _BASES[ref.fs], _amount(row, ref.col, what), source)


def statement(ref: Statement) -> Leaf:
    """One full-statement line; a line on several statements (IS and CIS) must agree."""
    what = f"재무제표 {ref}"
    listing = response(
        "fnlttSinglAcntAll",
        corp_code=CORPS[ref.corp],
        bsns_year=str(ref.year),
        reprt_code=ANNUAL,
        fs_div=ref.fs,
    )
    by_id = ref.account.startswith(("ifrs", "dart_"))
    rows = [
        r
        for r in listing["list"]
        if r["sj_div"] != "SCE" and (r["account_id"] if by_id else r["account_nm"]) == ref.account
    ]
    values = {_amount(r, ref.col, what) for r in rows}
    if len(values) != 1:
        raise MissingData(f"{what}: {len(rows)} rows with values {sorted(values)}, expected one value")
    row = rows[0]
    source = (
        f"{ref.corp} 사업보고서 {ref.year} 재무제표(fnlttSinglAcntAll) {_BASES[ref.fs]} {row['sj_div']} "
        f"{row['account_nm']} ({row['account_id']}) {_COLUMNS[ref.col]} [rcept_no {row['rcept_no']}]"
    )
    period = _annual_period(ref.year, ref.col)
    return Leaf(ref.corp, _label(row["account_nm"]), period, _BASES[ref.fs], values.pop(), source)


def field_text(ref: Field) -> tuple[str, str]:
    """The raw text of a field and its source."""
    corp_code = CORPS[ref.corp]
    if ref.endpoint == "company":
        rows = [response("company", corp_code=corp_code)]
        where = "기업개황(company)"
    elif ref.endpoint == "list":
        rows = response("list", corp_code=corp_code)["list"]
        where = "공시목록(list)"
    else:
        if ref.year is None:
            raise MissingData(f"{ref}: a report table needs a year")
        listing = response(ref.endpoint, corp_code=corp_code, bsns_year=str(ref.year), reprt_code=ANNUAL)
        rows = listing["list"]
        where = f"사업보고서 {ref.year} {ref.endpoint}"
    row = _one([r for r in rows if all(str(r.get(k)) == v for k, v in ref.where)], f"{ref}")
    if ref.name not in row:
        raise MissingData(f"{ref}: no field {ref.name}")
    picked = ", ".join(f"{k}={v}" for k, v in ref.where)
    rcept = f" [rcept_no {row['rcept_no']}]" if "rcept_no" in row else ""
    return str(row[ref.name]), f"{ref.corp} {where} {picked} {ref.name}{rcept}".replace("  ", " ")


def field_number(ref: Field) -> Leaf:
    """A report-table number (주당 배당금, 지분율 …) as a leaf."""
    raw, source = field_text(ref)
    value = parse_number(raw)
    if value is None:
        raise MissingData(f"{ref}: empty ({raw!r})")
    period = f"FY{ref.year}" if ref.year else ""
    return Leaf(ref.corp, ref.label or ref.name, period, "", value, source, plain=True)


# --- expressions ----------------------------------------------------------------------------------


def corps_of(expr: Expr) -> set[str]:
    """The companies an expression reads."""
    if isinstance(expr, Calc):
        return set().union(*(corps_of(arg) for arg in expr.args))
    return {expr.corp}


def evaluate(expr: Expr, *, named: bool = False) -> Derived:
    """The value of ``expr`` with its recorded inputs and the arithmetic written out (``named``: with
    the company of each input, for expressions over several companies)."""
    if isinstance(expr, Calc):
        return _calc(expr, named=named)
    if isinstance(expr, KeyAccount):
        leaf = key_account(expr)
    elif isinstance(expr, Statement):
        leaf = statement(expr)
    else:
        leaf = field_number(expr)
    return Derived(leaf.value, (leaf,), _leaf_text(leaf, named=named))


def _leaf_text(leaf: Leaf, *, named: bool) -> str:
    shown = f"{leaf.value:,}" if leaf.plain else format_won(leaf.value)
    parts = (leaf.corp if named else "", leaf.period, leaf.label, shown)
    return " ".join(part for part in parts if part)


def _calc(calc: Calc, *, named: bool) -> Derived:
    parts = [evaluate(arg, named=named) for arg in calc.args]
    a, b = (p.value for p in parts)
    da, db = (p.detail for p in parts)
    if b == 0 or (calc.op in ("growth", "times", "cagr") and b < 0):
        raise MissingData(f"{calc.op} over a zero or negative base")
    value, detail = {
        "pct": lambda: (a / b * 100, f"{da} ÷ {db}"),
        "growth": lambda: ((a - b) / b * 100, f"{db} → {da}"),
        "minus": lambda: (a - b, f"{da} − {db}"),
        "avg": lambda: ((a + b) / 2, f"평균({da}, {db})"),
        "times": lambda: (a / b, f"{da} ÷ {db}"),
        "cagr": lambda: ((math.pow(a / b, 1 / calc.years) - 1) * 100, f"{db} → {da}, {calc.years}년 연평균"),
    }[calc.op]()
    return Derived(value, tuple(leaf for p in parts for leaf in p.leaves), detail)


# --- writing figures out --------------------------------------------------------------------------


def format_won(value: float) -> str:
    sign, size = (MINUS if value < 0 else ""), abs(value)
    if size >= 1e12:
        return f"{sign}{size / 1e12:,.2f}조원"
    if size >= 1e8:
        return f"{sign}{size / 1e8:,.2f}억원"
    return f"{sign}{size:,.0f}원"


def format_value(value: float, unit: Unit) -> str:
    sign = MINUS if value < 0 else ""
    size = abs(value)
    return {
        "won": lambda: format_won(value),
        "percent": lambda: f"{sign}{size:.2f}%",
        "times": lambda: f"{sign}{size:.2f}배",
        "won_per_share": lambda: f"{sign}{size:,.0f}원",
        "count": lambda: f"{sign}{size:,.0f}명",
        "shares": lambda: f"{sign}{size:,.0f}주",
    }[unit]()


def format_date(raw: str) -> str:
    return f"{raw[:4]}-{raw[4:6]}-{raw[6:8]}"


# --- regexes for figures --------------------------------------------------------------------------

_UNIT_SIZES: dict[Unit, tuple[tuple[float, str], ...]] = {
    "won": ((1e12, "조"), (1e8, "억"), (1e6, "백만"), (1e4, "만")),
    "count": ((1e8, "억"), (1e4, "만")),
    "shares": ((1e8, "억"), (1e4, "만")),
}
_SPLITS: dict[Unit, tuple[tuple[tuple[float, str], tuple[float, str]], ...]] = {
    "won": (((1e12, "조"), (1e8, "억")), ((1e8, "억"), (1e4, "만"))),
    "count": (((1e8, "억"), (1e4, "만")),),
    "shares": (((1e8, "억"), (1e4, "만")),),
}
_SUFFIX: dict[Unit, str] = {
    "percent": r"\s*(?:%|퍼센트|프로)",
    "times": r"\s*배",
    "won_per_share": r"\s*원",
}
#: How far a written-out figure may stray from the value (rounding, not a different figure).
_CLOSE: dict[Unit, float] = {"percent": 0.02, "times": 0.02}
_CLOSE_DEFAULT = 0.005


def _digits(integer: str) -> str:
    """``2589355`` → ``2,?589,?355``: thousands separators optional."""
    head = len(integer) % 3 or 3
    groups = [integer[:head]] + [integer[i : i + 3] for i in range(head, len(integer), 3)]
    return ",?".join(groups)


def _number(text: str) -> str:
    integer, _, decimals = text.partition(".")
    return _digits(integer) + (r"\." + decimals if decimals else "") + r"(?![.,]?\d)"


def renderings(size: float, close: float) -> list[str]:
    """Decimal renderings of ``size`` (rounded or cut at 0–3 places) within ``close`` of it."""
    found: list[str] = []
    for places in range(1 if float(size).is_integer() else 4):
        quantum = Decimal(1).scaleb(-places)
        for rounding in (ROUND_HALF_UP, ROUND_DOWN):
            text = str(Decimal(repr(size)).quantize(quantum, rounding=rounding))
            if places == 3 and text.endswith("0"):  # 7.730: nobody writes the third zero
                continue
            if float(text) > 0 and abs(float(text) - size) <= close * size and text not in found:
                found.append(text)
    return found


def _split_forms(size: float, big: tuple[float, str], small: tuple[float, str], close: float) -> list[str]:
    """258조 9,355억 / 39억 3,956만: the whole big units and the rest in small ones."""
    whole = int(size // big[0])
    if whole < 1:
        return []
    rest = (size - whole * big[0]) / small[0]
    forms = []
    for part in sorted({math.floor(rest), math.floor(rest + 0.5)}):
        if 0 < part < big[0] / small[0] and abs(whole * big[0] + part * small[0] - size) <= close * size:
            forms.append(f"{_digits(str(whole))}\\s*{big[1]}\\s*{_digits(str(part))}(?!\\d)\\s*{small[1]}")
    return forms


def figure_regex(value: float, unit: Unit) -> str:
    """A regex for ``value`` written the usual ways (sign not included: 손실 may carry it)."""
    size = abs(value)
    close = _CLOSE.get(unit, _CLOSE_DEFAULT)
    forms: list[str] = []
    if unit in _UNIT_SIZES:
        for scale, word in _UNIT_SIZES[unit]:
            if 0.1 <= size / scale < (1e6 if word == "만" else math.inf):  # not 656,697,600만
                forms += [_number(text) + rf"\s*{word}" for text in renderings(size / scale, close)]
        for big, small in _SPLITS[unit]:
            if size < big[0] * 1e4:  # 258조 9,355억, 39억 3,956만; not 65,669억 7,600만
                forms += _split_forms(size, big, small, close)
        if float(size).is_integer():
            forms.append(_digits(str(int(size))) + r"(?![.,]?\d)" + (r"\s*원" if unit == "won" else ""))
    else:
        forms += [_number(text) + _SUFFIX[unit] for text in renderings(size, close)]
    if not forms:
        raise MissingData(f"no way to write {value} {unit}")
    return r"(?<![\d.,])(?:" + "|".join(dict.fromkeys(forms)) + ")"


def date_regex(raw: str) -> str:
    """``19690113`` → 1969년 1월 13일, 1969-01-13, 1969.01.13 …"""
    year, month, day = raw[:4], int(raw[4:6]), int(raw[6:8])
    sep = r"\s*(?:년|[-./])\s*"
    return f"{year}{sep}0?{month}{sep.replace('년', '월')}0?{day}(?!\\d)"
