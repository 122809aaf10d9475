"""The compose profile ``scale`` and its HAProxy config, read statically (no container runtime here):
PostgreSQL 15, Redis 7, a one-shot ``dexter migrate``, three ``dexter serve`` replicas that all get the
cluster's two URLs, and HAProxy in front of them that names every replica, routes the Slack and
Telegram endpoints and health-checks ``/readyz``. Starting the load balancer starts the whole cluster
and never the single-process ``dexter`` service. With ``haproxy`` installed its own ``-c`` check runs
on the shipped file."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from bots.cli import app as cli_app
from bots.telegram.service import DEFAULT_WEBHOOK_PATH
from core.config import Settings
from tests.deploy.test_deploy_files import GRACE_S, default_port, seconds

REPO = Path(__file__).resolve().parents[2]
DEPLOY = REPO / "deploy"
HAPROXY_CFG = DEPLOY / "haproxy" / "haproxy.cfg"


@pytest.fixture(scope="module")
def services() -> dict[str, Any]:
    compose: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    found: dict[str, Any] = compose["services"]
    return found


@pytest.fixture(scope="module")
def replicas(services: dict[str, Any]) -> dict[str, Any]:
    return {name: svc for name, svc in services.items() if svc.get("command", [None])[0] == "serve"}


def url_port(command: list[str], path: str) -> int:
    urls = [u for u in re.findall(r"https?://[^'\" ]+", " ".join(command)) if urlsplit(u).path == path]
    assert urls, f"no {path} URL in {command}"
    return int(urlsplit(urls[0]).port or 80)


def depends(services: dict[str, Any], name: str) -> set[str]:
    """``name`` and everything ``docker compose up <name>`` starts with it."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        needs = services[current].get("depends_on", [])
        todo += list(needs) if isinstance(needs, (list, dict)) else []
    return seen


def condition(service: dict[str, Any], dependency: str) -> str:
    needs = service["depends_on"]
    assert isinstance(needs, dict), "long form: each dependency with its condition"
    return str(needs[dependency]["condition"])


def test_the_scale_profile_runs_postgres_15_redis_7_a_migration_and_three_replicas(
    services: dict[str, Any], replicas: dict[str, Any]
) -> None:
    scale = {name for name, svc in services.items() if "scale" in svc.get("profiles", [])}
    assert services["postgres"]["image"] == "postgres:15" and services["redis"]["image"] == "redis:7"
    assert {"postgres", "redis", "migrate", "haproxy"} <= scale
    assert sorted(replicas) == ["dexter", "dexter-1", "dexter-2", "dexter-3"]
    scaled = {name for name in replicas if name != "dexter"}
    assert scaled <= scale and "dexter" not in scale  # the default stays the single process
    assert services["migrate"]["command"] == ["migrate"] and services["migrate"]["restart"] == "no"
    assert condition(services["migrate"], "postgres") == "service_healthy"
    for name in ("postgres", "redis"):
        assert services[name]["healthcheck"]["test"][0] == "CMD", name


def test_every_replica_has_both_urls_its_own_home_and_waits_for_the_migration(
    services: dict[str, Any], replicas: dict[str, Any]
) -> None:
    homes = set()
    for name, replica in replicas.items():
        if name == "dexter":
            assert "DEXTER_DATABASE_URL" not in replica["environment"]  # SQLite, no service needed
            continue
        env = replica["environment"]
        database, redis = urlsplit(env["DEXTER_DATABASE_URL"]), urlsplit(env["DEXTER_REDIS_URL"])
        assert database.scheme == "postgresql" and database.hostname == "postgres", name
        assert database.path == "/" + services["postgres"]["environment"]["POSTGRES_DB"]
        assert database.username == services["postgres"]["environment"]["POSTGRES_USER"]
        assert redis.scheme == "redis" and redis.hostname == "redis", name
        assert replica["command"] == ["serve", "--port", str(default_port())]
        assert replica["env_file"] == ".env" and replica["restart"] == "unless-stopped"
        assert condition(replica, "migrate") == "service_completed_successfully"
        assert condition(replica, "postgres") == condition(replica, "redis") == "service_healthy"
        volume, target = replica["volumes"][0].split(":")[:2]
        assert target == env["DEXTER_HOME"]
        homes.add(volume)
        assert seconds(replica["stop_grace_period"]) >= GRACE_S + 5
        assert replica["healthcheck"]["test"][0] == "CMD"
        assert url_port(replica["healthcheck"]["test"][1:], "/readyz") == default_port()
        assert "ports" not in replica, "replicas are reached through the load balancer only"
    assert len(homes) == 3, "one DEXTER_HOME volume per replica"
    migrate = services["migrate"]["environment"]
    assert migrate["DEXTER_DATABASE_URL"] == replicas["dexter-1"]["environment"]["DEXTER_DATABASE_URL"]


def test_the_cluster_urls_are_settings_the_product_reads() -> None:
    aliases = {field.alias for field in Settings.model_fields.values()}
    assert {"DEXTER_DATABASE_URL", "DEXTER_REDIS_URL"} <= aliases
    assert "migrate" in {command.name for command in cli_app.registered_commands}


def test_starting_the_load_balancer_starts_the_cluster_and_not_the_single_process(
    services: dict[str, Any], replicas: dict[str, Any]
) -> None:
    started = depends(services, "haproxy")
    assert started == {"haproxy", "postgres", "redis", "migrate", *(set(replicas) - {"dexter"})}
    assert "dexter" not in started
    mounts = [v.split(":") for v in services["haproxy"]["volumes"]]
    assert [(DEPLOY / src).resolve() for src, *_ in mounts] == [HAPROXY_CFG]
    published = [int(str(p).rsplit(":", 1)[1]) for p in services["haproxy"]["ports"]]
    assert published == [frontend_port()]


# --- haproxy.cfg ---------------------------------------------------------------------------------------


def sections() -> dict[str, list[list[str]]]:
    """``"backend replicas"`` → its lines, split into words (comments dropped)."""
    found: dict[str, list[list[str]]] = {}
    current = ""
    for raw in HAPROXY_CFG.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        if not raw[0].isspace():
            current = " ".join(line.split()[:2])
            found[current] = []
        else:
            found[current].append(line.split())
    return found


def frontend_port() -> int:
    binds = [words for words in sections()["frontend dexter"] if words[0] == "bind"]
    assert len(binds) == 1
    return int(binds[0][1].rsplit(":", 1)[1])


def test_haproxy_names_every_replica_and_checks_readyz(replicas: dict[str, Any]) -> None:
    backend = sections()["backend replicas"]
    servers = {words[1]: words[2] for words in backend if words[0] == "server"}
    assert servers == {name: f"{name}:{default_port()}" for name in replicas if name != "dexter"}
    assert all("check" in words for words in backend if words[0] == "server")
    assert ["option", "httpchk", "GET", "/readyz"] in backend
    assert ["http-check", "expect", "status", "200"] in backend


def test_haproxy_routes_slack_telegram_and_health_and_retries_refused_deliveries() -> None:
    frontend = sections()["frontend dexter"]
    acls = {words[1]: words[2:] for words in frontend if words[0] == "acl"}
    routed = [path for _, *paths in acls.values() for path in paths]
    assert "/slack/events" in routed and {"/healthz", "/readyz"} <= set(routed)
    prefixes = [paths[1] for paths in acls.values() if paths[0] == "path_beg"]
    assert any(DEFAULT_WEBHOOK_PATH.startswith(prefix) for prefix in prefixes)
    assert "/metrics" not in routed
    defaults = sections()["defaults"]
    retry = next(words for words in defaults if words[0] == "retry-on")
    assert {"conn-failure", "503"} <= set(retry[1:])
    assert ["option", "redispatch", "1"] in defaults


@pytest.mark.skipif(shutil.which("haproxy") is None, reason="haproxy is not installed")
def test_haproxy_accepts_the_shipped_config() -> None:
    done = subprocess.run(
        ["haproxy", "-c", "-f", str(HAPROXY_CFG)], capture_output=True, text=True, check=False, timeout=30
    )
    assert done.returncode == 0, done.stdout + done.stderr


# --- the operator's guide ------------------------------------------------------------------------------


def test_the_guide_explains_scale_out_sizing_and_beyond_one_host() -> None:
    guide = (DEPLOY / "README.md").read_text(encoding="utf-8")
    headings = re.findall(r"^#+ (?:\d+\. )?(.+)$", guide, flags=re.MULTILINE)
    assert {"Scale-out", "Rolling restart", "Sizing", "Beyond one host"} <= set(headings)
    for must in (
        "--profile scale up -d --build haproxy",
        "dexter migrate",
        "rolling restart",
        "DEXTER_MAX_CONCURRENT_RUNS",
        "PodDisruptionBudget",
        "HorizontalPodAutoscaler",
        "terminationGracePeriodSeconds",
        "dexter_queued_runs",
        "haproxy/haproxy.cfg",
    ):
        assert must in guide, must
