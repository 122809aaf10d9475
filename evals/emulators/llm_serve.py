"""Run one loopback LLM emulator as its own process, for a fault suite that drives ``dexter serve``.

::

    python -m evals.emulators.llm_serve --provider anthropic [--script script.json] [--url-file url.txt]
    python -m evals.emulators.llm_serve --provider anthropic --echo [--delay 1.0]

Prints one JSON line ``{"provider": …, "url": …}`` when it listens on 127.0.0.1 (a free port), then
serves until SIGTERM or SIGINT. Point the product at it with ``ANTHROPIC_BASE_URL=<url>`` or
``OPENAI_BASE_URL=<url>/v1``. ``--script`` is the body of ``POST /_emulator/script`` (``{"replies":
[…], "default": …}``); the script can be changed while it runs through that endpoint (see
``evals.emulators.llm_script``). ``--echo`` serves ``EchoAnthropic`` instead (each answer read from its
request, so concurrent runs of several replicas can share it; ``evals.emulators.llm_echo``), each call
``--delay`` seconds late.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
from pathlib import Path

from evals.emulators.llm import FakeAnthropic, FakeOpenAI
from evals.emulators.llm_echo import EchoAnthropic
from evals.emulators.llm_script import ScriptedLLM, parse_script


def emulator(provider: str, script: object = None) -> ScriptedLLM:
    """An emulator of ``provider`` (``anthropic`` or ``openai``) loaded with ``script``."""
    replies, default = parse_script(script or {})
    cls = FakeAnthropic if provider == "anthropic" else FakeOpenAI
    return cls(replies, default=default)


async def serve(fake: ScriptedLLM, provider: str, url_file: Path | None) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with fake:
        if url_file is not None:
            await asyncio.to_thread(url_file.write_text, fake.url, encoding="utf-8")
        print(json.dumps({"provider": provider, "url": fake.url}), flush=True)
        await stop.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--provider", choices=("anthropic", "openai"), required=True)
    parser.add_argument("--script", type=Path, help="JSON: {'replies': [...], 'default': {...}}")
    parser.add_argument("--url-file", type=Path, help="also write the URL to this file")
    parser.add_argument("--echo", action="store_true", help="answer from each request (anthropic only)")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds each --echo call waits")
    args = parser.parse_args(argv)
    if args.echo:
        if args.provider != "anthropic":
            parser.error("--echo is Anthropic's protocol only")
        asyncio.run(serve(EchoAnthropic(delay_s=args.delay), args.provider, args.url_file))
        return 0
    try:
        script = json.loads(args.script.read_text(encoding="utf-8")) if args.script else None
        fake = emulator(args.provider, script)
    except (OSError, ValueError) as exc:
        print(f"llm_serve: {exc}", file=sys.stderr)
        return 2
    asyncio.run(serve(fake, args.provider, args.url_file))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
