"""``dexter chat``'s prompt: a line read on the main thread that no Ctrl-C can miss.

``input()`` with readline prints the prompt and then waits in ``select()`` on stdin; only a SIGINT that
arrives *during* that wait interrupts it. One landing between the prompt and the wait (a busy machine,
someone pressing Ctrl-C as the prompt shows), or taken by another thread of the process (the session's
executor and database threads), only sets Python's flag, and the wait goes on until a key comes.

Here the wait is ours: readline's callback interface (the one ``input()`` itself drives, reached through
ctypes in the same library, so line editing and history are readline's as before) and a ``select()``
on stdin *and* the signal wakeup pipe (``signal.set_wakeup_fd``), into which the C-level handler writes
whichever thread took the signal, before the wait or during it. While the line is read SIGINT only
notes itself (a handler raising inside readline's callback would be swallowed by ctypes); the prompt
then raises ``KeyboardInterrupt``, as ``input()`` does. Elsewhere (no GNU readline, not a terminal, not
the main thread): ``input()``.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import os
import select
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import FrameType
from typing import Any


@contextlib.contextmanager
def interrupts_on_the_terminal() -> Iterator[None]:
    """SIGINT raises ``KeyboardInterrupt`` for the session when stdin is a terminal, even if the process
    was started with it ignored (a background job of a shell without job control, as a script's ``&``
    makes): the welcome promises that Ctrl-C leaves. The disposition before is restored after."""
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN or not _is_terminal(sys.stdin):
        yield
        return
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def read_line(prompt: str) -> str:
    """What ``input(prompt)`` returns (``EOFError`` at Ctrl-D, ``KeyboardInterrupt`` at Ctrl-C)."""
    readline = _readline() if _can_wait_here() else None
    if readline is None:
        return input(prompt)
    return readline.read(prompt)


def _descriptor(stream: Any) -> int | None:
    try:
        return int(stream.fileno())
    except (AttributeError, OSError, ValueError):  # replaced, closed or without a descriptor
        return None


def _is_terminal(stream: Any) -> bool:
    fd = _descriptor(stream)
    return fd is not None and os.isatty(fd)


def _can_wait_here() -> bool:
    """``input()`` would use readline (sys.stdin and sys.stdout are the terminal on descriptors 0 and 1,
    which readline reads and writes) and signals are handled on this thread."""
    return (
        threading.current_thread() is threading.main_thread()
        and _descriptor(sys.stdin) == 0
        and _descriptor(sys.stdout) == 1
        and os.isatty(0)
        and os.isatty(1)
        and callable(signal.getsignal(signal.SIGINT))  # None: a handler set outside Python
    )


@functools.cache
def _readline() -> _Readline | None:
    """GNU readline as the ``readline`` module loaded it, or ``None`` (not loaded, or libedit)."""
    module = sys.modules.get("readline")
    if module is None or "libedit" in (module.__doc__ or "") or getattr(module, "backend", "") == "editline":
        return None
    try:
        lib = ctypes.CDLL(getattr(module, "__file__", None))  # its own handle: libreadline is beneath it
        for name in ("rl_callback_handler_install", "rl_callback_read_char", "rl_callback_handler_remove"):
            getattr(lib, name).restype = None
        lib.rl_callback_handler_install.argtypes = (ctypes.c_char_p, _LineHandler)
        lib.free.argtypes, lib.free.restype = (ctypes.c_void_p,), None
        cleanup = [
            getattr(lib, name)
            for name in ("rl_free_line_state", "rl_callback_sigcleanup", "rl_cleanup_after_signal")
            if hasattr(lib, name)
        ]
        sizes = tuple(getattr(lib, name, None) for name in ("rl_reset_screen_size", "rl_resize_terminal"))
    except (AttributeError, OSError):
        return None
    return _Readline(lib, module, tuple(cleanup), *sizes)


#: readline's ``rl_vcpfunc_t``: called with the line (malloc'd; NULL at end of input)
_LineHandler = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


def _terminal_size() -> os.terminal_size | None:
    try:
        return os.get_terminal_size(1)
    except OSError:
        return None


class _Heard:
    """What a line's reading heard: SIGINT (its handler meanwhile notes it, never raises) and the
    terminal's size at the last key."""

    def __init__(self) -> None:
        self.interrupt = False
        self.size = _terminal_size()

    def note(self, signum: int, frame: FrameType | None) -> None:
        self.interrupt = True


@dataclass(frozen=True)
class _Readline:
    lib: ctypes.CDLL
    module: Any  # the ``readline`` module: its history
    cleanup: tuple[Callable[[], object], ...]  # readline's clean-up after a signal, where it has them
    #: readline's size taken again from the terminal (silently; before a prompt), and after a resize
    #: during one (the line drawn again for the new size), where it has them
    reset_size: Callable[[], object] | None
    resized: Callable[[], object] | None

    def read(self, prompt: str) -> str:
        for stream in (sys.stdout, sys.stderr):
            stream.flush()
        heard = _Heard()
        with _wakeup_pipe() as wake:
            previous = signal.signal(signal.SIGINT, heard.note)
            try:
                line = self._wait(
                    prompt.encode(sys.stdout.encoding, sys.stdout.errors or "strict"), wake, heard
                )
            finally:
                signal.signal(signal.SIGINT, previous)  # runs a pending ``heard.note`` first
        if heard.interrupt:  # the line was done, but Ctrl-C came before the prompt was left
            raise KeyboardInterrupt
        if line is None:
            raise EOFError
        text = line.decode(sys.stdin.encoding, sys.stdin.errors or "strict")
        self._remember(text)
        return text

    def _wait(self, prompt: bytes, wake: int, heard: _Heard) -> bytes | None:
        """Show ``prompt``, feed readline what is typed until a line is done: the line, ``None`` at the end
        of input; ``KeyboardInterrupt`` once a SIGINT reached the pipe or ``heard``."""
        done: list[bytes | None] = []

        def finished(text: int | None) -> None:
            done.append(None if text is None else ctypes.string_at(text))
            if text is not None:
                self.lib.free(text)
            self.lib.rl_callback_handler_remove()

        handler = _LineHandler(finished)
        if self.reset_size is not None:  # resized since the last line
            self.reset_size()
        self.lib.rl_callback_handler_install(prompt, handler)
        try:
            while not done:
                self._feed(wake, heard)
        except BaseException:
            if not done:  # as input() does: drop the line, give the terminal back
                for step in self.cleanup:
                    step()
                self.lib.rl_callback_handler_remove()
            raise
        return done[0]

    def _feed(self, wake: int, heard: _Heard) -> None:
        """Wait for a key or a signal: readline takes the key; SIGINT raises ``KeyboardInterrupt``."""
        if heard.interrupt:
            raise KeyboardInterrupt
        stdin = sys.stdin.fileno()
        ready, _, _ = select.select([stdin, wake], [], [])
        if wake in ready and signal.SIGINT in os.read(wake, 512):
            raise KeyboardInterrupt
        if stdin in ready:
            self._follow_the_size(heard)
            self.lib.rl_callback_read_char()

    def _follow_the_size(self, heard: _Heard) -> None:
        """The terminal was resized since the last key: readline draws for the new size. (``input()`` did
        so at SIGWINCH, which the ``readline`` module notes for its own wait only.)"""
        size = _terminal_size()
        if self.resized is not None and size != heard.size:
            self.resized()
        heard.size = size

    def _remember(self, text: str) -> None:
        """History as ``input()`` keeps it: a line that is not empty, unless it repeats the last one."""
        length = self.module.get_current_history_length()
        if text and (length == 0 or self.module.get_history_item(length) != text):
            self.module.add_history(text)


@contextlib.contextmanager
def _wakeup_pipe() -> Iterator[int]:
    """A pipe the C-level signal handler writes each signal's number to: its reading end."""
    wake, written = os.pipe()
    try:
        os.set_blocking(written, False)  # a handler never waits on it
        previous = signal.set_wakeup_fd(written, warn_on_full_buffer=False)
        try:
            yield wake
        finally:
            signal.set_wakeup_fd(previous)
    finally:
        os.close(wake)
        os.close(written)
