"""Writer M's free-written corpus of right answers (``free-tune9``), for measuring the answer checker: written
apart from the checker (without reading it or any other writer's corpus), mostly in prose the way today's large
chat models answer — flowing analyst paragraphs (asides in parentheses and dashes, several years and companies in
one sentence, "반면", "이 가운데", "동사", "'23년"), headed chat answers (a verdict line, "### 핵심 수치"
headings, nested bullets, tables, a bold summary, a closing "정리하면 …" restating figures in other units, a caveat
line) and mixed Korean-English sell-side prose ("OP 6.57tn, OPM 2.5%", "YoY -84.9%", "margin이 1.2%p 축소").
One company, multi-year trends, comparisons of two to five companies and 2024 quarters (3-month, 누적, and
Q4 = FY − 9M), some of them follow-ups inside a thread. Every figure was computed from the dumped tool results
(``python -m evals.validator_free_dump``) by a script, with the arithmetic in a comment above each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_m_chat_cmp import CASES as _CHAT_CMP
from evals.validator_free_m_chat_one import CASES as _CHAT_ONE
from evals.validator_free_m_chat_qtr import CASES as _CHAT_QTR
from evals.validator_free_m_chat_trend import CASES as _CHAT_TREND
from evals.validator_free_m_mix_multi import CASES as _MIX_MULTI
from evals.validator_free_m_mix_one import CASES as _MIX_ONE
from evals.validator_free_m_prose_cmp import CASES as _PROSE_CMP
from evals.validator_free_m_prose_one import CASES as _PROSE_ONE
from evals.validator_free_m_prose_qtr import CASES as _PROSE_QTR
from evals.validator_free_m_prose_trend import CASES as _PROSE_TREND

FREE_M: tuple[FreeCase, ...] = (
    *_PROSE_ONE,
    *_PROSE_TREND,
    *_PROSE_CMP,
    *_PROSE_QTR,
    *_CHAT_ONE,
    *_CHAT_TREND,
    *_CHAT_CMP,
    *_CHAT_QTR,
    *_MIX_ONE,
    *_MIX_MULTI,
)
