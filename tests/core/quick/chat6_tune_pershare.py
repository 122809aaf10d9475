"""The sixth chat-style set, tuning half, per share.

Per share and holders: EPS, DPS (보통주/우선주), total dividends and payout, largest shareholder and stake, share
counts, pay and headcount.

Written apart from the quick reader (see ``chat6_tune``); each expected figure was computed from the raw
rows of the recorded OpenDART bundle, the rows and the arithmetic in a comment above the case.
"""

from __future__ import annotations

from tests.core.quick.chat_questions import Case, Fig, answer, pct, shares, won


def people(*values: int) -> Fig:
    """A head count ("38,286명")."""
    return Fig("people", tuple(float(v) for v in values))


PER_SHARE6: tuple[Case, ...] = (
    # 삼성전자 2023 연결 기본주당이익(손실) 2,131 (2023 전체재무제표 당기)
    answer("per-share", "삼성전자 2023년 EPS 확인 부탁드립니다", won(2_131)),
    # 삼성전자 2023 배당 '주당 현금배당금(원)' 보통주 1,444 (alotMatter 2023)
    answer("per-share", "삼전 23년 보통주 DPS 여쭤봐도 될까요", won(1_444)),
    # 삼성전자 2023 배당 '주당 현금배당금(원)' 우선주 1,445 (alotMatter 2023)
    answer("per-share", "삼성전자 우선주 주당배당금 2023년 기준으로 알려주시면 감사하겠습니다", won(1_445)),
    # 삼성전자 2023 배당 '현금배당금총액(백만원)' 9,809,438 (alotMatter 2023) 백만원 → 9,809,438,000,000원
    answer("per-share", "삼성전자 2023년 현금배당금 총액 기재 부탁드립니다", won(9_809_438_000_000)),
    # 삼성전자 2023 배당 '(연결)현금배당성향(%)' 67.80 (alotMatter 2023)
    answer("per-share", "삼성전자 2023 배당성향 연결 기준으로 확인 부탁드립니다", pct(67.8)),
    # 삼성전자 2023 배당 '(별도)현금배당성향(%)' 38.60 (alotMatter 2023)
    answer("per-share", "삼전 별도 기준 배당성향 23년 수치 여쭤봅니다", pct(38.6)),
    # 삼성전자 hyslrSttus {'nm': '삼성생명보험㈜'} trmend_posesn_stock_qota_rt 8.51
    answer(
        "per-share",
        "삼성전자 최대주주가 누구고 지분율 몇 %인지 확인 부탁드립니다",
        pct(8.51),
        names=("삼성생명",),
    ),
    # 삼성전자 hyslrSttus {'nm': '삼성생명보험㈜'} trmend_posesn_stock_co 508,157,148
    answer(
        "per-share",
        "삼성생명이 들고 있는 삼성전자 주식 수 정확히 몇 주인지 알려주시면 감사하겠습니다",
        shares(508_157_148),
    ),
    # 삼성전자 stockTotqySttus {'se': '보통주'} istc_totqy 5,969,782,550
    answer("per-share", "삼성전자 발행주식총수(보통주) 확인 부탁드립니다", shares(5_969_782_550)),
    # SK하이닉스 2023 연결 기본주당이익(손실) -13,244 (2023 전체재무제표 당기)
    answer("per-share", "하이닉스 2023년 주당순손실 얼마였는지 여쭤봐도 될까요", won(-13_244)),
    # SK하이닉스 2022 연결 기본주당이익(손실) 3,242 (2023 전체재무제표 전기)
    answer("per-share", "하이닉스 22년 EPS 알려주세요, 사이클별로 비교해보려고요", won(3_242)),
    # 삼성전자 2022 연결 기본주당이익(손실) 8,057 (2022 전체재무제표 당기)
    answer("per-share", "삼성전자 2022년 EPS 8천원 넘었던 걸로 기억하는데 맞나요?", won(8_057)),
    # 삼성전자 2021 연결 기본주당이익(손실) 5,777 (2021 전체재무제표 당기)
    answer("per-share", "삼성전자 2021년 주당순이익 확인 부탁드립니다", won(5_777)),
    # 삼성전자 2019 연결 기본주당이익(손실) 3,166 (2019 전체재무제표 당기)
    answer("per-share", "삼성전자 2019 EPS 정리 부탁드려요", won(3_166)),
    # 삼성전자 2020 연결 기본주당이익(손실) 3,841 (2020 전체재무제표 당기)
    answer("per-share", "삼성전자 2020년 기본주당이익 여쭤봅니다", won(3_841)),
    # 신라젠 2023 연결 기본주당이익(손실) -198 (2023 전체재무제표 당기)
    answer("per-share", "신라젠 2023년 연결 기본주당손실 확인 부탁드립니다", won(-198)),
    # 삼성전자 hyslrSttus {'nm': '삼성물산'} trmend_posesn_stock_qota_rt 5.01
    answer("per-share", "삼성물산이 삼성전자 지분 몇 % 들고 있는지 확인 부탁드립니다", pct(5.01)),
    # 삼성전자 mrhlSttus {'se': '소액주주'} hold_stock_rate 67.30%
    answer("per-share", "삼성전자 소액주주 보유 주식 비율 여쭤봐도 될까요", pct(67.3)),
    # 삼성전자 2022 배당 '주당 현금배당금(원)' 보통주 1,444 (alotMatter 2023)
    # 삼성전자 2022 배당 '(연결)현금배당성향(%)' 17.90 (alotMatter 2023)
    answer(
        "per-share",
        "삼성전자 2022년 보통주 주당배당금이랑 연결 배당성향 같이 부탁드립니다",
        won(1_444),
        pct(17.9),
    ),
    # 삼성전자 2023 배당 '주당 현금배당금(원)' 보통주 1,444 (alotMatter 2023)
    # 삼성전자 2023 배당 '주당 현금배당금(원)' 우선주 1,445 (alotMatter 2023)
    answer(
        "per-share", "삼전 23년 DPS 1,444원 맞나요? 우선주도 같이 확인 부탁드려요", won(1_444), won(1_445)
    ),
    # 삼성전자 hyslrSttus {'nm': '삼성생명보험㈜'} trmend_posesn_stock_co 508,157,148
    # 삼성전자 hyslrSttus {'nm': '삼성생명보험㈜'} trmend_posesn_stock_qota_rt 8.51
    answer(
        "per-share",
        "삼성전자 최대주주 보유 주식 수랑 지분율 둘 다 기재 부탁드립니다",
        shares(508_157_148),
        pct(8.51),
        names=("삼성생명",),
    ),
    # 삼성전자 indvdlByPay mendng_totamt 17,265,000,000
    answer(
        "per-share",
        "삼성전자 2023년 보수 제일 많이 받은 사람이 누구고 얼마 받았는지 여쭤봐도 될까요",
        won(17_265_000_000),
        names=("김기남",),
    ),
    # 삼성전자 empSttus {'sexdstn': '남', 'fo_bbm': 'DX'} sm 38,286
    answer("per-share", "삼성전자 DX부문 남자 직원 수 확인 부탁드립니다 (2023년 말 기준)", people(38_286)),
    # 삼성전자 mrhlSttus {'se': '소액주주'} shrholdr_co 4,672,039
    answer("per-share", "삼성전자 소액주주 수가 몇 명인지 여쭤봅니다", people(4_672_039)),
    # 삼성전자 2021 배당 '현금배당금총액(백만원)' 9,809,438 (alotMatter 2023) 백만원 → 9,809,438,000,000원
    answer("per-share", "삼성전자 2021년 현금배당금 총액 확인 부탁드립니다", won(9_809_438_000_000)),
    # 삼성전자 2023 연결 희석주당이익(손실) 2,131 (2023 전체재무제표 당기)
    answer("per-share", "삼성전자 2023 희석주당이익 확인 부탁드립니다", won(2_131)),
    # 삼성전자 hyslrSttus {'nm': '삼성생명보험㈜'} trmend_posesn_stock_qota_rt 8.51
    answer("per-share", "보고서에 기재해야 해서요, 삼성 최대주주 지분율 8.5% 정도 맞나요?", pct(8.51)),
    # 삼성전자 stockTotqySttus {'se': '보통주'} isu_stock_totqy 20,000,000,000
    answer("per-share", "삼성전자 정관상 발행할 주식의 총수 여쭤봐도 될까요", shares(20_000_000_000)),
    # 삼성전자 hmvAuditIndvdlBySttus {'nm': '경계현'} mendng_totamt 2,403,000,000
    answer("per-share", "경계현 대표 2023년 보수 총액 확인 부탁드립니다", won(2_403_000_000)),
    # SK하이닉스 2022 연결 기본주당이익(손실) 3,242 (2023 전체재무제표 전기)
    # SK하이닉스 2023 연결 기본주당이익(손실) -13,244 (2023 전체재무제표 당기)
    answer("per-share", "하이닉스 2022 EPS랑 2023 EPS 같이 정리해주실 수 있나요", won(3_242), won(-13_244)),
)
