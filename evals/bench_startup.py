"""Start-up: ``dexter --help`` and a keyless quick answer as whole processes, against ``python -c pass``.

    python -m evals.bench_startup [-n RUNS] [--warmup N] [--json out.json]

Each round runs, one after another: ``python -c pass``; ``dexter --help``; the quick answer
``dexter ask --offline "삼성전자 2023년 영업이익률은?"`` in a ``DEXTER_HOME`` the warm-up already used
(warm); the same in a new, empty ``DEXTER_HOME`` (first run: the store is created and the bundled
listed companies are loaded into it). No model key is set (``ANTHROPIC_*``, ``OPENAI_*`` and every
``DEXTER_*`` variable are removed, then ``DEXTER_HOME`` is set), so the answer comes from the quick path;
the commands run in an empty directory, so no ``.env`` is read.

Bytecode: the children get their own ``PYTHONPYCACHEPREFIX`` (a temporary directory, filled by the
warm-up) and no ``PYTHONDONTWRITEBYTECODE``, so they run compiled modules as an installed package does,
whatever the calling shell sets, and nothing is written into the source tree.

Printed per command: wall seconds min / median / max, the median CPU seconds (user + sys of the
process and its children), and ``× pass``: the median over the rounds of the command's wall time divided
by ``python -c pass`` in the same round (a ratio holds when a shared machine's speed drifts).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

QUERY = "삼성전자 2023년 영업이익률은?"
QUICK_MARK = "빠른 답변"  # the quick path's last stderr line: "빠른 답변 · 모델 호출 없음"
#: The issue's targets on the reference machine (2 cores, shared), in wall seconds.
TARGETS = {"help": 0.2, "quick": 0.3}
_DROPPED = ("DEXTER_", "ANTHROPIC_", "OPENAI_")


@dataclass
class Runs:
    label: str
    target: float | None = None
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    ratio: list[float] = field(default_factory=list)

    def as_json(self) -> dict[str, object]:
        return {
            "command": self.label,
            "target_s": self.target,
            "wall_s": self.wall,
            "cpu_s": self.cpu,
            "ratio_to_pass": self.ratio,
            "median_wall_s": statistics.median(self.wall),
            "median_cpu_s": statistics.median(self.cpu),
            "median_ratio": statistics.median(self.ratio) if self.ratio else None,
        }


def dexter_command() -> list[str]:
    """The installed ``dexter`` next to this interpreter, else the same entry point through ``-c``."""
    exe = Path(sys.executable).parent / "dexter"
    return [str(exe)] if exe.exists() else [sys.executable, "-c", "from bots.cli import main; main()"]


def child_env(pycache: Path, home: Path | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(_DROPPED)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    if home is not None:
        env["DEXTER_HOME"] = str(home)
    return env


def timed(command: Sequence[str], env: dict[str, str], cwd: Path) -> tuple[float, float, str]:
    """Wall and CPU seconds of one run, and its stderr; raises when it does not exit 0."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stderr


def bench(runs: int, warmup: int, query: str = QUERY) -> list[Runs]:
    dexter = dexter_command()
    commands = {
        "pass": [sys.executable, "-c", "pass"],
        "help": [*dexter, "--help"],
        "quick": [*dexter, "ask", "--offline", query],
    }
    results = {
        "pass": Runs("python -c pass"),
        "help": Runs("dexter --help", TARGETS["help"]),
        "quick": Runs("dexter ask --offline Q (warm)", TARGETS["quick"]),
        "first": Runs("dexter ask --offline Q (first run, new DEXTER_HOME)"),
    }
    with tempfile.TemporaryDirectory(prefix="dexter-startup-") as tmp:
        root = Path(tmp)
        cwd, pycache, warm_home = root / "cwd", root / "pycache", root / "home"
        cwd.mkdir()
        for round_no in range(-warmup, runs):
            fresh_home = root / f"home-{round_no + warmup}"
            measured = {
                "pass": timed(commands["pass"], child_env(pycache), cwd),
                "help": timed(commands["help"], child_env(pycache), cwd),
                "quick": timed(commands["quick"], child_env(pycache, warm_home), cwd),
                "first": timed(commands["quick"], child_env(pycache, fresh_home), cwd),
            }
            for key in ("quick", "first"):
                if QUICK_MARK not in measured[key][2]:
                    raise RuntimeError(f"not answered by the quick path:\n{measured[key][2][-2000:]}")
            if round_no < 0:
                continue
            base = measured["pass"][0]
            for key, (wall, cpu, _stderr) in measured.items():
                results[key].wall.append(wall)
                results[key].cpu.append(cpu)
                if key != "pass":
                    results[key].ratio.append(wall / base)
    return list(results.values())


def report(results: Sequence[Runs], runs: int, warmup: int, query: str) -> str:
    width = max(len(r.label) for r in results)
    lines = [
        f"start-up: {runs} rounds after {warmup} warm-up; wall seconds; cpu = user + sys; "
        "× pass = median of each round's wall / python -c pass",
        f"Q = {query!r}, no model key",
        f"{'command':<{width}}  {'min':>6}  {'median':>6}  {'max':>6}  {'cpu':>6}  {'× pass':>6}  target",
    ]
    for r in results:
        ratio = f"{statistics.median(r.ratio):6.1f}" if r.ratio else f"{1.0:6.1f}"
        target = f"≤ {r.target:.1f} s" if r.target is not None else ""
        lines.append(
            f"{r.label:<{width}}  {min(r.wall):6.3f}  {statistics.median(r.wall):6.3f}  {max(r.wall):6.3f}  "
            f"{statistics.median(r.cpu):6.3f}  {ratio}  {target}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=10, help="counted rounds (default 10)")
    parser.add_argument("--warmup", type=int, default=1, help="rounds first, not counted (default 1)")
    parser.add_argument("--query", default=QUERY, help="the quick question (default: %(default)s)")
    parser.add_argument("--json", type=Path, help="also write every sample here")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.warmup < 0:
        parser.error("--runs must be ≥ 1 and --warmup ≥ 0")
    try:
        results = bench(args.runs, args.warmup, args.query)
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(report(results, args.runs, args.warmup, args.query))
    if args.json:
        args.json.write_text(
            json.dumps([r.as_json() for r in results], ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
