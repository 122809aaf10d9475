"""State that replicas share: rate budgets, locks and small values (``core.shared.base``).

``open_shared(url)`` is what the composition root calls: ``None`` without ``DEXTER_REDIS_URL`` (every
budget counts in-process, exactly as on one machine), else a ``RedisShared`` on that server.
"""

from __future__ import annotations

from core.shared.base import Bucket, Buckets, Lease, Locks, Shared, Slot, Values, Window, Windows
from core.shared.local import LocalShared, TokenBucket

__all__ = [
    "Bucket",
    "Buckets",
    "Lease",
    "LocalShared",
    "Locks",
    "Shared",
    "Slot",
    "TokenBucket",
    "Values",
    "Window",
    "Windows",
    "open_shared",
]


def open_shared(url: str | None) -> Shared | None:
    """The shared state at ``url`` (``redis://…``), or ``None`` (in-process) when it is empty."""
    if not url:
        return None
    from core.shared.redis_backend import RedisShared

    return RedisShared.from_url(url)
