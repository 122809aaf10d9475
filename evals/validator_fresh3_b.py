"""``tune3`` styles, part B (issue #22 item 3): written apart from the checker and every other corpus.

Structured and formatted answers (``evals.validator_fresh3_b_single``, ``_years``, ``_compare``; forms
and derived metrics in ``_common``): tables with the unit in every cell, in the header or in a caption,
transposed tables with an average row, a 합계 row or N/A cells, key: value bullets under year headings,
Slack mrkdwn, Telegram HTML, ASCII bars, a ✅/⚠️ scorecard, JSON and YAML blocks, English headers with
₩ amounts, "x" multiples and bp.
"""

from __future__ import annotations

from evals.validator_fresh3_b_compare import COMPARE_B
from evals.validator_fresh3_b_single import SINGLE_B
from evals.validator_fresh3_b_years import YEARS_B
from evals.validator_fresh_figs import Writer

TUNE3_B: dict[str, tuple[str, Writer]] = {**SINGLE_B, **YEARS_B, **COMPARE_B}
