"""Stark's search: play the round on over guessed deals, then choose.

For a decision Stark draws deals consistent with its knowledge
(:mod:`.sampler`: its view and its memory, never the state) and plays the
rest of the round on each with simple careful players (:mod:`.rollout`),
once per candidate, on the same deals (common random numbers: the
comparison is sharper than each value). A candidate's worth is the mean of
what the round brings Stark against the others: the others' mean points
minus its own.

The rng of the search comes from the decision's rng (the shell derives it
from the game's seed and the step), so a decision is reproducible.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engines.spuk.actions import Discard, Draw, Pass, Poltern, Swap, TakeDiscard
from engines.spuk.ai.rollout import CALL_PER_CARD, Sim
from engines.spuk.ai.sampler import Deal, Sampler

if TYPE_CHECKING:
    from engines.spuk.ai.policy import Estimates
    from engines.spuk.view import SpukView


def start_sim(view: SpukView, est: Estimates, deal: Deal) -> Sim:
    """The playout's round from the view and one guessed deal: who knows
    which card comes from the view's eyes (the others remember what they
    saw), the reader knows what it remembers."""
    reader = view.reader
    assert reader is not None
    vals = [list(r) for r in deal.rows]
    masks: list[list[int]] = []
    for s, row in enumerate(view.rows):
        out = []
        for p, card in enumerate(row.cards):
            m = 0
            for seat, _ in card.seen:
                if seat != reader:
                    m |= 1 << seat
            if est.rows[s][p][1]:
                m |= 1 << reader
            out.append(m)
        masks.append(out)
    sim = Sim(vals, masks, deck=list(deal.deck), ablage=list(view.ablage), seats=view.seats,
              turns=view.turns, strike_at=view.strike_at, penalty=view.options.penalty,
              mean=est.mean, caller=view.caller, final_left=view.final_left)
    if HABITS:
        sim.call_per_card = call_habits(view)
    return sim


#: Whether the playout's players call as their seats called in this game.
HABITS = True
#: How many calls of a seat count as much as the prior (Normal's threshold).
HABIT_PRIOR_CALLS = 1.0
#: Whether the other callers of this game move every seat's prior (a table
#: of early callers: the seats that have not called yet are guessed early too).
TABLE_HABITS = True
#: The highest call threshold per card the playouts give a seat.
HABIT_TOP = 5.0


def call_habits(view: SpukView) -> list[float]:
    """Per seat the playout's call threshold per card: a Normal computer's
    (2.3), moved towards the sums per card at which the other players
    called in this game's earlier rounds (the table's habit), then towards
    those at which that seat called (public: the scorings show every row).
    Measured against Leicht, who calls early, the table's habit helped by
    +3.2 ± 3.4 and +1.3 ± 2.9 points (two tuning sets, docs/BENCHMARKS.md)."""
    prior = CALL_PER_CARD
    if TABLE_HABITS:
        # the other callers of this game together move everyone's prior
        at = [score.sums[score.caller] / len(score.rows[score.caller]) for score in view.history
              if score.caller is not None and score.caller != view.reader
              and score.rows[score.caller]]
        if at:
            w = len(at) / (len(at) + HABIT_PRIOR_CALLS)
            prior = CALL_PER_CARD + w * (sum(at) / len(at) + 0.3 - CALL_PER_CARD)
    out = []
    for seat in range(view.seats):
        at = [score.sums[seat] / len(score.rows[seat]) for score in view.history
              if score.caller == seat and score.rows[seat]]
        if not at:
            out.append(min(HABIT_TOP, max(1.5, prior)))
            continue
        mean = sum(at) / len(at)
        w = len(at) / (len(at) + HABIT_PRIOR_CALLS)
        out.append(min(HABIT_TOP, max(1.5, prior + w * (mean + 0.3 - prior))))
    return out


#: How the search weighs a round: "round" (the others' mean points minus its
#: own) or "game" (its chance to win the game after the round, see :func:`win_chance`).
UTILITY = "round"
#: The spread of one round's points between two players (for :func:`win_chance`).
ROUND_SPREAD = 9.0
#: Points a round adds to the highest total, about (the game ends over 100).
ROUND_POINTS = 11.0


def win_chance(totals: list[int], seat: int) -> float:
    """Roughly the chance that ``seat`` wins the game from these totals:
    the game ends when someone is over 100 (then the lowest total wins,
    ties count), else each other player stays above it with the chance of
    a normal spread growing with the rounds still to come."""
    mine = totals[seat]
    high = max(totals)
    if high > 100:
        return 1.0 if mine <= min(totals) else 0.0
    rounds = max(1.0, (101 - high) / ROUND_POINTS)
    sd = ROUND_SPREAD * math.sqrt(2.0 * rounds)
    p = 1.0
    for s, total in enumerate(totals):
        if s != seat:
            p *= 0.5 * (1.0 + math.erf((total - mine + 0.5) / (sd * math.sqrt(2.0))))
    return p


def utility(points: list[int], seat: int, totals: tuple[int, ...] = ()) -> float:
    """What a scored round is worth to ``seat`` (see :data:`UTILITY`)."""
    if UTILITY == "game" and totals:
        after = [t + p for t, p in zip(totals, points, strict=True)]
        return 100.0 * win_chance(after, seat)
    others = [p for s, p in enumerate(points) if s != seat]
    return sum(others) / len(others) - points[seat]


def compare(view: SpukView, est: Estimates, rng: random.Random, samples: int,
            options: dict[str, Callable[[Sim, random.Random], None]]) -> dict[str, float]:
    """The mean worth of each option (a first move on the playout's round,
    after which the round is played on) over ``samples`` deals."""
    reader = view.reader
    assert reader is not None
    sampler = Sampler(view, est)
    worth = dict.fromkeys(options, 0.0)
    for _ in range(samples):
        deal = sampler.deal(rng)
        seed = rng.getrandbits(32)
        for name, first in options.items():
            sim = start_sim(view, est, deal)
            r = random.Random(seed)
            first(sim, r)
            sim.finish(r)
            assert sim.points is not None
            worth[name] += utility(sim.points, reader, view.totals)
    return {k: v / samples for k, v in worth.items()}


def call_gain(view: SpukView, est: Estimates, rng: random.Random, samples: int) -> float:
    """How much more calling "Mitternacht!" now is worth to the reader than
    playing the turn (and the round) on."""
    me = view.reader
    assert me is not None

    def call(sim: Sim, _: random.Random) -> None:
        sim.call(me)

    def play(sim: Sim, r: random.Random) -> None:
        sim.play_turn(me, r, may_call=False)

    worth = compare(view, est, rng, samples, {"call": call, "play": play})
    return worth["call"] - worth["play"]


def play_gains(view: SpukView, est: Estimates, rng: random.Random, samples: int,
               candidates: list[Any]) -> list[float]:
    """The worth of each candidate action of the reader's turn (a Swap or a
    Discard of the card it holds, or Draw / TakeDiscard at the turn's
    start), the round played on after it, over the same ``samples`` deals."""
    me = view.reader
    assert me is not None
    held = view.held
    from_ablage = view.holding == "ablage"
    options: dict[str, Callable[[Sim, random.Random], None]] = {}
    for i, action in enumerate(candidates):
        options[str(i)] = _first_move(me, action, held, from_ablage)
    worth = compare(view, est, rng, samples, options)
    return [worth[str(i)] for i in range(len(candidates))]


def _first_move(me: int, action: Any, held: int | None,
                from_ablage: bool) -> Callable[[Sim, random.Random], None]:
    if isinstance(action, Swap):
        assert held is not None
        where = action.positions

        def swap(sim: Sim, _: random.Random) -> None:
            sim.swap(me, held, where, from_ablage)
        return swap
    if isinstance(action, Discard):
        assert held is not None

        def discard(sim: Sim, r: random.Random) -> None:
            sim.discard(me, held, r)
        return discard
    if isinstance(action, Poltern):
        p, t, q = action.position, action.target, action.target_position

        def polter(sim: Sim, _r: random.Random) -> None:
            sim.polter(me, p, t, q)
            sim.end_turn(me)
        return polter
    if isinstance(action, Pass):
        def skip(sim: Sim, _r: random.Random) -> None:
            sim.end_turn(me)
        return skip
    if isinstance(action, Draw):
        def draw(sim: Sim, r: random.Random) -> None:
            card = sim.draw(r)
            est, best, where, unknown = sim.estimates(me)
            keep = sim.action_value(card, unknown, est, me) if 7 <= card <= 12 else 0.0
            if best - card > keep:
                sim.swap(me, card, where, False)
            else:
                sim.discard(me, card, r, est, unknown)
        return draw
    assert isinstance(action, TakeDiscard)

    def take(sim: Sim, _r: random.Random) -> None:
        card = sim.ablage.pop()
        where = sim.estimates(me)[2]
        sim.swap(me, card, where, True)
    return take
