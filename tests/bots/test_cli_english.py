"""``dexter ask`` and ``dexter chat`` on the terminal in the question's language (#26 item 3): the status
lines on stderr (tool labels, the summary line, the quick-answer and no-model lines) are the progress
words of the run's language (``bots.texts.progress_words``). Korean stays the default and unchanged, and
``DEXTER_LANG=ko-only`` keeps an English question's lines Korean. Run in-process with the terminal's
consoles captured."""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from bots import cli_ask
from bots.compose import open_runtime
from bots.console import Screen
from core import faces
from core.config import Settings

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "evals" / "replays" / "demo_resolve.json"  # resolve_company twice, then the answer
#: the same run for an English question: what the model thinks and asks for is in English too
ENGLISH_STEPS = {
    "steps": [
        {
            "text": "Checking both companies.",
            "tool_calls": [
                {"name": "resolve_company", "args": {"name": "Samsung Electronics"}},
                {"name": "resolve_company", "args": {"name": "SK hynix"}},
            ],
        },
        {"text": "Both found."},
        {"text": "Samsung Electronics (005930) and SK hynix (000660) are KOSPI-listed chip makers."},
    ]
}
HANGUL = re.compile(r"[가-힣]")


class Terminal:
    """The consoles ``dexter ask``/``chat`` print to, captured: stdout and stderr as text."""

    def __init__(self) -> None:
        self.files: dict[bool, io.StringIO] = {}

    def console(self, **options: Any) -> Screen:
        file = self.files.setdefault(bool(options.get("stderr")), io.StringIO())
        return Screen(file=file, width=200, **options)

    @property
    def err(self) -> str:
        return self.files[True].getvalue() if True in self.files else ""


@pytest.fixture
def terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Terminal:
    for name in os.environ:
        if name.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)  # no .env of the checkout
    monkeypatch.setenv("DEXTER_HOME", str(tmp_path / "home"))
    captured = Terminal()
    monkeypatch.setattr(cli_ask, "Screen", captured.console)
    return captured


def ask(question: str) -> int:
    return cli_ask.ask(question, offline=True, model=None, json_out=False)


def test_an_english_question_gets_english_status_lines(
    terminal: Terminal, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "english.json"
    script.write_text(json.dumps(ENGLISH_STEPS), encoding="utf-8")
    monkeypatch.setenv("DEXTER_MODEL", f"scripted:{script}")
    assert ask("What kind of companies are Samsung Electronics and SK hynix?") == 0
    err = terminal.err
    assert f"⏳ {faces.RESOLVE.label_en}" in err and f"✅ {faces.RESOLVE.label_en} — " in err
    assert re.search(r"\(\d+\.\ds\)", err)  # a tool's seconds
    assert re.search(r"^Done · tools 2 · \d+\.\ds · tokens [\d,]+ · run \S+$", err, re.M), err
    assert "✍️  Writing the answer…" in err
    rows = [line.split(" — ")[0] for line in err.splitlines()]  # a row's summary is data (company names)
    assert not [row for row in rows if HANGUL.search(row)], err


def test_a_korean_question_keeps_its_korean_status_lines(
    terminal: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_MODEL", f"scripted:{DEMO}")
    assert ask("삼성전자와 SK하이닉스는 어떤 회사인지 알려줘") == 0
    err = terminal.err
    assert f"⏳ {faces.RESOLVE.label}" in err and "✍️  답변 작성 중…" in err
    assert re.search(r"^완료 · 도구 2회 · \d+\.\d초 · 토큰 [\d,]+ · run \S+$", err, re.M), err


def test_ko_only_keeps_an_english_questions_status_lines_korean(
    terminal: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEXTER_MODEL", f"scripted:{DEMO}")
    monkeypatch.setenv("DEXTER_LANG", "ko-only")
    assert ask("What kind of companies are Samsung Electronics and SK hynix?") == 0
    assert re.search(r"^완료 · 도구 2회 · \d+\.\d초 · 토큰 [\d,]+ · run \S+$", terminal.err, re.M)
    assert f"⏳ {faces.RESOLVE.label} " in terminal.err


def test_a_quick_answer_says_so_in_the_questions_language(terminal: Terminal) -> None:
    assert ask("What was Samsung Electronics' revenue in 2023?") == 0
    assert terminal.err.splitlines()[-1] == "Quick answer · no model call"
    assert ask("삼성전자 2023년 매출액") == 0
    assert terminal.err.splitlines()[-1] == "빠른 답변 · 모델 호출 없음"


def test_a_keyless_chat_says_its_lines_in_each_questions_language(terminal: Terminal, tmp_path: Path) -> None:
    typed = iter(["What was Samsung Electronics' revenue in 2023?", "삼성전자 2023년 매출액", "exit"])
    settings = Settings(DEXTER_HOME=str(tmp_path / "chat"), DEXTER_OFFLINE="1")
    with asyncio.Runner() as runner:  # as `dexter chat` runs: one loop, the prompt read between questions
        runtime = runner.run(open_runtime(settings, require_model=False))
        try:
            assert cli_ask._chat(runner, runtime, read=lambda _prompt: next(typed)) == 0
        finally:
            runner.run(runtime.aclose())
    lines = terminal.err.splitlines()
    assert "Quick answer · no model call" in lines and "빠른 답변 · 모델 호출 없음" in lines
    assert lines.index("Quick answer · no model call") < lines.index("빠른 답변 · 모델 호출 없음")
