"""A loopback Anthropic model that answers from the request itself, for many runs at once on many replicas.

A scripted queue (``FakeAnthropic``) hands its replies out in arrival order, which concurrent runs on
several processes cannot share. ``EchoAnthropic`` instead reads each request: the question's tag (the
last ``질문 Q<letters>-<letter>`` in the conversation, see ``question``) and the answers already in its
history (``답변 <tag>``), and replies

    답변 Qab-b · 앞선 답변: Qab-a

so whoever reads the posted answer knows which question it answers and which earlier answers the
model saw — a follow-up that misses its history, or sees them out of order, shows it. Tags are letters
only: the answer validator never takes them for figures.

Every call waits ``delay_s`` before answering (the run is model-bound, like a real model). A replica
may point its ``ANTHROPIC_BASE_URL`` at ``<url>/r/<name>``: each call is then recorded with the
replica that made it (``calls``; ``GET /_emulator/calls`` for another process). ``hold(tag)`` makes
the next call for that tag hang (headers sent, no content) until the caller gives up — its process
killed, say.
"""

from __future__ import annotations

import asyncio
import re
import string
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from evals.emulators.base import sse
from evals.emulators.llm import FakeAnthropic
from evals.emulators.llm_script import text

TAG = re.compile(r"Q[a-z]+-[a-z]")
ASKED = re.compile(r"질문 (Q[a-z]+-[a-z])")
ANSWERED = re.compile(r"답변 (Q[a-z]+-[a-z])")


def tag(conversation: int, message: int) -> str:
    """``Qb-a`` for conversation 1, message 0: letters only (``a``… base 26)."""
    digits = ""
    n = conversation
    while True:
        n, rest = divmod(n, 26)
        digits = string.ascii_lowercase[rest] + digits
        if n == 0:
            break
    return f"Q{digits}-{string.ascii_lowercase[message]}"


def question(conversation: int, message: int, text_: str = "반도체 업황 전망을 설명해줘") -> str:
    """The question ``text_`` carrying its tag (``질문 Qb-a …``)."""
    return f"질문 {tag(conversation, message)} {text_}"


def answer_text(current: str, prior: Iterable[str]) -> str:
    seen = ", ".join(prior) or "없음"
    return f"답변 {current} · 앞선 답변: {seen}"


def parse_answer(text_: str) -> tuple[str, tuple[str, ...]] | None:
    """The tag an answer answers and the earlier answers its model call saw, or None."""
    found = re.search(r"답변 (Q[a-z]+-[a-z]) · 앞선 답변: ([^\n]*)", text_)
    if found is None:
        return None
    return found.group(1), tuple(TAG.findall(found.group(2)))


def _texts(content: Any) -> list[str]:
    if isinstance(content, str):
        return [content]
    out: list[str] = []
    for block in content or []:
        if isinstance(block, dict):
            if isinstance(block.get("text"), str):
                out.append(block["text"])
            elif "content" in block:
                out += _texts(block["content"])
    return out


@dataclass(frozen=True, slots=True)
class Call:
    replica: str
    tag: str
    prior: tuple[str, ...]


class EchoAnthropic(FakeAnthropic):
    """``POST /v1/messages`` and ``POST /r/{replica}/v1/messages`` (see the module docstring)."""

    def __init__(self, *, delay_s: float = 0.0) -> None:
        super().__init__()
        self.delay_s = delay_s
        self.calls: list[Call] = []
        self._hold: set[str] = set()
        self.held: asyncio.Queue[Call] = asyncio.Queue()

    def hold(self, tag_: str) -> None:
        """The next call for ``tag_`` hangs after its headers; ``held`` gets its ``Call``."""
        self._hold.add(tag_)

    def routes(self, app: web.Application) -> None:
        app.router.add_post("/v1/messages", self._echo)
        app.router.add_post("/r/{replica}/v1/messages", self._echo)
        app.router.add_get("/_emulator/calls", self._calls)
        self.control_routes(app)

    async def _calls(self, request: web.Request) -> web.Response:
        """Every call so far (``?since=N``: from the N-th on): replica, tag, earlier answers seen."""
        since = int(request.query.get("since", "0"))
        calls = [{"replica": c.replica, "tag": c.tag, "prior": list(c.prior)} for c in self.calls[since:]]
        return web.json_response({"calls": calls, "total": len(self.calls)})

    @staticmethod
    def read(body: Any) -> tuple[str, tuple[str, ...]]:
        """The question's tag and the earlier answers (in order, once each) in a Messages request."""
        messages = body.get("messages", []) if isinstance(body, dict) else []
        asked = [
            found
            for m in messages
            if m.get("role") == "user"
            for chunk in _texts(m.get("content"))
            for found in ASKED.findall(chunk)
        ]
        current = asked[-1] if asked else ""
        everything = [*_texts(body.get("system") if isinstance(body, dict) else None)]
        everything += [x for m in messages for x in _texts(m.get("content"))]
        prior: list[str] = []
        for chunk in everything:
            for found in ANSWERED.findall(chunk):
                if found != current and found not in prior:
                    prior.append(found)
        return current, tuple(prior)

    async def _echo(self, request: web.Request) -> web.StreamResponse:
        recorded = await self.record(request)
        current, prior = self.read(recorded.body)
        call = Call(request.match_info.get("replica", ""), current, prior)
        self.calls.append(call)
        reply = text(answer_text(current, prior) if current else "답변 없음")
        model = recorded.body.get("model", "claude") if isinstance(recorded.body, dict) else "claude"
        if current in self._hold:
            self._hold.discard(current)
            self.held.put_nowait(call)
            return await sse(request, self._frames(reply, model), fault="hang", after=1)
        if self.delay_s > 0:
            await asyncio.sleep(self.delay_s)
        if not (isinstance(recorded.body, dict) and recorded.body.get("stream")):
            return web.json_response(self._message(reply, model))
        return await sse(request, self._frames(reply, model))
