"""The Slack emulator's streaming (chat.startStream/appendStream/stopStream, ``blocks`` chunks included),
file upload, assistant thread (setStatus/setSuggestedPrompts/setTitle) and App Home (views.publish)
methods, as a mixin of ``FakeSlack`` (which provides the state and helpers below). Their rate tiers are in
``evals.emulators.slack_limits``.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from evals.emulators.slack_blocks import native_blocks_problem
from evals.emulators.slack_records import Message, SlackError, Upload

Json = dict[str, Any]
Streaming = Literal["enabled", "feature_not_enabled", "unknown_method", "not_allowed"]

TASK_STATUSES = frozenset({"pending", "in_progress", "complete", "error"})
_CHUNK_TYPES = frozenset({"markdown_text", "task_update", "plan_update", "blocks"})


class StreamsAndFiles:
    """Method handlers ``_api_<method>`` for streaming, files and assistant threads.

    A ``blocks`` chunk (Slack since 2026-04-16: ``{"type": "blocks", "blocks": [≤ 50]}``) shows its
    blocks in the stream where it arrives; its blocks follow ``chat.postMessage``'s rules, and the whole
    stream holds at most one table (``table`` or ``data_table``) and two charts, as one message.
    ``stream_blocks = False`` is a Slack from before them (a ``blocks`` chunk is ``invalid_chunks``).
    """

    stream_blocks: bool = True

    if TYPE_CHECKING:
        clock: Callable[[], float]
        markdown_limit: int
        streaming: Streaming
        stream_ttl: float
        statuses: list[Json]
        titles: list[Json]
        prompts: list[Json]
        home_views: dict[str, list[Json]]
        uploads: dict[str, Upload]
        _channels: defaultdict[str, list[Message]]
        _serial: itertools.count[int]

        @property
        def url(self) -> str: ...
        def _channel(self, args: Json, key: str = "channel") -> str: ...
        def _existing(self, args: Json) -> Message: ...
        def _new(self, channel: str, text: str, **fields: Any) -> Message: ...
        def _post(self, channel: str, text: str, **fields: Any) -> Message: ...
        def _check_blocks(self, blocks: Any) -> None: ...

    def _stream_piece(self, msg: Message, args: Json) -> None:
        pieces: list[Json] = list(args.get("chunks") or [])
        for piece in pieces:
            if not isinstance(piece, dict) or piece.get("type") not in _CHUNK_TYPES:
                raise SlackError("invalid_chunks", f"unknown chunk {piece!r}")
            if piece["type"] == "task_update" and (
                not piece.get("id") or not piece.get("title") or piece.get("status") not in TASK_STATUSES
            ):
                raise SlackError("invalid_chunks", "a task_update needs id, title and a known status")
            if piece["type"] == "blocks":
                if not self.stream_blocks:
                    raise SlackError("invalid_chunks", "this Slack takes no blocks chunks")
                if not piece.get("blocks"):
                    raise SlackError("invalid_chunks", "a blocks chunk needs 1 to 50 blocks")
                self._check_blocks(piece["blocks"])  # each chunk: ≤ 50 blocks, each block's own rules
        # the finished message is one message: one table, two charts over all its blocks chunks
        shown = [b for p in [*msg.chunks, *pieces] if p.get("type") == "blocks" for b in p["blocks"]]
        if problem := native_blocks_problem(shown):
            raise SlackError("invalid_blocks", problem)
        if args.get("markdown_text"):
            pieces.insert(0, {"type": "markdown_text", "text": args["markdown_text"]})
        text = msg.text + "".join(p.get("text", "") for p in pieces if p.get("type") == "markdown_text")
        if len(text) > self.markdown_limit:
            raise SlackError("msg_too_long", f"stream over {self.markdown_limit} characters")
        msg.chunks += pieces
        msg.chunk_at += [self.clock()] * len(pieces)
        msg.text = msg.markdown_text = text

    def _open_stream(self, args: Json) -> Message:
        if self.streaming != "enabled":
            raise SlackError(self.streaming)
        msg = self._existing(args)
        if msg.stream == "open" and self.clock() - msg.posted_at > self.stream_ttl:
            msg.stream, msg.stopped_at = "stopped", msg.posted_at + self.stream_ttl
        if msg.stream != "open":
            raise SlackError("message_not_in_streaming_state")
        return msg

    def _api_chat_startStream(self, args: Json) -> Json:
        if self.streaming != "enabled":
            raise SlackError(self.streaming)
        channel = self._channel(args)
        if not args.get("thread_ts"):
            raise SlackError("invalid_arguments", "thread_ts is required")
        if not channel.startswith("D"):  # outside a DM Slack needs to know whom the stream is for
            if not args.get("recipient_user_id"):
                raise SlackError("missing_recipient_user_id")
            if not args.get("recipient_team_id"):
                raise SlackError("missing_recipient_team_id")
        if args.get("task_display_mode") not in (None, "timeline", "plan"):
            raise SlackError("invalid_arguments", "task_display_mode is timeline or plan")
        msg = self._new(channel, "", thread_ts=str(args["thread_ts"]), stream="open", markdown_text="")
        self._stream_piece(msg, args)
        self._channels[channel].append(msg)
        return {"channel": channel, "ts": msg.ts}

    def _api_chat_appendStream(self, args: Json) -> Json:
        msg = self._open_stream(args)
        if not args.get("markdown_text") and not args.get("chunks"):
            raise SlackError("invalid_arguments", "markdown_text or chunks is required")
        self._stream_piece(msg, args)
        return {"channel": msg.channel, "ts": msg.ts}

    def _api_chat_stopStream(self, args: Json) -> Json:
        msg = self._open_stream(args)
        self._stream_piece(msg, args)
        if args.get("blocks"):
            self._check_blocks(args["blocks"])
            msg.blocks = args["blocks"]
        msg.stream, msg.stopped_at = "stopped", self.clock()
        return {"channel": msg.channel, "ts": msg.ts, "message": msg.to_api()}

    def tasks(self, channel: str, ts: str) -> dict[str, tuple[str, str]]:
        """A stream's tasks as they show now: id → (title, status), in the order they first appeared."""
        found = next((m for m in self._channels[channel] if m.ts == ts), None)
        shown: dict[str, tuple[str, str]] = {}
        for chunk in found.chunks if found is not None else []:
            if chunk.get("type") == "task_update":
                shown[str(chunk["id"])] = (str(chunk["title"]), str(chunk["status"]))
        return shown

    def _api_files_getUploadURLExternal(self, args: Json) -> Json:
        if not args.get("filename") or not str(args.get("length", "")).isdigit():
            raise SlackError("invalid_arguments", "filename and length are required")
        upload = Upload(f"F{next(self._serial):08d}", str(args["filename"]), int(args["length"]))
        self.uploads[upload.id] = upload
        return {"upload_url": f"{self.url}/upload/{upload.id}", "file_id": upload.id}

    def _api_files_completeUploadExternal(self, args: Json) -> Json:
        entries = args.get("files")
        if not isinstance(entries, list) or not entries:
            raise SlackError("invalid_arguments", "files is required")
        done: list[Json] = []
        for entry in entries:
            upload = self.uploads.get(str(entry.get("id"))) if isinstance(entry, dict) else None
            if upload is None or upload.content is None:
                raise SlackError("file_not_found")
            upload.title = str(entry.get("title") or upload.filename)
            upload.channel, upload.thread_ts = args.get("channel_id"), args.get("thread_ts")
            done.append(
                {"id": upload.id, "name": upload.filename, "title": upload.title, "size": upload.length}
            )
        if args.get("channel_id"):
            comment = str(args.get("initial_comment") or "")
            self._post(str(args["channel_id"]), comment, thread_ts=args.get("thread_ts"), files=done)
        return {"files": done}

    def _thread_args(self, args: Json) -> None:
        self._channel(args, "channel_id")
        if not args.get("thread_ts"):
            raise SlackError("invalid_thread_ts")

    def _api_assistant_threads_setStatus(self, args: Json) -> Json:
        self._thread_args(args)
        if "status" not in args:
            raise SlackError("invalid_arguments", "status is required")
        if len(args.get("loading_messages") or []) > 10:
            raise SlackError("invalid_arguments", "at most 10 loading_messages")
        self.statuses.append({**args, "at": self.clock()})
        return {}

    def _api_assistant_threads_setSuggestedPrompts(self, args: Json) -> Json:
        self._thread_args(args)
        prompts = args.get("prompts")
        if not isinstance(prompts, list) or not 1 <= len(prompts) <= 4:
            raise SlackError("invalid_arguments", "1 to 4 prompts")
        if not all(isinstance(p, dict) and p.get("title") and p.get("message") for p in prompts):
            raise SlackError("invalid_arguments", "each prompt needs a title and a message")
        self.prompts.append({**args, "at": self.clock()})
        return {}

    def _api_assistant_threads_setTitle(self, args: Json) -> Json:
        self._thread_args(args)
        if not str(args.get("title", "")).strip():
            raise SlackError("invalid_arguments", "title is required")
        self.titles.append({**args, "at": self.clock()})
        return {}

    def _api_views_publish(self, args: Json) -> Json:
        user, view = args.get("user_id"), args.get("view")
        if not user:
            raise SlackError("invalid_arguments", "user_id is required")
        if not isinstance(view, dict) or view.get("type") != "home":
            raise SlackError("invalid_arguments", "view must be a home view")
        blocks = view.get("blocks")
        if not isinstance(blocks, list) or len(blocks) > 100:
            raise SlackError("invalid_blocks", "a home view has up to 100 blocks")
        self._check_blocks(blocks[:50])
        self.home_views.setdefault(str(user), []).append(view)
        return {"view": {"id": f"V{next(self._serial):08d}", "type": "home", **view}}
