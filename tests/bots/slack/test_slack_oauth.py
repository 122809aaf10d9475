"""One deployment, many workspaces: Slack OAuth through ``dexter serve`` (HTTP mode, real Bolt) against the
Slack emulator — two workspaces and one Enterprise Grid org installed through ``/slack/install`` →
Slack's consent page → ``/slack/oauth_redirect``, each answered in its own workspace with its own token
(the emulator refuses a token in another workspace's channel), uninstall deleting the tokens; on SQLite
and on PostgreSQL."""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography.fernet import Fernet

from core.config import Settings
from core.store import schema, store_for
from evals.emulators.slack import FakeSlack
from evals.emulators.slack_events import (
    app_mention,
    app_uninstalled,
    assistant_thread_started,
    event_callback,
    slash_command,
    tokens_revoked,
)
from evals.emulators.slack_signing import signed_event_request, signed_form_request

SECRET = "test-signing-secret-0123456789"


@dataclass
class Served:
    fake: FakeSlack
    url: str
    http: httpx.AsyncClient
    settings: Settings

    async def install(self, **grant: Any) -> httpx.Response:
        """An admin's browser: the install page, Slack's consent page, back to the redirect URL."""
        self.fake.grant(**grant)
        page = await self.http.get(f"{self.url}/slack/install")
        assert page.status_code == 200, page.text
        cookie = page.headers["set-cookie"].split(";", 1)[0]  # Secure: a browser on https sends it back
        found = re.search(r'href="([^"]+/oauth/v2/authorize[^"]*)"', page.text)
        assert found is not None, page.text
        consent = await self.http.get(html.unescape(found.group(1)))
        assert consent.status_code == 302, consent.text
        return await self.http.get(consent.headers["location"], headers={"Cookie": cookie})

    async def event(self, body: dict[str, Any]) -> httpx.Response:
        headers, raw = signed_event_request(SECRET, body)
        return await self.http.post(f"{self.url}/slack/events", content=raw.encode(), headers=headers)

    async def answered(self, channel: str, thread: str) -> str:
        for _ in range(400):  # the run happens after the ack (bounded wait for the card)
            replies = self.fake.thread(channel, thread)
            if len(replies) >= 2:
                return replies[-1].text + json.dumps(replies[-1].blocks, ensure_ascii=False)
            await asyncio.sleep(0.025)
        raise AssertionError(f"no answer in {channel}")

    async def installations(self) -> set[tuple[str, str]]:
        async with store_for(self.settings) as store:
            await store.ensure_schema(schema.SLACK_INSTALLATIONS)
            rows = await store.fetchall("SELECT enterprise_id, team_id, sealed FROM slack_installations")
        for _e, _t, sealed in rows:  # sealed at rest: no token in the row
            assert "xoxb" not in str(sealed)
        return {(str(e), str(t)) for e, t, _ in rows}


@contextlib.asynccontextmanager
async def serving(tmp_path: Path, database_url: str | None) -> AsyncIterator[Served]:
    from bots.serve import serve

    async with FakeSlack() as fake, httpx.AsyncClient() as http:
        env: dict[str, Any] = {
            "DEXTER_HOME": str(tmp_path),
            "DEXTER_OFFLINE": "1",
            "SLACK_SIGNING_SECRET": SECRET,
            "SLACK_API_URL": fake.api_url,
            "SLACK_CLIENT_ID": fake.client_id,
            "SLACK_CLIENT_SECRET": fake.client_secret,
            "SLACK_STATE_SECRET": "state-secret-for-tests",
            "DEXTER_SECRET_KEY": Fernet.generate_key().decode(),
        }
        if database_url:
            env["DEXTER_DATABASE_URL"] = database_url
        settings = Settings(**env)
        assert settings.slack_oauth and settings.slack_bot_token is None
        stop = asyncio.Event()
        bound: asyncio.Future[int] = asyncio.get_running_loop().create_future()

        async def started(port: int) -> None:
            bound.set_result(port)

        task = asyncio.create_task(
            serve(settings, slack=True, telegram=False, port=0, host="127.0.0.1", started=started, stop=stop)
        )
        try:
            url = f"http://127.0.0.1:{await asyncio.wait_for(bound, timeout=60)}"
            fake.oauth_redirect_url = f"{url}/slack/oauth_redirect"
            yield Served(fake, url, http, settings)
        finally:
            stop.set()
            await asyncio.wait_for(task, timeout=60)


@pytest.fixture
def database_url(request: pytest.FixtureRequest, store_backend: str) -> str | None:
    return None if store_backend == "sqlite" else str(request.getfixturevalue("postgres_url"))


async def test_two_workspaces_and_an_org_install_answer_each_with_its_own_token(
    tmp_path: Path, database_url: str | None
) -> None:
    async with serving(tmp_path, database_url) as served:
        fake = served.fake
        fake.add_workspace("T0AAA", "Alpha", channels=("C0ALPHA",))
        fake.add_workspace("T0BBB", "Beta", channels=("C0BETA",))
        fake.add_workspace("T0GRID1", "Grid one", enterprise="E0ORG", channels=("C0GRID1",))
        fake.add_workspace("T0GRID2", "Grid two", enterprise="E0ORG", channels=("C0GRID2",))

        for grant in ({"team": "T0AAA"}, {"team": "T0BBB"}, {"enterprise": "E0ORG", "org_wide": True}):
            done = await served.install(**grant)
            assert done.status_code == 200, done.text
        assert await served.installations() == {("", "T0AAA"), ("", "T0BBB"), ("E0ORG", "")}
        assert len(fake.tokens_of(team="T0AAA")) == 1 and len(fake.tokens_of(enterprise="E0ORG")) == 1

        asks = [
            ("T0AAA", None, False, "C0ALPHA"),
            ("T0BBB", None, False, "C0BETA"),
            ("T0GRID1", "E0ORG", True, "C0GRID1"),
            ("T0GRID2", "E0ORG", True, "C0GRID2"),
        ]
        for team, org, org_wide, channel in asks:
            body = app_mention("005930", channel=channel, team_id=team, enterprise_id=org, org_wide=org_wide)
            assert (await served.event(body)).status_code == 200
            answer = await served.answered(channel, str(body["event"]["ts"]))
            assert "삼성전자 (005930)" in answer

        # /dexter chart in a workspace: the chart (drawn by Slack) goes up with that workspace's token
        def charted() -> bool:
            return any(
                b["type"] == "data_visualization" for m in fake.top_level("C0BETA") for b in m.blocks or []
            )

        chart = slash_command("chart 005930", response_url=fake.response_url("C0BETA"), channel_id="C0BETA")
        headers, raw = signed_form_request(SECRET, chart | {"team_id": "T0BBB"})
        await served.http.post(f"{served.url}/slack/events", content=raw.encode(), headers=headers)
        for _ in range(800):
            if charted():
                break
            await asyncio.sleep(0.025)
        assert charted() and fake.calls_by_team[("T0BBB", "chat.postMessage")] >= 1
        # the assistant pane of a workspace under the org-wide install: its prompts with the org's token
        fake.bind_channel("D0GRID2", "T0GRID2")
        opened = assistant_thread_started(channel="D0GRID2", team_id="T0GRID2")["event"]
        await served.event(event_callback(opened, team_id="T0GRID2", enterprise_id="E0ORG", org_wide=True))
        for _ in range(400):
            if fake.prompts:
                break
            await asyncio.sleep(0.025)
        assert fake.calls_by_team[("E0ORG", "assistant.threads.setSuggestedPrompts")] == 1
        assert fake.errors["channel_not_found"] == 0  # every post used a token that may post there
        posted = {team for (team, method), n in fake.calls_by_team.items() if method == "chat.postMessage"}
        assert posted == {"T0AAA", "T0BBB", "E0ORG"}

        # uninstalling one workspace deletes its tokens; the others keep answering
        fake.uninstall(team="T0AAA")
        assert (await served.event(app_uninstalled(team_id="T0AAA"))).status_code == 200
        assert await served.installations() == {("", "T0BBB"), ("E0ORG", "")}
        gone = app_mention("005930", channel="C0ALPHA", team_id="T0AAA")
        await served.event(gone)
        beta = app_mention("000660", channel="C0BETA", team_id="T0BBB")
        await served.event(beta)
        assert "SK하이닉스" in await served.answered("C0BETA", str(beta["event"]["ts"]))
        assert fake.thread("C0ALPHA", str(gone["event"]["ts"])) == []  # no token left to answer with

        # the org's bot token revoked: the org-wide installation goes too
        body = tokens_revoked(team_id="T0GRID1", enterprise_id="E0ORG", org_wide=True)
        assert (await served.event(body)).status_code == 200
        assert await served.installations() == {("", "T0BBB")}


async def test_oauth_state_from_elsewhere_installs_nothing(tmp_path: Path) -> None:
    async with serving(tmp_path, None) as served:
        served.fake.add_workspace("T0AAA", "Alpha")
        served.fake.grant(team="T0AAA")
        forged = await served.http.get(
            f"{served.url}/slack/oauth_redirect", params={"code": "code-x", "state": "1.2.3"}
        )
        assert forged.status_code >= 400
        assert await served.installations() == set()
