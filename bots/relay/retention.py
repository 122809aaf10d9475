"""What retention prunes of the relay's tables (``core.retention`` calls ``prune_relay``: core knows no
bot table), each only when it exists:

================  ===========================================================================
relay_turns       conversation turns whose ``at`` (ISO-8601 with offset) is older than retention
relay_runs        finished run records (answered, failed, cancelled, interrupted — except an
                  interrupted run kept to resume) last updated before retention, and the answer
                  ledger (``relay_chunks``) of the runs gone (``bots.relay.cluster.run_store``)
relay_cancels     stop requests made before retention, or whose run record is gone
relay_dedup       dedup keys past their own ``expires_at``
relay_user_runs   per-user daily counts for days before retention
================  ===========================================================================
"""

from __future__ import annotations

from datetime import datetime

from bots.relay.cluster import run_store
from core.clock import KST
from core.retention import delete_rows
from core.store import Store


async def prune_relay(store: Store, tables: set[str], cutoff: datetime, now: datetime) -> dict[str, int]:
    """Rows removed per relay table (see the module docstring)."""
    removed: dict[str, int] = {}
    if "relay_turns" in tables:
        # ``at`` is ISO-8601 text with an offset: compared as a time, not as text
        older = (
            "julianday(at) < julianday(?)"
            if store.dialect == "sqlite"
            else "at::timestamptz < ?::timestamptz"
        )
        removed["relay_turns"] = await delete_rows(store, "relay_turns", older, (cutoff.isoformat(),))
    removed.update(await run_store.prune(store, tables, cutoff, delete_rows))
    if "relay_cancels" in tables:
        gone = f" OR {run_store.gone_runs()}" if "relay_runs" in tables else ""
        removed["relay_cancels"] = await delete_rows(
            store, "relay_cancels", f"requested_at < ?{gone}", (cutoff.timestamp(),)
        )
    if "relay_dedup" in tables:
        removed["relay_dedup"] = await delete_rows(store, "relay_dedup", "expires_at < ?", (now.timestamp(),))
    if "relay_user_runs" in tables:  # days are KST dates, ISO text: compared as text
        day = cutoff.astimezone(KST).date().isoformat()
        removed["relay_user_runs"] = await delete_rows(store, "relay_user_runs", "day < ?", (day,))
    return removed
