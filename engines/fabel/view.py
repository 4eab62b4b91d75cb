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
from engines.fabel.phases import (  # re-exported: the names FabelView.phase takes
    ANSWER,
    AUCTION,
    BRIEF_PAY,
    BRIEF_VORKAUF,
    DISTRIBUTE,
    KOBOLD_PHASE,
    MEINS,
    OFFER,
    OVER,
    PAY,
    SUPER,
    TURN,
    VORKAUF,
)
from engines.fabel.scoring import Score, score_line, score_meister

if TYPE_CHECKING:
    from engines.fabel.result import FabelResult
    from engines.fabel.state import State, TradeOutcome

#: A renderer compares ``FabelView.phase`` with the phase names from here
#: and needs nothing of the state.
__all__ = [
    "ANSWER", "AUCTION", "BRIEF_PAY", "BRIEF_VORKAUF", "DISTRIBUTE", "KOBOLD_PHASE", "MEINS",
    "OFFER", "OVER", "PAY", "SUPER", "TURN", "VORKAUF",
    "AuctionView", "FabelView", "KoboldLastView", "KoboldView", "PaymentView", "PlayerView",
    "RaceView", "Score", "TradeView", "build_view",
]


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
    # The reader's own points as his panel shows them (None in the public
    # view): "Deine Punkte jetzt", under Geld zählt mit with his own money,
    # which only he knows; in a "Meins!" race also what they would be with
    # the letter on the stage.
    own_score: Score | None = None
    letter_score: Score | None = None

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
        return _line_score(p.vierer)

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


def _line_score(vierer: tuple[int, ...], cash: int | None = None) -> Score:
    """Klassisch's count (:func:`.scoring.score_line`) as a :class:`Score`;
    ``cash``: the money Geld zählt mit adds."""
    points, line = score_line(vierer, cash)
    return Score(points, line, vierer, None, sum(VIERER_VALUE[k] for k in vierer), (),
                 len(vierer), money=cash)


def build_view(state: State, reader: int | None) -> FabelView:
    """The view of ``reader`` on ``state``."""
    over = state.phase == OVER
    players = tuple(_player_view(state, s, over or s == reader) for s in range(state.seats))
    hand = None if reader is None else money.values_of(state.hands[reader])
    me = None if reader is None else players[reader]
    return FabelView(
        reader=reader,
        seats=state.seats,
        options=state.options,
        phase=state.phase,
        turn_seat=state.turn_seat,
        turn_number=state.turns + 1,
        players=players,
        hand=hand,
        deck_count=len(state.deck),
        deck_money=state.deck_money if state.two else None,
        goldesel_seen=state.goldesel_seen,
        auction=_auction_view(state),
        payment=_payment_view(state),
        trade=_trade_view(state, reader),
        last_trade=state.last_trade,
        peek=state.peek if reader is not None and reader == state.turn_seat else None,
        seen_given=tuple(state.seen_given[reader]) if reader is not None else (),
        skipped=tuple(state.skipped),
        pending=state.pending(),
        timer=state.timer(),
        over_reason=state.over_reason,
        result=state.result().for_reader(reader) if over else None,
        race=_race_view(state),
        kobold=_kobold_view(state, reader),
        kobold_last=_kobold_last_view(state, reader),
        own_score=None if me is None else _own_score(state.options, me, hand or ()),
        letter_score=(None if me is None or state.race is None
                      else _letter_score(me, state.race.kind)),
    )


def _player_view(state: State, s: int, show: bool) -> PlayerView:
    """Seat ``s`` as anyone sees him; his money values only if ``show``."""
    book = state.books[s]
    hand = state.hands[s]
    return PlayerView(
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
    )


def _auction_view(state: State) -> AuctionView | None:
    """The card on the stage, from the reveal to the payment."""
    a = state.auction
    if a is None or state.phase not in (AUCTION, VORKAUF, PAY):
        return None
    return AuctionView(a.card, a.auctioneer, a.high, a.bidder, tuple(a.excluded),
                       tuple(a.pleiten), a.payout, state.phase == AUCTION)


def _payment_view(state: State) -> PaymentView | None:
    """The amount being paid (never its cards)."""
    p = state.payment
    if p is None:
        return None
    return PaymentView(p.payer, p.receiver, p.amount, p.card)


def _trade_view(state: State, reader: int | None) -> TradeView | None:
    """The running trade: counts only, and the reader's own covered offer."""
    tr = state.trade
    if tr is None:
        return None
    own: tuple[int, ...] | None = None
    if reader == tr.challenger and tr.offer is not None:
        own = money.values_of(tr.offer)
    elif reader == tr.opponent and tr.counter is not None:
        own = money.values_of(tr.counter)
    return TradeView(tr.challenger, tr.opponent, tr.kind, tr.stake, tr.round,
                     None if tr.offer is None else sum(tr.offer),
                     None if tr.counter is None else sum(tr.counter), own)


def _race_view(state: State) -> RaceView | None:
    """Meistermarkt: the running "Meins!" race (all public)."""
    r = state.race
    if r is None:
        return None
    return RaceView(r.kind, r.auctioneer, r.counter,
                    tuple(d.seat for d in state.presses()), r.presser, r.k, r.payer, r.kept)


def _kobold_view(state: State, reader: int | None) -> KoboldView | None:
    """Meistermarkt: the running Kobold round; the reader's own laid cards."""
    ko = state.kobold
    if ko is None:
        return None
    own_laid = money.values_of(ko.own[reader]) if reader is not None else ()
    return KoboldView(ko.auctioneer, ko.seat, sum(ko.pot), tuple(ko.laid), own_laid)


def _kobold_last_view(state: State, reader: int | None) -> KoboldLastView | None:
    """Meistermarkt: the last Kobold round; its cards for the taker only."""
    last = state.kobold_last
    if last is None:
        return None
    return KoboldLastView(last.taker, last.count, last.cards if reader == last.taker else None)


def _own_score(options: Options, me: PlayerView, hand: tuple[int, ...]) -> Score:
    """The reader's points now; with Geld zählt mit his money counts too."""
    cash = sum(hand) if options.geld_zaehlt else None
    if options.mode == Mode.MEISTERMARKT:
        return score_meister(me.vierer, me.letters, me.kobolde == 4, cash)
    return _line_score(me.vierer, cash)


def _letter_score(me: PlayerView, kind: int) -> Score:
    """Meistermarkt: the reader's points if the Ahnenbrief of ``kind`` were his."""
    return score_meister(me.vierer, tuple(sorted({*me.letters, kind})), me.kobolde == 4)
