"""The computers and the Rat read the view only (items 148, 163, 168)."""

from __future__ import annotations

import contextlib
import random

import pytest

from engines import fabel
from engines.fabel import ai
from engines.fabel.ai.arena import play
from engines.fabel.ai.determinize import OFFER, known_pool, sample_hidden
from engines.fabel.cards import total
from engines.fabel.state import State


class _Enough(Exception):
    """Stops a game once enough positions are collected."""


def _positions(seats: int, seed: int, every: int, limit: int) -> list[State]:
    """Copies of a Normal game at every ``every``-th decision, at most ``limit``
    of them (the game stops there: later positions are not needed)."""
    out: list[State] = []
    state = fabel.new_game(seats, seed)
    count = [0]

    def player(view, decision, rng):  # type: ignore[no-untyped-def]
        count[0] += 1
        if count[0] % every == 0:
            out.append(state.copy())
            if len(out) >= limit:
                raise _Enough
        return ai.decide(view, decision, rng, "normal")

    with contextlib.suppress(_Enough):
        play(state, [player] * seats, seed)
    return out


def _scramble(state: State, rng: random.Random, reader: int) -> State:
    """The same public position with other hidden data: the others' money
    cards dealt anew among them (same card counts, same Kassenbuch), and the
    deck reshuffled."""
    other = state.copy()
    seats = [s for s in range(state.seats) if s != reader]
    cards = [v for s in seats for v in fabel.money.values_of(other.hands[s])]
    rng.shuffle(cards)
    for s in seats:
        n = sum(other.hands[s])
        part, cards = cards[:n], cards[n:]
        counts = fabel.money.counts_from_values(tuple(part))
        assert counts is not None
        other.hands[s] = counts
    if other.trade is not None and other.trade.offer is not None \
            and other.trade.challenger != reader:
        n = sum(other.trade.offer)
        pool = [v for v in fabel.money.values_of(other.trade.offer)]
        pool += [v for v in fabel.money.values_of(other.hands[other.trade.challenger])]
        rng.shuffle(pool)
        offer = fabel.money.counts_from_values(tuple(pool[:n]))
        rest = fabel.money.counts_from_values(tuple(pool[n:]))
        assert offer is not None and rest is not None
        other.trade.offer, other.hands[other.trade.challenger] = offer, rest
    rng.shuffle(other.deck)
    return other


@pytest.mark.parametrize("strength", ["leicht", "normal", "stark"])
def test_item_163_hidden_data_never_changes_a_decision(strength: str) -> None:
    """163 / 148: "Er rechnet nur mit dem, was du auch siehst": changing the
    others' money card values, covered offers and the deck order leaves every
    decision unchanged (same rng)."""
    checked = 0
    for position in _positions(4, seed=21, every=37, limit=12):
        for d in position.pending():
            twin = _scramble(position, random.Random(checked), d.seat)
            assert twin.view(d.seat) == position.view(d.seat)
            hidden_differs = any(twin.hands[s] != position.hands[s]
                                 for s in range(4) if s != d.seat)
            a = ai.decide(position.view(d.seat), d, random.Random(5), strength, budget=None)
            b = ai.decide(twin.view(d.seat), d, random.Random(5), strength, budget=None)
            assert a == b
            checked += hidden_differs
    assert checked > 5


def test_item_168_the_rat_ignores_hidden_data() -> None:
    """168: changing hidden data of the computers leaves the Rat unchanged."""
    for position in _positions(4, seed=8, every=41, limit=8):
        d = position.pending()[0]
        twin = _scramble(position, random.Random(1), d.seat)
        a = ai.advise(position.view(d.seat), d, random.Random(2), budget=None)
        b = ai.advise(twin.view(d.seat), d, random.Random(2), budget=None)
        assert a == b


def test_item_148_the_pool_of_hidden_money_is_what_the_others_hold() -> None:
    """148: the computer's picture of the others' money uses public facts
    only, and with three or more players the pool it deals out is exactly
    the others' cards (plus a covered offer)."""
    for position in _positions(4, seed=3, every=29, limit=15):
        for reader in range(4):
            pool, exact = known_pool(position.view(reader))
            assert exact
            truth = [0] * 7
            for s in range(4):
                if s != reader:
                    fabel.money.add(truth, position.hands[s])
            tr = position.trade
            if tr is not None and tr.offer is not None and tr.challenger != reader:
                fabel.money.add(truth, tr.offer)
            assert pool == truth


def test_sampled_hands_keep_card_counts() -> None:
    """A guess deals every other player exactly his number of money cards."""
    for position in _positions(4, seed=4, every=31, limit=10):
        view = position.view(0)
        hidden = sample_hidden(view, random.Random(0))
        for s, counts in hidden.hands.items():
            if s == OFFER:
                assert view.trade is not None and sum(counts) == view.trade.offer_count
            else:
                assert sum(counts) == view.players[s].money_count
                assert total(counts) >= 0
