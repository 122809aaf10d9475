"""The fifth chat set's tuning half, third round (#22 item 4): questions wrapped in context. A clause of
context may now name a time without a date, "실적" or a figure — only when the question beside it names
its own period or that figure — and a few more documents, studies and readings; request forms said in the
question clause ("나란히 보여줄래", "두 개만") are read. Every relaxation has its probes below: a product,
brand, service, segment, region, a comparison, "빼고", a forecast or a missing period in the same place
must still make the reader defer."""

from __future__ import annotations

import pytest

from core.quick import QuickQuery, parse_question
from core.quick.context import unwrap
from core.quick.context_words import unknown_noun
from tests.conftest import companies
from tests.core.quick.reading import TODAY, deferred, query

# --- a time without a date, beside a period the question names ---------------------------------------


@pytest.mark.parametrize(
    ("text", "metric", "year"),
    [
        ("호황기 숫자 좀 보려고 하는데 SK하이닉스 2021년 매출 얼마였는지 알아?", "revenue", 2021),
        ("슈퍼사이클 때 숫자 보려고요, 삼성전자 2017년 매출 얼마였는지 궁금해요", "revenue", 2017),
        ("코로나 때 실적이 궁금해서요. 삼성전자 2020년 EPS 확인 부탁드려요", "eps", 2020),
        ("적자 때 재무 상태 보려고. SK하이닉스 2023년 부채비율 얼마였어?", "debt_ratio", 2023),
        ("요즘 배당 공부 중인데 삼성전자 2023년 주당배당금 얼마야?", "dps", 2023),
    ],
)
def test_a_time_without_a_date_goes_beside_a_named_period(text: str, metric: str, year: int) -> None:
    asked = query(text)
    assert asked.metrics == (metric,) and asked.period.years == (year,)


@pytest.mark.parametrize(
    "text",
    [
        # no period in the question: the time said in the context is the period asked
        "코로나 때 숫자 보려고요, 삼성전자 매출 알려줘",
        "호황기 숫자 좀 보려고 하는데 SK하이닉스 매출 얼마였는지 알아?",
        "슈퍼사이클 때 보려고요, 삼성전자 영업이익 얼마였어?",
        "적자 때 재무 상태 보려고. SK하이닉스 부채비율 얼마였어?",
        "바닥 찍었을 때 보려고요, SK하이닉스 영업이익 얼마였어요?",
        "요즘 배당 공부 중인데 삼성전자 배당금 얼마야?",
        # the time is what the figure is compared with
        "코로나 때랑 비교하려고요. 삼성전자 2024년 매출 알려줘",
        "피크 대비 보려고 하는데 SK하이닉스 2024년 영업이익 알려줘",
        "호황기보다 얼마나 나은지 보려고요, 삼성전자 2024년 영업이익 얼마예요?",
        # a product, a segment, a region, a forecast or what is left out beside the time
        "갤럭시 호황기 숫자 보려고요, 삼성전자 2017년 매출 얼마였어?",
        "투싼 호황기 보려고 하는데 현대차 2021년 매출 알려줘",
        "HBM 슈퍼사이클 때 보려고요, SK하이닉스 2024년 매출 알려줘",
        "메모리 호황기 숫자 보려고, 삼성전자 2018년 영업이익 얼마였어?",
        "북미 호황기 보려는데 현대차 2023년 매출 알려줘",
        "다음 호황기 전망 보려는데 SK하이닉스 2024년 매출 알려줘",
        "코로나 때 일회성 빼고 보려는데 현대차 2021년 영업이익 알려줘",
        "코로나 때 달러로 보려는데 삼성전자 2020년 매출 알려줘",
    ],
)
def test_a_time_the_question_does_not_date_or_that_names_more_still_defers(text: str) -> None:
    deferred(text)


# --- 실적, 재무 상태 or a figure the question names too ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("코로나 직후 실적 비교하려고요. 현대차 2021년 순이익 얼마였는지 알려주세요", ("net_income",)),
        (
            "카카오 2024년 3분기 순이익 얼마였는지 확인 부탁드려요. 실적 리뷰 메일 쓰는 중이라서요",
            ("net_income",),
        ),
        ("배당 스터디 중인데요, 삼성전자 2023년 보통주 1주당 배당금 얼마였나요?", ("dps",)),
    ],
)
def test_a_figure_said_in_the_context_and_named_in_the_question_goes(
    text: str, metrics: tuple[str, ...]
) -> None:
    assert query(text).metrics == metrics


@pytest.mark.parametrize(
    "text",
    [
        "실적 리뷰 메일 쓰는 중이라서요, 카카오 2024년 3분기 알려줘",  # 실적 alone: no figure named
        "배당 스터디 중인데요, 삼성전자 2023년 영업이익 얼마였나요?",  # another figure than the one asked
        "냉장고 실적 리뷰 중인데 삼성전자 2024년 매출 알려줘",  # a product's results
        "해외 실적 리뷰 중인데 현대차 2024년 매출 알려줘",
        "모바일 실적 보려는데 삼성전자 2024년 매출 알려줘",
        "광고 실적 보려고요, 네이버 2024년 매출 알려줘",
        "실적 전망 보려는데 삼성전자 2024년 영업이익 알려줘",
        "금융 빼고 실적 보려는데 현대차 2024년 매출 알려줘",
    ],
)
def test_results_said_in_the_context_with_more_still_defer(text: str) -> None:
    deferred(text)


def test_results_said_in_the_context_are_no_follow_up() -> None:
    """Without a figure named, "실적 …" stays: it is not a follow-up taking the last question's figure."""
    first = query("카카오 2024년 3분기 순이익 알려줘")
    parsed = parse_question(
        "실적 리뷰 메일 쓰는 중이라서요, 2023년 3분기는?", companies(), today=TODAY, context=first
    )
    assert not isinstance(parsed, QuickQuery)


def test_another_figure_in_the_context_is_still_read_with_the_question() -> None:
    asked = query("순이익이 궁금한데, 삼성전자 2024년 영업이익 알려줘")
    assert set(asked.metrics) == {"net_income", "operating_income"}


# --- documents, studies, readings; a company only by its own name --------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "재무 모델 업데이트 중이라서요, 현대자동차 2023년 부채총계 좀 알려주세요",
        "엑셀에 넣을 숫자라서 정확하게 필요해요. SK하이닉스 2022년 영업이익 얼마죠?",
        "주식 카페에서 본 숫자가 맞는지 궁금해서요, 삼성전자 2019년 당기순이익 얼마였어요?",
        "스터디 발표 준비하다가 막혔어 ㅠ SK하이닉스 2023년 당기순손실 규모가 얼마였지?",
        "업황 회복 정도 보려고 하는데 SK하이닉스 2024년 ROE 궁금해요",
        "장기 차트랑 같이 보려고요, 005930 2019년 주당순이익 얼마였나요?",
        "두 회사 다 보유 중이라서요. 삼성전자랑 현대자동차 2024년 ROE 비교 좀 해주세요",
    ],
)
def test_more_harmless_context_is_taken_out(text: str) -> None:
    assert unwrap(text, companies()) != text
    query(text)


@pytest.mark.parametrize(
    "text",
    [
        "카페 때문에 그러는데 네이버 2024년 매출 알려줘",  # NAVER's service
        "모델 때문에 그러는데 현대차 2024년 매출 알려줘",  # a car's model
        "신형 모델 보려는데 현대차 2024년 매출 알려줘",
        "메가스터디 자료 보려는데 삼성전자 2024년 매출 알려줘",  # a company by its own name
        "모델솔루션 보려는데 삼성전자 2024년 매출 알려줘",
        "다 합쳐서 보려는데, 삼성전자 SK하이닉스 2024년 매출 알려줘",  # a sum
        "둘이 합친 거 보려고요, 삼성전자 SK하이닉스 2024년 매출 알려줘",
        "두 회사 다 빼고 보려는데 삼성전자 2024년 매출 알려줘",
        "주식 카페에서 본 전망이 맞는지 궁금해서요, 삼성전자 2024년 영업이익 얼마예요?",
    ],
)
def test_what_could_name_a_service_product_company_or_sum_still_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("word", "dated", "noun"),
    [("코로나", False, True), ("코로나", True, False), ("호황기", True, False), ("때", False, True)],
)
def test_a_time_word_is_a_topic_only_when_dated(word: str, dated: bool, noun: bool) -> None:
    assert unknown_noun(word, dated=dated) is noun


# --- request forms said in the question clause ---------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "difference"),
    [
        ("NAVER 2023년이랑 2024년 영업이익 나란히 보여줄래?", "trend", False),
        ("투자 설명회 준비 중인데, 삼성전자 SK하이닉스 2024 매출 두 개만 알려주세요", "comparison", False),
        (
            "현대자동차와 삼성전자 2023년 영업이익, 어느 쪽이 더 컸나요? 두 숫자 다 알려주세요",
            "comparison",
            True,
        ),
        ("삼성전자 2024년 영업이익률이랑 SK하이닉스 2024년 영업이익률 같이 보고 싶어요", "comparison", False),
        ("현대차 2024년 매출 얼마로 적어야 해요?", "value", False),
        ("NAVER 2024년 매출 얼마로 쓰면 될까요?", "value", False),
        ("카카오 2024년 영업이익 숫자로 알려줘", "value", False),
    ],
)
def test_request_forms_of_the_question_clause_are_read(text: str, kind: str, difference: bool) -> None:
    asked = query(text)
    assert asked.kind == kind and asked.difference is difference


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 SK하이닉스 2024 매출 두 개 합 알려줘",  # a sum by a bare 합 (합쳐서: the sum, test_parse_chat8_sums)
        "삼성전자 2024 매출 두 배면 얼마야",
        "삼성전자 2024년 반도체 매출 나란히 보여줄래?",  # a segment
        "현대차 2024년 미국 매출 얼마로 적어야 해요?",  # a region
        "삼성전자 2025년 영업이익 얼마로 적으면 될까요? 전망치로요",  # a forecast
        "턴어라운드 규모를 금액으로 보고 싶어요. SK하이닉스 2023년 대비 2024년 순이익 변화 금액 알려주세요",
    ],
)
def test_a_request_form_beside_what_changes_the_figure_still_defers(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    "text",
    [
        "IR 자료 대조 중입니다. 삼성전자 2021년 매출액 얼마로 공시됐나요?",
        "PPT 만드는 중인데 삼성전자 2024년 매출 알려줘",
    ],
)
def test_ir_and_ppt_are_documents(text: str) -> None:
    query(text)


@pytest.mark.parametrize(
    "text",
    [
        "IR 자료에 HBM 얘기 있어서요, SK하이닉스 2024년 매출 알려줘",  # a product beside it
        "IR에서 가이던스 봤는데 삼성전자 2024년 매출 알려줘",  # a forecast
        "IRP 때문에 그러는데 삼성전자 2024년 매출 알려줘",  # another Latin word
        "IR 자료 보는데 DS 부문만 삼성전자 2024년 매출 알려줘",
    ],
)
def test_other_latin_words_beside_ir_still_defer(text: str) -> None:
    deferred(text)
