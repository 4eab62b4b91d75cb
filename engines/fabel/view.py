"""What one seat, or the public, may know of a Speedfabel game.

A view is the only input of the renderers and the computer players. It is
built by leaving out what the reader may not know: other players' money
card values, the cards of covered offers, the deck order, a looked-at card.

>>> from engines.fabel import new_game
>>> v = new_game(4, seed=2).view(1)
>>> v.hand, v.players[0].money_count, v.players[0].money
((50, 10, 10, 10, 10, 0, 0), 7, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engines.core import Decision, Timer
from engines.fabel import money
from engines.fabel.cards import GOLDESEL_PAYOUTS, KINDS, KOBOLD_TRADE, VIERER_VALUE
from engines.fabel.options import Mode, Options
from engines.fabel.phases import AUCTION, OVER, PAY, VORKAUF
from engines.fabel.scoring import Score, score_line, score_meister

if TYPE_CHECKING:
    from engines.fabel.result import FabelResult
    from engines.fabel.state import State, TradeOutcome


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as the reader sees him."""

    seat: int
    money_count: int
    creatures: tuple[int, ...]
    estimate: int
    estimate_terms: tuple[tuple[str, int], ...]
    estimate_base: int
    estimate_base_key: str
    estimate_inexact: bool
    estimate_rechenweg: str
    money: tuple[int, ...] | None  # the values: own seat only (all at the end)
    # Meistermarkt (public): the kinds of his Ahnenbriefe, his Kobolde, and
    # how many cards he laid on the Kobold in the running round
    letters: tuple[int, ...] = ()
    kobolde: int = 0
    kobold_laid: int = 0

    @property
    def vierer(self) -> tuple[int, ...]:
        """Kinds this player holds complete."""
        return tuple(k for k in range(KINDS) if self.creatures[k] == 4)


@dataclass(frozen=True, slots=True)
class RaceView:
    """Meistermarkt: the Ahnenbrief of ``kind`` on the stage. ``counter``
    runs from 10 to 1 while nobody pressed; ``presser`` and ``k`` (the money
    cards the letter costs) after the first press; ``payer`` after the
    auctioneer's Vorkauf (``kept``: he keeps the letter)."""

    kind: int
    auctioneer: int
    counter: int
    may_press: tuple[int, ...]
    presser: int | None
    k: int
    payer: int | None
    kept: bool


@dataclass(frozen=True, slots=True)
class KoboldView:
    """Meistermarkt: a running Kobold round. Counts are public; ``own_laid``
    holds the values of the cards the reader laid himself."""

    auctioneer: int
    seat: int
    pot_count: int
    laid: tuple[int, ...]
    own_laid: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class KoboldLastView:
    """The last Kobold round: the taker and how many cards he got; ``cards``
    only in the taker's own view."""

    taker: int
    count: int
    cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class AuctionView:
    """The card on the stage. ``bidding`` while the countdown runs; after it,
    the auctioneer's Vorkauf decision or the payment follows."""

    card: int
    auctioneer: int
    high: int
    bidder: int | None
    excluded: tuple[int, ...]
    pleiten: tuple[tuple[int, tuple[int, ...]], ...]
    payout: int | None
    bidding: bool


@dataclass(frozen=True, slots=True)
class PaymentView:
    """An amount being paid (public); the cards are not in any view."""

    payer: int
    receiver: int
    amount: int
    card: int


@dataclass(frozen=True, slots=True)
class TradeView:
    """A running trade. Counts are public; ``own_offer`` holds the values of
    the reader's own covered offer."""

    challenger: int
    opponent: int
    kind: int
    stake: int
    round: int
    offer_count: int | None
    counter_count: int | None
    own_offer: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class FabelView:
    """Everything ``reader`` (None: the public) may know now."""

    reader: int | None
    seats: int
    options: Options
    phase: str
    turn_seat: int
    turn_number: int
    players: tuple[PlayerView, ...]
    hand: tuple[int, ...] | None
    deck_count: int
    deck_money: int | None
    goldesel_seen: int
    auction: AuctionView | None
    payment: PaymentView | None
    trade: TradeView | None
    last_trade: TradeOutcome | None
    peek: int | None
    seen_given: tuple[int, ...]
    skipped: tuple[int, ...]
    pending: tuple[Decision, ...]
    timer: Timer | None
    over_reason: str | None
    result: FabelResult | None
    race: RaceView | None = None
    kobold: KoboldView | None = None
    kobold_last: KoboldLastView | None = None

    @property
    def meister(self) -> bool:
        """Whether this is a Meistermarkt game."""
        return self.options.mode == Mode.MEISTERMARKT

    def score(self, seat: int) -> Score:
        """"Deine Punkte jetzt": ``seat``'s points as things stand, with the
        Rechenweg (public information only; no money, even with Geld zählt
        mit, since the reader may not know it)."""
        p = self.players[seat]
        if self.meister:
            return score_meister(p.vierer, p.letters, p.kobolde == 4)
        points, line = score_line(p.vierer)
        return Score(points, line, p.vierer, None,
                     sum(VIERER_VALUE[k] for k in p.vierer), (), len(p.vierer))

    @property
    def next_payout(self) -> int | None:
        """What the bank pays at the next Goldesel (None after the fourth)."""
        if self.goldesel_seen >= len(GOLDESEL_PAYOUTS):
            return None
        return GOLDESEL_PAYOUTS[self.goldesel_seen]

    @property
    def hand_total(self) -> int | None:
        """The reader's money in Taler."""
        return None if self.hand is None else sum(self.hand)

    def can_trade(self, seat: int, opponent: int, kind: int) -> bool:
        """Whether ``seat`` could challenge ``opponent`` for ``kind`` (public;
        Meistermarkt: ``KOBOLD_TRADE`` when both hold a Kobold), as
        ``State.can_trade`` decides it."""
        if seat == opponent:
            return False
        if kind == KOBOLD_TRADE:
            return (self.meister and self.players[seat].kobolde > 0
                    and self.players[opponent].kobolde > 0)
        a = self.players[seat].creatures[kind]
        b = self.players[opponent].creatures[kind]
        return 0 < a < 4 and 0 < b < 4


def build_view(state: State, reader: int | None) -> FabelView:
    """The view of ``reader`` on ``state``."""
    over = state.phase == OVER
    players = []
    for s in range(state.seats):
        book = state.books[s]
        hand = state.hands[s]
        show = over or s == reader
        players.append(PlayerView(
            seat=s,
            money_count=sum(hand),
            creatures=tuple(state.creatures[s]),
            estimate=book.estimate,
            estimate_terms=tuple(book.terms),
            estimate_base=book.base,
            estimate_base_key=book.base_key,
            estimate_inexact=book.inexact,
            estimate_rechenweg=book.rechenweg(),
            money=money.values_of(hand) if show else None,
            letters=tuple(k for k in range(KINDS) if state.letters[s][k]),
            kobolde=state.kobolde[s],
            kobold_laid=state.kobold.laid[s] if state.kobold is not None else 0,
        ))
    auction = None
    a = state.auction
    if a is not None and state.phase in (AUCTION, VORKAUF, PAY):
        auction = AuctionView(a.card, a.auctioneer, a.high, a.bidder, tuple(a.excluded),
                              tuple(a.pleiten), a.payout, state.phase == AUCTION)
    payment = None
    if state.payment is not None:
        p = state.payment
        payment = PaymentView(p.payer, p.receiver, p.amount, p.card)
    trade = None
    if state.trade is not None:
        tr = state.trade
        own: tuple[int, ...] | None = None
        if reader == tr.challenger and tr.offer is not None:
            own = money.values_of(tr.offer)
        elif reader == tr.opponent and tr.counter is not None:
            own = money.values_of(tr.counter)
        trade = TradeView(tr.challenger, tr.opponent, tr.kind, tr.stake, tr.round,
                          None if tr.offer is None else sum(tr.offer),
                          None if tr.counter is None else sum(tr.counter), own)
    race = None
    r = state.race
    if r is not None:
        race = RaceView(r.kind, r.auctioneer, r.counter,
                        tuple(d.seat for d in state.presses()), r.presser, r.k, r.payer,
                        r.kept)
    kobold = None
    ko = state.kobold
    if ko is not None:
        own_laid = money.values_of(ko.own[reader]) if reader is not None else ()
        kobold = KoboldView(ko.auctioneer, ko.seat, sum(ko.pot), tuple(ko.laid), own_laid)
    kobold_last = None
    last = state.kobold_last
    if last is not None:
        kobold_last = KoboldLastView(last.taker, last.count,
                                     last.cards if reader == last.taker else None)
    result = None
    if over:
        full = state.result()
        result = full.for_reader(reader)
    return FabelView(
        reader=reader,
        seats=state.seats,
        options=state.options,
        phase=state.phase,
        turn_seat=state.turn_seat,
        turn_number=state.turns + 1,
        players=tuple(players),
        hand=None if reader is None else money.values_of(state.hands[reader]),
        deck_count=len(state.deck),
        deck_money=state.deck_money if state.two else None,
        goldesel_seen=state.goldesel_seen,
        auction=auction,
        payment=payment,
        trade=trade,
        last_trade=state.last_trade,
        peek=state.peek if reader is not None and reader == state.turn_seat else None,
        seen_given=tuple(state.seen_given[reader]) if reader is not None else (),
        skipped=tuple(state.skipped),
        pending=state.pending(),
        timer=state.timer(),
        over_reason=state.over_reason,
        result=result,
        race=race,
        kobold=kobold,
        kobold_last=kobold_last,
    )

