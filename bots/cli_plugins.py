"""Commands other installed packages add to ``dexter``: the ``dexter.commands`` entry points.

``dexter eval`` comes from the ``evals`` package this way (the product never imports its own test
bench). Each entry point is ``register(app: typer.Typer) -> None``.

Finding them with ``importlib.metadata`` means importing it (email, zipfile, csv …) and reading every
installed package's metadata — the slowest part of ``dexter --help``. So ``bots.cli`` asks only when it
needs them (the command list, or a name that is not one of its own), and the answer is kept in a small
cache file (``$XDG_CACHE_HOME/dexter/commands.txt``, else ``~/.cache/dexter/``) keyed on the
environment (``sys.prefix``), the Python version and the modification times of the ``sys.path``
directories: installing or removing a package changes its directory, so the next start reads the
metadata again. A cache that cannot be read or written is simply not used.
"""

from __future__ import annotations

import importlib
import os
import sys
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from typer import _click

GROUP = "dexter.commands"
_FORMAT = "dexter.commands cache 1"


def cache_dir() -> str:
    """Where ``dexter`` keeps its start-up caches (this module's, and ``bots.cli_help``'s)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "dexter")


def cache_file() -> str:
    return os.path.join(cache_dir(), "commands.txt")


def path_key() -> str:
    """The environment, the Python version and each ``sys.path`` directory with its modification time
    (-1: missing; the current directory, ``""`` under ``python -c``, without one: it changes with every
    file written)."""
    parts = [_FORMAT, sys.prefix, sys.version]
    for entry in sys.path:
        try:
            stamp = os.stat(entry).st_mtime_ns if entry else 0
        except OSError:
            stamp = -1
        parts.append(f"{entry}\t{stamp}")
    return "\n".join(parts)


def _read(path: str, key: str) -> list[tuple[str, str]] | None:
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError):
        return None
    head, sep, body = text.partition("\n\n")
    if not sep or head != key:
        return None
    entries = [tuple(line.split("=", 1)) for line in body.splitlines() if "=" in line]
    return [(name.strip(), value.strip()) for name, value in entries]


def write_atomically(path: str, text: str) -> None:
    """Write a cache file whole: readers see the old file or the new one; a failure is ignored."""
    partial = f"{path}.{os.getpid()}"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(partial, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(partial, path)
    except OSError:
        pass


def _write(path: str, key: str, entries: list[tuple[str, str]]) -> None:
    body = "".join(f"{name} = {value}\n" for name, value in entries)
    write_atomically(path, f"{key}\n\n{body}")


def entry_points() -> list[tuple[str, str]]:
    """``(name, "module:attr")`` of every ``dexter.commands`` entry point, from the cache when it is current."""
    key, path = path_key(), cache_file()
    found = _read(path, key)
    if found is None:
        from importlib.metadata import entry_points as installed

        found = [(entry.name, entry.value) for entry in installed(group=GROUP)]
        _write(path, key, found)
    return found


def load(value: str) -> Any:
    """The object an entry point names: ``module:attr.attr`` (extras, ``[…]``, are ignored)."""
    module, _, attrs = value.partition("[")[0].partition(":")
    target: Any = importlib.import_module(module.strip())
    for attr in filter(None, attrs.strip().split(".")):
        target = getattr(target, attr)
    return target


@cache
def plugin_commands() -> dict[str, _click.Command]:
    """The plugins' commands by name, loaded once; a plugin that fails to load is skipped with a warning
    (it must not take the product's own commands down)."""
    import typer

    plugins = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
    for name, value in entry_points():
        try:
            load(value)(plugins)
        except Exception as exc:
            print(f"경고: 명령 플러그인 {name!r}을(를) 불러오지 못했습니다: {exc}", file=sys.stderr)
    return dict(typer.main.get_group(plugins).commands)
