"""What happened, and who may see it.

Events with ``audience=None`` are public and never carry a face-down value:
the value of a looked-at or drawn card goes only into an event addressed to
the seat that saw it. Values that lie face up (the Ablage, a Fehlgriff, the
scoring) are public.

Where an event shows a card's value it also names the card by its public id
(``uid``, as in :class:`engines.spuk.view.CardView`): a computer remembers
what it saw from these events alone (:mod:`engines.spuk.ai.memory`), since
the view holds no value its seat saw with the Gedächtnishilfe off.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import Event


@dataclass(frozen=True)
class RoundStarted(Event):
    """Round ``number`` is dealt: rows of ``cards``, ``top`` face up on the
    Ablage; ``starter`` will take the first turn after the first look."""

    number: int
    starter: int
    cards: int
    top: int


@dataclass(frozen=True)
class Looked(Event):
    """``seat`` turned over its cards at ``positions`` (``auto``: the
    computer did it after the Nachfrist)."""

    seat: int
    positions: tuple[int, ...]
    auto: bool = False


@dataclass(frozen=True)
class Seen(Event):
    """Private: ``seat`` sees ``values`` of ``target``'s cards at ``positions``
    (``uids``: those cards' ids); no positions for the card just drawn."""

    seat: int
    target: int
    positions: tuple[int, ...]
    values: tuple[int, ...]
    uids: tuple[int, ...] = ()


@dataclass(frozen=True)
class Covered(Event):
    """The open cards of ``seat`` are covered (``auto``: the Merkzeit ran out)."""

    seat: int
    auto: bool = False


@dataclass(frozen=True)
class NachfristStarted(Event):
    """The Bedenkzeit of ``seats`` ran out ("Zeit um!"); ``seconds`` of Nachfrist."""

    seats: tuple[int, ...]
    seconds: float


@dataclass(frozen=True)
class TimeUp(Event):
    """The Nachfrist of ``seats`` ran out: a computer plays the step for them."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class TurnStarted(Event):
    """``seat`` is on turn; ``number`` counts the round's turns from 1;
    ``last`` after a call (his one more turn)."""

    seat: int
    number: int
    last: bool = False


@dataclass(frozen=True)
class Drew(Event):
    """``seat`` drew from the deck (public: no value)."""

    seat: int


@dataclass(frozen=True)
class DeckRefilled(Event):
    """The deck ran out: the Ablage without its top became the new deck of ``count``."""

    count: int


@dataclass(frozen=True)
class TookDiscard(Event):
    """``seat`` took the Ablage card ``value`` (everyone sees it)."""

    seat: int
    value: int


@dataclass(frozen=True)
class Swapped(Event):
    """``seat`` swapped the new card (``source`` deck or ablage) for the
    cards at ``positions``, which went face up onto the Ablage as ``values``;
    the new card (id ``uid``) lies at ``positions[0]`` and the row closed up."""

    seat: int
    source: str
    positions: tuple[int, ...]
    values: tuple[int, ...]
    uid: int = 0


@dataclass(frozen=True)
class Fehlgriff(Event):
    """The chosen cards at ``positions`` were not all equal: shown to
    everyone as ``values`` (ids ``uids``), they stay; the new card ``new``
    went onto the Ablage."""

    seat: int
    positions: tuple[int, ...]
    values: tuple[int, ...]
    new: int
    uids: tuple[int, ...] = ()


@dataclass(frozen=True)
class Discarded(Event):
    """``seat`` laid the drawn ``value`` onto the Ablage; ``action`` is the
    action it offers (kerze, kugel, polter) or ``""``."""

    seat: int
    value: int
    action: str


@dataclass(frozen=True)
class PeekedAt(Event):
    """``seat`` looked at ``target``'s card at ``position`` (Kerze or Kristallkugel)."""

    seat: int
    target: int
    position: int
    action: str


@dataclass(frozen=True)
class Poltered(Event):
    """Poltergeist: ``seat``'s card at ``position`` and ``target``'s card at
    ``target_position`` changed places, unseen."""

    seat: int
    position: int
    target: int
    target_position: int


@dataclass(frozen=True)
class Passed(Event):
    """``seat`` did not use the ``action`` ("Verzichten")."""

    seat: int
    action: str


@dataclass(frozen=True)
class Called(Event):
    """``seat`` called "Mitternacht!"."""

    seat: int


@dataclass(frozen=True)
class ClockStruck(Event):
    """Nobody called: the clock struck after ``turns`` turns (30 per player)."""

    turns: int


@dataclass(frozen=True)
class RoundScored(Event):
    """Round ``number`` is scored: every row face up, its sum, the round's
    points and the totals after it; ``caller`` (None: the clock struck) and
    whether he had the lowest sum; ``geisterstunde`` the seat that had it;
    ``fallback`` the seats that fell from exactly 100 to 50."""

    number: int
    rows: tuple[tuple[int, ...], ...]
    sums: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    caller: int | None
    caller_lowest: bool
    geisterstunde: int | None
    fallback: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """Someone is over 100: the game ends with these ``totals`` and ``places``."""

    totals: tuple[int, ...]
    places: tuple[int, ...]


#: Every event type, for :func:`engines.core.records.from_json`.
EVENT_TYPES: tuple[type, ...] = (RoundStarted, Looked, Seen, Covered, NachfristStarted, TimeUp,
                                 TurnStarted, Drew, DeckRefilled, TookDiscard, Swapped,
                                 Fehlgriff, Discarded, PeekedAt, Poltered, Passed, Called,
                                 ClockStruck, RoundScored, GameOver)
