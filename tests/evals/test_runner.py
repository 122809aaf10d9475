"""The eval runner and ``dexter eval``: the keyless direct path on the recorded data, scripted agent runs,
failure classes, the report files and the exit codes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from bots import cli
from core.config import Settings
from core.scripted import ScriptedModel, say
from evals.runner import EvalError, run_eval
from evals.scoring import ModelJudge

ROOT = Path(__file__).resolve().parents[2]
DEMO_MARGIN = ROOT / "evals" / "replays" / "demo_margin.json"

REVENUE: dict[str, Any] = {
    "id": "rev",
    "type": "quantitative",
    "question": "삼성전자 2023년 매출액은?",
    "expected": "258.94조원 (연결)",
    "scoring": "numeric",
    "value": 258_935_494_000_000,
    "unit": "won",
    "tolerance": 0.01,
}
MARGIN: dict[str, Any] = {
    "id": "margin",
    "type": "ratio",
    "question": "삼성전자 2023년 영업이익률은?",
    "expected": "2.5%",
    "scoring": "numeric",
    "value": 2.536,
    "unit": "percent",
    "tolerance": 0.05,
}
UNKNOWN: dict[str, Any] = {
    "id": "unknown",
    "type": "edge",
    "edge": "unknown_company",
    "question": "없는회사 2023년 매출은?",
    "expected": "그런 상장사를 찾지 못했다고 말한다",
    "scoring": "rubric",
    "criteria": [{"text": "회사를 찾지 못했다고 말한다", "pattern": "찾지 못했"}],
    "contradictions": [{"text": "매출액을 지어낸다", "pattern": "[0-9.]+조원"}],
}
QUALITATIVE: dict[str, Any] = {
    "id": "business",
    "type": "qualitative",
    "question": "삼성전자 사업 구조를 설명해줘",
    "expected": "DS와 DX",
    "scoring": "rubric",
    "criteria": [{"text": "반도체(DS)를 말한다", "pattern": "반도체|DS"}],
}
WRONG: dict[str, Any] = {**REVENUE, "id": "wrong", "value": 100e12}


def write_dataset(tmp_path: Path, *questions: dict[str, Any]) -> Path:
    path = tmp_path / "questions.yaml"
    data = {"version": 1, "today": "2025-03-01", "bundle": "abc123", "questions": list(questions)}
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path


def write_replay(tmp_path: Path, steps: list[dict[str, Any]], name: str = "agent.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"steps": steps}, ensure_ascii=False), encoding="utf-8")
    return path


def settings(tmp_path: Path, **env: Any) -> Settings:
    return Settings(DEXTER_HOME=str(tmp_path / "home"), DEXTER_OFFLINE=True, **env)


def records(path: Path) -> dict[str, dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {r["id"]: r for r in map(json.loads, lines)}


# --- the direct (keyless) path ------------------------------------------------------------------


async def test_offline_direct_run_scores_writes_jsonl_and_markdown(tmp_path: Path) -> None:
    dataset = write_dataset(tmp_path, REVENUE, MARGIN, UNKNOWN, QUALITATIVE, WRONG)
    report = await run_eval(settings(tmp_path), dataset=dataset, out_dir=tmp_path / "out")

    assert report.mode == "direct" and report.model == "none" and report.judge == "pattern"
    scores = {r.id: (r.score, r.failure) for r in report.results}
    assert scores == {
        "rev": (1.0, None),
        "margin": (1.0, None),
        "unknown": (1.0, None),
        "business": (0.0, "no_answer"),  # needs a model: the card with the note is not an answer
        "wrong": (0.0, None),
    }
    assert report.overall == pytest.approx(3 / 5) and report.passed == 3
    assert report.failures() == {"no_answer": 1, "agent_error": 0, "timeout": 0, "judge_error": 0}
    assert [(t.type, t.count, t.passed) for t in report.by_type()] == [
        ("quantitative", 2, 1),
        ("ratio", 1, 1),
        ("edge", 1, 1),
        ("qualitative", 1, 0),
    ]

    logged = records(tmp_path / "out" / "results.jsonl")
    assert list(logged) == ["rev", "margin", "unknown", "business", "wrong"]
    rev = logged["rev"]
    assert {
        "id", "type", "question", "answer", "score", "passed", "scoring", "numeric", "criteria",
        "contradictions", "failure", "tools", "iterations", "seconds", "tokens", "path",
    } <= set(rev)  # fmt: skip
    assert rev["path"] == "direct" and rev["route"] == "quick" and rev["passed"] is True
    assert rev["numeric"]["matched"] == "258.94조원" and "258.94조원" in rev["answer"]
    assert rev["tools"] == [] and rev["iterations"] == 0 and rev["tokens"]["total"] == 0
    assert logged["margin"]["numeric"]["matched"] == "2.5%"
    assert logged["unknown"]["criteria"] == [
        {"text": "회사를 찾지 못했다고 말한다", "holds": True, "reason": "/찾지 못했/"}
    ]
    assert logged["unknown"]["contradictions"][0]["holds"] is False
    assert logged["business"]["failure"] == "no_answer" and logged["business"]["route"] == "card"
    assert logged["wrong"]["numeric"]["closest"] == "258.94조원"

    summary = (tmp_path / "out" / "summary.md").read_text(encoding="utf-8")
    assert "| quantitative | 2 | 0.500 | 1 |" in summary
    assert "| **전체** | 5 | **0.600** | 3 |" in summary
    assert "| no_answer | 1 |" in summary and "번들 abc123" in summary
    assert "| business | qualitative | 0.00 | direct/card | no_answer" in summary


async def test_types_and_sample_select_questions_and_the_default_out_dir_is_under_home(
    tmp_path: Path,
) -> None:
    dataset = write_dataset(tmp_path, REVENUE, MARGIN, UNKNOWN, WRONG)
    report = await run_eval(
        settings(tmp_path), dataset=dataset, types=["quantitative"], sample=1, progress=True
    )
    assert [r.id for r in report.results] == ["rev"]
    assert report.out_dir.parent == tmp_path / "home" / "evals"
    assert report.jsonl_path.exists() and report.markdown_path.exists()


async def test_bad_selection_and_bad_dataset_are_eval_errors(tmp_path: Path) -> None:
    dataset = write_dataset(tmp_path, REVENUE)
    with pytest.raises(EvalError, match="알 수 없는 유형: nonsense"):
        await run_eval(settings(tmp_path), dataset=dataset, types=["nonsense"])
    with pytest.raises(EvalError, match="선택된 질문이 없습니다"):
        await run_eval(settings(tmp_path), dataset=dataset, types=["trend"])
    with pytest.raises(EvalError, match="데이터셋 파일이 없습니다"):
        await run_eval(settings(tmp_path), dataset=tmp_path / "missing.yaml")
    broken = write_dataset(tmp_path, {**REVENUE, "value": None})
    with pytest.raises(EvalError, match="데이터셋 형식 오류"):
        await run_eval(settings(tmp_path), dataset=broken)


# --- the agent path (scripted replays) -----------------------------------------------------------


async def test_scripted_agent_runs_real_tools_on_the_recorded_data(tmp_path: Path) -> None:
    question = {**MARGIN, "question": "삼성전자 2023년 영업이익률 분석해줘"}
    dataset = write_dataset(tmp_path, question)
    report = await run_eval(
        settings(tmp_path), dataset=dataset, model=f"scripted:{DEMO_MARGIN}", out_dir=tmp_path / "out"
    )
    (result,) = report.results
    assert report.mode == "agent" and report.model == f"scripted:{DEMO_MARGIN}"
    assert result.path == "agent" and result.failure is None and result.passed
    assert result.tools == ("korean_financial_metrics",) and result.iterations == 2
    assert result.usage.total > 0 and result.run_id
    record = records(report.jsonl_path)["margin"]
    assert record["tools"] == ["korean_financial_metrics"] and record["tokens"]["input"] > 0
    assert (tmp_path / "home" / "scratchpad" / f"{result.run_id}.jsonl").exists()


async def test_agent_failures_and_timeouts_are_classified(tmp_path: Path) -> None:
    replay = write_replay(
        tmp_path,
        [
            {"text": "확인"},
            {"text": "매출액은 258.94조원입니다."},  # rev: passes (no tool ran: the figure is unchecked,
            {"text": "매출액은 258.94조원입니다."},  # so the model is asked once to correct it)
            {"error": "auth"},  # margin: the run fails
            {"text": "확인", "delay_s": 5},  # unknown: past the timeout
        ],
    )
    dataset = write_dataset(tmp_path, REVENUE, MARGIN, UNKNOWN)
    report = await run_eval(
        settings(tmp_path),
        dataset=dataset,
        model=f"scripted:{replay}",
        concurrency=8,  # a replay still runs one question at a time, in order
        timeout_s=0.5,
        out_dir=tmp_path / "out",
    )
    outcome = {r.id: (r.score, r.failure) for r in report.results}
    assert outcome == {"rev": (1.0, None), "margin": (0.0, "agent_error"), "unknown": (0.0, "timeout")}
    assert "ModelAuthError" in report.results[1].detail
    assert report.failures()["agent_error"] == 1 and report.failures()["timeout"] == 1
    assert all(r.path == "agent" for r in report.results)


async def test_direct_flag_ignores_a_configured_model(tmp_path: Path) -> None:
    replay = write_replay(tmp_path, [{"text": "never used"}])
    dataset = write_dataset(tmp_path, REVENUE, QUALITATIVE)
    report = await run_eval(
        settings(tmp_path, DEXTER_MODEL=f"scripted:{replay}"),
        dataset=dataset,
        direct=True,
        out_dir=tmp_path / "o",
    )
    assert report.mode == "direct" and [r.failure for r in report.results] == [None, "no_answer"]


# --- judges -------------------------------------------------------------------------------------


async def test_model_judge_scores_rubric_questions_and_unreadable_replies_are_judge_errors(
    tmp_path: Path,
) -> None:
    second = {**UNKNOWN, "id": "unknown2"}
    dataset = write_dataset(tmp_path, UNKNOWN, second, REVENUE)
    judge_model = ScriptedModel(
        [
            say(
                '{"criteria": [{"id": "C1", "pass": true}], "contradictions": [{"id": "X1", "holds": true}]}'
            ),
            say("모름"),
        ],
        name="judge",
    )
    report = await run_eval(
        settings(tmp_path),
        dataset=dataset,
        judge=ModelJudge(judge_model),
        concurrency=1,
        out_dir=tmp_path / "o",
    )
    judge_model.assert_done()  # numeric questions never reach the judge
    outcome = {r.id: (r.score, r.failure) for r in report.results}
    assert outcome == {"unknown": (0.0, None), "unknown2": (0.0, "judge_error"), "rev": (1.0, None)}
    first = report.results[0]
    assert first.criteria[0].holds and first.contradictions[0].holds  # contradicted → 0
    assert report.judge == "judge" and report.failures()["judge_error"] == 1


async def test_the_model_under_test_may_not_judge_itself(tmp_path: Path) -> None:
    replay = write_replay(tmp_path, [{"text": "확인"}, {"text": "그런 회사를 찾지 못했습니다."}])
    dataset = write_dataset(tmp_path, UNKNOWN)
    with pytest.raises(EvalError, match="--allow-self-judge"):
        await run_eval(
            settings(tmp_path), dataset=dataset, model=f"scripted:{replay}", judge=f"scripted:{replay}"
        )
    allowed = await run_eval(
        settings(tmp_path),
        dataset=dataset,
        model=f"scripted:{replay}",
        judge=f"scripted:{replay}",
        allow_self_judge=True,
        out_dir=tmp_path / "o",
    )
    (result,) = allowed.results
    assert result.answer == "그런 회사를 찾지 못했습니다."
    assert result.failure == "judge_error"  # the judge replays the same script: "확인" is no verdict


# --- dexter eval ----------------------------------------------------------------------------------


def invoke(*args: str) -> Any:
    return CliRunner().invoke(cli.app, ["eval", *args])


def test_cli_prints_the_table_and_min_score_sets_the_exit_code(tmp_path: Path) -> None:
    dataset = str(write_dataset(tmp_path, REVENUE, MARGIN, UNKNOWN, WRONG))
    out = tmp_path / "cli-out"
    passing = invoke("--offline", "--dataset", dataset, "--out", str(out), "--min-score", "0.75")
    assert passing.exit_code == 0, passing.output
    assert "quantitative" in passing.output and "0.750" in passing.output
    assert str(out / "results.jsonl") in passing.output and str(out / "summary.md") in passing.output
    failing = invoke("--offline", "--dataset", dataset, "--out", str(out), "--min-score", "0.8")
    assert failing.exit_code == 1
    assert "0.750 < --min-score 0.800" in failing.output
    judge = write_replay(tmp_path, [{"text": "no json here"}], name="judge.json")
    judged = invoke("--offline", "--dataset", dataset, "--type", "edge", "--judge", f"scripted:{judge}")
    assert judged.exit_code == 0 and "judge_error 1" in judged.output


def test_cli_errors_are_one_korean_line_with_exit_2(tmp_path: Path) -> None:
    missing = invoke("--offline", "--dataset", str(tmp_path / "nope.yaml"))
    assert missing.exit_code == 2 and "데이터셋 파일이 없습니다" in missing.output
    assert "Traceback" not in missing.output and missing.exception is not None
    dataset = str(write_dataset(tmp_path, REVENUE))
    no_key = invoke("--dataset", dataset, "--model", "gpt-5.6")
    assert no_key.exit_code == 2 and "OPENAI_API_KEY is not set" in no_key.output
    bad_type = invoke("--offline", "--dataset", dataset, "--type", "bogus")
    assert bad_type.exit_code == 2 and "알 수 없는 유형: bogus" in bad_type.output
