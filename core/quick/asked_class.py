"""Which class of shares a dividend question asks of: the common (보통주, by default) or the preferred (우선주,
or a company named by its preferred share, "삼성전자우").

The DPS line shows both classes, the one asked first (``core.quick.dividends``); ``beyond`` already defers a
preferred share's other figures. Here, a preferred share's DPS in a table (a trend, a comparison, two years
set against each other) defers — the tables hold the common share's ("삼성전자 2023년 우선주 배당 작년이랑 비교"
was a table of 1,444원, the common DPS, for the preferred's 1,445원) — and so does the gap between the two
classes ("우선주 배당 보통주보다 몇 원 많았음?" was answered with the two figures and no gap); which class got more
("우선주 배당이 보통주보다 많았어?") is the line's two figures. A dividend asked in
조 or 억 ("삼성전자 2023 배당 몇억", "배당금 억 단위로") is the total paid, not the DPS (it was answered 1,444원).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from core.quick.lexicon import Hit
from core.quick.model import QuickQuery, QuickRefusal

__all__ = ["share_class"]

_PREFERRED = re.compile(r"우\s*선\s*주")
_COMMON = re.compile(r"보\s*통\s*주")
#: one class set against the other: "보통주보다", "차이", "몇 원 더", "많았", "대비"
_SET_AGAINST = re.compile(r"보다|차이|차액|격차|더|많|적|높|낮|크|큰|작|대비|비교|vs", re.IGNORECASE)
#: by how much one class is set against the other: an amount, a gap, a quotient, a percentage
_BY_HOW_MUCH = re.compile(r"몇|얼마|차이|차액|격차|대비|비교|배(?!당)|%|퍼|프로|vs|율|률", re.IGNORECASE)
_DIVIDENDS = frozenset({"dps"})
#: an amount's unit asked of a dividend ("몇억", "조 단위로"): its total, not a share's
_AMOUNT_UNITS = frozenset({"조", "억", "백만"})
_HOW_MANY = re.compile(r"몇\s*(?:십|백|천)?\s*(?:조|억)")
_PER_SHARE = re.compile(r"주당|dps|한\s*주|1\s*주", re.IGNORECASE)


def share_class(
    parsed: QuickQuery | QuickRefusal | None, norm: str, hits: Sequence[Hit], named_preferred: bool
) -> QuickQuery | QuickRefusal | None:
    """``parsed`` with the preferred share's DPS asked (``QuickQuery.preferred``), or ``None`` where the answer
    would show the other class's figure or no gap asked between the two."""
    if not isinstance(parsed, QuickQuery) or not _DIVIDENDS & set(parsed.metrics):
        return parsed
    amount = parsed.unit in _AMOUNT_UNITS or _HOW_MANY.search(parsed.text) is not None
    if amount and not _PER_SHARE.search(norm):
        return None  # "배당 몇억", "배당금 억 단위로": the total paid (9.81조원), not 1,444원 a share
    preferred = named_preferred or _PREFERRED.search(norm) is not None
    if not preferred:
        return parsed
    if _COMMON.search(norm) is not None:
        # both classes named: side by side is the line; set against each other, a gap no line says
        gap = _SET_AGAINST.search(norm) or any(h.tag in ("difference", "compare") for h in hits)
        # "우선주 배당이 보통주보다 많았어?": which is larger, which the line's two figures say — not by how much
        # (one year's line: a trend's or a comparison's table holds the common share's alone)
        which = parsed.kind == "value" and not _BY_HOW_MUCH.search(norm)
        return parsed if not gap or which else None
    if parsed.kind != "value":
        return None  # a trend or a comparison of the preferred share: the tables hold the common share's
    # "삼성전자우 배당 얼마 줬어": the preferred share's DPS, not the company's whole 배당금 지급 beside it
    return replace(parsed, metrics=tuple(m for m in parsed.metrics if m != "dividends_paid"), preferred=True)
