"""``dexter doctor`` as an operator runs it: a subprocess against the loopback emulators.

The real FakeSlack (scopes added in the ``x-oauth-scopes`` header, as Slack sends them), FakeTelegram,
FakeAnthropic (plus ``GET /v1/models``, which the Messages fake does not serve) and small OpenDART/KIS
fakes that check the key and then answer from the bundled recordings. Every configured secret is
random, and no 8-character piece of any of them may appear in the output.
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import sqlite3
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from aiohttp import web

from bots.doctor.platforms import SLACK_SCOPES
from core.data import recorded
from core.data.kis.offline import offline_handler
from evals.emulators.base import LoopbackServer
from evals.emulators.llm import FakeAnthropic
from evals.emulators.slack import FakeSlack
from evals.emulators.telegram import FakeTelegram
from tests.faults.harness import free_port

GUARD_S = 60.0  # only a guard against hangs


def _secret(prefix: str) -> str:
    return prefix + secrets.token_hex(16)


class ScopedSlack(FakeSlack):
    """FakeSlack that reports the token's granted scopes the way Slack does, in ``x-oauth-scopes``."""

    def __init__(self, *, scopes: tuple[str, ...], **kw: Any) -> None:
        super().__init__(**kw)
        self.scopes = scopes

    def routes(self, app: web.Application) -> None:
        super().routes(app)

        async def add_scopes(_request: web.Request, response: web.StreamResponse) -> None:
            response.headers["x-oauth-scopes"] = ",".join(self.scopes)

        app.on_response_prepare.append(add_scopes)


class ModelsAnthropic(FakeAnthropic):
    """FakeAnthropic plus ``GET /v1/models``, which answers 401 to any key but ``key``."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key

    def routes(self, app: web.Application) -> None:
        super().routes(app)
        app.router.add_get("/v1/models", self._models)

    async def _models(self, request: web.Request) -> web.Response:
        await self.record(request)
        sent = request.headers.get("Authorization", "").removeprefix("Bearer ") or request.headers.get(
            "x-api-key"
        )
        if sent != self.key:
            error = {"type": "authentication_error", "message": "invalid x-api-key"}
            return web.json_response({"type": "error", "error": error}, status=401)
        model = {
            "type": "model",
            "id": "claude-sonnet-4-6",
            "display_name": "Sonnet",
            "created_at": "2026-01-01T00:00:00Z",
        }
        return web.json_response(
            {"data": [model], "has_more": False, "first_id": model["id"], "last_id": model["id"]}
        )


def _relay(handler: Any, request: web.Request, body: bytes) -> web.Response:
    """Answer an aiohttp request with an httpx handler of the bundled recordings."""
    reply: httpx.Response = handler(
        httpx.Request(request.method, str(request.url), headers=dict(request.headers), content=body)
    )
    return web.Response(body=reply.content, status=reply.status_code, content_type="application/json")


class FakeOpenDart(LoopbackServer):
    """``/api/<endpoint>.json``: status 010 for any key but ``key``, else the recorded answer."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key

    @property
    def base_url(self) -> str:
        return f"{self.url}/api"

    def routes(self, app: web.Application) -> None:
        app.router.add_get("/api/{endpoint}", self._get)

    async def _get(self, request: web.Request) -> web.Response:
        await self.record(request)
        if request.query.get("crtfc_key") != self.key:
            return web.json_response({"status": "010", "message": "등록되지 않은 키입니다."})
        return _relay(recorded.handler, request, b"")


class FakeKis(LoopbackServer):
    """Token issuance and quotes with the app key/secret checked; answers from the bundled samples."""

    def __init__(self, key: str, secret: str) -> None:
        super().__init__()
        self.key, self.secret = key, secret
        self.issued = 0

    def routes(self, app: web.Application) -> None:
        app.router.add_post("/oauth2/tokenP", self._token)
        app.router.add_get("/uapi/{tail:.*}", self._quote)

    async def _token(self, request: web.Request) -> web.Response:
        body = await request.read()
        sent = json.loads(body)
        self.issued += 1
        if (sent.get("appkey"), sent.get("appsecret")) != (self.key, self.secret):
            refused = {"error_code": "EGW00103", "error_description": "유효하지 않은 AppKey입니다."}
            return web.json_response(refused, status=403)
        return _relay(offline_handler, request, body)

    async def _quote(self, request: web.Request) -> web.Response:
        await self.record(request)
        if request.headers.get("appkey") != self.key:
            return web.json_response({"rt_cd": "1", "msg_cd": "EGW00103", "msg1": "bad appkey"}, status=500)
        return _relay(offline_handler, request, b"")


@dataclass
class Services:
    slack: ScopedSlack
    telegram: FakeTelegram
    model: ModelsAnthropic
    dart: FakeOpenDart
    kis: FakeKis
    env: dict[str, str]

    @property
    def secrets(self) -> list[str]:
        return [v for k, v in self.env.items() if k.endswith(("_TOKEN", "_KEY", "_SECRET"))]


@pytest.fixture
async def services(tmp_path: Path) -> AsyncIterator[Services]:
    env = {
        "SLACK_BOT_TOKEN": _secret("xoxb-"),
        "SLACK_APP_TOKEN": _secret("xapp-"),
        "SLACK_SIGNING_SECRET": _secret(""),
        "TELEGRAM_BOT_TOKEN": "777000:" + secrets.token_hex(16),
        "ANTHROPIC_API_KEY": _secret("sk-ant-"),
        "OPENDART_API_KEY": secrets.token_hex(20),
        "KIS_APP_KEY": _secret("PS"),
        "KIS_APP_SECRET": secrets.token_hex(40),
    }
    slack = ScopedSlack(scopes=(*SLACK_SCOPES, "users:read"), token=env["SLACK_BOT_TOKEN"])
    telegram = FakeTelegram(token=env["TELEGRAM_BOT_TOKEN"])
    model = ModelsAnthropic(env["ANTHROPIC_API_KEY"])
    dart = FakeOpenDart(env["OPENDART_API_KEY"])
    kis = FakeKis(env["KIS_APP_KEY"], env["KIS_APP_SECRET"])
    async with slack, telegram, model, dart, kis:
        env |= {
            "DEXTER_HOME": str(tmp_path / "home"),
            "DEXTER_MODEL": "claude-sonnet-4-6",
            "SLACK_API_URL": slack.api_url,
            "TELEGRAM_API_URL": telegram.api_url,
            "ANTHROPIC_BASE_URL": model.url,
            "OPENDART_BASE_URL": dart.base_url,
            "KIS_BASE_URL": kis.url,
        }
        yield Services(slack, telegram, model, dart, kis, env)


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    def rows(self) -> dict[str, dict[str, Any]]:
        return {row["check"]: row for row in json.loads(self.out)}


async def doctor(env: dict[str, str], cwd: Path, *args: str) -> Outcome:
    full = {**os.environ, "PYTHONUNBUFFERED": "1", **env}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", "from bots.cli import main; main()", "doctor", *args,
        env=full, cwd=cwd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    async with asyncio.timeout(GUARD_S):
        out, err = await proc.communicate()
    assert proc.returncode is not None
    return Outcome(proc.returncode, out.decode(), err.decode())


#: a replay for the model row of the tests about another row: it passes without the network, so their
#: process never imports the model SDK (~4 s of CPU); the row with the key is the all-green and
#: refused-key tests' subject
REPLAY = Path(__file__).resolve().parents[2] / "evals" / "replays" / "demo_resolve.json"


def replayed_model(env: dict[str, str]) -> dict[str, str]:
    return env | {"DEXTER_MODEL": f"scripted:{REPLAY}"}


def assert_no_secret(outcome: Outcome, secret_values: list[str]) -> None:
    text = outcome.out + outcome.err
    for value in secret_values:
        pieces = {value[i : i + 8] for i in range(len(value) - 7)}
        leaked = sorted(p for p in pieces if p in text)
        assert not leaked, f"a piece of a secret was printed: {leaked[:3]}"


async def test_all_green_with_working_services_and_the_kis_token_is_reused(
    services: Services, tmp_path: Path
) -> None:
    first = await doctor(services.env, tmp_path, "--json")
    assert first.code == 0, first.out + first.err
    rows = first.rows()
    assert list(rows) == ["config", "store", "slack", "telegram", "model", "opendart", "kis", "clock"]
    assert {name: row["ok"] for name, row in rows.items()} == dict.fromkeys(rows, True)
    assert all(row["fix"] is None for row in rows.values())
    assert "Socket Mode" in rows["slack"]["detail"] and "@dexter_kr_bot" in rows["telegram"]["detail"]
    assert "삼성전자" in rows["opendart"]["detail"] and "1/20,000" in rows["opendart"]["detail"]
    assert "005930" in rows["kis"]["detail"] and "Slack" in rows["clock"]["detail"]
    assert_no_secret(first, services.secrets)
    assert services.telegram.calls["getMe"] == 1 and services.telegram.calls["getWebhookInfo"] == 1
    assert [r.path for r in services.model.requests] == ["/v1/models"]  # no tokens spent

    second = await doctor(services.env, tmp_path, "--json")
    assert second.code == 0, second.out + second.err
    assert services.kis.issued == 1  # the stored token was reused, not issued again
    assert len([r for r in services.kis.requests if r.path.startswith("/uapi/")]) == 2


async def test_refused_slack_token(services: Services, tmp_path: Path) -> None:
    services.slack.token = "xoxb-" + "someone-elses-token"
    outcome = await doctor(replayed_model(services.env), tmp_path, "--json")
    assert outcome.code == 1
    rows = outcome.rows()
    assert rows["slack"]["ok"] is False and "invalid_auth" in rows["slack"]["detail"]
    assert "SLACK_BOT_TOKEN" in rows["slack"]["fix"] and "OAuth & Permissions" in rows["slack"]["fix"]
    assert [name for name, row in rows.items() if row["ok"] is False] == ["slack"]
    assert_no_secret(outcome, services.secrets)


async def test_slack_token_without_a_needed_scope(services: Services, tmp_path: Path) -> None:
    services.slack.scopes = tuple(s for s in SLACK_SCOPES if s != "files:write")
    outcome = await doctor(replayed_model(services.env), tmp_path, "--json")
    assert outcome.code == 1
    slack = outcome.rows()["slack"]
    assert slack["ok"] is False and "files:write" in slack["detail"] and "files:write" in slack["fix"]


async def test_unreachable_telegram(services: Services, tmp_path: Path) -> None:
    closed = f"http://127.0.0.1:{free_port()}/bot"
    outcome = await doctor(replayed_model(services.env) | {"TELEGRAM_API_URL": closed}, tmp_path, "--json")
    assert outcome.code == 1
    rows = outcome.rows()
    assert rows["telegram"]["ok"] is False and "TELEGRAM_API_URL" in rows["telegram"]["fix"]
    assert [name for name, row in rows.items() if row["ok"] is False] == ["telegram"]
    assert_no_secret(outcome, services.secrets)


async def test_refused_model_key(services: Services, tmp_path: Path) -> None:
    services.model.key = _secret("sk-ant-")  # the fake now answers 401 to ours
    outcome = await doctor(services.env, tmp_path, "--json")
    assert outcome.code == 1
    model = outcome.rows()["model"]
    assert model["ok"] is False and "401" in model["detail"] and "ANTHROPIC_API_KEY" in model["fix"]
    assert_no_secret(outcome, services.secrets)


async def test_refused_opendart_key_in_the_text_output(services: Services, tmp_path: Path) -> None:
    services.dart.key = secrets.token_hex(20)
    outcome = await doctor(replayed_model(services.env), tmp_path)
    assert outcome.code == 1
    lines = outcome.out.splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("❌ opendart"))
    assert "status 010" in lines[row]
    assert "→" in lines[row + 1] and "OPENDART_API_KEY" in lines[row + 1] and "인증키" in lines[row + 1]
    assert sum(line.startswith("✅") for line in lines) == 7 and "문제 1개" in outcome.out
    assert_no_secret(outcome, services.secrets)


async def test_corrupt_store(services: Services, tmp_path: Path) -> None:
    seed = tmp_path / "seed.db"
    db = sqlite3.connect(seed)
    db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)")
    db.executemany("INSERT INTO t (v) VALUES (?)", [("x" * 400,) for _ in range(2_000)])
    db.commit()
    db.close()
    home = tmp_path / "home"
    home.mkdir()
    (home / "dexter.db").write_bytes(seed.read_bytes()[:100_000])  # truncated: damaged
    outcome = await doctor(replayed_model(services.env), tmp_path, "--json")
    assert outcome.code == 1
    rows = outcome.rows()
    assert rows["store"]["ok"] is False and "백업" in rows["store"]["fix"]
    assert rows["kis"]["ok"] is False and "store" in rows["kis"]["fix"]  # its token lives in the store
    assert rows["slack"]["ok"] is True and rows["opendart"]["ok"] is True
    assert_no_secret(outcome, services.secrets)


async def test_unconfigured_services_are_skipped_and_offline_uses_the_bundle(tmp_path: Path) -> None:
    outcome = await doctor({"DEXTER_HOME": str(tmp_path / "home")}, tmp_path, "--json", "--offline")
    assert outcome.code == 0, outcome.out + outcome.err
    rows = outcome.rows()
    assert {n: r["ok"] for n, r in rows.items()} == {
        "config": True, "store": True, "slack": None, "telegram": None,
        "model": None, "opendart": True, "kis": True, "clock": None,
    }  # fmt: skip
    assert "ANTHROPIC_API_KEY" in rows["model"]["detail"] and "오프라인" in rows["opendart"]["detail"]
