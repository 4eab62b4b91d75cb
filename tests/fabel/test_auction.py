"""Versteigern, Vorkaufsrecht, Bezahlen, Pleite and the Goldesel
(checklist items 23-26, 31, 32, 36-39, 41, 42, 44, 46-48, 50-53)."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core import Timeout
from engines.fabel import Bid, BuySelf, Creature, Options, Pay, Reveal, Sell, State, Tempo
from engines.fabel import events as ev
from engines.fabel.cards import DENOM_INDEX
from engines.fabel.state import AUCTION, PAY, TURN, VORKAUF
from tests.fabel.helpers import (
    FakeClock,
    all_money,
    hand_values,
    money_of,
    of_type,
    refused,
    scenario,
)

TROLL, DRACHE, NIXE, GOLDESEL = Creature.TROLL, Creature.DRACHE, Creature.NIXE, Creature.GOLDESEL


def revealed(seats: int = 4, card: int = TROLL, **kwargs: object) -> State:
    """Seat 0 (the checklist's seat 1) has revealed ``card``."""
    state = scenario(seats, top=[card], **kwargs)  # type: ignore[arg-type]
    state.apply(Reveal(0))
    assert state.phase == AUCTION
    return state


def close(state: State) -> list[ev.Event]:
    """The countdown runs out."""
    timer = state.timer()
    assert timer is not None and timer.kind == "auction"
    return state.apply(Timeout(timer.token))


# ------------------------------------------------------------ bidding
def test_item_23_everyone_but_the_auctioneer_may_bid() -> None:
    """Item 23: "Alle außer dir (du bist der Versteigerer) dürfen bieten"."""
    state = revealed()
    err = refused(state, Bid(0, 10), "auctioneer_cannot_bid")
    assert "Versteigerer" in err.reason
    assert {d.seat for d in state.pending()} == {1, 2, 3}
    assert state.legal(0) == []
    for seat in (1, 2, 3):
        state.apply(Bid(seat, 10 * seat))
    assert (state.auction.high, state.auction.bidder) == (30, 3)  # type: ignore[union-attr]


def test_item_24_bids_are_tens_and_strictly_higher() -> None:
    """Item 24: "Geboten wird offen in Zehnerschritten" and "Ein Gebot gilt
    nur, wenn es höher ist als das aktuelle Höchstgebot"."""
    state = revealed()
    events = state.apply(Bid(1, 10))
    assert events == [ev.BidPlaced(1, 10)]  # open: public, with the bidder
    state.apply(Bid(2, 50))
    refused(state, Bid(3, 55), "bid_step")
    err = refused(state, Bid(3, 50), "bid_not_higher")
    assert "50" in err.reason
    state.apply(Bid(3, 60))
    assert state.legal(1) == [Bid(1, 70), Bid(1, 110), Bid(1, 160)]


def test_item_25_the_lowest_bid_is_ten() -> None:
    """Item 25: 0 is never a bid; no bid until the deadline gives the card to
    the auctioneer for free and no Vorkauf arises."""
    state = revealed()
    err = refused(state, Bid(1, 0), "bid_minimum")
    assert "10" in err.reason
    money_before = [list(h) for h in state.hands]
    events = close(state)
    assert of_type(events, ev.AuctionClosed) == [ev.AuctionClosed(TROLL, 0, None, 0)]
    assert state.creatures[0][TROLL] == 1
    assert state.phase == TURN and state.turn_seat == 1
    assert state.hands == money_before
    second = revealed()
    state_events = second.apply(Bid(1, 10))
    assert state_events == [ev.BidPlaced(1, 10)]


def test_item_26_a_bid_may_exceed_the_bidders_money() -> None:
    """Item 26: "Du darfst mehr bieten, als du gerade hast"."""
    state = revealed()
    assert money_of(state, 1) == 90
    state.apply(Bid(1, 500))
    assert state.auction is not None and state.auction.high == 500


# ------------------------------------------------------------ the countdown
def test_item_31_countdown_seven_then_tempo_normal() -> None:
    """Item 31: reveal at t = 0, no bid: Zuschlag at t = 7; bid at t = 5:
    deadline 9; bid at t = 8.5: deadline 12.5."""
    quiet = scenario(4, top=[TROLL])
    clock = FakeClock(quiet)
    clock.act(Reveal(0), at=0.0)
    assert clock.deadline == 7.0
    clock.advance(6.99)
    assert quiet.phase == AUCTION
    clock.advance(7.0)
    closed = [t for t, e in clock.events if isinstance(e, ev.AuctionClosed)]
    assert closed == [7.0]

    state = scenario(4, top=[TROLL], options=Options(tempo=Tempo.NORMAL))
    clock = FakeClock(state)
    clock.act(Reveal(0), at=0.0)
    clock.act(Bid(1, 10), at=5.0)
    assert clock.deadline == 9.0
    clock.act(Bid(2, 20), at=8.5)
    assert clock.deadline == 12.5
    clock.advance(12.4)
    assert state.phase == AUCTION
    clock.advance(12.5)
    assert state.phase == VORKAUF


@pytest.mark.parametrize(("tempo", "seconds"),
                         [(Tempo.RUHIG, 6.0), (Tempo.NORMAL, 4.0), (Tempo.FLOTT, 3.0)])
def test_item_31_first_countdown_is_seven_whatever_the_tempo(tempo: Tempo,
                                                             seconds: float) -> None:
    """Item 31: 7 s after the reveal, then the tempo after each bid."""
    state = scenario(4, top=[TROLL], options=Options(tempo=tempo))
    clock = FakeClock(state)
    clock.act(Reveal(0), at=0.0)
    assert clock.deadline == 7.0
    clock.act(Bid(1, 10), at=1.0)
    assert clock.deadline == 1.0 + seconds


def test_item_31_seven_seconds_after_goldesel_payout_and_pleite() -> None:
    """Item 31: also 7 s after the Goldesel payout and at the start of a
    re-auction after a Pleite, with tempo flott."""
    state = scenario(4, top=[GOLDESEL], options=Options(tempo=Tempo.FLOTT))
    clock = FakeClock(state)
    clock.act(Reveal(0), at=0.0)
    assert clock.deadline == 7.0
    clock.act(Bid(1, 500), at=2.0)
    assert clock.deadline == 5.0
    clock.advance(5.0)
    clock.act(Sell(0), at=6.0)  # seat 1 holds 140 after the payout: Pleite
    assert of_type([e for _, e in clock.events], ev.Pleite)
    assert clock.deadline == 13.0


def test_item_32_a_stale_timeout_changes_nothing() -> None:
    """Item 32: bid at t = 5; the old token's Timeout at t = 7 is ignored and
    the auction stays open."""
    state = scenario(4, top=[TROLL])
    clock = FakeClock(state)
    clock.act(Reveal(0), at=0.0)
    old = clock.token
    assert old is not None
    clock.act(Bid(1, 10), at=5.0)
    clock.now = 7.0
    err = refused(state, Timeout(old), "timer_stale")
    assert err.reason
    assert state.phase == AUCTION and state.auction is not None and state.auction.high == 10
    clock.advance(9.0)
    assert state.phase == VORKAUF


def test_item_36_a_bid_after_the_zuschlag_is_refused() -> None:
    """Item 36: "dann fällt der Zuschlag"; a late bid: "Zuschlag schon erteilt"."""
    state = revealed()
    state.apply(Bid(1, 30))
    close(state)
    err = refused(state, Bid(2, 40), "auction_closed")
    assert err.reason == "Zuschlag schon erteilt."
    assert state.auction is not None and state.auction.bidder == 1


# ------------------------------------------------------------ Vorkaufsrecht
def test_item_37_no_bid_the_auctioneer_gets_the_card_free() -> None:
    """Item 37: "Bietet niemand, bekommt der Versteigerer die Karte umsonst"."""
    state = revealed(card=TROLL)
    money_before = all_money(state), [list(h) for h in state.hands]
    events = close(state)
    assert state.creatures[0][TROLL] == 1
    assert (all_money(state), state.hands) == money_before
    assert ev.CardTaken(0, TROLL, "free") in events
    assert not of_type(events, ev.PaymentMade)


def sold_scenario(bid: int = 100) -> State:
    state = revealed(hands={0: [200, 50], 1: [100, 50, 10, 0]})
    state.apply(Bid(1, bid))
    close(state)
    assert state.phase == VORKAUF and state.pending()[0].seat == 0
    return state


def test_item_38_verkaufen() -> None:
    """Item 38: "Verkaufen: Der Höchstbietende bekommt die Karte und bezahlt
    sein Gebot an den Versteigerer"."""
    state = sold_scenario()
    state.apply(Sell(0))
    assert state.phase == PAY and state.pending()[0].seat == 1
    state.apply(Pay(1, (100,)))
    assert state.creatures[1][TROLL] == 1 and state.creatures[0][TROLL] == 0
    assert money_of(state, 0) == 350 and money_of(state, 1) == 60


def test_item_38_selbst_kaufen() -> None:
    """Item 38: "Selbst kaufen: Der Versteigerer behält die Karte und bezahlt
    das Höchstgebot an den Höchstbietenden"."""
    state = sold_scenario()
    state.apply(BuySelf(0))
    assert state.pending()[0].seat == 0
    state.apply(Pay(0, (200,)))
    assert state.creatures[0][TROLL] == 1
    assert money_of(state, 1) == 160 + 200 and money_of(state, 0) == 50


def test_item_39_selbst_kaufen_needs_enough_money() -> None:
    """Item 39: "Das geht nur, wenn sein Geld dafür reicht": 90 < 100."""
    state = revealed(hands={1: [100, 50]})
    state.apply(Bid(1, 100))
    close(state)
    assert money_of(state, 0) == 90
    assert state.legal(0) == [Sell(0)]
    err = refused(state, BuySelf(0), "buy_self_money")
    assert "100" in err.reason
    state.apply(Sell(0))  # selling still works
    assert state.phase == PAY


# ------------------------------------------------------------ paying
def paying(hand: list[int], amount: int) -> State:
    """Seat 1 owes ``amount`` to seat 0, holding ``hand``."""
    state = revealed(hands={1: hand})
    state.apply(Bid(1, amount))
    close(state)
    state.apply(Sell(0))
    assert state.phase == PAY
    return state


def test_item_41_no_change_fifty_fifty_for_sixty() -> None:
    """Item 41: "Musst du 60 zahlen und hast nur 50 und 50, gibst du 100 ab"."""
    state = paying([50, 50], 60)
    refused(state, Pay(1, (50,)), "pay_too_little")
    before = money_of(state, 0)
    state.apply(Pay(1, (50, 50)))
    assert money_of(state, 0) == before + 100
    assert hand_values(state, 1) == []


@pytest.mark.parametrize("cards", [(50, 10), (100,)])
def test_item_41_minimal_payments_are_accepted(cards: tuple[int, ...]) -> None:
    """Item 41: holding [100, 50, 10, 0], 60 is paid with {50, 10} or {100}."""
    state = paying([100, 50, 10, 0], 60)
    assert Pay(1, cards) in state.legal(1)
    state.apply(Pay(1, cards))
    assert state.phase == TURN


@pytest.mark.parametrize("cards", [(100, 10), (50, 10, 0), (100, 50)])
def test_item_41_payments_that_are_not_minimal_are_refused(cards: tuple[int, ...]) -> None:
    """Item 41: no card of a payment may be removable (so zeros never go in)."""
    state = paying([100, 50, 10, 0], 60)
    assert Pay(1, cards) not in state.legal(1)
    err = refused(state, Pay(1, cards), "pay_not_minimal")
    assert "Wechselgeld" in err.reason


def test_item_42_too_little_or_cards_not_held_are_refused() -> None:
    """Item 42: paying 60 with [50] fails; so do cards the payer does not hold."""
    state = paying([50, 50, 10], 60)
    err = refused(state, Pay(1, (50,)), "pay_too_little")
    assert "50" in err.reason and "60" in err.reason
    refused(state, Pay(1, (100,)), "cards_not_held")
    refused(state, Pay(1, (10, 10, 50)), "cards_not_held")
    refused(state, Pay(1, (30, 30)), "cards_not_held")
    refused(state, Pay(0, (50, 10)), "not_your_turn")


def test_item_44_the_amount_is_public_the_cards_are_not() -> None:
    """Item 44: "Den Betrag sehen alle, welche Karten genau bezahlt wurden,
    sehen nur der Zahler und der Empfänger"."""
    outcomes = []
    for cards in ((100,), (50,)):
        state = paying([100, 50], 50)
        events = state.apply(Pay(1, cards))
        public = [e for e in events if e.audience is None]
        assert ev.PaymentMade(1, 0, 50, 1) in public
        private = of_type(events, ev.PaymentCards)
        assert private == [ev.PaymentCards(1, 0, cards, audience=(0, 1))]
        outcomes.append(state)
    # a third seat cannot tell the two payments apart
    assert outcomes[0].view(2) == outcomes[1].view(2)
    assert outcomes[0].view(None) == outcomes[1].view(None)
    assert outcomes[0].view(0) != outcomes[1].view(0)


# ------------------------------------------------------------ Pleite
def test_item_46_pleite_when_selling() -> None:
    """Item 46: "Kann der Höchstbietende sein Gebot nicht bezahlen, muss er
    sein ganzes Geld offen zeigen. Er zahlt nichts"."""
    state = revealed()
    state.apply(Bid(1, 200))
    close(state)
    money_before = [list(h) for h in state.hands]
    events = state.apply(Sell(0))
    pleite = of_type(events, ev.Pleite)
    assert pleite == [ev.Pleite(1, (50, 10, 10, 10, 10, 0, 0))]
    assert pleite[0].audience is None
    assert state.hands == money_before
    assert state.phase == AUCTION


def test_item_46_no_pleite_when_the_auctioneer_buys() -> None:
    """Item 46: if the auctioneer buys himself he pays the bid to the bidder
    whatever the bidder holds."""
    state = revealed(hands={0: [200, 50]})
    state.apply(Bid(1, 200))
    close(state)
    events = state.apply(BuySelf(0))
    events += state.apply(Pay(0, (200,)))
    assert not of_type(events, ev.Pleite)
    assert money_of(state, 1) == 290 and state.creatures[0][TROLL] == 1


def test_item_47_reauction_without_the_bankrupt_bidder() -> None:
    """Item 47: "die Karte wird sofort neu versteigert – ohne ihn"; a fresh 7 s
    countdown; he stays excluded from every further re-auction."""
    state = revealed(options=Options(tempo=Tempo.FLOTT))
    state.apply(Bid(1, 200))
    close(state)
    events = state.apply(Sell(0))
    opened = of_type(events, ev.AuctionOpened)
    assert opened == [ev.AuctionOpened(TROLL, 0, (1,), 7.0)]
    timer = state.timer()
    assert timer is not None and timer.seconds == 7.0 and timer.kind == "auction"
    err = refused(state, Bid(1, 10), "pleite_excluded")
    assert "Pleite" in err.reason
    assert {d.seat for d in state.pending()} == {2, 3}
    assert state.auction is not None and state.auction.high == 0
    state.apply(Bid(2, 300))
    close(state)
    state.apply(Sell(0))
    assert state.auction is not None and state.auction.excluded == [1, 2]
    assert {d.seat for d in state.pending()} == {3}
    refused(state, Bid(2, 10), "pleite_excluded")
    refused(state, Bid(1, 10), "pleite_excluded")


def test_item_48_nobody_bids_in_the_reauction() -> None:
    """Item 48: 3p, seat 2 goes Pleite, seat 3 does not bid: seat 1 holds the
    card, no money moved."""
    state = revealed(seats=3)
    money_before = [list(h) for h in state.hands]
    state.apply(Bid(1, 100))
    close(state)
    state.apply(Sell(0))
    events = close(state)
    assert ev.CardTaken(0, TROLL, "free") in events
    assert state.creatures[0][TROLL] == 1 and state.hands == money_before


# ------------------------------------------------------------ Goldesel
def test_item_50_goldesel_pays_everyone_first() -> None:
    """Item 50: "zahlt die Bank zuerst jedem Spieler Geld aus … Danach wird der
    Goldesel ganz normal versteigert"."""
    state = scenario(4, top=[GOLDESEL])
    bank_fifties = state.bank[DENOM_INDEX[50]]
    counts = [sum(h) for h in state.hands]
    state.apply(Reveal(0))
    for seat in range(4):
        assert money_of(state, seat) == 90 + 50
        assert sum(state.hands[seat]) == counts[seat] + 1
    assert state.bank[DENOM_INDEX[50]] == bank_fifties - 4
    assert state.phase == AUCTION and state.auction is not None
    assert state.auction.card == GOLDESEL and state.auction.payout == 50


def play_four_goldesel(seats: int) -> State:
    top = [GOLDESEL, TROLL, GOLDESEL, NIXE, GOLDESEL, DRACHE, GOLDESEL]
    state = scenario(seats, top=top)
    payouts = []
    for _ in top:
        events = state.apply(Reveal(state.turn_seat))
        payouts += [e.amount for e in of_type(events, ev.GoldeselPayout)]
        close(state)
    assert payouts == [50, 100, 200, 500]
    return state


def test_item_51_payouts_fifty_hundred_two_hundred_five_hundred() -> None:
    """Item 51: "beim ersten Goldesel 50, beim zweiten 100, beim dritten 200
    und beim vierten 500"; each player receives 850 in all."""
    state = play_four_goldesel(4)
    for seat in range(4):
        assert money_of(state, seat) == 90 + 850
        assert state.stats[seat].payouts == 850


def test_item_52_the_countdown_starts_after_the_payout() -> None:
    """Item 52: "beim Goldesel nach der Auszahlung": payout, then the auction
    opens with its timer."""
    state = scenario(4, top=[GOLDESEL])
    events = state.apply(Reveal(0))
    kinds = [type(e) for e in events]
    assert kinds == [ev.CardRevealed, ev.GoldeselPayout, ev.AuctionOpened]
    timer = state.timer()
    assert timer is not None and timer.kind == "auction" and timer.seconds == 7.0


def test_item_53_six_players_every_payout_is_paid() -> None:
    """Item 53: "Zu sechst zahlt die Bank beim Goldesel trotzdem jedem aus"."""
    state = play_four_goldesel(6)
    for seat in range(6):
        assert money_of(state, seat) == 90 + 850
    bank = Counter({v: state.bank[DENOM_INDEX[v]] for v in (50, 100, 200, 500)})
    assert +bank == Counter()


def test_goldesel_payout_is_in_the_kassenbuch() -> None:
    """Item 144 (Goldesel part): the payout enters everyone's estimate."""
    state = scenario(3, top=[GOLDESEL])
    state.apply(Reveal(0))
    assert all(state.view(None).players[s].estimate == 140 for s in range(3))


def test_item_36_a_bid_during_the_payment_is_after_the_zuschlag() -> None:
    """Item 36: while the winner pays, the Zuschlag has been given: a late bid
    gets "Zuschlag schon erteilt", not "no auction"."""
    state = revealed(hands={1: [100, 50]})
    state.apply(Bid(1, 30))
    close(state)
    state.apply(Sell(0))
    assert state.phase == PAY
    err = refused(state, Bid(2, 40), "auction_closed")
    assert err.reason == "Zuschlag schon erteilt."


def test_item_48_reauction_with_every_bidder_bankrupt() -> None:
    """Items 47/48 (docs/rules/fabel.md): 3p, seats 2 and 3 both go Pleite:
    the re-auction has no bidder, runs its 7 s, and seat 1 gets the card."""
    state = revealed(seats=3)
    money_before = [list(h) for h in state.hands]
    for bidder in (1, 2):
        state.apply(Bid(bidder, 200))
        close(state)
        state.apply(Sell(0))
    assert state.phase == AUCTION and state.pending() == ()
    timer = state.timer()
    assert timer is not None and timer.seconds == 7.0
    events = close(state)
    assert ev.CardTaken(0, TROLL, "free") in events
    assert state.hands == money_before and state.turn_seat == 1
