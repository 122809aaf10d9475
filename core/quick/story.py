"""A story told around the question — "친구가 네이버는 돈을 잘 번다고 하는데 저는 잘 모르겠어요. 매출 대비로 보면 어떨지
궁금하네요. 네이버 2024년 영업이익률 알려주세요." — read as the question sentence alone.

People tell why they ask before (or after) the question, in sentences of their own. The reader understands every word
of a message or none, so such a message defers at its first unknown word. By the message's structure:

* it is cut into sentences (. ? ! … or a new line; not a decimal point; typed without them, after a polite
  ending — …요, …니다, …죠 — or a laugh: "…모르겠어요 매출 대비로 … 궁금하네요 네이버 2024년 …"); a message
  quoting a headline or pasting a sheet's cells is left to ``core.quick.headline`` and ``core.quick.sheet``;
* the question is the one sentence that names a company without doubt, a figure and a year in digits, and asks
  (a question mark, a question or request word); it is read alone, and it must not point back (그해, 그때, 당시,
  그 회사, 같은 기준, 해당, 거기, 앞서);
* every other sentence is background only when it carries nothing that could change what is asked — closed on the
  dangerous side: a word of the list below keeps the message whole, and so does any noun the reader does not know
  (nouns are an open class: 단기차입금, 팰리세이드, 모바일 may be what is asked); its other words may be verbs,
  adverbs and the topics of ``context_words.TOPICS`` (친구, 보고서, 면접, 주식):
  - a company other than the question's, or any word that could name one (a name, an alias, a code, a company not
    listed, a typo, a Latin word), a preferred share ("삼전우");
  - a number (digits or words: 두 회사, 삼분기), a period (작년, 연간, 누적, 연말 …), a year, a quarter or a basis
    the question does not say itself (one it says is harmless: "2024년 실적이 좋았대요" before "… 2024년 매출");
  - a unit or the form of the answer (단위, %, 금액으로, 비율로), a basis word (기준), a request of its own;
  - an operation the question does not ask: a gap (차이, 보다, 비교), a share or multiple (대비, 비중, 배), a change
    (늘었, 줄었, 개선, 반등, 돌아섰 …), a sum, an average, a part left out (빼고, 제외, 말고, 외), per anything;
  - a hypothetical or a condition (…다면, …라면, 치면, 쳐요, …으면, 만약, 그대로, 똑같, …었을까), an estimate (예상,
    전망, 추정, 컨센서스, 목표, 기대);
  - a figure the question does not ask, unless it is an input of the ratio asked (매출 of 영업이익률); any word the
    reader knows that is not a particle, a filler, "요즘" or "실적" (a period, a statement, a trend …);
  - a question word, a judgement or a reason asked (왜, 높은 편인지, 어때), a correction (잘못, 아니);
  - what the clauses of context hold for changing the figure (``core.quick.context.BLOCKING``: a segment, a product,
    a region, a subsidiary, a negation …), a time without a date (``context_words.ERAS``: 코로나 때, 턴어라운드);
  otherwise the message is left as it is (the reader reads it whole, or defers).
"""

from __future__ import annotations

import re

from core.data.companies.resolver import Company, CompanyIndex
from core.quick.context import BLOCKING, company_like
from core.quick.context_words import ERAS, unknown_noun
from core.quick.lexicon import Hit, scan
from core.quick.model import METRICS
from core.quick.names import confident_form, name_companies
from core.quick.vocabulary import words
from core.quick.word_forms import strip_particles

__all__ = ["past_story"]

#: a sentence and its end: . ? ! … (not a decimal point) or a new line
_SENTENCE = re.compile(r"(?:[^.?!…\n]|(?<=\d)\.(?=\d))+(?:[.?!…]+|\n|$)")
#: a word that ends a sentence typed without its full stop: a polite ending (…요, …니다, …죠), a laugh or a sigh
_ENDS = re.compile(r"(?:요|니다|죠)[~!.?]*$|^(?:ㅋ|ㅎ|ㅠ|ㅜ)+$")
_PUNCTUATION = ".,!?~…·()[]{}\"'“”‘’「」:;-—"
_QUOTED = re.compile(r"[\"“”「」\[\]|=\t]")
_YEAR = frozenset({"year", "short_year", "fy", "range"})
_FIGURE = frozenset({"metric", "growth"})
#: the question asks: a question mark, a question word, a request
_ASKS = re.compile(
    r"\?|얼마|몇|알려|가르쳐|보여|말해|궁금|부탁|주세요|줘|인가요|인지|나요|까요|었나|였나|예요|에요|이에요|냐|니(?![가-힣])"
)
#: the question points back to the story: read alone, it would lose what it points to
_POINTS_BACK = re.compile(
    r"그해|그\s*해|그때|당시|(?<![가-힣])[그이저]\s|해당|거기|앞서|위의|아까|같은|동일|마찬가지|똑같이|그걸|그거|그렇게|이렇게"
)
#: a qualifier a background sentence may say when the question says the same one: a year in digits, a quarter, a
#: basis ("현대차 순이익이 2023년보다 좋아졌다는데 별도로 보면 또 다르다고 하더라고요" before "현대자동차 2024년 별도
#: 당기순이익이 2023년 별도보다 얼마 늘었어요?")
_QUALIFIER = re.compile(
    r"(?<![0-9])(?:((?:19|20)[0-9]{2})(?![0-9])\s*(?:년\s*도?)?|([1-4])\s*분기|(연결|별도|개별|누적|금액))"
    r"(?:으로는|로는|으로|로|보다|이랑|랑|에는|은|는|이|가|을|를|도|의|에|와|과)?(?![가-힣])"
)
#: what a background sentence may not hold (see the module docstring), beside ``BLOCKING``
_DANGER = re.compile(
    r"연결|별도|개별|보통주|우선주|희석|누적|누계|개월|상반|하반|작년|올해|금년|전년|지난해|재작년|내년|연말|연초|기말|기초|"
    r"전기|동기|해마다|매년|그해|그때|당시|기준|"
    # a request of its own: how the answer should be given ("모바일로 봐주세요")
    r"주세요|줘|주시(?!면)|"
    r"단위|퍼센트|(?<![가-힣])프로(?![가-힣])|%|금액|액수|비율로|(?<![가-힣])(?:억|조|천만|백만|만)\s*(?:원|으로|로)|"
    # a number spelled in words: 삼십조, 사분기, 이천이십사년
    r"(?<![가-힣])[일이삼사오육칠팔구십백천]+\s*(?:조|억|만|원|퍼|배|분기|년|월|주(?![가-힣]))|"
    r"합|평균|빼|제외|말고|(?<![가-힣])외(?:에|엔|의|로|는)?(?![가-힣])|이외|나누|곱|더하|더한|더해|"
    r"만약|만일|가정|상상|다면|라면|더라면|치면|치고|(?<![가-힣])(?:쳐|친다|칩시다)|그대로|똑같|같았|같다고|만큼|대신|실제|"
    r"었을까|았을까|였을까|"
    r"예상|전망|추정|컨센|목표|가이던스|기대|예측|"
    r"얼마|몇|누가|누구|어디|어느|무엇|뭐|언제|왜|이유|원인|"
    # a judgement asked, or a correction: the figure alone would not answer it
    r"편인|좋은지|나쁜지|괜찮은지|높은지|낮은지|많은지|적은지|건전|양호|우량|평가|싼지|비싼|살\s*만|사도|팔아|팔까|매수|매도|"
    r"추천|어때|어떤가|어떨까|잘못|틀렸|틀린|오타|"
    r"(?<![가-힣])(?:한(?!\s*번)|두|세|네|다섯|여섯|일곱|여덟|아홉|열|스무|둘|셋|넷|하나|첫|반)(?![가-힣])"
)
#: an operation, by kind: a background sentence may name one the question asks too
_KINDS = {
    "gap": re.compile(r"차이|차액|격차|보다|비교|더\s*(?:많|적|높|낮|크|작|컸)|vs", re.IGNORECASE),
    "share": re.compile(r"대비|비율|비중|배(?!당)"),
    "change": re.compile(
        r"증가|감소|(?<![가-힣])늘|(?<![가-힣])줄|성장|변화|변동|증감|올랐|오른|떨어|하락|상승|개선|악화|반등|회복|뛰|급증|급감|돌아|전환|턴어라운드"
    ),
}
#: how a verb or an adjective ends (not a noun): "어떨지", "번다고", "하는데", "모르겠어요"
_VERB_END = re.compile(r"[지게고서요다까네데면며니죠]$")
#: adverbs and connectives a story may hold beside its verbs (a closed class; nouns are not, so a noun the reader
#: does not know keeps the message whole)
_ADVERBS = frozenset(
    words(
        "잘 좀 꽤 많이 너무 다시 조금 대충 워낙 엄청 정말 진짜 그냥 아직 이미 벌써 처음 항상 자주 가끔 계속 또 더 덜 "
        "되게 완전 아주 매우 딱 막 늘 혹시 그래서 그런데 근데 그리고 그럼 그러면 아 앗 음 흠 제가 저는 나는 내가 "
        "저도 나도 갑자기 직접 미리 일단 요즘 오늘 어제 내일 지금 방금 이번에 문득 솔직히 사실 원래 역시 특히"
    )
)
#: a sentence ending in a noun and 요 or a copula, no verb: "비스포크요.", "모바일이에요", "DS 부문으로요" (not
#: "몰라서요", "샀어요": a verb's ending before 요)
_ELLIPTICAL = re.compile(
    r"^(?P<noun>[가-힣A-Za-z0-9]+?)(?:(?:이요|로요|으로요|는요|은요|도요|만요|이에요|예요|에요)"
    r"|(?<![어아여해지죠네데게고서까래대걸군세와워봐줘돼려니라나다았었였했])요)$"
)
#: a noun's case particle: the subject, the object or the topic of a sentence
_NOUN_CASE = re.compile(r"(?:이|가|을|를|은|는|도|만|의)$")
#: a noun with 로 or 으로: what the figure is worked out by or seen as
_BY = re.compile(r"^(?P<noun>[가-힣A-Za-z0-9]{2,}?)(?:으로|로)(?:는|도|만)?$")
#: known words a background sentence may hold: particles, fillers, 요즘 (its figures and operations are judged apart)
_FREE_TAGS = frozenset({"particle", "filler", "latest"})
#: a word ending in a condition ("…하면", "…으면"), but for a way of looking ("보면") and a courtesy ("알려주시면")
_CONDITION = re.compile(r"(?<!보)(?<!(?:주|리|되|으|하)시)면(?:요|은|서)?[.,?!~]*$")


def past_story(text: str, companies: CompanyIndex) -> str:
    """The question sentence of ``text`` when the other sentences are only a story told around it (see the module
    docstring); ``text`` as it is otherwise."""
    if _QUOTED.search(text):
        return text  # a headline or a sheet's cells: ``core.quick.headline``'s and ``core.quick.sheet``'s
    sentences = [part for m in _SENTENCE.finditer(text) for part in _ended(m.group())]
    if len(sentences) < 2:
        return text
    asked = [i for i, s in enumerate(sentences) if _a_question(s, companies)]
    if len(asked) != 1:
        return text
    question = sentences[asked[0]]
    if _POINTS_BACK.search(question):
        return text
    hits, unknown = scan(question)
    named = name_companies(question, hits, unknown, companies)
    figures = {h.value for h in hits if h.tag == "metric"}
    allowed = figures | {c for f in figures if f in METRICS for c in METRICS[f].concepts}
    kinds = {k for k, rule in _KINDS.items() if rule.search(question)}
    if any(METRICS[f].kind == "ratio" for f in figures if f in METRICS):
        kinds.add("share")  # "매출 대비로 보면": how a ratio is worked out
    if any(h.tag == "growth" for h in hits) or any(f.endswith("_growth") for f in figures):
        kinds.add("change")
    said = {_qualifier(m) for m in _QUALIFIER.finditer(question)}
    story = [_QUALIFIER.sub(lambda m: " " if _qualifier(m) in said else m.group(), s) for s in sentences]
    story = [s for i, s in enumerate(story) if i != asked[0]]
    if not all(_background(s, named.companies, allowed, kinds, companies) for s in story):
        return text
    return question


def _ended(sentence: str) -> list[str]:
    """A sentence typed without its full stops cut after each word that ends one ("…모르겠어요 매출 대비로 …",
    "내기했어요 ㅋㅋ 삼성전자 …")."""
    parts: list[list[str]] = [[]]
    for word in sentence.split():
        parts[-1].append(word)
        if _ENDS.search(word):
            parts.append([])
    return [" ".join(words) for words in parts if words]


def _qualifier(match: re.Match[str]) -> str:
    year, quarter, basis = match.groups()
    if year:
        return year
    return f"{quarter}분기" if quarter else basis


def _company_of(word: str, companies: CompanyIndex) -> tuple[Company, ...] | None:
    """The companies a word of a story names (its particles aside: "하이닉스도요"), ``None`` when it names none, and
    ``()`` when it may name one the reader cannot tell (an unlisted or foreign company, a typo, a name followed by
    more than particles: "삼전우")."""
    bare = word.strip(_PUNCTUATION)
    forms = _forms(bare)
    if any(company_like(form, companies) for form in forms):
        form = next((f for f in (confident_form(companies, f) for f in forms) if f is not None), None)
        if form is None:
            return ()
        hits, unknown = scan(form)
        named = name_companies(form, hits, unknown, companies)
        return () if named.preferred else named.companies
    for end in range(len(bare) - 1, 1, -1):
        if confident_form(companies, bare[:end]) is not None:
            return ()  # a name glued to more than particles
    return None


def _forms(word: str) -> list[str]:
    """``word`` and its forms without one, two or three trailing particles ("하이닉스도요" → 하이닉스도, 하이닉스)."""
    forms, edge = [word], [word]
    for _ in range(3):
        edge = [f for w in edge for f in strip_particles(w)[1:]]
        forms += edge
    return forms


def _a_question(sentence: str, companies: CompanyIndex) -> bool:
    """A sentence naming a company without doubt, a figure and a year in digits, and asking."""
    hits, unknown = scan(sentence)
    tags = {h.tag for h in hits}
    if not tags & _YEAR or not tags & _FIGURE or not _ASKS.search(sentence):
        return False
    return bool(name_companies(sentence, hits, unknown, companies).companies)


def _background(
    sentence: str, asked: tuple[Company, ...], figures: set[str], kinds: set[str], companies: CompanyIndex
) -> bool:
    """Whether a sentence only tells a story around the question (see the module docstring)."""
    words = []
    for word in sentence.split():
        named = _company_of(word, companies)
        if named is None:
            words.append(word)
        elif not named or not set(named) <= set(asked):
            return False  # 쿠팡, 애플, 삼전우, a typo of a name, another listed company
    rest = " ".join(words)
    if BLOCKING.search(rest) or _DANGER.search(rest) or any(_CONDITION.search(word) for word in words):
        return False
    if any(rule.search(rest) and kind not in kinds for kind, rule in _KINDS.items()):
        return False
    if _qualified(words):
        return False
    return all(_harmless(hit, figures, kinds) for hit in scan(rest)[0])


def _qualified(words: list[str]) -> bool:
    """Whether a story sentence may name a part of what is asked by a noun the reader does not know (products and
    segments are without number): right before a figure ("모바일 매출이 좋았대요"), as what the writer wants to know
    ("모바일이 궁금해요"), or anywhere ("차입금이 많대요", "단기차입금 보려고요": a part of the figure asked), as what the
    figure is worked out by or seen as ("모바일로 계산해서"), or alone, ending the sentence ("비스포크요.",
    "모바일이에요"); a topic (``context_words.TOPICS``: 친구, 보고서, 면접, 숫자), a verb or an adverb is no such
    noun."""
    words = [bare for word in words if (bare := word.strip(_PUNCTUATION))]
    last = _ELLIPTICAL.match(words[-1]) if words else None
    if last is not None and unknown_noun(last.group("noun")):
        return True  # "비스포크요.", "모바일이에요": a sentence of a noun alone says what the question is of
    for i, word in enumerate(words):
        if _known(word):
            if i > 0 and _metric(word) and not _known(words[i - 1]) and unknown_noun(words[i - 1]):
                return True  # "모바일 매출이"
            continue
        if word not in _ADVERBS and not _VERB_END.search(word) and unknown_noun(word):
            return True  # "단기차입금 보려고요", "차입금이 많대요", "모바일이 궁금해요": a noun the reader does not know
        if any(form in ERAS for form in strip_particles(word)):
            return True  # "턴어라운드 규모를", "코로나 때": a time without a date may be the period meant
        by = _BY.match(word)
        if by is not None and unknown_noun(by.group("noun")):
            return (
                True  # "모바일로 계산해서": a figure worked out by or as something the reader does not know
            )
    return False


def _known(word: str) -> bool:
    hits, unknown = scan(word)
    return bool(hits) and not unknown


def _metric(word: str) -> bool:
    return any(hit.tag == "metric" for hit in scan(word)[0])


def _harmless(hit: Hit, figures: set[str], kinds: set[str]) -> bool:
    """Whether a word the reader knows, in a background sentence, leaves the question as it asks."""
    if hit.tag in _FREE_TAGS or (hit.tag == "bundle" and hit.value == "results"):
        return True
    if hit.tag == "metric":
        return hit.value in figures  # the figure asked, or an input of the ratio asked
    if hit.tag in ("compare", "difference"):
        return bool(kinds & {"gap", "share"})  # an operation the question asks too
    return hit.tag == "growth" and "change" in kinds
