"""Options several ``dexter`` commands share, declared once (their help lines included)."""

from __future__ import annotations

import typer

OfflineOpt = typer.Option(False, "--offline", help="번들된 녹화 데이터로 실행 (API 키 불필요)")
ModelOpt = typer.Option(None, "--model", "-m", help="DEXTER_MODEL 대신 사용할 모델")
