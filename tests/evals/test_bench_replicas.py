"""The replica benchmark's pieces that run fast: the shipped HAProxy config rendered for loopback (and
accepted by haproxy when installed), and how answers are scored — duplicates, order and history."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from evals.bench_replicas_cluster import SHIPPED_HAPROXY, render_haproxy
from evals.bench_replicas_load import Seen
from evals.bench_replicas_report import Report, check_conversations, format_report
from evals.emulators.llm_echo import tag


def rendered() -> str:
    return render_haproxy(SHIPPED_HAPROXY.read_text(encoding="utf-8"), {"a": 4001, "b": 4002}, 4100)


def test_the_shipped_config_is_rendered_for_loopback_with_its_checks_and_retries() -> None:
    text = rendered()
    assert "resolvers" not in text and "dexter-1" not in text and "init-addr" not in text
    assert "    bind 127.0.0.1:4100" in text.splitlines()
    assert "    server a 127.0.0.1:4001 check" in text and "    server b 127.0.0.1:4002 check" in text
    assert "option httpchk GET /readyz" in text and "retry-on conn-failure empty-response 503" in text
    assert "http-response set-header X-Dexter-Replica %s" in text


@pytest.mark.skipif(shutil.which("haproxy") is None, reason="haproxy is not installed")
def test_haproxy_accepts_the_rendered_config(tmp_path: Path) -> None:
    config = tmp_path / "haproxy.cfg"
    config.write_text(rendered(), encoding="utf-8")
    done = subprocess.run(["haproxy", "-c", "-f", str(config)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_duplicates_order_and_history_are_counted_from_what_users_saw() -> None:
    report = Report(replicas=3, conversations=3, messages=3, delay_s=1.0, cap=10)
    seen = {
        # conversation 0: all fine
        tag(0, 0): Seen(1.0, 1, ()),
        tag(0, 1): Seen(2.0, 1, (tag(0, 0),)),
        tag(0, 2): Seen(3.0, 1, (tag(0, 0), tag(0, 1))),
        # conversation 1: the first answered twice, the second posted before it and blind to it
        tag(1, 0): Seen(5.0, 2, ()),
        tag(1, 1): Seen(4.0, 1, ()),
        # conversation 2: the first stopped (never answered), the second sees nothing before it
        tag(2, 1): Seen(2.0, 1, ()),
    }
    check_conversations(report, seen, range(3), 3)
    assert report.answered == 6
    assert report.duplicate_answers == 1
    assert report.order_violations == 1
    assert report.history_violations == 1
    assert "| duplicate answers (platform) / duplicate runs (journal) | 1 / 0 | 0 |" in format_report(report)
