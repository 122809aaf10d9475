"""The ``store`` row: the SQLite store under ``DEXTER_HOME`` opens, can be written, passes
``PRAGMA quick_check``, and the disk under it has room — or, with ``DEXTER_DATABASE_URL``, PostgreSQL
answers, lets us in and is not a read-only standby. The ``redis`` row (only with ``DEXTER_REDIS_URL``):
Redis answers PING.

``Store.open`` already checks integrity and writability and raises ``StoreOpenError`` with SQLite's
error name (or PostgreSQL's SQLSTATE) in ``code``; this module turns that code into the operator's fix.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from bots.doctor.result import Check, failed, passed, skipped
from core.config import Settings
from core.errors import SharedStateError, StoreError, StoreOpenError
from core.store import SqliteStore, Store

if TYPE_CHECKING:
    from core.store.postgres import PostgresStore

#: Below this much free space under DEXTER_HOME the check fails: SQLite needs room for the WAL and for
#: checkpoints, and a full disk turns every write into an error.
MIN_FREE_BYTES = 200 * 1024 * 1024

_FIXES = {
    "SQLITE_CORRUPT": (
        "백업에서 dexter.db를 복원하거나, dexter.db와 -wal/-shm 파일을 옆으로 옮기고 다시 시작하세요 "
        "(deploy/README.md의 백업과 복원)."
    ),
    "SQLITE_NOTADB": "dexter.db가 SQLite 파일이 아니니 옆으로 옮기고 다시 시작하세요 (새 저장소가 만들어집니다).",
    "SQLITE_FULL": "DEXTER_HOME이 있는 디스크의 공간을 확보하세요.",
    "28P01": "DEXTER_DATABASE_URL의 사용자와 비밀번호를 확인하세요.",
    "3D000": "데이터베이스를 만들거나(createdb) DEXTER_DATABASE_URL의 이름을 고치세요.",
    "25006": "DEXTER_DATABASE_URL을 읽기 전용 복제본이 아닌 주 서버로 지정하세요.",
}
_REDIS_FIX = "Redis가 실행 중인지, DEXTER_REDIS_URL의 호스트·포트·비밀번호가 맞는지 확인하세요."
_PG_FIX = "PostgreSQL이 실행 중인지, DEXTER_DATABASE_URL의 호스트·포트가 맞는지 확인하세요."
_WRITE_FIX = (
    "DEXTER_HOME 디렉터리와 dexter.db(-wal, -shm 포함)를 dexter를 실행하는 사용자가 쓸 수 있게 하세요."
)


def _gib(n: int) -> str:
    return f"{n / 1024**3:.1f} GiB"


def _free_bytes(home: Path) -> int | None:
    target = home if home.exists() else home.parent
    try:
        return shutil.disk_usage(target).free
    except OSError:
        return None


async def store_check(settings: Settings) -> tuple[Check, Store | None]:
    """The row, and the open store when it is usable (the caller closes it)."""
    if settings.database_url:
        from core.store.postgres import PostgresStore  # psycopg only when PostgreSQL is configured

        return await _postgres_check(PostgresStore(settings.database_url))
    path = settings.db_path
    existed = path.exists()
    store: Store = SqliteStore(path)
    try:
        await store.open()
    except StoreOpenError as exc:
        return failed("store", str(exc), _FIXES.get(exc.code or "", _WRITE_FIX)), None
    try:
        row = await store.fetchone("PRAGMA quick_check")
    except StoreError as exc:
        await store.close()
        return failed("store", f"{path}: {exc}", _FIXES["SQLITE_CORRUPT"]), None
    if row is None or row[0] != "ok":
        await store.close()
        return failed("store", f"{path}: quick_check {row!r}", _FIXES["SQLITE_CORRUPT"]), None
    free = _free_bytes(path.parent)
    detail = f"{path} · {'열림' if existed else '새로 만듦'} · 쓰기 가능 · quick_check ok"
    if free is not None:
        detail += f" · 여유 공간 {_gib(free)}"
        if free < MIN_FREE_BYTES:
            fix = f"DEXTER_HOME 디스크의 여유 공간이 {_gib(MIN_FREE_BYTES)} 미만이니 공간을 확보하세요."
            return failed("store", detail, fix), store
    return passed("store", detail), store


async def _postgres_check(store: PostgresStore) -> tuple[Check, Store | None]:
    try:
        await store.open()
    except StoreOpenError as exc:
        return failed("store", str(exc), _FIXES.get(exc.code or "", _PG_FIX)), None
    return passed("store", f"{store.where} · PostgreSQL {store.server_version} · 연결됨 · 쓰기 가능"), store


async def redis_check(settings: Settings) -> Check:
    """PING through the product's own Redis client (``core.shared``); never the URL's password."""
    from core.shared import open_shared  # redis only when it is configured

    shared = open_shared(settings.redis_url)
    if shared is None:
        return skipped("redis", "설정되지 않음 (DEXTER_REDIS_URL)")
    where = str(getattr(shared, "address", "") or "Redis")
    try:
        await shared.ping()
    except SharedStateError:
        return failed("redis", f"{where} · 응답 없음", _REDIS_FIX)
    finally:
        await shared.aclose()
    return passed("redis", f"{where} · PING 응답")
