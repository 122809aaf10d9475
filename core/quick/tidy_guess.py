"""A figure or threshold the writer guesses at, taken out of a question: the answer gives the figure.

Part of ``core.quick.tidy``: "14조 넘었지?", "100% 넘음", "60% 좀 넘었나요", "1.9조 넘은 거 맞죠", "8.5% 정도
맞나요", "9.8조 정도?" go; a guess said of another figure ("매출의 10% 되나요": a share or a gap), of a part of
the year after the question ("영업이익 얼마야? 4분기는 6조 정도?") or as a filter ("5% 이상 주주") stays; a percentage
or a half of another figure guessed ("네이버 매출의 70% 넘냐", "하이닉스의 절반 넘냐") is its share asked ("…의 몇 %").
"""

from __future__ import annotations

import re

#: a number after an apostrophe ('21) is a year, never a threshold; "만원 넘었냐" is one without digits
_THRESHOLD = re.compile(
    r"(?:(?<![0-9'’])[0-9][0-9,.]*\s*(?:조|억|만)?|(?<![0-9가-힣])(?:천만|백만|만|억|조))\s*(?:원|%|퍼센트|프로|주(?![가-힣])|명(?![가-힣]))?\s*"
    r"(?:(?:좀|조금|살짝|약간|훨씬|한참)\s*)?(?:넘|이상|돌파|밑돌|미만|이하|안\s*(?:되|됐|돼)|못\s*넘|초과)[가-힣]*"
    r"(?:\s*(?:텐데|걸|듯)(?![가-힣]))?"  # "5% 안 됐을 텐데": a hedge after it
    # "160조 넘었던 거 맞나요", "8% 넘는 거 ㄹㅇ?" (the jamo gone): the 거 of the confirmation goes with it
    r"(?:\s*(?:거|것|게)(?=\s*(?:맞|[?!.]|$)))?"
)
#: a figure the writer guesses and asks to confirm ("23조 실화?", "6조대 맞음?", "16조임?"): the answer gives
#: the figure; a number with no unit ("EPS 23 맞음?") stays (it is a year)
#: what may follow a count word of a guess (not 주당, 주식, 주주, 배당): a space, the question's end, a hedge or a verb
_END = (
    r"(?=\s|[?!.,~]|$|정도|쯤|가량|가까이|근처|대|였|이었|이던|이지|맞|인|이야|야|임|냐|넘|이상|이하|미만|안)"
)
#: a guessed figure: a number with its size ("14조", "1조 9천억", "467만 명", "200억 주") or its unit (won, a
#: percentage, shares, people, times: "59억주", "460만명", "2배"), negative too ("-1.3만원"); never a bare number
_UNIT = (
    r"(?:(?:조(?:\s*[0-9][0-9,.]*\s*(?:천|백|십)?\s*억)?|(?:천|백|십)?\s*억|천?\s*만|(?:천|백)(?=\s*원))"
    rf"(?:\s*(?:원|주|명){_END})?|%|퍼센트|퍼|프로|원|(?:주|명|배){_END})"
)
_GUESS = re.compile(
    rf"(?<![0-9'’])-?[0-9][0-9,.]*\s*{_UNIT}\s*원?\s*대?\s*(?:(?:정도|쯤|가량|내외|언저리|전후|근처)\s*)?"
    r"(?:되죠|되나요|되지|돼요|됐죠|됐나요|됐지|됐었[가-힣]*|됐던[가-힣]*|맞[가-힣]*|실화[가-힣]*|임|이야|야|이냐|냐|인가[가-힣]*|인지"
    r"|였[가-힣]*|이었[가-힣]*|이던[가-힣]*|아님|아니[가-힣]*|인\s*듯|일\s*(?:걸|텐데|듯)[가-힣]*"
    # "9조 찍었지?", "9조 찍은거 ㄹㅇ?" (not "10조 찍은 회사", a filter); "70% 가까이 됐지?"
    r"|찍었[가-힣]*|찍은\s*(?:거|게|것)[가-힣]*|찍음|가까이\s*(?:되|됐|됨|돼)[가-힣]*)"
    # "-1.3만원이었던 듯", "9.2조였지 아마?": a hedge after the verb
    # ("…였던 것 같은데 몇 분기였지?" keeps its clause: the rest may point back to the figure remembered)
    r"(?:\s*(?:듯|아마)(?![가-힣]))?"
    r"(?=[\s?!.~]|$)"
)
#: a guess asked with a question mark only ("배당금 총액 얼마야? 9.8조 정도?", "3분기 매출 79조 ㄹㅇ?" once the jamo
#: are gone): the figure and its unit, then the question's end
_GUESS_ASKED = re.compile(
    rf"(?<![0-9'’])-?[0-9][0-9,.]*\s*{_UNIT}\s*원?\s*대?\s*(?:(?:정도|쯤|가량|언저리|근처)\s*(?=\?)|(?=\?\s*$))"
)
#: a guess leading the message, before the question ("28% 근처? 삼성전자 2024 부채비율", "146조쯤? …", "2.9조 근처
#: 네이버 24년 4분기 매출 맞나"): a figure, then a hedge or a question mark
_LEAD_GUESS = re.compile(
    rf"^\s*-?[0-9][0-9,.]*\s*{_UNIT}\s*원?\s*대?\s*(?:(?:정도|쯤|가량|언저리|근처|내외)\s*\??|\?)"
)
#: what a guessed figure right after it is said of: another figure (its share, or the gap to it)
_OF_ANOTHER = re.compile(r"(?:의|대비|보다|[^가-힣]비)\s*$")
#: a part of the year or a basis right before a guess, with the particle that makes it the guess's topic
_QUALIFIER = re.compile(
    r"(?:분기|반기|누적|누계|개월|연간|별도|연결|개별|보통주|우선주)\s*(?:기준\s*)?"
    r"(?P<particle>으로는|로는|으로|로|은|는|엔|에는|도|이|가)?\s*(?:기준\s*(?:으로는|으로|로)?\s*)?$"
)
#: the question asked before the guess ("얼마야?", "알려줘")
_ASKED = re.compile(r"[?？]|얼마|알려|궁금|몇")


#: a bare number after a word, hedged or asked to confirm ("현대차 24 영업이익 15 정도?", "… 15 맞아?"): a guess or a year
_BARE = re.compile(
    r"(?<=[가-힣A-Za-z] )(?<![0-9'’.,])([0-9]{1,3})\s*(?:(?P<hedge>정도|쯤|가량|언저리|근처)|맞[아지음나죠니]|\?)"
)
#: a bare two-digit number closing the question after a word and "vs" ("… 2024 operating profit vs 20", "영업이익
#: vs 20"): a year or a figure guessed, when a full year is said before it ("2024 vs 23": a year)
_BARE_VS = re.compile(r"(?<=[가-힣A-Za-z] )(?:vs\.?|versus)\s+([0-9]{2})(?=\s*[?.!]*\s*$)", re.IGNORECASE)
_FULL_YEAR = re.compile(r"(?<![0-9])(?:19|20)[0-9]{2}(?![0-9])")
#: a year said before it ("24 영업이익", "2024 영업이익", "'24", "FY24")
_YEAR_BEFORE = re.compile(r"(?<![0-9.,])(?:19|20)?[0-9]{2}(?![0-9.,])")
#: what stands for a number that is a guess or a year, both fitting: no word the reader knows, so it defers
UNCLEAR = " 추측인지연도인지 "


def _bare(match: re.Match[str]) -> str:
    """A bare number after a word, hedged ("15 정도?", "15쯤"): the figure guessed when a year is said before it
    (it goes; the answer gives the figure), else a guess or a year (``UNCLEAR``); asked to confirm ("15 맞아?",
    "15?"): a year where none is said before it (as before), else either (``UNCLEAR``)."""
    year_before = _YEAR_BEFORE.search(match.string[: match.start()]) is not None
    if match.group("hedge") is not None:
        return " " if year_before else UNCLEAR
    return UNCLEAR if year_before else match.group()


def without_guesses(text: str) -> str:
    """``text`` with the thresholds and figures it guesses at taken out (see the module docstring)."""
    text = _HALF_GUESSED.sub(_half, _BARE.sub(_bare, text))
    if _FULL_YEAR.search(text):
        text = _BARE_VS.sub(UNCLEAR, text)
    text = _GUESS_ASKED.sub(_guessed, _GUESS.sub(_guessed, _THRESHOLD.sub(_guessed, text)))
    return _LEAD_GUESS.sub(_left_of, text)


#: a threshold said as a filter of what follows it, in its adnominal form ("5% 이상 주주", "10조 넘는 회사")
_FILTER = re.compile(r".*(?:이상|이하|미만|초과|넘는|넘은|찍은|안\s*되는|못\s*넘는)$", re.DOTALL)
_NOUN_AFTER = re.compile(
    r"\s*(?!(?:되|돼|됐|됨|맞|인가|인지|이었|였|입니|이에)|(?:임|이야|이냐|일까|냐|야|이지|죠|지)(?![가-힣]))"
    r"[가-힣A-Za-z]"
)


def _guessed(match: re.Match[str]) -> str:
    """A guessed figure or threshold goes, the answer gives the figure; not one said of another figure ("매출의
    10% 되나요", "SK하이닉스 대비 140% 정도 맞나요", "SK하이닉스보다 9조 넘게 많았나요"): that guess is a share or
    a gap, which the figures side by side do not say."""
    before = match.string[: match.start()]
    if _FILTER.match(match.group()) and _NOUN_AFTER.match(match.string, match.end()):
        return match.group()  # "5% 이상 소액주주 수", "매출 10조 넘는 회사": a filter, which no line applies
    share = _PERCENT.search(match.group()) and not _FILTER.match(match.group())
    if share and _SHARE_OF.search(before) and not _CHANGED_AFTER.match(match.string, match.end()):
        return " 몇 % "  # "네이버 매출의 70% 넘냐": the share settles it, never the guess (stated nowhere)
    if _OF_ANOTHER.search(before) or _qualified(before):
        return match.group()
    return _left_of(match)


#: a percentage of another figure guessed ("네이버 2024 매출의 70% 넘냐", "하이닉스의 60% 넘었지?"): the share asked;
#: not after 대비 ("SK하이닉스 대비 140% 정도": a change may be meant) nor 보다 (a gap)
_SHARE_OF = re.compile(r"[가-힣A-Za-z0-9]의\s*$")
_PERCENT = re.compile(r"[0-9]\s*(?:%|퍼센트|퍼|프로)")
#: a change or a gap said after the guess ("…의 70% 넘게 늘었어?", "…의 절반 넘게 많아"): not a share, and it stays
_CHANGED_AFTER = re.compile(
    r"\s*(?:더\s*)?(?:늘|줄|증가|감소|성장|올랐|오른|오르|떨어|빠졌|뛰|상승|하락|개선|악화|많|적|높|낮|크|큰|컸|작)"
)


def _half(match: re.Match[str]) -> str:
    """A half of another figure guessed is its share asked, unless a change or a gap is said after it."""
    return match.group() if _CHANGED_AFTER.match(match.string, match.end()) else " 몇 % "


#: "하이닉스의 절반 넘냐", "네이버의 반도 안 되냐": a half of another figure guessed, the share asked
_HALF_GUESSED = re.compile(
    r"(?<=[가-힣A-Za-z0-9]의)\s*(?:절반|반)\s*(?:이나|도|을|은)?\s*"
    r"(?:넘|이상|안\s*(?:되|됐|돼)|못\s*넘|밑돌|미만|이하|초과|가까이\s*(?:되|됐|돼))[가-힣]*(?=[\s,?!.~]|$)"
)


#: a count of shares said below 억 ("100주였나", "10주 맞지?", "1만주였나", "2만 주쯤?"): a holding, not a company's
#: share count (those are said "59억주", "5,969,782,550주")
_HOLDING = re.compile(r"^\s*-?([0-9][0-9,]*)(?:\.[0-9]*)?\s*(천?\s*만)?\s*주")
_HOLDING_MOST = 1_000_000


#: a guess in 조 or 억 beside 배당/배당금 with no 총액 ("삼성전자 배당금 9.8조 정도?"): the guess says the total is
#: meant, which 배당금 alone is not read as (the DPS, 1,444원, was stated)
_LARGE = re.compile(r"[0-9]\s*(?:조|억)")
_DIVIDEND = re.compile(r"배당(?!\s*(?:성향|수익률|률|율))")
_TOTAL = re.compile(r"총")
_NEAR = 12


def _dividend_total(match: re.Match[str]) -> bool:
    """A guess in 조/억 said of 배당 right before it (or right after it, when it leads the message)."""
    if not _LARGE.search(match.group()):
        return False
    before = match.string[max(0, match.start() - _NEAR) : match.start()]
    near = before if before.strip() else match.string[match.end() : match.end() + _NEAR]
    return _DIVIDEND.search(near) is not None and _TOTAL.search(near) is None


#: a guessed multiple ("2배쯤?", "10배 가까이 됐지?"): what is asked is a multiple, which "몇 배" says
_TIMES = re.compile(r"[0-9]\s*배")


def _left_of(match: re.Match[str]) -> str:
    """What a guess leaves: nothing, or "몇 배" where a multiple was guessed (the answer then gives the multiple, not
    a growth rate it could be read from). A holding guessed ("삼성전자 100주였나 배당 얼마 받았어") stays: taken
    out, one share's dividend was stated as what the writer received."""
    if _dividend_total(match):
        return match.group()
    held = _HOLDING.match(match.group())
    if held is not None and (
        held.group(2) is not None or int(held.group(1).replace(",", "")) < _HOLDING_MOST
    ):
        return match.group()
    return " 몇 배 " if _TIMES.search(match.group()) else " "


def _qualified(before: str) -> bool:
    """A guess said of a part of the year or a basis after the question ("영업이익 얼마야? 4분기는 6조 정도?",
    "알려줘 별도로는 12조 맞나요?"): taken out, that word would be left as what is asked (the quarter was
    answered instead of the year). One the question itself names ("영업이익 3분기 9조 정도?") may go."""
    said = _QUALIFIER.search(before)
    if said is None:
        return False
    # "배당성향 연결 기준으로 60% 넘었냐": a basis said adverbially of the figure named, not a second topic
    adverbial = said.group("particle") in ("으로", "로") and "기준" in said.group()
    particled = said.group("particle") is not None and not adverbial
    return particled or _ASKED.search(before, 0, said.start()) is not None
