"""Packing rendered blocks into Telegram messages of ≤ ``max_units`` UTF-16 units and ≤ ``max_entities``.

Blocks are packed in order, greedily, joined by a blank line (a heading by a single newline, and a
heading that would end a message moves to the next one with its section). A block is cut only when
it cannot fit in a message of its own:

* ``pre`` blocks (code, table grids) at line boundaries; each piece is its own ``pre`` with the same
  language, and a table grid repeats its header and rule atop every continuation piece;
* everything else (prose, lists, quotes, table cards) at the best of: a blank line, a line break, a
  sentence end, a space — the furthest one that fits, unless that throws away more than half of the
  room — and, as a last resort, at any code point boundary outside an emoji or jamo cluster.

Entities are clipped at every cut, so none crosses a message; offsets are relative to each message.
Whitespace at a cut is dropped and blank pieces are skipped; no other text is lost.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, repeat
from typing import Literal, TypeVar

from bots.telegram.render_text import Entity, Styled, boundaries, join, utf16_len

# Where prose may be cut, best first; the whitespace matched is dropped between the two pieces.
_TIERS = (
    re.compile(r"\n{2,}"),
    re.compile(r"(?<!\n)\n(?!\n)"),
    re.compile(r"(?<=[.!?。…])[ \t]+"),
    re.compile(r"[ \t]+"),
)
MAX_NESTING = 5  # bold, italic, strikethrough, text_link, blockquote can all cover one character

_T = TypeVar("_T")
Budget = tuple[int, int]  # (UTF-16 units, entities) a piece may use
BlockKind = Literal["prose", "heading", "pre"]


@dataclass(frozen=True, slots=True)
class TelegramChunk:
    """One message: literal ``text`` plus ``entities``. ``text`` alone is the plain fallback to send
    when Telegram answers "can't parse entities"."""

    text: str
    entities: tuple[Entity, ...]


@dataclass(frozen=True, slots=True)
class Block:
    """One rendered top-level Markdown block, with how it may be cut."""

    body: Styled
    kind: BlockKind
    head: str = ""  # pre only: lines repeated atop each continuation piece (a table's header and rule)


def pack(blocks: Sequence[Block], max_units: int, max_entities: int) -> list[TelegramChunk]:
    """Pack ``blocks`` in order into chunks within both limits (see the module docstring)."""
    packer = _Packer(max_units, max_entities)
    for block in blocks:
        if block.body.units <= max_units and len(block.body.entities) <= max_entities:
            packer.add(block.body, heading=block.kind == "heading")
            continue
        budgets = chain([packer.room()], repeat((max_units, max_entities)))
        pieces = _split_pre(block, budgets) if block.kind == "pre" else _split_prose(block.body, budgets)
        for piece in pieces:
            packer.add(piece, heading=False)
    return packer.finish()


class _Packer:
    def __init__(self, max_units: int, max_entities: int) -> None:
        self.max_units = max_units
        self.max_entities = max_entities
        self.items: list[tuple[Styled, bool]] = []  # (piece, is a heading)
        self.chunks: list[TelegramChunk] = []

    def add(self, piece: Styled, *, heading: bool) -> None:
        if not piece.text.strip():
            return
        if self._fits([*self.items, (piece, heading)]):
            self.items.append((piece, heading))
            return
        carried: list[tuple[Styled, bool]] = []
        if len(self.items) > 1 and self.items[-1][1] and self._fits([self.items[-1], (piece, heading)]):
            carried = [self.items.pop()]  # a heading goes with its section
        self._flush()
        self.items = [*carried, (piece, heading)]

    def room(self) -> Budget:
        """The budget left in the current chunk for the first piece of a block being cut.

        A full chunk's budget when the current one is empty or almost full (a sliver would only add a
        tiny message tail), so the first piece then starts a new chunk.
        """
        full = (self.max_units, self.max_entities)
        if not self.items:
            return full
        joined = self._joined(self.items)
        units = self.max_units - joined.units - len(self._separator(self.items[-1][1]))
        entities = self.max_entities - len(joined.entities)
        if units >= self.max_units // 4 and entities >= MAX_NESTING:
            return units, entities
        return full

    def finish(self) -> list[TelegramChunk]:
        self._flush()
        return self.chunks

    def _fits(self, items: list[tuple[Styled, bool]]) -> bool:
        joined = self._joined(items)
        return joined.units <= self.max_units and len(joined.entities) <= self.max_entities

    def _flush(self) -> None:
        if self.items:
            joined = self._joined(self.items)
            self.chunks.append(TelegramChunk(joined.text, joined.entities))
        self.items = []

    def _joined(self, items: list[tuple[Styled, bool]]) -> Styled:
        separators = ["", *(self._separator(heading) for _, heading in items[:-1])]
        return join([(piece, separator) for (piece, _), separator in zip(items, separators, strict=True)])

    @staticmethod
    def _separator(after_heading: bool) -> str:
        return "\n" if after_heading else "\n\n"


def _split_pre(block: Block, budgets: Iterator[Budget]) -> list[Styled]:
    """Cut a ``pre`` block by lines (a line longer than a message by force), one ``pre`` per piece."""
    language = block.body.entities[0].language if block.body.entities else None
    head = block.head.split("\n") if block.head else []
    rest = block.body.text.split("\n")
    pieces: list[Styled] = []
    while rest:
        limit = next(budgets)[0]
        lines = head if pieces and head and _lines_units([*head, rest[0]]) <= limit else []
        taken = 0
        while taken < len(rest) and _lines_units([*lines, *rest[: taken + 1]]) <= limit:
            taken += 1
        if taken:
            lines, rest = [*lines, *rest[:taken]], rest[taken:]
        else:  # a line longer than the budget (a head is only added when the next line fits with it)
            cut = _hard_cut(rest[0], limit)
            lines, rest = [rest[0][:cut]], [rest[0][cut:], *rest[1:]]
        text = "\n".join(lines)
        pieces.append(Styled.make(text, [Entity("pre", 0, utf16_len(text), language=language)]))
    return pieces


def _lines_units(lines: list[str]) -> int:
    return utf16_len("\n".join(lines))


def _hard_cut(line: str, room: int) -> int:
    """The code point index to cut ``line`` at so the first part takes ≤ ``room`` units (at least one)."""
    allowed = boundaries(line)
    offsets = {units: index for index, units in enumerate(_code_point_offsets(line))}
    fitting = [units for units in allowed if units <= room]
    return offsets[fitting[-1]] if fitting else 1


def _code_point_offsets(text: str) -> list[int]:
    offsets = [0]
    for char in text:
        offsets.append(offsets[-1] + utf16_len(char))
    return offsets


def _split_prose(body: Styled, budgets: Iterator[Budget]) -> list[Styled]:
    """Cut prose at the best boundary that fits each budget in turn (see the module docstring)."""
    offsets = _code_point_offsets(body.text)
    tiers = [[(offsets[m.start()], offsets[m.end()]) for m in tier.finditer(body.text)] for tier in _TIERS]
    forced = boundaries(body.text)
    pieces: list[Styled] = []
    start, total = 0, body.units
    while start < total:
        units, entities = next(budgets)

        def fits(end: int, start: int = start, units: int = units, entities: int = entities) -> bool:
            return end - start <= units and body.count(start, end) <= entities

        if fits(total):
            pieces.append(body.slice(start, total))
            break
        candidates = forced[bisect.bisect_right(forced, start) :]
        reach = _furthest(candidates, fits) or (candidates[0] if candidates else total)
        end, resume = reach, reach
        for cuts in tiers:
            best = _furthest([cut for cut in cuts if start < cut[0] <= start + units], lambda c: fits(c[0]))
            if best and best[0] - start >= (reach - start) // 2:
                end, resume = best
                break
        pieces.append(body.slice(start, end))
        start = resume
    return pieces


def _furthest(items: list[_T], fits: Callable[[_T], bool]) -> _T | None:
    """The last of ``items`` for which the monotone predicate ``fits`` holds (binary search)."""
    low, high = 0, len(items)
    while low < high:
        middle = (low + high) // 2
        if fits(items[middle]):
            low = middle + 1
        else:
            high = middle
    return items[low - 1] if low else None
