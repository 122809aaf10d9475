"""What the bot says, in Korean, on every platform: the one place each user-facing text is written.

A text here is plain Korean in which a `…` span marks something to type (a command, an example). The
platforms render it: Slack escapes ``& < >`` and keeps the span as code (``bots.slack.port.escape_mrkdwn``),
Telegram sends plain text without the marks (``bots.telegram.texts.plain``). A text with ``{…}`` fields
is formatted before it is rendered. The commands' own help lines live with the commands
(``bots.commands``); a module keeps a text of its own only where nothing else says it. A run in English
says the English of a text through the tables below (``progress_words``, ``run_texts``) and, for the
buttons under an answer, ``bots.button_texts``.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import DexterError
from core.lang import Language

# --- a run's end states and notices (the relay) -----------------------------------------------------
ERROR_MESSAGE = "내부 오류가 발생했습니다. 잠시 후 다시 시도해 주세요."
QUOTA_MESSAGE = "오늘 사용할 수 있는 분석 횟수({limit}회)를 모두 사용했습니다. 내일 다시 시도해 주세요."
RESTARTED_NOTICE = "⚠️ 재시작으로 중단되어 다시 실행합니다"
SHUTDOWN_MESSAGE = "봇이 재시작되어 처리를 멈췄습니다. 다시 시작되면 이 메시지에서 이어서 실행합니다."
INTERRUPTED_MESSAGE = "봇이 재시작되어 이 질문의 처리가 중단되었습니다. 다시 질문해 주세요."
TIMEOUT_MESSAGE = "시간 초과: {seconds:.0f}초 안에 분석을 끝내지 못했습니다. 질문을 좁혀 다시 시도해 주세요."
ANSWER_NOT_SENT = "답변을 보내지 못했습니다. 잠시 후 다시 시도해 주세요."
#: the button on a running run's progress message (Slack and Telegram)
STOP_BUTTON = "⏹ 중지"

# --- replies to commands and buttons ------------------------------------------------------------------
NOTHING_RUNNING = "진행 중인 질문이 없습니다."
NOT_YOURS = "본인이 요청한 질문만 중지할 수 있습니다."
ADMINS_ONLY = "관리자만 볼 수 있습니다 (DEXTER_ADMIN_USERS)."
RESTARTING = "지금은 봇이 재시작 중입니다. 잠시 후 다시 시도해 주세요."
STOPPED = "취소했습니다."
NO_PERMISSION = "권한이 없습니다."
CHART_UNAVAILABLE = "지금은 차트를 그릴 수 없습니다."
CHART_DRAWING = "📈 {company} {label} 차트를 그리는 중입니다…"
QUESTION_STARTED = "🔎 `{question}` 조사를 시작합니다. 진행 상황은 채널에, 답변은 그 스레드에 올립니다."
ASKING_AGAIN = "다시 물어봅니다: {question}"
SUMMARY_STARTED = "요약을 시작합니다."
VERSION = "🏷 Korean Dexter {version} · 빌드 {build}"
#: ``usage``: the asker's day (``bots.relay.usage.usage_text``)
USAGE_TITLE = "📊 오늘({now:%m월 %d일}) 사용량"
USAGE_RUNS = "• 질문 {runs:,}건 · 모델 토큰 {tokens:,}"
USAGE_QUOTA = "• AI 분석 {used:,}회 / 하루 {limit:,}회"
USAGE_UNLIMITED = "• AI 분석 {used:,}회 (한도 없음)"
USAGE_FREE = "빠른 답변과 회사 카드는 한도에 들어가지 않습니다."
#: ``status``: the operator's view (``bots.relay.usage.status_text``)
STATUS_TITLE = "🛠 Korean Dexter {version} · 가동 {hours}시간 {minutes}분"
STATUS_RUNS = "• 실행 중 {running}건 · 대기 {waiting}건 (동시 한도 {cap})"
STATUS_MODEL = "• 모델: {model}"
STATUS_DATA = "• 데이터: {data}"
STATUS_NO_MODEL = "없음"
STATUS_MODEL_PROBLEM = "없음 ({problem})"
STATUS_DATA_UNKNOWN = "알 수 없음"
STATUS_DATA_OFFLINE = "녹화된 공시·데모 시세 (오프라인)"
STATUS_DATA_LIVE = "OpenDART · KIS 실시간"
UNKNOWN_BUILD = "unknown"
TEXT_ONLY = (
    "글로 질문해 주세요. 예: 삼성전자 2023년 영업이익률 분석해줘 (사진·파일·음성은 아직 읽지 못합니다)"
)

# --- who may use the bot ------------------------------------------------------------------------------
SLACK_STRANGER = (
    "이 워크스페이스/채널에서는 Korean Dexter를 사용할 권한이 없습니다 (사용자 ID {user}). "
    "운영자에게 이 ID나 채널 ID를 DEXTER_ALLOW_SLACK 설정에 추가해 달라고 요청하세요."
)
TELEGRAM_STRANGER = (
    "이 봇을 사용할 권한이 없습니다.\n"
    "사용자 ID: {user}\n채팅 ID: {chat}\n"
    "운영자에게 위 ID를 DEXTER_ALLOW_TELEGRAM 설정에 추가해 달라고 요청하세요."
)

# --- help: what surrounds the command lines (``bots.commands.help_text``) -----------------------------
HELP_TITLE = "Korean Dexter — 한국 상장사 리서치 봇"
#: Slack: how to ask besides the commands (the help and the App Home list them before the commands)
SLACK_ASKING = (
    "`/dexter 005930` 또는 `/dexter 삼성전자` — 회사 카드 (모델 호출 없음)",
    "`/dexter 삼성전자 2023년 영업이익률은?` — 질문 (진행 상황은 채널에, 답변은 그 스레드에)",
    "`@dexter 질문` — 채널에서 멘션하면 스레드에서 답합니다. 같은 스레드에서는 멘션 없이 이어서 물어보세요.",
    "이 앱에 DM 또는 어시스턴트 창 — 바로 질문하세요",
)
TELEGRAM_INTRO = "OpenDART 공시와 시세로 답하고 출처를 붙입니다."
TELEGRAM_ASKING = (
    "삼성전자 2023년 영업이익률 분석해줘",
    "SK하이닉스와 삼성전자 2024년 매출 비교",
    "`/dexter 005930` — 회사 카드",
)
TELEGRAM_CLOSING = (
    "개인 채팅에서는 그냥 질문하세요. 그룹에서는 /dexter 질문, 봇 멘션, 또는 봇 메시지에 답장으로 물어보세요. "
    "같은 대화(주제)에서는 앞선 질문을 기억합니다."
)
HELP_EXAMPLES = "예시"
ADMINS_MARK = "(관리자)"
#: Telegram's command menus: the ``/dexter`` entry (the other entries are the commands' help lines)
MENU_DEXTER_PRIVATE = "회사 카드·차트 또는 질문 — /dexter 005930 · /dexter chart 005930"
MENU_DEXTER_GROUP = "질문·회사 카드·차트 — /dexter 삼성전자 영업이익률 · /dexter chart 005930"

# --- Slack's App Home -----------------------------------------------------------------------------------
HOME_HEADER = "Korean Dexter — 한국 상장사 리서치"
HOME_NOTE = (
    "OpenDART 공시와 KIS 시세로 답합니다. 투자 권유가 아닌 리서치이며, 투자 판단과 책임은 본인에게 있습니다."
)
HOME_COMMANDS = "명령"
HOME_EXAMPLES = "이렇게 물어보세요"
#: the title over the suggested prompts of Slack's assistant panel: the App Home's examples heading
PROMPTS_TITLE = HOME_EXAMPLES
HOME_MORE_EXAMPLES = ("현대차 2023년 배당금과 배당성향은?", "LG에너지솔루션 PER, PBR 알려줘")

# --- a chart a command asked for, a re-run after a restart (the relay) ---------------------------------
CHART_NOT_SENT = "차트를 보내지 못했습니다. 잠시 후 다시 시도해 주세요."
CHART_NOT_MADE = "차트를 그리지 못했습니다. 잠시 후 다시 시도해 주세요."
CHART_NO_IMAGES = "이 대화에서는 차트 이미지를 보낼 수 없습니다."
RERUN_BELOW = "⚠️ 재시작으로 중단됨 — 아래에서 다시 실행합니다"
#: a Slack stream near its ~5-minute lifetime: its last line, the progress message shows the rest
HANDED_OVER = "⏩ 오래 걸리는 질문이라 진행 상황은 진행 메시지에서 이어서 보여 드립니다."
#: a run recovery ends after its answer was out (``done``: ``ProgressWords.done`` in the run's language)
RECOVERED_DONE = "✅ {done} (run {run_id})"

# --- buttons under an answer (the relay's company choices, feedback) -----------------------------------
BUTTON_ELSEWHERE = "다른 대화의 버튼입니다."
CHOICE_GONE = "이 버튼의 원래 질문을 찾지 못했습니다 (오래되었거나 봇이 재시작되었습니다). 회사명을 넣어 다시 물어봐 주세요."
ALREADY_ASKED = "이미 그 회사로 다시 물어봤습니다."
CHOICE_WHICH = "‘{typed}’ — 어느 회사인가요? 누르면 그 회사로 다시 물어봅니다."
CHOICE_OTHER = "‘{typed}’ — 다른 회사로 다시 물어보기 ({company} 대신)"
FEEDBACK_UP_LABEL = "도움이 됐어요"
FEEDBACK_DOWN_LABEL = "틀렸어요"
FEEDBACK_TITLE = "답변 의견"
FEEDBACK_SUBMIT = "보내기"
FEEDBACK_CLOSE = "닫기"
NOTE_PROMPT = "무엇이 틀렸나요?"
NOTE_HINT = "틀린 수치나 빠진 내용을 적어 주세요. 답변을 고치는 데 씁니다."
NOTE_PLACEHOLDER = "틀린 수치나 빠진 내용"
#: Telegram's prompt in a group: addressed to the voter (``{name}`` is the first name, else ``SOMEONE``)
NOTE_PROMPT_TO = "{name}님, {prompt}\n{hint}"
SOMEONE = "사용자"
THANKS_UP = "👍 고맙습니다. 의견을 기록했습니다."
THANKS_DOWN = "👎 기록했습니다. 무엇이 틀렸는지 알려 주시면 답변을 고치는 데 쓰겠습니다."
NOTE_SAVED = "의견을 기록했습니다. 고맙습니다."
FEEDBACK_GONE = "이 답변을 찾지 못했습니다 (오래되었거나 기록이 지워졌습니다)."
NO_VOTE = "먼저 👎를 눌러 주세요."
FEEDBACK_WEEK = "이번 주 답변 의견 ({monday} 월요일부터): 👍 {up} · 👎 {down}"

# --- the watchlist (``watch``/``unwatch``/``watchlist``) and its filing notices ---------------------------
WATCH_USAGE = (
    "공시 알림: `watch 삼성전자` — 새 공시가 올라오면 이 대화에 알립니다 · `unwatch 삼성전자` — 그만 알림 · "
    "`watchlist` — 지켜보는 회사"
)
WATCH_OFFLINE_NOTE = "\n(오프라인 모드에서는 새 공시를 확인하지 않습니다. 목록은 저장해 둡니다.)"
WATCH_STOPPED = "🔕 {name}({code}) 공시 알림을 껐습니다."
WATCH_NOT_WATCHED = "{name}({code})는 이 대화의 관심 목록에 없습니다."
WATCH_FULL = "한 대화에서 최대 {limit}개 회사까지 지켜볼 수 있습니다. 먼저 unwatch 하세요."
WATCH_ALREADY = "이미 {name}({code}) 공시를 지켜보고 있습니다."
WATCH_STARTED = (
    "👀 {name}({code}) 공시를 지켜봅니다. 지금부터 새로 올라오는 공시를 "
    "약 {minutes}분 간격으로 확인해 이 대화에 알립니다.{note}"
)
WATCH_LIST = "📋 지켜보는 회사 {count}곳: {names}{note}"
WATCH_NOT_LISTED = "‘{name}’은(는) 상장사가 아니어서 지켜볼 수 없습니다."
WATCH_NOT_FOUND = "‘{name}’에 해당하는 상장사를 찾지 못했습니다. 회사명이나 종목코드로 입력해 주세요."
WATCH_AMBIGUOUS = "‘{name}’은(는) 여러 회사일 수 있습니다: {options}. 종목코드로 다시 입력해 주세요."
SUMMARY_BUTTON = "📄 요약"
ALREADY_SUMMARISING = "이 공시는 이미 요약하고 있습니다. 스레드를 확인해 주세요."

# --- the morning brief (``brief``) -------------------------------------------------------------------------
BRIEF_USAGE = (
    "브리핑: `brief 08:30` — 매 거래일 그 시각(KST)에 관심 종목 브리핑 · `brief off` — 끄기 · "
    "`brief now` — 지금 한 번 · `brief` — 설정 보기"
)
BRIEF_BAD_TIME = "시각은 HH:MM (KST, 24시간) 형식으로 입력해 주세요. 예: brief 08:30"
BRIEF_NONE = "예약된 브리핑이 없습니다."
BRIEF_SCHEDULED = "매 거래일 {at} (KST)에 브리핑합니다. 다음: {next}"
BRIEF_OFF = "🔕 브리핑을 껐습니다."
BRIEF_SENT = "브리핑을 보냈습니다."
BRIEF_SET = (
    "☀️ 매 거래일 {at} (KST)에 이 대화의 관심 종목 브리핑을 보냅니다 (휴장일 제외). "
    "다음 브리핑: {next} · 끄기: brief off"
)


# --- the progress message, the status line and the task cards of a run, in the run's language ------------
@dataclass(frozen=True, slots=True)
class ProgressWords:
    """The words around a run's progress (``bots.relay.run.progress_state``, Slack's stream and status
    line); the tools' own labels are on their faces (``core.faces``)."""

    queued: str
    running: str
    answering: str
    done: str
    failed: str
    cancelled: str
    interrupted: str
    waiting: str  # after "⏳ 대기 중"
    second: str  # the unit after a number of seconds
    chars: str  # the unit after the answer's length
    earlier_steps: str  # {count}
    tool_limit: str
    context_cleared: str  # {count}
    failed_default: str
    interrupted_default: str
    tool_calls: str  # {count}
    tokens: str  # {count} (formatted)
    data_failures: str  # {count}
    quick: str
    card: str
    no_model: str
    planning: str  # the first task card
    writing: str  # the answer's task card
    thinking_status: str
    answering_status: str


PROGRESS_KO = ProgressWords(
    queued="대기 중",
    running="분석 중",
    answering="답변 작성 중",
    done="완료",
    failed="실패",
    cancelled="취소됨",
    interrupted="중단됨",
    waiting="앞선 요청이 끝나면 시작합니다",
    second="초",
    chars="자",
    earlier_steps="이전 단계 {count}개",
    tool_limit="호출 한도 경고",
    context_cleared="오래된 도구 결과 {count}개 정리",
    failed_default=DexterError.user_message,
    interrupted_default="요청 처리가 중단되었습니다.",
    tool_calls="도구 {count}회",
    tokens="토큰 {count}",
    data_failures="데이터 {count}건 조회 실패",
    quick="빠른 답변 · 모델 호출 없음",
    card="회사 카드",
    no_model="모델 없이 답변",
    planning="질문 분석",
    writing="답변 작성",
    thinking_status="질문을 살펴보는 중…",
    answering_status="답변을 쓰는 중…",
)
PROGRESS_EN = ProgressWords(
    queued="Queued",
    running="Analyzing",
    answering="Writing the answer",
    done="Done",
    failed="Failed",
    cancelled="Cancelled",
    interrupted="Interrupted",
    waiting="starts when the earlier request ends",
    second="s",
    chars=" chars",
    earlier_steps="{count} earlier steps",
    tool_limit="call limit warning",
    context_cleared="cleared {count} old tool results",
    failed_default="the request could not be processed.",
    interrupted_default="processing the request was interrupted.",
    tool_calls="tools {count}",
    tokens="tokens {count}",
    data_failures="failed data lookups {count}",
    quick="Quick answer · no model call",
    card="Company card",
    no_model="Answered without a model",
    planning="Reading the question",
    writing="Writing the answer",
    thinking_status="Reading the question…",
    answering_status="Writing the answer…",
)


def progress_words(lang: Language) -> ProgressWords:
    """The progress words of a run answering in ``lang`` (Korean unless English)."""
    return PROGRESS_EN if lang == "en" else PROGRESS_KO


# --- a run's end states and notices, and a chart command's replies, in the run's language ---------------
@dataclass(frozen=True, slots=True)
class RunTexts:
    """What the relay says around a run (its end, a restart) and a chart command, in one language; the
    Korean ones are the texts above."""

    error: str
    quota: str  # {limit}
    restarted: str
    shutdown: str
    interrupted: str
    timeout: str  # {seconds}
    chart_drawing: str  # {company} {label}
    chart_unavailable: str
    chart_not_sent: str
    chart_not_made: str
    chart_no_images: str
    started: str  # {question}: the ack of a question asked with a slash command
    restarting: str


RUN_TEXTS_KO = RunTexts(
    error=ERROR_MESSAGE,
    quota=QUOTA_MESSAGE,
    restarted=RESTARTED_NOTICE,
    shutdown=SHUTDOWN_MESSAGE,
    interrupted=INTERRUPTED_MESSAGE,
    timeout=TIMEOUT_MESSAGE,
    chart_drawing=CHART_DRAWING,
    chart_unavailable=CHART_UNAVAILABLE,
    chart_not_sent=CHART_NOT_SENT,
    chart_not_made=CHART_NOT_MADE,
    chart_no_images=CHART_NO_IMAGES,
    started=QUESTION_STARTED,
    restarting=RESTARTING,
)
RUN_TEXTS_EN = RunTexts(
    error="An internal error occurred. Please try again shortly.",
    quota="You have used all of today's analyses ({limit}). Please try again tomorrow.",
    restarted="⚠️ Interrupted by a restart; running it again",
    shutdown="The bot restarted and stopped working on this. It continues in this message once it is back.",
    interrupted="The bot restarted and this question was interrupted. Please ask again.",
    timeout=(
        "Timed out: the analysis did not finish within {seconds:.0f} seconds. "
        "Please narrow the question and try again."
    ),
    chart_drawing="📈 Drawing the {company} {label} chart…",
    chart_unavailable="Charts cannot be drawn right now.",
    chart_not_sent="The chart could not be sent. Please try again shortly.",
    chart_not_made="The chart could not be drawn. Please try again shortly.",
    chart_no_images="Chart images cannot be sent in this conversation.",
    started="🔎 Looking into `{question}`. Progress goes in the channel, the answer in its thread.",
    restarting="The bot is restarting right now. Please try again shortly.",
)


def run_texts(lang: Language) -> RunTexts:
    """The relay's texts for a run (or chart) in ``lang`` (Korean unless English)."""
    return RUN_TEXTS_EN if lang == "en" else RUN_TEXTS_KO
