"""Keyless reader round 11: readings generalized by reason, each with its near misses (which defer or are answered
right). Every case goes through ``bots.direct.direct_reply`` as a chat would; the figures are the bundle's rows
(fnlttSinglAcnt CFS, fnlttSinglAcntAll 기본주당이익, the 2023 사업보고서's alotMatter, stockTotqySttus, mrhlSttus,
hyslrSttus of 삼성전자, the 2024 3분기보고서's 3개월 and 누적 columns).

1. A figure guessed to be confirmed, however the confirmation is said (``tidy_guess``): "9조 찍었지?", "79조 ㄹㅇ?"
   (the jamo gone, a figure and the question mark), "70% 가까이 됐지?", and counted in shares or people ("59억주
   정도 맞지?", "460만명 넘었지?", "8% 넘는 거 ㄹㅇ?"). Said of another figure ("…보다 9조 찍었지", "…의 70%
   가까이"), as a filter ("10조 찍은 해") or of a part of the year after the question, it stays and the question is
   not read.
2. One share and the writer's own shares (``tidy_shares``): "한 주 액면가", "1주 배당금", "얼마짜리"; 기본 EPS (the EPS
   line is 기본주당이익; 희석 stays its own line); a holding said before a figure per share ("10주 들고 있는데 주당
   배당"), one share's dividend asked as received ("보통주 1주 갖고 있었으면 배당 얼마 받았어": the DPS), the
   writer's standing ("주주인데", "들고 있어서요", "물려서요"). A larger holding's whole ("100주 있는데 배당 얼마
   받아"), one share's price ("한 주 얼마야") and what is not per share (배당성향, 배당 총액) are not read.
3. One quarter said alone (``tidy_periods``): "3분기만 따로 (보면)", "4분기 매출만 따로", "3분기 3개월 동안",
   "3개월간", "Q3 2024" / "3Q 2024" written as 2024년 3분기 (so "(3개월 기준)" beside it goes). Beside 누적 or a half
   ("3분기 누적이랑 3분기만 따로") it stays and the question is not read; and a quarter's year to date said first and
   its three months after ("3분기 누적이랑 3분기 영업이익", "누적하고 3개월") defers as the other order does
   (``beyond._AND_ITS_YTD``): the 누적 alone was stated before.
4. A guess leading the message or hedged (``tidy_guess``): "28% 근처? …", "146조쯤? …", "2.9조 근처 … 맞나",
   "1조 9천억 정도였나 …", "467만 명쯤이던가 …", "9.2조였지 아마? …", "-1.3만원이었던 듯 …", "5% 안 됐을 텐데 …".
5. What only says how a question is put (``tidy_said``): a formal request's topic marker ("…에 대해 문의드립니다",
   "…에 대하여 확인하여 주시면", "… 관련하여"), an exclamation closing the message ("… 얼마야 대박"), the order a
   ranking of the companies named is asked in ("높은 순서대로", "1등은", "제일 높은 곳이랑 그 수치", "가장 낮은
   데"), shares counted as 개 ("주식 몇 개 가지고 있습니까"); and (``tidy_periods``) "2024 분기 3" as 3분기,
   "전전년도" with no year named as 재작년 (FY2024 on 2026-11-21).
6. Holders and shares said in words (``tidy_shares``): "제일 큰 주주", "가장 많이 가진 주주" (최대주주), "최대주주인
   삼성생명보험의", "최대주주 이름"; "한 주 이익" / "한 주 손실" (주당순이익); shares retired said with a verb
   ("이익소각으로 감소시킨 보통주 수", "소각으로 없앤 주식"; a year's retirements still defer); and a bare two-digit
   base year ("24 매출이 23 대비", "23보다", ``asked_change.against_second``, ``lexicon``'s short year).
7. After the second fresh batch (``round11_fresh2``): "제일 지분 많은 주주", "주주 중에 소액주주", "X가 가진 Y
   주식" closing the question (its 주식 수), "주식 하나당 액면가", "5천원대였던 듯" (천 before 원), "따로" said as a
   word of its own ("4분기만 영업이익 따로").
8. One person's pay (``pay``) read as the reader reads a question: context clauses ("기사에 쓰려는데"), a unit asked
   ("억 단위로"), a formal request's topic marker, a leading 참, and a word of pay with its particle ("보수는").
9. Which share class got more, one year's line (``asked_class``: the line's two figures; by how much, in a table,
   still defers); "개미 비율" / "소액주주 비율" (the 소액주주 line says both of its rates), "정관상 발행한도"
   (``tidy_shares``); a part said after its whole with 에서 ("A 매출에서 B 매출이 차지하는 비중", ``tidy_said``)
   where the part names the whole's figure after its own company.
10. A figure's word typed with one slip (``tidy_typos``): a syllable typed twice ("당기순이이익", "주당순이익익") or
    one letter of one syllable in a word of four syllables or more ("영업이윽", "부채비률은", "자본총게"), in a word
    the message leaves unread, with one reading; "소각 전 누적" beside "지금까지 발행한" (``tidy_shares``).
11. A guessed multiple leaves "몇 배" (``tidy_guess``): "10배쯤? 삼성전자 2024 영업이익 2023 대비" is the multiple
    (4.98배), not the growth rate it could be read from; with nothing to be a multiple of, it defers.
12. A multiple of figures per share (``asked_times``): two companies' EPS ("하이닉스 2021년 EPS가 삼성전자 2021년 EPS의
    몇 배": 13,989원 ÷ 5,777원 = 2.42배) or one company's in two years ("2022 EPS가 2021의 몇 배": 1.39배); a
    negative EPS is refused as before (a multiple has no meaning), the earlier year over the later defers.
13. "21년 거", "3분기 꺼" (the year's one, ``tidy_periods``): the year or quarter itself — a year from 2015 only
    ("10년 거 매출 추이" is ten years', not FY2010, and defers).
14. After the third fresh batch (``round11_fresh3``): "대주주인 삼성생명" (the holder named beside it), holders in the
    plural ("소액주주들이"), "그동안 이익소각한" (지금까지 소각한), "정관에서 정한" (``tidy_shares``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.quick.chat_questions import Case, answer, unanswerable
from tests.core.quick.keyless import keyless_reply

GUESSES: tuple[Case, ...] = (
    answer("guess", "삼성전자 24년 3분기 영업이익 9조 찍었지?", names=("9.18조원",)),
    answer("guess", "삼성전자 2024년 3분기 매출 79조 ㄹㅇ?", names=("79.10조원",)),
    answer("guess", "삼성전자 2023년 배당성향 70% 가까이 됐지?", names=("67.8",)),
    answer("guess", "현대차 2024 부채비율 180% 가까이 됐지?", names=("182.5%",)),
    answer("guess", "삼성전자 발행주식 59억주 정도 맞지?", names=("5,969,782,550주",)),
    answer("guess", "삼성전자 소액주주 460만명 넘었지?", names=("4,672,039명",)),
    answer("guess", "삼성전자 최대주주 지분 8% 넘는 거 ㄹㅇ?", names=("8.51%",)),
    answer("guess", "SK하이닉스 2024 순이익 20조 가까이 됨?", names=("19.80조원",)),
    answer("guess", "삼성전자 2023 EPS 2,131원?", names=("2,131원",)),
    answer("guess", "삼성전자 2024 영업이익 30조 찍은거 ㄹㅇ? 하이닉스는?", names=("32.73조원", "23.47조원")),
    # near misses: a guess said of another figure, as a filter, of a part of the year after the question
    unanswerable("삼성전자 2024 영업이익 SK하이닉스보다 9조 찍었지?"),
    unanswerable("삼성전자 2024 영업이익 10조 찍은 해 있어?"),
    unanswerable("삼성전자 2024 매출의 10% 가까이 됐지?"),
    # round 13 (tidy_guess): a percentage guessed of another company's figure asks the share, which settles it
    answer("guess", "하이닉스 2024 영업이익 삼성전자의 70% 가까이 됐지?", names=("71.7%",)),
    unanswerable("삼성전자 2024 영업이익 얼마야? 4분기는 6조 찍었지?"),
    unanswerable("삼성전자 2023 영업이익 6조 찍고 2024 32조 찍었지?"),
    answer("guess", "2024 삼성 vs 하닉 영업이익 차이 9조?", names=("9.26조원",)),
)

SHARES: tuple[Case, ...] = (
    answer("shares", "삼전 한 주 액면가가 얼마짜리예요?", names=("100원",)),
    answer("shares", "삼성전자 1주당 액면가 5000원 아니야?", names=("100원",)),
    answer("shares", "SK하이닉스 2023 기본 EPS 마이너스였지?", names=("−13,244원",)),
    answer("shares", "삼성전자 기본 주당순이익 2023", names=("2,131원",)),
    answer("shares", "삼성전자 희석 EPS 2023", names=("희석주당이익 2,131원",)),
    answer("shares", "SK하이닉스 기본 EPS랑 희석 EPS 2023", names=("기본주당이익", "희석주당이익")),
    answer("shares", "삼성전자 1주 배당금 2023 우선주", names=("1,445원 (우선주",)),
    answer("shares", "삼성전자 2023 보통주 한 주 갖고 있으면 배당 얼마 받아?", names=("1,444원 (보통주",)),
    answer(
        "shares", "삼성전자 보통주 한 주 들고 있다면 2022년 배당금 얼마 받았어", names=("1,444원 (보통주",)
    ),
    answer("shares", "삼성전자 10주 들고 있는데 주당 배당 2023 얼마", names=("1,444원",)),
    answer("shares", "삼성전자 우선주 10주 있는데 주당 배당 2023", names=("1,445원 (우선주",)),
    # a preferred holding said: its class's DPS (test_parse_chat8i deferred it, asking which class; the class is
    # the one said, and the line names it)
    answer("shares", "삼성전자 우선주 100주 있는데 2023년 주당 배당금", names=("1,445원 (우선주",)),
    answer("shares", "삼성전자 주주인데 총 주주 수 몇 명이에요?", names=("4,672,130명",)),
    answer("shares", "삼성전자 주주라서 궁금한데 소액주주 몇 명", names=("4,672,039명",)),
    answer(
        "shares", "삼성전자 우선주 들고 있어서요. 2023년 우선주 주당 배당금 얼마였어요?", names=("1,445원",)
    ),
    # near misses: a holding's whole, one share's price, what is not per share
    unanswerable("삼성전자 100주 있는데 배당 얼마 받아"),
    unanswerable("삼성전자 2주 갖고 있으면 2023 배당 얼마 받아?"),
    unanswerable("삼성전자 100주 들고 있는데 2023 총 배당금 얼마 받아"),
    unanswerable("삼성전자 1주 갖고 있으면 배당성향 몇 %"),
    unanswerable("삼성전자 한 주 갖고 있으면 2023 배당 총액 얼마"),
    unanswerable("삼성전자 한 주 가격 얼마"),
    unanswerable("삼성전자 한 주 얼마야"),
    unanswerable("삼성전자 주식 1주 얼마짜리야"),
    unanswerable("삼성전자 1주 사려면 얼마 필요해"),
    unanswerable("삼성전자 주주인데 배당 언제 줘?"),
    unanswerable("삼성전자 기본 EPS 희석 EPS 차이"),
)

QUARTERS: tuple[Case, ...] = (
    answer("quarters", "삼성전자 2024 3분기만 따로 영업이익", names=("9.18조원 (3개월)",)),
    answer("quarters", "SK하이닉스 2024 4분기 따로 떼서 보면 매출", names=("19.77조원 (3개월)",)),
    answer("quarters", "NAVER 2024 4분기 매출만 따로", names=("2.89조원 (3개월)",)),
    answer("quarters", "SK하이닉스 2024년 3분기 3개월 동안 매출", names=("17.57조원 (3개월)",)),
    answer("quarters", "SK하이닉스 2024 3분기 3개월간 순이익", names=("(3개월)",)),
    answer("quarters", "Q3 2024 SK하이닉스 영업이익 3개월 기준", names=("7.03조원 (3개월)",)),
    answer("quarters", "SK하이닉스 3Q 2024 누적 매출", names=("46.43조원 (1~3분기)",)),
    answer("quarters", "SK하이닉스 Q4 2024 영업이익", names=("8.08조원 (3개월)",)),
    answer("quarters", "Q3 2024 삼성전자 하이닉스 영업이익 비교 3개월 기준", names=("9.18조원", "7.03조원")),
    answer("quarters", "SK하이닉스 2024 3분기 누적 영업이익이랑 매출", names=("15.38조원", "46.43조원")),
    # near misses: months that end today, the quarter beside its year to date
    unanswerable("SK하이닉스 최근 3개월 동안 매출"),
    unanswerable("SK하이닉스 2024년 3분기 누적이랑 3분기만 따로 영업이익"),
    unanswerable("SK하이닉스 2024 상반기 말고 3분기만 따로 매출"),
    unanswerable("SK하이닉스 2024년 3분기 누적이랑 3분기 영업이익"),
    unanswerable("SK하이닉스 2024 3분기 누적하고 3개월 매출"),
    unanswerable("SK하이닉스 2024 3분기 누적과 4분기 누적 영업이익"),
)

SAID: tuple[Case, ...] = (
    answer("said", "28% 근처? 삼성전자 2024 부채비율 연결", names=("27.9%",)),
    answer("said", "1조 9천억 정도였나 네이버 2024 순이익", names=("1.93조원",)),
    answer("said", "467만 명쯤이던가 삼전 소액주주", names=("4,672,039명",)),
    answer("said", "-1.3만원이었던 듯 하이닉스 23 희석 EPS", names=("−13,244원",)),
    answer("said", "5% 안 됐을 텐데 카카오 24 영업이익률", names=("5.8%",)),
    answer("said", "2.9조 근처 네이버 24년 4분기 매출 맞나", names=("2.89조원 (3개월)",)),
    answer("said", "-5%였던 듯 카카오 2024 순이익률", names=("−2.1%",)),
    answer(
        "said",
        "안녕하십니까. 현대자동차 2023년 연결 영업이익률에 대하여 확인하여 주시면 감사하겠습니다.",
        names=("영업이익률",),
    ),
    answer("said", "삼성전자 2024 영업이익 얼마야 대박", names=("32.73조원",)),
    answer("said", "삼전 하닉 2024 영업이익 높은 순서대로", names=("32.73조원", "23.47조원")),
    answer("said", "삼전 하닉 2024 순이익 낮은 순으로 그 금액", names=("34.45조원", "19.80조원")),
    answer("said", "삼성물산 삼성전자 주식 몇 개", names=("298,818,100주",)),
    answer("said", "카카오 2024 분기 3 영업 이익 얼마 예요", names=("2024년 3분기",)),
    answer("said", "전전년도 삼성전자 별도 당기순이익", names=("FY2024 (별도",)),
    # near misses: a filter, a guess of a share or a multiple, judgement, one company ranked, a trade
    unanswerable("5% 이상 주주 삼성전자"),
    unanswerable("10조 넘는 회사 중 삼성전자 영업이익"),
    unanswerable("3조쯤? 카카오 2024 매출의 몇 %"),
    unanswerable("SK하이닉스 2024 영업이익 삼성전자보다 9조쯤 적지?"),
    unanswerable("삼성전자 2024년 영업이익에 대해 분석해 주세요"),
    unanswerable("삼성전자 주가 관련하여 문의드립니다"),
    # one company's years ranked: read among years named (round 11b, ``wrapping``), not among all its years
    unanswerable("삼성전자 역대 영업이익 높은 순서대로"),
    unanswerable("삼성전자 영업이익 높은 순서대로 연도"),
    unanswerable("코스피 매출 1등은 얼마"),
    unanswerable("삼성전자 매출 1등이야?"),
    unanswerable("삼성전자 주식 몇 개 팔았어"),
    unanswerable("삼성전자 전전년도 대비 2024 매출"),
    unanswerable("삼성전자 2024 분기 3조 넘었어?"),
)

WORDS: tuple[Case, ...] = (
    answer("words", "삼성전자 가장 큰 주주 지분율", names=("8.51%",)),
    answer("words", "삼성전자 제일 큰 주주 몇 주", names=("508,157,148주",)),
    answer("words", "삼성 전자 제일 큰 주주 이름 무엇 입니까", names=("삼성생명",)),
    answer("words", "삼성전자 최대주주인 삼성생명 지분율 2023", names=("8.51%",)),
    answer("words", "SK하이닉스 한 주 손실 2023", names=("−13,244원",)),
    answer("words", "SK 하이닉스 2022 한 주 이익 EPS 알고 싶어요", names=("3,242원",)),
    answer(
        "words",
        "삼성전자가 지금까지 이익소각으로 감소시킨 보통주 수를 알려주세요",
        names=("1,810,684,300주",),
    ),
    answer("words", "삼성전자 소각으로 없앤 주식 수", names=("1,810,684,300주",)),
    answer("words", "하닉 24 매출이 23 대비 몇 배", names=("2.02배",)),
    answer("words", "하닉 24 영업이익 23보다 얼마나 늘었어", names=("31.20조원 증가",)),
    # near misses: not the largest holder, another class, a year's retirements, the later year as base
    unanswerable("삼성전자 두 번째로 큰 주주"),
    unanswerable("삼성전자 이익소각으로 줄어든 우선주 수"),
    unanswerable("삼성전자 2024년에 소각으로 줄어든 주식 수"),
    unanswerable("삼전 매출 24보다 23이 많아?"),
    unanswerable("삼전 24 매출 23대비 몇 %"),
)

SECOND: tuple[Case, ...] = (
    answer("second", "삼성전자 주주 중에 최대주주 지분율", names=("8.51%",)),
    answer("second", "삼성생명이 보유한 삼성전자 주식?", names=("508,157,148주",)),
    answer("second", "삼성전자 2024 매출 따로 영업이익 따로", names=("300.87조원", "32.73조원")),
    answer("second", "삼성전자 연결 따로 별도 따로 2024 매출", names=("300.87조원", "209.05조원")),
    # near misses: the smallest holder, another group of holders, a trade, the writer's own, a price
    unanswerable("삼성전자 제일 지분 적은 주주"),
    unanswerable("삼성전자 주주 중에 외국인 비율"),
    unanswerable("삼성물산이 가진 삼성전자 주식 팔았어?"),
    unanswerable("내가 가진 삼성전자 주식"),
    unanswerable("삼성전자 주식 하나당 가격"),
    unanswerable("SK하이닉스 2024 누적 따로 3분기 따로 영업이익"),
)

PAY: tuple[Case, ...] = (
    answer("pay", "참, 삼성전자 경계현 대표이사 보수는 얼마였어?", names=("24.03억원",)),
    answer("pay", "삼성전자 김기남 고문 보수 억 단위로 알려줘", names=("172.65억원",)),
    answer(
        "pay",
        "기사에 쓰려는데 삼성전자 김기남 고문의 2023년 보수총액 확인 부탁드립니다",
        names=("172.65억원",),
    ),
    answer(
        "pay",
        "안녕하십니까. 삼성전자 경계현 대표이사의 2023년 보수 총액에 대하여 문의드립니다.",
        names=("24.03억원",),
    ),
    # near misses: an average, a forecast, a person no row names, a share of another figure, two people set apart
    unanswerable("삼성전자 경계현 보수 평균"),
    unanswerable("삼성전자 경계현 보수 전망"),
    unanswerable("삼성전자 홍길동 보수는 얼마야"),
    unanswerable("삼성전자 경계현 보수는 매출의 몇 %야"),
    unanswerable("삼성전자 경계현 대표 보수가 김기남 고문보다 많아?"),
    unanswerable("삼성전자 직원 평균 보수는 얼마야"),
    # a judgement and one company's years ranked (round 11b read them a while; 789d794 defers them again)
    unanswerable("삼성전자 2024 매출 대박 났어?"),
    unanswerable("삼성전자 2022 2023 2024 영업이익 높은 순서대로"),
)

NINTH: tuple[Case, ...] = (
    answer("ninth", "삼전 2023 우선주 배당이 보통주보다 많았어?", names=("1,444원", "1,445원")),
    answer("ninth", "삼성전자 2023 우선주 배당 보통주보다 높아?", names=("1,444원", "1,445원")),
    answer("ninth", "삼전 주주 중에 개미 비율 몇 퍼임 ㅋㅋ", names=("99.99%", "67.30%")),
    answer("ninth", "삼성전자 정관상 발행한도", names=("20,000,000,000주",)),
    answer("ninth", "삼성전자 2024 매출에서 SK하이닉스 매출이 차지하는 비중", names=("22.0%",)),
    answer("ninth", "네이버 2024 영업이익에서 카카오 영업이익이 몇 %", names=("23.3%",)),
    # near misses: by how much, in a table; a rate's change; a market share; a basis's or a year's share
    unanswerable("삼전 21년 우선주 배당 보통주보다 몇 원 많았음?"),
    unanswerable("삼성전자 2023 우선주 배당 보통주보다 배 많아?"),
    unanswerable("삼성전자 우선주 배당 2022 2023 보통주보다 많았어?"),
    unanswerable("삼성전자 개미 비율 변화"),
    unanswerable("삼성전자 소액주주 비율 전년 대비"),
    unanswerable("2024년 매출에서 삼성전자가 차지하는 비중"),
    unanswerable("2024년 매출에서 삼성전자 매출이 차지하는 비중"),
    unanswerable("삼성전자 2024 매출에서 영업이익이 차지하는 비중"),
    unanswerable("삼성전자 연결 2024 매출에서 별도 매출이 차지하는 비중"),
    unanswerable("삼성전자 2024 매출에서 2023 매출이 차지하는 비중"),
)

TYPOS: tuple[Case, ...] = (
    answer("typos", "하이닉스 2022 당기순이이익 알려줘", names=("2.24조원",)),
    answer("typos", "삼성전자 2020 기본 주당순이익익", names=("FY2020",)),
    answer("typos", "삼성전자 영업이윽 2024", names=("32.73조원",)),
    answer("typos", "삼성전자 2024 부채비률은", names=("27.9%",)),
    answer("typos", "삼성전자 2024 자본총게", names=("402.19조원",)),
    answer(
        "typos", "삼성전자 지금까지 발행한 주식 총수 (소각 전 누적) 몇 주인가요", names=("7,780,466,850주",)
    ),
    # near misses: a two-syllable word (매물 is a word), a whole term read apart, a year's shares before retiring
    unanswerable("삼성전자 매물 얼마"),
    # three syllables: a slipped letter is not read (영업일, 법인체, 임원수 are words of their own)
    unanswerable("하이닉스 2024 4분기 영업이익 전분기 대비 증감뉼"),
    unanswerable("하이닉스 2024 영업일"),
    unanswerable("삼성전자 2024 법인체"),
    unanswerable(
        "삼성전자 현금배당금"
    ),  # 현금배당금 alone: not 현금배당 + 음 (the slip would make the particle)
    unanswerable("삼성전자 2024 매츨"),
    unanswerable("삼성전자 2021년 소각 전 발행주식"),
)

TIMES: tuple[Case, ...] = (
    answer("times", "10배쯤? 삼성전자 2024 영업이익 2023 대비", names=("4.98배",)),
    answer("times", "2배쯤? 하닉 24 매출이 23 대비 몇 배", names=("2.02배",)),
    unanswerable("2배쯤? 삼성전자 2024 영업이익"),
    unanswerable("삼성전자 2024 영업이익 2023의 5배쯤?"),
    # a lead guess beside another figure asked, or a part of the year asked after it
    unanswerable("삼성전자 2024 영업이익 10조? 2023은?"),
    unanswerable("삼성전자 3분기 2024 영업이익 9조? 누적은?"),
)

PER_SHARE_TIMES: tuple[Case, ...] = (
    answer("eps times", "하이닉스 2021년 EPS가 삼성전자 2021년 EPS의 몇 배였어?", names=("2.42배",)),
    answer("eps times", "하이닉스 2021 EPS 삼성전자 대비 몇 배", names=("2.42배",)),
    answer("eps times", "삼성전자 2022 EPS가 2021의 몇 배", names=("1.39배",)),
    unanswerable("하이닉스 2022 EPS가 2023의 몇 배"),
    unanswerable("삼성전자 하이닉스 2022 EPS 몇 배 차이"),
)

ITS_ONE: tuple[Case, ...] = (
    answer("its one", "삼전 eps 21년 거", names=("5,777원",)),
    answer("its one", "삼성전자 2023년 거 영업이익", names=("6.57조원",)),
    answer("its one", "삼성전자 3분기 꺼 2024 매출", names=("79.10조원 (3개월)",)),
    unanswerable("삼성전자 10년 거 매출 추이"),
    unanswerable("삼성전자 5년 거 매출"),
)

CASES = (
    GUESSES
    + SHARES
    + QUARTERS
    + SAID
    + WORDS
    + SECOND
    + PAY
    + NINTH
    + TYPOS
    + TIMES
    + PER_SHARE_TIMES
    + ITS_ONE
)


@pytest.mark.parametrize("case", CASES, ids=[c.question for c in CASES])
async def test_round11(case: Case, tmp_path: Path) -> None:
    reply = await keyless_reply(case.question, tmp_path)
    quick = reply.markdown if reply is not None and reply.path == "quick" else None
    if case.answerable:
        assert quick is not None and all(n in quick for n in case.names), quick
        return
    assert quick is None, quick
