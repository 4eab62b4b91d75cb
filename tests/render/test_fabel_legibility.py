"""Issue 20: Speedfabel's table legible on a phone with the names the bot
really uses; who must act now; everyone's points; contrast on seat colours."""

from __future__ import annotations

import pytest
from PIL import Image

import bot.texts.de  # noqa: F401  (a computer's name as the shell shows it)
from engines.fabel.state import ANSWER, AUCTION
from engines.texts import t
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.fabel.chips import SEAT_MARKS
from render.fabel.grid import layout
from render.fabel.table import render_table
from render.theme import PLAYER_COLOURS, THEMES, contrast, get_theme, ink_on
from tests.render.conftest import TextLog
from tests.render.fabel_scenes import find_meister_scenes, find_scenes


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
    picture is at least 12 px; a turn's picture stays landscape, a moment
    with more sentences at most 1.35 × as high as wide (issue 38)."""
    for label, image in _tables(seats):
        assert image.height <= 1.35 * image.width, label
        if label.startswith("zug/"):
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
    # in the "Punkte" column after the sorts (issue 38: the name line has
    # room for a long name and the money only)
    assert "Punkte" in drawn.texts
    for seat in range(6):
        assert str(view.score(seat).points) in drawn.texts


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


def test_real_names_are_whole_on_the_end_board(drawn: TextLog) -> None:
    """The end board of six with the real names: every name whole (computers
    with their strength), nothing shortened, the smallest text 12 px at
    400 px."""
    from render.fabel.endboard import render_end
    names = tuple(n + " (stark)" if "🖥" in n else n for n in REAL)
    for meister in (False, True):
        state = (find_meister_scenes if meister else find_scenes)(6)["ende"]
        for reader in (None, 0):
            drawn.clear()
            image = render_end(state.view(reader), names=names)
            assert not [x for x in drawn.texts if x.endswith("…")]
            for name in names:
                assert name in drawn.texts
            assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
            assert image.info[OVERFLOW_KEY] == ()


def test_meistermarkt_stage_words_say_what_they_mean(drawn: TextLog) -> None:
    """The letter's revealer is not called "Versteigerer" (nothing is
    auctioned), laid cards read "2 gelegt" (not "2×" beside a Kobold, which
    reads as Kobolde owned), no "darauf 0 verdeckt", no unexplained "× 4"."""
    for seats in (3, 6):
        for name, state in find_meister_scenes(seats).items():
            if state.is_over():
                continue
            drawn.clear()
            render_table(state.view(None), names=REAL[:seats], remaining=2.5)
            texts = drawn.texts
            if state.phase in ("meins", "brief_vorkauf", "brief_pay"):
                assert "Versteigerer" not in texts, name
            assert "× 4" not in texts and "verdeckt" not in texts and "darauf" not in texts
            assert not [x for x in texts if x.endswith("×")], name
            if state.kobold is not None:
                laid = [x for x in texts if x.endswith(" gelegt")]
                assert len(laid) == seats, name


def test_card_names_too_small_to_read_are_left_off() -> None:
    """On the stage's card (110 px) and the panel's (62 px) the creature's
    name would be 4-9 px at phone width: it is left off (the band stays
    plain); a card of NAMED_WIDTH or more writes it at 22 px or more."""
    from render.fabel import cards
    from render.fabel.grid import STAGE_CARD_WIDTH
    from render.fabel.panel import CARD

    def band_colours(width: int) -> int:
        image = cards.creature_card(9, width).convert("RGB")
        h = image.height
        band = image.crop((round(width * 0.2), round(h * 0.81), round(width * 0.8),
                           round(h * 0.91)))
        return len({band.getpixel((x, y)) for x in range(band.width)
                    for y in range(band.height)})

    assert round(cards.NAMED_WIDTH * 0.15, 1) >= 21.6   # 12 px at 400 of a 720 px picture
    for width in (STAGE_CARD_WIDTH, CARD):
        assert width < cards.NAMED_WIDTH
        assert band_colours(width) <= 2
    assert band_colours(cards.NAMED_WIDTH) > 50


def test_the_auction_picture_writes_no_seconds(drawn: TextLog) -> None:
    """The picture is drawn at a moment and not redrawn every second, so it
    writes no "7 s" that would stand still while the auction runs; the live
    seconds are the message text's (the hammer's strokes stay)."""
    import re
    view = find_scenes(6)["versteigerung"].view(None)
    for left in (None, 5.0, 2.5):
        drawn.clear()
        render_table(view, names=REAL, remaining=left)
        assert not [x for x in drawn.texts if re.fullmatch(r"\d+ s", x)], left


def test_counts_on_the_tiertafel_cells_reach_4_5_to_1() -> None:
    """A count stands in the theme's text colour on a cell tinted with the
    player's colour; a Vierer on the highlight in its ink."""
    from render.theme import mix
    for th in THEMES.values():
        for colour in PLAYER_COLOURS:
            assert contrast(th.text, mix(th.panel, colour, 0.3)) >= 4.5, (th.name, colour)


def test_the_card_looked_at_comes_first_and_large_in_the_panel(drawn: TextLog) -> None:
    """Two players, keep or give: the card looked at is what matters, so it
    stands first in the panel and is the largest card there (it was an 80 px
    card in the bottom right corner)."""
    from render.fabel import panel
    state = find_scenes(2)["verteilen"]
    view = state.view(state.turn_seat)
    assert view.peek is not None
    panel.render_panel(view, names=REAL[:2])
    texts = drawn.texts
    assert texts.index(t("render.fabel.panel_peek")) < next(
        i for i, x in enumerate(texts) if x.startswith("Dein Geld"))
    assert 2 * max(panel.CARD, panel.MEISTER_CARD) < panel.PEEK_CARD


def test_issue_38_the_value_row_is_12_px_high_at_400_px() -> None:
    """Issue 38: the value row (1000 … 10) was 8.9 px high at 400 px; its
    capitals now reach 12 px, and every value is drawn whole."""
    from engines.fabel.cards import VIERER_VALUE
    from render.fabel import table
    from render.legibility import recording

    values = {str(v) for v in VIERER_VALUE}
    for seats in (2, 6):
        table.static_layer.cache_clear()
        with recording() as pictures:
            render_table(find_scenes(seats)["zug"].view(None), names=REAL[:seats])
        drawn = [x for x in pictures[-1].texts if x.text in values]
        assert {x.text for x in drawn} == values
        for x in drawn:
            assert x.height_at(400, pictures[-1].width) >= 12, (seats, x)
            assert x.box[0] >= 0 and x.box[2] <= pictures[-1].width
    table.static_layer.cache_clear()


@pytest.mark.parametrize("meister", [False, True], ids=["klassisch", "meistermarkt"])
def test_end_board_pages_pass_the_phone_checks(meister: bool) -> None:
    """Issue 38: the end board's pages (the places first, the Marktbericht
    after) each pass the legibility checks: capitals >= 12 px at 400 px,
    contrast >= 4.5:1, no "…", at most 1.6 × as tall as wide; with the
    longest real names, 3 to 6 seats, both themes, public and a reader's."""
    from render.fabel.endboard import render_end_pages
    from render.legibility import problems, recording
    longest = ("Eßer-Übelhör Magdalena", *REAL[:5])
    for seats in (3, 4, 5, 6):
        state = (find_meister_scenes if meister else find_scenes)(seats)["ende"]
        for reader in (None, 0):
            for theme in THEMES:
                with recording() as pictures:
                    pages = render_end_pages(state.view(reader), names=longest[:seats],
                                             theme=theme)
                assert len(pictures) == len(pages) >= 2
                found = [str(p) for picture in pictures for p in problems(picture)]
                assert not found, (seats, reader, theme, found[:5])


@pytest.mark.parametrize("meister", [False, True], ids=["klassisch", "meistermarkt"])
def test_karten_info_pages_pass_the_phone_checks(meister: bool) -> None:
    """Issue 38: every Karten-Info (each sort, a money card, the deck; in the
    Meistermarkt each Ahnenbrief and the Kobolde) as pages a phone shows
    whole: the card and who holds it, then "Für dich jetzt" and the rules;
    every page passes the legibility checks, with the longest real names, at
    three and six seats, in both themes."""
    from engines.fabel.cards import KINDS
    from engines.fabel.info import creature_info, deck_info, money_info
    from engines.fabel.info_meister import kobold_info, letter_info
    from render.fabel.info import render_info_pages
    from render.legibility import problems, recording
    longest = ("Eßer-Übelhör Magdalena", *REAL[:5])
    for seats in (3, 6):
        state = (find_meister_scenes if meister else find_scenes)(seats)["versteigerung"]
        view = state.view(0)
        infos: list[object] = [deck_info(view), *(creature_info(view, k) for k in range(KINDS))]
        if view.hand:
            infos.append(money_info(view, view.hand[0]))
        if meister:
            infos += [kobold_info(view), *(letter_info(view, k) for k in range(KINDS))]
        for theme in THEMES:
            with recording() as pictures:
                drawn = [render_info_pages(info, names=longest[:seats], theme=theme)  # type: ignore[arg-type]
                         for info in infos]
            assert len(pictures) == sum(len(pages) for pages in drawn)
            assert all(len(pages) >= 2 for pages in drawn)
            found = [str(p) for picture in pictures for p in problems(picture)]
            assert not found, (seats, theme, found[:5])


@pytest.mark.parametrize("meister", [False, True], ids=["klassisch", "meistermarkt"])
def test_every_panel_passes_the_phone_checks_at_two_to_six_seats(meister: bool) -> None:
    """Issue 38: the private panel of both a deciding and a waiting player in
    every scene, two to six seats (the gallery starts at three; at two the
    looked-at card stands first), the longest real names, both themes."""
    from render.fabel.panel import render_panel
    from render.legibility import problems, recording
    longest = ("Eßer-Übelhör Magdalena", *REAL[:5])
    for seats in (2, 3, 4, 5, 6):
        scenes = (find_meister_scenes if meister else find_scenes)(seats)
        for theme in THEMES:
            with recording() as pictures:
                for state in scenes.values():
                    if not state.is_over():
                        for seat in {0, state.view(None).turn_seat}:
                            render_panel(state.view(seat), names=longest[:seats], theme=theme)
            found = [str(p) for picture in pictures for p in problems(picture)]
            assert not found, (seats, theme, found[:5])
