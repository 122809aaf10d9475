"""The composition root: Settings → models → data services → tools → agent. The only place that wires.

The agent's parts (tools, skills, charts, the loop) are imported only when a model is configured: a
keyless start (the quick path and the card) loads the data layer alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Self

from core.data.services import open_data_services
from core.errors import ConfigError
from providers.registry import Models, build_models

if TYPE_CHECKING:
    from core.agent import Agent
    from core.charts import ChartShelf
    from core.config import Settings
    from core.data.services import DataServices
    from core.model import Model
    from core.tools import ToolRegistry


@dataclass
class Runtime:
    """What front ends run questions with. Without a model key, ``agent`` is ``None`` and
    ``model_problem`` says which setting is missing; the quick path and the card still work."""

    settings: Settings
    agent: Agent | None
    models: Models | None
    data: DataServices
    model_problem: str | None = None
    #: the setting ``model_problem`` is about (ANTHROPIC_API_KEY, DEXTER_MODEL …), named once to users
    model_setting: str | None = None
    #: charts the agent's ``make_chart`` made, by run id, until the front end posts them
    charts: ChartShelf | None = None

    @property
    def model_note(self) -> str:
        """Why there is no model, in the words a user reads (Korean; the setting named once)."""
        setting = self.model_setting
        if setting is None:
            return "AI 모델이 설정되지 않았습니다"
        if setting.endswith(("_API_KEY", "_TOKEN")):
            return f"AI 모델 키가 설정되지 않았습니다({setting})"
        return f"AI 모델 설정을 확인해 주세요({setting})"

    @property
    def model_note_en(self) -> str:
        """``model_note`` in English (an English run's no-model note)."""
        setting = self.model_setting
        if setting is None:
            return "no AI model is configured"
        if setting.endswith(("_API_KEY", "_TOKEN")):
            return f"the AI model key is not set ({setting})"
        return f"check the AI model setting ({setting})"

    @property
    def model(self) -> Model:
        if self.models is None:
            raise ConfigError(self.model_problem or "no model configured", setting="DEXTER_MODEL")
        return self.models.main

    async def aclose(self) -> None:
        if self.models is not None:
            await self.models.aclose()
        await self.data.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()


def build_tools(charts: ChartShelf | None = None) -> ToolRegistry:
    """The tools the main model sees (DESIGN §3), and ``make_chart`` keeping its charts on ``charts``."""
    from core.charts import ChartShelf
    from core.skills import use_skill
    from core.tools import ToolRegistry
    from core.tools.chart import chart_tool
    from core.tools.filings import read_korean_filings
    from core.tools.research import korean_financial_metrics, korean_financial_search
    from core.tools.resolve import resolve_company

    return ToolRegistry(
        [
            korean_financial_search,
            korean_financial_metrics,
            read_korean_filings,
            use_skill,
            resolve_company,
            chart_tool(charts if charts is not None else ChartShelf()),
        ]
    )


async def open_runtime(
    settings: Settings, *, model: str | Models | None = None, require_model: bool = True
) -> Runtime:
    """Everything a front end needs to run questions.

    ``model`` is a model name for the registry, or ready-built ``Models`` (benchmarks pass their own).
    Raises ``ConfigError`` for missing settings — except a missing model key when ``require_model`` is
    false: then the runtime has no agent and says why in ``model_problem``.
    """
    models: Models | None = model if isinstance(model, Models) else None
    problem: str | None = None
    setting: str | None = None
    try:
        models = models or build_models(settings, model=model if isinstance(model, str) else None)
    except ConfigError as exc:
        if require_model:
            raise
        problem, setting = str(exc), exc.setting
    try:
        data = await open_data_services(settings)
    except BaseException:
        if models is not None:
            await models.aclose()
        raise
    if models is None:
        return Runtime(settings, None, None, data, problem, setting)
    return _with_agent(settings, models, data)


def _with_agent(settings: Settings, models: Models, data: DataServices) -> Runtime:
    from core.agent import Agent, AgentConfig
    from core.charts import ChartShelf
    from core.skills import Skills, combine_preludes, discover_skills, skills_prelude
    from core.tools import ToolContext
    from core.tools.resolve import company_prelude

    skills = Skills(discover_skills())
    context = ToolContext(fast_model=models.fast, data=data, skills=skills)
    config = AgentConfig(
        scratchpad_dir=settings.scratchpad_dir,
        max_iterations=settings.dexter_max_iterations,
        context_tokens=settings.dexter_context_tokens,
        lang=settings.dexter_lang,
    )
    prelude = combine_preludes(company_prelude(data.companies), skills_prelude(skills.catalog))
    charts = ChartShelf()
    agent = Agent(models.main, build_tools(charts), config, tool_context=context, prelude=prelude)
    return Runtime(settings, agent, models, data, charts=charts)
