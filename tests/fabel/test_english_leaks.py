"""Issue 35, "Must show": no German word on an English screen. Translators
found German written into Speedfabel's code rather than its catalogs: the
money term of a Rechenweg ("+ 30 Taler", house rule Geld zählt mit), the
ledger's "= ca. 80", an empty money list ("nichts") and a pedigree named
noun first ("a pedigree Dragon"). Each is checked here in English against
the German word list (tests/language_words.py) and in German byte for byte.
"""

from __future__ import annotations

from engines.fabel.cards import LETTER, Creature
from engines.fabel.narrate import a_card, money_list, the_card
from engines.fabel.report import Kassenbuch
from engines.fabel.scoring import score_line, score_meister
from engines.texts import reading
from tests.language_words import foreign_words


def _lines() -> list[str]:
    ledger = Kassenbuch(90)
    ledger.add("payout", 50)
    return [score_line([Creature.DRACHE], money=30)[1],
            score_meister([Creature.DRACHE], [Creature.DRACHE], False, money=30).rechenweg,
            ledger.rechenweg(), money_list([]), money_list([50, 10])]


def test_money_terms_ledger_and_empty_money_read_english() -> None:
    with reading("en"):
        lines = _lines()
    assert not [(line, found) for line in lines if (found := foreign_words(line, "en"))]
    assert lines[0] == "(1000) × 1 + 30 thalers = 1030"
    assert lines[2] == "90 starting money + 50 bank = approx. 140"


def test_german_stays_as_it_was() -> None:
    assert _lines() == ["(1000) × 1 + 30 Taler = 1030",
                        "(1000 + 250) × 1 + 30 Taler = 1280",
                        "90 Startgeld + 50 Bank = ca. 140", "nichts", "50 + 10 = 60"]


def test_a_pedigree_is_named_in_the_reader_s_word_order() -> None:
    letter = LETTER + Creature.DRACHE
    assert (a_card(letter), the_card(letter, "dat")) == ("einen Ahnenbrief Drache",
                                                         "dem Ahnenbrief Drache")
    with reading("en"):
        assert (a_card(letter), the_card(letter)) == ("a Dragon pedigree",
                                                      "the Dragon pedigree")
