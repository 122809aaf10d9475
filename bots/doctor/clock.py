"""The ``clock`` row: this machine's clock against the ``Date`` header of a configured service.

No extra request: the shared httpx client of the other checks records the first ``Date`` each service
sends. Slack is preferred (it refuses signed requests more than 5 minutes off); then Telegram, OpenDART
and KIS. ``Date`` has one-second resolution, so only skews over ``MAX_SKEW_S`` fail.
"""

from __future__ import annotations

import time
from email.utils import parsedate_to_datetime

import httpx

from bots.doctor.result import Check, failed, passed, skipped
from core.config import Settings

MAX_SKEW_S = 60.0
_FIX = (
    "서버 시계가 어긋났으니 NTP 시간 동기화를 켜세요 (예: timedatectl set-ntp true); "
    "Slack은 5분 넘게 어긋난 요청을 거부합니다."
)


def origin(url: httpx.URL) -> str:
    return f"{url.scheme}://{url.host}:{url.port or ''}"


class DateRecorder:
    """An httpx response hook: (origin → skew in seconds, server minus local) of the first reply per host."""

    def __init__(self) -> None:
        self.skews: dict[str, float] = {}

    async def __call__(self, response: httpx.Response) -> None:
        host = origin(response.request.url)
        raw = response.headers.get("date")
        if host in self.skews or raw is None:
            return
        try:
            server = parsedate_to_datetime(raw).timestamp()
        except (TypeError, ValueError, IndexError):
            return
        # ``Date`` is truncated to the second: its middle is the best guess of the server's time
        self.skews[host] = server + 0.5 - time.time()


def _candidates(settings: Settings) -> list[tuple[str, str | None]]:
    """(service, base URL) in order of preference; a URL only for a configured service."""
    s = settings
    online = not s.dexter_offline
    return [
        ("Slack", s.slack_api_url if s.slack_bot_token is not None else None),
        ("Telegram", s.telegram_api_url if s.telegram_bot_token is not None else None),
        ("OpenDART", s.opendart_base_url if online and s.opendart_api_key is not None else None),
        ("KIS", s.kis_base_url if online and s.kis_app_key is not None else None),
    ]


def clock_check(settings: Settings, recorder: DateRecorder) -> Check:
    for service, url in _candidates(settings):
        if url is None:
            continue
        skew = recorder.skews.get(origin(httpx.URL(url)))
        if skew is None:
            continue
        detail = f"{service} Date 기준 {skew:+.0f}초"
        if abs(skew) > MAX_SKEW_S:
            return failed("clock", detail + f" (허용 ±{MAX_SKEW_S:.0f}초)", _FIX)
        return passed("clock", detail)
    return skipped("clock", "Date 헤더를 준 서비스 없음 (설정된 온라인 서비스 없음 또는 응답 없음)")
