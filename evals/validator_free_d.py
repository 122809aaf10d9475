"""Free-written answers, half D (``evals.validator_free``): written apart from the checker and every other corpus."""

from __future__ import annotations

from evals.validator_free_case import FreeCase

FREE_D: tuple[FreeCase, ...] = ()
