"""Issue 20: the Rat names the others as the table does, never "Platz 2"."""

from __future__ import annotations

import random

from engines.core import Decision
from engines.fabel import ai
from engines.fabel.cards import Creature
from tests.fabel_ai import scenes
from tests.fabel_ai.test_rat import _advice

NAMES = ("Anna", "Ben", "Cem", "Dora")


def test_the_rat_names_opponents_by_their_names() -> None:
    state = scenes.table()
    state.deck = []
    state.creatures[0][Creature.DRACHE] = 3
    state.creatures[2][Creature.DRACHE] = 1
    state.creatures[1][Creature.ZWERG] = 4
    state.creatures[3][Creature.NIXE] = 4
    state.turn_seat = 0
    scenes.set_money(state, 0, {0: 2, 10: 4, 50: 2, 100: 1})
    assert _advice(state, 0).action.opponent == 2
    pending = next(d for d in state.pending() if d.seat == 0)
    advice = ai.advise(state.view(0), pending, random.Random(4), budget=None, names=NAMES)
    text = " ".join(advice.reasons)
    assert "Platz" not in text
    assert advice.reasons[0].startswith("Fordere Cem zum Handel um einen Drachen heraus")
    assert "Cem hat laut Kassenbuch" in text
    assert "Du hast 3 von 4 Drachen" in text


def test_the_rat_counts_in_the_dative_plural() -> None:
    state = scenes.table()
    scenes.set_money(state, 1, {0: 2, 10: 4, 50: 2, 100: 2})
    state.creatures[2][Creature.EINHORN] = 2
    scenes.auction(state, Creature.EINHORN, auctioneer=0, high=20, bidder=2)
    pending = [d for d in state.pending() if d.seat == 1]
    decision = pending[0] if pending else Decision(1, "bid", required=False)
    advice = ai.advise(state.view(1), decision, random.Random(4), budget=None, names=NAMES)
    text = " ".join(advice.reasons)
    assert "Du hast 0 von 4 Einhörnern" in text
    assert "Biete für das Einhorn höchstens" in text
    assert "Cem hat 2 Einhörner und will den Vierer." in text
