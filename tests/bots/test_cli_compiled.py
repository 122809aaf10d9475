"""``bots.cli_compiled``: patterns and dataclass methods served from the kept file are the ones Python
compiles, the file is the interpreter's own, and nothing stays patched after the block."""

from __future__ import annotations

import dataclasses
import importlib
import json
import marshal
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bots import cli_compiled
from bots.cli_compiled import kept_compiled, read

_compiler: Any = importlib.import_module("re._compiler")

PATTERNS: list[tuple[str | bytes, int]] = [
    (r"(?P<year>\d{4})\s*년\s*(?P<quarter>[1-4])\s*분기", 0),
    (r"(?<![a-z])(?:per|pbr|ev)(?![a-z])|영업\s*이익률?", re.IGNORECASE),
    (r"[\u1100-\u11ff\u3131-\u318e]+|[A-Za-zÀ-ÿ]{2,}", 0),
    (rb"^\x00(?P<tag>[a-z]+)=(\d+)$", re.MULTILINE),
    (r"(a)(b)?(?:c|(d))", re.VERBOSE | re.DOTALL),
]
SAMPLES = ["2023년 3분기 영업이익률", "PER 12배, EV/EBITDA", "ㅋㅋ Café", "abd", "ac"]


def fresh(pattern: str | bytes, flags: int) -> re.Pattern[Any]:
    compiled: re.Pattern[Any] = _compiler.compile(pattern, flags)
    return compiled


def compile_all(kept: cli_compiled.Kept) -> list[re.Pattern[Any]]:
    return [kept.compile(pattern, flags) for pattern, flags in PATTERNS]


def test_kept_patterns_are_the_ones_re_compiles(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    path = str(tmp_path / "compiled.marshal")
    with kept_compiled(path) as first:
        made = compile_all(first)
    assert set(read(path).patterns) == {(p, int(f)) for p, f in PATTERNS}
    with kept_compiled(path) as second:
        served = compile_all(second)
        assert second.spent == 0.0  # every one from the file
    for (pattern, flags), a, b in zip(PATTERNS, made, served, strict=True):
        expected = fresh(pattern, flags)
        assert a == b == expected  # flags, pattern and program
        assert (b.groups, b.groupindex, b.flags) == (expected.groups, expected.groupindex, expected.flags)
        for sample in SAMPLES:
            text: Any = sample.encode() if isinstance(pattern, bytes) else sample
            found = [m.span() for m in b.finditer(text)]
            assert found == [m.span() for m in expected.finditer(text)]


def test_kept_dataclass_methods_are_the_ones_dataclasses_writes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    path = str(tmp_path / "compiled.marshal")

    def build() -> type:
        @dataclasses.dataclass(frozen=True, slots=True, order=True)
        class Figure:
            name: str
            value: int = 0
            parts: tuple[int, ...] = dataclasses.field(default_factory=tuple)

        return Figure

    plain = build()
    with kept_compiled(path) as first:
        build()
    assert first.sources and first.spent > 0
    with kept_compiled(path) as second:
        served = build()
        assert second.spent == 0.0 and second.used_sources
    for method in ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__"):
        assert getattr(served, method).__code__ == getattr(plain, method).__code__, method
    figure, again = served("영업이익", 6), served("영업이익", 6)
    assert figure == again and hash(figure) == hash(again) and figure < served("영업이익", 7)
    assert repr(figure).endswith("Figure(name='영업이익', value=6, parts=())")
    with pytest.raises(dataclasses.FrozenInstanceError):
        figure.value = 7


def test_nothing_stays_patched_and_errors_pass_through(tmp_path: Path) -> None:
    before = _compiler.compile

    def fail() -> None:
        with kept_compiled(str(tmp_path / "c.marshal")):
            assert _compiler.compile is not before and "exec" in vars(dataclasses)
            raise RuntimeError

    with pytest.raises(RuntimeError):
        fail()
    assert _compiler.compile is before and "exec" not in vars(dataclasses)
    assert _compiler._sre is importlib.import_module("_sre")


@pytest.mark.parametrize(
    "content",
    [b"", b"not marshal", marshal.dumps(("dexter compiled 1", "2.7", "x", 0, 0)), marshal.dumps([1, 2])],
)
def test_a_foreign_or_broken_file_is_not_used_and_is_replaced(
    content: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    path = tmp_path / "compiled.marshal"
    path.write_bytes(content)
    with kept_compiled(str(path)) as kept:
        assert not kept.patterns and not kept.sources
        compile_all(kept)
    assert len(read(str(path)).patterns) == len(PATTERNS)


def test_each_entry_is_read_only_when_it_is_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file gathers every command's and question's patterns and methods; a start reads the
    dictionaries of marshal bytes, and only the entries it uses are turned into programs and code."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    path = str(tmp_path / "compiled.marshal")
    with kept_compiled(path) as kept:
        compile_all(kept)
        dataclasses.make_dataclass("Row", [("name", str)])
    again = read(path)
    assert again.patterns and again.sources
    assert all(type(entry) is bytes for entry in [*again.patterns.values(), *again.sources.values()])
    again.patterns[PATTERNS[0]] = b"not marshal"  # a broken entry is compiled again, not served
    assert again.compile(*PATTERNS[0]) == fresh(*PATTERNS[0]) and again.spent > 0


def test_the_earlier_format_is_not_used_and_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    path = tmp_path / "compiled.marshal"
    header = ("dexter compiled 1", *cli_compiled._header()[1:])  # programs and code objects inline
    earlier: Any = (header, {(r"a+", 0): (0, [1], 0, {}, (None,))}, {})
    path.write_bytes(marshal.dumps(earlier))
    assert not read(str(path)).patterns
    with kept_compiled(str(path)) as kept:
        compile_all(kept)
    assert len(read(str(path)).patterns) == len(PATTERNS)


def test_another_interpreter_does_not_read_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    path = str(tmp_path / "compiled.marshal")
    with kept_compiled(path) as kept:
        compile_all(kept)
    monkeypatch.setattr(sys, "version", sys.version + " (another build)")
    assert not read(path).patterns


def test_nothing_is_written_without_bytecode_or_when_little_was_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "compiled.marshal"
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    with kept_compiled(str(path)) as kept:
        compile_all(kept)
    assert not path.exists()
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 60.0)
    with kept_compiled(str(path)) as kept:
        compile_all(kept)
    assert not path.exists()


def test_past_the_limit_only_this_runs_entries_are_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(cli_compiled, "WORTH_S", 0.0)
    monkeypatch.setattr(cli_compiled, "LIMIT", 3)
    path = str(tmp_path / "compiled.marshal")
    with kept_compiled(path) as kept:
        compile_all(kept)
    with kept_compiled(path) as kept:
        kept.compile("x+y", 0)
    assert list(read(path).patterns) == [("x+y", 0)]


QUESTION = "삼성전자 2023년 영업이익률은?"


def test_the_quick_answer_keeps_its_compiled_parts_and_answers_the_same(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env |= {
        "DEXTER_HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "PYTHONPYCACHEPREFIX": str(tmp_path / "pycache"),  # bytecode, as installed, outside the tree
        "COLUMNS": "100",
    }
    command = [sys.executable, "-c", "from bots.cli import main; main()", "ask", "--offline", QUESTION]

    def ask() -> str:
        done = subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        return done.stdout

    first = ask()  # a new DEXTER_HOME: the store is filled
    kept = tmp_path / "cache" / "dexter" / f"compiled-{sys.implementation.cache_tag}.marshal"
    assert kept.is_file()
    patterns = read(str(kept)).patterns
    assert len(patterns) > 100 and any("분기" in str(pattern) for pattern, _ in patterns)
    assert ask() == first and "2.5%" in first  # warm, and what the warm path compiles is kept too
    written = kept.stat().st_mtime_ns
    assert ask() == first
    assert kept.stat().st_mtime_ns == written  # the third run found all it needed: nothing written


FROZEN = """
import gc, json, sys
passes = []
def counted(phase, info):  # the passes once what ``ask`` runs is imported
    if phase == "start" and "bots.cli_ask" in sys.modules:
        passes.append(info["generation"])
gc.callbacks.append(counted)
sys.argv = ["dexter", "ask", "--offline", sys.argv[1]]
from bots.cli import main
try:
    main()
except SystemExit:
    pass
print(json.dumps([gc.isenabled(), gc.get_freeze_count(), gc.get_threshold()[0], len(passes)]))
"""


def test_the_quick_answer_imports_with_the_collector_paused_then_frozen(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    env |= {"DEXTER_HOME": str(tmp_path / "home"), "XDG_CACHE_HOME": str(tmp_path / "cache")}

    def ask() -> tuple[str, list[int]]:
        done = subprocess.run(
            [sys.executable, "-c", FROZEN, QUESTION],
            env=env,
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        answer, _, state = done.stdout.rstrip().rpartition("\n")
        return answer, json.loads(state)

    ask()  # a new home: the store is filled
    answer, (enabled, frozen, young, passes) = ask()
    assert "2.5%" in answer
    assert enabled is True  # collecting again after the imports …
    assert frozen > 10_000  # … past the ~10⁵ objects they made
    assert young >= 20_000 and passes == 0  # and a warm answer then makes too few objects to set off a pass


SEEDED = """
import json, sys
from bots.cli_compiled import kept_compiled
with kept_compiled(sys.argv[1]) as kept:
    import bots.cli_ask, bots.direct, core.quick.english_read, core.verify.check
print(json.dumps(sorted(repr(key) for key in kept.used_patterns)))
"""


def test_every_pattern_is_built_alike_in_every_process(tmp_path: Path) -> None:
    """A pattern joined from a set in set order (which the hash seed decides) was compiled again by every
    process and kept again, so the file grew with each run: the ones the quick path and the checker
    build must not depend on the seed."""

    def patterns(seed: str) -> list[str]:
        env = os.environ | {"PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", SEEDED, str(tmp_path / f"kept-{seed}")],
            env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=True,
        )  # fmt: skip
        return list(json.loads(done.stdout))

    first = patterns("1")
    assert len(first) > 300 and patterns("2") == first
