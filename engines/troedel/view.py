"""What one seat, or the public, may know of a Speedtrödel game.

A view is the only input of the renderers and the computer players. A seat
sees its own hand and the contents of its own Kiste (sorted: not their
order), every Ladentisch card by card, every count, the attic's counts per
tier and the stars of its top card (the card itself with Dachboden offen),
the void marks and the open trick; never another hand.

>>> from engines.troedel.state import new_game
>>> v = new_game(4, seed=2).view(1)
>>> len(v.hand), v.hand_counts, v.attic_counts, v.attic_top_stars, v.attic_top
(9, (9, 9, 9, 9), (12, 12, 12, 12, 12), 1, None)
>>> new_game(4, seed=2).view(None).hand
()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.troedel.options import Options
from engines.troedel.rounds import knapp, missing_now, next_hand_size
from engines.troedel.tricks import PastTrick

if TYPE_CHECKING:
    from engines.troedel.state import State


@dataclass(frozen=True, slots=True)
class TroedelView:
    """One reader's knowledge (see the module docstring).

    ``trick`` is the open trick as ``(seat, card)``; ``follow`` the suit that
    must be followed now; ``heute``/``heute_seat``/``ramsch`` the effects
    active in this trick. ``picking`` is the seat whose zero chooses now
    (``pick_cards`` its choices), ``passing`` the seats still choosing in a
    Tauschrunde, ``naming`` the seat that names a suit. ``last_trick`` lists
    ``(player, card, receiver)``. ``stock``/``unknown``: per seat, the cards
    everyone knows it holds in hand or Kiste (caught in open tricks, not seen
    since) and how many of its hand cards nobody else can name. ``gave`` and
    ``received`` are the reader's own Tauschrunde cards this round, as
    ``(card, other seat)``. While a trick's end is resolved (zeros' picks,
    Tauschrunde, naming) ``won_by`` is its winner, ``receivers`` who took each
    trick card so far (-1: still in the trick), ``pick_queue`` the trick
    positions of the zeros still to pick, ``next_leader`` and ``next_ramsch``
    the next trick's lead and Ramschtag. ``swap_voids``: per seat, the
    suits it was marked void in when this round's Tauschrunde swapped the
    hands (it got at most one card of them, the one passed to it), and
    ``swap_held`` how many of them it may still hold (0 once it played one).
    ``round_tricks``: this round's finished tricks, oldest first, as
    ``(trick, heute, heute_seat, ramsch)`` (public: everyone saw who laid what).
    """

    reader: int | None
    seats: int
    options: Options
    round: int
    rounds: int
    trick_no: int
    phase: str
    hand: tuple[int, ...]
    kiste: tuple[int, ...]
    hand_counts: tuple[int, ...]
    kiste_counts: tuple[int, ...]
    ladentisch: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]
    penalties: tuple[int, ...]
    attic_counts: tuple[int, ...]
    attic_top_stars: int | None
    attic_top: int | None
    voids: tuple[tuple[int, ...], ...]
    trick: tuple[tuple[int, int], ...]
    leader: int
    turn: int | None
    follow: int | None
    heute: int | None
    heute_seat: int | None
    ramsch: bool
    picking: int | None
    pick_cards: tuple[int, ...]
    passing: tuple[int, ...]
    chosen: int | None
    naming: int | None
    last_trick: tuple[tuple[int, int, int], ...]
    last_order: tuple[int, ...]
    stock: tuple[tuple[int, ...], ...]
    unknown: tuple[int, ...]
    gave: tuple[tuple[int, int], ...]
    received: tuple[tuple[int, int], ...]
    missing: tuple[int, ...]
    knapp: bool
    next_hand_size: int | None
    history: tuple[tuple[int, ...], ...]
    over_reason: str | None
    won_by: int | None = None
    receivers: tuple[int, ...] = ()
    pick_queue: tuple[int, ...] = ()
    next_leader: int | None = None
    next_ramsch: bool = False
    swap_voids: tuple[tuple[int, ...], ...] = ()
    swap_held: tuple[int, ...] = ()
    round_tricks: tuple[PastTrick, ...] = ()

    def caught(self, seat: int) -> int:
        """The green "+n": cards ``seat`` caught this round."""
        return len(self.ladentisch[seat])


def build_view(state: State, seat: int | None) -> TroedelView:
    """The view of ``seat`` (``None``: the public)."""
    from engines.troedel.state import NAME, PASS, PICK, PLAY
    n = state.seats
    counts = [0] * 5
    for stars in state.attic_tier:
        counts[stars - 1] += 1
    own = seat is not None
    phase = state.phase
    resolving = phase in (PICK, PASS, NAME)
    picking = state.trick[state.queue[0]][0] if phase == PICK else None
    gave: tuple[tuple[int, int], ...] = ()
    received: tuple[tuple[int, int], ...] = ()
    if own:
        gave = tuple((c, r) for g, r, c in state.round_passes if g == seat)
        received = tuple((c, g) for g, r, c in state.round_passes if r == seat)
    return TroedelView(
        reader=seat, seats=n, options=state.options, round=state.round, rounds=state.rounds,
        trick_no=state.trick_no, phase=phase,
        hand=tuple(sorted(state.hands[seat])) if seat is not None else (),
        kiste=tuple(sorted(state.kisten[seat])) if seat is not None else (),
        hand_counts=tuple(len(h) for h in state.hands),
        kiste_counts=tuple(len(k) for k in state.kisten),
        ladentisch=tuple(tuple(x) for x in state.tables),
        points=tuple(state.points), penalties=tuple(state.penalties),
        attic_counts=tuple(counts),
        attic_top_stars=state.attic_tier[-1] if state.attic else None,
        attic_top=state.attic[-1] if state.attic and state.options.dachboden_offen else None,
        voids=tuple(tuple(s for s in range(5) if (m >> s) & 1) for m in state.voids),
        trick=tuple(state.trick), leader=state.leader,
        turn=state.turn if phase == PLAY else None, follow=state.follow(),
        heute=state.heute, heute_seat=state.heute_seat, ramsch=state.ramsch,
        picking=picking, pick_cards=tuple(state.pick_cards()),
        passing=tuple(s for s in range(n) if s not in state.passes) if phase == PASS else (),
        chosen=state.passes.get(seat) if own and seat is not None else None,
        naming=state.next_heute_seat if phase == NAME else None,
        last_trick=state.last_trick, last_order=tuple(state.last_order),
        stock=tuple(tuple(sorted(x)) for x in state.stock), unknown=tuple(state.unknown),
        gave=gave, received=received,
        missing=tuple(missing_now(state)), knapp=knapp(state),
        next_hand_size=next_hand_size(state),
        history=tuple(state.history), over_reason=state.over_reason,
        won_by=state.won_by if resolving else None,
        receivers=tuple(state.receivers) if resolving else (),
        pick_queue=tuple(state.queue) if phase == PICK else (),
        next_leader=state.next_leader if phase in (PASS, NAME) else None,
        next_ramsch=state.next_ramsch if phase in (PASS, NAME) else False,
        swap_voids=tuple(tuple(s for s in range(5) if (m >> s) & 1) for m in state.swap_voids),
        swap_held=tuple(state.swap_held), round_tricks=state.round_tricks)
