"""Bolt's installation and OAuth-state stores on the product's own store (``core.installations``).

``StoreInstallationStore`` is slack_sdk's ``AsyncInstallationStore`` over an ``InstallationBook``: Bolt's
OAuth flow saves each installation there (sealed with ``DEXTER_SECRET_KEY``), its ``authorize`` finds
the bot token of the workspace — or of the Enterprise Grid org, for an org-wide install — an event came
from, and ``app_uninstalled`` / ``tokens_revoked`` delete that workspace's tokens. Bot tokens only: the
app asks for no user scopes, so there is one installation per workspace or org, the latest.

``SignedStateStore`` issues the OAuth ``state`` as a random value with its expiry, signed with
``SLACK_STATE_SECRET`` (HMAC-SHA256): any replica can check the one another replica issued, and
nothing is stored. Bolt also ties it to the installing browser with a cookie.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from datetime import datetime
from logging import Logger
from typing import Any

from slack_sdk.oauth.installation_store import Bot, Installation
from slack_sdk.oauth.installation_store.async_installation_store import AsyncInstallationStore
from slack_sdk.oauth.state_store.async_state_store import AsyncOAuthStateStore

from core.installations import InstallationBook
from core.logging import get_logger

log = get_logger(__name__)
STATE_TTL_S = 600


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    """An installation's fields as JSON values (its datetimes as epoch seconds)."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, datetime):
            value = value.timestamp() if key == "installed_at" else int(value.timestamp())
        out[key] = value
    return out


class StoreInstallationStore(AsyncInstallationStore):
    """Installations of the app kept, encrypted, in the shared store."""

    def __init__(self, book: InstallationBook) -> None:
        self.book = book
        self._logger: Logger | None = None

    @property
    def logger(self) -> Logger:
        import logging

        return self._logger or logging.getLogger(__name__)

    async def async_save(self, installation: Installation) -> None:
        data = _plain(installation.to_dict_for_copying())
        await self.book.save(
            data,
            enterprise_id=installation.enterprise_id,
            team_id=installation.team_id,
            is_enterprise_install=bool(installation.is_enterprise_install),
        )

    async def async_save_bot(self, bot: Bot) -> None:
        return None  # the installation saved with it holds the bot

    async def async_find_installation(
        self,
        *,
        enterprise_id: str | None,
        team_id: str | None,
        user_id: str | None = None,
        is_enterprise_install: bool | None = False,
    ) -> Installation | None:
        data = await self.book.find(
            enterprise_id=enterprise_id, team_id=team_id, is_enterprise_install=bool(is_enterprise_install)
        )
        if data is None:
            return None
        if user_id is not None and data.get("user_id") != user_id:
            return None  # no user tokens are kept: only the installer's own record matches a user
        return Installation(**data)

    async def async_find_bot(
        self,
        *,
        enterprise_id: str | None,
        team_id: str | None,
        is_enterprise_install: bool | None = False,
    ) -> Bot | None:
        found = await self.async_find_installation(
            enterprise_id=enterprise_id, team_id=team_id, is_enterprise_install=is_enterprise_install
        )
        return found.to_bot() if found is not None and found.bot_token else None

    async def async_delete_bot(self, *, enterprise_id: str | None, team_id: str | None) -> None:
        await self.book.delete(enterprise_id=enterprise_id, team_id=team_id)

    async def async_delete_installation(
        self, *, enterprise_id: str | None, team_id: str | None, user_id: str | None = None
    ) -> None:
        if user_id is None:
            await self.book.delete(enterprise_id=enterprise_id, team_id=team_id)

    async def async_delete_all(self, *, enterprise_id: str | None, team_id: str | None) -> None:
        await self.book.delete(enterprise_id=enterprise_id, team_id=team_id)


class SignedStateStore(AsyncOAuthStateStore):
    """OAuth ``state`` values that carry their own expiry and signature (no storage)."""

    def __init__(
        self, secret: str, *, ttl_s: int = STATE_TTL_S, clock: Callable[[], float] = time.time
    ) -> None:
        self._key = hashlib.sha256(secret.encode("utf-8")).digest()
        self._ttl, self._clock = ttl_s, clock

    @property
    def logger(self) -> Logger:
        import logging

        return logging.getLogger(__name__)

    def _sign(self, payload: str) -> str:
        mac = hmac.new(self._key, payload.encode("ascii"), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(mac[:18]).decode("ascii")

    async def async_issue(self, *args: Any, **kwargs: Any) -> str:
        payload = f"{int(self._clock()) + self._ttl}.{secrets.token_urlsafe(12)}"
        return f"{payload}.{self._sign(payload)}"

    async def async_consume(self, state: str) -> bool:
        payload, _, signature = state.rpartition(".")
        if not payload or not hmac.compare_digest(self._sign(payload), signature):
            log.info("slack_oauth_state_refused", reason="signature")
            return False
        expires = payload.split(".", 1)[0]
        if not expires.isdigit() or int(expires) < self._clock():
            log.info("slack_oauth_state_refused", reason="expired")
            return False
        return True
