"""Writer H's free-written corpus of right answers (``free-tune4``), for measuring the answer checker: written
apart from the checker (without reading it or the corpora it was tuned on), in three voices — Claude-style
research prose (hedges, parenthetical asides with their own years and labels, 출처 lines, a closing 요약),
증권사 리포트 shorthand (FY/YoY/QoQ, OPM %p, 십억원·백만원·억원 tables under a (단위: …) header, no consensus)
and replies that mix formats within one answer (6조 5,670억 원 / 약 6.6조 / KRW 6.57tn, 배 ratios, ranges,
비중, 1~3Q 누적 beside three-month quarters). Each voice covers single years, runs of years, comparisons of
two, three or five companies and 2024's third and fourth quarters. Every figure was computed from the dumped
tool results (``python -m evals.validator_free_dump``) by a script, with the arithmetic above each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_h_desk import CASES as _DESK
from evals.validator_free_h_desk_cmp import CASES as _DESK_CMP
from evals.validator_free_h_desk_qtr import CASES as _DESK_QTR
from evals.validator_free_h_desk_trend import CASES as _DESK_TREND
from evals.validator_free_h_mix import CASES as _MIX
from evals.validator_free_h_mix_cmp import CASES as _MIX_CMP
from evals.validator_free_h_mix_qtr import CASES as _MIX_QTR
from evals.validator_free_h_mix_trend import CASES as _MIX_TREND
from evals.validator_free_h_prose import CASES as _PROSE
from evals.validator_free_h_prose_cmp import CASES as _PROSE_CMP
from evals.validator_free_h_prose_qtr import CASES as _PROSE_QTR
from evals.validator_free_h_prose_trend import CASES as _PROSE_TREND

FREE_H: tuple[FreeCase, ...] = (
    *_PROSE,
    *_PROSE_TREND,
    *_PROSE_CMP,
    *_PROSE_QTR,
    *_DESK,
    *_DESK_TREND,
    *_DESK_CMP,
    *_DESK_QTR,
    *_MIX,
    *_MIX_TREND,
    *_MIX_CMP,
    *_MIX_QTR,
)
