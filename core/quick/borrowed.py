"""English words for a figure, borrowed into a Korean question: "SK hynix 2023 net loss 9조 넘었죠?", "NAVER 2024
net income 확인 부탁드립니다", "삼성전자 24년 operating profit 얼마".

The catalogue's English spellings (``core.finance.concepts_english``) are the English reader's; the Korean
reader takes those of a statement's figures (an amount, a line, a ratio, a per-share figure or a dividend) as
it takes the Korean ones. Left out are a spelling of two letters (NI, a name's part as often as a figure), and
ones whose Korean reading differs from the figure they would be read as: EBIT (영업이익 in a filing, but
earnings before interest and tax to an analyst) and turnover (revenue, or an asset turnover ratio).
"""

from __future__ import annotations

from core.finance.concept import Concept

__all__ = ["borrowed"]

#: the quick kinds whose English words a Korean question may borrow: a statement's figures
_STATEMENT = frozenset({"amount", "line", "ratio", "per_share", "dividend"})
_LEFT_OUT = frozenset({"ebit", "ebit margin", "turnover", "d&a"})


def borrowed(concept: Concept) -> tuple[str, ...]:
    """The English spellings of ``concept`` a Korean question may use for it (none for a fact or a quote)."""
    if concept.quick not in _STATEMENT:
        return ()
    return tuple(w for w in concept.english if len(w) > 2 and w.lower() not in _LEFT_OUT)
