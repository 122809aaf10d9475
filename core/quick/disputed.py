"""An argument to settle — "친구가 하닉이 삼전보다 2024년에 영업이익 더 벌었다는데 맞냐?", "현대차 2024 매출 170조
넘었다 vs 못 넘었다 내기", "형이랑 싸움: 삼성전자 2023년 배당성향 60% 넘었냐 안 넘었냐" — read as the question it
settles ("…더 벌었냐?", "…170조 넘었냐", "…60% 넘었냐").

Someone's claim is a check, as a rumour is (``core.quick.wrapping``): the answer states the figure that settles it,
never the claim. Only when an argument is said — a word of the dispute (``DISPUTE``: 내기, 싸움, 누가 맞음), a claim
asked to be confirmed ("…다는데 맞냐", "…였다는 거 진짜임?", "…다는 친구 말 맞음?") or held by someone ("…다는 애
있는데", "…다고 우기는 애 있는데"), or two sides set against each other with nothing but a verb on the other side
("넘었다 vs 못 넘었다", "늘었다 안 늘었다") — this module

* takes out the frame of the dispute (the words of ``DISPUTE``; "형이랑 싸움:", "내기했는데 누가 맞음:" before a
  colon; the one who claims, "친구가" first in the message, "…는 애 있는데", "친구 말 맞음?");
* keeps the first side of two set against each other ("넘었다 vs 못 넘었다" → "넘었다", "나았냐 못했냐" → "나았냐");
* asks the claim plainly: a verb said as a claim ("벌었다는데", "높았다는", "넘는다고", "였다는") is said as a question
  ("벌었냐", "높았냐", "넘냐", "였냐"), which the reader reads as it reads "넘었냐", "더 벌었냐".

What the claim names — a company, a year, a figure, a number — stays, so a claim about something else than the ask
is read with it (and the reader answers both or defers); a word the reader does not know still defers.
"""

from __future__ import annotations

import re

from core.data.companies.resolver import CompanyIndex
from core.quick.lexicon import scan
from core.quick.names import confident_form

__all__ = ["DISPUTE", "settled"]

#: the words of a dispute, which say nothing of the figure: "내기함", "싸움남", "말싸움", "누가 맞음", "누구 말이 맞아"
DISPUTE = re.compile(
    r"(?<![가-힣])(?:(?:말)?싸움(?:남|함|났음|났어|났다|중|붙음|붙었음)?|내기(?:함|했음|했는데|했어|중|해서|하는\s*중)?"
    r"|누가\s*맞(?:음|아|냐|지|나요|는지)|누구\s*말이\s*맞(?:음|아|냐|지|나요|는지))(?![가-힣])[?!.~]*"
)
#: who the dispute is with, right before it: "친구랑 내기했는데", "형이랑 싸움" (kept when it names a company)
_WITH_WHOM = re.compile(rf"(?<![가-힣])([가-힣]{{1,6}}?)(?:이랑|랑|하고|와|과)\s+(?={DISPUTE.pattern})")
#: a claim asked to be confirmed or held by someone, after the claim's word ("…다는데 맞냐", "…다는 거 진짜임",
#: "…다는 친구 말 맞음", "…다는 말 맞냐", "…다는 애 있는데", "…다고 우기는 애 있는데")
_CONFIRM = r"(?:맞(?:냐|음|아|지|나|나요|죠|는지|는\s*거임)|진짜(?:임|야|냐|예요|에요|인가요)?|사실(?:임|이야|이냐|인가요)?)"
_HOLDER = r"(?:[가-힣]{1,4}\s+)?(?:말|얘기)"
_CLAIM_TAIL = re.compile(
    rf"(?<=[다라])(?:는데|는|고(?:\s+하(?:시)?는데)?)[,]?\s+(?:(?:{_HOLDER}|거|게)\s+)?{_CONFIRM}(?![가-힣])[?!.~]*"
    r"|(?<=[다라])(?:는|고)\s+(?:우기는\s+)?(?:애|사람|놈|친구|분)(?:가|이)?\s+(?:있는데|있음|있어서)(?:요)?[,.]?"
)
#: a claim said with a question's ending, then argued over: "두 자릿수였냐로 싸움", "컸냐는 말싸움"
_ASKED_CLAIM = re.compile(r"(?<=[가-힣])냐(?:로|는)(?=\s+(?:말)?싸움|\s+내기)")
#: the other side of two set against each other, a verb said in Korean: "vs 못 넘었다", "vs 안 넘는다", "vs 똑같다"
_VERSUS = re.compile(
    r"\s+(?:vs\.?|VS\.?|대)\s+([가-힣 ]*?[가-힣](?:다|냐|음|함))(?=\s*(?:[,?!.—:]|$|\s+(?:내기|싸움|말싸움|누가)))"
)
#: the other side said as the first one negated, with no vs: "늘었다 안 늘었다", "넘었냐 안 넘었냐", "나았냐 못했냐"
_NEGATED_AGAIN = re.compile(
    r"(?<=[가-힣])(다|냐)\s+(?:안|못)\s*[가-힣]+(?:다|냐)(?=[\s,?!.]|로|$)|(?<=[가-힣])냐\s+못했냐"
)
#: "실제로 몇 %", "실제 얼마": what the claim is set against, the figure asked
_ACTUALLY = re.compile(r"(?<![가-힣])실제(?:로는?|는)?\s+(?=몇|얼마|정확히)")
#: the claim asked, then the rest of the message: "…3분기보다 줄었냐? 4분기 얼마임"
_CLAIM_ASKED = re.compile(r"(?<=[가-힣])냐[?!.,]*(?=\s)")
#: a frame before a colon: "형이랑 싸움:", "내기했는데 누가 맞음:"
_FRAME = re.compile(r"^[^:0-9]{0,30}:\s*")
#: one who claims, first in the message: "친구가", "형이", "동료가" (a word the reader does not know, with 가/이)
_CLAIMER = re.compile(r"^\s*(?:우리\s+|제\s+|내\s+)?([가-힣]{1,5}?)(?:가|이|께서)\s+")
#: a word said as a claim, to be asked plainly: "벌었다", "높았다는", "넘는다고", "흑자였다는", "많다는데"
_CLAIM_WORD = re.compile(r"(?<![가-힣])([가-힣]*[가-힣])(다|다는데|다는|다고|다며|다더라)(?=[\s,?!.~]|$)")
#: words ending in 다 that are no claim: "3분기보다", "해마다", "둘 다"
_NOT_CLAIMS = frozenset({"둘", "모두", "전부", "하나", "바"})
_SSANG_SIOT = 20  # ㅆ as a final consonant (a past tense: 었, 았, 였, 했, 됐)
_NIEUN = 4  # ㄴ as a final consonant ("준다", "한다")


def settled(text: str, companies: CompanyIndex) -> str:
    """``text`` as the question its argument settles (see the module docstring), or ``text`` as it is."""
    framed = _FRAME.match(text)
    if framed is not None and DISPUTE.search(framed.group()) and not _names(framed.group(), companies):
        text = text[framed.end() :]
    elif not _argued(text, companies):
        return text
    text = _CLAIM_TAIL.sub(" ", text)
    text = _ASKED_CLAIM.sub("냐", text)
    text = _VERSUS.sub(lambda m: m.group() if _names(m.group(1), companies) else "", text)
    text = _NEGATED_AGAIN.sub(lambda m: m.group(1) or "냐", text)
    text = _WITH_WHOM.sub(lambda m: m.group() if _names(m.group(1), companies) else " ", text)
    text = DISPUTE.sub(" ", text)
    claimer = _CLAIMER.match(text)
    if claimer is not None and not _names(claimer.group(1), companies):
        text = text[claimer.end() :]
    text = _ACTUALLY.sub("", _CLAIM_WORD.sub(lambda m: _asked(m, companies), text))
    text = re.sub(r"\s+([,?!.])", r"\1", re.sub(r"[ \t]{2,}", " ", text)).strip(" ,—-")
    claim = _CLAIM_ASKED.search(text)
    if claim is not None and _asks_again(text[claim.end() :], text[: claim.end()]):
        return text[: claim.end()].rstrip(" ,")  # "…줄었냐? 4분기 얼마임": the claim's answer states it
    return text


def _asks_again(tail: str, claim: str) -> bool:
    """Whether ``tail`` only asks again what ``claim`` names: nothing in it but asking words and the periods, the
    figures and the companies the claim names ("4분기 얼마임" after "…4분기 영업이익이 3분기보다 줄었냐")."""
    hits, unknown = scan(re.sub(r"[?!.,~]", " ", tail))
    named = _terms(claim)
    kept = [h for h in hits if h.tag not in {"filler", "particle"}]
    return bool(kept) and not unknown and all(term in named for term in _terms(tail))


def _terms(text: str) -> set[tuple[str, str]]:
    plain = re.sub(r"[?!.,~]", " ", text)
    hits, _ = scan(plain)
    return {
        (h.tag, re.sub(r"\s+", "", plain[h.start : h.end]))
        for h in hits
        if h.tag not in {"filler", "particle"}
    }


def _argued(text: str, companies: CompanyIndex) -> bool:
    """Whether ``text`` says an argument: a word of the dispute, a claim confirmed or held, two sides opposed."""
    if DISPUTE.search(text) or _CLAIM_TAIL.search(text) or _ASKED_CLAIM.search(text):
        return True
    return bool(_NEGATED_AGAIN.search(text)) or any(
        not _names(m.group(1), companies) for m in _VERSUS.finditer(text)
    )


def _names(text: str, companies: CompanyIndex) -> bool:
    """Whether ``text`` names something of the figure: a number, a company, or a term the reader knows (but a
    particle, a negation)."""
    if re.search(r"[0-9]", text):
        return True
    if any(confident_form(companies, word) is not None for word in text.split()):
        return True
    hits, _ = scan(text)
    return any(h.tag not in {"particle", "filler", "negation"} for h in hits)


def _asked(match: re.Match[str], companies: CompanyIndex) -> str:
    """A word said as a claim ("벌었다는데"), said as a question ("벌었냐"); a company or a lone "다" stays."""
    stem = match.group(1)
    if confident_form(companies, match.group()) is not None or (
        match.group(2) == "다" and (stem in _NOT_CLAIMS or stem[-1] in "보마")
    ):
        return match.group()
    last = stem[-1]
    code = ord(last) - 0xAC00
    if not 0 <= code < 11172:
        return match.group()
    final = code % 28
    if final == _NIEUN and len(stem) >= 1 and not stem.endswith("는"):
        return stem[:-1] + chr(ord(last) - _NIEUN) + "냐"  # "준다" → "주냐", "한다" → "하냐"
    if stem.endswith("는") and len(stem) >= 2:
        return stem[:-1] + "냐"  # "넘는다" → "넘냐"
    return stem + "냐"  # "벌었다" → "벌었냐", "많다" → "많냐", "흑자였다" → "흑자였냐"
