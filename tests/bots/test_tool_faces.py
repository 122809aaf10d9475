"""Every tool the main model sees shows itself: a Korean label, a status line and a metric name, declared
once on its face; the progress rows, Slack's status line and ``/metrics`` read the same face."""

from __future__ import annotations

from bots.compose import build_tools
from bots.relay.run.progress_state import tool_label
from core.faces import FACES
from core.metrics import tool_label as metric_label


def test_every_main_tool_has_a_label_a_status_and_a_metric() -> None:
    registry = build_tools()
    names = [spec.name for spec in registry.specs()]
    assert sorted(names) == sorted(FACES)  # no tool without a face, no face without a tool
    for name in names:
        tool = registry.get(name)
        face = tool.face if tool is not None else None
        assert face is not None and face.name == name
        assert face.label and face.status.endswith("…") and face.metric == name
        assert tool_label(name) == face.label != name  # the progress row
        assert metric_label(name) == name  # counted under its own name, make_chart included


def test_a_tool_name_the_model_made_up_stays_bounded() -> None:
    assert tool_label("some_new_tool") == "some_new_tool"
    assert metric_label("some_new_tool") == "other"
