"""Random play on a Speedfabel state, fast: the draws of
:func:`engines.core.playout.generic_step` without listing every legal action.

Property tests and benchmarks play many random games; ``State.sample`` and
``State.random_action`` delegate here. Offers are random sub-multisets of the
hand, payments random minimal ones; otherwise each legal action is equally
likely, drawn with the same rng calls as picking from ``legal(seat)``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engines.core import Timeout
from engines.core.playout import generic_step
from engines.fabel import money
from engines.fabel.actions import (
    Accept,
    Bid,
    BuySelf,
    Challenge,
    Counter,
    Meins,
    Offer,
    Pay,
    Reveal,
    Sell,
)
from engines.fabel.cards import KOBOLD_TRADE, total, values_of
from engines.fabel.options import QUICK_BIDS
from engines.fabel.phases import (
    ANSWER,
    AUCTION,
    BRIEF_PAY,
    MEINS,
    OFFER,
    PAY,
    TURN,
    VORKAUF,
)

if TYPE_CHECKING:
    from engines.fabel.state import State

#: Maps a creature count to 1 where it can be traded (1 to 3 cards), else 0.
_TRADABLE = bytes(1 if 0 < c < 4 else 0 for c in range(256))


def sample(state: State, seat: int, rng: random.Random) -> Any:
    """One random legal action of ``seat`` without listing them all.

    Random play (property tests, benchmarks) uses this: offers are random
    sub-multisets of the hand, payments random minimal ones; otherwise
    each of ``legal(seat)`` is equally likely (the same draw as picking
    from that list, without building it).
    """
    phase = state.phase
    if phase == AUCTION:
        a = state.auction
        if a is not None and state.may_bid(seat):
            return Bid(seat, a.high + QUICK_BIDS[int(rng.random() * 3)])
        return None
    if phase == MEINS:
        return Meins(seat) if state.may_press(seat) else None
    if seat != state.decider():
        return None
    return sample_decision(state, seat, phase, rng)

def sample_decision(state: State, seat: int, phase: str, rng: random.Random) -> Any:
    """:func:`sample` for the seat that decides in ``phase``."""
    if phase == TURN:
        return sample_turn(state, seat, rng)
    hand = state.hands[seat]
    if phase == OFFER:
        if not any(hand):
            return Offer(seat, ())
        while True:
            part = [int(rng.random() * (c + 1)) if c else 0 for c in hand]
            if any(part):
                return Offer(seat, values_of(part))
    if phase == ANSWER:
        if rng.random() < 0.5:
            return Accept(seat)
        return Counter(seat, values_of([int(rng.random() * (c + 1)) if c else 0
                                        for c in hand]))
    if phase == PAY:
        assert state.payment is not None
        return Pay(seat, money.random_minimal_payment(hand, state.payment.amount, rng))
    if phase == VORKAUF:
        assert state.auction is not None
        n = 2 if total(hand) >= state.auction.high else 1
        return Sell(seat) if int(rng.random() * n) == 0 else BuySelf(seat)
    if phase == BRIEF_PAY:
        assert state.race is not None
        cards = list(values_of(hand))
        rng.shuffle(cards)
        return Pay(seat, tuple(sorted(cards[:state.race.k], reverse=True)))
    options = state.legal(seat)
    return options[int(rng.random() * len(options))] if options else None

def sample_turn(state: State, seat: int, rng: random.Random) -> Any:
    """``legal(seat)[i]`` for a random ``i`` in the turn phase, building
    only the chosen action (legal() lists Reveal, then the challenges by
    kind, then by opponent)."""
    creatures = state.creatures
    # Tradable kinds as bit masks (kind k is bit 8k), built in C: the
    # number of challenges is the count of bits shared with each rival.
    own = int.from_bytes(bytes(creatures[seat]).translate(_TRADABLE), "little")
    n = reveal = 1 if state.deck else 0
    shared: list[tuple[int, int]] = []
    union = 0
    if own:
        for other in range(state.seats):
            if other != seat:
                mask = own & int.from_bytes(bytes(creatures[other]).translate(_TRADABLE),
                                            "little")
                if mask:
                    shared.append((other, mask))
                    union |= mask
                    n += mask.bit_count()
    kobold_rivals: list[int] = []
    if state.meister and state.kobolde[seat]:
        kobold_rivals = [o for o in range(state.seats) if o != seat and state.kobolde[o]]
        n += len(kobold_rivals)
    if not n:
        return None
    i = int(rng.random() * n)
    if i < reveal:
        return Reveal(seat)
    i -= reveal
    creature_challenges = n - reveal - len(kobold_rivals)
    if i >= creature_challenges:  # the Kobold challenges come last, as in challenges()
        return Challenge(seat, kobold_rivals[i - creature_challenges], KOBOLD_TRADE)
    while union:  # kinds in order (lowest bit first), then rivals in seat order
        low = union & -union
        for other, mask in shared:
            if mask & low:
                if not i:
                    return Challenge(seat, other, low.bit_length() // 8)
                i -= 1
        union ^= low
    raise AssertionError("challenge count and list disagree")

def random_action(state: State, rng: random.Random, timeout_weight: int = 1) -> Any:
    """What :func:`engines.core.playout.random_step` draws, drawn faster.

    The same rng calls in the same order and the same action: in an
    auction a bidder or the countdown's expiry is picked, then a quick
    bid; otherwise the one deciding seat samples (:func:`sample`).

    >>> from engines.core.playout import generic_step
    >>> from engines.fabel.state import new_game
    >>> a, b = new_game(3, seed=4), new_game(3, seed=4)
    >>> ra, rb = random.Random(9), random.Random(9)
    >>> same = True
    >>> while not a.is_over():
    ...     x, y = random_action(a, ra, 2), generic_step(b, rb, 2)
    ...     same = same and x == y
    ...     _ = a.apply(x, record=False), b.apply(y)
    >>> same, b.is_over(), ra.random() == rb.random()
    (True, True, True)
    """
    phase = state.phase
    if phase == AUCTION:
        a = state.auction
        if a is not None:
            bids = state.pending()
            n = len(bids)
            waits = timeout_weight if state.countdown is not None else 0
            if n or waits:
                pick = int(rng.random() * (n + waits))
                if pick >= n:
                    return Timeout(state.token)
                return Bid(bids[pick].seat, a.high + QUICK_BIDS[int(rng.random() * 3)])
    else:
        seat = state.decider()
        if seat is not None:
            action = sample_decision(state, seat, phase, rng)
            if action is not None:
                return action
    return generic_step(state, rng, timeout_weight)  # odd states: the reference path
