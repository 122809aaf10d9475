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


def fail(message: str, code: int = START_FAILED) -> typer.Exit:
    """Print ``오류: message`` as exactly one stderr line (never wrapped) and return the ``Exit`` to raise."""
    from rich.console import Console  # only when something failed: rich is not needed to start
    from rich.text import Text

    line = Text.assemble(("오류:", "red"), " ", " ".join(message.split()))
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
