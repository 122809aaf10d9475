"""Disclosure digests: what a new filing says, posted in its notice's thread (``reader``), as a card of
the filing's own figures (``events`` for OpenDART's 주요사항보고서 data, ``tables`` for a document's one
standard table), a validated model summary, or the section headings (``card``: the model)."""

from core.watch.digest.card import Digest
from core.watch.digest.reader import DigestReader, Summarize, table_kind

__all__ = ["Digest", "DigestReader", "Summarize", "table_kind"]
