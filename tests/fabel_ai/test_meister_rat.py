"""The Rat in the Meistermarkt (item 167): at which number to press
"Meins!", whether to take the Kobold, which cards to give for a letter."""

from __future__ import annotations

import random

from engines.core import Decision
from engines.fabel import ai
from engines.fabel.actions import BuySelf, LayCard, Meins, Reveal, Sell, TakeKobold
from engines.fabel.ai import meister
from engines.fabel.ai.policy import STARK
from engines.fabel.cards import KOBOLD, LETTER, Creature
from engines.fabel.state import BRIEF_PAY, KOBOLD_PHASE, MEINS
from tests.fabel_ai.test_meister_decisions import (
    decision,
    give_kobolde,
    kobold_round,
    meister_table,
    settled_drache_race,
    step_counter,
)

C = Creature


def test_item_167_rat_names_the_number_to_press_meins() -> None:
    """167: "bei welcher Zahl du Meins! rufen kannst", with the reason."""
    state = meister_table(creatures={1: {C.TROLL: 3}},
                          hands={1: [0, 10, 10, 20, 50, 50, 100, 100, 200, 200, 500]},
                          top=[LETTER + C.TROLL])
    state.apply(Reveal(0))
    advice = ai.advise(state.view(1), decision(state, 1), random.Random(0), budget=None)
    plan = meister.press_plan(state.view(1), STARK)
    assert plan.threshold is not None and advice.limit == plan.threshold
    assert advice.action is None  # at 10 it waits
    text = " ".join(advice.reasons)
    assert f"Bei der Zahl {plan.threshold} kannst du „Meins!“ rufen" in text
    assert f"Warte noch bis {plan.threshold}." in text
    assert "Ahnenbrief Troll" in text
    while state.race is not None and state.race.counter > plan.threshold:
        step_counter(state)
    advice = ai.advise(state.view(1), decision(state, 1), random.Random(0), budget=None)
    assert advice.action == Meins(1)
    assert "Drück jetzt „Meins!“" in " ".join(advice.reasons)


def test_item_167_rat_explains_the_letter_worth_from_the_vierer() -> None:
    state = settled_drache_race()
    for _ in range(4):
        step_counter(state)
    advice = ai.advise(state.view(1), decision(state, 1), random.Random(0), budget=None)
    assert advice.action == Meins(1)
    assert "Du hast den Vierer der Drachen, also + 250 × 2 Vierer" in advice.reasons[0]
    assert "etwa 500 Punkte" in advice.reasons[0]


def test_item_167_rat_no_press_for_a_letter_worth_less_than_the_cards() -> None:
    state = meister_table(hands={1: [500, 200, 200, 200]}, top=[LETTER + C.IRRLICHT])
    state.apply(Reveal(0))
    assert state.phase == MEINS
    # Too few cards to press now: the Rat still says whether it would ever pay.
    advice = ai.advise(state.view(1), Decision(1, MEINS, False), random.Random(0), budget=None)
    assert advice.action is None and advice.limit is None
    assert "Ruf nicht „Meins!“" in " ".join(advice.reasons)


def test_item_167_rat_preselects_the_cards_for_a_letter() -> None:
    """Which cards to give for a letter: the cheapest, preselected."""
    state = meister_table(hands={1: [0, 0, 10, 10, 50, 100]}, top=[LETTER + C.TROLL])
    state.apply(Reveal(0))
    for _ in range(6):
        step_counter(state)
    state.apply(Meins(1))
    state.apply(Sell(0))
    assert state.phase == BRIEF_PAY
    advice = ai.advise(state.view(1), decision(state, 1), random.Random(0), budget=None)
    assert sorted(advice.preselected_cards) == [0, 0, 10, 10]
    assert "Nullen und Zehner zuerst" in advice.reasons[0]


def test_item_167_rat_on_the_letter_vorkauf() -> None:
    state = meister_table(creatures={0: {C.DRACHE: 4, C.PHOENIX: 4}},
                          hands={0: [0, 0, 10, 10, 10, 20, 50]}, top=[LETTER + C.DRACHE])
    state.apply(Reveal(0))
    for _ in range(7):
        step_counter(state)
    state.apply(Meins(1))
    advice = ai.advise(state.view(0), decision(state, 0), random.Random(0), budget=None)
    assert advice.action == BuySelf(0) and advice.alternatives == (Sell(0),)
    assert "Behalte den Brief" in " ".join(advice.reasons)


def test_item_167_rat_pending_kobold_take_or_lay_and_why() -> None:
    """167 verify: "pending Kobold: take or lay, and why"."""
    threat = kobold_round({}, kobolde_1=3, creatures_1={C.DRACHE: 4})
    assert threat.phase == KOBOLD_PHASE
    advice = ai.advise(threat.view(1), decision(threat, 1), random.Random(0), budget=None)
    assert advice.action == LayCard(1, 0) and advice.alternatives == (TakeKobold(1),)
    text = " ".join(advice.reasons)
    assert "Leg eine 0 dazu" in text and "streicht einen eigenen Vierer; du hast 3" in text

    rich = kobold_round({1: [], 2: [20], 3: [50]})
    for seat, card in ((0, 0), (1, 0), (2, 0), (3, 10), (0, 0)):
        rich.apply(LayCard(seat, card))
    advice = ai.advise(rich.view(1), decision(rich, 1), random.Random(0), budget=None)
    assert advice.action == TakeKobold(1)
    assert "Nimm den Kobold: Auf ihm liegen 8 Karten, geschätzt 60 Taler" in advice.reasons[0]


def test_item_167_rat_without_money_must_take() -> None:
    state = meister_table(hands={1: []}, top=[KOBOLD])
    give_kobolde(state, 1, 1)
    state.apply(Reveal(0))
    advice = ai.advise(state.view(1), decision(state, 1), random.Random(0), budget=None)
    assert advice.action == TakeKobold(1)
    assert "musst den Kobold nehmen" in advice.reasons[0]


def test_item_169_the_rat_executes_nothing() -> None:
    """169: asking the Rat leaves the game as it was."""
    state = settled_drache_race()
    before = state.view(None)
    ai.advise(state.view(2), Decision(2, MEINS, False), random.Random(0), budget=None)
    assert state.view(None) == before
