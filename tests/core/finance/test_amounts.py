"""The Korean amount parser: values, units, signs, spans, and what is not a figure."""

from __future__ import annotations

import pytest

from core.finance.amounts import Figure, find_figures

T = 10**12  # 조
E = 10**8  # 억


def found(text: str) -> list[tuple[float, str, str]]:
    return [(f.value, f.unit, f.text) for f in find_figures(text)]


def one(text: str) -> Figure:
    figures = find_figures(text)
    assert len(figures) == 1, figures
    return figures[0]


@pytest.mark.parametrize(
    ("text", "value", "unit", "shown"),
    [
        ("258.94조원", 258.94 * T, "won", "258.94조원"),
        ("4,602.12억원", 460.212e9, "won", "4,602.12억원"),
        ("1,234억 원", 1234 * E, "won", "1,234억 원"),
        ("2조 5천억", 2.5 * T, "won", "2조 5천억"),
        ("2조 5,000억원", 2.5 * T, "won", "2조 5,000억원"),
        ("2조5천억원", 2.5 * T, "won", "2조5천억원"),
        ("258조 9,355억원", 258_935_500_000_000, "won", "258조 9,355억원"),
        ("3억 5천만원", 350_000_000, "won", "3억 5천만원"),
        ("1조 500원", 1_000_000_000_500, "won", "1조 500원"),
        ("3,456만원", 34_560_000, "won", "3,456만원"),
        ("12,345원", 12_345, "won", "12,345원"),
        ("1.5천억", 1.5e11, "won", "1.5천억"),
        ("1,234백만원", 1.234e9, "won", "1,234백만원"),
        ("258.94 조원", 258.94 * T, "won", "258.94 조원"),
        ("매출 258.94조 기록", 258.94 * T, "won", "258.94조"),
        ("주당 1,444원", 1444, "won", "1,444원"),
        ("1,444원 배당", 1444, "won", "1,444원"),
        ("약 10.9%", 10.9, "percent", "10.9%"),
        ("10.9 %", 10.9, "percent", "10.9 %"),
        ("10.9％", 10.9, "percent", "10.9％"),
        ("10.9 퍼센트", 10.9, "percent", "10.9 퍼센트"),
        ("10프로 성장", 10, "percent", "10프로"),
        ("**2.5%**", 2.5, "percent", "2.5%"),
        ("1.2%p", 1.2, "percent_point", "1.2%p"),
        ("3.5%포인트", 3.5, "percent_point", "3.5%포인트"),
        ("0.3 퍼센트포인트", 0.3, "percent_point", "0.3 퍼센트포인트"),
        ("25bp", 0.25, "percent_point", "25bp"),
        ("1.2배", 1.2, "times", "1.2배"),
        ("PER 25.15배", 25.15, "times", "25.15배"),
        ("1.2x", 1.2, "times", "1.2x"),
        ("121,404명", 121_404, "count", "121,404명"),
        ("종업원 12만 명", 120_000, "count", "12만 명"),
        ("5천명", 5_000, "count", "5천명"),
        ("3개사", 3, "count", "3개사"),
        ("5,969,782,550주", 5_969_782_550, "shares", "5,969,782,550주"),
        ("2,000만 주", 20_000_000, "shares", "2,000만 주"),
        ("ROE4.3%", 4.3, "percent", "4.3%"),
        ("12,345", 12_345, "number", "12,345"),
    ],
)
def test_figures_are_normalised(text: str, value: float, unit: str, shown: str) -> None:
    figure = one(text)
    assert figure.value == pytest.approx(value, rel=1e-12)
    assert figure.unit == unit
    assert figure.text == shown
    assert text[figure.start : figure.end] == shown and figure.span == (figure.start, figure.end)


@pytest.mark.parametrize(
    ("text", "value", "shown"),
    [
        ("−7.73조원", -7.73 * T, "−7.73조원"),  # U+2212
        ("-7.73조원", -7.73 * T, "-7.73조원"),
        ("△7.73조", -7.73 * T, "△7.73조"),
        ("△ 7.73조원", -7.73 * T, "△ 7.73조원"),
        ("▼200원", -200, "▼200원"),
        ("마이너스 3.2%", -3.2, "마이너스 3.2%"),
        ("| −7.73조원 |", -7.73 * T, "−7.73조원"),
        ("(−0.4%)", -0.4, "−0.4%"),
        ("**-2.5%**", -2.5, "-2.5%"),
    ],
)
def test_explicit_minus_markers_make_negative_figures(text: str, value: float, shown: str) -> None:
    figure = one(text)
    assert figure.value == pytest.approx(value)
    assert figure.signed and figure.text == shown


@pytest.mark.parametrize(
    "text",
    [
        "영업손실 7.73조원",  # 손실 is context, not a sign
        "- 7.73조원 감소",  # a bullet, not a minus
        "순이익 7.73조원 적자",
    ],
)
def test_loss_words_and_bullets_do_not_flip_the_sign(text: str) -> None:
    figure = one(text)
    assert figure.value == pytest.approx(7.73 * T)
    assert not figure.signed


def test_plus_sign_is_explicit_but_positive() -> None:
    figure = one("+2.5%")
    assert figure.value == 2.5 and figure.signed


@pytest.mark.parametrize(
    "text",
    [
        "2023년 매출",
        "FY2023 매출",
        "2024년 3분기",
        "3Q24 실적",
        "1H24",
        "2023년 12월 31일 기준",
        "2024.03.12 공시",
        "2023.12 기준",
        "2024-03-12",
        "15:30 KST",
        "12/31 결산",
        "삼성전자(005930)",
        "고유번호 00126380",
        "LG에너지솔루션 373220",
        "접수번호 20240312000736",
        "https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736",
        "[사업보고서](https://dart.fss.or.kr/x?y=2023)",
        "rcpNo=20240312000736",
        "제55기 사업보고서",
        "업계 1위",
        "3개월",
        "100주년",
        "2023-2024년",
        "52주 최고가",
        "|---:|---:|",
    ],
)
def test_years_dates_codes_and_ordinals_are_not_figures(text: str) -> None:
    assert find_figures(text) == []


def test_list_numbering_is_skipped_but_the_figures_after_it_are_found() -> None:
    text = "### 1. 실적\n1. 매출액 258.94조원\n2) 영업이익 6.57조원\n - 3. 순이익 15.49조원"
    assert [f.text for f in find_figures(text)] == ["258.94조원", "6.57조원", "15.49조원"]


def test_ranges_take_the_unit_of_their_last_number() -> None:
    assert found("10~12%") == [(10.0, "percent", "10"), (12.0, "percent", "12%")]
    assert found("10 ~ 12 %") == [(10.0, "percent", "10"), (12.0, "percent", "12 %")]
    assert found("2~3조원") == [(2.0 * T, "won", "2"), (3.0 * T, "won", "3조원")]
    assert found("5,000억원~1조원") == [(5000 * E, "won", "5,000억원"), (1.0 * T, "won", "1조원")]
    assert found("10-12%")[0] == (10.0, "percent", "10")  # a range dash is no minus
    assert found("−5~−3%") == [(-5.0, "percent", "−5"), (-3.0, "percent", "−3%")]


def test_figures_inside_a_markdown_table() -> None:
    table = (
        "| 항목 | FY2024 | FY2023 | 증감 |\n|---|---:|---:|---|\n"
        "| 영업이익 | 23.47조원 | −7.73조원 | 흑자전환 |\n| 영업이익률 | **35.5%** | -23.6% | 59.1%p |"
    )
    assert found(table) == [
        (23.47 * T, "won", "23.47조원"),
        (-7.73 * T, "won", "−7.73조원"),
        (35.5, "percent", "35.5%"),
        (-23.6, "percent", "-23.6%"),
        (59.1, "percent_point", "59.1%p"),
    ]


def test_unit_declaration_applies_to_later_bare_numbers() -> None:
    text = "매출 2,000 (참고)\n(단위: 억원)\n| 연도 | 매출액 |\n|---|---:|\n| 2023 | 2,589,355 |"
    assert found(text) == [(2000.0, "number", "2,000"), (2_589_355 * E, "won", "2,589,355")]


def test_precision_is_the_step_of_the_last_digit_shown() -> None:
    assert one("258.94조원").precision == pytest.approx(0.01 * T)
    assert one("258조 9,355억원").precision == pytest.approx(E)
    assert one("2.5%").precision == pytest.approx(0.1)
    assert one("12,345원").precision == 1


def test_several_figures_in_one_sentence_keep_their_order() -> None:
    text = "영업이익률 2.5% (영업이익 6.57조원 ÷ 매출액 258.94조원, FY2023 연결) · 전년 14.4%, 부채비율 25.4%"
    assert [(f.unit, f.text) for f in find_figures(text)] == [
        ("percent", "2.5%"),
        ("won", "6.57조원"),
        ("won", "258.94조원"),
        ("percent", "14.4%"),
        ("percent", "25.4%"),
    ]


def test_foreign_currency_is_not_won() -> None:
    assert found("10억 달러") == [(1e9, "number", "10억 달러")]
    assert found("원인은 3 원칙") == [(3.0, "number", "3")]  # 원칙 is not 원
    assert found("3프로젝트") == [(3.0, "number", "3")]  # nor 프로젝트 a percent
