"""What a caller holds to steer a run: a cancel token, and the history of earlier turns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from core.clock import KST

__all__ = ["KST", "CancelToken", "Turn", "new_run_id"]


class CancelToken:
    """Cancels a run from outside. Callbacks fire once, on the first ``cancel()``."""

    def __init__(self) -> None:
        self._cancelled = False
        self._callbacks: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def cancel(self) -> None:
        if self._cancelled:
            return
        self._cancelled = True
        for callback in self._callbacks:
            callback()
        self._callbacks.clear()

    def on_cancel(self, callback: Callable[[], None]) -> None:
        if self._cancelled:
            callback()
        else:
            self._callbacks.append(callback)


@dataclass(frozen=True, slots=True)
class Turn:
    """One earlier question and its answer in the same conversation."""

    query: str
    answer: str


def new_run_id() -> str:
    """Sortable and short: KST timestamp plus random suffix, e.g. ``20261121-153012-a1b2c3``."""
    import secrets  # with base64, hmac and random: loaded for a run id, not at every start

    return datetime.now(KST).strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)
