"""A question asked again in one message — "다시 물어볼게 현대차 2022년 부채총계 연결 기준으로 얼마였지", "아까 말한
영업이익률 말고 삼성전자 2024 순이익률은 몇 %야", "아까 말한 건 보통주였고 다시 물어볼게, 삼성전자 2021년 우선주
주당배당금은?", "그거 연결 맞아? 하이닉스 2024 부채비율 연결 기준으로 다시 알려줘" — read as the question it asks now.

A message that asks again says in full what it asks; the words pointing back go:

* "다시 물어볼게(요)", "다시 여쭤볼게요", "다시 (알려줘)": asking again says nothing of the figure;
* "아까 (말한)" before what it corrects ("아까 말한 영업이익률 말고 …", "아까 3분기 말고 4분기로"): the correction
  itself is ``core.quick.corrections``';
* "아까 말한 건 X였고 / 이었잖아 (이번엔)": what was asked before, not asked now, goes with its clause, and "그거 X
  맞아?" before a question that says X again ("그거 연결 맞아? … 연결 기준으로 다시"): a doubt the question settles.

The last two only when what is left names a company and a period of its own (a year or a quarter in digits, 재작년 …):
otherwise the message may lean on what was said before ("아까 말한 건 2023년이었고 이번엔 영업이익"), and stays. And
"아까 말한 건 X였고" stays when X is a qualifier (연결/별도, 보통주/우선주, 누적/3개월, 희석/기본, 지배) and the question
now says none of its kind: "아까 말한 건 연결이었고 이번엔 삼성전자 2024 영업이익" means the other (별도).
"""

from __future__ import annotations

import re

from core.data.companies.resolver import CompanyIndex
from core.quick.names import confident_form

__all__ = ["reasked"]

#: "다시 물어볼게요", "다시 여쭤볼게요", "다시 물어봄": the asking again (a comma or a colon after it goes too)
_ASKING_AGAIN = re.compile(
    r"(?<![가-힣])다시\s*(?:물어\s*볼게요?|물어\s*봅니다|물어\s*봄|여쭤\s*볼게요|여쭤\s*봅니다|질문할게요?)\s*[,:]?"
)
#: "다시" (again) said alone, before a request or closing the message ("… 다시 알려줘", "… 둘 다 다시", "3개월만 다시:")
_AGAIN = re.compile(r"(?<![가-힣])다시(?![가-힣])\s*:?")
#: "아까 말한 건 X였고", "아까 말한 건 누적이었잖아,", then "이번엔": what was asked before, with its clause
_BEFORE_CLAUSE = re.compile(
    r"(?<![가-힣])아까\s*(?:말한|물어본|한)\s*(?:건|거는|것은)\s*[^,.?!]{1,20}?(?:이었|였)(?:고|잖아|는데|지만)(?:요)?\s*[,.]?"
    r"\s*(?:이번엔|이번에는|이번에는요|이제)?"
)
#: "아까 (말한)" right before what a correction replaces ("아까 말한 영업이익률 말고", "아까 3분기 말고")
_BEFORE = re.compile(
    r"(?<![가-힣])아까\s*(?:말한|물어본|얘기한)?\s+(?=[^,.?!]{1,30}?\s(?:말고|아니고|아니라)(?![가-힣]))"
)
#: "그거 연결 맞아?", "그거 별도 맞아?" opening the message: a doubt, settled when the question says it again
_DOUBT = re.compile(r"^\s*(?:근데\s*)?그거\s+(?P<said>[^?]{1,20}?)\s*맞(?:아|나|나요|아요|지|음|냐)\s*\?\s*")
#: what makes the rest a question of its own: a period said (a year or a quarter in digits, or a relative year)
_PERIOD = re.compile(
    r"(?:19|20)?[0-9]{2}\s*(?:년|$|\s)|[1-4]\s*분기|[1-4]\s*q|q\s*[1-4]|재작년|전년", re.IGNORECASE
)


def reasked(text: str, companies: CompanyIndex) -> str:
    """``text`` without the words of asking again (see the module docstring)."""
    text = _ASKING_AGAIN.sub(" ", text)
    rest = _BEFORE_CLAUSE.sub(" ", text)
    if rest != text and _own(rest, companies) and not _other_meant(text, rest):
        text = rest
    doubt = _DOUBT.match(text)
    if doubt is not None and _own(text[doubt.end() :], companies):
        said = doubt.group("said").split()
        if all(word in text[doubt.end() :] for word in said):
            text = text[doubt.end() :]
    text = _BEFORE.sub("", text)
    text = _AGAIN.sub(" ", text)
    return re.sub(r"[ \t]{2,}", " ", text).strip()


#: the kinds of qualifier a figure is asked with: "아까 말한 건 연결이었고 이번엔 …" asks the other of its kind
_KINDS = (
    re.compile(r"연결|별도|개별"),
    re.compile(r"보통주|우선주"),
    re.compile(r"누적|누계|3\s*개월|석\s*달|[0-9]{1,2}\s*~\s*[0-9]{1,2}\s*월"),
    re.compile(r"희석|기본"),
    re.compile(r"지배|비지배"),
)


def _other_meant(text: str, rest: str) -> bool:
    """Whether what was asked before names a qualifier (a basis, a class of share, a span, 희석/기본, 지배) that the
    question now does not say of its own kind: "아까 말한 건 연결이었고 이번엔 삼성전자 2024 영업이익" means 별도."""
    before = " ".join(said.group(0) for said in _BEFORE_CLAUSE.finditer(text))
    return any(kind.search(before) and not kind.search(rest) for kind in _KINDS)


def _own(rest: str, companies: CompanyIndex) -> bool:
    """Whether ``rest`` is a question of its own: a period and a company named without doubt."""
    words = re.split(r"[\s,.?!:()]+", rest)
    return _PERIOD.search(rest) is not None and any(confident_form(companies, w) for w in words if w)
