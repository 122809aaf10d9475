"""The bot's own replies parsed into :mod:`bots.markdown_nodes` without markdown-it: a line reader for the
few shapes they are written in, for the terminal's keyless answers (markdown-it and its imports are a
sixth of a quick answer's start-up).

    parse_plain(markdown) -> Document | None

Read here: paragraphs of text with ``**strong**``, `` `code` `` and ``[label](https://…)``; ``#``–``######``
headings; ``-`` bullet lists of one-line items; ``>`` quotes of plain lines; pipe tables with a delimiter
row. Anything else — another inline mark (``*``, ``_``, ``~~``, ``<``, ``\\``, ``&…;``), a nested or
numbered list, a line that continues an item or a quote, code, rules, indentation, a table without its
delimiter row or with a ragged row — returns ``None``, and the caller parses with
:func:`bots.markdown_tree.parse`. Where this reader answers, its document is markdown-it's (text runs
joined): ``tests/bots/test_markdown_lines.py`` holds the two to each other on the bot's replies and on
near misses.
"""

from __future__ import annotations

import re
import string
import unicodedata

from bots.markdown_fixes import fix_hangul_emphasis
from bots.markdown_nodes import (
    Block,
    Cell,
    CodeSpan,
    Document,
    Emphasis,
    Heading,
    Inline,
    LineBreak,
    Link,
    ListBlock,
    ListItem,
    Paragraph,
    Quote,
    Strong,
    Table,
    Text,
)
from bots.textwidth import Align

_ASCII_PUNCT = frozenset(string.punctuation)
_HEADING = re.compile(r"(#{1,6}) +(\S(?:.*\S)?)")
_BULLET = re.compile(r"- {1,4}(\S.*)")
_QUOTE = re.compile(r"> ?(.*)")
_DELIMITER = re.compile(r"\|(?: *:?-+:? *\|)+")
#: a line that starts a block this reader does not read (or that markdown-it might read as one)
_OTHER_START = re.compile(
    r"[ \t]|\*(?!\*[^*\s])|[+=~`<\[]|-(?!\s+\S)|\d+[.)]|#(?!#{0,5} )|\|(?!.*\|$)|>(?!.)"
)
#: an inline mark this reader does not read, left over once its own marks are taken out
_OTHER_INLINE = re.compile(r"[*_<>\\`]|~~|&#?\w+;|\]\s*[(\[]")
#: the inline marks read here: strong, emphasis with ``_``, a code span, a link to a web address
_INLINE = re.compile(
    r"\*\*(?P<strong>[^*\s](?:[^*]*[^*\s])?)\*\*|(?<![^\W_])_(?P<em>[^_\s](?:[^_]*[^_\s])?)_(?![^\W_])|"
    r"`(?P<code>[^`\s](?:[^`]*[^`\s])?)`|"
    r"\[(?P<label>[^\[\]]+)\]\((?P<href>https?://[A-Za-z0-9_.~:/?#@!$&'*+,;=%-]+)\)"
)
_ESCAPED = re.compile(r"&#?\w+;|%(?![0-9A-Fa-f]{2})")
#: ``_`` between two letters or digits (``ANTHROPIC_API_KEY``): neither opens nor closes emphasis
_INTRAWORD = re.compile(r"(?<=[^\W_])_+(?=[^\W_])")


def parse_plain(markdown: str) -> Document | None:
    """``markdown`` as a :class:`Document` when it uses only the shapes above, else ``None``."""
    source = fix_hangul_emphasis(markdown)
    lines = source.split("\n")
    blocks: list[Block] = []
    at = 0
    while at < len(lines):
        line = lines[at]
        if not line.strip():
            if line:  # spaces on an empty line: markdown-it's reading is left to it
                return None
            at += 1
            continue
        read = _block(lines, at)
        if read is None:
            return None
        block, at = read
        blocks.append(block)
    return Document(blocks=tuple(blocks), source=source)


def _block(lines: list[str], at: int) -> tuple[Block, int] | None:
    line = lines[at]
    if line.endswith((" ", "\t")):
        return None
    if heading := _HEADING.fullmatch(line):
        if heading.group(2).endswith("#"):
            return None
        children = _inlines(heading.group(2))
        return None if children is None else (Heading(len(heading.group(1)), children), at + 1)
    if line.startswith("|"):
        return _table(lines, at)
    if line.startswith("-"):
        return _list(lines, at)
    if line.startswith(">"):
        return _quote(lines, at)
    if _OTHER_START.match(line):
        return None
    return _paragraph(lines, at)


def _ends(lines: list[str], at: int) -> bool:
    """Whether the line at ``at`` ends the block before it (no line, an empty line, or another block's
    start: a heading, a bullet, a quote or a table)."""
    if at >= len(lines) or not lines[at]:
        return True
    return bool(_HEADING.fullmatch(lines[at]) or _BULLET.fullmatch(lines[at])) or lines[at][0] in "|>"


def _first(lines: list[str], at: int) -> str:
    """The first character of the line at ``at`` (``""`` past the end or on an empty line)."""
    return lines[at][:1] if at < len(lines) else ""


def _paragraph(lines: list[str], at: int) -> tuple[Block, int] | None:
    texts = []
    while not _ends(lines, at):
        line = lines[at]
        if line.endswith((" ", "\t")) or _OTHER_START.match(line):
            return None
        texts.append(line)
        at += 1
    if _first(lines, at) in ("|", ">"):
        return None  # a table or quote right under a paragraph: markdown-it's rules decide
    paragraph = _joined(texts)
    return None if paragraph is None else (paragraph, at)


def _list(lines: list[str], at: int) -> tuple[Block, int] | None:
    items = []
    while at < len(lines) and (bullet := _BULLET.fullmatch(lines[at])):
        text = bullet.group(1)
        other = text.endswith((" ", "\t")) or _OTHER_START.match(text) or _ends([text], 0)
        inlines = None if other else _inlines(text)
        if inlines is None:
            return None
        items.append(ListItem((Paragraph(inlines),), delimiter="-"))
        at += 1
    if not items or not _ends(lines, at) or _first(lines, at) == ">":
        return None  # a continuation line, or a quote right under an item
    after = at
    while after < len(lines) and not lines[after]:
        after += 1
    if after > at and after < len(lines) and _BULLET.fullmatch(lines[after]):
        return None  # blank lines inside the list: markdown-it makes it one loose list
    return ListBlock(False, tuple(items)), at


def _quote(lines: list[str], at: int) -> tuple[Block, int] | None:
    texts = []
    while at < len(lines) and lines[at].startswith(">"):
        quoted = _QUOTE.fullmatch(lines[at])
        text = quoted.group(1) if quoted else ""
        if not text or text.endswith((" ", "\t")) or _OTHER_START.match(text) or _ends([text], 0):
            return None
        texts.append(text)
        at += 1
    if not _ends(lines, at) or _first(lines, at) == "|":
        return None  # a lazy continuation line
    paragraph = _joined(texts)
    return None if paragraph is None else (Quote((paragraph,)), at)


def _joined(texts: list[str]) -> Paragraph | None:
    """Lines of one paragraph: their inline nodes with a soft break between lines."""
    children: list[Inline] = []
    for index, text in enumerate(texts):
        inlines = _inlines(text)
        if inlines is None:
            return None
        if index:
            children.append(LineBreak())
        children.extend(inlines)
    return Paragraph(tuple(children))


def _table(lines: list[str], at: int) -> tuple[Block, int] | None:
    if at + 1 >= len(lines) or not _DELIMITER.fullmatch(lines[at + 1]):
        return None
    header = _cells(lines[at])
    marks = [mark.strip() for mark in lines[at + 1][1:-1].split("|")]
    if header is None or len(marks) != len(header):
        return None
    aligns = tuple(_align(mark) for mark in marks)
    rows: list[tuple[Cell, ...]] = []
    at += 2
    while at < len(lines) and lines[at]:
        row = _cells(lines[at])
        if row is None or len(row) != len(header):
            return None
        rows.append(row)
        at += 1
    return Table(header, tuple(rows), aligns), at


def _cells(line: str) -> tuple[Cell, ...] | None:
    if len(line) < 2 or not line.endswith("|") or "\\" in line or "`" in line:
        return None
    cells: list[Cell] = []
    for raw in line[1:-1].split("|"):
        inlines = _inlines(raw.strip())
        if inlines is None:
            return None
        cells.append(inlines)
    return tuple(cells)


def _align(mark: str) -> Align | None:
    left, right = mark.startswith(":"), mark.endswith(":")
    return "center" if left and right else "right" if right else "left" if left else None


def _inlines(text: str) -> tuple[Inline, ...] | None:
    """One line's inline nodes, or ``None`` when it holds a mark this reader does not read."""
    nodes: list[Inline] = []
    at = 0
    for match in _INLINE.finditer(text):
        node = _plain(text[at : match.start()], nodes) and _node(match)
        if not node:
            return None
        nodes.append(node)
        at = match.end()
    return tuple(nodes) if _plain(text[at:], nodes) else None


def _node(match: re.Match[str]) -> Inline | None:
    text, start, end = match.string, match.start(), match.end()
    mark = text[start]
    if mark in "*_" and (text[start - 1 : start] == mark or text[end : end + 1] == mark):
        return None  # a longer run of the mark (``****``, ``__``): CommonMark's pairing decides
    if (strong := match.group("strong")) is not None:
        inner = _inlines(strong)  # fix_hangul_emphasis has made every pair flank as CommonMark asks
        return None if inner is None or any(isinstance(node, Strong) for node in inner) else Strong(inner)
    if (emphasis := match.group("em")) is not None:
        outside = text[start - 1 : start] + text[end : end + 1]
        inner = None if any(_wordy(char) for char in outside) else _inlines(emphasis)
        return None if inner is None else Emphasis(inner)
    if (code := match.group("code")) is not None:
        return CodeSpan(code)
    label, href = _inlines(match.group("label")), match.group("href")
    if label is None or any(isinstance(node, Link) for node in label) or _ESCAPED.search(href):
        return None  # an entity or a stray ``%`` in the address: markdown-it rewrites it
    if text[start - 1 : start] == "!":
        return None  # an image
    return Link(href, label)


def _plain(text: str, nodes: list[Inline]) -> bool:
    if _OTHER_INLINE.search(_INTRAWORD.sub("", text)):
        return False
    if text:
        nodes.append(Text(text))
    return True


def _punct(char: str) -> bool:
    """CommonMark's punctuation as markdown-it reads it: ASCII punctuation or a Unicode P* character."""
    return char in _ASCII_PUNCT or unicodedata.category(char).startswith("P")


def _wordy(char: str) -> bool:
    return bool(char) and not char.isspace() and not _punct(char)
