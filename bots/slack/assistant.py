"""Slack's AI-app surface: the assistant pane's suggested prompts and thread titles, and the status
line under a thread while a run works ("공시를 읽는 중…").

* ``assistant_thread_started`` → ``assistant.threads.setSuggestedPrompts`` with four Korean prompts.
* The first question of an assistant thread (a DM thread) becomes its title (``setTitle``).
* ``StatusLine``: ``assistant.threads.setStatus`` from the running tool, latest state wins, at most one
  call per ``STATUS_INTERVAL_S`` per thread (Slack's "special" limit), cleared when the run ends. A
  thread where Slack refuses a status (not an assistant thread, a scope missing) gets no more tries.

Every call here is a nicety: failures are logged and never reach the user or the run.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import Clock, Phase, RunState
from bots.slack.errors import slack_error
from bots.slack.tiers import STATUS_INTERVAL_S, tiers_for
from bots.texts import PROGRESS_KO, PROMPTS_TITLE
from core.faces import face_of
from core.logging import get_logger

log = get_logger(__name__)

SUGGESTED_PROMPTS: tuple[dict[str, str], ...] = (
    {"title": "실적 요약", "message": "삼성전자 최근 실적을 요약해줘"},
    {"title": "주가 흐름", "message": "SK하이닉스 최근 3개월 주가 흐름은?"},
    {"title": "공시 읽기", "message": "카카오 최근 주요 공시를 읽고 핵심만 알려줘"},
    {"title": "비교", "message": "삼성전자와 SK하이닉스 2023년 영업이익률을 비교해줘"},
)
THINKING_STATUS = PROGRESS_KO.thinking_status
ANSWERING_STATUS = PROGRESS_KO.answering_status
TITLE_CHARS = 60
CALL_TIMEOUT_S = 10.0


def status_for(state: RunState) -> str:
    """The status line for ``state``: the newest running tool's, "답변을 쓰는 중…", or nothing (the
    progress message already says "분석 중"; a status is for a step), in the run's language."""
    if state.phase is Phase.ANSWERING:
        return state.words.answering_status
    if state.phase is not Phase.RUNNING:
        return ""
    running = [row for row in state.rows if row.status == "running"]
    face = face_of(running[-1].tool) if running else None
    return face.status_in(state.lang) if face is not None else state.words.thinking_status if running else ""


def thread_title(question: str) -> str:
    """A thread title from the question that opened it: one line, at most ``TITLE_CHARS``."""
    text = " ".join(question.split())
    return text if len(text) <= TITLE_CHARS else text[: TITLE_CHARS - 1] + "…"


class StatusLine:
    """The status under one thread for one run (see the module docstring)."""

    def __init__(
        self, client: AsyncWebClient, *, channel: str, thread: str, clock: Clock = time.monotonic
    ) -> None:
        self._client, self.channel, self.thread, self._clock = client, channel, thread, clock
        self._want = ""
        self._sent = ""
        self._last = float("-inf")
        self._task: asyncio.Task[None] | None = None
        self._refused = False
        self._closed = False

    def show(self, text: str) -> None:
        """Show ``text`` (``""`` clears); returns at once."""
        if self._closed or self._refused:
            return
        self._want = text
        if text != self._sent and (self._task is None or self._task.done()):
            self._task = asyncio.create_task(self._send(), name=f"slack-status-{self.thread}")

    async def _send(self) -> None:
        while self._want != self._sent and not self._refused:
            wait = self._last + STATUS_INTERVAL_S - self._clock()
            if wait > 0:
                await asyncio.sleep(wait)
            text = self._want
            self._last = self._clock()
            try:
                async with asyncio.timeout(CALL_TIMEOUT_S):
                    await self._client.assistant_threads_setStatus(
                        channel_id=self.channel, thread_ts=self.thread, status=text
                    )
            except Exception as exc:  # any shape of failure (bots.slack.errors): no status for this run
                error, retry_after = slack_error(exc)
                if retry_after is not None:
                    self._last = self._clock() + retry_after - STATUS_INTERVAL_S
                    continue
                log.info("slack_status_refused", error=error, channel=self.channel)
                self._refused = True
                return
            self._sent = text

    async def close(self) -> None:
        """The run ended: clear the status (once) if one may be showing; never waits for the pacing."""
        if self._closed:
            return
        self._closed = True
        task, self._task = self._task, None
        busy = task is not None and not task.done()
        if busy:
            assert task is not None
            task.cancel()
            await asyncio.wait([task])
        if (self._sent or busy) and not self._refused:
            clear = asyncio.create_task(self._clear(), name=f"slack-status-clear-{self.thread}")
            _CLEARING.add(clear)
            clear.add_done_callback(_CLEARING.discard)

    async def _clear(self) -> None:
        try:
            async with asyncio.timeout(CALL_TIMEOUT_S):
                await self._client.assistant_threads_setStatus(
                    channel_id=self.channel, thread_ts=self.thread, status=""
                )
        except Exception as exc:  # Slack clears a status after 2 minutes anyway
            log.info("slack_status_clear_failed", error=slack_error(exc)[0], channel=self.channel)


#: status clears in flight (kept referenced until done)
_CLEARING: set[asyncio.Task[None]] = set()


class AssistantPane:
    """Suggested prompts when an assistant thread starts; titles from a thread's first question."""

    def __init__(self, client: AsyncWebClient, team: Callable[[], str]) -> None:
        self._client = client
        self._team = team
        self._background: set[asyncio.Task[None]] = set()

    def _spawn(self, call: Callable[[], Awaitable[Any]], what: str) -> None:
        async def run() -> None:
            await tiers_for(self._client, self._team()).tier4.acquire()
            try:
                async with asyncio.timeout(CALL_TIMEOUT_S):
                    await call()
            except Exception as exc:  # any shape of failure (bots.slack.errors): a nicety is lost
                log.info("slack_assistant_call_failed", call=what, error=slack_error(exc)[0])

        task = asyncio.create_task(run(), name=f"slack-assistant-{what}")
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def thread_started(self, event: dict[str, Any]) -> None:
        """``assistant_thread_started``: offer the suggested prompts (after the ack)."""
        thread = event.get("assistant_thread") or {}
        channel, thread_ts = str(thread.get("channel_id", "")), str(thread.get("thread_ts", ""))
        if not channel or not thread_ts:
            return
        self._spawn(
            lambda: self._client.assistant_threads_setSuggestedPrompts(
                channel_id=channel, thread_ts=thread_ts, title=PROMPTS_TITLE, prompts=list(SUGGESTED_PROMPTS)
            ),
            "prompts",
        )

    def title(self, channel: str, thread_ts: str, question: str) -> None:
        """Name the assistant thread after its first question (after the ack)."""
        self._spawn(
            lambda: self._client.assistant_threads_setTitle(
                channel_id=channel, thread_ts=thread_ts, title=thread_title(question)
            ),
            "title",
        )

    async def aclose(self) -> None:
        for task in list(self._background):
            task.cancel()
        if self._background:
            await asyncio.wait(self._background)
