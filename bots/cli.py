"""The ``dexter`` command. Only commands that work are registered (``bots.cli_app``).

Start-up stays short: ``main`` first asks ``bots.cli_fast`` to run the command line without typer (a
question, ``dexter ask …``, and the command list, ``dexter --help``); every other command line goes to
the typer application in ``bots.cli_app``, which this module loads only then. ``bots.cli.app`` (and each
command's function) is that application's, loaded on first use.
``tests/bots/test_cli_imports.py`` keeps it so; ``python -m evals.bench_startup`` times it.
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> None:
    from bots.cli_fast import start

    code = start(sys.argv[1:])
    if code is not None:
        sys.exit(code)
    from bots.cli_app import app

    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)


def __getattr__(name: str) -> Any:
    """``app`` and the commands (``bots.cli.serve_command`` …) from ``bots.cli_app``, loaded on first use."""
    if name.startswith("__"):
        raise AttributeError(name)
    from bots import cli_app

    try:
        return getattr(cli_app, name)
    except AttributeError:
        raise AttributeError(f"module 'bots.cli' has no attribute {name!r}") from None
