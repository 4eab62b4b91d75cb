"""Speedspuk's Karten-Info, from real states (items 44,
48, 49, 50 of ../shared/checklists/spuk.md): what a card is and means
for the reader now, never a value his view does not hold."""

from __future__ import annotations

from bot.spuk import info
from bot.spuk.ui import SpukInfo
from engines.spuk.actions import Cover, Discard, Draw, Look, Pass, Peek
from engines.spuk.narrate import card_label
from engines.spuk.options import Options
from engines.spuk.state import State, new_game

NAMES = ("Anna", "Ben", "Carla")


def looked(aid: bool, seed: int = 2) -> State:
    """Three players after the first look (places 1 and 2), all covered."""
    state = new_game(3, seed, Options(memory_aid=aid, first_seat=0))
    for seat in range(3):
        state.apply(Look(seat, (0, 1)))
    for seat in range(3):
        state.apply(Cover(seat))
    return state


def pass_turn(state: State) -> None:
    """The seat on turn draws and lays the card down (passing any action)."""
    seat = state.turn_seat
    state.apply(Draw(seat))
    state.apply(Discard(seat))
    if state.phase == "action":
        state.apply(Pass(seat))


def test_item_49_the_facts_of_a_card() -> None:
    """Item 49: "11 Poltergeist, 4 Stück, Aktion Poltergeist"."""
    assert info.facts(11).startswith("11 Poltergeist, 4 Stück, Aktion Poltergeist")
    assert info.facts(0).startswith("0 Glühwürmchen, 2 Stück, keine Aktion")
    assert "Schreckwert 13" in info.facts(13)


def test_item_44_49_a_seen_face_down_card_names_who_saw_it_and_when_never_its_value(
) -> None:
    """Items 44, 49: Anna's Kristallkugel on Ben's card; two turns later
    Ben's info on it reads "gesehen von Anna vor 2 Zügen" and no value."""
    for seed in range(200):
        state = looked(False, seed)
        state.apply(Draw(0))
        if state.held in (9, 10):
            break
    else:
        raise AssertionError("no 9 or 10 drawn")
    state.apply(Discard(0))
    state.apply(Peek(0, 1, 3))
    state.apply(Cover(0))
    pass_turn(state)
    answer = info.answer(state.view(1), "c1.3", NAMES)
    assert "gesehen von Anna vor 1 Zug" in answer
    pass_turn(state)
    answer = info.answer(state.view(1), "c1.3", NAMES)
    assert "gesehen von Anna vor 2 Zügen" in answer
    value = state.rows[1][3].value
    assert card_label(value) not in answer and "Schreckwert" not in answer
    mine = info.answer(state.view(0), "c1.3", NAMES)
    assert "gesehen von dir vor 2 Zügen" in mine and card_label(value) not in mine


def _drawn_against_seen(aid: bool) -> State:
    """Anna holds a drawn card lower than a card she saw in her first look."""
    for seed in range(400):
        state = looked(aid, seed)
        state.apply(Draw(0))
        held = state.held
        assert held is not None
        if state.rows[0][0].value > held:
            return state
    raise AssertionError("no such deal")


def test_item_49_50_a_saving_only_where_every_value_it_needs_is_open() -> None:
    """Items 49, 50: the drawn card against a face-down card seen in the
    first look: no saving and no value with the aid off; "spart" with it on."""
    off = _drawn_against_seen(False)
    answer = info.answer(off.view(0), "held", NAMES)
    assert "spart" not in answer
    assert card_label(off.rows[0][0].value) not in info.answer(off.view(0), "c0.0", NAMES)
    on = _drawn_against_seen(True)
    held = on.held
    assert held is not None
    saving = on.rows[0][0].value - held
    assert f"Platz 1 spart {saving}" in info.answer(on.view(0), "held", NAMES)
    card = info.answer(on.view(0), "c0.0", NAMES)
    assert card_label(on.rows[0][0].value) in card and f"spart {saving}" in card


def test_item_48_the_topics_are_the_rows_the_deck_the_ablage_and_the_drawn_card() -> None:
    """Item 48: Stapel, Ablage, the drawn card (its drawer only), every card."""
    state = looked(False)
    state.apply(Draw(0))
    mine = dict(info.topics(state.view(0), NAMES))
    other = dict(info.topics(state.view(1), NAMES))
    assert "held" in mine and "held" not in other
    assert {"deck", "ablage", "c0.0", "c1.3", "c2.3"} <= set(other)
    # the other players' cards are named by their player, not a number
    assert other["c0.1"] == "Anna · Platz 2" and mine["c2.3"] == "Carla · Platz 4"
    assert other["c1.0"] == "Deine Karte · Platz 1"
    assert len(SpukInfo().info_topics(new_game(4, 1, Options(cards=6)).view(0),
                                   (*NAMES, "Dörte Öztürk"))) <= 25


def test_item_48_with_four_rows_of_six_every_card_can_be_asked_about() -> None:
    """Item 48: four players with six cards are 24 cards besides the Stapel,
    the Ablage and the drawn card: the other players' rows become one topic
    each, answering for every card of the row, and nothing is left out."""
    state = new_game(4, 3, Options(cards=6, first_seat=0))
    for seat in range(4):
        state.apply(Look(seat, (0, 1, 2)))
    for seat in range(4):
        state.apply(Cover(seat))
    state.apply(Draw(0))
    names = ("Anna", "Ben", "Carla", "Lady Nebel (Computer, leicht)")
    for reader in range(4):
        view = state.view(reader)
        offered = dict(info.topics(view, names))
        assert len(offered) <= 25
        assert {"deck", "ablage"} <= set(offered) and ("held" in offered) == (reader == 0)
        for seat in range(4):
            for pos in range(6):
                card = f"c{seat}.{pos}"
                assert (card in offered) == (seat == reader), card
                if seat == reader:
                    continue
                assert f"r{seat}" in offered
                assert offered[f"r{seat}"] == f"{names[seat]} · ganze Reihe (6 Karten)"
                answer = info.answer(view, f"r{seat}", names)
                assert answer.startswith(f"Reihe von {names[seat]}, 6 Karten:")
                assert f"Platz {pos + 1}: verdeckt" in answer
                value = state.rows[seat][pos].value
                assert card_label(value) not in answer, answer
    # three players with six cards fit one topic per card
    small = looked(False)
    assert all(f"c{s}.{p}" in dict(info.topics(small.view(0), NAMES))
               for s in range(3) for p in range(4))
