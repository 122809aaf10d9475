"""Questions wrapped in context, from the fifth chat set's part B (#22 item 4): a clause that only says why
or when does not stop a plain figure question (``core.quick.context``), but whatever could change the
figure asked — a basis, a period, a unit, a company, a segment, product or region, a forecast, a figure per
employee, what is left out — still blocks or is still read. A figure the writer remembers is not asked."""

from __future__ import annotations

import pytest

from core.quick import QuickQuery, parse_question
from core.quick.context import unwrap
from tests.conftest import companies
from tests.core.quick.reading import TODAY, query


@pytest.mark.parametrize(
    ("text", "left"),
    [
        (
            "내일 오전 투자위원회 보고자료 마무리 중인데요, 현대자동차 2024년 연결 매출액 얼마로 적으면 될까요?",
            "현대자동차",
        ),
        ("팀장님이 급하게 찾으셔서요. 삼성전자 2024년 영업이익 숫자 하나만 부탁드립니다", "삼성전자"),
        ("안녕하세요, 리서치팀 인턴입니다. NAVER 2024년 매출액 확인 부탁드려도 될까요? 감사합니다.", "NAVER"),
        ("투자 동아리 과제 때문에 그러는데, 삼성전자 2023년 부채비율 몇 퍼센트야?", "삼성전자"),
        ("보고서 표 채우는 중인데 000660 FY2024 매출 좀 알려줘", "000660"),
        ("NAVER 2023 회계연도 당기순이익 얼마였나요? 보고서에 넣어야 해서요", "NAVER"),
    ],
)
def test_a_clause_that_only_says_why_is_taken_out(text: str, left: str) -> None:
    unwrapped = unwrap(text, companies())
    assert unwrapped.split()[0] == left
    assert len(unwrapped) < len(text)


def test_the_question_in_its_context_is_read_with_its_basis_and_period() -> None:
    asked = query(
        "내일 오전 투자위원회 보고자료 마무리 중인데요, 현대자동차 2024년 연결 매출액 얼마로 적으면 될까요?"
    )
    assert [c.name for c in asked.companies] == ["현대자동차"]
    assert asked.metrics == ("revenue",) and asked.basis == "CFS" and asked.period.years == (2024,)
    asked = query("NAVER 2022년 자산총계 얼마였어요? 연결로요, 자료 맞춰보는 중이라")
    assert asked.metrics == ("assets",) and asked.basis == "CFS" and asked.period.years == (2022,)


def test_a_unit_asked_in_a_clause_of_context_is_carried_over() -> None:
    asked = query("부장님 보고용으로 억 단위로 정리하려고 하는데, 카카오 2024년 매출액 알려주세요")
    assert asked.metrics == ("revenue",) and asked.unit == "억"


@pytest.mark.parametrize(
    "text",
    [
        "카카오 2024년 영업이익이 4,600억 정도였던 것 같은데 정확한 숫자 알 수 있을까요?",
        "현대차 2022년 영업이익이 9조 좀 넘었던 걸로 기억하는데 맞나요? 정확한 숫자 부탁해요",
        "삼성전자 2018년 영업이익이 58조쯤이었던 것 같은데, 정확히 얼마였는지 알려줄래?",
        "현대차 2023년 영업이익률이 9% 넘었던 것 같은데 맞는지 확인 부탁해요",
    ],
)
def test_a_remembered_figure_is_not_asked_the_true_one_is_answered(text: str) -> None:
    asked = query(text)
    assert len(asked.metrics) == 1 and asked.metrics[0] in ("operating_income", "operating_margin")


def test_a_figure_a_question_word_is_asked_about_is_no_remembered_one() -> None:
    assert "4,600억" in unwrap("카카오 영업이익이 4,600억 넘은 해가 언제였던 것 같은데", companies())
    assert "6조대" in unwrap("삼성전자 영업이익이 6조대였던 것 같은데 그게 몇 년도야?", companies())


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 영업이익 숫자 하나만 부탁드립니다",
        "NAVER 2024년 매출액 확인 부탁드려도 될까요?",
        "신라젠 2023년 영업손실이 얼마였는지 여쭤봐도 될까요?",
        "삼성전자 별도 기준으로 2024년 매출이 얼마인지 확인하고 싶습니다",
        "혹시 신라젠 2023년 부채비율 아시나요?",
        "현대차 2024년 매출 성장률이 얼마나 되나요? 전년 대비 %로요",
    ],
)
def test_polite_and_work_request_forms_are_read(text: str) -> None:
    query(text)


@pytest.mark.parametrize(
    "text",
    [
        "반도체 부문만 보려고요. 삼성전자 2024년 영업이익 얼마예요?",  # a segment
        "메모리 쪽만 궁금한데, 삼성전자 2024년 매출 알려주세요",
        "HBM 때문에 그러는데 SK하이닉스 2024년 매출 알려줘",  # a product (a Latin word)
        "갤럭시 출시 분기라 궁금한데, 삼성전자 2023년 3분기 매출액 얼마였나요?",
        "웹툰 때문에 그러는데 NAVER 2024년 매출",
        "미국에서 번 것만 보려고요. 현대차 2024년 매출 알려주세요",  # a region
        "해외 매출 보려는데 현대차 2024년 매출 알려줘",
        "지배주주 말고 전체 기준으로요, 삼성전자 2024년 3분기 순이익 얼마예요?",  # what is left out
        "자회사 빼고 보려고 하는데, 카카오 2024년 영업이익 알려주세요",
        "환율 효과 빼고 보려는데 현대차 2024년 매출 알려줘",
        "내년 전망 보려고요. 삼성전자 2024년 영업이익 알려줘",  # a forecast
        "컨센서스랑 비교하려고요, 삼성전자 2024년 영업이익 얼마예요?",
        "직원 1인당으로 보려고 하는데 삼성전자 2024년 매출 알려줘",  # per employee
        "세후로 보려고요, 삼성전자 2024년 영업이익 알려주세요",  # after tax
        "4분기만 따로 보려고요. 삼성전자 2024년 영업이익 알려주세요",  # a period
        "하반기만 보려고 하는데 삼성전자 2024년 영업이익 알려주세요",
        "연결 말고 별도로 보려고요. 삼성전자 2024년 영업이익 알려주세요",  # a basis
        "우선주 기준으로 보려고요. 삼성전자 2023년 주당배당금 얼마예요?",
        "카카오뱅크랑 비교하려고 하는데 카카오 2024년 순이익 얼마예요?",  # another company
        "쿠팡이랑 비교하려고요. 카카오 2024년 매출 알려줘",  # unlisted or abroad: still a company
        "애플이랑 비교하려는데 삼성전자 2024년 매출 알려줘",
        "삼성디스플레이 보려고 하는데 삼성전자 2024년 매출 알려줘",
        "삼성전자 2024년 영업이익 알려주세요. 반도체만요",  # after the question
        "현대차 2024년 매출 알려줘. 금융 빼고",
        "삼성전자 2024년 영업이익 알려줘, 지배주주 귀속으로",
        "라인 관련이라서요, NAVER 2021년 당기순이익 알려줘",
    ],
)
def test_what_could_change_the_figure_is_never_taken_out(text: str) -> None:
    assert unwrap(text, companies()) == text
    assert not isinstance(parse_question(text, companies(), today=TODAY), QuickQuery)


def test_a_finance_word_in_another_clause_is_still_read() -> None:
    """ "순이익이 궁금한데": a clause with a figure in it is part of the question, not its context."""
    asked = query("순이익이 궁금한데, 삼성전자 2024년 영업이익 알려줘")
    assert set(asked.metrics) == {"net_income", "operating_income"}


def test_a_single_clause_is_left_as_it_is() -> None:
    text = "스터디 발표 준비 삼성전자 2024년 영업이익"
    assert unwrap(text, companies()) == text
