"""Why the keyless path defers: a chat question set's deferrals counted by the reader's stage that gave up.

    python -m evals.quick_why --set chat11 --half tune [--cases]

Each case goes through ``bots.direct.direct_reply`` with no model, as the chat tests run it
(``tests.core.quick.test_chat2_questions``), and is counted right, wrong or deferred by the sets' matcher; a
deferral is counted under the stage ``core.quick.why`` recorded (``parse_question``'s or ``bots.direct``'s), or
``no_figure`` (a quick reply without the figure asked: a refusal, a data-missing line) or ``other`` (no stage said:
the card, the no-model note from elsewhere). Counts only, so a held-out half can be measured without showing a
question; ``--cases`` (tuning halves only) adds each deferred question with its stage and unknown words.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.core.quick.chat_questions import Case

#: the day the chat sets are run on (``tests.core.quick.test_chat2_questions.TODAY``)
TODAY = date(2026, 11, 21)


@dataclass(frozen=True, slots=True)
class Row:
    """One case: its theme, whether it is answerable, its verdict, the stage it deferred at, its unknown words."""

    question: str
    theme: str
    answerable: bool
    verdict: str
    stage: str
    words: tuple[str, ...]


def cases_of(name: str, half: str) -> tuple[Case, ...]:
    """The cases of one chat set's half (``tests.core.quick.chat_sets.SETS``)."""
    from tests.core.quick.chat_sets import SETS

    found = [cases for set_name, set_half, cases in SETS if (set_name, set_half) == (name, half)]
    if not found:
        known = ", ".join(f"{n}/{h}" for n, h, _ in SETS)
        raise SystemExit(f"no chat set {name}/{half} (known: {known})")
    return found[0]


async def run(cases: Sequence[Case]) -> list[Row]:
    """Every case through the keyless path, with the stage each deferral gave up at."""
    from bots.compose import open_runtime
    from bots.direct import direct_reply
    from core.config import Settings
    from core.quick.why import listening
    from tests.core.quick.chat_questions import verdict

    rows: list[Row] = []
    with tempfile.TemporaryDirectory(prefix="quick_why_") as home:
        settings = Settings(DEXTER_HOME=home, DEXTER_OFFLINE="1")
        async with await open_runtime(settings, require_model=False) as runtime:
            for case in cases:
                with listening() as why:
                    try:
                        reply = await direct_reply(case.question, runtime, today=TODAY)
                    except Exception:  # a crash reaching the user: wrong
                        rows.append(Row(case.question, case.theme, case.answerable, "wrong", "crash", ()))
                        continue
                markdown, path = (None, None) if reply is None else (reply.markdown, reply.path)
                outcome = verdict(case, markdown, path)
                stage = _stage(outcome, path, why.stage)
                rows.append(Row(case.question, case.theme, case.answerable, outcome, stage, why.words))
    return rows


def _stage(outcome: str, path: str | None, recorded: str | None) -> str:
    if outcome != "deferred":
        return outcome
    if path == "quick":
        return "no_figure"  # a reply was read and given, without the figure asked
    return recorded or "other"


def counts(rows: Sequence[Row], title: str) -> list[str]:
    """Counts only: totals, answerable deferrals by stage, and by theme and stage."""
    answerable = [r for r in rows if r.answerable]
    verdicts = Counter(r.verdict for r in answerable)
    declined = sum(r.verdict == "deferred" for r in rows if not r.answerable)
    lines = [
        f"{title}: {len(answerable)} answerable — right {verdicts['right']}, deferred {verdicts['deferred']}, "
        f"wrong {verdicts['wrong']}; {len(rows) - len(answerable)} unanswerable — declined {declined}, "
        f"wrong {len(rows) - len(answerable) - declined}",
        "answerable deferrals by stage:",
    ]
    deferred = [r for r in answerable if r.verdict == "deferred"]
    for stage, n in Counter(r.stage for r in deferred).most_common():
        worded = sum(bool(r.words) for r in deferred if r.stage == stage)
        lines.append(f"  {stage:18} {n:4}" + (f"  ({worded} with unknown words)" if worded else ""))
    lines.append("by theme (right/answerable; deferrals by stage):")
    for theme in dict.fromkeys(r.theme for r in answerable):
        mine = [r for r in answerable if r.theme == theme]
        right = sum(r.verdict == "right" for r in mine)
        stages = Counter(r.stage for r in mine if r.verdict == "deferred").most_common()
        lines.append(f"  {theme}: {right}/{len(mine)}; " + ", ".join(f"{s} {n}" for s, n in stages))
    return lines


def case_lines(rows: Sequence[Row]) -> list[str]:
    """Each answerable deferral: its stage, theme, question and unknown words (tuning halves only)."""
    deferred = sorted((r for r in rows if r.answerable and r.verdict == "deferred"), key=lambda r: r.stage)
    return [
        f"{r.stage:18} | {r.theme[:10]:10} | {r.question}"
        + (f" | unknown: {' '.join(r.words)}" if r.words else "")
        for r in deferred
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--set", required=True, help="a chat set: chat2 … chat12")
    parser.add_argument("--half", default="tune", help="tune (default), report (counts only) or all")
    parser.add_argument(
        "--cases", action="store_true", help="each deferred question too (tuning halves only)"
    )
    args = parser.parse_args(argv)
    if args.cases and args.half != "tune":
        parser.error("--cases shows questions: tuning halves only")
    from core.logging import configure_logging

    configure_logging(level="ERROR", stream=sys.stderr)  # counts only on stdout
    rows = asyncio.run(run(cases_of(args.set, args.half)))
    if args.cases:
        print("\n".join(case_lines(rows)))
    print("\n".join(counts(rows, f"{args.set} {args.half}")))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
