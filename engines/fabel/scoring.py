"""Points, placements and leaderboard points.

Punkte = Summe der Werte deiner Vierer × Anzahl deiner Vierer:

>>> from engines.fabel.cards import Creature
>>> score_line([Creature.DRACHE, Creature.PHOENIX])
(3600, '(1000 + 800) × 2 = 3600')
>>> leaderboard_points(3600, place=1, players=4)
230
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.fabel.cards import VIERER_VALUE

PLACE_BONUS = (50, 25, 10)


def score_line(vierer: Sequence[int], money: int | None = None) -> tuple[int, str]:
    """Points and the Rechenweg for these complete kinds.

    With ``money`` (house rule Geld zählt mit) the money is added at the end.
    """
    values = sorted((VIERER_VALUE[k] for k in vierer), reverse=True)
    points = sum(values) * len(values)
    line = f"({' + '.join(str(v) for v in values)}) × {len(values)}" if values else "0"
    if money is not None:
        points += money
        line += f" + {money} Taler"
    return points, f"{line} = {points}"


def places(keys: Sequence[tuple[int, int]]) -> list[int]:
    """Competition ranking (1, 1, 3, …) by (points, money), higher first."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def round_half_up(numerator: int, denominator: int) -> int:
    """Integer division rounded half up: 90 / 20 = 4.5 -> 5."""
    return (2 * numerator + denominator) // (2 * denominator)


def leaderboard_points(points: int, place: int, players: int, divisor: int = 20) -> int:
    """Points ÷ divisor (rounded half up) plus the place bonus 50 / 25 / 10.

    The last place never gets a bonus.
    """
    bonus = PLACE_BONUS[place - 1] if place <= len(PLACE_BONUS) and place < players else 0
    return round_half_up(points, divisor) + bonus
