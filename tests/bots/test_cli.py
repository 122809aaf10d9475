"""The `dexter` command, run as a real process (and chat in-process to inspect the model's requests)."""

from __future__ import annotations

import asyncio
import io
import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from bots import cli_ask
from bots.compose import open_runtime
from bots.console import Screen
from core import faces
from core.config import Settings
from core.model import AssistantMessage, UserMessage
from core.scripted import ScriptedModel
from tests.core.test_store import real_db_bytes, tmpfs

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "evals" / "replays" / "demo_resolve.json"


def dexter(
    *args: str, env: dict[str, str], stdin: str | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """Run ``dexter``; ``timeout`` (a hang guard, not a speed check) fails the test if it never exits."""
    exe = Path(sys.executable).parent / "dexter"
    command = [str(exe)] if exe.exists() else [sys.executable, "-c", "from bots.cli import main; main()"]
    full_env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    return subprocess.run(
        [*command, *args],
        env={**full_env, **env},
        capture_output=True,
        text=True,
        input=stdin,
        timeout=timeout,
        check=False,
    )


def test_ask_json_prints_only_the_done_record_and_keeps_a_scratchpad(tmp_path: Path) -> None:
    home = tmp_path / "home"
    result = dexter(
        "ask",
        "--json",
        "삼성전자와 SK하이닉스는 어떤 회사인지 알려줘",
        env={"DEXTER_MODEL": f"scripted:{DEMO}", "DEXTER_HOME": str(home)},
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert set(record) == {"run_id", "answer", "tool_calls", "iterations", "total_s", "usage", "figures"}
    assert "005930" in record["answer"] and record["iterations"] == 2
    assert [(c["tool"], c["ok"]) for c in record["tool_calls"]] == [("resolve_company", True)] * 2
    assert set(record["usage"]) == {"input", "output", "cache_read", "cache_write"}
    # progress goes to stderr, each tool by its face (its Korean label), not by its name
    assert faces.RESOLVE.label in result.stderr and faces.RESOLVE.name not in result.stderr
    pad = home / "scratchpad" / f"{record['run_id']}.jsonl"
    kinds = [json.loads(line)["type"] for line in pad.read_text(encoding="utf-8").splitlines()]
    assert {"init", "tool_result", "answer"} <= set(kinds)


def test_ask_renders_markdown_answer(tmp_path: Path) -> None:
    result = dexter("ask", "코드?", env={"DEXTER_MODEL": f"scripted:{DEMO}", "DEXTER_HOME": str(tmp_path)})
    assert result.returncode == 0
    assert "SK하이닉스" in result.stdout and "|---|" not in result.stdout  # table rendered, not raw
    assert "완료 · 도구 2회" in result.stderr


def test_missing_key_is_one_clear_line(tmp_path: Path) -> None:
    result = dexter("ask", "반도체 업황 전망을 설명해줘", env={"DEXTER_HOME": str(tmp_path)})
    assert result.returncode == 2
    shown = " ".join(result.stdout.split())  # the terminal wraps lines
    assert "AI 모델 키가 설정되지 않았습니다(ANTHROPIC_API_KEY)" in shown and "Traceback" not in result.stderr
    assert "is not set" not in shown  # no English developer error inside the Korean reply
    explicit = dexter(
        "ask", "--model", "gpt-5.6", "반도체 업황 전망을 설명해줘", env={"DEXTER_HOME": str(tmp_path)}
    )
    assert explicit.returncode == 2 and "(OPENAI_API_KEY)" in " ".join(explicit.stdout.split())


def test_failed_run_exits_1_with_korean_message(tmp_path: Path) -> None:
    script = tmp_path / "fail.json"
    script.write_text(json.dumps({"steps": [{"error": "auth"}]}), encoding="utf-8")
    result = dexter(
        "ask", "--json", "q", env={"DEXTER_MODEL": f"scripted:{script}", "DEXTER_HOME": str(tmp_path)}
    )
    assert result.returncode == 1
    assert "API 키" in result.stderr
    assert json.loads(result.stdout)["user_message"].startswith("AI 모델 API 키")


def test_chat_passes_history_to_the_next_question(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    script = tmp_path / "chat.json"
    script.write_text(
        json.dumps({"steps": [{"text": "ok"}, {"text": "첫 답변"}, {"text": "ok"}, {"text": "둘째 답변"}]}),
        encoding="utf-8",
    )
    inputs = iter(["삼성전자 사업 구조를 설명해줘", "", "그럼 위험 요인은?", "exit"])
    monkeypatch.setattr(cli_ask, "Screen", lambda **kw: Screen(file=io.StringIO(), **kw))
    settings = Settings(DEXTER_MODEL=f"scripted:{script}", DEXTER_HOME=str(tmp_path))
    with asyncio.Runner() as runner:  # as `dexter chat` runs: one loop, the prompt read between runs
        runtime = runner.run(open_runtime(settings))
        try:
            assert cli_ask._chat(runner, runtime, read=lambda _prompt: next(inputs)) == 0
        finally:
            runner.run(runtime.aclose())
    model = runtime.model
    assert isinstance(model, ScriptedModel)
    model.assert_done()
    last = model.requests[-1].messages
    assert isinstance(last[0], UserMessage) and last[0].content == "삼성전자 사업 구조를 설명해줘"
    assert isinstance(last[1], AssistantMessage) and last[1].text == "첫 답변"


def test_card_offline_prints_markdown_and_unknown_exits_1(tmp_path: Path) -> None:
    result = dexter("card", "하이닉스", "--offline", env={"DEXTER_HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("## SK하이닉스 (000660)")
    assert "| 영업이익 | 23.47조원 | −7.73조원 | 흑자전환 |" in result.stdout
    missing = dexter("card", "없는회사이름", "--offline", env={"DEXTER_HOME": str(tmp_path)})
    assert missing.returncode == 1 and "찾지 못했습니다" in missing.stdout
    online = dexter("card", "삼성전자", env={"DEXTER_HOME": str(tmp_path)})
    assert online.returncode == 0 and "OPENDART_API_KEY" in online.stdout  # sections say what is missing


def test_keyless_agent_demo_runs_real_tools_on_recorded_data(tmp_path: Path) -> None:
    demo = ROOT / "evals" / "replays" / "demo_margin.json"
    result = dexter(
        "ask",
        "--offline",
        "--json",
        "삼성전자 2023년 영업이익률 분석해줘",
        env={"DEXTER_MODEL": f"scripted:{demo}", "DEXTER_HOME": str(tmp_path)},
    )
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert [(c["tool"], c["ok"]) for c in record["tool_calls"]] == [("korean_financial_metrics", True)]
    pad = tmp_path / "scratchpad" / f"{record['run_id']}.jsonl"
    results = [json.loads(line) for line in pad.read_text(encoding="utf-8").splitlines()]
    payload = json.loads(next(e for e in results if e["type"] == "tool_result")["result"])
    assert payload["data"]["get_financial_ratios"]["ratios"]["operating_margin"] == "2.5%"
    assert payload["data"]["get_key_accounts"]["연결"]["accounts"]["매출액"]["current"]["won"] == (
        258_935_494_000_000
    )
    assert any("rcpNo=20240312000736" in s for s in payload["sources"])


def test_no_model_key_quick_answers_and_plain_fallbacks(tmp_path: Path) -> None:
    env = {"DEXTER_HOME": str(tmp_path)}
    margin = dexter("ask", "--offline", "--json", "삼성전자 2023년 영업이익률은?", env=env)
    assert margin.returncode == 0, margin.stderr
    record = json.loads(margin.stdout)
    assert record["path"] == "quick" and record["tool_calls"] == [] and record["iterations"] == 0
    assert "2.5%" in record["answer"] and "258.94조원" in record["answer"] and "6.57조원" in record["answer"]
    assert "연결" in record["answer"] and "출처" in record["answer"]
    compare = dexter("ask", "--offline", "SK하이닉스와 삼성전자 2024년 영업이익 비교", env=env)
    assert compare.returncode == 0 and "23.47조원" in compare.stdout and "32.73조원" in compare.stdout
    coupang = dexter("ask", "--offline", "쿠팡 매출은?", env=env)
    assert (
        coupang.returncode == 2 and "상장사가 아닙니다" in coupang.stdout and "NYSE: CPNG" in coupang.stdout
    )
    group = dexter("ask", "--offline", "--json", "삼성 2023년 매출", env=env)  # a group name: its flagship
    answer = json.loads(group.stdout)["answer"]
    assert answer.startswith(
        "> ‘삼성’은 삼성전자로 보았습니다 — 다른 회사: 삼성바이오로직스, 삼성물산, 삼성SDI"
    )
    assert "258.94조원" in answer
    analysis = dexter("ask", "--offline", "--json", "삼성전자 주가 전망 분석해줘", env=env)
    fallback = json.loads(analysis.stdout)
    assert fallback["path"] == "card" and "ANTHROPIC_API_KEY" in fallback["answer"]
    assert "## 삼성전자 (005930)" in fallback["answer"]
    nothing = dexter("ask", "--offline", "오늘 점심 뭐 먹지", env=env)
    assert nothing.returncode == 2 and "AI 모델이 필요합니다" in nothing.stdout


TELEGRAM_TOKEN = "123456789:" + "AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw0"  # token-shaped, never valid


def assert_one_clear_line(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, (result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("오류: 저장소를 열 수 없습니다") and "Traceback" not in result.stderr
    for word in words:
        assert word in lines[0]


@pytest.fixture
def telegram_listener() -> Iterator[tuple[str, socket.socket]]:
    """A loopback port standing in for the Bot API: ``serve`` must fail before it connects to anything."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        server.setblocking(False)
        yield f"http://127.0.0.1:{server.getsockname()[1]}/bot", server


def assert_never_connected(server: socket.socket) -> None:
    """Called after the process has exited: a connection it made would be waiting in the backlog."""
    with pytest.raises(BlockingIOError):
        server.accept()


@pytest.mark.parametrize("damage", ["random-bytes", "truncated"])
def test_every_command_refuses_a_broken_store_with_one_line(
    tmp_path: Path, damage: str, telegram_listener: tuple[str, socket.socket]
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    db = home / "dexter.db"
    db.write_bytes(os.urandom(8_192) if damage == "random-bytes" else real_db_bytes(tmp_path)[:100_000])
    env = {"DEXTER_HOME": str(home)}
    url, server = telegram_listener
    serve = dexter(
        "serve",
        "--telegram",
        env={**env, "TELEGRAM_BOT_TOKEN": TELEGRAM_TOKEN, "TELEGRAM_API_URL": url},
        timeout=30,
    )
    # serve says it in doctor's words: the store row (오류: 저장소: …) and its fix (해결: …), exit 2
    assert serve.returncode == 2 and "Traceback" not in serve.stderr, serve.stderr
    what, fix = serve.stderr.splitlines()
    assert what.startswith("오류: 저장소: 저장소를 열 수 없습니다") and str(db) in what and "mv " in what
    assert fix.startswith("해결: ") and "dexter.db" in fix
    assert_never_connected(server)
    assert_one_clear_line(
        dexter("ask", "--offline", "삼성전자 2023년 영업이익률은?", env=env, timeout=30), str(db)
    )
    assert_one_clear_line(dexter("chat", "--offline", env=env, stdin="", timeout=30), str(db))
    assert_one_clear_line(dexter("card", "삼성전자", "--offline", env=env, timeout=30), str(db))
    assert db.stat().st_size == (8_192 if damage == "random-bytes" else 100_000)  # never "repaired" away


def test_read_only_home_is_one_clear_message_for_serve_and_ask(
    tmp_path: Path, telegram_listener: tuple[str, socket.socket]
) -> None:
    url, server = telegram_listener
    with tmpfs(tmp_path / "ro", ro=True) as home:
        env = {"DEXTER_HOME": str(home)}
        serve = dexter(
            "serve",
            "--telegram",
            env={**env, "TELEGRAM_BOT_TOKEN": TELEGRAM_TOKEN, "TELEGRAM_API_URL": url},
            timeout=30,
        )
        # serve in doctor's words: the store row and its fix, exit 2
        assert serve.returncode == 2 and "Traceback" not in serve.stderr, serve.stderr
        what, fix = serve.stderr.splitlines()
        assert (
            what.startswith("오류: 저장소: 저장소를 열 수 없습니다")
            and f"DEXTER_HOME {home} is read-only" in what
        )
        assert fix.startswith("해결: ") and "DEXTER_HOME" in fix
        assert_never_connected(server)
        ask = dexter("ask", "--offline", "삼성전자 2023년 영업이익률은?", env=env, timeout=30)
        assert_one_clear_line(ask, f"DEXTER_HOME {home} is read-only")


def test_chat_reads_keyless_follow_ups_and_ask_exits_2_when_nothing_is_found(tmp_path: Path) -> None:
    env = {"DEXTER_HOME": str(tmp_path)}
    result = dexter(
        "chat", "--offline", env=env, stdin="삼성전자 2023년 영업이익은?\n그럼 2022년은?\n영업이익률은?\n"
    )
    shown = " ".join(result.stdout.split())
    assert result.returncode == 0, result.stderr
    assert "영업이익 6.57조원" in shown and "영업이익 43.38조원" in shown  # 2023, then 2022
    assert "영업이익률 14.4%" in shown  # FY2022 영업이익률 of 삼성전자, no company or year typed
    assert "AI 모델이 필요합니다" not in shown
    missing = dexter("ask", "--offline", "네이버 2019년 영업이익", env=env)
    assert missing.returncode == 2 and "오프라인 데이터셋에 없습니다" in " ".join(missing.stdout.split())
    assert dexter("ask", "--offline", "애플 2023 매출", env=env).returncode == 2
    assert dexter("ask", "--offline", "삼성전자 2023년 영업이익률은?", env=env).returncode == 0
