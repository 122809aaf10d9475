"""Secrets at rest: what the store keeps of a token is a Fernet token made with ``DEXTER_SECRET_KEY``.

``DEXTER_SECRET_KEY`` is one Fernet key (32 bytes, url-safe base64 — make one with
``python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"``), or several
separated by commas to rotate: the first encrypts, every one of them decrypts. A value that is not such a
key is a ``ConfigError`` naming the variable (the value itself is never shown). ``open`` of something
no key opens (another key, a damaged row) is ``SecretUnreadable``: the caller treats the row as absent.
"""

from __future__ import annotations

from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from core.errors import ConfigError, DexterError

VARIABLE = "DEXTER_SECRET_KEY"
HOW_TO_MAKE = 'python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"'


class SecretUnreadable(DexterError):
    """A stored secret that none of the configured keys opens."""


class SecretBox:
    """Seals and opens text with the keys of ``DEXTER_SECRET_KEY``."""

    def __init__(self, keys: str) -> None:
        parts = [part.strip() for part in keys.split(",") if part.strip()]
        if not parts:
            raise ConfigError.missing(VARIABLE, "Slack OAuth (installation tokens are stored encrypted)")
        try:
            self._fernet = MultiFernet([Fernet(part.encode("ascii")) for part in parts])
        except (ValueError, UnicodeEncodeError):
            raise ConfigError(
                f"{VARIABLE}가 Fernet 키가 아닙니다 (32바이트 url-safe base64). 새 키 만들기: {HOW_TO_MAKE}",
                setting=VARIABLE,
            ) from None

    def seal(self, text: str) -> str:
        return self._fernet.encrypt(text.encode("utf-8")).decode("ascii")

    def open(self, sealed: str) -> str:
        try:
            return self._fernet.decrypt(sealed.encode("ascii")).decode("utf-8")
        except (InvalidToken, UnicodeError):
            raise SecretUnreadable(
                f"a stored secret cannot be opened with {VARIABLE} (another key, or a damaged row)"
            ) from None

    def rotate(self, sealed: str) -> str:
        """``sealed`` re-encrypted with the first key."""
        try:
            return self._fernet.rotate(sealed.encode("ascii")).decode("ascii")
        except InvalidToken:
            raise SecretUnreadable(f"a stored secret cannot be opened with {VARIABLE}") from None
