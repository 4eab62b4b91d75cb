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
