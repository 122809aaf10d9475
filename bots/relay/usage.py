"""``/dexter usage`` (the asker's day) and ``/dexter status`` (the operator's view), as Korean text (the
words in ``bots.texts``)."""

from __future__ import annotations

import time
from datetime import datetime

from bots.relay.relay import Relay
from bots.texts import (
    STATUS_DATA,
    STATUS_DATA_UNKNOWN,
    STATUS_MODEL,
    STATUS_NO_MODEL,
    STATUS_RUNS,
    STATUS_TITLE,
    USAGE_FREE,
    USAGE_QUOTA,
    USAGE_RUNS,
    USAGE_TITLE,
    USAGE_UNLIMITED,
)
from bots.version import package_version
from core.clock import now_kst


async def usage_text(relay: Relay, platform: str, user_id: str, *, now: datetime | None = None) -> str:
    """Today's (KST) questions and model tokens of one user, against the daily AI-analysis quota."""
    now = now or now_kst()
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    runs, tokens = await relay.journal.usage_since(platform, user_id, midnight.timestamp())
    lines = [USAGE_TITLE.format(now=now), USAGE_RUNS.format(runs=runs, tokens=tokens)]
    if relay.quota is not None:
        used = await relay.quota.used(platform, user_id)
        limit = relay.quota.daily_runs
        lines.append(
            USAGE_QUOTA.format(used=used, limit=limit) if limit else USAGE_UNLIMITED.format(used=used)
        )
    lines.append(USAGE_FREE)
    return "\n".join(lines)


def status_text(relay: Relay, *, started_at: float, now: float | None = None) -> str:
    """Version, uptime, active and queued runs, model and data sources (for admins)."""
    uptime = int((now if now is not None else time.time()) - started_at)
    hours, rest = divmod(uptime, 3600)
    runs = relay.runs
    waiting = max(0, runs.pending - runs.running)
    return "\n".join(
        [
            STATUS_TITLE.format(version=package_version(), hours=hours, minutes=rest // 60),
            STATUS_RUNS.format(running=runs.running, waiting=waiting, cap=runs.max_concurrent),
            STATUS_MODEL.format(model=relay.info.get("model", STATUS_NO_MODEL)),
            STATUS_DATA.format(data=relay.info.get("data", STATUS_DATA_UNKNOWN)),
        ]
    )
