"""Markdown for the company card (platform renderers adapt it for Slack and Telegram), in Korean or
in English (the words: ``core.tools.card_words``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core.data.dart.client import viewer_url
from core.data.dart.statements import Statements
from core.data.dart.wire import CompanyOverview
from core.finance import ratios
from core.finance.accounts import FINANCIAL_MARKERS
from core.finance.concepts import CATALOGUE
from core.finance.krw import format_pct
from core.finance.periods import ANNUAL
from core.lang import Language
from core.tools.card import CompanyCard
from core.tools.card_words import CardWords, card_words

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


def _times(value: float | None, w: CardWords) -> str:
    return w.loss_times if value is not None and value < 0 else w.times(value)


def _concepts(st: Statements) -> list[str]:
    concepts = [c for c in _HEADLINE if st.get(c) is not None]
    if st.get("revenue") is None:  # banks and insurers: show what they report instead of revenue
        concepts = [
            c.id for c in CATALOGUE if c.id in FINANCIAL_MARKERS and st.get(c.id) is not None
        ] + concepts
    return concepts


def _figures_table(st: Statements, current: str, prior: str, w: CardWords) -> list[str]:
    lines = [w.table_head.format(current=current, prior=prior), "|---|---:|---:|---|"]
    for concept in _concepts(st):
        now, before = st.value(concept), st.value(concept, "prior")
        change = (
            w.change(now, before)
            if concept in _FLOWS
            else format_pct(ratios.growth(now, before), signed=True)
        )
        lines.append(f"| {w.row(concept)} | {w.amount(now)} | {w.amount(before)} | {change} |")
    return lines


def _key_ratios(st: Statements, w: CardWords) -> str:
    revenue = st.value("revenue")
    parts = []
    if revenue is not None:
        parts += [
            f"{w.row('operating_margin')} {format_pct(ratios.of('operating_margin', st.value))}",
            f"{w.row('net_margin')} {format_pct(ratios.of('net_margin', st.value))}",
        ]
    parts.append(f"{w.row('debt_ratio')} {format_pct(ratios.of('debt_ratio', st.value))}")
    roe = ratios.of("roe", st.value, lambda concept: st.value(concept, "prior"))
    parts.append(f"ROE {format_pct(roe)} {w.roe_note}")
    return " · ".join(parts)


def _quote_lines(q: Quote, w: CardWords) -> list[str]:
    arrow = "▲" if q.change > 0 else "▼" if q.change < 0 else ""
    change = f"{arrow}{w.won(abs(q.change))} ({format_pct(q.change_pct, signed=True)})"
    per, pbr, eps, bps = w.valuation
    valuation = [
        f"{per} {_times(q.per, w)}",
        f"{pbr} {_times(q.pbr, w)}",
        f"{eps} {w.won(q.eps)}",
        f"{bps} {w.won(q.bps)}",
        w.week52.format(low=w.won(q.week52_low), high=w.won(q.week52_high)),
        w.foreign.format(pct=format_pct(q.foreign_ratio_pct)),
    ]
    return [
        w.quote_head.format(source=w.source(q)) + (w.demo if q.demo else ""),
        w.quote_columns,
        "|---:|---:|---:|---:|",
        f"| {w.won(q.price)} | {change} | {w.shares.format(count=q.volume)} | {w.amount(q.market_cap)} |",
        "",
        " · ".join(valuation),
        "",
    ]


def render_card(card: CompanyCard, lang: Language = "ko") -> str:  # noqa: C901 - one block per card section
    """The card as Markdown in ``lang`` (Korean unless English)."""
    w = card_words(lang)
    c, o = card.company, card.overview or CompanyOverview()
    title = w.title.format(name=w.company(c, o), code=c.stock_code or c.corp_code)
    market = w.markets.get(o.corp_cls or "", "") if card.overview is not None else ""
    lines = [title + (f" · {market}" if market else "")]
    corp_code, ceo, industry, founded = w.facts
    facts = [corp_code.format(c.corp_code)]
    if o.ceo_nm:
        facts.append(ceo.format(o.ceo_nm))
    if o.induty_code:
        facts.append(industry.format(o.induty_code))
    if o.est_dt:
        facts.append(founded.format(_date(o.est_dt)))
    if o.acc_mt:
        facts.append(w.fiscal_end(int(o.acc_mt)))
    lines += [" · ".join(facts), ""]

    q = card.quote
    if q is not None:
        lines += _quote_lines(q, w)
        if card.cross_check is not None:
            lines += [w.cross_check(card.cross_check), ""]

    if card.annual is not None:
        st, year = card.annual.statements, card.annual.year
        lines += [
            w.annual_head.format(year=year, basis=w.basis(st.fs_div), report=w.report[ANNUAL]),
            *_figures_table(st, f"FY{year}", f"FY{year - 1}", w),
            "",
            _key_ratios(st, w),
            "",
        ]
    if card.quarter is not None:
        st, period = card.quarter.statements, card.quarter.period
        head = w.quarter_head.format(
            period=w.period(period), basis=w.basis(st.fs_div), report=w.report[period.report_code]
        )
        lines += [head, *_figures_table(st, w.period(period), w.year_before(period), w), ""]

    if card.disclosures:
        lines.append(w.filings_head)
        lines += [
            f"- {_date(r.rcept_dt)} [{r.report_nm}]({viewer_url(r.rcept_no)})" for r in card.disclosures
        ]
        lines.append("")

    sources = []
    annual_rcept = card.annual.statements.rcept_no if card.annual is not None else None
    if card.annual is not None:
        name = w.annual_source.format(year=card.annual.year)
        sources.append(f"[{name}]({viewer_url(card.annual.statements.rcept_no)})")
    if card.quarter is not None:
        shown = w.period(card.quarter.period)
        sources.append(f"[OpenDART {shown}]({viewer_url(card.quarter.statements.rcept_no)})")
    checked = card.cross_check.filing if card.cross_check is not None else None
    if checked is not None and checked.rcept_no and checked.rcept_no != annual_rcept:
        name = w.checked_source.format(year=checked.fiscal_year)
        sources.append(f"[{name}]({viewer_url(checked.rcept_no)})")
    if q is not None:
        sources.append(w.source(q))
    if sources:
        lines.append(w.sources + " · ".join(sources))
    if card.notes:
        lines += ["", *[f"> ⚠️ {w.note(note)}" for note in card.notes]]
    return "\n".join(lines).strip() + "\n"
