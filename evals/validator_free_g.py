"""Free-written answers by writer G: the way Claude-class models answer a Korean investor — connected prose
with parenthetical figures and hedges, plus about a third in other registers (terse chat replies, short
polite reports). Written apart from the answer checker: its code, tests and tuning corpora were not read.
Every figure was computed from the tool results (``python -m evals.validator_free_dump``) by the writer's
own script; the arithmetic sits in a comment above each case.

Parts: one company-year in prose (``_single``) and in terse/report registers (``_single2``), comparisons
(``_compare``, ``_compare2``), several years of one company (``_trend``), the 2024 third and fourth
quarters (``_quarter``, ``_quarter2``)."""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_g_compare import FREE_G_COMPARE
from evals.validator_free_g_compare2 import FREE_G_COMPARE2
from evals.validator_free_g_quarter import FREE_G_QUARTER
from evals.validator_free_g_quarter2 import FREE_G_QUARTER2
from evals.validator_free_g_single import FREE_G_SINGLE
from evals.validator_free_g_single2 import FREE_G_SINGLE2
from evals.validator_free_g_trend import FREE_G_TREND

FREE_G: tuple[FreeCase, ...] = (
    *FREE_G_SINGLE,
    *FREE_G_SINGLE2,
    *FREE_G_COMPARE,
    *FREE_G_COMPARE2,
    *FREE_G_TREND,
    *FREE_G_QUARTER,
    *FREE_G_QUARTER2,
)
