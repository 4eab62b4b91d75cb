"""Places with ties, the place bonus and rounding, the same for every game.

Places are standard competition ranking: equal keys share a place and the
next place is skipped (1, 2, 2, 4). A higher key is better::

    >>> places([(10,), (8,), (8,), (3,)])
    [1, 2, 2, 4]
    >>> [place_bonus(p, places_of, (50, 25, 10)) for p, places_of in
    ...  [(1, [1, 2, 3]), (2, [1, 2, 3]), (3, [1, 2, 3])]]
    [50, 25, 0]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def places(keys: Sequence[Any]) -> list[int]:
    """The place of every key (1 is best; equal keys share a place)."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def place_bonus(place: int, all_places: Sequence[int], bonuses: Sequence[int]) -> int:
    """The bonus of ``place`` among ``all_places`` (one entry per player).

    Players who share a place each get its bonus; a player *alone* in the
    last place gets none ("der letzte Platz bekommt nie einen Bonus"), even
    where the table has a bonus for that place:

    >>> place_bonus(2, [1, 2], (50, 25, 10))
    0
    >>> place_bonus(2, [1, 2, 2], (50, 25, 10))
    25
    >>> place_bonus(1, [1, 1], (50, 25, 10))
    50
    """
    if place > len(bonuses):
        return 0
    last = max(all_places)
    alone = sum(1 for p in all_places if p == place) == 1
    if place == last and alone and len(all_places) > 1:
        return 0
    return bonuses[place - 1]


def round_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded half up, for positive denominators.

    >>> round_half_up(361, 2), round_half_up(90, 20), round_half_up(-5, 2)
    (181, 5, -2)
    """
    if denominator <= 0:
        raise ValueError("the denominator must be positive")
    return (2 * numerator + denominator) // (2 * denominator)
