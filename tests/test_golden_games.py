"""Golden games: the same seeded random games of each engine must give the
same actions, events, decisions, timers and views (see :mod:`tests.golden`).

The digests were recorded on the code before the state modules were split
into rule modules (2026-12-02); the split changed none of them. A change of
the rules updates them on purpose: ``python -m tests.golden fabel``.

Speedspuk's digests changed on purpose with issue 33 (DECISIONS "Open cards
never hold up the table"): open cards no longer hold the game in a Merkzeit
phase (the next turn starts at once, a seat's next own action covers its
cards), each seat's Merkzeit is a countdown of its own that the golden games
now also let run out, and the turn's decision carries a stamp.

Speedfabel's digests changed with issue 30 only because its views carry two
more fields (``own_score``, ``letter_score``: the reader's points for his
panel) and a digest ends with every reader's view: with those two fields
left out of the views' repr, the new code gives the old digests, so every
action, event, decision, timer and the rest of every view are unchanged.
"""

from __future__ import annotations

import pytest

from engines import fabel, spuk
from engines.fabel import Mode, Tempo
from tests.golden import Case, NewGame, digests

FO, SO = fabel.Options, spuk.Options

#: Per game: its ``new_game`` and its cases (name, seats, seed, options).
CASES: dict[str, tuple[NewGame, list[Case]]] = {
    "fabel": (fabel.new_game, [
        ("klassisch-3p", 3, 11, lambda: FO()),
        ("klassisch-2p-uhr", 2, 12, lambda: FO(bedenkzeit=30)),
        ("klassisch-6p-superhandel-flott", 6, 13,
         lambda: FO(superhandel=True, tempo=Tempo.FLOTT)),
        ("meistermarkt-4p-uhr", 4, 14, lambda: FO(mode=Mode.MEISTERMARKT, bedenkzeit=60)),
        ("meistermarkt-2p", 2, 15, lambda: FO(mode=Mode.MEISTERMARKT, geld_zaehlt=True)),
    ]),
    "spuk": (spuk.new_game, [
        ("2p", 2, 21, lambda: SO()),
        ("3p-6karten-uhr", 3, 22, lambda: SO(cards=6, bedenkzeit=30)),
        ("4p-merkhilfe-strafe10", 4, 23, lambda: SO(memory_aid=True, penalty=10)),
        ("3p-uhr", 3, 24, lambda: SO(bedenkzeit=60)),
        ("2p-6karten", 2, 25, lambda: SO(cards=6)),
    ]),
}

#: Per game and case: the number of actions and the digest.
GOLDEN: dict[str, dict[str, tuple[int, str]]] = {
    "fabel": {
        "klassisch-3p": (222, "ffdc62df5abe2cef"),
        "klassisch-2p-uhr": (136, "40a947127793a271"),
        "klassisch-6p-superhandel-flott": (388, "5e08bff08da7611f"),
        "meistermarkt-4p-uhr": (366, "cb8d781baeb5fd82"),
        "meistermarkt-2p": (142, "3ad52aa4bcea9966"),
    },
    "spuk": {
        "2p": (36, "285c9ef258179178"),
        "3p-6karten-uhr": (42, "2eea58a1ee47073b"),
        "4p-merkhilfe-strafe10": (56, "1824074d77200429"),
        "3p-uhr": (109, "d170e02fdfa48025"),
        "2p-6karten": (26, "544774a666365dc5"),
    },
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_golden_games_are_unchanged(game: str) -> None:
    """A refactoring changes none of a game's golden games."""
    new_game, cases = CASES[game]
    assert digests(new_game, cases) == GOLDEN[game]
