"""Keyless reader round 10b: a format request and a yes/no check (``core.quick.asked_format``).

Fresh questions written for these two mechanisms (not copied from any chat half), each figure a raw bundle row or a
quotient or difference of two (the arithmetic beside it). Every case goes through ``bots.direct.direct_reply`` with
no model, as a chat message would, and is judged by the chat sets' matcher (``chat_questions.verdict``): answerable
cases must be answered right, near misses (``unanswerable``) declined."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, pct, shares, unanswerable, won
from tests.core.quick.test_round10b import _one

#: how the answer is to be written: 원 단위, 백만원, 억/조 반올림, 소수 자리, 퍼센트로만, 숫자만
FORMAT: tuple[Case, ...] = (
    # SK하이닉스 FY2024 연결 영업이익 23,467,319,000,000원
    answer("format", "SK하이닉스 2024 영업이익 원 단위까지 알려줘", won(23467319000000)),
    # 카카오 FY2024 연결 매출액 7,871,692,199,887원
    answer("format", "카카오 2024 매출 백만원 단위로", won(7871692199887)),
    # NAVER FY2024 연결 영업이익 1,979,263,438,827원
    answer("format", "네이버 2024 영업이익 억 단위 반올림해서 알려줘", won(1979263438827)),
    # 현대자동차 FY2024 연결 당기순이익 13,229,908,000,000원
    answer("format", "현대차 2024 순이익 조 단위로 반올림", won(13229908000000)),
    # 삼성전자 FY2024 부채총계 112,339,878 ÷ 자본총계 402,192,070 = 27.9319%
    answer("format", "삼성전자 2024 부채비율 소수 둘째 자리까지", pct(27.9319)),
    # SK하이닉스 FY2024 영업이익 23,467,319 ÷ 매출액 66,192,960 = 35.4529%
    answer("format", "하이닉스 2024 영업이익률 소수점 둘째 자리까지 알려줘", pct(35.4529)),
    # 카카오 FY2024 영업이익 460,212,161,525 ÷ 매출액 7,871,692,199,887 = 5.8464%
    answer("format", "카카오 2024 영업이익률 퍼센트로만", pct(5.8464)),
    # NAVER FY2024 부채총계 11,166,964,187,683 ÷ 자본총계 27,000,911,848,337 = 41.3577%
    answer("format", "네이버 2024 부채비율 숫자만 알려줘", pct(41.3577)),
    # 삼성전자 FY2024 연결 당기순이익 34,451,351,000,000원
    answer("format", "삼성전자 2024 순이익 숫자만", won(34451351000000)),
    # 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원
    answer("format", "현대차 2024 영업이익 원 단위로 정확하게", won(14239592000000)),
    # SK하이닉스 FY2024 연결 부채총계 45,939,505,000,000원
    answer("format", "SK하이닉스 2024 부채총계 억원 단위로 반올림해서요", won(45939505000000)),
    # 카카오 FY2024 부채총계 11,830,134,144,725 ÷ 자본총계 13,942,894,159,737 = 84.8470%
    answer("format", "카카오 2024 부채비율 소수 첫째 자리까지", pct(84.8470)),
    # 현대자동차 FY2024 당기순이익 13,229,908 ÷ 매출액 175,231,153 = 7.5500% (7.55, rounded honestly)
    answer("format", "현대자동차 2024 순이익률 소수점 2자리까지", pct(7.5500)),
    # a unit of won beside a rate: the rate as always, its parts in 억
    answer("format", "카카오 2024 영업이익률 억 단위로", pct(5.8464)),
    # 삼성전자 2023 hyslrSttus 삼성생명보험㈜ trmend_posesn_stock_qota_rt 8.51% (the register's two decimals)
    answer("format", "삼성생명 삼성전자 지분율 소수 둘째 자리까지", pct(8.51)),
    # 삼성전자 2023 stockTotqySttus 보통주 발행주식의 총수 5,969,782,550주 (the register states it to the share)
    answer("format", "삼성전자 발행주식수 주 단위로", shares(5969782550)),
    # near misses: shares of an amount, shares beside a count of people
    unanswerable("삼성전자 2024 영업이익 주 단위로"),
    unanswerable("삼성전자 소액주주 몇 명이야 주 단위로"),
    # near misses: one decimal of a stake the register writes with two, a currency, a unit of won for a rate alone, a percentage of an amount, decimals of an amount
    unanswerable("삼성전자 최대주주 지분율 소수 첫째 자리까지"),
    unanswerable("삼성전자 2024 영업이익 달러 단위로"),
    unanswerable("삼성전자 2024 부채비율 원 단위까지"),
    unanswerable("네이버 2024 매출 퍼센트로만"),
    unanswerable("삼성전자 2024 영업이익 소수 둘째 자리까지"),
)

#: a yes/no check that needs the figure: answered with the figure that settles it
CHECK: tuple[Case, ...] = (
    # 신라젠 FY2023 연결 영업손실 -21,345,852,210원
    answer("check", "신라젠 2023년 영업이익 흑자였어?", won(-21345852210)),
    # 카카오 FY2024 연결 영업이익 460,212,161,525원
    answer("check", "카카오 2024 영업이익 5천억 넘었어?", won(460212161525)),
    # SK하이닉스 FY2024 영업이익률 35.4529%
    answer("check", "하이닉스 2024 영업이익률 30% 넘었음?", pct(35.4529)),
    # 삼성전자 FY2024 부채비율 27.9319%
    answer("check", "삼성전자 2024 부채비율 50% 안 넘지?", pct(27.9319)),
    # 현대자동차 매출액 FY2024 175,231,153 − FY2023 162,663,579 = 12,567,574백만원 (+7.7261%)
    answer("check", "현대차 매출 2024년에 늘었어 줄었어? 2023이랑 비교해서", pct(7.7261)),
    # NAVER FY2024 연결 자본총계 27,000,911,848,337원
    answer("check", "네이버 2024 자본총계 30조 밑이야?", won(27000911848337)),
    # SK하이닉스 FY2023 연결 당기순이익 -9,137,547,000,000원
    answer("check", "SK하이닉스 2023년 순이익 적자 맞아?", won(-9137547000000)),
    # NAVER 영업이익 FY2024 1,979,263,438,827 − FY2023 1,488,820,269,608 = 490,443,169,219원 (+32.9417%)
    answer("check", "네이버 영업이익 2024년 늘었어 줄었어? 전년 대비", pct(32.9417)),
    # 삼성전자 FY2024 연결 당기순이익 34,451,351,000,000원
    answer("check", "삼성전자 2024 순이익 30조 이상이야?", won(34451351000000)),
    # SK하이닉스 FY2024 부채비율 62.1512%
    answer("check", "하이닉스 2024 부채비율 100% 밑이었어?", pct(62.1512)),
    # 현대자동차 FY2024 연결 영업이익 14,239,592,000,000원
    answer("check", "현대차 2024 영업이익 15조 못 넘었지?", won(14239592000000)),
    # SK하이닉스 FY2024 연결 영업이익 23,467,319,000,000원 (FY2023 −7,730,313,000,000원)
    answer("check", "SK하이닉스 2024년 영업이익 흑자 전환했어?", won(23467319000000)),
    # 카카오 FY2024 연결 자본총계 13,942,894,159,737원
    answer("check", "카카오 2024 자본총계 10조 넘음?", won(13942894159737)),
    # both asks answered: the figure that settles the check and the one asked beside it
    answer(
        "check", "네이버 2024 영업이익 1조 넘었어? 매출은 얼마야?", won(1979263438827), won(10737719264647)
    ),
    # SK하이닉스 FY2024 매출액 66,192,960,000,000원 beside 삼성전자 영업이익
    answer(
        "check", "삼성전자 2024 영업이익 하이닉스 매출보다 많았어?", won(32725961000000), won(66192960000000)
    ),
    # a threshold of a change from a year: the change settles it — 카카오 영업이익 FY2024 460,212,161,525 − FY2023
    # 460,857,845,673 = −645,684,148원
    answer("check", "카카오 2024 영업이익 2023 대비 1억 넘게 줄었어?", won(-645684148, 645684148)),
    # SK하이닉스 당기순이익 FY2024 19,796,902,000,000 − FY2023 −9,137,547,000,000 = 28,934,449,000,000원
    answer("check", "하이닉스 2024 순이익 2023보다 30조 이상 늘었어?", won(28934449000000)),
    # near misses: no data for the year, a segment, a target, a gap to another company, a second ask
    unanswerable("삼성전자 2024 영업이익 하이닉스보다 10조 넘게 많았어?"),
    unanswerable("네이버 2024 영업이익 2023보다 5천억 넘게 늘었어? 반도체는?"),
    unanswerable("카카오 2025년에 흑자 전환했어?"),
    unanswerable("삼성전자 2024 반도체 영업이익 10조 넘었어?"),
    unanswerable("삼성전자 2024 영업이익 목표치 넘었어?"),
)


@pytest.mark.parametrize("case", FORMAT, ids=[c.question for c in FORMAT])
async def test_round10b_format(case: Case, tmp_path: Path) -> None:
    await _one(case, tmp_path)


@pytest.mark.parametrize("case", CHECK, ids=[c.question for c in CHECK])
async def test_round10b_check(case: Case, tmp_path: Path) -> None:
    await _one(case, tmp_path)
