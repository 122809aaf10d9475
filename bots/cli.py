"""The ``dexter`` command. Only commands that work are registered."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points

import typer
from rich.console import Console

from bots.cli_card import card
from bots.cli_corpcodes import corp_codes_app
from bots.cli_errors import fail
from bots.cli_migrate import migrate_command
from bots.compose import Runtime, open_runtime
from bots.console import ConsoleSink
from bots.direct import direct_reply
from bots.doctor.cli import doctor
from bots.serve import serve
from core.agent import CancelToken, Turn
from core.agent.events import Done
from core.clock import now_kst
from core.config import Settings, load_settings
from core.errors import ConfigError, DexterError
from core.logging import configure_from, configure_logging

app = typer.Typer(
    name="dexter",
    help="Korean Dexter — 한국 상장사 리서치 에이전트 (OpenDART · KIS)",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

app.add_typer(corp_codes_app, name="corp-codes")

OfflineOpt = typer.Option(False, "--offline", help="번들된 녹화 데이터로 실행 (API 키 불필요)")
ModelOpt = typer.Option(None, "--model", "-m", help="DEXTER_MODEL 대신 사용할 모델")


def _settings(offline: bool) -> Settings:
    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    configure_logging(settings.secret_values(), level="WARNING")
    return settings


async def _run_once(runtime: Runtime, query: str, history: Sequence[Turn], sink: ConsoleSink) -> None:
    """One agent run; Ctrl-C cancels the run (not the process)."""
    agent = runtime.agent
    if agent is None:
        raise ConfigError(runtime.model_problem or "no model configured", setting="DEXTER_MODEL")
    token = CancelToken()
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError, RuntimeError):
        loop.add_signal_handler(signal.SIGINT, token.cancel)
    try:
        async for event in agent.run(query, history, cancel=token):
            sink.handle(event)
    finally:
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.remove_signal_handler(signal.SIGINT)


@app.command()
def ask(
    query: str = typer.Argument(..., help='질문, 예: "삼성전자 2023년 영업이익률 분석해줘"'),
    offline: bool = OfflineOpt,
    model: str | None = ModelOpt,
    json_out: bool = typer.Option(False, "--json", help="완료 기록만 JSON 한 줄로 stdout에 출력"),
) -> None:
    """질문 하나에 답합니다: 진행 상황을 보여 주고 마크다운 답변을 출력합니다."""
    if not query.strip():
        raise fail("질문이 비어 있습니다.")
    sink = ConsoleSink(Console(soft_wrap=json_out), Console(stderr=True), json_mode=json_out)
    code = 0

    async def run() -> None:
        nonlocal code
        async with await open_runtime(_settings(offline), model=model, require_model=False) as runtime:
            reply = await direct_reply(query, runtime, today=now_kst().date())
            if reply is None:
                await _run_once(runtime, query, (), sink)
                code = 0 if isinstance(sink.terminal, Done) else 1
            else:
                sink.direct(reply.markdown, path=reply.path, sources=reply.sources)
                code = 0 if reply.answered else 2

    try:
        asyncio.run(run())
    except DexterError as exc:
        raise fail(str(exc)) from None
    if code:
        raise typer.Exit(code)


@app.command()
def chat(offline: bool = OfflineOpt, model: str | None = ModelOpt) -> None:
    """대화형 세션: 이전 질문과 답변을 기억하며 이어서 묻습니다. 종료: exit 또는 Ctrl-D."""

    async def run() -> None:
        async with await open_runtime(_settings(offline), model=model, require_model=False) as runtime:
            await _chat(runtime)

    try:
        asyncio.run(run())
    except DexterError as exc:
        raise fail(str(exc)) from None


WELCOME = """Korean Dexter — 한국 상장사 리서치 (종료: exit 또는 Ctrl-D · 실행 중 Ctrl-C: 취소)
예) 삼성전자 2023년 영업이익률은? · SK하이닉스와 삼성전자 2024년 영업이익 비교 · 카카오 최근 3년 매출 추이
    네이버 대표이사는? · 005930 (회사 카드) · 삼성전자 2023년 실적 분석해줘 (AI 모델 필요)"""
OFFLINE_NOTE = (
    "오프라인 데이터: 삼성전자 · SK하이닉스 · 현대자동차 · 카카오 · NAVER의 녹화된 실제 공시 "
    "(FY2023–FY2024, 2024년 3분기). 시세는 데모용 합성 가격입니다."
)


async def _chat(runtime: Runtime) -> None:
    out, err = Console(), Console(stderr=True)
    history: list[Turn] = []
    err.print(WELCOME + ("\n" + OFFLINE_NOTE if runtime.data.offline else ""), highlight=False)
    if runtime.agent is None:
        err.print(
            f"[yellow]AI 모델 없이 실행 중[/yellow] ({runtime.model_problem}): 수치 질문과 회사 카드만 답합니다.",
            highlight=False,
        )
    while True:
        try:
            query = (await asyncio.to_thread(input, "\n질문> ")).strip()
        except EOFError:
            return
        if query.lower() in {"exit", "quit", "종료"}:
            return
        if not query:
            continue
        sink = ConsoleSink(out, err)
        reply = await direct_reply(query, runtime, today=now_kst().date())
        if reply is not None:
            sink.direct(reply.markdown, path=reply.path, sources=reply.sources)
            if reply.answered:
                history.append(Turn(query, reply.markdown))
            continue
        await _run_once(runtime, query, history, sink)
        if isinstance(sink.terminal, Done):
            history.append(Turn(query, sink.terminal.answer))


app.command("card")(card)
app.command("doctor")(doctor)
app.command("migrate")(migrate_command)


def _plugins() -> None:
    """Commands other installed packages register under ``dexter.commands`` (``dexter eval`` comes from
    the ``evals`` package this way: the product never imports its own test bench)."""
    for entry in entry_points(group="dexter.commands"):
        try:
            entry.load()(app)
        except Exception as exc:  # a broken plugin must not take the product's own commands down
            print(f"경고: 명령 플러그인 {entry.name!r}을(를) 불러오지 못했습니다: {exc}", file=sys.stderr)


_plugins()


@app.command("serve")
def serve_command(
    slack: bool = typer.Option(False, "--slack", help="Slack 봇만 실행"),
    telegram: bool = typer.Option(False, "--telegram", help="Telegram 봇만 실행"),
    port: int = typer.Option(3000, "--port", help="HTTP 포트 (Slack HTTP 모드, /healthz)"),
    offline: bool = OfflineOpt,
) -> None:
    """봇 실행: 토큰이 있는 플랫폼을 한 프로세스에서 (Slack: SLACK_APP_TOKEN이 있으면 Socket Mode)."""
    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    configure_from(
        settings.secret_values(),
        fmt=settings.dexter_log_format,
        level=settings.dexter_log_level,
        log_ids=settings.dexter_log_ids,
    )
    if not slack and not telegram:  # both by default: whatever has a token
        slack, telegram = settings.slack_bot_token is not None, settings.telegram_bot_token is not None
    try:
        asyncio.run(serve(settings, slack=slack, telegram=telegram, port=port))
    except DexterError as exc:
        raise fail(str(exc)) from None


def main() -> None:
    try:
        app()
    except KeyboardInterrupt:
        sys.exit(130)
