"""How each tool the main model sees shows itself: its name, the Korean progress-row label, the status
line Slack's assistant pane shows while it runs, and the metric label it is counted under.

Each tool definition takes its name from its face here (``@tool(face=faces.RESOLVE)``), so a tool and
what users and operators see of it are declared once. Kept apart from the tools themselves so the bots
(progress rows, status line, ``/metrics``) read it without loading the tools.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ToolFace:
    name: str
    label: str  # the progress row: "✅ 재무·공시 조회 1.2초"
    status: str  # Slack's assistant status while it runs

    @property
    def metric(self) -> str:
        """The ``tool`` label of ``dexter_tool_calls_total``: the tool's own name (a bounded set)."""
        return self.name


SEARCH = ToolFace("korean_financial_search", "재무·공시 조회", "재무·공시 자료를 찾는 중…")
METRICS = ToolFace("korean_financial_metrics", "지표 계산", "지표를 계산하는 중…")
FILINGS = ToolFace("read_korean_filings", "공시 원문 읽기", "공시를 읽는 중…")
SKILL = ToolFace("use_skill", "분석 절차", "분석 절차를 준비하는 중…")
RESOLVE = ToolFace("resolve_company", "회사 확인", "회사를 확인하는 중…")
CHART = ToolFace("make_chart", "차트 그리기", "차트를 그리는 중…")

FACES: dict[str, ToolFace] = {f.name: f for f in (SEARCH, METRICS, FILINGS, SKILL, RESOLVE, CHART)}
#: what ``/metrics`` counts a tool name it does not know as (names come from the model)
OTHER = "other"


def face_of(name: str) -> ToolFace | None:
    """The face of a main tool; ``None`` for a name the model made up."""
    return FACES.get(name)


def label_of(name: str) -> str:
    """The Korean progress label of a tool (an unknown name is shown as it is)."""
    face = FACES.get(name)
    return face.label if face is not None else name


def metric_of(name: str) -> str:
    """The metric label of a tool: its name, or ``other`` for names the model made up."""
    face = FACES.get(name)
    return face.metric if face is not None else OTHER
