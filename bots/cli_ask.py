"""``dexter ask`` and ``dexter chat``: questions on the terminal (loaded only when one of them runs)."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from bots.cli_errors import fail
from bots.compose import Runtime, open_runtime
from bots.console import ConsoleSink, Screen
from bots.direct import direct_reply
from core.agent.control import CancelToken, Turn
from core.clock import now_kst
from core.config import Settings, load_settings
from core.errors import ConfigError
from core.inputs import NoQuestion, TooLong, read_question
from core.lang import run_language
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
    settings = _settings(offline)
    verdict = read_question(query, max_chars=settings.dexter_max_question_chars)
    if isinstance(verdict, TooLong):  # the same rule and words as in Slack, Telegram and chat
        raise fail(verdict.message)
    if isinstance(verdict, NoQuestion):
        raise fail('질문이 비어 있습니다. 예: dexter ask "삼성전자 2023년 영업이익률은?"')
    query = verdict.text
    lang = run_language(settings.dexter_lang, query)  # the status lines' language: the answer's
    sink = ConsoleSink(Screen(soft_wrap=json_out), Screen(stderr=True), json_mode=json_out, lang=lang)
    code = 0

    async def run() -> None:
        nonlocal code
        async with await open_runtime(settings, model=model, require_model=False) as runtime:
            reply = await direct_reply(query, runtime, today=now_kst().date())
            if reply is None:
                code = 0 if await _run_once(runtime, query, (), sink) is not None else 1
            else:
                sink.direct(reply.markdown, path=reply.path, sources=reply.sources)
                code = 0 if reply.answered and reply.found else 2  # nothing found: exit 2 as documented

    asyncio.run(run())
    return code


def chat(*, offline: bool, model: str | None) -> int:
    """The interactive session until exit, quit, 종료 or Ctrl-D (0), or Ctrl-C at the prompt (130).

    The prompt is read on the main thread while no event loop runs, so Ctrl-C interrupts it at once
    (a prompt read in a worker thread hung until Enter), and ``bots.chat_prompt`` sees that no Ctrl-C
    is missed there (one landing just before readline's wait hung until a key); each question runs on
    one loop kept open between them (``asyncio.Runner``), where Ctrl-C cancels that question and comes
    back to the prompt.
    """
    with contextlib.suppress(ImportError):  # line editing and history at the prompt, where available
        import readline  # noqa: F401
    from bots.chat_prompt import interrupts_on_the_terminal, read_line

    with interrupts_on_the_terminal(), asyncio.Runner() as runner:
        runtime = runner.run(open_runtime(_settings(offline), model=model, require_model=False))
        try:
            return _chat(runner, runtime, read_line)
        finally:
            runner.run(runtime.aclose())


#: Ctrl-C at the prompt: the shell's code for "ended by SIGINT" (128 + 2)
INTERRUPTED = 130
WELCOME = """Korean Dexter — 한국 상장사 리서치 (종료: exit · Ctrl-D · Ctrl-C · 답변 중 Ctrl-C: 그 질문만 취소)
질문은 최대 {limit:,}자까지 받습니다.
예) 삼성전자 2023년 영업이익률은? · SK하이닉스와 삼성전자 2024년 영업이익 비교 · 카카오 최근 3년 매출 추이
    네이버 대표이사는? · 005930 (회사 카드) · 삼성전자 2023년 실적 분석해줘 (AI 모델 필요)"""
OFFLINE_NOTE = (
    "오프라인 데이터: 삼성전자 · SK하이닉스 · 현대자동차 · 카카오 · NAVER의 녹화된 실제 공시 "
    "(FY2023–FY2024, 2024년 3분기). 시세는 데모용 합성 가격입니다."
)


def _chat(runner: asyncio.Runner, runtime: Runtime, read: Callable[[str], str] = input) -> int:
    """Prompt, answer, repeat: the exit code when the person leaves."""
    out, err = Screen(), Screen(stderr=True)
    history: list[Turn] = []
    limit = runtime.settings.dexter_max_question_chars
    err.print(
        WELCOME.format(limit=limit) + ("\n" + OFFLINE_NOTE if runtime.data.offline else ""), highlight=False
    )
    if runtime.agent is None:
        err.print(
            f"[yellow]AI 모델 없이 실행 중[/yellow] ({runtime.model_note}): 수치 질문과 회사 카드만 답합니다.",
            highlight=False,
        )
    while True:
        try:
            typed = read("\n질문> ")
        except EOFError:  # Ctrl-D
            err.print()
            return 0
        except KeyboardInterrupt:  # Ctrl-C at the prompt: leave at once, as a shell's commands do
            err.print()
            return INTERRUPTED
        if typed.strip().lower() in {"exit", "quit", "종료"}:
            return 0
        verdict = read_question(typed, max_chars=limit)
        if isinstance(verdict, TooLong):
            err.print(f"[yellow]{verdict.message}[/yellow]", highlight=False)
            continue
        if isinstance(verdict, NoQuestion):
            continue
        sink = ConsoleSink(out, err, lang=run_language(runtime.settings.dexter_lang, verdict.text))
        try:
            runner.run(_turn(runtime, verdict.text, history, sink))
        except KeyboardInterrupt:  # Ctrl-C while a quick answer was being made: that answer only
            err.print(f"[yellow]⏹ {sink.words.cancelled}[/yellow]", highlight=False)


async def _turn(runtime: Runtime, query: str, history: list[Turn], sink: ConsoleSink) -> None:
    """One question of the session: the quick path or the card when they can, else the agent."""
    earlier = [turn.query for turn in history]  # keyless follow-ups read the questions before
    reply = await direct_reply(query, runtime, today=now_kst().date(), earlier=earlier)
    if reply is not None:
        sink.direct(reply.markdown, path=reply.path, sources=reply.sources)
        if reply.answered:
            history.append(Turn(query, reply.markdown))
        return
    done = await _run_once(runtime, query, history, sink)
    if done is not None:
        history.append(Turn(query, done.answer))
