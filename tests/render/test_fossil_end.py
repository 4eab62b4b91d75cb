"""Speedfossil's end board, the reveal and outcome pictures and the album
(items of ../shared/checklists/fossil.md named per test): what they show,
legible at 400 px in both themes, long names whole, contrast."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from PIL import Image

from engines.core import Event
from engines.fossil import ai
from engines.fossil import events as ev
from engines.fossil.fossils import FOSSILS
from engines.fossil.game import GAME
from engines.fossil.state import State, new_game
from render import fonts
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.fossil import album, end, scenes
from render.theme import PLAYER_COLOURS, THEMES, contrast, ink, mix
from tests.render.conftest import TextLog
from tests.render.fossil_games import LONG_NAMES, finished

BOT_NAMES = tuple(GAME.computer_names[:5])


def _logged(seats: int, seed: int) -> tuple[State, list[Event]]:
    state, log, rng = new_game(seats, seed), [], random.Random(seed)
    while not state.is_over():
        d = state.pending()[0]
        log += state.apply(ai.decide(state.view(d.seat), d, rng, "normal"))
    return state, log


@contextmanager
def no_text_cut() -> Iterator[list[str]]:
    """Record every text a picture had to shorten with "…"."""
    cut: list[str] = []
    original: Callable[[str, int, int], str] = fonts.fit

    def fit(text: str, size: int, width: int) -> str:
        out = original(text, size, width)
        if out != text:
            cut.append(text)
        return out

    fonts.fit = fit  # type: ignore[assignment]
    try:
        yield cut
    finally:
        fonts.fit = original  # type: ignore[assignment]


def _legible(image: Image.Image) -> None:
    assert image.width == end.WIDTH
    assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
    assert image.info[OVERFLOW_KEY] == ()


# ------------------------------------------------------------------ end board
def test_item_59_the_course_is_a_curve_per_player_with_a_point_per_round() -> None:
    state, result = finished(4, 5)
    view = state.view(None)
    courses = [p.course for p in view.players]
    box = end.chart_box(0, courses, view.banquet)
    lines = end.curves(courses, box)
    assert len(lines) == 4
    assert all(len(line) == result.rounds + 1 for line in lines)
    # a 12-round course: 13 points, the first on field 0, left to right
    twelve = [[0, 0, 2, 4, 4, 7, 9, 9, 12, 15, 18, 22, 30]] * 4
    box = end.chart_box(0, twelve, 30)
    for line in end.curves(twelve, box):
        assert len(line) == 13
        assert [x for x, _ in line] == sorted(x for x, _ in line)
        assert line[0][1] == box.bottom and line[-1][1] == pytest.approx(box.top)
    # the last point of each curve is the final field (after the Schlussvitrine)
    for p, st in zip(view.players, view.result.standings, strict=True):  # type: ignore[union-attr]
        assert p.course[-1] == st.field


def test_item_59_end_discs_never_overlap_and_stay_in_the_chart() -> None:
    box = end.ChartBox(100, 60, 650, 300, 20, 40)
    for ends in ([60.0] * 5, [300.0] * 5, [100.0, 101.0, 102.0, 250.0, 251.0]):
        ys = sorted(y for _, y in end.end_discs(ends, box))
        assert all(b - a >= 2 * end.DISC for a, b in zip(ys, ys[1:], strict=False))
        assert ys[0] >= box.top - 2 * end.DISC and ys[-1] <= box.bottom + 2 * end.DISC * 4


def test_item_60_the_rechenweg_adds_up_and_its_counts_match_the_log() -> None:
    for seed in (1, 2):
        state, log = _logged(5, seed)
        final = state.view(None).result
        assert final is not None
        for st in final.standings:
            text = end.rechenweg_text(st)
            assert st.by_vitrine + st.by_kommissar + st.by_final == st.field
            assert text.endswith(f"= Feld {st.field}")
            assert f"Vitrinen +{st.by_vitrine}" in text and f"Kommissar +{st.by_kommissar}" in text
            s = st.seat
            purchases = sum(isinstance(e, ev.Bought) and e.seat == s for e in log)
            wechsel = sum(isinstance(e, ev.WechselStolen) and e.seat == s for e in log)
            fossils = sum(isinstance(e, ev.Stolen) and e.seat == s for e in log)
            arrested = sum(isinstance(e, ev.Arrested) and e.seat == s for e in log)
            caught = 0
            for k, e in enumerate(log):
                if isinstance(e, ev.InspectorMoved) and e.seat == s:
                    # the Langfinger arrested in this Museum
                    j = k
                    while j > 0 and not isinstance(log[j - 1], ev.CardRevealed):
                        j -= 1
                    caught += sum(isinstance(x, ev.Arrested) for x in log[j:k])
            assert end.counts_text(st) == (
                f"Käufe {purchases} · gestohlene Wechsel {wechsel} · gestohlene Fossilien "
                f"{fossils} · gefasste Langfinger {caught} · im Arrest {arrested}-mal")


def test_item_75_the_end_board_names_only_the_finds_new_to_the_album() -> None:
    state, result = finished(3, 2)
    own = [FOSSILS[i] for i in sorted(state.collections[0])]
    known, new = own[:2], own[2:4]
    news = (tuple(f.key for f in new), (), ())
    text = end.album_text(news[0])
    for f in new:
        assert f"{f.name} ({f.age} Mio. J.)" in text
    for f in known:
        assert f.name not in text
    assert end.album_text(()) == ""
    blocks = end._blocks(state.view(None).result, news)  # type: ignore[arg-type]
    assert [len(texts) for seat, texts in blocks if seat == 0] == [3]
    assert all(len(texts) == 2 for seat, texts in blocks if seat != 0)


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize(("seats", "names"), [(3, BOT_NAMES), (5, LONG_NAMES)])
def test_item_59_60_end_board_legible_at_400_px_names_whole(theme: str, seats: int,
                                                            names: tuple[str, ...]) -> None:
    state, result = finished(seats, 3)
    news = (tuple(FOSSILS[f].key for f in sorted(state.collections[0])),) + ((),) * (seats - 1)
    with no_text_cut() as cut:
        pages = end.end_pages(state.view(None), result, names=names[:seats], theme=theme,
                              news=news)
    assert cut == []
    for image in pages:
        _legible(image)
        assert image.height <= 1.6 * image.width   # issue 38: a page a phone shows whole


def test_item_92_end_board_colours_have_at_least_4_5_to_1_contrast() -> None:
    for th in THEMES.values():
        for fg in (th.text, th.muted):  # every text on a box is in one of these
            assert contrast(fg, th.panel) >= 4.5, (th.name, fg)
        found = mix(th.panel, th.highlight, 0.8)
        assert contrast(ink(found), found) >= 4.5
        assert contrast(th.text, th.grid) >= 4.5, th.name  # a missing album slot
    for colour in PLAYER_COLOURS:
        assert contrast(ink(colour), colour) >= 4.5


# -------------------------------------------------------- reveal and outcome
def _round_with(seats: int, seed: int, want: tuple[type, ...]) -> State:
    state, rng = new_game(seats, seed), random.Random(seed)
    while not state.is_over():
        d = state.pending()[0]
        state.apply(ai.decide(state.view(d.seat), d, rng, "normal"))
        kept = state.view(None).round_events
        if kept and isinstance(kept[-1], ev.RoundStarted) and all(
                any(isinstance(e, w) for e in kept) for w in want):
            return state
    raise AssertionError("no such round")


def test_reveal_scene_shows_who_went_where_with_what() -> None:
    state = _round_with(4, 3, (ev.Bought,))
    view = state.view(None)
    sections = dict(scenes.reveal_sections(view, LONG_NAMES))
    cards = [e for e in view.round_events if isinstance(e, ev.CardRevealed)]
    assert sorted(s for s, _ in sections["boerse"] + sections["museum"] if s is not None) == \
        sorted(e.seat for e in cards)
    for e in cards:
        place = "boerse" if e.place == "boerse" else "museum"
        text = next(x for s, x in sections[place] if s == e.seat)
        assert text.startswith(LONG_NAMES[e.seat] + ":")
    bought = next(e for e in view.round_events if isinstance(e, ev.Bought))
    bid = next(x for s, x in sections["boerse"] if s == bought.seat)
    assert FOSSILS[bought.fossil].name in bid and f"Wechsel {bought.wechsel}" in bid


def test_outcome_shows_places_shields_thefts_arrests_and_kommissar_moves() -> None:
    state = _round_with(5, 3, (ev.Stolen, ev.FameWon))
    view = state.view(None)
    sections = scenes.outcome_sections(view, LONG_NAMES)
    kinds = [k for k, _ in sections]
    assert kinds[0] == "boerse" and kinds[1].startswith("Museum · Ehrenschild ")
    text = "\n".join(x for _, lines in sections for _, x in lines)
    for e in view.round_events:
        if isinstance(e, ev.Stolen):
            assert f"nimmt {FOSSILS[e.fossil].name}" in text
        if isinstance(e, ev.FameWon):
            assert f"Platz {e.place}: {LONG_NAMES[e.seat]}" in text
        if isinstance(e, ev.Arrested):
            assert "arrest" in kinds
        if isinstance(e, ev.InspectorMoved):
            assert f"Rang {e.rank}" in text


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_scenes_legible_at_400_px_names_whole(theme: str) -> None:
    state = _round_with(5, 3, (ev.Stolen,))
    with no_text_cut() as cut:
        pictures = [*scenes.reveal_pages(state.view(None), names=LONG_NAMES, theme=theme),
                    *scenes.outcome_pages(state.view(None), names=LONG_NAMES, theme=theme)]
    assert cut == []
    for image in pictures:
        _legible(image)
        assert image.height <= 1.6 * image.width   # issue 38: pages a phone shows whole


def test_scenes_read_only_public_events() -> None:
    state = _round_with(4, 3, ())
    assert all(e.audience is None for e in state.view(None).round_events)


# ---------------------------------------------------------------------- album
def test_item_74_the_album_is_ordered_by_era_with_45_slots() -> None:
    have = [FOSSILS[0].key, FOSSILS[30].key, FOSSILS[44].key, "fossil.9999", "other.1"]
    slots = album.album_slots(have)
    assert [len(era) for era in slots] == [8, 8, 8, 7, 7, 7]
    flat = [f for era in slots for f, _ in era]
    assert flat == list(range(45))
    assert [f for era in slots for f, ok in era if ok] == [0, 30, 44]


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_item_74_album_legible_with_every_name_whole(theme: str) -> None:
    with no_text_cut() as cut:
        pages = album.album_pages([f.key for f in FOSSILS], theme=theme)
    assert cut == []
    for image in pages:
        _legible(image)
        assert image.height <= 1.6 * image.width


def test_issue_38_an_album_shows_what_was_found_and_counts_the_rest(drawn: TextLog) -> None:
    """"An album shows what was found, with a count of what is missing, not
    45 empty lines": an empty album is one short page of six era heads."""
    image = album.render_album([])
    assert "? noch nicht gefunden" not in drawn.texts
    assert drawn.texts.count("noch nicht gefunden: 8") == 3
    assert drawn.texts.count("noch nicht gefunden: 7") == 3
    assert image.height <= 1.6 * image.width
    drawn.clear()
    album.render_album([FOSSILS[1].key])
    assert FOSSILS[1].name in drawn.texts and "noch nicht gefunden: 7" in drawn.texts


