"""Issue 20, "Words": the German errors seen at the table, each filled through
the grammar helper (engines/texts/de/grammar.py)."""

from __future__ import annotations

import re

import bot.texts.de  # noqa: F401  (the public line of the table is the shell's word)
from engines.fabel import events as ev
from engines.fabel.actions import Counter, LayCard, Reveal
from engines.fabel.cards import KOBOLD, Creature
from engines.fabel.info import creature_info, creature_lines
from engines.fabel.info_meister import kobold_info, kobold_notes
from engines.fabel.narrate import line, private_lines, vierer_lines
from engines.texts import t
from engines.texts.de import TEXTS
from tests.fabel.test_info_meister import NAMES, give_kobolde, meister, texts
from tests.fabel_ai import scenes

C = Creature


def test_a_trade_about_one_card_says_einen_drachen() -> None:
    assert line(ev.ChallengeMade(0, 1, C.DRACHE, 1, 1), NAMES) == (
        "Anna fordert Ben heraus: Handel um einen Drachen.")
    assert line(ev.ChallengeMade(0, 1, C.DRACHE, 2, 1), NAMES) == (
        "Anna fordert Ben heraus: Handel um 2 Drachen.")
    assert line(ev.TradeAccepted(0, 1, C.DRACHE, 1), NAMES) == (
        "Ben nimmt an: Anna bekommt einen Drachen.")
    assert line(ev.TradeRevealed(0, 1, C.EINHORN, 1, 3, 2, 0, 1), NAMES) == (
        "Aufgedeckt (3 gegen 2 Karten): Anna bekommt ein Einhorn.")
    assert line(ev.TradeRevealed(0, 1, C.NIXE, 2, 3, 2, 1, 1), NAMES) == (
        "Aufgedeckt (3 gegen 2 Karten): Ben bekommt 2 Nixen.")


def test_no_bid_gives_den_drachen_and_a_dealt_card_has_its_article() -> None:
    assert line(ev.AuctionClosed(C.DRACHE, 2, None, 0), NAMES) == (
        "Kein Gebot: Cem bekommt den Drachen umsonst.")
    assert line(ev.AuctionClosed(C.NIXE, 2, None, 0), NAMES) == (
        "Kein Gebot: Cem bekommt die Nixe umsonst.")
    assert line(ev.CardDealt(1, C.EINHORN, True, audience=None), NAMES) == (
        "Ben bekommt ein Einhorn.")
    assert line(ev.CardDealt(1, C.GREIF, True, audience=None), NAMES) == (
        "Ben bekommt einen Greif.")


def test_a_pleite_shows_the_money_without_a_gendered_pronoun() -> None:
    text = line(ev.Pleite(2, (50, 10)), NAMES)
    assert text is not None and " sein " not in text


def test_vierer_are_named_with_the_genitive_plural() -> None:
    state = meister(3, creatures={0: {C.PHOENIX: 2}})
    lines = creature_lines(creature_info(state.view(0), C.PHOENIX), NAMES)
    assert any(ln.startswith("Ein Vierer der Phönixe hebt") for ln in lines)
    assert not any("Vierer Phönixe" in ln for ln in lines)


def test_four_kobolde_would_strike_in_the_konjunktiv() -> None:
    state = meister(3, creatures={0: {C.TROLL: 4}})
    give_kobolde(state, 0, 3)
    notes = texts(kobold_notes(kobold_info(state.view(0)), NAMES))
    assert notes[0].startswith("Hättest du alle vier, würden sie deinen Vierer der Trolle "
                               "streichen:")


def test_a_kobold_with_one_card_says_der_einen_karte() -> None:
    state = meister(4, top=[KOBOLD], hands={1: [50, 10], 2: [10]})
    state.apply(Reveal(0))
    state.apply(LayCard(1, 50))
    notes = texts(kobold_notes(kobold_info(state.view(2)), NAMES))
    assert "Du bist dran: Nimm ihn mit der einen Karte darauf oder lege eine Geldkarte " \
           "verdeckt dazu." in notes
    assert not any("allen 1" in n for n in notes)


def test_the_goldesel_payout_is_said_neutrally() -> None:
    text = t("fabel.public.payout", amount=50)
    assert text == "Goldesel! Die Bank hat allen 50 Taler ausgezahlt."


# Placeholders that stand for a person.
_PERSON = re.compile(r"\{(name|challenger|opponent|auctioneer|payer|receiver|winner|seat|"
                     r"presser|bidder|giver|taker)\}")
_GENDERED = re.compile(r"\b(sein|seine|seinen|seinem|seiner|seines|er|ihm)\b")


def test_no_text_about_a_named_person_assumes_a_gender() -> None:
    """"zeigt sein Geld" must not assume a gender; the rule's generic "wer …
    seine" (whoever) is the rule text's own wording and stays."""
    wrong = []
    for key, template in TEXTS.items():
        if not key.startswith(("fabel.", "render.fabel.")) or not _PERSON.search(template):
            continue
        rest = re.sub(r"[Ww]er mehr bietet, gibt alle seine Kobolde ab", "", template)
        rest = re.sub(r"wer mehr bietet, gibt seine Kobolde ab", "", rest)
        if _GENDERED.search(rest):
            wrong.append(key)
    assert wrong == []


def test_the_private_trade_result_says_who_won_and_the_net() -> None:
    state = scenes.table()
    state.creatures[0][C.DRACHE] = 2
    state.creatures[1][C.DRACHE] = 1
    scenes.set_money(state, 0, {0: 1, 50: 1})
    scenes.set_money(state, 1, {10: 2})
    scenes.trade(state, 0, 1, C.DRACHE, offer={0: 1, 50: 1})
    lines = dict(private_lines(state.apply(Counter(1, (10, 10))), NAMES))
    assert lines[0] == ("Dein Handel mit Ben: du 50 + 0 = 50 gegen 10 + 10 = 20 → Du bekommst "
                        "einen Drachen. Dein Geld: −50 + 20 = −30 Taler.")
    assert lines[1] == ("Dein Handel mit Anna: du 10 + 10 = 20 gegen 50 + 0 = 50 → Anna "
                        "bekommt einen Drachen. Dein Geld: −20 + 50 = +30 Taler.")


def test_a_completed_vierer_is_announced() -> None:
    assert vierer_lines([(), (C.TROLL,)], [(C.PHOENIX,), (C.TROLL,)], NAMES) == [
        "Anna hat den Vierer der Phönixe voll!"]
    assert vierer_lines([(C.TROLL,)], [(C.TROLL,)], NAMES[:1]) == []


def test_the_first_at_a_kobold_is_not_told_about_no_cards_on_it() -> None:
    state = meister(4, top=[KOBOLD], hands={1: [50, 10]})
    state.apply(Reveal(0))
    notes = texts(kobold_notes(kobold_info(state.view(1)), NAMES))
    assert t("fabel.info.m.kobold_your_turn_empty") in notes
    assert not any("keiner Karte" in n or "0 Karten darauf" in n for n in notes)
