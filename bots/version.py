"""Which Korean Dexter is running: the package version and the git commit it was built from.

The version is the installed package's (``importlib.metadata``). The commit is the image's when it was
built with one — ``deploy/Dockerfile``'s build argument ``DEXTER_BUILD`` (the documented build command and
compose pass ``git rev-parse --short=12 HEAD``), kept in the image as the environment variable of the
same name — and otherwise read from the source tree's ``.git`` when the bot runs from a checkout (files
only: no ``git`` process, no network). Either is ``unknown`` when it cannot be known.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from bots.texts import UNKNOWN_BUILD

PACKAGE = "korean-dexter"
#: the checkout this module runs from (``bots/version.py`` → the repository root)
SOURCE_ROOT = Path(__file__).resolve().parents[1]
#: the commit an image was built from (``deploy/Dockerfile``: ``ARG``/``ENV DEXTER_BUILD``)
BUILD_ENV = "DEXTER_BUILD"
_SHA = re.compile(r"[0-9a-f]{7,40}")
_LABEL = re.compile(r"[0-9A-Za-z][0-9A-Za-z._+-]{0,63}")  # a tag or a describe (v0.1.0, v0.1.0-3-gabc)


def package_version() -> str:
    """The installed package's version, or ``unknown`` when it is not installed."""
    try:
        return version(PACKAGE)
    except PackageNotFoundError:
        return UNKNOWN_BUILD


def _git_dir(root: Path) -> Path | None:
    """``root/.git``, or the directory a worktree's ``.git`` file points at."""
    dot_git = root / ".git"
    if dot_git.is_dir():
        return dot_git
    if dot_git.is_file():
        line = dot_git.read_text(encoding="utf-8").strip()
        if line.startswith("gitdir:"):
            target = Path(line.removeprefix("gitdir:").strip())
            return target if target.is_absolute() else (root / target).resolve()
    return None


def _resolve_ref(git_dir: Path, ref: str) -> str | None:
    """The commit a ref names: its loose file, or its line in ``packed-refs`` (in a worktree, both are
    looked up in the shared directory too)."""
    common = git_dir
    commondir = git_dir / "commondir"
    if commondir.is_file():
        common = (git_dir / commondir.read_text(encoding="utf-8").strip()).resolve()
    for where in dict.fromkeys((git_dir, common)):
        loose = where / ref
        if loose.is_file():
            return loose.read_text(encoding="utf-8").strip()
        packed = where / "packed-refs"
        if packed.is_file():
            for line in packed.read_text(encoding="utf-8").splitlines():
                sha, _, name = line.partition(" ")
                if name == ref:
                    return sha
    return None


def git_commit(root: Path = SOURCE_ROOT) -> str:
    """The short commit of the checkout at ``root``, or ``unknown`` (no ``.git``, unreadable, odd)."""
    try:
        git_dir = _git_dir(root)
        if git_dir is None:
            return UNKNOWN_BUILD
        head = (git_dir / "HEAD").read_text(encoding="utf-8").strip()
        sha = _resolve_ref(git_dir, head.removeprefix("ref:").strip()) if head.startswith("ref:") else head
    except OSError:
        return UNKNOWN_BUILD
    if sha is None or len(sha) < 12 or any(c not in "0123456789abcdef" for c in sha):
        return UNKNOWN_BUILD
    return sha[:12]


def image_build(environ: Mapping[str, str] = os.environ) -> str | None:
    """The commit (its first 12 characters) or tag the image was built from, ``None`` without one (not
    an image, built without the argument, or a value that is no commit or tag)."""
    value = environ.get(BUILD_ENV, "").strip()
    if _SHA.fullmatch(value):
        return value[:12]
    if value == UNKNOWN_BUILD or not _LABEL.fullmatch(value):
        return None
    return value


@functools.cache
def build() -> str:
    """The commit of the code this process loaded — the image's, else the checkout's: read once, so a
    checkout moved on under a running bot does not change what it reports."""
    return image_build() or git_commit()
