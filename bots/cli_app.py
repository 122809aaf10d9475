"""The ``dexter`` command's typer application: every command and its options (DESIGN's CLI surface).

``bots.cli`` is the entry point: it answers ``dexter ask …`` and ``dexter --help`` without loading this
module (``bots.cli_fast``) and hands every other command line to ``app``. Each command imports what it
runs inside its body (``dexter <cmd> --help`` loads no SDK, no data layer, no model client); the plugin
commands (``bots.cli_plugins``: ``dexter.commands`` entry points, ``dexter eval``) are looked up only
when the command list is shown or a name is not one of ours; the command list is drawn by
``bots.cli_help``. ``tests/bots/test_cli_imports.py`` keeps it so; ``python -m evals.bench_startup``
times it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer
from typer.core import HAS_RICH, TyperGroup

from bots.cli_card import card
from bots.cli_chart import chart
from bots.cli_corpcodes import corp_codes_app
from bots.cli_data import data_app
from bots.cli_errors import fail
from bots.cli_fast import run_ask
from bots.cli_feedback import feedback_app
from bots.cli_mcp import mcp
from bots.cli_migrate import migrate_command
from bots.cli_options import ModelOpt, OfflineOpt
from bots.doctor.cli import doctor

if TYPE_CHECKING:
    from typer import _click


class DexterCommands(TyperGroup):
    """Our commands first; the plugins' are added when the list is shown (``--help``) or a name is not ours.
    The list is drawn by ``bots.cli_help`` (typer's layout, without typer's slow help module)."""

    def _add_plugins(self) -> None:
        from bots.cli_plugins import plugin_commands

        for name, command in plugin_commands().items():
            self.commands.setdefault(name, command)

    def list_commands(self, ctx: _click.Context) -> list[str]:
        self._add_plugins()
        return super().list_commands(ctx)

    def get_command(self, ctx: _click.Context, cmd_name: str) -> _click.Command | None:
        command = super().get_command(ctx, cmd_name)
        if command is None:
            self._add_plugins()
            command = super().get_command(ctx, cmd_name)
        return command

    def format_help(self, ctx: _click.Context, formatter: _click.HelpFormatter) -> None:
        from bots.cli_help_kept import print_group_help  # typer's own help module costs more than the rest

        if not (HAS_RICH and print_group_help(self, ctx)):
            super().format_help(ctx, formatter)


app = typer.Typer(
    name="dexter",
    help="Korean Dexter — 한국 상장사 리서치 에이전트 (OpenDART · KIS)",
    cls=DexterCommands,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

app.add_typer(corp_codes_app, name="corp-codes")
app.add_typer(data_app, name="data")
app.add_typer(feedback_app, name="feedback")


@app.command()
def ask(
    query: str = typer.Argument(
        ...,
        help='질문 (최대 DEXTER_MAX_QUESTION_CHARS자, 기본 4,000자), 예: "삼성전자 2023년 영업이익률 분석해줘"',
    ),
    offline: bool = OfflineOpt,
    model: str | None = ModelOpt,
    json_out: bool = typer.Option(False, "--json", help="완료 기록만 JSON 한 줄로 stdout에 출력"),
) -> None:
    """질문 하나에 답합니다: 진행 상황을 보여 주고 마크다운 답변을 출력합니다."""
    code = run_ask(query, offline=offline, model=model, json_out=json_out)
    if code:
        raise typer.Exit(code)


@app.command()
def chat(offline: bool = OfflineOpt, model: str | None = ModelOpt) -> None:
    """대화형 세션: 이전 질문과 답변을 기억하며 이어서 묻습니다. 종료: exit, Ctrl-D 또는 Ctrl-C."""
    from bots import cli_ask
    from core.errors import DexterError

    try:
        code = cli_ask.chat(offline=offline, model=model)
    except DexterError as exc:
        raise fail(str(exc)) from None
    if code:
        raise typer.Exit(code)


app.command("card")(card)
app.command("chart")(chart)
app.command("doctor")(doctor)
app.command("migrate")(migrate_command)
app.command("mcp")(mcp)


@app.command("serve")
def serve_command(
    slack: bool = typer.Option(False, "--slack", help="Slack 봇만 실행"),
    telegram: bool = typer.Option(False, "--telegram", help="Telegram 봇만 실행"),
    port: int = typer.Option(3000, "--port", help="HTTP 포트 (Slack HTTP 모드, /healthz)"),
    offline: bool = OfflineOpt,
    debug: bool = typer.Option(False, "--debug", help="디버그 로그, 시작 실패 시 traceback까지 출력"),
) -> None:
    """봇 실행: 토큰이 있는 플랫폼을 한 프로세스에서 (Slack: SLACK_APP_TOKEN이 있으면 Socket Mode)."""
    import asyncio

    from bots.serve import serve
    from core.config import load_settings
    from core.errors import ConfigError
    from core.logging import configure_from

    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    if debug:
        settings = settings.model_copy(update={"dexter_log_level": "DEBUG"})
    configure_from(
        settings.secret_values(),
        fmt=settings.dexter_log_format,
        level=settings.dexter_log_level,
        log_ids=settings.dexter_log_ids,
    )
    if not slack and not telegram:  # both by default: whatever has a token
        slack = settings.slack_bot_token is not None or settings.slack_oauth
        telegram = settings.telegram_bot_token is not None
    if slack:  # only Slack's service loads Bolt (and its warning about the environment's token)
        from bots.slack.bolt_env import drop_env_token_warning

        drop_env_token_warning()
    try:
        asyncio.run(serve(settings, slack=slack, telegram=telegram, port=port))
    except ConfigError as exc:  # a missing or wrong setting: its message is the fix
        raise fail(str(exc)) from None
    except Exception as exc:
        if settings.dexter_log_level.upper() == "DEBUG":
            raise  # --debug / DEXTER_LOG_LEVEL=debug: the whole traceback
        from bots.cli_errors import fail_with_fix
        from bots.doctor.startup import explain, lines

        row = asyncio.run(explain(settings, exc, slack=slack, telegram=telegram, port=port))
        raise fail_with_fix(*lines(row)) from None
