"""A correction said mid-message: the last thing said wins, or the reader defers.

People correct themselves as they type or speak: "삼성 아니 하이닉스 2023 매출", "2022 아니 2023년", "삼전 2024 3분기
아니 4분기 매출", "삼전 vs 현차 아니 삼전 vs 하닉 2024 순이익 차이", "현대차 매출 2022 대비 2023 아니 2023 대비 2024
증가액", "현대차 연결 아니다 별도로", "삼전 보통주 아 아니 우선주 DPS", "삼성전자 2023 매출. 정정: 2024". Before the
message is read (``core.quick.parse``), the words a correction replaces are taken out with the marker:

* the words right before the marker (아니, 아니다, 아니고, 아니라, 말고, 아 아니, 정정:) are replaced by as many words right
  after it that name the same kinds of thing, in the same order — a company (resolved without doubt, two spaced
  words joined as the name index knows them: "삼성 전자"), a year (2023, 23년, 작년), a quarter (4분기, Q4), a basis
  (연결, 별도), a share class (보통주, 우선주), a per-share reading (기본, 희석), a figure the lexicon knows, what
  is asked of it (차이, 증가율, "몇 % 감소했는지": "삼전 EPS 2022 vs 2023 차이 아니 몇 % 감소했는지"), and the words
  setting two apart (vs, 대비);
* else, a figure, a company, a year or a quarter said once before the marker and once right after it ("하닉 부채총계
  2023 2024 차이 아니 자산총계 차이"): the earlier one is replaced, with the words it repeats ("차이");
* the reader defers (``None``) when it is unclear what is replaced: a word of the same kind right before the ones
  replaced ("삼전 하닉 아니 현차": both, or 하닉 alone?), the replaced word still said elsewhere ("영업이익 알려줘
  영업이익 말고 순이익"), or a word between that goes with the replaced one ("3분기 누적 말고 3분기 3개월").

A marker with nothing of the same kind after it ("적자 아니야?", "매출 말고는") is left to the reader as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.data.companies.resolver import CompanyIndex
from core.quick.lexicon import scan
from core.quick.names import confident_form

__all__ = ["corrected"]

#: a word and where it is: what stands between spaces, commas and sentence ends
_DIGIT = re.compile(r"[0-9]")
_WORD = re.compile(r"[^\s,.?!;:·…\"'“”‘’()\[\]]+")
#: the markers of a correction: "아니", "아니다", "아니고", "아니라", "말고", "정정" (a "아" before it goes too)
_MARKERS = frozenset(
    {"아니", "아니다", "아니고", "아니라", "아니아니", "말고", "말구", "아니지", "아니야"}
    | {"정정", "정정하면", "정정합니다", "정정할게", "정정할게요"}
)
_UH = frozenset({"아", "앗", "어", "아아", "잠깐", "그게", "그거", "음"})
_YEAR = re.compile(
    r"(?:(?:19|20)\d{2}|\d{2}년|fy\s*\d{2,4})(?:년도?|년)?(?:[은는이가을를의에도]|으로|로|기준)?", re.I
)
_RELATIVE = re.compile(r"(?:재작년|작년|올해|전년도|지난해)(?:[은는이가을를의에도]|으로|로)?")
_QUARTER = re.compile(
    r"(?:[1-4]\s*(?:분기|q)|q\s*[1-4]|[1-4]\s*[~\-]\s*[1-4]\s*분기)(?:[은는이가을를의에도]|으로|로|기준)?",
    re.I,
)
_BASIS = re.compile(r"(?:연결|별도|개별)(?:기준)?(?:[은는이가을를의에도]|으로|로|이요|요)?")
_CLASS = re.compile(r"(?:보통주|우선주)(?:[은는이가을를의에도]|으로|로|이요|요)?")
_READING = re.compile(r"(?:기본|희석)(?:[은는이가을를의에도]|으로|로|이요|요)?")
_APART = re.compile(r"vs|VS|대비|비교")
#: what is asked of a figure: "차이", "증가율", "몇 배", and "몇 % 감소했는지" said in words of its own (one word here)
_ASK = re.compile(
    r"(?:차이|차액|증감|증감액|증가액|감소액|증가율|감소율|성장률|증감률)(?:[은는이가을를도]|로|으로)?"
)
_ASKED_IN_WORDS = re.compile(
    r"몇\s*(?:%|퍼센트|퍼|프로)\s*(?:나\s*)?(?:감소|증가|늘|줄|올|떨어|하락|상승|성장|빠)[가-힣]*|몇\s*배[가-힣]*"
)
#: kinds said once on each side that may be replaced with the words between them kept
_SLOTS = frozenset({"company", "year", "quarter", "figure", "basis", "class", "reading"})
_KEPT_BETWEEN = frozenset({"company", "year", "figure", "basis"})
_MAX_ROUNDS = 3


@dataclass(frozen=True, slots=True)
class _Word:
    start: int
    end: int
    text: str
    kind: str | None
    also: bool = False  # said with 도 ("영업이익도", "하닉도"; not 별도, 2023년도)


def corrected(text: str, companies: CompanyIndex) -> str | None:
    """``text`` with the words a correction replaces taken out with its marker; ``text`` itself when it holds no
    correction the reader can place; ``None`` (defer) when what is replaced is unclear."""
    for _ in range(_MAX_ROUNDS):
        words = _words(text, companies)
        at = next((i for i, w in enumerate(words) if w.text in _MARKERS), None)
        if at is None:
            return text
        cut = _replaced(words, at)
        if cut is None:
            return text if _left_alone(words, at) else None
        text = _without(text, cut)
    return text


def _left_alone(words: list[_Word], at: int) -> bool:
    """A marker with no word of a kind after it, or none of the same kind before it: not a correction this
    module reads ("적자 아니야?", "연결 말고는"); one with a kind on each side that cannot be placed is unclear."""
    after = words[at + 1] if at + 1 < len(words) else None
    if after is None or after.kind is None:
        return True
    return not any(w.kind == after.kind for w in words[:at])


def _replaced(words: list[_Word], at: int) -> list[tuple[int, int]] | None:
    """The spans to take out for the marker at ``at``, or ``None`` when none can be placed."""
    first = at
    while first > 0 and words[first - 1].text in _UH:  # "아 아니다", "아 잠깐 아니", "그게 아니라"
        first -= 1
    while at + 1 < len(words) and words[at + 1].text in _MARKERS:  # "아니 아니", "아니 정정"
        at += 1
    before, after = words[:first], words[at + 1 :]
    if after and after[0].also:
        return None  # "매출 아니 영업이익도", "삼전 아니 하닉도": one more asked, not one instead
    marker = (words[first].start, words[at].end)
    run = _same_run(before, after)
    if run:
        lead = len(before) - run
        if lead > 0 and before[lead - 1].kind == before[lead].kind:
            return None  # "삼전 하닉 아니 현차": both, or 하닉 alone?
        if _said_again(before[:lead], before[lead:]):
            return None
        return [(before[lead].start, marker[1])]
    return _one_slot(before, after, marker)


def _same_run(before: list[_Word], after: list[_Word]) -> int:
    """The most words right before the marker whose kinds, in order, are those of the words right after it."""
    best = 0
    for size in range(1, min(len(before), len(after)) + 1):
        kinds = [w.kind for w in before[-size:]]
        if None not in kinds and kinds == [w.kind for w in after[:size]] and kinds[0] != "apart":
            best = size
    return best


def _one_slot(
    before: list[_Word], after: list[_Word], marker: tuple[int, int]
) -> list[tuple[int, int]] | None:
    """A figure, company, year or quarter said once before the marker and first after it: the earlier one goes,
    with the words right before the marker the correction says again ("… 차이 아니 자산총계 차이")."""
    if not after or after[0].kind not in _SLOTS:
        return None
    kind = after[0].kind
    same = [i for i, w in enumerate(before) if w.kind == kind]
    if len(same) != 1 or sum(w.kind == kind for w in after) != 1:
        return None
    again = {w.text for w in after[1:]}
    echo = len(before)
    while echo - 1 > same[0] and before[echo - 1].text in again and before[echo - 1].kind != kind:
        echo -= 1
    between = before[same[0] + 1 : echo]
    if not all(w.kind in _KEPT_BETWEEN and w.kind != kind for w in between):
        return None  # "3분기 누적 말고 3분기 3개월": 누적 goes with the quarter replaced, or not?
    if {w.kind for w in between} & {w.kind for w in after}:
        return None  # "네이버 2024 매출 아니 카카오 영업이익": is 매출 still asked?
    if _said_again(before[: same[0]] + between, [before[same[0]]]):
        return None
    start = before[echo].start if echo < len(before) else marker[0]
    return [(before[same[0]].start, before[same[0]].end), (start, marker[1])]


def _said_again(kept: list[_Word], gone: list[_Word]) -> bool:
    """A word taken out is said again among the words kept ("영업이익 알려줘 영업이익 말고 순이익")."""
    return any(g.kind not in (None, "apart") and g.text == k.text for g in gone for k in kept)


def _without(text: str, cuts: list[tuple[int, int]]) -> str:
    for start, end in sorted(cuts, reverse=True):
        text = f"{text[:start]} {text[end:].lstrip(' ,:')}"
    return re.sub(r"\s{2,}", " ", text).strip()


def _words(text: str, companies: CompanyIndex) -> list[_Word]:
    """The message's words with their kinds; two words a company's name spaced apart ("삼성 전자") are one."""
    found = [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]
    asked = [(m.start(), m.end()) for m in _ASKED_IN_WORDS.finditer(text)]
    words: list[_Word] = []
    i = 0
    while i < len(found):
        start, end, word = found[i]
        span = next(((a, b) for a, b in asked if a <= start < b), None)
        if span is not None:  # "몇 % 감소했는지": one word asking
            last = max(j for j in range(i, len(found)) if found[j][0] < span[1])
            words.append(_Word(start, found[last][1], text[start : found[last][1]], "ask"))
            i = last + 1
            continue
        # a year or a figure after a name ("삼성전자 2023년") is never part of it: not resolved as one word
        if i + 1 < len(found) and found[i + 1][0] == end + 1 and not _DIGIT.search(word + found[i + 1][2]):
            joined = word + found[i + 1][2]
            if _company(companies, joined) and not _company(companies, found[i + 1][2]):
                words.append(_Word(start, found[i + 1][1], joined, "company"))
                i += 2
                continue
        kind = _kind(word, companies)
        also = kind is not None and word.endswith("도") and _kind(word[:-1], companies) == kind
        words.append(_Word(start, end, word, kind, also and not word.endswith("년도")))
        i += 1
    return words


def _company(companies: CompanyIndex, word: str) -> bool:
    return not word.isdigit() and len(word) > 1 and confident_form(companies, word) is not None


def _kind(word: str, companies: CompanyIndex) -> str | None:
    for kind, pattern in (
        ("year", _YEAR),
        ("year", _RELATIVE),
        ("quarter", _QUARTER),
        ("basis", _BASIS),
        ("class", _CLASS),
        ("reading", _READING),
        ("apart", _APART),
        ("ask", _ASK),
    ):
        if pattern.fullmatch(word):
            return kind
    if word in _MARKERS or word in _UH:
        return None
    if _figure(word):
        return "figure"
    return "company" if _company(companies, word) else None


def _figure(word: str) -> bool:
    """A word the lexicon reads as one figure, with a particle at most ("영업이익", "순이익이요")."""
    hits, unknown = scan(word)
    if unknown or not hits or hits[0].tag not in ("metric", "bundle"):
        return False
    return all(h.tag == "particle" for h in hits[1:])
