"""Speedfossil's public table picture (items of ../shared/checklists/fossil.md
named per test): legible at 400 px width, names whole, contrast, drawn from
the public view only."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PIL import Image

from engines.fossil.actions import Bid, Inspect, SendThief, Show
from engines.fossil.state import State, new_game
from engines.fossil.twins import hidden_twins
from render import fonts
from render.canvas import MIN_TEXT_KEY, OVERFLOW_KEY
from render.fossil.table import (
    SMALL,
    WIDTH,
    chip_label,
    name_room,
    render_table,
    went_label,
)
from render.theme import BLACK, PLAYER_COLOURS, THEMES, WHITE, contrast, ink, mix

NAMES = ("Dörte Öztürk", "Professor Knochenhauer", "Baronin Bernstein", "Doktor Schiefer",
         "Eßer-Übelhör")


def _played(seats: int, actions: int, seed: int = 3) -> State:
    state = new_game(seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_over():
            break
        state.apply(state.sample(state.pending()[0].seat, rng))
    return state


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_item_92_legible_at_400_px_in_both_themes_with_long_names(seats: int,
                                                                  theme: str) -> None:
    image = render_table(_played(seats, 60).view(None), names=NAMES[:seats], theme=theme)
    assert image.width == WIDTH
    assert image.info[MIN_TEXT_KEY] * 400 / image.width >= 12
    assert image.info[OVERFLOW_KEY] == ()


def test_item_92_names_are_never_cut_off() -> None:
    for seat, name in enumerate(NAMES):
        label = chip_label(seat, name)
        for status in ("Feld 40", "✓ Feld 40"):
            assert fonts.fit(label, SMALL, name_room(status) - SMALL) == label


def test_item_92_text_on_colour_has_at_least_4_5_to_1_contrast() -> None:
    for colour in PLAYER_COLOURS:
        assert contrast(ink(colour), colour) >= 4.5, colour
    for th in THEMES.values():
        era = mix(th.panel, th.highlight, 0.75)
        for fill in (era, th.grid):
            assert contrast(ink(fill), fill) >= 4.5, (th.name, fill)
        for surface in (th.panel, th.background, th.glow):
            assert contrast(th.text, surface) >= 4.5, th.name
        assert contrast(th.muted, th.panel) >= 4.5, th.name
        for first in (2, 3, 4, 5):
            zone = mix(th.panel, th.accent, 0.18 + 0.06 * (5 - first))
            assert contrast(th.text, zone) >= 4.5, (th.name, first)
    assert contrast(BLACK, WHITE) == 21


def test_item_52_53_the_shields_show_only_when_the_table_shows_them() -> None:
    view = new_game(4, seed=2).view(None)
    assert view.shields                                    # on by default
    on = render_table(view, names=NAMES[:4])
    off = render_table(replace(view, shields=False), names=NAMES[:4])
    assert on.tobytes() != off.tobytes()
    assert on.size == off.size


def test_item_22_the_picture_is_the_same_for_every_hidden_twin() -> None:
    state = new_game(4, seed=9)
    state.apply(Inspect(0))
    state.apply(Bid(2, 4, 1))
    names = NAMES[:4]
    picture = render_table(state.view(None), names=names).tobytes()
    twins = hidden_twins(state, random.Random(1))
    assert sum("sealed choice" in what for what, _, _ in twins) == 2
    for _, twin, _ in twins:
        assert render_table(twin.view(None), names=names).tobytes() == picture


def test_item_26_after_the_reveal_each_collector_shows_his_card_and_place() -> None:
    assert went_label(Bid(0, 3, 1)) == "Wechsel 3 → Fund B"
    assert went_label(SendThief(0, 10, "museum")) == "Langfinger 10 → Museum"
    assert went_label(Show(0, (0, 1, 8))) == "Vitrine 3 → Museum"
    assert went_label(Inspect(0)) == "Kommissar → Museum"
    state = new_game(3, seed=4)
    before = render_table(state.view(None), names=NAMES[:3])
    for seat in range(3):
        state.apply(Inspect(seat))
    after = render_table(state.view(None), names=NAMES[:3])
    assert state.view(None).revealed == (Inspect(0), Inspect(1), Inspect(2))
    assert before.tobytes() != after.tobytes()
    assert isinstance(after, Image.Image)


def test_item_92_every_spent_wechsel_in_the_kasse_stays_readable() -> None:
    """Late in a game the Kasse held more cards than its box showed ("2 3 3…"):
    counts per value keep every one of them."""
    from render.fossil.table import kasse_text

    spent = [1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 4]
    text = kasse_text(spent)
    assert text == "2×1 3×2 2×3 4×4"
    assert sum(int(part.split("×")[0]) for part in text.split()) == len(spent)
