"""Keyless chat questions, fifth set, tuning half (#22 item 4): written apart from the quick reader and
every other question file (the held-out half, ``chat5_report``, was written by someone else at the same time).

Phrasing families of this half: fast messenger typing as a 2026 Korean retail investor types on Telegram or
Slack — no or odd spaces, no punctuation, ㅋㅋ/ㅠㅠ/??, short names (삼전, 하닉, 현차, 네이버/naver), account
slang (영익, 순익, 탑라인, 영업마진, 순마진, 부채율, 판관비), years as 23년/'23/2023/24y/FY23 and 재작년 (FY2024;
작년 = FY2025 and 올해 = FY2026 are not in the bundle), quarters as 3Q24/24.3Q/24년 3Q/Q3 2024/4Q, endings
…얼마임, …몇임, …어케됨, …나옴?, …ㄱㄱ, …궁금, English (OPM, ROE, ROA, EPS, DPS, YoY, QoQ), "A vs B",
"A랑 B 중 누가", "A가 B보다 얼마나", growth (성장률, 증가율, 몇% 늘었음, 몇% 줄었음) and 흑자/적자 words.

Themes: amounts (``chat5_tune_amounts``), ratios (``chat5_tune_ratios``), quarters and compare
(``chat5_tune_more``), per-share and unanswerable (here). Every figure was computed from the raw rows of the
recorded bundle by a script of the writer's own; the arithmetic is in the comment above each case.
"""

from __future__ import annotations

from tests.core.quick.chat5_tune_amounts import AMOUNTS5
from tests.core.quick.chat5_tune_context import TUNE5_CONTEXT
from tests.core.quick.chat5_tune_more import MORE5
from tests.core.quick.chat5_tune_ratios import RATIOS5
from tests.core.quick.chat_questions import Case, answer, pct, unanswerable, won

PER_SHARE5: tuple[Case, ...] = (
    # 삼성전자 FY2023 연결 기본주당이익: 2,131원
    answer("per-share", "삼전 23년 EPS 얼마임", won(2_131)),
    # 삼성전자 FY2022 연결 기본주당이익: 8,057원
    answer("per-share", "삼전 eps 22년", won(8_057)),
    # 삼성전자 FY2021 연결 기본주당이익: 5,777원
    answer("per-share", "삼성전자 21년 주당순이익", won(5_777)),
    # 삼성전자 FY2020 연결 기본주당이익: 3,841원
    answer("per-share", "삼전 20년 EPS 몇원임", won(3_841)),
    # 삼성전자 FY2019 연결 기본주당이익: 3,166원
    answer("per-share", "삼전 19 eps 몇원", won(3_166)),
    # 삼성전자 FY2018 연결 기본주당이익: 6,461원
    answer("per-share", "삼전 18년 주당이익", won(6_461)),
    # 삼성전자 FY2017 연결 기본주당이익: 5,997원
    answer("per-share", "삼전 2017 EPS 얼마", won(5_997)),
    # SK하이닉스 FY2023 연결 기본주당이익: -13,244원
    answer("per-share", "하닉 23년 EPS 얼마임ㅠ", won(-13_244)),
    # SK하이닉스 FY2022 연결 기본주당이익: 3,242원
    answer("per-share", "하닉 22년 eps", won(3_242)),
    # SK하이닉스 FY2021 연결 기본주당이익: 13,989원
    answer("per-share", "sk하이닉스 21년 주당순이익 몇원", won(13_989)),
    # 신라젠 FY2023 연결 기본주당이익: -198원
    answer("per-share", "신라젠 23년 EPS", won(-198)),
    # 신라젠 FY2022 연결 기본주당이익: -239원
    answer("per-share", "신라젠 22년 주당손실 얼마", won(-239)),
    # 신라젠 FY2021 연결 기본주당이익: -185원
    answer("per-share", "신라젠 21년 eps", won(-185)),
    # 삼성전자 FY2023 주당 현금배당금 보통주 (alotMatter): 1,444원
    answer("per-share", "삼전 23년 DPS 얼마임", won(1_444)),
    # 삼성전자 FY2023 주당 현금배당금 보통주 (alotMatter): 1,444원
    answer("per-share", "삼전 1주당 배당금 23년 ㄱㄱ", won(1_444)),
    # 삼성전자 FY2023 주당 현금배당금 우선주 (alotMatter): 1,445원
    answer("per-share", "삼전 우선주 배당 23년 주당 얼마", won(1_445)),
    # 삼성전자 FY2022 주당 현금배당금 보통주 (alotMatter frmtrm): 1,444원
    answer("per-share", "삼전 22년 주당배당금", won(1_444)),
    # 삼성전자 FY2021 주당 현금배당금 보통주 (alotMatter lwfr): 1,444원
    answer("per-share", "삼전 21년 dps", won(1_444)),
    # 삼성전자 FY2022 주당 현금배당금 우선주 (alotMatter frmtrm): 1,445원
    answer("per-share", "삼전 우선주 dps 22년", won(1_445)),
    # 삼성전자 FY2023 연결 기본주당이익 2,131원 | 삼성전자 FY2022 연결 기본주당이익 8,057원
    answer("per-share", "삼전 EPS 23년 22년 비교", won(2_131), won(8_057)),
    # SK하이닉스 FY2023 연결 기본주당이익 -13,244원 | SK하이닉스 FY2022 연결 기본주당이익 3,242원
    answer("per-share", "하닉 eps 23년이랑 22년 비교좀", won(-13_244), won(3_242)),
    # 삼성전자 연결 기본주당이익 FY2023 2,131원 vs FY2022 8,057원: (2,131 − 8,057) ÷ 8,057 = -73.55%
    answer("per-share", "삼전 23년 EPS 몇% 줄었음", pct(-73.5509)),
)

#: Data the bundle does not hold: the bot must decline or defer, never state a figure.
UNANSWERABLE5: tuple[Case, ...] = (
    # 작년 = FY2025: the bundle holds no FY2025 filing
    unanswerable("삼전 작년 영익 얼마임"),
    # 작년 = FY2025: not in the bundle
    unanswerable("하닉 작년 매출 몇조"),
    # 올해 3분기 = 3Q26: not in the bundle
    unanswerable("현차 올해 3분기 영업이익"),
    # FY2025: not in the bundle
    unanswerable("네이버 25년 순이익 얼마"),
    # FY2025: not in the bundle
    unanswerable("카카오 FY25 매출"),
    # a forecast: not in the bundle
    unanswerable("삼전 올해 영업이익 전망 어케됨"),
    # a consensus forecast: not in the bundle
    unanswerable("하닉 내년 영익 컨센 얼마"),
    # analysts' target price: not in the bundle
    unanswerable("하닉 목표주가 몇임"),
    # needs a share price; the bundle holds none for 005380
    unanswerable("현차 PER 지금 몇배임"),
    # market capitalisation: not in the bundle's filings
    unanswerable("현차 시총 얼마"),
    # a share price: not in the bundle for 035720
    unanswerable("카카오 주가 지금 얼마임ㅋㅋ"),
    # another company (LG에너지솔루션): not in the bundle
    unanswerable("LG엔솔 24년 영익 얼마"),
    # another company: not in the bundle
    unanswerable("셀트리온 23년 매출 ㄱㄱ"),
    # another company: not in the bundle
    unanswerable("에코프로비엠 24년 순이익"),
    # another company: not in the bundle
    unanswerable("한미반도체 24년 영업이익 몇임"),
    # another company: not in the bundle
    unanswerable("포스코홀딩스 23년 매출액"),
    # another company: not in the bundle
    unanswerable("기아 24년 영익 얼마임"),
    # a segment figure: not in the bundle
    unanswerable("삼전 DS부문 24년 영업이익"),
    # a product segment share: not in the bundle
    unanswerable("하닉 HBM 매출 비중 몇%"),
    # unit sales by region: not in the bundle
    unanswerable("현차 미국 판매량 24년"),
    # FY2015: the bundle's Samsung statements start at FY2017
    unanswerable("삼전 2015년 매출 얼마였음"),
    # FY2019: SK하이닉스 statements start at FY2021
    unanswerable("하닉 2019년 영업이익 얼마"),
    # FY2020: NAVER statements start at FY2021
    unanswerable("네이버 2020 매출"),
    # FY2019: 카카오 statements start at FY2021
    unanswerable("카카오 19년 순익"),
    # 1Q24: only the 3Q24 quarterly report is in the bundle
    unanswerable("삼전 1Q24 영익"),
    # 2Q24: not in the bundle
    unanswerable("하닉 24년 2분기 매출 ㄱㄱ"),
    # 1Q24: not in the bundle
    unanswerable("네이버 1분기 24년 순이익"),
    # foreign ownership: not in the bundle
    unanswerable("삼전 외국인 지분율 몇%"),
    # SK하이닉스 dividends: the bundle holds 삼성전자's only
    unanswerable("하닉 배당금 24년 주당 얼마"),
    # 현대자동차 payout ratio: not in the bundle
    unanswerable("현차 24년 배당성향"),
    # 3Q25: not in the bundle
    unanswerable("삼전 3Q25 영업이익"),
    # FY2024: 신라젠 statements end at FY2023
    unanswerable("신라젠 24년 영업손실 얼마임"),
    # short interest: not in the bundle
    unanswerable("카카오 공매도 잔고 얼마임"),
    # 작년 3분기 = 3Q25: not in the bundle
    unanswerable("작년 3분기 하닉 영익"),
)

TUNE5: tuple[Case, ...] = AMOUNTS5 + RATIOS5 + MORE5 + PER_SHARE5 + UNANSWERABLE5 + TUNE5_CONTEXT
