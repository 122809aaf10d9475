"""How a figure is asked for: request forms that carry the asking and nothing about the figure.

People ask at work and in chat with a verb of telling, showing or looking up and a polite ending: "봐줄래?",
"확인해 주시겠어요?", "찾아 주실 수 있을까요?", "답변 부탁드립니다", "알려주세용". The quick reader knows a
word or none, so these are read as fillers (``lexicon``), built from

* ``_TELLING``: verbs that only ask for the figure to be told, shown, found or checked — never one that
  asks for a computation or another figure (계산해, 비교해, 더해, 빼, 나눠, 환산해, 바꿔, 합쳐, 추정해,
  예측해 stay unknown, so a question with one is not quick);
* ``_GIVING``: the ending of "give me" after such a verb (…줘, …주세요, …주실 수 있을까요, …주시면
  감사하겠습니다);
* ``_ASKED`` and ``_PLEASE``: a noun of checking or answering before "please" (기재 부탁드립니다, 회신
  부탁드려요, 체크 가능할까요);
* ``_ALONE``: a request or a question ending said on its own (요청드립니다, 여쭙니다, 궁금하네요, 얼마일까요),
  a verb of holding or of what is left ("삼성생명이 들고 있는 삼성전자 주식", "현금 얼마나 남아 있었는지": as
  보유한 and 얼마 are read) and how soon, how short or how often the answer is wanted (바로, 급하게, 한 줄로, 한 번만).

검색 is read only as a verb ("검색해 줘"): alone it is NAVER's search business ("검색 매출"). "가능할까요" is read
only after a noun of checking ("확인 가능할까요"): alone it asks whether something may happen ("흑자 가능할까요").
"""

from __future__ import annotations

__all__ = ["REQUESTS"]


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


_TELLING = _words(
    "알려 보여 봐 기재해 확인해 확인해봐 찾아 찾아봐 알아봐 조회해 검색해 체크해 공유해 말씀해 가르쳐 정리해 뽑아"
)
_GIVING = _words(
    """
    줘 줘요 줘여 줘용 줘봐 줘라 줄래 줄래요 줄수있어 줄수있어요 줄수있나 줄수있나요 줄수있을까 줄수있을까요 주라
    주세요 주세용 주세여 주셔요 주십쇼 주십시오 주셈 주삼 주실래 주실래요 주시겠어요 주시겠습니까 주실수있나요
    주실수있을까요 주실수있으신가요 주실수있어요 주실까요 주시나요 주시면 주시면감사하겠습니다 주시면좋겠습니다
    주시면좋겠어요 주셨으면합니다 주셨으면해요 주면고맙겠어 주면좋겠어
    """
)
#: not 확인, 조회 or 정리: each is a filler of its own, and "확인 부탁" would cut "확인 부탁드려도 될까요" wrong
_ASKED = _words("기재 체크 공유 답변 회신")
_PLEASE = _words(
    """
    부탁 부탁해 부탁해요 부탁드립니다 부탁드려요 부탁드릴게요 부탁좀드릴게요 부탁드림 요청드립니다 요청드려요
    좀요 가능할까요 가능한가요 가능하신가요 가능하실까요
    """
)
_ALONE = _words(
    """
    요청드립니다 요청드려요 문의드립니다 문의드려요 여쭙니다 여쭤요 여쭤볼게요 부탁드릴게요 부탁좀드릴게요
    알고싶습니다 알고싶네요 궁금하네요 궁금하군요 궁금함
    확인가능할까요 확인가능한가요 확인가능하신가요 조회가능할까요 조회가능한가요
    얼마일까요 얼마였을까요 얼마더라 얼만데
    어떻게되죠 어떻게됩니까 해주실래 해주실래요 해주시겠어요 해주실수있나요 해주실수있을까요
    들고있는 들고있는지 들고있어 들고있나요 남아있었는지 남아있었나요 남아있어 남아있나요 남았어 남았나요
    필요합니다 필요해요 필요해 필요한데요 알고싶은데요 알고싶은데 확인해보고싶어요 확인해보고싶습니다 확인하고싶어요
    알려주면좋겠다 알려주시면좋겠어요
    한번만 얼추 바로 빨리 급하게 간단히 짧게 한줄로 알려주세용 알려주세여 알려줘여
    """
)

#: every request form, as a literal the scanner matches with any spacing ("확인해 주실 수 있을까요")
REQUESTS = tuple(
    dict.fromkeys(
        [
            *(verb + giving for verb in _TELLING for giving in _GIVING),
            *(asked + please for asked in _ASKED for please in _PLEASE),
            *_ALONE,
        ]
    )
)
