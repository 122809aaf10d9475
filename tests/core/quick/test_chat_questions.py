"""How the keyless path does on chat-style questions it was not written against.

Every case in ``chat_questions_*`` goes through ``bots.direct.direct_reply`` with no model, as a Slack or
Telegram message would, and is counted right, deferred or wrong (``chat_questions.verdict``). Run with
``-s`` for the per-case table and the one-line summary.
"""

from __future__ import annotations

import functools
import gzip
import json
from collections import Counter
from datetime import date
from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from tests.core.quick.chat_questions import (
    NEEDS_MODEL,
    Case,
    Fig,
    Verdict,
    figures_in,
    pct,
    states,
    verdict,
    won,
)
from tests.core.quick.chat_questions_amounts import AMOUNTS
from tests.core.quick.chat_questions_more import OTHER, QUARTERS, UNANSWERABLE
from tests.core.quick.chat_questions_ratios import RATIOS
from tests.core.quick.recorded import BUNDLE

TODAY = date(2026, 11, 21)
CASES: tuple[Case, ...] = AMOUNTS + RATIOS + QUARTERS + OTHER + UNANSWERABLE
#: The share of answerable cases the keyless path gets right as measured when the set was written
#: (rounded down) — raise to 0.85.
MIN_ANSWERED = 0.85  # 157 of 161 on 2026-11-26 (the issue asks for 85%)


def test_the_set_is_large_distinct_and_mixed() -> None:
    assert len(CASES) >= 150
    assert len({case.question for case in CASES}) == len(CASES)
    themes = {case.theme for case in CASES}
    assert themes == {
        "annual amounts",
        "ratios",
        "quarters",
        "per-share, dividends, holders, cash",
        "unanswerable",
    }
    assert sum(not case.answerable for case in CASES) >= 20
    assert all(case.answerable for case in CASES if case.theme != "unanswerable")


@functools.cache
def _raw_integers() -> frozenset[int]:
    """Every integer the bundle's OpenDART responses hold (comma strings included); read once per process (the
    chat sets' raw-figure checks ask for it per case)."""
    with gzip.open(BUNDLE, "rt", encoding="utf-8") as fh:
        entries = json.load(fh)["entries"]
    found: set[int] = set()
    for entry in entries:
        for row in entry["response"].get("list", []):
            for value in row.values():
                text = str(value).replace(",", "")
                if text.lstrip("-").isdigit():
                    found.add(int(text))
    return frozenset(found)


def test_every_expected_amount_is_a_raw_figure_of_the_bundle() -> None:
    """A typo in a won figure cannot hide: each is a raw amount (or a 백만원 one × 1,000,000)."""
    raw = _raw_integers()
    for case in CASES:
        for fig in case.figures:
            if fig.unit in ("won", "shares"):
                for value in fig.values:
                    assert int(value) in raw or (value % 1_000_000 == 0 and int(value) // 1_000_000 in raw), (
                        case
                    )


SAMSUNG_OP_2023 = won(6_566_976_000_000)


@pytest.mark.parametrize(
    ("text", "fig", "shown"),
    [
        ("영업이익 6.57조원", SAMSUNG_OP_2023, True),
        ("영업이익은 6조 5,670억원입니다", SAMSUNG_OP_2023, True),
        ("| 65,670억원 |", SAMSUNG_OP_2023, True),
        ("6,566,976백만원", SAMSUNG_OP_2023, True),
        ("6.6조원", SAMSUNG_OP_2023, False),  # a step of 0.1조 is 1.5 % of 6.57조
        ("약 6조원", SAMSUNG_OP_2023, False),  # coarser than 1 % of the figure
        ("6.58조원", SAMSUNG_OP_2023, False),
        ("영업이익률 2.5%", pct(2.5361), True),
        ("영업이익률 2.54%", pct(2.5361), True),
        ("영업이익률 2.6%", pct(2.5361), False),
        ("영업이익률 2.5%p 하락", pct(2.5361), False),  # points are not a percentage
        ("−7.73조원", won(-7_730_313_000_000), True),
        ("영업손실 7.73조원", won(-7_730_313_000_000), True),
        ("영업이익 7.73조원", won(-7_730_313_000_000), False),
        ("−7.73조원", won(7_730_313_000_000), False),
        ("5.9% 감소", pct(-5.8658), True),
        ("보통주 1,444원", won(1_444), True),
        ("508,157,148주 (8.51%)", Fig("shares", (508_157_148.0,)), True),
        ("ROE 9.0%", pct(8.5659, 8.9967), True),
    ],
)
def test_the_matcher(text: str, fig: Fig, shown: bool) -> None:
    assert states(fig, text) is shown, figures_in(text)


def test_years_quarters_and_report_numbers_are_not_figures() -> None:
    text = "FY2023 사업보고서 · 2024년 3분기 (1~3분기) · 2023-12-31 주식수 · 1주당 · rcpNo=20241114001712"
    assert figures_in(text) == []


async def test_keyless_chat_questions(tmp_path: Path) -> None:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    rows: list[tuple[Case, Verdict, str, str]] = []
    async with await open_runtime(settings, require_model=False) as runtime:
        assert runtime.agent is None
        for case in CASES:
            reply = await direct_reply(case.question, runtime, today=TODAY)
            markdown = None if reply is None else reply.markdown
            path = "none" if reply is None else reply.path
            rows.append((case, verdict(case, markdown, path), path, _first_line(markdown)))
    print()
    for case, outcome, via, line in rows:
        print(f"{outcome:8} | {via:8} | {case.theme[:10]:10} | {case.question} | {line[:120]}")
    answerable = [row for row in rows if row[0].answerable]
    right = sum(row[1] == "right" for row in answerable)
    wrong = [row for row in rows if row[1] == "wrong"]
    declined = sum(row[1] == "deferred" for row in rows if not row[0].answerable)
    summary = (
        f"chat questions: {len(answerable)} answerable — right {right} ({right / len(answerable):.0%}), "
        f"deferred {sum(row[1] == 'deferred' for row in answerable)}, "
        f"wrong {sum(row[1] == 'wrong' for row in answerable)}; {len(rows) - len(answerable)} unanswerable — "
        f"declined {declined}, wrong {len(rows) - len(answerable) - declined}"
    )
    for theme in dict.fromkeys(case.theme for case in CASES):
        counts = Counter(outcome for case, outcome, _, _ in rows if case.theme == theme)
        print(f"  {theme}: " + ", ".join(f"{k} {counts[k]}" for k in ("right", "deferred", "wrong")))
    print(summary)
    assert not wrong, "\n".join(f"{case.question} → {line}" for case, _, _, line in wrong)
    assert right / len(answerable) >= MIN_ANSWERED, summary


def _first_line(markdown: str | None) -> str:
    """The reply's first meaningful line: past the needs-model note it is the note itself."""
    if markdown is None:
        return "(none: the agent would answer)"
    for line in markdown.splitlines():
        text = line.strip().lstrip(">").strip()
        if text:
            return text[: text.index(" — ")] if text.startswith(NEEDS_MODEL) else text
    return ""
