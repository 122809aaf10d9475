"""The English validator corpus: well formed, and the checker's goal on both halves (100% of wrong
figures caught, no right answer flagged)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from core.verify import check_answer
from evals.validator_english import KINDS, cases
from evals.validator_eval import run, tool_results


def test_each_half_has_forty_right_answers_and_wrong_twins_of_each_kind() -> None:
    for half in ("tune", "report"):
        corpus = cases(half)
        right = [c for c in corpus if not c.mistake]
        wrong = [c for c in corpus if c.mistake]
        assert len(right) == 40 and len(wrong) >= 35
        assert len({c.id for c in corpus}) == len(corpus)
        assert all(c.wrong in c.answer for c in wrong)
        by_id = {c.id: c for c in right}
        for case in wrong:  # one figure written wrong, the rest as in the right answer
            twin = by_id[case.id.rsplit("-", 1)[0]]
            assert case.answer != twin.answer and case.answer.count("\n") == twin.answer.count("\n")
    kinds = Counter(c.mistake for half in ("tune", "report") for c in cases(half) if c.mistake)
    assert set(kinds) == set(KINDS), kinds
    assert kinds["unit_slip"] >= 10  # trillion read as billion: the worst mistake


@pytest.mark.parametrize("corpus", ["english", "english-report"])
async def test_the_checker_catches_every_wrong_figure_and_flags_no_right_one(corpus: str) -> None:
    report = await run(corpus)
    assert report.right == 40
    assert report.false_flags == [], report.false_flags
    assert report.caught == report.wrong, report.misses


async def test_an_english_comparison_names_companies_in_english(tmp_path: Path) -> None:
    documents = [
        *await tool_results("삼성전자", 2023, tmp_path / "a"),
        *await tool_results("SK하이닉스", 2023, tmp_path / "b"),
    ]
    question = "Compare Samsung Electronics and SK hynix in 2023"
    right = (
        "In FY2023, Samsung Electronics posted revenue of KRW 258.94 trillion, while SK hynix reported "
        "KRW 32.77 trillion and an operating loss of KRW 7.73 trillion."
    )
    assert check_answer(right, documents, question).ok
    swapped = right.replace("258.94", "@").replace("32.77", "258.94").replace("@", "32.77")
    assert {u.text for u in check_answer(swapped, documents, question).unsupported} == {
        "32.77 trillion",
        "258.94 trillion",
    }
    table = (
        "| | Samsung Electronics | SK hynix |\n|---|---:|---:|\n"
        "| Revenue (KRW tn) | 32.77 | 258.94 |\n| Operating profit (KRW tn) | 6.57 | -7.73 |"
    )
    assert {u.text for u in check_answer(table, documents, question).unsupported} == {"32.77", "258.94"}
