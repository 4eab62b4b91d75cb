"""Golden Speedfabel games: the same seeded random games must give the same
actions, events, decisions, timers and views (see :mod:`tests.golden`)."""

from __future__ import annotations

from engines.fabel import Mode, Options, Tempo, new_game
from tests.golden import Case, digests

__all__ = ["CASES", "new_game"]

CASES: list[Case] = [
    ("klassisch-3p", 3, 11, lambda: Options()),
    ("klassisch-2p-uhr", 2, 12, lambda: Options(bedenkzeit=30)),
    ("klassisch-6p-superhandel-flott", 6, 13,
     lambda: Options(superhandel=True, tempo=Tempo.FLOTT)),
    ("meistermarkt-4p-uhr", 4, 14, lambda: Options(mode=Mode.MEISTERMARKT, bedenkzeit=60)),
    ("meistermarkt-2p", 2, 15, lambda: Options(mode=Mode.MEISTERMARKT, geld_zaehlt=True)),
]

#: Recorded before the split of state.py into rule modules (2026-12-02).
GOLDEN: dict[str, tuple[int, str]] = {
    "klassisch-3p": (222, "976131622bfafcfa"),
    "klassisch-2p-uhr": (136, "464474a87a64bec6"),
    "klassisch-6p-superhandel-flott": (388, "6e73c52c63f8a367"),
    "meistermarkt-4p-uhr": (366, "4a261e98835bf356"),
    "meistermarkt-2p": (142, "9d4a4bd5378a2a69"),
}


def test_golden_games_are_unchanged() -> None:
    """A refactoring changes none of these games; a change of the rules
    updates GOLDEN on purpose (``python -m tests.golden fabel``)."""
    assert digests(new_game, CASES) == GOLDEN
