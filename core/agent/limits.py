"""Soft limits on tool use: warn the model, never block it."""

from __future__ import annotations

import json
import re
from collections import defaultdict
from typing import Any

MAX_CALLS_PER_TOOL = 3
SIMILARITY_THRESHOLD = 0.7
_NON_WORD = re.compile(r"\W+")


def tokens(text: str) -> frozenset[str]:
    """Lowercase, non-word characters to spaces, tokens of two characters or fewer dropped."""
    return frozenset(t for t in _NON_WORD.sub(" ", text.lower()).split() if len(t) > 2)


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a or not b:  # nothing comparable: never "similar"
        return 0.0
    return len(a & b) / len(a | b)


def query_text(args: dict[str, Any]) -> str:
    query = args.get("query")
    if isinstance(query, str):
        return query
    return " ".join(str(v) for v in args.values()) if args else json.dumps(args)


class ToolLimits:
    """Counts calls per tool and spots near-duplicate queries within one run."""

    def __init__(self, max_calls: int = MAX_CALLS_PER_TOOL, threshold: float = SIMILARITY_THRESHOLD) -> None:
        self._max_calls = max_calls
        self._threshold = threshold
        self._queries: dict[str, list[frozenset[str]]] = defaultdict(list)

    def check(self, tool: str, args: dict[str, Any]) -> str | None:
        """Record a call; return a warning (English, for the model) when a soft limit is crossed."""
        seen = self._queries[tool]
        current = tokens(query_text(args))
        reason = None
        if len(seen) >= self._max_calls:
            reason = (
                f"{tool} has already been called {len(seen)} times in this run "
                f"(soft limit {self._max_calls}); prefer answering with what you have."
            )
        else:
            best = max((jaccard(current, earlier) for earlier in seen), default=0.0)
            if best >= self._threshold:
                reason = (
                    f"this {tool} query is very similar (Jaccard {best:.2f}) to an earlier one; "
                    "reuse the earlier result instead of repeating the search."
                )
        seen.append(current)
        return reason
