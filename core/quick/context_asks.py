"""The one sentence that asks, in a message of several sentences (``core.quick.context``).

A beginner writes "주식 처음인데 친구가 현대차는 차를 많이 팔아서 돈을 엄청 번다고 하더라고요. 2024년 현대자동차
영업이익이 얼마예요?", "삼성전자 주식을 선물 받았어요. 2024년 자산총계가 얼마나 되나요?", "하이닉스 2024년 영업이익
알려주세요. 친구랑 내기했거든요." Before a message's clauses are judged one by one, this module

* cuts it into sentences (. ? ! or a new line; not a decimal point) and tells the sentences that ask from those
  that only tell: a sentence tells when it ends as a statement (…했어요, …하더라고요, …이에요, …거든요), has no
  question mark and no word that asks — no 얼마, 몇, 어디, 누가 … but one inside an embedded question ("ROE가 뭔지 이제
  알았어요", "뭘 살지 고민이에요"), no request (알려, 부탁, 궁금해요, …싶어요) and no question ending (…나요, …까요);
* goes on only when exactly one sentence asks: a sentence that only asks again ("둘 다 알려주세요", "부탁드려요") is
  part of it;
* leaves a sentence after the ask that names a company, a year or a figure to the clause-by-clause reading
  ("… 늘었어 줄었어? 2023이랑 비교해서" may still be part of the ask);
* lets a telling sentence matter only where the ask leaves something open: the one company it names (or the few it
  names, when the ask is of each or of which is more: "어디가 더 많았어요?") is the ask's company when the ask names
  none; and declines the message ("") when a telling sentence names what could be meant instead of what the ask
  says — another company, any year, quarter or relative year the ask does not name ("2023년에 주식을 시작했어요.
  카카오 영업이익 얼마예요?" was read as 2023's), a quarter however spelled ("삼분기 실적이 궁금해서요. 삼성전자 2024년
  영업이익 얼마예요?" was FY2024's: 삼분기, 삼 분기, 일사분기, 3사분기, 제3분기, 셋째 분기, Q3; 전분기 is a quarter
  no ask names);
* leaves the message to the clause-by-clause reading when a telling sentence names a figure the ask does not (nor
  one its ratio is worked out of: "빚이 걱정돼서요 … 부채비율"): "영업이익도 궁금하더라고요" may ask it too;
* leaves the message as it is (for the clause-by-clause reading) when a telling sentence holds what may change the
  figure asked (a segment, a currency, a basis, what is left out), a word that may name a company not without
  doubt, or a number that is no year.

A unit request said in a telling sentence ("억 단위로 정리하고 있어요") is carried over to the ask.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.data.companies.resolver import CompanyIndex
from core.quick.lexicon import scan
from core.quick.model import METRICS
from core.quick.names import confident_form
from core.quick.tidy import UNIT_REQUEST, tidy
from core.quick.word_forms import strip_particles

__all__ = ["the_ask"]

#: a word that asks (얼마, 몇 …), unless an embedded question ends after it ("뭔지 이제 알았어요")
_ASKING = re.compile(r"얼마|몇|어디|어느|누구|누가|누군|무엇|뭐|뭘|뭔|무슨|언제|어떻게|어때|어땠|어떤|어떨")
#: a token closing an embedded question: "뭔지", "살지", "누군지를"
_EMBEDDED = re.compile(r"지(?:를|도|가|는|만)?$")
#: a request or a question ending anywhere in the sentence
_REQUEST = re.compile(
    r"알려|보여|가르쳐|말해|부탁|주세요|주실|주시|줘|줄래|드려|드립|싶|요청|바랍|맞(?:나|아|죠|지|습|음|냐|는지)"
    r"|궁금(?:해요|합니다|하네요|함|해)$|(?:나요|까요|니까|냐|니|가요|래요|을까|ㄹ까)$"
)
#: how a telling sentence ends: a statement closed by a verb ("…했어요", "…하더라고요", "…이에요", "…거든요"), never a
#: noun with 요 ("전년 대비 %로요", "순손실 정확한 금액요": what the ask before it still asks)
_TELLING = re.compile(
    r"(?:[었았였했됐봤왔갔샀줬졌]어요|[어아해]요|[이]?에요|예요|네요|거든요|더라고요|라고요|[서고데죠]요?|니다|[는]다|었다|았다|했다|[었았였했]어|음)$"
)
#: what only asks again, with nothing of its own: "둘 다 알려주세요", "부탁드립니다", "감사합니다"
_ASKS_AGAIN = re.compile(
    r"^(?:(?:둘\s*다|각각|다|좀|꼭|빨리|같이|함께|정확히|그럼|그리고|혹시)\s*)*"
    r"(?:알려\s*주세요|알려\s*줘|알려\s*주시면\s*감사하겠습니다|알려\s*주실\s*수\s*있나요|부탁\s*(?:드려요|드립니다|해요|합니다)"
    r"|감사합니다|고맙습니다)?$"
)
#: what only leads from the sentences before into the ask: "그래서 궁금한데 네이버 2024년 부채비율은 몇 %인가요?"
_LEAD = re.compile(
    r"^(?:그래서|그런데|근데|그럼|그러면|아무튼|어쨌든)\s+(?:(?:궁금한데|궁금해서|여쭤보면)요?,?\s+)?"
)
#: what may change the figure asked, said in a telling sentence: the clause-by-clause reading judges it
_CHANGING = re.compile(
    r"부문|사업부|세그먼트|제품|품목|브랜드|지역|해외|국내|내수|수출|미국|중국|일본|유럽|달러|엔화|위안|유로|환율|환산|"
    r"세전|세후|반도체|메모리|디램|낸드|파운드리|디스플레이|스마트폰|갤럭시|가전|배터리|전기차|광고|커머스|게임|클라우드|"
    r"자회사|계열|종속|지배|본사|별도|연결|개별|기준|말고|제외|빼고|빼면|뺀|포함|이외|외에|우선주|보통주|"
    r"인당|1인|직원|평균|합치|합쳐|합친|합산|합계|누적|반기|상반기|하반기|잠정|전망|예상|예측|컨센|목표|"
    r"단위|조원|억원"
    # another company the one named is said beside ("삼성전자 경쟁사 주식을 샀어요" was answered with 삼성전자's
    # figure), or a service of it ("네이버 웹툰을 좋아해요": its own revenue, or NAVER's?)
    r"|경쟁|라이벌|협력|하청|납품|고객사|거래처|관계사|동종|업종|다른\s*회사|웹툰|페이|쇼핑|톡|뮤직|엔터|모빌리티",
)
#: a year said in digits: 2024, 2024년, '24, 24년
_YEAR = re.compile(r"(?<![0-9])(?:((?:19|20)\d{2})|['’](\d{2})|(\d{2})\s*년)(?![0-9])")
_QUARTER = re.compile(r"(?<![0-9])([1-4])\s*(?:분기|q)(?![0-9a-z])", re.IGNORECASE)
#: a quarter spelled otherwise: 제3분기, Q3, 삼분기, 삼 분기, 삼사분기 and 3사분기 (3/4분기), 셋째 분기, 세 번째 분기
_SPELLED_QUARTER = re.compile(
    r"(?<![가-힣0-9])(?:제\s*)?(?:([일이삼사1-4])\s*(?:사|/\s*4)?|(첫|첫\s*번째|첫째|한\s*번째|두\s*번째|둘째|세\s*번째|셋째"
    r"|네\s*번째|넷째))\s*분기|(?<![0-9a-z])q\s*([1-4])(?![0-9])",
    re.IGNORECASE,
)
#: a quarter's number said in words: 삼(분기), 셋째, 세 번째
_NUMERALS = (
    dict.fromkeys("일첫한", "1")
    | dict.fromkeys("이두둘", "2")
    | dict.fromkeys("삼세셋", "3")
    | dict.fromkeys("사네넷", "4")
)
#: a quarter said by where it stands ("마지막 분기", "이번 분기", "지난 분기"): a quarter no ask names
_STANDING_QUARTER = re.compile(r"(?<![가-힣])(?:마지막|이번|지난|직전|다음|최근|최신)\s*분기")
#: "분기" said of no quarter ("분기 실적 발표를 봤어요", "분기마다"): no period of its own
_SOME_QUARTER = re.compile(r"(?<![0-9A-Za-z가-힣])분기")
#: a year said relative to today, or years said without a number
_RELATIVE = re.compile(
    r"작년|올해|금년|지난\s*해|지난해|재작년|전년|내년|최근|예전|옛날|과거|당시|그때|그 해"
)
_NUMBER = re.compile(r"[0-9]+(?:[.,][0-9]+)*")
#: an ask of each company or of which is more: the companies a telling sentence names may be its companies
_EACH = re.compile(
    r"각각|각자|누가|어디가|어느\s*(?:쪽|회사|곳)|비교|차이|둘\s*다|vs|더\s*(?:높|많|크|낮|적|작|컸)"
)
_ANY = frozenset({"results", "balance"})
_WHOLE = frozenset({"name", "alias", "spelling", "english", "stock_code", "corp_code"})


@dataclass(frozen=True, slots=True)
class _Said:
    """What a sentence names: companies (corp codes; ``None`` for a word that may name one not without doubt),
    years, quarters, figures, and the forms of the companies as typed."""

    companies: frozenset[str | None]
    forms: tuple[str, ...]
    years: frozenset[int]
    quarters: frozenset[str]
    figures: frozenset[str]
    numbers: bool  # a number that is no year nor quarter
    relative: bool


def the_ask(text: str, companies: CompanyIndex) -> str:
    """``text`` as its one asking sentence (see the module docstring); ``text`` itself when the message is not so
    shaped, and "" when a telling sentence names what could be meant instead."""
    sentences = _sentences(text)
    if len(sentences) < 2:
        return text
    asks = [s for s in sentences if not _tells(s)]
    again = [s for s in asks if _ASKS_AGAIN.match(_bare(s))]
    asks = [s for s in asks if s not in again]
    if len(asks) != 1:
        return text
    (ask,) = asks
    told = [s for s in sentences if s != ask and s not in again]
    if not told or any(_CHANGING.search(s) for s in told):
        return text
    asked = _said(ask, companies)
    heard = [_said(s, companies) for s in told]
    if any(h.numbers or None in h.companies for h in heard):
        return text
    after = [h for s, h in zip(told, heard, strict=True) if sentences.index(s) > sentences.index(ask)]
    if any(h.companies or h.years or h.quarters or h.figures or h.relative for h in after):
        return text  # "… 늘었어 줄었어? 2023이랑 비교해서": what follows the ask may still be part of it
    filled = _filled(asked, heard, ask)
    if filled is None:
        return ""
    figures = frozenset(f for h in heard for f in h.figures)
    inputs = {
        c for m in asked.figures if m in METRICS and METRICS[m].kind == "ratio" for c in METRICS[m].concepts
    }
    if not figures <= asked.figures | inputs:
        return text  # "배당이랑 같이 보려고 EPS부터 …", "영업이익도 궁금하더라고요": the clauses' own reading
    carried = [m.group() for s in told for m in UNIT_REQUEST.finditer(s)]
    return " ".join([*filled, _LEAD.sub("", ask), *again, *carried])


def _filled(asked: _Said, heard: list[_Said], ask: str) -> list[str] | None:
    """The companies the ask takes from the telling sentences ([] for none); ``None`` when a telling sentence names
    what could be meant instead of what the ask says."""
    named = frozenset(c for h in heard for c in h.companies)
    forms = list(dict.fromkeys(f for h in heard for f in h.forms))
    if any(
        h.relative or not h.years <= asked.years or "?" in h.quarters or not h.quarters <= asked.quarters
        for h in heard
    ):
        return None
    if not named:
        return []
    if asked.companies:
        return [] if named <= asked.companies and None not in asked.companies else None
    if len(named) == 1 or (len(named) <= 3 and _EACH.search(ask)):
        return forms
    return None


def _sentences(text: str) -> list[str]:
    """The message cut at . ? ! 。 and new lines (not a decimal point), each with its closing marks."""
    cut = re.split(r"((?<![0-9])[.。]+|[.。]+(?![0-9])|[?!？！]+|\n+)", text)
    sentences: list[str] = []
    for i in range(0, len(cut), 2):
        body = cut[i].strip()
        end = cut[i + 1].strip() if i + 1 < len(cut) else ""
        if body:
            sentences.append(body + end)
        elif sentences and end:
            sentences[-1] += end
    return sentences


def _bare(sentence: str) -> str:
    return re.sub(r"\s+", " ", sentence.rstrip(".。?!？！~ ")).strip()


def _tells(sentence: str) -> bool:
    """Whether a sentence only tells (see the module docstring)."""
    if re.search(r"[?？]", sentence):
        return False
    bare = _bare(sentence)
    tokens = bare.split()
    if not tokens or _REQUEST.search(bare) or not _TELLING.search(tokens[-1]):
        return False
    for i, token in enumerate(tokens):
        if _ASKING.search(token):
            embedded = any(_EMBEDDED.search(t) for t in tokens[i:-1])
            if not embedded:
                return False
    return True


def _said(sentence: str, companies: CompanyIndex) -> _Said:
    """What a sentence names (``_Said``)."""
    text = tidy(sentence).text
    found: set[str | None] = set()
    forms: list[str] = []
    for token in re.findall(r"\S+", sentence):
        if not _company_like(token, companies):
            continue
        form = confident_form(companies, token)
        best = None if form is None else companies.resolve(form, limit=1).best
        found.add(None if best is None else best.company.corp_code)
        if form is not None:
            forms.append(form)
    years = frozenset(_year(m) for m in _YEAR.finditer(text))
    quarters = frozenset(m.group(1) for m in _QUARTER.finditer(text)) | _spelled_quarters(text)
    rest = _QUARTER.sub(" ", _YEAR.sub(" ", text))
    hits, _ = scan(text)
    figures = frozenset(h.value for h in hits if h.tag in ("metric", "bundle", "growth", "per_share"))
    figures -= _ANY  # "실적 쇼크가 …", "재무 상태 보려고": whatever figure the ask names
    return _Said(
        frozenset(found),
        tuple(forms),
        years,
        quarters,
        figures,
        _NUMBER.search(rest) is not None,
        _RELATIVE.search(text) is not None,
    )


def _spelled_quarters(text: str) -> frozenset[str]:
    """The quarters a sentence names in words or otherwise spelled ("1" … "4"), and "?" for a quarter said by where
    it stands or read no way (마지막 분기, 이번 분기, 전분기): a quarter the ask must name, never dropped."""
    said = {
        latin or (_NUMERALS.get(digit, digit) if digit else _NUMERALS[ordinal[0]])
        for digit, ordinal, latin in (m.groups() for m in _SPELLED_QUARTER.finditer(text))
    }
    if _STANDING_QUARTER.search(text) or "분기" in _SOME_QUARTER.sub(
        " ", _SPELLED_QUARTER.sub(" ", _QUARTER.sub(" ", text))
    ):
        said.add("?")
    return frozenset(said)


def _year(match: re.Match[str]) -> int:
    full, short, said = match.groups()
    return int(full) if full else 2000 + int(short or said)


def _company_like(word: str, companies: CompanyIndex) -> bool:
    """Whether a form of the word is a company's whole name, alias, spelling or code (not the start of one: "하나"
    of "중에 하나 사려고", "그래" of "그래도")."""
    forms = [form for form in strip_particles(word.strip(".,!?~…·()\"'")) if len(form) >= 2]
    return any(match.how in _WHOLE for form in forms for match in companies.resolve(form, limit=3).candidates)
