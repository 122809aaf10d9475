"""Writer N's free-written corpus of right answers (``free-tune10``), for measuring the answer checker: written
apart from the checker (without reading it, its tests or any other writer's corpus), in four voices today's chat
models answer in — Claude-style Markdown (요약 / 핵심 수치 headings, bold figures, tables with YoY·증감·비중
columns, a closing 💡 시사점 and a 출처 line), GPT-style numbered reasoning (1) 결론 2) 근거 3) 체크포인트 with
inline '계산: a ÷ b ≈ c' and a 요약하면 line), Gemini-style labelled bullets (**매출액:** … 조 원 (전년比 ▲x%),
nested bullets, ↑/↓/▲/▼) and plain-text messenger replies (no Markdown: short lines, →, raw won with commas,
조+억, 백만원 tables from the filings). One company, two to five companies (sums, differences, shares, 배),
multi-year trends (2021-2024, CAGR, averages), 연결 vs 별도, ROE/ROA/부채비율/유동비율 and 2024 quarters
(3개월 vs 누적, 4분기 = 연간 − 3분기 누적, 상·하반기). Every figure was computed from the dumped tool results
(``python -m evals.validator_free_dump``) by a script, with the arithmetic in a comment above each case.

First run of the checker on it (2026-11-28, at 433b615 + this corpus; unseen, aggregate only, no ``--show``):
``catch rate 100.0% (goal ≥ 95%) · false flags on 100 right answers: 40 (25.0%, goal 0) · 1053 figures
checked`` — 40 figures flagged in 25 of the 100 answers.
"""

from __future__ import annotations

from evals.validator_free_case import FreeCase
from evals.validator_free_n_chat import CASES as _CHAT
from evals.validator_free_n_chat2 import CASES as _CHAT2
from evals.validator_free_n_claude import CASES as _CLAUDE
from evals.validator_free_n_claude2 import CASES as _CLAUDE2
from evals.validator_free_n_gemini import CASES as _GEMINI
from evals.validator_free_n_gemini2 import CASES as _GEMINI2
from evals.validator_free_n_gpt import CASES as _GPT
from evals.validator_free_n_gpt2 import CASES as _GPT2

FREE_N: tuple[FreeCase, ...] = (
    *_CLAUDE,
    *_CLAUDE2,
    *_GPT,
    *_GPT2,
    *_GEMINI,
    *_GEMINI2,
    *_CHAT,
    *_CHAT2,
)
