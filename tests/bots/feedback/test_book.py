"""The feedback table on both backends (SQLite, PostgreSQL): a vote replaces the same user's earlier one,
a 👍 drops the note, the note waits for its prompt, counts and 👎 lists by time; and how 👎 notes become
an eval case's checks."""

from __future__ import annotations

import re

from bots.feedback.book import Entry, FeedbackBook
from bots.feedback.cases import eval_cases
from bots.feedback.votes import parse_button
from bots.migrations import MIGRATIONS
from core.store import Store
from core.store.migrate import migrate

ANSWER = "삼성전자 2023년 매출액은 258.94조원, 영업이익률은 2.5%입니다."


def entry(vote: str, user: str = "U1", run: str = "r1") -> Entry:
    return Entry(
        run, user, "slack", '["slack","T","C","1.0"]', "down" if vote == "down" else "up",
        question="삼성전자 2023년 매출", answer=ANSWER, figures=[{"text": "258.94조원"}],
        tools=[{"tool": "korean_financial_search", "result": "{}"}], asked_at="2026-11-25T10:00:00+09:00",
    )  # fmt: skip


async def test_one_vote_per_user_and_run_a_later_one_replacing_it(store: Store) -> None:
    now = [100.0]
    book = FeedbackBook(store, clock=lambda: now[0])
    assert await book.put(entry("up")) is None
    assert await book.put(entry("up")) == "up"
    assert await book.put(entry("down")) == "up"
    await book.await_note("r1", "U1", "C:42")
    found = await book.by_prompt("slack", "C:42", "U1")
    assert found is not None and found.run_id == "r1"
    assert await book.by_prompt("slack", "C:42", "U2") is None  # another person's reply is not the note
    assert await book.note("r1", "U1", "  영업이익률이 틀렸습니다 ")
    assert await book.note("r1", "U2", "남의 표") is False  # no 👎 of theirs
    stored = await book.get("r1", "U1")
    assert stored is not None and (stored.vote, stored.note, stored.prompt_id) == (
        "down",
        "영업이익률이 틀렸습니다",
        "",
    )
    assert stored.tools[0]["tool"] == "korean_financial_search" and stored.figures == [{"text": "258.94조원"}]
    now[0] = 200.0
    await book.put(entry("up", user="U2"))
    assert await book.counts(0.0) == {"up": 1, "down": 1}
    assert await book.counts(150.0) == {"up": 1, "down": 0}
    assert [e.user_id for e in await book.downs()] == ["U1"]
    await book.put(entry("up"))  # a 👍 after the 👎: the note goes with it
    stored = await book.get("r1", "U1")
    assert stored is not None and (stored.vote, stored.note) == ("up", "")
    assert await book.downs() == []


async def test_migrate_creates_the_table(store: Store) -> None:
    await migrate(store, MIGRATIONS)  # the bots' versions with core's, as dexter migrate applies them
    assert "feedback" in await store.tables()
    assert {"run_id", "user_id", "vote", "note", "tools", "figures", "prompt_id"} <= await store.columns(
        "feedback"
    )


def test_buttons_name_a_run_and_a_vote_only() -> None:
    assert parse_button("up:20261126-101010-abcdef") == ("up", "20261126-101010-abcdef")
    assert parse_button("down:r1") == ("down", "r1")
    assert parse_button("maybe:r1") is None and parse_button("up:") is None and parse_button("") is None


def test_notes_become_checks_a_wrong_figure_a_contradiction_a_correction_a_criterion() -> None:
    votes = [
        Entry("r1", "U1", "slack", "k", "down", note="매출 258.94조원 말고 300조원", answer=ANSWER, asked_at="2026-11-25T10:00:00+09:00"),
        Entry("r1", "U2", "slack", "k", "down", note="출처가 없어요", answer=ANSWER),
        Entry("r2", "U1", "telegram", "k", "down", answer=ANSWER, asked_at="2026-11-26T09:00:00+09:00"),
        Entry("r3", "U1", "telegram", "k", "up", answer=ANSWER),
    ]  # fmt: skip
    data = eval_cases(votes)
    assert data["today"] == "2026-11-26" and [q["id"] for q in data["questions"]] == [
        "feedback-r1",
        "feedback-r2",
    ]
    first, second = data["questions"]
    assert first["expected"] == "매출 258.94조원 말고 300조원 / 출처가 없어요"
    assert [c["pattern"] for c in first["contradictions"]] == [r"258\.94조원"]
    assert [c["pattern"] for c in first["criteria"]] == ["300조원"]
    [fallback] = second["criteria"]  # a 👎 with no note: the answer must not begin as the bad one did
    assert fallback["text"] == "사용자의 지적을 반영한다: (의견 없이 👎)"
    assert re.search(fallback["pattern"], ANSWER) is None
    assert re.search(fallback["pattern"], "삼성전자의 2023년 연결 매출액은 258.94조원입니다.") is not None
