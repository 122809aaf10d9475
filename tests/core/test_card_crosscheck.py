"""DART ↔ KIS cross-checks on the offline bundle: the card line and the valuation tool's ``cross_check``.

Expected figures are worked by hand from the recorded raw data:

* KIS ``inquire_price``: 005930 stck_prpr 53,600 · hts_avls 3,199,803 (억원) · per 25.15 · pbr 1.03;
  000660 stck_prpr 173,900 · hts_avls 1,265,996 · per −13.89 · pbr 2.32; 035420 hts_avls 316,081.
  The quote stands for 2024-12-27, so the filing side is the FY2023 사업보고서 (FY2024's was filed in 2025).
* 삼성전자 FY2023 ``fnlttSinglAcntAll`` CFS: ProfitLossAttributableToOwnersOfParent 14,473,401,000,000 ·
  EquityAttributableToOwnersOfParent 353,233,775,000,000; ``stockTotqySttus`` 보통주 istc_totqy
  5,969,782,550, tesstk_co "-" (one-row sample: no 우선주 row); ``alotMatter`` has 우선주 DPS 1,445원.
* SK하이닉스 FY2023 CFS (CIS only): ProfitLossAttributableToOwnersOfParent −9,112,428,000,000 (ord 32) —
  *not* ComprehensiveIncomeAttributableToOwnersOfParent −9,014,999,000,000 (ord 13), which carries the
  same label "지배기업의 소유주지분"; EquityAttributableToOwnersOfParent 53,504,285,000,000; no share table.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest

from core.data.dart.reports import DividendMetric, Dividends, ShareCount
from core.data.dart.statements import LineItem, Statements
from core.data.dart.values import ReportRows
from core.data.services import DataServices
from core.tools import ToolContext
from core.tools.card import build_card, owners_figures, share_count
from core.tools.card_render import render_card
from core.tools.research import METRICS_SUB_TOOLS

TODAY = date(2026, 11, 21)


async def card_text(data: DataServices, code: str) -> str:
    company = data.companies.lookup(code)[0].company
    return render_card(await build_card(data, company, today=TODAY))


async def test_samsung_market_cap_agrees_and_per_pbr_differences_are_explained(data: DataServices) -> None:
    company = data.companies.lookup("005930")[0].company
    card = await build_card(data, company, today=TODAY)
    check = card.cross_check
    assert check is not None
    f = check.filing
    assert (f.fiscal_year, f.fs_div, f.rcept_no) == (2023, "CFS", "20240312000736")
    assert (f.net_income_owners, f.equity_owners) == (14_473_401_000_000, 353_233_775_000_000)
    assert f.shares is not None and (f.shares.common, f.shares.total) == (5_969_782_550, None)
    assert f.shares.has_preferred and f.shares.as_of == date(2023, 12, 31)

    cap, per, pbr = check.comparisons
    assert cap.kis == 319_980_300_000_000  # 3,199,803억원, not 억 read as 원 or 조
    assert cap.dart == 319_980_344_680_000  # 5,969,782,550주 × 53,600원
    assert cap.status == "agree"
    assert (per.kis, round(per.dart or 0, 2), per.status) == (25.15, 22.11, "explained")
    assert (pbr.kis, round(pbr.dart or 0, 2), pbr.status) == (1.03, 0.91, "explained")

    text = render_card(card)
    assert (
        "교차검증 ✓ 시가총액 일치 · ⚠ PER: KIS 25.15배 vs 공시 기준 22.11배, PBR: KIS 1.03배 vs 공시 기준 0.91배"
        " (공시 주식수 자료에 우선주가 없어 보통주로만 나눔 — EPS·BPS는 우선주 포함 기준)"
        " — 공시: FY2023 사업보고서 연결 지배주주 실적, 2023-12-31 주식수\n"
    ) in text
    assert (
        "[OpenDART 사업보고서 FY2023 (교차검증)](https://dart.fss.or.kr/dsaf001/main.do?rcpNo=20240312000736)"
        in text
    )


async def test_hynix_uses_profit_not_comprehensive_income_attributable_to_owners(data: DataServices) -> None:
    company = data.companies.lookup("000660")[0].company
    check = (await build_card(data, company, today=TODAY)).cross_check
    assert check is not None
    assert check.filing.net_income_owners == -9_112_428_000_000
    assert check.filing.equity_owners == 53_504_285_000_000
    cap, per, pbr = check.comparisons
    assert (cap.status, cap.missing) == ("missing", "공시 주식총수 없음")
    # 1,265,996억원 ÷ −9,112,428백만원 = −13.893 (the comprehensive-income row would give −14.04)
    assert (per.kis, round(per.dart or 0, 3), per.status) == (-13.89, -13.893, "agree")
    # 1,265,996억원 ÷ 53,504,285백만원 = 2.366
    assert (pbr.kis, round(pbr.dart or 0, 3), pbr.status) == (2.32, 2.366, "agree")
    assert (
        "교차검증 ✓ PER(적자)·PBR 일치 · 대조 불가: 시가총액(공시 주식총수 없음)"
        " — 공시: FY2023 사업보고서 연결 지배주주 실적, 주식수 대신 KIS 시가총액\n"
    ) in await card_text(data, "000660")


async def test_naver_has_kis_data_but_no_filing_figures_partial_line(data: DataServices) -> None:
    text = await card_text(data, "035420")
    assert (
        "교차검증 대조 불가: 시가총액(공시 주식총수 없음), PER(공시 지배주주 순이익 없음),"
        " PBR(공시 지배주주 자본 없음)\n"
    ) in text
    assert "(교차검증)" not in text  # no filing was used, so none is cited


@pytest.mark.parametrize("code", ["005380", "035720", "215600"])
async def test_no_kis_quote_no_cross_check_line(data: DataServices, code: str) -> None:
    company = data.companies.lookup(code)[0].company
    card = await build_card(data, company, today=TODAY)
    assert card.quote is None and card.cross_check is None
    assert "교차검증" not in render_card(card)


async def test_valuation_tool_exposes_the_cross_check(data: DataServices) -> None:
    tool = next(t for t in METRICS_SUB_TOOLS if t.name == "get_valuation")
    out = await tool.invoke({"company": "삼성전자"}, ToolContext(data=data))
    result: dict[str, Any] = json.loads(out.content)
    check = result["data"]["cross_check"]
    assert check["summary"].startswith("교차검증 ✓ 시가총액 일치 · ⚠ PER: KIS 25.15배 vs 공시 기준 22.11배")
    assert (check["fiscal_year"], check["statement_basis"]) == (2023, "연결")
    assert check["net_income_owners"] == {"won": 14_473_401_000_000, "text": "14.47조원"}
    assert check["equity_owners"] == {"won": 353_233_775_000_000, "text": "353.23조원"}
    cap, per, pbr = check["items"]
    assert cap["kis"] == {"won": 319_980_300_000_000, "text": "319.98조원"}
    assert cap["dart"] == {"won": 319_980_344_680_000, "text": "319.98조원"}
    assert (per["status"], per["kis"], per["dart"], per["gap_pct"]) == ("explained", 25.15, 22.11, "−12.1%")
    assert (pbr["status"], pbr["dart"]) == ("explained", 0.91)
    assert "주당배당금" in check["not_checked"]
    assert result["sources"][-1].endswith("rcpNo=20240312000736")


def _item(account_id: str, sj_div: str, amount: int, ord_: int, concept: str | None = None) -> LineItem:
    return LineItem(concept, sj_div, account_id, "지배기업의 소유주지분", amount, ord=ord_)


def test_owners_figures_by_account_id_and_separate_statements() -> None:
    wrong = _item(
        "ifrs-full_ComprehensiveIncomeAttributableToOwnersOfParent", "CIS", -9, 13, "net_income_owners"
    )
    right = _item("ifrs-full_ProfitLossAttributableToOwnersOfParent", "CIS", -8, 32)
    equity = _item("ifrs-full_EquityAttributableToOwnersOfParent", "BS", 50, 33, "equity_owners")
    cfs = Statements(
        "c", 2023, "11011", "CFS", "r", (wrong, right, equity), concepts={"net_income_owners": wrong}
    )
    assert owners_figures(cfs) == (-8, 50)
    net = LineItem("net_income", "IS", "ifrs-full_ProfitLoss", "당기순이익", 7)
    total = LineItem("equity", "BS", "ifrs-full_Equity", "자본총계", 70)
    ofs = Statements(
        "c", 2023, "11011", "OFS", "r", (net, total), concepts={"net_income": net, "equity": total}
    )
    assert owners_figures(ofs) == (7, 70)  # no subsidiaries: everything belongs to the owners


def _shares(kind: str, issued: int, treasury: int | None) -> ShareCount:
    return ShareCount(kind, None, None, None, None, None, None, None, issued, treasury, None)


def test_share_count_subtracts_treasury_and_sums_classes() -> None:
    rows = ReportRows(
        "r", "x", date(2024, 12, 31), (_shares("보통주", 1_000, 40), _shares("우선주", 200, None))
    )
    counted = share_count(rows, None)
    assert (counted.common, counted.total, counted.has_preferred) == (960, 1_160, True)
    with_total = ReportRows("r", "x", None, (*rows.rows, _shares("합계", 1_200, 50)))
    assert share_count(with_total, None).total == 1_150
    pref_dps = DividendMetric(
        "주당 현금배당금(원)", "주당 현금배당금", "won", None, "우선주", 1_445, None, None
    )
    only_common = ReportRows("r", "x", None, (_shares("보통주", 1_000, None),))
    assert share_count(only_common, Dividends("r", "x", None, (pref_dps,))).has_preferred
    assert not share_count(only_common, None).has_preferred
