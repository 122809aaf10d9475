"""One keyless reply for the reader's tests: ``bots.direct.direct_reply`` on the recorded data, no model, on the
process's shared runtime (``shared_runtime``)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from bots.direct import DirectReply
from tests.core.quick.chat_questions import Case
from tests.core.quick.shared_runtime import shared_reply
from tests.core.quick.test_chat2_questions import TODAY


async def keyless_reply(question: str, home: Path, earlier: Sequence[str] = ()) -> DirectReply | None:
    """The reply a chat message gets without a model key (``None``: the agent would answer). ``home``, the
    test's own directory, is not used: the reply is the same on any home (``shared_runtime``)."""
    return await shared_reply(question, today=TODAY, earlier=earlier)


async def markdown_and_path(question: str, home: Path) -> tuple[str | None, str | None]:
    """The keyless reply's markdown and path (``(None, None)``: the agent would answer)."""
    reply = await keyless_reply(question, home)
    return (None, None) if reply is None else (reply.markdown, reply.path)


async def assert_named_or_deferred(case: Case, home: Path) -> None:
    """The reviews' check: an answerable ``case`` gets a quick answer naming each of its ``names``; any other is
    not answered quickly (deferred to the agent or declined)."""
    markdown, path = await markdown_and_path(case.question, home)
    quick = markdown if path == "quick" else None
    if case.answerable:
        assert quick is not None and all(n in quick for n in case.names), markdown
        return
    assert quick is None, markdown
