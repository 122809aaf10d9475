"""An optional setting left empty (``SLACK_APP_TOKEN=`` in an operator's .env template) is unset."""

from __future__ import annotations

import pytest
from pydantic import SecretStr

from core.config import Settings

#: optional settings with their own rule for an empty value (tested in test_config_logging)
OWN_RULE = {"dexter_log_format"}
OPTIONAL = sorted(
    name
    for name, field in Settings.model_fields.items()
    if field.default is None and not field.is_required() and name not in OWN_RULE
)


def alias(name: str) -> str:
    return Settings.model_fields[name].alias or name.upper()


def test_the_optional_settings_are_found() -> None:
    assert {"slack_app_token", "telegram_webhook_url", "dexter_redis_url", "anthropic_base_url"} <= set(
        OPTIONAL
    )


@pytest.mark.parametrize("name", OPTIONAL)
@pytest.mark.parametrize("raw", ["", "   ", "\t"])
def test_an_empty_optional_setting_is_unset(name: str, raw: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(alias(name), raw)
    assert getattr(Settings(), name) is None


def test_an_empty_secret_given_in_code_is_unset_too() -> None:
    assert Settings(SLACK_APP_TOKEN=SecretStr(" ")).slack_app_token is None


def test_set_values_and_required_ones_are_untouched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SLACK_APP_TOKEN", "xapp-1")
    monkeypatch.setenv("DEXTER_FAST_MODEL", "")
    monkeypatch.setenv("DEXTER_ALLOW_SLACK", "")
    settings = Settings()
    assert settings.slack_app_token is not None and settings.slack_app_token.get_secret_value() == "xapp-1"
    assert settings.dexter_fast_model == "" and settings.dexter_allow_slack == ""
