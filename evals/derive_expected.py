"""Derive the eval set from the recorded data and write it.

    python -m evals.derive_expected           # writes evals/dataset/questions.yaml
    python -m evals.derive_expected --check   # exit 1 with a summary when the YAML on disk is stale

Every figure — ``value``, the numbers in ``expected`` and in rubric patterns — is computed here from
the offline bundle (``evals.derive_figures``), never typed by hand. A spec whose data the bundle
lacks stops the derivation with ``SpecError`` naming the spec.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path

import yaml

from evals.dataset import DATASET, Criterion, Dataset, Question, Unit, dump_dataset
from evals.dataset_spec import Check, Fig, NumericSpec, RubricSpec, Spec, Text
from evals.dataset_specs import all_specs
from evals.derive_figures import (
    MissingData,
    bundle_sha,
    corps_of,
    date_regex,
    evaluate,
    field_text,
    figure_regex,
    format_date,
    format_value,
    listed_names,
)

TODAY = date(2026, 11, 21)
_TOLERANCE: dict[Unit, float] = {"percent": 0.05, "times": 0.05}
_AMOUNT_TOLERANCE = 0.01
_PLACEHOLDER = re.compile(r"<<(\w+)>>")
#: company.json corp_cls → the market written out, and how an answer may name it
MARKETS = {
    "Y": ("유가증권시장(KOSPI)", r"유가증권\s*시장|코스피|KOSPI"),
    "K": ("코스닥(KOSDAQ)", r"코스닥|KOSDAQ"),
    "N": ("코넥스(KONEX)", r"코넥스|KONEX"),
}


class SpecError(ValueError):
    """A spec that cannot be derived (data missing from the bundle, a check that fails its data …)."""


@dataclass(frozen=True, slots=True)
class Filled:
    """A rubric figure: written out, as a regex, and where it comes from."""

    shown: str
    regex: str
    raw: str
    sources: tuple[str, ...]
    value: float | None = None


def derive_figure(fig: Fig | Text) -> Filled:
    """One rubric figure from the bundle."""
    if isinstance(fig, Text):
        raw, source = field_text(fig.field)
        if fig.kind == "date":
            return Filled(format_date(raw), date_regex(raw), raw, (source,))
        if fig.kind == "market":
            shown, regex = MARKETS[raw]
            return Filled(shown, regex, raw, (source,))
        return Filled(re.sub(r"\s+", " ", raw).strip(), re.escape(raw), raw, (source,))
    derived = evaluate(fig.expr, named=len(corps_of(fig.expr)) > 1)
    shown = format_value(derived.value, fig.unit)
    sources = tuple(leaf.source for leaf in derived.leaves)
    return Filled(shown, figure_regex(derived.value, fig.unit), shown, sources, derived.value)


def _fill(template: str, figures: Mapping[str, Filled], *, regex: bool) -> str:
    def one(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in figures:
            raise MissingData(f"<<{name}>> names no figure")
        return f"(?:{figures[name].regex})" if regex else figures[name].shown

    return _PLACEHOLDER.sub(one, template)


def _criterion(check: Check, figures: Mapping[str, Filled]) -> Criterion:
    pattern = _fill(check.pattern, figures, regex=True)
    if check.on is not None and re.search(pattern, figures[check.on].raw) is None:
        raise MissingData(f"pattern {check.pattern!r} does not match the recorded {figures[check.on].raw!r}")
    return Criterion(text=_fill(check.text, figures, regex=False), pattern=pattern)


def _normalized(name: str) -> str:
    return re.sub(r"\s+|\(주\)|㈜|주식회사", "", name).lower()


@cache
def _listed() -> frozenset[str]:
    return frozenset(_normalized(n) for n in listed_names())


def _check_names(spec: RubricSpec) -> None:
    names = _listed()
    for name in spec.listed:
        if _normalized(name) not in names:
            raise MissingData(f"{name!r} is not in the listed-company list")
    for name in spec.unlisted:
        key = _normalized(name)
        if any(listed.startswith(key) for listed in names):
            raise MissingData(f"{name!r} names (or starts the name of) a listed company")


def _numeric(spec: NumericSpec) -> Question:
    named = len(corps_of(spec.figure)) > 1
    derived = evaluate(spec.figure, named=named)
    leaves = derived.leaves
    bases = ", ".join(dict.fromkeys(leaf.basis for leaf in leaves if leaf.basis))
    if len(leaves) == 1:  # a recorded value: say where from, not the value again
        detail = ", ".join(part for part in (leaves[0].basis, leaves[0].period) if part)
    else:
        detail = derived.detail + (f"; {bases}" if bases else "")
    subject = "" if named else f"{leaves[0].corp} "
    expected = f"{subject}{spec.what} {format_value(derived.value, spec.unit)} ({detail})"
    return Question(
        id=spec.id,
        type=spec.type,
        question=spec.question,
        expected=expected + (f" — {spec.note}" if spec.note else ""),
        scoring="numeric",
        value=round(derived.value, 6),
        unit=spec.unit,
        tolerance=_TOLERANCE.get(spec.unit, _AMOUNT_TOLERANCE),
        source="; ".join(dict.fromkeys(leaf.source for leaf in leaves)),
    )


def _rubric(spec: RubricSpec) -> Question:
    _check_names(spec)
    figures = {name: derive_figure(fig) for name, fig in spec.figures.items()}
    sources = [spec.source] if spec.source else []
    sources += [source for filled in figures.values() for source in filled.sources]
    return Question(
        id=spec.id,
        type=spec.type,
        edge=spec.edge,
        question=spec.question,
        expected=_fill(spec.expected, figures, regex=False),
        scoring="rubric",
        criteria=tuple(_criterion(c, figures) for c in spec.criteria),
        contradictions=tuple(_criterion(c, figures) for c in spec.contradictions),
        source="; ".join(dict.fromkeys(sources)),
    )


def derive_question(spec: Spec) -> Question:
    """The question of one spec, its figures derived from the bundle."""
    try:
        return _numeric(spec) if isinstance(spec, NumericSpec) else _rubric(spec)
    except (MissingData, KeyError, ValueError) as exc:
        raise SpecError(f"spec {spec.id}: {exc}") from exc


def rubric_figures(spec: RubricSpec) -> dict[str, Filled]:
    """A rubric spec's figures (for tests that compare them with hand-checked values)."""
    return {name: derive_figure(fig) for name, fig in spec.figures.items()}


def derive_dataset(specs: Iterable[Spec] | None = None) -> Dataset:
    questions = tuple(derive_question(spec) for spec in (all_specs() if specs is None else specs))
    return Dataset(today=TODAY, bundle=bundle_sha(), questions=questions)


@cache
def render() -> str:
    """The YAML a fresh derivation writes (the bundle and the specs do not change while running)."""
    return dump_dataset(derive_dataset())


def check(path: Path = DATASET) -> list[str]:
    """Differences between the YAML at ``path`` and a fresh derivation (empty: up to date)."""
    fresh = render()
    if not path.exists():
        return [f"{path} does not exist; run python -m evals.derive_expected"]
    stored = path.read_text(encoding="utf-8")
    if stored == fresh:
        return []
    return _summary(yaml.safe_load(stored) or {}, yaml.safe_load(fresh))


def _summary(stored: dict[str, object], fresh: dict[str, object]) -> list[str]:
    lines = [
        f"{key}: {stored.get(key)!r} on disk, {fresh.get(key)!r} derived"
        for key in ("version", "today", "bundle")
        if stored.get(key) != fresh.get(key)
    ]
    old = _by_id(stored.get("questions"))
    new = _by_id(fresh.get("questions"))
    lines += [f"{qid}: only on disk" for qid in old.keys() - new.keys()]
    lines += [f"{qid}: missing on disk" for qid in new.keys() - old.keys()]
    for qid in sorted(old.keys() & new.keys()):
        changed = sorted(k for k in old[qid].keys() | new[qid].keys() if old[qid].get(k) != new[qid].get(k))
        if changed:
            lines.append(f"{qid}: {', '.join(changed)} differ")
    if list(old) != [q for q in new if q in old]:
        lines.append("question order differs")
    return lines or ["formatting differs (same content)"]


def _by_id(questions: object) -> dict[str, dict[str, object]]:
    items = questions if isinstance(questions, list) else []
    return {str(q.get("id")): q for q in items if isinstance(q, dict)}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evals.derive_expected", description=__doc__)
    parser.add_argument("--check", action="store_true", help="exit 1 when the YAML on disk is stale")
    parser.add_argument("--out", type=Path, default=DATASET, help="the YAML to write or check")
    args = parser.parse_args(argv)
    try:
        if args.check:
            problems = check(args.out)
            for line in problems:
                print(line, file=sys.stderr)
            if problems:
                print(f"{args.out} is stale: run python -m evals.derive_expected", file=sys.stderr)
            return 1 if problems else 0
        text = render()
    except SpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text, encoding="utf-8")
    count = len(yaml.safe_load(text)["questions"])
    print(f"wrote {count} questions to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
