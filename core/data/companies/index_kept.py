"""A built ``CompanyIndex`` kept on disk, so a process starts by reading it instead of building it.

Building the index is most of a keyless quick answer's own work: normalising every name, spelling each
listed name in keystroke jamo, parsing the delisting snapshot (TOML) — about a quarter of a second for
the bundled ~4k rows, more for a synced ~117k-row list. ``CorpCodeTable.index(keep_in=…)`` (the data
services pass ``DEXTER_HOME``) reads the index kept there when it was built from the same things, and
otherwise builds it and keeps it for the next start.

The file, ``companies.index``, holds ``marshal`` data only (no code runs on reading it): a key and the
index's attributes, with the index's slotted parts (the row columns, the key indexes) as their slot
values. The key names everything the index is built from: the table's provenance (``CorpCodeInfo``:
source, row and listed counts, when it was loaded), which store (a hash of its location), the Python
version, and a hash of the source files that build it (resolver, name rules, Hangul spelling, the
delisting snapshot and its loader, the column format). A different key, a file that cannot be read or
that holds anything else, and an index with parts ``marshal`` cannot hold are simply not used: the
index is built as before. Writing is atomic (readers see the old file or the new one) and a failure to
write (a read-only ``DEXTER_HOME``) is ignored.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.data import bundled

if TYPE_CHECKING:
    from core.data.companies.corpcodes import CorpCodeInfo
    from core.data.companies.resolver import CompanyIndex

FILE_NAME = "companies.index"
_FORMAT = "dexter company index 1"
#: the modules whose code builds the index, and the data file it reads
_BUILT_BY = (
    "core.data.companies.resolver",
    "core.data.companies.names",
    "core.data.companies.hangul",
    "core.data.companies.delisted",
    "core.data.companies.corpcode_format",
)
#: the only classes the file may name: the index and its slotted parts
_PACKAGE = "core.data.companies."


def index_key(info: CorpCodeInfo, where: str) -> list[object] | None:
    """What an index over the table ``info`` describes, in the store at ``where``, is built from;
    ``None`` when a source cannot be read (then nothing is kept)."""
    digest = hashlib.sha256()
    try:
        for name in _BUILT_BY:
            with open(str(sys.modules[name].__file__), "rb") as file:
                digest.update(file.read())
        digest.update(bundled("delisted.toml").read_bytes())
    except (KeyError, OSError, TypeError):
        return None
    return [
        _FORMAT,
        sys.version,
        info.source,
        info.rows,
        info.listed,
        info.loaded_at.isoformat(),
        hashlib.sha256(where.encode()).hexdigest(),
        digest.hexdigest(),
    ]


def read_index(folder: Path, key: list[object]) -> CompanyIndex | None:
    """The index kept in ``folder`` under ``key``, or ``None``."""
    from core.data.companies.resolver import CompanyIndex

    try:
        with open(folder / FILE_NAME, "rb") as file:
            kept_key, state = marshal.loads(file.read())
        if kept_key != key:
            return None
        index = CompanyIndex.__new__(CompanyIndex)
        for name, (tag, value) in state.items():
            setattr(index, name, _thaw(tag, value))
    except (OSError, EOFError, ValueError, TypeError, KeyError, AttributeError):
        return None
    return index


def keep_index(folder: Path, key: list[object], index: CompanyIndex) -> bool:
    """Keep ``index`` in ``folder`` under ``key``; ``False`` when it cannot be kept."""
    try:
        data = marshal.dumps((key, {name: _freeze(value) for name, value in vars(index).items()}))
    except (ValueError, TypeError):  # a part marshal cannot hold
        return False
    partial = folder / f"{FILE_NAME}.{os.getpid()}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(data)
        partial.replace(folder / FILE_NAME)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        return False
    return True


def _freeze(value: Any) -> tuple[str, Any]:
    """``("", value)`` for plain data; a slotted part of ours as its class and slot values."""
    cls = type(value)
    slots = getattr(cls, "__slots__", None)
    if slots is None or not cls.__module__.startswith(_PACKAGE):
        return "", value
    return f"{cls.__module__}:{cls.__qualname__}", tuple(getattr(value, slot) for slot in slots)


def _thaw(tag: str, value: Any) -> Any:
    if not tag:
        return value
    module, _, qualname = tag.partition(":")
    if not module.startswith(_PACKAGE):
        raise ValueError(f"not a part of the company index: {tag}")
    owner: Any = sys.modules[module]
    for part in qualname.split("."):
        owner = getattr(owner, part)
    if not isinstance(owner, type):
        raise TypeError(f"not a class: {tag}")
    obj: Any = object.__new__(owner)
    for slot, slot_value in zip(getattr(owner, "__slots__", ()), value, strict=True):
        object.__setattr__(obj, slot, slot_value)
    return obj
