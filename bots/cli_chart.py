"""``dexter chart <회사|코드> [1m|3m|1y|5y|실적] [--offline] [-o FILE]``: the chat's chart as a PNG file.

The words are read by the chat command's own parser (``core.charts.parse_chart_command``), so the
terminal takes exactly what ``/dexter chart …`` takes; the chart is the one the chat posts (no model
call). The file goes to ``FILE``, else to the chart's own name (``005930_earnings.png``) in the current
folder; its path is printed, then the chart's caption. The chart, or why it cannot be made, is in English
with ``DEXTER_LANG=en`` or English words (``core.charts.spec.command_language``; ``ko-only`` keeps it
Korean). Imports its data layer only when it runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from bots.cli_errors import fail
from bots.cli_options import OfflineOpt

if TYPE_CHECKING:
    from core.config import Settings
    from core.lang import Language

#: Exit code for a chart that cannot be made as asked (unknown company, bad period, no data).
NOT_MADE = 1
WORDS = typer.Argument(..., help="회사명 또는 종목코드와 기간, 예: 삼성전자 실적, 005930 3m")
OUTPUT = typer.Option(None, "--output", "-o", help="PNG 파일 경로 (기본: 현재 폴더)")
#: the file could not be written (``{reason}``: the system's), in the chart's language
NOT_WRITTEN: dict[Language, str] = {
    "ko": "차트 파일을 쓰지 못했습니다: {reason}",
    "en": "Could not write the chart file: {reason}",
}


async def make_chart_file(
    words: list[str], *, settings: Settings, lang: Language, output: Path | None
) -> tuple[Path, str]:
    """Make the chart ``words`` ask for, in ``lang``, and write it; the file's path and the chart's caption.

    Raises:
        ChartInputError: why the chart cannot be made (in Korean and in English).
        DexterError: a data call failed.
    """
    from datetime import datetime

    from core.charts import build_chart, parse_chart_command
    from core.clock import KST
    from core.data.services import open_data_services
    from core.logging import configure_logging

    request = parse_chart_command(" ".join(words), lang)
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
    from core.charts.spec import command_language
    from core.config import load_settings
    from core.errors import DexterError

    lang: Language = "ko"
    try:
        settings = load_settings()
        if offline:
            settings = settings.model_copy(update={"dexter_offline": True})
        lang = command_language(settings.dexter_lang, " ".join(words))  # the chart's and its refusals'
        path, caption = asyncio.run(make_chart_file(words, settings=settings, lang=lang, output=output))
    except ChartInputError as exc:
        raise fail(_terminal(exc.message_in(lang)), NOT_MADE, lang=lang) from None
    except DexterError as exc:
        raise fail(str(exc), NOT_MADE, lang=lang) from None
    except OSError as exc:
        raise fail(NOT_WRITTEN[lang].format(reason=exc.strerror or exc), NOT_MADE, lang=lang) from None
    typer.echo(str(path))
    typer.echo(caption)


def _terminal(message: str) -> str:
    """The chat's wording for the terminal: ``/dexter chart`` is ``dexter chart`` here."""
    return message.replace("`/dexter chart", "`dexter chart")
