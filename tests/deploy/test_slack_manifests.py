"""The two Slack manifests: Socket Mode (manifest.yml) and HTTP mode (manifest.http.yml) ask for the same
scopes, events and command; the HTTP one turns Socket Mode off and has every request URL Slack's app
creation requires (events, interactivity, the slash command), each at serve's /slack/events."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

SLACK = Path(__file__).resolve().parents[2] / "deploy" / "slack"


def load(name: str) -> dict[str, Any]:
    data = yaml.safe_load((SLACK / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_http_mode_manifest_has_the_request_urls_and_the_same_permissions() -> None:
    socket, http = load("manifest.yml"), load("manifest.http.yml")
    assert socket["settings"]["socket_mode_enabled"] is True
    assert http["settings"]["socket_mode_enabled"] is False
    urls = [
        http["settings"]["event_subscriptions"]["request_url"],
        http["settings"]["interactivity"]["request_url"],
        *(command["url"] for command in http["features"]["slash_commands"]),
    ]
    assert len(urls) == 3 and all(url == "https://<your-host>/slack/events" for url in urls)
    assert http["oauth_config"] == socket["oauth_config"]
    assert (
        http["settings"]["event_subscriptions"]["bot_events"]
        == (socket["settings"]["event_subscriptions"]["bot_events"])
    )
    for command in http["features"]["slash_commands"]:
        command.pop("url")
    assert http["features"] == socket["features"]
    assert "request_url" not in socket["settings"]["event_subscriptions"]
