"""``dexter doctor [--json] [--offline]``: one row per check, ✅/❌ (➖ skipped), the fix under a failure.

``--json`` prints a list of ``{"check", "ok", "detail", "fix"}`` on stdout — every check, in a fixed
order; ``ok`` is ``null`` for a service that is not configured (skipped), ``fix`` is ``null`` unless the
check failed. Exit 0 when no check failed, 1 otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from bots.doctor.result import Check

_MARK = {True: "✅", False: "❌", None: "➖"}
_WIDTH = max(
    len(name) for name in ("config", "store", "slack", "telegram", "model", "opendart", "kis", "clock")
)


def render(rows: list[Check]) -> str:
    lines = []
    for row in rows:
        lines.append(f"{_MARK[row.ok]} {row.check:<{_WIDTH}}  {row.detail}")
        if row.failed:
            lines.append(f"   {'':<{_WIDTH}}  → {row.fix}")
    problems = sum(row.failed for row in rows)
    lines.append("")
    lines.append(f"문제 {problems}개: ❌ 행의 → 를 따라 고치세요." if problems else "모두 정상입니다.")
    return "\n".join(lines)


def doctor(
    json_out: bool = typer.Option(
        False, "--json", help='{"check","ok","detail","fix"} 목록을 JSON으로 stdout에 출력'
    ),
    offline: bool = typer.Option(False, "--offline", help="OpenDART/KIS는 번들된 녹화 데이터로 확인"),
) -> None:
    """설정·저장소·각 서비스(무해한 호출)·시계를 점검합니다. 실패가 있으면 종료 코드 1. 비밀값은 출력하지 않습니다."""
    import asyncio
    import json
    import os
    from pathlib import Path

    from bots.doctor.result import failed
    from bots.doctor.runner import run_doctor
    from core.config import load_settings
    from core.errors import ConfigError
    from core.logging import configure_logging

    try:
        settings = load_settings()
    except ConfigError as exc:
        rows = [failed("config", str(exc), f"{exc.setting or '설정'} 값을 README의 설정 표대로 고치세요.")]
    else:
        if offline:
            settings = settings.model_copy(update={"dexter_offline": True})
        configure_logging(settings.secret_values(), level="WARNING")
        env_file = Path(".env")
        rows = asyncio.run(
            run_doctor(settings, environ=dict(os.environ), env_file=env_file if env_file.is_file() else None)
        )
    if json_out:
        typer.echo(json.dumps([row.as_json() for row in rows], ensure_ascii=False, indent=2))
    else:
        typer.echo(render(rows))
    if any(row.failed for row in rows):
        raise typer.Exit(1)
