"""Speedtrödel's pictures (items of ../shared/checklists/troedel.md named
per test): what the table, the hand, the last trick, the Kassensturz, the
end board and the lessons show; legible at 400 px in both themes with long
names; contrast of every text on its colour; drawn from views only."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.troedel.lessons import LESSON_NAMES, lessons
from engines.troedel.cards import FAELSCHUNG, RAMSCH
from engines.troedel.events import RoundScored
from engines.troedel.game import summarize
from engines.troedel.options import Options
from engines.troedel.twins import hidden_twins
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.theme import PLAYER_COLOURS, THEMES, contrast, ink
from render.troedel import table as table_module
from render.troedel.board import render_end, render_kassensturz
from render.troedel.cards import SUIT_FILLS, chip_label
from render.troedel.hand import (
    FORGERY_RED,
    render_cards,
    render_hand,
    render_last_trick,
    tile_boxes,
)
from render.troedel.lesson import render_lesson
from render.troedel.table import follow_line, render_table
from tests.render.conftest import TextLog
from tests.render.troedel_states import NAMES, find


@pytest.fixture
def texts(drawn: TextLog) -> TextLog:
    """The texts drawn, with the table's kept tiles (the Dachboden's title
    and tiers) drawn again."""
    table_module.TILES.cache_clear()
    return drawn


def _legible(image: object) -> None:
    assert image.width == 720  # type: ignore[attr-defined]
    assert image.info[MIN_TEXT_KEY] * 400 / 720 >= 12  # type: ignore[attr-defined]
    assert image.info[OVERFLOW_KEY] == ()  # type: ignore[attr-defined]


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_item_114_every_picture_is_legible_at_400_px_with_long_names(seats: int,
                                                                     theme: str) -> None:
    names = NAMES[:seats]
    state = find(lambda s: s.round >= 3 and len(s.trick) == seats - 1, seats=seats)
    _legible(render_table(state.view(None), names=names, theme=theme))
    _legible(render_hand(state.view(state.turn), names=names, theme=theme))
    _legible(render_last_trick(state.view(0), names=names, theme=theme))
    _legible(render_cards("Ladentisch von Dörte Öztürk", state.tables[0], theme=theme))
    scored = RoundScored(2, tuple(range(seats)), (-3,) + (0,) * (seats - 1),
                         tuple(range(10, 10 + seats)))
    _legible(render_kassensturz(scored, names=names, theme=theme))
    over = find(lambda s: s.is_over(), seats=seats)
    _legible(render_end(over.view(None), summarize(over), names=names, theme=theme))
    _legible(render_table(over.view(None), names=names, theme=theme))     # the end's head


def test_item_114_the_same_view_in_both_themes() -> None:
    view = find(lambda s: len(s.trick) == 2).view(None)
    dark = render_table(view, names=NAMES[:4], theme="laternennacht")
    light = render_table(view, names=NAMES[:4], theme="morgentau")
    assert dark.size == light.size and dark.tobytes() != light.tobytes()


def test_names_are_never_cut_off(texts: TextLog) -> None:
    state = find(lambda s: s.phase == "play" and len(s.trick) == 4, seats=5)
    render_table(state.view(None), names=NAMES, theme="morgentau")
    render_last_trick(state.view(0), names=NAMES)
    over = find(lambda s: s.is_over(), seats=5)
    render_end(over.view(None), summarize(over), names=NAMES)
    render_kassensturz(RoundScored(1, (1,) * 5, (0,) * 5, (1,) * 5), names=NAMES)
    # the trader's row, the last trick (player or receiver), the boards; in
    # the trick a name that does not fit beside its card gives way to the
    # seat number (issue 38: 30 px text), the row below names him whole
    for seat, name in enumerate(NAMES):
        assert texts.texts.count(chip_label(seat, name)) >= 3, name
    assert not any(text.endswith("…") for text in texts.texts)


def test_text_on_colour_has_at_least_4_5_to_1_contrast() -> None:
    for fill in (*SUIT_FILLS, *PLAYER_COLOURS):
        assert contrast(ink(fill), fill) >= 4.5, fill
    for th in THEMES.values():
        for fill in (th.grid, th.good, th.accent):
            assert contrast(ink(fill), fill) >= 4.5, (th.name, fill)
        for surface in (th.panel, th.background, th.glow):
            assert contrast(th.text, surface) >= 4.5, th.name
        assert contrast(th.muted, th.panel) >= 4.5, th.name
        assert contrast(th.warn, th.panel) >= 4.5, th.name      # "knapp!"


def test_item_23_the_line_above_the_trick_names_the_suit_to_follow() -> None:
    led = find(lambda s: s.trick == [(s.leader, RAMSCH)] and s.heute is None)
    assert follow_line(led.view(None)) == "Noch keine Farbe zu bedienen (nur Sonderkarten)"
    after = find(lambda s: len(s.trick) == 2 and s.trick[0][1] == RAMSCH
                 and s.trick[1][1] < 100 and s.heute is None)
    suit = after.trick[1][1] // 20
    assert follow_line(after.view(None)) == "Bedienen: " + (
        "Porzellan", "Spielzeug", "Bücher", "Messing", "Smaragd")[suit]
    named = find(lambda s: s.phase == "play" and not s.trick and s.heute == 3)
    assert follow_line(named.view(None)) == "Bedienen: Messing"


def test_item_25_72_a_void_is_a_crossed_suit_field_and_plus_n_counts_the_catch(
        texts: TextLog) -> None:
    state = find(lambda s: any(s.voids) and any(s.tables))
    view = state.view(None)
    picture = render_table(view, names=NAMES[:4])
    seat = next(s for s in range(4) if view.voids[s])
    letters = {0: "P", 1: "S", 2: "B", 3: "M", 4: "Sm"}
    for suit in view.voids[seat]:
        assert letters[suit] in texts.texts
    for s in range(4):
        assert f"+{len(view.ladentisch[s])}" in texts.texts
    without = render_table(replace(view, voids=((),) * 4), names=NAMES[:4])
    assert without.tobytes() != picture.tobytes()


def test_item_67_everyone_sees_points_counts_tiers_and_the_top_stars(texts: TextLog) -> None:
    view = find(lambda s: s.round >= 2).view(None)
    render_table(view, names=NAMES[:4])
    for i, count in enumerate(view.attic_counts):
        assert ("★" * (i + 1)) in texts.texts and str(count) in texts.texts
    assert view.attic_top_stars is not None
    assert f"oben: {'★' * view.attic_top_stars}" in texts.texts
    # issue 38: the counts under a legend ("Ladentisch · Kiste · Hand · …")
    assert "Ladentisch · Kiste · Hand · gefangen" in texts.texts
    for s in range(4):
        assert f"{view.points[s]} Punkte" in texts.texts
        assert (f"{len(view.ladentisch[s])} · {view.kiste_counts[s]} · "
                f"{view.hand_counts[s]}") in texts.texts


def test_item_77_dachboden_offen_shows_the_top_card(texts: TextLog) -> None:
    state = find(lambda s: s.round >= 1, options=Options(dachboden_offen=True))
    view = state.view(None)
    assert view.attic_top is not None
    render_table(view, names=NAMES[:4])
    from bot.troedel.words import card_name
    assert card_name(view.attic_top) in texts.texts and "oben liegt:" in texts.texts


def test_item_103_knapp_stands_over_the_attic_only_when_it_will_not_suffice(
        texts: TextLog) -> None:
    tight = find(lambda s: s.view(None).knapp)
    render_table(tight.view(None), names=NAMES[:4])
    assert "knapp!" in texts.texts
    texts.clear()
    render_table(find(lambda s: s.round == 2 and not s.view(None).knapp).view(None),
                 names=NAMES[:4])
    assert "knapp!" not in texts.texts


def test_item_104_a_faelschung_in_the_own_hand_is_outlined_red() -> None:
    state = find(lambda s: FAELSCHUNG in s.hands[0])
    view = state.view(0)
    image = render_hand(view, names=NAMES[:4])
    i = view.hand.index(FAELSCHUNG)
    x0, y0, x1, y1 = tile_boxes(len(view.hand))[i]
    assert image.getpixel(((x0 + x1) // 2, y0 + 2)) == FORGERY_RED
    other = next(j for j, c in enumerate(view.hand) if c != FAELSCHUNG)
    ox0, oy0, ox1, _ = tile_boxes(len(view.hand))[other]
    assert image.getpixel(((ox0 + ox1) // 2, oy0 + 2)) != FORGERY_RED


def test_item_101_102_the_last_trick_shows_each_card_its_player_and_receiver(
        texts: TextLog) -> None:
    state = find(lambda s: any(c < 100 and c % 20 == 0 for _, c, _ in s.last_trick)
                 and len({r for _, _, r in s.last_trick}) > 1)
    view = state.view(1)
    render_last_trick(view, names=NAMES[:4])
    from bot.troedel.words import card_name
    assert texts.texts.count("bekommt:") == 4
    for player, c, receiver in view.last_trick:
        assert card_name(c) in texts.texts
        assert chip_label(player, NAMES[player]) in texts.texts
        assert chip_label(receiver, NAMES[receiver]) in texts.texts


def test_item_58_66_kassensturz_and_end_board_say_points_totals_and_why(
        texts: TextLog) -> None:
    render_kassensturz(RoundScored(3, (9, 7, 4), (-3, 0, 0), (20, 18, 9)), names=NAMES[:3])
    assert "Diese Runde: +9 − 3 (Fälschung) = 6" in texts.texts
    assert "gesamt 20" in texts.texts and "Diese Runde: +7" in texts.texts
    texts.clear()
    over = find(lambda s: s.is_over() and s.over_reason == "leergekauft", seats=5)
    result = summarize(over)
    render_end(over.view(None), result, names=NAMES)
    assert any("Leergekauft" in x for x in texts.texts)
    for s in result.seats:
        # the line may wrap at 30 px (issue 38): read the drawn lines as one
        assert (f"Fälschungen: {s.stats['faelschungen']} · Bestenliste {s.leaderboard_text()}"
                in texts.flat())
        assert f"{s.place}." in texts.texts


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_item_98_five_lesson_pictures_render_in_both_themes(theme: str) -> None:
    shown = [render_lesson(x.picture, x.view, names=LESSON_NAMES, title=x.title, theme=theme)
             for x in lessons()]
    assert len(shown) == 5
    for image in shown:
        _legible(image)


def test_the_public_picture_is_the_same_for_every_hidden_twin() -> None:
    state = find(lambda s: s.round >= 2 and len(s.trick) == 2)
    names = NAMES[:4]
    picture = render_table(state.view(None), names=names).tobytes()
    twins = hidden_twins(state, random.Random(1))
    assert twins
    for _, twin, readers in twins:
        if None in readers:
            assert render_table(twin.view(None), names=names).tobytes() == picture


def test_a_heute_gefragt_lead_names_its_player(texts: TextLog) -> None:
    state = find(lambda s: s.phase == "play" and s.heute is not None and s.heute_seat is not None)
    render_table(state.view(None), names=NAMES[:4])
    # the line wraps at 30 px (issue 38): read the drawn lines as one text
    flat = texts.flat()
    start = flat.index("Heute gefragt:")
    assert NAMES[state.heute_seat] in flat[start:start + 80]


def test_item_69_a_long_name_over_a_ladentisch_takes_a_second_line(texts: TextLog) -> None:
    title = "Ladentisch von Eßer-Übelhör Magdalena · 5 Karten"
    image = render_cards(title, [1, 2, 45, 80, FAELSCHUNG], theme="morgentau")
    _legible(image)
    assert " ".join(texts.texts[:2]).startswith(title)
    assert not any(text.endswith("…") for text in texts.texts)


def _tight(missing_for_seat_3: int) -> object:
    """A real 4p state at round 1's first trick with the attic cut to 4
    cards and the 36 start cards moved onto the Ladentische (the rest in
    seat 3's hand), so that, as if the round ended now (next hand 9 cards,
    empty Kisten), only seat 3 misses ``missing_for_seat_3`` cards."""
    state = find(lambda s: s.round == 1 and s.trick_no == 1 and not s.trick)
    state.attic, state.attic_tier = state.attic[-4:], state.attic_tier[-4:]
    state.kisten = [[], [], [], []]
    cards = sorted(c for hand in state.hands for c in hand)
    assert len(cards) == 36
    keep = 9 - missing_for_seat_3
    state.tables = [cards[0:9], cards[9:18], cards[18:18 + keep], cards[27:36]]
    state.hands = [[], [], cards[18 + keep:27], []]
    return state


def test_item_103_knapp_with_the_checklists_numbers_attic_4_missing_6_or_4(
        texts: TextLog) -> None:
    """Attic 4 and 6 missing in total as things stand: "knapp!" stands over
    the attic; 4 missing (the attic suffices exactly): it does not."""
    tight = _tight(6).view(None)  # type: ignore[attr-defined]
    assert sum(tight.attic_counts) == 4 and sum(tight.missing) == 6
    render_table(tight, names=NAMES[:4])
    assert "knapp!" in texts.texts
    texts.clear()
    enough = _tight(4).view(None)  # type: ignore[attr-defined]
    assert sum(enough.attic_counts) == 4 and sum(enough.missing) == 4
    render_table(enough, names=NAMES[:4])
    assert "knapp!" not in texts.texts


def test_item_66_after_leergekauft_the_head_counts_the_rounds_played(texts: TextLog) -> None:
    """The market closed before a round was dealt: the picture's head says
    the game ended after the last round played and why, never the round
    that was not dealt."""
    over = find(lambda s: s.is_over() and s.over_reason == "leergekauft")
    played = len(over.history)
    assert over.round == played + 1
    render_table(over.view(None), names=NAMES[:4])
    assert f"Ende nach Runde {played} von 8" in texts.texts and "Leergekauft" in texts.texts
    assert not any(x.startswith(f"Runde {over.round} von") for x in texts.texts)
    # the box keeps the last trick played: its winner caught it, nobody "leads"
    assert "fängt" in texts.texts and "führt" not in texts.texts
    texts.clear()
    done = find(lambda s: s.is_over() and s.over_reason == "runden")
    render_table(done.view(None), names=NAMES[:4])
    assert "Ende nach Runde 8 von 8" in texts.texts and "alle Runden gespielt" in texts.texts
