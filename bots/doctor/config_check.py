"""The ``config`` row: what is configured, variables that look like typos, settings that contradict
each other. Pure: it reads the settings, the environment and the keys of ``.env``, never the network."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from pathlib import Path

from bots.doctor.result import Check, failed, passed
from core.config import Settings
from core.errors import ConfigError
from providers.registry import provider_of

#: Prefixes that belong to this product: a variable with one of them that the product does not read is
#: reported, and one close to a known name is called a typo (and fails the check).
OUR_PREFIXES = ("DEXTER_", "SLACK_", "TELEGRAM_", "OPENDART_", "KIS_")
#: Read by something other than ``Settings`` (Slack Bolt reads the OAuth pair; ``bots.version`` the image's
#: build commit) or reserved in DESIGN §3.
OTHER_KNOWN = frozenset(
    {
        "DEXTER_BUILD",
        "SLACK_CLIENT_ID",
        "SLACK_CLIENT_SECRET",
        "DEXTER_DATABASE_URL",
        "DEXTER_REDIS_URL",
        "DEXTER_WATCH_INTERVAL_S",
    }
)
TELEGRAM_PUBLIC_API = "https://api.telegram.org/bot"
TYPO_CUTOFF = 0.8


def known_names() -> frozenset[str]:
    aliases = {field.alias or name.upper() for name, field in Settings.model_fields.items()}
    return frozenset(aliases) | OTHER_KNOWN


def dotenv_keys(path: Path) -> list[str]:
    """The variable names a ``.env`` file sets (values are never read here)."""
    try:
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    keys = []
    for line in lines:
        stripped = line.strip().removeprefix("export ").strip()
        if stripped and not stripped.startswith("#") and "=" in stripped:
            keys.append(stripped.split("=", 1)[0].strip())
    return keys


def unknown_names(names: Iterable[str]) -> tuple[dict[str, str], list[str]]:
    """(typos: name → the known name it resembles, other unknown names of ours)."""
    known = known_names()
    typos: dict[str, str] = {}
    others: list[str] = []
    for name in sorted(set(names)):
        if not name.startswith(OUR_PREFIXES) or name in known:
            continue
        close = difflib.get_close_matches(name, known, n=1, cutoff=TYPO_CUTOFF)
        if close:
            typos[name] = close[0]
        else:
            others.append(name)
    return typos, others


def _set(value: object) -> bool:
    if value is None:
        return False
    text = value.get_secret_value() if hasattr(value, "get_secret_value") else str(value)
    return bool(str(text).strip())


def _oauth_conflicts(s: Settings) -> list[tuple[str, str]]:
    """Slack OAuth distribution (many workspaces): the tokens are in the store, sealed with a key."""
    from core.secretbox import HOW_TO_MAKE, SecretBox

    found: list[tuple[str, str]] = []
    if _set(s.slack_bot_token):
        found.append(
            (
                "OAuth 모드(SLACK_CLIENT_ID/SECRET)인데 SLACK_BOT_TOKEN도 설정됨",
                "OAuth에서는 워크스페이스별 토큰을 저장소에서 읽으니 SLACK_BOT_TOKEN을 지우세요 "
                "(한 워크스페이스만 쓰려면 SLACK_CLIENT_ID와 SLACK_CLIENT_SECRET을 지우세요).",
            )
        )
    key = s.dexter_secret_key.get_secret_value() if s.dexter_secret_key is not None else ""
    try:
        SecretBox(key)
    except ConfigError:
        found.append(
            (
                "OAuth 모드인데 DEXTER_SECRET_KEY가 없거나 Fernet 키가 아님",
                f"설치 토큰을 암호화할 키를 DEXTER_SECRET_KEY에 넣으세요. 만들기: {HOW_TO_MAKE}",
            )
        )
    if not _set(s.slack_app_token) and not _set(s.slack_signing_secret):
        found.append(
            (
                "OAuth 모드인데 SLACK_SIGNING_SECRET이 없음",
                "앱의 Signing Secret을 SLACK_SIGNING_SECRET에 넣으세요 (/slack/events, /slack/install).",
            )
        )
    return found


def conflicts(settings: Settings, names: Iterable[str]) -> list[tuple[str, str]]:
    """(problem, one-sentence Korean fix) for every contradiction in the settings."""
    s, present = settings, set(names)
    found: list[tuple[str, str]] = []
    slack_bot, slack_app = _set(s.slack_bot_token), _set(s.slack_app_token)
    oauth_pair = {"SLACK_CLIENT_ID", "SLACK_CLIENT_SECRET"}
    oauth = s.slack_oauth or oauth_pair <= present
    if oauth:
        found += _oauth_conflicts(s)
    elif oauth_pair & present:
        found.append(
            (
                "SLACK_CLIENT_ID와 SLACK_CLIENT_SECRET 중 하나만 설정됨",
                "여러 워크스페이스(OAuth)에 설치하려면 둘 다, 한 워크스페이스 봇이면 둘 다 지우세요.",
            )
        )
    if (slack_app or _set(s.slack_signing_secret)) and not slack_bot and not oauth:
        found.append(
            (
                "Slack 설정에 SLACK_BOT_TOKEN이 없음",
                "Slack 앱의 Bot User OAuth Token(xoxb-)을 SLACK_BOT_TOKEN에 넣으세요.",
            )
        )
    if slack_bot and not s.slack_bot_token.get_secret_value().startswith("xoxb-"):  # type: ignore[union-attr]
        found.append(
            (
                "SLACK_BOT_TOKEN이 xoxb-로 시작하지 않음",
                "SLACK_BOT_TOKEN에는 봇 토큰(xoxb-…)을 넣으세요 (xoxp-/xapp- 아님).",
            )
        )
    if slack_app and not s.slack_app_token.get_secret_value().startswith("xapp-"):  # type: ignore[union-attr]
        found.append(
            (
                "SLACK_APP_TOKEN이 xapp-로 시작하지 않음",
                "SLACK_APP_TOKEN에는 connections:write 권한의 앱 수준 토큰(xapp-…)을 넣으세요.",
            )
        )
    if slack_bot and not slack_app and not _set(s.slack_signing_secret):
        found.append(
            (
                "Slack HTTP 모드인데 SLACK_SIGNING_SECRET이 없음",
                "Socket Mode면 SLACK_APP_TOKEN을, HTTP 모드면 앱의 Signing Secret을 SLACK_SIGNING_SECRET에 넣으세요.",
            )
        )
    found += _telegram_conflicts(s)
    if _set(s.kis_app_key) != _set(s.kis_app_secret):
        found.append(
            (
                "KIS_APP_KEY와 KIS_APP_SECRET 중 하나만 설정됨",
                "KIS Developers에서 발급한 앱키와 앱시크릿을 KIS_APP_KEY와 KIS_APP_SECRET에 함께 넣으세요.",
            )
        )
    if not s.dexter_offline and not _set(s.opendart_api_key):
        found.append(
            (
                "OPENDART_API_KEY 없음",
                "opendart.fss.or.kr에서 인증키를 받아 OPENDART_API_KEY에 넣거나, "
                "녹화 데이터로 돌리려면 DEXTER_OFFLINE=1을 설정하세요.",
            )
        )
    try:
        provider_of(s.dexter_model)
    except ConfigError:
        found.append(
            (
                f"DEXTER_MODEL={s.dexter_model!r}은 알 수 없는 모델 이름",
                "DEXTER_MODEL을 claude-*, gpt-*, openai:<이름>, ollama:<이름> 중 하나로 설정하세요.",
            )
        )
    return found


def _telegram_conflicts(s: Settings) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    hook_url, hook_secret = _set(s.telegram_webhook_url), _set(s.telegram_webhook_secret)
    if (hook_url or hook_secret) and not _set(s.telegram_bot_token):
        found.append(
            (
                "Telegram 웹훅 설정에 TELEGRAM_BOT_TOKEN이 없음",
                "BotFather에서 받은 봇 토큰을 TELEGRAM_BOT_TOKEN에 넣으세요.",
            )
        )
    if hook_secret and not hook_url:
        found.append(
            (
                "TELEGRAM_WEBHOOK_SECRET만 있고 TELEGRAM_WEBHOOK_URL이 없음",
                "웹훅을 쓰려면 TELEGRAM_WEBHOOK_URL을 설정하고, 폴링을 쓰려면 TELEGRAM_WEBHOOK_SECRET을 지우세요.",
            )
        )
    url = s.telegram_webhook_url or ""
    public = s.telegram_api_url.rstrip("/") == TELEGRAM_PUBLIC_API
    if hook_url and public and not url.startswith("https://"):
        found.append(
            (
                "TELEGRAM_WEBHOOK_URL이 https가 아님",
                "Telegram은 https 웹훅만 받으니 TELEGRAM_WEBHOOK_URL을 https://<호스트>/telegram/webhook 형태로 설정하세요.",
            )
        )
    return found


def _summary(s: Settings) -> str:
    parts = []
    if _set(s.slack_bot_token):
        parts.append("Slack(" + ("Socket Mode" if _set(s.slack_app_token) else "HTTP") + ")")
    if _set(s.telegram_bot_token):
        parts.append("Telegram(" + ("웹훅" if _set(s.telegram_webhook_url) else "폴링") + ")")
    platforms = ", ".join(parts) or "플랫폼 없음(dexter serve에는 토큰 필요)"
    try:
        provider = provider_of(s.dexter_model)
    except ConfigError:
        provider = "?"
    if s.dexter_offline:
        data = "오프라인 번들"
    else:
        sources = [n for n, v in (("OpenDART", s.opendart_api_key), ("KIS", s.kis_app_key)) if _set(v)]
        data = ", ".join(sources) or "없음"
    return f"{platforms} · 모델 {s.dexter_model} ({provider}) · 데이터 {data}"


def config_check(settings: Settings, environ: Mapping[str, str], env_file: Path | None = None) -> Check:
    names = [*environ, *(dotenv_keys(env_file) if env_file is not None else [])]
    typos, others = unknown_names(names)
    problems = conflicts(settings, names)
    problems += [
        (f"{name}은(는) 알 수 없는 변수 ({known}의 오타?)", f"{name}을(를) {known}(으)로 고치세요.")
        for name, known in typos.items()
    ]
    detail = _summary(settings)
    if others:
        detail += " · 쓰이지 않는 변수: " + ", ".join(others)
    if not problems:
        return passed("config", detail)
    return failed(
        "config", detail + " · 문제: " + "; ".join(p for p, _ in problems), " ".join(f for _, f in problems)
    )
