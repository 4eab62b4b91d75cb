"""Leicht and Normal: a one-step estimate of every sensible choice.

Each candidate choice gets an expected gain from simple guesses about the
others (who has a Vitrine to show, who has a Langfinger at home, who can
still bid), in fields and field-like units. Normal takes the best estimate
(with a little noise between near-equal ones); Leicht plays by a softer,
noisier rule and sometimes simply picks any sensible card. Both read only
the state rebuilt from their view (:mod:`.model`).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engines.fossil.actions import BOERSE, MUSEUM, Bid, Choice, Inspect, SendThief, Show, Take
from engines.fossil.ai.model import THIEF_WORTH, WECHSEL_WORTH, collection_worth
from engines.fossil.fossils import best_vitrine, is_valid_vitrine, vitrine_key
from engines.fossil.museum import bid_key, competition_ranks
from engines.fossil.options import shield
from engines.fossil.state import State


@dataclass(frozen=True, slots=True)
class Guess:
    """How likely each other seat is to play each card this round."""

    show: tuple[float, ...]
    thief_museum: tuple[float, ...]
    thief_boerse: tuple[float, ...]
    inspect: tuple[float, ...]
    bid: tuple[float, ...]


def guess(state: State) -> Guess:
    """The plain guess of what everyone plays, from the open position."""
    n = state.seats
    best = [len(best_vitrine(frozenset(c))) for c in state.collections]
    show, museum, boerse, inspect, bid = [], [], [], [], []
    market = any(f is not None for f in state.market)
    for s in range(n):
        p_show = 0.0 if best[s] == 0 else min(0.75, 0.3 + 0.08 * best[s])
        has_thief = bool(state.home[s])
        targets = sum(1 for o in range(n) if o != s and best[o])
        p_museum = (0.04 + 0.12 * targets) if has_thief else 0.0
        p_boerse = 0.08 if has_thief else 0.0
        p_bid = 0.3 if (state.wechsel[s] and market) else 0.0
        p_inspect = 0.2
        total = p_show + p_museum + p_boerse + p_bid + p_inspect
        show.append(p_show / total)
        museum.append(p_museum / total)
        boerse.append(p_boerse / total)
        bid.append(p_bid / total)
        inspect.append(p_inspect / total)
    return Guess(tuple(show), tuple(museum), tuple(boerse), tuple(inspect), tuple(bid))


def piece_value(collection: list[int], fossil: int) -> float:
    """What one more fossil is worth to a collection: how much it grows the
    longest era run (a bridge between eras counts fully), a first valid
    Vitrine extra, and a little anyway."""
    have = frozenset(collection)
    return collection_worth(have | {fossil}) - collection_worth(have)


def loss_value(collection: list[int], fossil: int) -> float:
    """What losing one fossil costs a collection."""
    rest = frozenset(f for f in collection if f != fossil)
    return collection_worth(frozenset(collection)) - collection_worth(rest)


def vitrine_candidates(collection: list[int], limit: int = 5) -> list[tuple[int, ...]]:
    """The best Vitrine and a few smaller ones that hold pieces back."""
    best = best_vitrine(frozenset(collection))
    if not best:
        return []
    out = [best]
    for f in sorted(best, key=lambda x: -loss_value(collection, x)):
        smaller = tuple(x for x in best if x != f)
        if is_valid_vitrine(smaller) and smaller not in out:
            out.append(smaller)
        if len(out) >= limit:
            break
    return out


def candidates(state: State, seat: int) -> list[Choice]:
    """The choices worth weighing (every card, the sensible Vitrinen)."""
    out: list[Choice] = [Inspect(seat)]
    for slot in (0, 1):
        if state.market[slot] is not None:
            out += [Bid(seat, w, slot) for w in sorted(set(state.wechsel[seat]))]
    for years in state.home[seat]:
        out += [SendThief(seat, years, MUSEUM), SendThief(seat, years, BOERSE)]
    out += [Show(seat, v) for v in vitrine_candidates(state.collections[seat])]
    return out


def _place_odds(p_better: list[float]) -> tuple[float, float]:
    """P(nobody better shows), P(exactly one better shows)."""
    none = 1.0
    one = 0.0
    for p in p_better:
        one = one * (1 - p) + none * p
        none *= 1 - p
    return none, one


def estimate(state: State, choice: Choice, g: Guess) -> float:
    """The expected gain of ``choice`` for its seat under the guess ``g``."""
    seat = choice.seat
    n = state.seats
    others = [s for s in range(n) if s != seat]
    p_thieves = sum(g.thief_museum[o] for o in others)
    p_some_thief = 1 - math.prod(1 - g.thief_museum[o] for o in others)
    p_inspector = 1 - math.prod(1 - g.inspect[o] for o in others)
    mine = state.collections[seat]
    if isinstance(choice, Show):
        top, bottom = shield(state.options.banquet, max(state.fields))
        key = vitrine_key(choice.fossils)
        better = [g.show[o] for o in others
                  if vitrine_key(best_vitrine(frozenset(state.collections[o]))) > key]
        first, second = _place_odds(better)
        worst = max(loss_value(mine, f) for f in choice.fossils)
        return first * top + second * bottom - p_thieves * worst
    if isinstance(choice, Inspect):
        rank = competition_ranks(state.fields)[seat]
        return p_some_thief * rank
    if isinstance(choice, Bid):
        fossil = state.market[choice.slot]
        assert fossil is not None
        fields, counts = state.fields, [len(c) for c in state.collections]
        mykey = bid_key(seat, choice.wechsel, fields, counts, state.start)
        p_win = 1.0
        for o in others:
            held = state.wechsel[o]
            if not held:
                continue
            beats = sum(1 for w in held if bid_key(o, w, fields, counts, state.start) < mykey)
            p_win *= 1 - g.bid[o] * beats / len(held)
        # a Wechsel comes back unless it wins; the market's other find may go
        return p_win * (piece_value(mine, fossil) - WECHSEL_WORTH * choice.wechsel)
    assert isinstance(choice, SendThief)
    if choice.place == MUSEUM:
        loot = 0.0
        for o in others:
            shown = best_vitrine(frozenset(state.collections[o]))
            if shown:
                loot += g.show[o] * max(piece_value(mine, f) + 0.4 * loss_value(
                    state.collections[o], f) for f in shown)
        return loot - p_inspector * THIEF_WORTH * 1.5
    p_alone = math.prod(1 - g.thief_boerse[o] for o in others)
    p_bid = 1 - math.prod(1 - g.bid[o] for o in others)
    return p_alone * p_bid * WECHSEL_WORTH * 2.5


def scores(state: State, seat: int, g: Guess | None = None) -> list[tuple[float, Choice]]:
    """Every candidate with its estimate, best first."""
    g = g or guess(state)
    scored = [(estimate(state, c, g), c) for c in candidates(state, seat)]
    scored.sort(key=lambda sc: -sc[0])
    return scored


def weighted_pick(dist: list[tuple[float, Choice]], rng: random.Random) -> Choice:
    """A choice drawn by its probability."""
    pick = rng.random()
    for w, choice in dist:
        pick -= w
        if pick <= 0:
            return choice
    return dist[-1][1]


def softmax_pick(scored: list[tuple[float, Choice]], temperature: float,
                 rng: random.Random) -> Choice:
    """A choice drawn with weights exp(score / temperature)."""
    top = scored[0][0]
    weights = [math.exp((s - top) / temperature) for s, _ in scored]
    pick = rng.random() * sum(weights)
    for w, (_, choice) in zip(weights, scored, strict=True):
        pick -= w
        if pick <= 0:
            return choice
    return scored[-1][1]


def choose_normal(state: State, seat: int, rng: random.Random) -> Choice:
    """Normal: the best estimate; near-equal ones by a little noise."""
    return softmax_pick(scores(state, seat), 0.12, rng)


def choose_leicht(state: State, seat: int, rng: random.Random) -> Choice:
    """Leicht: a soft, noisy pick; one time in four any sensible card."""
    scored = scores(state, seat)
    if rng.random() < 0.25:
        return scored[int(rng.random() * len(scored))][1]
    return softmax_pick(scored, 0.8, rng)


def best_take(state: State, seat: int) -> Take:
    """The Langfinger's pick: the fossil he needs most, then the one its
    owner misses most, then the oldest."""
    years, victim = state.thieves[0][1], state.victims[0]
    vitrine = state.vitrines[victim]
    mine, theirs = state.collections[seat], state.collections[victim]

    def worth(f: int) -> tuple[float, int]:
        return (piece_value(mine, f) + 0.5 * loss_value(theirs, f), -f)

    return Take(seat, years, victim, max(vitrine, key=worth))


def random_take(state: State, seat: int, rng: random.Random) -> Take:
    """Leicht's pick: half the time the best, else any fossil."""
    if rng.random() < 0.5:
        return best_take(state, seat)
    years, victim = state.thieves[0][1], state.victims[0]
    vitrine = state.vitrines[victim]
    return Take(seat, years, victim, vitrine[int(rng.random() * len(vitrine))])
