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
from typing import Any, ClassVar, Literal, Self

from core.config_fields import Field, InvalidSetting, SecretStr, fields_of, setting
from core.errors import ConfigError

DEFAULT_OLLAMA_BASE_URL = "http://127.0.0.1:11434/v1"
ENV_FILE = ".env"


class Settings:
    """Every knob of the product. Secrets are ``SecretStr`` so they never print by accident. Each field is
    declared once with ``setting(default, "VARIABLE", bounds)`` (``core.config_fields``)."""

    dexter_home: Path = setting(Path(".dexter"), "DEXTER_HOME")
    dexter_model: str = setting("claude-sonnet-4-6", "DEXTER_MODEL")
    dexter_fast_model: str = setting("", "DEXTER_FAST_MODEL")
    dexter_max_iterations: int = setting(10, "DEXTER_MAX_ITERATIONS", ge=1, le=50)
    dexter_context_tokens: int = setting(100_000, "DEXTER_CONTEXT_TOKENS", ge=1_000)
    dexter_lang: str = setting("ko", "DEXTER_LANG")
    dexter_offline: bool = setting(False, "DEXTER_OFFLINE")

    anthropic_api_key: SecretStr | None = setting(None, "ANTHROPIC_API_KEY")
    anthropic_base_url: str | None = setting(None, "ANTHROPIC_BASE_URL")
    openai_api_key: SecretStr | None = setting(None, "OPENAI_API_KEY")
    openai_base_url: str | None = setting(None, "OPENAI_BASE_URL")
    ollama_base_url: str = setting(DEFAULT_OLLAMA_BASE_URL, "OLLAMA_BASE_URL")

    opendart_api_key: SecretStr | None = setting(None, "OPENDART_API_KEY")
    opendart_base_url: str = setting("https://opendart.fss.or.kr/api", "OPENDART_BASE_URL")
    kis_app_key: SecretStr | None = setting(None, "KIS_APP_KEY")
    kis_app_secret: SecretStr | None = setting(None, "KIS_APP_SECRET")
    kis_base_url: str = setting("https://openapi.koreainvestment.com:9443", "KIS_BASE_URL")
    kis_paper: bool = setting(False, "KIS_PAPER")

    slack_bot_token: SecretStr | None = setting(None, "SLACK_BOT_TOKEN")
    slack_app_token: SecretStr | None = setting(None, "SLACK_APP_TOKEN")
    slack_signing_secret: SecretStr | None = setting(None, "SLACK_SIGNING_SECRET")
    slack_api_url: str = setting("https://slack.com/api/", "SLACK_API_URL")
    #: both set → OAuth distribution: many workspaces / an Enterprise Grid org install the app
    #: (``/slack/install``, ``/slack/oauth_redirect``; bots.slack.oauth) instead of one SLACK_BOT_TOKEN
    slack_client_id: str | None = setting(None, "SLACK_CLIENT_ID")
    slack_client_secret: SecretStr | None = setting(None, "SLACK_CLIENT_SECRET")
    #: signs the OAuth ``state`` (a random value of its own when unset: one replica only)
    slack_state_secret: SecretStr | None = setting(None, "SLACK_STATE_SECRET")
    #: the redirect URL registered with Slack, when the app has several (else Slack uses its only one)
    slack_redirect_uri: str | None = setting(None, "SLACK_REDIRECT_URI")
    #: Fernet key(s) sealing stored installation tokens (core.secretbox); required with OAuth
    dexter_secret_key: SecretStr | None = setting(None, "DEXTER_SECRET_KEY")

    telegram_bot_token: SecretStr | None = setting(None, "TELEGRAM_BOT_TOKEN")
    telegram_api_url: str = setting("https://api.telegram.org/bot", "TELEGRAM_API_URL")
    telegram_webhook_url: str | None = setting(None, "TELEGRAM_WEBHOOK_URL")
    telegram_webhook_secret: SecretStr | None = setting(None, "TELEGRAM_WEBHOOK_SECRET")
    #: Telegram messages a second the bot may send (Telegram's limit is about 30); first replies go first
    dexter_telegram_rate: float = setting(30.0, "DEXTER_TELEGRAM_RATE", gt=0, le=1_000)

    dexter_allow_slack: str = setting("", "DEXTER_ALLOW_SLACK")
    dexter_allow_telegram: str = setting("", "DEXTER_ALLOW_TELEGRAM")
    dexter_user_daily_runs: int = setting(50, "DEXTER_USER_DAILY_RUNS", ge=0)
    dexter_max_concurrent_runs: int = setting(16, "DEXTER_MAX_CONCURRENT_RUNS", ge=1)
    dexter_admin_users: str = setting("", "DEXTER_ADMIN_USERS")
    #: seconds between two polls of OpenDART's disclosure list for the watchlist (bots.watch)
    dexter_watch_interval_s: float = setting(300.0, "DEXTER_WATCH_INTERVAL_S", gt=0)

    dexter_max_question_chars: int = setting(4_000, "DEXTER_MAX_QUESTION_CHARS", ge=1)
    dexter_run_timeout_s: float = setting(300.0, "DEXTER_RUN_TIMEOUT_S", gt=0)
    dexter_model_idle_timeout_s: float = setting(60.0, "DEXTER_MODEL_IDLE_TIMEOUT_S", gt=0)
    dexter_shutdown_grace_s: float = setting(25.0, "DEXTER_SHUTDOWN_GRACE_S", ge=0)
    dexter_recover_within_s: float = setting(600.0, "DEXTER_RECOVER_WITHIN_S", ge=0)
    #: a run whose replica has not renewed its heartbeat for this long is taken over by another
    dexter_heartbeat_timeout_s: float = setting(15.0, "DEXTER_HEARTBEAT_TIMEOUT_S", gt=0)
    dexter_retention_days: float = setting(30.0, "DEXTER_RETENTION_DAYS", gt=0)
    dexter_dedup_ttl_s: float = setting(86_400.0, "DEXTER_DEDUP_TTL_S", gt=0)
    #: seconds between edits of one progress message; unset = each platform's own (Slack 1.5 s,
    #: Telegram 1.5 s in private chats and 3.5 s in groups). Raise it to spend fewer edits.
    dexter_edit_interval_s: float | None = setting(None, "DEXTER_EDIT_INTERVAL_S", gt=0)

    #: postgresql://… → the store (runs, dedup keys, memory, quotas, watchlist, cache, KIS token) on
    #: PostgreSQL, shared by every replica (core.store.postgres); empty = SQLite under DEXTER_HOME
    dexter_database_url: SecretStr | None = setting(None, "DEXTER_DATABASE_URL")
    #: the bearer token ``dexter mcp --http`` requires of every request (it will not start without one)
    dexter_mcp_token: SecretStr | None = setting(None, "DEXTER_MCP_TOKEN")

    #: redis://… → rate budgets (Slack edits, Telegram sends, KIS calls) and the KIS token shared by
    #: every replica (core.shared); empty = in-process, as for one machine
    dexter_redis_url: SecretStr | None = setting(None, "DEXTER_REDIS_URL")

    dexter_log_format: Literal["console", "json"] | None = setting(None, "DEXTER_LOG_FORMAT")
    dexter_log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = setting(
        "INFO", "DEXTER_LOG_LEVEL"
    )
    dexter_log_ids: bool = setting(False, "DEXTER_LOG_IDS")

    model_fields: ClassVar[dict[str, Field]]
    model_fields_set: set[str]

    def __init__(self, **values: Any) -> None:
        """``values`` (by alias or name) over the environment and ``.env`` (``_sources``); a value a
        setting cannot take raises ``InvalidSetting`` naming the key it was given under."""
        given = _sources(type(self), values)
        fields = type(self).model_fields
        for name, field in fields.items():
            key = next((key for key in (name, field.alias) if key in given), None)
            if key is None:
                setattr(self, name, field.default)
                continue
            try:
                setattr(self, name, field.read(_before(name, field, given[key])))
            except ValueError as exc:
                raise InvalidSetting(key, str(exc)) from None
        self.model_fields_set = {
            name for name, field in fields.items() if name in given or field.alias in given
        }

    def model_copy(self, *, update: Mapping[str, Any] | None = None) -> Self:
        """A copy with ``update``'s fields (by name) set as given, unchecked, as pydantic's copy did."""
        copy = object.__new__(type(self))
        vars(copy).update(vars(self))
        copy.model_fields_set = set(self.model_fields_set)
        for name, value in (update or {}).items():
            setattr(copy, name, value)
            copy.model_fields_set.add(name)
        return copy

    def model_dump(self) -> dict[str, Any]:
        """Every field by name (secrets stay ``SecretStr``)."""
        return {name: getattr(self, name) for name in type(self).model_fields}

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.model_dump().items())
        return f"{type(self).__name__}({shown})"

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Settings)
            and type(other) is type(self)
            and self.model_dump() == other.model_dump()
        )

    __hash__ = None  # type: ignore[assignment]

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


Settings.model_fields = fields_of(Settings)


def _before(name: str, field: Field, value: object) -> object:
    """What a value given or read means before it is checked: an optional setting left empty
    (``SLACK_APP_TOKEN=`` in a .env template) is unset — no Socket Mode, no webhook,
    ``DEXTER_EDIT_INTERVAL_S=`` each platform's own spacing —; ``JSON``/``info`` are fine for the log
    settings, and an empty log level is the default."""
    text = value.get_secret_value() if hasattr(value, "get_secret_value") else value
    if name == "dexter_log_level" and isinstance(text, str):
        return text.strip().upper() or field.default
    if name == "dexter_log_format" and isinstance(text, str):
        return text.strip().lower() or None
    if field.default is None and isinstance(text, str) and not text.strip():
        return None
    return value


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


def _sources(model: type[Settings], given: Mapping[str, Any]) -> dict[str, Any]:
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
    """Read settings from the environment; a value a setting cannot take becomes a one-line ``ConfigError``."""
    try:
        return Settings(**overrides)
    except InvalidSetting as exc:
        raise ConfigError(str(exc), setting=exc.key) from None
