"""Charts the agent made during a run, kept until the relay posts them after the answer.

The chart tool puts each chart here under its run id; the front end takes them once the answer is
posted. Bounded: the charts of runs nobody collects (a run that failed after the tool) are dropped,
oldest first, past ``max_runs``.
"""

from __future__ import annotations

from collections import OrderedDict

from core.charts.model import Chart

MAX_RUNS = 64
MAX_PER_RUN = 3


class ChartShelf:
    """Charts by run id, in the order they were made; at most ``MAX_PER_RUN`` per run, one per title."""

    def __init__(self, max_runs: int = MAX_RUNS) -> None:
        self._runs: OrderedDict[str, list[Chart]] = OrderedDict()
        self._max_runs = max_runs

    def put(self, run_id: str, chart: Chart) -> bool:
        """Keep ``chart`` for ``run_id``; ``False`` when the run has as many charts as it may, or one
        with the same title already."""
        charts = self._runs.setdefault(run_id, [])
        self._runs.move_to_end(run_id)
        if len(charts) >= MAX_PER_RUN or any(c.title == chart.title for c in charts):
            return False
        charts.append(chart)
        while len(self._runs) > self._max_runs:
            self._runs.popitem(last=False)
        return True

    def take(self, run_id: str) -> list[Chart]:
        """The run's charts (removed from the shelf)."""
        return self._runs.pop(run_id, [])
