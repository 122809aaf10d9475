"""What a chart's value labels must not cover, as drawn (display pixels): its bars and its plotted lines.

``Obstacles.of(figure, renderer)`` takes every bar of the figure's axes (the rectangles of their bar
containers), every visible line on them (the margin line, the zero line: their segments, and each marker
as a square of its size) and answers whether a text box would touch one (``hits``). Call it on a drawn
figure (``figure.draw_without_rendering()``), again after the axes' limits change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from matplotlib.backend_bases import RendererBase
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.patches import Rectangle
from matplotlib.transforms import Bbox

Point = tuple[float, float]
Segment = tuple[Point, Point]

#: room kept between a label and a bar or a line, in points
CLEARANCE_PT = 1.0
_NO_MARKERS = (None, "None", "none", "", " ")


@dataclass(frozen=True, slots=True)
class Obstacles:
    """Bars and line segments of a drawn figure, in display pixels."""

    bars: tuple[Bbox, ...]
    segments: tuple[Segment, ...]
    pad: float  # CLEARANCE_PT in pixels

    @classmethod
    def of(cls, figure: Figure, renderer: RendererBase) -> Obstacles:
        bars: list[Bbox] = []
        segments: list[Segment] = []
        scale = figure.dpi / 72
        for axes in figure.axes:
            for container in axes.containers:
                bars += [p.get_window_extent(renderer) for p in container if isinstance(p, Rectangle)]
            for line in axes.get_lines():
                if line.get_visible():
                    lines, marks = _line_parts(line, scale)
                    segments += lines
                    bars += marks
        return cls(
            tuple(b for b in bars if b.width > 0 and b.height > 0), tuple(segments), CLEARANCE_PT * scale
        )

    def hits(self, box: Bbox) -> bool:
        """Whether ``box`` (grown by the clearance) touches a bar, a marker or a line."""
        x0, y0, x1, y1 = box.x0 - self.pad, box.y0 - self.pad, box.x1 + self.pad, box.y1 + self.pad
        if any(x0 < b.x1 and b.x0 < x1 and y0 < b.y1 and b.y0 < y1 for b in self.bars):
            return True
        return any(crosses((x0, y0, x1, y1), segment) for segment in self.segments)


def _line_parts(line: Line2D, scale: float) -> tuple[list[Segment], list[Bbox]]:
    """A line's segments and its markers' squares, in display pixels."""
    points = [(float(x), float(y)) for x, y in line.get_transform().transform(line.get_xydata())]
    segments = list(pairwise(points))
    if line.get_marker() in _NO_MARKERS:
        return segments, []
    half = float(line.get_markersize()) * scale / 2
    return segments, [Bbox.from_extents(x - half, y - half, x + half, y + half) for x, y in points]


def crosses(box: Sequence[float], segment: Segment) -> bool:
    """Whether ``segment`` passes through the open box ``(x0, y0, x1, y1)`` (Liang–Barsky clipping)."""
    x0, y0, x1, y1 = box
    (ax, ay), (bx, by) = segment
    dx, dy = bx - ax, by - ay
    low, high = 0.0, 1.0
    for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
        if p == 0:
            if q <= 0:  # parallel to this edge and outside it (or on it)
                return False
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return False
    return True
