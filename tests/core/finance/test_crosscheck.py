"""DART ↔ KIS cross-check arithmetic and outcomes (pure functions, hand-computed figures).

Inputs are 삼성전자's real FY2023 filing figures (지배주주 순이익 14,473,401백만원, 지배주주 자본
353,233,775백만원, 보통주 5,969,782,550주, 우선주 822,886,700주) against the bundle's KIS quote
(53,600원, hts_avls 3,199,803억원, PER 25.15, PBR 1.03) unless a test says otherwise.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from core.finance.crosscheck import (
    PREFERRED_NOTE,
    FilingFacts,
    MarketQuote,
    ShareCount,
    compare_market_cap,
    compare_pbr,
    compare_per,
    cross_check,
    judge,
)

EOK = 100_000_000
QUOTE = MarketQuote(53_600, 3_199_803 * EOK, 25.15, 1.03, date(2024, 12, 27))
NET_OWNERS = 14_473_401_000_000
EQUITY_OWNERS = 353_233_775_000_000
COMMON, PREFERRED = 5_969_782_550, 822_886_700
YEAR_END = date(2023, 12, 31)


def filing(shares: ShareCount | None, **changes: object) -> FilingFacts:
    facts = FilingFacts(2023, "CFS", NET_OWNERS, EQUITY_OWNERS, shares, "20240312000736")
    return replace(facts, **changes)  # type: ignore[arg-type]


ALL_CLASSES = ShareCount(COMMON, COMMON + PREFERRED, True, YEAR_END)
COMMON_ONLY = ShareCount(COMMON, None, True, YEAR_END)


def test_every_pair_agrees_when_all_share_classes_are_known() -> None:
    check = cross_check(QUOTE, filing(ALL_CLASSES))
    cap, per, pbr = check.comparisons
    # 5,969,782,550주 × 53,600원 = 319,980,344,680,000원 (319.98조원) vs 3,199,803억원
    assert (cap.dart, cap.kis, cap.status) == (319_980_344_680_000, 319_980_300_000_000, "agree")
    # 53,600원 × 6,792,669,250주 = 364,087,071,800,000원 ÷ 14,473,401,000,000원 = 25.1556
    assert per.dart == pytest.approx(25.155599, abs=1e-6) and per.status == "agree"
    # 364,087,071,800,000원 ÷ 353,233,775,000,000원 = 1.0307
    assert pbr.dart == pytest.approx(1.030726, abs=1e-6) and pbr.status == "agree"
    assert check.line == (
        "교차검증 ✓ 시가총액·PER·PBR 일치 — 공시: FY2023 사업보고서 연결 지배주주 실적, 2023-12-31 주식수"
    )


def test_a_basis_difference_is_explained_not_flagged_as_an_error() -> None:
    check = cross_check(QUOTE, filing(COMMON_ONLY))
    per, pbr = check.get("per"), check.get("pbr")
    assert per is not None and pbr is not None
    # 319,980,344,680,000원 ÷ 14,473,401,000,000원 = 22.108 (no 우선주 in the count)
    assert per.dart == pytest.approx(22.108166, abs=1e-6)
    assert per.gap_pct == pytest.approx(-12.0948, abs=1e-4)
    # 319,980,344,680,000원 ÷ 353,233,775,000,000원 = 0.9059
    assert pbr.dart == pytest.approx(0.905860, abs=1e-6)
    assert per.status == pbr.status == "explained" and per.notes == (PREFERRED_NOTE,)
    assert check.line == (
        "교차검증 ✓ 시가총액 일치 · ⚠ PER: KIS 25.15배 vs 공시 기준 22.11배, PBR: KIS 1.03배 vs 공시 기준 0.91배"
        " (공시 주식수 자료에 우선주가 없어 보통주로만 나눔 — EPS·BPS는 우선주 포함 기준)"
        " — 공시: FY2023 사업보고서 연결 지배주주 실적, 2023-12-31 주식수"
    )


def test_a_gap_on_the_same_basis_is_flagged() -> None:
    quote = replace(QUOTE, per=30.0)
    check = cross_check(quote, filing(ALL_CLASSES))
    per = check.get("per")
    assert per is not None and per.status == "differ" and per.notes == ()
    assert (
        "⚠ PER: KIS 30.00배 vs 공시 기준 25.16배 (차이 −16.1% — 기준 차이로 설명되지 않음, 자료 확인 필요)"
        in (check.line)
    )
    assert "✓ 시가총액·PBR 일치" in check.line


def test_a_unit_slip_is_never_explained_away() -> None:
    # hts_avls left in 억원 (not × 1억): a factor of 10⁸, even though a share-date note exists
    cap = compare_market_cap(replace(QUOTE, market_cap=3_199_803), filing(ALL_CLASSES))
    assert cap.status == "differ" and cap.notes
    # 지배주주 순이익 in 백만원 instead of won: PER 10⁶ times too high
    per = compare_per(QUOTE, filing(COMMON_ONLY, net_income_owners=14_473_401))
    assert per.status == "differ"


def test_opposite_signs_differ() -> None:
    per = compare_per(replace(QUOTE, per=-13.89), filing(COMMON_ONLY))
    assert per.status == "differ"  # a profit on one side and a loss on the other is no basis question


def test_losses_agree_as_negative_per_and_are_labelled() -> None:
    # SK하이닉스 FY2023: 지배주주 순손실 9,112,428백만원; KIS 시가총액 1,265,996억원, PER −13.89
    quote = MarketQuote(173_900, 1_265_996 * EOK, -13.89, 2.32, date(2024, 12, 27))
    facts = FilingFacts(
        2023, "CFS", -9_112_428_000_000, 53_504_285_000_000, ShareCount(None, None, False, None)
    )
    check = cross_check(quote, facts)
    per, pbr = check.get("per"), check.get("pbr")
    assert per is not None and pbr is not None
    # 126,599,600,000,000원 ÷ −9,112,428,000,000원 = −13.893
    assert per.dart == pytest.approx(-13.893070, abs=1e-6) and per.status == "agree"
    # 126,599,600,000,000원 ÷ 53,504,285,000,000원 = 2.3662 (+1.99%: inside ±2% + 0.005)
    assert pbr.dart == pytest.approx(2.366158, abs=1e-6) and pbr.status == "agree"
    assert check.line == (
        "교차검증 ✓ PER(적자)·PBR 일치 · 대조 불가: 시가총액(공시 주식총수 없음)"
        " — 공시: FY2023 사업보고서 연결 지배주주 실적, 주식수 대신 KIS 시가총액"
    )


def test_missing_sides_give_a_clear_partial_line() -> None:
    nothing = FilingFacts(None, None, None, None, ShareCount(None, None, False, None))
    check = cross_check(QUOTE, nothing)
    assert [c.status for c in check.comparisons] == ["missing"] * 3
    assert check.line == (
        "교차검증 대조 불가: 시가총액(공시 주식총수 없음), PER(공시 지배주주 순이익 없음),"
        " PBR(공시 지배주주 자본 없음)"
    )
    no_kis = cross_check(replace(QUOTE, per=None, pbr=None), filing(ALL_CLASSES))
    assert no_kis.line == (
        "교차검증 ✓ 시가총액 일치 · 대조 불가: PER(KIS PER 없음), PBR(KIS PBR 없음) — 공시: 2023-12-31 주식수"
    )


def test_capital_impairment_and_zero_profit_are_not_ratios() -> None:
    pbr = compare_pbr(QUOTE, filing(ALL_CLASSES, equity_owners=-5_000_000_000))
    assert pbr.status == "missing" and pbr.missing == "지배주주 자본잠식 — PBR 의미 없음"
    per = compare_per(QUOTE, filing(ALL_CLASSES, net_income_owners=0))
    assert per.status == "missing" and per.dart is None


def test_separate_statements_are_named_as_a_basis() -> None:
    per = compare_per(replace(QUOTE, per=27.0), filing(ALL_CLASSES, fs_div="OFS"))
    assert per.status == "explained" and per.notes == ("별도 재무제표 기준",)
    assert "FY2023 별도 지배주주 순이익 14.47조원" in per.dart_basis


@pytest.mark.parametrize(
    ("kis", "dart", "status"),
    [
        (10.0, 10.2, "agree"),  # within 2% + 0.005 = 0.205
        (10.0, 10.21, "explained"),
        (10.0, 15.0, "explained"),  # 50%: the most a basis difference may move a ratio
        (10.0, 15.01, "differ"),
        (0.25, 0.258, "agree"),  # 0.005 + 0.005: KIS rounding dominates for small multiples
    ],
)
def test_tolerance_edges(kis: float, dart: float, status: str) -> None:
    assert judge("per", kis, dart, ["기준 차이"]) == status


def test_market_cap_tolerance_covers_eok_rounding_and_one_percent() -> None:
    assert judge("market_cap", 100 * EOK, 101 * EOK + EOK // 2, []) == "agree"  # 1% + 0.5억
    assert judge("market_cap", 100 * EOK, 102 * EOK, []) == "differ"
    assert judge("market_cap", 100 * EOK, 102 * EOK, ["주식수 기준일 차이"]) == "explained"
