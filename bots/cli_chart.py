"""``dexter chart <회사|코드> [1m|3m|1y|5y|실적] [--offline] [-o FILE]``: the chat's chart as a PNG file.

The words are read by the chat command's own parser (``core.charts.parse_chart_command``), so the
terminal takes exactly what ``/dexter chart …`` takes; the chart is the one the chat posts (no model
call). The file goes to ``FILE``, else to the chart's own name (``005930_earnings.png``) in the current
folder; its path is printed, then the chart's caption. The chart is in English with ``DEXTER_LANG=en``
(or English words: ``core.charts.spec.command_language``). Imports its data layer only when it runs.
"""

from __future__ import annotations

from pathlib import Path

import typer

from bots.cli_errors import fail
from bots.cli_options import OfflineOpt

#: Exit code for a chart that cannot be made as asked (unknown company, bad period, no data).
NOT_MADE = 1
WORDS = typer.Argument(..., help="회사명 또는 종목코드와 기간, 예: 삼성전자 실적, 005930 3m")
OUTPUT = typer.Option(None, "--output", "-o", help="PNG 파일 경로 (기본: 현재 폴더)")


async def make_chart_file(words: list[str], *, offline: bool, output: Path | None) -> tuple[Path, str]:
    """Make the chart ``words`` ask for and write it; the file's path and the chart's caption.

    Raises:
        ChartInputError: the Korean reason the chart cannot be made.
        DexterError: a data call failed.
    """
    from datetime import datetime

    from core.charts import build_chart, parse_chart_command
    from core.charts.spec import command_language
    from core.clock import KST
    from core.config import load_settings
    from core.data.services import open_data_services
    from core.logging import configure_logging

    settings = load_settings()
    text = " ".join(words)
    request = parse_chart_command(text, command_language(settings.dexter_lang, text))
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    configure_logging(settings.secret_values(), level="WARNING")
    async with await open_data_services(settings) as data:
        chart = await build_chart(data, request, today=datetime.now(KST).date())
    path = output if output is not None else Path.cwd() / chart.filename
    if path.is_dir():
        path = path / chart.filename
    path.write_bytes(chart.png)
    return path, chart.caption


def chart(
    words: list[str] = WORDS,
    offline: bool = OfflineOpt,
    output: Path | None = OUTPUT,
) -> None:
    """차트 PNG: 주가 [1m|3m|1y|5y] (기본 1y) 또는 5년 실적 — 채팅의 /dexter chart와 같은 차트 (AI 모델 없이)."""
    import asyncio

    from core.charts import ChartInputError
    from core.errors import DexterError

    try:
        path, caption = asyncio.run(make_chart_file(words, offline=offline, output=output))
    except ChartInputError as exc:
        raise fail(_terminal(exc.user_message), NOT_MADE) from None
    except DexterError as exc:
        raise fail(str(exc), NOT_MADE) from None
    except OSError as exc:
        raise fail(f"차트 파일을 쓰지 못했습니다: {exc.strerror or exc}", NOT_MADE) from None
    typer.echo(str(path))
    typer.echo(caption)


def _terminal(message: str) -> str:
    """The chat's wording for the terminal: ``/dexter chart`` is ``dexter chart`` here."""
    return message.replace("`/dexter chart", "`dexter chart")
