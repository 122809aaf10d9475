"""Market data and filings: OpenDART, KIS, the companies, and the data bundled with the product."""

from __future__ import annotations

from pathlib import Path

#: The data shipped inside the package (``core/data/bundle``: the listed companies, recorded filings, KIS
#: samples, delistings, market caps) — a directory on disk in a checkout and in an installed wheel alike.
#: Read as plain files: ``importlib.resources`` would bring zipfile, tempfile and shutil into every start.
BUNDLE_DIR = Path(__file__).parent / "bundle"


def bundled(name: str) -> Path:
    """A file (or directory) of the bundle by its name inside it."""
    return BUNDLE_DIR / name
