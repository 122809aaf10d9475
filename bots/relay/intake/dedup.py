"""In-process dedup of deliveries that do not become stored runs (help replies, refusals)."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Iterable

from bots.relay.ports import Clock

DEDUP_KEYS = 10_000
DEDUP_TTL_S = 3600.0  # Slack retries for ~5 minutes, Telegram until a 2xx: an hour covers both


class DedupCache:
    """Recently seen delivery keys: an LRU of ``max_keys`` entries, each forgotten after ``ttl_s``."""

    def __init__(
        self, *, max_keys: int = DEDUP_KEYS, ttl_s: float = DEDUP_TTL_S, clock: Clock = time.monotonic
    ) -> None:
        self._max_keys = max_keys
        self._ttl_s = ttl_s
        self._clock = clock
        self._seen: OrderedDict[str, float] = OrderedDict()

    def __len__(self) -> int:
        return len(self._seen)

    def seen(self, keys: Iterable[str]) -> bool:
        """Whether any of ``keys`` was seen; records all of them either way (aliases of one message)."""
        now = self._clock()
        while self._seen and next(iter(self._seen.values())) <= now - self._ttl_s:
            self._seen.popitem(last=False)
        keys = list(keys)
        duplicate = any(key in self._seen for key in keys)
        for key in keys:
            self._seen[key] = now
            self._seen.move_to_end(key)
        while len(self._seen) > self._max_keys:
            self._seen.popitem(last=False)
        return duplicate
