"""What the Telegram bot says: help, refusals, notices and the command menus (Korean by default)."""

from __future__ import annotations

from telegram import BotCommand

from bots.relay.texts import ADMINS_ONLY, NOT_YOURS, NOTHING_RUNNING, RESTARTING, STOPPED

__all__ = ["ADMINS_ONLY", "NOTHING_RUNNING", "NOT_YOURS", "RESTARTING", "STOPPED"]

HELP = (
    "Korean Dexter — 한국 상장사 리서치 봇입니다. OpenDART 공시와 시세로 답하고 출처를 붙입니다.\n\n"
    "예시\n"
    "• 삼성전자 2023년 영업이익률 분석해줘\n"
    "• SK하이닉스와 삼성전자 2024년 매출 비교\n"
    "• /dexter 005930 — 회사 카드\n"
    "• /dexter chart 005930 3m — 주가 차트 (1m·3m·1y·5y) · /dexter chart 삼성전자 실적 — 실적 차트\n"
    "• /dexter stop — 진행 중인 질문 취소 (⏹ 버튼도 됩니다)\n"
    "• /dexter usage — 오늘 내 사용량 · /dexter status — 봇 상태 (관리자)\n"
    "• /watch 삼성전자 — 새 공시가 올라오면 이 대화에 알림 · /unwatch 삼성전자 · /watchlist\n\n"
    "개인 채팅에서는 그냥 질문하세요. 그룹에서는 /dexter 질문, 봇 멘션, 또는 봇 메시지에 답장으로 물어보세요. "
    "같은 대화(주제)에서는 앞선 질문을 기억합니다."
)
NOT_ALLOWED = (
    "이 봇을 사용할 권한이 없습니다.\n"
    "사용자 ID: {user}\n채팅 ID: {chat}\n"
    "운영자에게 위 ID를 DEXTER_ALLOW_TELEGRAM 설정에 추가해 달라고 요청하세요."
)
TEXT_ONLY = (
    "글로 질문해 주세요. 예: 삼성전자 2023년 영업이익률 분석해줘 (사진·파일·음성은 아직 읽지 못합니다)"
)
COMMANDS_PRIVATE = (
    BotCommand("dexter", "회사 카드·차트 또는 질문 — /dexter 005930 · /dexter chart 005930"),
    BotCommand("watch", "공시 알림 켜기 — /watch 삼성전자"),
    BotCommand("unwatch", "공시 알림 끄기 — /unwatch 삼성전자"),
    BotCommand("watchlist", "공시 알림 받는 회사"),
    BotCommand("help", "사용법과 예시"),
)
COMMANDS_GROUP = (
    BotCommand("dexter", "질문·회사 카드·차트 — /dexter 삼성전자 영업이익률 · /dexter chart 005930"),
    BotCommand("watch", "이 그룹에 공시 알림 켜기 — /watch 삼성전자"),
    BotCommand("unwatch", "공시 알림 끄기 — /unwatch 삼성전자"),
    BotCommand("watchlist", "공시 알림 받는 회사"),
    BotCommand("help", "사용법과 예시"),
)
