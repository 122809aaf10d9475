"""A dated market-capitalisation snapshot: which listed company of a name group is the large one.

``bundle/market_caps.toml`` documents where its figures come from, their date and how to refresh
them; ``MarketCaps.bundled()`` reads it once. The snapshot is used online and offline alike: the name
policy (``core.data.companies.name_policy``) must compare every member of a group at once while a question is
parsed (40-odd companies for "현대"), and a 2× lead between two companies is stable enough that a
dated figure decides it as well as a live quote would.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from core.data import bundled
from core.data.companies.names import normalize

__all__ = ["MarketCaps"]


@dataclass(frozen=True, slots=True)
class MarketCaps:
    """Market values in 억원 by stock code, for the companies of the covered name ``groups``.

    ``floor``: every company of a covered group worth at least this much on ``as_of`` is in ``caps``;
    a member missing from the snapshot (delisted, small, listed later) is worth ``floor`` at most.
    """

    as_of: str
    floor: int
    groups: tuple[str, ...]  # normalised group names ("삼성", "sk", …)
    caps: Mapping[str, int]
    names: Mapping[str, str]

    @classmethod
    def parse(cls, text: str) -> MarketCaps:
        """A snapshot from the TOML text of ``bundle/market_caps.toml``.

        Raises:
            ValueError: a malformed file (TOML syntax, a missing key, a non-positive figure).
        """
        try:
            data = tomllib.loads(text)
            rows = {str(code): (str(name), int(cap)) for code, (name, cap) in data["caps"].items()}
            snapshot = cls(
                as_of=str(data["as_of"]),
                floor=int(data["floor"]),
                groups=tuple(normalize(str(group)) for group in data["groups"]),
                caps=MappingProxyType({code: cap for code, (_, cap) in rows.items()}),
                names=MappingProxyType({code: name for code, (name, _) in rows.items()}),
            )
        except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed market-cap snapshot: {exc}") from exc
        if snapshot.floor <= 0 or any(cap <= 0 for cap in snapshot.caps.values()):
            raise ValueError("malformed market-cap snapshot: figures must be positive")
        return snapshot

    @classmethod
    def bundled(cls) -> MarketCaps:
        """The snapshot shipped with the product (read once, shared: it is immutable)."""
        return _bundled()

    def cap(self, stock_code: str) -> int | None:
        """The company's market value in 억원, or ``None`` when the snapshot does not hold it."""
        return self.caps.get(stock_code)

    def group_of(self, key: str) -> str | None:
        """The covered group a normalised name belongs to (the longest group it starts with)."""
        found = [group for group in self.groups if group and key.startswith(group)]
        return max(found, key=len) if found else None


@functools.cache
def _bundled() -> MarketCaps:
    ref = bundled("market_caps.toml")
    return MarketCaps.parse(ref.read_text(encoding="utf-8"))
