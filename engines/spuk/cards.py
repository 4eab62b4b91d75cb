"""The 52 Schlossbewohner: values 0 to 13, their names, counts and actions.

>>> DECK_SIZE, COUNTS[0], COUNTS[5], COUNTS[13]
(52, 2, 4, 2)
>>> [ACTIONS.get(v) for v in (6, 7, 9, 11, 13)]
[None, 'kerze', 'kugel', 'polter', None]
"""

from __future__ import annotations

from typing import Final

#: The values, lowest first.
VALUES: Final = tuple(range(14))
#: How many cards of each value there are: two each of 0 and 13, four of the rest.
COUNTS: Final = {v: 2 if v in (0, 13) else 4 for v in VALUES}
DECK_SIZE: Final = sum(COUNTS.values())

KERZE: Final = "kerze"
KUGEL: Final = "kugel"
POLTER: Final = "polter"
#: The action of a card drawn from the deck and discarded (DECISIONS: 7-12).
ACTIONS: Final = {7: KERZE, 8: KERZE, 9: KUGEL, 10: KUGEL, 11: POLTER, 12: POLTER}

#: Geisterstunde: a row of exactly these four values, in any order.
GEISTERSTUNDE: Final = (12, 12, 13, 13)


def full_deck() -> list[int]:
    """All 52 values, sorted (the deal shuffles them)."""
    return [v for v in VALUES for _ in range(COUNTS[v])]


def is_geisterstunde(row: list[int] | tuple[int, ...]) -> bool:
    """Whether a row is exactly 12, 12, 13, 13 (DECISIONS: a longer row is not).

    >>> is_geisterstunde([13, 12, 13, 12]), is_geisterstunde([12, 12, 13, 13, 0, 1])
    (True, False)
    """
    return len(row) == 4 and sorted(row) == list(GEISTERSTUNDE)
