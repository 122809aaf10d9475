"""Chart rendering time: ``python -m evals.bench_charts [--rounds N]``.

For each chart (price 1m / 1y / 5y, earnings) it times, on the offline bundle:

* render — ``render_png`` alone (matplotlib Agg figure → PNG bytes, in this thread), the part that
  runs off the event loop in the product (goal: ≤ 1 s);
* build — ``build_chart`` end to end (company, cached data calls, render in a worker thread, caption).

The first round warms matplotlib's font cache and the data cache and is not counted. Wall clock on
whatever else the machine is doing; each line shows p50 / p95 / max.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time
from collections.abc import Callable
from datetime import date

from matplotlib.figure import Figure

from core.charts import ChartRequest, build_chart
from core.charts.data import earnings_data, price_data
from core.charts.earnings import draw_earnings
from core.charts.price import draw_price
from core.charts.spec import choose_company
from core.charts.style import render_png
from core.config import Settings
from core.data.services import DataServices, open_data_services
from core.logging import configure_logging
from evals.bench_load_report import percentile

TODAY = date(2026, 11, 25)
CHARTS = (
    ChartRequest("005930", "price", "1m"),
    ChartRequest("005930", "price", "1y"),
    ChartRequest("035420", "price", "5y"),
    ChartRequest("005930", "earnings"),
)


def _stats(samples_ms: list[float]) -> str:
    return (
        f"p50 {percentile(samples_ms, 0.5):7.1f}  p95 {percentile(samples_ms, 0.95):7.1f}  "
        f"max {max(samples_ms):7.1f} ms  (n={len(samples_ms)})"
    )


async def _draw(data: DataServices, request: ChartRequest) -> Callable[[], Figure]:
    company = choose_company(data.companies, request.company)
    if request.kind == "price":
        prices = await price_data(data, company, request.period)
        return lambda: draw_price(prices)
    earnings = await earnings_data(data, company, today=TODAY)
    return lambda: draw_earnings(earnings)


async def run(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as home:
        settings = Settings(DEXTER_HOME=home, DEXTER_OFFLINE="1")
        async with await open_data_services(settings) as data:
            for request in CHARTS:
                draw = await _draw(data, request)
                render_png(draw)  # warm-up
                await build_chart(data, request, today=TODAY)
                render_ms, build_ms = [], []
                for _ in range(rounds):
                    started = time.perf_counter()
                    png = render_png(draw)
                    render_ms.append((time.perf_counter() - started) * 1000)
                    started = time.perf_counter()
                    await build_chart(data, request, today=TODAY)
                    build_ms.append((time.perf_counter() - started) * 1000)
                label = f"{request.company} {request.label}"
                print(f"{label:<16} render {_stats(render_ms)}  ({len(png) // 1024} KiB)")
                print(f"{'':<16} build  {_stats(build_ms)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    args = parser.parse_args()
    configure_logging(level="WARNING")
    asyncio.run(run(args.rounds))


if __name__ == "__main__":
    main()
