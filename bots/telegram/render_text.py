"""Text with Telegram entities: the value type the Telegram renderer builds, slices and packs.

Telegram formats a message from plain ``text`` plus ``MessageEntity`` spans whose offsets and
lengths count UTF-16 code units (``📈`` is 2, a Hangul syllable 1). Everything here measures in
those units, so a renderer never has to think about surrogate pairs. No python-telegram-bot import.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from itertools import accumulate

from bots.markdown_fixes import ZWSP


def utf16_len(text: str) -> int:
    """Length of ``text`` in UTF-16 code units, the unit of Telegram's limits and entity offsets."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


@dataclass(frozen=True, slots=True)
class Entity:
    """One Telegram ``MessageEntity``; ``offset``/``length`` in UTF-16 code units."""

    type: str  # bold, italic, strikethrough, code, pre, text_link, blockquote
    offset: int
    length: int
    url: str | None = None  # text_link only
    language: str | None = None  # pre only

    @property
    def end(self) -> int:
        return self.offset + self.length

    def to_dict(self) -> dict[str, object]:
        """The Bot API JSON shape (``sendMessage(entities=[…])``), ``None`` fields left out."""
        data: dict[str, object] = {"type": self.type, "offset": self.offset, "length": self.length}
        if self.url is not None:
            data["url"] = self.url
        if self.language is not None:
            data["language"] = self.language
        return data


@dataclass(frozen=True, slots=True)
class Styled:
    """Text and its entities (sorted outermost first); every entity non-empty and not just blanks."""

    text: str
    entities: tuple[Entity, ...] = ()

    @classmethod
    def make(cls, text: str, entities: list[Entity] | tuple[Entity, ...]) -> Styled:
        """Build, dropping entities that are empty or cover only whitespace (Telegram trims those)."""
        data = text.encode("utf-16-le")
        kept = [
            entity
            for entity in entities
            if entity.length > 0 and data[2 * entity.offset : 2 * entity.end].decode("utf-16-le").strip()
        ]
        return cls(text, tuple(sorted(kept, key=lambda e: (e.offset, -e.length))))

    @property
    def units(self) -> int:
        return utf16_len(self.text)

    def slice(self, start: int, end: int) -> Styled:
        """The part between two UTF-16 positions (on code point boundaries), entities clipped to it."""
        text = self.text.encode("utf-16-le")[2 * start : 2 * end].decode("utf-16-le")
        clipped = [
            replace(
                entity,
                offset=max(entity.offset, start) - start,
                length=min(entity.end, end) - max(entity.offset, start),
            )
            for entity in self.entities
            if entity.offset < end and entity.end > start
        ]
        return Styled.make(text, clipped)

    def count(self, start: int, end: int) -> int:
        """How many entities reach into ``[start, end)`` — at least as many as :meth:`slice` keeps."""
        return sum(1 for entity in self.entities if entity.offset < end and entity.end > start)


def join(parts: list[tuple[Styled, str]]) -> Styled:
    """Concatenate ``(styled, separator before it)`` pairs, shifting entities; the first separator is dropped."""
    texts: list[str] = []
    entities: list[Entity] = []
    units = 0
    for index, (part, separator) in enumerate(parts):
        if index:
            texts.append(separator)
            units += utf16_len(separator)
        entities.extend(replace(entity, offset=entity.offset + units) for entity in part.entities)
        texts.append(part.text)
        units += part.units
    return Styled("".join(texts), tuple(entities))


def boundaries(text: str) -> list[int]:
    """UTF-16 positions where ``text`` may be cut by force: code point starts not inside a cluster.

    A cut never lands before a combining mark, a joiner/variation selector/skin tone, nor after a
    zero width joiner, so emoji sequences and decomposed Hangul stay whole.
    """
    offsets = list(accumulate((2 if ord(char) > 0xFFFF else 1 for char in text), initial=0))
    return [
        offsets[index]
        for index in range(1, len(text))
        if not _clings(text[index]) and text[index - 1] != "\u200d"
    ]


def _clings(char: str) -> bool:
    code = ord(char)
    return (
        unicodedata.combining(char) > 0
        or unicodedata.category(char) in ("Mn", "Me")
        or char == "\u200d"
        or 0xFE00 <= code <= 0xFE0F
        or 0x1F3FB <= code <= 0x1F3FF
        or 0x1160 <= code <= 0x11FF  # conjoining jamo vowels and finals
    )


class Writer:
    """Appends text and records entities in UTF-16 units while a renderer walks the Markdown.

    ``indent`` is written after every newline (list nesting); ``gap`` asks for a separator that is
    only written if more text follows, so empty blocks leave no stray blank lines. ZWSPs inserted by
    :func:`bots.markdown_fixes.fix_hangul_emphasis` are dropped: entities do not need them.
    """

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._entities: list[Entity] = []
        self._units = 0
        self._pending = ""
        self.indent = ""

    def gap(self, separator: str) -> None:
        """Write ``separator`` before the next text, unless nothing has been written yet."""
        if self._units:
            self._pending = separator

    def start(self) -> int:
        """Where an entity opened now begins (a pending separator stays outside it)."""
        self._flush()
        return self._units

    def write(self, text: str) -> None:
        text = text.replace(ZWSP, "")
        if not text:
            return
        self._flush()
        self._append(text)

    def mark(self, kind: str, start: int, *, url: str | None = None, language: str | None = None) -> None:
        """Record an entity from ``start`` (see :meth:`start`) to the current end, if it is non-empty."""
        if self._units > start:
            self._entities.append(Entity(kind, start, self._units - start, url=url, language=language))

    def embed(self, styled: Styled) -> None:
        """Write already styled text (a table) as is — no indent, which would shift its entities."""
        begin = self.start()
        self._parts.append(styled.text)
        self._units += styled.units
        self._entities.extend(replace(entity, offset=entity.offset + begin) for entity in styled.entities)

    def result(self) -> Styled:
        return Styled.make("".join(self._parts), self._entities)

    def _flush(self) -> None:
        if self._pending:
            pending, self._pending = self._pending, ""
            self._append(pending)

    def _append(self, text: str) -> None:
        if self.indent:
            text = text.replace("\n", "\n" + self.indent)
        self._parts.append(text)
        self._units += utf16_len(text)
