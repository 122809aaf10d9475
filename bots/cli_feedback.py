"""``dexter feedback export [--since DATE] [-o FILE]``: the 👎-rated answers as eval cases (question, tool
results, answer, note) in the eval set's YAML format (``bots.feedback.cases``), so a bad answer in
production becomes a regression test: ``dexter eval --dataset FILE``. Without ``-o`` the YAML goes to
stdout. The store and YAML are imported when the command runs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from bots.cli_errors import exit_code, fail

if TYPE_CHECKING:
    from core.config import Settings

feedback_app = typer.Typer(
    help="답변 의견(👍/👎): 👎 받은 답변을 평가 문항으로 내보내기(export)",
    no_args_is_help=True,
    add_completion=False,
)

SinceOpt = typer.Option(None, "--since", help="이 날짜(YYYY-MM-DD, KST)부터 받은 👎만")
OutputOpt = typer.Option(None, "--output", "-o", help="쓸 파일 (기본: 표준 출력)")


def _since(text: str | None) -> float:
    """``YYYY-MM-DD`` (KST midnight) as epoch seconds; 0 for none."""
    if not text:
        return 0.0
    from datetime import date, datetime

    from core.clock import KST

    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise fail(f"--since 날짜 형식은 YYYY-MM-DD 입니다: {text}", 1) from None
    return datetime(day.year, day.month, day.day, tzinfo=KST).timestamp()


async def _export(settings: Settings, since: float) -> tuple[str, int]:
    import yaml

    from bots.feedback.book import FeedbackBook
    from bots.feedback.cases import eval_cases
    from core.store import store_for

    async with store_for(settings) as store:
        cases = eval_cases(await FeedbackBook(store).downs(since))
    text = yaml.safe_dump(cases, allow_unicode=True, sort_keys=False, width=110)
    return text, len(cases["questions"])


@feedback_app.command("export")
def export_command(
    since: str | None = SinceOpt,
    output: Path | None = OutputOpt,
) -> None:
    """👎 받은 답변을 평가 문항(YAML)으로 씁니다 — dexter eval --dataset FILE 로 다시 돌려 봅니다."""
    import asyncio

    from rich.console import Console

    from core.config import load_settings
    from core.errors import ConfigError, DexterError
    from core.logging import configure_logging, redact

    start = _since(since)
    try:
        settings = load_settings()
    except ConfigError as exc:
        raise fail(str(exc)) from None
    configure_logging(settings.secret_values(), level="WARNING")
    try:
        text, count = asyncio.run(_export(settings, start))
    except DexterError as exc:
        raise fail(redact(f"{exc} — {exc.user_message}"), exit_code(exc, 1)) from None
    err = Console(stderr=True, soft_wrap=True, highlight=False)
    if output is None:
        typer.echo(text, nl=False)
    else:
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise fail(f"파일을 쓰지 못했습니다: {exc.strerror} ({output})", 1) from None
        err.print(f"👎 {count}건 → {output} (실행: dexter eval --dataset {output})")
    if count == 0:
        err.print("👎 받은 답변이 없습니다.")
