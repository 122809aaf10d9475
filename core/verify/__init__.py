"""Self-validation: every figure an answer states is checked against what this run's tools returned.

``check_answer(answer, results, query)`` is pure and fast (no model): it reads the figures in the answer
(``claims``), the values in the tool results (``facts``) and decides for each figure whether a fact or a
value derived from facts supports it (``match``). Years, dates, stock codes, list numbering, small counts
of things and figures the user typed are not claims.
"""

from core.verify.check import Unsupported, Verdict, check_answer, nearest_facts

__all__ = ["Unsupported", "Verdict", "check_answer", "nearest_facts"]
