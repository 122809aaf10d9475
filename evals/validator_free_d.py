"""Free-written answers, half D (``evals.validator_free``): written apart from the checker and every other corpus.

One voice: a friendly, compact assistant (emoji headings, numbered lists, bold key figures, short tables,
rounded figures, a one-line summary).
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_d_cmp import CMP
from evals.validator_free_d_mix import MIX
from evals.validator_free_d_one import ONE
from evals.validator_free_d_qtr import QTR
from evals.validator_free_d_trend import TREND

FREE_D: tuple[FreeCase, ...] = (*ONE, *CMP, *TREND, *QTR, *MIX)
