"""Sixth chat set, report half: chat-style keyless questions as people type them to the bot in Slack or
Telegram in 2026 (polite requests, a reason first, remembered figures to confirm, two questions at once,
English words and stock codes, casual endings, typos, brackets, unit requests).

Written apart from the reader (core/quick, bots/direct*) and from every other question file, including the
tuning half (chat6_tune*), which was written at the same time by someone else: this half is held out and
nobody tunes on it. The lead runs it for totals only; no test asserts on it.

Every expected figure was computed from the raw rows of the recorded OpenDART bundle
(core/data/bundle/opendart_recorded.json.gz), never from the product's finance code; the raw values, the
formula and the result are in a comment above each case in the parts:

- chat6_report_amounts.py (AMOUNTS6): 37 cases
- chat6_report_ratios.py (RATIOS6): 37 cases
- chat6_report_quarters.py (QUARTERS6): 36 cases
- chat6_report_holders.py (HOLDERS6): 32 cases
- chat6_report_compare.py (COMPARE6): 30 cases
- chat6_report_unanswerable.py (UNANSWERABLE6): 34 cases

172 answerable and 34 unanswerable questions, 206 in all.
"""

from __future__ import annotations

from tests.core.quick.chat6_report_amounts import AMOUNTS6
from tests.core.quick.chat6_report_compare import COMPARE6
from tests.core.quick.chat6_report_holders import HOLDERS6
from tests.core.quick.chat6_report_quarters import QUARTERS6
from tests.core.quick.chat6_report_ratios import RATIOS6
from tests.core.quick.chat6_report_unanswerable import UNANSWERABLE6
from tests.core.quick.chat_questions import Case

REPORT6: tuple[Case, ...] = (
    *AMOUNTS6,
    *RATIOS6,
    *QUARTERS6,
    *HOLDERS6,
    *COMPARE6,
    *UNANSWERABLE6,
)
