"""One call from a chart request to a finished chart: company → data → PNG (off the event loop) →
title and caption in the request's language (Korean unless English: ``core.charts.words``). No model
call anywhere.

The caption repeats the chart's key figures in text (the platforms show it under the image, and a
reader without the image still gets them) and names the source: the KIS quote time, or the DART
filing of the newest year with its viewer link.
"""

from __future__ import annotations

import asyncio
import functools
from datetime import date
from typing import Any

from core.charts.data import earnings_data, price_data
from core.charts.model import Chart, ChartRequest, EarningsData, PriceData
from core.charts.plots import Plot, earnings_plots, price_extremes, price_plots
from core.charts.spec import choose_company
from core.charts.titles import earnings_title, period_return, price_title, span
from core.charts.words import CHART_KO, ChartWords, chart_words, label_of
from core.data.dart.client import viewer_url
from core.data.services import DataServices
from core.finance.krw import format_krw, format_pct
from core.finance.krw_en import format_krw_en
from core.lang import Language

#: how many rendered charts ``_render`` keeps (a PNG is ~50–100 kB)
RENDERED = 32


async def build_chart(data: DataServices, request: ChartRequest, *, today: date) -> Chart:
    """Resolve the company, fetch the data and render the chart.

    Args:
        data: The data services (OpenDART, KIS, the company index).
        request: What was asked for, and in which language.
        today: Today in Korea (which fiscal years are filed).

    Raises:
        ChartInputError: with a Korean message — unknown company, no data, missing keys.
        DataError: a data call failed for another reason (its ``user_message`` is Korean too).
    """
    company = choose_company(data.companies, request.company)
    request = ChartRequest(company.name, request.kind, request.period, request.lang)
    w = chart_words(request.lang)
    plots: tuple[Plot, ...]
    if request.kind == "price":
        prices = await price_data(data, company, request.period)
        png = await asyncio.to_thread(_render, prices, request.lang)
        title, caption, facts = price_title(prices, w), price_caption(prices, w), price_facts(prices)
        filename = f"{company.stock_code}_price_{request.period}.png"
        plots, note = price_plots(prices, w), price_extremes(prices, w)
    else:
        earnings = await earnings_data(data, company, today=today)
        png = await asyncio.to_thread(_render, earnings, request.lang)
        title, caption = earnings_title(earnings, w), earnings_caption(earnings, w)
        facts = earnings_facts(earnings, w)
        filename = f"{company.stock_code}_earnings.png"
        plots, note = earnings_plots(earnings, w), ""
    summary = w.summary.format(company=w.name(company), label=label_of(request))
    prefix = w.source.format(source="")
    sources = tuple(line.removeprefix(prefix) for line in caption.splitlines() if line.startswith(prefix))
    return Chart(
        png,
        title,
        caption,
        filename,
        request,
        summary=summary,
        facts=facts,
        plots=plots,
        plot_note=note,
        sources=sources,
    )


@functools.lru_cache(maxsize=RENDERED)
def _render(data: PriceData | EarningsData, lang: Language) -> bytes:
    """The PNG, in a worker thread — matplotlib is imported here on the first chart, off the loop.

    A chart is a function of its data (frozen: the company, the bars or years, the quote time) and its
    language, so the last ``RENDERED`` are kept: the same chart asked again — the same company's chart
    on the same quote or filings, in another chat — is not drawn again (~0.3 s of CPU each)."""
    from core.charts.render import draw_earnings, draw_price, render_png

    w = chart_words(lang)
    if isinstance(data, PriceData):
        return render_png(lambda: draw_price(data, w))
    return render_png(lambda: draw_earnings(data, w))


def price_facts(data: PriceData) -> dict[str, Any]:
    first, last = data.bars[0], data.bars[-1]
    facts: dict[str, Any] = {
        "series": "daily close (KRW)",
        "first": {"date": first.date.isoformat(), "close": first.close},
        "last": {"date": last.date.isoformat(), "close": last.close},
        "return_pct": format_pct(period_return(data), signed=True),
        "trading_days": len(data.bars),
    }
    for key, extreme in (("high_52w", data.high52), ("low_52w", data.low52)):
        if extreme is not None:
            facts[key] = {"date": extreme.day.isoformat(), "price": extreme.price}
    if data.demo:
        facts["demo_prices"] = "synthetic demo prices, not market data: say so"
    return facts


def earnings_facts(data: EarningsData, w: ChartWords = CHART_KO) -> dict[str, Any]:
    """The figures for a tool result; an English chart's amounts in English words as well."""
    english = w.lang == "en"

    def money(value: int | None) -> dict[str, Any] | None:
        return (
            None
            if value is None
            else {"won": value, "text": format_krw_en(value) if english else format_krw(value)}
        )

    years = [
        {
            "fiscal_year": y.year,
            "revenue": money(y.revenue),
            "operating_income": money(y.operating_income),
            "net_income": money(y.net_income),
            "operating_margin": None if y.operating_margin is None else format_pct(y.operating_margin),
        }
        for y in data.years
    ]
    basis = w.basis(data.basis)
    return {"basis": basis, "annual": years, "filings": [viewer_url(r) for r in data.rcept_nos]}


def price_caption(data: PriceData, w: ChartWords = CHART_KO) -> str:
    last = data.bars[-1]
    parts = [
        w.window.format(named=w.named(data.company), period=w.periods[data.period]),
        w.last_close.format(close=w.won(last.close), day=f"{last.date:%Y-%m-%d}"),
        w.period_return.format(change=format_pct(period_return(data), signed=True)),
    ]
    if data.high52 is not None and data.low52 is not None:
        parts.append(
            w.range52.format(
                high=w.won(data.high52.price),
                high_day=f"{data.high52.day:%Y-%m-%d}",
                low=w.won(data.low52.price),
                low_day=f"{data.low52.day:%Y-%m-%d}",
            )
        )
    text = " · ".join(parts) + "\n" + w.source.format(source=w.source_of(data))
    return text + (f"\n{w.demo_note}" if data.demo else "")


def earnings_caption(data: EarningsData, w: ChartWords = CHART_KO) -> str:
    newest = data.years[-1]
    figures = [w.amount("revenue", newest.revenue)] if newest.revenue is not None else []
    figures.append(w.amount("operating_income", newest.operating_income))
    if newest.operating_margin is not None:
        figures[-1] += w.margin.format(pct=format_pct(newest.operating_margin))
    figures.append(w.amount("net_income", newest.net_income))
    named = w.named(data.company)
    text = w.results.format(named=named, span=span(data), basis=w.basis(data.basis))
    text += f"FY{newest.year} " + ", ".join(figures)
    source = w.filing_source
    if data.rcept_nos:
        source += f" {viewer_url(data.rcept_nos[-1])}"
    return f"{text}\n{source}"
