"""How an answer lays out its figures, made plain for the reader: a table drawn with spaces inside a
code fence (models put one there to keep its columns aligned) is read as the markdown table it draws —

    ```
    항목        2022      2023      YoY
    매출액    302.23    258.94   -14.3%
    ```

is ``| 항목 | 2022 | 2023 | YoY |`` with its rows, so each cell takes its column's year and its row's
account. A fence whose lines do not line up as columns is left as text (without the fence marks).

A table's display unit, declared above it or in its header ("(단위: 십억원, %)", "(in KRW billion)"), is
the scale its bare amounts are read at (``declared_scale``): 10,670 in a 십억원 table is not 1,067억원.
"""

from __future__ import annotations

import re

from core.verify.grids import as_markdown, captioned, headed, padded, separated_rows, with_units
from core.verify.vocab import ACCOUNTS, account_of

_FENCE = re.compile(r"^\s*(```|~~~)")
#: one span of inline code: `-7.73조원`
_INLINE_CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
#: columns drawn with spaces: two or more spaces (or a tab) between cells
_GAP = re.compile(r"\t+|\s{2,}")
#: the least rows (besides the header) a block needs to be read as a table
_LEAST_ROWS = 1
_SCALE = re.compile(
    r"단위\s*[:：]?\s*(조|십억|억|백만|천|만)?\s?원"
    r"|\((?:[Ii]n\s+|[Uu]nits?:\s*)?(?:KRW|₩)\s?(trillion|tn|billion|bn|million|mn)s?\)"
    r"|\((?:[Ii]n\s+|[Uu]nits?:\s*)(trillion|billion|million)s?\s+(?:of\s+)?(?:KRW|won)\)"
)
_SCALES = {
    "": 1.0,
    "조": 1e12,
    "십억": 1e9,
    "억": 1e8,
    "백만": 1e6,
    "천": 1e3,
    "만": 1e4,
    "trillion": 1e12,
    "tn": 1e12,
    "billion": 1e9,
    "bn": 1e9,
    "million": 1e6,
    "mn": 1e6,
}


def declared_scale(line: str) -> float | None:
    """The won scale a line declares for the bare amounts of a table ("(단위: 십억원)": 1e9), if any."""
    found = _SCALE.search(line)
    if found is None:
        return None
    unit = next((g for g in found.groups() if g is not None), "")
    return _SCALES[unit.lower() if unit.isascii() else unit]


def plain_layout(text: str) -> str:
    """``text`` with every code-fenced table of aligned columns written as a markdown table, and inline
    code marks dropped (Slack's "영업이익 `-7.73조원`": the backtick hides the minus from the reader)."""
    if "`" in text:
        text = _INLINE_CODE.sub(lambda m: f" {m.group(1)} ", text)
    if "```" not in text and "~~~" not in text:
        return with_units(text)
    out: list[str] = []
    block: list[str] | None = None
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if _FENCE.match(line):
            if block is None:
                block = []
            else:
                read = _table(block)
                # "(조원)" on the line after a block of worked lines: the unit of its bare amounts
                after = lines[index + 1] if index + 1 < len(lines) else ""
                out += captioned(block, after) if read is block else read
                block = None
            continue
        if block is None:
            out.append(line)
        else:
            block.append(line)
    if block is not None:
        out += _table(block)
    return with_units("\n".join(out))


_JSON_FIELD = re.compile(
    r'^\s*"([^"]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+\-]*|true|false|null)\s*,?\s*$'
)
_JSON_EDGE = re.compile(r"^\s*[{}\[\]],?\s*$")
_JSON_OBJECT = re.compile(r'^\s*"([^"]+)"\s*:\s*\{\s*$')
#: a key of a percentage ("operating_margin_pct", "revenue_yoy_percent")
_PERCENT_KEY = re.compile(r"(?:^|_)(?:pct|percent|perc)$", re.IGNORECASE)
_UNIT_KEYS = frozenset({"unit", "units", "currency_unit", "단위"})


def _json_table(lines: list[str]) -> list[str] | None:
    """A JSON object ("operating_income": 6.57, "unit": "조원") as the table it is: a row a field,
    labelled with its account's name as the catalogue spells it and the key's words ("revenue yoy pct"),
    after the keys of the objects it is inside ("2023": {"revenue": …} is 2023's); a "_pct" key's number is
    a percentage, a "unit" field the scale of the bare amounts."""
    if not lines or not lines[0].strip().startswith("{"):
        return None
    unit = ""
    path: list[str] = []
    rows: list[str] = []
    for line in lines:
        if not line.strip():
            continue
        if _JSON_EDGE.match(line):
            if line.strip()[0] == "}" and path:
                path.pop()
            continue
        opened = _JSON_OBJECT.match(line)
        if opened is not None:
            path.append(opened.group(1))
            continue
        field = _JSON_FIELD.match(line)
        if field is None:
            return None  # an array, or not JSON
        key, value = field.group(1), field.group(2).strip('"')
        if key.lower() in _UNIT_KEYS:
            unit = value
            continue
        account = account_of(key)
        words = " ".join((*path, key.replace("_", " ")))
        label = f"{ACCOUNTS[account][0]} ({words})" if account is not None else words
        percent = _PERCENT_KEY.search(key) and field.group(2)[0] != '"'
        rows.append(f"| {label} | {value}{'%' if percent else ''} |")
    declared = next(
        (d for d in (f"(단위: {unit})", f"({unit})") if unit and declared_scale(d) is not None), ""
    )
    return ["", f"| 항목 | 값 {declared} |".replace("  ", " "), "|---|---|", *rows, ""]


def _table(lines: list[str]) -> list[str]:
    json = _json_table(lines)
    if json is not None:
        return json
    drawn = _drawn_table(lines)
    if drawn is not lines:
        return drawn
    separated = separated_rows(lines)
    if separated is not None:
        return as_markdown(*separated)
    filled = [line for line in lines if line.strip()]
    if len(filled) > 2 and not _GAP.search(filled[0].strip()):
        # a title line over the columns ("삼성전자 별도 영업이익 (십억원)"): the columns are the table
        columns = headed(filled[1:], _GAP)
        rest = _drawn_table(columns)
        if rest is not columns:
            return [filled[0], *rest]
    return lines


def _drawn_table(lines: list[str]) -> list[str]:
    filled = [line for line in lines if line.strip()]
    tail = 0
    # a last line of one cell under three columns or more ("CAGR(21-24) 2.47%") is text after the table
    while len(filled) - tail > 2 and len(_GAP.split(filled[-1 - tail].strip())) == 1:
        tail += 1
    if tail and len(_GAP.split(filled[0].strip())) >= 3:
        head = filled[:-tail]
        table = _drawn_rows(head)
        return lines if table is head else [*table, *filled[-tail:]]
    return _drawn_rows(lines)


def _drawn_rows(lines: list[str]) -> list[str]:
    rows = [_GAP.split(line.strip()) for line in lines if line.strip()]
    if len(rows) <= _LEAST_ROWS or len(rows[0]) < 2:
        return lines
    # a remark after a row's last column ("2023   15.13   9.3  ⬅️ 피크"): words of no figure, not a cell
    shortest = min(len(row) for row in rows[1:])
    rows = [rows[0], *(_unremarked(row, shortest) for row in rows[1:])]
    first = next(line for line in lines if line.strip())
    if _GAP.match(first) and all(len(row) == len(rows[0]) + 1 for row in rows[1:]):
        rows[0] = ["", *rows[0]]  # a header over the row labels' column left blank ("      2023    2024")
    width = len(rows[0])
    rows = padded(rows)
    if any(len(row) != width for row in rows[1:]) or any(set("".join(row)) <= set("-=+| ") for row in rows):
        return lines
    cells = ["| " + " | ".join(row) + " |" for row in rows]
    return ["", cells[0], "|" + "---|" * width, *cells[1:], ""]


_DIGIT = re.compile(r"[0-9]")


def _unremarked(row: list[str], width: int) -> list[str]:
    return row[:width] if not any(_DIGIT.search(cell) for cell in row[width:]) else row


_COLUMN_UNIT = re.compile(r"[(\[]\s*(조|십억|억|백만|천)\s?원\s*[)\]]")


def column_scale(header: str) -> float | None:
    """The won scale a column header gives its bare amounts ("매출(조원)": 1e12), if any."""
    found = _COLUMN_UNIT.search(header)
    return None if found is None else _SCALES[found.group(1)]
