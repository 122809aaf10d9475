"""The ``slack`` and ``telegram`` rows: one harmless authenticated call each, over plain httpx.

Slack: ``auth.test`` with the bot token; Slack returns the scopes the token was granted in the
``x-oauth-scopes`` header, compared with ``SLACK_SCOPES`` (the manifest's, kept equal by a test).
Telegram: ``getMe``, then ``getWebhookInfo`` against the mode configured — with ``TELEGRAM_WEBHOOK_URL``
a registered webhook must be that URL; with polling no webhook may be set (another deployment using
the same token with a webhook would take the updates).

Telegram URLs carry the token (``…/bot<token>/getMe``): no URL and no exception text goes into a row.
"""

from __future__ import annotations

import socket
import ssl
from typing import Any
from urllib.parse import urlsplit

import httpx

from bots.doctor.result import Check, failed, passed, skipped, tail
from core.config import Settings

#: ``oauth_config.scopes.bot`` of deploy/slack/manifest.yml (tests/bots/test_doctor_checks.py keeps
#: them equal; the manifest is not part of the installed package).
SLACK_SCOPES = (
    "app_mentions:read",
    "channels:history",
    "groups:history",
    "im:history",
    "im:read",
    "im:write",
    "chat:write",
    "commands",
    "files:write",
    "assistant:write",
)
_SLACK_TOKEN_ERRORS = frozenset(
    {"invalid_auth", "not_authed", "account_inactive", "token_revoked", "token_expired", "no_permission"}
)
_SLACK_REFUSED_FIX = (
    "Slack 앱 설정의 OAuth & Permissions에서 Bot User OAuth Token(xoxb-)을 "
    "다시 복사해 SLACK_BOT_TOKEN에 넣으세요."
)
_TELEGRAM_REFUSED_FIX = "BotFather에서 /mybots → API Token으로 토큰을 확인해 TELEGRAM_BOT_TOKEN에 넣으세요."


def unreachable(service: str, url_var: str) -> str:
    return f"{service}에 연결하지 못했으니 네트워크·방화벽·프록시와 {url_var} 설정을 확인하세요."


def connect_problem(exc: BaseException) -> str:
    """What went wrong reaching a service, by the error under the HTTP client's: DNS, TLS, refused, timeout."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ssl.SSLError):
            return f"TLS 오류 ({type(current).__name__})"
        if isinstance(current, socket.gaierror):
            return "DNS: 호스트 이름을 찾지 못함"
        if isinstance(current, ConnectionRefusedError):
            return "연결 거부"
        if isinstance(current, TimeoutError | httpx.TimeoutException):
            return "시간 초과"
        current = current.__cause__ or current.__context__
    return type(exc).__name__


def unreachable_fix(exc: BaseException, service: str, url_var: str) -> str:
    """The fix for ``connect_problem(exc)``: a TLS failure is about certificates, the rest about the way there."""
    if connect_problem(exc).startswith("TLS"):
        return (
            f"{service}의 TLS 인증서를 확인하지 못했으니 프록시의 인증서(SSL_CERT_FILE)와 {url_var}의 "
            "https 주소를 확인하세요."
        )
    return unreachable(service, url_var)


def _json(response: httpx.Response) -> dict[str, Any]:
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


async def slack_check(settings: Settings, http: httpx.AsyncClient) -> Check:
    if settings.slack_bot_token is None or not settings.slack_bot_token.get_secret_value():
        return skipped("slack", "설정되지 않음 (SLACK_BOT_TOKEN)")
    token = settings.slack_bot_token.get_secret_value()
    url = settings.slack_api_url.rstrip("/") + "/auth.test"
    try:
        response = await http.post(url, headers={"Authorization": f"Bearer {token}"})
    except httpx.HTTPError as exc:
        return failed(
            "slack", f"auth.test: {connect_problem(exc)}", unreachable_fix(exc, "Slack API", "SLACK_API_URL")
        )
    body = _json(response)
    if not body.get("ok"):
        error = str(body.get("error") or f"HTTP {response.status_code}")
        if error in _SLACK_TOKEN_ERRORS:
            return failed("slack", f"auth.test: {error} (토큰 {tail(token)})", _SLACK_REFUSED_FIX)
        if response.status_code == 429:
            return failed(
                "slack", "auth.test: ratelimited", "Slack이 요청을 제한하고 있으니 1분 뒤 다시 실행하세요."
            )
        return failed("slack", f"auth.test: {error}", unreachable("Slack API", "SLACK_API_URL"))
    who = f"{body.get('team', '?')} ({body.get('team_id', '?')}) · 봇 {body.get('user', '?')}"
    # Which manifest the app must come from: Slack's API shows a bot token nothing of the app's own
    # settings (Socket Mode on/off, request URLs), so the row names the one that matches this mode
    # (tests/deploy/test_slack_manifests.py keeps the two manifests equal but for the mode).
    mode = (
        "Socket Mode (앱: deploy/slack/manifest.yml)"
        if settings.slack_app_token is not None
        else "HTTP /slack/events (앱: deploy/slack/manifest.http.yml, 요청 URL …/slack/events)"
    )
    granted_header = response.headers.get("x-oauth-scopes")
    if granted_header is None:
        return passed("slack", f"{who} · {mode} · 권한 목록을 받지 못함 (x-oauth-scopes 없음)")
    missing = missing_scopes(granted_header)
    if missing:
        fix = (
            f"Slack 앱의 OAuth & Permissions에 {', '.join(missing)} 권한을 추가하고 (deploy/slack/manifest.yml) "
            "워크스페이스에 다시 설치하세요."
        )
        return failed("slack", f"{who} · 빠진 권한: {', '.join(missing)}", fix)
    return passed("slack", f"{who} · {mode} · 권한 {len(SLACK_SCOPES)}개 모두 있음")


def missing_scopes(granted_header: str | None) -> list[str]:
    """The manifest's scopes (``SLACK_SCOPES``) an ``x-oauth-scopes`` header lacks (none when absent)."""
    if granted_header is None:
        return []
    granted = {s.strip() for s in granted_header.split(",") if s.strip()}
    return [s for s in SLACK_SCOPES if s not in granted]


async def _telegram_call(http: httpx.AsyncClient, base: str, method: str) -> tuple[int, dict[str, Any]]:
    response = await http.post(f"{base}/{method}")
    return response.status_code, _json(response)


async def telegram_check(settings: Settings, http: httpx.AsyncClient) -> Check:
    if settings.telegram_bot_token is None or not settings.telegram_bot_token.get_secret_value():
        return skipped("telegram", "설정되지 않음 (TELEGRAM_BOT_TOKEN)")
    token = settings.telegram_bot_token.get_secret_value()
    base = settings.telegram_api_url.rstrip("/") + token
    try:
        status, me = await _telegram_call(http, base, "getMe")
        if me.get("ok"):
            status, info = await _telegram_call(http, base, "getWebhookInfo")
    except httpx.HTTPError as exc:
        return failed(
            "telegram",
            f"getMe: {connect_problem(exc)}",
            unreachable_fix(exc, "Telegram Bot API", "TELEGRAM_API_URL"),
        )
    if not me.get("ok"):
        if status in (401, 404):
            return failed("telegram", f"getMe: HTTP {status} (토큰 {tail(token)})", _TELEGRAM_REFUSED_FIX)
        return failed(
            "telegram", f"getMe: HTTP {status}", unreachable("Telegram Bot API", "TELEGRAM_API_URL")
        )
    user = me.get("result") or {}
    who = f"@{user.get('username', '?')}"
    if not info.get("ok"):
        return failed(
            "telegram",
            f"{who} · getWebhookInfo: HTTP {status}",
            unreachable("Telegram Bot API", "TELEGRAM_API_URL"),
        )
    return _webhook_row(settings, who, info.get("result") or {})


def _where(url: str) -> str:
    """Scheme, host and path of a webhook URL (no query string: it may hold a secret)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname or ''}{parts.path}"


def _webhook_row(settings: Settings, who: str, info: dict[str, Any]) -> Check:
    registered = str(info.get("url") or "")
    wanted = settings.telegram_webhook_url or ""
    last_error = str(info.get("last_error_message") or "")
    if not wanted:
        if registered:
            fix = (
                "폴링 모드인데 웹훅이 등록되어 있으니, 같은 토큰을 웹훅으로 쓰는 다른 배포가 없는지 확인하세요 "
                "(dexter serve는 시작할 때 웹훅을 지웁니다)."
            )
            return failed("telegram", f"{who} · 폴링 모드 · 등록된 웹훅 {_where(registered)}", fix)
        return passed("telegram", f"{who} · 폴링 모드 · 웹훅 없음")
    if registered and registered != wanted:
        fix = "다른 웹훅이 등록되어 있으니 다른 배포가 같은 토큰을 쓰는지 확인하고 dexter serve를 다시 시작하세요."
        return failed("telegram", f"{who} · 웹훅 {_where(registered)} ≠ TELEGRAM_WEBHOOK_URL", fix)
    if registered and last_error:
        fix = "Telegram이 웹훅에 전달하지 못하고 있으니 TELEGRAM_WEBHOOK_URL이 밖에서 https로 열리는지 확인하세요."
        return failed("telegram", f"{who} · 웹훅 오류: {last_error[:120]}", fix)
    if not registered:
        return passed("telegram", f"{who} · 웹훅 모드 · 아직 등록 전 (dexter serve가 시작할 때 등록)")
    pending = int(info.get("pending_update_count") or 0)
    return passed("telegram", f"{who} · 웹훅 {_where(registered)} · 대기 중 업데이트 {pending}")
