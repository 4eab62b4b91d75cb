"""What a Speedfabel player can do. Every action names the acting seat.

Money is named by card values: ``Pay(seat=1, cards=(50, 10))`` pays with a
50 and a 10. The expiry of a countdown is :class:`engines.core.Timeout`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Timeout
from engines.fabel.slotinit import fast_slots_init


@dataclass(frozen=True, slots=True)
class Reveal:
    """Versteigern: reveal the top card (two players: look at it secretly)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Challenge:
    """Handeln: challenge ``opponent`` for the creature ``kind``."""

    seat: int
    opponent: int
    kind: int


@dataclass(frozen=True, slots=True)
class Offer:
    """The challenger's face-down offer (zeros allowed)."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Accept:
    """The challenged player accepts the offer and hands over the card(s)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Counter:
    """The challenged player's face-down counter-offer; ``()`` is
    "Nichts dagegenlegen"."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Bid:
    """An open bid in an auction: the new highest bid in Taler."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Sell:
    """Vorkaufsrecht: the auctioneer sells to the highest bidder."""

    seat: int


@dataclass(frozen=True, slots=True)
class BuySelf:
    """Vorkaufsrecht: the auctioneer keeps the card and pays the bid himself."""

    seat: int


@dataclass(frozen=True, slots=True)
class Pay:
    """Paying an amount with these money cards (no change)."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Keep:
    """Two players: keep the looked-at card."""

    seat: int


@dataclass(frozen=True, slots=True)
class Give:
    """Two players: give the looked-at card to the other player."""

    seat: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Superhandel: end the turn after a trade instead of revealing."""

    seat: int


@dataclass(frozen=True, slots=True)
class Meins:
    """Meistermarkt: "Meins!" for the Ahnenbrief on the stage.

    The counter that counts is the one when the press reaches the table.
    For the Vorkauf that follows, the auctioneer answers with :class:`Sell`
    (the presser gets the letter) or :class:`BuySelf` (he keeps it); the
    payer then gives the cards with :class:`Pay`.
    """

    seat: int


@dataclass(frozen=True, slots=True)
class TakeKobold:
    """Meistermarkt: take the Kobold and every money card laid on it."""

    seat: int


@dataclass(frozen=True, slots=True)
class LayCard:
    """Meistermarkt: lay one money card face down on the Kobold (a zero too)."""

    seat: int
    card: int


Action = (
    Reveal | Challenge | Offer | Accept | Counter | Bid | Sell | BuySelf | Pay | Keep | Give
    | EndTurn | Meins | TakeKobold | LayCard | Timeout
)

ACTION_TYPES: tuple[type, ...] = (
    Reveal, Challenge, Offer, Accept, Counter, Bid, Sell, BuySelf, Pay, Keep, Give, EndTurn,
    Meins, TakeKobold, LayCard, Timeout,
)

for _cls in ACTION_TYPES:
    if _cls is not Timeout:  # the core's own type
        fast_slots_init(_cls)
