"""Run the eval set against the product and score every answer.

Two paths, chosen by whether a model is usable:

* **direct** — no model (no key, or ``direct=True``): each question goes through
  ``bots.direct.direct_reply`` exactly as the bots answer without a model, with the dataset's ``today``.
  A question it cannot answer on its own (no reply, or only the card with the "needs a model" note)
  scores 0 with failure ``no_answer`` — not an error, just outside the quick path.
* **agent** — a model (``model``, or ``DEXTER_MODEL`` with its key, or ``scripted:<replay>``): the agent
  answers every question, since the point is to measure the agent. A ``Failed`` run is ``agent_error``,
  a run past ``timeout_s`` is ``timeout``.

Numeric questions are scored by ``evals.scoring.numeric``; rubric questions by a judge (the pattern judge
unless a judge model is named; the model under test may not judge itself unless ``allow_self_judge``).
A judge that cannot give a verdict is ``judge_error``. Every failure scores 0 and is counted by class.

Questions run concurrently under a semaphore. A scripted model or judge replays its steps in order, so
with one of those the questions run one at a time, in dataset order.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hashlib
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import yaml
from pydantic import ValidationError
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from bots.compose import Runtime, open_runtime
from bots.direct import NO_MODEL, direct_reply
from core.agent import Agent, new_run_id
from core.agent.events import Cancelled, Done, Failed, ToolStart
from core.clock import now_kst
from core.config import Settings
from core.errors import DexterError
from core.logging import Redactor
from core.model import Usage
from evals.dataset import DATASET, TYPES, Dataset, Question, load_dataset
from evals.report import AnswerPath, EvalReport, Failure, QuestionResult, write_reports
from evals.scoring.judge import CheckVerdict, Judge, JudgeError, build_judge, same_model
from evals.scoring.numeric import score_numeric

__all__ = ["EvalError", "run_eval"]

_NEEDS_MODEL = NO_MODEL.split("{problem}")[0].strip(" —")


class EvalError(DexterError):
    """The eval could not start: a bad dataset, an empty selection, a refused judge."""

    user_message = "평가를 실행하지 못했습니다."


@dataclass
class _Trace:
    """What the product did for one question (filled in as the run goes, so a timeout keeps it)."""

    path: AnswerPath
    route: str = ""
    answer: str = ""
    failure: Failure | None = None
    detail: str = ""
    tools: list[str] = field(default_factory=list)
    iterations: int = 0
    usage: Usage = field(default_factory=Usage)
    run_id: str = ""


@dataclass(frozen=True, slots=True)
class _Context:
    runtime: Runtime
    agent: Agent | None
    judge: Judge
    today: date
    timeout_s: float
    redact: Redactor


async def run_eval(
    settings: Settings,
    *,
    dataset: Path = DATASET,
    types: Sequence[str] = (),
    sample: int | None = None,
    model: str | None = None,
    judge: str | Judge | None = None,
    allow_self_judge: bool = False,
    direct: bool = False,
    concurrency: int = 4,
    timeout_s: float = 300.0,
    out_dir: Path | None = None,
    progress: bool = False,
) -> EvalReport:
    """Run the selected questions, write ``results.jsonl`` and ``summary.md``, return the report.

    Raises ``EvalError`` for an unreadable dataset, unknown types, an empty selection or a judge that
    is the model under test; ``ConfigError`` when a named model has no key.
    """
    data, sha = _load(dataset)
    unknown = sorted(set(types) - set(TYPES))
    if unknown:
        raise EvalError(f"알 수 없는 유형: {', '.join(unknown)} (가능: {', '.join(TYPES)})")
    questions = data.select(types=types, sample=sample)
    if not questions:
        raise EvalError("선택된 질문이 없습니다.")
    started, clock = now_kst(), time.monotonic()
    require_model = model is not None and not direct
    async with await open_runtime(settings, model=model, require_model=require_model) as runtime:
        agent = None if direct else runtime.agent
        model_name = (model or settings.dexter_model) if agent is not None else None
        judge_name = judge if judge is None or isinstance(judge, str) else judge.name
        if model_name and judge_name and not allow_self_judge and same_model(judge_name, model_name):
            raise EvalError(
                f"채점 모델({judge_name})이 평가 대상 모델과 같습니다. 다른 --judge 모델을 쓰거나 "
                "--allow-self-judge 를 지정하세요."
            )
        if judge is None or isinstance(judge, str):
            judge_obj, owns_judge = build_judge(judge, settings), True
        else:
            judge_obj, owns_judge = judge, False
        if any(name.startswith("scripted:") for name in (model_name or "", judge_obj.name)):
            concurrency = 1  # a replay answers in order
        direct_runtime = runtime if agent is not None or runtime.agent is None else _keyless(runtime)
        context = _Context(
            direct_runtime, agent, judge_obj, data.today, timeout_s, Redactor(settings.secret_values())
        )
        try:
            results = await _run_all(questions, context, concurrency, progress)
        finally:
            if owns_judge:
                await judge_obj.aclose()
    report = EvalReport(
        results=tuple(results),
        mode="agent" if agent is not None else "direct",
        model=model_name or "none",
        judge=judge_obj.name,
        dataset=str(dataset),
        dataset_sha256=sha,
        bundle=data.bundle,
        today=data.today,
        started=started,
        seconds=time.monotonic() - clock,
        out_dir=out_dir or settings.dexter_home / "evals" / started.strftime("%Y%m%d-%H%M%S"),
    )
    write_reports(report)
    return report


def _load(path: Path) -> tuple[Dataset, str]:
    try:
        raw = path.read_bytes()
        return load_dataset(path), hashlib.sha256(raw).hexdigest()
    except FileNotFoundError:
        raise EvalError(f"데이터셋 파일이 없습니다: {path}") from None
    except yaml.YAMLError as exc:
        raise EvalError(f"데이터셋 YAML을 읽지 못했습니다: {path}: {str(exc).splitlines()[0]}") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise EvalError(f"데이터셋 형식 오류: {path}: {where}: {first.get('msg', '')}") from None


def _keyless(runtime: Runtime) -> Runtime:
    """The runtime as the bots see it with no model key (for ``direct=True`` with a key configured)."""
    return dataclasses.replace(runtime, agent=None, models=None, model_problem="모델 없이 평가 (--direct)")


async def _run_all(
    questions: Sequence[Question], context: _Context, concurrency: int, progress: bool
) -> list[QuestionResult]:
    semaphore = asyncio.Semaphore(max(1, concurrency))
    results: dict[int, QuestionResult] = {}
    with _progress_bar(progress, len(questions)) as advance:

        async def worker(index: int, question: Question) -> None:
            async with semaphore:
                results[index] = await _evaluate(question, context)
            advance(results[index])

        async with asyncio.TaskGroup() as group:
            for index, question in enumerate(questions):
                group.create_task(worker(index, question))
    return [results[i] for i in range(len(questions))]


@contextlib.contextmanager
def _progress_bar(enabled: bool, total: int) -> Iterator[Callable[[QuestionResult], None]]:
    if not enabled:
        yield lambda _result: None
        return
    bar = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
    )
    with bar:
        task = bar.add_task("평가", total=total)

        def advance(result: QuestionResult) -> None:
            mark = "✅" if result.passed else "❌"
            bar.update(task, advance=1, description=f"평가 {result.id} {mark}")

        yield advance


async def _evaluate(question: Question, context: _Context) -> QuestionResult:
    began = time.monotonic()
    trace = await _answer(question, context)
    seconds = time.monotonic() - began
    score, numeric = 0.0, None
    criteria: tuple[CheckVerdict, ...] = ()
    contradictions: tuple[CheckVerdict, ...] = ()
    if trace.failure is None and question.scoring == "numeric":
        result = score_numeric(question, trace.answer)
        score, numeric = result.score, result.as_dict()
    elif trace.failure is None:
        try:
            async with asyncio.timeout(context.timeout_s):
                verdict = await context.judge.judge(question, trace.answer)
        except (JudgeError, TimeoutError) as exc:
            trace.failure, trace.detail = "judge_error", context.redact(f"{type(exc).__name__}: {exc}")
        else:
            score, criteria, contradictions = verdict.score, verdict.criteria, verdict.contradictions
    return QuestionResult(
        id=question.id,
        type=question.type,
        edge=question.edge,
        question=question.question,
        scoring=question.scoring,
        answer=trace.answer,
        score=score if trace.failure is None else 0.0,
        path=trace.path,
        route=trace.route,
        failure=trace.failure,
        detail=trace.detail,
        numeric=numeric,
        criteria=criteria,
        contradictions=contradictions,
        tools=tuple(trace.tools),
        iterations=trace.iterations,
        seconds=seconds,
        usage=trace.usage,
        run_id=trace.run_id,
    )


async def _answer(question: Question, context: _Context) -> _Trace:
    trace = _Trace("agent" if context.agent is not None else "direct")
    try:
        async with asyncio.timeout(context.timeout_s):
            if context.agent is None:
                await _direct(question, context, trace)
            else:
                await _agent(question, context.agent, trace)
    except TimeoutError:
        trace.failure, trace.detail = "timeout", f"{context.timeout_s:g}초 안에 끝나지 않았습니다"
    except Exception as exc:  # one broken question must not end the whole eval
        trace.failure, trace.detail = "agent_error", context.redact(f"{type(exc).__name__}: {exc}")
    return trace


async def _direct(question: Question, context: _Context, trace: _Trace) -> None:
    reply = await direct_reply(question.question, context.runtime, today=context.today)
    if reply is None:
        trace.failure, trace.detail = "no_answer", "모델 없이는 답하지 않는 질문"
        return
    trace.route, trace.answer = reply.path, reply.markdown
    if not reply.answered or _NEEDS_MODEL in reply.markdown:
        trace.failure, trace.detail = "no_answer", f"모델이 필요한 질문 ({reply.path})"


async def _agent(question: Question, agent: Agent, trace: _Trace) -> None:
    trace.route, trace.run_id = "agent", new_run_id()
    terminal = False
    async for event in agent.run(question.question, run_id=trace.run_id):
        match event:
            case ToolStart():
                trace.tools.append(event.tool)
            case Done():
                terminal = True
                trace.answer, trace.iterations, trace.usage = event.answer, event.iterations, event.usage
                trace.tools = [call.tool for call in event.tool_calls]
            case Failed():
                terminal = True
                trace.failure, trace.detail = "agent_error", event.error
            case Cancelled():
                terminal = True
                trace.failure, trace.detail = "agent_error", "run cancelled"
            case _:
                pass
    if not terminal:
        trace.failure, trace.detail = "agent_error", "run ended without a terminal event"
