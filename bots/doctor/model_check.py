"""The ``model`` row: list the provider's models with the configured key and base URL.

Listing models is authenticated but costs no tokens. The official SDK makes the call (imported only
when its provider is configured), so the key travels exactly as the product sends it. ``scripted:``
models pass when the replay file loads; a provider without a key is skipped — the product then answers
from the quick path only, which the row says.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from bots.doctor.result import Check, failed, passed, skipped, tail
from core.config import Settings
from core.errors import ConfigError, ScriptError
from core.scripted import load_replay
from providers.registry import provider_of

_KEY_VAR = {
    "anthropic": "ANTHROPIC_API_KEY",
    "openai": "OPENAI_API_KEY",
    "openai-compatible": "OPENAI_API_KEY",
}
_URL_VAR = {
    "anthropic": "ANTHROPIC_BASE_URL",
    "openai": "OPENAI_BASE_URL",
    "openai-compatible": "OPENAI_BASE_URL",
    "ollama": "OLLAMA_BASE_URL",
}
_PLACEHOLDER_KEY = "not-needed"


async def model_check(settings: Settings, timeout_s: float) -> Check:
    name = settings.dexter_model
    try:
        provider = provider_of(name)
    except ConfigError as exc:
        return failed(
            "model",
            str(exc),
            "DEXTER_MODEL을 claude-*, gpt-*, openai:<이름>, ollama:<이름> 중 하나로 설정하세요.",
        )
    if provider == "scripted":
        try:
            load_replay(Path(name.removeprefix("scripted:")))
        except ScriptError as exc:
            return failed(
                "model", str(exc), "DEXTER_MODEL=scripted:<경로>가 올바른 재생 파일을 가리키게 하세요."
            )
        return passed("model", f"{name} (재생 파일, 네트워크 호출 없음)")
    key_var = _KEY_VAR.get(provider)
    key = _key(settings, provider)
    if not _lists(provider, key):
        return skipped("model", f"{name}: {key_var} 없음 — AI 분석 없이 회사 카드와 수치 질문만 답합니다")
    try:
        count = await _list_models(settings, provider, key, timeout_s)
    except _Refused as exc:
        fix = f"{key_var or '모델 서버'}의 키가 거부되었으니 제공처 콘솔에서 유효한 API 키를 만들어 {key_var}에 넣으세요."
        shown = f" (키 {tail(key)})" if key else ""
        return failed("model", f"{provider}: HTTP {exc.status}{shown}", fix)
    except _Unreachable as exc:
        url_var = _URL_VAR[provider]
        return failed(
            "model",
            f"{provider}: {exc.what}",
            f"모델 서버에 연결하지 못했으니 네트워크와 {url_var} 설정을 확인하세요.",
        )
    listed = f"모델 {count}개 조회" if count is not None else "모델 목록 API 없음 (서버 응답 확인)"
    return passed("model", f"{name} ({provider}) · {listed}")


def _lists(provider: str, key: str | None) -> bool:
    """Whether the check calls the provider (a provider that needs a key is skipped without one)."""
    return key is not None or not _KEY_VAR.get(provider) or provider == "openai-compatible"


def import_sdk(settings: Settings) -> None:
    """Import the SDK the check will call, if it calls one: seconds of CPU (anthropic ~4 s on a slow
    machine), which the runner spends in a thread before the model's deadline starts, so neither that
    deadline nor the other checks' (whose timers run on the loop meanwhile) count it. A failed import
    is left to the check itself."""
    try:
        provider = provider_of(settings.dexter_model)
    except ConfigError:
        return
    if provider == "scripted" or not _lists(provider, _key(settings, provider)):
        return
    try:
        importlib.import_module("anthropic" if provider == "anthropic" else "openai")
    except ImportError:
        return


def _key(settings: Settings, provider: str) -> str | None:
    secret = settings.anthropic_api_key if provider == "anthropic" else settings.openai_api_key
    if provider == "ollama" or secret is None or not secret.get_secret_value().strip():
        return None
    return secret.get_secret_value()


class _Refused(Exception):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class _Unreachable(Exception):
    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


async def _list_models(settings: Settings, provider: str, key: str | None, timeout_s: float) -> int | None:
    """How many models the first page lists (``None``: a compatible server without ``/models``)."""
    if provider == "anthropic":
        import anthropic

        client: Any = anthropic.AsyncAnthropic(
            api_key=key, base_url=settings.anthropic_base_url, max_retries=0, timeout=timeout_s
        )
        errors: Any = anthropic
    else:
        import openai

        base = settings.ollama_base_url if provider == "ollama" else settings.openai_base_url
        client = openai.AsyncOpenAI(
            api_key=key or _PLACEHOLDER_KEY, base_url=base, max_retries=0, timeout=timeout_s
        )
        errors = openai
    try:
        page = await client.models.list()
        return len(page.data)
    except (errors.AuthenticationError, errors.PermissionDeniedError) as exc:
        raise _Refused(exc.status_code) from None
    except errors.NotFoundError as exc:
        if provider in ("openai-compatible", "ollama"):
            return None  # the server answered; not every compatible server lists models
        raise _Unreachable(f"HTTP {exc.status_code}") from None
    except errors.APIStatusError as exc:
        raise _Unreachable(f"HTTP {exc.status_code}") from None
    except errors.APIConnectionError as exc:  # includes timeouts
        raise _Unreachable(type(exc).__name__) from None
    finally:
        await client.close()
