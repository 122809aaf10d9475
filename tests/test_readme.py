"""The README a newcomer reads: at most 150 lines, and every command it shows works — the keyless,
offline ones run for real, the ones that need tokens or keys (serve, doctor, eval) at least parse."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
EXE = Path(sys.executable).parent / "dexter"
#: commands that need tokens, keys or a long run: checked to parse (``--help``)
PARSE_ONLY = ("serve", "doctor", "eval")


def shown_commands() -> list[list[str]]:
    """The ``dexter …`` lines of the README's Commands block, without their comments."""
    block = README.split("## Commands", 1)[1].split("```bash\n", 1)[1].split("```", 1)[0]
    commands = []
    for line in block.splitlines():
        command = re.split(r"\s{2,}#", line, maxsplit=1)[0].strip()
        if command:
            commands.append(re.findall(r'"[^"]*"|\S+', command))
    return [[word.strip('"') for word in words] for words in commands]


def test_the_readme_is_short() -> None:
    assert len(README.splitlines()) <= 150


def test_the_readme_links_resolve() -> None:
    for target in re.findall(r"\]\((?!https?:)([^)#]+)", README):
        assert (ROOT / target).exists(), target


@pytest.mark.parametrize("words", shown_commands(), ids=lambda words: " ".join(words[:3]))
def test_every_command_the_readme_shows_works(words: list[str], tmp_path: Path) -> None:
    assert words[0] == "dexter"
    args = words[1:]
    if args and args[0] in PARSE_ONLY:
        args = [args[0], "--help"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    env |= {"DEXTER_HOME": str(tmp_path / "home")}
    result = subprocess.run(
        [str(EXE), *args],
        input="",
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, f"{' '.join(words)}\n{result.stdout}\n{result.stderr}"
    assert "Traceback" not in result.stderr
