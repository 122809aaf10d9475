"""``dexter eval``: run the eval set, print the score by type, write the JSONL and markdown reports.

Exit codes: 0 done (and at or above ``--min-score``), 1 below ``--min-score``, 2 could not run (a short
Korean message on stderr, never a traceback).

The product never imports its test bench: this command is a plugin. ``pyproject.toml`` registers
``register`` under the ``dexter.commands`` entry points, and ``bots.cli`` adds every registered command at
start. Everything else is imported inside the command, so ``dexter`` starts fast.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from bots.cli_errors import fail

if TYPE_CHECKING:
    from rich.console import Console

    from evals.report import EvalReport

TYPES_HELP = "quantitative, ratio, comparison, trend, qualitative, edge, english"
TypeOpt = typer.Option(None, "--type", help=f"이 유형만 (반복 가능): {TYPES_HELP}")
DatasetOpt = typer.Option(
    None,
    "--dataset",
    "--cases",
    help="문항 YAML (기본: evals/dataset/questions.yaml; dexter feedback export의 파일도)",
)
OutOpt = typer.Option(None, "--out", help="보고서 폴더 (기본: $DEXTER_HOME/evals/<시각>/)")


def eval_command(
    offline: bool = typer.Option(False, "--offline", help="번들된 녹화 데이터로 실행 (API 키 불필요)"),
    sample: int | None = typer.Option(None, "--sample", min=1, help="N문항만 고르게 뽑아 평가"),
    types: list[str] | None = TypeOpt,
    model: str | None = typer.Option(None, "--model", "-m", help="평가할 모델 (기본: DEXTER_MODEL)"),
    judge: str | None = typer.Option(None, "--judge", help="루브릭 채점 모델 (기본: 정규식 채점)"),
    allow_self_judge: bool = typer.Option(
        False, "--allow-self-judge", help="평가 대상 모델이 스스로 채점하도록 허용"
    ),
    direct: bool = typer.Option(False, "--direct", help="모델 키가 있어도 모델 없는 빠른 경로만 평가"),
    concurrency: int = typer.Option(4, "--concurrency", min=1, help="동시에 실행할 문항 수"),
    timeout: float = typer.Option(300.0, "--timeout", min=1.0, help="문항당 제한 시간 (초)"),
    dataset: Path | None = DatasetOpt,
    out: Path | None = OutOpt,
    min_score: float | None = typer.Option(
        None, "--min-score", min=0.0, max=1.0, help="전체 점수가 이보다 낮으면 종료 코드 1"
    ),
) -> None:
    """평가 세트를 실행하고 유형별 점수를 출력·저장합니다 (JSONL + 마크다운)."""
    import asyncio

    from rich.console import Console

    from core.errors import DexterError

    err = Console(stderr=True)
    try:
        report = asyncio.run(
            _run(
                offline=offline,
                sample=sample,
                types=types or [],
                model=model,
                judge=judge,
                allow_self_judge=allow_self_judge,
                direct=direct,
                concurrency=concurrency,
                timeout_s=timeout,
                dataset=dataset,
                out=out,
                progress=err.is_terminal,
            )
        )
    except DexterError as exc:
        raise fail(str(exc)) from None
    except OSError as exc:
        raise fail(f"파일을 읽거나 쓰지 못했습니다: {exc.strerror} ({exc.filename})") from None
    print_report(report, Console())
    if min_score is not None and report.overall < min_score:
        err.print(f"전체 점수 {report.overall:.3f} < --min-score {min_score:.3f}", highlight=False)
        raise typer.Exit(1)


async def _run(
    *,
    offline: bool,
    sample: int | None,
    types: list[str],
    model: str | None,
    judge: str | None,
    allow_self_judge: bool,
    direct: bool,
    concurrency: int,
    timeout_s: float,
    dataset: Path | None,
    out: Path | None,
    progress: bool,
) -> EvalReport:
    from core.config import load_settings
    from core.logging import configure_logging
    from evals.dataset import DATASET
    from evals.runner import run_eval

    settings = load_settings()
    if offline:
        settings = settings.model_copy(update={"dexter_offline": True})
    # Per-question failures are in the JSONL; logs would only garble the progress bar.
    configure_logging(settings.secret_values(), level="CRITICAL")
    return await run_eval(
        settings,
        dataset=dataset or DATASET,
        types=types,
        sample=sample,
        model=model,
        judge=judge,
        allow_self_judge=allow_self_judge,
        direct=direct,
        concurrency=concurrency,
        timeout_s=timeout_s,
        out_dir=out,
        progress=progress,
    )


def print_report(report: EvalReport, console: Console) -> None:
    """The score table by type, the failures by class and where the reports are."""
    from rich.table import Table

    console.print(
        f"모드 {report.mode} · 모델 {report.model} · 채점 {report.judge} · 번들 {report.bundle} · "
        f"{report.seconds:.1f}초",
        highlight=False,
    )
    table = Table(title="평가 결과")
    table.add_column("유형")
    table.add_column("문항", justify="right")
    table.add_column("점수", justify="right")
    table.add_column("통과", justify="right")
    for row in report.by_type():
        table.add_row(row.type, str(row.count), f"{row.score:.3f}", str(row.passed))
    table.add_section()
    table.add_row("전체", str(len(report.results)), f"{report.overall:.3f}", str(report.passed), style="bold")
    console.print(table)
    failures = " · ".join(f"{kind} {count}" for kind, count in report.failures().items())
    console.print(f"실패: {failures}", highlight=False)
    console.print(f"JSONL: {report.jsonl_path}", highlight=False, soft_wrap=True)
    console.print(f"요약: {report.markdown_path}", highlight=False, soft_wrap=True)


def register(app: typer.Typer) -> None:
    """The ``dexter.commands`` entry point: add ``dexter eval`` to the CLI."""
    app.command("eval")(eval_command)
