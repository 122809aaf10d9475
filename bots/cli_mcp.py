"""``dexter mcp [--http] [--host H] [--port P] [--offline]``: the research tools as an MCP server."""

from __future__ import annotations

import typer

from bots.cli_errors import fail
from bots.cli_options import OfflineOpt


def mcp(
    http: bool = typer.Option(False, "--http", help="stdio 대신 streamable HTTP (DEXTER_MCP_TOKEN 필요)"),
    host: str = typer.Option("127.0.0.1", "--host", help="HTTP 모드의 주소"),
    port: int = typer.Option(8765, "--port", help="HTTP 모드의 포트"),
    offline: bool = OfflineOpt,
) -> None:
    """MCP 서버: 회사 확인, 회사 카드, 재무제표·지표, 공시와 원문, 시세, 차트를 다른 AI 도구에 제공합니다."""
    import asyncio

    from bots.mcp.server import run_http, run_stdio
    from core.config import load_settings
    from core.errors import DexterError
    from core.logging import configure_from

    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    configure_from(  # stderr: in stdio mode stdout carries the protocol alone
        settings.secret_values(),
        fmt=settings.dexter_log_format,
        level=settings.dexter_log_level,
        log_ids=settings.dexter_log_ids,
    )
    try:
        asyncio.run(run_http(settings, host=host, port=port) if http else run_stdio(settings))
    except DexterError as exc:
        raise fail(str(exc)) from None
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
