"""THE concept catalogue: every account, metric and company fact the product speaks of, declared once.

Each ``Concept`` says what it is called in the Korean UI (``label``), the words users and writers type
for it (``spellings`` — Korean, abbreviations like ROE, and the English keys tools return), where it
lives in a filing (statement kinds, DART account ids, the statement labels companies use), how it is
computed (``formula``), its sign convention and what the keyless quick path can answer for it.

Everything else is built from this table: the statement-row mapper (``core.finance.accounts``), the
quick reader's lexicon and metrics (``core.quick``), the answer checker's vocabulary (``core.verify``),
the card's rows, the agent tools' labels and the chart series. A second table that spells a concept is
a bug; add the spelling here.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from core.finance.concept import Concept, Formula, Statement
from core.finance.concepts_english import ENGLISH
from core.finance.concepts_facts import FACTS
from core.finance.concepts_register import REGISTER

_PL: tuple[Statement, ...] = ("IS", "CIS")
_BS: tuple[Statement, ...] = ("BS",)
_CF: tuple[Statement, ...] = ("CF",)


_NET = ("net_income", "net_income_owners")

# fmt: off
CATALOGUE: tuple[Concept, ...] = (
    # --- income statement ------------------------------------------------------------------------
    Concept(
        "revenue", "매출액", "amount",
        (
            "매출액", "매출", "영업수익", "수익(매출액)", "매출실적", "revenue", "sales", "Revenue", "Sales",
            "Rev", "탑라인", "톱라인",
        ),
        _PL, ("ifrs-full_Revenue",), ("매출액", "수익(매출액)", "영업수익", "매출"), quick="amount",
    ),
    Concept(
        "cost_of_sales", "매출원가", "amount", ("매출원가", "cost_of_sales"),
        _PL, ("ifrs-full_CostOfSales",), ("매출원가",), sign_free=True, quick="line",
    ),
    Concept(
        "gross_profit", "매출총이익", "amount", ("매출총이익", "gross_profit", "Gross Profit"),
        _PL, ("ifrs-full_GrossProfit",), ("매출총이익", "매출총이익(손실)"), loss="매출총손실",
        quick="line", asked=("총이익",),  # filings' short form: 총이익 is 매출총이익, not 영업이익 + 순이익
    ),
    Concept(
        "sga", "판매비와관리비", "amount", ("판매비와관리비", "판관비", "sga"),
        _PL, ("dart_TotalSellingGeneralAdministrativeExpenses",), ("판매비와관리비",), sign_free=True, quick="line",
    ),
    Concept(
        "operating_income", "영업이익", "amount",
        (
            "영업이익", "영업손실", "영업손익", "영업적자", "영업익", "operating_income", "Operating Profit",
            "Operating Income", "OP",
        ),
        _PL, ("dart_OperatingIncomeLoss",), ("영업이익", "영업이익(손실)", "영업손실", "영업손익"),
        quick="amount", loss="영업손실", asked=("영익",),
    ),
    Concept("operating_expenses", "영업비용", "amount", ("영업비용", "operating_expenses"),
            _PL, (), ("영업비용",), sign_free=True, quick="line"),
    Concept(
        "pretax_income", "법인세차감전순이익", "amount",
        ("법인세차감전순이익", "법인세비용차감전순이익", "세전이익", "세전순이익", "세전손익", "세전손실", "pretax_income"),
        _PL, ("ifrs-full_ProfitLossBeforeTax",),
        (
            "법인세비용차감전순이익", "법인세비용차감전순이익(손실)", "법인세차감전순이익",
            "법인세차감전순이익(손실)", "법인세비용차감전순손익",
        ),
        loss="법인세차감전순손실", quick="line",
    ),
    Concept(  # filed as an expense: negative is a tax benefit (삼성전자 FY2023 법인세비용(수익) −4.48조)
        "income_tax", "법인세비용", "amount", ("법인세비용", "법인세", "법인세비용(수익)", "income_tax"),
        _PL, ("ifrs-full_IncomeTaxExpenseContinuingOperations",), ("법인세비용", "법인세비용(수익)"),
        sign_free=True, quick="line", loss="법인세수익",
    ),
    Concept(
        "net_income", "당기순이익", "amount",
        (
            "당기순이익", "당기순손실", "당기순손익", "당기순익", "순이익", "순손실", "순손익", "순익",
            "분기순이익", "반기순이익", "net_income", "profit", "Net Income", "Net Profit", "NP",
        ),
        _PL, ("ifrs-full_ProfitLoss",),
        (
            "당기순이익", "당기순이익(손실)", "당기순손실", "당기순손익", "분기순이익", "분기순이익(손실)",
            "반기순이익", "반기순이익(손실)",
        ),
        family=("net_income_owners",), quick="amount", loss="당기순손실",
    ),
    Concept(
        "net_income_owners", "지배주주순이익", "amount",
        (
            "지배주주순이익", "지배주주 순이익", "지배순이익", "지배주주 당기순이익", "지배주주지분 순이익",
            "지배기업 소유주지분", "지배기업소유주지분", "지배기업 소유주지분 순이익",
            "지배기업의 소유주에게 귀속되는 당기순이익", "지배주주순손실", "지배순손실", "net_income_owners",
            "controlling",
        ),
        _PL, ("ifrs-full_ProfitLossAttributableToOwnersOfParent",),
        ("지배기업의소유주에게귀속되는당기순이익(손실)", "지배기업의소유주에게귀속되는당기순이익"),
        loss="지배주주순손실", quick="line", consolidated=True,
    ),
    Concept(
        "comprehensive_income", "총포괄손익", "amount", ("총포괄손익", "총포괄이익", "포괄손익", "comprehensive_income"),
        ("IS",), (), ("총포괄손익", "총포괄이익"), quick="line",  # by 주요계정 name (never a ComprehensiveIncome row)
    ),
    Concept(
        "depreciation", "감가상각비", "amount", ("감가상각비", "감가상각", "상각비", "depreciation"),
        dart_ids=(
            "ifrs-full_AdjustmentsForDepreciationExpense",
            "ifrs-full_DepreciationExpense",
            "ifrs-full_AdjustmentsForDepreciationAndAmortisationExpense",
            "ifrs-full_DepreciationAndAmortisationExpense",
        ),
        dart_names=("감가상각비",), quick="line",
    ),
    # --- balance sheet ---------------------------------------------------------------------------
    Concept(
        "assets", "자산총계", "amount", ("자산총계", "총자산", "자산", "assets", "Total Assets"),
        _BS, ("ifrs-full_Assets",), ("자산총계",), quick="amount",
    ),
    Concept(
        "current_assets", "유동자산", "amount", ("유동자산", "current_assets"),
        _BS, ("ifrs-full_CurrentAssets",), ("유동자산",), quick="line",
    ),
    Concept(
        "inventories", "재고자산", "amount", ("재고자산", "inventories"),
        _BS, ("ifrs-full_Inventories",), ("재고자산",), quick="line", asked=("재고",),
    ),
    Concept("noncurrent_assets", "비유동자산", "amount", ("비유동자산", "noncurrent_assets"),
            _BS, ("ifrs-full_NoncurrentAssets",), ("비유동자산",), quick="line"),
    Concept(
        "liabilities", "부채총계", "amount", ("부채총계", "총부채", "부채", "liabilities", "Total Liabilities"),
        _BS, ("ifrs-full_Liabilities",), ("부채총계",), quick="amount", asked=("빚",),
    ),
    Concept(
        "current_liabilities", "유동부채", "amount", ("유동부채", "current_liabilities"),
        _BS, ("ifrs-full_CurrentLiabilities",), ("유동부채",), quick="line",
    ),
    Concept("noncurrent_liabilities", "비유동부채", "amount", ("비유동부채", "noncurrent_liabilities"),
            _BS, ("ifrs-full_NoncurrentLiabilities",), ("비유동부채",), quick="line"),
    Concept(
        "equity", "자본총계", "amount", ("자본총계", "총자본", "자기자본", "순자산", "자본", "equity", "Total Equity"),
        _BS, ("ifrs-full_Equity",), ("자본총계",), quick="amount",
    ),
    Concept(
        "equity_owners", "지배주주지분", "amount", ("지배주주지분", "지배기업소유주지분 자본", "equity_owners"),
        _BS, ("ifrs-full_EquityAttributableToOwnersOfParent",),
        ("지배기업의소유주에게귀속되는자본", "지배기업소유주지분"), consolidated=True,
    ),
    Concept(
        "capital_stock", "자본금", "amount", ("자본금", "capital_stock"),
        _BS, ("ifrs-full_IssuedCapital",), ("자본금",), quick="line",
    ),
    Concept(
        "retained_earnings", "이익잉여금", "amount", ("이익잉여금", "retained_earnings"),
        _BS, ("ifrs-full_RetainedEarnings",), ("이익잉여금", "이익잉여금(결손금)"), quick="line",
    ),
    Concept(
        "cash", "현금및현금성자산", "amount",
        ("현금및현금성자산", "현금성자산", "현금 및 현금성자산", "보유현금", "cash"),
        _BS, ("ifrs-full_CashAndCashEquivalents",), ("현금및현금성자산",), quick="line", asked=("현금",),
    ),
    # --- cash flows ------------------------------------------------------------------------------
    Concept(
        "operating_cash_flow", "영업활동현금흐름", "amount",
        ("영업활동현금흐름", "영업활동으로 인한 현금흐름", "영업현금흐름", "operating_cash_flow"),
        _CF, ("ifrs-full_CashFlowsFromUsedInOperatingActivities",), ("영업활동현금흐름", "영업활동으로인한현금흐름"),
        quick="line", asked=("영업CF", "영업현금"),
    ),
    Concept("investing_cash_flow", "투자활동현금흐름", "amount", ("투자활동현금흐름", "investing_cash_flow")),
    Concept("financing_cash_flow", "재무활동현금흐름", "amount", ("재무활동현금흐름", "financing_cash_flow")),
    Concept("cash_flows", "현금흐름", "amount", ("현금흐름", "현금흐름표")),  # which of the three: not quick
    Concept(
        "capex", "유형자산 취득(CAPEX)", "amount", ("유형자산의취득", "유형자산 취득", "CAPEX", "capex"),
        _CF, ("ifrs-full_PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities",), ("유형자산의취득",),
        quick="line", asked=("설비투자", "시설투자", "유형자산취득액", "유형자산의취득액"),
    ),
    Concept(
        "dividends_paid", "배당금 지급", "amount", ("배당금의 지급", "배당금 지급", "배당금지급", "dividends_paid"),
        _CF, ("ifrs-full_DividendsPaidClassifiedAsFinancingActivities",), ("배당금의지급", "배당금지급"), quick="line",
        asked=("배당금 지급액", "배당금지급액", "배당지급액"),
    ),
    # --- banks and insurers ----------------------------------------------------------------------
    Concept(
        "interest_income", "이자수익", "amount", ("이자수익", "interest_income"),
        _PL, ("ifrs-full_RevenueFromInterest", "ifrs-full_InterestIncome"), ("이자수익",), financial=True, quick="line",
    ),
    Concept(
        "net_interest_income", "순이자손익", "amount", ("순이자손익", "순이자이익", "이자손익", "net_interest_income"),
        _PL, ("ifrs-full_InterestRevenueExpense",), ("순이자손익", "이자손익", "순이자이익"), financial=True,
    ),
    Concept(
        "net_fee_income", "순수수료손익", "amount", ("순수수료손익", "순수수료이익", "수수료손익", "net_fee_income"),
        _PL, ("ifrs-full_FeeAndCommissionIncomeExpense",), ("순수수료손익", "수수료손익", "순수수료이익"),
        financial=True,
    ),
    Concept(
        "insurance_revenue", "보험수익", "amount", ("보험수익", "insurance_revenue"),
        _PL, ("ifrs-full_InsuranceRevenue",), ("보험수익",), financial=True,
    ),
    Concept(
        "insurance_service_result", "보험서비스결과", "amount", ("보험서비스결과", "보험손익", "insurance_service_result"),
        _PL, ("ifrs-full_InsuranceServiceResult",), ("보험서비스결과", "보험손익"), financial=True,
    ),
    # --- ratios ----------------------------------------------------------------------------------
    Concept(
        "operating_margin", "영업이익률", "ratio",
        ("영업이익률", "영업이익율", "영업마진", "operating_margin", "OPM", "Operating Margin"),
        formula=Formula(("operating_income",), ("revenue",), text="영업이익률 = 영업이익 ÷ 매출액"),
        quick="ratio", asked=("마진", "영업이익마진", "영업익마진", "영익률", "영익율"),  # "마진" alone: the operating one
    ),
    Concept(
        "net_margin", "순이익률", "ratio",
        ("순이익률", "순이익율", "당기순이익률", "순마진", "net_margin", "NPM", "Net Margin"),
        formula=Formula(_NET, ("revenue",), text="순이익률 = 당기순이익 ÷ 매출액"), quick="ratio",
        asked=("순이익마진", "당기순이익마진", "순익마진", "순익률", "순익율"),
    ),
    Concept(
        "gross_margin", "매출총이익률", "ratio", ("매출총이익률", "매출총이익율", "gross_margin", "GPM"),
        formula=Formula(("gross_profit",), ("revenue",), text="매출총이익률 = 매출총이익 ÷ 매출액"),
        quick="ratio", asked=("총마진", "매출총이익마진", "매출총마진", "총이익률", "총이익율"),
    ),
    Concept(
        "cost_ratio", "매출원가율", "ratio", ("매출원가율",),
        formula=Formula(("cost_of_sales",), ("revenue",), text="매출원가율 = 매출원가 ÷ 매출액"), quick="ratio",
        asked=("원가율", "매출원가비율"),
    ),
    Concept(
        "operating_expense_ratio", "영업비용률", "ratio", ("영업비용률", "영업비용율"),
        formula=Formula(("operating_expenses",), ("revenue",), text="영업비용률 = 영업비용 ÷ 영업수익(매출액)"),
    ),
    Concept(
        "sga_ratio", "판관비율", "ratio", ("판관비율", "판매비와관리비율"),
        formula=Formula(("sga",), ("revenue",), text="판관비율 = 판매비와관리비 ÷ 매출액"), quick="ratio",
        asked=("판관비비율", "판관비비중"),
    ),
    Concept(
        "debt_ratio", "부채비율", "ratio", ("부채비율", "debt_ratio", "Debt-to-Equity", "Debt Ratio", "D/E"),
        formula=Formula(("liabilities",), ("equity",), text="부채비율 = 부채총계 ÷ 자본총계"), quick="ratio",
        # "빚 많아?": how heavy the debt is, said by the ratio
        asked=(
            "부채율", "빚많아", "빚많나", "빚많냐", "빚많음", "빚많은지", "빚많은편", "부채많아", "부채많나",
            "부채많냐", "부채많음", "부채많은지", "부채많은편",
        ),
    ),
    Concept(
        "debt_to_assets", "총자산부채비율", "ratio", ("총자산부채비율", "자산부채비율", "부채자산비율", "debt_to_assets"),
        formula=Formula(("liabilities",), ("assets",), text="총자산부채비율 = 부채총계 ÷ 자산총계"), quick="ratio",
        # "자산부채비율" is not 자산총계 and 부채비율 (부채 ÷ 자본): review 11b found it answered so; a bare
        # "자산 대비 부채" (no 비율) still defers (review 6), as "자본 대비 부채" does
        asked=("자산대비부채비율",),
    ),
    Concept(
        "current_ratio", "유동비율", "ratio", ("유동비율", "current_ratio", "Current Ratio"),
        formula=Formula(("current_assets",), ("current_liabilities",), text="유동비율 = 유동자산 ÷ 유동부채"), quick="ratio",
    ),
    Concept(
        "equity_ratio", "자기자본비율", "ratio", ("자기자본비율", "equity_ratio"),
        formula=Formula(("equity",), ("assets",), text="자기자본비율 = 자본총계 ÷ 자산총계"), quick="ratio",
    ),
    # ROE and ROA (card, quick answers, the agent's ratios) use the whole 당기순이익 (비지배지분 포함) over the
    # whole 자본총계 / 자산총계 — 주요계정 has no owners' split; 지배주주순이익 only where net_income is missing
    Concept(
        "roe", "ROE", "ratio", ("ROE", "자기자본이익률", "자기자본수익률", "roe"),
        formula=Formula(
            _NET, ("equity",), averaged=True, text="ROE = 당기순이익(비지배지분 포함) ÷ 평균 자본총계(기초·기말)"
        ),
        quick="ratio", asked=("자본대비이익", "자본대비이익률", "자본대비수익률", "자기자본대비이익", "자기자본대비이익률"),
    ),
    Concept(
        "roa", "ROA", "ratio", ("ROA", "총자산이익률", "총자산수익률", "roa"),
        formula=Formula(_NET, ("assets",), averaged=True, text="ROA = 당기순이익(비지배지분 포함) ÷ 평균 자산총계(기초·기말)"),
        quick="ratio",
    ),
    Concept(
        "tax_rate", "유효세율", "ratio", ("유효세율", "법인세율"), formula=Formula(("income_tax",), ("pretax_income",))
    ),
    Concept(
        "payout_ratio", "현금배당성향", "ratio", ("배당성향", "현금배당성향", "payout"),
        formula=Formula(("dividend_total",), _NET), quick="dividend",
    ),
    Concept(
        "dividend_yield", "배당수익률", "ratio", ("배당수익률", "시가배당률", "현금배당수익률", "dividend_yield"),
        formula=Formula(("dps",), ("price",)),
    ),
    Concept(
        "per", "PER", "ratio", ("PER", "주가수익비율", "per"), quick="market",
        formula=Formula(("market_cap",), _NET, scale=1.0),
    ),
    Concept(
        "pbr", "PBR", "ratio", ("PBR", "주가순자산비율", "pbr"), quick="market",
        formula=Formula(("market_cap",), ("equity",), scale=1.0),
    ),
    # --- per share, dividends, market --------------------------------------------------------------
    Concept(
        "eps", "EPS(기본주당이익)", "per_share",
        ("EPS", "주당순이익", "주당이익", "기본주당이익", "기본주당순이익", "주당순손익", "eps"),
        _PL, ("ifrs-full_BasicEarningsLossPerShare",), ("기본주당이익(손실)", "기본주당이익", "기본주당순이익"),
        formula=Formula(_NET, ("shares",), scale=1.0), quick="per_share",
        asked=("주당순손실", "주당손실", "기본주당손실", "기본주당순손실"),
    ),
    Concept(  # as filed: no formula (the diluted share count is not in the data), never computed from EPS
        "eps_diluted", "희석주당이익", "per_share",
        ("희석주당이익", "희석주당순이익", "희석주당손익", "희석EPS", "희석 EPS", "eps_diluted", "diluted_eps"),
        _PL, ("ifrs-full_DilutedEarningsLossPerShare",), ("희석주당이익(손실)", "희석주당이익", "희석주당순이익"),
        quick="per_share", asked=("희석주당손실", "희석주당순손실"),
    ),
    Concept(
        "bps", "BPS", "per_share", ("BPS", "주당순자산", "bps"), formula=Formula(("equity",), ("shares",), scale=1.0),
        quick="market",
    ),
    Concept(
        "dps", "주당 현금배당금", "per_share",
        (
            "DPS", "주당배당금", "주당 배당금", "주당현금배당금", "주당 현금배당금", "주당배당",
            "dividend_per_share", "dps",
        ),
        formula=Formula(("dividend_total",), ("shares",), scale=1.0), quick="dividend",
        asked=("배당금", "배당", "현금배당", "배당금 주당", "배당 주당", "dividend", "dividends"),
    ),
    Concept(
        "dividend_total", "현금배당금총액", "amount",
        ("현금배당금총액", "현금배당금 총액", "배당금총액", "배당금 총액", "배당총액", "배당 총액", "dividend_total"),
        quick="dividend", asked=("현금배당 총액", "현금배당총액"),
    ),
    Concept(  # 배당에 관한 사항's first line: a share's face value, not a price
        "par_value", "주당액면가액", "per_share",
        ("주당액면가액", "주당 액면가액", "액면가액", "액면가", "par_value"),
        quick="dividend", asked=("주당액면가", "주당 액면가", "액면금액", "1주당 액면가", "1주당 액면가액"),
    ),
    Concept("market_cap", "시가총액", "amount", ("시가총액", "시총", "market_cap"), quick="market"),
    Concept(
        "foreign_ownership", "외국인 지분율", "ratio",
        ("외국인지분율", "외국인 지분율", "외국인 지분", "외국인지분", "외국인 보유율", "외국인보유율", "외국인 소진율"),
        quick="market",
    ),
    Concept("price", "주가", "amount", ("주가", "종가", "현재가", "price"), quick="market", asked=("시세",)),
    *REGISTER,
    *FACTS,
)

CATALOGUE = tuple(replace(c, english=ENGLISH[c.id]) if c.id in ENGLISH else c for c in CATALOGUE)
# fmt: on

CONCEPTS: dict[str, Concept] = {c.id: c for c in CATALOGUE}

#: Words a question uses for "the profit" (or loss) without saying which ("이익 얼마 남겼어", "손실 얼마 봤어"):
#: the quick reader answers both 영업이익 and 당기순이익 (beside another figure the word is read as unclear).
PROFIT_ASKED: tuple[str, ...] = ("이익", "손실")


def concept(concept_id: str) -> Concept:
    """The concept with ``concept_id`` (``KeyError`` for an id the catalogue does not declare)."""
    return CONCEPTS[concept_id]


def label(concept_id: str) -> str:
    """The Korean UI label of a concept; an id the catalogue does not know is shown as it is."""
    found = CONCEPTS.get(concept_id)
    return found.label if found is not None else concept_id


def english_label(concept_id: str) -> str:
    """The English label of a concept (``operating profit``); else its Korean label."""
    found = CONCEPTS.get(concept_id)
    return found.english[0] if found is not None and found.english else label(concept_id)


def formula_text(concept_id: str) -> str:
    """The footnote that says how a ratio is computed ("" for a concept without one)."""
    formula = CONCEPTS[concept_id].formula
    return formula.text if formula is not None else ""


def statement_concepts() -> Iterator[Concept]:
    """The concepts a filing's statement rows map to (they name a statement kind)."""
    return (c for c in CATALOGUE if c.statements)


def _check() -> None:
    """Every formula input is a concept, and no spelling names two concepts."""
    seen: dict[str, str] = {}
    for c in CATALOGUE:
        for part in c.inputs + c.family:
            if part not in CONCEPTS:
                raise ValueError(f"{c.id}: unknown input {part}")
        for spelling in c.spellings + c.asked + c.english:
            key = spelling.lower().replace(" ", "")
            if seen.setdefault(key, c.id) != c.id:
                raise ValueError(f"spelling {spelling!r} names both {seen[key]} and {c.id}")


_check()
