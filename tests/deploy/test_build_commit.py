"""The commit an image is built from reaches ``/dexter version``: the Dockerfile takes it as the build
argument ``DEXTER_BUILD`` and keeps it in the image's environment, compose and the documented build
commands pass ``git rev-parse --short=12 HEAD``, and ``bots.version`` reads it (before a checkout's
``.git``, which an image does not have). Read statically: no container runtime here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from bots import version
from bots.version import BUILD_ENV, build, image_build
from tests.deploy.test_deploy_files import DEPLOY, env_of, parse_dockerfile

SHA = "0123456789abcdef0123456789abcdef01234567"
PASSED = "DEXTER_BUILD=$(git rev-parse --short=12 HEAD)"


def test_the_dockerfile_keeps_the_build_argument_in_the_image() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    runtime = parse_dockerfile(text)[-1]
    assert f"{BUILD_ENV}=unknown" in runtime.all("ARG")  # declared in the stage that is the image
    assert env_of(runtime)[BUILD_ENV] == f"${BUILD_ENV}"
    header = [line for line in text.splitlines() if line.startswith("#   docker build")]
    assert header and all(f"--build-arg {PASSED}" in line for line in header)


def test_compose_and_the_guide_pass_the_commit_to_every_build() -> None:
    compose: dict[str, Any] = yaml.safe_load((DEPLOY / "compose.yaml").read_text(encoding="utf-8"))
    builds = [svc["build"] for svc in compose["services"].values() if "build" in svc]
    assert len(builds) >= 4  # the single process, migrate and the replicas
    assert all(b["args"][BUILD_ENV] == f"${{{BUILD_ENV}:-unknown}}" for b in builds)
    guide = (DEPLOY / "README.md").read_text(encoding="utf-8").splitlines()
    for at, line in enumerate(guide):
        if "docker compose" in line and ("--build" in line or line.rstrip().endswith(" build")):
            before = " ".join(guide[max(0, at - 3) : at + 1])
            assert f"export {PASSED}" in before, f"deploy/README.md:{at + 1} builds without the commit"


def test_the_image_build_is_the_commit_or_tag_it_was_given() -> None:
    assert image_build({BUILD_ENV: SHA}) == SHA[:12]
    assert image_build({BUILD_ENV: f" {SHA[:12]}\n"}) == SHA[:12]
    assert image_build({BUILD_ENV: "v0.1.0-3-gabcdef1"}) == "v0.1.0-3-gabcdef1"
    for nothing in ({}, {BUILD_ENV: ""}, {BUILD_ENV: "unknown"}, {BUILD_ENV: "$(rm -rf /)"}):
        assert image_build(nothing) is None


@pytest.fixture
def fresh_build() -> Iterator[None]:
    build.cache_clear()
    yield
    build.cache_clear()


def test_the_images_commit_comes_before_the_checkouts(
    monkeypatch: pytest.MonkeyPatch, fresh_build: None
) -> None:
    monkeypatch.setenv(BUILD_ENV, SHA)
    assert build() == SHA[:12]  # also here, in a checkout with a .git of its own


def test_without_one_the_build_is_the_checkouts_commit(
    monkeypatch: pytest.MonkeyPatch, fresh_build: None
) -> None:
    monkeypatch.setenv(BUILD_ENV, "unknown")  # an image built without the argument
    assert build() == version.git_commit()
