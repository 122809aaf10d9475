"""Adversarial review, round 3, of the keyless reader's newest rules (context clauses, request forms, IR/PPT,
ROA, 몇원/24y/역성장/23년→24년, the card's quote, 최대주주/발행주식수/직원 수). Each test holds a general rule
that makes the reader defer where it answered a question other than the one asked, and a probe that it
still answers what it answered right."""

from __future__ import annotations

import pytest

from tests.core.quick.reading import deferred, query

# --- a multiple or a percentage more is not a difference in won ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered "삼성전자 영업이익이 SK하이닉스보다 9.26조원 많습니다"
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 배 더 컸나요?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 배 더 많아?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 % 더 컸나요?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 퍼센트 더 컸나요?",
        "삼성전자 2024년 영업이익 SK하이닉스보다 몇 퍼 더 벌었어?",
        "삼성전자 2024년 매출 SK하이닉스 대비 몇 % 더 컸나요?",
        # answered with the %p difference of the margins
        "삼성전자 2024년 영업이익률 SK하이닉스보다 몇 배 더 컸나요?",
        # answered with the growth rate and the change in won
        "삼성전자 2024년 영업이익이 2023년보다 몇 배 더 컸나요?",
    ],
)
def test_a_multiple_or_a_percentage_more_is_not_answered_with_a_difference(text: str) -> None:
    deferred(text)


def test_the_figures_side_by_side_and_a_difference_in_won_are_still_read() -> None:
    assert query("삼성전자 2024년 영업이익 SK하이닉스보다 얼마나 더 컸나요?").difference
    assert query("삼성전자 2024년 영업이익 SK하이닉스보다 더 컸나요?").difference
    assert query("삼성전자 2024년 영업이익 2023년보다 몇 % 더 많아?").kind == "change"  # the growth rate
    assert query("현대차가 카카오보다 2024 매출 몇 배야").kind == "comparison"  # both figures, no difference


# --- "X 말고 Y": Y alone, or defer ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 영업이익 연결 말고",  # answered on the 연결 basis
        "삼성전자 2024년 매출 별도 말고",  # answered on the 별도 basis
        "삼성전자 2024년 부채비율 별도 말고",
        "삼성전자 2024년 영업이익 말고",  # nothing said instead
        "연결 당기순이익 말고 지배기업 귀속분으로요, 삼성전자 2023년 지배주주 순이익",
        "삼성전자 2024년 매출 영업이익 말고 순이익",  # both not wanted, or only 영업이익?
    ],
)
def test_what_is_not_wanted_is_never_answered(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "basis", "metrics"),
    [
        # answered with 연결 and 별도 side by side
        ("현대차 2024년 매출 연결 말고 별도로", "OFS", ("revenue",)),
        ("현대차 2024년 매출 별도 말고 연결로", "CFS", ("revenue",)),
        ("현대차 2024년 매출 얼마로 쓰면 될까요? 연결 말고 별도로요", "OFS", ("revenue",)),
        ("신라젠 2023년 주당손실 궁금합니다, 별도 말고 연결로요", "CFS", ("eps",)),
        ("삼성전자 2024년 영업이익은 말고 매출", None, ("revenue",)),
        ("현대차 2024년 별도 매출 말고 연결 매출", "CFS", ("revenue",)),  # still both side by side
        ("삼성전자 2024년 영업이익 연결 말고 별도", "OFS", ("operating_income",)),
        # answered with the total beside the DPS
        ("배당금 총액 말고 주당으로요. 삼성전자 2021년 보통주 주당 현금배당금 얼마예요?", None, ("dps",)),
    ],
)
def test_x_malgo_y_reads_y_alone(text: str, basis: str | None, metrics: tuple[str, ...]) -> None:
    asked = query(text)
    assert asked.kind != "bases"  # not both bases side by side
    assert asked.basis == basis and asked.metrics == metrics


# --- a preferred share's figures --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 우선주 발행주식수",  # answered with the common shares' count
        "삼성전자 2023년 발행주식수 우선주",
        "삼성전자 보통주 우선주 발행주식수",
        "삼성전자 2023년 우선주 EPS",  # answered with the common EPS
        "삼성전자 우선주 주가",  # answered by the common share's quote
        "삼성전자 우선주 시가총액",
        "삼성전자 주가 우선주",
        "삼성전자우 주가",  # 삼성전자우 read as a typo of 삼성전자: the common share's quote
        "삼성전자우 시가총액",
        "삼성전자우 2023년 EPS",
        "삼성전자우 발행주식수",
        "삼성전자우 배당수익률 2023년",
        "LG화학우 주가",  # was "not a listed company"
    ],
)
def test_a_preferred_shares_own_figures_defer(text: str) -> None:
    deferred(text)


@pytest.mark.parametrize(
    ("text", "metrics"),
    [
        ("삼전 우선주 주당배당금 23년", ("dps",)),  # the DPS line shows the preferred dividend
        ("삼성전자우 2023년 배당금", ("dps",)),
        ("삼성전자우 2023년 매출", ("revenue",)),  # the company's own figure
    ],
)
def test_a_preferred_share_still_reads_the_dps_and_the_companys_figures(
    text: str, metrics: tuple[str, ...]
) -> None:
    assert query(text).metrics == metrics


# --- a ratio over one balance, on another figure's basis; a quote on a basis -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "삼성전자 2024년 ROE 기말 기준",  # answered over the average equity
        "삼성전자 2024년 ROA 기말 자산 기준으로",
        "삼성전자 2024년 ROA 영업이익 기준",  # answered with the net-income ROA beside the operating income
        "삼성전자 2024년 ROE 영업이익 기준",
        "삼성전자 2024년 ROA 세전이익 기준",
        "삼성전자 2024년 영업이익률 순이익 기준",
        "삼성전자 PBR 별도",  # answered by the card's quote
        "삼성전자 PER 연결 기준",
        "삼성전자 BPS 별도 기준",
    ],
)
def test_a_ratio_on_another_basis_defers(text: str) -> None:
    deferred(text)


def test_a_basis_said_of_the_figure_itself_is_still_read() -> None:
    assert query("삼성전자 2024년 영업이익 기준으로 알려줘").metrics == ("operating_income",)
    assert query("삼성전자 2024년 연결 기준 매출 영업이익").metrics == ("revenue", "operating_income")
    assert query("삼성전자 2024년 ROE").metrics == ("roe",)
    assert query("삼성전자 PBR").kind == "market"


# --- a total of several companies or years ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # answered with each figure in a table, the sum asked said nowhere
        "삼성전자랑 SK하이닉스 2024년 매출 총 얼마",
        "삼성전자 SK하이닉스 2024년 영업이익 총액",
        "삼성전자랑 SK하이닉스 2024년 매출 전부 얼마",
        "삼성전자 2023 2024 영업이익 총",
    ],
)
def test_a_total_of_several_defers(text: str) -> None:
    deferred(text)


def test_a_total_of_one_figure_and_several_side_by_side_are_still_read() -> None:
    assert query("현대 자동차 2024년 부채 총액").metrics == ("liabilities",)
    assert query("삼전 23년 배당총액").metrics == ("dividend_total",)
    assert query("삼성전자랑 SK하이닉스 2024년 매출 둘 다").kind == "comparison"
