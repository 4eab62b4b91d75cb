"""The game log (item 79): every step has a line with its reason, and the
lines of 1,000 random games name no face-down value."""

from __future__ import annotations

import random
import re

from engines.core.playout import random_game
from engines.spuk import Options, new_game
from engines.spuk import events as ev
from engines.spuk.narrate import card_name, log_line

NAMES = ["Anna", "Ben", "Cem", "Dora"]
LABEL = re.compile(r"\b(\d+) (" + "|".join(card_name(v) for v in range(14)) + r")\b")
#: Public events whose values lie face up, and which values those are.
FACE_UP = {
    ev.RoundStarted: lambda e: [e.top],
    ev.TookDiscard: lambda e: [e.value],
    ev.Swapped: lambda e: list(e.values),
    ev.Fehlgriff: lambda e: [*e.values, e.new],
    ev.Discarded: lambda e: [e.value],
    ev.RoundScored: lambda e: [v for row in e.rows for v in row],
}
#: Steps that must have a line.
STEPS = (ev.Looked, ev.TurnStarted, ev.Drew, ev.TookDiscard, ev.Swapped, ev.Fehlgriff,
         ev.Discarded, ev.PeekedAt, ev.Poltered, ev.Passed, ev.Called, ev.ClockStruck,
         ev.RoundScored, ev.DeckRefilled, ev.GameOver, ev.NachfristStarted, ev.TimeUp)


def test_item_79_every_step_has_a_line_and_no_line_names_a_hidden_value() -> None:
    kinds = set()
    for seed in range(1000):
        seats = 2 + seed % 3
        options = Options(cards=4 if seed % 2 else 6, memory_aid=seed % 5 == 0)
        lines: list[tuple[object, str]] = []

        def keep(action, events, seats=seats, lines=lines) -> None:
            for e in events:
                if e.audience is not None:
                    assert isinstance(e, ev.Seen)
                    continue
                line = log_line(e, NAMES[:seats])
                if isinstance(e, STEPS):
                    assert line, e
                if line:
                    lines.append((e, line))

        random_game(new_game(seats, seed, options), random.Random(seed), on_action=keep)
        for e, line in lines:
            kinds.add(type(e))
            named = [int(m.group(1)) for m in LABEL.finditer(line)]
            allowed = FACE_UP.get(type(e))
            if allowed is None:
                assert not named, line
            else:
                assert all(v in allowed(e) for v in named), line
    assert {ev.Swapped, ev.Fehlgriff, ev.Discarded, ev.Called, ev.RoundScored} <= kinds


#: Real names of every kind: a computer's with its mark, names ending in s, x, z.
ODD_NAMES = ["Lady Nebel (Computer, leicht)", "Hans", "Max", "Heinz", "Anna"]


def test_item_79_names_stand_whole_and_no_genitive_is_built_by_appending_s() -> None:
    """The Kristallkugel and Poltergeist lines name the other card's owner
    with "von", so every name (a computer's "(Computer, leicht)", one ending
    in s, x or z) stands unchanged: never "Hanss", "Max'" or "leicht)s"."""
    for target, name in enumerate(ODD_NAMES):
        seat = (target + 1) % len(ODD_NAMES)
        kugel = log_line(ev.PeekedAt(seat, target, 1, "kugel"), ODD_NAMES)
        polter = log_line(ev.Poltered(seat, 0, target, 3), ODD_NAMES)
        assert kugel == (f"Kristallkugel: {ODD_NAMES[seat]} sieht sich die 2. Karte "
                         f"von {name} an.")
        assert polter == (f"Poltergeist: {ODD_NAMES[seat]} tauscht die eigene 1. Karte "
                          f"ungesehen gegen die 4. Karte von {name}.")
        for line in (kugel, polter):
            assert f"{name}s" not in line and f"{name}'" not in line
    every = [log_line(e, ODD_NAMES) for e in (
        ev.Drew(0), ev.Called(1), ev.Passed(2, "kerze"), ev.PeekedAt(3, 3, 0, "kerze"),
        ev.Fehlgriff(4, (0, 2), (5, 9), 1), ev.TookDiscard(0, 3))]
    for line in every:
        assert line is not None
        for name in ODD_NAMES:
            assert f"{name}s" not in line and f"{name}'" not in line, line
