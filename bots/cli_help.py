"""``dexter --help`` (the command list) drawn without typer's help module.

Typer draws help with ``typer.rich_utils``, whose imports (rich's Markdown and traceback renderers, with
markdown-it, Pygments and attrs behind them) cost more than the rest of ``dexter --help``. The command
list uses none of them, so ``print_group_help`` draws it with the same rich parts, styles and layout —
the same output, character for character and colour for colour (``tests/bots/test_cli_imports.py``
compares the two) — and anything it does not handle (arguments, option defaults, ranges or environment
variables, deprecated commands, custom panels, an epilog, another markup mode) goes to typer's own
renderer: ``print_group_help`` then returns ``False``.

What it draws is a page of plain strings (usage, help text, option rows, command rows), kept in a cache
file next to the plugins' (``bots.cli_plugins.cache_dir``, ``help.json``) with what it was made from:
the environment's key (``bots.cli_plugins``: the Python, ``sys.path`` and its directories' times), the
program name, and the size and modification time of every source file of the ``bots`` and ``evals``
modules and the plugins loaded when it was made (the commands, their options and help texts live
there), and the text drawn from it for each terminal it was drawn on (``bots.cli_help_kept``). That module's
``print_cached_group_help`` prints it again while all of it still holds — without typer, and without rich
when this terminal's text is kept (``bots.cli_fast``: ``dexter --help``).
"""

from __future__ import annotations

import inspect
import os
from typing import TYPE_CHECKING

from rich.align import Align
from rich.columns import Columns
from rich.console import Console, Group, RenderableType
from rich.highlighter import RegexHighlighter
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text
from rich.theme import Theme

if TYPE_CHECKING:
    from typer import _click
    from typer.core import TyperGroup, TyperOption

#: one option's row: long names, short names, their negative forms, the type shown, the help text
OptionRow = tuple[str, str, str, str, str | None, str | None]

# typer.rich_utils' styles and titles (typer 0.29)
_THEME = {
    "option": "bold cyan",
    "switch": "bold green",
    "negative_option": "bold magenta",
    "negative_switch": "bold red",
    "types": "bold yellow",
    "types_sep": "dim",
    "usage": "yellow",
}
_STYLE_USAGE_COMMAND = "bold"
_STYLE_HELPTEXT = "dim"
_STYLE_TYPES = "bold yellow"
_STYLE_PANEL_BORDER = "dim"
_STYLE_COMMANDS_FIRST_COLUMN = "bold cyan"


class _OptionHighlighter(RegexHighlighter):
    highlights = [  # noqa: RUF012 - rich's own class attribute
        r"(^|\W)(?P<switch>\-\w+)(?![a-zA-Z0-9])",
        r"(^|\W)(?P<option>\-\-[\w\-]+)(?![a-zA-Z0-9])",
        r"(?P<types>\<[^\>]+\>)",
        r"(?P<usage>Usage: )",
    ]


class _NegativeOptionHighlighter(RegexHighlighter):
    highlights = [  # noqa: RUF012
        r"(^|\W)(?P<negative_switch>\-\w+)(?![a-zA-Z0-9])",
        r"(^|\W)(?P<negative_option>\-\-[\w\-]+)(?![a-zA-Z0-9])",
    ]


class _TypesHighlighter(RegexHighlighter):
    highlights = [  # noqa: RUF012
        r"^(?P<types_sep>(\[|<))",
        r"(?P<types_sep>\|)",
        r"(?P<types_sep>(\]|>))(\.\.\.)?$",
    ]


_highlighter = _OptionHighlighter()
_negative = _NegativeOptionHighlighter()
_types = _TypesHighlighter()


def _console() -> Console:
    force = (
        True if os.getenv("GITHUB_ACTIONS") or os.getenv("FORCE_COLOR") or os.getenv("PY_COLORS") else None
    )
    if os.getenv("_TYPER_FORCE_DISABLE_TERMINAL"):
        force = False
    width = os.getenv("TERMINAL_WIDTH")
    return Console(
        theme=Theme(_THEME),
        highlighter=_highlighter,
        color_system="auto",
        force_terminal=force,
        width=int(width) if width else None,
    )


def _markup(text: str, style: str = "") -> Text:
    text = inspect.cleandoc(text)
    return _highlighter(
        Text.from_ansi(text, style=style) if "\033[" in text else Text.from_markup(text, style=style)
    )


def _help_text(help_text: str) -> Group:
    first, *rest = inspect.cleandoc(help_text).partition("\f")[0].split("\n\n")
    if not first.startswith("\b"):
        first = first.replace("\n", " ")
    parts: list[RenderableType] = [_markup(first.strip())]
    if rest:
        parts += [Text(""), _markup("\n\n".join(rest), _STYLE_HELPTEXT)]
    return Group(*parts)


def _table(*, highlight: bool) -> Table:
    return Table(
        highlight=highlight,
        show_header=False,
        expand=True,
        box=None,
        show_lines=False,
        leading=0,
        border_style=None,
        row_styles=None,
        pad_edge=False,
        padding=(0, 1),
    )


def _plain_option(param: _click.Parameter, ctx: _click.Context) -> bool:
    """An option this module draws as typer does: no default, range, environment variable or panel."""
    from typer.core import TyperOption

    return (
        isinstance(param, TyperOption)
        and not param.required
        and param.show_default in (None, False)
        and not ctx.show_default
        and getattr(param, "envvar", None) is None
        and not getattr(param, "show_envvar", False)
        and "\b" not in (param.help or "")
        and getattr(param, "rich_help_panel", None) is None
        and param._get_number_range_help_str() is None
    )


def _option_row(param: TyperOption, ctx: _click.Context) -> OptionRow:
    long = [o for o in param.opts if "--" in o]
    short = [o for o in param.opts if "--" not in o]
    secondary_long = [o for o in param.secondary_opts if "--" in o]
    secondary_short = [o for o in param.secondary_opts if "--" not in o]
    return (
        ",".join(long),
        ",".join(short),
        ",".join(secondary_long),
        ",".join(secondary_short),
        param.display_type_rich(ctx=ctx),
        param.help,
    )


def _options_panel(rows: list[OptionRow]) -> Panel:
    table = _table(highlight=True)
    for long, short, secondary_long, secondary_short, shown, help_text in rows:
        types = Text(style=_STYLE_TYPES, overflow="fold")
        if shown is not None:
            types.append(shown)
        help_lines = [p.replace("\n", " ").strip() for p in (help_text or "").split("\n\n")]
        table.add_row(
            _highlighter(long),
            _highlighter(short),
            _negative(secondary_long),
            _negative(secondary_short),
            _types(types),
            Columns([_markup("\n".join(help_lines).strip())] if help_text else []),
        )
    return Panel(table, border_style=_STYLE_PANEL_BORDER, title="Options", title_align="left")


def _command_row(command: _click.Command) -> tuple[str, str]:
    first = inspect.cleandoc(command.short_help or command.help or "").split("\n\n")[0]
    if first.startswith("\b"):
        first = first.replace("\b\n", "")
    return command.name or "", first.strip()


def _commands_panel(rows: list[tuple[str, str]]) -> Panel:
    table = _table(highlight=False)
    width = max(len(name) for name, _ in rows)
    table.add_column(style=_STYLE_COMMANDS_FIRST_COLUMN, no_wrap=True, width=width)
    table.add_column("Description", justify="left", no_wrap=False, ratio=10)
    for name, first in rows:
        table.add_row(Text(name), _markup(first))
    return Panel(table, border_style=_STYLE_PANEL_BORDER, title="Commands", title_align="left")


def page_of(group: TyperGroup, ctx: _click.Context) -> dict[str, object] | None:
    """What ``group``'s help shows, as plain strings; ``None`` when typer must draw it."""
    from typer.core import TyperOption

    if group.rich_markup_mode != "rich" or group.deprecated or group.epilog:
        return None
    params = [p for p in group.get_params(ctx) if not getattr(p, "hidden", False)]
    if not all(_plain_option(p, ctx) for p in params):
        return None
    commands = [
        c for c in (group.get_command(ctx, n) for n in group.list_commands(ctx)) if c and not c.hidden
    ]
    if any(c.deprecated or getattr(c, "rich_help_panel", None) for c in commands):
        return None
    return {
        "usage": group.get_usage(ctx),
        "help": group.help or "",
        "options": [_option_row(p, ctx) for p in params if isinstance(p, TyperOption)],
        "commands": [_command_row(c) for c in commands],
    }


def draw(page: dict[str, object]) -> str:
    """The page as rich draws it for this terminal (its width, colours and escapes), as one text."""
    usage, help_text = str(page["usage"]), str(page["help"])
    options: list[OptionRow] = page["options"]  # type: ignore[assignment]
    commands: list[tuple[str, str]] = page["commands"]  # type: ignore[assignment]
    console = _console()
    with console.capture() as drawn:
        console.print(Padding(_highlighter(usage), 1), style=_STYLE_USAGE_COMMAND)
        if help_text:
            console.print(Padding(Align(_help_text(help_text), pad=False), (0, 1, 1, 1)))
        if options:
            console.print(_options_panel(options))
        if commands:
            console.print(_commands_panel(commands))
    return drawn.get()
