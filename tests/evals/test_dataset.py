"""The eval set: it loads, it is up to date with the recorded bundle, its figures agree with the
hand-checked quick-answer cases, and its rubric patterns accept a correct sample answer."""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from evals.dataset import TYPES, Dataset, load_dataset
from evals.dataset_spec import Fig, KeyAccount, NumericSpec, RubricSpec, Spec
from evals.dataset_specs import all_specs
from evals.derive_expected import SpecError, check, derive_question, render, rubric_figures
from evals.derive_figures import figure_regex, parse_number
from tests.core.quick.questions import CASES

TYPE_COUNTS = {
    "quantitative": 35,
    "ratio": 27,
    "comparison": 17,
    "trend": 18,
    "qualitative": 19,
    "edge": 40,
    "english": 70,
}
EDGE_COUNTS = {"unknown_company": 8, "not_filed": 8, "ambiguous": 8, "foreign": 8, "non_financial": 8}
#: Hand-checked figures may be printed rounded (배당성향 17.9); everything else agrees exactly.
HAND_TOLERANCE = 0.005


@pytest.fixture(scope="module")
def dataset() -> Dataset:
    return load_dataset()


@pytest.fixture(scope="module")
def specs() -> tuple[Spec, ...]:
    return all_specs()


def test_loads_with_enough_questions(dataset: Dataset) -> None:
    assert len(dataset.questions) >= 120
    assert str(dataset.today) == "2026-11-21"
    assert re.fullmatch(r"[0-9a-f]{12}", dataset.bundle)


def test_counts_by_type_and_edge_kind(dataset: Dataset) -> None:
    assert set(TYPES) == set(TYPE_COUNTS)
    assert Counter(q.type for q in dataset.questions) == TYPE_COUNTS
    assert Counter(q.edge for q in dataset.questions if q.edge) == EDGE_COUNTS


def test_ids_unique_and_in_spec_order(dataset: Dataset, specs: tuple[Spec, ...]) -> None:
    ids = [q.id for q in dataset.questions]
    assert len(ids) == len(set(ids))
    assert ids == [s.id for s in specs]


def test_yaml_is_up_to_date() -> None:
    assert check() == [], "stale: run python -m evals.derive_expected"


def test_tolerances_follow_the_unit(dataset: Dataset) -> None:
    for q in dataset.questions:
        if q.scoring == "numeric":
            assert q.tolerance == (0.05 if q.unit in ("percent", "times") else 0.01), q.id
            assert q.source, q.id


# --- figures against the hand-checked quick-answer cases -----------------------------------------


def _hand_figures() -> dict[str, list[float]]:
    """``삼성전자.FY2023.revenue`` → the values the hand-worked cases give it (a key may name a
    consolidated figure in one case and a separate one in another)."""
    found: dict[str, list[float]] = defaultdict(list)
    for case in CASES:
        for key, value in case.figures.items():
            found[key].append(float(value))
    return found


def _agrees(value: float, hand: list[float]) -> bool:
    return any(math.isclose(value, h, rel_tol=HAND_TOLERANCE) for h in hand)


def test_numeric_values_agree_with_hand_checked_cases(dataset: Dataset, specs: tuple[Spec, ...]) -> None:
    hand = _hand_figures()
    values = {q.id: q.value for q in dataset.questions}
    keyed = [s for s in specs if isinstance(s, NumericSpec) and s.key]
    for spec in keyed:
        assert spec.key in hand, f"{spec.id}: {spec.key} is not a hand-checked figure"
        value = values[spec.id]
        assert value is not None and _agrees(value, hand[spec.key]), (spec.id, value, hand[spec.key])
    assert len(keyed) >= 35


def test_rubric_figures_agree_with_hand_checked_cases(specs: tuple[Spec, ...]) -> None:
    hand = _hand_figures()
    compared = 0
    for spec in specs:
        if not isinstance(spec, RubricSpec):
            continue
        derived = rubric_figures(spec)
        for name, fig in spec.figures.items():
            if isinstance(fig, Fig) and fig.key and fig.key in hand:
                value = derived[name].value
                assert value is not None and _agrees(value, hand[fig.key]), (spec.id, name, value)
                compared += 1
    assert compared >= 40


def test_spot_figures(dataset: Dataset) -> None:
    """A few figures typed from the filings, independent of both the product and the cases."""
    by_id = {q.id: q for q in dataset.questions}
    assert by_id["quant-01"].value == 258_935_494_000_000
    assert by_id["quant-03"].value == -7_730_313_000_000
    assert by_id["quant-17"].value == 32_725_961_000_000 - 26_233_258_000_000
    assert by_id["ratio-01"].value == pytest.approx(6_566_976 / 258_935_494 * 100, abs=1e-6)
    assert by_id["trend-03"].value == pytest.approx(((258_935_494 / 230_400_881) ** 0.25 - 1) * 100, abs=1e-6)


# --- rubric patterns ------------------------------------------------------------------------------


def test_every_rubric_spec_has_a_sample(specs: tuple[Spec, ...]) -> None:
    missing = [s.id for s in specs if isinstance(s, RubricSpec) and not s.sample.strip()]
    assert missing == []


def test_criteria_match_the_sample_and_contradictions_do_not(specs: tuple[Spec, ...]) -> None:
    problems = []
    for spec in specs:
        if not isinstance(spec, RubricSpec):
            continue
        question = derive_question(spec)
        problems += [f"{spec.id}: misses {c.text}" for c in question.criteria if not c.matches(spec.sample)]
        problems += [
            f"{spec.id}: contradicts {c.text}" for c in question.contradictions if c.matches(spec.sample)
        ]
    assert problems == []


def test_contradictions_do_not_match_the_expected_answer(dataset: Dataset) -> None:
    for q in dataset.questions:
        assert not [c.text for c in q.contradictions if c.matches(q.expected)], q.id


def test_patterns_compile(dataset: Dataset) -> None:
    for q in dataset.questions:
        for c in (*q.criteria, *q.contradictions):
            re.compile(c.pattern)


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("258.94조원", True),
        ("258.9조 원", True),
        ("258조 9,355억원", True),
        ("2,589,355억 원", True),
        ("258,935,494백만원", True),
        ("258,935,494,000,000원", True),
        ("약 259조원", True),
        ("257.9조원", False),
        ("1258.94조원", False),
        ("258.99조원", False),
    ],
)
def test_amount_regex_accepts_the_usual_forms(text: str, matches: bool) -> None:
    assert (re.search(figure_regex(258_935_494_000_000, "won"), text) is not None) is matches


@pytest.mark.parametrize(
    ("text", "matches"), [("2.5%", True), ("2.54 %", True), ("3%", False), ("12.5%", False)]
)
def test_percent_regex(text: str, matches: bool) -> None:
    assert (re.search(figure_regex(2.536143, "percent"), text) is not None) is matches


# --- the derivation -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("1,234", 1234),
        ("-11,526,297,000,000", -11_526_297_000_000),
        ("-", None),
        ("", None),
        ("21.16%", 21.16),
    ],
)
def test_parse_number(raw: str, value: float | None) -> None:
    assert parse_number(raw) == value


def test_missing_data_fails_naming_the_spec() -> None:
    spec = NumericSpec(
        "broken-01", "quantitative", "삼성전자 2019년 매출", "매출액", KeyAccount("삼성전자", 2019, "매출액")
    )
    with pytest.raises(SpecError, match="broken-01"):
        derive_question(spec)


def test_check_reports_a_stale_file(tmp_path: Path) -> None:
    stale = tmp_path / "questions.yaml"
    stale.write_text(render().replace("258935494000000.0", "258935494000001.0", 1), encoding="utf-8")
    problems = check(stale)
    assert problems and any("quant-01" in line and "value" in line for line in problems)
    assert check(tmp_path / "absent.yaml")
