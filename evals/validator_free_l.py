"""Writer L's free-written corpus of right answers (``free-tune8``), for measuring the answer checker: written
apart from the checker (without reading it or any other writer's corpus), in two voices — a messenger assistant
(Slack/Telegram: short lines, *bold* figures, • bullets, emoji markers, "단위" captions over small tables of bare
numbers, "→" links, compact "YoY +398%" tags) and a terse Korean 개조식 brokerage/IR note (nominal endings,
▲/▼ for rises and falls, △ for negative amounts, 전년比, QoQ/YoY, %p and bp, 십억원/백만원 tables with 연결/별도
columns side by side). One company with several metrics, multi-year trends, comparisons of two to five companies,
2024 quarters (3Q 3개월/누적, 4Q = FY − 1~3Q), and follow-ups inside a thread. Every figure was computed from the
dumped tool results (``python -m evals.validator_free_dump``) by a script, with the arithmetic in a comment above
each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_l_msg_cmp import CASES as _MSG_CMP
from evals.validator_free_l_msg_one import CASES as _MSG_ONE
from evals.validator_free_l_msg_qtr import CASES as _MSG_QTR
from evals.validator_free_l_msg_trend import CASES as _MSG_TREND
from evals.validator_free_l_rep_cmp import CASES as _REP_CMP
from evals.validator_free_l_rep_one import CASES as _REP_ONE
from evals.validator_free_l_rep_qtr import CASES as _REP_QTR
from evals.validator_free_l_rep_trend import CASES as _REP_TREND

FREE_L: tuple[FreeCase, ...] = (
    *_MSG_ONE,
    *_MSG_TREND,
    *_MSG_CMP,
    *_MSG_QTR,
    *_REP_ONE,
    *_REP_TREND,
    *_REP_CMP,
    *_REP_QTR,
)
