"""Pick a provider by model name (DESIGN §3).

``claude-*`` → Anthropic · ``gpt-*`` / ``o<digit>*`` → OpenAI · ``openai:<name>`` → an OpenAI-compatible
server at ``OPENAI_BASE_URL`` · ``ollama:<name>`` → ``OLLAMA_BASE_URL`` · ``scripted:<path>`` → a replay
file. The vendor SDKs are imported only when their provider is chosen (importing anthropic alone
takes seconds), the retry wrapper and the replay reader only when a model is built. Every model is
wrapped in ``RetryingModel`` except scripted ones, which replay their script exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from core.errors import ConfigError
from core.model_names import provider_of as model_provider

if TYPE_CHECKING:
    from core.config import Settings
    from core.model import Model
    from core.retry import RetryPolicy

FAST_DEFAULTS = {"anthropic": "claude-haiku-4-5", "openai": "gpt-5.6-luna"}


@dataclass(frozen=True, slots=True)
class Models:
    """The main model and the fast model used for inner routing calls."""

    main: Model
    fast: Model

    async def aclose(self) -> None:
        await self.main.aclose()
        if self.fast is not self.main:
            await self.fast.aclose()


def provider_of(name: str) -> str:
    """Which provider serves ``name`` (``core.model_names.provider_of``); ``ConfigError`` for names no rule matches."""
    provider = model_provider(name)
    if provider is not None:
        return provider
    raise ConfigError(
        f"DEXTER_MODEL={name!r} is not a known model name "
        "(use claude-*, gpt-*, o<digit>*, openai:<name>, ollama:<name> or scripted:<path>)",
        setting="DEXTER_MODEL",
    )


def build_model(name: str, settings: Settings, *, policy: RetryPolicy | None = None) -> Model:
    """One model by name, wrapped with retries."""
    from core.retry import RetryingModel

    provider = provider_of(name)
    if provider == "scripted":
        from core.scripted import load_replay

        return load_replay(Path(name.removeprefix("scripted:")))[0]
    if provider == "anthropic":
        key = settings.require("anthropic_api_key", f"model {name}")  # before the slow SDK import
        from providers.anthropic_model import AnthropicModel

        return RetryingModel(
            AnthropicModel(
                name, api_key=key, base_url=settings.anthropic_base_url, timeout_s=_sdk_timeout(settings)
            ),
            policy,
            idle_s=settings.dexter_model_idle_timeout_s,
        )
    if provider == "openai":
        key = settings.require("openai_api_key", f"model {name}")
        from providers.openai_model import OpenAIModel

        return RetryingModel(
            OpenAIModel(
                name, api_key=key, base_url=settings.openai_base_url, timeout_s=_sdk_timeout(settings)
            ),
            policy,
            idle_s=settings.dexter_model_idle_timeout_s,
        )
    from providers.openai_model import OpenAIModel

    if provider == "openai-compatible":
        if not settings.openai_base_url:
            raise ConfigError.missing("OPENAI_BASE_URL", f"model {name}")
        optional_key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        model = OpenAIModel(
            name.removeprefix("openai:"),
            api_key=optional_key,
            base_url=settings.openai_base_url,
            compatible=True,
            provider="openai-compatible",
            timeout_s=_sdk_timeout(settings),
        )
    else:
        model = OpenAIModel(
            name.removeprefix("ollama:"),
            api_key=None,
            base_url=settings.ollama_base_url,
            compatible=True,
            provider="ollama",
            timeout_s=_sdk_timeout(settings),
        )
    return RetryingModel(model, policy, idle_s=settings.dexter_model_idle_timeout_s)


def _sdk_timeout(settings: Settings) -> float:
    """The SDK's own per-read timeout: a backstop a little past the idle watchdog (``RetryingModel``)."""
    return settings.dexter_model_idle_timeout_s + 5.0


def fast_model_name(main: str, settings: Settings) -> str:
    if settings.dexter_fast_model:
        return settings.dexter_fast_model
    provider = provider_of(main)
    return FAST_DEFAULTS.get(provider, main)


def build_models(
    settings: Settings, *, model: str | None = None, policy: RetryPolicy | None = None
) -> Models:
    """The main and fast models for a run. ``model`` overrides ``DEXTER_MODEL``."""
    name = model or settings.dexter_model
    if name.startswith("scripted:"):
        from core.scripted import load_replay

        scripted, scripted_fast = load_replay(Path(name.removeprefix("scripted:")))
        return Models(scripted, scripted_fast or scripted)
    main_model = build_model(name, settings, policy=policy)
    fast_name = fast_model_name(name, settings)
    fast = main_model if fast_name == name else build_model(fast_name, settings, policy=policy)
    return Models(main_model, fast)
