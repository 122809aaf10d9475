"""Extend the ``--offline`` KIS daily candles back five years (a developer tool, never run by the product):
``python -m evals.build_kis_history``.

The recorded KIS samples (``core/data/bundle/kis/inquire_daily_itemchartprice_<code>.json``) hold 60
daily rows, 2024-10-02..2024-12-27, and their prices are already **synthetic** (a seeded walk; see the
bundle manifest). A 1-year or 5-year chart offline needs more, so this script continues the same kind
of walk *backwards* from each sample's oldest row over the KRX trading days (weekdays less the KRX
holidays of ``core.data.kis.market_hours``) down to ``START``: every added close differs from the next
day's by a seeded random daily return pulled gently back towards the anchor price (the day before
the recorded rows closes where they start, as their first row's change of 0 says), open/high/low lie
around it, volumes scatter around the recorded mean, and prices keep KRX tick sizes. Nothing here is
market data.

Output: ``core/data/bundle/kis/daily_history_synthetic.json.gz`` —
``{"_note", "covers": {code: [first, last]}, "columns": [...], "rows": {code: [[date, close, open,
high, low, volume], ...]}}``, oldest first, ending the trading day before the recorded rows begin.
``core.data.kis.offline`` serves these rows after the recorded ones, in KIS's row format.
"""

from __future__ import annotations

import gzip
import json
import math
import random
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from core.data.kis.market_hours import is_trading_day

BUNDLE = Path(__file__).resolve().parents[1] / "core" / "data" / "bundle" / "kis"
OUT = BUNDLE / "daily_history_synthetic.json.gz"
START = date(2019, 10, 1)
CODES = ("005930", "000660", "035420")
DAILY_SIGMA = 0.018
#: Pull of the log price back towards the anchor per day (keeps five years of walk plausible).
REVERSION = 0.004
COLUMNS = ["date", "close", "open", "high", "low", "volume"]


def tick(price: float) -> int:
    """KRX tick size for a price level."""
    steps = ((2_000, 1), (5_000, 5), (20_000, 10), (50_000, 50), (200_000, 100), (500_000, 500))
    return next((step for limit, step in steps if price < limit), 1_000)


def on_tick(price: float) -> int:
    step = tick(price)
    return max(step, round(price / step) * step)


def trading_days(first: date, before: date) -> list[date]:
    """KRX trading days from ``first`` up to the day before ``before``, oldest first."""
    days: list[date] = []
    day = first
    while day < before:
        if is_trading_day(day):
            days.append(day)
        day += timedelta(days=1)
    return days


def walk_back(code: str, recorded: list[dict[str, Any]]) -> list[list[Any]]:
    rng = random.Random(f"dexter-kis-history-{code}")
    oldest = min(recorded, key=lambda r: r["stck_bsop_date"])
    first_day = date.fromisoformat(
        f"{oldest['stck_bsop_date'][:4]}-{oldest['stck_bsop_date'][4:6]}-{oldest['stck_bsop_date'][6:]}"
    )
    mean_volume = sum(int(r["acml_vol"]) for r in recorded) / len(recorded)
    anchor = int(oldest["stck_clpr"])
    low_bound, high_bound = anchor * 0.45, anchor * 1.8
    rows: list[list[Any]] = []
    later_close = float(anchor)
    for index, day in enumerate(reversed(trading_days(START, first_day))):
        # the oldest recorded row says "unchanged from the day before": that day closes at its price
        pull = REVERSION * math.log(later_close / anchor)
        change = rng.gauss(pull, DAILY_SIGMA) if index else 0.0
        close = later_close / (1.0 + change)
        close = min(max(close, low_bound), high_bound)  # a demo series, not a crash or a bubble
        open_ = close * (1.0 + rng.gauss(0.0, DAILY_SIGMA / 2))
        high = max(open_, close) * (1.0 + abs(rng.gauss(0.0, DAILY_SIGMA / 2)))
        low = min(open_, close) * (1.0 - abs(rng.gauss(0.0, DAILY_SIGMA / 2)))
        volume = round(mean_volume * math.exp(rng.gauss(0.0, 0.35)))
        c, o, h, lo = on_tick(close), on_tick(open_), on_tick(high), on_tick(low)
        rows.append([f"{day:%Y%m%d}", c, o, max(h, c, o), min(lo, c, o), volume])
        later_close = c
    rows.reverse()
    return rows


def main() -> None:
    histories: dict[str, list[list[Any]]] = {}
    for code in CODES:
        sample = json.loads(
            (BUNDLE / f"inquire_daily_itemchartprice_{code}.json").read_text(encoding="utf-8")
        )
        histories[code] = walk_back(code, sample["output2"])
    payload = {
        "_note": (
            "SYNTHETIC daily candles (seeded random walk backwards from the oldest recorded sample row, "
            "KRX trading days, KRX tick sizes) so that 1-year and 5-year charts work offline. Not market "
            "data; built by evals/build_kis_history.py."
        ),
        "covers": {code: [rows[0][0], rows[-1][0]] for code, rows in histories.items()},
        "columns": COLUMNS,
        "rows": histories,
    }
    raw = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    OUT.write_bytes(gzip.compress(raw, compresslevel=9, mtime=0))
    total = sum(len(rows) for rows in histories.values())
    print(f"{total} rows → {OUT} ({OUT.stat().st_size:,} bytes); covers {payload['covers']}")


if __name__ == "__main__":
    main()
