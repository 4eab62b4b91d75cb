"""Issue 20, what was left: a Kobold round's rows keep everyone's points
beside the cards he laid; the auction's picture names its tempo and the
hammer's strokes; the gallery's real-name scenes."""

from __future__ import annotations

import math
from dataclasses import replace

from PIL import Image

import bot.texts.de  # noqa: F401  (a computer's name as the shell shows it)
from engines.fabel.options import Tempo
from engines.fabel.state import AUCTION
from engines.fabel.view import FabelView
from engines.texts import t
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.fabel.auction import RING_WIDE, ring_box, strip_top, strokes_now
from render.fabel.grid import layout
from render.fabel.table import render_table
from render.theme import THEMES, get_theme
from tests.render.conftest import TextLog
from tests.render.fabel_scenes import find_meister_scenes, find_scenes
from tests.render.helpers import drawn_layout
from tests.render.meister_helpers import PlacedLog


def _computer(name: str) -> str:
    return t("core.computer_name", name=name, strength=t("core.strength.normal"))


#: Long people's names and the bot's computers, as a real table shows them.
REAL = ("Maximilian Wüstenrot", _computer("Eule"), "Dörte Öztürk", _computer("Igel"),
        "Anna-Lena Kürschner", _computer("Biber"))
SHORT = ("Anna", "Ben", "Cem", "Dora", "Eli", "Fe")


def test_kobold_round_rows_show_the_points_and_the_laid_cards(drawn: TextLog) -> None:
    """"Bei den Mitspielern steht, wer schon wie oft eine Karte dazugelegt
    hat" (item 108) and everyone's points now are public (issue 20): in a
    Kobold round every row carries both, "n gelegt" under his points in the
    "Punkte" column (the points were once replaced by the laid count), with
    the longest names whole."""
    for seats in (3, 4, 6):
        for names in (REAL[:seats], SHORT[:seats]):
            view = find_meister_scenes(seats)["kobold"].view(None)
            assert view.kobold is not None
            drawn.clear()
            render_table(view, names=names)
            texts = drawn.texts
            for p in view.players:
                assert str(view.score(p.seat).points) in texts, (seats, p.seat)
                assert names[p.seat] in texts, (seats, names[p.seat])
            laid = sorted(x for x in texts if x.endswith(" gelegt"))
            assert laid == sorted(f"{p.kobold_laid} gelegt" for p in view.players)
            assert not [x for x in texts if x.endswith("…")], (seats, names)


def test_kobold_round_keeps_the_kassenbuch_where_the_names_leave_room(drawn: TextLog) -> None:
    """Short names leave room for "ca. …" too; where one long name has not
    (at 30 px "Eßer-Übelhör Magdalena" fills the name line beside the
    money), no row shows it (the rows stay alike, the panel keeps the
    Kassenbuch) rather than cutting the name."""
    view = find_meister_scenes(6)["kobold"].view(None)
    render_table(view, names=SHORT)
    assert sum(x.startswith("ca. ") for x in drawn.texts) == 6
    drawn.clear()
    longest = ("Eßer-Übelhör Magdalena", *REAL[1:])
    render_table(view, names=longest)
    assert not [x for x in drawn.texts if x.startswith("ca. ")]
    assert all(name in drawn.texts for name in longest)


def _with_tempo(view: FabelView, tempo: Tempo) -> FabelView:
    """``view`` at a table of ``tempo``: a countdown after a bid runs the
    tempo's seconds (the first one 7 s, whatever the tempo)."""
    timer = view.timer
    if timer is not None and timer.seconds == view.options.tempo.seconds:
        timer = replace(timer, seconds=tempo.seconds)
    return replace(view, options=replace(view.options, tempo=tempo), timer=timer)


def _auction_views() -> list[tuple[str, FabelView]]:
    out = []
    for seats in (3, 4, 5, 6):
        for meister in (False, True):
            scenes = find_meister_scenes(seats) if meister else find_scenes(seats)
            for name, state in scenes.items():
                if state.phase == AUCTION:
                    out.append((f"{seats}/{meister}/{name}", state.view(None)))
    return out


def test_the_auction_picture_names_the_tempo_and_the_hammers_strokes(drawn: TextLog) -> None:
    """The picture is not redrawn each second, so it says what it can know
    (issue 20): the Auktionstempo by name under the ring, its seconds in a
    sentence, and the three strokes "Zum Ersten/Zweiten/Dritten", in every
    auction scene with the longest real names, legible at 400 px."""
    views = _auction_views()
    assert len(views) >= 8
    for label, view in views:
        for tempo in Tempo:
            drawn.clear()
            image = render_table(_with_tempo(view, tempo), names=REAL[:view.seats])
            texts = drawn.texts
            assert "Tempo" in texts and t(f"render.fabel.tempo.{tempo.value}") in texts, label
            for stroke in ("Zum Ersten", "Zum Zweiten", "Zum Dritten"):
                assert stroke in texts, (label, stroke)
            assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12, label
            assert image.info[OVERFLOW_KEY] == (), label
            assert not [x for x in texts if x.endswith("…")], label
    # Where there is room, the tempo's seconds in words.
    view = find_scenes(6)["versteigerung"].view(None)
    assert view.auction is not None and view.auction.bidder is not None
    drawn.clear()
    render_table(_with_tempo(view, Tempo.RUHIG), names=REAL)
    assert "Nach jedem Gebot 6 s." in drawn.texts


def _ring_colours(view: FabelView, theme: str) -> list[tuple[int, int, int]]:
    """The colour at the middle of each of the ring's segments."""
    image = render_table(view, theme=theme).convert("RGB")
    mid, top, diameter = ring_box(layout(view.seats, True, view.meister))
    assert view.timer is not None
    seconds = math.ceil(view.timer.seconds)
    radius = diameter / 2 - diameter / RING_WIDE / 2
    out = []
    for i in range(seconds):
        angle = math.radians(-90 + (i + 0.5) * 360 / seconds)
        x = round(mid + radius * math.cos(angle))
        y = round(top + diameter / 2 + radius * math.sin(angle))
        pixel = image.getpixel((x, y))
        assert isinstance(pixel, tuple)
        out.append((pixel[0], pixel[1], pixel[2]))
    return out


def _near(a: tuple[int, int, int], b: tuple[int, int, int]) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 40


def test_the_ring_has_a_segment_a_second_and_the_last_three_are_the_hammers() -> None:
    """The ring is the countdown's face: one segment per second of the
    countdown running now, the last three in the danger colour; so a
    picture of a flott auction (3 s after a bid) differs from a normal one
    (4 s) and a fresh reveal (7 s)."""
    bid = find_scenes(6)["versteigerung"].view(None)
    assert bid.timer is not None and bid.timer.seconds == bid.options.tempo.seconds == 4
    for theme in THEMES:
        th = get_theme(theme)
        colours = _ring_colours(bid, theme)
        assert len(colours) == 4
        assert _near(colours[0], th.text) and not _near(colours[0], th.warn)
        assert all(_near(c, th.warn) for c in colours[1:]), (theme, colours)
    fresh = next(v for _, v in _auction_views() if v.auction is not None
                 and v.auction.bidder is None and v.timer is not None
                 and v.timer.seconds == 7 and not v.meister)
    colours = _ring_colours(fresh, "laternennacht")
    th = get_theme("laternennacht")
    assert [_near(c, th.warn) for c in colours] == [False] * 4 + [True] * 3
    flott = _with_tempo(bid, Tempo.FLOTT)
    assert render_table(flott).tobytes() != render_table(bid).tobytes()
    assert all(_near(c, th.warn) for c in _ring_colours(flott, "laternennacht"))


def test_the_stroke_falling_is_filled_when_the_moment_is_known() -> None:
    """Drawn for a moment (the gallery's, a test's), the stroke falling then
    is filled; the bot's picture (no moment) fills none."""
    view = find_scenes(6)["versteigerung"].view(None)
    th = get_theme("laternennacht")
    top = strip_top(drawn_layout(view))
    y = top + 5  # above the label, inside the pill

    def filled(image: Image.Image) -> list[bool]:
        rgb = image.convert("RGB")
        row = [rgb.getpixel((x, y)) for x in range(14, rgb.width - 14)]
        # A filled pill shows long runs of the danger colour inside it.
        runs, run = [], 0
        for p in row:
            assert isinstance(p, tuple)
            run = run + 1 if _near((p[0], p[1], p[2]), th.warn) else 0
            runs.append(run)
        return [max(runs) > 12]

    assert filled(render_table(view, remaining=None)) == [False]
    assert filled(render_table(view, remaining=1.5)) == [True]
    assert strokes_now(1.5) == 2 and strokes_now(2.9) == 1 and strokes_now(0.5) == 3


def test_the_race_picture_shows_the_counters_face_not_a_number_that_stands_still(
        drawn: TextLog) -> None:
    """The bot draws the "Meins!" race once (the counter runs in the text and
    on the button): that picture wrote "10" in the ring and "Wer jetzt
    „Meins!“ ruft, gibt 10 Geldkarten" while the counter ran down to 1. Drawn
    at no moment it is the same at every number and says the rule instead."""
    state = find_meister_scenes(6)["brief_gefahr"]
    view = state.view(None)
    assert view.race is not None and view.race.counter <= 3
    at_ten = replace(view, race=replace(view.race, counter=10))
    assert render_table(view, names=REAL).tobytes() == render_table(at_ten, names=REAL).tobytes()
    drawn.clear()
    image = render_table(at_ten, names=REAL)
    flat = " ".join(drawn.texts)
    assert "Zähler" in drawn.texts and "10 bis 1" in drawn.texts
    assert "so viele Geldkarten, wie der Zähler gerade zeigt." in flat
    assert "gibt 10 Geldkarten" not in flat and "10" not in drawn.texts
    assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
    assert image.info[OVERFLOW_KEY] == ()
    # Drawn for a moment (the gallery's), the counter stands in the ring.
    drawn.clear()
    render_table(view, names=REAL, remaining=0.5)
    assert str(view.race.counter) in drawn.texts


def test_karten_info_writes_every_name_whole(drawn: TextLog) -> None:
    """The Karten-Info's "Wer hat wie viele?" and "Wer hat welche Briefe?"
    cut long names ("Maximili…", "Anna-Le…", "Maximilian …  0"): a chip now
    takes the width its name needs."""
    from engines.fabel.info import creature_info
    from engines.fabel.info_meister import kobold_info, letter_info
    from render.fabel.info import render_info

    turn = find_scenes(6)["zug"]
    race = find_meister_scenes(6)["brief"]
    kobold = find_meister_scenes(6)["kobold"]
    assert race.race is not None and kobold.kobold is not None
    infos = [creature_info(turn.view(0), 0), letter_info(race.view(0), race.race.kind),
             kobold_info(kobold.view(kobold.kobold.seat))]
    for info in infos:
        drawn.clear()
        render_info(info, names=REAL)
        flat = " ".join(drawn.texts)
        assert "…" not in flat, (type(info).__name__, [x for x in drawn.texts if "…" in x])
        for name in REAL:
            assert name in flat, (type(info).__name__, name)


def test_cards_write_no_text_too_small_to_read(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A small card's corner value was 9 px at phone width on the panel's
    62 px cards (the Drache's 1000: 7.6 px): like a name that cannot be
    12 px there, it is left off; what a card writes is at least 22 px of a
    picture at most 720 px wide."""
    from render.fabel import cards
    from render.fabel.grid import STAGE_CARD_WIDTH
    from render.fabel.panel import CARD, MEISTER_CARD

    sizes: list[tuple[str, int]] = []
    original = cards.shadow_text

    def recording(draw, xy, text, size, *args, **kw):  # type: ignore[no-untyped-def]
        sizes.append((text, size))
        return original(draw, xy, text, size, *args, **kw)

    monkeypatch.setattr(cards, "shadow_text", recording)
    drawn = cards.STORE.drawn  # drawn, not loaded where they ship drawn
    for width in (CARD, MEISTER_CARD, STAGE_CARD_WIDTH, 176):
        for kind in range(10):
            drawn("creature_card", (kind, width))
            drawn("letter_card", (kind, width))
        for value in (0, 10, 20, 50, 100, 200, 500):
            drawn("money_card", (value, width))
        drawn("kobold_card", (width,))
    small = [(text, size / cards.SCALE) for text, size in sizes
             if size / cards.SCALE < cards.MIN_CARD_TEXT - 0.5]
    assert not small, small
    # The stage's card still shows its value.
    assert ("1000", round(STAGE_CARD_WIDTH * cards.SCALE * 0.22)) in sizes


def test_the_end_board_writes_no_0_equals_0(drawn: TextLog) -> None:
    """"Deine Punkte jetzt: 0 = 0" was fixed in the panel, but the end board
    and the end text still wrote "0 = 0" for a player without a Vierer."""
    from engines.fabel.result import build_result
    from render.fabel.endboard import render_end

    checked = 0
    for meister in (False, True):
        state = (find_meister_scenes if meister else find_scenes)(6)["ende"].copy()
        poor = next((s for s in range(6) if not state.vierer(s) and not any(state.letters[s])),
                    None)
        if poor is None:
            continue
        checked += 1
        result = build_result(state)
        line = next(st.rechenweg for st in result.order if st.seat == poor)
        assert line == "Kein Vierer – einzelne Karten zählen nichts", line
        drawn.clear()
        render_end(state.view(None), names=REAL)
        assert "0 = 0" not in drawn.texts
    assert checked


def test_end_board_lines_break_between_parts_only() -> None:
    """The Meistermarkt legend broke as "… · 2." / "Summe der Vierer", the
    Marktbericht as "Kobold-Taler" / "110": lines now break only after a
    " · ", so a number stays with its words."""
    from engines.fabel.result import build_result
    from render.fabel.endboard import MARGIN, WIDTH, report_text, wrap_parts

    width = WIDTH - 2 * (MARGIN + 10)  # the board's text width
    state = find_meister_scenes(6)["ende"]
    texts = [t("render.fabel.meister.end_steps")]
    texts += [report_text(rep, True) for rep in build_result(state).reports]
    for text in texts:
        lines = wrap_parts(text, 22, width)
        assert len(lines) > 1
        assert all(line.endswith("·") for line in lines[:-1]), lines


def test_a_trade_names_the_one_challenged_from_the_start(drawn: TextLog) -> None:
    """The challenge is public, but until the offer lay the stage named only
    the challenger ("Handel um Kobolde / Anna: legt noch"): "Handel um
    Kobolde: Anna fordert Ben heraus." names both."""
    for scenes, scene in ((find_scenes(6), "angebot"), (find_meister_scenes(6), "kobold_handel")):
        view = scenes[scene].view(None)
        assert view.trade is not None and view.trade.offer_count is None
        drawn.clear()
        render_table(view, names=REAL)
        opponent = REAL[view.trade.opponent]
        challenger = REAL[view.trade.challenger]
        assert f"{challenger} fordert {opponent} heraus." in " ".join(drawn.texts), scene


def test_the_strokes_reach_4_5_to_1_in_both_themes() -> None:
    """The strokes' words stand in the danger colour on the stage's panel,
    and in the ink that reads best on the danger colour when filled."""
    from render.theme import contrast, ink_on

    for th in THEMES.values():
        assert contrast(th.warn, th.panel) >= 4.5, th.name
        assert contrast(ink_on(th.warn), th.warn) >= 4.5, th.name
        assert contrast(th.muted, th.panel) >= 4.5, th.name   # "Tempo"


def test_end_board_money_line_and_steps_stay_clear_of_the_score_and_frame(
        placed: PlacedLog) -> None:
    """"Geld … · Bestenliste +277" ran into the big score and the
    Meistermarkt step boxes painted over the winner's frame: the money line
    stands below the score's line, a box's steps end above the next box."""
    from render.fabel.endboard import HUGE, STEP_BOX, px, render_end

    for meister in (False, True):
        state = (find_meister_scenes if meister else find_scenes)(6)["ende"]
        placed.clear()
        render_end(state.view(None), names=REAL)
        places = [d for d in placed.items if d.size == HUGE and d.text.endswith(".")]
        scores = [d for d in placed.items if d.size == HUGE and d.text.isdigit()]
        money = [d for d in placed.items if d.text.startswith("Geld ")]
        assert len(places) == len(scores) == len(money) == 6
        for score, line in zip(scores, money, strict=True):
            assert line.y >= score.y + HUGE * 0.5, (score, line)   # anchored "rm"
        if meister:
            steps = [d for d in placed.items if d.text == "5." and d.size != HUGE]
            assert len(steps) == 6
            for step, nxt in zip(steps, places[1:], strict=False):
                box_top = nxt.y - px(28)
                assert step.y - px(2) + STEP_BOX <= box_top - px(4), (step, nxt)


def test_the_readers_sentence_says_it_counts_trade_offers(drawn: TextLog) -> None:
    """"Aus 980" beside "Für Phönixe hast du am meisten ausgegeben: 2440
    Taler" disagreed: the board says its figures count auctions, the
    reader's sentence that it adds trade offers."""
    from render.fabel.endboard import render_end

    state = find_scenes(6)["ende"]
    render_end(state.view(0), names=REAL)
    flat = " ".join(drawn.texts)
    assert "eingenommen und ausgegeben: in Versteigerungen" in flat
    assert "Handelsangeboten" in flat


def test_the_kassenbuch_never_writes_less_than_nothing(drawn: TextLog) -> None:
    """Public flows alone can add up below zero after a trade ("ca. -10?"
    was seen in the gallery): nobody holds less than 0 Taler."""
    view = find_scenes(6)["zug"].view(None)
    p = view.players[2]
    low = replace(view, players=tuple(replace(q, estimate=-20, estimate_inexact=True)
                                      if q.seat == p.seat else q for q in view.players))
    render_table(low, names=REAL)
    assert "ca. 0?" in drawn.texts
    assert not [x for x in drawn.texts if x.startswith("ca. -")]


def test_one_card_on_the_kobold_is_its_value_not_a_sum(drawn: TextLog) -> None:
    """"Deine Karten auf dem Kobold: 20 = 20" (the gallery's panel): one
    card reads "Deine Karte auf dem Kobold: 20 Taler"."""
    from render.fabel.panel import render_panel

    state = find_meister_scenes(6)["kobold"]
    assert state.kobold is not None
    laid = {s: k.own_laid for s in range(6) if (k := state.view(s).kobold) is not None}
    seat = next(s for s, own in laid.items() if len(own) == 1)
    value = laid[seat][0]
    render_panel(state.view(seat), names=REAL)
    flat = " ".join(drawn.texts)
    assert f"Deine Karte auf dem Kobold: {value} Taler" in flat
    assert f"{value} = {value}" not in flat


def test_no_line_of_a_karten_info_ends_with_a_sign(drawn: TextLog) -> None:
    """"… × Anzahl der Vierer, +" / "250 je freiem Brief" (the gallery's
    Karten-Info): a sign stays with the number after it."""
    from engines.fabel.info import creature_info
    from render.fabel.info import render_info

    for scenes in (find_scenes(2), find_meister_scenes(2), find_meister_scenes(6)):
        view = scenes["zug"].view(scenes["zug"].turn_seat)
        for kind in range(10):
            drawn.clear()
            render_info(creature_info(view, kind), names=REAL[:view.seats])
            ends = [x for x in drawn.texts if x.rstrip().endswith((" +", " −", " ×", " ="))]
            assert not ends, ends


def test_end_board_names_with_strengths_are_whole(drawn: TextLog) -> None:
    """The end board is drawn with the computers' strength ("Eule 🖥
    (stark)"): every name whole beside "Anna-Lena Kürschner" and the rest."""
    from render.fabel.endboard import render_end

    names = tuple(f"{n} ({s})" if "🖥" in n else n
                  for n, s in zip(REAL, ("", "stark", "", "leicht", "", "normal"), strict=True))
    for scenes in (find_scenes(6), find_meister_scenes(6)):
        for reader in (None, 0):
            drawn.clear()
            render_end(scenes["ende"].view(reader), names=names)
            assert not [x for x in drawn.texts if "…" in x]
            assert all(name in drawn.texts for name in names)


def test_a_trades_sentences_stay_on_the_stage(placed: PlacedLog) -> None:
    """With two long names and a tie, the Kobold trade's last line ran off
    the stage ("Gleichstand: neu bieten" cut at the picture's foot): the
    notes stand where they fit, the tie's first."""
    for scenes, scene in ((find_meister_scenes(6), "kobold_handel"), (find_scenes(6), "angebot"),
                          (find_scenes(6), "antwort")):
        view = scenes[scene].view(None)
        trade = view.trade
        assert trade is not None
        names = ["Eli"] * 6
        names[trade.challenger], names[trade.opponent] = REAL[0], REAL[4]
        for round_ in (1, 2):
            placed.clear()
            shown = replace(view, trade=replace(trade, round=round_))
            render_table(shown, names=tuple(names))
            lay = drawn_layout(shown, tuple(names))
            tx, _ = lay.text_column()
            column = [d for d in placed.items if d.x == tx and d.y > lay.stage[1]]
            assert column
            assert max(d.y + d.size for d in column) <= lay.stage[3] - 6, (scene, round_)
            if round_ == 2:
                assert "Gleichstand: neu bieten" in placed.texts


def test_every_scenes_sentences_stay_on_the_stage_whoever_has_the_long_name(
        placed: PlacedLog) -> None:
    """At two to six seats, in both Spielarten, with the real names
    rotated round the table (so "Anna-Lena Kürschner" is in turn the one who
    acts, the auctioneer, the challenger …), the stage's sentences end
    inside the stage."""
    for seats in (2, 3, 4, 5, 6):
        for scenes in (find_scenes(seats), find_meister_scenes(seats)):
            for scene, state in scenes.items():
                if state.is_over():
                    continue
                view = state.view(None)
                for turn in range(seats):
                    names = (REAL[turn:] + REAL[:turn])[:seats]
                    placed.clear()
                    render_table(view, names=names)
                    lay = drawn_layout(view, names)
                    tx, _ = lay.text_column()
                    # (The two players' deck money stands centred on its own foot line.)
                    foot = t("render.fabel.deck_money", n=view.deck_money)
                    column = [d for d in placed.items
                              if d.x == tx and d.y > lay.stage[1] and d.text != foot]
                    assert column, scene
                    bottom = max(d.y + d.size for d in column)
                    assert bottom <= lay.stage[3] - 6, (seats, scene, turn, bottom)


def test_every_name_stands_whole_in_its_row_at_six_players(monkeypatch) -> None:
    """No name cut off (at 400 px too): with long real names at six seats,
    every row's chip shows the whole name; where the Kassenbuch's "ca. …"
    leaves no room for one, no row shows it. The seats' marks differ in
    width, so the room is measured with each seat's own mark (seat 2's
    "■" cut "Eßer-Übelhör Magdalena" by two pixels in the turn scene)."""
    from render.fabel import table as table_module
    from render.fabel.chips import chip_size, chip_width, name_chip

    names = ("Dörte Öztürk", "Maximilian Wüstenrot", "Eßer-Übelhör Magdalena", "Fuchs 🖥",
             "Baronin Bernstein", "Professor Knochenhauer")
    cut: list[str] = []

    def whole(canvas, x, y, seat, name, max_width, **kwargs):  # type: ignore[no-untyped-def]
        drawn = name_chip(canvas, x, y, seat, name, max_width, **kwargs)
        if drawn < chip_width(name, chip_size(name, max_width, seat), seat):
            cut.append(name)
        return drawn

    monkeypatch.setattr(table_module, "name_chip", whole)
    for scene, state in find_scenes(6).items():
        render_table(state.view(None), names=names)
        assert not cut, f"{scene}: {cut}"
