"""The chat's prompt (bots/chat_prompt.py) on a pseudo-terminal: a SIGINT that reaches the process while a
line is read ends the read, whichever thread took it and however soon after the prompt it came, and the
line is still readline's (editing, history, the terminal's width).

Each case runs a small program that reads with ``read_line``: 130 on ``KeyboardInterrupt``, 3 on
``EOFError``, otherwise the lines it read."""

from __future__ import annotations

import asyncio
import fcntl
import struct
import sys
import termios
from pathlib import Path

import pytest

from tests.bots.test_chat_terminal import PATIENCE_S, Terminal, _env, terminal

PROMPT = "질문>"
READER = """
import os, readline, signal, sys, threading
from bots.chat_prompt import read_line

how = sys.argv[1]
if how == "a worker thread takes it":
    shown = threading.Event()
    readline.set_pre_input_hook(shown.set)  # readline's call once the prompt is on the screen

    def take_it() -> None:
        shown.wait()
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)  # its C handler runs here, not on main

    threading.Thread(target=take_it, daemon=True).start()
elif how == "before the wait":  # after the prompt is shown, before anything waits for a key
    readline.set_pre_input_hook(lambda: os.kill(os.getpid(), signal.SIGINT))
try:
    lines = [read_line("질문> ") for _ in range(int(sys.argv[2]))]
except KeyboardInterrupt:
    sys.exit(130)
except EOFError:
    sys.exit(3)
print("LINES", lines)
"""


@pytest.mark.parametrize("how", ["a worker thread takes it", "before the wait"])
async def test_a_sigint_ends_the_read_whenever_it_comes(tmp_path: Path, how: str) -> None:
    # input() hung in both: the signal was noted, and nothing woke its wait for a key
    async with terminal("-c", READER, how, "1", env=_env(tmp_path), program=sys.executable) as term:
        await term.wait_for(PROMPT)
        assert await term.exit_code() == 130, term.text
    assert "Traceback" not in term.text


async def test_ctrl_c_and_ctrl_d_at_the_prompt(tmp_path: Path) -> None:
    async with terminal("-c", READER, "typed", "1", env=_env(tmp_path), program=sys.executable) as term:
        await term.wait_for(PROMPT)
        term.type("\x03")
        assert await term.exit_code() == 130, term.text
    async with terminal("-c", READER, "typed", "1", env=_env(tmp_path), program=sys.executable) as term:
        await term.wait_for(PROMPT)
        term.type("\x04")
        assert await term.exit_code() == 3, term.text


async def test_lines_are_edited_and_remembered_as_by_readline(tmp_path: Path) -> None:
    async with terminal("-c", READER, "typed", "3", env=_env(tmp_path), program=sys.executable) as term:
        await term.wait_for(PROMPT)
        term.type("삼성전자 2023년?xy\x7f\x7f\r")  # two backspaces
        await term.wait_for(PROMPT, count=2)
        term.type("\x1b[A\r")  # up: the line before
        await term.wait_for(PROMPT, count=3)
        term.type("\x1b[A\x01카카오와 \r")  # up again, Ctrl-A: to the line's start
        assert await term.exit_code() == 0, term.text
    assert "LINES ['삼성전자 2023년?', '삼성전자 2023년?', '카카오와 삼성전자 2023년?']" in term.text


WIDTHS = """
import ctypes, readline, sys
from bots.chat_prompt import read_line

lib = ctypes.CDLL(readline.__file__)
print("STARTED", flush=True)
sys.stdin.readline()
for _ in range(3):
    read_line("질문> ")
    rows, columns = ctypes.c_int(), ctypes.c_int()
    lib.rl_get_screen_size(ctypes.byref(rows), ctypes.byref(columns))
    print("WIDTH", columns.value)
"""


async def prompt_after(term: Terminal, marker: str) -> None:
    """Wait for ``marker`` and a prompt drawn after it: a resize at the prompt makes readline draw the prompt
    again, so prompts cannot be counted."""
    await term.wait_for(marker)
    async with asyncio.timeout(PATIENCE_S):
        while PROMPT not in term.text.rpartition(marker)[2]:
            term.changed.clear()
            await term.changed.wait()


async def test_readline_draws_for_the_terminal_width_after_a_resize(tmp_path: Path) -> None:
    def resize(master: int, columns: int) -> None:
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))

    env = _env(tmp_path, TERM="xterm")
    async with terminal("-c", WIDTHS, env=env, program=sys.executable) as term:
        await term.wait_for("STARTED")
        resize(term.master, 30)  # before the first prompt
        term.type("\r")
        await term.wait_for(PROMPT)
        term.type("ab\r")
        await prompt_after(term, "WIDTH 30")
        resize(term.master, 50)  # between two lines
        term.type("cd\r")
        await prompt_after(term, "WIDTH 50")
        term.type("ef")
        await term.wait_for("ef")
        resize(term.master, 70)  # during a line
        term.type("\r")
        assert await term.exit_code() == 0, term.text
    assert [line.split()[1] for line in term.text.splitlines() if line.startswith("WIDTH")] == [
        "30",
        "50",
        "70",
    ], term.text
