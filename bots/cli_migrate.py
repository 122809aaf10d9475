"""``dexter migrate``: bring the store's schema up to date (SQLite, or PostgreSQL by ``DEXTER_DATABASE_URL``).

It prints where the store is (a PostgreSQL URL without its password), each version it applied, and the
version the store is at; running it again applies nothing. One user on SQLite never needs it (features
create their tables on first use); replicas on PostgreSQL run it once per upgrade, before starting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bots.cli_errors import exit_code, fail

if TYPE_CHECKING:
    from core.config import Settings
    from core.store.migrate import Migration


async def _migrate(settings: Settings) -> tuple[str, list[Migration], int]:
    from bots.migrations import MIGRATIONS
    from core.store import store_for
    from core.store.migrate import applied, migrate

    async with store_for(settings) as store:
        done = await migrate(store, MIGRATIONS)
        return store.where, done, max(await applied(store), default=0)


def migrate_command() -> None:
    """저장소 스키마를 최신 버전으로 올립니다 (SQLite, 또는 DEXTER_DATABASE_URL의 PostgreSQL)."""
    import asyncio

    from rich.console import Console

    from core.config import load_settings
    from core.errors import ConfigError, DexterError
    from core.logging import configure_logging, redact

    try:
        settings = load_settings()
    except ConfigError as exc:
        raise fail(str(exc)) from None
    configure_logging(settings.secret_values(), level="WARNING")
    try:
        where, done, version = asyncio.run(_migrate(settings))
    except DexterError as exc:
        raise fail(redact(f"{exc} — {exc.user_message}"), exit_code(exc, 1)) from None
    out = Console(soft_wrap=True, highlight=False)
    out.print(f"저장소: {redact(where)}")
    for migration in done:
        out.print(f"적용: {migration.version} {migration.name}")
    state = f"{len(done)}개 적용" if done else "이미 최신"
    out.print(f"스키마 버전 {version} ({state})")
