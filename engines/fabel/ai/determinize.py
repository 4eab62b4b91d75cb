"""Guessing the money a view hides, consistently with what it shows.

A reader sees his own cards, every player's number of money cards and the
Kassenbuch estimates. With three or more players he also knows which money
cards the others hold between them: every card in a hand came from the start
hands or a Goldesel payout (both public), and payments and trades only move
cards between players. So the others' cards (and a covered offer lying on the
table) are exactly that pool minus his own hand; what he does not know is
who holds which. :func:`sample_hidden` deals the pool out at random with the
right card counts and then moves cards towards the Kassenbuch estimates
(a Metropolis walk, so it samples rather than optimises).

At two players money also comes from the deck; the pool is then every money
card that could be anywhere, and the opponent's cards are drawn from it.

In the Meistermarkt the pool starts from its own money (the 20er, start
100). Letter payments only move cards between two hands, so they change who
holds what, not the pool. The cards others laid on a running Kobold are a
hidden group of their own (:data:`POT`, its card count is public); the
reader's own cards there are known to him and left out of the pool.

>>> from engines.fabel import new_game
>>> import random
>>> view = new_game(4, seed=5).view(0)
>>> hidden = sample_hidden(view, random.Random(1))
>>> sorted(hidden.hands), [sum(hidden.hands[s]) for s in sorted(hidden.hands)]
([1, 2, 3], [7, 7, 7])
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engines.fabel import money as fmoney
from engines.fabel.cards import (
    DENOMINATIONS,
    GOLDESEL_PAYOUTS,
    GOLDESEL_SUPPLY_TWO,
    KLASSISCH_MONEY,
    KLASSISCH_START,
    KLASSISCH_START_TWO,
    MEISTER_MONEY,
    MEISTER_START,
    MEISTER_START_TWO,
    counts_of,
)
from engines.fabel.view import FabelView

#: Key of the covered offer lying on the table in :attr:`Hidden.hands`.
OFFER = -1
#: Meistermarkt: key of the cards the others laid on a running Kobold.
POT = -2


@dataclass(slots=True)
class Hidden:
    """One guess: money counts per other seat (and :data:`OFFER` for a covered
    offer the reader cannot see), plus, at two players, the cards left over
    (deck money and the cards out of the game)."""

    hands: dict[int, list[int]]
    rest: list[int]


def known_pool(view: FabelView) -> tuple[list[int], bool]:
    """The money cards the reader cannot place, as counts, and whether the
    pool is exact (three or more players) or only a superset (two players)."""
    assert view.reader is not None and view.hand is not None
    seats = view.seats
    own = fmoney.counts_from_values(view.hand)
    assert own is not None
    if view.trade is not None and view.trade.own_offer is not None:
        laid = fmoney.counts_from_values(view.trade.own_offer)
        assert laid is not None
        fmoney.add(own, laid)
    if view.kobold is not None:
        # Meistermarkt: the reader's own cards on the Kobold are known to him.
        mine = fmoney.counts_from_values(view.kobold.own_laid)
        assert mine is not None
        fmoney.add(own, mine)
    pool = [0] * len(DENOMINATIONS)
    if seats >= 3:
        start = counts_of(MEISTER_START if view.meister else KLASSISCH_START)
        for _ in range(seats):
            fmoney.add(pool, start)
        for nth in range(view.goldesel_seen):
            pool[DENOMINATIONS.index(GOLDESEL_PAYOUTS[nth])] += seats
        exact = True
    else:
        material = MEISTER_MONEY if view.meister else KLASSISCH_MONEY
        everything = counts_of({v: n for v, n in material.items() if v != 0})
        # The Goldesel supply is set aside; what is still in it is nowhere near a hand.
        supply = counts_of(GOLDESEL_SUPPLY_TWO)
        for nth in range(view.goldesel_seen):
            supply[DENOMINATIONS.index(GOLDESEL_PAYOUTS[nth])] -= 2
        pool = [max(0, a - b) for a, b in zip(everything, supply, strict=True)]
        exact = False
    pool = [max(0, a - b) for a, b in zip(pool, own, strict=True)]
    if not exact:
        # Start hands at two players hold no zeros; everything else is possible.
        base = counts_of(MEISTER_START_TWO if view.meister else KLASSISCH_START_TWO)
        pool = [max(p, b) for p, b in zip(pool, base, strict=True)]
    return pool, exact


def _targets(view: FabelView) -> dict[int, tuple[int, float, float]]:
    """Per hidden group: (cards, estimated Taler, tolerance)."""
    assert view.reader is not None
    out: dict[int, tuple[int, float, float]] = {}
    offer_seat: int | None = None
    offer_count = 0
    tr = view.trade
    if tr is not None and tr.offer_count is not None and tr.own_offer is None \
            and tr.counter_count is None:
        offer_seat, offer_count = tr.challenger, tr.offer_count
    for p in view.players:
        if p.seat == view.reader:
            continue
        tol = 0.12 * max(p.estimate, 0) + (60.0 if p.estimate_inexact else 15.0)
        out[p.seat] = (p.money_count, float(max(p.estimate, 0)), tol)
    if offer_seat is not None and offer_seat != view.reader:
        out[OFFER] = (offer_count, 0.0, 0.0)
    ko = view.kobold
    if ko is not None and ko.pot_count > len(ko.own_laid):
        out[POT] = (ko.pot_count - len(ko.own_laid), 0.0, 0.0)
    return out


def sample_hidden(view: FabelView, rng: random.Random, steps: int = 120) -> Hidden:
    """A random assignment of the hidden money consistent with the view."""
    pool, exact = known_pool(view)
    targets = _targets(view)
    cards = list(fmoney.values_of(pool))
    rng.shuffle(cards)
    groups = sorted(targets)
    need = sum(targets[g][0] for g in groups)
    if len(cards) < need:
        # Cannot happen with a consistent view; pad with tens rather than fail.
        cards.extend([10] * (need - len(cards)))
    held: dict[int, list[int]] = {}
    i = 0
    for g in groups:
        n = targets[g][0]
        held[g] = cards[i:i + n]
        i += n
    rest = cards[i:]
    challenger = view.trade.challenger if view.trade is not None else None

    def sums() -> dict[int, float]:
        # seats only: the offer counts for its challenger, the pot for nobody
        out = {g: float(sum(held[g])) for g in groups if g >= 0}
        if OFFER in held and challenger in out:
            out[challenger] += sum(held[OFFER])
        return out

    def error(s: dict[int, float]) -> float:
        return sum(((s[g] - targets[g][1]) / targets[g][2]) ** 2 for g in s)

    movable = [g for g in groups if held[g]]
    if not movable:
        return Hidden({g: _counts(held[g]) for g in groups}, _counts(rest))
    current = error(sums())
    places: list[int | None] = list(movable)
    if rest and not exact:
        places.append(None)
    for _ in range(steps):
        a = rng.choice(movable)
        b = rng.choice(places)
        if b == a:
            continue
        la = held[a]
        lb = rest if b is None else held[b]
        if not lb:
            continue
        ia, ib = rng.randrange(len(la)), rng.randrange(len(lb))
        if la[ia] == lb[ib]:
            continue
        la[ia], lb[ib] = lb[ib], la[ia]
        new = error(sums())
        if new <= current or rng.random() < math.exp((current - new) / 2.0):
            current = new
        else:
            la[ia], lb[ib] = lb[ib], la[ia]
    return Hidden({g: _counts(held[g]) for g in groups}, _counts(rest))


def _counts(values: list[int]) -> list[int]:
    counts = fmoney.counts_from_values(tuple(values))
    assert counts is not None
    return counts
