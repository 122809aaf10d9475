"""Load and latency benchmark: N conversations at once through the real adapters into loopback emulators.

    python -m evals.bench_load [--conversations 100 | -n 50,200] [--latency 1.0]
                               [--platform slack|telegram|both] [--json out.json] [--timeout 300]
                               [--profile bot.prof]

Per platform, the bot runs in a process of its own (``bench_load_bot``: runtime, relay, the real
adapter) and this process runs the platform's emulator and the load generator
(``bench_load_platforms``): Slack — signed Events API requests into Bolt over HTTP, the real
AsyncWebClient into ``FakeSlack`` with Slack's Tier 3 ``chat.update`` limit; Telegram — updates queued
in ``FakeTelegram`` with Telegram's flood limits, taken by PTB long polling. The agent runs with a
scripted model (``latency`` seconds per model call, four calls per run: ``bench_load_model``) and the
real tools on the offline bundle. Every conversation asks a question that needs a tool (checked: the
quick path declines it, and each summary line shows the tool call). The relay's global cap
``DEXTER_MAX_CONCURRENT_RUNS`` (default 16) is set to N, so no run waits for another's place.

Before the load the bot measures the floor (the question through the agent alone, no relay, no
platform) and the agent alone with N runs at once (its own CPU shared by N runs). Then N events are
sent at once and the benchmark waits until every progress message shows its end state. Reported (see
``bench_load_report``): first progress message latency, end-to-end (event → last answer chunk) and its
ratio to the floor, when the progress message settled, edits per message and the smallest gap
between two edits of one message, platform 429s, answers delivered, duplicates, errors the bot
logged, wall time, and the bot process's CPU seconds and peak RSS. Targets: first progress p95
≤ 300 ms (on Telegram ≤ 1.1 × the first reply's floor when the bot's ~30 messages a second make that
longer: ``bench_load_report``), 0 platform 429s, ≥ 1.5 s between edits, every answer delivered, no duplicates, end-to-end
p95 ≤ 1.10× the floor. Exit status 0 when every target passes on every platform, 1 when one misses, 2 when a
platform's benchmark failed.

Several sizes (``-n 50,200``) run one after another, each with a fresh bot and emulator; a table of
first replies against their floor ends the output. With both platforms, Telegram starts once Slack's
answers are all out: Slack then only waits for its
paced final edits (about two minutes for 100 runs), so the two loads never compete for the CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from evals.bench_load_model import ANSWER, QUESTION
from evals.bench_load_platforms import (
    PLATFORMS,
    Driver,
    Posted,
    base_env,
    open_driver,
    sleep_until,
)
from evals.bench_load_process import BotProcess
from evals.bench_load_report import (
    END_STATES,
    PlatformReport,
    Usage,
    first_reply_table,
    format_report,
    score_conversation,
    summarize,
)

DEFAULT_CONVERSATIONS = 100
DEFAULT_LATENCY_S = 1.0
DEFAULT_TIMEOUT_S = 300.0


@dataclass(frozen=True, slots=True)
class BenchConfig:
    conversations: int = DEFAULT_CONVERSATIONS
    latency_s: float = DEFAULT_LATENCY_S
    timeout_s: float = DEFAULT_TIMEOUT_S
    floor_samples: int = 5
    question: str = QUESTION
    #: Write a cProfile of the bot process here (one file per platform: ``<stem>-<platform><suffix>``).
    profile: Path | None = None


def _settled(posted: Sequence[Posted], answers: Sequence[str]) -> bool:
    """Whether the conversation's progress message shows an end state (the answer, if any, is out)
    and no stream is still open."""
    ended = any(not p.stream and p.text not in answers and p.text.startswith(END_STATES) for p in posted)
    return ended and not any(p.stream == "open" for p in posted)


def _answered(posted: Sequence[Posted], answers: Sequence[str], streamed: str | None) -> bool:
    """Whether every answer chunk is out, or a stopped stream carries the answer (or the run ended
    without one)."""
    texts = {p.text for p in posted if not p.stream}
    in_stream = any(p.stream == "stopped" and p.text == streamed for p in posted)
    return all(a in texts for a in answers) or in_stream or _settled(posted, answers)


async def _load(
    driver: Driver, config: BenchConfig, expected: list[str], answered: asyncio.Event
) -> tuple[list[float], bool]:
    """Send every conversation's event at once; wait until all settle (or the timeout)."""
    n = config.conversations
    streamed = driver.answer_stream(ANSWER)
    sent = list(await asyncio.gather(*(driver.send(i, config.question) for i in range(n))))
    deadline = time.monotonic() + config.timeout_s
    await sleep_until(
        lambda: all(_answered(driver.observe(i), expected, streamed) for i in range(n)), deadline=deadline
    )
    answered.set()
    settled = await sleep_until(
        lambda: all(_settled(driver.observe(i), expected) for i in range(n)), deadline=deadline
    )
    return sent, settled


async def run_platform(
    platform: str, config: BenchConfig, home: Path, answered: asyncio.Event | None = None
) -> PlatformReport:
    """Benchmark one platform; ``answered`` is set once every answer is out (only edits are left)."""
    answered = answered or asyncio.Event()
    try:
        return await _run_platform(platform, config, home, answered)
    finally:
        answered.set()


async def _run_platform(
    platform: str, config: BenchConfig, home: Path, answered: asyncio.Event
) -> PlatformReport:
    async with open_driver(platform, conversations=config.conversations) as driver:
        bot_config = {
            "platform": platform,
            "conversations": config.conversations,
            "latency_s": config.latency_s,
            "floor_samples": config.floor_samples,
            "env": base_env(home, conversations=config.conversations) | driver.bot_env(),
        }
        profile = config.profile
        if profile is not None:
            profile = profile.with_name(f"{profile.stem}-{platform}{profile.suffix}")
        async with BotProcess(bot_config, cwd=home, profile=profile) as bot:
            assert bot.floor is not None
            await driver.connect(bot.url)
            expected = driver.answer_texts(ANSWER)
            await bot.mark()
            started = time.monotonic()
            sent, settled = await _load(driver, config, expected, answered)
            wall = time.monotonic() - started
            bot_usage = await bot.stop()
        if not settled:
            print(f"[{platform}] not every run settled within {config.timeout_s:g} s", file=sys.stderr)
        usage = Usage(
            wall_s=wall,
            cpu_s=float(bot_usage["cpu_s"]),
            peak_rss_mb=float(bot_usage["peak_rss_mb"]),
            rss_growth_mb=float(bot_usage["peak_rss_mb"]) - float(bot_usage["rss_at_mark_mb"]),
        )
        outcomes = [
            score_conversation(sent[i], driver.observe(i), expected, driver.answer_stream(ANSWER))
            for i in range(config.conversations)
        ]
        return summarize(
            platform,
            outcomes,
            latency_s=config.latency_s,
            floor=bot.floor,
            throttled=driver.throttled(),
            api_calls=driver.calls(),
            usage=usage,
            bot_errors=bot.errors,
            agent_alone=bot.agent_alone,
            send_rate=driver.send_rate,
        )


async def _run_in_home(platform: str, config: BenchConfig, answered: asyncio.Event) -> PlatformReport:
    with tempfile.TemporaryDirectory(prefix=f"dexter-bench-{platform}-") as home:
        return await run_platform(platform, config, Path(home), answered)


async def run(platforms: Sequence[str], config: BenchConfig) -> list[PlatformReport | BaseException]:
    """Benchmark the platforms, each with its own bot process and emulator; a report, or the error
    that stopped it, per platform.

    The next platform starts once the previous one's answers are all out: from then on that one only
    waits for its paced final edits (Slack: minutes), so the two loads never compete for the CPU.
    """
    tasks: list[asyncio.Task[PlatformReport]] = []
    for platform in platforms:
        answered = asyncio.Event()
        task = asyncio.create_task(_run_in_home(platform, config, answered), name=f"bench-{platform}")
        tasks.append(task)
        waiter = asyncio.create_task(answered.wait())
        await asyncio.wait([task, waiter], return_when=asyncio.FIRST_COMPLETED)
        waiter.cancel()
    return list(await asyncio.gather(*tasks, return_exceptions=True))


def _sizes(text: str) -> list[int]:
    """``100`` or ``50,200``: the load sizes to run, one after another."""
    try:
        sizes = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number list: {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise argparse.ArgumentTypeError(f"conversations must be ≥ 1: {text!r}")
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--conversations", "-n", type=_sizes, default=[DEFAULT_CONVERSATIONS], help="N, or N,M,… in turn"
    )
    parser.add_argument("--latency", type=float, default=DEFAULT_LATENCY_S, help="seconds per model call")
    parser.add_argument("--platform", choices=[*PLATFORMS, "both"], default="both")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S, help="seconds to wait for runs")
    parser.add_argument("--json", type=Path, help="also write the reports as JSON here")
    parser.add_argument("--profile", type=Path, help="cProfile the bot process into PATH (-<platform> added)")
    args = parser.parse_args(argv)
    platforms = list(PLATFORMS) if args.platform == "both" else [args.platform]
    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)  # resets when a bot process exits
    started = time.monotonic()
    results: list[PlatformReport | BaseException] = []
    for size in args.conversations:
        config = BenchConfig(size, args.latency, args.timeout, profile=args.profile)
        done = asyncio.run(run(platforms, config))
        for platform, result in zip(platforms, done, strict=True):
            if isinstance(result, PlatformReport):
                print(format_report(result), flush=True)
            else:
                print(f"== {platform} × {size}: the benchmark failed: {result!r}", file=sys.stderr)
        results += done
    reports = [r for r in results if isinstance(r, PlatformReport)]
    print(first_reply_table(reports))
    print(f"total {time.monotonic() - started:.0f} s")
    if args.json is not None:
        payload = {
            "config": {"conversations": args.conversations, "latency_s": args.latency},
            "reports": [r.as_json() for r in reports],
        }
        args.json.write_text(json.dumps(payload, ensure_ascii=False, indent=2, default=str), encoding="utf-8")
    if len(reports) < len(results):
        return 2
    return 0 if all(r.passed for r in reports) else 1


if __name__ == "__main__":
    raise SystemExit(main())
