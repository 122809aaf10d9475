"""End to end through ``dexter ask``: a scripted model, the real tools on the recorded data, and the
answer's figures checked before it is printed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.bots.test_cli import dexter

ROOT = Path(__file__).resolve().parents[2]
QUESTION = "삼성전자 2023년 영업이익률 분석해줘"
RIGHT = (
    "## 삼성전자 2023년 영업이익률 (연결)\n\n2023년 영업이익률은 2.5%로, 매출액 258.94조원에 영업이익 6.57조원입니다."
    "\n\n출처: DART 삼성전자 사업보고서 FY2023 (연결)"
)
WRONG = RIGHT.replace("2.5%로", "12.4%로")


def replay(tmp_path: Path, *answers: str) -> Path:
    """The demo's research steps, then the given answer texts (the draft, then the revision)."""
    demo: dict[str, Any] = json.loads((ROOT / "evals" / "replays" / "demo_margin.json").read_text("utf-8"))
    steps = [*demo["steps"][:2], *({"text": text} for text in answers)]
    path = tmp_path / "script.json"
    path.write_text(json.dumps({**demo, "steps": steps}, ensure_ascii=False), encoding="utf-8")
    return path


def ask(tmp_path: Path, script: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    home = tmp_path / "home"
    env = {"DEXTER_MODEL": f"scripted:{script}", "DEXTER_HOME": str(home), "DEXTER_OFFLINE": "1"}
    result = dexter("ask", "--json", QUESTION, env=env)
    assert result.returncode == 0, result.stderr
    record: dict[str, Any] = json.loads(result.stdout)
    [pad] = (home / "scratchpad").glob("*.jsonl")
    entries = [json.loads(line) for line in pad.read_text("utf-8").splitlines()]
    return record, entries


def test_a_wrong_figure_written_twice_is_posted_with_the_warning(tmp_path: Path) -> None:
    record, entries = ask(tmp_path, replay(tmp_path, WRONG, WRONG))
    answer = record["answer"]
    assert answer.startswith(WRONG)
    assert answer.rstrip().endswith("> ⚠️ 확인되지 않은 수치: 12.4%")
    assert record["figures"] == {"checked": 3, "unsupported": ["12.4%"]}
    [validation] = [e for e in entries if e["type"] == "validation"]
    assert validation["unsupported"] == ["12.4%"] and validation["unsupported_before_revision"] == 1


def test_a_wrong_figure_corrected_once_is_posted_clean(tmp_path: Path) -> None:
    record, _ = ask(tmp_path, replay(tmp_path, WRONG, RIGHT))
    assert record["answer"] == RIGHT
    assert record["figures"] == {"checked": 3, "unsupported": []}


def test_a_right_answer_costs_no_extra_model_call(tmp_path: Path) -> None:
    record, entries = ask(tmp_path, replay(tmp_path, RIGHT))  # a surplus call would fail the script
    assert record["answer"] == RIGHT and record["figures"] == {"checked": 3, "unsupported": []}
    assert [e["checked"] for e in entries if e["type"] == "validation"] == [3]


def test_a_failed_revision_is_not_logged_into_the_answer_unless_debug_asks(tmp_path: Path) -> None:
    # the script has no revision step: the revision fails, the draft is posted with the warning line
    script = replay(tmp_path, WRONG)
    env = {"DEXTER_MODEL": f"scripted:{script}", "DEXTER_HOME": str(tmp_path / "home"), "DEXTER_OFFLINE": "1"}
    result = dexter("ask", QUESTION, env=env)
    assert result.returncode == 0, result.stderr
    assert "확인되지 않은 수치: 12.4%" in result.stdout
    assert "answer_revision_failed" not in result.stdout + result.stderr
    debug = dexter(
        "ask", QUESTION, env={**env, "DEXTER_HOME": str(tmp_path / "debug"), "DEXTER_LOG_LEVEL": "debug"}
    )
    assert "answer_revision_failed" in debug.stderr and "answer_revision_failed" not in debug.stdout


def test_the_readme_demo_ends_without_a_warning(tmp_path: Path) -> None:
    # "(영업이익 84.9% 감소)" beside "2022년 14.4%에서": the change of 영업이익 from 2022 to 2023
    record, _ = ask(tmp_path, ROOT / "evals" / "replays" / "demo_margin.json")
    assert record["figures"]["unsupported"] == [] and record["figures"]["checked"] >= 10
    assert "확인되지 않은 수치" not in record["answer"]
