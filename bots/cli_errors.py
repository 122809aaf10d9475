"""How every ``dexter`` command fails: one line on stderr, an exit code, never a traceback.

A start-up fault (a missing setting, a store that cannot be opened) exits with code 2, so scripts and
service managers can tell "could not start" from "ran and failed" (1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.errors import DexterError, StoreError

if TYPE_CHECKING:  # typer loads only when a command fails (``dexter ask`` starts without it)
    import typer

START_FAILED = 2
#: what a failure's line starts with, in the language of what failed (``fail``'s ``lang``)
ERROR_MARK = {"ko": "오류:", "en": "Error:"}


def fail(message: str, code: int = START_FAILED, *, lang: str = "ko") -> typer.Exit:
    """Print ``오류: message`` (``Error:`` when ``lang`` is ``"en"``) as exactly one stderr line (never
    wrapped) and return the ``Exit`` to raise."""
    from rich.console import Console  # only when something failed: rich is not needed to start
    from rich.text import Text

    mark = ERROR_MARK["en" if lang == "en" else "ko"]
    line = Text.assemble((mark, "red"), " ", " ".join(message.split()))
    Console(stderr=True, soft_wrap=True).print(line, highlight=False)
    import typer

    return typer.Exit(code)


def exit_code(exc: DexterError, default: int) -> int:
    """A store fault means the command could not run at all: always ``START_FAILED``."""
    return START_FAILED if isinstance(exc, StoreError) else default


def fail_with_fix(what: str, fix: str, code: int = START_FAILED) -> typer.Exit:
    """``오류: what`` and ``해결: fix``: two stderr lines (each never wrapped) and the ``Exit`` to raise."""
    from rich.console import Console
    from rich.text import Text

    console = Console(stderr=True, soft_wrap=True)
    console.print(Text.assemble(("오류:", "red"), " ", " ".join(what.split())), highlight=False)
    if fix:
        console.print(Text.assemble(("해결:", "yellow"), " ", " ".join(fix.split())), highlight=False)
    import typer

    return typer.Exit(code)
