"""``tune3`` styles, part A (issue #22 item 3): written apart from the checker and every other corpus."""

from __future__ import annotations

from evals.validator_fresh_figs import Writer

TUNE3_A: dict[str, tuple[str, Writer]] = {}
