"""Registration pushes (issue 30, item 3): core only registers and looks up,
each game registers itself when its declaration is imported, and the one
composition root (engines/catalog.py) offers the shipped games in its order,
whatever was imported first (a test, a tool or a game's own module)."""

from __future__ import annotations

import subprocess
import sys


def _names(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nfrom engines.core.registry import games\n"
                          "print(' '.join(g.name for g in games()))"],
                         capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_core_pulls_no_game_in() -> None:
    """Speedfossil's declaration alone registers Speedfossil alone: the registry
    does not import the catalog (or any game) to list the games."""
    assert _names("import engines.fossil.game") == ["fossil"]
    assert _names("import engines.core.registry") == []


def test_the_shipped_games_come_in_the_catalogs_order_after_any_import() -> None:
    """Speedfossil's declaration imported before the root still leaves
    Speedfabel first (everything that lists the games reads this order)."""
    assert _names("import engines.fossil.game\nimport engines.catalog") == [
        "fabel", "spuk", "troedel", "fossil"]
    assert _names("import engines.spuk.game\nimport engines.catalog") == [
        "fabel", "spuk", "troedel", "fossil"]
