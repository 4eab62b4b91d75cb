"""What happened, and who may see it.

Events with ``audience=None`` are public and never carry a hidden value: the
cards of a payment, trade amounts, the value of a looked-at card or of a
money card drawn at two players go only into events addressed to the seats
that may know them.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from engines.core import Event


@dataclass(frozen=True)
class TurnStarted(Event):
    """``seat`` is on turn; ``number`` counts turns from 1."""

    seat: int
    number: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    """The turn is skipped; ``reason`` is a text key (kein Handel möglich)."""

    seat: int
    reason: str


@dataclass(frozen=True)
class CardRevealed(Event):
    """The auctioneer revealed ``card`` onto the stage."""

    seat: int
    card: int


@dataclass(frozen=True)
class GoldeselPayout(Event):
    """The bank pays every player ``amount`` (the ``nth`` Goldesel)."""

    amount: int
    nth: int


@dataclass(frozen=True)
class AuctionOpened(Event):
    """Bidding is open; ``excluded`` are bankrupt bidders of this card."""

    card: int
    auctioneer: int
    excluded: tuple[int, ...]
    seconds: float


@dataclass(frozen=True)
class BidPlaced(Event):
    """An open bid."""

    seat: int
    amount: int


@dataclass(frozen=True)
class AuctionClosed(Event):
    """Zuschlag. ``bidder`` is None when nobody bid."""

    card: int
    auctioneer: int
    bidder: int | None
    amount: int


@dataclass(frozen=True)
class VorkaufDecided(Event):
    """The auctioneer sold (``bought`` False) or bought himself."""

    auctioneer: int
    bought: bool


@dataclass(frozen=True)
class CardTaken(Event):
    """``seat`` gets ``card``; ``how`` is free, sold, bought, traded or dealt."""

    seat: int
    card: int
    how: str


@dataclass(frozen=True)
class PaymentMade(Event):
    """The public part of a payment: the amount and the number of cards."""

    payer: int
    receiver: int
    amount: int
    count: int


@dataclass(frozen=True)
class PaymentCards(Event):
    """Which cards were paid: for payer and receiver only."""

    payer: int
    receiver: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Pleite(Event):
    """The highest bidder cannot pay and shows all his money."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class ChallengeMade(Event):
    """A trade begins about ``stake`` cards of ``kind``."""

    challenger: int
    opponent: int
    kind: int
    stake: int
    round: int


@dataclass(frozen=True)
class OfferLaid(Event):
    """A face-down offer (or counter-offer) of ``count`` cards."""

    seat: int
    count: int
    counter: bool


@dataclass(frozen=True)
class TradeAccepted(Event):
    """The opponent accepted: the challenger gets the card(s)."""

    challenger: int
    opponent: int
    kind: int
    stake: int


@dataclass(frozen=True)
class TradeRevealed(Event):
    """Both offers revealed: card counts and the winner (None: a tie)."""

    challenger: int
    opponent: int
    kind: int
    stake: int
    challenger_count: int
    opponent_count: int
    winner: int | None
    round: int


@dataclass(frozen=True)
class TradeAmounts(Event):
    """The two offers' cards, for the two traders only (their Rechenweg)."""

    challenger: int
    opponent: int
    challenger_cards: tuple[int, ...]
    opponent_cards: tuple[int, ...]


@dataclass(frozen=True)
class CardLooked(Event):
    """Two players: the looker sees the top card; ``card`` is None in the
    public copy, the value only in the copy for the looker."""

    seat: int
    card: int | None


@dataclass(frozen=True)
class CardDealt(Event):
    """Two players: ``seat`` receives a card; ``card`` is None for a money
    card in the public copy of this event."""

    seat: int
    card: int | None
    kept: bool


@dataclass(frozen=True)
class TurnEnded(Event):
    """The turn ended without anything more (Superhandel's Zug beenden)."""

    seat: int


@dataclass(frozen=True)
class NachfristStarted(Event):
    """The Bedenkzeit ran out: 10 seconds of Nachfrist."""

    seat: int
    seconds: float


@dataclass(frozen=True)
class TimeUp(Event):
    """The Nachfrist ran out: a computer decides for ``seat``."""

    seat: int


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: ``reason`` is vierer (all complete) or cap (400 turns)."""

    reason: str


@dataclass(frozen=True)
class MeinsOpened(Event):
    """Meistermarkt: an Ahnenbrief of ``kind`` is on the stage; the counter
    starts at ``counter`` and steps down every ``seconds``."""

    auctioneer: int
    kind: int
    counter: int
    seconds: float


@dataclass(frozen=True)
class MeinsCount(Event):
    """The "Meins!" counter stepped down to ``counter``."""

    counter: int


@dataclass(frozen=True)
class MeinsPressed(Event):
    """``seat`` pressed "Meins!" first, at ``counter``: the letter costs
    that many money cards."""

    seat: int
    counter: int


@dataclass(frozen=True)
class LetterPaid(Event):
    """The public part of a letter payment: ``count`` cards, no amount (the
    cards themselves go in a :class:`PaymentCards` for the two only)."""

    payer: int
    receiver: int
    count: int


@dataclass(frozen=True)
class LetterTaken(Event):
    """``seat`` gets the Ahnenbrief of ``kind``; ``how`` is free (nobody
    pressed), pressed (the presser bought it), kept (Vorkauf) or dealt."""

    seat: int
    kind: int
    how: str


@dataclass(frozen=True)
class KoboldRound(Event):
    """A Kobold was revealed: ``first`` (the auctioneer's left neighbour)
    decides first."""

    auctioneer: int
    first: int


@dataclass(frozen=True)
class KoboldLaid(Event):
    """``seat`` laid a face-down card on the Kobold: his ``laid``-th in this
    round; ``pot`` cards lie there now."""

    seat: int
    laid: int
    pot: int


@dataclass(frozen=True)
class KoboldOwnCard(Event):
    """The card ``seat`` laid on the Kobold: for him only."""

    seat: int
    card: int


@dataclass(frozen=True)
class KoboldTaken(Event):
    """``seat`` takes a Kobold: from a round with ``pot`` cards on it
    (``how`` round), or dealt at two players (``how`` dealt, ``pot`` 0)."""

    seat: int
    pot: int
    how: str


@dataclass(frozen=True)
class KoboldPot(Event):
    """The cards the taker found on the Kobold: for him only."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class KoboldsGiven(Event):
    """A Kobold trade: ``giver`` gives all his ``count`` Kobolde to ``taker``."""

    giver: int
    taker: int
    count: int


EVENT_TYPES: tuple[type, ...] = (
    TurnStarted, TurnSkipped, CardRevealed, GoldeselPayout, AuctionOpened, BidPlaced,
    AuctionClosed, VorkaufDecided, CardTaken, PaymentMade, PaymentCards, Pleite, ChallengeMade,
    OfferLaid, TradeAccepted, TradeRevealed, TradeAmounts, CardLooked, CardDealt, TurnEnded,
    NachfristStarted, TimeUp, GameOver, MeinsOpened, MeinsCount, MeinsPressed, LetterPaid,
    LetterTaken, KoboldRound, KoboldLaid, KoboldOwnCard, KoboldTaken, KoboldPot, KoboldsGiven,
)


def _fast_init(cls: type) -> None:
    """Give a frozen event class a cheaper ``__init__`` with the same signature.

    The ``__init__`` that ``dataclass(frozen=True)`` writes stores each field
    through ``object.__setattr__`` (a global lookup and a call per field);
    this one writes the same values into the instance dict in the same order.
    Everything else (fields, repr, eq, hash, frozenness) stays the
    dataclass's own. Events are built on every action, so it shows.
    """
    fields = dataclasses.fields(cls)
    positional = [f.name for f in fields if not f.kw_only]
    keyword = [f for f in fields if f.kw_only]
    for f in keyword:  # only the base class's audience: a plain default
        assert f.default is not dataclasses.MISSING and f.default is None
    params = ", ".join(positional)
    if keyword:
        params += ", *, " + ", ".join(f"{f.name}=None" for f in keyword)
    body = "".join(f"    d[{f.name!r}] = {f.name}\n" for f in fields)
    source = f"def __init__(self, {params}):\n    d = self.__dict__\n{body}"
    namespace: dict[str, object] = {}
    exec(source, {}, namespace)  # as dataclasses itself builds __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"  # type: ignore[attr-defined]
    cls.__init__ = init  # type: ignore[misc]


for _cls in EVENT_TYPES:
    _fast_init(_cls)
