"""An answer's delivery: the port renders it once into the messages it is posted as (its chunks); the
relay posts them in order, each recorded in the delivery ledger (``relay_chunks``, the run journal)
the moment it is out, and retries what is left.

So a retried delivery — after a 429, a timeout, a 5xx — and a re-post after a restart mid-answer post
only the chunks not yet out, never one twice. An answer a live view showed (a Slack stream) is
recorded as posted whole: a re-post after a restart skips it.
"""

from __future__ import annotations

from typing import Protocol

from bots.relay.ports import DeliveryError, PlatformPort, PortError, ReplyTarget, Sleep
from bots.relay.run.retries import attempt
from core.lang import Language
from core.logging import get_logger

log = get_logger(__name__)

ANSWER_ATTEMPTS = 5
ANSWER_MAX_RETRY_AFTER_S = 300.0  # an answer waits out a long flood wait rather than being lost
ANSWER_TIMEOUT_S = 180.0


class ChunkLedger(Protocol):
    """Which chunks of a run's answer are already posted, kept across restarts (the run journal)."""

    async def chunks_posted(self, run_id: str) -> int: ...

    async def chunk_posted(self, run_id: str, count: int) -> None: ...


class AnswerDelivery:
    """Posts answers chunk by chunk through a port, keeping ``ledger`` (see the module docstring)."""

    def __init__(self, ledger: ChunkLedger, *, sleep: Sleep) -> None:
        self._ledger = ledger
        self._sleep = sleep

    async def post(
        self, port: PlatformPort, target: ReplyTarget, markdown: str, *, run_id: str, lang: Language = "ko"
    ) -> None:
        """Post the chunks of ``markdown`` not yet out, in order, with bounded retries (``lang``: the
        run's, for the buttons under the answer); ``DeliveryError`` when they cannot be posted."""
        chunks = port.render_answer(markdown)
        posted = await self._ledger.chunks_posted(run_id)

        async def rest() -> None:
            nonlocal posted
            while posted < len(chunks):
                last = posted == len(chunks) - 1
                await port.post_chunk(target, chunks[posted], run_id=run_id, last=last, lang=lang)
                posted += 1  # out: a retry goes on from the next one, whatever the ledger does
                await self._ledger.chunk_posted(run_id, posted)

        try:
            await attempt(
                rest,
                sleep=self._sleep,
                limit_s=ANSWER_TIMEOUT_S,
                attempts=ANSWER_ATTEMPTS,
                max_wait_s=ANSWER_MAX_RETRY_AFTER_S,
            )
        except (PortError, TimeoutError) as exc:
            raise DeliveryError(f"answer not posted: {exc!r}") from exc

    async def shown_live(self, port: PlatformPort, markdown: str, *, run_id: str) -> None:
        """A live view put the whole answer in the conversation: record every chunk as posted."""
        try:
            await self._ledger.chunk_posted(run_id, len(port.render_answer(markdown)))
        except Exception:  # the answer is out: only a restart right now could post it again
            log.exception("relay_ledger_failed", run_id=run_id)
