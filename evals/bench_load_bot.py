"""The bot under load, in a process of its own: runtime, relay, the platform's real adapter.

The load benchmark (``evals.bench_load``) starts ``python -m evals.bench_load_bot '<config JSON>'`` so
that the bot's CPU seconds and peak RSS are its own, and the emulator and the load generator (which
run in the parent) never compete with it for the event loop. The protocol is JSON lines on stdout,
answering one-word commands on stdin::

    → {"event": "ready", "url": <where events go>, "floor": {...}, "agent_alone": [seconds, …]}
    ← mark    → {"event": "marked"}                                    (the load starts now)
    ← stop    → {"event": "usage", "cpu_s": …, "peak_rss_mb": …, "rss_at_mark_mb": …}   (then exit)
    on any failure: {"event": "error", "message": …} and exit status 1

Config keys: ``platform``, ``conversations``, ``latency_s``, ``floor_samples`` and ``env`` (the
settings, e.g. the emulator's API URL). Before "ready" the bot checks that the question reaches the
agent, measures the floor (``bench_load_model.measure_floor``), then runs the agent alone for every
conversation at once (``agent_alone_at_once``: the agent's own share of the slowdown under load).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import resource
import sys
import time
from collections.abc import AsyncIterator
from typing import Any

from aiohttp import web

from bots.compose import Runtime
from bots.relay.relay import Relay
from bots.slack.app import SlackAdapter
from bots.slack.port import SlackPort
from core.clock import now_kst
from core.config import Settings
from core.logging import configure_logging
from evals.bench_load_model import (
    QUESTION,
    ConversationModel,
    agent_alone_at_once,
    check_agent_path,
    measure_floor,
    open_bench_runtime,
)

DRAIN_TIMEOUT_S = 30.0


def peak_rss_mb() -> float:
    """This process's peak resident set size (``ru_maxrss``: KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def _emit(event: str, **fields: Any) -> None:
    print(json.dumps({"event": event, **fields}, ensure_ascii=False), flush=True)


def _bound_port(runner: web.AppRunner) -> int:
    return int(runner.addresses[0][1])


@contextlib.asynccontextmanager
async def slack_bot(settings: Settings, runtime: Runtime) -> AsyncIterator[tuple[Relay, str]]:
    """The Slack bot as ``dexter serve`` runs it over HTTP: Bolt's aiohttp app, relay, ``SlackPort``."""
    holder: list[SlackAdapter] = []
    ports: dict[str, SlackPort] = {}

    def port_for(_platform: str) -> SlackPort:
        if "slack" not in ports:
            ports["slack"] = SlackPort(holder[0].client, team_id=holder[0].home_team or "slack")
        return ports["slack"]

    relay = Relay.from_runtime(runtime, port_for)
    adapter = SlackAdapter(settings, relay)
    holder.append(adapter)
    await adapter.identify()
    runner = web.AppRunner(adapter.app.web_app(path="/slack/events"), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        yield relay, f"http://127.0.0.1:{_bound_port(runner)}/slack/events"
    finally:
        await relay.aclose()
        await runner.cleanup()


@contextlib.asynccontextmanager
async def telegram_bot(settings: Settings, runtime: Runtime) -> AsyncIterator[tuple[Relay, str]]:
    """The Telegram bot as ``dexter serve`` runs it without a webhook: PTB long polling, relay, port."""
    from bots.telegram.service import TelegramService

    service = TelegramService(settings)
    relay = Relay.from_runtime(runtime, lambda _platform: service.port)
    await service.start(relay, None)
    try:
        yield relay, "long-polling"
    finally:
        await service.stop_receiving()
        await relay.aclose()
        await service.close()


def _bot(platform: str, settings: Settings, runtime: Runtime) -> contextlib.AbstractAsyncContextManager[Any]:
    if platform == "slack":
        return slack_bot(settings, runtime)
    if platform == "telegram":
        return telegram_bot(settings, runtime)
    raise ValueError(f"unknown platform {platform!r}")


async def _commands() -> AsyncIterator[str]:
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            return
        yield line.strip()


async def _drain(relay: Relay, timeout_s: float) -> None:
    """Wait (bounded) until no run is left. Not ``wait_idle`` under a timeout: its ``gather`` would
    cancel every run still waiting for an edit token when the timeout fires."""
    deadline = time.monotonic() + timeout_s
    while relay.runs.pending and time.monotonic() < deadline:  # noqa: ASYNC110 - no event to wait on
        await asyncio.sleep(0.05)


async def serve(config: dict[str, Any]) -> None:
    """Run the bot until the parent says ``stop`` (see the module docstring)."""
    settings = Settings(**config["env"])
    model = ConversationModel(latency_s=float(config["latency_s"]))
    runtime = await open_bench_runtime(settings, model)
    async with runtime, _bot(config["platform"], settings, runtime) as (relay, url):
        await check_agent_path(runtime, QUESTION, today=now_kst().date())
        floor = await measure_floor(runtime, model, samples=int(config.get("floor_samples", 5)))
        alone = await agent_alone_at_once(runtime, conversations=int(config["conversations"]))
        _emit("ready", url=url, floor=dataclasses.asdict(floor), agent_alone=alone)
        cpu_at_mark, rss_at_mark = time.process_time(), peak_rss_mb()
        async for command in _commands():
            if command == "mark":
                cpu_at_mark, rss_at_mark = time.process_time(), peak_rss_mb()
                _emit("marked")
            elif command == "stop":
                await _drain(relay, DRAIN_TIMEOUT_S)
                _emit(
                    "usage",
                    cpu_s=time.process_time() - cpu_at_mark,
                    peak_rss_mb=peak_rss_mb(),
                    rss_at_mark_mb=rss_at_mark,
                    pending=relay.runs.pending,
                )
                return


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    configure_logging(level="ERROR", stream=sys.stderr, json=True)
    try:
        asyncio.run(serve(json.loads(args[0])))
    except Exception as exc:
        _emit("error", message=f"{type(exc).__name__}: {exc}")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
