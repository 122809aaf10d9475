"""A stored run as the journal reads it: ``RunRecord``, the run statuses and the reply target's
JSON, and how one ``relay_runs`` row becomes a record (``RECORD_COLUMNS`` → ``record_from_row``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from bots.relay.ports import ConversationKey, Inbound, ReplyTarget, key_from_text
from core.clock import KST
from core.store import Row

RunStatus = Literal[
    "queued",
    "running",
    "delivering",
    "delivered",
    "ending",
    "answered",
    "failed",
    "cancelled",
    "interrupted",
]


@dataclass(frozen=True, slots=True)
class RunRecord:
    """One stored run, enough to re-run it after a restart in the same progress message."""

    run_id: str
    inbound: Inbound
    progress_id: str | None
    status: str
    attempts: int
    created_at: float
    answer: str | None = None
    #: the replica holding the run (``None``: nobody — claimable) and when it last said so
    owner: str | None = None
    heartbeat_at: float | None = None
    #: why it failed (``None`` unless it failed; an ``ending`` run with one ends ``failed``)
    error: str | None = None


def target_json(target: ReplyTarget) -> str:
    return json.dumps(
        {
            "platform": target.platform,
            "channel": target.channel,
            "thread": target.thread,
            "message": target.message,
            "extra": dict(target.extra),
        },
        ensure_ascii=False,
    )


def _target_from(text: str) -> ReplyTarget:
    data = json.loads(text)
    return ReplyTarget(
        str(data["platform"]),
        str(data["channel"]),
        str(data.get("thread", "")),
        str(data.get("message", "")),
        {str(k): str(v) for k, v in dict(data.get("extra", {})).items()},
    )


RECORD_COLUMNS = (
    "run_id, platform, conversation, user_id, question, reply_to, progress_id, status,"
    " attempts, created_at, answer, received_at, owner, heartbeat_at, error"
)


def record_from_row(row: Row) -> RunRecord:
    """One ``SELECT RECORD_COLUMNS`` row as a record."""
    (
        run_id,
        platform,
        conversation,
        user,
        question,
        reply_to,
        progress,
        status,
        attempts,
        created,
        answer,
        at,
        owner,
        heartbeat,
        error,
    ) = row
    key: ConversationKey = key_from_text(str(conversation)) or (str(platform),)
    received = datetime.fromisoformat(str(at))
    inbound = Inbound(
        str(platform),
        key,
        str(user),
        str(question),
        _target_from(str(reply_to)),
        received_at=received if received.tzinfo else received.replace(tzinfo=KST),
    )
    return RunRecord(
        str(run_id),
        inbound,
        str(progress) if progress else None,
        str(status),
        int(attempts),
        float(created),
        str(answer) if answer is not None else None,
        str(owner) if owner is not None else None,
        float(heartbeat) if heartbeat is not None else None,
        str(error) if error is not None else None,
    )
