"""What happens in a Speedfossil game, as small frozen records.

Every event but :class:`ChoiceSealed` is public: collections, hands and the
arrest are open. A sealed choice is seen by its chooser alone until
:class:`CardRevealed` shows everyone's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    """A new round with its start player."""

    round: int
    start: int


@dataclass(frozen=True)
class Chosen(Event):
    """``seat`` has chosen (what, nobody else sees)."""

    seat: int


@dataclass(frozen=True)
class ChoiceSealed(Event):
    """The chooser's own record of his sealed choice (audience: him)."""

    seat: int
    card: str
    place: str
    value: int
    fossils: tuple[int, ...]


@dataclass(frozen=True)
class AllChosen(Event):
    """Everyone has chosen: the drum roll."""

    round: int


@dataclass(frozen=True)
class CardRevealed(Event):
    """One seat's choice, open: card, place, ``value`` (the Wechsel, the
    Langfinger's Dienstjahre, the find's slot for a Wechsel in ``slot``) and
    the Vitrine's fossils."""

    seat: int
    card: str
    place: str
    value: int
    slot: int
    fossils: tuple[int, ...]


@dataclass(frozen=True)
class Bought(Event):
    """The highest Wechsel buys its find; the Wechsel goes to the Kasse."""

    seat: int
    wechsel: int
    slot: int
    fossil: int


@dataclass(frozen=True)
class WechselBack(Event):
    """A bidder who did not win takes his Wechsel back."""

    seat: int
    wechsel: int


@dataclass(frozen=True)
class WechselStolen(Event):
    """A lone Langfinger in the Börse takes the paid Wechsel out of the Kasse."""

    seat: int
    years: int
    wechsel: int


@dataclass(frozen=True)
class ThievesBlocked(Event):
    """Several Langfinger in the Börse stand in each other's way."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class MarketRefilled(Event):
    """The bought slot gets the stack's next fossil (None: the stack is empty)."""

    slot: int
    fossil: int | None


@dataclass(frozen=True)
class FameWon(Event):
    """A Vitrine's place in the Museum and the fields it moves by the shield."""

    seat: int
    place: int
    fields: int
    before: int
    after: int


@dataclass(frozen=True)
class Stolen(Event):
    """A Langfinger in the Museum takes a fossil from a Vitrine."""

    seat: int
    years: int
    victim: int
    fossil: int


@dataclass(frozen=True)
class Arrested(Event):
    """A Langfinger from the Museum goes into arrest cell 1."""

    seat: int
    years: int


@dataclass(frozen=True)
class Released(Event):
    """A Langfinger slips out of the last cell and comes home."""

    seat: int
    years: int


@dataclass(frozen=True)
class InspectorMoved(Event):
    """A Kommissar moves by his rank (fixed before any Kommissar moves)."""

    seat: int
    rank: int
    before: int
    after: int


@dataclass(frozen=True)
class NachfristStarted(Event):
    """The Bedenkzeit ran out; 10 s Nachfrist for these seats."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class TimeUp(Event):
    """The Nachfrist ran out: a computer chooses for these seats."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class FinalShown(Event):
    """The Schlussvitrine of a seat and the fields it brings."""

    seat: int
    fossils: tuple[int, ...]
    fields: int
    before: int
    after: int


@dataclass(frozen=True)
class GameOver(Event):
    """The end: why (``banquet`` or ``cap``) and every seat's place."""

    reason: str
    places: tuple[int, ...]
    fields: tuple[int, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
    RoundStarted, Chosen, ChoiceSealed, AllChosen, CardRevealed, Bought,
    WechselBack, WechselStolen, ThievesBlocked, MarketRefilled, FameWon, Stolen, Arrested,
    Released, InspectorMoved, NachfristStarted, TimeUp, FinalShown, GameOver,
)
