"""The company card's words in Korean and in English: one ``CardWords`` per language.

``core.tools.card_render`` lays the card out once; what it says — headings, column names, how an amount,
a price, a multiple or a change is written, the market's name, the sources — comes from here. Korean is
the default; an English card names the company in English with the Korean once (``Samsung Electronics
(삼성전자)``), writes amounts in KRW trillion/billion (``core.finance.krw_en``) and rows by the concept
catalogue's English labels. Filing titles and a CEO's name stay as filed.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.data.companies.english import named_in_english
from core.data.companies.markets import MARKETS
from core.data.companies.resolver import Company
from core.data.dart.wire import CompanyOverview
from core.finance.basis import FS_NAMES, Basis
from core.finance.concepts import english_label, label
from core.finance.crosscheck import Comparison, CrossCheck
from core.finance.krw import change_phrase, format_krw, format_pct, format_won
from core.finance.krw_en import change_phrase_en, format_krw_en, format_times_en, format_won_en
from core.finance.periods import ANNUAL, HALF, Q1, Q3, REPORT_NAMES, FiscalPeriod
from core.lang import Language
from core.tools.card import CardNote, Section

if TYPE_CHECKING:  # annotations only: the KIS models load when a quote is fetched
    from core.data.kis.models import Quote

Amount = Callable[[float | None], str]


@dataclass(frozen=True, slots=True)
class CardWords:
    """What a card says in one language; ``{…}`` fields are filled by the renderer."""

    lang: Language
    company: Callable[[Company, CompanyOverview], str]
    title: str  # {name} {code}
    markets: Mapping[str, str]
    facts: tuple[str, str, str, str]  # corp code, CEO, industry code, founded — each with one field
    fiscal_end: Callable[[int], str]
    quote_head: str  # {source}
    source: Callable[[Quote], str]
    demo: str
    quote_columns: str
    shares: str  # {count}
    valuation: tuple[str, str, str, str]  # PER, PBR, EPS, BPS names
    week52: str  # {low} {high}
    foreign: str  # {pct}
    amount: Amount
    won: Amount
    times: Amount
    loss_times: str  # a negative PER (loss-making)
    change: Callable[[float | None, float | None], str]
    cross_check: Callable[[CrossCheck], str]
    row: Callable[[str], str]  # a concept's name
    basis: Callable[[str], str]  # fs_div → 연결 / consolidated
    report: Mapping[str, str]  # report code → 사업보고서 / annual report
    period: Callable[[FiscalPeriod], str]
    year_before: Callable[[FiscalPeriod], str]  # the same quarter a year earlier
    annual_head: str  # {year} {basis} {report}
    quarter_head: str  # {period} {basis} {report}
    table_head: str  # {current} {prior}
    roe_note: str
    filings_head: str
    sources: str
    annual_source: str  # {year}
    checked_source: str  # {year}
    sections: Mapping[Section, str]
    no_annual: str

    def note(self, note: CardNote) -> str:
        """``시세: …`` — a section the card could not fill, and why."""
        problem = note.english if self.lang == "en" else note.korean
        return f"{self.sections[note.section]}: {problem or self.no_annual}"


def _fiscal_end_ko(month: int) -> str:
    return f"결산 {month}월"


def _year_before_ko(period: FiscalPeriod) -> str:
    return f"{period.year - 1}년 {period.quarter}분기"


def _times_ko(value: float | None) -> str:
    return "—" if value is None else f"{value:,.2f}배"


CARD_KO = CardWords(
    lang="ko",
    company=lambda c, o: o.stock_name or c.name,
    title="## {name} ({code})",
    markets=MARKETS,
    facts=("DART 고유번호 {}", "대표이사 {}", "업종코드 {}", "설립 {}"),
    fiscal_end=_fiscal_end_ko,
    quote_head="### 시세 — {source}",
    source=lambda q: q.source,
    demo=" ⚠️ 데모용 합성 가격",
    quote_columns="| 현재가 | 전일 대비 | 거래량 | 시가총액 |",
    shares="{count:,}주",
    valuation=("PER", "PBR", "EPS", "BPS"),
    week52="52주 {low} ~ {high}",
    foreign="외국인 지분 {pct}",
    amount=format_krw,
    won=format_won,
    times=_times_ko,
    loss_times="적자(—)",  # KIS reports a negative PER for loss-making companies
    change=change_phrase,
    cross_check=lambda check: check.line,
    row=label,
    basis=lambda fs_div: FS_NAMES[fs_div],
    report=REPORT_NAMES,
    period=lambda period: period.label,
    year_before=_year_before_ko,
    annual_head="### FY{year} 실적 ({basis}, {report})",
    quarter_head="### 최근 분기: {period} ({basis}, {report})",
    table_head="| 항목 | {current} | {prior} | 증감 |",
    roe_note=f"({label('net_income')}/평균 {label('equity')})",
    filings_head="### 최근 공시",
    sources="출처: ",
    annual_source="OpenDART 사업보고서 FY{year}",
    checked_source="OpenDART 사업보고서 FY{year} (교차검증)",
    sections={"overview": "기업개요", "quote": "시세", "statements": "재무", "disclosures": "공시"},
    no_annual="최근 3개 사업연도의 사업보고서 재무 데이터를 찾지 못했습니다.",
)


# --- English -----------------------------------------------------------------------------------------


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _source_en(q: Quote) -> str:
    from core.data.kis.models import english_source_label  # the KIS models load with a quote

    return english_source_label(q.as_of, demo=q.demo)


def _period_en(period: FiscalPeriod) -> str:
    return f"FY{period.year}" if period.quarter == 4 else f"Q{period.quarter} {period.year}"


def _amount_en(value: float | None) -> str:
    return format_krw_en(value, korean=False, short=True)


def _value_en(c: Comparison, value: float | None) -> str:
    return _amount_en(value) if c.metric == "market_cap" else format_times_en(value)


def _metric_en(c: Comparison) -> str:
    loss = c.metric == "per" and c.kis is not None and c.dart is not None and c.kis < 0 and c.dart < 0
    return english_label(c.metric) + (" (loss)" if loss else "")


def cross_check_line_en(check: CrossCheck) -> str:
    """``Cross-check ✓ market cap agrees · ⚠ P/E: KIS 25.15x vs filings 22.11x (…) — filings: …`` —
    ``CrossCheck.line`` in English; the basis notes are summed up, not spelt out."""
    items = check.comparisons
    parts: list[str] = []
    agree = [c for c in items if c.status == "agree"]
    if agree:
        parts.append(
            "✓ " + "·".join(_metric_en(c) for c in agree) + (" agrees" if len(agree) == 1 else " agree")
        )
    for status in ("explained", "differ"):
        group = [c for c in items if c.status == status]
        if not group:
            continue
        pairs = ", ".join(
            f"{_metric_en(c)}: KIS {_value_en(c, c.kis)} vs filings {_value_en(c, c.dart)}" for c in group
        )
        if status == "explained":
            why = "within what a basis difference explains"
        else:
            gaps = ", ".join(format_pct(c.gap_pct, signed=True) for c in group)
            why = f"gap {gaps} — not explained by a basis difference, check the data"
        parts.append(f"⚠ {pairs} ({why})")
    missing = [c for c in items if c.status == "missing"]
    if missing:
        parts.append("not compared: " + ", ".join(english_label(c.metric) for c in missing))
    f, shares = check.filing, check.filing.shares
    used = {c.metric for c in items if c.status != "missing"}
    basis = []
    if f.fiscal_year and used - {"market_cap"}:
        word = f" ({Basis(f.fs_div).word})" if f.fs_div else ""
        basis.append(f"FY{f.fiscal_year} annual report{word} owners' figures")
    if shares is not None and (shares.common or shares.total):
        basis.append(f"shares as of {shares.as_of.isoformat() if shares.as_of else 'the fiscal year end'}")
    elif used - {"market_cap"}:
        basis.append("KIS market cap instead of a share count")
    tail = f" — filings: {', '.join(basis)}" if basis and used else ""
    return "Cross-check " + " · ".join(parts) + tail


CARD_EN = CardWords(
    lang="en",
    company=lambda c, o: named_in_english(c),
    title="## {name} · {code}",
    markets={"Y": "KOSPI", "K": "KOSDAQ", "N": "KONEX", "E": "other market"},
    facts=("DART corp code {}", "CEO {}", "industry code {}", "founded {}"),
    fiscal_end=lambda month: f"fiscal year ends in {calendar.month_name[month]}",
    quote_head="### Quote — {source}",
    source=_source_en,
    demo=" ⚠️ synthetic demo prices",
    quote_columns="| Price | Change | Volume | Market cap |",
    shares="{count:,} shares",
    valuation=(english_label("per"), english_label("pbr"), english_label("eps"), english_label("bps")),
    week52="52-week {low} ~ {high}",
    foreign="foreign ownership {pct}",
    amount=_amount_en,
    won=format_won_en,
    times=format_times_en,
    loss_times="n/m (loss)",
    change=change_phrase_en,
    cross_check=cross_check_line_en,
    row=lambda concept: _capital(english_label(concept)),
    basis=lambda fs_div: Basis(fs_div).word,
    report={Q1: "Q1 report", HALF: "half-year report", Q3: "Q3 report", ANNUAL: "annual report"},
    period=_period_en,
    year_before=lambda period: f"Q{period.quarter} {period.year - 1}",
    annual_head="### FY{year} results ({basis}, {report})",
    quarter_head="### Latest quarter: {period} ({basis}, {report})",
    table_head="| Item | {current} | {prior} | Change |",
    roe_note=f"({english_label('net_income')} / average {english_label('equity')})",
    filings_head="### Recent filings",
    sources="Sources: ",
    annual_source="OpenDART annual report FY{year}",
    checked_source="OpenDART annual report FY{year} (cross-check)",
    sections={
        "overview": "Company overview",
        "quote": "Quote",
        "statements": "Financials",
        "disclosures": "Filings",
    },
    no_annual="no annual report figures in the last three fiscal years.",
)


def card_words(lang: Language) -> CardWords:
    """The card's words in ``lang`` (Korean unless English)."""
    return CARD_EN if lang == "en" else CARD_KO
