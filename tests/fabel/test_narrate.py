"""The Spielverlauf: log lines in the rule text's words, never a hidden value
(items 19, 45, 49, 54)."""

from __future__ import annotations

from engines.fabel import events as ev
from engines.fabel.narrate import line, private_line, public_lines

NAMES = ("Anna", "Ben", "Cem")


def test_item_19_a_skipped_turn_names_the_player_and_the_reason() -> None:
    text = line(ev.TurnSkipped(1, "no_trade"), NAMES)
    assert text == "Ben wird übersprungen: Der Stapel ist leer und kein Handel möglich."


def test_item_45_a_payment_names_the_amount_never_the_cards() -> None:
    events = [ev.PaymentMade(0, 1, 60, 1),
              ev.PaymentCards(0, 1, (100,), audience=(0, 1))]
    assert public_lines(events, NAMES) == ["Anna zahlt 60 an Ben."]
    assert private_line(events[1], 0, NAMES) == "Bezahlt: 100 = 100."


def test_item_49_a_pleite_lists_all_the_money() -> None:
    text = line(ev.Pleite(2, (50, 10, 0)), NAMES)
    assert text == "Pleite! Cem kann nicht zahlen und zeigt das ganze Geld: 50 + 10 + 0 = 60."


def test_item_54_each_goldesel_payout_is_logged() -> None:
    assert line(ev.GoldeselPayout(200, 3), NAMES) == "Goldesel! Die Bank zahlt jedem 200 Taler."


def test_the_public_copy_of_a_looked_at_card_hides_it() -> None:
    public, private = ev.CardLooked(0, None), ev.CardLooked(0, 9, audience=(0,))
    assert public_lines([public, private], NAMES) == [
        "Anna sieht sich die oberste Karte an."]
    assert private_line(private, 0, NAMES) == "Oberste Karte: **Drache**."
