"""The sixth chat set's tuning round (#22 item 4): polite work requests, a remembered figure to confirm, a
reason first, English figure words and stock codes. Each rule has its right readings and the near misses that
must still defer: a request verb that asks for a computation or a conversion, a sum asked by its verb, a
remembered figure in another currency or one the question asks about, "분기" beside no single quarter, an
English word whose Korean reading differs."""

from __future__ import annotations

import pytest

from tests.core.quick.reading import deferred, query

# --- request forms (core.quick.requests) ------------------------------------------------------------


@pytest.mark.parametrize(
    "ending",
    [
        "봐줄래?",
        "봐 주실래요?",
        "확인해 주시겠어요?",
        "확인 좀 해주실래요?",
        "찾아 주실 수 있을까요?",
        "정리해 주실 수 있을까요?",
        "기재 부탁드립니다",
        "기재해 주세요",
        "답변 부탁드립니다",
        "회신 부탁드려요",
        "공유 부탁드립니다",
        "요청드립니다",
        "여쭙니다",
        "알고 싶습니다",
        "궁금하네요",
        "얼마일까요?",
        "얼마더라?",
        "확인 가능할까요?",
        "확인 가능하신가요?",
        "알려주세용",
        "알려주십쇼",
        "한 번만 확인 부탁드립니다",
        "급하게 부탁드립니다",
        "한 줄로 알려줘",
        "검색해 주세요",
    ],
)
def test_a_request_form_carries_the_asking_only(ending: str) -> None:
    asked = query(f"삼성전자 2024년 영업이익 {ending}")
    assert asked.metrics == ("operating_income",) and asked.period.years == (2024,)


@pytest.mark.parametrize(
    "text",
    [
        # a verb that asks for a computation, a conversion or an estimate is no request form
        "삼성전자 2024년 영업이익 계산해 주세요",
        "삼성전자 2024년 영업이익 환산해 주세요",
        "삼성전자 2024년 영업이익 달러로 바꿔 주세요",
        "삼성전자 2024년 영업이익 추정해 주세요",
        "삼성전자 2024년 영업이익 검토 부탁드립니다",
        "삼성전자 2025년 영업이익 흑자 가능할까요?",  # whether it may happen: a judgement
        # 검색 alone is NAVER's search business, not a verb
        "NAVER 2024년 검색 매출 확인 부탁드립니다",
        "NAVER 2024년 매출 검색 좀",
        # a sum asked by its verb is answered with the sum now (test_parse_chat8_sums)
    ],
)
def test_a_computation_or_a_sum_is_no_request_form(text: str) -> None:
    deferred(text)


def test_how_much_more_without_na_asks_the_gap() -> None:
    """ "얼마 많았는지" (no 나) asks the gap: it was answered with the two figures only."""
    asked = query("삼성전자 2023 영업이익이 하이닉스보다 얼마 많았는지 여쭤봐도 될까요")
    assert asked.difference and asked.kind == "comparison"
    assert query("삼성전자 2024 영업이익 2023년보다 얼마 많았어").difference


# --- a remembered figure to confirm -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "metric", "year"),
    [
        ("현대차 2023년 매출 160조 넘었던 거 맞나요? 정확한 금액도 같이 부탁드려요", "revenue", 2023),
        ("네이버 2024년 당기순이익 1.9조 넘은 거 맞죠? 숫자 한 번만 확인 부탁드려요", "net_income", 2024),
        ("하이닉스 2024 부채비율 60% 좀 넘었나요? 정확한 수치 부탁드립니다", "debt_ratio", 2024),
        ("하이닉스 2024 영업이익률 35% 정도로 기억하는데 맞나요?", "operating_margin", 2024),
        ("SK hynix FY24 revenue 66조 정도로 알고 있는데 맞는지 확인 부탁드립니다", "revenue", 2024),
        ("하이닉스 24년 매출 성장률 100% 넘었던 거 맞나요?", "revenue_growth", 2024),
    ],
)
def test_a_remembered_figure_is_not_asked(text: str, metric: str, year: int) -> None:
    asked = query(text)
    assert asked.metrics == (metric,) and asked.period.years == (year,)


@pytest.mark.parametrize(
    "text",
    [
        # no year: the remembered figure may be what tells it
        "하이닉스 영업이익률 35% 정도로 기억하는데 맞나요?",
        # the figure is what the rest asks about
        "하이닉스 영업이익률 35% 정도로 기억하는데 그게 몇 년도야?",
        "삼성전자 영업이익 10조 넘었던 해가 몇 년도야?",
        # in another currency: the won figure would answer it
        "삼성전자 2024년 매출 2000억 달러로 알고 있는데 맞나요?",
        "삼성전자 2024년 매출 2000억 불로 기억하는데 맞나요?",
        "삼성전자 2024년 매출 2000억 달러 넘었던 거 맞나요?",
    ],
)
def test_a_remembered_figure_that_says_more_stays(text: str) -> None:
    deferred(text)


def test_a_writer_who_forgot_says_no_negation() -> None:
    asked = query("Samsung Electronics 2022년 순이익이 얼마였는지 기억이 안 나서요, 알려주실 수 있나요?")
    assert asked.metrics == ("net_income",) and asked.period.years == (2022,)
    deferred("삼성전자 2022년 순이익 연결 안 하고 알려주세요")


# --- a reason first ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("회사 발표자료에 쓰려고요, 035420 2023년 말 자본총계 얼마예요?", "equity"),
        ("과거 실적 엑셀 채우는 중인데 2020년 삼성전자 영업이익 정리해주실 수 있을까요?", "operating_income"),
        (
            "회사 리서치 노트 쓰는 중인데요, 하이닉스 2024년 영업이익 23조 맞는지 한 번만 확인 부탁드립니다",
            "operating_income",
        ),
        ("보고서에 기재해야 해서요, 삼성전자 2023년 매출 알려주세요", "revenue"),
    ],
)
def test_a_reason_of_documents_and_the_past_is_taken_out(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    "text",
    [
        # 과거 is a time: the question must name its own
        "과거 실적 엑셀 채우는 중인데 삼성전자 영업이익 알려주세요",
        # a compound of a topic and a segment is no topic
        "반도체자료 만드는 중인데 삼성전자 2024년 매출 알려주세요",
        "모바일자료 만드는 중인데 삼성전자 2024년 매출 알려주세요",
    ],
)
def test_a_reason_that_may_change_the_figure_stays(text: str) -> None:
    deferred(text)


def test_a_quarter_said_in_the_reason_is_the_one_asked() -> None:
    asked = query("분기 실적 정리 중이라서요, 네이버 2024 Q3 매출 알려주세요")
    assert asked.period.kind == "quarter" and asked.period.quarter == 3
    assert query("분기 최대였다던데요, SK하이닉스 2024년 3분기(7~9월) 매출 알려주세요").period.quarter == 3


@pytest.mark.parametrize(
    "text",
    [
        "분기 실적 정리 중이라서요, 네이버 2024 매출 알려주세요",  # the year: which quarter?
        "분기 실적 정리 중이라서요, 네이버 2024 3분기 누적 매출 알려주세요",  # three months or nine?
        "분기별로 정리 중이라서요, 네이버 2024 Q3 매출 알려주세요",  # every quarter
        "4분기 정리 중이라서요, 네이버 2024 Q3 매출 알려주세요",  # another quarter
        "분기 평균 보려는데요, 네이버 2024 Q3 매출 알려주세요",
    ],
)
def test_a_quarter_said_beside_no_single_quarter_stays(text: str) -> None:
    deferred(text)


# --- English figure words in a Korean question (core.quick.borrowed) -----------------------------------


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("SK hynix 2023 net loss 9조 넘었죠? 정확히 얼마였는지 알려주세요", "net_income"),
        ("NAVER 2024 net income 알려줘", "net_income"),
        ("삼성전자 2024 operating profit 얼마", "operating_income"),
        ("카카오 2024 net margin 몇 %", "net_margin"),
        ("현대차 2023 total assets 얼마예요", "assets"),
        ("삼성전자 2024 operating cash flow 얼마", "operating_cash_flow"),
    ],
)
def test_an_english_figure_word_is_read(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024 EBIT 얼마",  # not 영업이익 to an analyst
        "삼성전자 2024 turnover 얼마",  # revenue, or an asset turnover
        "삼성전자 2024 NI 얼마",  # two letters: a name's part as often as a figure
        "삼성전자 2024 revenue CAGR 알려줘",  # a compound rate over years: unknown ("revenue growth" is read since chat8)
    ],
)
def test_an_english_word_read_otherwise_defers(text: str) -> None:
    deferred(text)


# --- round 2: the change of one year, the base after 이랑, a sign or comparison remembered ------------------


def test_one_years_change_word_is_its_change_from_the_year_before() -> None:
    asked = query("현대차 2024년 매출 증가액(전년 대비) 정리 부탁드립니다")
    assert asked.moved and not asked.difference and asked.period.years == (2024,)
    assert query("현대차 24년 3분기 누적 영업이익 정리 부탁드려요").period.ytd  # 누적 정리 is not 적정


@pytest.mark.parametrize(
    "text",
    [
        "현대차랑 기아 2024년 매출 증가액",  # each one's change, not the gap between them
        "현대차 2024년 매출 차이",  # a gap between what?
        "현대차 2024년 매출 증가액 차이",
    ],
)
def test_a_change_word_that_is_no_change_of_one_year_defers(text: str) -> None:
    deferred(text)


def test_a_year_compared_with_another_after_irang_is_the_base() -> None:
    asked = query("삼성전자 2024년 매출액 2022년이랑 비교하면 얼마 차이 나나요?")
    assert asked.kind == "change" and asked.difference and asked.period.years == (2022, 2024)
    assert query("삼성전자랑 SK하이닉스 2024년 매출 차이 나나요?").difference  # 차이 with its verb is a gap


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("현대차 2023 영업이익이 삼성전자보다 많았던 걸로 기억하는데 차이가 얼마였나요?", "comparison"),
        ("카카오 2024년 ROA가 마이너스였을 것 같은데 몇 %였나요?", "ratio"),
        ("삼성전자 2023년 ROE가 많이 낮았다는데 몇 %였는지 알 수 있나요?", "ratio"),
    ],
)
def test_a_sign_or_a_comparison_remembered_is_not_asked(text: str, kind: str) -> None:
    assert query(text).kind == kind


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 영업이익이 SK하이닉스보다 많았던 걸로 기억하는데 그게 몇 년도야?",
        "삼성전자 2023년 영업이익 적자였던 걸로 아는데 언제 흑자 전환했어?",
        "삼성전자 영업이익 마이너스였던 걸로 기억하는데 얼마였어?",  # no year: which one?
    ],
)
def test_a_remembered_sign_the_question_asks_about_stays(text: str) -> None:
    deferred(text)


def test_three_months_beside_one_quarter_is_that_quarter() -> None:
    asked = query("삼성전자 2024년 3분기 영업이익 확인 부탁드립니다 (3개월 기준으로요)")
    assert asked.period.quarter == 3 and not asked.period.ytd
    assert (
        query("현대차 2024년 3분기(3개월) 매출이 전년 동기 대비 몇 % 늘었는지 여쭤봅니다").period.quarter == 3
    )
    deferred("삼성전자 2024년 3개월 영업이익")  # beside a year: which three months?
    deferred("삼성전자 2024년 3분기 누적 영업이익 (3개월 기준으로요)")  # nine months or three?
    deferred("삼성전자 최근 3개월 영업이익")


def test_a_share_asked_with_a_request_after_it() -> None:
    asked = query("2024년 기준으로 하이닉스 영업이익이 삼성전자 대비 몇 % 수준인지 확인 부탁드려요")
    assert asked.share and [c.name for c in asked.companies] == ["SK하이닉스", "삼성전자"]
    deferred("하이닉스 2024년 영업이익이 삼성전자 대비 몇 % 더 많은지 알려주세요")


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("삼전 2023년 현금흐름표상 배당금 지급액 확인 부탁드립니다", "dividends_paid"),
        ("신라젠 23년 말 현금및현금성자산 얼마나 남아 있었는지 여쭤봐도 될까요", "cash"),
        ("신라젠 2023년 연결 기본주당손실 확인 부탁드립니다", "eps"),
        ("하이닉스 2023년 유형자산 취득액(capex) 알려주시면 감사하겠습니다", "capex"),
        ("삼성생명이 들고 있는 삼성전자 주식 수 정확히 몇 주인지 알려주시면 감사하겠습니다", "shares"),
    ],
)
def test_more_ways_a_figure_is_named(text: str, metric: str) -> None:
    assert query(text).metrics == (metric,)


def test_a_turn_of_the_cycle_goes_beside_a_named_period() -> None:
    assert query("하이닉스 2023년 4분기 매출 여쭤봐도 될까요? 업턴 시작점 보려고요").period.quarter == 4
    deferred("업턴 시작점 보려고요, 하이닉스 매출 알려주세요")
    # diluted: its own figure (희석주당이익, from the full statements), never the basic EPS
    assert query("삼성전자 2023 희석주당이익 확인 부탁드립니다").metrics == ("eps_diluted",)


# --- round 3: a sentence ended without a stop, courtesies, more ways of asking and of remembering -------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 영업이익 얼마인지 좀 알려주세요 보고서에 넣어야 해서요",
        "삼성전자 2024년 영업이익 알려주세요 급해요",
        "삼성전자 2024년 영업이익 얼마인지 알려주실 수 있을까요? 보고서 작성 중이라서요",
        "삼성전자 2024년 영업이익 정확한 숫자 필요합니다",
        "삼성전자 2024년 영업이익 확인해보고 싶어요",
        "삼성전자 2024년 영업이익 알고 싶은데요",
        "수고 많으십니다. 삼성전자 2024년 영업이익 확인 부탁드립니다.",
        "바쁘신데 죄송하지만 삼성전자 2024년 영업이익 알려주실 수 있나요?",
        "죄송한데 삼성전자 2024년 영업이익 알려주세요",
        "실례지만 삼성전자 2024년 영업이익 얼마인가요?",
        "삼성전자 2024년 영업이익 32조쯤 되죠?",
        "삼성전자 2024년 영업이익 32조 언저리 아니었어요?",
        "삼성전자 2024년 영업이익 32조로 알고 있었는데 맞나요?",
        "삼성전자 2024년 영업이익 32조 정도 됐던 거 같은데 정확히?",
    ],
)
def test_more_polite_and_remembered_forms(text: str) -> None:
    asked = query(text)
    assert asked.metrics == ("operating_income",) and asked.period.years == (2024,)


@pytest.mark.parametrize(
    "text",
    [
        # a sentence after the request that changes the figure stays, and is read (or defers)
        "삼성전자 2024년 매출 알려주세요 작년 말고요",  # 말고요 was read as nothing
        "삼성전자 2024년 영업이익 연결 말고요",
        "삼성전자 2024년 매출 알려주세요 팀장님이 반도체 쪽만 보신대요",
        "삼성전자 매출 알려주세요 코로나 때요",
        "죄송한데 삼성전자 2024년 매출 달러로 알려주세요",
        "삼성전자 2024년 매출 2000억 달러쯤 되죠?",
    ],
)
def test_a_sentence_after_the_request_that_says_more_is_read(text: str) -> None:
    deferred(text)


def test_a_basis_in_a_sentence_after_the_request_is_read() -> None:
    assert query("삼성전자 2024년 매출 알려주세요 연결 말고요 별도로요").basis == "OFS"
