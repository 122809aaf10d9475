"""A loopback fake of the Slack Web API that the real ``AsyncWebClient`` (and Bolt's ``AsyncApp``) can use.

Point the SDK at it with ``AsyncWebClient(token=fake.token, base_url=fake.api_url)`` (``fake.url + "/api/"``;
the SDK joins ``base_url`` and the method name with ``urljoin``, so the trailing slash matters — a bare
``fake.url`` works too, both ``/api/<method>`` and ``/<method>`` are served). Arguments are read from the
query string (``params=`` methods such as ``auth.test``, ``files.*``, ``conversations.replies``), JSON bodies
(``chat.*``, ``assistant.*``) and form bodies alike. Errors answer HTTP 200 ``{"ok": false, "error": …}``
like Slack; rate limits answer HTTP 429 with ``Retry-After``.

State is kept per channel (messages, thread replies, the edit history of every ``chat.update`` stamped by an
injectable clock; ``evals.emulators.slack_store``), so tests and benchmarks can assert "one progress
message, N edits, at least X seconds apart, one answer in the thread". The records (``Message``, ``Edit``,
``Upload``) live in ``evals.emulators.slack_records``, the payloads Slack sends *to* the app in
``evals.emulators.slack_events`` and their signing in ``evals.emulators.slack_signing``.

Methods served (each is ``_api_<method with dots as underscores>``, the SDK's own naming): ``auth.test``,
``chat.postMessage``/``update``/``postEphemeral``/``startStream``/``appendStream``/``stopStream``,
``conversations.replies``, ``files.getUploadURLExternal``/``completeUploadExternal`` (+ ``/upload/<id>``),
``assistant.threads.setStatus``/``setSuggestedPrompts``/``setTitle``, ``views.publish``, ``views.open``
(modals and the 👍/👎 ``context_actions`` rules: ``evals.emulators.slack_feedback``; the
``data_visualization`` and ``data_table`` rules: ``evals.emulators.slack_blocks``); anything else is
``unknown_method``; the stream, file, assistant and views methods are in ``evals.emulators.slack_extras``.
Slack's rate tiers (``SLACK_TIERS``, ``SLACK_THREAD_LIMITS``) and ``fail_next`` are in
``evals.emulators.slack_limits``. ``/response/<id>`` serves response_urls minted by ``FakeSlack.response_url``.
``break_method`` (``evals.emulators.wire_faults``) answers a method — or ``"upload"``, the upload URL — as a
broken server would: ``unknown_method``, HTTP 404/500, invalid JSON, a cut connection or no answer at all.
"""

from __future__ import annotations

import itertools
import json
import time
from collections import Counter, defaultdict, deque
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qsl

from aiohttp import web

from evals.emulators.base import LoopbackServer
from evals.emulators.slack_blocks import native_blocks_problem
from evals.emulators.slack_extras import Streaming, StreamsAndFiles
from evals.emulators.slack_feedback import Modals, context_actions_problem
from evals.emulators.slack_limits import SLACK_THREAD_LIMITS, SLACK_TIERS, TIER3_PER_MINUTE, RateLimits
from evals.emulators.slack_oauth import OAuthWorkspaces
from evals.emulators.slack_records import (
    BOT_ID,
    BOT_USER_ID,
    TEAM_ID,
    Edit,
    Message,
    SlackError,
    Upload,
    table_problem,
)
from evals.emulators.slack_store import MessageStore
from evals.emulators.wire_faults import WireFaults

__all__ = [
    "SLACK_THREAD_LIMITS",
    "SLACK_TIERS",
    "TIER3_PER_MINUTE",
    "Edit",
    "FakeSlack",
    "Message",
    "SlackError",
    "Upload",
]

Json = dict[str, Any]
_JSON_ARGS = ("blocks", "attachments", "chunks", "files", "metadata", "loading_messages", "view", "prompts")


class FakeSlack(
    WireFaults, StreamsAndFiles, Modals, RateLimits, MessageStore, OAuthWorkspaces, LoopbackServer
):
    """Slack Web API methods, an upload endpoint and ``response_url`` endpoints on one loopback server.

    ``token`` is the only accepted token (else ``invalid_auth``; none at all is ``not_authed``); the identity
    fields are what ``auth.test`` answers. ``clock`` stamps posts, edits and statuses and drives rate-limit
    windows and stream expiry (pass a ``core.clock.VirtualClock``). ``text_limit``/``markdown_limit`` trigger
    ``msg_too_long``; ``streaming`` other than ``"enabled"`` makes the stream methods answer that error;
    ``stream_ttl`` closes open streams (``message_not_in_streaming_state``); ``rate_limits`` maps a method to
    calls per sliding minute for the whole fake (``{"chat.update": TIER3_PER_MINUTE}``, or ``SLACK_TIERS``),
    ``thread_rate_limits`` per (channel, thread) (``SLACK_THREAD_LIMITS``); a
    ``response_url`` takes ``response_url_limit`` posts; ``invalid_blocks_when(blocks)`` rejects on demand.
    Counters: ``calls`` (every request, 429s included), ``rate_limited`` (429s sent), ``errors`` (by code).
    """

    def __init__(
        self,
        *,
        token: str = "xoxb-fake",
        team_id: str = TEAM_ID,
        team: str = "Dexter Test",
        user_id: str = BOT_USER_ID,
        bot_id: str = BOT_ID,
        clock: Callable[[], float] = time.monotonic,
        text_limit: int = 4_000,
        markdown_limit: int = 12_000,
        streaming: Streaming = "enabled",
        stream_ttl: float = 300.0,
        rate_limits: dict[str, int] | None = None,
        thread_rate_limits: dict[str, int] | None = None,
        response_url_limit: int = 5,
        invalid_blocks_when: Callable[[list[Json]], bool] | None = None,
    ) -> None:
        super().__init__()
        self.token, self.team_id, self.team, self.user_id, self.bot_id = token, team_id, team, user_id, bot_id
        self.clock = clock
        self.text_limit, self.markdown_limit = text_limit, markdown_limit
        self.streaming: Streaming = streaming
        self.stream_ttl = stream_ttl
        self.rate_limits: dict[str, int] = dict(rate_limits or {})
        self.thread_rate_limits: dict[str, int] = dict(thread_rate_limits or {})
        self.response_url_limit = response_url_limit
        self.invalid_blocks_when = invalid_blocks_when
        self.calls: Counter[str] = Counter()
        self.rate_limited: Counter[str] = Counter()
        self.errors: Counter[str] = Counter()
        self.ephemerals: list[Message] = []
        self.statuses: list[Json] = []
        self.titles: list[Json] = []
        self.prompts: list[Json] = []
        self.home_views: dict[str, list[Json]] = {}
        self.modals: list[Json] = []  # views.open (evals.emulators.slack_feedback)
        self._triggers_used: set[str] = set()
        self.uploads: dict[str, Upload] = {}
        self.responses: dict[str, list[Json]] = {}
        self._channels: defaultdict[str, list[Message]] = defaultdict(list)
        self._faults: defaultdict[str, deque[tuple[int, str | None]]] = defaultdict(deque)
        self._windows: defaultdict[str, deque[float]] = defaultdict(deque)
        self._response_targets: dict[str, tuple[str, str | None]] = {}
        self._serial = itertools.count(1)

    # ---------------------------------------------------------------------------------------------------
    # test-facing API

    @property
    def api_url(self) -> str:
        """The ``base_url`` to give ``AsyncWebClient``."""
        return f"{self.url}/api/"

    def response_url(self, channel: str, *, message_ts: str | None = None) -> str:
        """Mint a ``response_url`` bound to ``channel`` (and to the message a button sits on, if given)."""
        rid = f"R{next(self._serial):06d}"
        self._response_targets[rid] = (channel, message_ts)
        self.responses[rid] = []
        return f"{self.url}/response/{rid}"

    # ---------------------------------------------------------------------------------------------------
    # HTTP plumbing

    def routes(self, app: web.Application) -> None:
        for prefix in ("/api/", "/"):
            app.router.add_route("*", prefix + "{method:[A-Za-z][A-Za-z0-9_.]*}", self._api)
        app.router.add_post("/upload/{file_id}", self._upload)
        app.router.add_post("/response/{rid}", self._response)
        self.oauth_routes(app)

    async def _api(self, request: web.Request) -> web.StreamResponse:
        await self.record(request)
        method = request.match_info["method"]
        self.calls[method] += 1
        try:
            args = await self._args(request)
            self._authenticate(request, args, method)
            throttled = self._throttle(method, args)
            if throttled is not None:
                self.rate_limited[method] += 1
                headers = {"Retry-After": str(throttled)}
                return web.json_response({"ok": False, "error": "ratelimited"}, status=429, headers=headers)
            broken = self._wire_break(method)  # break_method (evals.emulators.wire_faults)
            if broken is not None and not broken.after:
                return await self._broken_answer(request, broken.fault)
            handler: Callable[[Json], Json] = getattr(self, "_api_" + method.replace(".", "_"), self._unknown)
            result = handler(args)
            if broken is not None:
                return await self._broken_answer(request, broken.fault)
        except SlackError as exc:
            self.errors[exc.error] += 1
            body: Json = {"ok": False, "error": exc.error}
            if exc.detail:
                body["response_metadata"] = {"messages": [f"[ERROR] {exc.detail}"]}
            return web.json_response(body)
        return web.json_response({"ok": True, **result})

    async def _args(self, request: web.Request) -> Json:
        args: Json = dict(request.query)
        raw = await request.read()
        if request.content_type == "application/json" and raw:
            try:
                body = json.loads(raw)
            except (json.JSONDecodeError, UnicodeDecodeError):
                raise SlackError("invalid_json") from None
            args |= body if isinstance(body, dict) else {}
        elif request.content_type == "application/x-www-form-urlencoded":
            args |= dict(parse_qsl(raw.decode("utf-8"), keep_blank_values=True))
        for key in _JSON_ARGS:
            if isinstance(args.get(key), str):
                try:
                    args[key] = json.loads(args[key])
                except json.JSONDecodeError:
                    raise SlackError("invalid_arguments", f"{key} is not JSON") from None
        return args

    def _authenticate(self, request: web.Request, args: Json, method: str = "") -> None:
        header = request.headers.get("Authorization", "")
        token = header.removeprefix("Bearer ").strip() if header.startswith("Bearer ") else None
        token = token or args.pop("token", None)
        self._issued_now = None
        if self.authenticate_token(method, token, header, args):  # OAuth (evals.emulators.slack_oauth)
            return
        if not token:
            raise SlackError("not_authed")
        if token != self.token:
            raise SlackError("invalid_auth")

    # ---------------------------------------------------------------------------------------------------
    # validation

    def _content(self, args: Json) -> tuple[str, list[Json] | None, str | None]:
        """(text, blocks, markdown_text) after Slack's checks."""
        text, blocks, markdown = args.get("text") or "", args.get("blocks"), args.get("markdown_text")
        if markdown is not None:
            if text or blocks:
                raise SlackError("markdown_text_conflict")
            if len(markdown) > self.markdown_limit:
                raise SlackError("msg_too_long", f"markdown_text over {self.markdown_limit} characters")
            return markdown, None, markdown
        if not text and not blocks and not args.get("attachments"):
            raise SlackError("no_text")
        if len(text) > self.text_limit:
            raise SlackError("msg_too_long", f"text over {self.text_limit} characters")
        if blocks is not None:
            self._check_blocks(blocks)
        return text, blocks or None, None

    def _check_blocks(self, blocks: Any) -> None:
        if not isinstance(blocks, list) or not all(isinstance(b, dict) and "type" in b for b in blocks):
            raise SlackError("invalid_blocks_format")
        if len(blocks) > 50:
            raise SlackError("invalid_blocks", "more than 50 blocks")
        problem = table_problem(blocks) or context_actions_problem(blocks) or native_blocks_problem(blocks)
        if problem is not None:
            raise SlackError("invalid_blocks", problem)
        if self.invalid_blocks_when is not None and self.invalid_blocks_when(blocks):
            raise SlackError("invalid_blocks", "rejected by invalid_blocks_when")

    def _channel(self, args: Json, key: str = "channel") -> str:
        channel = args.get(key)
        if not channel:
            raise SlackError("channel_not_found")
        return str(channel)

    def _existing(self, args: Json) -> Message:
        channel = self._channel(args)
        found = self.message(channel, str(args.get("ts", "")))
        if found is None:
            raise SlackError("message_not_found")
        return found

    # ---------------------------------------------------------------------------------------------------
    # Web API methods

    def _unknown(self, args: Json) -> Json:
        raise SlackError("unknown_method")

    def _api_auth_test(self, args: Json) -> Json:
        if (identity := self.issued_identity()) is not None:
            return identity
        return {
            "url": "https://dexter-test.slack.com/",
            "team": self.team,
            "user": "dexter",
            "team_id": self.team_id,
            "user_id": self.user_id,
            "bot_id": self.bot_id,
            "is_enterprise_install": False,
        }

    def _api_chat_postMessage(self, args: Json) -> Json:
        channel = self._channel(args)
        text, blocks, markdown = self._content(args)
        thread_ts = args.get("thread_ts") or None
        msg = self._post(channel, text, thread_ts=thread_ts, blocks=blocks, markdown_text=markdown)
        return {"channel": channel, "ts": msg.ts, "message": msg.to_api()}

    def _api_chat_update(self, args: Json) -> Json:
        msg = self._existing(args)
        self._apply_edit(msg, *self._content(args))
        return {"channel": msg.channel, "ts": msg.ts, "text": msg.text, "message": msg.to_api()}

    def _api_chat_postEphemeral(self, args: Json) -> Json:
        channel = self._channel(args)
        if not args.get("user"):
            raise SlackError("user_not_in_channel")
        text, blocks, markdown = self._content(args)
        thread_ts, user = args.get("thread_ts") or None, str(args["user"])
        msg = self._new(
            channel, text, thread_ts=thread_ts, blocks=blocks, markdown_text=markdown, visible_to=user
        )
        self.ephemerals.append(msg)
        return {"message_ts": msg.ts}

    def _api_conversations_replies(self, args: Json) -> Json:
        channel = self._channel(args)
        ts = str(args.get("ts", ""))
        parent = self.message(channel, ts)
        found = ([parent] if parent else []) + self.thread(channel, ts)
        if not found:
            raise SlackError("thread_not_found")
        return {"messages": [m.to_api() for m in found], "has_more": False}

    # ---------------------------------------------------------------------------------------------------
    # non-API endpoints

    async def _upload(self, request: web.Request) -> web.StreamResponse:
        await self.record(request)
        broken = self._wire_break("upload")
        if broken is not None:
            return await self._broken_answer(request, broken.fault)
        upload = self.uploads.get(request.match_info["file_id"])
        if upload is None:
            return web.Response(status=404, text="file_not_found")
        upload.content = await request.read()
        return web.Response(text=f"OK - {len(upload.content)}")

    async def _response(self, request: web.Request) -> web.Response:
        """``response_url``: at most ``response_url_limit`` posts; then ``used_url`` like Slack."""
        recorded = await self.record(request)
        rid = request.match_info["rid"]
        target = self._response_targets.get(rid)
        if target is None:
            return web.Response(status=404, text="expired_url")
        if len(self.responses[rid]) >= self.response_url_limit:
            return web.Response(status=404, text="used_url")
        body: Json = recorded.body if isinstance(recorded.body, dict) else {}
        self.responses[rid].append(body)
        channel, message_ts = target
        original = self.message(channel, message_ts) if message_ts else None
        text = str(body.get("text", ""))
        if body.get("replace_original") and original is not None:
            self._apply_edit(original, text, body.get("blocks"), None)
        elif body.get("response_type") == "in_channel":
            self._post(channel, text, thread_ts=body.get("thread_ts"), blocks=body.get("blocks"))
        else:
            fields = {"thread_ts": body.get("thread_ts"), "blocks": body.get("blocks")}
            self.ephemerals.append(self._new(channel, text, visible_to="response_url", **fields))
        return web.Response(text="ok")
