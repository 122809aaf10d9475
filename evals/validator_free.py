"""Free-written answers for the answer validator (issue #22 item 3): two halves written the way a model
writes, not from templates.

Each earlier corpus is a set of writers run over scopes: many answers, few constructs. Here a writer (a
person or a model, apart from the checker and every other corpus) read the tool results the agent would
have read for a question (``python -m evals.validator_free_dump 삼성전자 2023 [--quarter 3]`` prints them)
and answered it in full, freely, as the agent would — each answer its own layout and wording, every figure
right (the writer's arithmetic for each is in a comment above its case). ``free-tune`` (``FREE_A``) is for
tuning the checker on; ``free-report`` (``FREE_B``) is only reported; ``free-tune2`` (``FREE_C``, ``FREE_D``,
``FREE_E``: three more writers, each in a voice of its own) was written after the checker was tuned on
``free-tune``; ``free-tune3`` (``FREE_F``: long analyses with headings, tables and summaries) and
``free-report2`` (``FREE_G``: prose with asides and hedges, terse chat replies; held out, its aggregate read
only) by two more writers, written after free-tune2's rules (2026-11-27, fourth session); ``free-tune4``
(``FREE_H``: research prose, 증권사 리포트 shorthand and mixed formats) by an eighth. There are no wrong
twins: how many
wrong figures the checker catches on these answers is ``python -m evals.validator_mutants --corpus
free-tune``.
"""

from __future__ import annotations

from evals.validator_free_a import FREE_A
from evals.validator_free_b import FREE_B
from evals.validator_free_c import FREE_C
from evals.validator_free_case import FreeCase
from evals.validator_free_d import FREE_D
from evals.validator_free_e import FREE_E
from evals.validator_free_f import FREE_F
from evals.validator_free_g import FREE_G
from evals.validator_free_h import FREE_H
from evals.validator_free_i import FREE_I
from evals.validator_free_j import FREE_J
from evals.validator_free_k import FREE_K
from evals.validator_free_l import FREE_L
from evals.validator_free_m import FREE_M
from evals.validator_free_n import FREE_N

#: each half's writers, in the order they wrote
_HALVES: dict[str, tuple[tuple[FreeCase, ...], ...]] = {
    "tune": (FREE_A,),
    "report": (FREE_B,),
    "tune2": (FREE_C, FREE_D, FREE_E),  # three more writers, each in a voice of its own
    "tune3": (FREE_F,),  # a sixth writer: long analyses (headings, tables, summaries)
    "report2": (FREE_G,),  # a seventh, held out: prose with asides and hedges, terse chat replies
    "tune4": (FREE_H,),  # writer H: research prose, 증권사 리포트 shorthand, mixed formats in one reply
    "tune5": (FREE_I,),  # writer I: short chat replies (Slack/Telegram), follow-ups, [1]-cited answers
    "tune6": (FREE_J,),  # writer J: deep-research Slack replies and a quant's spreadsheet voice
    "tune7": (FREE_K,),  # writer K: investing-blog/YouTube explainers and a compliance-minded assistant
    "tune8": (FREE_L,),  # writer L: a Slack/Telegram messenger assistant and terse 개조식 brokerage/IR notes
    "tune9": (FREE_M,),  # writer M: analyst paragraphs, headed chat answers, Korean-English sell-side prose
    "tune10": (FREE_N,),  # writer N: Claude/GPT/Gemini-style answers and plain messenger replies
}


def cases(half: str) -> list[FreeCase]:
    """The answers of one half: ``tune``, ``report``, ``tune2`` … (``_HALVES``)."""
    if half not in _HALVES:
        raise ValueError(f"no half {half!r}")
    return [case for writer in _HALVES[half] for case in writer]
