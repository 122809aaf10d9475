"""The charts' labels, drawn: no two texts of a chart cover each other (boxes measured by matplotlib
after the figure is drawn) in the five bundled companies' earnings charts and the bundled price charts,
no value label of an earnings chart covers a bar, the margin line (its segments and markers) or the zero
line, in Korean and English, and every value label of an earnings chart is written one way (two
decimals in 조원)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date
from pathlib import Path

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from matplotlib.path import Path as Polyline
from matplotlib.text import Annotation, Text
from matplotlib.transforms import Bbox

from core.charts.data import earnings_data, price_data
from core.charts.earnings import draw_earnings
from core.charts.labels import amount_label
from core.charts.model import PERIODS, EarningsData, PricePeriod
from core.charts.price import draw_price
from core.charts.spec import choose_company
from core.charts.style import drawing
from core.charts.words import CHART_EN, CHART_KO, ChartWords
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


def covered(figure: Figure) -> list[tuple[str, str]]:
    """The value labels that cover a bar, a line or a line's marker (touching edges do not), with what."""
    canvas = FigureCanvasAgg(figure)
    canvas.draw()  # type: ignore[no-untyped-call]
    renderer = canvas.get_renderer()  # type: ignore[no-untyped-call]
    bars: list[tuple[str, Bbox]] = []
    lines: list[tuple[str, Polyline]] = []
    for axes in figure.axes:
        for container in axes.containers:
            rects = [p for p in container if isinstance(p, Rectangle) and p.get_height() != 0]
            bars += [(f"bar {r.get_height():.3g}", r.get_window_extent(renderer)) for r in rects]
        for line in axes.get_lines():
            points = line.get_transform().transform(line.get_xydata())
            lines.append((f"line {line.get_label()}", Polyline(points)))
            size = line.get_markersize() * figure.dpi / 72 / 2 if line.get_marker() not in ("", "None") else 0
            bars += [
                (f"marker {x:.0f},{y:.0f}", Bbox([[x - size, y - size], [x + size, y + size]]))
                for x, y in points
            ]
    found: list[tuple[str, str]] = []
    for label in figure.findobj(Annotation):
        box = label.get_window_extent(renderer)
        inner = Bbox([[box.x0 + 0.01, box.y0 + 0.01], [box.x1 - 0.01, box.y1 - 0.01]])
        found += [(label.get_text(), what) for what, bar in bars if size_of(bar) and inner.overlaps(bar)]
        found += [
            (label.get_text(), what) for what, path in lines if path.intersects_bbox(inner, filled=False)
        ]
    return found


def size_of(box: Bbox) -> float:
    return float(box.width * box.height)


@dataclass(frozen=True)
class Drawn:
    """One company's earnings chart in one language, drawn, with what the tests read of it."""

    earnings: EarningsData
    figure: Figure
    covered: list[tuple[str, str]]
    boxes: list[tuple[str, Bbox]]


_DRAWN: dict[tuple[str, str], Drawn] = {}


async def drawn_earnings(data: DataServices, name: str, words: ChartWords = CHART_KO) -> Drawn:
    """The earnings chart of ``name`` in ``words``' language, drawn once for every test that reads it
    (the recorded data is the same in each; no test changes a figure): drawing and measuring one took
    ~0.5 s of CPU, and the Korean ones were drawn by up to four tests."""
    key = (name, words.lang)
    if key not in _DRAWN:
        earnings = await earnings_data(data, choose_company(data.companies, name), today=TODAY)
        with drawing():
            figure = draw_earnings(earnings, words)
            _DRAWN[key] = Drawn(earnings, figure, covered(figure), drawn_boxes(figure))
    return _DRAWN[key]


@pytest.mark.parametrize("words", [CHART_KO, CHART_EN], ids=["ko", "en"])
@pytest.mark.parametrize("name", BUNDLED)
async def test_earnings_chart_labels_keep_off_the_bars_and_the_lines(
    data: DataServices, name: str, words: ChartWords
) -> None:
    drawn = await drawn_earnings(data, name, words)
    assert drawn.covered == []
    assert collisions(drawn.boxes) == []


async def test_sk_hynix_fy2023_margin_label_is_off_the_loss_years_bars(data: DataServices) -> None:
    drawn = await drawn_earnings(data, "SK하이닉스")
    earnings, figure, boxes = drawn.earnings, drawn.figure, dict(drawn.boxes)
    with drawing():
        [loss_year] = [i for i, y in enumerate(earnings.years) if y.year == 2023]
        bars = [
            r.get_window_extent()
            for axes in figure.axes
            for container in axes.containers
            for r in container
            if isinstance(r, Rectangle) and round(r.get_x() + r.get_width() / 2) == loss_year
        ]
    assert len(bars) == 3 and "−23.6%" in boxes
    assert not any(boxes["−23.6%"].overlaps(bar) for bar in bars)


@pytest.mark.parametrize("name", BUNDLED)
async def test_earnings_chart_labels_never_overlap(data: DataServices, name: str) -> None:
    drawn = await drawn_earnings(data, name)
    earnings, boxes = drawn.earnings, drawn.boxes
    values = [a.get_text() for a in drawn.figure.findobj(Annotation) if a.get_text().endswith("원")]
    assert collisions(boxes) == []
    assert len(values) >= 3 * len(earnings.years) - 1  # a label on every bar (a bank may lack 매출액)
    assert [v for v in values if not TWO_DECIMALS_JO.match(v)] == []


async def test_samsung_fy2024_and_fy2020_labels_are_apart_and_in_one_style(data: DataServices) -> None:
    boxes = dict((await drawn_earnings(data, "삼성전자")).boxes)
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
