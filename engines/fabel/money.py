"""Money as per-denomination counts: sub-multisets, payments without change.

A hand is a list of counts in the order of :data:`DENOMINATIONS`
(0, 10, 20, 50, 100, 200, 500).

>>> hand = [1, 1, 0, 1, 1, 0, 0]            # 0, 10, 50, 100
>>> sorted(values_of(p) for p in minimal_payments(hand, 60))
[(50, 10), (100,)]
"""

from __future__ import annotations

import operator
import random
from collections.abc import Iterator, Sequence

from engines.fabel.cards import DENOMINATIONS, total, values_of

__all__ = [
    "counts_from_values",
    "is_minimal_payment",
    "minimal_payments",
    "submultisets",
    "total",
    "values_of",
]


def counts_from_values(values: Sequence[int]) -> list[int] | None:
    """Counts of a list of card values, or None if a value is no denomination."""
    # count() per denomination runs in C; a value that is no denomination
    # is counted nowhere, so the counts then fall short of the cards.
    counts = list(map(values.count, DENOMINATIONS))
    if sum(counts) != len(values):
        return None
    return counts


def holds(hand: Sequence[int], part: Sequence[int]) -> bool:
    """Whether ``part`` is contained in ``hand`` (both counts)."""
    return all(map(operator.le, part, hand))


def submultisets(counts: Sequence[int], *, nonempty: bool = False) -> Iterator[list[int]]:
    """Every sub-multiset of ``counts`` (as counts), the empty one unless
    ``nonempty``."""
    result: list[list[int]] = [[]]
    for c in counts:
        result = [prefix + [k] for prefix in result for k in range(c + 1)]
    for sub in result:
        if not nonempty or any(sub):
            yield sub


def submultisets_of_size(counts: Sequence[int], k: int) -> Iterator[list[int]]:
    """Every sub-multiset of ``counts`` with exactly ``k`` cards (a letter
    payment: any k cards)."""
    def rest(i: int, left: int) -> Iterator[list[int]]:
        if i == len(counts):
            if not left:
                yield []
            return
        for n in range(min(counts[i], left) + 1):
            for tail in rest(i + 1, left - n):
                yield [n, *tail]
    return rest(0, k)


def smallest_value(counts: Sequence[int]) -> int | None:
    """The smallest card value in ``counts``, None when empty."""
    for i, c in enumerate(counts):
        if c:
            return DENOMINATIONS[i]
    return None


def is_minimal_payment(counts: Sequence[int], amount: int) -> bool:
    """Whether these cards cover ``amount`` and none of them could be left out.

    Removing the smallest card is the best chance to still cover the amount,
    so it is enough to test that one (and zeros are never minimal).
    """
    paid = total(counts)
    low = smallest_value(counts)
    return low is not None and paid >= amount and paid - low < amount


def minimal_payments(hand: Sequence[int], amount: int) -> list[list[int]]:
    """All minimal payments of ``amount`` from ``hand``; empty if it cannot pay."""
    if total(hand) < amount:
        return []
    # Zeros never belong to a minimal payment: leave them out of the search.
    without_zeros = [0, *hand[1:]]
    return [sub for sub in submultisets(without_zeros, nonempty=True)
            if is_minimal_payment(sub, amount)]


def cheapest_payment(hand: Sequence[int], amount: int) -> list[int] | None:
    """The minimal payment that gives away the least money (ties: fewer cards)."""
    options = minimal_payments(hand, amount)
    if not options:
        return None
    return min(options, key=lambda p: (total(p), sum(p)))


def add(hand: list[int], part: Sequence[int]) -> None:
    """Add ``part`` to ``hand`` in place."""
    hand[:] = map(operator.add, hand, part)


def remove(hand: list[int], part: Sequence[int]) -> None:
    """Remove ``part`` from ``hand`` in place (the caller checked :func:`holds`)."""
    hand[:] = map(operator.sub, hand, part)


def card_count(counts: Sequence[int]) -> int:
    """Number of cards."""
    return sum(counts)


def as_values(counts: Sequence[int]) -> tuple[int, ...]:
    """Card values, highest first."""
    return values_of(list(counts))


def random_minimal_payment(hand: Sequence[int], amount: int,
                           rng: random.Random) -> tuple[int, ...]:
    """A random minimal payment: cards in random order until the amount is
    covered, then superfluous cards dropped, smallest first.

    >>> random_minimal_payment([2, 3, 0, 1, 1, 0, 0], 60, random.Random(4))
    (100,)
    """
    cards = list(values_of(hand))
    if hand[0]:  # the zeros come last; they never belong to a minimal payment
        del cards[-hand[0]:]
    rng.shuffle(cards)
    chosen: list[int] = []
    paid = 0
    for v in cards:
        if paid >= amount:
            break
        chosen.append(v)
        paid += v
    chosen.sort()
    # once the smallest card is needed, every larger one is needed too
    while chosen and paid - chosen[0] >= amount:
        paid -= chosen.pop(0)
    chosen.reverse()
    return tuple(chosen)
