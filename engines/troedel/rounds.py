"""The round's end (Kassensturz), the next round's hands, and the result.

Each card on the Ladentisch is worth one point (Fälschungen cost their −3 at
once, when taken). The caught cards are shuffled under the Kiste's rest; the
next hand comes from the Kiste first, then from the attic: who needs most
draws first, ties by the order of the last trick. The fewest points lead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.core import Event, places
from engines.troedel.cards import hand_size
from engines.troedel.events import GameOver, HandDealt, HandDrawn, RoundScored, RoundStarted

if TYPE_CHECKING:
    from engines.troedel.state import State

RUNDEN, LEERGEKAUFT = "runden", "leergekauft"


def next_hand_size(state: State) -> int | None:
    """The hand size of the next round, None after the last round."""
    if state.round >= state.rounds:
        return None
    return hand_size(state.seats, state.round + 1, kurz=state.options.kurz)


def missing_now(state: State) -> list[int]:
    """Per seat, the attic cards it would miss next round if the round ended
    now: the next hand size minus Kiste and Ladentisch, at least 0 (all 0
    after the last round)."""
    size = next_hand_size(state)
    if size is None:
        return [0] * state.seats
    return [max(0, size - len(state.kisten[s]) - len(state.tables[s]))
            for s in range(state.seats)]


def knapp(state: State) -> bool:
    """"knapp!": as things stand the attic will not suffice next round."""
    return sum(missing_now(state)) > len(state.attic)


def _order_pos(state: State) -> list[int]:
    """Each seat's position in the last trick (earlier is smaller)."""
    pos = [0] * state.seats
    for i, s in enumerate(state.last_order):
        pos[s] = i
    return pos


def end_round(state: State, events: list[Event] | None) -> None:
    """Kassensturz, Kisten, and the next round (or the end)."""
    n = state.seats
    gained = tuple(len(x) for x in state.tables)
    for s in range(n):
        state.points[s] += gained[s]
        net = gained[s] + state.penalties[s]
        best = state.best_round[s]
        state.best_round[s] = net if best is None else max(best, net)
        caught = list(state.tables[s])
        if not state.quick:  # a search world ends here: its Kiste order never matters
            state.rng.shuffle(caught)
        state.kisten[s].extend(caught)
        # everyone saw these cards on his Ladentisch: they are known stock now
        state.stock[s] = list(state.kisten[s])
        state.unknown[s] = 0
    state.history.append(gained)
    if events is not None:
        events.append(RoundScored(state.round, gained, tuple(state.penalties), tuple(state.points)))
    state.tables = [[] for _ in range(n)]
    state.penalties = [0] * n
    state.voids = [0] * n
    state.swap_voids, state.swap_held = [0] * n, [0] * n
    state.round_passes = []
    state.round_tricks = ()
    if state.round >= state.rounds:
        finish(state, RUNDEN, events)
        return
    state.round += 1
    start_round(state, events, first=False)


def start_round(state: State, events: list[Event] | None, *, first: bool) -> None:
    """Hands for the round (from Kiste, then attic) and its first lead;
    Leergekauft ends the game before the deal."""
    n = state.seats
    size = hand_size(n, state.round, kurz=state.options.kurz)
    if first:
        state.stock = [[] for _ in range(n)]
        state.unknown = [len(h) for h in state.hands]
        leader = state.rng.randrange(n)
    else:
        missing = [max(0, size - len(state.kisten[s])) for s in range(n)]
        if sum(missing) > len(state.attic):
            finish(state, LEERGEKAUFT, events)
            return
        pos = _order_pos(state)
        for s in range(n):
            state.hands[s] = state.kisten[s][:size]
            del state.kisten[s][:size]
        for s in sorted(range(n), key=lambda s: (-missing[s], pos[s])):
            tiers: list[int] = []
            for _ in range(missing[s]):
                state.hands[s].append(state.attic.pop())
                tiers.append(state.attic_tier.pop())
            state.unknown[s] = missing[s]
            if events is not None:
                events.append(HandDrawn(s, size - missing[s], tuple(tiers)))
        leader = min(range(n), key=lambda s: (state.points[s], pos[s]))
    for s in range(n):
        if events is not None:
            events.append(HandDealt(s, tuple(sorted(state.hands[s])), audience=(s,)))
    state.trick_no = 1
    state.trick = []
    if events is not None:
        events.append(RoundStarted(state.round, size, leader))
    state.start_trick(leader, None, None, False, events)


def finish(state: State, reason: str, events: list[Event] | None) -> None:
    """The game ends: most points win, ties share."""
    from engines.troedel.state import OVER
    state.phase = OVER
    state.over_reason = reason
    state.clock = state.clock.stop()
    ranks = places(state.points)
    if events is not None:
        events.append(GameOver(reason, tuple(state.points), tuple(ranks)))


@dataclass(frozen=True, slots=True)
class TroedelResult:
    """The end of a game: why it ended, the rounds played, and per seat its
    points, place (ties shared), and figures for the records."""

    reason: str
    rounds: int
    points: tuple[int, ...]
    places: tuple[int, ...]
    history: tuple[tuple[int, ...], ...]
    faelschungen: tuple[int, ...]
    tricks_won: tuple[int, ...]
    best_round: tuple[int | None, ...]


def result(state: State) -> TroedelResult:
    """The result of a finished game (ValueError while it runs)."""
    if state.over_reason is None:
        raise ValueError("the game is not over")
    return TroedelResult(state.over_reason, len(state.history), tuple(state.points),
                         tuple(places(state.points)), tuple(state.history),
                         tuple(state.faelschungen), tuple(state.tricks_won),
                         tuple(state.best_round))
