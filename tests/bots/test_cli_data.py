"""``dexter data export`` / ``dexter data purge``: an operator answers a data request from the store."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bots.cli import app
from bots.relay.cluster import journal, run_store
from bots.relay.intake import quota
from bots.relay.run import conversation_memory
from core.store import SqliteStore

RUN_COLUMNS = (
    "run_id, platform, conversation, delivery_key, user_id, question, reply_to, status, answer,"
    " received_at, created_at, updated_at"
)
ALICE_DM = '["slack","T1","D1","1700000000.000100"]'
BOB_THREAD = '["slack","T1","C1","1700000000.000200"]'
RUNS = (
    ("r1", ALICE_DM, "U0ALICE", "앨리스의 첫 질문", "answered", "앨리스 답변 1"),
    ("r2", ALICE_DM, "U0ALICE", "앨리스의 두 번째 질문", "answered", "앨리스 답변 2"),
    ("r3", BOB_THREAD, "U0BOB", "밥의 질문", "answered", "밥 답변"),
    ("r4", BOB_THREAD, "U0ALICE", "앨리스가 밥 스레드에서 묻는 중", "running", None),
)


async def _fill(home: Path) -> None:
    async with SqliteStore(home / "dexter.db") as store:
        for ddl in (run_store.SCHEMA, journal.SCHEMA, conversation_memory.SCHEMA, quota.SCHEMA):
            await store.ensure_schema(ddl)
        for n, (run_id, conversation, user, question, status, answer) in enumerate(RUNS):
            await store.execute(
                f"INSERT INTO relay_runs ({RUN_COLUMNS}) VALUES (?, 'slack', ?, '', ?, ?, '{{}}', ?, ?, '', ?, ?)",
                (run_id, conversation, user, question, status, answer, float(n), float(n)),
            )
            if answer is not None:
                await store.execute(
                    "INSERT INTO relay_turns (conversation, run_id, query, answer, at) VALUES (?, ?, ?, ?, '')",
                    (conversation, run_id, question, answer),
                )
            pad = home / "scratchpad" / f"{run_id}.jsonl"
            pad.parent.mkdir(parents=True, exist_ok=True)
            pad.write_text(json.dumps({"type": "init", "query": question}, ensure_ascii=False) + "\n")
        await store.execute(
            "INSERT INTO relay_user_runs (day, platform, user_id, count) VALUES ('2026-11-26', 'slack', 'U0ALICE', 3)"
        )


async def _left(home: Path) -> tuple[list[str], list[str], list[str]]:
    async with SqliteStore(home / "dexter.db") as store:
        runs = [str(r) for (r,) in await store.fetchall("SELECT question FROM relay_runs ORDER BY run_id")]
        turns = [str(r) for (r,) in await store.fetchall("SELECT query FROM relay_turns ORDER BY id")]
        counts = [str(r) for (r,) in await store.fetchall("SELECT user_id FROM relay_user_runs")]
    return runs, turns, counts


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DEXTER_HOME", str(tmp_path))
    asyncio.run(_fill(tmp_path))
    return tmp_path


def test_export_prints_everything_kept_of_one_user_as_json(home: Path) -> None:
    result = CliRunner().invoke(app, ["data", "export", "--user", "U0ALICE"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [run["question"] for run in data["runs"]] == [
        question for _, _, u, question, _, _ in RUNS if u == "U0ALICE"
    ]
    assert [turn["query"] for turn in data["turns"]] == ["앨리스의 첫 질문", "앨리스의 두 번째 질문"]
    assert data["daily_runs"] == [{"day": "2026-11-26", "platform": "slack", "count": 3}]
    assert data["scratchpads"]["r1"] == [{"type": "init", "query": "앨리스의 첫 질문"}]
    assert "밥의 질문" not in json.dumps(data, ensure_ascii=False)


def test_purge_user_deletes_their_finished_runs_and_leaves_a_running_one(home: Path) -> None:
    result = CliRunner().invoke(app, ["data", "purge", "--user", "U0ALICE"])
    assert result.exit_code == 0, result.output
    assert "실행 기록 2건" in result.stdout and "진행 중인 질문 1건" in result.stdout
    runs, turns, counts = asyncio.run(_left(home))
    assert runs == ["밥의 질문", "앨리스가 밥 스레드에서 묻는 중"] and turns == ["밥의 질문"] and counts == []
    assert sorted(p.stem for p in (home / "scratchpad").iterdir()) == ["r3", "r4"]


def test_purge_conversation_accepts_the_pipe_form_of_the_key(home: Path) -> None:
    result = CliRunner().invoke(app, ["data", "purge", "--conversation", "slack|T1|D1|1700000000.000100"])
    assert result.exit_code == 0, result.output
    runs, turns, _ = asyncio.run(_left(home))
    assert runs == ["밥의 질문", "앨리스가 밥 스레드에서 묻는 중"] and turns == ["밥의 질문"]


@pytest.mark.parametrize(
    "args", [["data", "purge"], ["data", "purge", "--user", "U1", "--conversation", "slack|T|C|1"]]
)
def test_purge_needs_exactly_one_target(home: Path, args: list[str]) -> None:
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 1 and "하나만" in result.output
    assert asyncio.run(_left(home))[0] == [question for _, _, _, question, _, _ in RUNS]


def test_a_conversation_key_that_is_not_one_is_refused(home: Path) -> None:
    result = CliRunner().invoke(app, ["data", "purge", "--conversation", "nonsense"])
    assert result.exit_code == 1 and "대화 키" in result.output
