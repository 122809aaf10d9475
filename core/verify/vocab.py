"""The words a figure's context is read from: accounts, ratios, directions, periods, bases.

The same tables read both sides of a check — the Korean sentence an answer states a figure in, and the
keys and labels of the tool results (English keys such as ``operating_margin``, Korean labels such as
``(연결)당기순이익(백만원)``) — so an answer's "영업이익률" and a tool's ``operating_margin`` meet as one
account.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

#: account → spellings (Korean words in answers and labels, English keys in tool results). Longest
#: spelling wins where several match at one place ("영업이익률" over "영업이익", "자본총계" over "자본").
ACCOUNTS: dict[str, tuple[str, ...]] = {
    "revenue": ("매출액", "매출", "영업수익", "수익(매출액)", "revenue", "sales"),
    "cost_of_sales": ("매출원가", "cost_of_sales"),
    "gross_profit": ("매출총이익", "gross_profit"),
    "sga": ("판매비와관리비", "판관비", "sga"),
    "operating_income": ("영업이익", "영업손실", "영업손익", "영업적자", "operating_income"),
    "operating_expenses": ("영업비용", "operating_expenses"),
    "comprehensive_income": ("총포괄손익", "총포괄이익", "포괄손익", "comprehensive_income"),
    "pretax_income": ("법인세차감전순이익", "법인세비용차감전순이익", "세전이익", "pretax_income"),
    "income_tax": ("법인세비용", "법인세", "income_tax"),
    "net_income": (
        "당기순이익",
        "당기순손실",
        "순이익",
        "순손실",
        "순손익",
        "분기순이익",
        "반기순이익",
        "net_income",
        "profit",
    ),
    "net_income_owners": (
        "지배주주순이익",
        "지배주주 순이익",
        "지배기업 소유주지분",
        "지배기업소유주지분",
        "지배주주지분 순이익",
        "net_income_owners",
        "controlling",
    ),
    "assets": ("자산총계", "총자산", "자산", "assets"),
    "liabilities": ("부채총계", "총부채", "부채", "liabilities"),
    "equity": ("자본총계", "자기자본", "순자산", "자본", "equity"),
    "capital_stock": ("자본금", "capital_stock"),
    "retained_earnings": ("이익잉여금", "retained_earnings"),
    "current_assets": ("유동자산", "current_assets"),
    "current_liabilities": ("유동부채", "current_liabilities"),
    "noncurrent_assets": ("비유동자산",),
    "noncurrent_liabilities": ("비유동부채",),
    "operating_cash_flow": ("영업활동현금흐름", "영업활동으로 인한 현금흐름", "operating_cash_flow"),
    "investing_cash_flow": ("투자활동현금흐름", "investing_cash_flow"),
    "financing_cash_flow": ("재무활동현금흐름", "financing_cash_flow"),
    "operating_margin": ("영업이익률", "operating_margin", "opm"),
    "net_margin": ("순이익률", "당기순이익률", "net_margin"),
    "gross_margin": ("매출총이익률", "gross_margin"),
    "cost_ratio": ("매출원가율",),
    "sga_ratio": ("판관비율", "판매비와관리비율"),
    "debt_ratio": ("부채비율", "debt_ratio"),
    "current_ratio": ("유동비율", "current_ratio"),
    "equity_ratio": ("자기자본비율", "equity_ratio"),
    "roe": ("ROE", "자기자본이익률", "roe"),
    "roa": ("ROA", "총자산이익률", "roa"),
    "tax_rate": ("유효세율", "법인세율"),
    "per": ("PER", "주가수익비율", "per"),
    "pbr": ("PBR", "주가순자산비율", "pbr"),
    "eps": ("EPS", "주당순이익", "주당이익", "eps"),
    "bps": ("BPS", "주당순자산", "bps"),
    "dps": ("주당배당금", "주당 배당금", "주당현금배당금", "주당 현금배당금", "DPS", "dividend_per_share"),
    "dividend_total": (
        "현금배당금총액",
        "현금배당금 총액",
        "배당금총액",
        "배당금 총액",
        "배당총액",
        "배당 총액",
        "dividend_total",
    ),
    "payout_ratio": ("배당성향", "현금배당성향", "payout"),
    "dividend_yield": ("배당수익률", "시가배당률", "현금배당수익률", "dividend_yield"),
    "market_cap": ("시가총액", "시총", "market_cap"),
    "price": ("주가", "종가", "현재가", "price"),
    "employees": ("직원", "임직원", "종업원", "근로자", "employees"),
    "shares": ("발행주식", "주식수", "주식 수", "유통주식", "상장주식", "shares", "issued", "outstanding"),
    "ownership": ("지분율", "보유비율", "ownership"),
}

#: accounts one word may stand for: "순이익" in an answer may be the whole or the parent's share
FAMILIES: dict[str, frozenset[str]] = {
    "net_income": frozenset({"net_income", "net_income_owners"}),
    "net_income_owners": frozenset({"net_income_owners", "net_income"}),
}

#: expenses whose sign conventions differ between statements and prose (법인세비용 −4.48조 = a tax benefit
#: a writer may state as 4.48조): either sign of the amount is accepted
SIGN_FREE = frozenset({"cost_of_sales", "sga", "income_tax", "operating_expenses"})

#: ratio → (numerators, denominators, scale, may use the average of two year-ends for the denominator)
RATIOS: dict[str, tuple[frozenset[str], frozenset[str], float, bool]] = {
    "operating_margin": (frozenset({"operating_income"}), frozenset({"revenue"}), 100.0, False),
    "net_margin": (FAMILIES["net_income"], frozenset({"revenue"}), 100.0, False),
    "gross_margin": (frozenset({"gross_profit"}), frozenset({"revenue"}), 100.0, False),
    "cost_ratio": (frozenset({"cost_of_sales"}), frozenset({"revenue"}), 100.0, False),
    "sga_ratio": (frozenset({"sga"}), frozenset({"revenue"}), 100.0, False),
    "debt_ratio": (frozenset({"liabilities"}), frozenset({"equity"}), 100.0, False),
    "current_ratio": (frozenset({"current_assets"}), frozenset({"current_liabilities"}), 100.0, False),
    "equity_ratio": (frozenset({"equity"}), frozenset({"assets"}), 100.0, False),
    "roe": (FAMILIES["net_income"], frozenset({"equity"}), 100.0, True),
    "roa": (FAMILIES["net_income"], frozenset({"assets"}), 100.0, True),
    "tax_rate": (frozenset({"income_tax"}), frozenset({"pretax_income"}), 100.0, False),
    "payout_ratio": (frozenset({"dividend_total"}), FAMILIES["net_income"], 100.0, False),
    "dividend_yield": (frozenset({"dps"}), frozenset({"price"}), 100.0, False),
    "per": (frozenset({"market_cap"}), FAMILIES["net_income"], 1.0, False),
    "pbr": (frozenset({"market_cap"}), frozenset({"equity"}), 1.0, False),
}
#: per-share values: (account, the total it divides by the share count)
PER_SHARE: dict[str, frozenset[str]] = {
    "eps": FAMILIES["net_income"],
    "bps": frozenset({"equity"}),
    "dps": frozenset({"dividend_total"}),
}
#: ratios that are also price ÷ a per-share value
PRICE_MULTIPLES: dict[str, str] = {"per": "eps", "pbr": "bps"}

Direction = Literal[-1, 0, 1]

_UP = ("증가", "상승", "늘", "성장", "확대", "급증", "개선", "올라", "올랐", "높아", "높았", "웃돌", "흑자")
_DOWN = (
    "감소",
    "하락",
    "줄",
    "축소",
    "급감",
    "떨어",
    "내려",
    "내렸",
    "내린",
    "낮아",
    "낮았",
    "밑돌",
    "역성장",
)
_LOSS = ("손실", "적자", "마이너스")
RELATIVE_YEARS = ("전년도", "전년", "작년", "지난해", "전기", "직전 연도", "전 분기")
TOTAL_WORDS = ("합계", "합산", "합친", "합하", "더하", "총합", "모두 합")
#: keys and words that make a value a change rather than a level (revenue_yoy, 증가율)
CHANGE_KEYS = ("yoy", "qoq", "change", "growth", "cagr", "증감", "증가율", "감소율", "성장률", "변동")
CHANGE_WORDS = (
    "대비",
    "증감",
    "변화",
    "YoY",
    "yoy",
    "QoQ",
    "성장률",
    "증가율",
    "감소율",
    "증가폭",
    "감소폭",
    "차이",
)


@dataclass(frozen=True, slots=True)
class Mark:
    """One word found in a text: where it is and what it says."""

    start: int
    end: int
    value: str


def _alternation(words: list[str]) -> re.Pattern[str]:
    ordered = sorted(words, key=len, reverse=True)
    return re.compile("|".join(re.escape(w) for w in ordered))


_ACCOUNT_OF = {spelling.lower(): account for account, spellings in ACCOUNTS.items() for spelling in spellings}
_KOREAN_SPELLINGS = [s for s in _ACCOUNT_OF if not s.isascii()]
_ACCOUNT_WORDS = _alternation(_KOREAN_SPELLINGS)
_ACCOUNT_LATIN = re.compile(r"(?<![A-Za-z])(ROE|ROA|PER|PBR|EPS|BPS|DPS|OPM)(?![A-Za-z])")
_YEAR = re.compile(
    r"(?<![0-9,.])(?:FY\s?|[’'])?((?:19|20)[0-9]{2})(?![0-9])(?![.,][0-9])(?!\s*[~\-]\s*[0-9]{2}\b)"
)
_SHORT_YEAR = re.compile(r"(?<![0-9.,])[’']?([0-9]{2})년(?!도?\s*[0-9]{1,2}월)")
_QUARTER = re.compile(r"(?<![0-9])([1-4])\s*(?:분기|Q)(?![0-9])|(?<![A-Za-z0-9])Q([1-4])(?![0-9])")
_BASIS = re.compile(r"연결|별도|개별|consolidated|separate|CFS|OFS")
_RELATIVE = _alternation(list(RELATIVE_YEARS))
_DIRECTIONS = _alternation([*_UP, *_DOWN, *_LOSS])


def account_of(key: str) -> str | None:
    """The account a JSON key or label names (``operating_margin``, ``(연결)당기순이익(백만원)``)."""
    lowered = key.lower()
    found = _ACCOUNT_OF.get(lowered)
    if found is not None:
        return found
    if lowered.isascii():
        # revenue_yoy → revenue, operating_income_change → operating_income, per_kis_times → per;
        # the longest leading run of parts that names an account
        parts = [p for p in re.split(r"[_\s()]+", lowered) if p]
        for size in range(len(parts), 0, -1):
            found = _ACCOUNT_OF.get("_".join(parts[:size]))
            if found is not None:
                return found
        return None
    marks = account_marks(key)
    return marks[-1].value if marks else None


def account_marks(text: str) -> list[Mark]:
    """Every account word in a Korean text, longest spelling first at each place."""
    marks = [Mark(m.start(), m.end(), _ACCOUNT_OF[m.group().lower()]) for m in _ACCOUNT_WORDS.finditer(text)]
    marks += [Mark(m.start(), m.end(), _ACCOUNT_OF[m.group().lower()]) for m in _ACCOUNT_LATIN.finditer(text)]
    return sorted(marks, key=lambda m: m.start)


def year_marks(text: str) -> list[Mark]:
    marks = [Mark(m.start(), m.end(), m.group(1)) for m in _YEAR.finditer(text)]
    marks += [Mark(m.start(), m.end(), str(2000 + int(m.group(1)))) for m in _SHORT_YEAR.finditer(text)]
    return sorted(marks, key=lambda m: m.start)


def relative_year_marks(text: str) -> list[Mark]:
    return [Mark(m.start(), m.end(), m.group()) for m in _RELATIVE.finditer(text)]


def quarter_marks(text: str) -> list[Mark]:
    return [Mark(m.start(), m.end(), m.group(1) or m.group(2)) for m in _QUARTER.finditer(text)]


def basis_marks(text: str) -> list[Mark]:
    out = []
    for m in _BASIS.finditer(text):
        word = m.group()
        out.append(Mark(m.start(), m.end(), "CFS" if word in ("연결", "consolidated", "CFS") else "OFS"))
    return out


def basis_of(text: str) -> str | None:
    marks = basis_marks(text)
    return marks[0].value if marks else None


def direction_marks(text: str) -> list[Mark]:
    """증가 → "up", 감소 → "down", 손실/적자 → "loss"."""
    out = []
    for m in _DIRECTIONS.finditer(text):
        word = m.group()
        kind = "loss" if word in _LOSS else "up" if word in _UP else "down"
        out.append(Mark(m.start(), m.end(), kind))
    return out
