"""Review of reader round 10's readings (remembered figures, holders and share counts, comparisons, quarters):
each answer found wrong defers now, or is read the one way its words allow; its near misses are still answered
right. Every case goes through ``bots.direct.direct_reply`` with no model, as a chat message would, and is judged
by the chat sets' matcher (``chat_questions.verdict``); the figures are the raw bundle rows or their arithmetic."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, pct, shares, unanswerable, won
from tests.core.quick.keyless import keyless_reply
from tests.core.quick.test_chat2_questions import _run

#: two or more companies' sums set against each other ("비교", "대비") over years said one by one, not as one span:
#: the companies added in one year set against another year's. Was each company's two years added ("삼성전자 하이닉스
#: 2024 영업이익 합계 2023년이랑 비교" -> 삼성전자 39.29조원, SK하이닉스 15.74조원)
SUMS: tuple[Case, ...] = (
    unanswerable("삼성전자 하이닉스 2024 영업이익 합계 2023년이랑 비교"),
    unanswerable("네이버 카카오 2024 영업이익 합계 2023년이랑 비교"),
    unanswerable("삼성전자 하이닉스 2024 매출 합계 2023년 대비"),
    # near misses: one company's years, the companies in one year, each company's years (round 7 kept them), a
    # span said as one
    # 6,566,976 + 32,725,961 (백만원) = 39,292,937
    answer("sum", "삼성전자 2023 2024 영업이익 합계", won(39292937000000)),
    answer("sum", "삼성전자 2023년이랑 2024년 영업이익 합계", won(39292937000000)),
    # 32,725,961 + 23,467,319 (백만원) = 56,193,280
    answer("sum", "삼성전자 하이닉스 2024 영업이익 합치면 몇 조", won(56193280000000)),
    # SK하이닉스 −7,730,313 + 23,467,319 (백만원) = 15,737,006
    answer("sum", "삼성전자 하이닉스 영업이익 합계 2023 2024", won(39292937000000), won(15737006000000)),
    answer("sum", "삼성전자 하이닉스 영업이익 2년 합계", won(39292937000000), won(15737006000000)),
    # the gap of the two sums over 2023~2024: 39,292,937 − 15,737,006 (백만원) = 23,555,931
    answer("sum", "2023~2024 영업이익 합계 삼성전자 하이닉스 비교", won(23555931000000)),
)


@pytest.mark.parametrize("case", SUMS, ids=[c.question for c in SUMS])
async def test_review10_sums(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: two companies named again (a remembered clause before the question, or both named first and then set against each
#: other): the base of a multiple or share is the company said with 의 (before 몇), 보다, 대비 or 기준, whichever of its
#: names says so (``named_again``). Were all answered the first-named company over the other, whatever the base asked
#: ("…24년에 하닉은 삼전의 몇 배였어?" -> 삼성전자 ÷ SK하이닉스 4.55배); with no name said as the base, deferred.
#: SK하이닉스 ÷ 삼성전자 2024 매출: 66,192,960 ÷ 300,870,903 = 22.0002%; 영업이익 현대자동차 ÷ 삼성전자: 14,239,592 ÷
#: 32,725,961 = 43.5117%; 카카오 ÷ NAVER 2024 매출: 7,871,692,199,887 ÷ 10,737,719,264,647 = 73.3084%
NAMED_AGAIN: tuple[Case, ...] = (
    answer(
        "times", "삼전 매출이 하닉의 4배 넘었던 걸로 기억하는데 24년에 하닉은 삼전의 몇 배였어?", pct(22.0005)
    ),
    answer("times", "삼전 하닉 24년 매출 하닉은 삼전의 몇 배", pct(22.0005)),
    answer(
        "times",
        "삼전 하닉 24년 매출 하닉 매출은 삼전의 몇 %야",
        pct(22.0005),
    ),
    answer(
        "times", "삼전 매출이 하닉의 4배 넘었던 걸로 기억하는데 24년 하닉이 삼전 대비 몇 배?", pct(22.0005)
    ),
    answer("times", "삼성전자 현대차 2024 영업이익 현대차는 삼성전자의 몇 배야", pct(43.5116)),
    answer(
        "times",
        "네이버 매출이 카카오의 1.4배 정도였던 걸로 기억하는데 24년엔 카카오가 네이버의 몇 배야?",
        pct(73.3088),
    ),
    unanswerable("삼성전자 2024 영업이익 현대차의 2배 넘었던 거 같은데 현대차는 몇 배야"),
    # near misses: the base said once, or the first named over the base said again
    answer("times", "삼전 매출이 하닉의 4배 넘었던 걸로 기억하는데 24년에 몇 배였어?", pct(454.5361)),
    answer(
        "times", "삼전 매출이 하닉의 4배 넘었던 걸로 기억하는데 24년에 하닉 대비 몇 배였어?", pct(454.5361)
    ),
    answer("times", "삼성전자 하이닉스 2024 매출 삼성전자가 하이닉스의 몇 배", pct(454.5361)),
    answer("times", "24년 매출 하닉은 삼전의 몇 배였어?", pct(22.0005)),
    answer("times", "삼성전자 2024 영업이익 현대차의 몇 배야? 현대차 기준으로 삼성은?", pct(229.8237)),
)


@pytest.mark.parametrize("case", NAMED_AGAIN, ids=[c.question for c in NAMED_AGAIN])
async def test_review10_named_again(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: a multiple remembered of a base named first, the company asked of after it ("하닉 매출의 4배 넘었던 걸로 기억하는데
#: 삼전 매출이 24년에 몇 배야?"): the remembered figure taken out (round 10, 38958d0) left the base's 의 with no 몇
#: after it, and the first named was put over the other (SK하이닉스 ÷ 삼성전자 0.22배, 4.55배 asked). The base is the
#: company the remembered multiple is of (``named_again._remembered_base``).
#: NAVER ÷ 카카오 2024 영업이익: 1,979,263,438,827 ÷ 460,212,161,525 = 430.0763%; 카카오 ÷ NAVER = 23.2517%
REMEMBERED_BASE: tuple[Case, ...] = (
    answer("times", "하닉 매출의 4배 넘었던 걸로 기억하는데 삼전 매출이 24년에 몇 배야?", pct(454.5361)),
    answer("times", "하이닉스의 4배 넘었던 걸로 아는데 삼성전자 2024 매출 몇 배야?", pct(454.5361)),
    answer("times", "하닉의 4배였던 걸로 아는데 삼전 24년 매출은 몇 배?", pct(454.5361)),
    answer("times", "네이버의 4배 넘었던 걸로 아는데 카카오 2024 영업이익 몇 배야?", pct(23.2517)),
    answer("times", "카카오의 4배 넘었던 걸로 아는데 네이버 2024 영업이익 몇 배야?", pct(430.0763)),
    answer("times", "현대차 2024 영업이익의 2배 넘는 걸로 아는데 삼성전자는 몇 배야?", pct(229.8237)),
    answer("times", "현대차 2024 영업이익의 2배 넘는다던데 삼성전자 영업이익은 몇 배야?", pct(229.8237)),
    # near misses: the base named second, or said with 보다 / 대비
    answer("times", "삼성전자 2024 영업이익 현대차의 2배 넘는 걸로 아는데 정확히 몇 배야?", pct(229.8237)),
    answer("times", "하닉보다 4배 많았던 걸로 기억하는데 삼전 매출 24년 몇 배야", pct(454.5361)),
    answer("times", "하닉이 삼전보다 매출 4배 적었던 걸로 아는데 24년에 정확히 몇 배야?", pct(22.0005)),
    answer("times", "삼전 대비 하닉 매출 22% 정도였던 걸로 아는데 24년에 정확히 몇 %야?", pct(22.0005)),
)


@pytest.mark.parametrize("case", REMEMBERED_BASE, ids=[c.question for c in REMEMBERED_BASE])
async def test_review10_remembered_base(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: the second company named is what the multiple is asked of, no base said ("카카오 2024 영업이익 4600억 정도로 아는데
#: 네이버는 몇 배야?" was 카카오 ÷ NAVER 0.23배, the first named over the other, though NAVER's multiple was asked):
#: deferred; the first named asked of, or a base said, are read as before
SUBJECT_ASKED: tuple[Case, ...] = (
    unanswerable("카카오 2024 영업이익 4600억 정도로 아는데 네이버는 몇 배야?"),
    unanswerable("카카오 2024 영업이익 네이버는 몇 배야?"),
    unanswerable("카카오 2024 영업이익 네이버 영업이익은 몇 배야?"),
    unanswerable("하이닉스 2024 매출 삼성전자는 몇 %야"),
    answer("times", "삼성전자 하이닉스 2024 매출 몇 배", pct(454.5361)),
    answer("times", "삼성전자는 하이닉스 2024 매출 몇 배야", pct(454.5361)),
    answer("times", "삼성전자 2024 매출은 하이닉스 몇 배야", pct(454.5361)),
    answer("times", "하이닉스 삼성전자 2024 매출 몇 배", pct(22.0005)),
    answer("times", "네이버 2024 영업이익 2조 정도로 아는데 카카오는 네이버의 몇 %야?", pct(23.2517)),
)


@pytest.mark.parametrize("case", SUBJECT_ASKED, ids=[c.question for c in SUBJECT_ASKED])
async def test_review10_subject_asked(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: "A 대비 B 부채 비율" (round 10 part 6's standalone 비율, ca4b198): 부채비율 spelled apart, not the liabilities'
#: quotient ("2024 삼성전자 대비 현대차 부채 비율" was '현대자동차 부채총계는 삼성전자의 195.4%'); both companies'
#: 부채비율 are answered, as with a year between ("삼성전자 대비 현대차 2024 부채 비율"). 현대자동차 FY2024 부채총계
#: 219,522,496 ÷ 자본총계 120,275,933 (백만원) = 182.5%; 삼성전자 112,339,878 ÷ 402,192,070 = 27.9319%; 유동비율
#: 삼성전자 유동자산 227,062,266 ÷ 유동부채 93,326,299 = 243.2993%
SPELLED_APART: tuple[Case, ...] = (
    answer("ratio", "2024 삼성전자 대비 현대차 부채 비율", pct(27.9319)),
    answer("ratio", "2024년 삼성전자 대비 하이닉스 유동 비율", pct(243.2993)),
    # near misses: the liabilities named apart from 비율, an amount's 비율
    # 219,522,496 ÷ 112,339,878 (백만원) = 195.4093%
    answer("ratio", "2024년 부채 삼성전자 대비 현대차 비율", pct(195.4092)),
    # 175,231,153 ÷ 300,870,903 (백만원) = 58.2414%
    answer("ratio", "2024년 매출 삼성전자 대비 현대차 비율", pct(58.2413)),
)


@pytest.mark.parametrize("case", SPELLED_APART, ids=[c.question for c in SPELLED_APART])
async def test_review10_rate_spelled_apart(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: the shares retired asked of one year ("삼성전자 2023년에 소각한 주식 몇 주야"; round 10 part 8's share_history,
#: b29396d): the table counts what was retired since the company began (현재까지 감소한 주식 1,810,684,300주, FY2023
#: 말), not what one year retired — deferred; counted to a year's end ("2023년 말 기준", "지금까지") read as before
RETIRED: tuple[Case, ...] = (
    unanswerable("삼성전자 2023년에 소각한 주식 몇 주야"),
    unanswerable("삼성전자 소각한 주식 몇 주야 2023년에"),
    unanswerable("삼성전자 2023년 이익소각 주식 수"),
    unanswerable("삼성전자 2023년에 발행한 주식 수"),
    answer("shares", "삼성전자 2023년 말 기준 소각한 주식", shares(1810684300)),
    answer("shares", "삼성전자 지금까지 소각한 주식 2023년 기준", shares(1810684300)),
    answer("shares", "005930 지금까지 소각한 주식 몇 주나 돼?", shares(1810684300)),
    answer("shares", "삼성전자 2023년 현재까지 발행한 주식 수", shares(7780466850)),
)


@pytest.mark.parametrize("case", RETIRED, ids=[c.question for c in RETIRED])
async def test_review10_retired_in_a_year(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: English holders (e87d2d4): a gap of two holders' stakes was answered with their gap in shares ("Samsung Life vs
#: Samsung C&T stake in Samsung Electronics difference" -> '209,339,048 common shares more'; 3.50%p was asked), and
#: a holding of preferred shares with the common shares held ("How many shares does Samsung Life hold in Samsung
#: Electronics preferred?" -> 508,157,148 common shares); both defer, as their Korean twins do
ENGLISH_HOLDERS: tuple[Case, ...] = (
    unanswerable("Samsung Life vs Samsung C&T stake in Samsung Electronics difference"),
    unanswerable("Samsung Life vs Samsung C&T ownership difference in Samsung Electronics"),
    unanswerable(
        "Samsung Life vs Samsung C&T stake in Samsung Electronics, which is higher and by how much?"
    ),
    unanswerable("How many shares does Samsung Life hold in Samsung Electronics preferred?"),
    unanswerable("How many preferred shares of Samsung Electronics does Samsung C&T hold?"),
    unanswerable("Samsung Life stake in Samsung Electronics preferred shares"),
    # near miss: the stake (the gaps and holdings in shares: ``test_review10_english_holdings_in_shares``)
    answer("holders", "Samsung Life stake in Samsung Electronics", pct(8.51)),
)


@pytest.mark.parametrize("case", ENGLISH_HOLDERS, ids=[c.question for c in ENGLISH_HOLDERS])
async def test_review10_english_holders(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: near misses of ``ENGLISH_HOLDERS`` said in shares (the chat matcher does not read "common shares" as a count)
IN_SHARES = (
    ("How many more shares does Samsung Life hold than Samsung C&T in Samsung Electronics?", "209,339,048"),
    ("Samsung Life vs Samsung C&T stake in Samsung Electronics difference in shares", "209,339,048"),
    ("How many shares does Samsung Life hold in Samsung Electronics?", "508,157,148 common shares"),
)


@pytest.mark.parametrize(("text", "said"), IN_SHARES, ids=[t for t, _ in IN_SHARES])
async def test_review10_english_holdings_in_shares(text: str, said: str, tmp_path: Path) -> None:
    reply = await keyless_reply(text, tmp_path)
    assert reply is not None and reply.path == "quick" and said in reply.markdown, reply


#: which of two holders holds more, asked beside their sum or their worth ("삼성생명이랑 삼성물산 중 삼성전자 주식 누가
#: 더 들고 있어? 합치면?" was answered with which holds more, the two rows stated and their sum 806,975,248주 not;
#: "… 차이는 몇 주고 금액으로는?" with the gap in shares alone): deferred; the gap in shares read as before
HOLDERS_ADDED: tuple[Case, ...] = (
    unanswerable("삼성생명이랑 삼성물산 중 삼성전자 주식 누가 더 들고 있어? 합치면?"),
    unanswerable("삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 둘이 합치면 몇 주?"),
    unanswerable("삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 차이는 몇 주고 금액으로는?"),
    unanswerable("삼성생명 vs 삼성물산 삼전 주식 누가 더 많이 들고 있음? 시가로는?"),
    answer(
        "holders",
        "삼성생명이랑 삼성물산 중 삼성전자 주식 누가 더 들고 있어? 몇 주 차이나?",
        shares(209339048),
    ),
    answer(
        "holders", "삼성물산이랑 삼성생명 중에 삼성전자 주식 누가 더 많아? 차이는 몇 주야", shares(209339048)
    ),
)


@pytest.mark.parametrize("case", HOLDERS_ADDED, ids=[c.question for c in HOLDERS_ADDED])
async def test_review10_holders_added(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: a question inside a long message (round 10b part 1, 483e9ea) whose telling sentence names its company beside
#: another ("삼성전자 경쟁사 주식을 샀어요. 2024년 영업이익 얼마예요?" was 삼성전자's 32.73조원) or a service of it
#: ("네이버 웹툰을 좋아해요. 2024년 매출 얼마예요?" was NAVER's 10.74조원): deferred; the company's own shares read
LONG_OTHER: tuple[Case, ...] = (
    unanswerable("삼성전자 경쟁사 주식을 샀어요. 2024년 영업이익 얼마예요?"),
    unanswerable("하이닉스 라이벌 회사 주식을 샀어요. 2024년 영업이익 얼마예요?"),
    unanswerable("네이버 웹툰을 좋아해요. 2024년 매출 얼마예요?"),
    unanswerable("카카오 협력 업체에 다녀요. 2024년 매출 얼마예요?"),
    # 1,979,263,438,827원
    answer("long", "네이버 주식을 조금 샀어요. 2024년 영업이익은 얼마였어요?", won(1979263438827)),
)


@pytest.mark.parametrize("case", LONG_OTHER, ids=[c.question for c in LONG_OTHER])
async def test_review10_long_other_company(case: Case, tmp_path: Path) -> None:
    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


#: an English unit word read as a company ("Kakao 2024 operating profit in billions of won" was a table of 카카오
#: and Billions (빌리언스), '— not in the offline dataset'; online it would set another company's figure beside):
#: thousand(s), million(s), billion(s), trillion(s) are filler; the one company asked is answered
IN_UNITS = (
    ("Kakao 2024 operating profit in billions of won", "KRW 460.2 billion"),
    ("Samsung Electronics 2024 revenue in billions", "KRW 300,870.9 billion"),  # the unit asked (round 12b)
    ("NAVER 2024 revenue billions", "KRW 10.74 trillion"),
)


@pytest.mark.parametrize(("text", "said"), IN_UNITS, ids=[t for t, _ in IN_UNITS])
async def test_review10_english_unit_words(text: str, said: str, tmp_path: Path) -> None:
    reply = await keyless_reply(text, tmp_path)
    assert reply is not None and reply.path == "quick" and said in reply.markdown, reply
    assert "Billions" not in reply.markdown and "comparison" not in reply.markdown
