"""Random play on a Speedfabel state, fast: the draws of
:func:`engines.core.playout.generic_step` without listing every legal action.

Property tests and benchmarks play many random games; ``State.sample`` and
``State.random_action`` are the functions here. Offers are random
sub-multisets of the hand, payments random minimal ones; otherwise each legal
action is equally likely, drawn with the same rng calls as picking from
``legal(seat)``.

Actions are frozen values compared by value, so random play hands out one
shared object per distinct action: looking one up costs a fraction of
building it. The caches are bounded (beyond them actions are built).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import repeat
from typing import TYPE_CHECKING, Any, TypeVar

from engines.core import Timeout
from engines.core.playout import generic_step
from engines.fabel import flow, money
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
    DECIDER,
    DECIDER_SET,
    MEINS,
    OFFER,
    OVER,
    PAY,
    TURN,
    VORKAUF,
)
from engines.fabel.rules import HANDLERS

if TYPE_CHECKING:
    from engines.fabel.state import State

_Cards = TypeVar("_Cards", Offer, Counter, Pay)

#: Maps a creature count to 1 where it can be traded (1 to 3 cards), else 0.
_TRADABLE = bytes(1 if 0 < c < 4 else 0 for c in range(256))
_from_bytes = int.from_bytes

_SEATS = range(6)
_REVEAL = tuple(Reveal(s) for s in _SEATS)
_SELL = tuple(Sell(s) for s in _SEATS)
_BUY_SELF = tuple(BuySelf(s) for s in _SEATS)
_ACCEPT = tuple(Accept(s) for s in _SEATS)
#: ``_CHALLENGE[seat][opponent][kind]`` (kind ``KOBOLD_TRADE`` too).
_CHALLENGE = tuple(tuple(tuple(Challenge(s, o, k) for k in range(KOBOLD_TRADE + 1))
                         for o in _SEATS) for s in _SEATS)
#: Bids per seat and amount; expiries per token.
_BIDS: tuple[dict[int, Bid], ...] = tuple({} for _ in _SEATS)
_BID_CAP = 20_000
_TIMEOUTS: dict[int, Timeout] = {}
_TOKEN_CAP = 20_000
#: Offers, counter-offers and payments per kind, seat and cards.
_WITH_CARDS: dict[type, tuple[dict[tuple[int, ...], Any], ...]] = {
    kind: tuple({} for _ in _SEATS) for kind in (Offer, Counter, Pay)}
_CARDS_CAP = 5_000
#: The bidders of an auction nobody has dropped out of, per (seats, auctioneer).
_ALL_BIDDERS = {(n, a): tuple(s for s in range(n) if s != a) for n in range(2, 7)
                for a in range(n)}


def bid_action(seat: int, amount: int) -> Bid:
    """``Bid(seat, amount)``, shared where the cache holds it."""
    cache = _BIDS[seat]
    action = cache.get(amount)
    if action is None:
        action = Bid(seat, amount)
        if amount < _BID_CAP:
            cache[amount] = action
    return action


def timeout_action(token: int) -> Timeout:
    """``Timeout(token)``, shared where the cache holds it."""
    action = _TIMEOUTS.get(token)
    if action is None:
        action = Timeout(token)
        if token < _TOKEN_CAP:
            _TIMEOUTS[token] = action
    return action


def with_cards(kind: type[_Cards], seat: int, cards: tuple[int, ...]) -> _Cards:
    """``kind(seat, cards)`` (an offer, a counter-offer or a payment), shared
    where the cache holds it."""
    cache: dict[tuple[int, ...], _Cards] = _WITH_CARDS[kind][seat]
    action = cache.get(cards)
    if action is None:
        action = kind(seat, cards)
        if len(cache) < _CARDS_CAP:
            cache[cards] = action
    return action


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
            return bid_action(seat, a.high + QUICK_BIDS[int(rng.random() * 3)])
        return None
    if phase == MEINS:
        return Meins(seat) if state.may_press(seat) else None
    if seat != state.decider():
        return None
    return sample_decision(state, seat, phase, rng)


def sample_decision(state: State, seat: int, phase: str, rng: random.Random) -> Any:
    """:func:`sample` for the seat that decides in ``phase``."""
    return _SAMPLERS.get(phase, _sample_listed)(state, seat, rng)


def _sample_listed(state: State, seat: int, rng: random.Random) -> Any:
    """A random element of ``legal(seat)`` (the phases without a shortcut)."""
    options = state.legal(seat)
    return options[int(rng.random() * len(options))] if options else None


def _sample_offer(state: State, seat: int, rng: random.Random) -> Any:
    """A random non-empty sub-multiset of the hand (empty with no cards)."""
    hand = state.hands[seat]
    if not any(hand):
        return with_cards(Offer, seat, ())
    while True:
        part = [int(rng.random() * (c + 1)) if c else 0 for c in hand]
        if any(part):
            return with_cards(Offer, seat, values_of(part))


def _sample_answer(state: State, seat: int, rng: random.Random) -> Any:
    """Annehmen or a random counter-offer, each half the time."""
    if rng.random() < 0.5:
        return _ACCEPT[seat]
    return with_cards(Counter, seat, values_of([int(rng.random() * (c + 1)) if c else 0
                                                for c in state.hands[seat]]))


def _sample_pay(state: State, seat: int, rng: random.Random) -> Any:
    """A random minimal payment of the amount owed."""
    assert state.payment is not None
    return with_cards(Pay, seat, money.random_minimal_payment(
        state.hands[seat], state.payment.amount, rng))


def _sample_vorkauf(state: State, seat: int, rng: random.Random) -> Any:
    """Verkaufen, or Selbst kaufen where the money suffices (as listed)."""
    assert state.auction is not None
    n = 2 if total(state.hands[seat]) >= state.auction.high else 1
    return _SELL[seat] if int(rng.random() * n) == 0 else _BUY_SELF[seat]


def _sample_letter_pay(state: State, seat: int, rng: random.Random) -> Any:
    """Any k of the payer's money cards (an Ahnenbrief's price)."""
    assert state.race is not None
    cards = list(values_of(state.hands[seat]))
    rng.shuffle(cards)
    return Pay(seat, tuple(sorted(cards[:state.race.k], reverse=True)))


def sample_turn(state: State, seat: int, rng: random.Random) -> Any:
    """``legal(seat)[i]`` for a random ``i`` in the turn phase, building
    only the chosen action (legal() lists Reveal, then the challenges by
    kind, then by opponent)."""
    creatures = state.creatures
    # Tradable kinds as bit masks (kind k is bit 8k), built in C: the
    # number of challenges is the count of bits shared with each rival.
    own = _from_bytes(bytes(creatures[seat]).translate(_TRADABLE), "little")
    n = reveal = 1 if state.deck else 0
    shared: list[tuple[int, int]] = []
    if own:
        for other, row in enumerate(creatures):
            if other != seat:
                mask = own & _from_bytes(bytes(row).translate(_TRADABLE), "little")
                if mask:
                    shared.append((other, mask))
                    n += mask.bit_count()
    kobold_rivals: list[int] = []
    if state.meister and state.kobolde[seat]:
        kobold_rivals = [o for o in range(state.seats) if o != seat and state.kobolde[o]]
        n += len(kobold_rivals)
    if not n:
        return None
    i = int(rng.random() * n)
    if i < reveal:
        return _REVEAL[seat]
    return _pick_challenge(seat, i - reveal, n - reveal - len(kobold_rivals), shared,
                           kobold_rivals)


def _pick_challenge(seat: int, i: int, creature_challenges: int,
                    shared: list[tuple[int, int]], kobold_rivals: list[int]) -> Challenge:
    """The ``i``-th challenge of ``seat`` in the order of ``legal()``."""
    challenges = _CHALLENGE[seat]
    if i >= creature_challenges:  # the Kobold challenges come last, as in challenges()
        return challenges[kobold_rivals[i - creature_challenges]][KOBOLD_TRADE]
    union = 0
    for _, mask in shared:
        union |= mask
    while union:  # kinds in order (lowest bit first), then rivals in seat order
        low = union & -union
        for other, mask in shared:
            if mask & low:
                if not i:
                    return challenges[other][low.bit_length() // 8]
                i -= 1
        union ^= low
    raise AssertionError("challenge count and list disagree")


#: The shortcut sampler of each single-decider phase (the rest: :func:`_sample_listed`).
_SAMPLERS: dict[str, Callable[[State, int, random.Random], Any]] = {
    TURN: sample_turn,
    OFFER: _sample_offer,
    ANSWER: _sample_answer,
    PAY: _sample_pay,
    VORKAUF: _sample_vorkauf,
    BRIEF_PAY: _sample_letter_pay,
}


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
            # the seats of pending(): all but the auctioneer and the bankrupt
            if a.excluded:
                bidders = tuple(d.seat for d in state.pending())
            else:
                bidders = _ALL_BIDDERS[state.seats, a.auctioneer]
            n = len(bidders)
            waits = timeout_weight if state.countdown is not None else 0
            if n or waits:
                pick = int(rng.random() * (n + waits))
                if pick >= n:
                    return timeout_action(state.token)
                return bid_action(bidders[pick], a.high + QUICK_BIDS[int(rng.random() * 3)])
    else:
        who = DECIDER.get(phase)  # state.decider(), looked up here
        if who is not None:
            action = _SAMPLERS.get(phase, _sample_listed)(state, who(state), rng)
            if action is not None:
                return action
    return generic_step(state, rng, timeout_weight)  # odd states: the reference path


def random_playout(state: State, rng: random.Random, timeout_weight: int = 1,
                   max_actions: int = 100_000) -> list[Any]:
    """The rest of the game in random steps, exactly as
    :func:`engines.core.playout.random_game` plays it without events (the
    same draws, actions and positions); returns the actions.

    The loop search and benchmarks run: each drawn action is carried out by
    its rule directly, as ``State.apply(action, record=False)`` would (a drawn
    action is legal and names a seat of the table, so apply's checks of kind
    and seat are left out); the timer's expiry goes through ``apply``.

    >>> from engines.fabel.state import new_game
    >>> a, b = new_game(4, seed=7), new_game(4, seed=7)
    >>> ra, rb = random.Random(3), random.Random(3)
    >>> fast = random_playout(a, ra)
    >>> slow = []
    >>> while not b.is_over():
    ...     slow.append(random_action(b, rb))
    ...     _ = b.apply(slow[-1])
    >>> fast == slow, a.result() == b.result(), ra.random() == rb.random()
    (True, True, True)
    """
    actions: list[Any] = []
    append = actions.append
    for _ in repeat(None, max_actions):
        if state.phase == OVER:
            return actions
        action = random_action(state, rng, timeout_weight)
        handler = HANDLERS.get(type(action))
        if handler is None:  # the timer's expiry
            state.apply(action, record=False)
        else:
            handler(state, action, None)
            if state.phase in DECIDER_SET:  # a new decision: apply's clock step
                flow.start_clock(state)
        append(action)
    if state.phase == OVER:
        return actions
    raise RuntimeError("the game did not end")
