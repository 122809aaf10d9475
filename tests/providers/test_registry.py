from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.config import Settings
from core.errors import ConfigError
from core.retry import RetryingModel
from core.scripted import ScriptedModel
from providers.registry import build_models, fast_model_name, provider_of


@pytest.mark.parametrize(
    ("name", "provider"),
    [
        ("claude-sonnet-4-6", "anthropic"),
        ("gpt-5.6", "openai"),
        ("o3", "openai"),
        ("o4-mini", "openai"),
        ("openai:qwen3", "openai-compatible"),
        ("ollama:llama3.3", "ollama"),
        ("scripted:x.json", "scripted"),
    ],
)
def test_prefix_routing(name: str, provider: str) -> None:
    assert provider_of(name) == provider


def test_unknown_model_name_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="DEXTER_MODEL='llama'"):
        provider_of("llama")


def test_fast_model_defaults_per_provider() -> None:
    s = Settings()
    assert fast_model_name("claude-sonnet-4-6", s) == "claude-haiku-4-5"
    assert fast_model_name("gpt-5.6", s) == "gpt-5.6-luna"
    assert fast_model_name("ollama:llama3.3", s) == "ollama:llama3.3"
    assert fast_model_name("openai:qwen3", s) == "openai:qwen3"
    assert fast_model_name("gpt-5.6", Settings(DEXTER_FAST_MODEL="gpt-4.1-mini")) == "gpt-4.1-mini"


async def test_models_are_built_with_retries_and_the_right_client() -> None:
    # imported here, as build_models does: the SDKs cost every xdist worker ~6 s of CPU at collection
    from providers.anthropic_model import AnthropicModel
    from providers.openai_model import OpenAIModel

    models = build_models(Settings(ANTHROPIC_API_KEY="k" * 20))
    try:
        assert isinstance(models.main, RetryingModel) and isinstance(models.main.inner, AnthropicModel)
        assert models.main.name == "claude-sonnet-4-6" and models.fast.name == "claude-haiku-4-5"
    finally:
        await models.aclose()
    local = build_models(Settings(DEXTER_MODEL="ollama:llama3.3"))
    try:
        assert isinstance(local.main, RetryingModel) and isinstance(local.main.inner, OpenAIModel)
        assert local.fast is local.main
    finally:
        await local.aclose()


@pytest.mark.parametrize(
    ("env", "missing"),
    [
        ({"DEXTER_MODEL": "claude-sonnet-4-6"}, "ANTHROPIC_API_KEY"),
        ({"DEXTER_MODEL": "gpt-5.6"}, "OPENAI_API_KEY"),
        ({"DEXTER_MODEL": "openai:qwen3"}, "OPENAI_BASE_URL"),
    ],
)
def test_missing_key_names_the_variable(env: dict[str, str], missing: str) -> None:
    with pytest.raises(ConfigError) as info:
        build_models(Settings(**env))
    assert info.value.setting == missing and "\n" not in str(info.value)


def test_scripted_replay_with_fast_steps(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"steps": [{"text": "a"}], "fast_steps": [{"text": "b"}]}), encoding="utf-8")
    models = build_models(Settings(DEXTER_MODEL=f"scripted:{path}"))
    assert isinstance(models.main, ScriptedModel) and isinstance(models.fast, ScriptedModel)
    assert models.main is not models.fast


async def test_the_idle_timeout_setting_reaches_the_watchdog_and_bounds_the_sdk_timeout() -> None:
    models = build_models(Settings(ANTHROPIC_API_KEY="k" * 20, DEXTER_MODEL_IDLE_TIMEOUT_S="7"))
    local = build_models(Settings(DEXTER_MODEL="ollama:llama3.3", DEXTER_MODEL_IDLE_TIMEOUT_S="7"))
    try:
        for model in (models.main, models.fast, local.main):
            assert isinstance(model, RetryingModel) and model.idle_s == 7
            # the SDK's own timeout is only a backstop just past the watchdog, not 120 s per try
            assert 7 < model.inner._client.timeout <= 12  # type: ignore[attr-defined]
    finally:
        await models.aclose()
        await local.aclose()


def test_one_rule_names_the_provider_for_the_registry_doctor_and_metrics() -> None:
    from core.metrics import provider_label
    from core.model_names import provider_of as named

    for name, provider in [
        ("claude-sonnet-4-6", "anthropic"),
        ("gpt-5.6", "openai"),
        ("o4-mini", "openai"),
        ("openai:qwen3", "openai-compatible"),
        ("ollama:llama3", "ollama"),
        ("scripted:demo.json", "scripted"),
    ]:
        assert named(name) == provider_of(name) == provider_label(name) == provider
    assert named("llama3") is None and provider_label("llama3") == "other"
