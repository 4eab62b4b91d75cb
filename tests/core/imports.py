"""The product's import graph as the files say it, for the layer tests.

Which imports count is the caller's ``scope``: ``"load"``, those that run
when a module is loaded (the module's own statements, also inside a
top-level ``if`` or ``try``, not those under ``if TYPE_CHECKING:`` and not
those inside a function or class); ``"run"``, every import that may ever
run (also inside functions, not under ``TYPE_CHECKING``); ``"all"``, every
import statement in the file. ``from pkg import name`` points at
``pkg.name`` when that is a module of the product, else at ``pkg``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCT = ("bot", "engines", "render")


def module_name(path: Path, root: Path) -> str:
    """``engines/fabel/view.py`` -> ``engines.fabel.view`` (a package: its name)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules(root: Path = ROOT, tops: tuple[str, ...] = PRODUCT) -> dict[str, Path]:
    """Every module under ``tops``, by name."""
    return {module_name(p, root): p
            for top in tops for p in sorted(root.joinpath(top).rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _load_time(body: list[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If) and not _type_checking(node):
            yield from _load_time(node.body)
            yield from _load_time(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody,
                          *(h.body for h in node.handlers)):
                yield from _load_time(block)


def _all_imports(tree: ast.AST, *, type_checking: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    skipped: set[int] = set()
    if not type_checking:
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and _type_checking(node):
                skipped.update(id(inner) for block in node.body for inner in ast.walk(block))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in skipped:
            yield node


def imported(name: str, path: Path, known: set[str], *, scope: str = "load") -> set[str]:
    """The modules named in ``known`` that module ``name`` (at ``path``)
    imports, in ``scope`` (see the module docstring)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    statements = (_load_time(tree.body) if scope == "load"
                  else _all_imports(tree, type_checking=scope == "all"))
    for node in statements:
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in known)
            continue
        base = node.module or ""
        if node.level:
            parts = package.split(".")[:len(package.split(".")) - node.level + 1]
            base = ".".join(parts + ([node.module] if node.module else []))
        for alias in node.names:
            full = f"{base}.{alias.name}"
            if full in known:
                found.add(full)
            elif base in known:
                found.add(base)
    found.discard(name)
    return found


def graph(mods: dict[str, Path], scope: str = "load") -> dict[str, set[str]]:
    """Module -> the product modules it imports (in ``scope``)."""
    known = set(mods)
    return {name: imported(name, path, known, scope=scope) for name, path in mods.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts with more than one module (Tarjan,
    without recursion), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            v, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    part = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        part.append(w)
                        if w == v:
                            break
                    if len(part) > 1:
                        found.append(sorted(part))
    return found
