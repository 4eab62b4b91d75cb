"""Ende und Wertung, Bestenliste, Marktbericht, Kassenbuch, Geld zählt mit
(checklist items 72-76, 78-80, 86, 135, 144, 145)."""

from __future__ import annotations

import pytest

from engines.core import Timeout
from engines.fabel import (
    Accept,
    Bid,
    BuySelf,
    Challenge,
    Creature,
    Keep,
    Offer,
    Options,
    Pay,
    Reveal,
    Sell,
    State,
)
from engines.fabel import (
    Counter as CounterOffer,
)
from engines.fabel import events as ev
from engines.fabel.cards import DENOM_INDEX, is_money, money_value
from engines.fabel.scoring import leaderboard_points, places, round_half_up, score_line
from engines.fabel.state import OVER
from engines.texts import t
from tests.fabel.helpers import all_money, deal_out_deck, of_type, scenario

C = Creature


def close(state: State) -> list[ev.Event]:
    timer = state.timer()
    assert timer is not None
    return state.apply(Timeout(timer.token))


# ------------------------------------------------------------ the end
def test_item_72_the_last_vierer_ends_the_game() -> None:
    """Item 72: "Die Partie endet, sobald alle 10 Sorten als vollständige
    Vierer bei den Spielern liegen"."""
    state = scenario(3, creatures={0: {C.DRACHE: 3}}, top=[C.DRACHE])
    owners = {k: k % 3 for k in C if k != C.DRACHE}
    last = state.deck.pop()
    deal_out_deck(state, owners)
    state.deck.append(last)
    events = state.apply(Reveal(0))
    assert not state.is_over()
    events = close(state)
    assert events[-1] == ev.GameOver("vierer")
    assert state.is_over() and state.phase == OVER
    result = state.result()
    assert result.reason == "vierer"
    assert {s.seat: s.vierer for s in result.standings}[0] == (0, 3, 6, 9)


def test_item_73_two_players_end_with_money_left_in_the_deck() -> None:
    """Item 73: two players: the game ends as soon as all sorts are complete,
    even with money cards left in the deck."""
    state = scenario(2, creatures={0: {C.DRACHE: 3}})
    money_before = all_money(state)
    money_cards = [c for c in state.deck if is_money(c)]
    for card in money_cards:
        state.deck.remove(card)
    drache = C.DRACHE.value
    state.deck.remove(drache)
    deal_out_deck(state, {k: k % 2 for k in C})
    state.deck = money_cards[:3] + [drache]  # the Drache on top, 3 money cards below
    state.deck_money = 3
    for card in money_cards[3:]:  # the other money cards go to the removed ones
        state.removed[DENOM_INDEX[money_value(card)]] += 1
    assert all_money(state) == money_before
    state.apply(Reveal(0))
    events = state.apply(Keep(0))
    assert events[-1] == ev.GameOver("vierer")
    assert len(state.deck) == 3 and state.is_over()


def test_item_74_points_sum_times_count() -> None:
    """Item 74: Vierer Drache and Phönix, 3 Nixen, 500 Taler: (1000 + 800) × 2."""
    state = scenario(3, creatures={0: {C.DRACHE: 4, C.PHOENIX: 4, C.NIXE: 3}},
                     hands={0: [500]})
    standing = next(s for s in state.result().standings if s.seat == 0)
    assert standing.points == 3600
    assert standing.rechenweg == "(1000 + 800) × 2 = 3600"
    assert score_line([]) == (0, "0 = 0")
    assert score_line([C.ZWERG]) == (90, "(90) × 1 = 90")


def test_item_75_money_breaks_ties() -> None:
    """Item 75: "Bei Gleichstand gewinnt, wer mehr Geld hat": equal points,
    120 Taler beats 90."""
    creatures = {0: {C.IRRLICHT: 4, C.EINHORN: 4}, 1: {C.NIXE: 4, C.GOLDESEL: 4}}
    state = scenario(4, creatures=creatures, hands={0: [50, 10, 10, 10, 10], 1: [100, 10, 10]})
    by_seat = {s.seat: s for s in state.result().standings}
    assert by_seat[0].points == by_seat[1].points == 1320
    assert by_seat[1].place == 1 and by_seat[0].place == 2
    assert by_seat[1].leaderboard_points == 66 + 50 and by_seat[0].leaderboard_points == 66 + 25


def test_item_75_equal_points_and_money_share_the_place() -> None:
    """Item 75 (D): both with equal points and money are first, both get 50."""
    creatures = {0: {C.IRRLICHT: 4, C.EINHORN: 4}, 1: {C.NIXE: 4, C.GOLDESEL: 4}}
    state = scenario(4, creatures=creatures, hands={0: [100, 10, 10], 1: [100, 10, 10]})
    by_seat = {s.seat: s for s in state.result().standings}
    assert by_seat[0].place == by_seat[1].place == 1
    assert by_seat[0].leaderboard_points == by_seat[1].leaderboard_points == 66 + 50
    assert by_seat[2].place == by_seat[3].place == 3
    assert places([(10, 5), (10, 5), (3, 0), (20, 0)]) == [2, 2, 4, 1]


def test_item_76_the_400th_turn_ends_the_game() -> None:
    """Item 76: "Zur Sicherheit endet eine Partie spätestens nach 400 Zügen";
    incomplete sorts count nothing."""
    state = scenario(3, creatures={0: {C.DRACHE: 4, C.TROLL: 3}}, top=[C.NIXE])
    state.turns = 399
    state.apply(Reveal(0))
    events = close(state)
    assert events[-1] == ev.GameOver("cap")
    assert state.is_over() and state.turns == 400
    standing = next(s for s in state.result().standings if s.seat == 0)
    assert standing.points == 1000 and state.result().reason == "cap"


def test_item_76_skipped_turns_count() -> None:
    """Item 76: a skipped turn advances the counter (and can end the game)."""
    state = scenario(3, creatures={0: {C.NIXE: 2, C.TROLL: 1}, 2: {C.NIXE: 2, C.TROLL: 3}})
    deal_out_deck(state, default=1)
    state.turns = 398
    state.apply(Challenge(0, 2, C.NIXE))
    state.apply(Offer(0, (10,)))
    events = state.apply(Accept(2))
    assert of_type(events, ev.TurnSkipped) == [ev.TurnSkipped(1, "no_trade")]
    assert events[-1] == ev.GameOver("cap") and state.turns == 400


# ------------------------------------------------------------ leaderboard
def test_item_78_points_over_twenty_plus_bonus() -> None:
    """Item 78: "3600 / 20 = 180, als Sieger plus 50 = 230"; 90 -> 4.5 -> 5."""
    assert leaderboard_points(3600, place=1, players=4) == 230
    assert leaderboard_points(90, place=4, players=4) == 5
    assert round_half_up(90, 20) == 5 and round_half_up(89, 20) == 4
    assert round_half_up(3610, 20) == 181  # 180.5 -> 181


@pytest.mark.parametrize(("players", "bonuses"),
                         [(2, [50, 0]), (3, [50, 25, 0]), (4, [50, 25, 10, 0]),
                          (6, [50, 25, 10, 0, 0, 0])])
def test_item_79_the_last_place_gets_no_bonus(players: int, bonuses: list[int]) -> None:
    """Item 79: "Zu dritt gibt es nur 50 / 25 – Platz 3 ist dort der letzte
    Platz und bekommt keinen Bonus"."""
    got = [leaderboard_points(0, place, players) for place in range(1, players + 1)]
    assert got == bonuses


def test_item_80_meistermarkt_divides_by_forty() -> None:
    """Item 80: 4000, place 2 of 4 -> 125; 4020, place 1 of 3 -> 151."""
    assert leaderboard_points(4000, 2, 4, divisor=40) == 125
    assert leaderboard_points(4020, 1, 3, divisor=40) == 151


def test_item_135_geld_zaehlt_mit() -> None:
    """Item 135: "Am Ende kommt die Summe deiner Geldkarten zu deinen
    Punkten": 3600 + 240 = 3840; leaderboard 192 + the bonus."""
    creatures = {0: {C.DRACHE: 4, C.PHOENIX: 4}}
    hands = {0: [200, 10, 10, 10, 10]}
    state = scenario(3, creatures=creatures, hands=hands, options=Options(geld_zaehlt=True))
    standing = next(s for s in state.result().standings if s.seat == 0)
    assert standing.points == 3840
    assert standing.rechenweg == "(1000 + 800) × 2 + 240 Taler = 3840"
    assert standing.leaderboard_points == 192 + 50
    plain = scenario(3, creatures=creatures, hands=hands)
    assert next(s for s in plain.result().standings if s.seat == 0).points == 3600


# ------------------------------------------------------------ Marktbericht
def scripted_market() -> State:
    """3p: Goldesel sold to seat 1 for 60; Drache kept by seat 1 (Selbst
    kaufen) against seat 2's 100; seat 2 wins a Nixe trade (50 vs 10) from
    seat 0; a Troll goes to seat 0 for free."""
    state = scenario(3, top=[C.GOLDESEL, C.DRACHE, C.TROLL],
                     creatures={0: {C.NIXE: 1}, 2: {C.NIXE: 1}},
                     hands={1: [200, 100, 50, 10, 10]})
    state.apply(Reveal(0))
    state.apply(Bid(1, 60))
    close(state)
    state.apply(Sell(0))
    state.apply(Pay(1, (50, 10)))
    state.apply(Reveal(1))
    state.apply(Bid(2, 100))
    close(state)
    state.apply(BuySelf(1))
    state.apply(Pay(1, (100,)))
    state.apply(Challenge(2, 0, C.NIXE))
    state.apply(Offer(2, (50,)))
    state.apply(CounterOffer(0, (10,)))
    state.apply(Reveal(0))
    close(state)
    assert state.creatures[0][C.TROLL] == 1 and state.creatures[2][C.NIXE] == 2
    return state


def test_item_86_marktbericht_figures() -> None:
    """Item 86: bank payouts, auction income and spending, cards bought, the
    most expensive purchase, trades won and lost."""
    reports = {r.seat: r for r in scripted_market().result().reports}
    r0, r1, r2 = reports[0], reports[1], reports[2]
    assert (r0.payouts, r0.income, r0.spending, r0.bought) == (50, 60, 0, 0)
    assert (r0.top_price, r0.top_kind, r0.trades_won, r0.trades_lost) == (0, None, 0, 1)
    assert (r1.payouts, r1.income, r1.spending, r1.bought) == (50, 0, 160, 2)
    assert (r1.top_price, r1.top_kind, r1.cheapest_drache) == (100, C.DRACHE, 100)
    assert (r1.trades_won, r1.trades_lost) == (0, 0)
    assert (r2.payouts, r2.income, r2.spending, r2.bought) == (50, 100, 0, 0)
    assert (r2.trades_won, r2.trades_lost) == (1, 0)


def test_item_86_sentence_names_the_kind_spent_most_on_privately() -> None:
    """Item 86 / 88: the sentence about a trader names the sort he spent most
    on (auctions and won trades); each reader gets only his own."""
    result = scripted_market().result()
    assert "Drachen" in (result.sentences[1] or "")
    assert "100" in (result.sentences[1] or "")
    assert "Nixen" in (result.sentences[2] or "")
    assert result.sentences[0] == t("fabel.report.spent_nothing")
    mine = result.for_reader(1)
    assert mine.sentences[1] == result.sentences[1]
    assert mine.sentences[0] is None and mine.sentences[2] is None
    assert all(s is None for s in result.for_reader(None).sentences)


# ------------------------------------------------------------ Kassenbuch
def test_item_144_kassenbuch_from_public_flows() -> None:
    """Item 144: "90 Startgeld + Auszahlungen der Bank + erhaltene
    Höchstgebote − gezahlte Höchstgebote"; after a Pleite the shown sum."""
    state = scenario(3, top=[C.GOLDESEL, C.TROLL, C.NIXE, C.ZWERG],
                     hands={2: [100, 50, 10, 10]})
    state.apply(Reveal(0))      # Goldesel: everyone + 50
    state.apply(Bid(1, 60))
    close(state)
    state.apply(Sell(0))
    state.apply(Pay(1, (50, 10)))   # seat 1 pays 60
    state.apply(Reveal(1))
    state.apply(Bid(2, 120))
    close(state)
    state.apply(Sell(1))
    state.apply(Pay(2, (100, 50)))   # 150 for 120: the estimate counts 120
    book = state.view(0).players[1]
    assert book.estimate == 90 + 50 - 60 + 120 == 200
    assert book.estimate_rechenweg == ("90 Startgeld + 50 Bank − 60 Höchstgebot gezahlt "
                                       "+ 120 Höchstgebot erhalten = ca. 200")
    assert not book.estimate_inexact
    # seat 2's rigged start money is invisible to the book: it starts at 90
    assert state.view(0).players[2].estimate == 90 + 50 - 120
    # seat 1 goes Pleite at a bid of 500: the estimate becomes the shown sum
    state.apply(Reveal(2))
    state.apply(Bid(1, 500))
    close(state)
    events = state.apply(Sell(2))
    shown = of_type(events, ev.Pleite)[0].cards
    book = state.view(0).players[1]
    assert book.estimate == sum(shown) == 230
    assert book.estimate_base_key == "pleite"
    # and the formula goes on from there
    close(state)
    state.apply(Reveal(0))
    state.apply(Bid(1, 30))
    close(state)
    state.apply(Sell(0))
    state.apply(Pay(1, (50,)))
    assert state.view(2).players[1].estimate == 230 - 30


def test_item_145_overpay_and_trades_stay_out() -> None:
    """Item 145: paying a bid of 60 with a 100 lowers the estimate by 60; a
    trade leaves it unchanged but marks it "ungenauer"."""
    state = scenario(3, top=[C.TROLL], hands={1: [100, 50]},
                     creatures={1: {C.NIXE: 1}, 2: {C.NIXE: 1}})
    state.apply(Reveal(0))
    state.apply(Bid(1, 60))
    close(state)
    state.apply(Sell(0))
    state.apply(Pay(1, (100,)))
    assert state.view(2).players[1].estimate == 90 - 60
    assert state.view(2).players[0].estimate == 90 + 60
    state.apply(Challenge(1, 2, C.NIXE))
    state.apply(Offer(1, (50,)))
    state.apply(CounterOffer(2, (10,)))
    for reader in (None, 0, 1, 2):
        players = state.view(reader).players
        assert players[1].estimate == 30 and players[1].estimate_inexact
        assert players[2].estimate == 90 and players[2].estimate_inexact
        assert not players[0].estimate_inexact
    assert t("fabel.kassenbuch.inexact") == "ungenauer"
