"""Eval results: one record per question, the score by type, and the files a run leaves behind.

``results.jsonl`` holds one JSON object per question (answer, score, how it was scored, failure, tools,
iterations, seconds, tokens, path); ``summary.md`` the score table by type, the failures by class, the
model and judge names and the dataset's hashes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any, Literal

from core.model import Usage
from evals.scoring.judge import CheckVerdict

__all__ = ["FAILURES", "EvalReport", "Failure", "QuestionResult", "TypeScore", "write_reports"]

#: Why a question scored zero without being judged on its merits. ``no_answer`` is not an error: the
#: deterministic path simply has no direct answer for that question.
Failure = Literal["no_answer", "agent_error", "timeout", "judge_error"]
FAILURES: tuple[Failure, ...] = ("no_answer", "agent_error", "timeout", "judge_error")
AnswerPath = Literal["direct", "agent"]


@dataclass(frozen=True, slots=True)
class QuestionResult:
    id: str
    type: str
    question: str
    scoring: str
    answer: str
    score: float
    path: AnswerPath
    #: How the product answered: quick | card | no_model (direct path) or agent.
    route: str = ""
    failure: Failure | None = None
    detail: str = ""
    numeric: dict[str, Any] | None = None
    criteria: tuple[CheckVerdict, ...] = ()
    contradictions: tuple[CheckVerdict, ...] = ()
    tools: tuple[str, ...] = ()
    iterations: int = 0
    seconds: float = 0.0
    usage: Usage = field(default_factory=Usage)
    run_id: str = ""
    edge: str | None = None

    @property
    def passed(self) -> bool:
        return self.failure is None and self.score >= 1.0 - 1e-9

    def as_record(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "type": self.type,
            "edge": self.edge,
            "question": self.question,
            "answer": self.answer,
            "score": round(self.score, 4),
            "passed": self.passed,
            "scoring": self.scoring,
            "numeric": self.numeric,
            "criteria": [c.as_dict() for c in self.criteria],
            "contradictions": [c.as_dict() for c in self.contradictions],
            "failure": self.failure,
            "detail": self.detail,
            "path": self.path,
            "route": self.route,
            "tools": list(self.tools),
            "iterations": self.iterations,
            "seconds": round(self.seconds, 3),
            "tokens": {**self.usage.as_dict(), "total": self.usage.total},
            "run_id": self.run_id,
        }

    def note(self) -> str:
        """A short reason for a score below 1 (for the markdown summary)."""
        if self.failure is not None:
            return f"{self.failure}: {self.detail}" if self.detail else self.failure
        if self.numeric is not None:
            closest = self.numeric.get("closest")
            return f"가장 가까운 수치 {closest}" if closest else "해당 단위의 수치 없음"
        held = [c.text for c in self.contradictions if c.holds]
        if held:
            return "모순: " + "; ".join(held)
        return "미충족: " + "; ".join(c.text for c in self.criteria if not c.holds)


@dataclass(frozen=True, slots=True)
class TypeScore:
    type: str
    count: int
    score: float
    passed: int


@dataclass(frozen=True, slots=True)
class EvalReport:
    results: tuple[QuestionResult, ...]
    mode: AnswerPath
    model: str
    judge: str
    dataset: str
    dataset_sha256: str
    bundle: str
    today: date
    started: datetime
    seconds: float
    out_dir: Path

    @property
    def jsonl_path(self) -> Path:
        return self.out_dir / "results.jsonl"

    @property
    def markdown_path(self) -> Path:
        return self.out_dir / "summary.md"

    @property
    def overall(self) -> float:
        return sum(r.score for r in self.results) / len(self.results) if self.results else 0.0

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results)

    @property
    def usage(self) -> Usage:
        total = Usage()
        for result in self.results:
            total += result.usage
        return total

    def by_type(self) -> list[TypeScore]:
        """Scores per question type, in the order the types first appear."""
        groups: dict[str, list[QuestionResult]] = {}
        for result in self.results:
            groups.setdefault(result.type, []).append(result)
        return [
            TypeScore(kind, len(rs), sum(r.score for r in rs) / len(rs), sum(r.passed for r in rs))
            for kind, rs in groups.items()
        ]

    def failures(self) -> dict[Failure, int]:
        return {kind: sum(r.failure == kind for r in self.results) for kind in FAILURES}


def _cell(text: str, limit: int = 120) -> str:
    flat = " ".join(text.split()).replace("|", "\\|")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def render_markdown(report: EvalReport) -> str:
    lines = [
        f"# Korean Dexter eval — {report.started:%Y-%m-%d %H:%M} KST",
        "",
        f"- 모드: {report.mode} · 모델: {report.model} · 채점: {report.judge}",
        f"- 데이터셋: `{report.dataset}` (sha256 {report.dataset_sha256[:12]} · 번들 {report.bundle} · "
        f"기준일 {report.today.isoformat()})",
        f"- 문항 {len(report.results)} · 소요 {report.seconds:.1f}초 · 토큰 {report.usage.total:,}",
        "",
        "## 유형별 점수",
        "",
        "| 유형 | 문항 | 점수 | 통과 |",
        "|---|---:|---:|---:|",
    ]
    lines += [f"| {t.type} | {t.count} | {t.score:.3f} | {t.passed} |" for t in report.by_type()]
    lines += [
        f"| **전체** | {len(report.results)} | **{report.overall:.3f}** | {report.passed} |",
        "",
        "## 실패 분류",
        "",
        "| 분류 | 문항 |",
        "|---|---:|",
    ]
    lines += [f"| {kind} | {count} |" for kind, count in report.failures().items()]
    missed = [r for r in report.results if not r.passed]
    if missed:
        lines += [
            "",
            "## 통과하지 못한 문항",
            "",
            "| id | 유형 | 점수 | 경로 | 사유 |",
            "|---|---|---:|---|---|",
        ]
        lines += [
            f"| {r.id} | {r.type} | {r.score:.2f} | {r.path}/{r.route or '-'} | {_cell(r.note())} |"
            for r in missed
        ]
    return "\n".join(lines) + "\n"


def write_reports(report: EvalReport) -> None:
    """Write ``results.jsonl`` and ``summary.md`` into ``report.out_dir``."""
    report.out_dir.mkdir(parents=True, exist_ok=True)
    with report.jsonl_path.open("w", encoding="utf-8") as out:
        for result in report.results:
            out.write(json.dumps(result.as_record(), ensure_ascii=False) + "\n")
    report.markdown_path.write_text(render_markdown(report), encoding="utf-8")
