"""No module-level import cycle in bots/, core/, providers/, evals/ (``if TYPE_CHECKING:`` imports excepted).

Read statically from the source: the imports a module runs when it is imported (top level, ``if``/``try``/
``with`` blocks and class bodies; not function bodies), each to the module it names — or, for
``from package import name``, to the submodule when there is one — plus the ``__init__`` of every package on
the way that the importer is not itself inside (importing ``core.agent.events`` from ``core.tools`` runs
``core/agent/__init__.py`` first). A cycle there is an import that works or fails by import order.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bots", "core", "providers", "evals")


def module_files(root: Path, packages: Iterable[str]) -> dict[str, Path]:
    files: dict[str, Path] = {}
    for package in packages:
        for path in (root / package).rglob("*.py"):
            name = ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
            files[name] = path
    return files


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _run_at_import(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            if not _is_type_checking(node.test):
                yield from _run_at_import(node.body)
            yield from _run_at_import(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                yield from _run_at_import(block)
        elif isinstance(node, ast.With | ast.ClassDef):
            yield from _run_at_import(node.body)


def import_graph(files: dict[str, Path]) -> dict[str, set[str]]:
    """module → the project modules importing it runs first."""
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in _run_at_import(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
                continue
            base = node.module or ""
            if node.level:
                anchor = name.split(".") if is_package else name.split(".")[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                targets.add(submodule if submodule in files else base)
        edges: set[str] = set()
        for target in targets:
            parts = target.split(".")
            for depth in range(1, len(parts) + 1):
                step = ".".join(parts[:depth])
                inside = name == step or name.startswith(step + ".")
                if step in files and step != name and not (inside and depth < len(parts)):
                    edges.add(step)
        graph[name] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for succ in successors:
                if succ not in graph:
                    continue
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph[succ]))))
                    advanced = True
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_module_level_import_cycles() -> None:
    graph = import_graph(module_files(ROOT, PACKAGES))
    assert len(graph) > 150  # the whole product and its bench were read
    assert cycles(graph) == []


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_checker_sees_direct_package_and_relative_cycles(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "app/__init__.py": "",
            "app/a.py": "from app.b import thing\n",
            "app/b.py": "from . import a\nthing = 1\n",
            # importing app.agent.events from app.tools runs app/agent/__init__, which imports app.tools
            "app/agent/__init__.py": "from app.agent.loop import run\n",
            "app/agent/loop.py": "from app.tools import helper\nrun = 1\n",
            "app/agent/events.py": "",
            "app/tools.py": "import app.agent.events\nhelper = 1\n",
            # not cycles: annotations only, a function-level import, a child importing its own package's sibling
            "app/c.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from app.d import x\n",
            "app/d.py": "def f():\n    from app import c\nx = 1\nfrom app.c import TYPE_CHECKING\n",
        },
    )
    found = cycles(import_graph(module_files(tmp_path, ["app"])))
    assert ["app.a", "app.b"] in found
    assert ["app.agent", "app.agent.loop", "app.tools"] in found
    assert not any("app.c" in c or "app.d" in c for c in found)
