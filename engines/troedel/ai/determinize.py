"""Worlds consistent with a view: the strong computer's possible states.

The hidden part of a world is the other players' hands, dealt by
:mod:`.deals` from what the reader knows (void marks, stocks, the attic's
tiers, his own Tauschrunde). The world plays to the round's end only (its
last round is this one).
"""

from __future__ import annotations

import random

from engines.troedel.ai.deals import Dealer, deal, sample_hands
from engines.troedel.cards import HEUTE
from engines.troedel.state import NAME, PASS, PICK, PLAY, State
from engines.troedel.tricks import winner, zero_plan
from engines.troedel.view import TroedelView


def world(view: TroedelView, rng: random.Random, dealer: Dealer | None = None) -> State:
    """A full state consistent with ``view`` that ends with this round (its
    hands from ``dealer``, built from ``view`` if missing)."""
    st = State(view.seats, 0, view.options, deal=False)
    st.rng = random.Random(rng.getrandbits(32))
    st.round = view.round
    st.rounds = view.round  # the world ends at the round's end
    st.quick = True
    st.hands = deal(view, rng, dealer)
    st.tables = [list(x) for x in view.ladentisch]
    st.points = list(view.points)
    st.penalties = list(view.penalties)
    st.trick = list(view.trick)
    st.leader, st.trick_no = view.leader, view.trick_no
    st.heute, st.heute_seat, st.ramsch = view.heute, view.heute_seat, view.ramsch
    st.voids = [sum(1 << s for s in v) for v in view.voids]
    st.phase = view.phase
    if view.phase == PLAY:
        assert view.turn is not None
        st.turn = view.turn
    elif view.phase in (PICK, PASS, NAME):
        st.won_by, st.by_heute = winner(st.trick, heute=st.heute, heute_seat=st.heute_seat,
                                        ramsch=st.ramsch)
        _, st.posten, st.snapper = zero_plan(st.trick)
        if view.phase == PICK:
            st.queue = list(view.pick_queue)
            st.receivers = list(view.receivers)
            st.left = [i for i, r in enumerate(view.receivers) if r < 0]
        else:
            assert view.next_leader is not None
            st.next_leader, st.next_ramsch = view.next_leader, view.next_ramsch
            played = [c for _, c in st.trick]
            st.next_heute_seat = st.trick[played.index(HEUTE)][0] if HEUTE in played else None
            st.passes = {}
    return st


__all__ = ["Dealer", "sample_hands", "world"]
