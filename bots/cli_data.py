"""``dexter data export --user ID`` / ``dexter data purge --user ID | --conversation KEY``: an operator's
answer to a person's data request (``bots.privacy``: what is kept, where).

``export`` prints one JSON document to stdout: the user's runs (question, answer, status, when,
tokens), conversation turns, feedback, daily run counts and each run's scratchpad records. ``purge``
deletes the same (a user's everything, or one conversation's) and says what went in one Korean line; a
run still going is left and named so the operator can purge again once it ends. ``KEY`` is a
conversation as stored (``["slack","T…","C…","1700000000.000100"]``) or as ``slack|T…|C…|ts``.
The store is opened only when a command runs.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import typer

from bots.cli_errors import exit_code, fail
from core.errors import DexterError

if TYPE_CHECKING:
    from bots.privacy import Forgotten
    from core.config import Settings

data_app = typer.Typer(
    help="저장된 대화 데이터: 사용자 데이터 내보내기(export), 삭제(purge)",
    no_args_is_help=True,
    add_completion=False,
)

UserOpt = typer.Option(None, "--user", help="사용자 ID (Slack U…, Telegram 숫자 ID)")
ConversationOpt = typer.Option(
    None, "--conversation", help='대화 키: \'["slack","T…","C…","스레드 ts"]\' 또는 slack|T…|C…|ts'
)


def _settings() -> Settings:
    from core.config import load_settings
    from core.logging import configure_logging

    settings = load_settings()
    configure_logging(settings.secret_values(), level="WARNING")
    return settings


def _conversation(text: str) -> str:
    from bots.relay.ports import key_from_text, key_text

    key = key_from_text(text.strip())
    if key is None or len(key) < 2:
        raise fail(f'대화 키를 읽을 수 없습니다: {text} (예: \'["slack","T0","C0","1700000000.000100"]\')', 1)
    return key_text(key)


@data_app.command("export")
def export_command(user: str = typer.Option(..., "--user", help="사용자 ID")) -> None:
    """한 사용자에 대해 저장된 모든 것(질문, 답변, 대화 기억, 의견, 스크래치패드)을 JSON으로 출력합니다."""
    import asyncio

    from bots.privacy import export_user
    from core.store import store_for

    async def run(settings: Settings) -> dict[str, object]:
        async with store_for(settings) as store:
            return await export_user(store, settings.scratchpad_dir, user.strip())

    try:
        settings = _settings()
        data = asyncio.run(run(settings))
    except DexterError as exc:
        raise fail(str(exc), exit_code(exc, 1)) from None
    typer.echo(json.dumps(data, ensure_ascii=False, indent=2))


def _said(gone: Forgotten) -> str:
    line = (
        f"삭제했습니다: 실행 기록 {gone.runs}건, 대화 기억 {gone.turns}건, 의견 {gone.feedback}건, "
        f"스크래치패드 {gone.scratchpads}개, 일별 사용량 {gone.daily_counts}건."
    )
    if gone.still_running:
        line += f" 진행 중인 질문 {gone.still_running}건은 남겼습니다: 끝난 뒤 다시 실행하세요."
    return line


@data_app.command("purge")
def purge_command(user: str | None = UserOpt, conversation: str | None = ConversationOpt) -> None:
    """한 사용자(--user)나 한 대화(--conversation)의 저장된 질문·답변·기억·스크래치패드를 삭제합니다."""
    import asyncio

    from bots.privacy import purge_conversation, purge_user
    from core.store import store_for

    if (user is None) == (conversation is None):
        raise fail("--user 또는 --conversation 중 하나만 지정하세요.", 1)
    key = _conversation(conversation) if conversation is not None else None

    async def run(settings: Settings) -> Forgotten:
        async with store_for(settings) as store:
            if key is not None:
                return await purge_conversation(store, settings.scratchpad_dir, key)
            return await purge_user(store, settings.scratchpad_dir, str(user).strip())

    try:
        settings = _settings()
        gone = asyncio.run(run(settings))
    except DexterError as exc:
        raise fail(str(exc), exit_code(exc, 1)) from None
    typer.echo(_said(gone))
