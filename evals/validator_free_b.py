"""Free-written answers, half B (``evals.validator_free``): written apart from the checker and every other corpus."""

from __future__ import annotations

from evals.validator_free import FreeCase

FREE_B: tuple[FreeCase, ...] = ()
