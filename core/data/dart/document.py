"""Parse an OpenDART ``document.xml`` zip (a filing's original text) into chapters and sections.

The zip holds ``<rcept_no>.xml`` (the main body) and attachments ``<rcept_no>_<5 digits>.xml`` (감사보고서
…). DART's own XML: ``DOCUMENT`` > ``DOCUMENT-NAME`` (``ACODE`` 11011 = 사업보고서), ``COMPANY-NAME``,
``BODY`` > ``SECTION-1`` > ``TITLE`` (``ATOC``, ``AASSOCNOTE``) with ``P``/``TABLE``/``SPAN``/``PGBRK`` and
nested ``SECTION-2`` > ``SECTION-3``. Files are often not well-formed (bare ``&``, ``&nbsp;``, ``&cr;``):
entities are fixed first and lxml parses with ``recover=True``. Old filings are CP949 (utf-8 is tried
first). Instead of a zip, the endpoint may send ``<result><status>014</status>…</result>``: that becomes
the typed error for its status.

Text: one paragraph per line, table rows as ``cell | cell | cell`` so figures stay on their row,
whitespace collapsed. Each section's own text is cut at ``max_chars_per_section`` with a marker
starting with ``TRUNCATION_MARK``.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass

from core.data.dart.status import status_error
from core.data.dart.xml import (
    SOURCE,
    Element,
    _attr,
    _first,
    _key,
    _parse_xml,
    _tag,
    _Text,
    _text_of,
    _truncate,
)
from core.errors import DataError, DataFormatError

DEFAULT_MAX_CHARS = 8_000

_MAX_XML_BYTES = 256 * 1024 * 1024
_MAIN = re.compile(r"(\d+)\.xml", re.IGNORECASE)
_ATTACHMENT = re.compile(r"(\d+)_(\d{5})\.xml", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Section:
    """A chapter (``SECTION-1``, level 1) or a section under it (``SECTION-2``/``-3``)."""

    title: str  # "II. 사업의 내용", "1. 사업의 개요"
    level: int  # the n of SECTION-n
    text: str  # the section's own text (subsections excluded), truncated to the limit
    sections: tuple[Section, ...]
    assoc_note: str | None  # TITLE@AASSOCNOTE, e.g. "D-0-2-0-0" for chapter II of a 사업보고서
    chars: int  # length of the own text before truncation
    truncated: bool

    def walk(self) -> Iterator[Section]:
        """This section, then every subsection depth-first."""
        yield self
        for section in self.sections:
            yield from section.walk()

    def full_text(self, max_chars: int | None = None) -> str:
        """Title and text of this section and all subsections, titles as ``#`` headings.

        Args:
            max_chars: cut the result there (with the truncation marker); ``None`` for no limit.
        """
        parts = []
        for section in self.walk():
            parts.append(f"{'#' * section.level} {section.title}")
            if section.text:
                parts.append(section.text)
        text = "\n".join(parts)
        return text if max_chars is None else _truncate(text, max_chars)[0]


@dataclass(frozen=True, slots=True)
class Attachment:
    """An attached document of the filing (``<rcept_no>_<5 digits>.xml``), e.g. 감사보고서."""

    file_name: str
    title: str
    preface: str  # text outside any section (cover page)
    chapters: tuple[Section, ...]


@dataclass(frozen=True, slots=True)
class FilingDocument:
    """A filing's text: the main body's chapters and sections, plus its attachments."""

    rcept_no: str
    title: str  # DOCUMENT-NAME: "사업보고서"
    company: str  # COMPANY-NAME: "삼성전자"
    corp_code: str | None  # COMPANY-NAME@AREGCIK
    acode: str | None  # DOCUMENT-NAME@ACODE: "11011" for 사업보고서
    preface: str  # body text outside any section (cover page), truncated like a section
    chapters: tuple[Section, ...]
    attachments: tuple[Attachment, ...]

    def sections(self) -> Iterator[Section]:
        """Every chapter and section, depth-first: the main body first, then the attachments."""
        for chapter in self.chapters:
            yield from chapter.walk()
        for attachment in self.attachments:
            for chapter in attachment.chapters:
                yield from chapter.walk()

    def find(self, title_substring: str) -> Section | None:
        """The first chapter or section whose title contains ``title_substring``.

        Spaces and case are ignored, so ``find("사업의내용")`` finds "II. 사업의 내용".
        """
        wanted = _key(title_substring)
        return next((s for s in self.sections() if wanted in _key(s.title)), None)

    def outline(self) -> str:
        """Chapter and section titles, one per line, indented by level; attachments marked ``[첨부]``."""
        lines: list[str] = []

        def add(chapters: tuple[Section, ...], indent: int) -> None:
            for chapter in chapters:
                for section in chapter.walk():
                    cut = " (일부)" if section.truncated else ""
                    lines.append(f"{'  ' * (indent + section.level - chapter.level)}{section.title}{cut}")

        add(self.chapters, 0)
        for attachment in self.attachments:
            lines.append(f"[첨부] {attachment.title or attachment.file_name}")
            add(attachment.chapters, 1)
        return "\n".join(lines)


def parse_document(zip_bytes: bytes, *, max_chars_per_section: int = DEFAULT_MAX_CHARS) -> FilingDocument:
    """Parse a ``document.xml`` response into a ``FilingDocument``.

    Args:
        zip_bytes: the raw response body (a zip, or DART's XML error body).
        max_chars_per_section: each section's own text is cut at this many characters.

    Returns:
        Title, company, ACODE and the ordered chapters with their sections' text.

    Raises:
        DataInputError: the body is DART's error for a missing document (013/014) or a bad request.
        DataQuotaError: the error body says the daily quota is used up (020).
        DataFormatError: not a zip, a broken zip, no main ``<rcept_no>.xml``, or unparseable XML.
    """
    if max_chars_per_section < 1:
        raise ValueError("max_chars_per_section must be positive")
    if zip_bytes[:2] != b"PK":
        raise _error_body(zip_bytes)
    (main_name, main_data), *attachments = _read_zip(zip_bytes)
    root = _parse_xml(main_data, main_name)
    title = _text_of(_first(root, "DOCUMENT-NAME"))
    company_el = _first(root, "COMPANY-NAME")
    preface, chapters = _chapters(root, title, max_chars_per_section)
    return FilingDocument(
        rcept_no=main_name.rsplit(".", 1)[0],
        title=title,
        company=_text_of(company_el),
        corp_code=_attr(company_el, "AREGCIK"),
        acode=_attr(_first(root, "DOCUMENT-NAME"), "ACODE"),
        preface=preface,
        chapters=chapters,
        attachments=tuple(
            attachment
            for name, data in attachments
            if (attachment := _attachment(name, data, max_chars_per_section)) is not None
        ),
    )


# --- zip and error bodies ---------------------------------------------------------------------------


def _error_body(data: bytes) -> DataError:
    head = data[:4096].decode("utf-8", "replace")
    status = re.search(r"<status>\s*(\w+)\s*</status>", head)
    message = re.search(r"<message>(.*?)</message>", head, re.S)
    if status:
        return _status_error(status[1], message[1].strip() if message else "")
    if head.lstrip().startswith("{"):
        try:
            body = json.loads(data.decode("utf-8", "replace"))
        except ValueError:
            body = None
        if isinstance(body, dict) and body.get("status"):
            return _status_error(str(body["status"]), str(body.get("message", "")))
    return DataFormatError("OpenDART document.xml: the body is not a zip", source=SOURCE, code="not_zip")


def _status_error(status: str, message: str) -> DataError:
    return status_error(status, message, "document.xml")


def _read_zip(data: bytes) -> list[tuple[str, bytes]]:
    """``[(name, bytes), …]``: the main body first, then the attachments in number order."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return [(name, archive.read(info)) for name, info in _members(archive.infolist())]
    except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError) as exc:
        raise DataFormatError(
            f"OpenDART document.xml: broken zip ({exc})", source=SOURCE, code="bad_zip"
        ) from exc


def _members(infos: list[zipfile.ZipInfo]) -> list[tuple[str, zipfile.ZipInfo]]:
    main: list[tuple[str, zipfile.ZipInfo]] = []
    attached: list[tuple[int, str, zipfile.ZipInfo]] = []
    for info in infos:
        name = info.filename.rsplit("/", 1)[-1]
        number = _ATTACHMENT.fullmatch(name)
        if info.is_dir() or not (number or _MAIN.fullmatch(name)):
            continue
        if info.file_size > _MAX_XML_BYTES:
            raise DataFormatError(f"OpenDART document {name} is too large", source=SOURCE, code="too_large")
        if number:
            attached.append((int(number[2]), name, info))
        elif not main:
            main.append((name, info))
    if not main:
        raise DataFormatError(
            "OpenDART document.xml: no main <rcept_no>.xml in the zip", source=SOURCE, code="no_main_file"
        )
    return main + [(name, info) for _, name, info in sorted(attached, key=lambda item: item[0])]


def _level(tag: str, default: int) -> int:
    _, _, number = tag.partition("-")
    return int(number) if number.isdigit() else default


def _section(element: Element, level: int, limit: int) -> Section:
    title_el = next((child for child in element if _tag(child) == "TITLE"), None)
    content = _Text(skip=title_el).visit(element)
    full = content.text()
    text, truncated = _truncate(full, limit)
    return Section(
        title=_text_of(title_el) or "(제목 없음)",
        level=level,
        text=text,
        sections=tuple(
            _section(child, _level(_tag(child) or "", level + 1), limit) for child in content.sections
        ),
        assoc_note=_attr(title_el, "AASSOCNOTE"),
        chars=len(full),
        truncated=truncated,
    )


def _chapters(root: Element, title: str, limit: int) -> tuple[str, tuple[Section, ...]]:
    """(preface, chapters); a body without sections becomes one chapter titled like the document."""
    body = _first(root, "BODY")
    content = _Text().visit(body if body is not None else root)
    chapters = tuple(_section(el, _level(_tag(el) or "", 1), limit) for el in content.sections)
    text = content.text()
    if chapters:
        return _truncate(text, limit)[0], chapters
    full, truncated = _truncate(text, limit)
    only = Section(title or "(본문)", 1, full, (), None, len(text), truncated)
    return "", (only,)


def _attachment(name: str, data: bytes, limit: int) -> Attachment | None:
    """An attachment, or ``None`` when it cannot be read (the main body still counts)."""
    try:
        root = _parse_xml(data, name)
    except DataFormatError:
        return None
    title = _text_of(_first(root, "DOCUMENT-NAME"))
    preface, chapters = _chapters(root, title, limit)
    return Attachment(file_name=name, title=title, preface=preface, chapters=chapters)
