"""Karten-Info computed from a view (checklist items 138, 139, 140)."""

from __future__ import annotations

import pytest

from engines.core import Timeout
from engines.fabel import Bid, Creature, Options, Reveal, Sell, State
from engines.fabel.info import (
    creature_info,
    creature_lines,
    deck_info,
    deck_lines,
    money_info,
    money_lines,
)
from engines.fabel.state import AUCTION, DISTRIBUTE, PAY, VORKAUF
from tests.fabel.helpers import scenario, set_hand

C = Creature
NAMES = ("Anna", "Ben", "Clara")


def drache_on_stage() -> State:
    """Item 138's scene, as far as four Drachen allow: seat 0 (Anna) holds a
    Troll Vierer, 2 Drachen and 230 Taler; seat 1 (Ben) holds 1 Drache;
    Clara put the last Drache on the stage and Ben bid 300.

    (The checklist's "3 Drachen" plus Ben's and the stage's would be five
    Drachen; with two Anna still needs the stage card and Ben's.)
    """
    state = scenario(3, first=2, top=[C.DRACHE],
                     creatures={0: {C.TROLL: 4, C.DRACHE: 2}, 1: {C.DRACHE: 1}},
                     hands={0: [200, 10, 10, 10]})
    state.apply(Reveal(2))
    state.apply(Bid(1, 300))
    assert state.phase == AUCTION
    return state


def test_item_138_drache_vierer_trade_and_bid() -> None:
    """"wie weit ein Vierer deine Wertung heben würde, mit wem du handeln
    kannst und ob du beim Bieten noch mithalten kannst"."""
    info = creature_info(drache_on_stage().view(0), C.DRACHE)
    assert info.vierer_value == 1000
    assert info.holders == (2, 1, 0) and info.on_stage and info.undealt == 0
    assert (info.points_now, info.line_now) == (250, "(250) × 1 = 250")
    assert (info.points_with, info.line_with) == (2500, "(1000 + 250) × 2 = 2500")
    assert info.trade_with == (1,)
    stage = info.stage
    assert stage is not None
    assert (stage.high, stage.bidder, stage.money, stage.covers, stage.role) == (
        300, 1, 230, False, "bidder")
    text = "\n".join(creature_lines(info, NAMES))
    assert "von 250 auf (1000 + 250) × 2 = 2500" in text
    assert "Handel möglich mit Ben." in text
    assert "Deine 230 Taler decken 300 nicht" in text
    assert any("1000 Punkte" in rule for rule in info.rules)


def test_item_138_covered_bid_and_the_other_roles() -> None:
    """With 500 Taler Anna keeps up; Ben leads; Clara, the auctioneer, could
    not buy herself with 90 Taler."""
    state = drache_on_stage()
    set_hand(state, 0, [500])
    anna = creature_info(state.view(0), C.DRACHE)
    assert anna.stage is not None and anna.stage.covers
    assert "du kannst mithalten" in creature_lines(anna, NAMES)[-1]
    ben = creature_info(state.view(1), C.DRACHE)
    assert ben.stage is not None and ben.stage.role == "leading" and not ben.stage.covers
    clara = creature_info(state.view(2), C.DRACHE)
    assert clara.stage is not None and clara.stage.role == "auctioneer"
    assert "nicht zum Selbst kaufen" in creature_lines(clara, NAMES)[-1]
    # Clara holds no Drache: no trade for her, and she is told why.
    assert clara.trade_with == ()
    assert any("erst, wenn du selbst Drachen hast" in line
               for line in creature_lines(clara, NAMES))


def test_item_138_complete_vierer_cannot_be_raised_or_traded() -> None:
    state = scenario(3, creatures={0: {C.TROLL: 4}, 1: {C.TROLL: 0, C.NIXE: 1}})
    own = creature_info(state.view(0), C.TROLL)
    assert own.complete_by == 0 and own.points_with is None and own.trade_with == ()
    assert "zählt schon: (250) × 1 = 250" in " ".join(creature_lines(own, NAMES))
    other = creature_info(state.view(1), C.TROLL)
    assert other.points_with is None
    assert "Anna hat alle vier" in " ".join(creature_lines(other, NAMES))


def test_item_138_goldesel_tells_the_next_payout() -> None:
    state = scenario(3, top=[C.GOLDESEL])
    assert any("50 / 100 / 200 / 500" in r for r in creature_info(state.view(0), C.GOLDESEL).rules)
    state.apply(Reveal(0))  # the first Goldesel pays 50; the next one pays 100
    rules = creature_info(state.view(1), C.GOLDESEL).rules
    assert rules[-1] == "Beim nächsten Goldesel zahlt die Bank jedem 100 Taler."


def test_item_138_geld_zaehlt_mit_adds_money_to_both_lines() -> None:
    state = scenario(3, options=Options(geld_zaehlt=True), creatures={0: {C.NIXE: 4}},
                     hands={0: [50, 10]})
    info = creature_info(state.view(0), C.ZWERG)
    assert info.line_now == "(160) × 1 + 60 Taler = 220"
    assert info.line_with == "(160 + 90) × 2 + 60 Taler = 560"


def test_item_139_money_card_value_count_and_no_change() -> None:
    """"Es gibt kein Wechselgeld: Musst du 60 zahlen und hast nur 50 und 50,
    gibst du 100 ab.\""""
    state = scenario(3, hands={0: [50, 50, 10, 0]})
    info = money_info(state.view(0), 50)
    assert (info.value, info.count, info.total, info.cards) == (50, 2, 110, 4)
    assert any("Kein Wechselgeld" in r and "gibst du 100 ab" in r for r in info.rules)
    assert money_lines(info) == ("Du hast 2 × 50. Dein Geld: 110 Taler in 4 Karten.",)
    zero = money_info(state.view(0), 0)
    assert zero.count == 1 and any("bluffen" in r for r in zero.rules)
    with pytest.raises(ValueError):
        money_info(state.view(None), 50)
    with pytest.raises(ValueError):
        money_info(state.view(0), 30)


def test_item_139_money_card_while_paying_shows_the_cheapest_payment() -> None:
    state = scenario(3, top=[C.NIXE], hands={1: [100, 50, 10, 10]})
    state.apply(Reveal(0))
    state.apply(Bid(1, 60))
    timer = state.timer()
    assert timer is not None
    state.apply(Timeout(timer.token))
    assert state.phase == VORKAUF
    state.apply(Sell(0))
    assert state.phase == PAY
    ten = money_info(state.view(1), 10)
    assert ten.payment_due == 60 and ten.cheapest == (50, 10)
    assert "am günstigsten mit 50 + 10 = 60 – die 10 ist dabei" in money_lines(ten)[-1]
    hundred = money_lines(money_info(state.view(1), 100))[-1]
    assert hundred.endswith("ohne die 100.")
    # Not the payer: no payment hint.
    assert money_info(state.view(2), 10).payment_due is None


def test_item_139_deck_two_players_shows_the_money_cards() -> None:
    """"Der Stapel zeigt, wie viele Geldkarten noch darin liegen"."""
    state = scenario(2)
    view = state.view(0)
    info = deck_info(view)
    assert info.money == view.deck_money and info.money is not None and info.money > 0
    assert info.count == view.deck_count
    assert f"Noch nicht verteilte Geldkarten: {info.money}." in deck_lines(info, NAMES[:2])
    assert info.undealt == (4,) * 10
    state.apply(Reveal(0))  # at two the top card is looked at, not auctioned
    assert state.phase == DISTRIBUTE
    looking = deck_info(state.view(1))
    assert looking.looking == 0 and looking.count == info.count - 1
    assert "Dazu die Karte, die Anna gerade ansieht." in deck_lines(looking, NAMES[:2])


def test_item_139_deck_three_players_has_no_money_line() -> None:
    state = scenario(3, creatures={1: {C.DRACHE: 3}}, top=[C.DRACHE])
    state.apply(Reveal(0))
    info = deck_info(state.view(2))
    assert info.money is None and info.count == 36
    assert info.undealt[C.DRACHE] == 0 and info.undealt[C.TROLL] == 4
    lines = deck_lines(info, NAMES)
    assert lines[0] == "Noch 36 Karten im Stapel."
    assert not any("Geldkarten" in line for line in lines)


def _all_infos(state: State, seat: int) -> list[object]:
    view = state.view(seat)
    out: list[object] = [creature_info(view, k) for k in range(10)]
    out += [money_info(view, v) for v in (0, 10, 20, 50, 100, 200, 500)]
    out.append(deck_info(view))
    return out


@pytest.mark.parametrize("seats", [2, 3])
def test_item_140_other_hidden_money_leaves_the_info_identical(seats: int) -> None:
    """The info for seat 0 comes from view(0) only: another player's money
    values (same number of cards) change nothing."""
    if seats == 2:
        state = scenario(2, creatures={0: {C.DRACHE: 2}, 1: {C.DRACHE: 1}})
    else:
        state = drache_on_stage()
    twin = state.copy()
    count = sum(state.hands[1])
    set_hand(twin, 1, [500] + [10] * (count - 1))
    assert twin.hands[1] != state.hands[1]
    assert _all_infos(twin, 0) == _all_infos(state, 0)
    # The test can fail: seat 1's own info does see the change.
    assert money_info(twin.view(1), 500) != money_info(state.view(1), 500)


def test_item_138_after_the_zuschlag_nobody_is_told_to_keep_up() -> None:
    """Once the countdown ran out the bid is only news: in the Vorkauf the
    auctioneer learns whether he can buy himself, the others read the price."""
    state = drache_on_stage()
    timer = state.timer()
    assert timer is not None
    state.apply(Timeout(timer.token))
    assert state.phase == VORKAUF
    anna = creature_lines(creature_info(state.view(0), C.DRACHE), NAMES)
    assert anna[-1] == "Auf der Bühne: Zuschlag bei 300 für Ben."
    clara = creature_lines(creature_info(state.view(2), C.DRACHE), NAMES)
    assert "nicht zum Selbst kaufen" in clara[-1]
    set_hand(state, 1, [200, 100])  # so Ben can pay (no Pleite)
    state.apply(Sell(2))
    assert state.phase == PAY
    clara = creature_lines(creature_info(state.view(2), C.DRACHE), NAMES)
    assert clara[-1] == "Auf der Bühne: Zuschlag bei 300 für Ben."
