"""``/dexter usage`` (the asker's day) and ``/dexter status`` (the operator's view), as Korean text."""

from __future__ import annotations

import time
from datetime import datetime

from bots.relay.relay import Relay
from bots.version import package_version
from core.clock import now_kst


async def usage_text(relay: Relay, platform: str, user_id: str, *, now: datetime | None = None) -> str:
    """Today's (KST) questions and model tokens of one user, against the daily AI-analysis quota."""
    now = now or now_kst()
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    runs, tokens = (0, 0)
    if relay.journal is not None:
        runs, tokens = await relay.journal.usage_since(platform, user_id, midnight.timestamp())
    lines = [f"📊 오늘({now:%m월 %d일}) 사용량", f"• 질문 {runs:,}건 · 모델 토큰 {tokens:,}"]
    if relay.quota is not None:
        used = await relay.quota.used(platform, user_id)
        limit = relay.quota.daily_runs
        lines.append(
            f"• AI 분석 {used:,}회 / 하루 {limit:,}회" if limit else f"• AI 분석 {used:,}회 (한도 없음)"
        )
    lines.append("빠른 답변과 회사 카드는 한도에 들어가지 않습니다.")
    return "\n".join(lines)


def status_text(relay: Relay, *, started_at: float, now: float | None = None) -> str:
    """Version, uptime, active and queued runs, model and data sources (for admins)."""
    uptime = int((now if now is not None else time.time()) - started_at)
    hours, rest = divmod(uptime, 3600)
    runs = relay.runs
    return "\n".join(
        [
            f"🛠 Korean Dexter {package_version()} · 가동 {hours}시간 {rest // 60}분",
            f"• 실행 중 {runs.running}건 · 대기 {max(0, runs.pending - runs.running)}건 (동시 한도 {runs.max_concurrent})",
            f"• 모델: {relay.info.get('model', '없음')}",
            f"• 데이터: {relay.info.get('data', '알 수 없음')}",
        ]
    )
