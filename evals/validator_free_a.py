"""Free-written answers, half A (``evals.validator_free``): written apart from the checker and every other corpus.

Each module holds one kind of answer: one company (``validator_free_a_single``, ``_single2``, ``_single3``), comparisons of
companies (``_compare``, ``_compare2``), several years (``_years``) and quarters (``_quarter``). The writer's
arithmetic for every figure is in the comment above its case.
"""

from __future__ import annotations

from evals.validator_free_a_compare import COMPARE
from evals.validator_free_a_compare2 import COMPARE2
from evals.validator_free_a_quarter import QUARTER
from evals.validator_free_a_single import SINGLE
from evals.validator_free_a_single2 import SINGLE2
from evals.validator_free_a_single3 import SINGLE3
from evals.validator_free_a_years import YEARS
from evals.validator_free_case import FreeCase

FREE_A: tuple[FreeCase, ...] = SINGLE + SINGLE2 + SINGLE3 + COMPARE + COMPARE2 + YEARS + QUARTER
