"""Free-written answers, half E (``evals.validator_free``): written apart from the checker and every other corpus.

One voice: a terse reply in a Telegram or Slack thread (one to five lines, casual Korean, abbreviations such
as FY24/4Q24/영익/OPM, arrows and slashes, Slack mrkdwn at times). Every figure is computed from the dumped
tool results (``python -m evals.validator_free_dump``); the arithmetic is in a comment above each case."""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_e_cmp import FREE_E_CMP
from evals.validator_free_e_one import FREE_E_ONE
from evals.validator_free_e_qtr import FREE_E_QTR
from evals.validator_free_e_trend import FREE_E_TREND

FREE_E: tuple[FreeCase, ...] = FREE_E_ONE + FREE_E_TREND + FREE_E_CMP + FREE_E_QTR
