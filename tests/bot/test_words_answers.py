"""Issue 20, "Answers that mislead": the Bestenliste's counts, the reason a
Kassenbuch is "ungenauer", the labelled Rechenweg, no "Versteigern" on an
empty deck."""

from __future__ import annotations

from dataclasses import replace

from bot.fabel import panels, public
from bot.fabel.verbs import meins_refusal
from bot.kit.ui import labels as row_labels
from engines.fabel import Mode
from engines.fabel.actions import Challenge, Reveal
from engines.fabel.cards import LETTER, Creature
from engines.fabel.report import Kassenbuch
from engines.texts import t
from tests.bot.test_panels_meister import NAMES, arranged
from tests.fabel_ai import scenes


def test_the_bestenliste_says_1_partie() -> None:
    line = t("core.board.line", rank=1, user=7, total=1, games=1)  # /fabel uses the shell's line
    assert line.endswith("1 Punkt (1 Partie)")
    assert t("core.board.line", rank=1, user=7, total=40, games=1).endswith("(1 Partie)")
    assert t("core.board.line", rank=1, user=7, total=40, games=11).endswith("(11 Partien)")


def test_two_players_name_the_hidden_dealt_money_not_trades() -> None:
    state = scenes.table(seats=2)
    reason = panels.inexact_reason(state.view(0), [], 1)
    assert "verdeckt verteilte Geldkarten" in reason and "Handel" not in reason
    traded = panels.inexact_reason(state.view(0), [Challenge(0, 1, Creature.TROLL)], 1)
    assert "Handelsbeträge und verdeckt verteilte Geldkarten" in traded
    four = scenes.table(seats=4)
    assert "Handelsbeträge" in panels.inexact_reason(four.view(0), [Challenge(1, 2, 3)], 2)


def test_the_rechenweg_says_what_each_term_is() -> None:
    book = Kassenbuch.start(90)
    book.add("payout", 20)
    book.add("received", 50)
    book.add("paid", -80)
    assert book.rechenweg() == ("90 Startgeld + 20 Bank + 50 Höchstgebot erhalten "
                                "− 80 Höchstgebot gezahlt = ca. 80")


def test_no_versteigern_when_the_deck_is_empty() -> None:
    state = scenes.table()
    state.deck = []
    state.creatures[0][Creature.DRACHE] = 2
    state.creatures[1][Creature.DRACHE] = 1
    view = state.view(0)
    assert view.phase == "turn" and view.deck_count == 0
    labels = row_labels(public.public_rows(view, solo=False))
    assert t("fabel.btn.reveal") not in labels
    labels = row_labels(panels.panel(view, ("A", "B", "C", "D"),
                                                  kassenbuch=False).rows)
    assert t("fabel.btn.reveal") not in labels
    full = scenes.table()
    assert t("fabel.btn.reveal") in row_labels(
        public.public_rows(full.view(0), solo=False))


def test_a_private_panel_shows_no_frozen_meins_counter() -> None:
    state = arranged(Mode.MEISTERMARKT, vierer=[Creature.ZWERG])
    state.deck.append(LETTER + Creature.ZWERG)
    state.apply(Reveal(0))
    view = state.view(1)
    assert view.race is not None and view.race.counter == 10
    labels = row_labels(panels.panel(view, NAMES, kassenbuch=False).rows)
    assert t("fabel.btn.meins_panel") in labels
    assert t("fabel.btn.meins", counter=10) not in labels


def test_the_winner_of_the_race_is_not_told_too_late() -> None:
    state = arranged(Mode.MEISTERMARKT)
    state.deck.append(LETTER + Creature.ZWERG)
    state.apply(Reveal(0))
    view = state.view(1)
    assert view.race is not None
    won = replace(view, race=replace(view.race, presser=1))
    mine = meins_refusal(won, 1, NAMES)
    assert mine is not None and "Zu spät" not in mine.reason
    assert mine.reason == t("fabel.answer.meins_yours")
    other = meins_refusal(replace(won, reader=2), 2, NAMES)
    assert other is not None and other.reason == t("fabel.answer.meins_late", name="Ben")
