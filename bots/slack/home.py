"""The App Home tab: what Korean Dexter does, its commands, example questions and the user's usage
today, published with ``views.publish`` when the user opens the tab (``app_home_opened``)."""

from __future__ import annotations

from typing import Any

from bots.relay.relay import Relay
from bots.relay.usage import usage_text
from bots.slack.assistant import SUGGESTED_PROMPTS

COMMANDS = (
    "• `/dexter 005930` 또는 `/dexter 삼성전자` — 회사 카드 (모델 호출 없음)\n"
    "• `/dexter 질문` — 채널에서 조사하고 진행 상황 메시지의 스레드에 답합니다\n"
    "• `@dexter 질문` — 채널에서 멘션하면 그 스레드에서 답합니다 (이어서 물을 때는 멘션 없이)\n"
    "• 이 앱에 DM 또는 어시스턴트 창 — 바로 질문하세요\n"
    "• `/dexter stop` 또는 ⏹ 버튼 — 진행 중인 질문 취소\n"
    "• `/dexter usage` — 오늘 내 사용량 · `/dexter help` — 도움말"
)
EXAMPLES = (
    *(prompt["message"] for prompt in SUGGESTED_PROMPTS),
    "현대차 2023년 배당금과 배당성향은?",
    "LG에너지솔루션 PER, PBR 알려줘",
)
NOTE = (
    "OpenDART 공시와 KIS 시세로 답합니다. 투자 권유가 아닌 리서치이며, 투자 판단과 책임은 본인에게 있습니다."
)


def _section(text: str) -> dict[str, Any]:
    return {"type": "section", "text": {"type": "mrkdwn", "text": text}}


def home_view(usage: str) -> dict[str, Any]:
    """The Home tab for one user (``usage``: their day, as ``/dexter usage`` says it)."""
    examples = "\n".join(f"• {example}" for example in EXAMPLES)
    return {
        "type": "home",
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": "Korean Dexter — 한국 상장사 리서치"}},
            _section(NOTE),
            {"type": "divider"},
            _section(f"*명령*\n{COMMANDS}"),
            _section(f"*이렇게 물어보세요*\n{examples}"),
            {"type": "divider"},
            _section(usage),
        ],
    }


async def publish_home(client: Any, relay: Relay, user: str) -> None:
    """``views.publish`` the Home tab for ``user`` (``client``: the Bolt app's ``AsyncWebClient``)."""
    usage = (await usage_text(relay, "slack", user)).replace("📊 ", "*📊 ", 1).replace("\n", "*\n", 1)
    await client.views_publish(user_id=user, view=home_view(usage))
