"""The Slack emulator's rules for the 2026 blocks: ``data_visualization`` charts and ``data_table``
tables, refused with ``invalid_blocks`` as Slack refuses them (rules as in ``../NOTES-APIS``).

* ``data_visualization``: a title of 1–50 characters; a ``pie`` of 1–6 segments (label ≤ 20, value > 0),
  or a ``bar``/``area``/``line`` chart with 1–6 series (names 1–20 characters, unique) of 1–20 numeric
  points each, at most one point per category and only the categories of ``axis_config`` (required:
  1–20 unique categories; ``x_label``/``y_label`` ≤ 50); at most two such blocks a message.
* ``data_table``: ``rows`` of 2–101 rows (row 0 the header), 1–20 cells each, all of one length, ≤ 10,000
  characters over all cells; cells ``raw_text{text}``, ``raw_number{value, text}`` or ``rich_text`` (not
  in the header); ``page_size`` 1–100; ``row_header_column_index`` inside the row.
* A message holds at most one table, ``table`` and ``data_table`` together.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Json = dict[str, Any]

_CHART_TYPES = frozenset({"bar", "area", "line"})
_CELL_TYPES = frozenset({"raw_text", "raw_number", "rich_text"})


def native_blocks_problem(blocks: list[Json]) -> str | None:
    """What Slack would refuse in a message's ``data_visualization`` / ``data_table`` blocks."""
    charts = [b for b in blocks if b.get("type") == "data_visualization"]
    if len(charts) > 2:
        return "at most 2 data_visualization blocks a message"
    if sum(b.get("type") in ("table", "data_table") for b in blocks) > 1:
        return "only one table block is allowed per message"
    for chart in charts:
        if problem := chart_problem(chart):
            return problem
    for table in (b for b in blocks if b.get("type") == "data_table"):
        if problem := data_table_problem(table):
            return problem
    return None


def _text(value: Any, most: int) -> bool:
    return isinstance(value, str) and 0 < len(value) <= most


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def chart_problem(block: Json) -> str | None:
    """One ``data_visualization`` block's problem, ``None`` when Slack would draw it."""
    if not _text(block.get("title"), 50):
        return "data_visualization needs a title of 1 to 50 characters"
    chart = block.get("chart")
    if not isinstance(chart, dict):
        return "data_visualization needs a chart"
    if chart.get("type") == "pie":
        return _pie_problem(chart.get("segments"))
    if chart.get("type") not in _CHART_TYPES:
        return f"unknown chart type {chart.get('type')!r}"
    axis = chart.get("axis_config")
    if not isinstance(axis, dict):
        return "axis_config is required"
    categories = axis.get("categories")
    if (
        not isinstance(categories, list)
        or not 1 <= len(categories) <= 20
        or len(set(categories)) != len(categories)
    ):
        return "axis_config needs 1 to 20 unique categories"
    if any(key in axis and not _text(axis[key], 50) for key in ("x_label", "y_label")):
        return "axis labels are 1 to 50 characters"
    return _series_problem(chart.get("series"), set(categories))


def _pie_problem(segments: Any) -> str | None:
    if not isinstance(segments, list) or not 1 <= len(segments) <= 6:
        return "a pie needs 1 to 6 segments"
    if not all(_text(s.get("label"), 20) and _number(s.get("value")) and s["value"] > 0 for s in segments):
        return "a pie segment needs a label of 1 to 20 characters and a positive value"
    return None


def _series_problem(series: Any, categories: set[Any]) -> str | None:
    if not isinstance(series, list) or not 1 <= len(series) <= 6:
        return "a chart needs 1 to 6 series"
    names = [s.get("name") for s in series]
    if not all(_text(n, 20) for n in names) or len(set(names)) != len(names):
        return "series names are unique, 1 to 20 characters"
    for one in series:
        data = one.get("data")
        if not isinstance(data, list) or not 1 <= len(data) <= 20:
            return "a series needs 1 to 20 points"
        labels = [p.get("label") for p in data]
        if len(set(labels)) != len(labels) or not set(labels) <= categories:
            return "one point per category, from axis_config's categories"
        if not all(_number(p.get("value")) for p in data):
            return "point values are numbers"
    return None


def _cell_problem(cell: Any, *, header: bool) -> str | None:
    if not isinstance(cell, dict) or cell.get("type") not in _CELL_TYPES:
        return "a data_table cell is raw_text, raw_number or rich_text"
    kind = cell["type"]
    if kind == "rich_text" and header:
        return "rich_text cells cannot be in the header"
    if kind == "raw_number" and not (_number(cell.get("value")) and isinstance(cell.get("text"), str)):
        return "raw_number needs a numeric value and a text"
    if kind == "raw_text" and not _text(cell.get("text"), 10_000):
        return "raw_text cells must not be empty"
    return None


def _cell_chars(cell: Json) -> int:
    if cell.get("type") == "rich_text":
        return len(str(cell.get("elements", "")))
    return len(str(cell.get("text", "")))


def data_table_problem(block: Json) -> str | None:
    """One ``data_table`` block's problem, ``None`` when Slack would show it."""
    rows = block.get("rows")
    if not isinstance(rows, list) or not 2 <= len(rows) <= 101:
        return "a data_table needs 2 to 101 rows (the header first)"
    width = len(rows[0]) if isinstance(rows[0], list) else 0
    if not 1 <= width <= 20 or any(not isinstance(r, list) or len(r) != width for r in rows):
        return "data_table rows are 1 to 20 cells, all of one length"
    for index, row in enumerate(rows):
        for cell in row:
            if problem := _cell_problem(cell, header=index == 0):
                return problem
    if sum(_cell_chars(c) for r in rows for c in r) > 10_000:
        return "a data_table holds at most 10,000 characters"
    page = block.get("page_size", 5)
    if not isinstance(page, int) or not 1 <= page <= 100:
        return "page_size is 1 to 100"
    column = block.get("row_header_column_index")
    if column is not None and (not isinstance(column, int) or not 0 <= column < width):
        return "row_header_column_index is a column of the table"
    return None


def refusing(*kinds: str) -> Callable[[list[Json]], bool]:
    """For ``FakeSlack(invalid_blocks_when=…)``: a workspace that refuses blocks of these types (one
    where ``data_visualization`` or ``data_table`` is not enabled)."""
    return lambda blocks: any(block.get("type") in kinds for block in blocks)
