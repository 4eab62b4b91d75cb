"""Scoring a round and the leaderboard points of a finished game.

The caller rule, Geisterstunde before it, the 100 -> 50 fallback once per
player::

    >>> r = score_round([[1, 2], [3, 4], [0, 0]], caller=0, penalty=5,
    ...                 totals=[0, 0, 0], fallback_used=[False] * 3)
    >>> r.points, r.caller_lowest
    ((8, 7, 0), False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.core.places import place_bonus, places, round_half_up
from engines.spuk.cards import is_geisterstunde

#: Place bonus for places 1, 2, 3 (DECISIONS: the last place alone gets none).
PLACE_BONUS = (50, 25, 10)
#: The leaderboard base: 120 minus the final total, at least 0.
LEADERBOARD_BASE = 120
#: Geisterstunde gives every other player this much.
GEISTER_POINTS = 50
#: A total of exactly this falls back once to FALLBACK_TO; over it the game ends.
FALLBACK_AT = 100
FALLBACK_TO = 50


@dataclass(frozen=True, slots=True)
class RoundScore:
    """One scored round: rows face up, sums, points, totals after it."""

    number: int
    rows: tuple[tuple[int, ...], ...]
    sums: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    caller: int | None
    caller_lowest: bool
    geisterstunde: int | None
    fallback: tuple[int, ...]


def score_round(rows: Sequence[Sequence[int]], caller: int | None, penalty: int,
                totals: Sequence[int], fallback_used: Sequence[bool],
                number: int = 1) -> RoundScore:
    """Score one round (see the module docstring).

    ``caller`` None: the clock struck, everyone scores his sum. A caller
    with the lowest sum (ties count for him) scores 0, else his sum plus
    ``penalty``. Geisterstunde (exactly 12, 12, 13, 13) comes first: 0 for
    him, 50 for every other player, caller included.
    """
    sums = tuple(sum(r) for r in rows)
    ghost = next((s for s, r in enumerate(rows) if is_geisterstunde(list(r))), None)
    lowest = caller is not None and sums[caller] <= min(sums)
    if ghost is not None:
        points = [0 if s == ghost else GEISTER_POINTS for s in range(len(rows))]
    else:
        points = list(sums)
        if caller is not None:
            points[caller] = 0 if lowest else sums[caller] + penalty
    new_totals = []
    fallback = []
    for seat, (old, add) in enumerate(zip(totals, points, strict=True)):
        total = old + add
        if total == FALLBACK_AT and not fallback_used[seat]:
            total = FALLBACK_TO
            fallback.append(seat)
        new_totals.append(total)
    return RoundScore(number, tuple(tuple(r) for r in rows), sums, tuple(points),
                      tuple(new_totals), caller, lowest, ghost, tuple(fallback))


def final_places(totals: Sequence[int]) -> list[int]:
    """Places by fewest points, ties share a place.

    >>> final_places([101, 40, 40])
    [3, 1, 1]
    """
    return places([-t for t in totals])


def leaderboard_points(totals: Sequence[int], lernpartie: bool) -> list[int]:
    """120 - total (at least 0) + the place bonus; halved, half up, in a Lernpartie.

    >>> leaderboard_points([30, 55, 80, 104], False)
    [140, 90, 50, 16]
    >>> leaderboard_points([30, 55, 80, 104], True)
    [70, 45, 25, 8]
    """
    ranks = final_places(totals)
    out = []
    for total, rank in zip(totals, ranks, strict=True):
        points = max(0, LEADERBOARD_BASE - total) + place_bonus(rank, ranks, PLACE_BONUS)
        out.append(round_half_up(points, 2) if lernpartie else points)
    return out
