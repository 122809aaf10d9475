"""Issue #24 item 7: ``dexter corp-codes find`` and the chat offer companies in one order, and a
delisted or merged company (롯데푸드, merged into 롯데웰푸드 in 2022) is never offered as listed."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bots.cli import app
from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from core.data.companies.corpcode_format import Company, bundled_corpcodes
from core.data.companies.delisted import Delisted
from core.data.companies.name_policy import read_name
from core.data.companies.resolver import CompanyIndex

TODAY = date(2026, 11, 21)
NAMES = ("롯데", "삼성", "현대", "하이닉스", "카카오")


def find_top5(name: str) -> list[tuple[str, str]]:
    result = CliRunner().invoke(app, ["corp-codes", "find", name, "--offline", "--json"])
    assert result.exit_code == 0, result.output
    return [(c["corp_name"], c["stock_code"]) for c in json.loads(result.stdout)["candidates"]][:5]


def chat_offers(index: CompanyIndex, name: str) -> list[tuple[str, str]]:
    """What the chat offers for a bare name (bots.direct): the policy's reading — the company and its
    alternatives, or the companies a tie asks about — else the resolver's best listed match."""
    reading = read_name(index, name)
    if reading is not None:
        shown = ([reading.company] if reading.company is not None else []) + list(reading.alternatives)
    else:
        shown = [m.company for m in index.resolve(name).candidates[:1]]
    return [(c.name, c.stock_code) for c in shown]


@pytest.mark.parametrize("name", NAMES)
def test_find_and_the_chat_rank_a_name_alike(name: str) -> None:
    top5 = find_top5(name)
    offered = chat_offers(CompanyIndex.bundled(), name)
    assert offered and offered == top5[: len(offered)]
    assert all(code for _, code in top5) and ("롯데푸드", "002270") not in top5


def test_find_lists_a_groups_members_by_market_value() -> None:
    assert [n for n, _ in find_top5("롯데")][:4] == ["롯데케미칼", "롯데지주", "롯데쇼핑", "롯데렌탈"]
    assert [n for n, _ in find_top5("삼성")][:3] == ["삼성전자", "삼성바이오로직스", "삼성물산"]


def test_a_merged_company_is_not_offered_as_listed() -> None:
    index = CompanyIndex.bundled()
    assert all(c.name != "롯데푸드" for c in index.listed_starting_with("롯데"))
    assert index.resolve("002270").best is None  # its old stock code names no listed company
    food = index.resolve("롯데푸드").best  # still found by name, as a DART company without a stock code
    assert food is not None and food.company.corp_code == "00120508" and not food.company.listed
    listed = CliRunner().invoke(app, ["corp-codes", "find", "롯데", "--offline", "--json", "--limit", "50"])
    assert "롯데푸드" not in listed.stdout and "롯데웰푸드" in listed.stdout
    # without the snapshot the bundled list still offers it: the snapshot is what drops it
    raw = CompanyIndex(bundled_corpcodes(), delisted=Delisted("test", {}))
    assert any(c.name == "롯데푸드" for c in raw.listed_starting_with("롯데"))


def test_a_code_given_later_to_another_company_stays_listed() -> None:
    snapshot = Delisted("test", {"002270": "00120508"})
    index = CompanyIndex.of([Company("99999999", "새회사", "", "002270", "20260101")], delisted=snapshot)
    best = index.resolve("002270").best
    assert best is not None and best.company.name == "새회사" and best.company.listed


async def test_the_chat_does_not_ask_about_a_merged_company(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        tie = await direct_reply("롯데", runtime, today=TODAY)
    assert tie is not None and "롯데푸드" not in tie.markdown
    shown = [name for name, _ in find_top5("롯데")[:4]]
    positions = [tie.markdown.index(f"{name}(") for name in shown]
    assert positions == sorted(positions)  # the chat asks in find's order
