"""No circle of imports in the shell (issue 30, "Must show"): among the files
of bot/, engines/core/ and render/ no module imports, directly or through
others, a module that imports it back. Every import statement counts: one
inside a function (a deferred import hides a circle from Python's start-up,
not from the design) and one only a type checker reads (``if
TYPE_CHECKING:``: a part typed against the class that composes it is the
same back-and-forth; the kit's parts are typed against
:class:`bot.kit.hub.KitHub` instead).

The graph is read with :mod:`ast` from the product packages (bot, engines,
render) by :mod:`tests.core.imports`; a circle is named module by module in
the failure message."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from tests.core.imports import ROOT, cycles, graph, modules

#: The product packages the graph is built over.
PACKAGES = ("bot", "engines", "render")
#: Where no circle may be: a circle with a module under one of these fails.
SHELL = ("bot", "engines.core", "render")


def one_circle(group: list[str], edges: Mapping[str, set[str]]) -> list[str]:
    """A shortest path from the group's first module back to itself, inside
    the group: the circle to name."""
    members = set(group)
    start = group[0]
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for step in sorted(edges[node] & members):
                if step == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if step not in came_from:
                    came_from[step] = node
                    nxt.append(step)
        frontier = nxt
    raise AssertionError(f"{group} is no circle")


def shell_circles(root: Path, packages: Iterable[str] = PACKAGES,
                  shell: Iterable[str] = SHELL) -> list[str]:
    """Each circle that touches a module of ``shell``, as ``a -> b -> a``."""
    edges = graph(modules(root, tuple(packages)), scope="all")
    inside = tuple(shell)
    found = []
    for group in sorted(cycles(edges)):
        if any(m == s or m.startswith(s + ".") for m in group for s in inside):
            found.append(" -> ".join(one_circle(group, edges)))
    return found


def test_no_circle_of_imports_in_the_shell() -> None:
    found = shell_circles(ROOT)
    assert not found, "circles of imports:\n" + "\n".join(found)


def _package(root: Path, files: Mapping[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_scan_names_a_planted_circle(tmp_path: Path) -> None:
    """A circle closed only by an import inside a function, one through a
    relative import and one closed under TYPE_CHECKING are found and named; a
    circle outside the shell is not."""
    _package(tmp_path, {
        "bot/__init__.py": "",
        "bot/a.py": "from bot import b\n",
        "bot/b.py": "def late() -> None:\n    import bot.c\n",
        "bot/c.py": "from bot.a import thing\n",
        "bot/d.py": "from .e import x\n",
        "bot/e.py": "from bot.d import y\n",
        "bot/f.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import bot.g\n",
        "bot/g.py": "import bot.f\n",
        "engines/__init__.py": "",
        "engines/game/__init__.py": "",
        "engines/game/x.py": "import engines.game.y\n",
        "engines/game/y.py": "import engines.game.x\n",
    })
    assert shell_circles(tmp_path, ("bot", "engines"), ("bot", "engines.core")) == [
        "bot.a -> bot.b -> bot.c -> bot.a", "bot.d -> bot.e -> bot.d", "bot.f -> bot.g -> bot.f"]
    assert cycles(graph(modules(tmp_path, ("engines",)), scope="run")) == [
        ["engines.game.x", "engines.game.y"]]


#: The games' folders in each layer, and the two composition roots.
GAMES = ("fabel", "spuk", "troedel", "fossil")
ROOTS = {"engines.catalog", "bot.registry"}


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in GAMES else None


def game_imports(edges: Mapping[str, set[str]]) -> dict[str, list[str]]:
    """Each module that imports a game other than its own (a module of
    engines/<game>, render/<game> or bot/<game>), with those games; and each
    that imports the engines' root, under ``"engines.catalog"``."""
    found: dict[str, list[str]] = {}
    for module, imported in edges.items():
        own = _game_of(module)
        games = {g for m in imported if (g := _game_of(m)) is not None and g != own}
        if "engines.catalog" in imported:
            games.add("engines.catalog")
        if games:
            found[module] = sorted(games)
    return found


def test_only_the_composition_roots_import_the_games() -> None:
    """Registration pushes (issue 30, item 3): a game registers itself when
    its declaration is imported; engines/catalog.py and bot/registry.py are the
    only modules that import games, and no product module pulls the engines'
    root in (core's registry, a game, the kit's workers get the games pushed)."""
    found = game_imports(graph(modules(ROOT), scope="run"))
    assert set(found) == ROOTS, {m: g for m, g in found.items() if m not in ROOTS}
    assert found["engines.catalog"] == found["bot.registry"] == sorted(GAMES)
