"""Structured logging (structlog) with a redaction step no log line can bypass.

Pretty console output on a TTY, one JSON object per line otherwise. The standard library's
loggers (httpx logs request URLs, which carry OpenDART's ``crtfc_key``) are routed through the same
processors, so redaction covers them too.

structlog (with rich's pretty-printer and attrs behind it) is imported when the first line is logged,
not when a module asks for its logger or a command configures logging: most ``dexter`` commands never
log a line. ``get_logger`` returns a stand-in that loads structlog on first use, and
``configure_logging`` applies structlog's configuration then (at once when structlog is already loaded).
"""

from __future__ import annotations

import logging
import re
import sys
from collections.abc import Iterable, MutableMapping
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from types import ModuleType

REDACTED = "***"

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(crtfc_key=)[^&\s\"'<>]+", re.IGNORECASE), r"\1" + REDACTED),
    (re.compile(r"(Bearer\s+)[A-Za-z0-9._~+/=\-]+", re.IGNORECASE), r"\1" + REDACTED),
    (re.compile(r"\bxox[a-z]-[A-Za-z0-9\-]+"), "xox?-" + REDACTED),
    (re.compile(r"\bxapp-[A-Za-z0-9\-]+"), "xapp-" + REDACTED),
    # Telegram bot tokens: <bot id>:<35 chars>, also inside /bot<token>/ URLs.
    (re.compile(r"\d{6,12}:[A-Za-z0-9_\-]{30,}"), REDACTED),
    (re.compile(r"\bsk-(?:ant-)?[A-Za-z0-9_\-]{16,}"), "sk-" + REDACTED),
    (
        re.compile(
            r"((?:appkey|appsecret|app_key|app_secret|api_key|apikey)[\"']?\s*[:=]\s*[\"']?)[^\s\"'&,}]+",
            re.IGNORECASE,
        ),
        r"\1" + REDACTED,
    ),
)


class Redactor:
    """Removes configured secret values and well-known token shapes from text."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        self._secrets: list[str] = []
        self.add(secrets)

    def add(self, secrets: Iterable[str]) -> None:
        for secret in secrets:
            if secret and len(secret) >= 4 and secret not in self._secrets:
                self._secrets.append(secret)
        self._secrets.sort(key=len, reverse=True)

    def __call__(self, text: str) -> str:
        for secret in self._secrets:
            if secret in text:
                text = text.replace(secret, REDACTED)
        for pattern, replacement in _PATTERNS:
            text = pattern.sub(replacement, text)
        return text

    def scrub(self, value: Any) -> Any:
        """Redact strings anywhere inside dicts, lists and tuples."""
        if isinstance(value, str):
            return self(value)
        if isinstance(value, dict):
            return {k: self.scrub(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return type(value)(self.scrub(v) for v in value)
        if isinstance(value, BaseException):
            return self(f"{type(value).__name__}: {value}")
        return value


#: The process-wide redactor. ``configure_logging`` adds the configured secrets to it.
redact = Redactor()


def _redact_processor(_logger: Any, _name: str, event_dict: MutableMapping[str, Any]) -> Any:
    for key, value in list(event_dict.items()):
        event_dict[key] = redact.scrub(value)
    return event_dict


#: Log fields that identify people or their conversations; hashed unless ``DEXTER_LOG_IDS=1``.
ID_FIELDS = frozenset({"user", "user_id", "conversation", "chat", "chat_id", "channel", "team", "thread"})
_hash_ids = True


def hash_id(value: object) -> str:
    """A stable, short, non-reversible stand-in for an id (the same id → the same hash in every line)."""
    text = "|".join(map(str, value)) if isinstance(value, list | tuple) else str(value)
    import hashlib  # loaded the first time something is hashed, not at every start

    return "h:" + hashlib.sha256(text.encode()).hexdigest()[:12]


def _hash_ids_processor(_logger: Any, _name: str, event_dict: MutableMapping[str, Any]) -> Any:
    if _hash_ids:
        for key in ID_FIELDS & event_dict.keys():
            if event_dict[key] not in (None, ""):
                event_dict[key] = hash_id(event_dict[key])
    return event_dict


def _redact_rendered(_logger: Any, _name: str, rendered: Any) -> Any:
    # Last line of defence: exception text rendered by format_exc_info is redacted too.
    return redact(rendered) if isinstance(rendered, str) else rendered


def _shared_processors() -> list[Any]:
    import structlog

    return [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        structlog.processors.format_exc_info,
        _hash_ids_processor,
        _redact_processor,
    ]


_configure_pending = False


def _structlog() -> ModuleType:
    """structlog, configured as ``configure_logging`` asked (when it was not loaded yet then)."""
    global _configure_pending
    import structlog

    if _configure_pending:
        _configure_pending = False
        structlog.configure(
            processors=[*_shared_processors(), structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
            logger_factory=structlog.stdlib.LoggerFactory(),
            wrapper_class=structlog.stdlib.BoundLogger,
            cache_logger_on_first_use=False,
        )
    return structlog


class _Formatter(logging.Formatter):
    """structlog's ``ProcessorFormatter`` with the renderer chosen, built for the first record."""

    def __init__(self, *, use_json: bool, colors: bool) -> None:
        super().__init__()
        self._use_json, self._colors = use_json, colors
        self._inner: logging.Formatter | None = None

    def format(self, record: logging.LogRecord) -> str:
        if self._inner is None:
            structlog = _structlog()
            renderer: Any = (
                structlog.processors.JSONRenderer(ensure_ascii=False)
                if self._use_json
                else structlog.dev.ConsoleRenderer(colors=self._colors)
            )
            self._inner = structlog.stdlib.ProcessorFormatter(
                foreign_pre_chain=_shared_processors(),
                processors=[
                    structlog.stdlib.ProcessorFormatter.remove_processors_meta,
                    renderer,
                    _redact_rendered,
                ],
            )
        return self._inner.format(record)


def configure_logging(
    secrets: Iterable[str] = (),
    *,
    level: str = "INFO",
    stream: TextIO | None = None,
    json: bool | None = None,
    hash_ids: bool = True,
) -> None:
    """Set up structlog and the stdlib root logger. Safe to call more than once. ``json`` ``None``:
    JSON unless ``stream`` is a terminal. ``hash_ids``: user/conversation ids are logged hashed."""
    global _hash_ids, _configure_pending
    _hash_ids = hash_ids
    redact.add(secrets)
    out = stream or sys.stderr
    use_json = (not out.isatty()) if json is None else json
    _configure_pending = True
    if "structlog" in sys.modules:
        _structlog()
    handler = logging.StreamHandler(out)
    handler.setFormatter(_Formatter(use_json=use_json, colors=out.isatty()))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)


def configure_from(settings_secrets: Iterable[str], *, fmt: str | None, level: str, log_ids: bool) -> None:
    """``configure_logging`` from the DEXTER_LOG_* settings (``fmt``: "json", "console" or None = auto)."""
    configure_logging(
        settings_secrets, level=level, json=None if fmt is None else fmt == "json", hash_ids=not log_ids
    )


#: a bound logger's methods that log one line at a level
_LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "warn": logging.WARNING,
    "error": logging.ERROR,
    "exception": logging.ERROR,
    "critical": logging.CRITICAL,
}


def _dropped(*_args: Any, **_kwargs: Any) -> None:
    """A line below its logger's level: the stdlib logger would drop it."""


class _Logger:
    """structlog's logger ``name``, looked up (and structlog imported) at its first use.

    Until then, a line below the level ``configure_logging`` set for ``name`` is dropped here, as its
    stdlib logger would drop it: a command that logs only such lines (``dexter ask`` at ERROR filling a
    new store's company list at INFO) never loads structlog for them."""

    __slots__ = ("_logger", "_name")

    def __init__(self, name: str) -> None:
        self._name = name
        self._logger: Any = None

    def __getattr__(self, attr: str) -> Any:
        if self._logger is None:
            level = _LEVELS.get(attr)
            if level is not None and _below_level(self._name, level):
                return _dropped
            self._logger = _structlog().get_logger(self._name)
        return getattr(self._logger, attr)


def _below_level(name: str, level: int) -> bool:
    """Whether a line at ``level`` from ``name`` would be dropped: structlog is not loaded yet and will be
    configured to hand its lines to the stdlib logger ``name`` (``configure_logging``), which is not
    enabled for ``level``. Otherwise (structlog loaded, or never configured here) the line goes on."""
    return (
        _configure_pending
        and "structlog" not in sys.modules
        and not logging.getLogger(name).isEnabledFor(level)
    )


def get_logger(name: str) -> Any:
    return _Logger(name)
