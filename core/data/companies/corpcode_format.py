"""OpenDART's corp-code list on the wire: ``CORPCODE.xml`` rows, the zip around it, the bundled copy.

Each ``<list>`` row has corp_code, corp_name, corp_eng_name (optional, often junk such as ``" "``,
``"-"`` or ``"N/A"``), stock_code (``" "`` when unlisted; new KRX codes can be alphanumeric like
``0126Z0``) and modify_date. The full list has ~117k rows and is parsed at start-up, so the work is
done a column at a time inside the regex engine and ``str`` methods instead of a Python call per row:
a regular expression over the fixed row layout (falling back to a tolerant XML parser when a row does
not fit it), then each text column is cleaned as one newline-joined block. English placeholders are
only dropped where a name is shown or stored (``CorpCodes.company`` and ``CorpCodes.rows``): the index
ignores them anyway.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import compress

from core.errors import DataFormatError

SOURCE = "opendart"
#: An unzipped CORPCODE.xml is ~30 MB; anything far larger is not the file we asked for.
MAX_XML_BYTES = 256 * 1024 * 1024
#: corp_code, corp_name, corp_eng_name, stock_code, modify_date — cleaned, ``""`` when absent.
Row = tuple[str, str, str, str, str]

_TAGS = ("corp_code", "corp_name", "corp_eng_name", "stock_code", "modify_date")
# The fast path: one pass per field; valid when every field occurs once per row.
_FIELDS = tuple(re.compile(rf"<{tag}>([^<]*)</{tag}>") for tag in _TAGS)
# The slower path when a row lacks a field (corp_eng_name is optional).
_ROW = re.compile(
    r"<list>\s*<corp_code>([^<]*)</corp_code>\s*<corp_name>([^<]*)</corp_name>\s*"
    r"(?:<corp_eng_name>([^<]*)</corp_eng_name>\s*|<corp_eng_name\s*/>\s*)?"
    r"<stock_code>([^<]*)</stock_code>\s*<modify_date>([^<]*)</modify_date>\s*</list>"
)
_NO_SPACE = str.maketrans("", "", " \t\r\f\v")
_EDGE_SPACE = re.compile(r"[ \t\r\f\v]+\n|\n[ \t\r\f\v]+")
_OTHER_SPACE = re.compile(r"[\t\r\f\v]")
_DOUBLE_SPACE = re.compile(r"  +")
# A whole line that is a placeholder word, or that has no two Latin letters in a row ("-", ".", "0").
_JUNK_ENG = re.compile(
    r"^(?:n/?a|n|none|no entry|null|nil|해당\s*(?:사항)?\s*없음\.?|없음\.?|없슴)$"
    r"|^(?![^\n]*[A-Za-z]{2})[^\n]+$",
    re.IGNORECASE | re.MULTILINE,
)


@dataclass(frozen=True, slots=True)
class Company:
    """One row of the corp-code list. ``stock_code`` is ``""`` for companies without one."""

    corp_code: str
    name: str
    eng_name: str
    stock_code: str
    modify_date: str = ""

    @property
    def listed(self) -> bool:
        """True when the company has a KRX stock code (delisted companies may keep theirs)."""
        return bool(self.stock_code)

    def row(self) -> Row:
        """The company as a corp-code row."""
        return (self.corp_code, self.name, self.eng_name, self.stock_code, self.modify_date)


def _clean_text_block(block: str) -> str:
    if "&" in block:
        block = _unescape(block)
    return _EDGE_SPACE.sub("\n", block).strip(" \t\r\f\v")


def _clean_eng_block(block: str) -> str:
    block = _clean_text_block(block)
    if "\t" in block or "\r" in block or "\f" in block or "\v" in block:
        block = _OTHER_SPACE.sub(" ", block)
    return _JUNK_ENG.sub("", _DOUBLE_SPACE.sub(" ", block))


def clean_text(raw: str) -> str:
    """A name as sent, entities decoded and outer spaces stripped."""
    return _clean_text_block(raw.replace("\n", " "))


def clean_eng_name(raw: str) -> str:
    """The English name, or ``""`` for placeholders (``" "``, ``"-"``, ``"N/A"``, ``"없음"``, …).

    Args:
        raw: ``corp_eng_name`` as sent.

    Returns:
        The name, spaces collapsed, when it has two Latin letters in a row and is not a placeholder.
    """
    return _clean_eng_block(raw.replace("\n", " "))


def _unescape_block(block: str) -> str:
    return _unescape(block) if "&" in block else block


def _unescape(text: str) -> str:
    """Entities decoded (``&amp;`` → ``&``): html and its entity table load only for a name that has one."""
    import html

    return html.unescape(text)


def _clean_column(values: Sequence[str], block_cleaner: Callable[[str], str]) -> tuple[str, ...]:
    """Clean a whole column in one pass; per value if a value holds a newline itself."""
    cleaned = block_cleaner("\n".join(values)).split("\n")
    if len(cleaned) == len(values):
        return tuple(cleaned)
    return tuple(block_cleaner(value.replace("\n", " ")) for value in values)


@dataclass(frozen=True, slots=True)
class CorpCodes:
    """The corp-code list as aligned columns: row ``i`` is ``corp_codes[i]``, ``names[i]``, ….

    ``eng_names`` may still hold placeholders (``"-"``, ``"N/A"``); ``company`` and ``rows`` drop them.
    """

    corp_codes: tuple[str, ...]
    names: tuple[str, ...]
    eng_names: tuple[str, ...]
    stock_codes: tuple[str, ...]
    modify_dates: tuple[str, ...]

    def __len__(self) -> int:
        return len(self.corp_codes)

    @classmethod
    def from_rows(cls, rows: Iterable[Row]) -> CorpCodes:
        """Columns from cleaned rows (e.g. read back from the database)."""
        columns = tuple(zip(*rows, strict=True))
        if not columns:
            return cls((), (), (), (), ())
        codes, names, engs, stocks, dates = columns
        return cls(codes, names, engs, stocks, dates)

    def company(self, i: int) -> Company:
        """Row ``i`` as a ``Company``."""
        eng = clean_eng_name(self.eng_names[i]) if self.eng_names[i] else ""
        return Company(self.corp_codes[i], self.names[i], eng, self.stock_codes[i], self.modify_dates[i])

    def rows(self) -> list[Row]:
        """Every row, English placeholders dropped (what the database stores)."""
        return list(_stored_rows(self))


@functools.lru_cache(maxsize=1)
def _stored_rows(codes: CorpCodes) -> tuple[Row, ...]:
    """``codes.rows()``, kept for the last list stored (the bundled list fills every new store)."""
    engs = _clean_column(codes.eng_names, _clean_eng_block)
    return tuple(zip(codes.corp_codes, codes.names, engs, codes.stock_codes, codes.modify_dates, strict=True))


def parse_corpcode(data: bytes) -> CorpCodes:
    """Every usable row of a ``CORPCODE.xml`` document (rows without a code or name are dropped).

    Args:
        data: The XML bytes (UTF-8).

    Returns:
        The rows as columns, in document order; empty for a document without rows.

    Raises:
        DataFormatError: The rows fit neither layout and the tolerant XML parser gave up too.
    """
    text = data.decode("utf-8", "replace")
    count = text.count("<list>")
    columns = [pattern.findall(text) for pattern in _FIELDS]
    if all(len(column) == count for column in columns):
        return _from_columns(*columns)
    rows = _ROW.findall(text)
    if len(rows) == count:
        return _from_columns(*zip(*rows, strict=True)) if rows else CorpCodes((), (), (), (), ())
    return CorpCodes.from_rows(_parse_tolerantly(data))  # CDATA, comments, reordered fields, …


def _codes(values: Sequence[str], *, upper: bool = False) -> tuple[str, ...]:
    """Codes and dates without any whitespace (``" "`` is how OpenDART says "no stock code")."""

    def clean(block: str) -> str:
        block = block.translate(_NO_SPACE)
        return block.upper() if upper else block

    return _clean_column(values, clean)


def _from_columns(
    raw_codes: Sequence[str],
    raw_names: Sequence[str],
    raw_engs: Sequence[str],
    raw_stocks: Sequence[str],
    raw_dates: Sequence[str],
) -> CorpCodes:
    codes, stocks, dates = _codes(raw_codes), _codes(raw_stocks, upper=True), _codes(raw_dates)
    names = _clean_column(raw_names, _clean_text_block)
    engs = _clean_column(raw_engs, _unescape_block)
    if "" in codes or "" in names:
        keep = [bool(code and name) for code, name in zip(codes, names, strict=True)]
        codes, names, engs, stocks, dates = (
            tuple(compress(column, keep)) for column in (codes, names, engs, stocks, dates)
        )
    return CorpCodes(codes, names, engs, stocks, dates)


def _parse_tolerantly(data: bytes) -> list[Row]:
    from lxml import etree  # only for a document the two regex layouts cannot read (rare, and slow anyway)

    parser = etree.XMLParser(recover=True, resolve_entities=False, no_network=True, huge_tree=True)
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as exc:
        raise DataFormatError("CORPCODE.xml is not XML", source=SOURCE) from exc
    if root is None:
        raise DataFormatError("CORPCODE.xml is empty", source=SOURCE)
    rows: list[Row] = []
    for element in root.iter("list"):
        fields = {child.tag: (child.text or "") for child in element}
        code, name = fields.get("corp_code", "").strip(), clean_text(fields.get("corp_name", ""))
        if code and name:
            eng = clean_eng_name(fields.get("corp_eng_name", ""))
            stock = fields.get("stock_code", "").strip().upper()
            rows.append((code, name, eng, stock, fields.get("modify_date", "").strip()))
    return rows


def extract_corpcode_xml(payload: bytes) -> bytes:
    """``CORPCODE.xml`` from the zip that ``corpCode.xml`` sends.

    Args:
        payload: The zip bytes (the caller has checked the ``PK`` magic).

    Returns:
        The XML bytes.

    Raises:
        DataFormatError: Not a zip, no XML member, or a member too large to be the list.
    """
    # loaded with the first download: a start that reads the companies from the store needs no zip reader
    # (zipfile brings shutil, bz2 and lzma: a few ms)
    import io
    import zipfile
    import zlib

    try:
        archive = zipfile.ZipFile(io.BytesIO(payload))
    except zipfile.BadZipFile as exc:
        raise DataFormatError("corpCode.xml: the body is not a valid zip", source=SOURCE) from exc
    with archive:
        members = [m for m in archive.infolist() if m.filename.lower().endswith(".xml")]
        member = next((m for m in members if m.filename.upper() == "CORPCODE.XML"), None)
        member = member or (members[0] if len(members) == 1 else None)
        if member is None:
            raise DataFormatError("corpCode.xml: the zip has no CORPCODE.xml", source=SOURCE)
        if member.file_size > MAX_XML_BYTES:
            raise DataFormatError("corpCode.xml: CORPCODE.xml is implausibly large", source=SOURCE)
        try:
            return archive.read(member)
        except (zipfile.BadZipFile, zlib.error) as exc:
            raise DataFormatError("corpCode.xml: the zip is corrupt", source=SOURCE) from exc


@functools.cache
def bundled_corpcodes() -> CorpCodes:
    """The listed companies shipped with the product (``bundle/CORPCODE_listed.xml.gz``), read once per
    process (the list is frozen): every store that starts empty is filled from it."""
    import gzip

    from core.data import bundled

    ref = bundled("CORPCODE_listed.xml.gz")
    return parse_corpcode(gzip.decompress(ref.read_bytes()))
