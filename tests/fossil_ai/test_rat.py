"""The Rat's reason (item 79; issue 32): it explains its choice with what
Stark's search found, in the player's words.

Regeln, Tipps: "Der Rat nimmt immer die beste Wahl des starken Computers und
nennt seine drei besten Möglichkeiten mit Begründung – wie oft sie aufgehen
(Zuschlag, Ehrenschild, gefasste Langfinger, Beute, Arrest) und wie viele
Felder sie im Schnitt bringen."
"""

from __future__ import annotations

import random
from collections import Counter

from engines.fossil import ai
from engines.fossil.actions import BOERSE, Bid, Inspect, SendThief, Show, Take
from engines.fossil.ai.model import state_from_view
from engines.fossil.ai.policy import loss_value, piece_value
from engines.fossil.ai.stark import Outcome, search
from engines.fossil.fossils import FOSSILS
from engines.fossil.phases import STEAL
from engines.fossil.state import State, new_game
from engines.texts import reading
from engines.texts.formats import decimal

NAMES = ("Anna", "Bartholomäus von Hohenstein-Ernsttal", "Cleo", "Dora")


def _positions(seeds: range) -> list[State]:
    """Copies of Normal games at each of seat 0's decisions."""
    out = []
    for seed in seeds:
        state = new_game(4, seed)
        rng = random.Random(seed)
        while not state.is_over():
            d = state.pending()[0]
            if d.seat == 0:
                out.append(state.copy())
            state.apply(ai.decide(state.view(d.seat), d, rng, "normal"))
    return out


def _found(state: State, seed: int) -> Outcome:
    """Stark's best outcome for seat 0 as its search finds it with ``seed``."""
    rng = random.Random(seed)
    return search(state_from_view(state.view(0), rng), 0, rng)[0]


def _pct(hits: int, out: Outcome) -> str:
    return f"{round(100 * hits / out.samples)} %"


def test_item_79_the_reason_is_the_chance_the_search_found() -> None:
    # the second line says how often the chosen card's aim came off in the
    # rounds Stark's search played through, and its fields where it moves on
    kinds: Counter[str] = Counter()
    for i, state in enumerate(_positions(range(3))[::2]):
        d = state.pending()[0]
        if d.kind == STEAL:
            continue
        advice = ai.advise(state.view(0), d, random.Random(i), names=NAMES)
        best = _found(state, i)
        assert advice.action == best.choice
        head, why = advice.reasons
        assert head.startswith("Rat: ") and why != advice.alternatives[0]
        assert f"der {best.samples} durchgespielten Runden" in why or why.startswith(
            "Diese Runde bringt keine Wahl sicher etwas")
        c = best.choice
        hits = {Bid: best.zuschlag, Show: best.ehrenschild, Inspect: best.caught,
                SendThief: best.loot}[type(c)]
        if not hits:
            assert "keine Wahl sicher" in why
        elif isinstance(c, Bid):
            fossil = state.market[c.slot]
            assert fossil is not None
            assert why.startswith(f"In {_pct(hits, best)} ") and "Zuschlag" in why
            assert why.endswith(f"für {FOSSILS[fossil].name}.")
        elif isinstance(c, Show | Inspect):
            word = "Ehrenschild" if isinstance(c, Show) else "Langfinger"
            fields = decimal(best.fields / best.samples)
            assert why.startswith(f"In {_pct(hits, best)} ") and word in why
            assert f"im Schnitt {fields} Felder" in why
        else:
            assert why.startswith(f"In {_pct(hits, best)} ")
            assert ("Kasse" if c.place == BOERSE else "Museum Beute") in why
        risk = best.arrest if isinstance(c, SendThief) else best.robbed
        assert ("Risiko: in " + _pct(risk, best)) in why if risk else "Risiko" not in why
        kinds[type(c).__name__] += 1
    assert {"Bid", "Inspect", "Show", "SendThief"} <= set(kinds), kinds


def test_item_79_the_reason_has_its_english_mirror() -> None:
    state = next(s for s in _positions(range(1))[4:] if s.pending()[0].kind != STEAL)
    d = state.pending()[0]
    with reading("en"):
        advice = ai.advise(state.view(0), d, random.Random(3))
    why = advice.reasons[1]
    assert "rounds played through" in why or why.startswith("No choice is sure")
    assert not any(word in why for word in ("Runden", "Schnitt", "Felder", "Zuschlag"))


def _steal_positions() -> list[tuple[State, int]]:
    """States where a seat picks with its Langfinger, with that seat."""
    out = []
    for seed in range(12):
        state = new_game(4, seed)
        rng = random.Random(seed)
        while not state.is_over():
            d = state.pending()[0]
            if d.kind == STEAL:
                out.append((state.copy(), d.seat))
            state.apply(ai.decide(state.view(d.seat), d, rng, "normal"))
    return out


def test_item_79_the_pick_names_the_victim_and_why() -> None:
    # "Tippe dazu in jeder Vitrine ein Fossil an": the Rat names whose Vitrine
    # by the name at the table and says what Stark's pick weighs most: the
    # fossil for the own collection, or the loss for its owner
    reasons: Counter[str] = Counter()
    for state, seat in _steal_positions():
        d = state.pending()[0]
        advice = ai.advise(state.view(seat), d, random.Random(1), names=NAMES)
        take = advice.action
        assert isinstance(take, Take) and take in state.legal(seat)
        fossil = FOSSILS[take.fossil].name
        assert advice.reasons[0] == f"Rat: Nimm {fossil} aus der Vitrine von {NAMES[take.victim]}."
        mine = piece_value(state.collections[seat], take.fossil)
        theirs = 0.5 * loss_value(state.collections[take.victim], take.fossil)
        if mine >= theirs:
            assert advice.reasons[1] == f"{fossil} bringt deine Sammlung am weitesten voran."
            reasons["mine"] += 1
        else:
            assert advice.reasons[1] == f"{fossil} fehlt {NAMES[take.victim]} am meisten."
            reasons["theirs"] += 1
        # without the table's names: the collector's number
        plain = ai.advise(state.view(seat), d, random.Random(1))
        assert plain.reasons[0].endswith(f"von Sammler {take.victim + 1}.")
    assert reasons["mine"] and reasons["theirs"], reasons


def test_the_table_passes_its_names_to_the_rat() -> None:
    # the bot's Rat job carries the names (the kit's default would drop them)
    from bot.fossil.plugin import PLUGIN
    state = new_game(4, 2)
    d = state.pending()[0]
    job = PLUGIN.parts.rat.rat_job(ai.advise, state.view(d.seat), d, random.Random(0), NAMES)
    assert job.keywords == {"names": NAMES}
