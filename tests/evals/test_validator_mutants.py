"""The mutant measure of the figure checker (evals/validator_mutants.py): each figure written wrong in every
way it knows, each mutant caught on a plain answer; report-only corpora are refused."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from core.verify import check_answer
from core.verify.book import FactBook
from core.verify.check import claim_figures
from core.verify.facts import facts_from_results
from evals.validator_eval import tool_results
from evals.validator_mutants import main, mutants


def test_a_figure_written_wrong_every_way_is_caught(tmp_path: Path) -> None:
    results = asyncio.run(tool_results("삼성전자", 2023, tmp_path))
    answer = "삼성전자의 2023년 연결 매출은 258.94조원입니다."
    (claim,) = claim_figures(answer, results, "삼성전자 2023년 매출")
    made = mutants(claim, FactBook(facts_from_results(results)))
    assert {kind for kind, _ in made} == {"x10", "unit", "invent", "sign", "other_year", "other_basis"}
    assert ("other_year", "302.23조원") in made and ("other_basis", "170.37조원") in made
    assert ("unit", "258.94억원") in made and ("x10", "2589.4조원") in made
    for _, wrong in made:
        verdict = check_answer(answer.replace("258.94조원", wrong), results, "삼성전자 2023년 매출")
        assert [u.text for u in verdict.unsupported] == [wrong]


def test_report_only_corpora_are_refused() -> None:
    with pytest.raises(SystemExit):
        main(["--corpus", "fresh-report"])
