"""How an answer lays out its figures, made plain for the reader: a table drawn with spaces inside a
code fence (models put one there to keep its columns aligned) is read as the markdown table it draws —

    ```
    항목        2022      2023      YoY
    매출액    302.23    258.94   -14.3%
    ```

is ``| 항목 | 2022 | 2023 | YoY |`` with its rows, so each cell takes its column's year and its row's
account. A fence whose lines do not line up as columns is left as text (without the fence marks).
"""

from __future__ import annotations

import re

_FENCE = re.compile(r"^\s*(```|~~~)")
#: columns drawn with spaces: two or more spaces (or a tab) between cells
_GAP = re.compile(r"\t+|\s{2,}")
#: the least rows (besides the header) a block needs to be read as a table
_LEAST_ROWS = 1


def plain_layout(text: str) -> str:
    """``text`` with every code-fenced table of aligned columns written as a markdown table."""
    if "```" not in text and "~~~" not in text:
        return text
    out: list[str] = []
    block: list[str] | None = None
    for line in text.split("\n"):
        if _FENCE.match(line):
            if block is None:
                block = []
            else:
                out += _table(block)
                block = None
            continue
        if block is None:
            out.append(line)
        else:
            block.append(line)
    if block is not None:
        out += _table(block)
    return "\n".join(out)


def _table(lines: list[str]) -> list[str]:
    rows = [_GAP.split(line.strip()) for line in lines if line.strip()]
    if len(rows) <= _LEAST_ROWS or len(rows[0]) < 2:
        return lines
    width = len(rows[0])
    if any(len(row) != width for row in rows[1:]) or any(set("".join(row)) <= set("-=+| ") for row in rows):
        return lines
    cells = ["| " + " | ".join(row) + " |" for row in rows]
    return ["", cells[0], "|" + "---|" * width, *cells[1:], ""]
