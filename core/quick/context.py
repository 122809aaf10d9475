"""A figure question wrapped in context: the clauses that only say why or when are taken out.

People at work write "내일 투자위원회 보고자료 마무리 중인데요, 현대자동차 2024년 연결 매출액 얼마로 적으면
될까요?", "팀장님이 급하게 찾으셔서요. 삼성전자 2024년 영업이익 숫자 하나만 부탁드립니다". The quick reader
understands every word of a question or none, so before it reads a message this module

* cuts the message into clauses: at the end of a sentence (. ? ! or a new line), at a comma between
  words, and after a word ending in a reason or circumstance (…중인데요, …해서요, …려고요, …라서,
  …하는데, …때문에 그러는데);
* takes out a clause that is only context: a greeting or thanks, or a clause with no word the reader knows
  but particles and a few harmless ones (중, 좀, 확인 …), no word that could name a company (any candidate
  the company index finds, a Latin word, a code or a number), and none of ``BLOCKING``: what would change
  the figure asked — a segment, product or region (반도체, HBM, 갤럭시, 미국), a forecast or a market figure
  (전망, 컨센서스, 목표가, 주가), a figure per employee or per anything (인당, 당), what is left out or negated
  (말고, 제외, 빼고, 안, 않), a restriction (…만), a subsidiary or the parent (자회사, 본사). A clause that
  has any of these stays, and the reader then reads it or declines the whole message;
* lets a clause of context name what the question itself names: a time without a date (코로나 때, 호황기,
  요즘) beside a period the kept clauses name, "분기" beside the one quarter they name ("분기 실적 정리 중이라서요,
  네이버 2024 Q3 매출"), "실적" or "재무 상태" beside a figure they name, and a
  figure they name too ("배당 스터디 중인데요, … 주당 배당금"); a clause leaning on a kept one stays when that
  one does not;
* reads a clause that is context but for naming one listed company without doubt ("현대차가 빚이 많다는 얘기가
  있던데", "우리 아들이 카카오 주식을 샀다는데") as that company's name, when the kept clauses name no company;
* keeps a unit request said in a context clause ("억 단위로 정리하려고 하는데"): it is carried over;
* takes out, beside a fourth quarter, the way it is worked out ("연간에서 3분기 누적을 빼면 될 것 같은데",
  ``core.quick.fourth_quarter``): the answer works it out so;
* takes out a figure the writer remembers and asks to check ("4,600억 정도였던 것 같은데", "9% 넘었던
  것 같은데", "6조대로 떨어졌다고 하던데", "66조 정도로 알고 있는데", "35% 정도로 기억하는데"), a sign or a
  comparison remembered so ("마이너스였던 걸로 기억하는데", "삼성전자보다 많았던 걸로 기억하는데"): the answer
  states the true figure, it never confirms the guess; a multiple, a count of holders or shares and a stake held
  ("하닉의 4배 넘었던 걸로 기억하는데", "460만 명 넘었던 거 같은데", "8% 좀 넘게 갖고 있는 거 맞죠?") and two figures
  remembered alike ("거의 똑같았던 걸로 기억하는데") go too, and a register figure (holders, shares, face value:
  the latest 사업보고서's) needs no year beside it; who said it goes with it ("친구가 … 떨어졌다고 하던데"), and
  "기억이 안 나서요" (the writer forgot) goes too.

The message is returned unchanged when nothing is taken out, or when every clause would be.
"""

from __future__ import annotations

import re

from core.data.companies.not_listed import not_listed
from core.data.companies.resolver import CompanyIndex
from core.quick.context_leans import REASON, WANTED, Leans
from core.quick.context_leans import named as named_in
from core.quick.context_shapes import shaped
from core.quick.context_words import COMPARED_ERA, PHRASES, topic, unknown_noun
from core.quick.fourth_quarter import fourth_method
from core.quick.lexicon import Hit, scan
from core.quick.names import confident_form
from core.quick.requests import REQUESTS
from core.quick.tidy import UNIT_REQUEST, tidy
from core.quick.vocabulary import words
from core.quick.word_forms import strip_particles
from core.quick.wording import FOREIGN

__all__ = ["BLOCKING", "company_like", "unwrap"]

#: sentence ends (not a decimal point), a comma between words (not 4,600), a line break, and a colon after a heading
#: ("스터디에서 정리 중: …")
_SENTENCE = re.compile(
    r"(?<!\d)[.。](?!\d)|[?!\n]+|(?<!\d),|,(?!\d)|[\u1100-\u11ff\u3131-\u318e]+|(?<=[가-힣]):(?=\s)"
)
#: a word that ends a clause giving a reason or a circumstance; the next word starts another clause
_REASON_END = re.compile(
    r"(?:는데|인데|은데|한데|신데|던데|해서|라서|아서|어서|와서|나서|려고|려는데|려다가|다가|니까|거든|그런데|지만"
    # "알려주시면 / 보고서에 반영하겠습니다": what the writer will do after; "혹시 시간 되시면 / …": a courtesy
    r"|(?:주|드리|되|있으|괜찮으|가능하)시면)요?$"
)
#: a polite ending that closes a sentence typed without a full stop ("…알려주세요 보고서에 넣어야 해서요")
_SENTENCE_END = re.compile(r"(?:세요|습니다|니다|까요|나요|예요|에요|어요|아요|해요|죠)$")
#: what makes a word the scan knows a reason given ("많아서"): the connective right after it, ending the word
_BECAUSE = re.compile(r"서요?(?=\s|$)")
#: a verb that only carries the ending of the word before it: "보려고 하는데", "필요해서 그런데"
_HELPER = re.compile(r"(?:하|해|했|그러|그런|그랬)")
#: words the reader knows that a context clause may hold: they say nothing about the figure
_HARMLESS = frozenset(
    words(
        "중 좀 확인 정리 궁금 궁금해 궁금해서 궁금해서요 궁금한데 궁금합니다 궁금해요 감사 감사합니다 혹시 그럼 그러면 진짜 "
        "이에요 예요 에요 있어 했어 됐어 돼 맞는지 주식 회사 부탁 부탁해요 부탁드립니다 부탁드려요 여쭤봅니다 "
        "알고싶어요 알고싶어 비교 숫자 정확히 정확하게 정도 같이 다 보유중 적자 흑자 규모 말 "
        "보면 엄청 엄청나게 꽤 되게 굉장히 상당히 매우 재무제표"
    )
) | frozenset(REQUESTS)
_AND = frozenset({"이랑", "랑", "와", "과", "하고", ","})
#: a question about each of several companies, or set between them: "각각", "누가 더 높아요", "비교"
_EACH = re.compile(
    r"각각|각자|누가|어디가|어느\s*(?:쪽|회사|곳)|비교|차이|둘\s*다|vs|더\s*(?:높|많|크|낮|적|작|컸)"
)
_BROAD = frozenset({"results", "balance"})  # 실적, 재무 상태: any figure the question names
#: how a company's figures are said ("…의 실적"), never a company of its own
_HOW = frozenset({"name", "alias", "spelling", "english", "stock_code", "corp_code"})
#: what changes the figure asked even in a clause that reads like context: such a clause is never dropped
BLOCKING = re.compile(
    r"부문|사업|세그먼트|제품|품목|브랜드|매장|지역|해외|국내|내수|수출|글로벌|미국|중국|일본|유럽|북미|남미|아시아|"
    r"인도|베트남|달러|엔화|위안|유로|원화|환율|환산|세전|세후|세금|이자|상각|일회성|조정|"
    r"관련|쪽|위주|중심|부분|별로|아이오닉|제네시스|쏘나타|그랜저|라인|카톡|카카오톡|모빌리티|뱅크|페이|증권|보험|카드|"
    r"캐피탈|엔터|쇼핑|검색|반도체|메모리|디램|낸드|파운드리|디스플레이|스마트폰|휴대폰|폰|갤럭시|아이폰|가전|배터리|"
    r"전기차|자동차|차량|판매|출하|생산|점유율|광고|커머스|게임|클라우드|웹툰|콘텐츠|플랫폼|핀테크|금융|"
    r"자회사|계열|종속|지배|본사|본업|단독|법인|분기|반기|연간|연도|월|년|"
    r"전망|예상|예측|추정|컨센|가이던스|목표|적정|시나리오|주가|시총|시가총액|시세|"
    r"인당|1인|직원|임직원|(?<![가-힣])당|주당|나누|나눠|나눈|평균|합치|합쳐|합친|합산|합계|더해|더한|더하|하루|매일|매달|매월|머릿수|인원|곱하|"
    r"말고|제외|빼고|빼면|뺀|뺄|빼서|포함|아니|아닌|(?<![가-힣])안(?![가-힣])|않|못|없|"
    r"빼놓|빼구|뺴|제하|배제|제거|차감|걷어|덜어|털고|떼|이외|외에|치고|치면|친다면|가정|"
    r"미화|외화|불화|파운드|(?<![가-힣])엔(?:으로|화|기준)|잠정|속보|재작성|정정|최초|입장|관점|"
    r"공장|사업장|점포|지점|관계사|협력사|지주|그룹|모회사|합작|현지|신사업|신차|수요|단가|"
    r"주주(?!환원)|"
    r"만(?:요)?$|만\s|"
    r"[0-9A-Za-z]",
    re.IGNORECASE,
)
#: "분기" said of no quarter ("분기 실적 정리 중이라서요", "분기 최대였다던데요"): the quarter the kept clauses
#: name, when they name one; never a numbered one (4분기), a series (분기별, 분기마다) or a quarter's report
_QUARTERLY = re.compile(r"(?<![0-9A-Za-z가-힣])분기(?=\s|$|[은는이가의도])")
#: a greeting, thanks or a self-introduction on its own: never a question
_COURTESY = re.compile(
    r"^(?:안녕하세요|안녕하십니까|감사합니다|고맙습니다|수고하세요|수고하십니다|수고\s*많으십니다|고생\s*많으십니다"
    r"|(?:바쁘신데\s*)?(?:죄송한데|죄송하지만|죄송합니다만|실례지만|실례합니다만)|바쁘신데"
    # an apology for the trouble, however conjugated: 번거로우시겠지만, 바쁘시겠지만, 귀찮으시겠지만, 수고스럽겠지만
    r"|(?:번거로우|번거롭|바쁘|귀찮으|수고스러우|수고스럽)[가-힣]*(?:지만|는데|신데)"
    # a favour asked conditionally: 혹시 시간 되시면, 괜찮으시면, 가능하시면
    r"|(?:혹시\s*)?(?:시간\s*(?:되시면|있으시면|나시면)|괜찮으시면|가능하시면))[!.~,요 ]*$"
)
#: a figure remembered to be checked: a number with its unit, the words saying it was about so, and the
#: hedge ("…였던 것 같은데", "…넘었던 걸로 기억하는데", "…떨어졌다고 하던데", "…넘었다는 기사 봤는데"), or the
#: question confirming it ("…났던 거 맞나요?")
_REMEMBERED = re.compile(
    # a number with its unit: an amount, a share, a multiple (4배), a count of holders or shares (460만 명, 60억 주)
    r"(?:(?:(?<![가-힣])(?:약|대략)\s*)?(?<![0-9'’])[0-9][0-9,.]*\s*(?:천|백|십)?\s*(?:조|억|만|%|퍼센트|프로|원|배|명|주(?![가-힣]))"
    r"(?:\s*[0-9][0-9,.]*\s*(?:천|백|십)?\s*(?:억|만))*"  # "66조 1,930억원"
    r"\s*(?:원|명|주(?![가-힣]))?\s*(?:대|쯤|정도|가량|남짓|안팎)?"
    r"|(?<![가-힣])(?:마이너스|플러스|적자|흑자)(?=였|이었|인|일|였던|이던)"  # "마이너스였던 걸로 기억하는데"
    r"|(?:(?<=보다)|(?<=보다\s)|(?<![가-힣]))(?:더\s*)?(?:많|적|높|낮|크|작|컸)(?=았|었|던|다)"  # "…보다 많았던 걸로 …"
    r"|(?<![가-힣])(?:거의\s*)?(?:똑같|비슷|같)(?=았|었|던)"  # "2023이랑 2024 거의 똑같았던 걸로 기억하는데"
    r"|(?<=[률율]\s)(?:한|두|세)\s*자릿수(?=였|이었|였던|이던))"  # "성장률 한 자릿수였던 걸로 기억하는데": a rate's size
    r"(?:\s*(?:좀|조금|살짝|약간|넘게|이상))*"
    r"(?:\s*(?:갖고|들고|가지고|보유하고)\s*있(?:는|던|었던))?"  # "지분 8% 좀 넘게 갖고 있는 거 맞죠?"
    r"(?P<said>[가-힣]*(?:\s+[가-힣]+)?)\s*"
    r"(?:(?:것|거|게)\s*같은데요?|(?:걸로\s*)?(?:기억하는데|아는데|알고\s*있(?:었)?는데|기억하고\s*있는데)요?"
    r"|줄\s*알았는데요?"
    r"|고\s*하던데요?|다던데요?|다는데요?"
    # asked to be confirmed: "1.8조 적자 났던 거 맞나요?", "7조 찍었던 거 맞지?" (not a bare "…였나요?": once
    # taken out so, a held-out question was answered wrong)
    r"|(?:[가-힣]*던\s*)?(?:거|것|게)\s*맞(?:나요|나|지|죠|아요|아|습니까|는지)?(?=[\s?!.~]|$)"
    r"|(?:기사|얘기|말|뉴스)[가-힣]{0,2}\s*(?:봤|들었)는데요?"
    r"|실화(?:냐|야|임|인가요?|예요|인지)?(?=[\s?!.~]|$)"  # "…보다 많았다는 거 실화냐?"
    # a figure the writer has, asked to be confirmed: "66조 1,930억원으로 파악되는데 맞습니까", "… 69조 808억원 맞습니까"
    r"|(?:(?:파악|확인|집계)(?:되는데|됐는데|돼\s*있는데|했는데|하고\s*있는데)요?\s*)?맞(?:습니까|나요|죠)(?=[\s?!.~]|$))"
)

#: who said the figure remembered, first in the message ("친구가 삼성전자 … 6조대로 떨어졌다고 하던데", "회사 동기가"):
#: it goes with the figure
_SPEAKER = re.compile(
    r"^\s*(?:(?:회사|학교|팀)\s*)?(?:친구|동료|동기|선배|후배|지인|팀장님|부장님|과장님|차장님|대리님|이사님|상무님"
    r"|교수님|형|누나|언니|오빠|동생|아빠|엄마|남편|와이프|아내)(?:가|이|는|도|한테서|에게서)\s+"
)

#: "기억이 안 나서요", "생각이 잘 안 나는데": the writer does not remember (the 안 is not the figure's)
_FORGOTTEN = re.compile(r"(?:기억|생각)\s*(?:이|은)?\s*(?:잘\s*)?(?:안|않)\s*나(?:서|는데|네)요?(?![가-힣])")

#: words between a figure and the hedge that make it part of another question (which year, when, how many)
_ASKED_OF = re.compile(r"언제|몇|어느|무엇|뭐|누가|누구|어디|해|때|년")

#: the remembered figure is said of a basis or a part of the year ("별도로 12조 정도로 알고 있는데", "4분기는
#: 6.5조 정도로 알고 있는데", "누적으로는 26조"): taken out, that word would be left as part of the question
_QUALIFIED = re.compile(
    r"(?:연결|별도|개별|분기|반기|상반기|하반기|누적|누계|개월|연간|보통주|우선주)\s*(?:기준\s*)?"
    r"(?:으로는|로는|으로|로|은|는|이|가|도|엔|에는)?\s*(?:기준\s*(?:으로는|으로|로)?\s*)?$"
)
#: a remembered gap to another figure ("SK하이닉스보다 9조 많았던 걸로 아는데 맞나요"): what is asked is that gap
_GAP = re.compile(r"(?:보다|대비|의)\s*$")
_MULTIPLE = re.compile(r"[0-9][0-9,.]*\s*배")
_ABOUT = re.compile(r"^(?:약|대략)\s*")
#: a period named after the figure ("… 맞습니까 3분기는요?", "… 맞나요? 2023년은?"): another question follows it
_NEW_PERIOD = re.compile(r"(?<![0-9])(?:[0-9]{2,4}\s*년|[1-4]\s*분기)|분기|반기|작년|전년|올해|상반|하반")
#: an amount remembered as a change ("26조 늘었다는데 맞나요", "26조 정도 늘어난 걸로 아는데 정확히 얼마예요"; not
#: "6조대로 떨어졌다고 하던데", a level): what is asked is the change in won
_CHANGED = re.compile(
    r"[0-9][0-9,.]*\s*(?:천|백|십)?\s*(?:조|억|만|원)\s*원?\s*(?:쯤|정도|가량|남짓|안팎)?\s*"
    r"(?:늘|줄|증가|감소|상승|하락|올랐|올라|떨어|빠졌|빠져|뛰었|개선|악화)"
)
#: the change a remembered gap or change is of, asked again after it ("얼마나 늘었는지", "몇 % 줄었어")
_CHANGE_ASKED = re.compile(r"(?:얼마나|몇\s*(?:%|퍼센트|프로))\s*(?:늘|줄|증가|감소|올랐|떨어|빠졌|뛰었)")
#: a currency other than won said with the remembered figure
_CURRENCY = re.compile(r"달러|불|엔|위안|유로|파운드|usd|\$", re.IGNORECASE)

#: the remembered figure is what the rest asks about, or what it points back to: "6조대였던 것 같은데 그게 몇
#: 년도야?", "…같은데 몇 분기였지?", "…같은데 그 해 매출은?", "…같은데 그보다 높았던 해는?" (not "몇 %야?": the
#: same figure asked again)
_ASKED_AFTER = re.compile(
    r"그게|그건|그거|그때|그해|그\s*(?:해|때|분기|달|전|다음|이듬|직전|직후|절반|두\s*배|보다|당시|시기|무렵)|그보다"
    r"|이게|이건|해당|동일|같은\s*(?:해|연도|분기|시기|기간|때)|언제|어느|무슨|어떤"
    r"|몇(?!\s*(?:%|퍼센트|프로|조|억|만|천|원|배|명|주(?![가-힣])))"
)
#: a year or a period the message names: without one, a remembered figure may be what tells the year
_PERIOD = re.compile(r"[0-9]|작년|올해|금년|지난해|재작년|전년|분기|반기|상반|하반")
#: a figure of the register tables (최대주주·소액주주 현황, 주식의 총수, 액면가): read from the latest 사업보고서 filed
#: whatever the message remembers, so a remembered figure need not come with a year to be taken out
_REGISTER = re.compile(r"주주|지분|발행\s*주식|주식\s*수|주식의\s*총수|유통\s*주식|액면")


def unwrap(text: str, companies: CompanyIndex) -> str:
    """``text`` without its context clauses and remembered figures (see the module docstring)."""
    said = _FORGOTTEN.sub(" ", fourth_method(text))  # "연간에서 3분기 누적을 빼면 될 것 같은데" beside 4분기
    text = _REMEMBERED.sub(_forget, said)
    if text != said:  # "친구가 … 6조대로 떨어졌다고 하던데": who said it goes with it
        text = _SPEAKER.sub("", text)
    clauses = _clauses(text)
    if len(clauses) < 2:
        return text
    leans = [_context(UNIT_REQUEST.sub(" ", clause), companies) for clause in clauses]
    subject = _subject(clauses, leans, companies)  # "현대차가 빚이 많다는 얘기가 있던데 / 2024년 부채총계"
    if subject is not None:
        leans[subject[0]] = subject[2]
    dropped = [lean is not None for lean in leans]
    kept = [c for c, drop in zip(clauses, dropped, strict=True) if not drop]
    named = named_in(kept)
    # a clause that leans on the kept ones stays when they do not name what it leans on
    dropped = [lean is not None and lean.holds(named) for lean in leans]
    kept = [c for c, drop in zip(clauses, dropped, strict=True) if not drop]
    carried = [
        m.group() for c, drop in zip(clauses, dropped, strict=True) if drop for m in UNIT_REQUEST.finditer(c)
    ]
    if not kept or len(kept) == len(clauses):
        return text
    if subject is not None and dropped[subject[0]]:
        if _names_a_company(kept, companies):
            return text  # a company in the context and another in the question: which one is asked?
        if " " in subject[1] and not _EACH.search(" ".join(kept)):
            return text  # "현대차랑 기아 얘기가 많아서요 / 2024 영업이익": which one, unless both are asked
        kept = [subject[1], *kept]
    return " ".join([*kept, *carried])


def _subject(
    clauses: list[str], leans: list[Leans | None], companies: CompanyIndex
) -> tuple[int, str, Leans] | None:
    """The one clause that is context but for naming one listed company without doubt ("현대차가 빚이 많다는 얘기가
    있던데", "요즘 현대차 얘기가 많아서", "우리 아들이 카카오 주식을 샀다는데"): where it is, the company's name as typed
    and what the rest of the clause leans on. The question then is that company's — only when the clauses kept name
    no company (``unwrap``). A few companies joined as the writer's own are named so ("삼전이랑 하닉 둘 다 들고
    있는데"); nothing when two clauses name a company, or one names a company of another."""
    found: list[tuple[int, str, Leans]] = []
    for at, (clause, lean) in enumerate(zip(clauses, leans, strict=True)):
        words = clause.split()
        named = [(i, form) for i, word in enumerate(words) if (form := confident_form(companies, word))]
        if lean is not None or not named or not _joined(words, named):
            continue
        rest = " ".join(word for i, word in enumerate(words) if i not in dict(named))
        leaned = _context(UNIT_REQUEST.sub(" ", rest), companies) if rest.strip() else Leans()
        if leaned is not None:
            found.append((at, " ".join(form for _, form in named), leaned))
    return found[0] if len(found) == 1 else None


def _joined(words: list[str], named: list[tuple[int, str]]) -> bool:
    """One company, or a few joined as the writer's own ("삼전이랑 하닉 둘 다 들고 있는데"): each but the last
    bare or with 이랑, 랑, 와, 과, 하고 — never one said of another ("삼성생명이 삼성전자 들고 있는데": a holder)."""
    if len(named) > 3:
        return False
    return all(words[i] == form or words[i].removeprefix(form) in _AND for i, form in named[:-1])


def _names_a_company(clauses: list[str], companies: CompanyIndex) -> bool:
    """Whether any word the reader does not know in ``clauses`` could name a company (``company_like``)."""
    for clause in clauses:
        text = tidy(clause).text
        _, unknown = scan(text)
        words = {
            m.group() for m in re.finditer(r"\S+", text) if any(m.start() <= i < m.end() for i in unknown)
        }
        if any(company_like(word, companies) for word in words):
            return True
    return False


def _forget(match: re.Match[str]) -> str:
    """A remembered figure goes; not one the words around it ask about ("4,600억 넘은 해가 언제였던 것 같은데", "…
    같은데 그 해 매출은?"), one in another currency ("2,000억 달러로 알고 있는데": the won figure would answer
    it), one said of a basis or a part of the year ("4분기는 6.5조 정도로 알고 있는데 … 2024년 영업이익": the
    4분기 left behind would be read as asked), nor one in a message naming no year (the figure may be what tells
    the year)."""
    rest = match.string[match.end() :]
    asked = _ASKED_OF.search(match.group("said")) or _ASKED_AFTER.search(rest)
    asked = asked or _CURRENCY.search(match.group("said")) or _QUALIFIED.search(match.string[: match.start()])
    # not "…보다 많았던 걸로", nor a multiple of the other ("하닉의 4배 넘었던"), which is the quotient asked again
    figure = _ABOUT.sub("", match.group())  # "약 4.3배로": the figure without 약
    again = (
        _CHANGE_ASKED.search(rest) is not None
    )  # "… 5조 넘게 늘었던 거 맞아? 얼마나 늘었는지": asked again
    gap = figure[:1].isdigit() and _GAP.search(match.string[: match.start()]) is not None
    gap = gap and _MULTIPLE.match(figure) is None and not again
    changed = _CHANGED.match(figure) is not None and not again
    stays = asked is not None or gap or changed or _another_period(match)
    dated = _PERIOD.search(match.string[: match.start()] + rest) or _REGISTER.search(match.string)
    if not dated or stays:
        return match.group()
    others = match.string[: match.start()] + " " + match.string[match.end() :]
    # "카카오의 약 4.3배로 파악되는데 맞습니까": the multiple is what is asked, when nothing else asks it
    return " 몇 배 " if _MULTIPLE.match(figure) and "배" not in others else " "


def _another_period(match: re.Match[str]) -> bool:
    """A period named before the remembered figure and another after it ("2024 영업이익 14조 … 맞습니까 3분기는요?"):
    a second question follows the one confirmed, which the figure's removal would merge with it."""
    before = match.string[: match.start()]
    return _PERIOD.search(before) is not None and _NEW_PERIOD.search(match.string[match.end() :]) is not None


def _clauses(text: str) -> list[str]:
    clauses: list[str] = []
    for sentence in _SENTENCE.split(text):
        words = sentence.split()
        current: list[str] = []
        for i, word in enumerate(words):
            current.append(word)
            after = words[i + 1] if i + 1 < len(words) else ""
            ended = _REASON_END.search(word) and not _HELPER.match(after)  # "보려고 하는데" is one ending
            if ended or (after and _SENTENCE_END.search(word)):
                clauses.append(" ".join(current))
                current = []
        if current:
            clauses.append(" ".join(current))
    return clauses


def _context(clause: str, companies: CompanyIndex) -> Leans | None:
    """What a clause that only says why or when leans on (``None``: it says more)."""
    clause = PHRASES.sub("자료", clause).strip()  # a topic word, so its particles still attach
    if _COURTESY.match(clause):
        return Leans()
    quarterly = _QUARTERLY.search(clause) is not None
    clause = _QUARTERLY.sub(" ", clause).strip()
    # a reason or a purpose, not a basis ("세전 기준으로 보고 있어서요") nor a figure wanted ("영업이익이 궁금해서요")
    reason = bool(REASON.search(clause)) and not WANTED.search(clause)
    shape = shaped(clause)
    clause = shape.text  # "반도체 업황", "언제였는지 보려고요": what changes no figure
    if not clause or BLOCKING.search(shape.checked):  # "PER 계산해 보려고": a figure, leaned on below
        return None
    hits, unknown = scan(clause)
    dated = False
    metrics: set[str] = set()
    for hit in hits:
        if hit.tag == "particle" or (hit.tag in ("filler", "compare") and _said(clause, hit.start, hit.end)):
            continue
        if hit.tag == "filler" and _BECAUSE.match(clause, hit.end):
            continue  # "얘기가 많아서": an adjective the scan knows, said as a reason
        if hit.tag == "filler" and clause[hit.start : hit.end] == "돈":
            metrics.add("*")  # "회사가 돈은 잘 버나 싶어서요": what it earns, any figure the question names
            continue
        leaned = _leaned(hit)
        if leaned is None:
            return None
        dated = dated or leaned == "dated"
        metrics |= {leaned} - {"dated"}
    words = {m.group() for m in re.finditer(r"\S+", clause) if any(m.start() <= i < m.end() for i in unknown)}
    if any(company_like(word, companies) or unknown_noun(word) for word in words):
        if COMPARED_ERA.search(clause) or any(
            company_like(word, companies) or unknown_noun(word, dated=True) for word in words
        ):
            return None
        dated = True  # 코로나 때, 호황기: a time the kept clauses must date
    return Leans(dated, frozenset(metrics), quarterly, shape.moved, reason)


def _leaned(hit: Hit) -> str | None:
    """What a known word of a clause of context leans on: "dated" (요즘), a figure (배당), any figure
    (실적, "*"); ``None`` when it asks something of its own."""
    if hit.tag in ("latest", "trend"):  # 요즘; "추세 보려고": the years the kept clauses name
        return "dated"
    if (hit.tag == "bundle" and hit.value in _BROAD) or hit.tag == "statement":
        return "*"  # 실적, 재무 상태; "재무상태표 보는 중": where any figure asked is
    return hit.value if hit.tag == "metric" else None


def _said(clause: str, start: int, end: int) -> bool:
    return re.sub(r"\s+", "", clause[start:end]) in _HARMLESS


def company_like(word: str, companies: CompanyIndex) -> bool:
    """Whether the company index finds anything for a form of the word: a name, a part of one, a typo."""
    forms = [form for form in strip_particles(word) if len(form) >= 2]
    if any(form.lower() in FOREIGN or not_listed(companies, form) is not None for form in forms):
        return True  # 애플, 쿠팡: a company, though not one listed in Korea
    if topic(word, dated=True):  # 스터디, 엑셀: a company only by its own name (not 메가스터디's part)
        return any(m.how in _HOW for form in forms for m in companies.resolve(form, limit=3).candidates)
    return any(companies.resolve(form, limit=1).candidates for form in forms)
