"""What a seat may do now: the one check (:func:`refusal`) that ``apply``
raises and ``legal`` lists by, and a random legal action for random play.

>>> from engines.fossil.state import new_game
>>> state = new_game(3, seed=4)
>>> all(refusal(state, a) is None for a in legal(state, 0))
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engines.core import IllegalAction, Timeout
from engines.fossil.actions import (
    PLACES,
    SLOTS,
    Bid,
    Inspect,
    SendThief,
    Show,
    Take,
)
from engines.fossil.fossils import (
    ERA_OF,
    ERAS,
    MIN_VITRINE,
    best_vitrine,
    is_valid_vitrine,
    valid_vitrines,
)
from engines.fossil.phases import CHOOSE, OVER, STEAL
from engines.texts import t

if TYPE_CHECKING:
    from engines.fossil.state import State


def _no(code: str, **params: Any) -> IllegalAction:
    return IllegalAction(code, t(f"fossil.err.{code}", **params))


def refusal(state: State, action: Any) -> IllegalAction | None:
    """Why ``action`` is not allowed now, or None if it is."""
    if state.phase == OVER:
        return _no("game_over")
    if isinstance(action, Timeout):
        clock = state.clock
        if not clock.stage or action.token != clock.token:
            return _no("timer_stale")
        return None
    if not isinstance(action, Bid | SendThief | Inspect | Show | Take):
        return _no("unknown")
    seat = action.seat
    if not isinstance(seat, int) or not 0 <= seat < state.seats:
        return _no("no_seat")
    if isinstance(action, Take):
        if state.phase != STEAL or state.thieves[0][0] != seat:
            return _no("not_your_pick")
        if action.years != state.thieves[0][1]:
            return _no("other_thief", years=state.thieves[0][1])
        if action.victim != state.victims[0]:
            return _no("other_vitrine")
        if action.fossil not in state.vitrines[action.victim]:
            return _no("not_in_vitrine")
        return None
    if state.phase != CHOOSE:
        return _no("not_now")
    if state.sealed[seat] is not None:
        return _no("already_chosen")
    if isinstance(action, Bid):
        if not state.wechsel[seat]:
            return _no("no_wechsel_left")
        if action.wechsel not in state.wechsel[seat]:
            return _no("no_such_wechsel", value=action.wechsel)
        if not any(f is not None for f in state.market):
            return _no("market_empty")
        if action.slot not in SLOTS or state.market[action.slot] is None:
            return _no("empty_slot")
        return None
    if isinstance(action, SendThief):
        if action.place not in PLACES:
            return _no("no_such_place")
        if action.years not in state.home[seat]:
            if any(c == (seat, action.years) for c in state.cells):
                return _no("thief_in_arrest", years=action.years)
            return _no("no_such_thief", years=action.years)
        return None
    if isinstance(action, Inspect):
        return None
    assert isinstance(action, Show)
    return vitrine_problem(state.collections[seat], action.fossils)


def vitrine_problem(collection: Sequence[int], fossils: Any) -> IllegalAction | None:
    """Why ``fossils`` is no Vitrine of ``collection`` (None: it is one).

    The panel asks it with the view's collection to say why "Verdeckt
    wählen" stays disabled; ``apply`` refuses with the same answer.

    >>> vitrine_problem([0, 16, 24], (0, 16, 24)).reason
    'Die Zeitalter deiner Vitrine haben eine Lücke.'
    """
    if not isinstance(fossils, tuple) or any(not isinstance(f, int) for f in fossils):
        return _no("vitrine_form")
    if list(fossils) != sorted(set(fossils)):
        return _no("vitrine_form")
    if any(f not in collection for f in fossils):
        return _no("not_yours")
    if len(fossils) < MIN_VITRINE:
        return _no("vitrine_small")
    if not is_valid_vitrine(fossils):
        return _no("vitrine_gap")
    return None


def legal(state: State, seat: int) -> list[Any]:
    """Every action ``seat`` may take now.

    Sealed choices: each Wechsel value for each find in the market, each
    Langfinger at home to either place, the Kommissar, and every valid
    Vitrine of the collection (listed from the era runs: exactly the ones
    :func:`refusal` accepts). A Langfinger's pick: each fossil of the
    Vitrine he robs now.
    """
    if state.phase == STEAL:
        if state.thieves[0][0] != seat:
            return []
        years, victim = state.thieves[0][1], state.victims[0]
        return [Take(seat, years, victim, f) for f in state.vitrines[victim]]
    if state.phase != CHOOSE or state.sealed[seat] is not None:
        return []
    out: list[Any] = [Bid(seat, w, slot) for w in sorted(set(state.wechsel[seat]))
                      for slot in SLOTS if state.market[slot] is not None]
    out += [SendThief(seat, years, place) for years in sorted(state.home[seat])
            for place in PLACES]
    out.append(Inspect(seat))
    out = [a for a in out if refusal(state, a) is None]
    out += [Show(seat, v) for v in valid_vitrines(frozenset(state.collections[seat]))]
    return out


def random_vitrine(collection: list[int], rng: random.Random) -> tuple[int, ...]:
    """A random valid Vitrine of ``collection`` (``()`` if it has none):
    an era run, a stretch of it, some pieces of each era."""
    best = best_vitrine(frozenset(collection))
    if not best:
        return ()
    groups: list[list[int]] = [[] for _ in range(ERAS + 2)]
    for f in collection:
        groups[ERA_OF[f]].append(f)
    runs: list[tuple[int, int]] = []
    era = 1
    while era <= ERAS:
        if groups[era]:
            end = era
            while groups[end + 1]:
                end += 1
            if sum(len(groups[e]) for e in range(era, end + 1)) >= MIN_VITRINE:
                runs.append((era, end))
            era = end + 1
        else:
            era += 1
    for _ in range(8):
        lo, hi = runs[int(rng.random() * len(runs))]
        a = lo + int(rng.random() * (hi - lo + 1))
        b = a + int(rng.random() * (hi - a + 1))
        pick: list[int] = []
        for e in range(a, b + 1):
            chosen = [f for f in groups[e] if rng.random() < 0.5]
            pick += chosen or [groups[e][int(rng.random() * len(groups[e]))]]
        if len(pick) >= MIN_VITRINE:
            return tuple(sorted(pick))
    return best


def sample(state: State, seat: int, rng: random.Random) -> Any:
    """A random legal action of ``seat``: a card first (each card type with
    the same chance), then its details; None if the seat has none."""
    if state.phase == STEAL:
        if state.thieves[0][0] != seat:
            return None
        victim = state.victims[0]
        vitrine = state.vitrines[victim]
        return Take(seat, state.thieves[0][1], victim, vitrine[int(rng.random() * len(vitrine))])
    if state.phase != CHOOSE or state.sealed[seat] is not None:
        return None
    slots = [s for s in SLOTS if state.market[s] is not None]
    kinds = ["inspect"]
    if state.wechsel[seat] and slots:
        kinds.append("bid")
    if state.home[seat]:
        kinds.append("thief")
    if best_vitrine(frozenset(state.collections[seat])):
        kinds.append("show")
    kind = kinds[int(rng.random() * len(kinds))]
    if kind == "bid":
        wechsel = state.wechsel[seat]
        return Bid(seat, wechsel[int(rng.random() * len(wechsel))],
                   slots[int(rng.random() * len(slots))])
    if kind == "thief":
        home = state.home[seat]
        return SendThief(seat, home[int(rng.random() * len(home))],
                         PLACES[int(rng.random() * 2)])
    if kind == "show":
        return Show(seat, random_vitrine(state.collections[seat], rng))
    return Inspect(seat)
