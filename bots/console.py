"""The terminal front end's sink: progress rows on stderr, the rendered answer on stdout; the rows' words
(tool labels, the status lines) in the run's language (``bots.texts.progress_words``).

Answers are laid out by :mod:`bots.terminal_markdown` — a reply that needed no model read by
:mod:`bots.markdown_lines` when it can, anything else by markdown-it —, so the card, a quick answer and the
agent's answer look alike and no figure in a table is cut on a narrow terminal (rich's Markdown cut a cell it
could not fit to "300.…"); rich loads only when a status line needs it (:class:`Screen`).
"""

from __future__ import annotations

import json
import os
import sys
from typing import TYPE_CHECKING, Any, TextIO, assert_never

from bots.texts import progress_words
from core.agent.control import new_run_id
from core.faces import label_of
from core.lang import Language

if TYPE_CHECKING:
    from rich.console import Console

    from core.agent.events import AgentEvent, Cancelled, Done, Failed


class Screen:
    """stdout or stderr as the terminal front end writes to it: laid-out Markdown and dim notes written
    directly, anything else through a rich ``Console`` made at its first use (``options`` are its own).
    Styles only on a terminal (``FORCE_COLOR`` makes any stream one), as rich decides: ``NO_COLOR`` and
    ``TERM=dumb`` turn them off; the width is ``COLUMNS``, the terminal's, else 80."""

    def __init__(self, *, file: TextIO | None = None, stderr: bool = False, **options: Any) -> None:
        self._file = file
        self.stderr = stderr
        self.options = options
        self._console: Console | None = None

    @property
    def file(self) -> TextIO:
        """The stream, looked up when written to (so a replaced ``sys.stdout`` is the one used)."""
        if self._file is not None:
            return self._file
        return sys.stderr if self.stderr else sys.stdout

    @property
    def console(self) -> Console:
        if self._console is None:
            from rich.console import Console

            self._console = Console(file=self._file, stderr=self.stderr, **self.options)
        return self._console

    def print(self, *objects: Any, **options: Any) -> None:
        self.console.print(*objects, **options)

    @property
    def terminal(self) -> bool:
        """Whether the stream is a terminal (``FORCE_COLOR`` says it is)."""
        return bool(os.environ.get("FORCE_COLOR")) or _isatty(self.file)

    @property
    def styled(self) -> bool:
        """Whether to write styles: on a terminal, unless ``NO_COLOR`` or a dumb ``TERM`` says not."""
        if os.environ.get("NO_COLOR") or os.environ.get("TERM", "").lower() in ("dumb", "unknown"):
            return False
        return self.terminal

    @property
    def width(self) -> int:
        if isinstance(given := self.options.get("width"), int):
            return given
        columns = os.environ.get("COLUMNS", "")
        if columns.isdigit() and int(columns) > 0:
            return int(columns)
        if _isatty(self.file):
            try:
                return os.get_terminal_size(self.file.fileno()).columns
            except (OSError, ValueError):
                pass
        return 80

    def markdown(self, markdown: str) -> None:
        """``markdown`` laid out for this terminal (``bots.terminal_markdown``)."""
        from bots.markdown_lines import parse_plain
        from bots.terminal_markdown import render

        document = parse_plain(markdown)
        if document is None:
            from bots.markdown_tree import parse

            document = parse(markdown)
        self.write(render(document, width=self.width, styled=self.styled) + "\n")

    def note(self, text: str) -> None:
        """A dim line (shown plain off a terminal)."""
        self.write((f"\x1b[2m{text}\x1b[0m" if self.styled else text) + "\n")

    def write(self, text: str) -> None:
        self.file.write(text)
        self.file.flush()


def _isatty(file: TextIO) -> bool:
    try:
        return file.isatty()
    except (AttributeError, ValueError):
        return False


def _short(value: Any, limit: int = 60) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ConsoleSink:
    """Prints one run in ``lang``, the run's language. ``json_mode`` keeps stdout for the done record only."""

    def __init__(self, out: Screen, err: Screen, *, json_mode: bool = False, lang: Language = "ko") -> None:
        self.out = out
        self.err = err
        self.json_mode = json_mode
        self.lang: Language = lang
        self.words = progress_words(lang)
        self.terminal: Done | Failed | Cancelled | None = None

    def handle(self, event: AgentEvent) -> None:  # noqa: C901 - one case per event kind
        # The agent's events and the validator's wording load with the agent, not for a quick answer.
        from core.agent.events import (
            AnswerCheck,
            AnswerDelta,
            AnswerStart,
            Cancelled,
            ContextCleared,
            Done,
            Failed,
            Thinking,
            ToolEnd,
            ToolErrorEvent,
            ToolLimit,
            ToolProgress,
            ToolStart,
        )
        from core.agent.verify import check_line

        err, lang, words = self.err, self.lang, self.words
        match event:
            case Thinking(text=text):
                err.print(f"[dim]💭 {_short(text, 160)}[/dim]", highlight=False)
            case ToolStart(tool=tool, args=args):
                err.print(f"⏳ {label_of(tool, lang)} [dim]{_short(args)}[/dim]", highlight=False)
            case ToolProgress(tool=tool, text=text):
                err.print(f"   [dim]· {label_of(tool, lang)}: {_short(text)}[/dim]", highlight=False)
            case ToolEnd(tool=tool, summary=summary, duration_s=duration):
                took = f"{duration:.1f}{words.second}"
                err.print(
                    f"✅ {label_of(tool, lang)} — {_short(summary)} [dim]({took})[/dim]", highlight=False
                )
            case ToolErrorEvent(tool=tool, error=error):
                err.print(f"⚠️  {label_of(tool, lang)}: {_short(error, 120)}", highlight=False)
            case ToolLimit(tool=tool):
                err.print(f"[yellow]⚠️  {label_of(tool, lang)}: {words.tool_limit}[/yellow]", highlight=False)
            case ContextCleared(removed=removed):
                err.print(f"[dim]🧹 {words.context_cleared.format(count=removed)}[/dim]", highlight=False)
            case AnswerStart():
                err.print(f"✍️  {words.answering}…", highlight=False)
            case AnswerDelta():
                pass  # the answer is rendered whole at the end, as Markdown
            case AnswerCheck(checked=checked, unsupported=unsupported, revising=revising):
                err.print(check_line(checked, unsupported, revising, lang), highlight=False)
            case Done():
                self.terminal = event
                self._done(event)
            case Failed(user_message=message, run_id=run_id):
                self.terminal = event
                if self.json_mode:
                    self._print_json({"error": event.error, "user_message": message, "run_id": run_id})
                err.print(f"[red]❌ {message}[/red] [dim](run {run_id})[/dim]", highlight=False)
            case Cancelled(run_id=run_id):
                self.terminal = event
                err.print(f"[yellow]⏹ {words.cancelled}[/yellow] [dim](run {run_id})[/dim]", highlight=False)
            case _:
                assert_never(event)

    def _done(self, done: Done) -> None:
        if self.json_mode:
            self._print_json(done.as_record())
        else:
            self.out.markdown(done.answer)
        words = self.words
        line = " · ".join(
            (
                words.done,
                words.tool_calls.format(count=len(done.tool_calls)),
                f"{done.total_s:.1f}{words.second}",
                words.tokens.format(count=f"{done.usage.total:,}"),
                f"run {done.run_id}",
            )
        )
        self.err.print(f"[dim]{line}[/dim]", highlight=False)

    def _print_json(self, record: dict[str, Any]) -> None:
        # One JSON object on one stdout line, nothing else.
        self.out.print(json.dumps(record, ensure_ascii=False), soft_wrap=True, markup=False, highlight=False)

    def direct(self, markdown: str, *, path: str, sources: tuple[str, ...] = ()) -> None:
        """A reply that needed no model (quick answer, card, or the no-model note)."""
        if self.json_mode:
            from core.model import Usage

            self._print_json(
                {
                    "run_id": new_run_id(),
                    "answer": markdown,
                    "tool_calls": [],
                    "iterations": 0,
                    "total_s": 0.0,
                    "usage": Usage().as_dict(),
                    "path": path,
                    "sources": list(sources),
                }
            )
        else:
            self.out.markdown(markdown)
        self.err.note(self.words.quick if path == "quick" else self.words.no_model)
