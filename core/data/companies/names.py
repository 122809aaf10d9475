"""Company-name keys and the name knowledge the resolver uses: aliases and prominent companies.

``normalize`` and ``normalize_eng`` turn a name into the key it is indexed and looked up by. The
``*_many`` variants do the same to a whole column at once (one newline-joined block through the
regex engine, ~117k names at start-up) and are equivalent to mapping the single-name functions.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

#: Names investors use that are not the registered name (keys and targets are normalised on use).
ALIASES = {
    "삼전": "삼성전자",
    "하이닉스": "SK하이닉스",
    "하닉": "SK하이닉스",
    "에스케이하이닉스": "SK하이닉스",
    "현대차": "현대자동차",
    "현차": "현대자동차",
    "모비스": "현대모비스",
    "네이버": "NAVER",
    "네버": "NAVER",  # 네이버 typed short
    "엘지전자": "LG전자",
    "엘전": "LG전자",
    "엘지화학": "LG화학",
    "엘지에너지솔루션": "LG에너지솔루션",
    "엘지엔솔": "LG에너지솔루션",
    "엘엔솔": "LG에너지솔루션",
    "LG엔솔": "LG에너지솔루션",
    "LG생건": "LG생활건강",
    "삼바": "삼성바이오로직스",
    "삼성바이오": "삼성바이오로직스",
    "삼성SDS": "삼성에스디에스",
    "삼성화재": "삼성화재해상보험",
    "삼성생명보험": "삼성생명",  # the registered name 최대주주 현황 lists (삼성생명보험㈜)
    "삼물": "삼성물산",
    "삼생": "삼성생명",  # as 삼전, 삼물: the first syllables of its two words
    "포스코": "POSCO홀딩스",
    "포스코홀딩스": "POSCO홀딩스",
    "포스코케미칼": "포스코퓨처엠",
    "기아차": "기아",
    "기아자동차": "기아",
    "카뱅": "카카오뱅크",
    "셀트": "셀트리온",
    "엔씨": "NC",
    "엔씨소프트": "NC",
    "NC소프트": "NC",
    "NCsoft": "NC",
    "KT&G": "케이티앤지",
    "케이티엔지": "케이티앤지",
    "SKT": "SK텔레콤",
    "SK이노": "SK이노베이션",
    "한전": "한국전력공사",
    "한국전력": "한국전력공사",
    "에쓰오일": "S-Oil",
    "에스오일": "S-Oil",
    "한국항공우주산업": "한국항공우주",
    "KAI": "한국항공우주",
    "한화에어로": "한화에어로스페이스",
    "두산중공업": "두산에너빌리티",
    "현대중공업": "HD현대중공업",
    "한국조선해양": "HD한국조선해양",
    "대우조선해양": "한화오션",
    "현대미포조선": "에이치디현대미포",
    "신한금융": "신한지주",
    "신한금융지주": "신한지주",
    "KB금융지주": "KB금융",
    "하나금융": "하나금융지주",
    "우리금융": "우리금융지주",
    "메리츠금융": "메리츠금융지주",
    "아모레": "아모레퍼시픽",
    "빅히트": "하이브",
    "카톡": "카카오",
}

#: Aliases that are also everyday words: 카톡 is the chat app as often as 카카오's nickname ("카톡에서 봤는데
#: 삼성전자 …"). Such a word names its company only where it reads as one (``everyday_use``).
EVERYDAY = frozenset({"카톡"})
#: what may follow an everyday word written as a company: nothing, or a subject, topic, possessive or
#: list particle ("카톡 2024 매출", "카톡이랑 네이버 비교", "카톡의 매출")
_AS_NAME = frozenset({"", "은", "는", "이", "가", "의", "와", "과", "랑", "이랑", "하고", "도", "보다", "만"})


def everyday_use(word: str, *, others: bool, read_on: bool) -> bool:
    """True when ``word`` (as typed, particle included) is an everyday-word alias used as the everyday
    word, not the company: another company is named (``others``), and the word is written as a place or
    a means ("카톡에서", "카톡으로"), inside a longer word ("카톡방"), or bare before a word that is not
    part of the question ("카톡 보니까 …"; ``read_on``: the next word is a company or a word the caller
    reads, or there is none). With no other company named the word is the company ("카톡 매출")."""
    if not others:
        return False
    for alias in EVERYDAY:
        if word.startswith(alias):
            rest = word[len(alias) :]
            return rest not in _AS_NAME or not (rest or read_on)
    return False


#: Nicknames of several companies at once ("네카오 매출": NAVER and 카카오), registered names.
SEVERAL = {"네카오": ("NAVER", "카카오")}

#: Large caps, roughly by market value: the company meant when a short query matches many.
PROMINENT = (
    "삼성전자", "SK하이닉스", "LG에너지솔루션", "삼성바이오로직스", "현대자동차", "기아", "셀트리온",
    "NAVER", "카카오", "KB금융", "신한지주", "POSCO홀딩스", "삼성물산", "현대모비스", "LG화학",
    "삼성SDI", "한화에어로스페이스", "HD현대중공업", "삼성생명", "하나금융지주", "메리츠금융지주",
    "삼성화재해상보험", "LG전자", "SK이노베이션", "한국전력공사", "삼성전기", "카카오뱅크",
    "에코프로비엠", "고려아연", "SK텔레콤", "케이티앤지", "삼성중공업", "두산에너빌리티",
    "우리금융지주", "삼성에스디에스", "HMM", "대한항공", "케이티", "SK", "LG", "한화오션",
    "HD한국조선해양", "포스코퓨처엠", "기업은행", "크래프톤", "하이브", "아모레퍼시픽", "현대건설",
    "현대제철", "S-Oil", "한국항공우주", "NC", "삼성카드", "삼성증권", "현대글로비스",
)  # fmt: skip

_LEGAL_FORM = re.compile(r"\(주\)|\(유\)|\(株\)|주식회사|유한책임회사|유한회사")
_NOT_WORD = re.compile(r"[^0-9a-z가-힣\n]+")
# English keys are plain ASCII: lower-case letters and digits kept, everything else a space, so
# legal-form words can be cut as whole words (`` co``, `` ltd``) before the spaces go.
_ENG_TABLE = bytes(
    c + 32 if 65 <= c <= 90 else c if (97 <= c <= 122 or 48 <= c <= 57 or c == 10) else 32 for c in range(256)
)
_ENG_FORM = re.compile(rb" (?:co|ltd|inc|corp|corporation|company|limited|incorporated|llc|plc)(?= )")


def _normalize_block(block: str) -> str:
    return _NOT_WORD.sub("", _LEGAL_FORM.sub("", unicodedata.normalize("NFKC", block).lower()))


def _normalize_eng_block(block: str) -> str:
    padded = (" " + block.replace("\n", " \n ") + " ").encode("utf-8").translate(_ENG_TABLE)
    return _ENG_FORM.sub(b"", padded).replace(b" ", b"").decode("ascii")


def normalize(name: str) -> str:
    """A name without legal form, spaces, case or punctuation: ``"㈜ 삼성 전자"`` → ``"삼성전자"``.

    NFKC first, so ``㈜`` reads as ``(주)`` and full-width letters as ASCII.
    """
    return _normalize_block(name.replace("\n", " "))


def normalize_eng(name: str) -> str:
    """An English name as lower-case ASCII letters and digits without legal-form words.

    ``"Kakao Corp."`` → ``"kakao"``, ``"SAMSUNG ELECTRONICS CO,.LTD"`` → ``"samsungelectronics"``.
    """
    return _normalize_eng_block(name.replace("\n", " "))


def normalize_many(names: Sequence[str]) -> list[str]:
    """``[normalize(n) for n in names]``, computed as one block."""
    keys = _normalize_block("\n".join(names)).split("\n")
    return keys if len(keys) == len(names) else [normalize(name) for name in names]


def normalize_eng_many(names: Sequence[str]) -> list[str]:
    """``[normalize_eng(n) for n in names]``, computed as one block."""
    keys = _normalize_eng_block("\n".join(names)).split("\n")
    return keys if len(keys) == len(names) else [normalize_eng(name) for name in names]


def is_spac(name: str) -> bool:
    """True for special-purpose acquisition companies (스팩), which crowd short prefix searches."""
    return "스팩" in name or "기업인수목적" in name
