"""Free-written answers, half C (``evals.validator_free``): written apart from the checker and every other corpus.

One voice: a thorough, structured analyst (a bold verdict first, then tables or bullets, then a caveat). Each
figure is computed from the dumped tool results (``evals.validator_free_dump``); the arithmetic sits in a
comment above each case.
"""

from __future__ import annotations

from evals.validator_free_c_compare import COMPARE
from evals.validator_free_c_mixed import MIXED
from evals.validator_free_c_quarter import QUARTER
from evals.validator_free_c_quarter2 import QUARTER2
from evals.validator_free_c_single import SINGLE
from evals.validator_free_c_trend import TREND
from evals.validator_free_case import FreeCase

FREE_C: tuple[FreeCase, ...] = SINGLE + COMPARE + QUARTER + QUARTER2 + TREND + MIXED
