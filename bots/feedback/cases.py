"""👎-rated runs as eval cases, in the eval set's YAML format (``evals/dataset.py``), so a bad answer in
production becomes a regression test: ``dexter feedback export -o cases.yaml`` then
``dexter eval --dataset cases.yaml``.

One case per run (every 👎 note on it joined). Each is a ``rubric`` question of type ``feedback``
carrying the question, the note, the bad answer, its figures and the run's tool results (under
``feedback``). What it checks comes from the notes:

* a figure a note names that the answer also showed is what the user called wrong: a contradiction
  (the new answer must not say it again);
* a figure a note names that the answer did not show is the correction: a criterion;
* with no figure in any note, the criterion is the note itself (a judge model reads it: ``--judge``);
  the offline pattern only asks for an answer that does not begin as the bad one did.

The product never imports its test bench, so the format is written here as plain data; the eval's own
loader reads it back in the tests.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from bots.feedback.book import Entry
from core.clock import KST, now_kst
from core.finance.amounts import Figure, find_figures

BUNDLE = "feedback"  # not derived from the recorded bundle: the production run's own data
PREFIX_CHARS = 60


def _pattern(text: str) -> str:
    """A figure as written, spaces optional (``258.94조원`` also matches ``258.94 조원``)."""
    return r"\s*".join(re.escape(part) for part in text.split())


def _same(a: Figure, b: Figure) -> bool:
    return a.unit == b.unit and abs(a.value - b.value) <= max(a.precision, b.precision) / 2


def _checks(notes: Sequence[str], answer: str) -> tuple[list[dict[str, str]], list[dict[str, str]]]:
    """(criteria, contradictions) from the notes (see the module docstring)."""
    shown = find_figures(answer)
    criteria: list[dict[str, str]] = []
    contradictions: list[dict[str, str]] = []
    for note in notes:
        for figure in find_figures(note):
            wrong = next((f for f in shown if _same(f, figure)), None)
            if wrong is not None:
                text = f"사용자가 틀렸다고 한 수치 {wrong.text}를 다시 말한다"
                contradictions.append({"text": text, "pattern": _pattern(wrong.text)})
            else:
                criteria.append(
                    {
                        "text": f"사용자가 바로잡은 수치 {figure.text}를 말한다",
                        "pattern": _pattern(figure.text),
                    }
                )
    if not criteria:
        said = " / ".join(n for n in notes if n) or "(의견 없이 👎)"
        start = " ".join(answer.split())[:PREFIX_CHARS]
        pattern = rf"^(?!\s*{_pattern(start)})" if start else r"\S"
        criteria.append({"text": f"사용자의 지적을 반영한다: {said}", "pattern": pattern})
    return _unique(criteria), _unique(contradictions)


def _unique(checks: list[dict[str, str]]) -> list[dict[str, str]]:
    return list({c["pattern"]: c for c in checks}.values())


def _asked(entry: Entry) -> date:
    try:
        return datetime.fromisoformat(entry.asked_at).astimezone(KST).date()
    except ValueError:
        return datetime.fromtimestamp(entry.updated_at, KST).date()


def eval_cases(entries: Sequence[Entry]) -> dict[str, Any]:
    """The 👎 ``entries`` as one eval dataset (a dict ready for ``yaml.safe_dump``)."""
    runs: dict[str, list[Entry]] = {}
    for entry in entries:
        if entry.vote == "down":
            runs.setdefault(entry.run_id, []).append(entry)
    questions: list[dict[str, Any]] = []
    for run_id, votes in runs.items():
        first = votes[0]
        notes = [v.note.strip() for v in votes if v.note.strip()]
        criteria, contradictions = _checks(notes, first.answer)
        case: dict[str, Any] = {
            "id": f"feedback-{run_id}",
            "type": "feedback",
            "question": first.question,
            "expected": " / ".join(notes) or "(의견 없이 👎)",
            "scoring": "rubric",
            "criteria": criteria,
        }
        if contradictions:
            case["contradictions"] = contradictions
        case["source"] = f"{first.platform} 👎 {len(votes)}명 · {_asked(first).isoformat()} · run {run_id}"
        case["feedback"] = {
            "run_id": run_id,
            "platform": first.platform,
            "asked_at": first.asked_at,
            "notes": notes,
            "answer": first.answer,
            "figures": first.figures,
            "tool_results": first.tools,
        }
        questions.append(case)
    days = [_asked(v) for votes in runs.values() for v in votes]
    return {
        "version": 1,
        "today": max(days, default=now_kst().date()).isoformat(),
        "bundle": BUNDLE,
        "questions": questions,
    }
