"""What a Speedtrödel player can do. Every action names the acting seat;
cards are the codes of :mod:`engines.troedel.cards`. The expiry of the
Bedenkzeit is :class:`engines.core.Timeout`.

>>> from engines.core import from_json, to_json
>>> from_json(to_json(PlayCard(2, 54)), ACTION_TYPES)
PlayCard(seat=2, card=54)
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Timeout


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Lay ``card`` from the hand into the trick."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class PickCard:
    """Schnäppchenblick: the zero's player takes ``card`` from the trick."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class PassCard:
    """Tauschrunde: give ``card`` to the left neighbour (chosen covered)."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class NameSuit:
    """Heute gefragt: the suit (0-3 colours, 4 Smaragd) for the next trick."""

    seat: int
    suit: int


Action = PlayCard | PickCard | PassCard | NameSuit | Timeout
ACTION_TYPES: tuple[type, ...] = (PlayCard, PickCard, PassCard, NameSuit, Timeout)
