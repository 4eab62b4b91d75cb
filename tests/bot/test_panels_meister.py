"""What the Meistermarkt table says, built from views (no Discord needed)."""

from __future__ import annotations

from bot.fabel import panels, public
from bot.kit.ui import labels as row_labels
from engines.fabel import Mode, Options, new_game
from engines.fabel.cards import KOBOLD_TRADE, LETTER, Creature
from engines.fabel.state import State
from engines.texts import t

NAMES = ("Anna", "Ben", "Cem")


def arranged(mode: Mode, **holdings: object) -> State:
    """A fresh 3-player game (Ben on seat 1 starts) with arranged holdings."""
    state = new_game(3, 19, Options(mode=mode, first_seat=0))
    for kind in holdings.get("vierer", ()):  # type: ignore[attr-defined]
        state.creatures[1][kind] = 4
    for kind in holdings.get("letters", ()):  # type: ignore[attr-defined]
        state.letters[1][kind] = 1
    return state


def test_item_122_deine_punkte_jetzt_in_both_spielarten() -> None:
    meister = arranged(Mode.MEISTERMARKT, vierer=[Creature.TROLL], letters=[Creature.TROLL])
    assert panels.points_line(meister.view(1), 1) == "(250 + 250) × 1 = 500"
    klassisch = arranged(Mode.KLASSISCH, vierer=[Creature.TROLL, Creature.NIXE])
    assert panels.points_line(klassisch.view(1), 1) == "(250 + 160) × 2 = 820"
    text = panels.panel_text(meister.view(1), NAMES, kassenbuch=False, task="-")
    assert "Deine Punkte jetzt: (250 + 250) × 1 = 500" in text
    assert "Ahnenbriefe: Troll · Kobolde: 0" in text


def test_item_102_points_with_the_letter_on_the_public_message() -> None:
    """Zwerg letter; Ben has Vierer Zwerg and Drache: 2180 now, 2680 with it."""
    state = arranged(Mode.MEISTERMARKT, vierer=[Creature.ZWERG, Creature.DRACHE])
    state.deck.append(LETTER + Creature.ZWERG)                  # Anna reveals it next
    state.apply(_reveal(0))
    view = state.view(None)
    assert view.race is not None and view.race.kind == Creature.ZWERG
    content = public.public_content(view, NAMES, deadline=1001.0, now=1000.0)
    assert "Ben: (1090 + 250) × 2 = 2680 statt 2180, +500" in content
    assert "Cem: 0 + 250 = 250 statt 0, +250" in content
    assert "Anna:" not in content                                # the auctioneer may not press
    assert "endet <t:1010:R>" in content                         # item 101: 10 numbers
    labels = row_labels(public.public_rows(view, solo=False))
    assert "Meins! (10)" in labels


def test_the_private_panel_says_from_which_number_on() -> None:
    state = arranged(Mode.MEISTERMARKT)
    state.deck.append(LETTER + Creature.NIXE)
    state.apply(_reveal(0))
    ben = panels.task_text(state.view(1), NAMES, panels.decision_of(state.view(1)))
    assert t("fabel.task.meins_from", cards=7, from_=7) in ben
    assert "+250" in ben
    anna = panels.task_text(state.view(0), NAMES, None)
    assert anna == t("fabel.task.meins_own")


def test_item_113_no_kobolde_in_the_trade_select_without_a_kobold_on_both_sides() -> None:
    state = arranged(Mode.MEISTERMARKT)
    state.kobolde[0] = 1
    assert not state.view(0).can_trade(0, 1, KOBOLD_TRADE)    # Ben has none
    state.kobolde[1] = 2
    assert state.view(0).can_trade(0, 1, KOBOLD_TRADE)
    assert not state.view(0).can_trade(0, 2, KOBOLD_TRADE)
    klassisch = arranged(Mode.KLASSISCH)
    assert not klassisch.view(0).can_trade(0, 1, KOBOLD_TRADE)


def test_the_letter_payment_preselects_zeros_and_tens() -> None:
    """Paying k cards for a letter: the panel starts with the k cheapest cards
    chosen, as the computer and the Rat would pay."""
    assert panels.cheapest_cards([2, 3, 1, 1, 0, 0, 0], 4) == [2, 2, 0, 0, 0, 0, 0]
    assert panels.cheapest_cards([0, 1, 1, 1, 0, 0, 0], 3) == [0, 1, 1, 1, 0, 0, 0]


def _reveal(seat: int) -> object:
    from engines.fabel.actions import Reveal
    return Reveal(seat)
