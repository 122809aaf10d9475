"""Prometheus metrics (prometheus-client), one registry for the process, served at ``/metrics``.

Labels are bounded sets only — platform, outcome, tool name, provider, token kind, method, data source
— never user text, ids of people or secrets.
"""

from __future__ import annotations

from typing import Literal

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from core.faces import metric_of
from core.model_names import provider_of

REGISTRY = CollectorRegistry(auto_describe=True)

RunOutcome = Literal["answered", "failed", "cancelled", "interrupted", "refused"]
RequestOutcome = Literal["ok", "rate_limited", "error"]

RUNS = Counter(
    "dexter_runs", "Finished runs by platform and outcome.", ["platform", "outcome"], registry=REGISTRY
)
RUN_SECONDS = Histogram(
    "dexter_run_duration_seconds",
    "Seconds from a question's arrival to its run's final state.",
    ["platform"],
    buckets=(0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600),
    registry=REGISTRY,
)
FIRST_REPLY_SECONDS = Histogram(
    "dexter_first_reply_seconds",
    "Seconds from a question's arrival to its first visible reply (the progress message).",
    ["platform"],
    buckets=(0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10),
    registry=REGISTRY,
)
TOOL_CALLS = Counter(
    "dexter_tool_calls",
    "Agent tool calls by tool and outcome (ok, error).",
    ["tool", "outcome"],
    registry=REGISTRY,
)
MODEL_TOKENS = Counter(
    "dexter_model_tokens",
    "Model tokens by provider and kind (input, output, cache_read, cache_write).",
    ["provider", "kind"],
    registry=REGISTRY,
)
PLATFORM_REQUESTS = Counter(
    "dexter_platform_requests",
    "Chat platform API calls by platform, method and outcome (ok, rate_limited, error).",
    ["platform", "method", "outcome"],
    registry=REGISTRY,
)
DATA_REQUESTS = Counter(
    "dexter_data_requests",
    "Data API calls by source (opendart, kis) and outcome (ok, rate_limited, error).",
    ["source", "outcome"],
    registry=REGISTRY,
)
ANSWER_FIGURES = Counter(
    "dexter_answer_figures",
    "Figures in agent answers checked against the tool results (checked) and still unsupported when "
    "posted (unsupported, named on the answer's last line).",
    ["outcome"],
    registry=REGISTRY,
)
FEEDBACK = Counter(
    "dexter_feedback",
    "👍/👎 votes on answers (up, down); a user's repeated vote on one run counts once, a changed vote "
    "counts for its new side.",
    ["vote"],
    registry=REGISTRY,
)
for _vote in ("up", "down"):
    FEEDBACK.labels(_vote)  # both series exist from the start (0 until the first vote)
ACTIVE_RUNS = Gauge(
    "dexter_active_runs", "Runs holding a place under the concurrency cap.", registry=REGISTRY
)
QUEUED_RUNS = Gauge("dexter_queued_runs", "Accepted questions waiting for their turn.", registry=REGISTRY)


def tool_label(tool: str) -> str:
    """Tool names come from the model: anything unknown is one label, so the set stays bounded."""
    return metric_of(tool)


def provider_label(model_name: str) -> str:
    """The ``provider`` label: ``core.model_names.provider_of``, ``other`` for a name no rule matches."""
    return provider_of(model_name) or "other"


def exposition() -> tuple[bytes, str]:
    """The text exposition format and its content type."""
    return generate_latest(REGISTRY), "text/plain; version=0.0.4; charset=utf-8"
