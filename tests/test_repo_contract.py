"""README's Quick start stays two commands, and CI runs the same test command."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```bash\n(.*?)```", section, re.S)]


def test_quick_start_has_exactly_two_commands() -> None:
    commands = quick_start_commands()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    assert "dexter " in commands[0] and "pytest" in commands[1]


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    install, _, run_tests = quick_start_commands()[1].rpartition(" && ")
    assert install in ci and f"\n{run_tests}\n" in ci


def test_ci_smoke_runs_the_readme_product_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    product = quick_start_commands()[0].rpartition(" && ")[2].removeprefix(".venv/bin/")
    assert product == "dexter card 하이닉스 --offline"
    assert f".venv/bin/{product}" in ci
