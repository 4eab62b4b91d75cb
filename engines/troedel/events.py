"""What happened, as small frozen records; ``audience`` keeps hidden cards
to the seats that may see them (a hand, a drawn attic card, a passed card).

>>> from engines.core import from_json, to_json
>>> e = CardPassed(0, 1, 54, audience=(0, 1))
>>> from_json(to_json(e), EVENT_TYPES) == e
True
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round ``round`` begins with ``hand_size`` cards; ``leader`` leads."""

    round: int
    hand_size: int
    leader: int


@dataclass(frozen=True)
class HandDrawn(Event):
    """Public: a seat drew ``from_kiste`` cards from his Kiste and attic cards
    of these tiers (stars), in drawing order."""

    seat: int
    from_kiste: int
    attic_tiers: tuple[int, ...]


@dataclass(frozen=True)
class HandDealt(Event):
    """Private (audience: the seat): the seat's hand for the round."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class CardPlayed(Event):
    """``seat`` laid ``card``; ``follow`` is the suit to follow now (None: none yet)."""

    seat: int
    card: int
    follow: int | None


@dataclass(frozen=True)
class VoidMarked(Event):
    """``seat`` could not follow ``suit``: everyone knows it now."""

    seat: int
    suit: int


@dataclass(frozen=True)
class TrickWon(Event):
    """``winner`` wins the trick; ``by_heute`` when nobody followed the named
    suit; ``cards`` the trick as ``(seat, card)`` in the order played (all
    of it was laid open), so the Spielverlauf can say it in one line."""

    winner: int
    by_heute: bool = False
    cards: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class CardsTaken(Event):
    """``seat`` puts ``cards`` from the trick on his Ladentisch; ``how`` is
    ``zero`` (a Schnäppchenblick pick), ``posten`` (the Ganzer Posten's
    player, or the zero that snapped the Posten) or ``winner``."""

    seat: int
    cards: tuple[int, ...]
    how: str


@dataclass(frozen=True)
class FaelschungTaken(Event):
    """``seat`` took a Fälschung: ``penalty`` points at once (0 without Strafe)."""

    seat: int
    penalty: int


@dataclass(frozen=True)
class TauschrundeStarted(Event):
    """Everyone chooses one hand card for the left neighbour."""


@dataclass(frozen=True)
class PassChosen(Event):
    """``seat`` has chosen his card (which one, nobody else sees)."""

    seat: int


@dataclass(frozen=True)
class CardPassed(Event):
    """Private (audience: giver and receiver): ``giver`` gave ``card`` to ``receiver``."""

    giver: int
    receiver: int
    card: int


@dataclass(frozen=True)
class TauschrundeDone(Event):
    """Every chosen card went to the left neighbour; void marks are cleared."""


@dataclass(frozen=True)
class SuitNamed(Event):
    """Heute gefragt: ``seat`` named ``suit`` for the next trick."""

    seat: int
    suit: int


@dataclass(frozen=True)
class TrickStarted(Event):
    """The next trick: ``leader`` leads; active effects ``heute`` (named suit)
    and ``ramsch``."""

    leader: int
    heute: int | None
    ramsch: bool


@dataclass(frozen=True)
class RoundScored(Event):
    """Kassensturz: ``gained`` cards per seat this round, ``penalties`` the
    Fälschung points of the round, ``totals`` after the round."""

    round: int
    gained: tuple[int, ...]
    penalties: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The end: ``reason`` is ``runden`` (after the last round) or
    ``leergekauft``; ``places`` 1-based, ties shared."""

    reason: str
    points: tuple[int, ...]
    places: tuple[int, ...]


@dataclass(frozen=True)
class NachfristStarted(Event):
    """The Bedenkzeit of ``seats`` ran out: 10 s Nachfrist."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class TimeUp(Event):
    """The Nachfrist of ``seats`` ran out: a computer decides for them."""

    seats: tuple[int, ...]


EVENT_TYPES: tuple[type, ...] = (
    RoundStarted, HandDrawn, HandDealt, CardPlayed, VoidMarked, TrickWon, CardsTaken,
    FaelschungTaken, TauschrundeStarted, PassChosen, CardPassed, TauschrundeDone, SuitNamed,
    TrickStarted, RoundScored, GameOver, NachfristStarted, TimeUp)
