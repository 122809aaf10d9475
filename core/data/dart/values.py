"""OpenDART value conversions, the one place for the wire's format quirks: numbers with commas, ``-``
or a blank as missing, ``△``/parentheses for negatives, ``%`` suffixes, Korean dates; plus the row check
and the ``ReportRows`` container.

The typed row models in ``core.data.dart.wire`` and ``core.data.dart.rows`` apply these to each field.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Generic, Literal, TypeVar

from core.errors import DataFormatError

SOURCE = "opendart"
Row = Mapping[str, object]
Number = int | float
#: What an ``alotMatter`` value is in (``core.data.dart.rows`` reads it off the ``se`` label).
DividendUnit = Literal["won", "percent", "shares", "number"]
RowT = TypeVar("RowT")

_MISSING = frozenset({"", "-", "－", "–", "—", "N/A", "n/a", "해당없음", "해당사항없음"})
_NUMERIC = re.compile(r"[+-]?\d+(?:\.\d+)?", re.ASCII)
_DATE = re.compile(r"(\d{4})\D{0,3}?(\d{1,2})\D{0,3}?(\d{1,2})")

# --- values -----------------------------------------------------------------------------------------


def text_of(row: Row, key: str) -> str | None:
    """The stripped string under ``key``; ``None`` when absent, blank or ``-``."""
    return text_value(row.get(key), key)


def text_value(value: object, key: str) -> str | None:
    """A field's stripped text; ``None`` for ``None``, blank, ``-`` or ``해당없음``; ``key`` names it in errors."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise DataFormatError(f"OpenDART field {key!r} is not a string: {value!r:.40}", source=SOURCE)
    text = str(value).strip()
    return None if text in _MISSING else text


def _decimal(raw: object) -> Decimal | None:
    if raw is None or isinstance(raw, bool):
        return None
    text = str(raw).strip()
    if text in _MISSING:
        return None
    negative = False
    if text[0] in "△▲":
        negative, text = True, text[1:]
    if text.startswith("(") and text.endswith(")"):
        negative, text = True, text[1:-1]
    text = text.replace(",", "").replace("%", "").replace(" ", "")
    if not _NUMERIC.fullmatch(text):
        return None
    value = Decimal(text)
    return -value if negative else value


def parse_number(raw: object) -> Number | None:
    """``"1,444"`` → 1444, ``"67.80"``/``"67.80%"`` → 67.8, ``"△5"`` or ``"(5)"`` → −5.

    ``None``, blank, ``-`` and non-numeric text (``해당없음``) give ``None``.
    """
    value = _decimal(raw)
    if value is None:
        return None
    if value == value.to_integral_value() and "." not in str(raw):
        return int(value)
    return float(value)


def parse_int(raw: object, *, scale: int = 1) -> int | None:
    """A whole number (won, shares, people) multiplied by ``scale`` (1,000,000 for 백만원), or ``None``."""
    value = _decimal(raw)
    if value is None:
        return None
    return int((value * scale).to_integral_value(ROUND_HALF_UP))


def parse_float(raw: object) -> float | None:
    """A ratio or rate (``"8.51"``, ``"21.16%"``) as a float, or ``None``."""
    value = _decimal(raw)
    return None if value is None else float(value)


def parse_amount(raw: object) -> int | None:
    """A financial-statement amount in won (``fnlttSinglAcnt``/``fnlttSinglAcntAll``).

    ``"258,935,494,000,000"`` → int; ``""``, ``"-"`` and ``None`` → ``None``; ``"-123"`` → −123. Other text
    (``"△5"``, ``"(5)"``) is ``None``: the statement endpoints send plain signed integers.
    """
    if raw is None:
        return None
    text = str(raw).strip().replace(",", "")
    if text in ("", "-"):
        return None
    try:
        return int(text)
    except ValueError:
        try:
            return round(float(text))
        except ValueError:
            return None


def parse_korean_date(raw: object) -> date | None:
    """``"2021년 04월 29일"``, ``"2021.04.29"``, ``"2021-04-29"``, ``"20210429"`` → a date, else None."""
    if not isinstance(raw, str):
        return None
    match = _DATE.search(raw)
    if match is None:
        return None
    try:
        return date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None


def checked_rows(rows: object) -> list[Row]:
    """The rows of a body's ``list``, checked to be mappings (a bad body raises ``DataFormatError``)."""
    if not isinstance(rows, Sequence) or isinstance(rows, str | bytes):
        raise DataFormatError("OpenDART report rows must be a list", source=SOURCE, code="bad_rows")
    for row in rows:
        if not isinstance(row, Mapping):
            raise DataFormatError(f"OpenDART report row is not an object: {row!r:.40}", source=SOURCE)
    return list(rows)


@dataclass(frozen=True, slots=True)
class ReportRows(Generic[RowT]):
    """Parsed rows of one periodic-report table, with the filing they come from."""

    rcept_no: str | None  # the report's 접수번호: cite it as the DART viewer link
    corp_name: str | None
    settlement_date: date | None  # stlm_dt 결산기준일
    rows: tuple[RowT, ...]

    def __len__(self) -> int:
        return len(self.rows)
