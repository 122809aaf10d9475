"""The drawing side of ``core.charts`` in one import (it loads matplotlib): ``render_png`` with
``draw_price`` or ``draw_earnings``."""

from core.charts.earnings import draw_earnings
from core.charts.price import draw_price
from core.charts.style import render_png

__all__ = ["draw_earnings", "draw_price", "render_png"]
