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
from dataclasses import dataclass

from engines.fabel.cards import LETTER_POINTS, VIERER_VALUE
from engines.texts import t

PLACE_BONUS = (50, 25, 10)


@dataclass(frozen=True, slots=True)
class Score:
    """Points with every step of the count (Meistermarkt: the five steps).

    ``vierer`` are the Vierer that count (after step 1), ``struck`` the one
    the four Kobolde struck, ``vierer_sum`` step 2, ``matching`` the letters
    of step 3, ``factor`` step 4, ``free`` the letters of step 5 and
    ``money`` what Geld zählt mit added.
    """

    points: int
    rechenweg: str
    vierer: tuple[int, ...]
    struck: int | None = None
    vierer_sum: int = 0
    matching: tuple[int, ...] = ()
    factor: int = 0
    free: tuple[int, ...] = ()
    money: int | None = None


def _meister_steps(vierer: Sequence[int], letters: Sequence[int], struck: int | None,
                   money: int | None) -> Score:
    kept = tuple(sorted((k for k in vierer if k != struck), key=lambda k: -VIERER_VALUE[k]))
    vierer_sum = sum(VIERER_VALUE[k] for k in kept)
    matching = tuple(sorted((k for k in letters if k in kept), key=lambda k: -VIERER_VALUE[k]))
    free = tuple(sorted((k for k in letters if k not in kept), key=lambda k: -VIERER_VALUE[k]))
    factor = len(kept)
    points = (vierer_sum + LETTER_POINTS * len(matching)) * factor + LETTER_POINTS * len(free)
    if kept:
        # Step 2 is one sum ("1010 + 250 = 1260", items 117-118), unlike
        # Klassisch's Rechenweg, which names every Vierer.
        terms = [str(vierer_sum)] + [str(LETTER_POINTS)] * len(matching)
        line = f"({' + '.join(terms)}) × {factor}"
    else:
        line = "0"
    line += "".join(f" + {LETTER_POINTS}" for _ in free)
    if money is not None:
        points += money
        line += " + " + t("fabel.score.money", money=money)
    line = f"{line} = {points}"
    if struck is not None:
        line = t("fabel.score.struck", card=t(f"fabel.creature.{struck}"), line=line)
    return Score(points, line, kept, struck, vierer_sum, matching, factor, free, money)


def score_meister(vierer: Sequence[int], letters: Sequence[int], all_kobolde: bool,
                  money: int | None = None) -> Score:
    """The five steps of the Meistermarkt count.

    1. Whoever has all four Kobolde strikes the Vierer whose loss costs
       least (the highest final total wins; equal totals: the cheaper one);
    2. the values of the other Vierer are added; 3. + 250 per letter of such
    a Vierer; 4. × their number; 5. + 250 per letter without its Vierer.

    >>> from engines.fabel.cards import Creature as C
    >>> score_meister([C.NIXE, C.TROLL, C.DRACHE], [C.NIXE], True).points
    2820
    >>> score_meister([C.TROLL], [C.TROLL], False).rechenweg
    '(250 + 250) × 1 = 500'
    >>> score_meister([C.DRACHE, C.IRRLICHT], [C.DRACHE, C.ZWERG], False).rechenweg
    '(1010 + 250) × 2 + 250 = 2770'
    """
    if not all_kobolde or not vierer:
        return _meister_steps(vierer, letters, None, money)
    options = [_meister_steps(vierer, letters, k, money) for k in vierer]
    return max(options, key=lambda s: (s.points, -VIERER_VALUE[s.struck or 0]))


def score_line(vierer: Sequence[int], money: int | None = None) -> tuple[int, str]:
    """Points and the Rechenweg for these complete kinds.

    With ``money`` (house rule Geld zählt mit) the money is added at the end.
    """
    values = sorted((VIERER_VALUE[k] for k in vierer), reverse=True)
    points = sum(values) * len(values)
    line = f"({' + '.join(str(v) for v in values)}) × {len(values)}" if values else "0"
    if money is not None:
        points += money
        line += " + " + t("fabel.score.money", money=money)
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
