"""Tolerant reading of DART's XML (dart3/dart4): decoding, entity repair, recovery parsing, and text
extraction with tables rendered as ``a | b | c`` rows so numbers stay on their row."""

from __future__ import annotations

import html.entities
import re
from typing import Any

from lxml import etree

from core.errors import DataFormatError

SOURCE = "opendart"
TRUNCATION_MARK = "…(이하 생략"
Element = Any  # lxml ships no type stubs

_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>")
_ENTITY = re.compile(r"&(#\d+;|#[xX][0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)?")
_XML_ENTITIES = frozenset({"amp", "lt", "gt", "quot", "apos"})
_SPACE = re.compile(r"\s+")
_CELLS = frozenset({"TD", "TH", "TE", "TU"})
_INLINE = frozenset({"SPAN", "A", "B", "I", "U", "FONT", "SUP", "SUB", "STRONG", "EM"})
_SKIPPED = frozenset({"TOC", "IMAGE", "IMG"})


# --- XML ------------------------------------------------------------------------------------------


def _decode(data: bytes) -> str:
    for encoding in ("utf-8-sig", "cp949"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("utf-8", "replace")


def _fix_entity(match: re.Match[str]) -> str:
    ref = match[1]
    if ref is None:
        return "&amp;"  # a bare ampersand ("R&D")
    name = ref[:-1]
    if ref[0] == "#" or name in _XML_ENTITIES:
        return match[0]
    if name.lower() == "cr":
        return "&#10;"
    char = html.entities.html5.get(ref)
    if char:
        return "".join(f"&#{ord(c)};" for c in char)
    return f"&amp;{ref}"


def _parse_xml(data: bytes, name: str) -> Element:
    # Decoded here (utf-8, then cp949) so the declaration is dropped and lxml reads utf-8.
    text = _ENTITY.sub(_fix_entity, _XML_DECL.sub("", _decode(data), count=1))
    parser = etree.XMLParser(
        recover=True,
        encoding="utf-8",
        huge_tree=True,
        resolve_entities=False,
        no_network=True,
        remove_comments=True,
        remove_pis=True,
    )
    try:
        root = etree.fromstring(text.encode("utf-8"), parser)
    except etree.XMLSyntaxError as exc:
        raise DataFormatError(
            f"OpenDART {name}: unreadable XML ({exc})", source=SOURCE, code="bad_xml"
        ) from exc
    if root is None:
        raise DataFormatError(f"OpenDART {name}: unreadable XML", source=SOURCE, code="bad_xml")
    return root


def _tag(element: Element) -> str | None:
    tag = element.tag
    if not isinstance(tag, str):
        return None
    return (tag.rsplit("}", 1)[-1] if "}" in tag else tag).upper()


def _first(root: Element, tag: str) -> Element | None:
    return next((el for el in root.iter() if _tag(el) == tag), None)


def _attr(element: Element | None, name: str) -> str | None:
    if element is None:
        return None
    value = element.get(name) or element.get(name.lower())
    if value is None:
        return None
    return str(value).strip() or None


def _norm(text: str) -> str:
    return " ".join(text.split())  # str.split also splits on &nbsp; (U+00A0) and U+3000


def _key(text: str) -> str:
    return _SPACE.sub("", text).casefold()


def _text_of(element: Element | None) -> str:
    return "" if element is None else _norm("".join(str(t) for t in element.itertext()))


class _Text:
    """Renders an element's content to lines; nested ``SECTION-n`` elements are collected, not rendered."""

    def __init__(self, skip: Element | None = None) -> None:
        self.lines: list[str] = []
        self.sections: list[Element] = []
        self._buffer: list[str] = []
        self._skip = skip

    def flush(self) -> None:
        line = _norm("".join(self._buffer))
        self._buffer.clear()
        if line:
            self.lines.append(line)

    def visit(self, node: Element) -> _Text:
        if node.text:
            self._buffer.append(str(node.text))
        for child in node:
            tag = _tag(child)
            if child is self._skip or tag is None or tag in _SKIPPED:
                pass
            elif tag.startswith("SECTION"):
                self.flush()
                self.sections.append(child)
            elif tag == "TABLE":
                self.flush()
                self.lines.extend(_table_lines(child))
            elif tag in _INLINE:
                self.visit(child)
            else:
                self.flush()
                self.visit(child)
                self.flush()
            if child.tail:
                self._buffer.append(str(child.tail))
        return self

    def text(self) -> str:
        self.flush()
        return "\n".join(self.lines)


def _cell_text(cell: Element) -> str:
    if len(cell) == 0:  # most cells: plain text, no markup inside
        return _norm(cell.text or "")
    return " ".join(_Text().visit(cell).text().splitlines())


def _table_lines(table: Element) -> list[str]:
    lines = []
    for row in table.iter("TR", "tr"):
        cells = [_cell_text(cell) for cell in row if _tag(cell) in _CELLS]
        if any(cells):
            lines.append(" | ".join(cells))
    return lines


def _truncate(text: str, limit: int) -> tuple[str, bool]:
    if len(text) <= limit:
        return text, False
    cut = text.rfind("\n", 0, limit)
    if cut < limit * 0.8:
        cut = limit
    return f"{text[:cut].rstrip()}\n{TRUNCATION_MARK}: 전체 {len(text):,}자 중 {cut:,}자)", True
