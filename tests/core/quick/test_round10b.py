"""Keyless reader round 10b: a question inside a long message (``core.quick.context_asks``).

Fresh questions written for this mechanism (not copied from any chat half), each figure a raw bundle row
or a quotient or difference of two (the arithmetic beside it). Every case goes through ``bots.direct.direct_reply``
with no model, as a chat message would, and is judged by the chat sets' matcher (``chat_questions.verdict``):
answerable cases must be answered right, near misses (``unanswerable``) declined."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, pct, unanswerable, won

#: one sentence asks, the others say who the writer is, why they ask, what a friend said (``context_asks``)
LONG: tuple[Case, ...] = (
    # 삼성전자 FY2024 연결 당기순이익 34,451,351,000,000원
    answer("long", "재테크 공부를 막 시작했어요. 삼성전자 2024년 순이익은 얼마였나요?", won(34451351000000)),
    # 카카오 FY2024 연결 부채총계 11,830,134,144,725원
    answer(
        "long", "요즘 카카오 뉴스가 많이 보이더라고요. 카카오 2024년 부채총계 알려주세요", won(11830134144725)
    ),
    # NAVER FY2024 연결 영업이익 1,979,263,438,827원 (the company named only in the context sentence)
    answer("long", "네이버 주식을 조금 샀어요. 2024년 영업이익은 얼마였어요?", won(1979263438827)),
    # 현대자동차 FY2024 연결 당기순이익 13,229,908,000,000원
    answer("long", "현대차 주식 갖고 있는 직장인입니다. 2024년 당기순이익 얼마였나요?", won(13229908000000)),
    # NAVER FY2023 연결 당기순이익 985,017,762,493원
    answer(
        "long",
        "처음으로 재무제표를 읽어보려고 해요. 네이버 2023년 당기순이익이 얼마인가요?",
        won(985017762493),
    ),
    # 삼성전자 FY2024 연결 부채총계 112,339,878,000,000원
    answer(
        "long",
        "아빠가 삼성전자는 망할 일 없다고 하시더라고요. 그래도 궁금해서요. 삼성전자 2024년 부채총계는 얼마예요?",
        won(112339878000000),
    ),
    # 삼성전자 FY2024 연결 영업이익 32,725,961,000,000원 (the context after the ask)
    answer(
        "long", "삼성전자 영업이익이 2024년에 얼마였어요? 주식 처음이라 잘 몰라서요.", won(32725961000000)
    ),
    # SK하이닉스 FY2024 연결 영업이익 23,467,319,000,000원
    answer("long", "하이닉스 2024년 영업이익 알려주세요. 친구랑 내기했거든요.", won(23467319000000)),
    # 카카오 FY2024 연결 당기순이익 -161,870,567,171원
    answer(
        "long",
        "친구가 카카오가 요즘 힘들다고 하더라고요. 2024년 카카오 당기순이익 얼마예요?",
        won(-161870567171),
    ),
    # 현대자동차 FY2024 연결 매출액 175,231,153,000,000원
    answer("long", "유튜브 보다가 궁금해졌어요. 현대차 2024년 매출 얼마였어요?", won(175231153000000)),
    # 삼성전자 FY2024 연결 자본총계 402,192,070,000,000원
    answer("long", "처음 주식 계좌를 만들었어요. 삼성전자 2024 자본총계 얼마예요?", won(402192070000000)),
    # NAVER FY2024 연결 자본총계 27,000,911,848,337원
    answer(
        "long",
        "경제 신문을 읽기 시작했는데 용어가 어렵네요. 네이버 2024년 자본총계는 얼마예요?",
        won(27000911848337),
    ),
    # 삼성전자 FY2024 연결 자산총계 514,531,948,000,000원 (the company named only in the context sentence)
    answer("long", "삼성전자 주식을 선물 받았어요. 2024년 자산총계가 얼마나 되나요?", won(514531948000000)),
    # 삼성전자 FY2024 연결 영업이익 32,725,961,000,000원; SK하이닉스 23,467,319,000,000원 (both named in context)
    answer(
        "long",
        "삼성전자랑 SK하이닉스 중에 하나 사려고 해요. 2024년 영업이익은 어디가 더 많았어요?",
        won(32725961000000),
        won(23467319000000),
    ),
    # SK하이닉스 FY2024 연결 부채총계 45,939,505,000,000 ÷ 자본총계 73,915,704,000,000 = 62.15%
    answer("long", "부채비율이 중요하다고 배웠어요. SK하이닉스 2024년 부채비율은 몇 %예요?", pct(62.1512)),
    # 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원
    answer(
        "long",
        "저 주식 완전 초보예요. 회사 선배가 현대차 좋다고 해서요. 현대자동차 2024년 영업이익 얼마예요?",
        won(14239592000000),
    ),
    # near misses: a context sentence naming another company or year, two asks, a segment, a currency
    unanswerable("친구가 삼성전자 다닌대요. SK하이닉스 2024 영업이익 얼마예요?"),
    unanswerable("2023년에 주식을 시작했어요. 카카오 영업이익 얼마예요?"),
    unanswerable("삼성전자 2024 매출 얼마예요? 앞으로 더 늘까요?"),
    unanswerable("하이닉스 2024 매출 얼마예요? 그게 많은 건가요?"),
    unanswerable("반도체 쪽을 공부하고 있어요. 삼성전자 2024년 영업이익 얼마예요?"),
    unanswerable("친구가 현대차랑 기아를 샀대요. 2024년 영업이익 얼마예요?"),
    unanswerable("작년에 네이버 주식을 샀어요. 영업이익 얼마예요?"),
    unanswerable("친구가 삼성전자 2023년 영업이익이 6조라고 하더라고요. 삼성전자 영업이익 얼마예요?"),
    unanswerable("달러로 환산해서 보고 있어요. 삼성전자 2024 매출 얼마예요?"),
    unanswerable("삼성전자 2024 영업이익 얼마예요? 그리고 하이닉스는요?"),
)


async def _one(case: Case, tmp_path: Path) -> None:
    from tests.core.quick.test_chat2_questions import _run

    run = await _run((case,), tmp_path)
    ((_, outcome, _, line),) = run.rows
    assert outcome == ("right" if case.answerable else "deferred"), line


@pytest.mark.parametrize("case", LONG, ids=[c.question for c in LONG])
async def test_round10b_long_message(case: Case, tmp_path: Path) -> None:
    await _one(case, tmp_path)
