"""The keyless path on the second chat-style set: a tuning half and a held-out report half (#22 item 4).

Both halves (``chat2_tune*``, ``chat2_report*``) were written apart from the quick reader, in different
phrasing families; every case goes through ``bots.direct.direct_reply`` with no model, as a Slack or
Telegram message would, and is counted right, deferred or wrong by the first set's matcher
(``chat_questions.verdict``). The reader is tuned on the tuning half only: its test prints the per-case
table (``-s``). The report half prints its totals only, so nobody tunes on it by accident.

First run (2026-11-27, before any reader change for this set): tune 153 answerable — right 107
(69.9%), deferred 46, wrong 0; 30 unanswerable all declined. Report 149 answerable — right 83 (55.7%),
deferred 64, wrong 2; 30 unanswerable all declined. After tuning on the tuning half only: tune right
148 (96.7%), deferred 5, wrong 0; report (run once, totals only) right 93 (62.4%), deferred 55, wrong 1;
30/30 declined in both. That one wrong answer was then looked up, as a wrong figure must be (the only
report case anyone looked at): "삼성전자 2023년 별도 기준 배당성향" got the 연결 payout line (67.8%, labelled
연결) instead of the 별도 one (38.6%); the quick path now reads a payout ratio on the basis asked
(``FigureLookup.dividends``). Since then: right 94 (63.1%), deferred 55, wrong 0. After the reader was
tuned on the third set (``chat3_tune``, written apart from this one; run once at the end, totals only):
right 122 (81.9%), deferred 27, wrong 0; 30/30 declined. After the reader was tuned on the fourth set
(``chat4_tune``, written apart from this one; run once at the end, totals only): right 128 (85.9%),
deferred 21, wrong 0; 30/30 declined.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from difflib import SequenceMatcher
from pathlib import Path

from tests.core.quick.chat2_report import REPORT
from tests.core.quick.chat2_tune import TUNE
from tests.core.quick.chat_questions import NEEDS_MODEL, Case, Verdict, verdict
from tests.core.quick.chat_questions_amounts import AMOUNTS
from tests.core.quick.chat_questions_more import OTHER, QUARTERS, UNANSWERABLE
from tests.core.quick.chat_questions_ratios import RATIOS
from tests.core.quick.shared_runtime import shared_reply
from tests.core.quick.test_chat_questions import _raw_integers

TODAY = date(2026, 11, 21)
THEMES = {"amounts", "ratios", "quarters", "compare", "per-share", "unanswerable"}
#: Answered right, of the answerable cases, at least (tune: as tuned, rounded down; the issue asks for
#: 85%; report: the first run's rate rounded down).
MIN_TUNE = 0.96  # 148 of 153 after tuning (first run 107, 69.9%)
MIN_REPORT = 0.89  # 133 of 149 after round 10 (128 after the fourth set's rules; first run 83, 55.7%; chat2-tuned 94; chat3 122)
#: Wrong answers allowed: none (the report half had 2 on its first run, 1 once tuned, fixed since).
MAX_WRONG_TUNE = 0
MAX_WRONG_REPORT = 0


def _normal(question: str) -> str:
    return "".join(question.split())


def test_the_sets_are_large_distinct_and_apart() -> None:
    first = {_normal(c.question) for c in AMOUNTS + RATIOS + QUARTERS + OTHER + UNANSWERABLE}
    seen: set[str] = set()
    for cases in (TUNE, REPORT):
        assert len(cases) >= 150
        assert {case.theme for case in cases} == THEMES
        assert sum(not case.answerable for case in cases) >= 25
        assert all(case.answerable for case in cases if case.theme != "unanswerable")
        questions = {_normal(case.question) for case in cases}
        assert len(questions) == len(cases)
        assert not questions & seen and not questions & first  # no question in two sets
        seen |= questions


def test_every_expected_amount_is_a_raw_figure_or_the_difference_of_two() -> None:
    """A typo in a won figure cannot hide: each is a raw amount (or a 백만원 one × 1,000,000), or the
    difference of two (a gap between companies or years, a fourth quarter)."""
    assert_raw_or_difference(TUNE + REPORT)


def near_held_out(tune: tuple[Case, ...], held_out: tuple[Case, ...]) -> list[str]:
    """The tuning questions 85% or more alike (difflib, spaces dropped) to a question of the held-out half — none
    may be, so nobody tunes the reader on a held-out question. Only the ratio is compared; nothing held out is
    returned or printed."""
    others = [_normal(case.question) for case in held_out]
    return [
        case.question
        for case in tune
        if any(SequenceMatcher(None, _normal(case.question), other).ratio() >= 0.85 for other in others)
    ]


def assert_raw_or_difference(cases: tuple[Case, ...]) -> None:
    """Each won (or share) figure of ``cases`` is a raw amount of the bundle, a 백만원 one × 1,000,000, or
    the difference of two (the chat sets' harnesses share this check)."""
    raw = _raw_integers()
    for case in cases:
        for fig in case.figures:
            if fig.unit in ("won", "shares"):
                for value in fig.values:
                    v = int(value)
                    assert (
                        v in raw
                        or (v % 1_000_000 == 0 and v // 1_000_000 in raw)
                        or any(v + r in raw for r in raw)
                    ), case


@dataclass(frozen=True, slots=True)
class Run:
    rows: tuple[tuple[Case, Verdict, str, str], ...]

    def count(self, outcome: Verdict, *, answerable: bool) -> int:
        return sum(r[1] == outcome for r in self.rows if r[0].answerable is answerable)

    @property
    def answered(self) -> float:
        return self.count("right", answerable=True) / sum(r[0].answerable for r in self.rows)

    @property
    def wrong(self) -> int:
        return self.count("wrong", answerable=True) + self.count("wrong", answerable=False)

    def show(self, name: str) -> str:
        """Print the per-case table, the counts by theme and the summary line (a tuning set's ``-s``)."""
        print()
        for case, outcome, via, line in self.rows:
            print(f"{outcome:8} | {via:8} | {case.theme[:10]:10} | {case.question} | {line[:120]}")
        for theme in dict.fromkeys(r[0].theme for r in self.rows):
            counts = Counter(outcome for case, outcome, _, _ in self.rows if case.theme == theme)
            print(f"  {theme}: " + ", ".join(f"{k} {counts[k]}" for k in ("right", "deferred", "wrong")))
        summary = self.summary(name)
        print(summary)
        return summary

    def wrong_lines(self) -> list[str]:
        return [f"{case.question} → {line}" for case, outcome, _, line in self.rows if outcome == "wrong"]

    def summary(self, name: str) -> str:
        n = sum(r[0].answerable for r in self.rows)
        return (
            f"{name}: {n} answerable — right {self.count('right', answerable=True)} ({self.answered:.1%}), "
            f"deferred {self.count('deferred', answerable=True)}, wrong {self.count('wrong', answerable=True)}; "
            f"{len(self.rows) - n} unanswerable — declined {self.count('deferred', answerable=False)}, "
            f"wrong {self.count('wrong', answerable=False)}"
        )


async def _run(cases: tuple[Case, ...], home: Path) -> Run:
    """``cases`` through the keyless path. ``home``, the test's own directory, is not used: the replies are the
    same on any home, and the process's runtime is shared (``shared_runtime``)."""
    rows: list[tuple[Case, Verdict, str, str]] = []
    for case in cases:
        try:
            reply = await shared_reply(case.question, today=TODAY)
        except Exception as exc:  # a crash reaching the user: wrong, and the table still prints
            rows.append((case, "wrong", "crash", f"crash: {exc!r}"))
            continue
        markdown = None if reply is None else reply.markdown
        path = "none" if reply is None else reply.path
        rows.append((case, verdict(case, markdown, path), path, _first_line(markdown)))
    return Run(tuple(rows))


def _first_line(markdown: str | None) -> str:
    """The reply's first meaningful line: past the needs-model note it is the note itself."""
    if markdown is None:
        return "(none: the agent would answer)"
    for line in markdown.splitlines():
        text = line.strip().lstrip(">").strip()
        if text:
            return text[: text.index(" — ")] if text.startswith(NEEDS_MODEL) else text
    return ""


async def tuning_run(cases: tuple[Case, ...], home: Path, name: str, *, max_wrong: int, least: float) -> None:
    """A tuning set through the keyless path: its per-case table printed, its wrong cases listed."""
    run = await _run(cases, home)
    summary = run.show(name)
    wrong = run.wrong_lines()
    assert len(wrong) <= max_wrong, "\n".join(wrong)
    assert run.answered >= least, summary


async def report_run(cases: tuple[Case, ...], home: Path, name: str, *, max_wrong: int, least: float) -> None:
    """A held-out set through the keyless path: totals only, so which questions fail is not shown."""
    run = await _run(cases, home)
    summary = run.summary(name)
    print(f"\n{summary}")
    assert run.wrong <= max_wrong, summary
    assert run.answered >= least, summary


async def test_keyless_chat2_tune(tmp_path: Path) -> None:
    await tuning_run(TUNE, tmp_path, "chat2 tune", max_wrong=MAX_WRONG_TUNE, least=MIN_TUNE)


async def test_keyless_chat2_report(tmp_path: Path) -> None:
    """Totals only: which report questions fail is not shown (the set stays held out)."""
    await report_run(REPORT, tmp_path, "chat2 report", max_wrong=MAX_WRONG_REPORT, least=MIN_REPORT)
