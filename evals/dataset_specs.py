"""Every question spec of the eval set, in the order of the YAML (the per-type files build them from
the vocabulary in ``evals.dataset_spec``; this module only gathers them, so nothing imports in a circle)."""

from __future__ import annotations

from evals import (
    dataset_spec_comparison,
    dataset_spec_edge,
    dataset_spec_english,
    dataset_spec_qualitative,
    dataset_spec_quantitative,
    dataset_spec_ratio,
    dataset_spec_trend,
)
from evals.dataset_spec import Spec


def all_specs() -> tuple[Spec, ...]:
    """Every spec, in the order of the YAML."""
    return (
        *dataset_spec_quantitative.SPECS,
        *dataset_spec_ratio.SPECS,
        *dataset_spec_comparison.SPECS,
        *dataset_spec_trend.SPECS,
        *dataset_spec_qualitative.SPECS,
        *dataset_spec_edge.SPECS,
        *dataset_spec_english.SPECS,
    )
