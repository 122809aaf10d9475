"""How each tool the main model sees shows itself: its name, the progress-row label, the status line
Slack's assistant pane shows while it runs (each in Korean and in English, for a run that answers in
English: ``core.lang``), and the metric label it is counted under.

Each tool definition takes its name from its face here (``@tool(face=faces.RESOLVE)``), so a tool and
what users and operators see of it are declared once. Kept apart from the tools themselves so the bots
(progress rows, status line, ``/metrics``) read it without loading the tools.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.lang import Language


@dataclass(frozen=True, slots=True)
class ToolFace:
    name: str
    label: str  # the progress row: "✅ 재무·공시 조회 1.2초"
    status: str  # Slack's assistant status while it runs
    label_en: str  # the progress row of a run in English
    status_en: str  # the status line of a run in English

    def label_in(self, lang: Language) -> str:
        """The progress-row label in ``lang``."""
        return self.label_en if lang == "en" else self.label

    def status_in(self, lang: Language) -> str:
        """The status line in ``lang``."""
        return self.status_en if lang == "en" else self.status

    @property
    def metric(self) -> str:
        """The ``tool`` label of ``dexter_tool_calls_total``: the tool's own name (a bounded set)."""
        return self.name


SEARCH = ToolFace(
    "korean_financial_search",
    "재무·공시 조회",
    "재무·공시 자료를 찾는 중…",
    "Financials & filings lookup",
    "Looking up financials and filings…",
)
METRICS = ToolFace(
    "korean_financial_metrics", "지표 계산", "지표를 계산하는 중…", "Metrics", "Calculating metrics…"
)
FILINGS = ToolFace(
    "read_korean_filings", "공시 원문 읽기", "공시를 읽는 중…", "Reading filings", "Reading the filings…"
)
SKILL = ToolFace(
    "use_skill", "분석 절차", "분석 절차를 준비하는 중…", "Analysis steps", "Preparing the analysis steps…"
)
RESOLVE = ToolFace(
    "resolve_company",
    "회사 확인",
    "회사를 확인하는 중…",
    "Identifying the company",
    "Identifying the company…",
)
CHART = ToolFace("make_chart", "차트 그리기", "차트를 그리는 중…", "Drawing a chart", "Drawing the chart…")

FACES: dict[str, ToolFace] = {f.name: f for f in (SEARCH, METRICS, FILINGS, SKILL, RESOLVE, CHART)}
#: what ``/metrics`` counts a tool name it does not know as (names come from the model)
OTHER = "other"


def face_of(name: str) -> ToolFace | None:
    """The face of a main tool; ``None`` for a name the model made up."""
    return FACES.get(name)


def label_of(name: str, lang: Language = "ko") -> str:
    """The progress label of a tool in ``lang``, Korean by default (an unknown name is shown as it is)."""
    face = FACES.get(name)
    return face.label_in(lang) if face is not None else name


def metric_of(name: str) -> str:
    """The metric label of a tool: its name, or ``other`` for names the model made up."""
    face = FACES.get(name)
    return face.metric if face is not None else OTHER
