"""Writer J's free-written corpus of right answers (``free-tune6``), for measuring the answer checker: written
apart from the checker (without reading it or any other writer's corpus), in two voices no earlier writer used —
a 2026 frontier model's deep-research reply in a Slack thread (a one-line verdict, ``## 한눈에 보기`` and
numbered sections, Markdown tables with derived YoY/마진/비중/차이 columns, 주1)/※ notes, **bold** key figures,
결론/투자 포인트; OPM/NPM/ROE/D/E, '23/FY23/3Q24/1~3Q24 누적 shorthand, %p) and a quant's spreadsheet voice
(code-block tables, CSV lines, ratios to two decimals, bp, 배, CAGR, a 2021=100 index, rankings, Δ columns).
100 answers: one company with several metrics, multi-year trends, comparisons of two to five companies, and
2024 quarters (3Q24, 9M24 누적, 1H24 and 4Q24 derived from them). Every figure was computed from the dumped
tool results (``python -m evals.validator_free_dump``) by a script, with the arithmetic (raw value → shown
figure) in a comment above each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_j_one import CASES as _ONE
from evals.validator_free_j_one2 import CASES as _ONE2
from evals.validator_free_j_oneb import CASES as _ONEB
from evals.validator_free_j_qone import CASES as _QONE
from evals.validator_free_j_qone2 import CASES as _QONE2
from evals.validator_free_j_qqtr import CASES as _QQTR
from evals.validator_free_j_qtr import CASES as _QTR
from evals.validator_free_j_qtrend import CASES as _QTREND
from evals.validator_free_j_qvs import CASES as _QVS
from evals.validator_free_j_trend import CASES as _TREND
from evals.validator_free_j_trend2 import CASES as _TREND2
from evals.validator_free_j_vs import CASES as _VS
from evals.validator_free_j_vs2 import CASES as _VS2

FREE_J: tuple[FreeCase, ...] = (
    *_ONE,
    *_ONE2,
    *_ONEB,
    *_QONE,
    *_QONE2,
    *_TREND,
    *_TREND2,
    *_QTREND,
    *_VS,
    *_VS2,
    *_QVS,
    *_QTR,
    *_QQTR,
)
