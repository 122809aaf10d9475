"""Markdown for the company card (platform renderers adapt it for Slack and Telegram)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.data.dart.client import viewer_url
from core.data.dart.statements import Statements
from core.data.dart.wire import CompanyOverview
from core.finance import ratios
from core.finance.accounts import FINANCIAL_MARKERS
from core.finance.concepts import CATALOGUE, label
from core.finance.krw import change_phrase, format_krw, format_pct, format_won
from core.finance.periods import REPORT_NAMES
from core.tools.card import CompanyCard

if TYPE_CHECKING:  # annotations only: the KIS models load when a quote is fetched
    from core.data.kis.models import Quote

_HEADLINE = ("revenue", "operating_income", "net_income", "assets", "liabilities", "equity")
_FLOWS = frozenset(
    {
        "revenue",
        "operating_income",
        "net_income",
        "interest_income",
        "net_interest_income",
        "net_fee_income",
        "insurance_revenue",
        "insurance_service_result",
    }
)


def _date(raw: str) -> str:
    return f"{raw[:4]}-{raw[4:6]}-{raw[6:8]}" if len(raw) == 8 and raw.isdigit() else raw


def _times(value: float | None) -> str:
    if value is not None and value < 0:
        return "적자(—)"  # KIS reports a negative PER for loss-making companies
    return "—" if value is None else f"{value:,.2f}배"


def _concepts(st: Statements) -> list[str]:
    concepts = [c for c in _HEADLINE if st.get(c) is not None]
    if st.get("revenue") is None:  # banks and insurers: show what they report instead of 매출액
        concepts = [
            c.id for c in CATALOGUE if c.id in FINANCIAL_MARKERS and st.get(c.id) is not None
        ] + concepts
    return concepts


def _figures_table(st: Statements, current: str, prior: str) -> list[str]:
    lines = [f"| 항목 | {current} | {prior} | 증감 |", "|---|---:|---:|---|"]
    for concept in _concepts(st):
        now, before = st.value(concept), st.value(concept, "prior")
        change = (
            change_phrase(now, before)
            if concept in _FLOWS
            else format_pct(ratios.growth(now, before), signed=True)
        )
        lines.append(f"| {label(concept)} | {format_krw(now)} | {format_krw(before)} | {change} |")
    return lines


def _key_ratios(st: Statements) -> str:
    revenue = st.value("revenue")
    parts = []
    if revenue is not None:
        parts += [
            f"{label('operating_margin')} {format_pct(ratios.of('operating_margin', st.value))}",
            f"{label('net_margin')} {format_pct(ratios.of('net_margin', st.value))}",
        ]
    parts.append(f"{label('debt_ratio')} {format_pct(ratios.of('debt_ratio', st.value))}")
    roe = ratios.of("roe", st.value, lambda concept: st.value(concept, "prior"))
    parts.append(f"ROE {format_pct(roe)} (당기순이익/평균 자본총계)")
    return " · ".join(parts)


def _quote_lines(q: Quote) -> list[str]:
    arrow = "▲" if q.change > 0 else "▼" if q.change < 0 else ""
    change = f"{arrow}{format_won(abs(q.change))} ({format_pct(q.change_pct, signed=True)})"
    valuation = [
        f"PER {_times(q.per)}",
        f"PBR {_times(q.pbr)}",
        f"EPS {format_won(q.eps)}",
        f"BPS {format_won(q.bps)}",
        f"52주 {format_won(q.week52_low)} ~ {format_won(q.week52_high)}",
        f"외국인 지분 {format_pct(q.foreign_ratio_pct)}",
    ]
    return [
        f"### 시세 — {q.source}" + (" ⚠️ 데모용 합성 가격" if q.demo else ""),
        "| 현재가 | 전일 대비 | 거래량 | 시가총액 |",
        "|---:|---:|---:|---:|",
        f"| {format_won(q.price)} | {change} | {q.volume:,}주 | {format_krw(q.market_cap)} |",
        "",
        " · ".join(valuation),
        "",
    ]


def render_card(card: CompanyCard) -> str:  # noqa: C901 - one block per card section
    c, o = card.company, card.overview or CompanyOverview()
    title = f"## {o.stock_name or c.name} ({c.stock_code or c.corp_code})"
    lines = [title + (f" · {card.market}" if card.market else "")]
    facts = [f"DART 고유번호 {c.corp_code}"]
    if o.ceo_nm:
        facts.append(f"대표이사 {o.ceo_nm}")
    if o.induty_code:
        facts.append(f"업종코드 {o.induty_code}")
    if o.est_dt:
        facts.append(f"설립 {_date(o.est_dt)}")
    if o.acc_mt:
        facts.append(f"결산 {int(o.acc_mt)}월")
    lines += [" · ".join(facts), ""]

    q = card.quote
    if q is not None:
        lines += _quote_lines(q)
        if card.cross_check is not None:
            lines += [card.cross_check.line, ""]

    if card.annual is not None:
        st = card.annual.statements
        lines += [
            f"### FY{card.annual.year} 실적 ({st.basis}, 사업보고서)",
            *_figures_table(st, f"FY{card.annual.year}", f"FY{card.annual.year - 1}"),
            "",
            _key_ratios(st),
            "",
        ]
    if card.quarter is not None:
        st, period = card.quarter.statements, card.quarter.period
        lines += [
            f"### 최근 분기: {period.label} ({st.basis}, {REPORT_NAMES[period.report_code]})",
            *_figures_table(st, period.label, f"{period.year - 1}년 {period.quarter}분기"),
            "",
        ]

    if card.disclosures:
        lines.append("### 최근 공시")
        lines += [
            f"- {_date(r.rcept_dt)} [{r.report_nm}]({viewer_url(r.rcept_no)})" for r in card.disclosures
        ]
        lines.append("")

    sources = []
    annual_rcept = card.annual.statements.rcept_no if card.annual is not None else None
    if card.annual is not None:
        sources.append(
            f"[OpenDART 사업보고서 FY{card.annual.year}]({viewer_url(card.annual.statements.rcept_no)})"
        )
    if card.quarter is not None:
        sources.append(
            f"[OpenDART {card.quarter.period.label}]({viewer_url(card.quarter.statements.rcept_no)})"
        )
    checked = card.cross_check.filing if card.cross_check is not None else None
    if checked is not None and checked.rcept_no and checked.rcept_no != annual_rcept:
        sources.append(
            f"[OpenDART 사업보고서 FY{checked.fiscal_year} (교차검증)]({viewer_url(checked.rcept_no)})"
        )
    if q is not None:
        sources.append(q.source)
    if sources:
        lines.append("출처: " + " · ".join(sources))
    if card.notes:
        lines += ["", *[f"> ⚠️ {note}" for note in card.notes]]
    return "\n".join(lines).strip() + "\n"
