"""One keyless reply for the reader's tests: ``bots.direct.direct_reply`` on the recorded data, no model."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from bots.compose import open_runtime
from bots.direct import DirectReply, direct_reply
from core.config import Settings
from tests.core.quick.test_chat2_questions import TODAY


async def keyless_reply(question: str, home: Path, earlier: Sequence[str] = ()) -> DirectReply | None:
    """The reply a chat message gets without a model key (``None``: the agent would answer)."""
    settings = Settings(DEXTER_HOME=str(home), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        return await direct_reply(question, runtime, today=TODAY, earlier=earlier)
