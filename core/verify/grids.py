"""Tables laid out in ways the table reader does not parse, made plain, and each bare cell given its unit.

A fenced block of comma- or bar-separated lines is the table it writes (a CSV export, "rev   25,951억 |
24,996억 | +3.82%"), its lines before and after the separated ones kept as text (a title, a unit line):

    ```csv
    year,rev_억,op_억,opm_%
    2021,59105,5879,9.95
    ```

is ``| year | rev 억 (매출액) | op 억 (영업이익) | opm % (its catalogue label) |`` with its rows. A label written in
snake case or an analyst's shorthand (rev, op, ni, pbt, opex, de, re, eq) is read with the catalogue's word
for it beside it; a year down the side written with two digits under a year column ("| FY | … |" then
"| 21 | …") is that year.

A bare number's unit sits in its labels (``with_units``): its row's ("OPM(%) | 2.54", "영업이익 Δ(십억원) |
-887"), its column's ("opm_%", "rev(조)", "gap(%p)", "x"), the table's corner ("| (조원) | FY23 |") or the
title line above (below) the table ("삼성전자 별도 영업이익 (십억원)", "(단위: 억원)"), nearest first — but a
column of changes with a unit of its own ("Δ(%p)", "Δ%", "YoY") speaks for its cells before the row, and
a change column with none is in the row's unit (points for a row of percentages). The unit is written
into the cell, so "2.54" in the OPM(%) row is read as the 2.54% it is.
"""

from __future__ import annotations

import re

from core.finance.concepts import label as concept_label
from core.verify.vocab import year_marks

#: a block line of cells separated by commas (CSV) or bars
_CSV_CELL = re.compile(r"\s*,\s*")
_FIGURE = re.compile(r"[0-9]")
_GAP = re.compile(r"\t+|\s{2,}")
#: a bare number: no unit of its own
_BARE = re.compile(r"[+\-−]?\s?[0-9][0-9,]*(?:\.[0-9]+)?")
#: a two-digit year down the side ("21", "FY21" is read already)
_SHORT_YEAR = re.compile(r"'?([12][0-9])")
_YEAR_COLUMN = re.compile(r"^(?:year|yr|fy|연도|년도|회계연도|기간)$", re.IGNORECASE)
#: shorthand labels → the catalogue concept they stand for (ASCII words only; account_of reads rev, op, ni …);
#: the concept's Korean label is written beside them
_SHORTHAND_OF = {
    "pbt": "pretax_income",
    "ebt": "pretax_income",
    "opex": "operating_expenses",
    "de": "debt_ratio",
    "re": "retained_earnings",
    "eq": "equity",
    "equity": "equity",
    "assets": "assets",
    "liab": "liabilities",
    "rev": "revenue",
    "ebit": "operating_income",
    "op": "operating_income",
    "ni": "net_income",
    "opm": "operating_margin",
    "npm": "net_margin",
}
#: "int" is interest, income or expense, which no one concept is: its word alone
_SHORTHAND = {short: concept_label(concept) for short, concept in _SHORTHAND_OF.items()} | {"int": "이자"}
_WORD = re.compile(r"[A-Za-z]+")
_DATED_WORD = re.compile(
    r"(?<![A-Za-z])(?:rev|op|ni|opm|npm|pbt|ebit|sales)_?(1[5-9]|2[0-9])(?![0-9])", re.IGNORECASE
)
#: a label's unit, in the order tried: points, basis points, percent, multiple, won scales
_UNITS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"%p|%P|%pt|(?<![A-Za-z])pp(?![A-Za-z])|포인트"), "%p"),
    (re.compile(r"(?<![A-Za-z])bps?(?![A-Za-z])"), "bp"),
    (re.compile(r"\(\s*[%％]\s*\)|_%|[%％]\s*$|(?<![A-Za-z])pct(?![A-Za-z])|^Δ\s*%|^YoY$|^QoQ$"), "%"),
    (re.compile(r"\(\s*(?:x|X|배)\s*\)|_x$|^x$|^X$"), "배"),
    (re.compile(r"[(_]\s*십억\s*원?\s*\)?|[Kk][Rr][Ww]_?bn"), "십억원"),
    (re.compile(r"[(_]\s*백만\s*원?\s*\)?"), "백만원"),
    (re.compile(r"[(_]\s*조\s*원?\s*\)?|[Kk][Rr][Ww]_?tn|(?<![A-Za-z])tn(?![A-Za-z])"), "조원"),
    (re.compile(r"[(_]\s*억\s*원?\s*\)?"), "억원"),
    (re.compile(r"단위\s*[:：]?\s*십억\s*원"), "십억원"),
    (re.compile(r"단위\s*[:：]?\s*백만\s*원"), "백만원"),
    (re.compile(r"단위\s*[:：]?\s*조\s*원"), "조원"),
    (re.compile(r"단위\s*[:：]?\s*억\s*원"), "억원"),
)
#: a column of changes: its cells are differences (or rates) between the row's other cells
CHANGE_COLUMN = re.compile(r"Δ|증감|차이|[Gg]ap|[Dd]iff|YoY|QoQ|yoy|qoq|변화|증가율")
#: a column of an index (2021=100) or a ratio of two columns (NI/PBT, 9M24/FY23, x): no unit is guessed
_NO_GUESS = re.compile(r"=\s*100|[Ii]dx|[Ii]ndex|인덱스|지수|/|^x$|CAGR")
#: a caption listing an amount unit and a percent ("단위: 십억원, %", "단위: 조원 / %")
_LISTED = re.compile(r"단위\s*[:：]?\s*((?:조|십억|억|백만)\s*원?)\s*[,/·]\s*[%％]")
#: a column (or row) of ratios, which a caption's percent is for ("OPM", "마진", a label ending 률/율, "비율")
_RATIO_WORD = re.compile(r"률|율|마진|[Mm]argin|OPM|NPM|ROE|ROA|[%％]")
#: a title or unit line: short, no figure of its own but a unit in brackets
_TITLE_UNIT = re.compile(
    r"\((?:단위\s*[:：]?\s*)?(?:조|십억|억|백만)\s*원?\)|단위\s*[:：]|\(\s*(?:[%％]p?|배|x)\s*\)\s*$"
)


def separated_rows(lines: list[str]) -> tuple[list[str], list[list[str]], list[str]] | None:
    """A fenced block of comma- or bar-separated lines: (its lines before, rows of cells, lines after), or
    ``None`` when its lines are not separated alike (two rows at least, of one width — a row one cell
    short is padded, "asset_turn_x,0.58,0.55,")."""
    filled = [line for line in lines if line.strip()]
    for split in (_split_bars, _split_commas):
        marked = [i for i, line in enumerate(filled) if split(line) is not None]
        if len(marked) < 2 or marked != list(range(marked[0], marked[-1] + 1)):
            continue
        rows = _label_split([split(filled[i]) or [] for i in marked])
        width = len(rows[0])
        if width < 2 or any(len(row) != width for row in rows):
            continue
        return filled[: marked[0]], rows, filled[marked[-1] + 1 :]
    return None


def _label_split(rows: list[list[str]]) -> list[list[str]]:
    """ "rev   25,951억 | 24,996억" under "카카오 별도 FY24 | FY23": a first cell holding the row's label and its
    first value, apart by spaces, is two cells (the header's first cell is over the value)."""
    firsts = [_GAP.split(row[0]) for row in rows[1:]]
    if not firsts or any(len(f) != 2 or not _BARE.match(f[1]) for f in firsts) or _GAP.search(rows[0][0]):
        return rows
    return [["", *rows[0]], *([*first, *row[1:]] for first, row in zip(firsts, rows[1:], strict=True))]


def _split_bars(line: str) -> list[str] | None:
    if "|" not in line:
        return None
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _split_commas(line: str) -> list[str] | None:
    # a CSV line: cells separated by commas, none of them columns drawn with spaces ("NAVER   68,176   …")
    if "," not in line:
        return None
    cells = _CSV_CELL.split(line.strip())
    return None if any(_GAP.search(c) for c in cells) else cells


#: a line that is a unit alone: "(조원)", "(단위: 억원)"
_UNIT_ALONE = re.compile(r"\(\s*(?:단위\s*[:：]?\s*)?(조|십억|억|백만)\s*원?\s*\)")
#: a bare amount written with decimals ("119.86"), no unit after it
_BARE_DECIMAL = re.compile(r"(?<![0-9.,A-Za-z])([+\-−]?[0-9][0-9,]*\.[0-9]+)(?![0-9.,%xX배조억원A-Za-z])")


#: "NI / Rev = 19.80 / 66.19": names of the operands, then the operands in the same order
_NAMED_OPERANDS = re.compile(
    r"([A-Za-z가-힣]+)\s*/\s*([A-Za-z가-힣]+)\s*=\s*([+\-−]?[0-9][0-9,.]*)\s*/\s*([+\-−]?[0-9][0-9,.]*)"
)


def captioned(block: list[str], after: str) -> list[str]:
    """A fenced block of lines that is no table, each operand of a quotient written out after its name
    ("NI / Rev = 19.80 / 66.19": 당기순이익 19.80, 매출액 66.19), and with the unit a lone unit line right
    after it declares ("(조원)") written after its bare decimal amounts."""
    block = [_NAMED_OPERANDS.sub(_name_operands, line) for line in block]
    found = _UNIT_ALONE.fullmatch(after.strip())
    if found is None:
        return block
    unit = found.group(1) + "원"
    return [_BARE_DECIMAL.sub(lambda m: m.group(1) + unit, line) for line in block]


def _name_operands(found: re.Match[str]) -> str:
    top, bottom = (_SHORTHAND.get(found.group(g).lower(), found.group(g)) for g in (1, 2))
    return f"{found.group(1)} / {found.group(2)} = {top} {found.group(3)} / {bottom} {found.group(4)}"


def headed(lines: list[str], gap: re.Pattern[str]) -> list[str]:
    """Columns drawn with spaces whose first row already states a figure ("매출액        78,717억") with a
    header line put over them, so that row is read as a row."""
    first = gap.split(lines[0].strip())
    if len(first) < 2 or not any(_FIGURE.search(cell) for cell in first[1:]):
        return lines
    width = max(len(gap.split(line.strip())) for line in lines)
    return ["  ".join(["항목", *(["값"] * (width - 1))]), *lines]


def padded(rows: list[list[str]]) -> list[list[str]]:
    """Rows drawn with spaces, a row short of the header's cells filled out at its end ("22  22.14%  (+351bp)"
    over "21  18.63%"; "total   560.90" under three columns) — when two rows at least are whole."""
    width = len(rows[0])
    whole = sum(len(row) == width for row in rows[1:])
    if whole < 2 or any(len(row) > width or len(row) < 2 for row in rows):
        return rows
    return [row + [""] * (width - len(row)) for row in rows]


def as_markdown(before: list[str], rows: list[list[str]], after: list[str]) -> list[str]:
    """Rows of cells written as a markdown table, with its lines before and after as text."""
    width = len(rows[0])
    table = ["| " + " | ".join(row) + " |" for row in rows]
    return [*before, "", table[0], "|" + "---|" * width, *table[1:], "", *after]


#: an analyst's period shorthand: nine months ("9M24"), a half ("1H24", "2H24")
_SHORT_PERIOD = re.compile(r"(?<![0-9A-Za-z])(9M|[12]H)\s?'?([0-9]{2})(?![0-9])")
_PERIOD_WORDS = {"9M": "1~3분기 누적", "1H": "상반기", "2H": "하반기"}


def read_period(label: str) -> str:
    """A label naming a period in shorthand with its words beside it ("9M24" → "9M24 (2024년 1~3분기 누적)")."""
    found = _SHORT_PERIOD.search(label)
    if found is None or year_marks(label):
        return label
    return f"{label} (20{found.group(2)}년 {_PERIOD_WORDS[found.group(1)]})"


def read_label(label: str) -> str:
    """A label in snake case or shorthand with the catalogue's word beside it ("rev_억" → "rev 억 (매출액)")."""
    label = read_period(label)
    if not _WORD.search(label) or not re.fullmatch(r"[\x00-\x7f()%·조억십백만원−–]+", label):
        return label
    parts = re.split(r"\s*[−–]\s*", label)
    if len(parts) == 2 and all(p.strip().lower() in _SHORTHAND for p in parts):
        # "PBT−EBIT": one account less another, in the catalogue's words
        return f"{label} ({_SHORTHAND[parts[0].strip().lower()]} − {_SHORTHAND[parts[1].strip().lower()]})"
    dated = _DATED_WORD.search(label)
    if dated is not None and not year_marks(label):
        # "rev24(조)": an account's shorthand with its year's two digits
        label = f"{label} 20{dated.group(1)}년"
    words = [w.lower() for w in _WORD.findall(label)]
    named = next((_SHORTHAND[w] for w in words if w in _SHORTHAND), None)
    plain = label.replace("_", " ").strip()
    return f"{plain} ({named})" if named else plain


def unit_of(label: str) -> str | None:
    """The unit a label gives its bare numbers ("OPM(%)": %, "rev(조)": 조원, "Δ(bp)": bp), if any."""
    for pattern, unit in _UNITS:
        if pattern.search(label.strip()):
            return unit
    return None


def with_units(text: str) -> str:
    """``text`` with every markdown table's bare numbers written with the unit their labels give."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        if not lines[index].strip().startswith("|"):
            index += 1
            continue
        end = index
        while end < len(lines) and lines[end].strip().startswith("|"):
            end += 1
        lines[index:end] = _table_units(lines, index, end)
        index = end
    return "\n".join(lines)


def _caption_lines(lines: list[str], start: int, end: int) -> list[int]:
    """The short lines right under the table and right above it, nearest first."""
    after = [i for i in (end, end + 1) if i < len(lines) and lines[i].strip()][:1]
    before = [i for i in (start - 1, start - 2) if i >= 0 and lines[i].strip()][:1]
    # a unit line right under another table speaks for that one ("(단위: 억원)" between two tables)
    return after + [i for i in before if not _under_a_table(lines, i)]


def _caption_unit(lines: list[str], start: int, end: int) -> str | None:
    """The unit a short line right above the table (or right under it) declares ("(십억원)", "(단위: 억원)")."""
    for i in _caption_lines(lines, start, end):
        line = lines[i].strip()
        if line.startswith("|") or len(line) > 40 or not _TITLE_UNIT.search(line):
            continue
        found = unit_of(line)
        if found is not None:
            return found
    return None


def _under_a_table(lines: list[str], index: int) -> bool:
    above = [i for i in (index - 1, index - 2) if i >= 0 and lines[i].strip()][:1]
    return bool(above) and lines[above[0]].strip().startswith("|")


def _caption_units(lines: list[str], start: int, end: int) -> tuple[str | None, str | None]:
    """(the amounts' unit, the ratios') a caption declares: one unit for every column, or a list of them
    ("단위: 십억원, %", "단위: 조원 / %"): the amount unit for the amount columns, the percent for the ratio ones."""
    caption = _caption_unit(lines, start, end)
    listed = next(
        (found for i in _caption_lines(lines, start, end) if (found := _listed_units(lines[i]))), None
    )
    return listed or (caption, caption)


def _listed_units(line: str) -> tuple[str, str] | None:
    """ "단위: 조원, %": (조원, %) — an amount unit and a percent listed after one 단위."""
    found = _LISTED.search(line)
    if found is None:
        return None
    amount = unit_of(f"단위: {found.group(1)}")
    return (amount, "%") if amount is not None else None


def _table_units(lines: list[str], start: int, end: int) -> list[str]:
    rows = [_cells(line) for line in lines[start:end]]
    header = rows[0]
    amounts, ratios = _caption_units(lines, start, end)
    corner = unit_of(header[0])
    labels = [row[0].strip() for row in rows[1:] if row and not set(row[0]) <= set("-: ")]
    short = [int(m.group(1)) for label in labels if (m := _SHORT_YEAR.fullmatch(label))]
    # a column of years, or labels that count up one by one from a two-digit year ("21", "22", "23")
    by_year = bool(_YEAR_COLUMN.match(header[0].strip())) or (
        len(short) == len(labels) >= 2 and short == list(range(short[0], short[0] + len(short)))
    )
    out = ["| " + " | ".join(read_label(c) for c in header) + " |"]
    for row in rows[1:]:
        if all(set(c) <= set("-: ") for c in row):
            out.append("|" + "---|" * len(row))
            continue
        label = row[0]
        cells = [_year_label(label) if by_year else read_label(label)]
        for column, cell in enumerate(row[1:], start=1):
            heading = header[column] if column < len(header) else ""
            caption = corner or (ratios if _RATIO_WORD.search(f"{heading} {label}") else amounts)
            unit = _unit(label, heading, caption)
            cells.append(f"{cell}{unit}" if unit and _BARE.fullmatch(cell.strip("* ")) else cell)
        out.append("| " + " | ".join(cells) + " |")
    return out


def _unit(label: str, heading: str, caption: str | None) -> str | None:
    """A bare cell's unit: a change column's own, then its row's, its column's, the table's."""
    own, row = unit_of(heading), unit_of(label)
    if CHANGE_COLUMN.search(heading):
        if own is not None:
            return own
        across = row or caption
        return "%p" if across == "%" else across
    if _NO_GUESS.search(heading):
        return None
    return row or own or caption


def _year_label(label: str) -> str:
    """A two-digit year down a year column ("21") as the year it is ("2021")."""
    found = _SHORT_YEAR.fullmatch(label.strip())
    if found is None or year_marks(label):
        return label
    return f"20{found.group(1)}"


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]
