"""The language a question is written in, and the language a run answers in.

Korean is the default. A question is English when its words are mostly Latin: a Hangul company name
inside an English sentence leaves it English ("What was 삼성전자's revenue?"), while an acronym inside a
Korean one leaves it Korean ("삼성전자 OPM 2023"). Numbers, tickers and punctuation are neutral.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

Language = Literal["ko", "en"]

#: ``DEXTER_LANG`` values: ``ko`` (default) answers in the question's language, Korean unless the
#: question is English; ``en`` always answers in English; ``ko-only`` always in Korean.
FORCED: dict[str, Language] = {"en": "en", "en-only": "en", "ko-only": "ko"}

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")
_LATIN = re.compile(r"[A-Za-z]")
#: A short all-capitals word (OPM, ROE, SK, KRW) or a lone letter ("q", "x") weighs half a word:
#: Korean questions carry them, and a stray key is not a language.
_ACRONYM = re.compile(r"[A-Z]{1,5}s?|[A-Za-z]")


def language_of(text: str) -> Language:
    """``"en"`` when the question's Latin words outweigh its Hangul words, else ``"ko"``.

    A word holding any Hangul (``SK하이닉스``, ``revenue는``) counts as Korean; a short all-capitals word
    counts half, as does a lone letter, so an acronym, a ticker-like name or a stray key does not make a
    Korean question (or a one-letter message) English.
    """
    hangul, latin = _weights(text)
    return "en" if latin > hangul and latin >= 1 else "ko"


def _weights(text: str) -> tuple[float, float]:
    hangul = 0.0
    latin = 0.0
    for match in _WORD.finditer(text):
        word = match.group()
        if _HANGUL.search(word):
            hangul += 1
        elif _LATIN.search(word):
            latin += 0.5 if _ACRONYM.fullmatch(word) else 1
    return hangul, latin


def run_language(setting: str, question: str, earlier: Sequence[str] = ()) -> Language:
    """The language a run answers in: ``DEXTER_LANG`` when it forces one, else the question's — and a
    follow-up with no word of either language ("2022?", "Q4?") is in the language of the conversation's
    last earlier question that has one, so an English thread is not answered in Korean."""
    forced = FORCED.get(setting.strip().lower())
    if forced is not None:
        return forced
    hangul, latin = _weights(question)
    if not hangul and latin < 1:
        for before in reversed(earlier):
            before_hangul, before_latin = _weights(before)
            if before_hangul or before_latin >= 1:
                return language_of(before)
    return language_of(question)


def locale_language(setting: str, locale: str | None) -> Language:
    """The language of a text with no question to read (the help, a menu): ``DEXTER_LANG`` when it
    forces one, else the user's app language (Telegram's ``language_code``): Korean for ``ko`` or an
    unknown one, English for any other (an English help reads better than a Korean one for ``ja``)."""
    forced = FORCED.get(setting.strip().lower())
    if forced is not None:
        return forced
    return "ko" if not locale or locale.lower().startswith("ko") else "en"
