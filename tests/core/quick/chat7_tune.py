"""The seventh chat-style set, tuning half (``TUNE7``): 202 answerable questions and 41 the bundle cannot answer.

Written apart from the quick reader, the direct path and every other question file, as people type to a bot in
Slack or Telegram in 2026: polite work requests, a reason first, a remembered figure to confirm, English words
(OPM, YoY, revenue, FY23, Q3), stock codes and English names, casual endings, odd spacing, brackets ("(연결)",
"(7-9월)") and unit requests ("억 단위로"). Every expected figure is computed from the raw rows of the recorded
OpenDART bundle, the arithmetic in a comment above each case (see the parts). Today is 2026-11-21 for the
harness, so "작년" is 2025 and "올해" 2026, neither of which the bundle holds.
"""

from __future__ import annotations

from tests.core.quick.chat7_tune_amounts import AMOUNTS7
from tests.core.quick.chat7_tune_compare import COMPARE7
from tests.core.quick.chat7_tune_pershare import PER_SHARE7
from tests.core.quick.chat7_tune_quarters import QUARTERS7
from tests.core.quick.chat7_tune_ratios import RATIOS7
from tests.core.quick.chat7_tune_unanswerable import UNANSWERABLE7
from tests.core.quick.chat_questions import Case

TUNE7: tuple[Case, ...] = AMOUNTS7 + RATIOS7 + PER_SHARE7 + QUARTERS7 + COMPARE7 + UNANSWERABLE7
