"""What a computer can work out from its view alone: its legal actions, the
cards it has not seen, which of them may be in other hands, and what a card
is worth to hold or to catch.

>>> from engines.troedel.state import new_game
>>> state = new_game(4, seed=5)
>>> d = state.pending()[0]
>>> legal_actions(state.view(d.seat), d.kind) == state.legal(d.seat)
True
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

from engines.troedel.actions import NameSuit, PassCard, PickCard, PlayCard
from engines.troedel.cards import (
    FAELSCHUNG,
    POSTEN,
    SMARAGD,
    SUITS,
    TIER_OF,
    attic_tiers,
    start_cards,
)
from engines.troedel.tricks import playable
from engines.troedel.view import TroedelView


def legal_actions(view: TroedelView, kind: str) -> list[Any]:
    """The reader's legal actions for a decision of ``kind``, from the view
    (the same list as ``state.legal``)."""
    me = view.reader
    assert me is not None
    if kind == "play":
        return [PlayCard(me, c) for c in sorted(set(playable(view.hand, view.follow)))]
    if kind == "pick":
        return [PickCard(me, c) for c in view.pick_cards]
    if kind == "pass":
        return [PassCard(me, c) for c in sorted(set(view.hand))]
    if kind == "name":
        return [NameSuit(me, s) for s in SUITS]
    raise ValueError(f"unknown decision kind {kind!r}")


@functools.cache
def _universe(seats: int, ohne_sonderkarten: bool) -> Counter[int]:
    cards: Counter[int] = Counter(start_cards(seats))
    for tier in attic_tiers(ohne_sonderkarten):
        cards.update(tier)
    return cards


@functools.cache
def _tier_sizes(ohne_sonderkarten: bool) -> tuple[int, ...]:
    return tuple(len(t) for t in attic_tiers(ohne_sonderkarten))


def universe(view: TroedelView) -> Counter[int]:
    """Every card of this game (start cards and attic); a new Counter, in
    the same order each time (cached: Normal asks for it on every card)."""
    return Counter(_universe(view.seats, view.options.ohne_sonderkarten))


def unseen(view: TroedelView) -> Counter[int]:
    """Cards the reader cannot place: not in his hand or Kiste, not on any
    Ladentisch, not in the trick (they are in other hands, Kisten, the attic)."""
    rest = universe(view)
    rest.subtract(view.hand)
    rest.subtract(view.kiste)
    for table in view.ladentisch:
        rest.subtract(table)
    rest.subtract(in_trick(view))
    return +rest


def in_trick(view: TroedelView) -> list[int]:
    """The trick's cards not yet on a Ladentisch (a finished trick being
    resolved has given its cards away, or some of them)."""
    if view.phase == "play":
        return [c for _, c in view.trick]
    if view.phase == "pick":
        return [c for (_, c), r in zip(view.trick, view.receivers, strict=True) if r < 0]
    return []


def full_tiers(view: TroedelView) -> set[int]:
    """The attic tiers nobody has drawn from yet: all their cards lie there."""
    sizes = _tier_sizes(view.options.ohne_sonderkarten)
    return {i + 1 for i in range(5) if view.attic_counts[i] == sizes[i]}


@functools.cache
def _dropped(whole: frozenset[int]) -> tuple[int, ...]:
    """The cards that lie in the attic when the tiers ``whole`` lie there whole."""
    both = 1 in whole and 3 in whole
    return tuple(c for c, tier in [*TIER_OF.items(), (FAELSCHUNG, 0)]
                 if tier in whole or c == FAELSCHUNG and both)


def maybe_out(view: TroedelView) -> Counter[int]:
    """Unseen cards that may be in another player's hand: not in an attic
    tier that is still whole."""
    out = unseen(view)
    pop = out.pop
    for c in _dropped(frozenset(full_tiers(view))):
        pop(c, None)
    return out


def hold_value(c: int) -> float:
    """What a card is worth in the hand (its trick-winning power; a Ganzer
    Posten most, a Fälschung as a card to dump on others)."""
    if c == POSTEN:
        return 2.0
    if c >= 100:
        return 0.45 if c == FAELSCHUNG else 0.35
    suit, value = c // 20, c % 20
    if value == 0:
        return 0.55
    if suit == SMARAGD:
        return 0.6 + value / 16 * 0.9
    return value / 18 * 0.8


def catch_value(c: int, ohne_strafe: bool = False) -> float:
    """What a caught card is worth: one point now, and as a card of the next
    hands (the Kiste); a Fälschung costs −3 at once."""
    if c == FAELSCHUNG:
        return 1.0 + (0.0 if ohne_strafe else -3.0) + 0.3
    return 1.0 + 0.35 * hold_value(c)
