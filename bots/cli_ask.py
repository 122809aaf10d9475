"""``dexter ask`` and ``dexter chat``: questions on the terminal (loaded only when one of them runs)."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Console

from bots.compose import Runtime, open_runtime
from bots.console import ConsoleSink
from bots.direct import direct_reply
from core.agent.control import CancelToken, Turn
from core.clock import now_kst
from core.config import Settings, load_settings
from core.errors import ConfigError
from core.logging import configure_logging

if TYPE_CHECKING:
    from core.agent.events import Done


def _settings(offline: bool) -> Settings:
    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    # The answer is printed on this terminal: log lines (on stderr) would land in the middle of it, so
    # only errors are logged unless DEXTER_LOG_LEVEL asks for more (debug shows everything).
    explicit = "dexter_log_level" in settings.model_fields_set
    configure_logging(settings.secret_values(), level=settings.dexter_log_level if explicit else "ERROR")
    return settings


async def _run_once(runtime: Runtime, query: str, history: Sequence[Turn], sink: ConsoleSink) -> Done | None:
    """One agent run, its ``Done`` when it finished (``None``: failed or cancelled); Ctrl-C cancels the
    run (not the process)."""
    from core.agent.events import Done

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
    return sink.terminal if isinstance(sink.terminal, Done) else None


def ask(query: str, *, offline: bool, model: str | None, json_out: bool) -> int:
    """Answer ``query``: the quick path or the card when they can, else the agent. Returns the exit code."""
    sink = ConsoleSink(Console(soft_wrap=json_out), Console(stderr=True), json_mode=json_out)
    code = 0

    async def run() -> None:
        nonlocal code
        async with await open_runtime(_settings(offline), model=model, require_model=False) as runtime:
            reply = await direct_reply(query, runtime, today=now_kst().date())
            if reply is None:
                code = 0 if await _run_once(runtime, query, (), sink) is not None else 1
            else:
                sink.direct(reply.markdown, path=reply.path, sources=reply.sources)
                code = 0 if reply.answered and reply.found else 2  # nothing found: exit 2 as documented

    asyncio.run(run())
    return code


def chat(*, offline: bool, model: str | None) -> None:
    """The interactive session until exit, quit, 종료 or Ctrl-D."""

    async def run() -> None:
        async with await open_runtime(_settings(offline), model=model, require_model=False) as runtime:
            await _chat(runtime)

    asyncio.run(run())


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
            f"[yellow]AI 모델 없이 실행 중[/yellow] ({runtime.model_note}): 수치 질문과 회사 카드만 답합니다.",
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
        earlier = [turn.query for turn in history]  # keyless follow-ups read the questions before
        reply = await direct_reply(query, runtime, today=now_kst().date(), earlier=earlier)
        if reply is not None:
            sink.direct(reply.markdown, path=reply.path, sources=reply.sources)
            if reply.answered:
                history.append(Turn(query, reply.markdown))
            continue
        done = await _run_once(runtime, query, history, sink)
        if done is not None:
            history.append(Turn(query, done.answer))
