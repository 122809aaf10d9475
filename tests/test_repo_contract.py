"""README's Quick start stays two commands, and CI runs the same test command."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```bash\n(.*?)```", section, re.S)]


def test_quick_start_has_exactly_two_commands() -> None:
    commands = quick_start_commands()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    assert "dexter " in commands[0] and "pytest" in commands[1]


def test_ci_runs_the_readme_test_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    install, _, run_tests = quick_start_commands()[1].rpartition(" && ")
    assert install in ci and f"\n{run_tests}\n" in ci


def test_ci_smoke_runs_the_readme_product_command() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    product = quick_start_commands()[0].rpartition(" && ")[2].removeprefix(".venv/bin/")
    assert product == "dexter chat --offline"
    assert f".venv/bin/{product}" in ci


def test_every_setting_is_in_the_env_example_and_the_configuration_table() -> None:
    from core.config import Settings

    names = {field.alias for field in Settings.model_fields.values() if field.alias}
    example = (ROOT / "deploy" / ".env.example").read_text(encoding="utf-8")
    table = (ROOT / "docs" / "operations.md").read_text(encoding="utf-8").split("## Configuration", 1)[1]
    assert len(names) > 30
    assert sorted(n for n in names if not re.search(rf"^#? ?{n}=", example, re.M)) == []
    assert sorted(n for n in names if f"`{n}`" not in table) == []


IMPORT_NAMES = {
    "python-dotenv": "dotenv",
    "slack-bolt": "slack_bolt",
    "slack-sdk": "slack_sdk",
    "python-telegram-bot": "telegram",
    "markdown-it-py": "markdown_it",
    "pyyaml": "yaml",
    "prometheus-client": "prometheus_client",
    "psycopg-pool": "psycopg_pool",
}


def test_every_declared_dependency_is_imported_by_the_product() -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = [re.split(r"[\[<>=!~ ]", spec, maxsplit=1)[0].lower() for spec in project["dependencies"]]
    source = "\n".join(
        path.read_text(encoding="utf-8")
        for package in ("bots", "core", "providers", "evals")
        for path in (ROOT / package).rglob("*.py")
    )
    unused = [
        name
        for name in names
        if not re.search(rf"^\s*(?:from|import) {re.escape(IMPORT_NAMES.get(name, name))}\b", source, re.M)
    ]
    assert unused == []
