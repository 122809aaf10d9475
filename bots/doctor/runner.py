"""Run every check of ``dexter doctor``: config, store, then the services concurrently, then the clock.

Each check has its own deadline (``CHECK_TIMEOUT_S``): a service that never answers fails its row with
a timeout, the others still run, and doctor never hangs. A check that raises something unexpected fails
its row with the error's type (never its text: it might carry a URL with a key). Every row is scrubbed
of every configured secret before it is returned.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path

import httpx

from bots.doctor.clock import DateRecorder, clock_check
from bots.doctor.config_check import config_check
from bots.doctor.data_checks import kis_check, opendart_check
from bots.doctor.model_check import import_sdk, model_check
from bots.doctor.platforms import slack_check, telegram_check
from bots.doctor.result import Check, failed
from bots.doctor.store_check import redis_check, store_check
from core.config import Settings
from core.store import Store

CHECK_TIMEOUT_S = 10.0
ORDER = ("config", "store", "redis", "slack", "telegram", "model", "opendart", "kis", "clock")
_TIMEOUT_FIX = {
    "store": "DEXTER_HOME의 디스크가 응답하는지, 다른 프로세스가 dexter.db를 잠그고 있지 않은지 확인하세요.",
    "redis": "Redis가 제때 응답하지 않았으니 네트워크와 DEXTER_REDIS_URL을 확인하세요.",
    "slack": "Slack API에 제때 연결하지 못했으니 네트워크·프록시와 SLACK_API_URL을 확인하세요.",
    "telegram": "Telegram Bot API에 제때 연결하지 못했으니 네트워크·프록시와 TELEGRAM_API_URL을 확인하세요.",
    "model": "모델 서버가 제때 응답하지 않았으니 네트워크와 모델 base URL 설정을 확인하세요.",
    "opendart": "OpenDART가 제때 응답하지 않았으니 네트워크와 OPENDART_BASE_URL을 확인하세요.",
    "kis": "KIS Open API가 제때 응답하지 않았으니 네트워크와 KIS_BASE_URL을 확인하세요.",
}


async def bounded(name: str, check: Callable[[], Awaitable[Check]], timeout_s: float) -> Check:
    try:
        async with asyncio.timeout(timeout_s):
            return await check()
    except TimeoutError:
        return failed(
            name, f"{timeout_s:.0f}초 안에 끝나지 않음", _TIMEOUT_FIX.get(name, "네트워크를 확인하세요.")
        )
    except Exception as exc:  # one broken check must not hide the others
        return failed(
            name,
            f"예상하지 못한 오류: {type(exc).__name__}",
            "DEXTER_LOG_LEVEL=DEBUG로 다시 실행해 로그를 확인하세요.",
        )


async def run_doctor(
    settings: Settings,
    *,
    environ: Mapping[str, str],
    env_file: Path | None = None,
    timeout_s: float = CHECK_TIMEOUT_S,
) -> list[Check]:
    """Every row, in ``ORDER``; skipped services have ``ok=None``."""
    rows = [config_check(settings, environ, env_file)]
    dates = DateRecorder()
    store: Store | None = None

    async def open_store() -> Check:
        nonlocal store
        row, store = await store_check(settings)
        return row

    http = httpx.AsyncClient(
        timeout=httpx.Timeout(timeout_s), follow_redirects=True, event_hooks={"response": [dates]}
    )
    try:
        rows.append(await bounded("store", open_store, timeout_s))
        checks: dict[str, Callable[[], Awaitable[Check]]] = {
            **({"redis": lambda: redis_check(settings)} if settings.redis_url else {}),
            "slack": lambda: slack_check(settings, http),
            "telegram": lambda: telegram_check(settings, http),
            "opendart": lambda: opendart_check(settings, http, store),
            "kis": lambda: kis_check(settings, http, store),
        }

        async def model_row() -> Check:
            await asyncio.to_thread(
                import_sdk, settings
            )  # CPU, not network: off the loop, before the deadline
            return await bounded("model", lambda: model_check(settings, timeout_s), timeout_s)

        async with asyncio.TaskGroup() as group:
            tasks = {
                name: group.create_task(bounded(name, check, timeout_s)) for name, check in checks.items()
            }
            tasks["model"] = group.create_task(model_row())
        rows += [tasks[name].result() for name in ORDER if name in tasks]
    finally:
        await http.aclose()
        if store is not None:
            await store.close()
    rows.append(clock_check(settings, dates))
    secrets = settings.secret_values()
    return [row.scrubbed(secrets) for row in rows]
