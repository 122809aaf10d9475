"""Per workspace in OAuth mode: edit budgets (Slack's ~50 chat.update a minute are each workspace's own)
and the allowlist (``DEXTER_ALLOW_SLACK`` entries scoped to one workspace)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from cryptography.fernet import Fernet

from bots.relay.ports import ReplyTarget, key_text
from bots.relay.run.edit_budget import EditBudgets
from bots.slack.app import SlackAdapter, _target
from bots.slack.workspaces import WorkspaceClients, WorkspacePorts, target_workspace
from core.installations import InstallationBook
from core.secretbox import SecretBox
from core.store import Store


def _target_in(team: str, channel: str, enterprise: str = "") -> ReplyTarget:
    return _target(channel, "1.0", "1.0", ("slack", team, channel, "1.0"), enterprise)


async def test_each_workspace_has_its_own_edit_budget(store: Store) -> None:
    book = InstallationBook(store, SecretBox(Fernet.generate_key().decode()), client_id="C")
    ports = WorkspacePorts(WorkspaceClients(book, base_url="http://127.0.0.1:9/api/"))
    budgets = EditBudgets()
    alpha, alpha_again = _target_in("T0A", "C1"), _target_in("T0A", "C2")
    beta = _target_in("T0B", "C3", enterprise="E0ORG")
    assert budgets.of(ports, alpha) is budgets.of(ports, alpha_again)
    assert budgets.of(ports, alpha) is not budgets.of(ports, beta)
    assert target_workspace(beta) == ("T0B", "E0ORG")
    one_token = SimpleNamespace(workspace="T0HOME")  # a single-token port: one budget, as before
    assert budgets.of(one_token, alpha) is budgets.of(one_token, beta) is budgets.get("slack", "T0HOME")


async def test_a_target_names_its_conversation_and_org() -> None:
    target = _target_in("T0B", "C3", enterprise="E0ORG")
    assert target.extra == {"conversation": key_text(("slack", "T0B", "C3", "1.0")), "enterprise": "E0ORG"}
    assert "enterprise" not in _target_in("T0A", "C1").extra


def test_allowlist_entries_can_name_an_org_or_one_workspace_s_channel_or_user() -> None:
    def allowed(allow: set[str], team: str, channel: str, user: str, enterprise: str = "") -> bool:
        host = SimpleNamespace(allow=frozenset(allow), home_team=None)
        return SlackAdapter.allowed(host, team, channel, user, enterprise)  # type: ignore[arg-type]

    assert allowed(set(), "T0ANY", "C1", "U1")  # OAuth, no list: every installed workspace
    assert allowed({"E0ORG"}, "T0GRID", "C1", "U1", "E0ORG")
    assert not allowed({"E0ORG"}, "T0OTHER", "C1", "U1")
    assert allowed({"T0A:C1"}, "T0A", "C1", "U1")
    assert not allowed({"T0A:C1"}, "T0B", "C1", "U1")  # the same channel id in another workspace
    assert allowed({"T0A:U1"}, "T0A", "C9", "U1") and not allowed({"T0A:U1"}, "T0B", "C9", "U1")
    assert allowed({"T0B"}, "T0B", "C5", "U5")


async def test_a_stored_token_is_used_for_its_workspace_and_never_logged(store: Store) -> None:
    from bots.slack.workspaces import NotInstalled
    from core.logging import redact

    book = InstallationBook(store, SecretBox(Fernet.generate_key().decode()), client_id="C")
    token = "-".join(("xoxb", "77", "T0A", "secretpart"))
    await book.save({"bot_token": token}, enterprise_id=None, team_id="T0A", is_enterprise_install=False)
    clients = WorkspaceClients(book, base_url="http://127.0.0.1:9/api/")
    assert (await clients.client_for("T0A")).token == token
    assert token not in redact(f"call failed with {token}")
    with pytest.raises(NotInstalled) as refused:
        await clients.client_for("T0B")
    assert token not in str(refused.value)
    await book.delete(enterprise_id=None, team_id="T0A")
    clients.forget(enterprise=None, team="T0A")  # app_uninstalled: the next call reads the store again
    with pytest.raises(NotInstalled):
        await clients.client_for("T0A")
