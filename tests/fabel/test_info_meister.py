"""Karten-Info in the Meistermarkt: the Ahnenbrief, the Kobolde and the
deck (items 137-140 carried over to the Meistermarkt's own cards; item 102's
"statt" form; items 115 and 118-120 for what a letter or four Kobolde do to
the reader's points)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engines.core import Timeout
from engines.fabel import Mode, Options, State
from engines.fabel.actions import BuySelf, LayCard, Meins, Reveal, Sell
from engines.fabel.cards import KINDS, KOBOLD, LETTER, Creature
from engines.fabel.info import BAD, GOOD, KEY, creature_info, creature_lines, deck_info, deck_lines
from engines.fabel.info_meister import kobold_info, kobold_notes, letter_info, letter_notes
from engines.fabel.state import BRIEF_PAY, BRIEF_VORKAUF, KOBOLD_PHASE, MEINS
from engines.texts import t
from tests.fabel.helpers import scenario, set_hand

C = Creature
MM = Options(mode=Mode.MEISTERMARKT)
NAMES = ("Anna", "Ben", "Cem", "Dora")


def meister(seats: int = 4, **kw: object) -> State:
    """A Meistermarkt scenario (see :func:`tests.fabel.helpers.scenario`)."""
    return scenario(seats, options=replace(MM), **kw)  # type: ignore[arg-type]


def give_letter(state: State, seat: int, kind: int) -> None:
    """Move the Ahnenbrief of ``kind`` from the deck to ``seat``."""
    state.deck.remove(LETTER + kind)
    state.letters[seat][kind] = 1


def give_kobolde(state: State, seat: int, n: int) -> None:
    """Move ``n`` Kobolde from the deck to ``seat``."""
    for _ in range(n):
        state.deck.remove(KOBOLD)
    state.kobolde[seat] += n


def texts(notes: tuple[object, ...]) -> list[str]:
    return [n.text for n in notes]  # type: ignore[attr-defined]


def zwerg_race() -> State:
    """Item 102's scene: Anna reveals the Zwerg letter; Ben holds the Vierer
    Zwerg and Drache (2180 points)."""
    state = meister(4, creatures={1: {C.ZWERG: 4, C.DRACHE: 4}}, top=[LETTER + C.ZWERG])
    state.apply(Reveal(0))
    assert state.phase == MEINS
    return state


# ------------------------------------------------------------------ Ahnenbrief
def test_item_102_letter_on_the_stage_shows_points_with_it_statt_now() -> None:
    """"Unter dem Knopf steht, wie sich deine Punkte mit dem Brief ändern
    würden": the info says it the same way, "(1090 + 250) × 2 = 2680 statt
    2180, +500"."""
    info = letter_info(zwerg_race().view(1), C.ZWERG)
    assert info.on_stage and info.holder is None and info.race is not None
    assert info.now is not None and info.now.points == 2180
    assert info.other is not None and info.other.rechenweg == "(1090 + 250) × 2 = 2680"
    notes = letter_notes(info, NAMES)
    assert notes[0].text == "Mit diesem Brief: (1090 + 250) × 2 = 2680 statt 2180, +500."
    assert notes[0].mood == KEY
    # "+ 250 … zu dem du den Vierer hast": before the factor.
    assert notes[1].text == t("fabel.info.m.letter_matches", of_kinds="der Zwerge", factor=2)
    # Ben holds 7 money cards, the counter shows 10: from 7 on.
    assert notes[2].text == ("Zähler 10: Du hast 7 Geldkarten – „Meins!“ kannst du ab 7 "
                             "rufen.")


def test_items_122_138_letter_points_count_as_view_score_does() -> None:
    """For every seat and every kind, the letter's "statt" pair is
    ``view.score`` now against the score with the letter added (or taken
    away, for its holder)."""
    state = zwerg_race()
    give_letter(state, 2, C.DRACHE)
    give_kobolde(state, 1, 4)
    for seat in range(4):
        view = state.view(seat)
        for kind in range(KINDS):
            info = letter_info(view, kind)
            assert info.now == view.score(seat)
            assert info.other is not None
            diff = info.other.points - info.now.points
            assert (diff < 0) == (info.holder == seat) or diff == 0


def test_items_118_120_138_free_struck_and_held_letters() -> None:
    """"+ 250 für jeden Ahnenbrief ohne Vierer"; the letter of a struck
    Vierer counts free (item 120); a letter another player holds cannot be
    had ("Ahnenbriefe kann man nicht handeln")."""
    state = meister(4, creatures={0: {C.IRRLICHT: 4, C.DRACHE: 4, C.NIXE: 2}})
    give_letter(state, 1, C.PHOENIX)
    give_kobolde(state, 0, 4)                        # Anna's Kobolde strike the Irrlicht
    anna = state.view(0)
    nixe = letter_notes(letter_info(anna, C.NIXE), NAMES)
    assert nixe[0].text == "Mit diesem Brief: Kobolde: Irrlicht gestrichen · (1000) × 1 + 250 " \
                           "= 1250 statt 1000, +250."
    assert nixe[1].text == t("fabel.info.m.letter_free_missing", of_kinds="der Nixen", n=2)
    irrlicht = letter_notes(letter_info(anna, C.IRRLICHT), NAMES)
    assert irrlicht[1].text == t("fabel.info.m.letter_struck", of_kinds="der Irrlichter")
    phoenix = letter_notes(letter_info(anna, C.PHOENIX), NAMES)
    assert phoenix[0].text == "Ben hat diesen Brief – Briefe kann man nicht handeln."
    assert phoenix[0].mood == BAD
    assert phoenix[1].text == "Für Ben: 0 + 250 = 250 statt 0, +250."
    troll = letter_notes(letter_info(anna, C.TROLL), NAMES)
    assert troll[1].text == t("fabel.info.m.letter_free", of_kinds="der Trolle")
    assert troll[-1].text == t("fabel.info.m.letter_to_come")


def test_item_138_own_letter_says_what_it_brings() -> None:
    state = meister(3, creatures={1: {C.TROLL: 4}})
    give_letter(state, 1, C.TROLL)
    info = letter_info(state.view(1), C.TROLL)
    assert info.holder == 1
    notes = letter_notes(info, NAMES)
    assert notes[0].text == "Dein Brief zählt: (250 + 250) × 1 = 500 statt 250, +250."
    assert notes[0].mood == GOOD


def test_items_10_138_who_holds_which_letters() -> None:
    state = zwerg_race()
    give_letter(state, 2, C.DRACHE)
    give_letter(state, 2, C.GREIF)
    give_letter(state, 3, C.IRRLICHT)
    info = letter_info(state.view(0), C.GREIF)
    assert info.letters == ((), (), (C.GREIF, C.DRACHE), (C.IRRLICHT,))
    assert info.holder == 2 and not info.on_stage
    assert info.to_come == 10 - 3 - 1                # three held, the Zwerg letter on the stage
    assert letter_info(state.view(None), C.ZWERG).on_stage


def test_item_138_letter_rules_say_plus_250_before_or_after_the_factor() -> None:
    rules = letter_info(zwerg_race().view(2), C.ZWERG).rules
    assert rules[0] == ("Ein Ahnenbrief bringt + 250: Hast du den Vierer der Zwerge, zählt er "
                        "vor dem Malnehmen (Schritt 3), sonst danach als freier Brief "
                        "(Schritt 5).")
    assert any("„Meins!“" in r for r in rules)
    assert rules[-1] == t("fabel.info.m.rule.letter_no_trade")
    two = letter_info(meister(2).view(0), C.ZWERG).rules
    assert t("fabel.info.m.rule.letter_two") in two and not any("„Meins!“ drückt" in r
                                                                for r in two)


def test_items_96_98_138_the_race_for_the_reader() -> None:
    """The auctioneer hears it is his; a player with enough cards may press
    now; after a press the auctioneer hears whether he can keep it; then the
    payment."""
    state = zwerg_race()
    set_hand(state, 2, [10] * 10)
    set_hand(state, 3, [])
    race = lambda seat: letter_notes(letter_info(state.view(seat), C.ZWERG), NAMES)[-1]  # noqa: E731
    assert race(0).text == t("fabel.info.m.race_own", counter=10)
    assert race(2).text == t("fabel.info.m.race_now", counter=10, cards=10)
    assert race(2).mood == GOOD
    assert race(3).text == t("fabel.info.m.race_never") and race(3).mood == BAD
    state.apply(Meins(2))
    assert state.phase == BRIEF_VORKAUF
    # Anna's 7 cards cannot keep a letter pressed at 10.
    assert race(0).text == t("fabel.info.m.race_keep_short", name="Cem", k=10, cards=7)
    assert race(0).mood == BAD
    assert race(1).text == t("fabel.info.m.race_vorkauf", name="Cem", k=10, auctioneer="Anna")
    state.apply(Sell(0))
    assert state.phase == BRIEF_PAY
    assert race(1).text == t("fabel.info.m.race_pay", payer="Cem", receiver="Anna", k=10,
                             winner="Cem")


def test_item_98_the_auctioneer_who_can_keep_is_told_so() -> None:
    state = meister(3, top=[LETTER + C.NIXE], hands={0: [10] * 8})
    state.apply(Reveal(0))
    # Let the counter run down to 7, so Ben (7 cards) may press.
    for _ in range(3):
        timer = state.timer()
        assert timer is not None
        state.apply(Timeout(timer.token))
    state.apply(Meins(1))
    note = letter_notes(letter_info(state.view(0), C.NIXE), NAMES)[-1]
    assert note.text == t("fabel.info.m.race_keep", name="Ben", k=7, cards=8)
    assert note.mood == GOOD
    state.apply(BuySelf(0))
    note = letter_notes(letter_info(state.view(2), C.NIXE), NAMES)[-1]
    assert note.text == t("fabel.info.m.race_pay", payer="Anna", receiver="Ben", k=7,
                          winner="Anna")


def test_item_138_letters_and_kobolde_only_in_the_meistermarkt() -> None:
    klassisch = scenario(3).view(0)
    with pytest.raises(ValueError):
        letter_info(klassisch, C.DRACHE)
    with pytest.raises(ValueError):
        kobold_info(klassisch)
    with pytest.raises(ValueError):
        letter_info(meister(3).view(0), KINDS)
    assert letter_notes(letter_info(meister(3).view(None), C.DRACHE), NAMES) == ()


# ---------------------------------------------------------------------- Kobolde
def test_item_115_what_four_kobolde_would_cost() -> None:
    """Item 115's hand with three Kobolde: Vierer Nixe (with its letter),
    Troll, Drache: all four would strike the Troll, 2820 instead of 4980."""
    state = meister(4, creatures={0: {C.NIXE: 4, C.TROLL: 4, C.DRACHE: 4}})
    give_letter(state, 0, C.NIXE)
    give_kobolde(state, 0, 3)
    give_kobolde(state, 2, 1)
    info = kobold_info(state.view(0))
    assert info.holders == (3, 0, 1, 0) and info.undealt == 0 and not info.on_stage
    assert info.free is not None and info.free.points == 4980
    assert info.all_four is not None and info.all_four.struck == C.TROLL
    assert info.cost == 4980 - 2820
    notes = kobold_notes(info, NAMES)
    assert notes[0].text == ("Hättest du alle vier, würden sie deinen Vierer der Trolle "
                             "streichen: (1160 + 250) × 2 = 2820 statt 4980, −2160.")
    assert notes[0].mood == KEY
    assert info.trade_with == (2,)
    assert notes[1].text == t("fabel.info.m.kobold_trade_with", names="Cem")
    # Cem holds one Kobold and no Vierer: all four would cost him nothing.
    cem = kobold_notes(kobold_info(state.view(2)), NAMES)
    assert cem[0].text == t("fabel.info.m.kobold_none")


def test_items_115_138_all_four_kobolde_with_the_reader() -> None:
    state = meister(3, creatures={1: {C.TROLL: 4}})
    give_kobolde(state, 1, 4)
    notes = kobold_notes(kobold_info(state.view(1)), NAMES)
    assert notes[0].text == ("Du hast alle vier: Sie streichen deinen Vierer der Trolle – "
                             "0 = 0 statt 250, −250.")
    assert notes[0].mood == BAD
    assert texts(kobold_notes(kobold_info(state.view(0)), NAMES))[-1] == \
        t("fabel.info.m.kobold_together", name="Ben")


def test_items_111_115_kobold_rules() -> None:
    """"Wer alle vier Kobolde hat, streicht einen eigenen Vierer … Handel um
    Kobolde: … umgekehrt"."""
    rules = kobold_info(meister(4).view(0)).rules
    assert rules[0] == t("fabel.info.m.rule.kobold_strike")
    assert "dessen Verlust am wenigsten kostet" in rules[0]
    assert "Wer mehr bietet, gibt alle seine Kobolde ab" in rules[-1]
    assert t("fabel.info.m.rule.kobold_two") in kobold_info(meister(2).view(0)).rules


def test_items_107_108_a_running_kobold_round() -> None:
    """Item 107 and 108 in the info: the pot's count and who laid how often
    are public, the reader's own laid cards only his."""
    state = meister(4, top=[KOBOLD], hands={1: [50, 10], 2: []})
    state.apply(Reveal(0))
    assert state.phase == KOBOLD_PHASE
    state.apply(LayCard(1, 50))
    assert state.kobold is not None and state.kobold.seat == 2
    cem = kobold_info(state.view(2))
    assert cem.on_stage and cem.undealt == 3
    notes = kobold_notes(cem, NAMES)
    assert t("fabel.info.m.kobold_must", cards="1 Karte") in texts(notes)
    assert t("fabel.info.m.kobold_laid", list="Ben 1×") in texts(notes)
    ben = texts(kobold_notes(kobold_info(state.view(1)), NAMES))
    assert t("fabel.info.m.kobold_turn", name="Cem", pot=1) in ben
    assert "Deine Karte darauf: 50." in ben
    assert not any("50" in line for line in texts(notes))            # Cem does not see it


# ---------------------------------------------------------------- deck, creatures
def test_item_139_deck_counts_letters_and_kobolde_to_come() -> None:
    """"10 Ahnenbriefe … und 4 Kobolde im Stapel": what is still to come is
    10 and 4 minus those on the table (public)."""
    state = zwerg_race()
    give_letter(state, 2, C.DRACHE)
    give_kobolde(state, 3, 2)
    info = deck_info(state.view(1))
    assert info.letters == tuple(k for k in reversed(range(KINDS))
                                 if k not in (C.DRACHE, C.ZWERG))
    assert info.kobolde == 2
    lines = deck_lines(info, NAMES)
    assert "Noch nicht aufgedeckt: 8 Ahnenbriefe und 2 Kobolde." in lines
    assert info.rules[0] == t("fabel.info.m.deck.rule_material")
    assert deck_info(scenario(3).view(0)).letters is None


def test_item_138_creature_info_counts_the_five_steps() -> None:
    """In the Meistermarkt "wie weit ein Vierer deine Wertung heben würde"
    counts letters and Kobolde: Troll Vierer and letter (500); a Nixe Vierer
    with its letter would give (410 + 250 + 250) × 2 ... here without the
    Nixe letter: (410 + 250) × 2 = 1320."""
    state = meister(3, creatures={0: {C.TROLL: 4, C.NIXE: 2}})
    give_letter(state, 0, C.TROLL)
    info = creature_info(state.view(0), C.NIXE)
    assert (info.points_now, info.line_now) == (500, "(250 + 250) × 1 = 500")
    assert info.line_with == "(410 + 250) × 2 = 1320"
    assert "Ein Vierer der Nixen hebt deine Wertung von 500 auf (410 + 250) × 2 = 1320." in \
        creature_lines(info, NAMES)
    assert t("fabel.info.m.rule.score") in info.rules
    assert t("fabel.info.rule.score") not in info.rules


def test_item_140_hidden_values_leave_every_info_unchanged() -> None:
    """Others' money values (same count), the deck order and the cards
    another player laid on the Kobold change no info of seat 0."""
    def scene(hand: list[int], laid: int) -> State:
        state = meister(4, creatures={0: {C.TROLL: 4}, 1: {C.NIXE: 2}},
                        top=[KOBOLD, LETTER + C.DRACHE], hands={1: hand})
        give_letter(state, 2, C.GREIF)
        give_kobolde(state, 3, 1)
        state.deck[:-2] = sorted(state.deck[:-2], reverse=laid == 50)   # deck order
        state.apply(Reveal(0))
        state.apply(LayCard(1, laid))
        return state

    def infos(state: State) -> list[object]:
        view = state.view(0)
        return [*(letter_info(view, k) for k in range(KINDS)), kobold_info(view),
                deck_info(view), *(creature_info(view, k) for k in range(KINDS))]

    a = scene([50, 10, 10, 0, 0], 50)
    b = scene([200, 20, 10, 10, 0], 10)
    assert a.deck != b.deck and a.hands[1] != b.hands[1]
    assert infos(a) == infos(b)
    # Ben's own Kobold info does differ (his laid card), so the check can fail.
    assert kobold_info(a.view(1)) != kobold_info(b.view(1))


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_items_138_139_every_sentence_is_filled_in_random_games(seats: int) -> None:
    """Over random Meistermarkt games, every info of every seat says its
    sentences with every placeholder filled, and each letter's points are
    ``view.score``'s (item 122)."""
    import random

    from engines.core.playout import random_step
    from engines.fabel import new_game

    names = ("Anna", "Ben", "Cem", "Dora", "Eva")[:seats]
    for seed in range(3):
        state = new_game(seats, seed, MM)
        rng = random.Random(seed)
        step = 0
        while not state.is_over():
            if step % 7 == 0:
                for seat in range(seats):
                    view = state.view(seat)
                    infos = [letter_info(view, k) for k in range(KINDS)]
                    sentences = [n.text for i in infos for n in letter_notes(i, names)]
                    sentences += [r for i in infos for r in i.rules]
                    kobold = kobold_info(view)
                    sentences += [n.text for n in kobold_notes(kobold, names)]
                    sentences += [*kobold.rules, *deck_lines(deck_info(view), names)]
                    assert not any("{" in s or "}" in s for s in sentences), sentences
                    assert all(i.now == view.score(seat) for i in infos)
            state.apply(random_step(state, rng))
            step += 1


def test_item_108_laid_twice_in_one_round() -> None:
    """"Bei den Mitspielern steht, wer schon wie oft eine Karte dazugelegt
    hat": Ben lays twice, and only he hears which cards."""
    state = meister(3, top=[KOBOLD], hands={0: [10, 0], 1: [50, 10], 2: [0, 0]})
    state.apply(Reveal(0))
    for seat, value in ((1, 50), (2, 0), (0, 10), (1, 10)):
        state.apply(LayCard(seat, value))
    ben = texts(kobold_notes(kobold_info(state.view(1)), NAMES))
    assert "Deine Karten darauf: 50 + 10 = 60." in ben
    assert "Dazugelegt: Anna 1×, Ben 2×, Cem 1×." in ben
    assert t("fabel.info.m.kobold_turn", name="Cem", pot=4) in ben
    cem = texts(kobold_notes(kobold_info(state.view(2)), NAMES))
    assert "Dazugelegt: Anna 1×, Ben 2×, Cem 1×." in cem
    assert "Deine Karte darauf: 0." in cem and not any("60" in line for line in cem)
