"""The charts' labels, drawn: no two texts of a chart cover each other (boxes measured by matplotlib
after the figure is drawn) in the five bundled companies' earnings charts and the bundled price charts,
and every value label of an earnings chart is written one way (two decimals in 조원)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Annotation, Text
from matplotlib.transforms import Bbox

from core.charts.data import earnings_data, price_data
from core.charts.earnings import draw_earnings
from core.charts.labels import amount_label
from core.charts.model import PERIODS, PricePeriod
from core.charts.price import draw_price
from core.charts.spec import choose_company
from core.charts.style import drawing
from core.config import Settings
from core.data.services import DataServices, open_data_services

TODAY = date(2026, 11, 25)
BUNDLED = ("삼성전자", "SK하이닉스", "현대차", "카카오", "NAVER")
PRICED = ("삼성전자", "SK하이닉스", "NAVER")
TWO_DECIMALS_JO = re.compile(r"^−?\d{1,3}(,\d{3})*\.\d{2}조원$")


@pytest.fixture
async def data(tmp_path: Path) -> AsyncIterator[DataServices]:
    settings = Settings(DEXTER_HOME=str(tmp_path), DEXTER_OFFLINE="1")
    async with await open_data_services(settings) as services:
        yield services


def drawn_texts(figure: Figure) -> list[Text]:
    """The texts matplotlib draws: every visible text but the labels of ticks outside the axes' view."""
    ticks: set[int] = set()
    shown: list[Text] = []
    for axes in figure.axes:
        for axis in (axes.xaxis, axes.yaxis):
            low, high = sorted(axis.get_view_interval())
            for tick in axis.get_major_ticks() + axis.get_minor_ticks():
                ticks |= {id(tick.label1), id(tick.label2)}
                if low - 1e-9 * abs(high - low) <= tick.get_loc() <= high + 1e-9 * abs(high - low):
                    shown += [tick.label1, tick.label2]
    shown += [t for t in figure.findobj(Text) if id(t) not in ticks]
    return [t for t in shown if t.get_visible() and t.get_text().strip()]


def drawn_boxes(figure: Figure) -> list[tuple[str, Bbox]]:
    """Every text of the drawn figure with its box in pixels."""
    canvas = FigureCanvasAgg(figure)
    canvas.draw()  # type: ignore[no-untyped-call]
    renderer = canvas.get_renderer()  # type: ignore[no-untyped-call]
    return [(t.get_text(), t.get_window_extent(renderer)) for t in drawn_texts(figure)]


def collisions(boxes: list[tuple[str, Bbox]]) -> list[tuple[str, str]]:
    """The pairs of texts whose boxes overlap (touching edges do not)."""
    return [
        (a, b)
        for i, (a, box) in enumerate(boxes)
        for b, other in boxes[i + 1 :]
        if box.x0 < other.x1 and other.x0 < box.x1 and box.y0 < other.y1 and other.y0 < box.y1
    ]


@pytest.mark.parametrize("name", BUNDLED)
async def test_earnings_chart_labels_never_overlap(data: DataServices, name: str) -> None:
    earnings = await earnings_data(data, choose_company(data.companies, name), today=TODAY)
    with drawing():
        figure = draw_earnings(earnings)
        boxes = drawn_boxes(figure)
        values = [a.get_text() for a in figure.findobj(Annotation) if a.get_text().endswith("원")]
    assert collisions(boxes) == []
    assert len(values) >= 3 * len(earnings.years) - 1  # a label on every bar (a bank may lack 매출액)
    assert [v for v in values if not TWO_DECIMALS_JO.match(v)] == []


async def test_samsung_fy2024_and_fy2020_labels_are_apart_and_in_one_style(data: DataServices) -> None:
    earnings = await earnings_data(data, choose_company(data.companies, "삼성전자"), today=TODAY)
    with drawing():
        figure = draw_earnings(earnings)
        boxes = dict(drawn_boxes(figure))
    assert "279.60조원" in boxes and "279.6조원" not in boxes
    for a, b in (("32.73조원", "34.45조원"), ("35.99조원", "26.41조원"), ("236.81조원", "15.2%")):
        assert not boxes[a].overlaps(boxes[b]), (a, b)


@pytest.mark.parametrize("name", PRICED)
@pytest.mark.parametrize("period", PERIODS)
async def test_price_chart_labels_never_overlap(data: DataServices, name: str, period: PricePeriod) -> None:
    prices = await price_data(data, choose_company(data.companies, name), period)
    with drawing():
        boxes = drawn_boxes(draw_price(prices))
    assert collisions(boxes) == []


def test_amount_labels_share_one_style_per_unit() -> None:
    assert amount_label(279_600_000_000_000, "조") == "279.60조원"
    assert amount_label(-7_730_313_000_000, "조") == "−7.73조원"
    assert amount_label(460_212_000_000, "억") == "4,602억원"
    assert amount_label(-16_000_000_000, "억") == "−160억원"
