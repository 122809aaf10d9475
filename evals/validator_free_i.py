"""Writer I's free-written corpus of right answers (``free-tune5``), for measuring the answer checker: written
apart from the checker (without reading it or any other writer's corpus), in the voice of ChatGPT/Gemini/
Perplexity-style bots in a Slack thread or a Telegram chat — short replies with the number first, casual
endings, emoji and "•" bullets, Slack *bold*, chat-written amounts ("6.6조", "6조 5,670억", "5배 가까이"),
follow-ups that refer back, replies that correct the user's premise, and a few answers with [1] citations.
Every figure was computed from the dumped tool results (``python -m evals.validator_free_dump``) by a script,
with the arithmetic in a comment above each case.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_i_chat import CASES as _CHAT
from evals.validator_free_i_cite import CASES as _CITE
from evals.validator_free_i_growth import CASES as _GROWTH
from evals.validator_free_i_one import CASES as _ONE
from evals.validator_free_i_qtr import CASES as _QTR
from evals.validator_free_i_ratio import CASES as _RATIO
from evals.validator_free_i_vs import CASES as _VS
from evals.validator_free_i_years import CASES as _YEARS

FREE_I: tuple[FreeCase, ...] = (*_ONE, *_GROWTH, *_RATIO, *_QTR, *_YEARS, *_VS, *_CHAT, *_CITE)
