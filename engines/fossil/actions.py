"""What a Speedfossil player can do. Every action names the acting seat.

The sealed choice of a round is one of :class:`Bid` (a Wechsel and the find
it is for), :class:`SendThief` (a Langfinger and his place), :class:`Inspect`
(the Kommissar) and :class:`Show` (the Vitrine with its fossils). A
Langfinger in the Museum then takes one fossil from each Vitrine with
:class:`Take`. The expiry of a countdown is :class:`engines.core.Timeout`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Timeout

#: The two places a figure can go.
BOERSE = "boerse"
MUSEUM = "museum"
PLACES = (BOERSE, MUSEUM)
#: The market's two slots, find A and find B.
SLOTS = (0, 1)


@dataclass(frozen=True, slots=True)
class Bid:
    """Wechsel → Fundbörse: pay ``wechsel`` (thousand Mark) for find ``slot``
    (0 = A, 1 = B)."""

    seat: int
    wechsel: int
    slot: int


@dataclass(frozen=True, slots=True)
class SendThief:
    """Langfinger with ``years`` Dienstjahre → ``place`` (Fundbörse or Museum)."""

    seat: int
    years: int
    place: str


@dataclass(frozen=True, slots=True)
class Inspect:
    """Kommissar → Museum."""

    seat: int


@dataclass(frozen=True, slots=True)
class Show:
    """Vitrine → Museum with these fossils (sorted indices)."""

    seat: int
    fossils: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Take:
    """The Langfinger of ``seat`` with ``years`` Dienstjahre takes ``fossil``
    from the Vitrine of ``victim``."""

    seat: int
    years: int
    victim: int
    fossil: int


Choice = Bid | SendThief | Inspect | Show
Action = Choice | Take | Timeout

CHOICE_TYPES: tuple[type, ...] = (Bid, SendThief, Inspect, Show)
ACTION_TYPES: tuple[type, ...] = (*CHOICE_TYPES, Take, Timeout)


def card_of(choice: Choice) -> str:
    """The action card of a choice: wechsel, langfinger, kommissar, vitrine."""
    if isinstance(choice, Bid):
        return "wechsel"
    if isinstance(choice, SendThief):
        return "langfinger"
    if isinstance(choice, Inspect):
        return "kommissar"
    return "vitrine"


def place_of(choice: Choice) -> str:
    """Where the figure goes with this choice."""
    if isinstance(choice, Bid):
        return BOERSE
    if isinstance(choice, SendThief):
        return choice.place
    return MUSEUM
