"""The composition root: Settings → models → tools → agent. The only place that wires everything."""

from __future__ import annotations

from dataclasses import dataclass

from core.agent import Agent, AgentConfig
from core.config import Settings
from core.data.companies import CompanyIndex
from core.model import Model
from core.tools import ToolContext, ToolRegistry
from core.tools.resolve import company_prelude, resolve_company
from providers.registry import build_models


@dataclass(frozen=True, slots=True)
class Runtime:
    settings: Settings
    agent: Agent
    model: Model


def build_tools() -> ToolRegistry:
    return ToolRegistry([resolve_company])


def build_runtime(settings: Settings, *, model: str | None = None) -> Runtime:
    """Everything a front end needs to run questions; raises ``ConfigError`` for missing settings."""
    models = build_models(settings, model=model)
    companies = CompanyIndex.bundled()
    context = ToolContext(fast_model=models.fast, services={"companies": companies})
    config = AgentConfig(
        scratchpad_dir=settings.scratchpad_dir,
        max_iterations=settings.dexter_max_iterations,
        context_tokens=settings.dexter_context_tokens,
        lang=settings.dexter_lang,
    )
    agent = Agent(
        models.main, build_tools(), config, tool_context=context, prelude=company_prelude(companies)
    )
    return Runtime(settings, agent, models.main)
