"""A rumour said of a part of the year while the year's own figure is asked (review 11).

``core.quick.wrapping`` takes a rumour or a feeling off the message and leaves what it was said of: a quarter or a
half said with the rumour ("3분기 역대급이라던데", "상반기 적자라던데") then stood as the period asked, and the year
asked was answered with that part of it — "삼전 3분기 역대급이라던데 2024 영업이익 얼마" with 2024년 3분기 9.18조원 (the
year's is 32.73조원), "카카오 상반기 적자라던데 2024 영업이익" with 1~2분기 2,543억원 (the year's 4,602억원), "삼전
2024 영업이익 얼마야? 3분기 역대급이라던데" likewise. The reader defers when the part of the year is said before the
rumour and the year only after it, or after the question was already asked ("얼마야?", "알려줘"). A quarter and its
year said together before the rumour ("하닉 2024 4분기 영업이익 미쳤다던데 얼마야") is the quarter asked, as before.
"""

from __future__ import annotations

import re
import unicodedata

from core.quick.lexicon import scan

__all__ = ["part_rumoured"]

#: a word ending in hearsay ("…라던데", "…다는데", "…다며", "…하던데"), or a rumour heard ("…다는 소문 듣고")
_HEARSAY = re.compile(
    r"(?:[다라]\s*(?:던데|는데|며|면서|더라)|하던데|다더라)요?[?!.~]*(?=\s|$)|[다라]는\s+(?:소문|얘기|말|기사|뉴스)"
)
#: the question asked already, before the part of the year said with the rumour
_ASKED = re.compile(r"\?|얼마|알려|몇")
_PARTS = frozenset({"quarter", "ytd_quarter", "half", "ytd"})
_YEARS = frozenset({"year", "short_year", "fy", "relative"})


def part_rumoured(text: str) -> bool:
    """Whether a quarter or half said with a rumour may stand for the year asked (the reader defers)."""
    text = unicodedata.normalize("NFKC", text)
    rumour = _HEARSAY.search(text)
    if rumour is None:
        return False
    hits, _ = scan(text)
    parts = [h for h in hits if h.tag in _PARTS and h.end <= rumour.end()]
    if not parts:
        return False
    years_before = any(h.tag in _YEARS and h.end <= parts[0].start for h in hits)
    years_after = any(h.tag in _YEARS and h.start >= rumour.end() for h in hits)
    parts_after = any(h.tag in _PARTS and h.start >= rumour.end() for h in hits)
    if years_after and not years_before and not parts_after:
        return True  # "3분기 역대급이라던데 2024 영업이익"
    return bool(_ASKED.search(text, 0, parts[0].start))  # "2024 영업이익 얼마야? 3분기 역대급이라던데"
