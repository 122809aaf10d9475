"""Free-written answers, half B (``evals.validator_free``): written apart from the checker and every other corpus.

Each answer was written freely from the dumped tool results of its company-years (and quarters); the arithmetic
behind every figure is in the comment above its case, in the modules below.
"""

from __future__ import annotations

from evals.validator_free_b_cmp import CMP
from evals.validator_free_b_cmp2 import CMP2
from evals.validator_free_b_one import ONE
from evals.validator_free_b_qtr import QTR
from evals.validator_free_b_three import THREE
from evals.validator_free_b_trend import TREND
from evals.validator_free_b_two import TWO
from evals.validator_free_case import FreeCase

FREE_B: tuple[FreeCase, ...] = ONE + TWO + THREE + CMP + CMP2 + TREND + QTR
