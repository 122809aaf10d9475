"""Company-resolver benchmark over the full corp-code list (~117k rows).

    python -m evals.bench_resolver [path/to/corpCode.zip] [--rounds N]

Prints the load time (zip → index, and the product's path: SQLite table → index) and lookup latency
percentiles over a mixed query set (exact names, codes, aliases, English names, typos, unknown names,
ambiguous group names), overall and per kind, then the top answer for each query. Budgets: load ≤ 3 s,
lookup p99 ≤ 2 ms. Timing is wall-clock on whatever else the machine is doing, so load is reported
as the median of a few runs.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import sys
import tempfile
import time
from pathlib import Path

from core.data.companies.corpcode_format import CorpCodes, extract_corpcode_xml, parse_corpcode
from core.data.companies.corpcodes import CorpCodeTable
from core.data.companies.resolver import CompanyIndex
from core.store import SqliteStore

DEFAULT_ZIP = Path("/work/shared/data/opendart/corpCode.zip")
LOAD_BUDGET_S = 3.0
P99_BUDGET_MS = 2.0

QUERIES: dict[str, tuple[str, ...]] = {
    "exact": (
        "삼성전자", "카카오", "셀트리온", "기아", "삼성물산", "LG에너지솔루션", "(주)카카오", "삼성 전자",
        "현대모비스", "삼성디스플레이", "에스케이하이닉스시스템아이씨",
    ),
    "code": ("005930", "000660", "0126Z0", "A005930", "00126380", "00164779", "035720"),
    "alias": (
        "하이닉스", "현대차", "네이버", "삼전", "엘지전자", "에스케이텔레콤", "KT&G", "SK바이오팜",
        "엔씨소프트", "포스코",
    ),
    "english": ("samsung electronics co., ltd", "SK hynix", "Kakao Corp.", "NAVER Corporation"),
    "typo": ("삼성전지", "셀트리욘", "카카오뱅그", "하이닉쓰", "현대자돟차", "삼송전자", "엘지에너지솔루숀"),
    "unknown": (
        "존재하지않는회사명", "가나다라마바사", "qwerty", "블루문바이오텍", "아무개상사", "전자", "은행",
        "날씨", "123456", "99999999",
    ),
    "ambiguous": ("삼성", "현대", "한국", "바이오", "samsung", "에너지", "홀딩스"),
}  # fmt: skip


def _percentile(sorted_values: list[float], fraction: float) -> float:
    index = min(len(sorted_values) - 1, round(fraction * (len(sorted_values) - 1)))
    return sorted_values[index]


def _load_from_zip(path: Path) -> tuple[CompanyIndex, dict[str, float]]:
    started = time.perf_counter()
    xml = extract_corpcode_xml(path.read_bytes())
    unzipped = time.perf_counter()
    codes = parse_corpcode(xml)
    parsed = time.perf_counter()
    index = CompanyIndex(codes)
    built = time.perf_counter()
    steps = {"unzip": unzipped - started, "parse": parsed - unzipped, "index": built - parsed}
    return index, {**steps, "total": built - started}


async def _load_from_table(codes: CorpCodes) -> tuple[float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        async with SqliteStore(Path(tmp) / "bench.db") as store:
            started = time.perf_counter()
            await CorpCodeTable(store).replace(codes, source="opendart")
            written = time.perf_counter() - started
        async with SqliteStore(Path(tmp) / "bench.db") as store:
            started = time.perf_counter()
            await CorpCodeTable(store).index()
            loaded = time.perf_counter() - started
    return written, loaded


def _time_lookups(index: CompanyIndex, rounds: int) -> dict[str, list[float]]:
    timings: dict[str, list[float]] = {kind: [] for kind in QUERIES}
    gc.collect()
    for _ in range(rounds):
        for kind, queries in QUERIES.items():
            for query in queries:
                started = time.perf_counter_ns()
                index.resolve(query)
                timings[kind].append((time.perf_counter_ns() - started) / 1e6)
    return timings


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the report; 2 when the list is missing."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path", nargs="?", type=Path, default=DEFAULT_ZIP, help="corpCode.zip")
    parser.add_argument("--rounds", type=int, default=200, help="passes over the query set")
    parser.add_argument("--loads", type=int, default=3, help="how many times to time the load")
    args = parser.parse_args(argv)
    if not args.path.exists():
        print(f"no such file: {args.path}", file=sys.stderr)
        return 2

    runs = [_load_from_zip(args.path) for _ in range(args.loads)]
    index = runs[-1][0]
    load = statistics.median(steps["total"] for _, steps in runs)
    print(f"rows {len(index):,} (with a stock code {index.listed_count:,})")
    for n, (_, steps) in enumerate(runs, 1):
        print(f"load #{n}: " + "  ".join(f"{name} {seconds:.3f}s" for name, seconds in steps.items()))
    written, loaded = asyncio.run(_load_from_table(index.codes))
    print(f"sqlite: replace table {written:.3f}s · table → index {loaded:.3f}s")
    print(f"load (zip → index, median of {len(runs)}): {load:.3f}s  budget {LOAD_BUDGET_S:.1f}s  "
          f"{'OK' if load <= LOAD_BUDGET_S and loaded <= LOAD_BUDGET_S else 'OVER'}")  # fmt: skip

    timings = _time_lookups(index, args.rounds)
    everything = sorted(t for values in timings.values() for t in values)
    print(
        f"\nlookups: {len(everything):,} ({args.rounds} rounds × {sum(map(len, QUERIES.values()))} queries)"
    )
    print(f"{'kind':<10} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for kind, values in [*timings.items(), ("all", everything)]:
        ordered = sorted(values)
        cells = [_percentile(ordered, f) for f in (0.5, 0.95, 0.99)] + [ordered[-1]]
        print(f"{kind:<10} " + " ".join(f"{cell:8.3f}" for cell in cells))
    p99 = _percentile(everything, 0.99)
    print(f"p99 {p99:.3f} ms  budget {P99_BUDGET_MS:.1f} ms  {'OK' if p99 <= P99_BUDGET_MS else 'OVER'}")

    print("\nanswers:")
    for kind, queries in QUERIES.items():
        for query in queries:
            result = index.resolve(query, limit=3)
            shown = ", ".join(
                f"{m.company.name}({m.company.stock_code or m.company.corp_code}) {m.confidence:.2f}"
                for m in result.candidates
            )
            flag = " [ambiguous]" if result.ambiguous else ""
            print(f"  {kind:<9} {query!r} → {shown or '—'}{flag}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
