"""A figure's word typed with one slip, read as that word (part of ``core.quick.tidy``).

"하이닉스 2022 당기순이이익", "삼성전자 2020 주당순이익익" (a syllable typed twice), "삼성전자 영업이윽", "부채비률은"
(one letter of one syllable slipped) are read as 당기순이익, 주당순이익, 영업이익, 부채비율 — only where the word as typed
is not read at all (no term covers it), is three syllables or more (a slipped letter: four, its particle aside; a
shorter word is too often a word of its own one letter from a figure's: 매물, 영업일, 법인체, 임원수), and
exactly one reading with one slip undone is wholly a figure's word the lexicon knows (a metric, a growth or a bundle;
a particle may follow it). Company names are not lexicon words, so a misspelt name is left to ``core.quick.names``.
"""

from __future__ import annotations

import functools
import re

from core.finance.concepts import CATALOGUE
from core.quick.lexicon import PARTICLES, scan

_WORD = re.compile(r"[가-힣]{3,}")
_FIGURE_TAGS = frozenset({"metric", "growth", "bundle", "per_share"})
#: the growth words a slip may hit (the lexicon's growth spellings; the lexicon, by ``scan``, has the last word)
_GROWTH = "증가율 증가률 증감률 증감율 성장률 성장율 감소율 감소률 하락률 하락율 상승률 상승율 변동률 변동율 변화율 변화률"
#: figures per share, which the reader reads as 주당 and a figure (``core.quick.pershare``)
_PER_SHARE = "주당순이익 주당이익 주당순손실 주당손실 주당배당금 주당배당"
#: a slipped letter is read only in a word of four syllables or more (its particle aside)
_SLIP_LEAST = 4
_FIRST, _VOWEL, _LAST = 19, 21, 28
_BASE = 0xAC00


def without_typos(text: str) -> str:
    """``text`` with each unread word of three syllables or more that is one slip from a figure's word written as
    that word (see the module docstring). Unread is said of the whole message: "현금배당금" alone leaves 금 unread,
    but "현금배당금 총액" is one term."""
    unread = set(scan(text)[1])
    return _WORD.sub(lambda m: _mended(m.group()) if unread & set(range(*m.span())) else m.group(), text)


@functools.lru_cache(maxsize=4096)
def _mended(word: str) -> str:
    words = _figure_words()
    found = {c for c in _one_slip(word) if _stem(c) in words and _kept_ending(word, c) and _a_figure(c)}
    readings = {tuple((h.tag, h.value) for h in scan(c)[0] if h.tag != "particle") for c in found}
    # "증감률", "증감율"; "주당순이익", "주당순이익이": one reading (the shortest spelling of it)
    return min(found, key=lambda c: (len(c), c)) if len(readings) == 1 else word


@functools.cache
def _figure_words() -> frozenset[str]:
    """The figures' words of three syllables or more (the catalogue's quick concepts and the growth words)."""
    said = [w for c in CATALOGUE if c.quick is not None for w in (*c.spellings, *c.asked)]
    return frozenset(
        w.replace(" ", "")
        for w in (*said, *_GROWTH.split(), *_PER_SHARE.split())
        if len(w.replace(" ", "")) >= 3
    )


def _kept_ending(word: str, candidate: str) -> bool:
    """The particle a reading ends in was typed as it is: "현금배당금" is not 현금배당 + 음 (the slip made the particle)."""
    ending = candidate[len(_stem(candidate)) :]
    return not ending or word.endswith(ending)


def _stem(word: str) -> str:
    """``word`` without a particle after it ("증감률은" → 증감률): the longest particle it ends in, with three
    syllables or more before it (at most one particle of each length can end a word)."""
    for size, particles in _PARTICLES_BY_SIZE:
        if len(word) > size + 2 and word[-size:] in particles:
            return word[:-size]
    return word


#: the particles by length, longest first (``_stem`` tries each length once)
_PARTICLES_BY_SIZE = tuple(
    (size, frozenset(p for p in PARTICLES if len(p) == size))
    for size in sorted({len(p) for p in PARTICLES}, reverse=True)
)


def _a_figure(word: str) -> bool:
    """Whether ``word`` is read whole, as a figure's word (with a particle after it at most)."""
    hits, unknown = scan(word)
    return not unknown and any(h.tag in _FIGURE_TAGS for h in hits) and hits[0].start == 0


def _one_slip(word: str) -> set[str]:
    """Every reading of ``word`` with one slip undone: a syllable typed twice, or one letter of one syllable."""
    found = {word[:i] + word[i + 1 :] for i in range(len(word) - 1) if word[i] == word[i + 1]}
    if len(_stem(word)) < _SLIP_LEAST:
        return found - {word}  # "영업일", "법인체", "임원수": words of their own one letter from a figure's
    for i, syllable in enumerate(word):
        code = ord(syllable) - _BASE
        first, vowel, last = code // (_VOWEL * _LAST), code // _LAST % _VOWEL, code % _LAST
        for f in range(_FIRST):
            found.add(word[:i] + _syllable(f, vowel, last) + word[i + 1 :])
        for v in range(_VOWEL):
            found.add(word[:i] + _syllable(first, v, last) + word[i + 1 :])
        for la in range(_LAST):
            found.add(word[:i] + _syllable(first, vowel, la) + word[i + 1 :])
    found.discard(word)
    return found


def _syllable(first: int, vowel: int, last: int) -> str:
    return chr(_BASE + (first * _VOWEL + vowel) * _LAST + last)
