"""``dexter corp-codes find`` and ``sync``, in-process through the real ``dexter`` app."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any

import pytest
import respx
from typer.testing import CliRunner, Result

from bots.cli import app

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "corpcodes"
BASE = "https://dart.test/api"
KEY = "fedcba9876543210fedcba9876543210fedcba98"


def run(*args: str, **env: str) -> Result:
    return CliRunner().invoke(app, ["corp-codes", *args], env=env or None)


def found(*args: str) -> dict[str, Any]:
    result = run("find", *args, "--json")
    payload: dict[str, Any] = json.loads(result.stdout)
    return payload


def first_row(output: str) -> str:
    return next(line for line in output.splitlines() if line.lstrip().startswith("1 "))


def corp_code_zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("CORPCODE.xml", (FIXTURES / "CORPCODE_40.xml").read_bytes())
    return buffer.getvalue()


def test_find_lists_the_company_for_an_alias_offline() -> None:
    result = run("find", "하이닉스", "--offline")
    assert result.exit_code == 0, result.output
    assert "SK하이닉스" in first_row(result.output) and "000660" in first_row(result.output)
    best = found("하이닉스", "--offline")["candidates"][0]
    assert (best["corp_name"], best["stock_code"], best["corp_code"]) == ("SK하이닉스", "000660", "00164779")


def test_find_flags_an_ambiguous_name_with_the_flagship_first() -> None:
    result = run("find", "삼성", "--offline")
    assert result.exit_code == 0
    assert "모호함" in result.output and "삼성전자" in first_row(result.output)
    payload = found("삼성", "--offline", "--limit", "3")
    assert payload["ambiguous"] is True and len(payload["candidates"]) == 3
    assert payload["candidates"][0]["corp_name"] == "삼성전자"
    assert "모호함" not in run("find", "삼성전자", "--offline").output


def test_find_corrects_a_typo() -> None:
    result = run("find", "삼성전지", "--offline")
    assert result.exit_code == 0 and "삼성전자" in first_row(result.output)
    assert "오타 보정" in first_row(result.output)


@pytest.mark.parametrize("name", ["존재하지않는회사명", "전자"])
def test_find_says_so_in_korean_and_fails_when_nothing_matches(name: str) -> None:
    result = run("find", name, "--offline")
    assert result.exit_code == 1
    assert result.output.strip() == f"일치하는 회사가 없습니다: {name!r}"
    assert found(name, "--offline")["candidates"] == []


def test_find_uses_the_database_seeded_from_the_bundle(tmp_path: Path) -> None:
    result = run("find", "005930")
    assert result.exit_code == 0 and "삼성전자" in first_row(result.output)
    assert (tmp_path / "home" / "dexter.db").exists()


def test_sync_without_a_key_fails_in_one_line() -> None:
    result = run("sync")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "오류: OPENDART_API_KEY is not set (needed for corp-codes sync)"
    ]


def test_sync_replaces_the_list_that_find_then_uses() -> None:
    with respx.mock(base_url=BASE) as mock:
        route = mock.get("/corpCode.xml").respond(200, content=corp_code_zip())
        result = run("sync", OPENDART_API_KEY=KEY, OPENDART_BASE_URL=BASE)
    assert result.exit_code == 0, result.output
    assert "동기화 완료: 전체 40개" in result.output and KEY not in result.output
    assert route.call_count == 1
    display = found("삼성디스플레이")  # unlisted: only in the synced list, not in the bundle
    assert display["candidates"][0]["corp_code"] == "00912006"
    assert found("삼성디스플레이", "--offline")["candidates"] == []


def test_sync_reports_a_quota_error_without_the_key() -> None:
    with respx.mock(base_url=BASE) as mock:
        body = (FIXTURES / "error_corpcode_020.xml").read_bytes()
        mock.get("/corpCode.xml").respond(200, content=body)
        result = run("sync", OPENDART_API_KEY=KEY, OPENDART_BASE_URL=BASE)
    assert result.exit_code == 1
    assert "020" in result.output and "조회 한도" in result.output
    assert KEY not in result.output
