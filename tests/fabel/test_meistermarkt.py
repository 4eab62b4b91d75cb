"""Speedfabel Meistermarkt: material, views, the Ahnenbrief race, the Kobold
round, Kobold trades, the end and the five scoring steps (engine side of
the checklist items named in each test)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from engines.core import Timeout
from engines.fabel import Mode, Options, flow
from engines.fabel import events as ev
from engines.fabel.actions import (
    Accept,
    BuySelf,
    Challenge,
    Keep,
    LayCard,
    Meins,
    Offer,
    Pay,
    Reveal,
    Sell,
    TakeKobold,
)
from engines.fabel.actions import Counter as CounterOffer
from engines.fabel.cards import KINDS, KOBOLD, KOBOLD_TRADE, LETTER, Creature
from engines.fabel.scoring import leaderboard_points, score_meister
from engines.fabel.state import (
    AUCTION,
    BRIEF_PAY,
    BRIEF_VORKAUF,
    KOBOLD_PHASE,
    MEINS,
    OFFER,
    OVER,
    TURN,
    State,
)
from engines.fabel.view import FabelView
from engines.texts import t
from tests.fabel.helpers import (
    FakeClock,
    all_money,
    hand_values,
    money_of,
    of_type,
    refused,
    scenario,
    set_hand,
)

MM = Options(mode=Mode.MEISTERMARKT)


def meister(seats: int = 4, **kw: Any) -> State:
    """A Meistermarkt scenario (see :func:`tests.fabel.helpers.scenario`)."""
    return scenario(seats, options=replace(MM, **kw.pop("opts", {})), **kw)


def letter(kind: int) -> int:
    """The deck card of the Ahnenbrief of ``kind``."""
    return LETTER + kind


# ---------------------------------------------------------------- material
def test_item_91_the_deck_holds_54_cards() -> None:
    """Item 91: "40 Fabelwesen + 10 Ahnenbriefe (einer je Sorte) + 4 Kobolde"."""
    state = meister(4)
    kinds = Counter(state.deck)
    assert len(state.deck) == 54
    assert all(kinds[k] == 4 for k in range(KINDS))
    assert all(kinds[letter(k)] == 1 for k in range(KINDS))
    assert kinds[KOBOLD] == 4


def test_item_92_money_and_start_hands() -> None:
    """Item 92: 66 cards with 11 × 20; every hand 2 × 0, 3 × 10, 1 × 20, 1 × 50 = 100."""
    state = meister(4)
    for seat in range(4):
        assert hand_values(state, seat) == [50, 20, 10, 10, 10, 0, 0]
        assert money_of(state, seat) == 100
    assert all_money(state) == Counter({0: 10, 10: 20, 20: 11, 50: 10, 100: 5, 200: 5,
                                        500: 5})
    # the Kassenbuch starts at 100
    assert [p.estimate for p in state.view(None).players] == [100] * 4


def test_item_6_six_players_bank() -> None:
    """Item 6: with six players the bank adds 2 × 0, 2 × 50, 1 × 100, 1 × 200, 1 × 500."""
    state = meister(6)
    assert all(money_of(state, s) == 100 for s in range(6))
    bank = dict(zip((0, 10, 20, 50, 100, 200, 500), state.bank, strict=True))
    assert bank == {0: 0, 10: 2, 20: 5, 50: 6, 100: 6, 200: 6, 500: 6}


def test_items_126_127_two_players_material() -> None:
    """Items 126, 127: two players start with 3 × 10, 1 × 20, 1 × 50 and no zeros; the
    deck holds 54 + 28 cards; 10 money cards are out of the game."""
    state = meister(2)
    assert hand_values(state, 0) == hand_values(state, 1) == [50, 20, 10, 10, 10]
    assert len(state.deck) == 82 and state.deck_money == 28
    assert sum(state.removed) == 10
    assert all_money(state)[0] == 0


def test_item_93_creatures_are_auctioned_and_the_goldesel_pays() -> None:
    """Item 93: "Fabelwesen werden wie gewohnt versteigert, der Goldesel zahlt wie gewohnt"."""
    state = meister(4, top=[Creature.GOLDESEL])
    events = state.apply(Reveal(0))
    assert state.phase == AUCTION
    assert of_type(events, ev.GoldeselPayout)[0].amount == 50
    assert all(money_of(state, s) == 150 for s in range(4))


def test_item_10_views_show_letters_and_kobolde() -> None:
    """Item 10: every seat's Ahnenbriefe and Kobolde are public."""
    state = meister(3)
    state.letters[1][Creature.DRACHE] = 1
    state.deck.remove(letter(Creature.DRACHE))
    state.kobolde[2] = 2
    state.deck.remove(KOBOLD)
    state.deck.remove(KOBOLD)
    for reader in (None, 0, 1, 2):
        players = state.view(reader).players
        assert players[1].letters == (Creature.DRACHE,)
        assert [p.kobolde for p in players] == [0, 0, 2]


# ---------------------------------------------------------------- the letter race
def race(seats: int = 4, kind: int = Creature.TROLL, **kw: Any) -> tuple[State, FakeClock]:
    """Seat 0 reveals the Ahnenbrief of ``kind``; a fake clock from then on."""
    state = meister(seats, top=[letter(kind)], **kw)
    state.apply(Reveal(0))
    return state, FakeClock(state)


def test_item_94_the_counter_steps_down_once_a_second() -> None:
    """Item 94: "zählt der Markt rückwärts von 10 bis 1 – etwa eine Zahl pro Sekunde"."""
    state, clock = race()
    assert state.phase == MEINS
    timer = state.timer()
    assert timer is not None and timer.kind == "meins" and timer.seconds == 1.0
    seen = {}
    for at in (0.0, 0.5, 3.0, 3.9, 9.0, 9.9):
        clock.advance(at)
        seen[at] = state.view(None).race.counter  # type: ignore[union-attr]
    assert seen == {0.0: 10, 0.5: 10, 3.0: 7, 3.9: 7, 9.0: 1, 9.9: 1}


def test_item_99_nobody_presses_the_auctioneer_gets_it_free() -> None:
    """Item 99: "Ruft bis 1 niemand, bekommst du den Brief umsonst"."""
    state, clock = race()
    before = [list(h) for h in state.hands]
    events = clock.advance(10.0)
    assert state.letters[0][Creature.TROLL] == 1
    assert state.hands == before
    taken = of_type(events, ev.LetterTaken)
    assert taken == [ev.LetterTaken(0, Creature.TROLL, "free")]
    assert state.phase == TURN and state.turn_seat == 1


def test_item_95_only_others_press_and_the_first_wins() -> None:
    """Item 95: the auctioneer cannot press; seat 3's press first: seat 2 is too late."""
    state, clock = race()
    clock.advance(4.0)  # counter 6: everybody holds 7 cards
    refused(state, Meins(0), "meins_auctioneer")
    state.apply(Meins(3))
    assert state.phase == BRIEF_VORKAUF and state.race is not None
    assert state.race.presser == 3
    err = refused(state, Meins(2), "meins_late")
    assert "Zu spät" in err.reason


def test_item_96_a_press_needs_as_many_cards_as_the_counter() -> None:
    """Item 96: seat 2 holds 6 money cards: refused at 8, accepted at 6 (6 cards)."""
    state, clock = race(hands={1: [10, 10, 10, 0, 0, 20]})
    assert len(state.hands[1]) and sum(state.hands[1]) == 6
    clock.advance(2.0)  # counter 8
    assert 1 not in {d.seat for d in state.pending()}
    refused(state, Meins(1), "meins_cards")
    clock.advance(4.0)  # counter 6
    assert 1 in {d.seat for d in state.pending()}
    clock.act(Meins(1))
    assert state.race is not None and state.race.k == 6


def test_item_97_the_counter_at_arrival_counts() -> None:
    """Item 97: a press arriving at 3.4 s costs 7 cards."""
    state, clock = race(hands={2: [10] * 9})
    clock.act(Meins(2), at=3.4)
    assert state.race is not None and state.race.k == 7
    assert of_type([e for _, e in clock.events], ev.MeinsPressed) == [ev.MeinsPressed(2, 7)]


def test_item_98_vorkauf_let_go_the_presser_pays_k_cards() -> None:
    """Item 98: the auctioneer decides before seeing cards; Verkaufen: the presser
    gives him k cards of his choice and gets the letter."""
    state, clock = race(hands={2: [0, 0, 10, 10, 20, 50, 100]})
    clock.act(Meins(2), at=3.0)  # counter 7
    view = state.view(0)
    assert view.race is not None and view.race.presser == 2 and view.race.k == 7
    assert [d.kind for d in state.pending()] == [BRIEF_VORKAUF]
    state.apply(Sell(0))
    assert state.phase == BRIEF_PAY and state.pending()[0].seat == 2
    refused(state, Pay(2, (100, 50)), "letter_pay_count")
    a0 = money_of(state, 0)
    events = state.apply(Pay(2, (100, 50, 20, 10, 10, 0, 0)))
    assert state.letters[2][Creature.TROLL] == 1
    assert money_of(state, 0) == a0 + 190 and sum(state.hands[2]) == 0
    public = [e for e in events if e.audience is None]
    assert ev.LetterPaid(2, 0, 7) in public
    cards = of_type(events, ev.PaymentCards)
    assert len(cards) == 1 and cards[0].audience == (0, 2)
    assert not any(isinstance(e, ev.PaymentMade) for e in events)  # no public amount
    assert state.books[0].inexact and state.books[2].inexact
    assert state.view(None).players[2].estimate == 100


def test_item_98_vorkauf_keep_the_auctioneer_pays_and_needs_k_cards() -> None:
    """Item 98: keeping needs at least k cards (5 cards after a press at 7 cannot);
    keeping moves exactly k cards of the auctioneer's choice to the presser."""
    state, clock = race(hands={0: [10] * 5, 1: [10] * 9})
    clock.act(Meins(1), at=3.0)
    assert state.legal(0) == [Sell(0)]
    refused(state, BuySelf(0), "keep_letter_cards")

    state, clock = race(hands={0: [10] * 8, 1: [20] * 5 + [0] * 4})
    clock.act(Meins(1), at=3.0)
    state.apply(BuySelf(0))
    assert state.pending()[0].seat == 0
    state.apply(Pay(0, (10,) * 7))
    assert state.letters[0][Creature.TROLL] == 1 and state.letters[1][Creature.TROLL] == 0
    assert sum(state.hands[0]) == 1 and sum(state.hands[1]) == 16


def test_item_98_the_auctioneer_view_hides_the_presser_cards() -> None:
    """Item 98: at his decision the auctioneer sees no value of the presser's cards."""
    state, clock = race(hands={2: [0, 0, 10, 10, 20, 50, 100]})
    clock.act(Meins(2), at=3.0)
    view = state.view(0)
    assert view.players[2].money is None
    twin = state.copy()
    set_hand(twin, 2, [10] * 7)
    assert twin.view(0) == view


def test_items_9_122_the_scores_a_view_carries_are_the_readers_own() -> None:
    """Items 9 and 122: the panel's "Deine Punkte jetzt" comes with the
    reader's own view (Geld zählt mit: his own money counts, which only he
    knows), and so do his points with the letter in a race; the public view
    carries neither, and another seat's hidden values change nothing."""
    state, clock = race(hands={1: [100, 50], 2: [10, 10]},
                        creatures={1: {Creature.TROLL: 4}}, opts={"geld_zaehlt": True})
    view = state.view(1)
    assert view.own_score == score_meister([Creature.TROLL], [], False, 150)
    assert view.letter_score == score_meister([Creature.TROLL], [Creature.TROLL], False)
    assert view.letter_score is not None and view.letter_score.rechenweg == "(250 + 250) × 1 = 500"
    assert state.view(2).own_score == score_meister([], [], False, 20)
    public = state.view(None)
    assert public.own_score is None and public.letter_score is None
    twin = state.copy()
    set_hand(twin, 2, [50, 0])
    assert twin.view(1) == view and twin.view(None) == public
    assert twin.view(2).own_score == score_meister([], [], False, 50)


def test_item_57_letters_cannot_be_traded() -> None:
    """Item 57: "Ahnenbriefe kann man nicht handeln" – no challenge names a letter."""
    state = meister(3, creatures={0: {1: 1}, 1: {1: 1}})
    state.letters[0][3] = state.letters[1][3] = 1
    assert all(c.kind < KINDS or c.kind == KOBOLD_TRADE for c in state.challenges(0))
    assert all(c.kind != letter(3) for c in state.legal(0) if isinstance(c, Challenge))
    refused(state, Challenge(0, 1, letter(3)), "no_kind")
    refused(state, Challenge(0, 1, 3), "trade_kind_missing")


# ---------------------------------------------------------------- the Kobold
def kobold(seats: int = 4, **kw: Any) -> State:
    """Seat 0 reveals a Kobold."""
    state = meister(seats, top=[KOBOLD, *kw.pop("then", [])], **kw)
    state.apply(Reveal(0))
    return state


def test_item_104_the_left_neighbour_begins_round_the_table() -> None:
    """Item 104: seat 1 reveals: the deciders are 2, 3, 4, 1, 2, … until a take."""
    state = kobold()
    assert state.phase == KOBOLD_PHASE
    order = []
    for _ in range(6):
        seat = state.pending()[0].seat
        order.append(seat)
        state.apply(LayCard(seat, 0 if state.hands[seat][0] else 10))
    assert order == [1, 2, 3, 0, 1, 2]


def test_item_105_the_taker_gets_every_laid_card() -> None:
    """Item 105: seats 2, 3, 4 lay 10, 0, 50; seat 1 takes: 3 cards worth 60."""
    state = kobold(then=[Creature.DRACHE])
    state.apply(LayCard(1, 10))
    state.apply(LayCard(2, 0))
    state.apply(LayCard(3, 50))
    cards, cash = sum(state.hands[0]), money_of(state, 0)
    events = state.apply(TakeKobold(0))
    assert sum(state.hands[0]) == cards + 3 and money_of(state, 0) == cash + 60
    assert state.kobolde[0] == 1
    assert state.stats[0].kobold_income == 60
    assert ev.KoboldTaken(0, 3, "round") in events


def test_item_106_without_money_only_take() -> None:
    """Item 106: "Wer kein Geld mehr hat, muss ihn nehmen"."""
    state = kobold(hands={2: []})
    state.apply(LayCard(1, 10))
    assert state.pending()[0].seat == 2
    assert state.legal(2) == [TakeKobold(2)]
    refused(state, LayCard(2, 0), "cards_not_held")


def test_item_107_pot_is_face_down() -> None:
    """Item 107: everyone sees the count; each knows only his own card; the taker
    learns all of them; "wer schon wie oft eine Karte dazugelegt hat" is public."""
    state = kobold(then=[Creature.DRACHE])
    e1 = state.apply(LayCard(1, 50))
    e2 = state.apply(LayCard(2, 10))
    for e in e1 + e2:
        if isinstance(e, ev.KoboldOwnCard):
            assert e.audience == (e.seat,)
        else:
            assert "card" not in vars(e) and "cards" not in vars(e)
    v2 = state.view(2)
    assert v2.kobold is not None and v2.kobold.pot_count == 2
    assert v2.kobold.own_laid == (10,)
    assert [p.kobold_laid for p in v2.players] == [0, 1, 1, 0]
    assert state.view(None).kobold.own_laid == ()  # type: ignore[union-attr]
    events = state.apply(TakeKobold(3))
    pot = of_type(events, ev.KoboldPot)
    assert pot == [ev.KoboldPot(3, (50, 10), audience=(3,))]
    assert state.view(3).kobold_last.cards == (50, 10)  # type: ignore[union-attr]
    assert state.view(1).kobold_last.cards is None  # type: ignore[union-attr]
    assert state.view(None).kobold_last.count == 2  # type: ignore[union-attr]


def test_item_109_after_the_round_the_auctioneer_reveals_at_once() -> None:
    """Item 109: the Kobold is taken by seat 3: the next event is seat 1's reveal."""
    state = kobold(then=[Creature.DRACHE])
    state.apply(LayCard(1, 10))
    events = state.apply(TakeKobold(2))
    after = events[[i for i, e in enumerate(events) if isinstance(e, ev.KoboldPot)][0] + 1:]
    assert after[0] == ev.CardRevealed(0, Creature.DRACHE)
    assert state.phase == AUCTION and state.auction is not None
    assert state.auction.auctioneer == 0


def test_item_109_with_an_empty_deck_the_turn_ends() -> None:
    """Item 109: "if the deck is empty, his turn ends"."""
    state = meister(4, creatures={1: {0: 1}, 2: {0: 1}})
    state.deck[:] = [KOBOLD]
    state.apply(Reveal(0))
    state.apply(TakeKobold(1))
    assert state.phase == TURN and state.turn_seat == 1


# ---------------------------------------------------------------- Kobold trades
def kobold_trade(a_kobolde: int, b_kobolde: int) -> State:
    """Seat 0 (a Kobolde) challenges seat 1 (b Kobolde) for their Kobolde."""
    state = meister(3, hands={0: [100, 20, 10, 10, 10, 0], 1: [50, 50, 20, 10, 0]})
    for seat, n in ((0, a_kobolde), (1, b_kobolde)):
        for _ in range(n):
            state.deck.remove(KOBOLD)
        state.kobolde[seat] = n
    assert Challenge(0, 1, KOBOLD_TRADE) in state.legal(0)
    state.apply(Challenge(0, 1, KOBOLD_TRADE))
    assert state.phase == OFFER
    return state


def test_item_111_kobold_trade_is_reversed() -> None:
    """Item 111: A (1 Kobold) offers 100, B (2) offers 50: A's Kobold goes to B;
    A receives 50, B receives 100."""
    state = kobold_trade(1, 2)
    state.apply(Offer(0, (100,)))
    events = state.apply(CounterOffer(1, (50,)))
    assert state.kobolde == [0, 3, 0]
    assert ev.KoboldsGiven(0, 1, 1) in events
    assert hand_values(state, 0) == [50, 20, 10, 10, 10, 0]
    assert hand_values(state, 1) == [100, 50, 20, 10, 0]


def test_item_111_accepting_means_the_challenger_gives_away() -> None:
    """Item 111: A offers 20 and B accepts: A's Kobold goes to B, B receives the 20."""
    state = kobold_trade(1, 2)
    state.apply(Offer(0, (20,)))
    state.apply(Accept(1))
    assert state.kobolde == [0, 3, 0]
    assert hand_values(state, 1) == [50, 50, 20, 20, 10, 0]


def test_item_111_the_lower_offer_keeps_its_kobolde() -> None:
    """Item 111: "Wer mehr bietet, gibt alle seine Kobolde ab" – here B offers more."""
    state = kobold_trade(1, 2)
    state.apply(Offer(0, (10,)))
    state.apply(CounterOffer(1, (50,)))
    assert state.kobolde == [3, 0, 0]


def test_item_112_second_tie_the_challenger_gives_away() -> None:
    """Item 112: 50 vs 50 twice: all the challenger's Kobolde go to the opponent."""
    state = kobold_trade(2, 1)
    state.apply(Offer(0, (20, 10, 10, 10)))
    state.apply(CounterOffer(1, (50,)))
    assert state.phase == OFFER and state.kobolde == [2, 1, 0]
    state.apply(Offer(0, (20, 10, 10, 10)))
    state.apply(CounterOffer(1, (50,)))
    assert state.kobolde == [0, 3, 0]


def test_kobold_trade_needs_a_kobold_on_both_sides() -> None:
    """Item 111: "Haben zwei Spieler je mindestens einen Kobold"."""
    state = meister(3)
    state.deck.remove(KOBOLD)
    state.kobolde[0] = 1
    assert Challenge(0, 1, KOBOLD_TRADE) not in state.legal(0)
    refused(state, Challenge(0, 1, KOBOLD_TRADE), "kobold_trade_missing")


# ---------------------------------------------------------------- two players
def test_item_129_two_players_letters_and_kobolde_go_to_the_receiver() -> None:
    """Item 129: "a letter or a Kobold simply goes to its receiver": no race, no round."""
    state = meister(2, top=[letter(Creature.NIXE), KOBOLD])
    state.apply(Reveal(0))
    events = state.apply(Keep(0))
    assert state.letters[0][Creature.NIXE] == 1 and state.kobolde[1] == 1
    assert state.race is None and state.kobold is None
    assert state.timer() is None and state.phase == TURN
    assert all(e.audience is None for e in events if isinstance(e, ev.CardDealt))


# ---------------------------------------------------------------- the end
def complete_all_but(state: State, owners: dict[int, int]) -> None:
    """Every creature to its owner (default seat 0) out of the deck."""
    for kind in range(KINDS):
        while kind in state.deck:
            state.deck.remove(kind)
            state.creatures[owners.get(kind, 0)][kind] += 1


def test_item_114_the_end_needs_an_empty_deck_and_the_kobolde_together() -> None:
    """Item 114: deck empty, all Vierer complete, Kobolde 2 / 2: the game goes on;
    the trade that joins them ends it."""
    state = meister(3)
    complete_all_but(state, {})
    state.deck[:] = []
    state.kobolde[:] = [2, 2, 0]
    flow.start_turn(state, [])
    assert not state.is_over()
    state.turn_seat = 0
    legal = state.legal(state.turn_seat)
    assert all(isinstance(a, Challenge) and a.kind == KOBOLD_TRADE for a in legal)
    a = legal[0]
    state.apply(a)
    state.apply(Offer(a.seat, (10,)))
    state.apply(Accept(a.opponent))
    assert state.is_over() and state.over_reason == "vierer"
    assert sorted(state.kobolde) == [0, 0, 4]


def test_item_114_a_letter_left_in_the_deck_is_still_revealed() -> None:
    """Item 114: all Vierer complete, Kobolde together, a letter in the deck: the
    game goes on until it is revealed."""
    state = meister(3)
    complete_all_but(state, {})
    state.deck[:] = [letter(Creature.ZWERG)]
    state.kobolde[:] = [0, 4, 0]
    state.apply(Reveal(0))
    assert not state.is_over() and state.phase == MEINS
    FakeClock(state).advance(10.0)
    assert state.is_over() and state.letters[0][Creature.ZWERG] == 1


def test_item_76_turn_cap_in_meistermarkt() -> None:
    """Item 76: the 400-turn cap holds in Meistermarkt too; incomplete sorts count nothing."""
    state = meister(3, creatures={0: {Creature.DRACHE: 3}}, top=[letter(1)])
    state.turns = 399
    state.apply(Reveal(0))
    FakeClock(state).advance(10.0)
    assert state.is_over() and state.over_reason == "cap"
    assert state.result().standings[0].points == 250  # the free letter only


# ---------------------------------------------------------------- scoring
def test_item_115_the_kobolde_strike_the_cheapest_loss() -> None:
    """Item 115: 4 Kobolde, Vierer Nixe (with its letter), Troll, Drache: Troll is
    struck, total 2820."""
    c = Creature
    s = score_meister([c.NIXE, c.TROLL, c.DRACHE], [c.NIXE], True)
    assert s.struck == c.TROLL and s.points == 2820
    assert score_meister([c.NIXE, c.DRACHE], [c.NIXE], False).points == 2820
    # striking the Nixe would give 2750, the Drache 1320
    assert score_meister([c.TROLL, c.DRACHE], [c.NIXE], False).points == 2750
    assert score_meister([c.NIXE, c.TROLL], [c.NIXE], False).points == 1320


def test_item_116_all_kobolde_without_vierer_strike_nothing() -> None:
    """Item 116: 4 Kobolde, no Vierer, 1 letter: 250."""
    s = score_meister([], [Creature.DRACHE], True)
    assert s.struck is None and s.points == 250 and s.rechenweg == "0 + 250 = 250"


def test_items_117_to_120_the_five_steps() -> None:
    """Items 117–120: Vierer Drache and Irrlicht, letters Drache and Zwerg:
    1010; + 250 = 1260; × 2 = 2520; + 250 (Zwerg) = 2770."""
    c = Creature
    s = score_meister([c.DRACHE, c.IRRLICHT], [c.DRACHE, c.ZWERG], False)
    assert s.vierer_sum == 1010
    assert s.matching == (c.DRACHE,)
    assert s.factor == 2
    assert s.free == (c.ZWERG,)
    assert s.points == 2770
    assert s.rechenweg == "(1010 + 250) × 2 + 250 = 2770"


def test_item_120_the_struck_vierer_letter_counts_free() -> None:
    """Item 120: "the struck Vierer's letter included" in step 5."""
    c = Creature
    s = score_meister([c.IRRLICHT, c.DRACHE], [c.IRRLICHT], True)
    assert s.struck == c.IRRLICHT and s.free == (c.IRRLICHT,)
    assert s.points == 1000 * 1 + 250
    assert s.rechenweg.startswith(t("fabel.score.struck", card="Irrlicht", line=""))


def test_item_122_points_now_with_the_rechenweg() -> None:
    """Item 122 (engine side): mid-game Meistermarkt, Vierer Troll and its letter:
    "(250 + 250) × 1 = 500"; Klassisch, Troll and Nixe: "(250 + 160) × 2 = 820"."""
    state = meister(3, creatures={1: {Creature.TROLL: 4}})
    state.deck.remove(letter(Creature.TROLL))
    state.letters[1][Creature.TROLL] = 1
    score = state.view(0).score(1)
    assert (score.points, score.rechenweg) == (500, "(250 + 250) × 1 = 500")
    klassisch = scenario(3, creatures={1: {Creature.TROLL: 4, Creature.NIXE: 4}})
    view: FabelView = klassisch.view(None)
    assert view.score(1).rechenweg == "(250 + 160) × 2 = 820"


def test_item_135_geld_zaehlt_mit_after_step_5_and_leaderboard_divides_by_40() -> None:
    """Item 135: money is added after step 5; Meistermarkt leaderboard ÷ 40."""
    state = meister(3, opts={"geld_zaehlt": True},
                    creatures={0: {Creature.DRACHE: 4}, 1: {Creature.IRRLICHT: 4}})
    state.deck.remove(letter(Creature.ZWERG))
    state.letters[0][Creature.ZWERG] = 1
    flow.game_over(state, "cap", None)
    result = state.result()
    first = result.standings[0]
    assert first.steps is not None and first.steps.money == 100
    assert first.points == 1000 + 250 + 100
    assert first.rechenweg == "(1000) × 1 + 250 + 100 Taler = 1350"
    assert first.leaderboard_points == leaderboard_points(1350, 1, 3, 40) == 34 + 50
    assert result.reports[0].letters == 1


def test_result_of_a_finished_game_has_every_step() -> None:
    """The end board's data: every standing carries its five steps."""
    state = meister(3)
    complete_all_but(state, {Creature.DRACHE: 1})
    state.deck[:] = []
    state.kobolde[:] = [0, 4, 0]
    for k in range(KINDS):
        state.letters[k % 3][k] = 1
    flow.check_end(state, None)
    assert state.phase == OVER
    for st in state.result().standings:
        assert st.steps is not None and st.points == st.steps.points


def test_timeout_of_a_stale_meins_timer_is_refused() -> None:
    """A Timeout of the race's earlier step changes nothing."""
    state, clock = race()
    old = state.timer()
    assert old is not None
    clock.advance(1.0)
    refused(state, Timeout(old.token), "timer_stale")


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_meins_pending_lists_the_eligible_seats(seats: int) -> None:
    """Item 95/96: pending() in the race lists every other seat with enough cards."""
    state, clock = race(seats)
    assert {d.seat for d in state.pending()} == set()  # 7 cards < 10
    clock.advance(3.0)  # counter 7
    assert {d.seat for d in state.pending()} == set(range(1, seats))
    assert all(not d.required and d.kind == MEINS for d in state.pending())


@pytest.mark.parametrize("seats", [2, 4])
def test_narrate_has_a_line_for_every_meistermarkt_event(seats: int) -> None:
    """The Spielverlauf: every letter, Kobold and Kobold-trade event gets a German
    line (the counter only in its last three steps); private lines stay private."""
    import random

    from engines.core.playout import random_step
    from engines.fabel.narrate import line, private_line

    names = tuple(f"P{i}" for i in range(seats))
    needs_line = (ev.MeinsPressed, ev.LetterPaid, ev.KoboldRound, ev.KoboldLaid,
                  ev.KoboldTaken, ev.KoboldsGiven, ev.KoboldPot, ev.KoboldOwnCard)
    seen: set[type] = set()
    for seed in range(3):
        state = meister(seats, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            for e in state.apply(random_step(state, rng, timeout_weight=2)):
                text = line(e, names) if e.audience is None else private_line(
                    e, e.audience[0], names)
                if isinstance(e, needs_line) or (isinstance(e, ev.LetterTaken)
                                                 and e.how != "dealt"):
                    assert text, e
                    seen.add(type(e))
                if isinstance(e, ev.CardRevealed | ev.CardDealt | ev.ChallengeMade):
                    assert text and "{" not in text, e
    if seats > 2:
        assert {ev.KoboldRound, ev.KoboldTaken, ev.LetterTaken} <= seen
