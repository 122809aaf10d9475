"""Single ``dexter doctor`` checks in-process: respx at the wire for our httpx calls, pure functions for
the configuration."""

from __future__ import annotations

import asyncio
import email.utils
import time
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import respx
import yaml

from bots.doctor.clock import DateRecorder, clock_check
from bots.doctor.config_check import config_check
from bots.doctor.data_checks import kis_check, opendart_check
from bots.doctor.platforms import SLACK_SCOPES, slack_check, telegram_check
from bots.doctor.result import Check
from bots.doctor.runner import run_doctor
from core.config import Settings, load_settings
from core.store import SqliteStore, Store

REPO = Path(__file__).resolve().parents[2]
SLACK = "https://slack.test/api/"
TG = "https://tg.test/bot"
TOKEN = "123:telegram-token-for-tests"
DART = "https://dart.test/api"
KIS = "https://kis.test:9443"


def settings(**values: object) -> Settings:
    return load_settings(**values)


@pytest.fixture
async def http() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as client:
        yield client


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    async with SqliteStore(tmp_path / "dexter.db") as opened:
        yield opened


# --- config ------------------------------------------------------------------------------------------


def test_a_typo_of_a_known_variable_fails_and_names_the_right_one() -> None:
    row = config_check(settings(DEXTER_OFFLINE=True), {"DEXTER_OFLINE": "1", "TELEGRAM_TOKEN": "x"})
    assert row.ok is False
    assert "DEXTER_OFLINE을(를) DEXTER_OFFLINE(으)로" in row.fix
    assert "TELEGRAM_TOKEN을(를) TELEGRAM_BOT_TOKEN(으)로" in row.fix


def test_an_unknown_variable_that_resembles_nothing_is_listed_but_passes() -> None:
    row = config_check(settings(DEXTER_OFFLINE=True), {"DEXTER_FAVOURITE_COLOUR": "blue", "PATH": "/bin"})
    assert row.ok is True and "DEXTER_FAVOURITE_COLOUR" in row.detail and "PATH" not in row.detail


def test_typos_are_found_in_the_dotenv_file_too(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("# comment\nexport SLACK_BOT_TOKN=xoxb-1\nDEXTER_OFFLINE=1\n", encoding="utf-8")
    row = config_check(settings(DEXTER_OFFLINE=True), {}, env_file)
    assert row.ok is False and "SLACK_BOT_TOKEN" in row.fix


@pytest.mark.parametrize(
    ("values", "names", "words"),
    [
        pytest.param(
            {"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_WEBHOOK_SECRET": "s" * 20},
            (),
            "TELEGRAM_WEBHOOK_URL을 설정",
            id="webhook-secret-without-url",
        ),
        pytest.param(
            {"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_APP_TOKEN": "xapp-1"},
            ("SLACK_CLIENT_ID", "SLACK_CLIENT_SECRET"),
            "SLACK_BOT_TOKEN을 지우세요",
            id="slack-oauth-and-a-bot-token",
        ),
        pytest.param(
            {"SLACK_CLIENT_ID": "1.2", "SLACK_CLIENT_SECRET": "c" * 32, "SLACK_SIGNING_SECRET": "s" * 32},
            (),
            "DEXTER_SECRET_KEY",
            id="slack-oauth-without-a-secret-key",
        ),
        pytest.param(
            {"SLACK_CLIENT_ID": "1.2", "SLACK_BOT_TOKEN": "xoxb-1", "SLACK_APP_TOKEN": "xapp-1"},
            (),
            "둘 다",
            id="slack-oauth-half-a-pair",
        ),
        pytest.param(
            {"SLACK_BOT_TOKEN": "xoxb-1"}, (), "SLACK_SIGNING_SECRET", id="http-mode-without-secret"
        ),
        pytest.param(
            {"SLACK_BOT_TOKEN": "xoxp-1", "SLACK_APP_TOKEN": "xapp-1"}, (), "xoxb-", id="user-token"
        ),
        pytest.param({"KIS_APP_KEY": "k" * 20}, (), "KIS_APP_SECRET", id="kis-key-without-secret"),
        pytest.param(
            {"TELEGRAM_BOT_TOKEN": TOKEN, "TELEGRAM_WEBHOOK_URL": "http://bot.example.com/telegram/webhook"},
            (),
            "https",
            id="plain-http-webhook",
        ),
    ],
)
def test_conflicting_settings_fail_with_a_fix(
    values: dict[str, object], names: tuple[str, ...], words: str
) -> None:
    row = config_check(settings(DEXTER_OFFLINE=True, **values), dict.fromkeys([*values, *names], "x"))
    assert row.ok is False and words in row.fix


def test_socket_mode_and_a_signing_secret_together_are_fine() -> None:
    values = {"SLACK_BOT_TOKEN": "xoxb-1", "SLACK_APP_TOKEN": "xapp-1", "SLACK_SIGNING_SECRET": "s" * 32}
    row = config_check(settings(DEXTER_OFFLINE=True, **values), dict.fromkeys(values, "x"))
    assert row.ok is True and "Slack(Socket Mode)" in row.detail


def test_online_without_an_opendart_key_fails() -> None:
    row = config_check(settings(), {})
    assert row.ok is False and "OPENDART_API_KEY" in row.fix and "DEXTER_OFFLINE=1" in row.fix


def test_the_needed_slack_scopes_are_the_manifests() -> None:
    manifest = yaml.safe_load((REPO / "deploy" / "slack" / "manifest.yml").read_text(encoding="utf-8"))
    assert set(SLACK_SCOPES) == set(manifest["oauth_config"]["scopes"]["bot"])


# --- platforms ---------------------------------------------------------------------------------------


@respx.mock
async def test_a_webhook_set_while_polling_fails(http: httpx.AsyncClient) -> None:
    respx.post(f"{TG}{TOKEN}/getMe").respond(json={"ok": True, "result": {"id": 123, "username": "b"}})
    info = {"url": "https://elsewhere.example/hook?token=abc", "pending_update_count": 3}
    respx.post(f"{TG}{TOKEN}/getWebhookInfo").respond(json={"ok": True, "result": info})
    row = await telegram_check(settings(TELEGRAM_BOT_TOKEN=TOKEN, TELEGRAM_API_URL=TG), http)
    assert row.ok is False and "elsewhere.example/hook" in row.detail and "token=abc" not in row.detail
    assert "웹훅" in row.fix


@respx.mock
@pytest.mark.parametrize(
    ("registered", "ok"),
    [("", True), ("https://bot.example/telegram/webhook", True), ("https://old.example/hook", False)],
)
async def test_webhook_mode_wants_our_url_or_none_yet(
    http: httpx.AsyncClient, registered: str, ok: bool
) -> None:
    respx.post(f"{TG}{TOKEN}/getMe").respond(json={"ok": True, "result": {"id": 123, "username": "b"}})
    respx.post(f"{TG}{TOKEN}/getWebhookInfo").respond(json={"ok": True, "result": {"url": registered}})
    config = settings(
        TELEGRAM_BOT_TOKEN=TOKEN,
        TELEGRAM_API_URL=TG,
        TELEGRAM_WEBHOOK_URL="https://bot.example/telegram/webhook",
    )
    assert (await telegram_check(config, http)).ok is ok


@respx.mock
async def test_a_refused_telegram_token(http: httpx.AsyncClient) -> None:
    respx.post(f"{TG}{TOKEN}/getMe").respond(
        401, json={"ok": False, "error_code": 401, "description": "Unauthorized"}
    )
    row = await telegram_check(settings(TELEGRAM_BOT_TOKEN=TOKEN, TELEGRAM_API_URL=TG), http)
    assert row.ok is False and "BotFather" in row.fix and TOKEN not in row.detail


@respx.mock
async def test_slack_without_the_scopes_header_passes_and_says_so(http: httpx.AsyncClient) -> None:
    respx.post(f"{SLACK}auth.test").respond(json={"ok": True, "team": "T", "team_id": "T1", "user": "dexter"})
    row = await slack_check(settings(SLACK_BOT_TOKEN="xoxb-1", SLACK_API_URL=SLACK), http)
    assert row.ok is True and "x-oauth-scopes" in row.detail


# --- clock -------------------------------------------------------------------------------------------


@respx.mock
@pytest.mark.parametrize(("offset_s", "ok"), [(0.0, True), (600.0, False), (-600.0, False)])
async def test_clock_skew_against_slacks_date_header(offset_s: float, ok: bool) -> None:
    date = email.utils.formatdate(time.time() + offset_s, usegmt=True)
    respx.post(f"{SLACK}auth.test").respond(
        json={"ok": False, "error": "invalid_auth"}, headers={"Date": date}
    )
    recorder = DateRecorder()
    config = settings(SLACK_BOT_TOKEN="xoxb-1", SLACK_API_URL=SLACK)
    async with httpx.AsyncClient(event_hooks={"response": [recorder]}) as client:
        await slack_check(config, client)
    row = clock_check(config, recorder)
    assert row.ok is ok and "Slack" in row.detail
    if not ok:
        assert "NTP" in row.fix


def test_no_configured_service_skips_the_clock() -> None:
    assert clock_check(settings(), DateRecorder()).ok is None


# --- data --------------------------------------------------------------------------------------------


@respx.mock
async def test_opendart_quota_exceeded(http: httpx.AsyncClient, store: Store) -> None:
    respx.get(f"{DART}/company.json").respond(
        json={"status": "020", "message": "요청 제한을 초과하였습니다."}
    )
    row = await opendart_check(settings(OPENDART_API_KEY="k" * 40, OPENDART_BASE_URL=DART), http, store)
    assert row.ok is False and "020" in row.detail and "내일" in row.fix


@respx.mock
async def test_kis_issuance_too_frequent_fails_at_once_instead_of_waiting(
    http: httpx.AsyncClient, store: Store
) -> None:
    refused = {
        "error_code": "EGW00133",
        "error_description": "접근토큰 발급 잠시 후 다시 시도하세요(1분당 1회)",
    }
    token = respx.post(f"{KIS}/oauth2/tokenP").respond(403, json=refused)
    config = settings(KIS_APP_KEY="PS" + "k" * 34, KIS_APP_SECRET="s" * 180, KIS_BASE_URL=KIS)
    row = await kis_check(config, http, store)
    assert row.ok is False and "1분" in row.fix and "초 뒤" in row.fix
    assert token.call_count == 1


# --- the runner --------------------------------------------------------------------------------------


async def test_a_service_that_never_answers_fails_its_row_by_the_deadline(tmp_path: Path) -> None:
    writers: list[asyncio.StreamWriter] = []

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writers.append(writer)  # accepts, never answers

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        config = settings(
            DEXTER_OFFLINE=True,
            DEXTER_HOME=tmp_path / "home",
            SLACK_BOT_TOKEN="xoxb-1",
            SLACK_APP_TOKEN="xapp-1",
            SLACK_API_URL=f"http://127.0.0.1:{port}/api/",
        )
        rows = {row.check: row for row in await run_doctor(config, environ={}, timeout_s=3.0)}
        for writer in writers:
            writer.close()
            await writer.wait_closed()
    assert rows["slack"].ok is False and "SLACK_API_URL" in rows["slack"].fix
    assert rows["store"].ok is True and rows["opendart"].ok is True


def test_a_row_is_scrubbed_of_every_secret() -> None:
    row = Check("x", False, "token xoxb-123456789 refused", "put xoxb-123456789 back").scrubbed(
        ["xoxb-123456789"]
    )
    assert "xoxb-123456789" not in row.detail + row.fix and "***" in row.detail


# --- store on PostgreSQL ----------------------------------------------------------------------------------


async def test_the_store_row_on_postgresql_names_the_server_without_the_password(postgres_url: str) -> None:
    from bots.doctor.store_check import store_check

    password = "Doctor-Pw-7741"
    url = postgres_url.replace("postgres@", f"postgres:{password}@", 1)  # trusted loopback: any password
    row, store = await store_check(settings(DEXTER_DATABASE_URL=url))
    assert store is not None
    await store.close()
    assert row.ok is True and "PostgreSQL 1" in row.detail and "쓰기 가능" in row.detail
    assert password not in row.detail
    down, none = await store_check(settings(DEXTER_DATABASE_URL=f"postgresql://u:{password}@127.0.0.1:1/x"))
    assert none is None and down.ok is False and "PostgreSQL이 실행 중인지" in down.fix
    assert password not in down.detail + down.fix


def test_a_slack_oauth_install_configured_whole_passes() -> None:
    from cryptography.fernet import Fernet

    values = {
        "SLACK_CLIENT_ID": "1.2",
        "SLACK_CLIENT_SECRET": "c" * 32,
        "SLACK_SIGNING_SECRET": "s" * 32,
        "DEXTER_SECRET_KEY": Fernet.generate_key().decode(),
    }
    row = config_check(settings(DEXTER_OFFLINE=True, **values), dict.fromkeys(values, "x"))
    assert row.ok is True, row.fix
