"""Korean word forms the reader tells apart without a dictionary: a verb in the past tense or 있다 with a chat
ending (never a company name), and a word's forms without a trailing particle (쿠팡은 → 쿠팡)."""

from __future__ import annotations

from core.quick.lexicon import PARTICLES

#: Endings after a verb's past tense or 있다: 먹었어, 늘었냐, 들고있어, 썼나요, 났음, 했는지 …
_VERB_ENDINGS = (
    "다던데",
    "다면서",
    "습니까",
    "던데",
    "다며",
    "습니다",
    "어요",
    "나요",
    "는지",
    "는데",
    "더라",
    "던가",
    "어",
    "음",
    "냐",
    "니",
    "나",
    "지",
    "죠",
    "다",
)
_SSANG_SIOT = 20  # ㅆ as a syllable's final consonant: the past tense (었, 였, 했, 썼) and 있


def verb_like(word: str) -> bool:
    """A word that is a verb in the past tense or 있다 with a chat ending ("까먹었어", "쌓였어",
    "들고있어", "썼음"): it says how the writer feels about a figure the question already names, never
    which figure, and it is never a company name."""
    for ending in _VERB_ENDINGS:
        stem = word.removesuffix(ending)
        if stem != word and stem and all("가" <= ch <= "힣" for ch in stem):
            return (ord(stem[-1]) - 0xAC00) % 28 == _SSANG_SIOT
    return False


#: a present-tense ending left alone after a comparative the scan read ("얼마 많아", "얼마 적어요"): never a name
_BARE_ENDINGS = frozenset({"아", "어", "아요", "어요", "습니까", "습니다"})  # "더 낮습니까": 더낮 + 습니까


def bare_ending(word: str) -> bool:
    """Whether ``word`` is only a verb's present-tense ending ("많아" read as 많 + 아, "낮습니까" as 낮 + 습니까)."""
    return word in _BARE_ENDINGS


#: the particles, shortest first (``strip_particles``)
_SHORTEST_FIRST = tuple(sorted(PARTICLES, key=len))


def strip_particles(word: str) -> list[str]:
    """``word`` and its forms without one trailing particle (쿠팡은 → 쿠팡), longest cut last."""
    forms = [word]
    for particle in _SHORTEST_FIRST:
        if word.endswith(particle) and len(word) > len(particle):
            forms.append(word[: -len(particle)])
    return forms
