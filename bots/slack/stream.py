"""A Slack run's live view (``bots.relay.run.live_view.LiveView``): a stream in the thread and a status line.

The stream (``chat.startStream`` → ``appendStream`` → ``stopStream``, timeline mode) shows the run's
steps as ``task_update`` cards and then the answer as Markdown (``bots.slack.stream_cards``: what the
cards and the Markdown are), its table as a native ``data_table``/``table`` block where it stands
(``bots.slack.stream_answer``: a ``blocks`` chunk, with the posted answers' fallback tiers). Changed
cards are sent latest-state-wins, batched in one ``appendStream`` at most every ``APPEND_INTERVAL_S``
per stream, within the workspace's Tier 4 budget. ``stopStream`` is sent exactly once, in ``close``,
with the cards in their end state (and the end line when there is no answer: error, 취소됨, 중단됨).

The ⏹ stays on the progress message: a stream takes no buttons while it runs (``stopStream`` blocks only
appear under the finished message), so the progress message is the one place to stop a run, and it
collapses to its summary line (⏹ gone) when the run ends, as before.

No stream (the workspace refused streaming, or its Tier 2 start budget is spent right now), a stream
that fails, or one near Slack's ~5-minute lifetime (``lifetime_s``): ``streaming`` turns false and the
progress message shows the rows from then on; the answer is then posted as messages. The status line
(``assistant.threads.setStatus``: "공시를 읽는 중…") runs either way: every run shows its current step.

An open stream is kept in the run journal (``views``: its ts, its unfinished cards, whether the answer
is in it) from its start until its stop, so that after a kill -9 the next start can stop it
(``bots.slack.orphans``) instead of leaving it open beside the re-run's stream.
"""

from __future__ import annotations

import asyncio
import json
import time

from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import Clock, EditBudget, LiveLedger, OpenView, Phase, RunState, render_progress
from bots.slack.assistant import StatusLine, status_for
from bots.slack.errors import definite, refuses_method, slack_error
from bots.slack.feedback import feedback_block
from bots.slack.stream_answer import answer_chunks, is_answer, refused_kind
from bots.slack.stream_cards import Json, tasks_of
from bots.slack.tiers import SlackTiers
from bots.texts import HANDED_OVER
from core.logging import get_logger

log = get_logger(__name__)

APPEND_INTERVAL_S = 1.0
LIFETIME_S = 240.0  # Slack closes a stream after ~5 minutes: hand over well before
CALL_TIMEOUT_S = 20.0
STOP_ATTEMPTS = 5  # 429s, within the Tier 2 budget
STOP_UNSURE_ATTEMPTS = 2  # a stop that timed out or got no readable answer: once more, then recovery's
_RATE_LIMITED = "ratelimited"  # every try of the answer's appendStream got a 429


class SlackLive:
    """One run's stream and status line (see the module docstring)."""

    def __init__(
        self,
        client: AsyncWebClient,
        tiers: SlackTiers,
        *,
        channel: str,
        thread: str,
        team: str,
        user: str,
        run_id: str,
        views: LiveLedger | None = None,
        clock: Clock = time.monotonic,
        lifetime_s: float | None = None,
    ) -> None:
        self._client, self._tiers = client, tiers
        self.channel, self.thread, self._team, self._user, self.run_id = channel, thread, team, user, run_id
        self._views = views
        self._kept: OpenView | None = None  # the stream as the journal has it
        self._clock = clock
        self._lifetime_s = LIFETIME_S if lifetime_s is None else lifetime_s
        self.ts: str | None = None  # the stream message
        self._open = False  # the stream shows the run (from the moment it is being started)
        self._starting: asyncio.Task[None] | None = None
        self._stopped = False
        self._closed = False
        self.answered = False
        self._opened_at = 0.0
        self._shown: dict[str, Json] = {}
        self._pending: dict[str, Json] = {}
        self._last_append = float("-inf")
        self._flush: asyncio.Task[None] | None = None
        self._handover: asyncio.Task[None] | None = None
        self.status = StatusLine(client, channel=channel, thread=thread, clock=clock)

    @property
    def streaming(self) -> bool:
        return self._open

    def _begin(self, state: RunState) -> None:
        """The run's first step: open the stream (in the background) if the workspace allows one now."""
        tiers = self._tiers
        if tiers.streaming_refused or not tiers.start.try_acquire():
            log.info("slack_stream_skipped", run_id=self.run_id, refused=tiers.streaming_refused)
            return
        self._open = True
        self._starting = asyncio.create_task(self._start(tasks_of(state)), name=f"slack-start-{self.run_id}")

    async def _start(self, tasks: list[Json]) -> None:
        tiers = self._tiers
        if not await tiers.start.take_shared():  # the workspace's Tier 2, counted with every replica
            log.info("slack_stream_skipped", run_id=self.run_id, refused=False, cluster=True)
            self._open = False
            return
        recipient = {} if self.channel.startswith("D") else {"recipient_team_id": self._team}
        if recipient and self._user:
            recipient["recipient_user_id"] = self._user
        try:
            async with asyncio.timeout(CALL_TIMEOUT_S):
                response = await self._client.chat_startStream(
                    channel=self.channel,
                    thread_ts=self.thread,
                    chunks=tasks,
                    task_display_mode="timeline",
                    **recipient,
                )
            ts = str(response["ts"])
        except (
            Exception
        ) as exc:  # any shape of failure (bots.slack.errors): the progress message shows the run
            error, retry_after = slack_error(exc)
            if retry_after is not None:
                tiers.start.pause(retry_after)
            elif refuses_method(error):
                tiers.refuse_streaming(error)
            else:
                tiers.start_failed(error)
            log.warning("slack_stream_refused", run_id=self.run_id, error=error)
            self._open = False
            return
        tiers.start_worked()
        self.ts = ts
        self._opened_at = self._clock()
        self._shown = {str(task["id"]): task for task in tasks}
        await self._keep()

    async def _started(self) -> bool:
        """Wait for the stream's start, if one is under way; whether it is open."""
        if self._starting is not None and not self._starting.done():
            await asyncio.wait([self._starting])
        return self.ts is not None

    async def update(self, state: RunState) -> None:
        self.status.show(status_for(state))
        if self._starting is None and not self._closed and state.rows and not state.phase.terminal:
            self._begin(state)  # lazily: a run with no step to show gets no stream
            return
        if not self._open:
            return
        if self.ts is not None and self._clock() - self._opened_at >= self._lifetime_s:
            self._open = False  # from now on the progress message shows the rows
            self._handover = asyncio.create_task(self._hand_over(state), name=f"slack-handover-{self.run_id}")
            return
        self._want(tasks_of(state))

    def _want(self, tasks: list[Json]) -> None:
        for task in tasks:
            if self._shown.get(task["id"]) != task:
                self._pending[task["id"]] = task
        if self._pending and (self._flush is None or self._flush.done()):
            self._flush = asyncio.create_task(self._send_pending(), name=f"slack-append-{self.run_id}")

    async def _send_pending(self) -> None:
        if not await self._started():
            return
        for key in [k for k, task in self._pending.items() if self._shown.get(k) == task]:
            del self._pending[key]  # already in the stream's first chunks
        while self._pending and self._open:
            wait = self._last_append + APPEND_INTERVAL_S - self._clock()
            if wait > 0:
                await asyncio.sleep(wait)
            if not await self._append(list(self._pending.values()), self._pending):
                return

    async def _append(self, chunks: list[Json], pending: dict[str, Json], *, priority: bool = False) -> bool:
        """Send ``chunks`` (removing them from ``pending`` when sent); whether the stream is still fine."""
        await self._tiers.append.acquire(priority=priority)
        for chunk in chunks:
            pending.pop(str(chunk.get("id", "")), None)
        error, retry_after = await self._send(chunks)
        if retry_after is not None:
            for chunk in chunks:  # send again, unless a newer state is already waiting
                pending.setdefault(str(chunk.get("id", "")), chunk)
        elif error:
            self._fail(error)
            return False
        return True

    async def _send(self, chunks: list[Json]) -> tuple[str, float | None]:
        """One ``chat.appendStream`` (its budget acquired): ``("", None)`` when sent, else Slack's error
        and, for a 429, its wait (the budget is paused for it)."""
        self._last_append = self._clock()
        assert self.ts is not None
        try:
            async with asyncio.timeout(CALL_TIMEOUT_S):
                await self._client.chat_appendStream(channel=self.channel, ts=self.ts, chunks=chunks)
        except Exception as exc:  # any shape of failure (bots.slack.errors)
            error, retry_after = slack_error(exc)
            if retry_after is not None:
                self._tiers.append.pause(retry_after)
            return error, retry_after
        self._shown |= {str(c["id"]): c for c in chunks if c.get("type") == "task_update"}
        await self._keep(answered=any(map(is_answer, chunks)))
        return "", None

    async def _keep(self, *, answered: bool = False) -> None:
        """Store the open stream as it is now (when that changed): its unfinished cards, whether the
        answer is in it. Best effort: a failed write only means a crash leaves it open."""
        if self._views is None or self.ts is None:
            return
        unfinished = [
            [key, str(task["title"])]
            for key, task in self._shown.items()
            if task.get("status") in ("pending", "in_progress")
        ]
        answered = answered or (self._kept is not None and self._kept.answered)
        view = OpenView(
            self.run_id, self.ts, self.channel, json.dumps(unfinished, ensure_ascii=False), answered
        )
        if view == self._kept:
            return
        self._kept = view
        try:
            await self._views.keep_view(view)
        except Exception:
            log.exception("slack_stream_keep_failed", run_id=self.run_id)

    async def _forget(self) -> None:
        if self._views is None or self._kept is None:
            return
        try:
            await self._views.drop_view(self.run_id, self._kept.view_id)
            self._kept = None
        except Exception:
            log.exception("slack_stream_forget_failed", run_id=self.run_id)

    def _fail(self, error: str) -> None:
        log.warning("slack_stream_failed", run_id=self.run_id, error=error)
        self._open = False
        if error == "message_not_in_streaming_state":
            self._stopped = True  # Slack closed it: nothing left to stop

    async def _hand_over(self, state: RunState) -> None:
        await self._quiet()
        tasks = tasks_of(state)
        await self._stop([*tasks, {"type": "markdown_text", "text": HANDED_OVER}])

    async def _quiet(self) -> None:
        task, self._flush = self._flush, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.wait([task])

    async def deliver(self, state: RunState, answer: str) -> bool:
        try:
            return await self._deliver(state, answer)
        except Exception:  # a live view never raises: the answer is then posted as messages
            log.exception("slack_stream_deliver_failed", run_id=self.run_id)
            self._open = False
            return self.answered

    async def _deliver(self, state: RunState, answer: str) -> bool:
        """The answer in one ``appendStream``, its table as a native block where the workspace takes one
        (``bots.slack.stream_answer``: a refused block is remembered and the next tier sent instead)."""
        if not self._open or not await self._started() or not self._open:
            return False
        answer_part = answer_chunks(answer, self._tiers)
        if answer_part is None:
            return False
        await self._quiet()
        self.status.show("")
        tasks = tasks_of(state, answered=True)
        sent: list[list[Json]] = []
        while answer_part is not None and answer_part not in sent:
            sent.append(answer_part)
            error = await self._send_answer([*tasks, *answer_part])
            if not error:
                self.answered = True  # the relay records it as posted: a re-post after a restart skips it
                return True
            if error == _RATE_LIMITED:  # the stream is fine, the budget is not: the answer is posted
                return False
            kind = refused_kind(error, answer_part)
            if kind is None:  # not about the table block: the stream failed, the answer is posted
                self._fail(error)
                return False
            log.info("slack_stream_block_refused", run_id=self.run_id, kind=kind, error=error)
            self._tiers.refuse_block(kind)
            answer_part = answer_chunks(answer, self._tiers)
        return False

    async def _send_answer(self, chunks: list[Json]) -> str:
        """``chunks`` sent (after 429s, within the Tier 4 budget): ``""``, or the error that stopped them."""
        for _ in range(STOP_ATTEMPTS):
            await self._tiers.append.acquire(priority=True)
            error, retry_after = await self._send(chunks)
            if retry_after is None:
                return error
        return _RATE_LIMITED

    async def close(self, state: RunState) -> None:
        if self._closed:
            return
        self._closed = True
        self._open = False
        try:
            await self._close(state)
        except Exception:  # a live view never raises: the progress message still gets its final state
            log.exception("slack_stream_close_failed", run_id=self.run_id)

    async def _close(self, state: RunState) -> None:
        await self._started()
        await self._quiet()
        if self._handover is not None:
            await asyncio.wait([self._handover])
        if self.ts is not None and not self._stopped:
            # after the answer the cards are final already: the stop only ends the stream
            chunks: list[Json] = [] if self.answered else tasks_of(state)
            if not self.answered and state.phase is not Phase.DONE:
                chunks.append({"type": "markdown_text", "text": render_progress(state)})
            # the answer ends with 👍/👎 at the bottom of the stream (bots.slack.feedback)
            feedback = [feedback_block(self.run_id, state.lang)] if self.answered else None
            await self._stop(chunks, blocks=feedback)
        await self._forget()  # stopped, or closed by Slack: nothing left to stop after a crash
        await self.status.close()

    async def _stop(self, chunks: list[Json], *, blocks: list[Json] | None = None) -> None:
        """``chat.stopStream``, once; retried after a 429 within the Tier 2 budget, and once after an
        answer that leaves it unknown (a timeout, a 5xx, a broken body). A stream still open then stays
        in the journal: the next start's recovery tries again."""
        if self._stopped or self.ts is None:
            return
        self._stopped = True
        unsure = 0
        for _attempt in range(STOP_ATTEMPTS):
            budget: EditBudget = self._tiers.stop
            await budget.acquire(priority=True)
            try:
                async with asyncio.timeout(CALL_TIMEOUT_S):
                    await self._client.chat_stopStream(
                        channel=self.channel,
                        ts=self.ts,
                        chunks=chunks,
                        blocks=blocks or None,
                    )
            except Exception as exc:  # any shape of failure (bots.slack.errors)
                error, retry_after = slack_error(exc)
                if retry_after is not None:
                    budget.pause(retry_after)
                    continue
                if blocks and error == "invalid_blocks":  # a workspace without them: stop without
                    blocks = None
                    continue
                if definite(error):
                    log.info("slack_stream_stop_refused", run_id=self.run_id, error=error)
                    await self._forget()
                    return  # not in streaming state (Slack closed it), gone, or refused for good
                log.warning("slack_stream_stop_failed", run_id=self.run_id, error=error)
                unsure += 1
                if unsure >= STOP_UNSURE_ATTEMPTS:
                    break
            else:
                await self._forget()
                return
        log.error("slack_stream_unstopped", run_id=self.run_id)
