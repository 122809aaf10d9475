"""What ``dexter`` imports to start: a command loads what it runs, nothing else (speed itself is measured
by ``python -m evals.bench_startup``, never here).

Each check runs a fresh interpreter, since this test process has long imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bots import cli, cli_fast, cli_help_kept
from tests.faults.harness import free_port

#: Never needed to start: platform and model SDKs, charts, the HTTP server, shared state, PostgreSQL,
#: metrics, YAML, XML, the market calendar, the agent's loop and the bot server.
NEVER_TO_START = (
    "slack_bolt",
    "slack_sdk",
    "telegram",
    "anthropic",
    "openai",
    "matplotlib",
    "numpy",
    "aiohttp",
    "redis",
    "psycopg",
    "psycopg_pool",
    "prometheus_client",
    "yaml",
    "lxml",
    "holidays",
    "core.agent.loop",
    "bots.serve",
    "evals.runner",
)
#: Not needed to parse the command line or to show the command list either.
NOT_FOR_HELP = (
    *NEVER_TO_START,
    "asyncio",
    "pydantic",
    "pydantic_settings",
    "structlog",
    "httpx",
    "rapidfuzz",
    "aiosqlite",
    "markdown_it",
    "pygments",
    "typer.rich_utils",  # bots.cli_help draws the command list without it
    "core.config",
    "core.data",
    "core.quick",
    "bots.compose",
    "bots.direct",
)
NOT_FOR_IMPORT = (*NOT_FOR_HELP, "rich", "typer", "bots.cli_app", "importlib.metadata", "evals")
#: The keyless quick answer loads its data layer, but no agent, SDK, server or chart (the metrics load
#: with the first OpenDART call, which a new ``DEXTER_HOME`` makes).
NOT_FOR_QUICK = (
    *(n for n in NEVER_TO_START if n != "prometheus_client"),
    "core.agent.events",
    "core.agent.verify",
    "core.skills",
    "core.charts.render",
    "providers.anthropic_model",
    "providers.openai_model",
    # read without typer (bots.cli_fast); the OpenDART client's HTTP client is made at its first
    # request, and the answer comes from the cache; an English reader for a Korean question; the
    # model's message types (the registry names the provider with core.model_names); the card; the
    # report tables (dividends, shareholders); the replicas' shared state without DEXTER_REDIS_URL
    "typer",
    "bots.cli_app",
    "httpx",
    "core.quick.english",
    "core.model",
    "core.tools.card",
    "core.tools.card_render",
    "core.data.dart.reports",
    # the people tables (임원, 직원, 보수) and the report rows' pydantic models: a pay question loads them
    "core.data.dart.people",
    "core.data.dart.rows",
    # a reply that needed no model is laid out by bots.terminal_markdown from bots.markdown_lines: rich,
    # markdown-it and pygments (a third of the quick answer's start-up) load with the agent
    "rich",
    "markdown_it",
    "pygments",
    "core.shared",
    # the resolver's typo stage: a question whose names are exact never needs it
    "rapidfuzz",
    # settings are read by core.config itself; python-dotenv only when the directory has a .env
    "pydantic_settings",
    "dotenv",
    # settings (core.config_fields) and the statement rows (core.data.dart.row_model) are read without
    # pydantic, whose import and schemas were about a third of the quick answer's start-up; the tools'
    # argument models (pydantic) load with the agent
    "pydantic",
    "pydantic_core",
    "core.tools",
)

RUN = """
import json, sys
argv = json.loads(sys.argv[1])
if argv is None:
    import bots.cli
else:
    sys.argv = ["dexter", *argv]
    from bots.cli import main
    try:
        main()
    except SystemExit:
        pass
sys.stdout.flush()
print("\\nMODULES " + json.dumps(sorted(sys.modules)))
"""


def loaded(argv: list[str] | None, tmp_path: Path, **settings: str) -> tuple[set[str], str]:
    """The modules a fresh interpreter has after ``import bots.cli`` (``argv`` None) or after running
    ``dexter *argv`` in-process (with ``settings`` in its environment), and what it printed."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DEXTER_", "ANTHROPIC_", "OPENAI_"))}
    env |= {
        "DEXTER_HOME": str(tmp_path / "home"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "COLUMNS": "100",
        **settings,
    }
    done = subprocess.run(
        [sys.executable, "-c", RUN, json.dumps(argv)],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,  # a hang guard, not a speed check
        check=False,
    )
    out, _, modules = done.stdout.rpartition("\nMODULES ")
    assert modules, done.stderr
    return set(json.loads(modules)), out


def present(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(name for name in names if any(m == name or m.startswith(name + ".") for m in modules))


def test_importing_the_cli_loads_no_command(tmp_path: Path) -> None:
    modules, _ = loaded(None, tmp_path)
    assert present(modules, NOT_FOR_IMPORT) == []


def test_help_lists_every_command_then_draws_it_again_without_typer(tmp_path: Path) -> None:
    modules, out = loaded(["--help"], tmp_path)
    assert present(modules, NOT_FOR_HELP) == []
    for command in ("ask", "chat", "card", "chart", "doctor", "migrate", "serve", "corp-codes", "eval"):
        assert f"│ {command} " in out
    assert "importlib.metadata" in modules  # the first time the plugins are looked up …
    again, out_again = loaded(["--help"], tmp_path)
    assert "importlib.metadata" not in again  # … then they come from the cache
    assert present(again, ("typer", "bots.cli_app", "rich")) == []  # and the text typer's page drew is kept
    assert out_again == out
    assert present(again, NOT_FOR_HELP) == []
    wider, out_wider = loaded(["--help"], tmp_path, COLUMNS="140")  # another terminal: drawn again …
    assert "rich" in wider and "typer" not in wider
    assert max(map(len, out_wider.splitlines())) == 140 and out_wider != out
    kept, out_kept = loaded(["--help"], tmp_path, COLUMNS="140")  # … and kept beside the first
    assert "rich" not in kept and out_kept == out_wider
    assert loaded(["--help"], tmp_path)[1] == out


def test_the_kept_command_list_is_not_used_once_a_source_changed(tmp_path: Path) -> None:
    _, out = loaded(["--help"], tmp_path)
    kept = tmp_path / "cache" / "dexter" / "help.json"
    page = json.loads(kept.read_text(encoding="utf-8"))
    assert any(path.endswith(os.path.join("bots", "cli_app.py")) for path, *_ in page["sources"])
    page["sources"][0][2] += 1  # as if the file had been edited since
    kept.write_text(json.dumps(page), encoding="utf-8")
    modules, out_again = loaded(["--help"], tmp_path)
    assert "typer" in modules and out_again == out  # typer drew it again …
    third, _ = loaded(["--help"], tmp_path)
    assert "typer" not in third  # … and kept the new page


def test_the_keyless_quick_answer_loads_no_agent_sdk_or_server(tmp_path: Path) -> None:
    loaded(["ask", "--offline", "삼성전자 2023년 영업이익률은?"], tmp_path)  # a new home: filled once
    modules, out = loaded(["ask", "--offline", "삼성전자 2023년 영업이익률은?"], tmp_path)
    assert "2.5%" in out
    assert present(modules, NOT_FOR_QUICK) == []


def test_serving_telegram_alone_loads_no_slack_sdk(tmp_path: Path) -> None:
    modules, _ = loaded(
        ["serve", "--telegram", "--port", str(free_port())],
        tmp_path,
        DEXTER_OFFLINE="1",
        TELEGRAM_BOT_TOKEN="123456:" + "imports-token",
        TELEGRAM_API_URL=f"http://127.0.0.1:{free_port()}/bot",  # nothing listens: getMe is refused
    )
    assert "bots.telegram.service" in modules  # the bot was started, then refused …
    assert present(modules, ("slack_bolt", "slack_sdk", "bots.slack")) == []  # … without Slack's SDK


#: ``dexter ask`` command lines read without typer …
READ_HERE: tuple[list[str], ...] = (
    ["q"],
    ["--offline", "q"],
    ["q", "--offline", "--json"],
    ["--json", "-m", "gpt-5.6", "삼성전자 2023년 영업이익률은?"],
    ["-mscripted:x.json", "q"],
    ["--model", "x", "--offline", "q"],
    ["--model=claude-sonnet-4-6", "q"],
    ["--", "-q"],
    ["--offline", "--", "--json"],
    ["-"],
    [""],
    ["   "],
)
#: … and those left to typer: its usage errors, ``--help``, and lines rare enough not to read here
LEFT_TO_TYPER: tuple[list[str], ...] = (
    [],
    ["--offline"],
    ["q", "r"],
    ["--bogus", "q"],
    ["--offline", "--offline", "q"],
    ["-m"],
    ["-m", "--offline", "q"],
    ["--model=", "q"],
    ["--help"],
    ["q", "--help"],
    ["--offline=1", "q"],
    ["-x", "q"],
    ["--mod", "q"],
    ["-5"],
    ["--", "a", "b"],
)


@pytest.mark.parametrize("args", [*READ_HERE, *LEFT_TO_TYPER])
def test_ask_is_read_without_typer_as_typer_reads_it(args: list[str]) -> None:
    from typer.main import get_command

    command = get_command(cli.app).commands["ask"]  # type: ignore[attr-defined]
    fast = cli_fast.read_ask(list(args))
    if args not in READ_HERE:
        assert fast is None
        return
    params = command.make_context("ask", list(args)).params
    assert fast == (params["query"], params["offline"], params["model"], params["json_out"])


@pytest.mark.parametrize("colour", [False, True])
def test_the_command_list_is_drawn_exactly_as_typer_draws_it(
    colour: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = {
        "COLUMNS": "100",
        "FORCE_COLOR": "1" if colour else None,
        "NO_COLOR": None,
        "TERM": "xterm-256color",
    }
    ours = CliRunner().invoke(cli.app, ["--help"], env=env)
    monkeypatch.setattr(cli_help_kept, "print_group_help", lambda *_args: False)
    typers = CliRunner().invoke(cli.app, ["--help"], env=env)
    assert ours.exit_code == typers.exit_code == 0
    assert ("\x1b[" in ours.output) is colour
    assert ours.output == typers.output


LOG = """
import json, logging, sys
from core.logging import configure_logging, get_logger
log = get_logger("probe")
configure_logging(["s3cr3t-value"], level="INFO", stream=sys.stdout, json=True)
print(json.dumps("structlog" in sys.modules))
log.warning("structlog_line", token="s3cr3t-value")
logging.getLogger("httpx").warning("GET /api?crtfc_key=abcdef0123 s3cr3t-value")
print(json.dumps("structlog" in sys.modules))
"""


def test_logging_loads_structlog_with_the_first_line_and_still_redacts() -> None:
    done = subprocess.run([sys.executable, "-c", LOG], capture_output=True, text=True, timeout=60, check=True)
    before, structlog_line, stdlib_line, after = done.stdout.splitlines()
    assert (json.loads(before), json.loads(after)) == (False, True)
    first, second = json.loads(structlog_line), json.loads(stdlib_line)
    assert (first["event"], first["token"], first["logger"], first["level"]) == (
        "structlog_line",
        "***",
        "probe",
        "warning",
    )
    assert second["event"] == "GET /api?crtfc_key=*** ***" and second["logger"] == "httpx"
    assert "s3cr3t" not in done.stdout


BELOW = """
import json, sys
from core.logging import configure_logging, get_logger
log = get_logger("probe")
configure_logging([], level="WARNING", stream=sys.stdout, json=True)
log.info("below_the_level", n=1)
log.debug("below_the_level_too")
print(json.dumps("structlog" in sys.modules))
log.warning("at_the_level", n=2)
print(json.dumps("structlog" in sys.modules))
log.info("below_once_loaded", n=3)
"""


def test_a_line_below_the_level_is_dropped_without_loading_structlog() -> None:
    done = subprocess.run(
        [sys.executable, "-c", BELOW], capture_output=True, text=True, timeout=60, check=True
    )
    before, line, after = done.stdout.splitlines()
    assert (json.loads(before), json.loads(after)) == (False, True)
    assert (json.loads(line)["event"], json.loads(line)["n"]) == ("at_the_level", 2)
