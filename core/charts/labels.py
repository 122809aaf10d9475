"""Value labels on the charts: one number style per chart, and no label drawn over another label, a bar
or a line.

Bars of one fiscal year stand side by side, narrower than their labels, so a label can reach over the
bar beside its own (삼성전자 FY2022: 43.38조원 between 302.23조원 and 55.65조원), two bars of about the same
height would print their labels on top of each other (FY2024: 32.73조원, 34.45조원), and the margin
line's percentages land on bars, on bar labels and on the line itself (SK하이닉스 FY2023: −23.6% beside
its point, on the loss year's bars). ``separate`` places the labels one by one — the bars' labels
nearest to the zero line first, then the line points' — each at the nearest spot clear of the labels
placed before it, of every bar and of every plotted line (``core.charts.obstacles``): a bar's label
away from its bar's end and a little sideways (its bar's middle stays under it), a point's label around
its point inside the plot. Then the axes grow where a label would leave them, and the labels are placed
again. Call it once the figure is complete (limits set).
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.backend_bases import RendererBase
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.text import Annotation
from matplotlib.transforms import Bbox

from core.charts.obstacles import Obstacles
from core.charts.words import EN_UNITS, english_amount
from core.finance.krw import EOK, format_krw

#: Space kept between two labels, in points.
GAP_PT = 1.5
_ROUNDS = 4
_STEP_PT = 2.0  # a move's unit
_RISES = 40  # a bar's label rises at most this many steps
_KEEP_PT = 4.0  # a bar's label slides sideways while this much of it stays on either side of its bar's middle
_NEAR_PT = 4.0  # a point's label keeps this far from its point
_RINGS = 24  # … and moves out at most this many steps


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


def separate(figure: Figure, labels: Sequence[Annotation], points: Sequence[Annotation] = ()) -> None:
    """Place value labels clear of each other, the bars and the lines (see the module docstring):
    ``labels`` of bars, ``points`` of a line's points; offsets in points only."""
    everything = [*labels, *points]
    if not everything:
        return
    if not isinstance(figure.canvas, FigureCanvasAgg):
        FigureCanvasAgg(figure)
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    offsets = [a.xyann for a in everything]
    for round_ in range(_ROUNDS):
        for label, offset in zip(everything, offsets, strict=True):
            label.xyann = offset
        figure.draw_without_rendering()
        _Placer(figure.dpi, renderer, Obstacles.of(figure, renderer)).place(labels, points)
        if round_ == _ROUNDS - 1 or not _grow_axes(everything, renderer):
            return


def _overlap(a: Bbox, b: Bbox, gap: float = 0.0) -> bool:
    return bool(a.x0 - gap < b.x1 and b.x0 - gap < a.x1 and a.y0 - gap < b.y1 and b.y0 - gap < a.y1)


def _upward(label: Annotation) -> bool:
    return bool(label.xyann[1] >= 0)


class _Placer:
    """Labels placed one by one, each at the nearest spot clear of the ones placed before it."""

    def __init__(self, dpi: float, renderer: RendererBase, obstacles: Obstacles) -> None:
        self.px = dpi / 72  # pixels a point
        self.renderer, self.obstacles = renderer, obstacles
        self.placed: list[Bbox] = []

    def place(self, labels: Sequence[Annotation], points: Sequence[Annotation]) -> None:
        boxes = {id(a): a.get_window_extent(self.renderer) for a in labels}
        up = sorted((a for a in labels if _upward(a)), key=lambda a: boxes[id(a)].y0)
        down = sorted((a for a in labels if not _upward(a)), key=lambda a: -boxes[id(a)].y1)
        for label in [*up, *down]:
            self._put(label, self._bar_moves(boxes[id(label)], 1.0 if _upward(label) else -1.0))
        for label in points:
            self._put(label, self._point_moves(label), frame=_frame(label, self.renderer))

    def _clear(self, box: Bbox, frame: Bbox | None) -> bool:
        if frame is not None and not (frame.x0 <= box.x0 and box.x1 <= frame.x1):
            return False
        if frame is not None and not (frame.y0 <= box.y0 and box.y1 <= frame.y1):
            return False
        gap = GAP_PT * self.px
        return not any(_overlap(box, p, gap) for p in self.placed) and not self.obstacles.hits(box)

    def _put(self, label: Annotation, moves: list[tuple[float, float]], frame: Bbox | None = None) -> None:
        """Move ``label`` by the first of ``moves`` (pixels) that leaves it clear — inside ``frame`` if
        one is — else away from the labels placed before it, as far as they need."""
        box = label.get_window_extent(self.renderer)
        clear = next((m for m in moves if self._clear(box.translated(*m), frame)), None)
        if clear is None and frame is not None:
            clear = next((m for m in moves if self._clear(box.translated(*m), None)), None)
        if clear is None:
            clear = (0.0, self._past_labels(box, 1.0 if _upward(label) else -1.0))
        dx, dy = label.xyann
        label.xyann = (dx + clear[0] / self.px, dy + clear[1] / self.px)
        self.placed.append(box.translated(*clear))

    def _past_labels(self, box: Bbox, direction: float) -> float:
        shift, gap = 0.0, GAP_PT * self.px
        for _ in range(len(self.placed) + 1):
            hits = [p for p in self.placed if _overlap(box.translated(0, shift), p)]
            if not hits:
                break
            above, below = max(p.y1 for p in hits) + gap - box.y0, min(p.y0 for p in hits) - gap - box.y1
            shift = above if direction > 0 else below
        return shift

    def _bar_moves(self, box: Bbox, direction: float) -> list[tuple[float, float]]:
        """A bar's label: away from the bar's end, and sideways while the bar's middle stays under it;
        nearest first (a step sideways counts less than one up)."""
        step = _STEP_PT * self.px
        reach = max(0.0, box.width / 2 - _KEEP_PT * self.px)
        sideways = [0.0, *(s * k * step for k in range(1, int(reach / step) + 1) for s in (1, -1))]
        moves = [(dx, direction * k * step) for k in range(_RISES) for dx in sideways]
        return sorted(moves, key=lambda m: 0.6 * abs(m[0]) + abs(m[1]))

    def _point_moves(self, label: Annotation) -> list[tuple[float, float]]:
        """A line point's label: around its point (beside, above, below, diagonal), nearest first."""
        box = label.get_window_extent(self.renderer)
        axes = label.axes
        assert axes is not None
        x, y = axes.transData.transform(label.xy)
        preferred = 1.0 if _upward(label) else -1.0
        moves: list[tuple[float, float]] = []
        for ring in range(_RINGS):
            reach = (_NEAR_PT + ring * _STEP_PT) * self.px
            for ux, uy in (
                (0, preferred),
                (0, -preferred),
                (1, 0),
                (-1, 0),
                (1, 1),
                (-1, 1),
                (1, -1),
                (-1, -1),
            ):
                cx = x + ux * (box.width / 2 + reach)
                cy = y + uy * (box.height / 2 + reach)
                moves.append((cx - (box.x0 + box.x1) / 2, cy - (box.y0 + box.y1) / 2))
        return moves


def _frame(label: Annotation, renderer: RendererBase) -> Bbox | None:
    return label.axes.get_window_extent(renderer) if label.axes is not None else None


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
