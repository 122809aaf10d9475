"""A question asked for someone else — "아버지가 현대차 2024 영업이익률이 어느 정도냐고 물어보셔서요", "동생이 물어봐서
그러는데 카카오 2024 매출 얼마예요?", "형이 현대차랑 하이닉스 순이익 중에 누가 더 많냐고 물어보네요" — read as the
question itself.

Only when both are said: who asks (a relative, a friend, a colleague as the sentence's subject, first) and that they
ask (물어보다, 여쭤보다, 궁금해하다, 알고 싶어하다, 알려 달라다, "…냐고 하다" in any ending; 알려 드리려고; "(직접)
계산해 보라시네요", "확인해 보라셔서": told to work it out or look it up), with nothing told of its own after the asking
(a question of its own may follow: "…많냐고 물어보시는데 2024년 말 부채비율 몇 %예요?", "…물어봐요. 몇 % 변했어요?").
Then the person and the asking words go, and a question said inside the sentence ("…많냐고", "…얼마인지도") is said
plainly ("…많냐", "…얼마인지"); the rest is read as if typed alone, so
whatever the reader does not know in it still defers. A person without the asking ("친구가 하닉이 더 벌었다는데": a
rumour, ``core.quick.wrapping``'s) or the asking without a person ("물어보셔서요" alone) stays.
"""

from __future__ import annotations

import re

__all__ = ["relayed"]

_PEOPLE = (
    "아버지|아버님|아빠|어머니|어머님|엄마|부모님|할머니|할아버지|외할머니|외할아버지|친정아빠|친정엄마|시아버지|"
    "시어머니|장모님|장인어른|장인|장모|형|오빠|누나|언니|동생|남동생|여동생|와이프|아내|남편|신랑|마누라|삼촌|"
    "외삼촌|이모|고모|이모부|고모부|사촌|조카|아들|딸|친구|지인|동료|직장\\s*동료|회사\\s*동료|팀장님|부장님|과장님|"
    "처남|처제|매형|매제|형부|형수|제부|시누이|올케|며느리|사위|손자|손녀|선배|후배|여친|남친|여자\\s*친구|남자\\s*친구|"
    "애인|룸메"
)
#: who asks, first in the message: "아버지가", "우리 엄마가", "제 친구가", "장모님께서"
_ASKER = re.compile(rf"^\s*(?:우리\s*|제\s*|내\s*|저희\s*)?(?:{_PEOPLE})(?:가|이|께서|도)\s+")
#: the asking, in any ending: "물어보셔서요", "물어봐서 그러는데", "여쭤보시네요", "궁금해하세요", "알고 싶어하셔서"
_ASKING = re.compile(
    r"(?<![가-힣])(?:물어\s*(?:보|봐|봤|봄)|여쭤\s*(?:보|봐|봤)|여쭈|궁금해\s*(?:하|해|했)|궁금하(?:시|대|다)|"
    r"알고\s*싶어\s*(?:하|해|했)|(?:알려|가르쳐)\s*(?:달래|달라|드리려)|(?<=냐고\s)(?:하|해|했)|"
    r"(?:직접\s*)?(?:계산|확인|찾아|알아)\s*(?:해\s*)?보라(?:시|셔|고|네|는|던|신|세))[가-힣]*"
    r"(?:\s+(?:그러는데|그러는데요|그래서|그래서요|그런데|하는데|해서요))?"
    r"(?:\s*[?.!~]+)?(?=\s|,|$)"
)
#: a question said inside the sentence: "많냐고" → "많냐", "얼마인지도" → "얼마인지", "나는지" stays (read as is)
_INSIDE = re.compile(
    r"(?<=[가-힣%0-9])(냐|느냐|니|는지|인지|은지|ㄴ지|였는지|었는지|았는지)(?:고|도)(?=[\s,?.!~]|$)"
)


#: what follows the asking says something of its own: something done or said ("알려드렸는데", "했어"), a check — not a
#: change asked of the figure ("몇 % 변했어요?", "얼마 증가했나요")
_TOLD = re.compile(r"는데|길래|드렸|(?<!변)(?<!증가)(?<!감소)(?<!성장)(?<!상승)(?<!하락)했|맞|아니|틀")
#: a question closing the tail: "?" or a question's ending ("…몇 %예요", "…얼마였나요", "…어디야")
_ASKS = re.compile(
    r"(?:\?|(?:예요|에요|나요|까요|가요|인가|야|냐|니|임|음|죠|어요|았어|었어|였어))[\s?!.~]*$"
)


def _placed_so(rest: str, asking: re.Match[str]) -> bool:
    """The asking ends the message, or leads it ("물어봐서 그러는데 …"), or a few words follow it that tell nothing of
    their own ("…물어보시는데 순이익 얼마예요", "…궁금하시대요, 3개월 기준 증가율로", "(2023년)"): not "…물어보시길래
    2023년 거 알려드렸는데 맞아?", "… 물어보시는데 하이닉스는 알려드렸어"."""
    tail = rest[asking.end() :]
    asked = len(tail.split()) <= 4 or _ASKS.search(tail) is not None  # a question of its own may be longer
    return not rest[: asking.start()].strip() or (asked and not _TOLD.search(tail))


def relayed(text: str) -> str:
    """``text`` as the question it relays (see the module docstring), or ``text`` as it is."""
    asker = _ASKER.match(text)
    if asker is None:
        return text
    rest = text[asker.end() :]
    asking = list(_ASKING.finditer(rest))
    if len(asking) != 1 or not _placed_so(rest, asking[0]):
        return text
    said = rest[: asking[0].start()].rstrip(" ,") + " " + rest[asking[0].end() :].lstrip(" ,")
    said = _INSIDE.sub(r"\1", said)
    return re.sub(r"\s+", " ", said).strip()
