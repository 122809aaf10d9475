"""A third batch of fresh questions by the round-11 reader helper, written after part 14 in the themes the
held-out halves generalized worst (per share, holders and share counts), in phrasings not used by the round's
tests: run once at 0383fea before any change and kept untuned — the unseen measure of parts 1-14 (first run in
``test_round11_fresh``). Figures as in ``round11_fresh`` (raw rows of the bundle, or a difference or quotient of two,
the arithmetic beside it)."""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, answer, pct, shares, won
from tests.core.quick.round11_fresh import people

FRESH11C: tuple[Case, ...] = (
    # alotMatter: 주당 현금배당금 2023 보통주 1,444원, 우선주 1,445원; 주당액면가액 100원; (연결)현금배당성향 2022 17.90%
    answer("per-share", "삼성전자 작년도 아니고 2023 회계연도 보통주 DPS가 궁금합니다", won(1444)),
    answer("per-share", "우선주 기준으로 삼성전자 2023년 주당 배당 얼마 나왔나요?", won(1445)),
    answer("per-share", "삼성전자 주식 1주의 액면 금액", won(100)),
    answer("per-share", "18% 정도였던 걸로 아는데 삼성전자 2022년 배당성향 정확히", pct(17.9)),
    # fnlttSinglAcntAll 기본주당이익: 삼성전자 2020 3,841원, 2023 2,131원; SK하이닉스 2021 13,989원
    answer("per-share", "삼성전자 2020년 주당순이익 알려 주실 수 있나요", won(3841)),
    answer("per-share", "SK하이닉스 2021년 EPS 만 원 넘었지?", won(13989)),
    # 5,777 ÷ 3,841 = 1.504: 삼성전자 EPS FY2021 over FY2020
    answer("per-share", "삼성전자 2021 EPS가 2020 EPS의 몇 배야", pct(150.4)),
    # hyslrSttus 삼성생명보험㈜ 8.51%, 508,157,148주; 삼성물산 5.01%, 298,818,100주
    answer("holders", "삼성전자 대주주인 삼성생명 보유 주식 몇 주임", shares(508157148)),
    answer("holders", "삼성물산은 삼성전자 지분 얼마나 들고 있어? %로", pct(5.01)),
    answer("holders", "삼성생명이랑 삼성물산이 가진 삼성전자 주식 차이 몇 주", shares(209339048, -209339048)),
    # stockTotqySttus: istc_totqy 5,969,782,550주, isu_stock_totqy 20,000,000,000주, profit_incnr 1,810,684,300주
    answer("holders", "삼성전자 총 발행주식수 60억주 가까이 되지?", shares(5969782550)),
    answer("holders", "삼성전자가 정관에서 정한 발행 가능 주식 총수", shares(20000000000)),
    answer("holders", "삼성전자 그동안 이익소각한 주식 몇 주야", shares(1810684300)),
    # mrhlSttus 소액주주 4,672,039명, 4,017,892,514주, 67.30%
    answer("holders", "안녕하세요. 삼성전자 소액주주 수에 대해 문의드립니다.", people(4672039)),
    answer("holders", "삼성전자 소액주주들이 가진 주식 총 몇 주", shares(4017892514)),
    # 2024 3분기보고서: SK하이닉스 영업이익 3개월 7,029,958, 누적 15,384,523; Q4 8,082,796 (백만원)
    answer("quarters", "SK하이닉스 24년 3분기 영업이익 딱 그 분기만", won(7029958000000)),
    answer("quarters", "15조쯤? SK하이닉스 2024 3분기 누적 영업이익", won(15384523000000)),
    answer("quarters", "SK하이닉스 2024년 4분기 영업이익 따로 떼서 보면 얼마야", won(8082796000000)),
    # 매출액 FY2024 NAVER 10,737,719,264,647, 카카오 7,871,692,199,887 → 카카오 ÷ NAVER = 73.31%
    answer("compare", "네이버 2024 매출에서 카카오 매출이 몇 % 정도예요?", pct(73.31)),
    answer(
        "compare", "2024년 매출 카카오 네이버 중 1등이랑 그 금액", won(10737719264647), won(7871692199887)
    ),
)
