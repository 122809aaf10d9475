"""``dexter feedback export``: YAML to stdout without ``-o``, ``--since`` filters by the vote's day (KST),
a bad date is one Korean line and exit 1."""

from __future__ import annotations

import asyncio
from pathlib import Path

import yaml
from typer.testing import CliRunner

from bots import cli
from bots.feedback.book import Entry, FeedbackBook
from core.store import SqliteStore


def export(tmp_path: Path, *args: str) -> tuple[int, str]:
    env = {"DEXTER_HOME": str(tmp_path), "DEXTER_OFFLINE": "1"}
    done = CliRunner().invoke(cli.app, ["feedback", "export", *args], env=env)
    return done.exit_code, done.output


async def seed(tmp_path: Path) -> None:
    async with SqliteStore(tmp_path / "dexter.db") as store:
        book = FeedbackBook(store, clock=lambda: 1_764_000_000.0)  # 2025-11-25 KST
        await book.put(
            Entry("r1", "U1", "slack", "k", "down", question="삼성전자 2023년 매출", answer="258.94조원")
        )
        await book.note("r1", "U1", "별도 기준으로 답했어요")


def test_export_to_stdout_with_since_and_a_bad_date(tmp_path: Path) -> None:
    asyncio.run(seed(tmp_path))
    code, out = export(tmp_path)
    assert code == 0
    [case] = yaml.safe_load(out)["questions"]
    assert (case["id"], case["expected"]) == ("feedback-r1", "별도 기준으로 답했어요")
    code, out = export(tmp_path, "--since", "2025-11-24")
    assert code == 0 and len(yaml.safe_load(out.split("👎 받은")[0])["questions"]) == 1
    code, out = export(tmp_path, "--since", "2025-11-26")
    assert code == 0 and "👎 받은 답변이 없습니다." in out
    code, out = export(tmp_path, "--since", "2025-13-01")
    assert code == 1 and "--since 날짜 형식은 YYYY-MM-DD 입니다" in out
