"""The material of Speedfabel: creatures, their Vierer values, money.

Creature cards are the ints 0..9 (see :class:`Creature`). In the two-player
deck money cards lie among the creatures; they are the ints
``MONEY_CARD + value`` (see :func:`money_card`).

>>> Creature.DRACHE.value, VIERER_VALUE[Creature.DRACHE]
(9, 1000)
>>> money_value(money_card(50))
50
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum


class Creature(IntEnum):
    """The ten kinds of fable creature, cheapest first."""

    IRRLICHT = 0
    WOLPERTINGER = 1
    ZWERG = 2
    NIXE = 3
    TROLL = 4
    GREIF = 5
    GOLDESEL = 6
    EINHORN = 7
    PHOENIX = 8
    DRACHE = 9


KINDS = 10
CREATURES = tuple(Creature)

#: Value of a complete Vierer of each kind (DECISIONS.md).
VIERER_VALUE: tuple[int, ...] = (10, 40, 90, 160, 250, 350, 500, 650, 800, 1000)

#: The bank pays every player this much at the 1st, 2nd, 3rd and 4th Goldesel.
GOLDESEL_PAYOUTS: tuple[int, ...] = (50, 100, 200, 500)

#: Money denominations; hands are counted per denomination in this order.
DENOMINATIONS: tuple[int, ...] = (0, 10, 20, 50, 100, 200, 500)
DENOM_INDEX = {value: i for i, value in enumerate(DENOMINATIONS)}

#: Klassisch money: value -> number of cards (55 cards, 4700 Taler).
KLASSISCH_MONEY = {0: 10, 10: 20, 50: 10, 100: 5, 200: 5, 500: 5}
#: Start money with three to six players: 2 x 0, 4 x 10, 1 x 50 = 90.
KLASSISCH_START = {0: 2, 10: 4, 50: 1}
#: Start money with two players, who play without zeros (DECISIONS.md).
KLASSISCH_START_TWO = {10: 4, 50: 1}
#: What the bank adds with six players (DECISIONS.md).
KLASSISCH_SIX_EXTRA = {0: 2, 10: 4, 50: 2, 100: 1, 200: 1, 500: 1}
#: The Goldesel supply set aside with two players.
GOLDESEL_SUPPLY_TWO = {50: 2, 100: 2, 200: 2, 500: 2}
#: Money cards that leave the game face down with two players.
REMOVED_TWO = 10

#: Meistermarkt money: 66 cards with the 20er-Taler (rule text).
MEISTER_MONEY = {0: 10, 10: 20, 20: 11, 50: 10, 100: 5, 200: 5, 500: 5}
#: Meistermarkt start money with three to six players: 2 x 0, 3 x 10, 1 x 20, 1 x 50 = 100.
MEISTER_START = {0: 2, 10: 3, 20: 1, 50: 1}
#: Meistermarkt start money with two players (no zeros, DECISIONS.md).
MEISTER_START_TWO = {10: 3, 20: 1, 50: 1}
#: What the bank adds in Meistermarkt with six players (DECISIONS.md).
MEISTER_SIX_EXTRA = {0: 2, 50: 2, 100: 1, 200: 1, 500: 1}

#: Ahnenbriefe (Meistermarkt) are the deck cards ``LETTER + kind``.
LETTER = 100
#: A Kobold (Meistermarkt) is the deck card ``KOBOLD``; four lie in the deck.
KOBOLD = 200
KOBOLDE = 4
#: The ``kind`` of a Challenge about Kobolde (creature kinds are 0..9).
KOBOLD_TRADE = KINDS
#: Points of an Ahnenbrief in scoring steps 3 and 5.
LETTER_POINTS = 250
#: The "Meins!" counter starts here and steps down once a second.
MEINS_START = 10
MEINS_STEP = 1.0

MONEY_CARD = 1000


def is_letter(card: int) -> bool:
    """Whether a deck card is an Ahnenbrief."""
    return LETTER <= card < LETTER + KINDS


def is_creature(card: int) -> bool:
    """Whether a deck card is a creature."""
    return 0 <= card < KINDS


def money_card(value: int) -> int:
    """The deck card that is a money card of ``value`` (two players)."""
    return MONEY_CARD + value


def is_money(card: int) -> bool:
    """Whether a deck card is a money card."""
    return card >= MONEY_CARD


def money_value(card: int) -> int:
    """The value of a money deck card."""
    return card - MONEY_CARD


def counts_of(values: dict[int, int]) -> list[int]:
    """Per-denomination counts of a value -> number mapping."""
    counts = [0] * len(DENOMINATIONS)
    for value, n in values.items():
        counts[DENOM_INDEX[value]] += n
    return counts


def values_of(counts: Sequence[int]) -> tuple[int, ...]:
    """The card values of per-denomination counts, highest first.

    >>> values_of([2, 4, 0, 1, 0, 0, 0])
    (50, 10, 10, 10, 10, 0, 0)
    """
    # written out for the seven denominations: a hot path
    c0, c1, c2, c3, c4, c5, c6 = counts
    return ((500,) * c6 + (200,) * c5 + (100,) * c4 + (50,) * c3 + (20,) * c2 + (10,) * c1
            + (0,) * c0)


def total(counts: Sequence[int]) -> int:
    """The sum of per-denomination counts in Taler (written out: a hot path)."""
    return (10 * counts[1] + 20 * counts[2] + 50 * counts[3] + 100 * counts[4]
            + 200 * counts[5] + 500 * counts[6])
