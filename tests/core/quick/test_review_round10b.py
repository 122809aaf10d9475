"""Review 10b of the keyless reader: follow-ups after this session's readings, in Korean and in English. Each
follow-up found wrong defers now, or is read the one way its words allow; its near misses are still answered
right. Every case goes through ``bots.direct.direct_reply`` with the earlier question, as a chat would, and is
judged by the chat sets' matcher (``chat_questions.verdict``); the figures are the raw bundle rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from bots.compose import open_runtime
from bots.direct import direct_reply
from core.config import Settings
from tests.core.quick.chat_questions import Case, answer, shares, unanswerable, verdict, won
from tests.core.quick.test_chat2_questions import TODAY

#: (earlier question, follow-up case)
Turn = tuple[str, Case]

#: a share count asked after a holder's row (최대주주, 소액주주, largest/minority shareholders): the holder's shares,
#: not the shares issued — was 5,969,782,550 (발행주식 총수, stockTotqySttus) where 508,157,148 (삼성생명보험㈜'s row,
#: hyslrSttus) or 4,017,892,514 (소액주주, mrhlSttus) was asked. Another company after a holding ("삼성물산은?" after
#: "삼성생명이 가진 삼성전자 주식 몇 주야") was read as that company's own shares issued.
HOLDERS: tuple[Turn, ...] = (
    ("삼성전자 최대주주 누구야", unanswerable("주식 수는?")),
    ("삼성전자 소액주주 몇 명", unanswerable("주식 수는?")),
    ("Samsung Electronics largest shareholder", unanswerable("how many shares?")),
    ("Samsung Electronics largest shareholder", unanswerable("shares?")),
    ("Samsung Electronics largest shareholder", unanswerable("how many shares does it have?")),
    ("Samsung Electronics minority shareholders", unanswerable("how many shares?")),
    ("삼성생명이 가진 삼성전자 주식 몇 주야", unanswerable("삼성물산은?")),
    # a holding word not read as a holding: was read as 삼성생명's own shares issued (a "no data" line only because the
    # bundle holds no 삼성생명 register; its figure would have been stated)
    ("삼성전자 발행주식수", unanswerable("삼성생명 지분율은?")),
    ("삼성전자 발행주식수", unanswerable("그 중 삼성생명 몫은?")),
    ("Samsung Electronics shares issued", unanswerable("how many are held by Samsung Life?")),
    ("삼성전자 최대주주", unanswerable("삼성생명 지분율은?")),  # 삼성생명's own largest holder
    ("삼성전자 최대주주 지분율", unanswerable("삼성물산 보유 주식은?")),
    ("Samsung Electronics largest shareholder", unanswerable("Samsung C&T's stake?")),
    # near misses: the shares issued named, or a holding asked again
    (
        "005930 지금까지 소각한 주식 몇 주나 돼?",
        answer("shares", "그럼 발행주식 총수는?", shares(5969782550)),
    ),
    ("삼성전자 소액주주 몇 명", answer("shares", "발행주식 총수는?", shares(5969782550))),
    ("삼성전자 최대주주", answer("shares", "유통주식수는?", shares(5969782550))),
    ("삼성전자 발행주식수", answer("holders", "최대주주 지분율은?", names=("삼성생명보험",))),
    ("삼성전자 발행주식수", answer("shares", "소액주주 보유 주식은?", shares(4017892514))),
    (
        "Samsung Electronics shares issued",
        answer("holders", "largest shareholder's stake?", names=("8.51%",)),
    ),
    ("Samsung Electronics largest shareholder", answer("shares", "shares issued?", shares(5969782550))),
    (
        "Samsung Electronics minority shareholders",
        answer("shares", "shares outstanding?", shares(5969782550)),
    ),
    (
        "How many shares does Samsung Life hold in Samsung Electronics?",
        answer("shares", "how many shares?", shares(508157148)),
    ),
    (
        "What is Samsung C&T's stake in Samsung Electronics?",
        answer("shares", "how many shares?", shares(298818100)),
    ),
    ("삼성생명이 가진 삼성전자 주식 몇 주야", answer("shares", "2023년 말 기준은?", shares(508157148))),
)

#: an English follow-up read against the earlier question without the Korean follow-up's rules
#: (``core.quick.follow``): "what about 2023?" after a quarter's figure was FY2023's (영업이익 6,566,976 백만원) where
#: 2023년 3분기's (2,433,534 백만원) was asked; "how does it compare with 2023?" read as "2023년" was FY2023 alone, set
#: against FY2022 (−84.9%), not 2024 against 2023. English follow-ups now go through ``follow_up`` as Korean ones do.
ENGLISH: tuple[Turn, ...] = (
    (
        "Samsung Electronics Q3 2024 operating profit",
        answer("amounts", "what about 2023?", won(2433534000000)),
    ),
    ("Samsung Electronics operating profit 2024", unanswerable("how does it compare with 2023?")),
    ("Samsung Electronics operating profit 2024", unanswerable("how does it compare with SK hynix?")),
    # a sum asked of the figure before and another company's: was SK hynix's 23,467,319 백만원 alone (b4ef48c's sums
    # are read in one question only)
    ("Samsung Electronics operating profit 2024", unanswerable("combined with SK hynix?")),
    ("Samsung Electronics operating profit 2024", unanswerable("and SK hynix combined?")),
    ("Samsung Electronics operating profit 2024", unanswerable("SK hynix total?")),
    ("Samsung Electronics operating profit 2024", unanswerable("together with SK hynix?")),
    # near misses
    ("Samsung Electronics operating profit 2024", answer("amounts", "what about 2022?", won(43376630000000))),
    ("Samsung Electronics Q3 2024 operating profit", answer("amounts", "and SK hynix?", won(7029958000000))),
    ("Samsung Electronics Q3 2024 operating profit", answer("amounts", "revenue?", won(79098731000000))),
    ("Samsung Electronics operating profit 2024", answer("amounts", "and SK hynix?", won(23467319000000))),
)

#: a follow-up after a long message: the context of the follow-up was the whole message, its telling sentences'
#: company or year read as asked — the very reading round 10b part 1 (483e9ea, ``context_asks``) took out of the
#: message's own answer. "2023년에 주식을 시작했어요. 카카오 영업이익 얼마예요?" → "네이버는?" was NAVER's FY2023 영업이익
#: (1,488,820 백만원; FY2024's 1,979,263 was asked); "2022년에 삼성전자를 샀어요. 2024년 영업이익은요?" → "하이닉스는?"
#: SK하이닉스 FY2022 and FY2024 side by side. ``follow.quick_context`` now reads each earlier message's asking sentence.
LONG: tuple[Turn, ...] = (
    ("2023년에 주식을 시작했어요. 카카오 영업이익 얼마예요?", unanswerable("네이버는?")),
    ("2022년에 삼성전자를 샀어요. 2024년 영업이익은요?", unanswerable("하이닉스는?")),
    ("삼성전자 주식을 갖고 있어요. SK하이닉스 2024 영업이익 얼마예요?", unanswerable("2023년은?")),
    # near misses: a telling sentence's one company fills the ask (483e9ea), and the follow-up takes the rest
    (
        "네이버 주식을 조금 샀어요. 2024년 영업이익은 얼마였어요?",
        answer("amounts", "카카오는?", won(460212161525)),
    ),
    (
        "카카오 분기 실적 발표를 봤어요. 2024년 매출 얼마예요?",
        answer("amounts", "네이버는?", won(10737719264647)),
    ),
    # narrowed on purpose: a year after a message declined ("2024년은?", 카카오's FY2024 before) defers too
    ("2023년에 주식을 시작했어요. 카카오 영업이익 얼마예요?", unanswerable("2024년은?")),
)


async def _verdict(earlier: str, case: Case, home: Path) -> tuple[str, str]:
    settings = Settings(DEXTER_HOME=str(home), DEXTER_OFFLINE="1")
    async with await open_runtime(settings, require_model=False) as runtime:
        reply = await direct_reply(case.question, runtime, today=TODAY, earlier=(earlier,))
    markdown = None if reply is None else reply.markdown
    path = None if reply is None else reply.path
    return verdict(case, markdown, path), markdown if markdown and path == "quick" else ""


@pytest.mark.parametrize(
    ("earlier", "case"),
    HOLDERS + ENGLISH + LONG,
    ids=[f"{e} -> {c.question}" for e, c in HOLDERS + ENGLISH + LONG],
)
async def test_review10b_follow_ups(earlier: str, case: Case, tmp_path: Path) -> None:
    outcome, markdown = await _verdict(earlier, case, tmp_path)
    if (
        case.answerable and case.theme == "shares" and outcome == "deferred"
    ):  # the matcher reads no English count
        assert all(f"{int(v):,} common shares" in markdown for f in case.figures for v in f.values), markdown
        return
    assert outcome == ("right" if case.answerable else "deferred"), markdown
    # declined, not read as another figure: a "no data" line is a reading too (the bundle holds no 삼성생명 register,
    # so "삼성생명 지분율은?" read as 삼성생명's own largest holder said only that; its figure would have been stated)
    assert case.answerable or not markdown, markdown
