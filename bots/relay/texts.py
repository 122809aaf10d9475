"""What the bot says in Korean on every platform: the run's end states, notices and command replies.

Slack and Telegram import these; a platform keeps only what is about itself (its help layout, its
allow-list variable)."""

from __future__ import annotations

ERROR_MESSAGE = "내부 오류가 발생했습니다. 잠시 후 다시 시도해 주세요."
QUOTA_MESSAGE = "오늘 사용할 수 있는 분석 횟수({limit}회)를 모두 사용했습니다. 내일 다시 시도해 주세요."
RESTARTED_NOTICE = "⚠️ 재시작으로 중단되어 다시 실행합니다"
SHUTDOWN_MESSAGE = "봇이 재시작되어 처리를 멈췄습니다. 다시 시작되면 이 메시지에서 이어서 실행합니다."
INTERRUPTED_MESSAGE = "봇이 재시작되어 이 질문의 처리가 중단되었습니다. 다시 질문해 주세요."
TIMEOUT_MESSAGE = "시간 초과: {seconds:.0f}초 안에 분석을 끝내지 못했습니다. 질문을 좁혀 다시 시도해 주세요."
NOTHING_RUNNING = "진행 중인 질문이 없습니다."
NOT_YOURS = "본인이 요청한 질문만 중지할 수 있습니다."
ADMINS_ONLY = "관리자만 볼 수 있습니다 (DEXTER_ADMIN_USERS)."
RESTARTING = "지금은 봇이 재시작 중입니다. 잠시 후 다시 시도해 주세요."
STOPPED = "취소했습니다."
