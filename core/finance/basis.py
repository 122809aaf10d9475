"""Statement basis — 연결 (consolidated, OpenDART ``CFS``) or 별도 (separate, ``OFS``) — one vocabulary.

Every spelling the product meets maps here: OpenDART's ``fs_div`` codes, the Korean labels (and 개별,
the older word for 별도), the English words tool arguments use. Mixing the two bases up is one of the
worst mistakes the product can make, so no module keeps its own table.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

#: OpenDART's ``fs_div``
FsDiv = Literal["CFS", "OFS"]
#: the English words tool arguments and report rows use
BasisWord = Literal["consolidated", "separate"]


class Basis(StrEnum):
    CONSOLIDATED = "CFS"
    SEPARATE = "OFS"

    @property
    def korean(self) -> str:
        return "연결" if self is Basis.CONSOLIDATED else "별도"

    @property
    def word(self) -> BasisWord:
        return "consolidated" if self is Basis.CONSOLIDATED else "separate"

    @classmethod
    def from_korean(cls, label: str) -> Basis | None:
        """연결 → consolidated; 별도 and 개별 → separate; anything else ``None``."""
        return _KOREAN.get(label.strip())

    @classmethod
    def from_word(cls, word: str) -> Basis:
        return cls.CONSOLIDATED if word == "consolidated" else cls.SEPARATE


_KOREAN = {"연결": Basis.CONSOLIDATED, "별도": Basis.SEPARATE, "개별": Basis.SEPARATE}
#: OpenDART code → Korean label (연결/별도)
FS_NAMES: dict[str, str] = {basis.value: basis.korean for basis in Basis}
