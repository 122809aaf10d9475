"""``dexter corp-codes``: sync OpenDART's corp-code list and look companies up in it (each command
imports its data layer when it runs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from bots.cli_errors import exit_code, fail
from core.errors import ConfigError, DexterError

if TYPE_CHECKING:
    from rich.console import Console

    from core.config import Settings
    from core.data.companies.corpcodes import CorpCodeInfo
    from core.data.companies.resolver import CompanyIndex, Resolution

corp_codes_app = typer.Typer(
    help="OpenDART 고유번호 목록: 동기화(sync)와 회사 검색(find)",
    no_args_is_help=True,
    add_completion=False,
)

#: How each match kind reads in the table.
HOW = {
    "stock_code": "종목코드",
    "corp_code": "고유번호",
    "name": "회사명",
    "alias": "별칭",
    "spelling": "영문 약칭 표기",
    "english": "영문명",
    "prefix": "앞부분 일치",
    "substring": "부분 일치",
    "fuzzy": "오타 보정",
}
SYNC_TIMEOUT_S = 120.0


def _settings() -> Settings:
    from core.config import load_settings
    from core.logging import configure_logging

    settings = load_settings()
    configure_logging(settings.secret_values(), level="WARNING")
    return settings


def _fail(message: str, code: int) -> typer.Exit:
    from core.logging import redact

    return fail(redact(message), code)


@corp_codes_app.command()
def sync() -> None:
    """OpenDART에서 전체 고유번호 목록(corpCode.xml)을 내려받아 로컬 DB를 교체합니다."""
    try:
        settings = _settings()
        api_key = settings.require("opendart_api_key", "corp-codes sync")
    except ConfigError as exc:
        raise _fail(str(exc), 2) from None
    import asyncio

    try:
        info = asyncio.run(_sync(settings, api_key))
    except DexterError as exc:
        raise _fail(f"{exc} — {exc.user_message}", exit_code(exc, 1)) from None
    from rich.console import Console

    from core.store import store_for

    Console().print(
        f"동기화 완료: 전체 {info.rows:,}개 · 종목코드 보유 {info.listed:,}개 → {store_for(settings).where}",
        highlight=False,
    )


async def _sync(settings: Settings, api_key: str) -> CorpCodeInfo:
    import httpx

    from core.data.companies.corpcodes import CorpCodeTable, sync_corpcodes
    from core.data.dart.client import OpenDartClient
    from core.store import store_for

    async with httpx.AsyncClient(timeout=SYNC_TIMEOUT_S) as http, store_for(settings) as store:
        dart = OpenDartClient(http, api_key=api_key, base_url=settings.opendart_base_url)
        return await sync_corpcodes(CorpCodeTable(store), dart)


@corp_codes_app.command()
def find(
    name: str = typer.Argument(..., help="회사명, 별칭, 영문명, 종목코드(6자리) 또는 고유번호(8자리)"),
    offline: bool = typer.Option(False, "--offline", help="DB 대신 번들된 상장사 목록만 사용"),
    limit: int = typer.Option(5, "--limit", "-n", min=1, max=50, help="보여 줄 후보 수"),
    json_out: bool = typer.Option(False, "--json", help="결과를 JSON으로 출력"),
) -> None:
    """회사를 찾아 DART 고유번호와 종목코드 후보를 보여 줍니다 (일치 없음: 종료 코드 1)."""
    import asyncio
    import json

    from rich.console import Console

    from core.data.companies.resolver import CompanyIndex

    try:
        settings = _settings()
        index = CompanyIndex.bundled() if offline else asyncio.run(_table_index(settings))
    except DexterError as exc:
        raise _fail(str(exc), 2) from None
    from core.data.companies.name_policy import ranked

    resolution = ranked(index, name, limit)  # the chat's order: one ranking for every surface
    out = Console(soft_wrap=json_out)
    if json_out:
        out.print_json(json.dumps(_as_json(resolution), ensure_ascii=False))
    else:
        _print_table(out, resolution)
    if not resolution.candidates:
        raise typer.Exit(1)


async def _table_index(settings: Settings) -> CompanyIndex:
    from core.data.companies.corpcodes import CorpCodeTable
    from core.store import store_for

    async with store_for(settings) as store:
        return await CorpCodeTable(store).index()


def _as_json(resolution: Resolution) -> dict[str, object]:
    return {
        "query": resolution.query,
        "ambiguous": resolution.ambiguous,
        "candidates": [
            {
                "corp_name": m.company.name,
                "corp_code": m.company.corp_code,
                "stock_code": m.company.stock_code,
                "eng_name": m.company.eng_name,
                "confidence": m.confidence,
                "match": m.how,
            }
            for m in resolution.candidates
        ],
    }


def _print_table(out: Console, resolution: Resolution) -> None:
    from rich.table import Table

    if not resolution.candidates:
        out.print(f"일치하는 회사가 없습니다: {resolution.query!r}", highlight=False)
        return
    if resolution.ambiguous:
        out.print(
            f"[yellow]모호함:[/yellow] {resolution.query!r}에 해당하는 회사가 여러 곳입니다. "
            "회사명이나 종목코드로 좁혀 주세요.",
            highlight=False,
        )
    table = Table(show_edge=False, pad_edge=False)
    for column in ("#", "회사명", "종목코드", "고유번호", "신뢰도", "일치"):
        table.add_column(column, no_wrap=True)
    for rank, match in enumerate(resolution.candidates, 1):
        company = match.company
        table.add_row(
            str(rank),
            company.name,
            company.stock_code or "-",
            company.corp_code,
            f"{match.confidence:.2f}",
            HOW.get(match.how, match.how),
        )
    out.print(table, highlight=False)
