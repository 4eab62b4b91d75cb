"""The Spielverlauf's lines (item 91's engine part: no sealed choice before
the reveal; singular and plural of the counts)."""

from __future__ import annotations

import random

from engines.core.playout import generic_step
from engines.fossil import EVENT_TYPES
from engines.fossil.events import (
    ChoiceSealed,
    FameWon,
    InspectorMoved,
    NachfristStarted,
    TimeUp,
)
from engines.fossil.narrate import line
from engines.fossil.state import new_game

NAMES = ["Ida", "Otto", "Emma", "Paul", "Karl"]


def test_every_event_type_reads_and_sealed_choices_only_for_their_chooser() -> None:
    seen: set[type] = set()
    for seed in range(8):
        state = new_game(3 + seed % 3, seed)
        rng = random.Random(seed)
        while not state.is_over():
            for event in state.apply(generic_step(state, rng)):
                seen.add(type(event))
                public = line(event, NAMES, None)
                if isinstance(event, ChoiceSealed):
                    assert public is None
                    assert line(event, NAMES, event.seat) is not None
                    assert line(event, NAMES, (event.seat + 1) % state.seats) is None
    assert seen >= set(EVENT_TYPES) - {NachfristStarted, TimeUp}  # no clock here


def test_one_field_is_singular() -> None:
    assert line(FameWon(0, 2, 1, 3, 4), NAMES, None) == (
        "Ida zeigt die Vitrine auf Platz 2 und zieht 1 Feld vor.")
    assert line(InspectorMoved(1, 3, 0, 3), NAMES, None) == (
        "Der Kommissar von Otto hat Rang 3 und zieht 3 Felder vor.")
