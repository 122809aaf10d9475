from __future__ import annotations

from datetime import date

import pytest

from core.finance import ratios
from core.finance.krw import change_phrase, format_krw, format_pct, format_won, profit_phrase
from core.finance.periods import FiscalPeriod, latest_annual_year, latest_filed


@pytest.mark.parametrize(
    ("won", "text"),
    [
        (258_935_494_000_000, "258.94조원"),
        (6_566_976_000_000, "6.57조원"),
        (-7_730_313_000_000, "−7.73조원"),
        (460_212_161_525, "4,602억원"),
        (17_265_000_000, "173억원"),
        (5_000_000, "500만원"),
        (2_131, "2,131원"),
        (0, "0원"),
        (None, "—"),
    ],
)
def test_format_krw(won: int | None, text: str) -> None:
    assert format_krw(won) == text


def test_format_forced_unit_pct_and_won() -> None:
    assert format_krw(460_212_161_525, unit="조") == "0.46조원"
    assert (
        format_pct(10.94) == "10.9%"
        and format_pct(-3.25) == "−3.2%"
        and format_pct(4.0, signed=True) == "+4.0%"
    )
    assert format_won(-1234.4) == "−1,234원"


def test_losses_and_swings_are_worded_in_korean() -> None:
    assert profit_phrase("영업이익", -7_730_313_000_000) == "영업손실 7.73조원"
    assert profit_phrase("당기순이익", 15_487_100_000_000) == "당기순이익 15.49조원"
    assert change_phrase(-7.7, 23.5) == "적자전환"
    assert change_phrase(23.5, -7.7) == "흑자전환"
    assert change_phrase(-5.0, -7.7) == "적자지속(적자폭 축소)"
    assert change_phrase(-9.0, -7.7) == "적자지속(적자폭 확대)"
    assert change_phrase(110, 100) == "10.0% 증가"
    assert change_phrase(90, 100) == "10.0% 감소"


def test_ratios_on_samsung_fy2023_cfs() -> None:
    revenue, op, net = 258_935_494_000_000, 6_566_976_000_000, 15_487_100_000_000
    liabilities, equity = 92_228_115_000_000, 363_677_865_000_000
    values = {"revenue": revenue, "operating_income": op, "net_income": net}
    values |= {"liabilities": liabilities, "equity": equity}
    assert format_pct(ratios.of("operating_margin", values.get)) == "2.5%"
    assert format_pct(ratios.of("net_margin", values.get)) == "6.0%"
    assert format_pct(ratios.of("debt_ratio", values.get)) == "25.4%"
    assert format_pct(ratios.growth(300_870_903, 258_935_494)) == "16.2%"


def test_ratios_refuse_meaningless_inputs() -> None:
    assert ratios.of("operating_margin", {"operating_income": 1, "revenue": 0}.get) is None
    assert ratios.of("operating_margin", {"operating_income": 1, "revenue": -5}.get) is None
    assert ratios.growth(10, -5) is None and ratios.growth(10, 0) is None
    assert ratios.per(70_000, -100) is None
    assert ratios.of("debt_ratio", {"liabilities": 10, "equity": -1}.get) is None  # 자본잠식
    assert ratios.of("roe", {"net_income": 10, "equity": 100}.get, {"equity": 60}.get) == pytest.approx(12.5)
    assert ratios.of("roe", {"net_income": 10, "equity": 100}.get) == pytest.approx(10.0)  # closing only
    assert ratios.cagr(100, 121, 2) == pytest.approx(10.0)
    assert ratios.dividend_yield(1_444, 72_200) == pytest.approx(2.0)
    assert ratios.per(72_200, 2_131) == pytest.approx(33.88, abs=0.01)


@pytest.mark.parametrize(
    ("today", "latest"),
    [
        (date(2026, 11, 21), FiscalPeriod(2026, 3)),
        (date(2026, 11, 14), FiscalPeriod(2026, 2)),
        (date(2026, 8, 15), FiscalPeriod(2026, 2)),
        (date(2026, 5, 16), FiscalPeriod(2026, 1)),
        (date(2026, 4, 1), FiscalPeriod(2025, 4)),
        (date(2026, 3, 31), FiscalPeriod(2025, 3)),
        (date(2026, 1, 2), FiscalPeriod(2025, 3)),
    ],
)
def test_latest_filed_period(today: date, latest: FiscalPeriod) -> None:
    assert latest_filed(today) == latest


def test_latest_annual_and_labels() -> None:
    assert latest_annual_year(date(2026, 3, 31)) == 2024
    assert latest_annual_year(date(2026, 4, 1)) == 2025
    assert FiscalPeriod(2024, 4).label == "FY2024" and FiscalPeriod(2024, 3).label == "2024년 3분기"
    assert FiscalPeriod(2024, 3).report_code == "11014"
