"""Issue 20: Speedfabel's table legible on a phone with the names the bot
really uses; who must act now; everyone's points; contrast on seat colours."""

from __future__ import annotations

import pytest
from PIL import Image

from engines.fabel.state import ANSWER, AUCTION
from engines.texts import t
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.fabel.chips import SEAT_MARKS
from render.fabel.scenes import find_meister_scenes, find_scenes
from render.fabel.table import layout, render_table
from render.theme import PLAYER_COLOURS, THEMES, contrast, get_theme, ink_on
from tests.render.conftest import TextLog


def _computer(name: str) -> str:
    return t("core.computer_name", name=name, strength=t("core.strength.normal"))


#: Real names: two long people's names and the bot's computers.
REAL = ("Maximilian Wüstenrot", _computer("Eule"), "Dörte Öztürk", _computer("Igel"),
        _computer("Rabe"), _computer("Biber"))


def _tables(seats: int) -> list[tuple[str, Image.Image]]:
    out = []
    for meister in (False, True):
        scenes = find_meister_scenes(seats) if meister else find_scenes(seats)
        for name, state in scenes.items():
            if state.is_over():
                continue
            for theme in THEMES:
                out.append((f"{name}/{theme}/{meister}",
                            render_table(state.view(None), names=REAL[:seats], theme=theme,
                                         remaining=2.5)))
    return out


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_item_141_smallest_text_is_12_px_at_400_px_width(seats: int) -> None:
    """Scaled to the 400 px a phone shows, the smallest text of every table
    picture is at least 12 px, and the picture stays landscape."""
    for label, image in _tables(seats):
        assert image.width > image.height, label
        assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12, label
        assert image.info[OVERFLOW_KEY] == (), label


def test_real_names_are_never_cut_at_six_players(drawn: TextLog) -> None:
    """With "Maximilian Wüstenrot" and the bot's computer names at a table of
    six, no text of any scene is shortened with "…", and every name is drawn
    whole in its row."""
    for seats in (3, 6):
        for meister in (False, True):
            scenes = find_meister_scenes(seats) if meister else find_scenes(seats)
            for name, state in scenes.items():
                if state.is_over():
                    continue
                drawn.clear()
                render_table(state.view(None), names=REAL[:seats], remaining=2.5)
                cut = [x for x in drawn.texts if x.endswith("…")]
                assert not cut, (seats, meister, name, cut)
                for seat_name in REAL[:seats]:
                    assert seat_name in drawn.texts, (name, seat_name)


def test_computers_have_a_short_name_with_a_mark() -> None:
    """"Igel 🖥", not "Igel (Computer, normal)": the mark is one the picture's
    fonts can draw."""
    name = _computer("Igel")
    assert name.startswith("Igel ") and "Computer" not in name and len(name) <= 8
    from render import fonts
    assert fonts.printable(name) == name


def test_ink_on_every_seat_colour_reaches_4_5_to_1() -> None:
    """Text on a player's colour: white on amber was 2.3:1, on teal 3.1:1."""
    for colour in PLAYER_COLOURS:
        assert contrast(ink_on(colour), colour) >= 4.5, colour


def test_theme_text_colours_reach_4_5_to_1_on_their_boxes() -> None:
    """Every colour a picture writes text in, on the boxes it writes on."""
    for th in THEMES.values():
        for colour in (th.text, th.muted, th.accent, th.warn, th.good):
            assert contrast(colour, th.panel) >= 4.5, (th.name, colour)
        assert contrast(ink_on(th.highlight), th.highlight) >= 4.5


def test_every_seat_has_its_own_shape_besides_its_colour(drawn: TextLog) -> None:
    """Blue and violet (seats 2 and 5) look alike to a red-green colour-blind
    player: each seat's chip also carries its own shape."""
    assert len(set(SEAT_MARKS)) == 6
    render_table(find_scenes(6)["zug"].view(None), names=REAL)
    for mark in SEAT_MARKS:
        assert mark in drawn.texts


def test_everyones_points_stand_in_the_rows(drawn: TextLog) -> None:
    """All Vierer lie open, so everyone's points now are public and shown."""
    view = find_scenes(6)["uebersprungen"].view(None)
    assert any(view.score(s).points for s in range(6))
    render_table(view, names=REAL)
    for seat in range(6):
        assert f"{view.score(seat).points} Punkte" in drawn.texts


def _pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    value = image.getpixel(xy)
    assert isinstance(value, tuple)
    return (value[0], value[1], value[2])


def test_the_one_who_must_answer_has_the_strongest_mark(drawn: TextLog) -> None:
    """In a trade's answer the opponent must decide: his row gets the thick
    accent frame (the player on turn only a thin one) and the stage says
    "Jetzt: … antwortet"."""
    view = find_scenes(6)["antwort"].view(None)
    assert view.phase == ANSWER and view.trade is not None
    image = render_table(view, names=REAL)
    lay = layout(6, True)
    accent = get_theme("laternennacht").accent
    opponent, challenger = view.trade.opponent, view.trade.challenger
    x0, y0, _, y1 = lay.badges[opponent]
    assert _pixel(image, (x0 - 2, (y0 + y1) // 2)) == accent
    x0, y0, _, y1 = lay.badges[challenger]
    assert _pixel(image, (x0 - 2, (y0 + y1) // 2)) != accent
    assert f"Jetzt: {REAL[opponent]} antwortet" in drawn.flat()


def test_an_auction_says_who_may_bid(drawn: TextLog) -> None:
    """"Alle außer Clara bieten" instead of an empty lower stage."""
    view = find_scenes(6)["versteigerung"].view(None)
    assert view.phase == AUCTION and view.auction is not None
    render_table(view, names=REAL)
    assert f"Jetzt: Alle außer {REAL[view.auction.auctioneer]}" in drawn.flat()
    assert "bieten" in drawn.flat()


def test_a_pleite_shows_every_card_grouped(drawn: TextLog) -> None:
    """After a Pleite all the money shown is on the table, counted per value."""
    view = find_scenes(6)["pleite"].view(None)
    assert view.auction is not None
    seat, shown = view.auction.pleiten[-1]
    render_table(view, names=REAL)
    flat = drawn.flat()
    for value in set(shown):
        assert f"{shown.count(value)} × {value}" in flat
