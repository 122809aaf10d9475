"""The eval set's schema and loader: ``evals/dataset/questions.yaml``.

Every question has a type, the expected answer in words, and a scoring method:

* ``numeric`` — the answer must state ``value`` (in ``unit``) within ``tolerance`` (relative: 0.01 for
  amounts, 0.05 for ratios). Amounts are in won, ratios in percent, multiples in 배.
* ``rubric`` — atomic ``criteria`` (each passed or not) and ``contradictions`` (any one scores zero).
  A judge model reads the criteria's ``text``; without one, each criterion's ``pattern`` (a regex over
  the answer) decides, so the offline eval stays deterministic.

Expected figures are derived from the recorded filings by ``python -m evals.derive_expected`` (which
writes the YAML from ``evals/dataset_spec.py``); never edit figures in the YAML by hand.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

DATASET = Path(__file__).parent / "dataset" / "questions.yaml"

QuestionType = Literal[
    "quantitative", "ratio", "comparison", "trend", "qualitative", "edge", "english", "feedback"
]
EdgeKind = Literal["unknown_company", "not_filed", "ambiguous", "foreign", "non_financial"]
Scoring = Literal["numeric", "rubric"]
Unit = Literal["won", "percent", "times", "won_per_share", "count", "shares"]
#: the curated set's types (a ``feedback`` question comes from ``dexter feedback export``, never from it)
TYPES: tuple[QuestionType, ...] = (
    "quantitative",
    "ratio",
    "comparison",
    "trend",
    "qualitative",
    "edge",
    "english",
)


class Criterion(BaseModel):
    """One atomic check: ``text`` for a judge model, ``pattern`` (regex) for the offline scorer."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str
    pattern: str

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, pattern: str) -> str:
        re.compile(pattern)
        return pattern

    def matches(self, answer: str) -> bool:
        return re.search(self.pattern, answer) is not None


class FeedbackCase(BaseModel):
    """Where a ``feedback`` question came from: a production run rated 👎 (``dexter feedback export``) —
    its answer, the users' notes, the answer's figures and the run's tool results, kept for the reader
    (the run is scored like any rubric question)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    run_id: str
    platform: str
    asked_at: str = ""
    notes: tuple[str, ...] = ()
    answer: str
    figures: tuple[dict[str, Any], ...] = ()
    tool_results: tuple[dict[str, Any], ...] = ()


class Question(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    type: QuestionType
    edge: EdgeKind | None = None
    question: str
    expected: str
    scoring: Scoring
    value: float | None = None
    unit: Unit | None = None
    tolerance: float | None = None
    criteria: tuple[Criterion, ...] = ()
    contradictions: tuple[Criterion, ...] = ()
    source: str = ""
    feedback: FeedbackCase | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Question:
        if (self.type == "edge") != (self.edge is not None):
            raise ValueError(f"{self.id}: `edge` is set exactly for type edge")
        if (self.type == "feedback") != (self.feedback is not None):
            raise ValueError(f"{self.id}: `feedback` is set exactly for type feedback")
        if self.scoring == "numeric":
            if self.value is None or self.unit is None or self.tolerance is None:
                raise ValueError(f"{self.id}: numeric scoring needs value, unit and tolerance")
        elif not self.criteria:
            raise ValueError(f"{self.id}: rubric scoring needs at least one criterion")
        return self


class Dataset(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = 1
    today: date
    bundle: str = Field(description="sha256 prefix of the recorded OpenDART bundle the figures come from")
    questions: tuple[Question, ...]

    @model_validator(mode="after")
    def _unique_ids(self) -> Dataset:
        ids = [q.id for q in self.questions]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate question ids: {dupes}")
        return self

    def select(self, *, types: Sequence[str] = (), sample: int | None = None) -> list[Question]:
        """Questions of the given types (all when empty); ``sample`` takes an even spread, not the head."""
        chosen = [q for q in self.questions if not types or q.type in types]
        if sample is not None and 0 < sample < len(chosen):
            step = len(chosen) / sample
            chosen = [chosen[int(i * step)] for i in range(sample)]
        return chosen


def load_dataset(path: Path = DATASET) -> Dataset:
    return Dataset.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


def dump_dataset(dataset: Dataset) -> str:
    """YAML with Korean left readable and a stable key order (what ``derive_expected`` writes)."""
    data = dataset.model_dump(mode="json", exclude_defaults=False)
    for question in data["questions"]:
        for key in ("edge", "value", "unit", "tolerance", "feedback"):
            if question.get(key) is None:
                question.pop(key, None)
        for key in ("criteria", "contradictions", "source"):
            if not question.get(key):
                question.pop(key, None)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=110)
