"""Slack's per-workspace rate tiers for the methods a run's live view uses, shared by every run.

Slack counts each Web API method per workspace in a sliding minute: ``chat.startStream`` and
``chat.stopStream`` are Tier 2 (≈20), ``chat.appendStream``, ``assistant.threads.setTitle`` /
``setSuggestedPrompts`` and ``views.publish`` Tier 4 (≈100). A token bucket with ``burst`` tokens and
``per_minute`` refill grants at most ``burst + per_minute`` calls in any minute, so each spec below
stays a little under its tier (network jitter must not push a call into the previous window).
``assistant.threads.setStatus`` has a "special" limit Slack gives no number for: a run paces its own
status (one call per ``STATUS_INTERVAL_S`` per thread, latest state wins).

The budgets belong to the Web API client and workspace (not to a port object), so every run of one
workspace shares them however the ports are built. A workspace that refuses streaming
(``feature_not_enabled``, ``unknown_method``, ``not_allowed``) is remembered for ``REFUSAL_MEMORY_S``:
its runs go straight to the progress-message path without spending a Tier 2 call each. So is one whose
``chat.startStream`` failed ``START_FAILURES`` times in a row in other ways (HTTP 5xx, timeouts, answers
that do not read as JSON): each such try costs a run up to a call's timeout before its steps show.

A workspace that refuses a new block type (``invalid_blocks`` for a ``data_visualization`` chart or a
``data_table``) is remembered the same way, per block type, for ``BLOCK_REFUSAL_MEMORY_S``: its charts
go up as PNG files, its tables as ``table`` blocks, without a refused call first.

Replicas (``share_tiers``, ``DEXTER_REDIS_URL``) count each method of a workspace in one shared bucket
(``slack:<team>:start`` …), so their calls together stay within the tier; refusals are remembered per
process.
"""

from __future__ import annotations

import time
import weakref
from dataclasses import dataclass, field

from slack_sdk.web.async_client import AsyncWebClient

from bots.relay import BudgetSpec, Clock, EditBudget
from core.shared import Buckets

START_SPEC = BudgetSpec(per_minute=10, burst=8)  # Tier 2 (20/min): ≤ 18 in any minute
STOP_SPEC = BudgetSpec(per_minute=10, burst=8)
APPEND_SPEC = BudgetSpec(per_minute=70, burst=20)  # Tier 4 (100/min): ≤ 90 in any minute
TIER4_SPEC = BudgetSpec(per_minute=70, burst=20)
STATUS_INTERVAL_S = 1.2  # ≤ 50 a minute per thread
REFUSAL_MEMORY_S = 600.0
BLOCK_REFUSAL_MEMORY_S = 6 * 3600.0
START_FAILURES = 3


@dataclass(slots=True)
class SlackTiers:
    """One workspace's budgets for streaming, assistant and Home methods."""

    clock: Clock = time.monotonic
    #: replicas count each method in one bucket per workspace (``DEXTER_REDIS_URL``)
    shared: Buckets | None = None
    team: str = ""
    start: EditBudget = field(init=False)
    stop: EditBudget = field(init=False)
    append: EditBudget = field(init=False)
    tier4: EditBudget = field(init=False)
    refused_until: float = float("-inf")
    refusal: str = ""
    start_failures: int = 0  # chat.startStream failures in a row (not refusals, not 429s)
    #: block types the workspace refused (``invalid_blocks``) → until when they are not sent
    blocks_refused: dict[str, float] = field(default_factory=dict)

    def __post_init__(self) -> None:
        def budget(spec: BudgetSpec, method: str) -> EditBudget:
            return EditBudget(spec, clock=self.clock, shared=self.shared, key=f"slack:{self.team}:{method}")

        self.start = budget(START_SPEC, "start")
        self.stop = budget(STOP_SPEC, "stop")
        self.append = budget(APPEND_SPEC, "append")
        self.tier4 = budget(TIER4_SPEC, "tier4")

    @property
    def streaming_refused(self) -> bool:
        return self.clock() < self.refused_until

    def refuse_streaming(self, error: str) -> None:
        """The workspace said streaming is not for us: stop asking for a while."""
        self.refusal = error
        self.refused_until = self.clock() + REFUSAL_MEMORY_S

    def start_failed(self, error: str) -> None:
        """A ``chat.startStream`` failed in a way that may pass; after a few in a row, stop asking."""
        self.start_failures += 1
        if self.start_failures >= START_FAILURES:
            self.start_failures = 0
            self.refuse_streaming(error)

    def start_worked(self) -> None:
        self.start_failures = 0

    def block_refused(self, kind: str) -> bool:
        """Whether the workspace refused blocks of ``kind`` lately (send the older rendering)."""
        return self.clock() < self.blocks_refused.get(kind, float("-inf"))

    def refuse_block(self, kind: str) -> None:
        """The workspace refused a ``kind`` block (``invalid_blocks``): do not send one for a while."""
        self.blocks_refused[kind] = self.clock() + BLOCK_REFUSAL_MEMORY_S


_TIERS: weakref.WeakKeyDictionary[AsyncWebClient, dict[str, SlackTiers]] = weakref.WeakKeyDictionary()
_SHARED: weakref.WeakKeyDictionary[AsyncWebClient, Buckets] = weakref.WeakKeyDictionary()


def share_tiers(client: AsyncWebClient, shared: Buckets | None) -> None:
    """Workspaces called through ``client`` count their tiers in ``shared`` too, with every replica
    (before the first call; ``None``: this process alone)."""
    if shared is None:
        _SHARED.pop(client, None)
    else:
        _SHARED[client] = shared
    _TIERS.pop(client, None)


def tiers_for(client: AsyncWebClient, team: str) -> SlackTiers:
    """The shared budgets of ``team`` as called through ``client``."""
    by_team = _TIERS.setdefault(client, {})
    tiers = by_team.get(team)
    if tiers is None:
        tiers = by_team[team] = SlackTiers(shared=_SHARED.get(client), team=team)
    return tiers
