"""What a clause of context may say without changing the figure asked, told by the shape of its words.

``core.quick.context`` takes out a clause that only says why or when a figure is asked. Three shapes of such a
clause say nothing about which figure, whatever their nouns:

* an industry (``_SEGMENT``: 반도체, 완성차, 인터넷, 게임, 바이오 …) right before a head that makes it one — an
  industry head (업황, 업계, 업종, 산업, 업체, 기업, 종목, …주: "반도체 업황 정리 중이라서요", "완성차 업체들 수익성
  비교 중인데", "메모리 업체끼리", "자동차주랑 반도체주") or an occasion of study ("바이오 스터디 자료용입니다"):
  the industry the writer looks at, not a part of the company asked about. Never before a figure ("반도체 실적",
  "광고 매출"), an era ("메모리 호황기 숫자": the segment's own figures) or a document ("반도체 자료"); and never
  any other noun, which may name a product ("냉장고 업황 자료", "투싼 업계"), a region or a company;
* a Latin figure name the reader knows ("PER 직접 계산해 보려고 하는데", "ROE 비교 중인데"): a figure the writer
  works out, which the clause leans on as on a Korean figure name (its other Latin words still block);
* what the writer feels or does, said by the grammar of a guess or a worry: the verb of "…나 싶어서요" ("돈은
  잘 버나 싶어서요", "실적이 꺾였나 싶어서요"), of "…ㄴ 것 같아서요" ("수익성이 떨어진 것 같아서요"), of "…지
  궁금해서요" ("재무가 탄탄한지 궁금해서요"), a noun made a verb by 되다/하다 before a reason ("빚이 걱정돼서요"),
  an adverb of degree or time (잘, 오래, 조금, 계속), and the writer's own dealings in the stock (물려, 물타기,
  손절, 매수 …): none names a figure, and the nouns left must still be topics or figures the question names;
* a question embedded in a purpose ("바닥이 언제였는지 보려고요", "타격이 얼마나 컸는지 보려고요", "부채가 얼마나
  늘었는지 보려고 하는데"): what the writer will read off the figure asked. Its question words go; a change it asks
  about ("얼마나 늘었는지") leans on a change or two periods the question names (``Shape.moved``), so "얼마나
  늘었는지 보려고요, 삼성전자 2024 영업이익" (one year's level) still defers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from core.quick.lexicon import scan
from core.quick.vocabulary import words
from core.quick.word_forms import strip_particles

__all__ = ["Shape", "shaped"]

#: heads that make the noun before them an industry: 반도체 업황, 완성차 업체들, 인터넷 업종, 반도체주
_INDUSTRY = frozenset(
    words("업황 업계 업종 산업 섹터 업체 기업 종목 대장주 관련주 테마주 업체끼리 기업끼리 종목끼리")
)
#: occasions of study or of a job a product or segment word may be the subject of ("반도체 스터디", "게임 세미나",
#: "반도체 직무 면접")
_STUDY = frozenset(words("스터디 세미나 공부 수업 강의 과제 동아리 면접 직무"))
#: product and segment words: a subject only of an industry head or a study
_SEGMENT = re.compile(
    r"^(?:반도체|메모리|디램|낸드|파운드리|디스플레이|스마트폰|휴대폰|가전|배터리|이차전지|2차전지|전기차|자동차|완성차|"
    r"광고|커머스|게임|클라우드|웹툰|콘텐츠|플랫폼|핀테크|금융|인터넷|바이오|제약|조선|철강|화학|건설|통신|유통|항공|"
    r"엔터|보험|은행|증권|카드|지주|IT|빅테크)$",
    re.IGNORECASE,
)
#: a word ending a question embedded in a purpose: 언제였는지, 컸는지, 늘었는지, 어느 정도인지
_EMBEDDED_END = re.compile(r"(?:는지|은지|인지|던지|ㄴ지|였는지|었는지|았는지|했는지)(?:를|도)?$")
#: the purpose the embedded question serves: 보려고요, 확인하려고, 알아보려는데, 보려고 하는데, 궁금해서요
_PURPOSE = re.compile(r"(?:보려|하려|려고|려는|려다|궁금해서|궁금한데|보는\s*중|보고\s*있)")
#: question words an embedded question may hold
_ASKING = frozenset(words("얼마나 얼마 언제 어느 정도 어느정도 어떻게 몇"))
#: a change the embedded question asks about ("얼마나 늘었는지", "얼마나 빠졌는지"): the question must name one
_CHANGE = re.compile(r"늘|줄|빠지|빠졌|올랐|오르|떨어|증가|감소|성장|개선|악화|변했|변화|바뀌|회복|전환|돌아")


#: the verb of a guess or a worry, by what follows it: "버나 싶어서요", "떨어진 것 같아서요", "탄탄한지 궁금해서요"
_GUESSED = re.compile(
    r"(?<!\S)[가-힣]*(?:나|가|까|지)\s+(?=싶[가-힣]*$)|(?<!\S)[가-힣]+\s+(?:것|거)\s+(?=같[가-힣]*$)"
    r"|(?<!\S)[가-힣]*지\s+(?=궁금[가-힣]*$)"
)
#: a noun made a verb before a reason ("걱정돼서요", "부족해서요", "확정돼서"): a verb
_DONE = re.compile(
    r"^[가-힣]+(?:돼|되어|됐어|해|했어)서요?$|^(?:손절|익절|매수|매도|물타기|추매)(?:할|하려|했|하고|해)[가-힣]*$"
)
#: adverbs of degree, manner or time, and the writer's own dealings in the stock: no figure among them
_HARMLESS_WORDS = frozenset(
    words(
        "잘 오래 조금 많이 계속 아직 벌써 이미 또 정말 완전 훨씬 살짝 약간 꽤 되게 "
        "물려 물려서 물려서요 물렸는데 물렸는데요 물타기 손절 익절 매수 매도 추매 존버 장투 단타 고민 고민중 "
        "갖고 가지고 들고 보유 보유중 둘 둘다 모두"
    )
)


@dataclass(frozen=True, slots=True)
class Shape:
    """A clause of context with its harmless shapes taken out, whether it asks about a change, and the text
    the blocking words are looked for in (its known Latin figure names out: they are leaned on, not blocking)."""

    text: str
    moved: bool = False
    checked: str = ""


def shaped(clause: str) -> Shape:
    """``clause`` with its industries named before a head (the head with them) and the question words of a
    question embedded in a purpose taken out (see the module docstring)."""
    tokens = clause.split()
    kept: list[str] = []
    head = False
    for i, token in enumerate(tokens):
        if head:  # "업종", "업체들": the head of an industry goes with it ("업종" alone is a company's 업종)
            head = False
            continue
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        head = _subject(token, after)
        if not head:
            kept.append(_glued(token))
    text = " ".join(t for t in kept if t and t not in _HARMLESS_WORDS)
    text = " ".join("해서요" if _DONE.match(t) else t for t in _GUESSED.sub("", text).split())
    shape = _embedded(text) or Shape(text)
    checked = " ".join(t for t in shape.text.split() if not _latin_figure(t))
    return Shape(shape.text, shape.moved, checked)


def _subject(token: str, after: str) -> bool:
    """Whether ``token`` is an industry of ``_SEGMENT`` naming the industry of the head ``after`` ("반도체"
    before "업황"); any other noun may be a product's ("냉장고 업황 자료", "투싼 업계"), and a segment word, a part
    of many names (한미반도체), is never a company's name itself."""
    if not after or not _SEGMENT.match(token):
        return False
    heads = {
        f.removesuffix(cut) for f in [after, *strip_particles(after)] for cut in ("", "들", "끼리", "들끼리")
    }
    hits, _ = scan(token)
    figure = any(h.tag in ("metric", "bundle", "other", "basis", "per_share") for h in hits)
    return bool(heads & (_INDUSTRY | _STUDY)) and not figure


def _glued(token: str) -> str:
    """A segment glued to 주 ("반도체주랑", "자동차주"), its stocks, is the industry: its particle alone is kept."""
    for form in strip_particles(token):
        stem = form.removesuffix("주")
        if stem != form and _SEGMENT.match(stem):
            return token[len(form) :] or ""
    return token


def _latin_figure(token: str) -> bool:
    """A Latin word the scan reads whole as a figure name (PER, EPS, ROE), a particle after it or not."""
    for form in strip_particles(token):
        if re.fullmatch(r"[A-Za-z]{2,}", form):
            hits, unknown = scan(form)
            return bool(hits) and not unknown and all(h.tag in ("metric", "other") for h in hits)
    return False


def _embedded(text: str) -> Shape | None:
    """The clause with the question words of a question embedded in a purpose taken out, or ``None``."""
    tokens = text.split()
    ends = [i for i, t in enumerate(tokens) if _EMBEDDED_END.search(t)]
    if not ends or not _PURPOSE.search(" ".join(tokens[ends[-1] + 1 :])):
        return None
    end = ends[-1]
    asked = [i for i, t in enumerate(tokens[:end]) if t in _ASKING]
    if not asked and not any(tokens[end].startswith(word) for word in _ASKING):
        return None  # "언제였는지", "얼마였는지": the question word glued to its verb
    moved = _CHANGE.search(tokens[end]) is not None
    kept = [t for i, t in enumerate(tokens) if i not in asked]
    kept[end - len(asked)] = "확인하려고"  # the embedded verb: what the writer checks, not a figure
    return Shape(" ".join(kept), moved)
