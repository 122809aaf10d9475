"""Writer F's free-written corpus of right answers, for measuring the answer checker: written apart from the
checker (without reading it or the corpora it was tuned on), in the voice of GPT-4o-class long analyses —
``###`` headings, **bold** key figures, numbered lists, Markdown tables, 요약 blocks, emoji headings, English
abbreviations (OPM, YoY, QoQ, ROE, CAGR) and mixed 조/억 amounts. Every figure was computed from the dumped tool
results (``python -m evals.validator_free_dump``) by a script, with the arithmetic in a comment above each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_f_cmp import CASES as _CMP
from evals.validator_free_f_cmp2 import CASES as _CMP2
from evals.validator_free_f_mix import CASES as _MIX
from evals.validator_free_f_one import CASES as _ONE
from evals.validator_free_f_one2 import CASES as _ONE2
from evals.validator_free_f_qtr import CASES as _QTR
from evals.validator_free_f_qtr2 import CASES as _QTR2
from evals.validator_free_f_trend import CASES as _TREND
from evals.validator_free_f_trend2 import CASES as _TREND2

FREE_F: tuple[FreeCase, ...] = (*_ONE, *_ONE2, *_TREND, *_TREND2, *_CMP, *_CMP2, *_QTR, *_QTR2, *_MIX)
