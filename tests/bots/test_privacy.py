"""``bots.privacy`` on SQLite and PostgreSQL: a deleted message's text erased, an edit reworded, a user's
data exported and purged (feedback included), a conversation purged — runs still going left alone."""

from __future__ import annotations

import json
from pathlib import Path

from bots.migrations import TABLES
from bots.privacy import erase_runs, export_user, purge_conversation, purge_user, reword_runs
from core.store import Store

CONV_A = '["slack","T1","D1","1.0"]'
CONV_B = '["slack","T1","C1","2.0"]'
RUNS = (  # run id, conversation, user, question, status
    ("r1", CONV_A, "U1", "첫 질문", "answered"),
    ("r2", CONV_A, "U1", "두 번째 질문", "answered"),
    ("r3", CONV_B, "U2", "다른 사람 질문", "answered"),
    ("r4", CONV_B, "U1", "진행 중 질문", "running"),
)


async def _fill(store: Store, pads: Path) -> None:
    for ddl in TABLES:  # the chat bots' tables, as their owners create them
        await store.ensure_schema(ddl)
    pads.mkdir(parents=True, exist_ok=True)
    for n, (run_id, conversation, user, question, status) in enumerate(RUNS):
        await store.execute(
            "INSERT INTO relay_runs (run_id, platform, conversation, delivery_key, user_id, question, reply_to,"
            " status, answer, received_at, created_at, updated_at) VALUES (?, 'slack', ?, '', ?, ?, '{}', ?, ?, '', ?, ?)",
            (run_id, conversation, user, question, status, f"{question}의 답", float(n), float(n)),
        )
        await store.execute(
            "INSERT INTO relay_turns (conversation, run_id, query, answer, at) VALUES (?, ?, ?, ?, '')",
            (conversation, run_id, question, f"{question}의 답"),
        )
        (pads / f"{run_id}.jsonl").write_text(json.dumps({"query": question}, ensure_ascii=False) + "\n")
    await store.execute(
        "INSERT INTO feedback (run_id, user_id, platform, conversation, vote, question, created_at, updated_at)"
        " VALUES ('r3', 'U1', 'slack', ?, 'down', '다른 사람 질문', 0, 0)",
        (CONV_B,),
    )
    await store.execute(
        "INSERT INTO relay_user_runs (day, platform, user_id, count) VALUES ('2026-11-26', 'slack', 'U1', 3)"
    )


async def _questions(store: Store) -> dict[str, str]:
    rows = await store.fetchall("SELECT run_id, question FROM relay_runs")
    return {str(r): str(q) for r, q in rows}


async def _turns(store: Store) -> list[str]:
    return [str(r) for (r,) in await store.fetchall("SELECT run_id FROM relay_turns ORDER BY id")]


async def test_a_deleted_message_is_erased_and_an_edited_one_reworded(store: Store, tmp_path: Path) -> None:
    pads = tmp_path / "scratchpad"
    await _fill(store, pads)
    gone = await erase_runs(store, pads, ["r1"], active=False)
    assert (gone.runs, gone.turns, gone.scratchpads) == (1, 1, 1)
    assert (await _questions(store))["r1"] == "" and await _turns(store) == ["r2", "r3", "r4"]
    assert await store.fetchone("SELECT answer FROM relay_runs WHERE run_id = 'r1'") == (None,)
    await erase_runs(store, pads, ["r4"], active=True)  # a run still going keeps its scratchpad
    assert (pads / "r4.jsonl").exists()

    assert await reword_runs(store, ["r2"], "고친 질문") == 2
    assert (await _questions(store))["r2"] == "고친 질문"
    assert await store.fetchone("SELECT query FROM relay_turns WHERE run_id = 'r2'") == ("고친 질문",)


async def test_a_user_is_exported_then_purged_everywhere_but_a_running_run(
    store: Store, tmp_path: Path
) -> None:
    pads = tmp_path / "scratchpad"
    await _fill(store, pads)
    data = await export_user(store, pads, "U1")
    assert [run["run_id"] for run in data["runs"]] == ["r1", "r2", "r4"]
    assert [turn["run_id"] for turn in data["turns"]] == ["r1", "r2", "r4"]
    assert [vote["run_id"] for vote in data["feedback"]] == ["r3"]  # their 👎 on another's answer
    assert data["daily_runs"] == [{"day": "2026-11-26", "platform": "slack", "count": 3}]
    assert data["scratchpads"]["r1"] == [{"query": "첫 질문"}]

    gone = await purge_user(store, pads, "U1")
    assert (gone.runs, gone.turns, gone.feedback, gone.daily_counts, gone.still_running) == (2, 2, 1, 1, 1)
    assert await _questions(store) == {"r3": "다른 사람 질문", "r4": "진행 중 질문"}
    assert await _turns(store) == ["r3", "r4"]
    assert sorted(p.stem for p in pads.iterdir()) == ["r3", "r4"]
    assert (await export_user(store, pads, "U1"))["feedback"] == []


async def test_a_conversation_is_purged_and_others_stay(store: Store, tmp_path: Path) -> None:
    pads = tmp_path / "scratchpad"
    await _fill(store, pads)
    gone = await purge_conversation(store, pads, CONV_A)
    assert (gone.runs, gone.turns, gone.still_running) == (2, 2, 0)
    assert set(await _questions(store)) == {"r3", "r4"} and await _turns(store) == ["r3", "r4"]


async def test_nothing_to_purge_in_a_new_store(store: Store, tmp_path: Path) -> None:
    assert (await purge_user(store, tmp_path, "U1")).as_dict() == dict.fromkeys(
        ("runs", "turns", "feedback", "scratchpads", "daily_counts", "still_running"), 0
    )
    assert (await export_user(store, tmp_path, "U1"))["runs"] == []
