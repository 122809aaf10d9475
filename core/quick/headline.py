"""A news headline pasted before the ask — '"현대차, 2024년 역대 최대 매출…영업이익은 소폭 감소" 이런 기사 봤는데 2024
영업이익 정확한 금액은?', "[속보] SK하이닉스 3분기 최대 실적 — 2024년 7~9월 순이익이 정확히 얼마예요" — read as the ask.

A headline is a claim, like a rumour (``core.quick.wrapping``): the answer states the filed figure and never the
headline's. It is a quoted span ("…", “…”) or a bracketed desk tag ([속보], [단독], [종합], [실적] …) with the words
after it up to a dash or an ellipsis, opening the message; the words that only say it was read (기사 봤는데, 기사 보고
궁금한데, 뉴스 떴던데, 이라는데, 진짜야?, 그래서, 실제로) go with it. The ask is then read alone, but

* when the ask names no company, the headline's one company (named without doubt) is the ask's; two only when the ask
  asks of both ("두 회사 … 각각", "둘 다"), and one not then; when the ask names one and sets it beside another or
  adds one ("대비", "몇 배", "차이", "…도", "둘 다"), the message stays (the other may be the headline's);
* a headline that names a basis, a segment, a product, a region or a country, a subsidiary (법인), a preferred share
  or 희석, or a part of the year the ask does not, stays (the ask may mean that part);
* the ask must name its own year in digits: the headline's year is not carried over, and
  "그해" (that year) pointing back to it stays unread.
"""

from __future__ import annotations

import re

from core.data.companies.resolver import CompanyIndex
from core.quick.names import confident_form

__all__ = ["past_headline"]

_TAGS = r"속보|단독|종합|실적|이슈|마감시황|시황|특징주|단독보도|fn마켓워치|마켓인사이트|사진|영상|인터뷰|분석|르포"
#: the headline: quoted, or a desk tag and its words up to a dash or an ellipsis (or the end of its sentence)
_HEADLINE = re.compile(
    r'^\s*(?:["“”](?P<quoted>[^"“”]{2,80})["“”]'
    rf"|\[(?:{_TAGS})\]\s*(?P<tagged>[^—–\-…]{{2,80}}?)\s*(?:—|–|-|…|\.\.\.))",
    re.IGNORECASE,
)
#: the words saying it was read, after it: "이런 기사 봤는데", "기사 제목 보고 궁금한데", "뉴스 떴던데", "이라는데", "진짜야?"
_READ = re.compile(
    r"\s*(?:…|—|–)?\s*(?:(?:이런|이|그)\s+(?=기사|뉴스|제목|헤드라인))?(?:기사|뉴스|제목|기사\s*제목|헤드라인)?\s*"
    r"(?:(?:봤는데|보고\s*(?:궁금한데|궁금해서|궁금해졌는데)?|떴던데|떴는데|나왔던데|났던데)\s*,?)?\s*"
    r"(?:(?:이?라는데|다는데|라던데|다던데)\s*,?)?\s*(?:(?:진짜|사실)(?:야|임|이야|인가요?|예요)?\s*\??)?\s*"
    r"(?:그래서|실제로|근데)?\s*"
)
#: a period of the ask's own: a year in digits (a quarter alone is of which year?)
_PERIOD = re.compile(r"(?<![0-9])(?:(?:19|20)[0-9]{2}|[0-9]{2}\s*년)(?![0-9])")
_BOTH = re.compile(r"두\s*(?:회사|곳)|둘\s*다|양사|각각")
#: an ask that sets its company beside another, or adds one ("삼성전자도"): the other may be the headline's
_WITH = re.compile(
    r"대비|보다|몇\s*배|차이|비교|합치|합계|더하|(?<=[가-힣A-Za-z])도(?![가-힣])|" + _BOTH.pattern
)
#: what a headline may say the ask leans on: a basis, a segment or product, a region, a subsidiary — the ask may mean
#: that part ('"삼성전자 반도체 영업이익 급증" 기사 봤는데 2024 영업이익'), so the message stays
_QUALIFIED = re.compile(
    r"별도|개별|연결|부문|사업부|세그먼트|제품|브랜드|지역|해외|국내|수출|내수|반도체|메모리|디램|D램|낸드|파운드리|HBM|"
    r"디스플레이|스마트폰|폰|가전|배터리|전기차|광고|커머스|게임|클라우드|웹툰|콘텐츠|핀테크|금융|본사|자회사|계열|지배|"
    r"일회성|조정|환율|주가|시총|시가총액|미국|북미|미주|중국|인도|유럽|일본|베트남|중동|법인|우선주|희석",
    re.IGNORECASE,
)
#: a part of the year: said in the headline and not in the ask, the ask's year may mean that part ("3분기 최대 실적" … "2024
#: 영업이익"), as ``core.quick.rumoured_part`` holds for a rumour
_PART = re.compile(r"분기|반기|누적|누계|[1-4]\s*q|q\s*[1-4]|[0-9]{1,2}\s*월|연말|연초", re.IGNORECASE)
_POINTS_BACK = re.compile(r"그해|그\s*해|그때|당시")


def past_headline(text: str, companies: CompanyIndex) -> str:
    """``text`` without a headline opening it (see the module docstring); as it is when the ask after it does not
    stand on its own."""
    said = _HEADLINE.match(text)
    if said is None:
        return text
    headline = said.group("quoted") or said.group("tagged") or ""
    read = _READ.match(text, said.end())
    ask = text[read.end() if read else said.end() :].strip(" ,")
    if not ask or not _PERIOD.search(ask) or _POINTS_BACK.search(ask) or _QUALIFIED.search(headline):
        return text
    if _PART.search(headline) and not _PART.search(ask):
        return text
    named = _named(headline, companies)
    if _named(ask, companies):
        # "…삼성전자도", "하이닉스 대비 몇 배": the headline's company may be the ask's other side
        return text if named and _WITH.search(ask) else ask
    if (len(named) == 1 and not _BOTH.search(ask)) or (len(named) == 2 and _BOTH.search(ask)):
        return " ".join([*named, ask])
    return text


def _named(text: str, companies: CompanyIndex) -> list[str]:
    """The companies ``text`` names without doubt, as typed, once each."""
    forms = [
        form for word in re.split(r"[\s,.?!:·…()\"“”]+", text) if (form := confident_form(companies, word))
    ]
    return list(dict.fromkeys(forms))
