from __future__ import annotations

import io
import json
import logging
from pathlib import Path

import httpx
import pytest
import respx

from core.config import Settings, load_settings
from core.errors import ConfigError
from core.logging import configure_logging, get_logger, redact

# Token-shaped fakes, assembled at run time so no literal in the repository looks like a real token.
XOXB = "xox" + "b-"
TG_BOT = "123456789" + ":AAH-SECRETtelegramTokenValue0123456789"
TG_OTHER = "987654321" + ":AAEabcdefghijklmnopqrstuvwxyz0123456"

SECRETS = {
    "ANTHROPIC_API_KEY": "sk-" + "ant-api03-SECRETanthropic0123456789",
    "OPENAI_API_KEY": "sk-proj-SECRETopenai0123456789abcdef",
    "OPENDART_API_KEY": "0123456789abcdef0123456789abcdef01234567",
    "KIS_APP_KEY": "PSabcdefSECRETkisappkey",
    "KIS_APP_SECRET": "kis-secret-value-SECRET-9876543210",
    "SLACK_BOT_TOKEN": XOXB + "1111-2222-SECRETslack",
    "SLACK_APP_TOKEN": "xapp-1-A111-SECRETapp",
    "SLACK_SIGNING_SECRET": "signing-SECRET-abcdef123456",
    "TELEGRAM_BOT_TOKEN": TG_BOT,
}


def test_settings_read_env_and_dotenv(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("DEXTER_MODEL=gpt-5.6\nDEXTER_MAX_ITERATIONS=4\n", encoding="utf-8")
    monkeypatch.setenv("DEXTER_MAX_ITERATIONS", "7")  # the environment beats .env
    settings = load_settings()
    assert settings.dexter_model == "gpt-5.6" and settings.dexter_max_iterations == 7
    assert settings.dexter_home == tmp_path / "home"
    assert settings.opendart_base_url == "https://opendart.fss.or.kr/api"
    assert settings.telegram_api_url == "https://api.telegram.org/bot"


def test_secrets_never_print(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    settings = load_settings()
    assert sorted(settings.secret_values()) == sorted(SECRETS.values())
    dumped = repr(settings) + str(settings.model_dump())
    assert not any(v in dumped for v in SECRETS.values())


def test_missing_setting_is_one_line_naming_the_variable() -> None:
    with pytest.raises(ConfigError) as info:
        Settings().require("anthropic_api_key", "model claude-sonnet-4-6")
    assert str(info.value) == "ANTHROPIC_API_KEY is not set (needed for model claude-sonnet-4-6)"
    assert info.value.setting == "ANTHROPIC_API_KEY"


def test_invalid_setting_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DEXTER_MAX_ITERATIONS", "many")
    with pytest.raises(ConfigError, match="DEXTER_MAX_ITERATIONS"):
        load_settings()


@pytest.mark.parametrize(
    ("text", "leak"),
    [
        ("GET https://opendart.fss.or.kr/api/list.json?crtfc_key=abcdef123&corp_code=1", "abcdef123"),
        ("Authorization: Bearer eyJhbGciOi.xyz", "eyJhbGciOi.xyz"),
        (f"token {XOXB}9999-8888-abcdEFGH", f"{XOXB}9999-8888-abcdEFGH"),
        (
            f"POST https://api.telegram.org/bot{TG_OTHER}/getMe",
            TG_OTHER,
        ),
        ('{"appkey": "PSxyz123", "appsecret": "abc/def=="}', "PSxyz123"),
    ],
)
def test_redactor_removes_token_shapes(text: str, leak: str) -> None:
    assert leak not in redact(text)


def test_no_secret_reaches_a_log_line(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    settings = load_settings()
    stream = io.StringIO()
    configure_logging(settings.secret_values(), level="DEBUG", stream=stream, json=True)
    log = get_logger("test")
    log.info("config", settings=settings.model_dump(), raw=dict(SECRETS.items()))
    log.warning("url", url=f"https://x/api?crtfc_key={SECRETS['OPENDART_API_KEY']}")
    try:
        raise RuntimeError(f"failed with {SECRETS['TELEGRAM_BOT_TOKEN']}")
    except RuntimeError:
        log.exception("boom")
    logging.getLogger("httpx").info(
        "HTTP Request: GET %s", f"https://opendart/api?crtfc_key={SECRETS['OPENDART_API_KEY']}"
    )
    with respx.mock:
        respx.get("https://opendart.fss.or.kr/api/company.json").respond(200, json={"status": "000"})
        httpx.get(
            "https://opendart.fss.or.kr/api/company.json", params={"crtfc_key": SECRETS["OPENDART_API_KEY"]}
        )
    output = stream.getvalue()
    lines = [json.loads(line) for line in output.splitlines()]
    assert len(lines) >= 5 and any(line.get("logger") == "httpx" for line in lines)
    for value in SECRETS.values():
        assert value not in output
    assert "***" in output
