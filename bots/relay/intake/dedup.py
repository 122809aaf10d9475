"""Dedup, in one place: a platform may deliver one message several times (Slack retries an event and
sends ``app_mention`` and ``message.channels`` for one message; Telegram redelivers an update until it
gets a 2xx), under every key in ``Inbound.dedup_keys``; any key seen before makes it a duplicate.

* A delivery that becomes a run claims its keys in the store (``claim_keys``, table ``relay_dedup``, in
  the run journal's accept transaction, with a TTL): a duplicate also after a restart, and on every
  replica sharing the store.
* Deliveries that do not become runs (help replies, refusals), and one the store could not keep (disk
  full), use the in-process ``DedupCache``.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Iterable

from bots.relay.ports import Clock, Inbound
from core.store import Transaction

DEDUP_KEYS = 10_000
DEDUP_TTL_S = 3600.0  # Slack retries for ~5 minutes, Telegram until a 2xx: an hour covers both


def delivery_keys(inbound: Inbound) -> list[str]:
    """The delivery's dedup keys, namespaced by its platform, each once."""
    return list(dict.fromkeys(f"{inbound.platform}:{key}" for key in inbound.dedup_keys))


async def claim_keys(db: Transaction, keys: Iterable[str], run_id: str, *, now: float, ttl_s: float) -> bool:
    """Claim every key for ``run_id`` in the store (inside the caller's transaction); ``False`` when one
    is held and not expired — the caller rolls back. Each claim is one upsert, so two processes (or
    replicas on PostgreSQL) claiming the same key at once: the second waits for the first's row and
    then finds it held. Keys go in one order everywhere: two claims never wait on each other."""
    for key in sorted(keys):
        claimed = await db.execute(
            "INSERT INTO relay_dedup (key, run_id, expires_at) VALUES (?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET run_id = excluded.run_id, expires_at = excluded.expires_at"
            " WHERE relay_dedup.expires_at <= ?",
            (key, run_id, now + ttl_s, now),
        )
        if claimed != 1:
            return False
    return True


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
