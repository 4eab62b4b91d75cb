"""Golden Speedspuk games: the same seeded random games must give the same
actions, events, decisions, timers and views (see :mod:`tests.golden`)."""

from __future__ import annotations

from engines.spuk import Options, new_game
from tests.golden import Case, digests

__all__ = ["CASES", "new_game"]

CASES: list[Case] = [
    ("2p", 2, 21, lambda: Options()),
    ("3p-6karten-uhr", 3, 22, lambda: Options(cards=6, bedenkzeit=30)),
    ("4p-merkhilfe-strafe10", 4, 23, lambda: Options(memory_aid=True, penalty=10)),
    ("3p-uhr", 3, 24, lambda: Options(bedenkzeit=60)),
    ("2p-6karten", 2, 25, lambda: Options(cards=6)),
]

#: Recorded before the split of state.py into rule modules (2026-12-02).
GOLDEN: dict[str, tuple[int, str]] = {
    "2p": (21, "4c7dc26a1c0e6933"),
    "3p-6karten-uhr": (40, "9a279db45b8c36fd"),
    "4p-merkhilfe-strafe10": (44, "419acf7da4240bb4"),
    "3p-uhr": (68, "2fb2ce36bf05992b"),
    "2p-6karten": (41, "2bb2580f40d3d8f2"),
}


def test_golden_games_are_unchanged() -> None:
    """A refactoring changes none of these games; a change of the rules
    updates GOLDEN on purpose (``python -m tests.golden spuk``)."""
    assert digests(new_game, CASES) == GOLDEN
