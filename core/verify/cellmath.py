"""Arithmetic a table states in its own cells: a cell of a change, ratio or index column is what its header
says it is of the row's (or the column's) other cells — never either way round.

- A change column ("Δ", "증감", "차이", "gap", "YoY", "Δ%"): the row's two value cells before it, the later
  less the earlier where their headers are periods ("| FY23 | FY24 | Δ |"; "| FY24 | FY23 | YoY |" runs the
  other way), the first named less the second where the header names them ("Δ(H−S)", "Δ(3Q−평균)",
  "9M24/FY23"), and otherwise one way for the whole column, which every row of it must agree with (two
  rows at least: "gap(%p)" under "rev YoY | opex YoY"). Its cell's unit says what it is: points ("%p",
  "bp") are a difference of percentages, a percent of amounts is their rate of change, an amount their
  difference. A change column over rows of years with one amount column ("| 2022 | 98,249 | +50.54% |")
  is each year's change from the row above.
- A ratio column ("NI/PBT", "RE/Eq", "9M24/FY23", "x"): the first named over the second (the later over the
  earlier), in times or percent.
- An index column ("idx(21=100)", "2021=100"): 100 × the row's amount over the base year's.

Each is held within the rounding of the cells it is worked from; a cell the arithmetic does not give is
left to the other rules (``check``), which read it as they read any cell.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import pairwise

from core.finance.amounts import find_figures
from core.verify.grids import CHANGE_COLUMN
from core.verify.vocab import account_marks, year_marks

_INDEX = re.compile(r"=\s*100|[Ii]dx|[Ii]ndex|인덱스|지수")
_BASE_YEAR = re.compile(r"(?:FY|')?((?:19|20)?[0-9]{2})\s*=\s*100")
#: "Δ(H−S)", "Δ(3Q−평균)", "9M24/FY23", "NI/PBT": the two operands a header names, and how they combine
_NAMED = re.compile(r"([^\s()/−\-–]+)\s*([−\-–/]|vs\.?)\s*([^\s()/−\-–]+)")
_RATIO_COLUMN = re.compile(r"/|^x$|^X$|배수")
_SLACK = 1e-9


@dataclass(frozen=True, slots=True)
class _Number:
    value: float
    unit: str
    precision: float
    signed: bool = False


def table_arithmetic(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The table cells of ``text`` that are the arithmetic of other cells of their table, and those that
    are it with the wrong sign (a change column whose direction its header or its columns' order gives:
    "-19.53" under "| FY23 | FY24 | Δ |" for a rise), as the table reader writes their context ("column
    row: cell")."""
    out: dict[str, bool] = {}
    lines = [line.strip() for line in text.split("\n")]
    index = 0
    while index < len(lines):
        if not lines[index].startswith("|"):
            index += 1
            continue
        end = index
        while end < len(lines) and lines[end].startswith("|"):
            end += 1
        header = _cells(lines[index])
        rows = [_cells(line) for line in lines[index + 1 : end] if not set(line) <= set("|-: ")]
        out |= _held(header, rows)
        index = end
    return frozenset(c for c, ok in out.items() if ok), frozenset(c for c, ok in out.items() if not ok)


#: "66.19 / 119.86 = 0.55x", "6.57 / 258.94 = 2.54%", "119.86 − 100.33 = 19.53": one operation written out
_NUM = r"[+\-−]?[0-9][0-9,]*(?:\.[0-9]+)?"
_FORMULA = re.compile(
    rf"(?<![0-9.,/])({_NUM})\s*(?:조원?|억원?|%)?\s*([/÷−\-])\s*({_NUM})\s*(?:조원?|억원?|%)?\s*=\s*"
    rf"({_NUM}\s*(?:%p|%|x|X|배|bp|조원?|억원?)?)(?![0-9])"
)


def formulas(text: str) -> frozenset[tuple[str, str]]:
    """(operation, result) of each one-line operation whose result is what its two operands give — a quotient
    (in times, or percent), or a difference — as written ("Asset turnover = 66.19 / 119.86 = 0.55x"); its
    operands are checked as the figures they are."""
    out = set()
    for line in text.split("\n"):
        for found in _FORMULA.finditer(line):
            a, b, result = (_number(found.group(g)) for g in (1, 3, 4))
            if a is None or b is None or result is None:
                continue
            quotient = found.group(2) in "/÷"
            first, second = replace(a, unit="number"), replace(b, unit="number")
            if quotient and result.unit in ("times", "number", "percent"):
                ok = _fits(result, first, second, ratio=True)
            elif not quotient:
                ok = _close(result, a.value - b.value, 0.0)
            else:
                ok = False
            if ok:
                out.add((" ".join(found.group(0).split()), found.group(4).strip()))
    return frozenset(out)


_DELTA_ROW = re.compile(r"^\s*(?:Δ|증감|YoY)\s*(?:FY|')?([0-9]{2}|[0-9]{4})\s*$")
_TOTAL_ROW = re.compile(r"^\s*(?:합계|총계|계|[Tt]otal|[Ss]um)\s*$")


def _rows_held(
    header: list[str], rows: list[list[str]], numbers: list[list[_Number | None]]
) -> dict[str, bool]:
    """Rows a table works out from the rows above: "Δ23" (that year's row less the year before's, in each
    column) and a total ("| total | 560.90 |": the column's cells above added)."""
    out: dict[str, bool] = {}
    years = _years_down(rows)
    for r, row in enumerate(rows):
        delta, total = _DELTA_ROW.match(row[0]), _TOTAL_ROW.match(row[0])
        for column in range(1, len(row)):
            cell = _at(numbers, r, column)
            if cell is None:
                continue
            key = f"{header[column] if column < len(header) else ''} {row[0]}".strip() + f": {row[column]}"
            if delta is not None:
                year = int(delta.group(1)) % 100 + 2000
                later, earlier = (_by_year(numbers, years, y, column) for y in (year, year - 1))
                if later is not None and earlier is not None:
                    if _fits(cell, later, earlier, False):
                        out[key] = True
                    elif _wrong_sign(cell, later, earlier):
                        out[key] = False
            elif total is not None and r >= 2:
                above = [_at(numbers, i, column) for i in range(r)]
                parts = [n for n in above if n is not None and n.unit == cell.unit]
                if len(parts) == r and _close(
                    cell, sum(n.value for n in parts), sum(n.precision for n in parts) / 2, loose=True
                ):
                    out[key] = True
    return out


def _by_year(
    numbers: list[list[_Number | None]], years: list[int | None], year: int, column: int
) -> _Number | None:
    found = [r for r, y in enumerate(years) if y == year]
    return _at(numbers, found[0], column) if len(found) == 1 else None


def _held(header: list[str], rows: list[list[str]]) -> dict[str, bool]:
    numbers = [[_number(cell) for cell in row] for row in rows]
    out: dict[str, bool] = _rows_held(header, rows, numbers)
    for column, heading in enumerate(header):
        if column == 0:
            continue
        if _INDEX.search(heading):
            found = _index_column(column, heading, header, rows, numbers)
        elif CHANGE_COLUMN.search(heading) or _RATIO_COLUMN.search(heading):
            found = _down_rows(column, heading, header, rows, numbers)
            if not found:
                found = _across(column, heading, header, numbers)
        else:
            continue
        out |= {f"{heading} {rows[r][0]}".strip() + f": {rows[r][column]}": ok for r, ok in found.items()}
    return out


_DOWN = re.compile(r"감소|하락|줄|축소|악화|↓|▼|적자")
_UP = re.compile(r"증가|상승|늘|확대|개선|↑|▲")


def _number(cell: str) -> _Number | None:
    """A cell's one figure, its sign a word gives it ("72.2% 감소": −72.2%); ``signed`` where the sign is
    written (a sign or a word), so a change column may say it is the wrong one."""
    figures = find_figures(cell)
    if len(figures) != 1:
        return None
    figure = figures[0]
    value, signed = figure.value, figure.signed or figure.value < 0
    if not signed and (_DOWN.search(cell) or _UP.search(cell)):
        value, signed = (-value if _DOWN.search(cell) else value), True
    return _Number(value, figure.unit, figure.precision, signed)


def _value_columns(header: list[str], numbers: list[list[_Number | None]], before: int) -> list[int]:
    """The columns before ``before`` whose cells are values (not changes, ratios or an index)."""
    return [
        c
        for c in range(1, before)
        if not (
            _INDEX.search(header[c]) or CHANGE_COLUMN.search(header[c]) or _RATIO_COLUMN.search(header[c])
        )
        and any(c < len(row) and row[c] is not None for row in numbers)
    ]


def _operands(
    column: int, heading: str, header: list[str], numbers: list[list[_Number | None]]
) -> list[tuple[int, int]]:
    """(first, second) column pairs the cells of ``column`` may be worked from: one pair when the header
    names them or their headers are periods, else both orders of the two value columns before it (the
    column then must agree with one of them in every row)."""
    named = _NAMED.search(heading.replace("Δ", " "))
    if named is not None:
        first, second = (_column_named(named.group(g), header, column) for g in (1, 3))
        if first is not None and second is not None and first != second:
            return [(first, second)]
    values = _value_columns(header, numbers, column)
    if len(values) < 2:
        values = [c for c in range(1, column) if not _INDEX.search(header[c])]
    if len(values) < 2:
        return []
    a, b = values[-2], values[-1]
    years = [_year(header[a]), _year(header[b])]
    if None not in years and years[0] != years[1]:
        return [(b, a)] if years[1] > years[0] else [(a, b)]  # type: ignore[operator]
    return [(b, a), (a, b)]


def _column_named(token: str, header: list[str], column: int) -> int | None:
    """The one column a header's name for an operand points at: a column whose header writes it ("3Q" of
    "3Q24"), or for one letter the company it is the initial of ("Δ(H−S)": SK하이닉스 less 삼성전자)."""
    token = token.strip().lower()
    others = [c for c in range(1, len(header)) if c != column]
    if len(token) == 1:
        found = [c for c in others if _initial(header[c]) == token]
    else:
        found = [c for c in others if token in header[c].lower()]
    return found[0] if len(found) == 1 else None


_INITIALS = {"삼성": "s", "하이닉스": "h", "sk": "h", "현대": "h", "네이버": "n", "naver": "n", "카카오": "k"}


def _initial(label: str) -> str | None:
    lowered = label.lower()
    return next((i for name, i in _INITIALS.items() if name in lowered), None)


def _year(label: str) -> int | None:
    marks = year_marks(label)
    return int(marks[0].value) if len(marks) == 1 else None


def _across(
    column: int, heading: str, header: list[str], numbers: list[list[_Number | None]]
) -> dict[int, bool]:
    pairs = _operands(column, heading, header, numbers)
    ratio = bool(_RATIO_COLUMN.search(heading)) and not CHANGE_COLUMN.search(heading)
    for first, second in pairs:
        worked = []
        for r, row in enumerate(numbers):
            if max(first, second, column) >= len(row):
                continue
            cell, a, b = row[column], row[first], row[second]
            if cell is not None and a is not None and b is not None:
                worked.append((r, _fits(cell, a, b, ratio)))
        if not worked:
            continue
        if len(pairs) > 1:
            if len(worked) < 2 or not all(ok for _, ok in worked):
                continue  # no order of its own: every row must agree with this one
            return {r: True for r, _ in worked}
        return {r: ok for r, ok in worked if ok or _reversed(numbers[r], column, first, second, ratio)}
    return {}


def _reversed(row: list[_Number | None], column: int, first: int, second: int, ratio: bool) -> bool:
    """Whether a change cell that does not fit is the change of the other sign (a ratio has none)."""
    cell, a, b = row[column], row[first], row[second]
    if ratio or cell is None or a is None or b is None:
        return False
    return _wrong_sign(cell, a, b)


def _wrong_sign(cell: _Number, first: _Number, second: _Number) -> bool:
    """A change written with a sign that its operands, however rounded, give the other way round."""
    if not cell.signed or not cell.value or _fits(cell, first, second, False, loose=True):
        return False
    return _fits(replace(cell, value=-cell.value), first, second, False, loose=True)


def _fits(cell: _Number, first: _Number, second: _Number, ratio: bool, *, loose: bool = False) -> bool:
    """Whether ``cell`` is ``first`` against ``second`` as its unit (and its column) says: points are a
    difference of percentages, a multiple (or a ratio column's cell) their quotient, a percent of amounts
    their rate of change, an amount their difference. ``loose``: a difference within its operands'
    rounding too (to tell a change of the wrong sign, whose size is right however it was rounded)."""
    rounding = (first.precision + second.precision) / 2 if loose else 0.0
    points = first.unit == "percent" and second.unit == "percent"
    if cell.unit == "percent_point" or (cell.unit == "number" and points and not ratio):
        if not points:
            return False
        worked, error = first.value - second.value, rounding
    elif first.unit != second.unit or points or not second.value:
        return False
    elif ratio or cell.unit == "times":
        if cell.unit not in ("times", "number", "percent"):
            return False
        worked = first.value / second.value * (100.0 if cell.unit == "percent" else 1.0)
        error = abs(worked) * _relative(first, second)
    elif cell.unit == "percent":
        worked = (first.value - second.value) / abs(second.value) * 100
        error = 100 * abs(first.value / second.value) * _relative(first, second)
    elif cell.unit == first.unit:
        worked, error = first.value - second.value, rounding
    else:
        return False
    return _close(cell, worked, error, loose=loose)


def _close(cell: _Number, worked: float, error: float, *, loose: bool = False) -> bool:
    """Equal to the cell's rounding: a difference of the cells as shown (a writer working from unrounded
    values one step off is not told from a wrong figure), a quotient within the rounding of its operands
    — unless that rounding is more than a step of the cell (0.46 → 0.46 is no rate to a tenth)."""
    if error > cell.precision and not loose:
        return False
    return abs(cell.value - worked) <= cell.precision / 2 + error + _SLACK


def _relative(first: _Number, second: _Number) -> float:
    """The relative rounding of a quotient of two rounded values."""
    return first.precision / 2 / max(abs(first.value), 1e-12) + second.precision / 2 / abs(second.value)


def _years_down(rows: list[list[str]]) -> list[int | None]:
    return [_year(row[0]) if row else None for row in rows]


def _amount_column(
    column: int, heading: str, header: list[str], numbers: list[list[_Number | None]]
) -> int | None:
    """The value column a change (or index) column down rows of years is of: the one its header names the
    account of ("op_yoy_%": the op column), else the only amount column before it."""
    values = [c for c in _value_columns(header, numbers, len(header)) if c != column and _amounts(c, numbers)]
    named = {m.value for m in account_marks(heading)}
    own = [c for c in values if named & {m.value for m in account_marks(header[c])}]
    if len(own) == 1:
        return own[0]
    return values[0] if len(values) == 1 else None


def _amounts(column: int, numbers: list[list[_Number | None]]) -> bool:
    cells = [row[column] for row in numbers if column < len(row) and row[column] is not None]
    return bool(cells) and all(c.unit in ("won", "number") for c in cells if c is not None)


def _down_rows(
    column: int, heading: str, header: list[str], rows: list[list[str]], numbers: list[list[_Number | None]]
) -> dict[int, bool]:
    """A change column over rows of years: each year's change of the amount column from the row above."""
    years = _years_down(rows)
    if sum(y is not None for y in years) < 2 or not CHANGE_COLUMN.search(heading):
        return {}
    amount = _amount_column(column, heading, header, numbers)
    if amount is None:
        return {}
    out: dict[int, bool] = {}
    for (r0, y0), (r1, y1) in pairwise(enumerate(years)):
        if y0 is None or y1 is None or y1 != y0 + 1:
            continue
        cell, later, earlier = (_at(numbers, r1, column), _at(numbers, r1, amount), _at(numbers, r0, amount))
        if cell is None or later is None or earlier is None:
            continue
        if _fits(cell, later, earlier, False):
            out[r1] = True
        elif _wrong_sign(cell, later, earlier):
            out[r1] = False
    return out


def _index_column(
    column: int, heading: str, header: list[str], rows: list[list[str]], numbers: list[list[_Number | None]]
) -> dict[int, bool]:
    """ "idx(21=100)", "2021=100": 100 × each year's amount over the base year's."""
    years = _years_down(rows)
    named = _BASE_YEAR.search(heading)
    base_year = int(named.group(1)) if named else None
    if base_year is not None and base_year < 100:
        base_year += 2000
    amount = _amount_column(column, heading, header, numbers)
    if amount is None:
        return {}
    base_row = next((r for r, y in enumerate(years) if y == base_year), None) if base_year else None
    if base_row is None:
        base_row = next(
            (r for r, row in enumerate(numbers) if (n := _at(numbers, r, column)) and n.value == 100), None
        )
    base = _at(numbers, base_row, amount) if base_row is not None else None
    if base is None or not base.value:
        return {}
    out: dict[int, bool] = {}
    for r in range(len(rows)):
        cell, value = _at(numbers, r, column), _at(numbers, r, amount)
        if cell is None or value is None:
            continue
        worked = 100 * value.value / base.value
        if _close(cell, worked, abs(worked) * _relative(value, base)):
            out[r] = True
    return out


def _at(numbers: list[list[_Number | None]], row: int, column: int) -> _Number | None:
    return numbers[row][column] if column < len(numbers[row]) else None


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]
