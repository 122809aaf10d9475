"""The deploy files, read statically (no container runtime here): the Dockerfile, compose.yaml and the
systemd unit agree with each other and with the code — the command is ``dexter serve``, the user is not
root, the health check hits the port that is exposed and that ``dexter serve`` listens on by default,
the state volume is ``DEXTER_HOME``, and the stop timeout covers the shutdown grace."""

from __future__ import annotations

import inspect
import json
import re
import shlex
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from bots.cli import serve_command
from core.config import Settings
from core.metrics import REGISTRY

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
GRACE_S = float(Settings.model_fields["dexter_shutdown_grace_s"].default)


def default_port() -> int:
    option = inspect.signature(serve_command).parameters["port"].default
    return int(option.default)


def seconds(text: str) -> float:
    """``30s``, ``35``, ``1min 30s``, ``1m30s`` (systemd and compose durations)."""
    units = {"": 1.0, "s": 1.0, "sec": 1.0, "m": 60.0, "min": 60.0, "h": 3600.0, "ms": 0.001}
    parts = re.findall(r"(\d+(?:\.\d+)?)\s*(ms|min|sec|s|m|h|)", text.strip())
    assert parts, f"not a duration: {text!r}"
    return sum(float(n) * units[u] for n, u in parts)


def healthcheck_port(command: list[str]) -> int:
    """The port of the /healthz URL inside an exec-form health check command."""
    urls = re.findall(r"https?://[^'\" ]+", " ".join(command))
    health = [u for u in urls if urlsplit(u).path == "/healthz"]
    assert health, f"no /healthz URL in {command}"
    return int(urlsplit(health[0]).port or 80)


# --- Dockerfile ------------------------------------------------------------------------------------------


@dataclass
class Stage:
    base: str
    name: str
    instructions: list[tuple[str, str]] = field(default_factory=list)

    def all(self, keyword: str) -> list[str]:
        return [args for kw, args in self.instructions if kw == keyword]

    def last(self, keyword: str) -> str:
        found = self.all(keyword)
        assert found, f"no {keyword} in stage {self.name or self.base}"
        return found[-1]


def parse_dockerfile(text: str) -> list[Stage]:
    logical: list[str] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.startswith("#"):
            continue  # a comment inside a continued instruction
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        logical.append(pending + line)
        pending = ""
    stages: list[Stage] = []
    for line in logical:
        keyword, _, args = line.partition(" ")
        keyword, args = keyword.upper(), args.strip()
        if keyword == "FROM":
            words = args.split()
            name = words[2] if len(words) >= 3 and words[1].upper() == "AS" else ""
            stages.append(Stage(words[0], name))
        else:
            assert stages, f"{keyword} before FROM"
            stages[-1].instructions.append((keyword, args))
    return stages


def env_of(stage: Stage) -> dict[str, str]:
    env: dict[str, str] = {}
    for args in stage.all("ENV"):
        env |= dict(pair.split("=", 1) for pair in shlex.split(args))
    return env


@pytest.fixture(scope="module")
def docker() -> list[Stage]:
    return parse_dockerfile((DEPLOY / "Dockerfile").read_text(encoding="utf-8"))


def test_dockerfile_builds_a_wheel_and_installs_it_on_slim_python(docker: list[Stage]) -> None:
    assert len(docker) >= 2
    builder, runtime = docker[0], docker[-1]
    assert builder.name == "builder" and any("pip wheel" in run for run in builder.all("RUN"))
    assert runtime.base == "python:3.11-slim"
    installs = [run for run in runtime.all("RUN") if "pip install" in run]
    assert installs and all("from=builder" in run and "--no-index" in run for run in installs)
    copied = {src for args in builder.all("COPY") for src in args.split()[:-1]}
    wheel = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"]
    needed = {
        *wheel["targets"]["wheel"]["packages"],
        *wheel["targets"]["wheel"]["force-include"],
        "pyproject.toml",
        "README.md",
    }
    assert needed <= copied, f"the builder does not copy {needed - copied}"
    assert all((REPO / src).exists() for src in copied)


def test_dockerfile_runs_dexter_serve_as_a_non_root_user(docker: list[Stage]) -> None:
    runtime = docker[-1]
    user = runtime.last("USER").split(":")[0]
    assert user not in {"root", "0", ""}
    assert any("useradd" in run and user in run for run in runtime.all("RUN"))
    command = json.loads(runtime.last("ENTRYPOINT")) + json.loads(runtime.last("CMD"))  # exec form
    assert command[:2] == ["dexter", "serve"]
    if "--port" in command:
        assert int(command[command.index("--port") + 1]) == default_port()
    assert runtime.last("STOPSIGNAL") == "SIGTERM"


def test_dockerfile_health_port_volume_and_home_agree(docker: list[Stage]) -> None:
    runtime = docker[-1]
    assert [int(p.split("/")[0]) for p in runtime.last("EXPOSE").split()] == [default_port()]
    healthcheck = runtime.last("HEALTHCHECK")
    assert "CMD [" in healthcheck, "exec form: slim has no curl, and no shell is needed"
    assert healthcheck_port(json.loads(healthcheck[healthcheck.index("[") :])) == default_port()
    home = env_of(runtime)["DEXTER_HOME"]
    assert json.loads(runtime.last("VOLUME")) == [home]


# --- compose.yaml ----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def compose() -> dict[str, Any]:
    data: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    return data


def test_compose_builds_the_image_and_runs_dexter_serve(compose: dict[str, Any], docker: list[Stage]) -> None:
    bot = compose["services"]["dexter"]
    assert (DEPLOY / bot["build"]["context"]).resolve() == REPO
    assert (REPO / bot["build"]["dockerfile"]).resolve() == DEPLOY / "Dockerfile"
    assert json.loads(docker[-1].last("ENTRYPOINT")) + bot["command"] == [
        "dexter",
        "serve",
        "--port",
        str(default_port()),
    ]
    assert bot["env_file"] == ".env" and bot.get("user") in (None, docker[-1].last("USER"))


def test_compose_volume_health_and_stop_grace(compose: dict[str, Any], docker: list[Stage]) -> None:
    bot = compose["services"]["dexter"]
    home = bot["environment"]["DEXTER_HOME"]
    assert home == env_of(docker[-1])["DEXTER_HOME"]
    volume, target = bot["volumes"][0].split(":")[:2]
    assert target == home and volume in compose["volumes"]
    assert [int(str(p).rsplit(":", 1)[1]) for p in bot["ports"]] == [default_port()]
    assert healthcheck_port(bot["healthcheck"]["test"][1:]) == default_port()
    assert bot["healthcheck"]["test"][0] == "CMD"
    assert seconds(bot["stop_grace_period"]) >= GRACE_S + 5
    assert bot.get("stop_signal", "SIGTERM") == "SIGTERM"


def test_compose_keeps_postgres_and_redis_behind_the_scale_profile(compose: dict[str, Any]) -> None:
    others = {name: svc for name, svc in compose["services"].items() if name != "dexter"}
    assert {"postgres", "redis"} <= set(others)
    assert all(svc.get("profiles") == ["scale"] for svc in others.values())
    assert "profiles" not in compose["services"]["dexter"]


# --- systemd -----------------------------------------------------------------------------------------


def parse_unit(text: str) -> dict[str, list[tuple[str, str]]]:
    """Sections of (key, value) pairs in order; repeated keys (Environment=) are all kept."""
    sections: dict[str, list[tuple[str, str]]] = {}
    current = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections.setdefault(current, [])
            continue
        key, _, value = line.partition("=")
        sections[current].append((key.strip(), value.strip()))
    return sections


@pytest.fixture(scope="module")
def unit() -> dict[str, list[str]]:
    service = parse_unit((DEPLOY / "systemd" / "dexter.service").read_text(encoding="utf-8"))["Service"]
    values: dict[str, list[str]] = {}
    for key, value in service:
        values.setdefault(key, []).append(value)
    return values


def test_systemd_runs_dexter_serve_as_dexter_and_restarts_on_failure(unit: dict[str, list[str]]) -> None:
    assert unit["Type"] in (["exec"], ["simple"])
    assert unit["User"] == ["dexter"] and unit["User"] != ["root"]
    command = shlex.split(unit["ExecStart"][0])
    assert Path(command[0]).name == "dexter" and Path(command[0]).is_absolute() and command[1] == "serve"
    if "--port" in command:
        assert int(command[command.index("--port") + 1]) == default_port()
    assert unit["Restart"] == ["on-failure"]
    assert unit["EnvironmentFile"] == ["/etc/dexter/dexter.env"]


def test_systemd_state_directory_is_dexter_home_and_the_only_writable_path(
    unit: dict[str, list[str]],
) -> None:
    env = dict(pair.split("=", 1) for value in unit["Environment"] for pair in shlex.split(value))
    home = env["DEXTER_HOME"]
    assert home == "/var/lib/" + unit["StateDirectory"][0]
    assert home in unit["ReadWritePaths"][0].split()
    for key, value in {
        "NoNewPrivileges": "yes",
        "ProtectSystem": "strict",
        "ProtectHome": "yes",
        "PrivateTmp": "yes",
    }.items():
        assert unit[key] == [value], key


def test_systemd_stop_waits_for_the_grace(unit: dict[str, list[str]]) -> None:
    assert unit["KillSignal"] == ["SIGTERM"]
    assert seconds(unit["TimeoutStopSec"][0]) >= GRACE_S + 5


# --- the operator's guide --------------------------------------------------------------------------------


def test_the_guide_lists_every_variable_and_every_metric() -> None:
    guide = (DEPLOY / "README.md").read_text(encoding="utf-8")
    # the variables are in the one configuration table the guide links to (not repeated in the guide)
    assert "docs/operations.md#configuration" in guide
    table = (DEPLOY.parent / "docs" / "operations.md").read_text(encoding="utf-8")
    variables = [f.alias for f in Settings.model_fields.values() if f.alias]
    assert [v for v in variables if f"`{v}`" not in table] == []
    metrics = [m.name + ("_total" if m.type == "counter" else "") for m in REGISTRY.collect()]
    assert [m for m in metrics if f"`{m}`" not in guide] == []
    for must in (
        "slack/manifest.yml",
        "BotFather",
        ".backup",
        "/healthz",
        "/readyz",
        "/metrics",
        "DEXTER_LOG_FORMAT=json",
        "dexter doctor",
    ):
        assert must in guide, must


# --- the Grafana dashboard -------------------------------------------------------------------------------


def test_the_dashboard_queries_exactly_the_metrics_the_process_exports() -> None:
    dashboard = json.loads((DEPLOY / "grafana" / "dexter.json").read_text(encoding="utf-8"))
    exprs = [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]
    used = {
        re.sub(r"_(bucket|sum|count)$", "", name) for e in exprs for name in re.findall(r"\bdexter_\w+", e)
    }
    exported = {m.name + ("_total" if m.type == "counter" else "") for m in REGISTRY.collect()}
    assert used == exported
    ids = [panel["id"] for panel in dashboard["panels"]]
    assert len(ids) == len(set(ids))
