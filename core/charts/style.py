"""Matplotlib set-up shared by every chart: the Agg backend, the bundled Hangul font, number labels.

The font is NanumSquare (``fonts/NanumSquareR.ttf``, SIL OFL — see ``fonts/README.md``), registered
once with matplotlib's font manager; DejaVu Sans (shipped with matplotlib) follows it in the family
list, so the few symbols NanumSquare lacks (the minus sign U+2212 that ``core.finance.krw`` writes)
are drawn from there instead of as empty boxes. Matplotlib is not thread-safe: every figure is built
and saved under one lock, with the style applied by ``rc_context`` for that figure only.

Number labels use the project's Korean formatting (``core.finance.krw``): prices ``53,600원``, amounts
in 조원/억원 (trailing zeros of a tick trimmed: ``100조원``, ``2.5조원``), share volumes ``2,700만주``.
"""

from __future__ import annotations

import io
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")  # no display: charts are only ever written to PNG

from matplotlib import font_manager
from matplotlib.figure import Figure

from core.charts.words import EN_UNITS, english_amount
from core.finance.krw import format_krw

FONT_PATH = Path(__file__).resolve().parent / "fonts" / "NanumSquareR.ttf"
FONT_FAMILY = "NanumSquare"
FALLBACK_FAMILY = "DejaVu Sans"
DPI = 110
UP = "#d9352b"  # Korean convention: rises red,
DOWN = "#1f5fbf"  # falls blue
LINE = "#1f2937"
MUTED = "#6b7280"
GRID = "#e5e7eb"

_LOCK = threading.Lock()
_registered = False
_ZEROS = re.compile(r"(\.\d*?)0+(?=[조억만])")  # zeros after a decimal point only
_BARE_POINT = re.compile(r"\.(?=[조억만])")
_EN_ZEROS = re.compile(r"\.0+$|(?<=\.\d)0+$")
_STYLE: dict[Any, Any] = {
    "font.family": [FONT_FAMILY, FALLBACK_FAMILY],
    "axes.unicode_minus": True,
    "axes.spines.top": False,
    "axes.spines.right": False,
    "axes.edgecolor": MUTED,
    "axes.grid": True,
    "grid.color": GRID,
    "grid.linewidth": 0.8,
    "xtick.color": MUTED,
    "ytick.color": MUTED,
    "font.size": 10,
}


def _register_font() -> None:
    global _registered
    if not _registered:
        font_manager.fontManager.addfont(str(FONT_PATH))
        _registered = True


@contextmanager
def drawing() -> Iterator[None]:
    """Hold the matplotlib lock with the chart style applied (build and save a figure inside)."""
    with _LOCK:
        _register_font()
        with matplotlib.rc_context(_STYLE):
            yield


def render_png(draw: Callable[[], Figure]) -> bytes:
    """Build a figure with ``draw`` and return it as PNG bytes (call from a worker thread)."""
    with drawing():
        figure = draw()
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png", dpi=DPI)
    return buffer.getvalue()


def amount_tick(value: float, unit: str) -> str:
    """An axis label in 조원/억원: ``format_krw`` with the tick's trailing zeros trimmed; in an English
    chart's unit (``tn``, ``bn``: ``core.charts.words``) ``100tn``, ``2.5tn``."""
    if not value:
        return "0"
    if unit in EN_UNITS:
        return _EN_ZEROS.sub("", english_amount(value, unit).replace(unit, "")) + unit
    return _trim(format_krw(value, unit=unit))


def shares_tick(value: float) -> str:
    """A share count the way ``format_krw`` writes amounts, in 주: ``2,700만주``, ``1.2억주``."""
    if not value:
        return "0"
    return _trim(format_krw(value)).removesuffix("원") + "주"


def _trim(text: str) -> str:
    return _BARE_POINT.sub("", _ZEROS.sub(r"\1", text))
