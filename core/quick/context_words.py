"""The words a clause of context may hold without changing the figure asked (``core.quick.context``).

A clause that only says why or when is taken out before the quick reader reads a message. Which clause is
only that cannot be told by a list of what would change the figure: products, brands, services, plants,
regions and bases are without number ("투싼 때문에 그러는데", "치지직 기획하는 중인데", "미화로 보려는데",
"석달치 필요해서요"). So every word of such a clause the reader does not know must be a verb or an
adjective (…하는데, 보려고, 막혔어, 급하게) or a noun of ``TOPICS``: an occasion, a document, a person, or
a broad way of reading a company (재무구조, 유동성, 업황) — never a segment, product, region, unit or basis.
A noun followed by a copula ("담당이라서요", "자료인데요") is checked as the noun, and a noun made of two
topics of two letters or more ("발표자료", "회의자료") as its two parts.

A noun of ``ERAS`` names a time without a date ("코로나 때", "호황기", "슈퍼사이클", "바닥"): it is harmless
only where the rest of the message names its own period — "코로나 때 숫자 보려고요, 삼성전자 매출" would
otherwise be answered with the latest year. A few two-word topics (``PHRASES``: "재무 모델", "주식 카페")
are taken out before the words are looked at: either word alone could name a product or a service.
"""

from __future__ import annotations

import re

from core.quick.lexicon import scan
from core.quick.vocabulary import words
from core.quick.word_forms import strip_particles

__all__ = ["COMPARED_ERA", "ERAS", "PHRASES", "TOPICS", "topic", "unknown_noun"]

#: nouns a context clause may hold: an occasion, a document, a person, a broad reading, a filler
TOPICS = frozenset(
    words(
        "과제 숙제 동아리 스터디 공부 수업 강의 시험 면접 논문 발표 회의 미팅 세미나 설명회 투자위원회 위원회 보고 "
        "보고서 보고자료 보고용 자료 자료용 리포트 기사 뉴스 블로그 글 엑셀 표 장표 슬라이드 메일 업무 요청 문의 내기 "
        "대화 토론 질문 투자 고객 상사 팀장님 부장님 과장님 차장님 대리님 이사님 상무님 교수님 선배 후배 친구 동료 "
        "동기 인턴 신입 업체 업계 경쟁사 동종업계 팀 리서치팀 리스크팀 재무팀 기획팀 전략팀 담당자 회사 "
        "우리 제 저 나 내 재무 재무구조 재무상태 "
        "유동성 지급능력 단기 장기 수익성 안정성 건전성 성장성 효율성 활동성 업황 수급 비용 구조 체력 여력 주주환원 "
        "밸류에이션 가치 평가 분석 현황 흐름 추이 추세 리스크 위험 레버리지 덩치 상황 분위기 변화 차이 영향 효과 "
        "전환사채 차입금 부채 사채 배당 무차입 역대급 포트폴리오 점검 검토 대조 체크 준비 마무리 숫자 수치 "
        "데이터 궁금증 호기심 얘기 이야기 내일 오늘 오전 오후 아까 방금 어제 이따 나중 다음 주 번 전 전에 후 "
        "때문 때문에 그러는데 좀 거 것 그 이 저 이거 그거 저거 요즘 그냥 혹시 한번 한 두 세 배 다시 같이 대충 먼저 "
        "빨리 급하게 거의 진짜 너무 막 아 ㅠ ㅠㅠ ㅎㅎ ㅋㅋ ㅋㅋㅋ 영어 공고 채용 표를 업데이트 재원 매력 회복 "
        "리뷰 차트 상태 쇼크 타격 복기 정리용 메모 노트 공유 리서치 기재 작성 주말 주총 안내문 안내장 우편 "
        "자소서 자기소개서 인적성 직무 지원 지원자 취준 취업 입사 재무비율 예정 면접용 발표용 과제용 "
        "아들 딸 손주 손자 손녀 자식 자녀 부모님 어머니 아버지 남편 아내 와이프 엄마 아빠 조카 가족 지인 명 "
        "이번 이번주 지난주 다음주 금주 이번달 지난달 다음달 저번 시간"
    )
)
#: the second part of a compound topic (``_compound``): a document, an occasion, a team or a piece of work
_HEADS = frozenset(
    words(
        "자료 보고서 보고 보고자료 보고용 자료용 리포트 노트 메모 장표 슬라이드 메일 표 엑셀 차트 회의 미팅 세미나 "
        "설명회 발표 리뷰 과제 숙제 공부 스터디 수업 강의 논문 업무 요청 문의 팀 담당자 준비 마무리 정리용 작성 "
        "점검 검토 체크 업데이트 공유 기사 뉴스 블로그 글 복기 분석 현황 구조"
    )
)
#: the first part of a compound topic: not 단기 or 장기, which make a part of a figure (단기현황, 장기자료)
_PARTS = TOPICS - {"단기", "장기"}
#: nouns of a time without a date: harmless only beside a period the message names itself
ERAS = frozenset(
    words(
        "때 당시 시절 직후 무렵 코로나 호황 호황기 불황 불황기 슈퍼사이클 다운사이클 업사이클 사이클 "
        "피크 고점 저점 바닥 시즌 옛날 턴어라운드 과거 업턴 다운턴 시작점 변곡점 전환점 역대 최대 최고"
    )
)
#: a time said as what the figure is compared with ("코로나 때랑 비교하려고요", "피크 대비"): a second period
#: or a few words after it ("과거 실적이랑 비교하려는데", "업턴 때 실적이랑", "최대 실적 대비")
COMPARED_ERA = re.compile(
    r"(?:"
    + "|".join(sorted(ERAS, key=lambda word: (-len(word), word)))
    + r")(?:\s*(?:이랑|랑|과|와|보다|하고|대비|에\s*비해|이나|나)(?![가-힣])"
    + r"|[^.?!,\n]{0,15}?(?:(?:이랑|랑|과|와|보다)(?![가-힣])|대비|에\s*비해))"
)
#: topics taken out whole: two-word ones (모델 alone may be a car's, 카페 alone NAVER's service), Latin ones (IR, PPT),
#: which would otherwise block as a product or a company might, 지배구조 (governance: not 지배주주's 지배) and 주주총회
#: (its 총 is no total)
PHRASES = re.compile(
    r"재무\s*모델|(?:주식|투자|종목)\s*카페|(?<![A-Za-z])(?:IR|PPT)(?![A-Za-z])|지배\s*구조(?!\s*(?:상|에서|의))"
    r"|주주\s*총회(?:\s*(?:안내문|안내장|소집\s*통지서|자료))?"
)
#: a noun with a copula after it: 담당이라서요, 자료인데요, 중입니다, 역대급이었다던데
_COPULA = re.compile(
    r"^(?P<noun>[가-힣]+?)(?:이라서|이라|이라고|이라던데|이라는데|이에요|이야|인데|이었|이던|입니다|인가|인지"
    r"|라서|라고|라던데|라는데|에요|예요|였)[가-힣]*$"
)
#: a verb or an adjective by its ending (after 요): 하는데, 보려고, 막혔어, 급하게, 채우는, 넣어야, 어땠는지
_VERBAL = re.compile(
    r"(?:는데|런데|은데|한데|신데|던데|다가|다는|니까|거든|지만|더니|면서|는지|은지|려고|려는데|려다|려면|(?:어|아|해|써|봐|와|줘|가|돼|워|져|려)야"
    r"|[었았였했혔됐봤왔갔셨줬졌렸웠났쳤켰꿨][가-힣]*|[해봐줘돼워져혀]"
    r"|(?:하|되|있|없|보|오|가|주|쓰|우|드|치|내|받|찾|넣|추|시|리|기|지)는"
    r"|(?:높|좋|작|많|적|낮|같|들|싶|받|넣|찾|늦)은|(?:넣|적|찾|받|읽|옮|붙)을|나온|만든|쓴|본|한|할|쓸|볼|갈|될|줄|된"
    r"|(?:하|보|있|쓰)던|(?:하|이|없|있|같|싶)다|(?:하|이|거|겠)지"
    r"|(?:하|려|이|보|있|없|싶|되|받|주|나|오|가|쓰)고|[해어아와나셔라여쳐봐줘]서|(?:하|쉽|르|롭|있|없|좋|넘|많|적|크|높|낮)게"
    r"|(?:하|려|으|이|보|나)면|(?:하|있|없|겠)(?:네|죠|군|까|냐|니)|(?:세요|셔요|셔서|셨|시죠|시는|시니|십니다|신)|습니다|니다)$"
)


def unknown_noun(word: str, *, dated: bool = False) -> bool:
    """Whether a word of a context clause the reader does not know is a noun outside ``TOPICS`` (and,
    when the message names its own period, ``ERAS``): it may then name a product, a segment, a region, a
    unit, a basis or a time, and the clause is no mere context."""
    typed = word.strip(".,!?~…·()\"'^")  # "명이에요^^": ^^ is a tone
    word = typed.removesuffix("요")
    if not word:
        return False
    copula = _COPULA.match(word) or _COPULA.match(typed)  # "명이에요" (이에요 is a copula with its 요)
    if copula:
        return not _known(copula.group("noun"), dated)
    if _VERBAL.search(word):
        return False
    return not _known(word, dated)


def topic(word: str, *, dated: bool = False) -> bool:
    """Whether a word (a particle after it or not) is one of ``TOPICS`` (or ``ERAS``, when dated)."""
    known = TOPICS | ERAS if dated else TOPICS
    return any(form in known or form.removesuffix("들") in known for form in strip_particles(word))


def _known(noun: str, dated: bool) -> bool:
    if topic(noun, dated=dated) or any(_compound(form) for form in strip_particles(noun)):
        return True
    hits, unknown = scan(noun)
    return bool(hits) and not unknown


def _compound(noun: str) -> bool:
    """A noun made of two ``TOPICS`` nouns of two letters or more whose second is a document, an occasion or
    a team (``_HEADS``): 발표자료, 회의자료, 리서치노트. Not 단기부채, 장기차입금, 단기투자, 단기현황: a part of a
    figure, whose question the figure's total would answer wrongly."""
    return any(noun[:i] in _PARTS and noun[i:] in _HEADS for i in range(2, len(noun) - 1))
