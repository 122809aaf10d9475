"""What a chart says, in Korean or in English: titles, axis labels, legends, captions, units.

A chart is drawn and captioned once (``core.charts.price`` / ``earnings`` / ``plots`` / ``make``); its
words come from one ``ChartWords`` per language. Korean is the default. An English chart names the
company in English (``Samsung Electronics``; the caption adds the Korean once), writes prices as
``KRW 53,600``, amounts in KRW trillion/billion (``tn``/``bn`` on the chart, ``core.finance.krw_en`` in
the caption) and its series by the concept catalogue's English labels. No matplotlib here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from core.charts.model import PERIOD_LABELS, ChartRequest, PriceData, PricePeriod
from core.data.companies.english import english_name, named_in_english
from core.data.companies.resolver import Company
from core.data.kis.models import english_source_label
from core.finance.basis import Basis
from core.finance.concepts import english_label, formula_text, label
from core.finance.krw import EOK, JO, MINUS, format_krw, format_won, profit_phrase
from core.finance.krw_en import format_krw_en, format_won_en
from core.lang import Language

#: An English chart's amount units: the scale and the decimals of a bar's label (``32.73tn``, ``460.9bn``)
EN_UNITS: dict[str, tuple[float, int]] = {"tn": (JO, 2), "bn": (1e9, 1), "mn": (1e6, 0)}


@dataclass(frozen=True, slots=True)
class ChartWords:
    """One language's words; ``{…}`` fields are filled where the chart is drawn or captioned."""

    lang: Language
    name: Callable[[Company], str]  # titles and plots
    named: Callable[[Company], str]  # the caption's first mention, with the code
    periods: Mapping[PricePeriod, str]
    price_kind: str  # {period} — a request's label
    earnings_kind: str
    summary: str  # {company} {label}
    price_title: str  # {name} {code} {period}
    earnings_title: str  # {name} {code} {basis} {span}
    basis: Callable[[str], str]  # the data's 연결/별도 → the chart's word
    source_of: Callable[[PriceData], str]  # the quote's source label
    demo_note: str
    # the price chart
    close: str
    high52: str
    low52: str
    close_axis: str
    price_tick: Callable[[float], str]
    volume: str
    daily: str  # {first} {last} {close} {change}
    source: str  # {source}
    won: Callable[[float | None], str]
    # the earnings chart
    row: Callable[[str], str]  # a concept's name
    unit: Callable[[float], str]  # the largest amount → the chart's unit
    amount_axis: str  # {unit}
    margin_legend: str
    earnings_source: str
    # captions
    window: str  # {named} {period}
    last_close: str  # {close} {day}
    period_return: str  # {change}
    range52: str  # {high} {high_day} {low} {low_day}
    results: str  # {named} {span} {basis}
    amount: Callable[[str, float | None], str]  # "revenue KRW …" / "영업손실 …"
    margin: str  # {pct}, after the operating profit
    filing_source: str
    # plots a platform draws (``core.charts.plots``)
    plot_units: Mapping[str, tuple[float, int, str]]  # unit → scale, decimals, y label
    plot_earnings: str  # {name} {basis}
    plot_price: str  # {name} {period}
    plot_currency: str
    extremes: str  # {close} {close_day} {high} {high_day} {low} {low_day}
    # why the data for a chart is missing (``core.charts.data``)
    no_quote_key: str
    not_in_demo: str  # {named}
    no_prices: str  # {named}
    no_filings_key: str
    no_filings: str  # {name} or {named}, {problem}


def _korean_amount(concept: str, value: float | None) -> str:
    return (
        f"{label(concept)} {format_krw(value)}"
        if concept == "revenue"
        else profit_phrase(label(concept), value)
    )


CHART_KO = ChartWords(
    lang="ko",
    name=lambda c: c.name,
    named=lambda c: f"{c.name}({c.stock_code})",
    periods=PERIOD_LABELS,
    price_kind="주가 {period}",
    earnings_kind="연간 실적",
    summary="📈 {company} {label} 차트",
    price_title="{name}({code}) 주가 · 최근 {period}",
    earnings_title="{name}({code}) 연간 실적 · {basis} 재무제표 · {span}",
    basis=lambda basis: basis,
    source_of=lambda data: data.source,
    demo_note="※ 데모용 합성 가격 — 실제 시세가 아닙니다",
    close="종가",
    high52="52주 최고",
    low52="52주 최저",
    close_axis="종가",
    price_tick=format_won,
    volume="거래량",
    daily="일봉 종가 · {first} ~ {last} · 마지막 종가 {close} (기간 {change})",
    source="출처: {source}",
    won=format_won,
    row=label,
    unit=lambda largest: "조" if largest >= JO else "억" if largest >= EOK else "만",
    amount_axis="금액 ({unit}원)",
    margin_legend=f"{label('operating_margin')} (우축)",
    earnings_source="출처: OpenDART 사업보고서 · " + formula_text("operating_margin"),
    window="{named} 최근 {period}",
    last_close="종가 {close} ({day})",
    period_return="기간 수익률 {change}",
    range52="52주 최고 {high} ({high_day}) · 최저 {low} ({low_day})",
    results="{named} 연간 실적 {span}, {basis} 기준 — ",
    amount=_korean_amount,
    margin=f" ({label('operating_margin')} {{pct}})",
    filing_source="출처: OpenDART 사업보고서",
    plot_units={"조": (JO, 2, "조원"), "억": (EOK, 0, "억원"), "만": (EOK, 0, "억원")},
    plot_earnings="{name} 연간 실적 ({basis})",
    plot_price="{name} 주가 · 최근 {period}",
    plot_currency="원",
    extremes="종가 {close} ({close_day}) · 기간 최고 {high} ({high_day}) · 최저 {low} ({low_day})",
    no_quote_key="주가 차트에는 KIS 시세 키(KIS_APP_KEY, KIS_APP_SECRET)가 필요합니다. 운영자에게 문의해 주세요.",
    not_in_demo="오프라인 데모 시세에는 {named}가 없습니다 — 삼성전자, SK하이닉스, NAVER로 해 보세요.",
    no_prices="{named}의 이 기간 시세가 없습니다.",
    no_filings_key="실적 차트에는 OpenDART 키(OPENDART_API_KEY)가 필요합니다. 운영자에게 문의해 주세요.",
    no_filings="{name}의 최근 사업보고서 재무 데이터를 찾지 못했습니다{problem}.",
)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _named_en(company: Company) -> str:
    """``Samsung Electronics (삼성전자, 005930)``: the Korean once, with the code."""
    named = named_in_english(company)
    if named.endswith(")"):
        return f"{named[:-1]}, {company.stock_code})"
    return f"{named} ({company.stock_code})"


def english_amount(value: float, unit: str) -> str:
    """A bar's value (or a tick) on an English chart, in the chart's unit: ``32.73tn``, ``−460.9bn``."""
    scale, digits = EN_UNITS[unit]
    return f"{MINUS if value < 0 else ''}{abs(value) / scale:,.{digits}f}{unit}"


def english_shares(value: float) -> str:
    """A share count on an English axis: ``850K``, ``27M``, ``1.2B``."""
    size = abs(value)
    for scale, mark in ((1e9, "B"), (1e6, "M"), (1e3, "K")):
        if size >= scale:
            return f"{size / scale:,.1f}".removesuffix(".0") + mark
    return "0" if not value else f"{size:,.0f}"


CHART_EN = ChartWords(
    lang="en",
    name=lambda c: english_name(c) or c.name,
    named=_named_en,
    periods={"1m": "1 month", "3m": "3 months", "1y": "1 year", "5y": "5 years"},
    price_kind="share price {period}",
    earnings_kind="annual results",
    summary="📈 {company} {label} chart",
    price_title="{name} ({code}) share price · last {period}",
    earnings_title="{name} ({code}) annual results · {basis} statements · {span}",
    basis=lambda basis: (Basis.from_korean(basis) or Basis.CONSOLIDATED).word,
    source_of=lambda data: english_source_label(data.as_of, demo=data.demo),
    demo_note="※ synthetic demo prices — not market data",
    close="Close",
    high52="52-week high",
    low52="52-week low",
    close_axis="Close (KRW)",
    price_tick=lambda value: f"{value:,.0f}",
    volume="Volume",
    daily="Daily closes · {first} ~ {last} · last close {close} ({change} over the period)",
    source="Source: {source}",
    won=format_won_en,
    row=lambda concept: _capital(english_label(concept)),
    unit=lambda largest: "tn" if largest >= JO else "bn" if largest >= 1e9 else "mn",
    amount_axis="Amount (KRW {unit})",
    margin_legend=f"{_capital(english_label('operating_margin'))} (right axis)",
    earnings_source=(
        "Source: OpenDART annual reports · "
        f"{english_label('operating_margin')} = {english_label('operating_income')} ÷ {english_label('revenue')}"
    ),
    window="{named}, last {period}",
    last_close="close {close} ({day})",
    period_return="return over the period {change}",
    range52="52-week high {high} ({high_day}) · low {low} ({low_day})",
    results="{named} annual results {span}, {basis} — ",
    amount=lambda concept, value: f"{english_label(concept)} {format_krw_en(value)}",
    margin=f" ({english_label('operating_margin')} {{pct}})",
    filing_source="Source: OpenDART annual report",
    plot_units={"tn": (JO, 2, "KRW tn"), "bn": (1e9, 1, "KRW bn"), "mn": (1e9, 1, "KRW bn")},
    plot_earnings="{name} results ({basis})",
    plot_price="{name} share price · last {period}",
    plot_currency="KRW",
    extremes="Close {close} ({close_day}) · period high {high} ({high_day}) · low {low} ({low_day})",
    no_quote_key=(
        "A share price chart needs the KIS quote keys (KIS_APP_KEY, KIS_APP_SECRET). Please ask the operator."
    ),
    not_in_demo="The offline demo prices do not include {named} — try Samsung Electronics, SK hynix or NAVER.",
    no_prices="There are no prices for {named} in this period.",
    no_filings_key="An earnings chart needs the OpenDART key (OPENDART_API_KEY). Please ask the operator.",
    no_filings="No financial data was found in the recent annual reports of {named}{problem}.",
)


def chart_words(lang: Language) -> ChartWords:
    """The chart's words in ``lang`` (Korean unless English)."""
    return CHART_EN if lang == "en" else CHART_KO


def label_of(request: ChartRequest) -> str:
    """What a request asks for, in its language: ``주가 1년`` / ``share price 1 year`` / ``연간 실적``."""
    w = chart_words(request.lang)
    return (
        w.price_kind.format(period=w.periods[request.period]) if request.kind == "price" else w.earnings_kind
    )
