"""A reader of a text, kept: the words of one message or answer go through the same pure reader many times.

``kept_list(read)`` is ``read`` keeping its answers for the last ``KEPT`` texts. The answers are lists of frozen
values and each caller gets a list of its own, so what a caller does with it never reaches the kept one. Only for
functions of the text alone (no clock, no settings, no data that changes).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

#: texts whose answers one reader keeps
KEPT = 8192


def kept_list(read: Callable[[str], list[T]]) -> Callable[[str], list[T]]:
    """``read``, keeping its answers by text (see the module docstring)."""

    @functools.lru_cache(maxsize=KEPT)
    def kept(text: str) -> tuple[T, ...]:
        return tuple(read(text))

    @functools.wraps(read)
    def reader(text: str) -> list[T]:
        return list(kept(text))

    return reader
