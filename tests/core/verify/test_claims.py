"""The checker's reading of an answer, piece by piece: what each figure's sentence says it is, how it is
written (ranges, 약, benchmarks), and what the whole answer is about."""

from __future__ import annotations

import pytest

from core.verify.claims import Claim, claims_in
from core.verify.defaults import document_defaults
from core.verify.vocab import account_of


def by_text(text: str, companies: tuple[str, ...] = ()) -> dict[str, Claim]:
    return {c.figure.text: c for c in claims_in(text, companies)}


def test_a_year_inside_a_figures_parenthesis_speaks_only_there() -> None:
    claims = by_text("매출은 258.9조원(2022년 302.2조원 대비 14.3% 감소)이고 영업이익은 6.57조원이다.")
    assert claims["302.2조원"].year == 2022
    assert claims["6.57조원"].year is None  # not 2022: the answer's year decides
    assert claims["14.3%"].ends == (2023,) and claims["14.3%"].bases == (2022,)


def test_from_and_to_figures_are_a_year_apart() -> None:
    claims = by_text("2024년 순이익률은 6.0% → 11.5%로, 영업이익률은 2023년 2.5%에서 2024년 10.9%로 올랐다.")
    assert (claims["6.0%"].year, claims["11.5%"].year) == (2023, 2024)
    assert (claims["2.5%"].year, claims["10.9%"].year) == (2023, 2024)
    start, end = claims_in("영업이익률은 28.9%에서 −23.6%로 떨어졌다.")
    assert (start.year, start.shift, end.year, end.shift) == (None, -1, None, 0)


def test_a_relative_year_counts_from_the_sentence() -> None:
    claims = by_text("2024년 영업이익은 32.7조원으로 전년(6.6조원)의 5배였고, 영업이익률은 10.9%다.")
    assert claims["6.6조원"].year == 2023
    assert claims["5배"].yearly and claims["5배"].ends == (2024,)
    assert claims["10.9%"].year == 2024  # "전년(…)의" speaks only in its clause
    [loose] = claims_in("작년 매출은 300.9조원이었다.")
    assert loose.year is None and loose.shift == -1 and loose.loose


def test_the_nearest_label_and_company_win() -> None:
    claims = by_text(
        "영업이익은 삼성전자가 6.6조원, SK하이닉스가 영업손실 7.7조원을 기록했다 (영업이익률 −23.6%).",
        ("삼성전자", "SK하이닉스"),
    )
    assert (claims["6.6조원"].company, claims["6.6조원"].direction) == ("삼성전자", None)
    assert (claims["7.7조원"].company, claims["7.7조원"].direction) == ("SK하이닉스", "loss")
    assert claims["−23.6%"].account == "operating_margin"
    after = by_text("영업이익은 15.13조원입니다. 전년의 1.5배 수준입니다.")
    assert after["1.5배"].account is None and after["1.5배"].carried == ("operating_income",)


def test_turns_between_profit_and_loss() -> None:
    claims = by_text("영업이익 −7.73조원(전년 6.81조원 대비 적자전환), 순이익 19.8조원(흑자전환)")
    assert claims["6.81조원"].direction is None  # the base keeps its written sign
    assert claims["19.8조원"].direction == "profit"
    [shrunk] = claims_in("순손실은 적자 폭이 1조 6,548억원 줄었다.")
    assert shrunk.direction == "up"


@pytest.mark.parametrize(
    ("text", "band"),
    [
        ("영업이익률은 9~10% 수준", (9.0, 10.0)),
        ("영업이익률은 30%대", (30.0, 40.0)),
        ("영업이익률은 마이너스 20%대", (-30.0, -20.0)),
        ("매출은 2~3조원", (2e12, 3e12)),
    ],
)
def test_ranges_are_one_claim(text: str, band: tuple[float, float]) -> None:
    [claim] = claims_in(text)
    assert claim.band == band


def test_approximations_and_benchmarks() -> None:
    [about] = claims_in("매출은 약 260조원이다.")
    assert about.figure.precision == 10e12
    [plain] = claims_in("매출은 260조원이다.")
    assert plain.figure.precision == 1e12
    assert claims_in("부채비율이 100% 미만이고 매출이 300조원을 넘었다.") == []
    assert len(claims_in("부채비율이 25.4%로 100% 미만이다.")) == 1


def test_a_declared_unit_of_ten_billions_or_with_a_space() -> None:
    claims = claims_in("(단위: 십억원) 매출 300,871, (단위: 억 원) 영업이익 327,260")
    assert [(c.figure.value, c.figure.unit) for c in claims] == [(300_871e9, "won"), (327_260e8, "won")]


def test_english_labels_and_labels_that_only_contain_an_account_word() -> None:
    claims = by_text("- Operating Profit: 6.57조원\n- Net Income: 15.49조원\n- Debt-to-Equity: 25.4%")
    assert [c.account for c in claims.values()] == ["operating_income", "net_income", "debt_ratio"]
    assert account_of("(연결)당기순이익(백만원)") == "net_income"
    assert account_of("기타포괄손익-공정가치측정금융자산") is None  # a kind of asset, not 자산총계


def test_what_the_whole_answer_is_about() -> None:
    companies = ("삼성전자", "SK하이닉스")
    titled = document_defaults(
        "## 삼성전자 실적 (연결 기준)\n\n매출 300.9조원", "삼성전자 2024년 실적", companies
    )
    assert (titled.year, titled.basis, titled.company) == (2024, "CFS", "삼성전자")
    # a 별도 figure named as such does not make the answer 별도
    assert document_defaults("매출은 약 301조원, 별도 기준 매출은 209.05조원입니다.").basis is None
    assert document_defaults("| 구분 | 연결 | 별도 |\n|---|---|---|\n| 매출 | 1 | 2 |").basis is None
    assert document_defaults("연결 매출은 300.9조원, 별도 영업손실은 11.5조원입니다.").basis == "CFS"
    # the question asks for both bases, or names two companies: no default
    both = document_defaults("매출 300.9조원", "삼성전자 SK하이닉스 연결 별도 비교", companies)
    assert (both.basis, both.company) == (None, None)
    # no year asked: the answer's first line that names one
    assert document_defaults("매출은 2022년 302조원, 2024년 301조원입니다.\n2020년 얘기").year == 2024
