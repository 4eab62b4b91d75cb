"""The registry offers the shipped games in the catalog's order, whatever
was imported first (a test, a tool or a game's own module)."""

from __future__ import annotations

import subprocess
import sys


def test_the_shipped_games_come_in_the_catalogs_order_after_any_import() -> None:
    """Speedfossil's declaration imported before anything else still leaves
    Speedfabel first (everything that lists the games reads this order)."""
    code = ("import engines.fossil.game\n"
            "from engines.core.registry import games\n"
            "print(' '.join(g.name for g in games()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out[:4] == ["fabel", "spuk", "troedel", "fossil"]
