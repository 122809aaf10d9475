"""Self-validation: every figure an answer states is checked against what this run's tools returned.

``check_answer(answer, results, query)`` is pure and fast (no model): it reads the figures in the answer
and what each one's own sentence says it is (``claims``, ``context``, ``periods``), what the whole
answer is about (``defaults``: the year, basis and company of its question and title), the values in
the tool results (``facts``), and decides for each figure whether, under any reasonable reading of it
(``readings``), a fact or a value derived from facts (``derive``) supports it (``match``). Years, dates,
stock codes, list numbering, small counts of things, round benchmarks ("100% 미만") and figures the
user typed are not claims.
"""

from core.verify.check import Unsupported, Verdict, check_answer, nearest_facts

__all__ = ["Unsupported", "Verdict", "check_answer", "nearest_facts"]
