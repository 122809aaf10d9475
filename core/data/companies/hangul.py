"""Hangul helpers for company-name matching: jamo decomposition and Latin letter names.

``jamo("삼성전자")`` spells a string the way it is typed on a 2-beolsik keyboard (compound vowels
and final clusters split into their keys), so an edit distance over jamo counts keystroke typos:
삼성전지 is one key away from 삼성전자, while syllable-level distance would call it a whole
character off.

Korean registered names often spell Latin acronyms out in Hangul (KT → 케이티, SK바이오팜 →
에스케이바이오팜) and users write them either way (엘지전자 for LG전자): ``latin_to_hangul`` and
``hangul_to_latin`` produce the other spelling of a leading acronym.
"""

from __future__ import annotations

_BASE, _LAST = 0xAC00, 0xD7A3
_INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_MEDIALS = (
    "ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅗㅏ", "ㅗㅐ", "ㅗㅣ", "ㅛ", "ㅜ",
    "ㅜㅓ", "ㅜㅔ", "ㅜㅣ", "ㅠ", "ㅡ", "ㅡㅣ", "ㅣ",
)  # fmt: skip
_FINALS = (
    "", "ㄱ", "ㄲ", "ㄱㅅ", "ㄴ", "ㄴㅈ", "ㄴㅎ", "ㄷ", "ㄹ", "ㄹㄱ", "ㄹㅁ", "ㄹㅂ", "ㄹㅅ", "ㄹㅌ",
    "ㄹㅍ", "ㄹㅎ", "ㅁ", "ㅂ", "ㅂㅅ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
)  # fmt: skip


def _syllable_jamo(code: int) -> str:
    initial, rest = divmod(code - _BASE, 21 * 28)
    medial, final = divmod(rest, 28)
    return _INITIALS[initial] + _MEDIALS[medial] + _FINALS[final]


class _JamoTable(dict[int, str]):
    """``str.translate`` table from a syllable to its jamo, each syllable added when first met: the
    listed companies' names use about a tenth of the 11,172, and building them all cost a third of
    building the company index at every start. Any other character maps to itself."""

    def __missing__(self, code: int) -> str:
        value = _syllable_jamo(code) if _BASE <= code <= _LAST else chr(code)
        self[code] = value
        return value


_JAMO = _JamoTable()


def is_syllable(char: str) -> bool:
    """True for a precomposed Hangul syllable (가 … 힣)."""
    return _BASE <= ord(char) <= _LAST


def jamo(text: str) -> str:
    """Decompose Hangul syllables into keystroke jamo; other characters pass through unchanged.

    Args:
        text: Any string; usually an already normalised company name.

    Returns:
        The string with every syllable replaced by its initial, medial and final jamo, compound
        vowels and final clusters split (``"과"`` → ``"ㄱㅗㅏ"``).
    """
    return text.translate(_JAMO)


def syllable_count(text: str) -> int:
    """How many Hangul syllables ``text`` contains."""
    return sum(1 for char in text if _BASE <= ord(char) <= _LAST)


#: How Koreans read Latin letters out (the spelling DART uses for names like 케이티, 에스케이).
LETTER_NAMES = {
    "a": "에이", "b": "비", "c": "씨", "d": "디", "e": "이", "f": "에프", "g": "지", "h": "에이치",
    "i": "아이", "j": "제이", "k": "케이", "l": "엘", "m": "엠", "n": "엔", "o": "오", "p": "피",
    "q": "큐", "r": "알", "s": "에스", "t": "티", "u": "유", "v": "브이", "w": "더블유", "x": "엑스",
    "y": "와이", "z": "지",
}  # fmt: skip
# Longest spellings first so that 에이치 is read as H, not as A followed by 치.
_NAMES_BY_LENGTH = sorted(
    ((name, letter) for letter, name in LETTER_NAMES.items() if letter != "z"),
    key=lambda pair: -len(pair[0]),
)
_MAX_ACRONYM = 5


def latin_to_hangul(key: str) -> str | None:
    """Spell a leading Latin acronym in Hangul: ``"sk바이오팜"`` → ``"에스케이바이오팜"``.

    Args:
        key: A normalised (lower-case) name.

    Returns:
        The respelt name, or ``None`` when ``key`` does not start with 1–5 Latin letters followed by
        Hangul or nothing.
    """
    count = 0
    while count < len(key) and "a" <= key[count] <= "z":
        count += 1
    if count == 0 or count > _MAX_ACRONYM:
        return None
    rest = key[count:]
    if rest and not is_syllable(rest[0]):
        return None
    return "".join(LETTER_NAMES[letter] for letter in key[:count]) + rest


def hangul_to_latin(key: str) -> list[str]:
    """Read leading Hangul letter names as a Latin acronym: ``"엘지전자"`` → ``["lg전자"]``.

    Every reading of two or more letters is returned, longest first (``"엘지디스플레이"`` gives
    ``"lgd스플레이"`` and ``"lg디스플레이"``); callers keep the ones that name a company.

    Args:
        key: A normalised name.

    Returns:
        Candidate spellings, possibly empty.
    """
    letters: list[str] = []
    ends: list[int] = []
    position = 0
    while len(letters) < _MAX_ACRONYM:
        for name, letter in _NAMES_BY_LENGTH:
            if key.startswith(name, position):
                letters.append(letter)
                position += len(name)
                ends.append(position)
                break
        else:
            break
    return ["".join(letters[:n]) + key[ends[n - 1] :] for n in range(len(letters), 1, -1)]
