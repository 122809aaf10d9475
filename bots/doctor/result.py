"""One row of ``dexter doctor``: a check's name, whether it passed, what was seen and the fix."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Check:
    """``ok`` is ``True`` (passed), ``False`` (failed: ``fix`` says what to do, one Korean sentence) or
    ``None`` (skipped: the service is not configured)."""

    check: str
    ok: bool | None
    detail: str
    fix: str = ""

    @property
    def failed(self) -> bool:
        return self.ok is False

    def as_json(self) -> dict[str, Any]:
        return {"check": self.check, "ok": self.ok, "detail": self.detail, "fix": self.fix or None}

    def scrubbed(self, secrets: list[str]) -> Check:
        """The same row with every secret value replaced (a net under every check's own care)."""
        return Check(self.check, self.ok, scrub(self.detail, secrets), scrub(self.fix, secrets))


def passed(check: str, detail: str) -> Check:
    return Check(check, True, detail)


def failed(check: str, detail: str, fix: str) -> Check:
    return Check(check, False, detail, fix)


def skipped(check: str, detail: str) -> Check:
    return Check(check, None, detail)


def tail(secret: str) -> str:
    """At most the last 4 characters of a secret, to tell two keys apart (nothing for short ones)."""
    return f"…{secret[-4:]}" if len(secret) >= 12 else "…"


def scrub(text: str, secrets: list[str]) -> str:
    for secret in sorted(secrets, key=len, reverse=True):
        if len(secret) >= 4:
            text = text.replace(secret, "***")
    return text
