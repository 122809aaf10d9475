"""`dexter chat` under a pseudo-terminal behaves like a shell: Ctrl-C at the idle prompt leaves at once
(130), Ctrl-D leaves (0), Ctrl-C during a run cancels that run and comes back to the prompt; a question
over the length limit gets the limit, in Korean, wherever it enters (chat, ask)."""

from __future__ import annotations

import asyncio
import fcntl
import os
import signal
import subprocess
import sys
import termios
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web

from evals.emulators.base import Recorded
from evals.emulators.llm import FakeAnthropic, fault

EXE = Path(sys.executable).parent / "dexter"
PROMPT = "질문>"
#: a guard against a hung process, not a timing assertion: each step waits for an event
PATIENCE_S = 120.0


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    return env | {"DEXTER_HOME": str(tmp_path), "TERM": "dumb", "COLUMNS": "100"} | extra


def _controlling_terminal() -> None:
    """In the child, after ``setsid``: stdin (the pty) becomes its controlling terminal, so the
    terminal's Ctrl-C and Ctrl-D reach it as a shell's would."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def _controlling_terminal_sigint_ignored() -> None:
    """As a shell without job control starts a background command (a script's ``&``): SIGINT ignored."""
    _controlling_terminal()
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@dataclass
class Terminal:
    """A `dexter` process on a pseudo-terminal: what it printed, and keys to type."""

    proc: asyncio.subprocess.Process
    master: int
    seen: bytearray = field(default_factory=bytearray)
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def text(self) -> str:
        return self.seen.decode("utf-8", "replace")

    def on_readable(self) -> None:
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # the child closed its side
            chunk = b""
        if not chunk:
            asyncio.get_running_loop().remove_reader(self.master)
        self.seen += chunk
        self.changed.set()

    async def wait_for(self, needle: str, *, count: int = 1) -> None:
        async with asyncio.timeout(PATIENCE_S):
            while self.text.count(needle) < count:
                self.changed.clear()
                await self.changed.wait()

    def type(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    async def exit_code(self) -> int:
        async with asyncio.timeout(PATIENCE_S):
            return await self.proc.wait()


@asynccontextmanager
async def terminal(
    *args: str, env: dict[str, str], program: str = str(EXE), sigint_ignored: bool = False
) -> AsyncIterator[Terminal]:
    master, slave = os.openpty()
    proc = await asyncio.create_subprocess_exec(
        program,
        *args,
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        start_new_session=True,
        # the child calls one ioctl before exec (and ignores SIGINT if asked)
        preexec_fn=_controlling_terminal_sigint_ignored if sigint_ignored else _controlling_terminal,
    )
    os.close(slave)
    term = Terminal(proc, master)
    loop = asyncio.get_running_loop()
    loop.add_reader(master, term.on_readable)
    try:
        yield term
    finally:
        loop.remove_reader(master)
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
        os.close(master)


async def test_ctrl_c_at_the_idle_prompt_leaves_at_once_with_130(tmp_path: Path) -> None:
    async with terminal("chat", "--offline", env=_env(tmp_path)) as term:
        await term.wait_for(PROMPT)
        term.type("\x03")
        assert await term.exit_code() == 130, term.text
    assert "Traceback" not in term.text


async def test_ctrl_c_at_the_idle_prompt_leaves_even_if_started_with_sigint_ignored(tmp_path: Path) -> None:
    # the chat on a terminal takes SIGINT back: its welcome says Ctrl-C leaves
    async with terminal("chat", "--offline", env=_env(tmp_path), sigint_ignored=True) as term:
        await term.wait_for(PROMPT)
        term.type("\x03")
        assert await term.exit_code() == 130, term.text
    assert "Traceback" not in term.text


async def test_ctrl_d_leaves_with_0_after_an_answer(tmp_path: Path) -> None:
    async with terminal("chat", "--offline", env=_env(tmp_path)) as term:
        await term.wait_for(PROMPT)
        term.type("삼성전자 2023년 영업이익은?\r")
        await term.wait_for(PROMPT, count=2)
        assert "조" in term.text.split(PROMPT)[1]  # the answer came before the next prompt
        term.type("\x04")
        assert await term.exit_code() == 0, term.text
    assert "Traceback" not in term.text


async def test_ctrl_c_during_a_run_cancels_it_and_comes_back_to_the_prompt(tmp_path: Path) -> None:
    # the model hears the question and never answers: only Ctrl-C ends the run
    async with FakeAnthropic([], default=fault("hang", after=1)) as fake:
        called = asyncio.Event()
        record = fake.record

        async def recorded(request: web.Request) -> Recorded:
            called.set()
            return await record(request)

        fake.record = recorded  # type: ignore[method-assign]
        env = _env(
            tmp_path,
            ANTHROPIC_API_KEY="sk-ant-" + "pty-key-0123",
            ANTHROPIC_BASE_URL=fake.url,
            DEXTER_MODEL_IDLE_TIMEOUT_S="600",
        )
        async with terminal("chat", "--offline", env=env) as term:
            await term.wait_for(PROMPT)
            term.type("반도체 업황 전망을 설명해줘\r")
            async with asyncio.timeout(PATIENCE_S):
                await called.wait()  # the run is under way: its model call arrived
            term.type("\x03")
            await term.wait_for(PROMPT, count=2)
            assert "취소" in term.text.split(PROMPT)[1], term.text
            term.type("\x04")
            assert await term.exit_code() == 0, term.text
    assert "Traceback" not in term.text


LONG = ("삼성전자 2023년 영업이익과 매출을 알려줘. " * 200)[:4518]


def test_a_question_over_the_limit_gets_the_limit_in_chat_and_ask(tmp_path: Path) -> None:
    assert len(LONG) == 4518
    chat = subprocess.run(
        [str(EXE), "chat", "--offline"],
        input=LONG + "\n",
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        timeout=PATIENCE_S,
        check=False,
    )
    assert chat.returncode == 0, chat.stderr
    assert "질문이 너무 깁니다 (최대 4,000자, 보낸 글 4,518자)" in chat.stderr
    assert "최대 4,000자" in chat.stderr.split(PROMPT)[0]  # the welcome states the limit
    assert "005930" not in chat.stdout and "삼성전자" not in chat.stdout  # no card, no answer

    ask = subprocess.run(
        [str(EXE), "ask", "--offline", LONG],
        capture_output=True,
        text=True,
        env=_env(tmp_path),
        timeout=PATIENCE_S,
        check=False,
    )
    assert ask.returncode == 2 and ask.stdout == ""
    assert "질문이 너무 깁니다 (최대 4,000자, 보낸 글 4,518자)" in ask.stderr
