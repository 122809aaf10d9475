"""``dexter card <회사|코드>``: the company card, no model involved (imports its data layer when it runs)."""

from __future__ import annotations

import typer

from bots.cli_errors import fail
from bots.cli_options import OfflineOpt


async def card_markdown(query: str, *, offline: bool) -> tuple[str, int]:
    """The card as Markdown and an exit code (1 when no company matches)."""
    from datetime import datetime

    from core.clock import KST
    from core.config import load_settings
    from core.data.companies.name_policy import read_name
    from core.data.services import open_data_services
    from core.lang import run_language
    from core.logging import configure_logging
    from core.quick.wording import ambiguous
    from core.tools.card import build_card
    from core.tools.card_render import render_card

    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    configure_logging(settings.secret_values(), level="WARNING")
    lang = run_language(settings.dexter_lang, query)  # a bare code follows DEXTER_LANG
    async with await open_data_services(settings) as data:
        matches = data.companies.lookup(query)
        if not matches and lang == "en":
            return f"No listed company matches '{query}'. Check the name or the six-digit stock code.\n", 1
        if not matches:
            return (
                f"'{query}'에 해당하는 상장사를 찾지 못했습니다. "
                "회사명이나 6자리 종목코드를 확인해 주세요.\n",
                1,
            )
        reading = read_name(data.companies, query)  # a group name: its dominant company, or ask
        if reading is not None and reading.company is None:
            return ambiguous(query, reading.alternatives) + "\n", 1
        company = reading.company if reading is not None else matches[0].company
        assert company is not None
        text = render_card(await build_card(data, company, today=datetime.now(KST).date()), lang)
        if reading is not None and reading.note:
            text = f"> {reading.note}\n\n{text}"
        elif len(matches) > 1 and matches[0].confidence < 1.0:
            others = ", ".join(f"{m.company.name}({m.company.stock_code})" for m in matches[1:4])
            text = f"> '{query}' → {matches[0].company.name}로 보았습니다. 다른 후보: {others}\n\n" + text
        return text, 0


def card(
    query: str = typer.Argument(..., help="회사명 또는 종목코드, 예: 삼성전자, 005930"),
    offline: bool = OfflineOpt,
    raw: bool = typer.Option(False, "--raw", help="Markdown 원문 그대로 출력"),
) -> None:
    """회사 카드: 기업개요, 시세, 최근 실적, 최근 공시 (AI 모델 없이)."""
    import asyncio

    from bots.console import Screen
    from core.errors import DexterError

    try:
        text, code = asyncio.run(card_markdown(query, offline=offline))
    except DexterError as exc:
        raise fail(str(exc)) from None
    out = Screen()
    if raw or not out.terminal:
        out.write(text)
    else:
        out.markdown(text)
    if code:
        raise typer.Exit(code)
