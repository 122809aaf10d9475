"""The two command lines people type most, started without typer: ``dexter ask [options] QUESTION`` and
``dexter --help``.

Importing typer (its click core, its parameter conversion, the pydantic models behind it) costs more
than a keyless quick answer needs for everything else, so ``bots.cli.main`` asks ``start`` first.
``start`` reads only the command lines typer would hand to ``ask`` unchanged — the options ``--offline``,
``--json`` and ``--model``/``-m`` (each at most once, a value not starting with ``-``), one question, an
optional ``--`` — and leaves everything else (``--help`` after ``ask``, a misspelt option, a missing or
an extra argument, shell completion) to typer, which prints its usual usage error. The command then
runs the same ``run_ask`` typer's ``ask`` runs, and its outcome becomes an exit code the way typer's
standalone mode makes it (``typer.core._main``): ``typer.Exit`` → its code, Ctrl-C → 130, a closed pipe
→ 1, end of input → "Aborted" and 1. The question runs inside ``bots.cli_compiled.kept_compiled``: the
patterns and dataclass methods it compiles while it starts come from what the last runs kept.
``dexter --help`` is drawn from the command list ``bots.cli_help`` kept the last time typer drew it,
while that list is current.
"""

from __future__ import annotations

import errno
import gc
import os
import sys

#: ``dexter ask``'s flags and its one option with a value (``bots.cli_app.ask``)
_FLAGS = {"--offline": "offline", "--json": "json_out"}
_MODEL = ("--model", "-m")


def run_ask(query: str, *, offline: bool, model: str | None, json_out: bool) -> int:
    """``dexter ask``: the exit code (``typer.Exit`` raised, with the message printed, when it cannot start)."""
    from bots.cli_errors import fail

    if not query.strip():
        raise fail("질문이 비어 있습니다.")
    from bots import cli_ask
    from core.errors import DexterError

    try:
        return cli_ask.ask(query, offline=offline, model=model, json_out=json_out)
    except DexterError as exc:
        raise fail(str(exc)) from None


def read_ask(args: list[str]) -> tuple[str, bool, str | None, bool] | None:
    """``(question, offline, model, json_out)`` when typer would call ``ask`` with exactly these values
    for ``args`` (what follows ``ask``), else ``None``: typer reads it (and explains what is wrong)."""
    values: dict[str, bool] = {}
    model: str | None = None
    seen_model = False
    question: list[str] = []
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if arg == "--":
            question += rest
            break
        if not arg.startswith("-") or arg == "-":
            question.append(arg)
        elif arg in _FLAGS and _FLAGS[arg] not in values:
            values[_FLAGS[arg]] = True
        elif not seen_model and (arg in _MODEL or arg.startswith(("--model=", "-m"))):
            value = _model_value(arg, rest)
            if not value or value.startswith("-"):
                return None
            model, seen_model = value, True
        else:
            return None
    if len(question) != 1:
        return None
    return question[0], values.get("offline", False), model, values.get("json_out", False)


def _model_value(arg: str, rest: list[str]) -> str:
    """The model ``--model X``, ``-m X`` (the next argument, taken from ``rest``), ``--model=X`` or
    ``-mX`` names; empty when none follows."""
    if arg in _MODEL:
        return rest.pop(0) if rest else ""
    return arg.partition("=")[2] if arg.startswith("--") else arg[2:]


def _completing() -> bool:
    """Shell completion asked for (click's ``_<PROG>_COMPLETE``): typer answers it."""
    return any(name.startswith("_") and name.endswith("_COMPLETE") for name in os.environ)


def start(argv: list[str]) -> int | None:
    """Run ``argv`` (the arguments after ``dexter``) without typer when it is one of the command lines
    this module reads: the exit code; ``None``: typer must read it."""
    if _completing():
        return None
    if argv == ["--help"]:
        program = _program()
        if program is None:
            return None
        from bots.cli_help_kept import print_cached_group_help

        return 0 if print_cached_group_help(program) else None
    if not argv or argv[0] != "ask":
        return None
    read = read_ask(argv[1:])
    if read is None:
        return None
    query, offline, model, json_out = read
    enabled = gc.isenabled()
    gc.disable()  # until what ``ask`` runs is imported (``_load_ask``)
    try:
        from bots.cli_compiled import kept_compiled

        with kept_compiled():  # the patterns and dataclass methods the last runs compiled
            _load_ask(enabled)
            return run_ask(query, offline=offline, model=model, json_out=json_out)
    except (KeyboardInterrupt, EOFError, OSError) as exc:
        code = _interrupted(exc)
        if code is None:
            raise
        return code
    except Exception as exc:
        code = _typer_exit(exc)
        if code is None:
            raise
        return code


def _load_ask(enabled: bool) -> None:
    """Import what ``dexter ask`` runs with the cyclic garbage collector paused (by ``start``, from before
    the kept compiled file is read), then freeze what was made and collect again if it was ``enabled``.

    The imports make ~70k objects that live as long as the process (modules, classes, functions,
    patterns); with the collector on, the young generations were walked over and over while they grew
    (~110 passes, ~17 ms of a quick answer) and found nothing to free. ``gc.freeze`` then moves them out
    of the collector's sight: the passes after these imports do not walk them, nor do the interpreter's
    collections at exit (which took ~60 ms of CPU after the answer was printed). The young generation's
    threshold is then raised to ``YOUNG``: a warm quick answer makes fewer objects than that after its
    imports, where the default (700) set off ~18 passes (~6 ms) that freed next to nothing; a run of the
    agent is still collected, every ``YOUNG`` allocations."""
    try:
        from bots import cli_ask  # noqa: F401
    finally:
        gc.freeze()
        young, middle, old = gc.get_threshold()
        gc.set_threshold(max(young, YOUNG), middle, old)
        if enabled:
            gc.enable()


#: the young generation's collection threshold while ``dexter ask`` runs (see ``_load_ask``)
YOUNG = 20_000


def _program() -> str | None:
    """The name typer shows in ``Usage:`` when a file or a console script runs (click's
    ``_detect_program_name``); ``None`` under ``python -m``, whose name typer works out."""
    main = sys.modules.get("__main__")
    if getattr(main, "__package__", None) not in (None, "") or not sys.argv:
        return None
    return os.path.basename(sys.argv[0])


def _typer_exit(exc: Exception) -> int | None:
    """``typer.Exit``'s code (``bots.cli_errors.fail`` raises it, with typer loaded then), else ``None``."""
    if "typer" not in sys.modules:
        return None
    import typer

    return exc.exit_code if isinstance(exc, typer.Exit) else None


def _interrupted(exc: BaseException) -> int | None:
    """Ctrl-C, end of input and a closed pipe as typer's standalone mode ends them; ``None``: re-raise."""
    if isinstance(exc, KeyboardInterrupt):
        return 130
    from typer import _click

    if isinstance(exc, EOFError):
        from typer import rich_utils

        _click.echo(file=sys.stderr)
        rich_utils.rich_abort_error()
        return 1
    if isinstance(exc, OSError) and exc.errno == errno.EPIPE:
        sys.stdout = _click.utils.PacifyFlushWrapper(sys.stdout)
        sys.stderr = _click.utils.PacifyFlushWrapper(sys.stderr)
        return 1
    return None
