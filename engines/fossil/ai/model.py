"""A game rebuilt from one reader's view, for the computers' look-ahead.

Everything in Speedfossil is open except the stack's order and the others'
sealed choices; :func:`state_from_view` fills the stack with the unseen
fossils in a random order and leaves the others' choices open, so a search
can try choices for them. Nothing here reads a state: only the view.
"""

from __future__ import annotations

import functools
import random

from engines.core import SeatClock
from engines.fossil.actions import MUSEUM, SendThief
from engines.fossil.fossils import COUNT, ERA_OF, ERAS, best_vitrine, vitrine_key
from engines.fossil.options import FINAL_BONUS, Options
from engines.fossil.phases import STEAL
from engines.fossil.state import STAT_KEYS, State
from engines.fossil.view import FossilView


def state_from_view(view: FossilView, rng: random.Random) -> State:
    """A state consistent with ``view``: the unseen fossils shuffled into the
    stack, no sealed choice but the reader's own, no clock."""
    state = State.__new__(State)
    n = view.seats
    state.seats = n
    state.seed = 0
    state.options = Options(banquet=view.banquet, shields=view.shields)
    state.rng = random.Random(0)
    seen = {f for p in view.players for f in p.collection}
    seen.update(f for f in view.market if f is not None)
    stack = [f for f in range(COUNT) if f not in seen]
    rng.shuffle(stack)
    state.stack = stack[:view.stack_count]
    state.collections = [list(p.collection) for p in view.players]
    state.market = list(view.market)
    state.album = [set(p.collection) for p in view.players]
    state.wechsel = [list(p.wechsel) for p in view.players]
    state.kasse = list(view.kasse)
    state.home = [list(p.home) for p in view.players]
    state.cells = list(view.cells)
    state.fields = list(view.fields)
    state.start = view.start
    state.round = view.round
    state.phase = view.phase
    state.sealed = [None] * n
    if view.reader is not None and view.own_choice is not None:
        state.sealed[view.reader] = view.own_choice
    state.revealed = list(view.revealed)
    state.step = 1
    state.token = 1
    state.clock = SeatClock(None)
    state.vitrines = {s: list(v) for s, v in view.vitrines}
    state.thieves = list(view.thieves)
    state.victims = list(view.victims)
    state.museum_thieves = []
    if view.phase == STEAL:
        # the Museum's Langfinger: those revealed there this round
        state.museum_thieves = sorted(
            ((c.seat, c.years) for c in view.revealed
             if isinstance(c, SendThief) and c.place == MUSEUM), key=lambda t: -t[1])
    state.course = [list(p.course) for p in view.players]
    state.played = [list(p.played) for p in view.players]
    state.stats = [dict.fromkeys(STAT_KEYS, 0) for _ in range(n)]
    state.finals, state.places, state.reason = [], [], ""
    state.round_events, state.round_open = [], False
    return state


#: Field-like worth of what a collector holds: each piece of his longest era
#: run, having a valid Vitrine at all, each fossil, a thousand Mark in
#: Wechsel (they are worth nothing at the end: spend them), a Langfinger at home.
POTENTIAL_WORTH = 1.2
VALID_WORTH = 1.5
PIECE_WORTH = 0.3
WECHSEL_WORTH = 0.15
THIEF_WORTH = 0.6


@functools.lru_cache(maxsize=8192)
def potential(collection: frozenset[int]) -> int:
    """The most pieces in one run of consecutive eras (a Vitrine in the
    making: valid from three on).

    >>> potential(frozenset({0, 8, 30})), potential(frozenset({0, 1, 8, 16}))
    (2, 4)
    """
    counts = [0] * (ERAS + 2)
    for f in collection:
        counts[ERA_OF[f]] += 1
    best = run = 0
    for era in range(1, ERAS + 1):
        run = run + counts[era] if counts[era] else 0
        best = max(best, run)
    return best


def collection_worth(collection: frozenset[int]) -> float:
    """What a collection promises: a Vitrine in the making (its longest era
    run), a valid one at all, and every piece a little."""
    valid = VALID_WORTH if best_vitrine(collection) else 0.0
    return POTENTIAL_WORTH * potential(collection) + valid + PIECE_WORTH * len(collection)


def standing_value(state: State, seat: int) -> float:
    """How good ``seat`` stands: his field plus what his collection and hand
    promise (Wechsel to bid with, Langfinger at home)."""
    return (state.fields[seat] + collection_worth(frozenset(state.collections[seat]))
            + WECHSEL_WORTH * sum(state.wechsel[seat]) + THIEF_WORTH * len(state.home[seat]))


def final_bonus(state: State) -> list[float]:
    """The Schlussvitrine's +8 / +4 as the collections stand now, weighed by
    how near the end is (the leader's way to the banquet, squared)."""
    progress = min(1.0, max(state.fields) / state.options.banquet) ** 2
    keys = [final_key(c) for c in state.collections]
    ranked = sorted((s for s in range(state.seats) if keys[s][0]), key=lambda s: keys[s],
                    reverse=True)
    out = [0.0] * state.seats
    for seat, bonus in zip(ranked, FINAL_BONUS, strict=False):
        out[seat] = progress * bonus
    return out


def relative_value(state: State, seat: int) -> float:
    """``seat``'s standing against the best other (winning is the aim)."""
    final = final_bonus(state)
    values = [standing_value(state, s) + final[s] for s in range(state.seats)]
    mine = values[seat]
    others = [v for s, v in enumerate(values) if s != seat]
    return mine - 0.7 * max(others) - 0.3 * sum(others) / len(others)


def final_key(collection: list[int]) -> tuple[int, int]:
    """The rank key of a collection's Schlussvitrine."""
    return vitrine_key(best_vitrine(frozenset(collection)))
