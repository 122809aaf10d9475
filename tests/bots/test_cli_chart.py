"""``dexter chart``: the chat's chart as a PNG file, read with the chat command's own parser."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_MAGIC
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def run(tmp_path: Path, *args: str, **settings: str) -> tuple[int, str, str]:
    """``dexter chart *args`` in ``tmp_path`` (the timeout is a hang guard, not a speed check)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    done = subprocess.run(
        [sys.executable, "-c", "from bots.cli import main; main()", "chart", *args],
        env={**env, "DEXTER_HOME": str(tmp_path / "home"), "COLUMNS": "400", **settings},
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return done.returncode, done.stdout, done.stderr


def test_earnings_chart_goes_to_a_png_in_the_current_folder(tmp_path: Path) -> None:
    code, out, err = run(tmp_path, "삼성전자", "실적", "--offline")
    assert code == 0, err
    path = tmp_path / "005930_earnings.png"
    assert out.splitlines()[0] == str(path)
    assert png_size(path) == (1100, 638)
    assert "FY2024 매출액 300.87조원, 영업이익 32.73조원 (영업이익률 10.9%)" in out


def test_price_chart_to_a_named_file_with_a_spaced_company_name(tmp_path: Path) -> None:
    target = tmp_path / "out" / "hynix.png"
    target.parent.mkdir()
    code, out, err = run(tmp_path, "SK", "하이닉스", "3m", "--offline", "-o", str(target))
    assert code == 0, err
    assert out.splitlines()[0] == str(target) and png_size(target) == (1100, 638)
    assert "SK하이닉스(000660) 최근 3개월" in out and "데모용 합성 가격" in out


def test_bad_requests_are_one_korean_line_and_write_nothing(tmp_path: Path) -> None:
    code, out, err = run(tmp_path, "삼성전자", "2w", "--offline")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "지원하지 않는 기간입니다: '2w'" in err
    assert "`dexter chart 005930 3m`" in err and "/dexter" not in err  # the terminal's own wording
    code, _, err = run(tmp_path, "없는회사이름", "--offline")
    assert code == 1 and "일치하는 상장사를 찾지 못했습니다" in err
    code, _, err = run(tmp_path, "카카오", "--offline")  # no bundled prices for it
    assert code == 1 and "오프라인 데모 시세에는 카카오(035720)가 없습니다" in err
    assert list(tmp_path.glob("*.png")) == []


def test_an_english_request_is_refused_in_english_and_ko_only_keeps_korean(tmp_path: Path) -> None:
    code, out, err = run(tmp_path, "Samsung", "Electronics", "2w", "--offline")
    assert code == 1 and out == "" and err.count("\n") == 1
    assert err.startswith("Error: '2w' is not a period on offer: choose one of 1m, 3m, 1y, 5y.")
    assert "`dexter chart SK hynix earnings`" in err and "/dexter" not in err
    code, _, err = run(tmp_path, "Kakao", "--offline")
    assert code == 1 and "The offline demo prices do not include Kakao (카카오, 035720)" in err
    code, _, err = run(tmp_path, "Kakao", "--offline", DEXTER_LANG="ko-only")
    assert code == 1 and "오프라인 데모 시세에는 카카오(035720)가 없습니다" in err
    code, _, err = run(
        tmp_path, "Samsung", "Electronics", "earnings", "--offline", "-o", str(tmp_path / "no" / "x.png")
    )
    assert code == 1 and err.startswith("Error: Could not write the chart file: ")
    assert list(tmp_path.glob("*.png")) == []
