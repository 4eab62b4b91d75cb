"""The Meistermarkt table picture (issue 7): every phase renders, the letters
and Kobolde are public, the "Meins!" race with its counter, the Kobold
round with its laid counts (item 108), and nothing hidden shows."""

from __future__ import annotations

import re

import pytest

from engines.fabel.actions import LayCard, Pay, TakeKobold
from engines.fabel.cards import KOBOLD_TRADE, Creature
from engines.fabel.phases import BRIEF_PAY, KOBOLD_PHASE, MEINS
from engines.fabel.state import State
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.encode import encode
from render.fabel import cards
from render.fabel.endboard import render_end_pages
from render.fabel.grid import WIDTH, layout
from render.fabel.panel import render_panel
from render.fabel.table import render_table
from render.sizes import SMALL
from render.theme import THEMES, get_theme
from tests.render.fabel_scenes import expected_meister_scenes, find_meister_scenes
from tests.render.helpers import drawn_layout, swap_in_500, table_size_fits
from tests.render.meister_helpers import (
    PlacedLog,
    first_meister_state,
    meister_states,
    play_on_until,
)

NAMES = ("Anna", "Bernd", "Clara", "Dörte", "Eßer", "Fritz")
LAID = re.compile(r"^\d+ gelegt$")


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_meister_scenes_cover_every_phase(seats: int) -> None:
    assert set(find_meister_scenes(seats)) == set(expected_meister_scenes(seats))


@pytest.mark.parametrize("theme_name", sorted(THEMES))
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_meister_phase_renders_in_both_themes(seats: int, theme_name: str) -> None:
    """Table, the deciding player's panel and the end board of every
    Meistermarkt scene: inside the picture, legible, encodable."""
    names = NAMES[:seats]
    for scene, state in find_meister_scenes(seats).items():
        public = state.view(None)
        if scene == "ende":
            # the pages a phone shows whole (issue 38)
            pictures = [*render_end_pages(public, names=names, theme=theme_name),
                        *render_end_pages(state.view(0), names=names, theme=theme_name)]
        else:
            table = render_table(public, names=names, theme=theme_name, remaining=0.5)
            lay = drawn_layout(public, names)
            base = layout(seats, True, True, lay.laid_line).size  # type: ignore[attr-defined]
            assert table_size_fits(table.size, base), scene
            deciders = [d.seat for d in public.pending if d.required] or [public.turn_seat]
            pictures = [table, render_panel(state.view(deciders[0]), names=names,
                                            theme=theme_name)]
        for picture in pictures:
            assert picture.info[OVERFLOW_KEY] == (), (scene, picture.info[OVERFLOW_KEY])
            # as large against the width as the table's smallest (the end
            # board is drawn 560 px wide, its text × 7/9)
            assert picture.info[MIN_TEXT_KEY] * WIDTH >= SMALL * picture.width, scene
            data = encode(picture)
            assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"


def test_item_10_letters_and_kobolde_stand_with_the_creatures(
        placed: PlacedLog, monkeypatch: pytest.MonkeyPatch) -> None:
    """"Alles andere liegt ja offen": every player's Ahnenbriefe are drawn in
    his Tiertafel column, his number of Kobolde in the Kobold row."""
    state = find_meister_scenes(4)["zug"]
    view = state.view(None)
    assert any(p.letters for p in view.players) and any(p.kobolde for p in view.players)
    letters: list[int] = []
    original = cards.letter_icon

    def recording(kind: int, size: int):  # type: ignore[no-untyped-def]
        letters.append(kind)
        return original(kind, size)

    monkeypatch.setattr(cards, "letter_icon", recording)
    render_table(view, names=NAMES[:4])
    assert sorted(letters) == sorted(k for p in view.players for k in p.letters)
    lay = layout(4, True, True)
    for p in view.players:
        if not p.kobolde:
            continue
        x0, y0, x1, y1 = lay.cell(p.seat, -1)
        hits = [d for d in placed.find(str(p.kobolde)) if x0 <= d.x <= x1 and y0 <= d.y <= y1]
        assert hits, p.seat


def test_race_counter_and_last_three_numbers_in_the_danger_colour(placed: PlacedLog) -> None:
    """"Der Ring auf der Bühne zeigt den Stand" and "In den letzten drei
    Zahlen pulsiert der Knopf": the counter large on the stage, in the
    accent colour above 3 and in the danger colour at 3, 2, 1; the strip
    10 … 1 always marks 3, 2, 1 (drawn for a moment; the bot's picture, of
    no moment, is tests/render/test_fabel_feel.py's)."""
    th = get_theme("laternennacht")
    early = find_meister_scenes(4)["brief"]
    late = find_meister_scenes(4)["brief_gefahr"]
    for state in (early, late):
        placed.clear()
        race = state.view(None).race
        assert race is not None and state.phase == MEINS
        render_table(state.view(None), names=NAMES[:4], remaining=0.5)  # a moment
        big = [d for d in placed.find(str(race.counter)) if d.size == 48]
        assert len(big) == 1
        expected = th.warn if race.counter <= 3 else th.accent
        assert big[0].fill == expected
        for n in (1, 2, 3):
            assert [d for d in placed.find(str(n)) if d.size == SMALL and d.fill in (
                th.warn, (255, 255, 255), (20, 20, 28))], n
        assert f"Wer jetzt „Meins!“ ruft, gibt {race.counter} Geldkarten." in placed.flat()


def test_after_a_press_the_presser_and_the_price(placed: PlacedLog) -> None:
    """"Ben ruft „Meins!“ bei 6: Preis 6 Karten": the presser and the number he pressed at;
    then the auctioneer's Vorkauf and who pays whom."""
    for scene in ("brief_vorkauf", "brief_zahlen"):
        placed.clear()
        state = find_meister_scenes(4)[scene]
        race = state.view(None).race
        assert race is not None and race.presser is not None
        render_table(state.view(None), names=NAMES[:4])
        flat = placed.flat()
        assert (f"{NAMES[race.presser]} ruft „Meins!“ bei {race.k}: Preis {race.k} Karten"
                in flat)
        if scene == "brief_vorkauf":
            assert f"Vorkauf: {NAMES[race.auctioneer]} behält den Brief" in flat
        else:
            assert race.kept
            assert (f"{NAMES[race.auctioneer]} behält den Brief und gibt "
                    f"{NAMES[race.presser]} {race.k} Geldkarten") in flat


def _kobold_start(seats: int) -> tuple[int, State]:
    """The first Kobold round of the random games that starts with every
    player holding at least three money cards."""
    for seed, state in meister_states(seats):
        if (state.phase == KOBOLD_PHASE and state.kobold is not None
                and sum(state.kobold.pot) == 0 and min(map(sum, state.hands)) >= 3):
            return seed, state.copy()
    raise LookupError


def _laid_marks(placed: PlacedLog) -> list[str]:
    return [d.text for d in placed.items if LAID.match(d.text)]


def test_item_108_laid_counts_per_player_start_again_at_the_next_kobold(
        placed: PlacedLog) -> None:
    """"Bei den Mitspielern steht, wer schon wie oft eine Karte dazugelegt
    hat": after laying twice in this round the player's counter shows 2; at
    the next Kobold every counter starts at 0 again."""
    seed, state = _kobold_start(3)
    assert state.kobold is not None
    first = state.kobold.seat
    for _ in range(4):  # round the table: the first player lays twice
        seat = state.kobold.seat
        hand = state.view(seat).hand
        assert hand
        state.apply(LayCard(seat, hand[-1]))
    render_table(state.view(None), names=NAMES[:3])
    marks = _laid_marks(placed)
    assert marks[first] == "2 gelegt"
    assert sorted(marks) == ["1 gelegt", "1 gelegt", "2 gelegt"]
    # The Kobold is taken; the next Kobold round counts from 0 again.
    state.apply(TakeKobold(state.kobold.seat))
    nxt = play_on_until(state, seed, lambda s: s.phase == KOBOLD_PHASE)
    placed.clear()
    render_table(nxt.view(None), names=NAMES[:3])
    assert _laid_marks(placed) == ["0 gelegt", "0 gelegt", "0 gelegt"]


def test_kobold_round_shows_the_pot_count_and_whose_turn(placed: PlacedLog) -> None:
    """A Kobold on the stage, how many face-down cards lie on it and who
    decides now; the values of those cards are nowhere."""
    state = find_meister_scenes(4)["kobold"]
    ko = state.view(None).kobold
    assert ko is not None
    render_table(state.view(None), names=NAMES[:4])
    n = ko.pot_count
    cards = "1 Karte" if n == 1 else f"{n} Karten"
    flat = placed.flat()
    assert (f"Auf dem Kobold: {cards}, verdeckt." if n else
            "Auf dem Kobold liegt noch keine Karte.") in flat
    assert f"Jetzt: {NAMES[ko.seat]} nimmt den Kobold oder legt eine Karte verdeckt dazu" in flat


def test_kobold_pot_values_leave_the_table_unchanged() -> None:
    """The cards on a Kobold are face down: another composition of the same
    number of cards gives the same public picture, byte for byte."""
    state = find_meister_scenes(4)["kobold"]
    ko = state.kobold
    assert ko is not None
    layer = next(s for s in range(4) if ko.own[s][1] or ko.own[s][0])
    other = state.copy()
    assert other.kobold is not None
    pot, own = list(ko.pot), [list(o) for o in ko.own]
    i = 1 if own[layer][1] else 0
    pot[i] -= 1
    pot[6] += 1  # one of his cards becomes a 500
    own[layer][i] -= 1
    own[layer][6] += 1
    other.kobold.pot, other.kobold.own = pot, own
    assert other.view(layer).kobold != state.view(layer).kobold
    for reader in (None, *range(4)):
        assert encode(render_table(other.view(reader), names=NAMES[:4])) == encode(
            render_table(state.view(reader), names=NAMES[:4])), reader
    for reader in (s for s in range(4) if s != layer):
        assert encode(render_panel(other.view(reader))) == encode(
            render_panel(state.view(reader))), reader


@pytest.mark.parametrize("scene", ["zug", "brief", "brief_vorkauf", "kobold"])
def test_others_money_leaves_the_meister_pictures_unchanged(scene: str) -> None:
    """Seat 2 holding a 500 changes neither the public table nor another
    player's panel."""
    state = find_meister_scenes(4)[scene]
    richer = swap_in_500(state, 1)
    for reader in (None, 0, 2):
        assert encode(render_table(richer.view(reader))) == encode(
            render_table(state.view(reader))), reader
    assert encode(render_panel(richer.view(0))) == encode(render_panel(state.view(0)))


def test_the_cards_paid_for_a_letter_stay_hidden() -> None:
    """"Welche, ist egal": two payments of the same number of different
    cards leave the public table and the other players' panels identical."""
    def two_ways(s) -> bool:  # type: ignore[no-untyped-def]
        if s.phase != BRIEF_PAY or s.race is None or s.race.payer is None:
            return False
        hand = s.view(s.race.payer).hand
        return len(hand) > s.race.k and len(set(hand)) > 1
    state = first_meister_state(4, two_ways)
    race = state.race
    assert race is not None and race.payer is not None
    hand = state.view(race.payer).hand
    assert hand is not None
    high, low = hand[:race.k], hand[-race.k:]
    assert high != low
    a, b = state.copy(), state.copy()
    a.apply(Pay(race.payer, high))
    b.apply(Pay(race.payer, low))
    receiver = race.presser if race.kept else race.auctioneer
    bystanders = [s for s in range(4) if s not in (race.payer, receiver)]
    for reader in (None, *bystanders):
        assert encode(render_table(a.view(reader))) == encode(render_table(b.view(reader)))
    for reader in bystanders:
        assert encode(render_panel(a.view(reader))) == encode(render_panel(b.view(reader)))


def test_kobold_trade_shows_the_kobold_and_the_reversed_rule(placed: PlacedLog) -> None:
    """"Handel um Kobolde … aber umgekehrt: Wer mehr bietet, gibt alle seine
    Kobolde ab"."""
    state = find_meister_scenes(4)["kobold_handel"]
    assert state.trade is not None and state.trade.kind == KOBOLD_TRADE
    render_table(state.view(None), names=NAMES[:4])
    assert "Umgekehrt: Wer mehr bietet, gibt alle seine Kobolde ab." in placed.flat()


def test_last_kobold_taker_and_count(placed: PlacedLog) -> None:
    """The last Kobold taken: who took it and how many cards were on it."""
    state = find_meister_scenes(4)["zug"]
    last = state.view(None).kobold_last
    assert last is not None
    render_table(state.view(None), names=NAMES[:4])
    n = last.count
    count = "nichts" if n == 0 else "1 Karte" if n == 1 else f"{n} Karten"
    assert f"Letzter Kobold: {NAMES[last.taker]}, mit {count}" in placed.flat()


def test_letter_card_art_per_sort() -> None:
    """Every sort has its own Ahnenbrief face; the Kobold its own."""
    faces = {cards.letter_card(k, 60).tobytes() for k in Creature}
    assert len(faces) == 10
    assert cards.kobold_card(60).tobytes() not in faces
