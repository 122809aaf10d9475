"""Slack OAuth installations in the shared store (SQLite or PostgreSQL), encrypted at rest.

One row per installation of our app (``client_id``): a workspace (``team_id``, with its
``enterprise_id`` when the workspace belongs to an Enterprise Grid org), or an org-wide install on
Enterprise Grid (``is_enterprise_install``, ``team_id`` empty: one bot token for every workspace of the
org). The row's ``sealed`` column holds the installation as JSON — bot token, bot ids, scopes, installer —
sealed with ``DEXTER_SECRET_KEY`` (``core.secretbox``): a copy of the database shows ids, never a token.

``find`` looks for the workspace's own installation first, then its org's org-wide one. A row no
configured key opens is logged (without its contents) and treated as absent: the workspace has to be
installed again. The Slack-shaped adapter (``slack_sdk``'s ``AsyncInstallationStore``) is
``bots.slack.installations``; this module knows no SDK.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from core.logging import get_logger
from core.secretbox import SecretBox, SecretUnreadable
from core.store import Store, schema

log = get_logger(__name__)
Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Installed:
    """What may be listed of an installation (no secret)."""

    enterprise_id: str
    team_id: str
    is_enterprise_install: bool
    installed_at: float


class InstallationBook:
    """Installations of one Slack app (``client_id``) in ``store``, sealed with ``box``."""

    def __init__(
        self, store: Store, box: SecretBox, *, client_id: str, clock: Callable[[], float] = time.time
    ) -> None:
        self._store, self._box, self._client_id, self._clock = store, box, client_id, clock

    async def _ready(self) -> None:
        await self._store.ensure_schema(schema.SLACK_INSTALLATIONS)

    async def save(
        self, data: Json, *, enterprise_id: str | None, team_id: str | None, is_enterprise_install: bool
    ) -> None:
        """Keep ``data`` (the installation, JSON-able) as the latest installation of that workspace/org."""
        await self._ready()
        team = "" if is_enterprise_install else (team_id or "")
        sealed = self._box.seal(json.dumps(data, ensure_ascii=False, sort_keys=True))
        await self._store.execute(
            "INSERT INTO slack_installations"
            " (client_id, enterprise_id, team_id, is_enterprise_install, sealed, installed_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (client_id, enterprise_id, team_id) DO UPDATE SET"
            " is_enterprise_install = excluded.is_enterprise_install, sealed = excluded.sealed,"
            " installed_at = excluded.installed_at",
            (self._client_id, enterprise_id or "", team, int(is_enterprise_install), sealed, self._clock()),
        )
        log.info("slack_installed", enterprise=enterprise_id or "", team=team, org_wide=is_enterprise_install)

    async def find(
        self, *, enterprise_id: str | None, team_id: str | None, is_enterprise_install: bool = False
    ) -> Json | None:
        """The installation serving that workspace: its own, else its org's org-wide one; ``None``."""
        await self._ready()
        enterprise = enterprise_id or ""
        candidates = [] if is_enterprise_install or not team_id else [(enterprise, team_id)]
        if enterprise:
            candidates.append((enterprise, ""))
        for ent, team in candidates:
            row = await self._store.fetchone(
                "SELECT sealed FROM slack_installations"
                " WHERE client_id = ? AND enterprise_id = ? AND team_id = ?",
                (self._client_id, ent, team),
            )
            if row is None:
                continue
            try:
                found = json.loads(self._box.open(str(row[0])))
            except SecretUnreadable:
                log.warning("slack_installation_unreadable", enterprise=ent, team=team)
                continue
            return found if isinstance(found, dict) else None
        if team_id and not enterprise:  # a workspace of an org whose events did not name the org
            row = await self._store.fetchone(
                "SELECT enterprise_id FROM slack_installations"
                " WHERE client_id = ? AND team_id = ? AND enterprise_id <> ''",
                (self._client_id, team_id),
            )
            if row is not None:
                return await self.find(enterprise_id=str(row[0]), team_id=team_id)
        return None

    async def delete(self, *, enterprise_id: str | None, team_id: str | None) -> int:
        """Forget the installation of that workspace (``team_id``) or org-wide install (no ``team_id``):
        its tokens are gone from the store. How many rows went."""
        await self._ready()
        deleted = await self._store.execute(
            "DELETE FROM slack_installations WHERE client_id = ? AND enterprise_id = ? AND team_id = ?",
            (self._client_id, enterprise_id or "", team_id or ""),
        )
        log.info("slack_uninstalled", enterprise=enterprise_id or "", team=team_id or "", rows=deleted)
        return max(deleted, 0)

    async def installed(self) -> list[Installed]:
        """Every installation, oldest first (ids only)."""
        await self._ready()
        rows = await self._store.fetchall(
            "SELECT enterprise_id, team_id, is_enterprise_install, installed_at FROM slack_installations"
            " WHERE client_id = ? ORDER BY installed_at",
            (self._client_id,),
        )
        return [Installed(str(e), str(t), bool(o), float(a)) for e, t, o, a in rows]
