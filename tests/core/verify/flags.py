"""What the checker flags in an answer, as the rule tests compare it."""

from __future__ import annotations

from core.verify import check_answer


def flagged(answer: str, results: list[str], query: str = "") -> list[str]:
    """The texts of the figures ``check_answer`` finds no support for."""
    return [u.text for u in check_answer(answer, results, query).unsupported]
