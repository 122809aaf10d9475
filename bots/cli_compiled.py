"""What ``dexter ask`` compiles while it starts, kept from one run to the next: regular expressions and the
methods ``@dataclass`` writes.

Python keeps each module's bytecode (``__pycache__``), but every process compiles again each pattern
``re.compile`` is given and each ``__init__``/``__repr__``/``__eq__``… a dataclass gets (written as source
and ``exec``'d): for a keyless quick answer ~310 patterns and ~550 methods, a quarter of its CPU time.
``kept_compiled()`` (``bots.cli_fast`` runs ``dexter ask`` inside it) serves both from a file kept as
``__pycache__`` is: marshal data, next to the command caches (``bots.cli_plugins.cache_dir``), written
again (atomically, and never while ``sys.dont_write_bytecode``) when a run spent ``WORTH_S`` or more
compiling what the file lacked.

* A pattern: what ``re._compiler.compile`` hands to ``_sre.compile`` at its end (flags, program, group
  count and names), recorded by giving that function a recording ``_sre`` for the one call, and kept only
  when ``_sre.compile`` of the kept values equals what ``re`` made (``Pattern.__eq__`` compares flags,
  pattern and program). A kept pattern is ``_sre.compile`` of those values: no parsing, no code generation.
* A dataclass method: ``dataclasses`` calls ``exec(source, …)``; inside the block its module sees an
  ``exec`` that runs the code object of that source — compiled as ``exec`` compiles it (file
  ``"<string>"``, no inherited ``__future__`` flags) and kept by the source's text.

Each entry is kept as its own marshal bytes and read only when it is used: the file gathers the patterns
and methods of every command and question run before (~1,300 and ~1,500 of them, 3.8 MB), of which a
quick answer uses a quarter, and reading every program and code object at each start took ~15 ms.

The file is used only by the interpreter that wrote it (version, cache tag, ``_sre.MAGIC``, optimisation
level); one that is unreadable or from another is ignored and replaced. It stays small: past ``LIMIT``
entries of a kind, only this run's are written. When the block ends, ``re`` and ``dataclasses`` are as
they were. ``tests/bots/test_cli_compiled.py`` compares kept and fresh patterns and methods.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import marshal
import os
import re
import sys
import time
from collections.abc import Iterator
from types import CodeType
from typing import Any

from bots.cli_plugins import cache_dir

_FORMAT = "dexter compiled 2"
#: entries of one kind past which only the current run's are written again
LIMIT = 5_000
#: a larger file is not read
MAX_BYTES = 32 * 1024 * 1024
#: the file is written again when a run spent this long compiling what it lacked: a few patterns are
#: built from a set, in another order in each process (markdown-it's inline terminators), and are
#: not worth writing ~1 MB for
WORTH_S = 0.005

_sre: Any = importlib.import_module("_sre")
_compiler: Any = importlib.import_module("re._compiler")

#: ``_sre.compile``'s arguments after the pattern: flags, program, groups - 1, names → numbers, numbers → names
Program = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]


def cache_file() -> str:
    return os.path.join(cache_dir(), f"compiled-{sys.implementation.cache_tag}.marshal")


def _header() -> tuple[object, ...]:
    return (_FORMAT, sys.version, sys.implementation.cache_tag, _sre.MAGIC, sys.flags.optimize)


class _Recorder:
    """``_sre`` for one ``re._compiler.compile`` call: keeps what it hands to ``_sre.compile``."""

    def __init__(self) -> None:
        self.args: tuple[Any, ...] | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(_sre, name)

    def compile(self, *args: Any) -> Any:
        self.args = args
        return _sre.compile(*args)


class Kept:
    """The patterns and dataclass sources of the file (each entry its own marshal bytes: a ``Program``,
    a code object), and what this run compiled or used."""

    def __init__(self, patterns: dict[tuple[str | bytes, int], bytes], sources: dict[str, bytes]) -> None:
        self.patterns = patterns
        self.sources = sources
        self._codes: dict[str, CodeType] = {}  # the code objects this run read or compiled
        self.used_patterns: set[tuple[str | bytes, int]] = set()
        self.used_sources: set[str] = set()
        self.spent = 0.0  # seconds compiling what the file did not have
        self._compile = _compiler.compile

    def compile(self, pattern: Any, flags: int = 0) -> Any:
        """``re._compiler.compile``, from the kept program when there is one."""
        if type(pattern) not in (str, bytes) or flags & re.DEBUG:
            return self._compile(pattern, flags)
        key = (pattern, int(flags))
        program = self.patterns.get(key)
        if program is not None:
            try:
                served = _sre.compile(pattern, *marshal.loads(program))
            except (ValueError, EOFError, TypeError, RuntimeError):  # a broken entry: compiled again
                del self.patterns[key]
            else:
                self.used_patterns.add(key)
                return served
        started = time.process_time()
        recorder = _Recorder()
        _compiler._sre = recorder
        try:
            compiled = self._compile(pattern, flags)
        finally:
            _compiler._sre = _sre
        kept = _program(recorder.args, pattern)
        if kept is not None and _sre.compile(pattern, *kept) == compiled:
            self.patterns[key] = marshal.dumps(kept)
            self.used_patterns.add(key)
        self.spent += time.process_time() - started
        return compiled

    def exec(self, source: Any, globals: Any = None, locals: Any = None, /) -> None:
        """``exec`` as ``dataclasses`` calls it, running the kept code object of ``source``."""
        if type(source) is str:
            code = self._codes.get(source)
            if code is None:
                blob = self.sources.get(source)
                with contextlib.suppress(ValueError, EOFError, TypeError):
                    code = None if blob is None else marshal.loads(blob)
                if type(code) is not CodeType:
                    started = time.process_time()
                    code = compile(source, "<string>", "exec", dont_inherit=True)
                    self.sources[source] = marshal.dumps(code)
                    self.spent += time.process_time() - started
                self._codes[source] = code
            self.used_sources.add(source)
            source = code
        exec(source, globals, locals)  # what dataclasses runs, compiled from its own source

    def data(self) -> bytes:
        patterns, sources = self.patterns, self.sources
        if len(patterns) > LIMIT:
            patterns = {key: patterns[key] for key in self.used_patterns}
        if len(sources) > LIMIT:
            sources = {text: sources[text] for text in self.used_sources}
        data: Any = (_header(), patterns, sources)  # tuples, dicts, str, bytes
        return marshal.dumps(data)


def _program(args: tuple[Any, ...] | None, pattern: str | bytes) -> Program | None:
    """``_sre.compile``'s arguments after the pattern as plain values marshal can keep (the opcodes
    are ``int`` subclasses), or ``None`` when the call was not the one expected."""
    if args is None or len(args) != 6 or args[0] is not pattern:
        return None
    _, flags, code, groups, groupindex, indexgroup = args
    return int(flags), [int(op) for op in code], int(groups), dict(groupindex), tuple(indexgroup)


def read(path: str) -> Kept:
    """The kept file at ``path``; an empty one when it is missing, unreadable or another interpreter's."""
    try:
        if os.path.getsize(path) <= MAX_BYTES:
            with open(path, "rb") as file:
                header, patterns, sources = marshal.loads(file.read())
            if header == _header() and isinstance(patterns, dict) and isinstance(sources, dict):
                return Kept(patterns, sources)
    except (OSError, ValueError, EOFError, TypeError):
        pass
    return Kept({}, {})


def write(path: str, kept: Kept) -> None:
    """Replace the file at ``path`` in one step (a reader sees the old file or the new one, whole)."""
    folder = os.path.dirname(path)
    with contextlib.suppress(OSError):
        os.makedirs(folder, exist_ok=True)
        import tempfile  # only when the file is written again (with shutil, bz2, lzma, random: ~3 ms)

        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".compiled-")
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(kept.data())
            os.replace(temporary, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise


@contextlib.contextmanager
def kept_compiled(path: str | None = None) -> Iterator[Kept]:
    """Inside the block, patterns and dataclass methods come from the file at ``path`` (``cache_file()``)
    when it has them; what is new is written there at the end."""
    path = path or cache_file()
    kept = read(path)
    saved_compile, namespace = _compiler.compile, vars(dataclasses)
    _compiler.compile = kept.compile
    namespace["exec"] = kept.exec  # found before the builtin by dataclasses' own functions
    try:
        yield kept
    finally:
        _compiler.compile = saved_compile
        namespace.pop("exec", None)
        if kept.spent >= WORTH_S and not sys.dont_write_bytecode:
            write(path, kept)
