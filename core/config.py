"""Settings from the environment (and ``.env``), names fixed by DESIGN §3.

``Settings()`` reads what pydantic-settings' ``BaseSettings`` read for these fields, in its order: a value
given in code, else the variable in the environment, else ``.env`` in the working directory (read only
when there is one), else the default; a variable's name matches in any case (``dexter_home`` too), and an
empty value is a value (``_empty_is_unset`` and ``_lower_upper`` say what it means). Every field is one
plain value, so each is validated from its string as pydantic-settings passed it. The reading is ours
(``_sources``): pydantic-settings' machinery (its sources, its CLI and file readers) cost a keyless
quick answer about a tenth of its start-up, for a dozen lines here.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationInfo, field_validator

from core.errors import ConfigError

DEFAULT_OLLAMA_BASE_URL = "http://127.0.0.1:11434/v1"
ENV_FILE = ".env"


class Settings(BaseModel):
    """Every knob of the product. Secrets are ``SecretStr`` so they never print by accident."""

    # validate_default: as BaseSettings did (the validators below see the defaults too)
    model_config = ConfigDict(extra="ignore", populate_by_name=True, validate_default=True)

    dexter_home: Path = Field(default=Path(".dexter"), alias="DEXTER_HOME")
    dexter_model: str = Field(default="claude-sonnet-4-6", alias="DEXTER_MODEL")
    dexter_fast_model: str = Field(default="", alias="DEXTER_FAST_MODEL")
    dexter_max_iterations: int = Field(default=10, ge=1, le=50, alias="DEXTER_MAX_ITERATIONS")
    dexter_context_tokens: int = Field(default=100_000, ge=1_000, alias="DEXTER_CONTEXT_TOKENS")
    dexter_lang: str = Field(default="ko", alias="DEXTER_LANG")
    dexter_offline: bool = Field(default=False, alias="DEXTER_OFFLINE")

    anthropic_api_key: SecretStr | None = Field(default=None, alias="ANTHROPIC_API_KEY")
    anthropic_base_url: str | None = Field(default=None, alias="ANTHROPIC_BASE_URL")
    openai_api_key: SecretStr | None = Field(default=None, alias="OPENAI_API_KEY")
    openai_base_url: str | None = Field(default=None, alias="OPENAI_BASE_URL")
    ollama_base_url: str = Field(default=DEFAULT_OLLAMA_BASE_URL, alias="OLLAMA_BASE_URL")

    opendart_api_key: SecretStr | None = Field(default=None, alias="OPENDART_API_KEY")
    opendart_base_url: str = Field(default="https://opendart.fss.or.kr/api", alias="OPENDART_BASE_URL")
    kis_app_key: SecretStr | None = Field(default=None, alias="KIS_APP_KEY")
    kis_app_secret: SecretStr | None = Field(default=None, alias="KIS_APP_SECRET")
    kis_base_url: str = Field(default="https://openapi.koreainvestment.com:9443", alias="KIS_BASE_URL")
    kis_paper: bool = Field(default=False, alias="KIS_PAPER")

    slack_bot_token: SecretStr | None = Field(default=None, alias="SLACK_BOT_TOKEN")
    slack_app_token: SecretStr | None = Field(default=None, alias="SLACK_APP_TOKEN")
    slack_signing_secret: SecretStr | None = Field(default=None, alias="SLACK_SIGNING_SECRET")
    slack_api_url: str = Field(default="https://slack.com/api/", alias="SLACK_API_URL")
    #: both set → OAuth distribution: many workspaces / an Enterprise Grid org install the app
    #: (``/slack/install``, ``/slack/oauth_redirect``; bots.slack.oauth) instead of one SLACK_BOT_TOKEN
    slack_client_id: str | None = Field(default=None, alias="SLACK_CLIENT_ID")
    slack_client_secret: SecretStr | None = Field(default=None, alias="SLACK_CLIENT_SECRET")
    #: signs the OAuth ``state`` (a random value of its own when unset: one replica only)
    slack_state_secret: SecretStr | None = Field(default=None, alias="SLACK_STATE_SECRET")
    #: the redirect URL registered with Slack, when the app has several (else Slack uses its only one)
    slack_redirect_uri: str | None = Field(default=None, alias="SLACK_REDIRECT_URI")
    #: Fernet key(s) sealing stored installation tokens (core.secretbox); required with OAuth
    dexter_secret_key: SecretStr | None = Field(default=None, alias="DEXTER_SECRET_KEY")

    telegram_bot_token: SecretStr | None = Field(default=None, alias="TELEGRAM_BOT_TOKEN")
    telegram_api_url: str = Field(default="https://api.telegram.org/bot", alias="TELEGRAM_API_URL")
    telegram_webhook_url: str | None = Field(default=None, alias="TELEGRAM_WEBHOOK_URL")
    telegram_webhook_secret: SecretStr | None = Field(default=None, alias="TELEGRAM_WEBHOOK_SECRET")
    #: Telegram messages a second the bot may send (Telegram's limit is about 30); first replies go first
    dexter_telegram_rate: float = Field(default=30.0, gt=0, le=1_000, alias="DEXTER_TELEGRAM_RATE")

    dexter_allow_slack: str = Field(default="", alias="DEXTER_ALLOW_SLACK")
    dexter_allow_telegram: str = Field(default="", alias="DEXTER_ALLOW_TELEGRAM")
    dexter_user_daily_runs: int = Field(default=50, ge=0, alias="DEXTER_USER_DAILY_RUNS")
    dexter_max_concurrent_runs: int = Field(default=16, ge=1, alias="DEXTER_MAX_CONCURRENT_RUNS")
    dexter_admin_users: str = Field(default="", alias="DEXTER_ADMIN_USERS")
    #: seconds between two polls of OpenDART's disclosure list for the watchlist (bots.watch)
    dexter_watch_interval_s: float = Field(default=300.0, gt=0, alias="DEXTER_WATCH_INTERVAL_S")

    dexter_max_question_chars: int = Field(default=4_000, ge=1, alias="DEXTER_MAX_QUESTION_CHARS")
    dexter_run_timeout_s: float = Field(default=300.0, gt=0, alias="DEXTER_RUN_TIMEOUT_S")
    dexter_model_idle_timeout_s: float = Field(default=60.0, gt=0, alias="DEXTER_MODEL_IDLE_TIMEOUT_S")
    dexter_shutdown_grace_s: float = Field(default=25.0, ge=0, alias="DEXTER_SHUTDOWN_GRACE_S")
    dexter_recover_within_s: float = Field(default=600.0, ge=0, alias="DEXTER_RECOVER_WITHIN_S")
    #: a run whose replica has not renewed its heartbeat for this long is taken over by another
    dexter_heartbeat_timeout_s: float = Field(default=15.0, gt=0, alias="DEXTER_HEARTBEAT_TIMEOUT_S")
    dexter_retention_days: float = Field(default=30.0, gt=0, alias="DEXTER_RETENTION_DAYS")
    dexter_dedup_ttl_s: float = Field(default=86_400.0, gt=0, alias="DEXTER_DEDUP_TTL_S")
    #: seconds between edits of one progress message; unset = each platform's own (Slack 1.5 s,
    #: Telegram 1.5 s in private chats and 3.5 s in groups). Raise it to spend fewer edits.
    dexter_edit_interval_s: float | None = Field(default=None, gt=0, alias="DEXTER_EDIT_INTERVAL_S")

    #: postgresql://… → the store (runs, dedup keys, memory, quotas, watchlist, cache, KIS token) on
    #: PostgreSQL, shared by every replica (core.store.postgres); empty = SQLite under DEXTER_HOME
    dexter_database_url: SecretStr | None = Field(default=None, alias="DEXTER_DATABASE_URL")
    #: the bearer token ``dexter mcp --http`` requires of every request (it will not start without one)
    dexter_mcp_token: SecretStr | None = Field(default=None, alias="DEXTER_MCP_TOKEN")

    #: redis://… → rate budgets (Slack edits, Telegram sends, KIS calls) and the KIS token shared by
    #: every replica (core.shared); empty = in-process, as for one machine
    dexter_redis_url: SecretStr | None = Field(default=None, alias="DEXTER_REDIS_URL")

    dexter_log_format: Literal["console", "json"] | None = Field(default=None, alias="DEXTER_LOG_FORMAT")
    dexter_log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = Field(
        default="INFO", alias="DEXTER_LOG_LEVEL"
    )
    dexter_log_ids: bool = Field(default=False, alias="DEXTER_LOG_IDS")

    def __init__(self, **values: Any) -> None:
        """``values`` (by alias or name) over the environment and ``.env`` (``_sources``)."""
        super().__init__(**_sources(type(self), values))

    @field_validator("dexter_log_format", "dexter_log_level", mode="before")
    @classmethod
    def _lower_upper(cls, value: object, info: ValidationInfo) -> object:
        """``JSON``/``info`` are fine; an empty value means the default."""
        if not isinstance(value, str):
            return value
        if not value.strip():
            return None if info.field_name == "dexter_log_format" else "INFO"
        return value.strip().lower() if info.field_name == "dexter_log_format" else value.strip().upper()

    @field_validator(
        "anthropic_api_key",
        "anthropic_base_url",
        "openai_api_key",
        "openai_base_url",
        "opendart_api_key",
        "kis_app_key",
        "kis_app_secret",
        "slack_bot_token",
        "slack_app_token",
        "slack_signing_secret",
        "slack_client_id",
        "slack_client_secret",
        "slack_state_secret",
        "slack_redirect_uri",
        "dexter_secret_key",
        "telegram_bot_token",
        "telegram_webhook_url",
        "telegram_webhook_secret",
        "dexter_database_url",
        "dexter_redis_url",
        "dexter_mcp_token",
        "dexter_edit_interval_s",
        mode="before",
    )
    @classmethod
    def _empty_is_unset(cls, value: object) -> object:
        """An optional variable left empty (``SLACK_APP_TOKEN=`` in a .env template) is unset: no Socket
        Mode, no webhook, ``DEXTER_EDIT_INTERVAL_S=`` each platform's own spacing."""
        text = value.get_secret_value() if isinstance(value, SecretStr) else value
        return None if isinstance(text, str) and not text.strip() else value

    @property
    def scratchpad_dir(self) -> Path:
        return self.dexter_home / "scratchpad"

    @property
    def db_path(self) -> Path:
        return self.dexter_home / "dexter.db"

    @property
    def database_url(self) -> str | None:
        """``DEXTER_DATABASE_URL`` when set (it may carry a password: a secret), else ``None``."""
        url = self.dexter_database_url.get_secret_value().strip() if self.dexter_database_url else ""
        return url or None

    @property
    def redis_url(self) -> str | None:
        """``DEXTER_REDIS_URL`` when set (it may carry a password: a secret), else ``None``."""
        url = self.dexter_redis_url.get_secret_value().strip() if self.dexter_redis_url else ""
        return url or None

    @property
    def slack_oauth(self) -> bool:
        """OAuth distribution (``SLACK_CLIENT_ID`` and ``SLACK_CLIENT_SECRET`` set): tokens come from the
        installations in the store, not from ``SLACK_BOT_TOKEN``."""
        return bool(self.slack_client_id and self.slack_client_secret)

    @property
    def allow_slack(self) -> frozenset[str]:
        return _split(self.dexter_allow_slack)

    @property
    def allow_telegram(self) -> frozenset[str]:
        return _split(self.dexter_allow_telegram)

    @property
    def admin_users(self) -> frozenset[str]:
        """User ids (Slack or Telegram) who may stop anyone's run."""
        return _split(self.dexter_admin_users)

    def secret_values(self) -> list[str]:
        """Every configured secret, for the log redactor."""
        values = []
        for name in type(self).model_fields:
            value = getattr(self, name)
            if isinstance(value, SecretStr) and value.get_secret_value():
                values.append(value.get_secret_value())
        return values

    def require(self, field: str, needed_for: str) -> str:
        """Return a secret's value, or raise a one-line ``ConfigError`` naming the variable."""
        value = getattr(self, field)
        alias = type(self).model_fields[field].alias or field.upper()
        if value is None:
            raise ConfigError.missing(alias, needed_for)
        text = value.get_secret_value() if isinstance(value, SecretStr) else str(value)
        if not text.strip():
            raise ConfigError.missing(alias, needed_for)
        return text


def _read_env() -> dict[str, str | None]:
    """The environment over ``.env`` (when the working directory has one), by lower-case name: a later
    name wins over an earlier one of another case, as in pydantic-settings."""
    found: dict[str, str | None] = {}
    path = Path(ENV_FILE)
    if path.is_file() or path.is_fifo():
        from dotenv import dotenv_values  # only when there is a file to read

        found.update((name.lower(), value) for name, value in dotenv_values(path, encoding="utf-8").items())
    found.update((name.lower(), value) for name, value in os.environ.items())
    return found


def _sources(model: type[BaseModel], given: Mapping[str, Any]) -> dict[str, Any]:
    """Each field's value by its alias: given in code (by alias or name, in any case), else read from
    the environment or ``.env`` (``None`` there, a ``.env`` line without ``=``, is no value). Names that
    are no field are dropped, as ``extra="ignore"`` would."""
    by_lower: dict[str, list[str]] = {}
    for key in given:
        by_lower.setdefault(key.lower(), []).append(key)
    env = _read_env()
    values: dict[str, Any] = {}
    for name, field in model.model_fields.items():
        alias = field.alias or name
        keys = [key for low in dict.fromkeys((alias.lower(), name.lower())) for key in by_lower.get(low, ())]
        if keys:  # under the field's name when given by it (a bad value's error names what was given)
            values[name if keys[0] == name else alias] = given[keys[0]]
        elif env.get(alias.lower()) is not None:
            values[alias] = env[alias.lower()]
    return values


def _split(raw: str) -> frozenset[str]:
    return frozenset(part.strip() for part in raw.split(",") if part.strip())


def load_settings(**overrides: object) -> Settings:
    """Read settings from the environment; a validation failure becomes a one-line ``ConfigError``."""
    from pydantic import ValidationError

    try:
        return Settings(**overrides)
    except ValidationError as exc:
        first = exc.errors()[0]
        loc = ".".join(str(p) for p in first.get("loc", ())) or "settings"
        raise ConfigError(f"{loc}: {first.get('msg', 'invalid value')}", setting=loc) from None
