"""The command list ``dexter --help`` last drew, kept in ``help.json`` (``bots.cli_plugins.cache_dir``): the
page of plain strings ``bots.cli_help`` draws from, what it was made from (the environment's key, the
program name, the size and modification time of every source file it came from), and the text drawn from it
for each terminal it was shown on.

A terminal is told apart by what rich and typer read to draw: whether stdout is a terminal and its size,
and the environment variables that change colours, width or layout (``_SCREEN``). When the kept text is
this terminal's, ``dexter --help`` prints it without loading rich (a third of its time); otherwise
``bots.cli_help`` draws the page and the text is kept beside the others (the last ``SCREENS``).
"""

from __future__ import annotations

import json
import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typer import _click
    from typer.core import TyperGroup

_PAGE_FORMAT = "dexter help page 2"
#: what rich (``Console``) and typer read from the environment to decide colours, width and layout
_SCREEN = (
    "COLORTERM",
    "COLUMNS",
    "FORCE_COLOR",
    "GITHUB_ACTIONS",
    "JUPYTER_COLUMNS",
    "JUPYTER_LINES",
    "LINES",
    "NO_COLOR",
    "PY_COLORS",
    "TERM",
    "TERMINAL_WIDTH",
    "TTY_COMPATIBLE",
    "TTY_INTERACTIVE",
    "_TYPER_FORCE_DISABLE_TERMINAL",
)
#: terminals whose drawn text is kept at most (the latest)
SCREENS = 8


def screen() -> str:
    """This terminal as the drawing depends on it: stdout's kind and size, and the variables above."""
    try:
        tty = os.isatty(sys.stdout.fileno())
        size = tuple(os.get_terminal_size(sys.stdout.fileno())) if tty else ()
    except (AttributeError, OSError, ValueError):
        tty, size = False, ()
    return json.dumps([tty, size, {name: os.environ.get(name) for name in _SCREEN}])


def print_cached_group_help(program: str) -> bool:
    """Print the command list typer last drew for ``program`` when nothing it came from has changed;
    ``False`` (nothing printed): typer must draw it."""
    kept = _read(program)
    if kept is None:
        return False
    here = screen()
    text = kept["drawn"].get(here)
    if not isinstance(text, str):
        from bots.cli_help import draw

        text = draw(kept["page"])
        _write(kept["page"], program, {**kept["drawn"], here: text}, kept["sources"])
    sys.stdout.write(text)
    sys.stdout.write("\n")  # click echoes the help typer left for it to print: "" and a newline
    sys.stdout.flush()
    return True


def print_group_help(group: TyperGroup, ctx: _click.Context) -> bool:
    """Print ``group``'s help as typer would (``bots.cli_help``); ``False`` (nothing printed) when typer
    must draw it. The page, and the text drawn for this terminal, are kept for ``print_cached_group_help``."""
    from bots.cli_help import draw, page_of

    page = page_of(group, ctx)
    if page is None:
        return False
    text = draw(page)
    sys.stdout.write(text)
    sys.stdout.flush()
    _write(page, ctx.info_name or "", {screen(): text}, _sources())
    return True


def _read(program: str) -> dict[str, Any] | None:
    from bots.cli_plugins import path_key

    try:
        with open(_cache_file(), encoding="utf-8") as file:
            kept = json.load(file)
        if kept["key"] != [_PAGE_FORMAT, path_key(), program] or kept["sources"] != _stamps(kept["sources"]):
            return None
        if isinstance(kept["page"], dict) and isinstance(kept["drawn"], dict):
            return dict(kept)
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def _write(page: dict[str, object], program: str, drawn: dict[str, str], sources: list[list[object]]) -> None:
    from bots.cli_plugins import path_key, write_atomically

    latest = dict(list(drawn.items())[-SCREENS:])
    kept = {"key": [_PAGE_FORMAT, path_key(), program], "sources": sources, "page": page, "drawn": latest}
    write_atomically(_cache_file(), json.dumps(kept, ensure_ascii=False))


def _cache_file() -> str:
    from bots.cli_plugins import cache_dir

    return os.path.join(cache_dir(), "help.json")


def _stamps(files: list[list[object]]) -> list[list[object]]:
    """``[path, size, mtime_ns]`` of each file as it is now (``-1``, ``-1``: missing)."""
    stamps: list[list[object]] = []
    for entry in files:
        path = str(entry[0])
        try:
            stat = os.stat(path)
            stamps.append([path, stat.st_size, stat.st_mtime_ns])
        except OSError:
            stamps.append([path, -1, -1])
    return stamps


def _sources() -> list[list[object]]:
    """The source files the command list came from: every loaded ``bots`` and ``evals`` module and
    the plugins' modules."""
    from bots.cli_plugins import entry_points

    plugins = tuple(value.partition(":")[0].strip() for _, value in entry_points())
    roots = ("bots", "evals", *plugins)
    files = sorted(
        {
            path
            for name, module in list(sys.modules.items())
            if name.split(".")[0] in roots and (path := getattr(module, "__file__", None))
        }
    )
    return _stamps([[path] for path in files])
