"""``dexter mcp``: the research tools as a Model Context Protocol server (the official ``mcp`` SDK).

Two transports: stdio (a desktop assistant starts ``dexter mcp`` itself; stdout carries only the
protocol, logs go to stderr) and streamable HTTP (``--http``), which refuses every request without
``Authorization: Bearer $DEXTER_MCP_TOKEN`` (compared in constant time) and will not start without
that token. One set of data services (cache, OpenDART/KIS rate limits and quotas) serves every call,
as in the bot.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable, MutableMapping
from typing import TYPE_CHECKING, Any

import mcp_types as types
from mcp.server.lowlevel import Server

from bots.mcp.tools import call, listing, research_tools
from core.tools.registry import ToolContext

if TYPE_CHECKING:
    from mcp.server.context import ServerRequestContext
    from starlette.types import ASGIApp, Receive, Scope, Send

    from core.config import Settings
    from core.data.services import DataServices

NAME = "korean-dexter"
INSTRUCTIONS = (
    "한국 상장사 리서치 도구: OpenDART 공시·재무제표와 KIS 시세. 회사는 회사명이나 6자리 종목코드로 "
    "지정합니다. 금액은 원 단위(won)와 한국어 표기(조/억)로, 결과마다 출처(sources)가 있습니다."
)
MISSING_TOKEN = "dexter mcp --http에는 DEXTER_MCP_TOKEN(베어러 토큰)이 필요합니다. .env에 설정해 주세요."


def build_server(data: DataServices, *, version: str = "") -> Server[Any]:
    """The MCP server over ``data``: ``tools/list`` and ``tools/call`` for ``research_tools()``."""
    tools = {t.name: t for t in research_tools()}
    listed = types.ListToolsResult(tools=listing(list(tools.values())))
    context = ToolContext(data=data)

    async def list_tools(
        _ctx: ServerRequestContext[Any], _params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return listed

    async def call_tool(
        _ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        arguments = dict(params.arguments or {})
        return await call(tools, params.name, arguments, context, setting=data.settings.dexter_lang)

    return Server(
        NAME, version=version, instructions=INSTRUCTIONS, on_list_tools=list_tools, on_call_tool=call_tool
    )


class BearerGate:
    """ASGI middleware: only requests carrying the bearer token reach ``app`` (else 401, no detail)."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self._app = app
        self._expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and not self._allowed(scope):
            await _unauthorized(send)
            return
        await self._app(scope, receive, send)

    def _allowed(self, scope: MutableMapping[str, Any]) -> bool:
        given = dict(scope.get("headers") or ()).get(b"authorization", b"")
        return hmac.compare_digest(given, self._expected)


async def _unauthorized(send: Callable[[MutableMapping[str, Any]], Awaitable[None]]) -> None:
    body = b'{"error":"unauthorized"}'
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"www-authenticate", b'Bearer realm="dexter-mcp"'),
    ]
    await send({"type": "http.response.start", "status": 401, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def run_stdio(settings: Settings) -> None:
    from mcp.server.stdio import stdio_server

    from core.data.services import open_data_services

    async with await open_data_services(settings) as data:
        server = build_server(data, version=_version())
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())


async def run_http(settings: Settings, *, host: str, port: int) -> None:
    import uvicorn

    from core.data.services import open_data_services
    from core.errors import ConfigError

    secret = settings.dexter_mcp_token
    if secret is None or not secret.get_secret_value().strip():
        raise ConfigError(MISSING_TOKEN, setting="DEXTER_MCP_TOKEN")
    async with await open_data_services(settings) as data:
        server = build_server(data, version=_version())
        app = BearerGate(server.streamable_http_app(host=host), secret.get_secret_value().strip())
        config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on")
        await uvicorn.Server(config).serve()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("korean-dexter")
    except PackageNotFoundError:
        return ""
