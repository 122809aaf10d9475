"""Writer K's free-written corpus of right answers (``free-tune7``), for measuring the answer checker: written
apart from the checker (without reading it or any other writer's corpus), in two voices: a Korean investing-blog /
YouTube-script explainer (rhetorical questions, everyday comparisons, approximations that still hold — "거의
반토막", "두 배 넘게", "10조 클럽", "마이너스 7.7조" — and a short 요약), and a careful compliance-minded
assistant (each figure with its basis and source in words, the 별도 figure beside the 연결 one, ranges that hold,
caveats on what the data does not say, a 참고 line, no currency conversion). One company with several metrics,
multi-year trends, comparisons of two to five companies, 2024 third-quarter figures (3 months and 누적), and
follow-ups inside a thread. Every figure was computed from the dumped tool results
(``python -m evals.validator_free_dump``) by a script, with the arithmetic in a comment above each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_k_blog_cmp import CASES as _BLOG_CMP
from evals.validator_free_k_blog_one import CASES as _BLOG_ONE
from evals.validator_free_k_blog_qtr import CASES as _BLOG_QTR
from evals.validator_free_k_blog_trend import CASES as _BLOG_TREND
from evals.validator_free_k_care_cmp import CASES as _CARE_CMP
from evals.validator_free_k_care_one import CASES as _CARE_ONE
from evals.validator_free_k_care_one2 import CASES as _CARE_ONE2
from evals.validator_free_k_care_qtr import CASES as _CARE_QTR
from evals.validator_free_k_care_trend import CASES as _CARE_TREND

FREE_K: tuple[FreeCase, ...] = (
    *_BLOG_ONE,
    *_BLOG_TREND,
    *_BLOG_CMP,
    *_BLOG_QTR,
    *_CARE_ONE,
    *_CARE_ONE2,
    *_CARE_TREND,
    *_CARE_CMP,
    *_CARE_QTR,
)
