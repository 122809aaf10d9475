"""Companies no longer KRX-listed whose stock codes OpenDART's corp list still carries.

``bundle/delisted.toml`` is a dated snapshot (what it holds, where it comes from and why
``corp-codes sync`` cannot refresh it are written there). ``CompanyIndex`` applies it when it is
built: such a row keeps its DART corp code but loses its stock code, so no caller offers it as a
listed company.
"""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from core.data import bundled
from core.data.companies.corpcode_format import CorpCodes

__all__ = ["Delisted"]


@dataclass(frozen=True, slots=True)
class Delisted:
    """Stock code → DART corp code of the companies that no longer trade under it."""

    as_of: str
    corp_by_stock: Mapping[str, str]

    @classmethod
    def parse(cls, text: str) -> Delisted:
        """A snapshot from the TOML text of ``bundle/delisted.toml``.

        Raises:
            ValueError: a malformed file.
        """
        try:
            data = tomllib.loads(text)
            entries = {**data["named"], **data["stale"]}
            corp = {str(stock): str(corp_code) for stock, (corp_code, _) in entries.items()}
            return cls(str(data["as_of"]), MappingProxyType(corp))
        except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed delisting snapshot: {exc}") from exc

    @classmethod
    def bundled(cls) -> Delisted:
        """The snapshot shipped with the product (read once)."""
        return _bundled()

    def __contains__(self, stock_code: object) -> bool:
        return stock_code in self.corp_by_stock

    def apply(self, codes: CorpCodes) -> CorpCodes:
        """``codes`` with the stock code dropped from each delisted company's row (only the row of the
        snapshot's corp code: a code KRX later gives to another company stays with that one)."""
        corp_by_stock = self.corp_by_stock
        hits = [
            i
            for i, stock in enumerate(codes.stock_codes)
            if stock in corp_by_stock and corp_by_stock[stock] == codes.corp_codes[i]
        ]
        if not hits:
            return codes
        stocks = list(codes.stock_codes)
        for i in hits:
            stocks[i] = ""
        return CorpCodes(codes.corp_codes, codes.names, codes.eng_names, tuple(stocks), codes.modify_dates)


@functools.cache
def _bundled() -> Delisted:
    ref = bundled("delisted.toml")
    return Delisted.parse(ref.read_text(encoding="utf-8"))
