"""Micro benchmarks: the data cache (miss vs hit), rendering a 12k-character answer, the corp resolver.

    python -m evals.bench_micro [--rounds N] [--corp-codes path/to/corpCode.zip]

* cache: one recorded OpenDART call (삼성전자 FY2023 consolidated full statements,
  ``fnlttSinglAcntAll``) through ``open_data_services`` offline — a miss (fresh home: recorded
  transport, JSON, SQLite write, parse), a store hit (a restart on the same home: SQLite read) and a
  memory hit (the same process again), the last also without the parse into ``Statements`` (the
  cached body's JSON decode only). Offline a miss costs no network time, so the miss/hit ratio here
  is the floor of the real one.
* render: a 12,000-character Korean answer with tables (``bench_load_model.scripted_answer``) rendered
  and split for Slack (``render_slack``) and Telegram (``render_telegram``).
* resolver: lookup latency over ``bench_resolver.QUERIES`` on the bundled listed-company list; with
  ``--corp-codes`` the full list (~117k rows, not shipped in the repository) goes to
  ``evals.bench_resolver`` instead.

Timings are wall clock (``perf_counter``) on whatever else the machine is doing; each line shows
p50 / p95 / max over the samples.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from bots.slack.render import render_slack
from bots.telegram.render import render_telegram
from core.config import Settings
from core.data.companies.resolver import CompanyIndex
from core.data.dart.client import OpenDartClient
from core.data.services import open_data_services
from core.finance.periods import ANNUAL
from core.logging import configure_logging
from evals import bench_resolver
from evals.bench_load_model import scripted_answer
from evals.bench_load_report import percentile

SAMSUNG = "00126380"
YEAR = 2023
ANSWER_CHARS = 12_000


def _stats(samples_ms: Sequence[float]) -> str:
    return (
        f"p50 {percentile(samples_ms, 0.5):8.3f}  p95 {percentile(samples_ms, 0.95):8.3f}  "
        f"max {max(samples_ms):8.3f} ms  (n={len(samples_ms)})"
    )


async def _statements_ms(dart: OpenDartClient) -> float:
    """One ``statements`` call: cache lookup, JSON decode of the body, parse into ``Statements``."""
    started = time.perf_counter()
    await dart.statements(SAMSUNG, YEAR, ANNUAL, "CFS")
    return (time.perf_counter() - started) * 1000


async def _body_ms(dart: OpenDartClient) -> float:
    """The same call's cached body only (``get_json``: cache lookup + JSON decode, no parsing)."""
    params = {"corp_code": SAMSUNG, "bsns_year": str(YEAR), "reprt_code": ANNUAL, "fs_div": "CFS"}
    started = time.perf_counter()
    await dart.get_json("fnlttSinglAcntAll", params, ttl=None)
    return (time.perf_counter() - started) * 1000


async def bench_cache(rounds: int) -> dict[str, list[float]]:
    """Miss, store hit and memory hit of one recorded OpenDART call (milliseconds)."""
    found: dict[str, list[float]] = {
        "miss": [],
        "store hit": [],
        "memory hit": [],
        "memory hit, body only": [],
    }
    for _ in range(max(3, rounds // 10)):
        with tempfile.TemporaryDirectory(prefix="dexter-bench-cache-") as home:
            settings = Settings(DEXTER_HOME=home, DEXTER_OFFLINE="1")
            async with await open_data_services(settings) as data:
                found["miss"].append(await _statements_ms(data.dart))
                if data.cache.misses != 1:
                    raise RuntimeError(f"expected one cache miss, saw {data.cache.misses}")
                for _ in range(10):
                    found["memory hit"].append(await _statements_ms(data.dart))
                    found["memory hit, body only"].append(await _body_ms(data.dart))
            async with await open_data_services(settings) as data:  # a restart: memory empty, SQLite warm
                found["store hit"].append(await _statements_ms(data.dart))
                if data.cache.hits != 1 or data.cache.misses:
                    raise RuntimeError(f"expected a hit from the store, saw {data.cache.hits} hits")
    return found


def bench_render(rounds: int, chars: int = ANSWER_CHARS) -> dict[str, tuple[list[float], list[int]]]:
    """Render + split times (ms) and chunk sizes per platform for a ``chars``-long answer."""
    answer = scripted_answer(chars)
    renderers: dict[str, Callable[[str], list[int]]] = {
        "slack": lambda md: [len(m.fallback_text) for m in render_slack(md)],
        "telegram": lambda md: [len(c.text) for c in render_telegram(md)],
    }
    results: dict[str, tuple[list[float], list[int]]] = {}
    for name, render in renderers.items():
        sizes = render(answer)  # warm-up (imports, regex compilation)
        gc.collect()
        times: list[float] = []
        for _ in range(rounds):
            started = time.perf_counter()
            render(answer)
            times.append((time.perf_counter() - started) * 1000)
        results[name] = (times, sizes)
    return results


def bench_resolver_bundled(rounds: int) -> tuple[int, dict[str, list[float]]]:
    """Lookup latency (ms) per query kind on the bundled listed companies."""
    index = CompanyIndex.bundled()
    timings: dict[str, list[float]] = {kind: [] for kind in bench_resolver.QUERIES}
    gc.collect()
    for _ in range(rounds):
        for kind, queries in bench_resolver.QUERIES.items():
            for query in queries:
                started = time.perf_counter_ns()
                index.resolve(query)
                timings[kind].append((time.perf_counter_ns() - started) / 1e6)
    return len(index), timings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=50, help="samples per measurement")
    parser.add_argument("--corp-codes", type=Path, help="corpCode.zip: run evals.bench_resolver on it")
    args = parser.parse_args(argv)
    configure_logging(level="ERROR", stream=sys.stderr)
    rounds = max(5, args.rounds)

    print("== cache: 삼성전자 FY2023 full statements (recorded OpenDART, offline) ==")
    cache = asyncio.run(bench_cache(rounds))
    for name, samples in cache.items():
        print(f"  {name:<22} {_stats(samples)}")
    miss, hit = statistics.median(cache["miss"]), statistics.median(cache["memory hit"])
    print(f"  miss / memory hit (medians): {miss / hit:.1f}×")

    print(f"\n== render + split: {ANSWER_CHARS:,}-character Korean answer with tables ==")
    for name, (times, sizes) in bench_render(rounds).items():
        print(f"  {name:<9} {_stats(times)} · {len(sizes)} messages of {', '.join(map(str, sizes))} chars")

    if args.corp_codes is not None:
        print(f"\n== resolver: {args.corp_codes} (evals.bench_resolver) ==")
        return bench_resolver.main([str(args.corp_codes)])
    rows, timings = bench_resolver_bundled(max(1, rounds // 2))
    print(
        f"\n== resolver: bundled listed companies ({rows:,} rows; the ~117k full list is not in the repo) =="
    )
    for kind, samples in [*timings.items(), ("all", [t for v in timings.values() for t in v])]:
        print(f"  {kind:<10} {_stats(samples)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
