"""Scenario helpers for the Speedfabel rule tests.

A scenario starts from ``new_game`` and is then rigged by *moving* cards, so
that the material stays complete (money and creatures are conserved, which
the property tests check as well):

- :func:`give_creatures` moves creature cards from the deck to a player,
- :func:`set_hand` swaps a player's money with the bank (or, at two players,
  with the cards removed at setup),
- :func:`put_on_top` puts chosen cards on top of the deck (first = next),
- :func:`deal_out_deck` hands every card left in the deck to the players.

:class:`FakeClock` drives ``state.timer()`` with a fake time: it turns the
seconds of each new timer into a deadline and fires ``Timeout(token)`` when
the fake time reaches it.

:func:`snapshot` captures the whole state as comparable data, for "an
illegal action changes nothing".
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from engines.core import Event, IllegalAction, Timeout
from engines.fabel import Options, State, new_game
from engines.fabel.cards import (
    DENOM_INDEX,
    DENOMINATIONS,
    KINDS,
    KOBOLD,
    LETTER,
    is_letter,
    is_money,
    money_card,
    money_value,
    values_of,
)
from engines.texts.de import TEXTS


def scenario(
    seats: int,
    *,
    seed: int = 1,
    first: int = 0,
    options: Options | None = None,
    creatures: Mapping[int, Mapping[int, int]] | None = None,
    hands: Mapping[int, Sequence[int]] | None = None,
    top: Sequence[int] = (),
) -> State:
    """A new game with seat ``first`` on turn and rigged material.

    ``creatures`` maps seat -> {kind: number} (taken from the deck),
    ``hands`` maps seat -> money card values, ``top`` lists the next cards
    of the deck, the first one on top.
    """
    opts = replace(options or Options(), first_seat=first)
    state = new_game(seats, seed, opts)
    for seat, kinds in (creatures or {}).items():
        for kind, n in kinds.items():
            give_creatures(state, seat, kind, n)
    for seat, values in (hands or {}).items():
        set_hand(state, seat, values)
    put_on_top(state, top)
    return state


def give_creatures(state: State, seat: int, kind: int, n: int) -> None:
    """Move ``n`` cards of ``kind`` from the deck to ``seat``."""
    for _ in range(n):
        state.deck.remove(kind)
        state.creatures[seat][kind] += 1


def _money_source(state: State) -> list[int]:
    return state.removed if state.two else state.bank


def set_hand(state: State, seat: int, values: Iterable[int]) -> None:
    """Give ``seat`` exactly these money cards, swapping with the bank
    (two players: with the removed cards, which no view shows)."""
    source = _money_source(state)
    for i, c in enumerate(state.hands[seat]):
        source[i] += c
    hand = [0] * len(DENOMINATIONS)
    for v in values:
        hand[DENOM_INDEX[v]] += 1
    for i, c in enumerate(hand):
        while state.two and source[i] < c and money_card(DENOMINATIONS[i]) in state.deck:
            # two players: borrow the missing card from the deck's money
            state.deck.remove(money_card(DENOMINATIONS[i]))
            state.deck_money -= 1
            source[i] += 1
        if source[i] < c:
            raise ValueError(f"not enough {DENOMINATIONS[i]}s to rig the hand")
        source[i] -= c
    state.hands[seat] = hand


def put_on_top(state: State, cards: Sequence[int]) -> None:
    """Put ``cards`` on top of the deck, ``cards[0]`` first to come."""
    for card in cards:
        state.deck.remove(card)
    state.deck.extend(reversed(cards))


def deal_out_deck(state: State, owners: Mapping[int, int] | None = None,
                  default: int = 0) -> None:
    """Empty the deck: each creature goes to ``owners[kind]`` (else
    ``default``); money cards (two players) go to ``default``'s hand."""
    owners = owners or {}
    while state.deck:
        card = state.deck.pop()
        if is_money(card):
            state.hands[default][DENOM_INDEX[money_value(card)]] += 1
            state.deck_money -= 1
        else:
            state.creatures[owners.get(card, default)][card] += 1


def hand_values(state: State, seat: int) -> list[int]:
    """A seat's money card values, sorted high to low."""
    return list(values_of(state.hands[seat]))


def money_of(state: State, seat: int) -> int:
    """A seat's money in Taler."""
    return sum(values_of(state.hands[seat]))


# ---------------------------------------------------------------- material
def all_money(state: State) -> Counter[int]:
    """Every money card of the game by value, wherever it lies."""
    out: Counter[int] = Counter()

    def add(counts: Sequence[int]) -> None:
        for i, c in enumerate(counts):
            out[DENOMINATIONS[i]] += c

    add(state.bank)
    add(state.supply)
    add(state.removed)
    for hand in state.hands:
        add(hand)
    if state.trade is not None:
        for part in (state.trade.offer, state.trade.counter):
            if part is not None:
                add(part)
    for card in state.deck:
        if is_money(card):
            out[money_value(card)] += 1
    if state.peek is not None and is_money(state.peek):
        out[money_value(state.peek)] += 1
    if state.kobold is not None:  # Meistermarkt: cards lying on a Kobold
        add(state.kobold.pot)
    return +out


def all_creatures(state: State) -> Counter[int]:
    """Every creature card by kind: players, deck, stage, looked-at card."""
    out: Counter[int] = Counter()
    for row in state.creatures:
        for kind in range(KINDS):
            out[kind] += row[kind]
    for card in state.deck:
        if 0 <= card < KINDS:
            out[card] += 1
    if state.auction is not None:
        out[state.auction.card] += 1
    if state.peek is not None and 0 <= state.peek < KINDS:
        out[state.peek] += 1
    return +out


def all_specials(state: State) -> Counter[str]:
    """Meistermarkt: every Ahnenbrief (by kind) and Kobold, wherever it lies:
    players, deck, stage, looked-at card, the Kobold of a running round."""
    out: Counter[str] = Counter()
    cards = list(state.deck)
    if state.peek is not None:
        cards.append(state.peek)
    for card in cards:
        if is_letter(card):
            out[f"letter{card - LETTER}"] += 1
        elif card == KOBOLD:
            out["kobold"] += 1
    for seat in range(state.seats):
        for kind in range(KINDS):
            out[f"letter{kind}"] += state.letters[seat][kind]
        out["kobold"] += state.kobolde[seat]
    if state.race is not None:
        out[f"letter{state.race.kind}"] += 1
    if state.kobold is not None:
        out["kobold"] += 1
    return +out


# ---------------------------------------------------------------- snapshots
def snapshot(state: State) -> dict[str, Any]:
    """The whole state as plain comparable data (the rng by its state)."""
    data = {k: copy.deepcopy(v) for k, v in vars(state).items() if k != "rng"}
    data["rng"] = state.rng.getstate()
    return data


def refused(state: State, action: Any, code: str | None = None) -> IllegalAction:
    """Apply ``action``, expect IllegalAction with a German reason (and
    ``code`` if given), and check that the state did not change."""
    before = snapshot(state)
    try:
        state.apply(action)
    except IllegalAction as err:
        assert snapshot(state) == before, f"{action} changed the state before refusing"
        assert err.reason and err.reason[0].isupper() and err.reason.endswith((".", "!")), (
            err.reason)
        if code is not None:
            assert err.code == code, (err.code, err.reason)
        # the reason comes from the German catalog (up to its parameters)
        template = TEXTS[f"fabel.err.{err.code}"]
        assert err.reason.startswith(template.split("{")[0]), (err.code, err.reason)
        return err
    raise AssertionError(f"{action} was accepted")


def of_type(events: Iterable[Event], kind: type) -> list[Any]:
    """The events of one type."""
    return [e for e in events if isinstance(e, kind)]


# ---------------------------------------------------------------- fake clock
class FakeClock:
    """Fake time for ``state.timer()``: deadlines from seconds, and Timeouts.

    Every timer with a new token gets the deadline ``now + seconds``;
    :meth:`advance` fires ``Timeout(token)`` whenever the fake time reaches
    the current deadline.
    """

    def __init__(self, state: State) -> None:
        self.state = state
        self.now = 0.0
        self.token: int | None = None
        self.deadline: float | None = None
        self.events: list[tuple[float, Event]] = []
        self._sync()

    def _sync(self) -> None:
        timer = self.state.timer()
        if timer is None:
            self.token, self.deadline = None, None
        elif timer.token != self.token:
            self.token, self.deadline = timer.token, self.now + timer.seconds

    def act(self, action: Any, at: float | None = None) -> list[Event]:
        """Advance to ``at`` (if given) and apply ``action`` then."""
        if at is not None:
            self.advance(at)
        events = self.state.apply(action)
        self.events.extend((self.now, e) for e in events)
        self._sync()
        return events

    def advance(self, to: float) -> list[Event]:
        """Let the fake time run to ``to``, firing every deadline on the way."""
        fired: list[Event] = []
        while self.deadline is not None and self.deadline <= to and not self.state.is_over():
            self.now = self.deadline
            assert self.token is not None
            events = self.state.apply(Timeout(self.token))
            self.events.extend((self.now, e) for e in events)
            fired.extend(events)
            self._sync()
        self.now = max(self.now, to)
        return fired
