"""Stark: the others' simultaneous choices sampled, its own best answer searched.

From its view it rebuilds the game (:mod:`.model`), then for a fixed number
of samples draws a choice for every other collector (which card: as often
as he was seen to play it at the reveals, starting from what Normal's
estimates suggest for his position; which choice with it: by Normal's
estimates, softened; :func:`opponent_model`), and plays the round out
once for each of its own candidate choices against the same sample (the
Langfinger pick as Normal would). Each outcome is scored by the standing
after the round against the best other; the candidate with the best
average wins. The counts of what happened (Zuschlag, Ehrenschild, caught
Langfinger, loot, arrest, a fossil lost to a Langfinger) and the fields
gained are kept for the Rat.

The sample count is fixed, not timed, so the same view and rng state give
the same choice on any machine.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engines.fossil.actions import Choice, SendThief, card_of
from engines.fossil.ai.model import relative_value
from engines.fossil.ai.policy import (
    best_take,
    candidates,
    estimate,
    guess,
    scores,
    weighted_pick,
)
from engines.fossil.state import OVER, STEAL, State

#: Samples of the others' choices per decision (Stark; the Rat takes more).
SAMPLES = 32
#: How many of its own candidates it plays out (the best by Normal's estimate,
#: plus at least one of every card).
WIDTH = 9
#: How soft the others' sampled choices are (Normal's estimates).
OTHERS_TEMPERATURE = 0.35
#: How many rounds' worth of Normal's share the seen cards start from.
PRIOR = 3.0


@dataclass(slots=True)
class Outcome:
    """What one candidate brought over the samples."""

    choice: Choice
    value: float = 0.0
    fields: float = 0.0
    zuschlag: int = 0
    ehrenschild: int = 0
    caught: int = 0
    loot: int = 0
    arrest: int = 0
    robbed: int = 0
    samples: int = 0

    @property
    def mean(self) -> float:
        """The average score."""
        return self.value / max(1, self.samples)


def _shortlist(state: State, seat: int, rng: random.Random) -> list[Choice]:
    g = guess(state)
    cands = candidates(state, seat)
    rng.shuffle(cands)  # equal estimates (the two Langfinger) fall either way
    scored = sorted(cands, key=lambda c: -estimate(state, c, g))
    chosen = scored[:WIDTH]
    kinds = {type(c) for c in chosen}
    for c in scored[WIDTH:]:
        if type(c) not in kinds:
            chosen.append(c)
            kinds.add(type(c))
    return chosen


def opponent_model(state: State, seat: int) -> list[tuple[float, Choice]]:
    """How likely each of ``seat``'s choices is. Which card he plays: as
    often as he was seen to play it at the reveals so far, starting from
    PRIOR rounds' worth of Normal's estimates for his position; which choice
    with that card: by Normal's estimates (softened).

    A table of Kommissare is believed to stay one, so a Vitrine becomes
    safe there; a table of Langfinger makes the Kommissar worth it; a
    player who plays as Normal does is believed to go on so.
    """
    scored = scores(state, seat, guess(state))
    top = scored[0][0]
    weights = [(math.exp((sc - top) / OTHERS_TEMPERATURE), c) for sc, c in scored]
    total = sum(w for w, _ in weights)
    plain = [(w / total, c) for w, c in weights]
    by_card: dict[str, float] = {}
    for p, c in plain:
        by_card[card_of(c)] = by_card.get(card_of(c), 0.0) + p
    seen = state.played[seat]
    belief = {card: (seen.count(card) + PRIOR * share) / (len(seen) + PRIOR)
              for card, share in by_card.items()}
    mass = sum(belief.values())
    return [(belief[card_of(c)] / mass * p / by_card[card_of(c)], c) for p, c in plain]


def _play_round(state: State, seat: int, choices: list[Choice]) -> State:
    """The round played out on a copy: everyone's choice, then the picks."""
    sim = state.copy(own_rng=False)
    for c in choices:
        sim.apply(c, record=False)
    start_round = state.round
    while sim.phase == STEAL and sim.round == start_round:
        sim.apply(best_take(sim, sim.thieves[0][0]), record=False)
    return sim


def _score(sim: State, seat: int) -> float:
    if sim.phase == OVER:
        place = sim.places[seat]
        return relative_value(sim, seat) + (12.0 if place == 1 else 4.0 if place == 2 else 0.0)
    return relative_value(sim, seat)


def search(state: State, seat: int, rng: random.Random, samples: int = SAMPLES) -> list[Outcome]:
    """Every shortlisted candidate's outcome, the best first."""
    own = _shortlist(state, seat, rng)
    others = [s for s in range(state.seats) if s != seat and state.sealed[s] is None]
    models = {o: opponent_model(state, o) for o in others}
    outcomes = [Outcome(c) for c in own]
    before = state.stats[seat]
    for _ in range(samples):
        picks = [weighted_pick(models[o], rng) for o in others]
        for out in outcomes:
            sim = _play_round(state, seat, [*picks, out.choice])
            out.value += _score(sim, seat)
            out.samples += 1
            out.fields += sim.fields[seat] - state.fields[seat]
            after = sim.stats[seat]
            out.zuschlag += after["purchases"] > before["purchases"]
            out.ehrenschild += after["by_vitrine"] > before["by_vitrine"]
            out.caught += after["by_kommissar"] > before["by_kommissar"]
            out.loot += (after["stolen_fossils"] > before["stolen_fossils"]
                         or after["stolen_wechsel"] > before["stolen_wechsel"])
            out.arrest += after["arrested"] > before["arrested"]
            out.robbed += after["lost_fossils"] > before["lost_fossils"]
    outcomes.sort(key=lambda o: -o.mean)
    return outcomes


def choose_stark(state: State, seat: int, rng: random.Random) -> Choice:
    """Stark's sealed choice."""
    best = search(state, seat, rng)[0].choice
    assert not isinstance(best, SendThief) or best.years in state.home[seat]
    return best
