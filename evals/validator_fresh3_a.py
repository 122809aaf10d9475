"""``tune3`` styles, part A (issue #22 item 3): written apart from the checker and every other corpus.

Prose-heavy and conversational answers the way 2026 chat models and people pasting them write them:
long analysis paragraphs, an investment memo, Q&A, TL;DR first, hedged words, units said aloud, filing
context, a follow-up in a thread, Telegram replies, a year-by-year story, comparisons in prose and the
2024 quarters in prose (``evals.validator_fresh3_a_*``).
"""

from __future__ import annotations

from evals.validator_fresh3_a_compare import TUNE3_A_COMPARE
from evals.validator_fresh3_a_quarter import TUNE3_A_QUARTER
from evals.validator_fresh3_a_single import TUNE3_A_SINGLE
from evals.validator_fresh3_a_single2 import TUNE3_A_SINGLE2
from evals.validator_fresh3_a_years import TUNE3_A_YEARS
from evals.validator_fresh_figs import Writer

TUNE3_A: dict[str, tuple[str, Writer]] = {
    **TUNE3_A_SINGLE,
    **TUNE3_A_SINGLE2,
    **TUNE3_A_YEARS,
    **TUNE3_A_COMPARE,
    **TUNE3_A_QUARTER,
}
