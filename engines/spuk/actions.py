"""What a player can do: small frozen records with a JSON round trip.

Positions are 0-based places in a row (the rules count from 1, left).

>>> from engines.core import to_json, from_json
>>> from_json(to_json(Swap(1, (0, 2))), ACTION_TYPES)
Swap(seat=1, positions=(0, 2))
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Timeout


@dataclass(frozen=True, slots=True)
class Look:
    """The first look: ``seat`` turns over the cards at ``positions`` (2, with 6 cards 3)."""

    seat: int
    positions: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Cover:
    """"Zudecken": the open cards of ``seat`` are covered."""

    seat: int


@dataclass(frozen=True, slots=True)
class Draw:
    """Vom Stapel ziehen: only the drawer sees the card."""

    seat: int


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Die Ablagekarte nehmen: everyone sees it; it must be swapped in."""

    seat: int


@dataclass(frozen=True, slots=True)
class Call:
    """"Mitternacht!": every other player has one more turn."""

    seat: int


@dataclass(frozen=True, slots=True)
class Swap:
    """The new card for the card(s) at ``positions`` (ascending; 2 to 4 is a group)."""

    seat: int
    positions: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    """The drawn card goes onto the Ablage (a 7 to 12 offers its action)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Peek:
    """Kerze (``target`` is the seat itself) or Kristallkugel (another seat):
    look at the card at ``position`` of ``target``'s row."""

    seat: int
    target: int
    position: int


@dataclass(frozen=True, slots=True)
class Poltern:
    """Poltergeist: swap own card at ``position`` with ``target``'s card at
    ``target_position``, unseen."""

    seat: int
    position: int
    target: int
    target_position: int


@dataclass(frozen=True, slots=True)
class Pass:
    """"Verzichten": the action of the discarded card is not used."""

    seat: int


Action = Look | Cover | Draw | TakeDiscard | Call | Swap | Discard | Peek | Poltern | Pass | Timeout

#: Every action type, for :func:`engines.core.records.from_json`.
ACTION_TYPES: tuple[type, ...] = (Look, Cover, Draw, TakeDiscard, Call, Swap, Discard, Peek,
                                  Poltern, Pass, Timeout)
