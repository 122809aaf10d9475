"""The Slack emulator's streaming (chat.startStream/appendStream/stopStream), file upload and
assistant-status methods, as a mixin of ``FakeSlack`` (which provides the state and helpers below)."""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from evals.emulators.slack_events import Message, Upload

Json = dict[str, Any]
Streaming = Literal["enabled", "feature_not_enabled", "unknown_method"]


class SlackError(Exception):
    """Raised by a method handler; becomes ``{"ok": false, "error": error}`` (HTTP 200, like Slack)."""

    def __init__(self, error: str, detail: str = "") -> None:
        super().__init__(error)
        self.error = error
        self.detail = detail


class StreamsAndFiles:
    """Method handlers ``_api_<method>`` for streaming, files and assistant threads."""

    if TYPE_CHECKING:
        clock: Callable[[], float]
        markdown_limit: int
        streaming: Streaming
        stream_ttl: float
        statuses: list[Json]
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
        if args.get("markdown_text"):
            pieces.insert(0, {"type": "markdown_text", "text": args["markdown_text"]})
        text = msg.text + "".join(p.get("text", "") for p in pieces if p.get("type") == "markdown_text")
        if len(text) > self.markdown_limit:
            raise SlackError("msg_too_long", f"stream over {self.markdown_limit} characters")
        msg.chunks += pieces
        msg.text = msg.markdown_text = text

    def _open_stream(self, args: Json) -> Message:
        if self.streaming != "enabled":
            raise SlackError(self.streaming)
        msg = self._existing(args)
        if msg.stream == "open" and self.clock() - msg.posted_at > self.stream_ttl:
            msg.stream = "stopped"
        if msg.stream != "open":
            raise SlackError("message_not_in_streaming_state")
        return msg

    def _api_chat_startStream(self, args: Json) -> Json:
        if self.streaming != "enabled":
            raise SlackError(self.streaming)
        channel = self._channel(args)
        if not args.get("thread_ts"):
            raise SlackError("invalid_arguments", "thread_ts is required")
        msg = self._new(channel, "", thread_ts=str(args["thread_ts"]), stream="open", markdown_text="")
        self._stream_piece(msg, args)
        self._channels[channel].append(msg)
        return {"channel": channel, "ts": msg.ts}

    def _api_chat_appendStream(self, args: Json) -> Json:
        msg = self._open_stream(args)
        self._stream_piece(msg, args)
        return {"channel": msg.channel, "ts": msg.ts}

    def _api_chat_stopStream(self, args: Json) -> Json:
        msg = self._open_stream(args)
        self._stream_piece(msg, args)
        if args.get("blocks"):
            self._check_blocks(args["blocks"])
            msg.blocks = args["blocks"]
        msg.stream = "stopped"
        return {"channel": msg.channel, "ts": msg.ts, "message": msg.to_api()}

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

    def _api_assistant_threads_setStatus(self, args: Json) -> Json:
        self._channel(args, "channel_id")
        if not args.get("thread_ts"):
            raise SlackError("invalid_arguments", "thread_ts is required")
        self.statuses.append({**args, "at": self.clock()})
        return {}
