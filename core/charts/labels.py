"""Value labels on the charts: one number style per chart, and no two labels drawn over each other.

Bars of one fiscal year stand side by side, narrower than their labels, so two bars of about the same
height (삼성전자 FY2024: 영업이익 32.73조원, 당기순이익 34.45조원) would print their labels on top of each
other, and the margin line's percentages can land on a bar's label. ``separate`` places the labels
one by one, nearest to the zero line first, and moves a label that would cover one already placed
away from its bar (up above a positive value, down below a negative one) just far enough; then the
axes grow where a moved label would leave them. Call it once the figure is complete (limits set).
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.backend_bases import RendererBase
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Annotation
from matplotlib.transforms import Bbox

from core.charts.words import EN_UNITS, english_amount
from core.finance.krw import EOK, format_krw

#: Space kept between two labels, in points.
GAP_PT = 1.5
_ROUNDS = 4


def amount_label(value: float, unit: str) -> str:
    """A bar's value in the chart's unit, every label of a chart alike: ``279.60조원``, ``4,602억원``;
    on an English chart ``279.60tn``, ``460.2bn`` (``core.charts.words``)."""
    if unit in EN_UNITS:
        return english_amount(value, unit)
    if unit == "조":
        return format_krw(value, unit="조")
    if unit == "억":
        sign = "−" if value < 0 else ""
        return f"{sign}{abs(value) / EOK:,.0f}억원"
    return format_krw(value, unit="만")


def separate(figure: Figure, labels: Sequence[Annotation]) -> None:
    """Move overlapping value labels apart (see the module docstring); labels in offset points only."""
    if not labels:
        return
    if not isinstance(figure.canvas, FigureCanvasAgg):
        FigureCanvasAgg(figure)
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    offsets = [a.xyann for a in labels]
    for round_ in range(_ROUNDS):
        for label, offset in zip(labels, offsets, strict=True):
            label.xyann = offset
        figure.draw_without_rendering()
        _place(labels, renderer, figure.dpi)
        if round_ == _ROUNDS - 1 or not _grow_axes(labels, renderer):
            return


def _overlap(a: Bbox, b: Bbox) -> bool:
    return bool(a.x0 < b.x1 and b.x0 < a.x1 and a.y0 < b.y1 and b.y0 < a.y1)


def _upward(label: Annotation) -> bool:
    return bool(label.xyann[1] >= 0)


def _place(labels: Sequence[Annotation], renderer: RendererBase, dpi: float) -> None:
    boxes = {id(a): a.get_window_extent(renderer) for a in labels}
    up = sorted((a for a in labels if _upward(a)), key=lambda a: boxes[id(a)].y0)
    down = sorted((a for a in labels if not _upward(a)), key=lambda a: -boxes[id(a)].y1)
    placed: list[Bbox] = []
    gap = GAP_PT * dpi / 72
    for group, direction in ((up, 1.0), (down, -1.0)):
        for label in group:
            box = label.get_window_extent(renderer)
            for _ in range(len(placed) + 1):
                hits = [p for p in placed if _overlap(box, p)]
                if not hits:
                    break
                above = max(p.y1 for p in hits) + gap - box.y0
                below = min(p.y0 for p in hits) - gap - box.y1
                shift = above if direction > 0 else below
                dx, dy = label.xyann
                label.xyann = (dx, dy + shift * 72 / dpi)
                box = label.get_window_extent(renderer)
            placed.append(box)


def _grow_axes(labels: Sequence[Annotation], renderer: RendererBase) -> bool:
    """Raise (or lower) an axes' limits where a label sticks out of it; whether any changed."""
    grown = False
    for label in labels:
        axes = label.axes
        if not isinstance(axes, Axes):
            continue
        box, frame = label.get_window_extent(renderer), axes.get_window_extent(renderer)
        low, high = axes.get_ylim()
        per_pixel = (high - low) / max(1.0, frame.height)
        if box.y1 > frame.y1:
            axes.set_ylim(low, high + (box.y1 - frame.y1 + 4) * per_pixel)
            grown = True
        elif box.y0 < frame.y0:
            axes.set_ylim(low - (frame.y0 - box.y0 + 4) * per_pixel, high)
            grown = True
    return grown
