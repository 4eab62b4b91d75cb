"""The Speedfabel sprites that ship drawn (render/fabel/sprites, issue 38's
render benchmarks: the first tables of a fresh picture process spent most
of their drawing on card sprites): each file is exactly the sprite drawn,
and the table pictures and panels draw no sprite that does not ship (but
the card a peeking player sees large)."""

from __future__ import annotations

import pytest

from render.fabel import cards
from render.fabel.panel import PEEK_CARD, render_panel
from render.fabel.shipped import shipped_sprites
from render.fabel.table import render_table
from tests.render.fabel_scenes import find_meister_scenes, find_scenes

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")
SPRITES = (cards.creature_card, cards.creature_icon, cards.money_card, cards.card_back,
           cards.letter_card, cards.letter_icon, cards.kobold_card, cards.kobold_icon)


@pytest.mark.parametrize("name,args", shipped_sprites())
def test_a_shipped_sprite_is_the_sprite_drawn(name: str, args: tuple[int, ...]) -> None:
    path = cards.STORE.path(name, args)
    assert path.is_file(), f"{path.name} missing: python -m render.fabel.shipped"
    drawn = cards.STORE.drawn(name, args)
    shipped = getattr(cards, name).__wrapped__(*args)   # loaded, past the cache
    assert shipped.mode == drawn.mode == "RGBA" and shipped.size == drawn.size
    assert shipped.tobytes() == drawn.tobytes(), (
        f"{path.name} is not the sprite drawn: python -m render.fabel.shipped")


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_the_tables_and_panels_draw_no_sprite_that_does_not_ship(seats: int) -> None:
    for sprite in SPRITES:
        sprite.cache_clear()
    cards.STORE.unshipped.clear()
    for find in (find_scenes, find_meister_scenes):
        for state in find(seats).values():
            for remaining in (None, 6.5, 0.5):
                render_table(state.view(None), names=NAMES[:seats], remaining=remaining)
            if not state.is_over():
                for seat in range(seats):
                    render_panel(state.view(seat), names=NAMES[:seats])
    drawn = {(name, args) for name, args in cards.STORE.unshipped if args[-1] != PEEK_CARD}
    assert not drawn, sorted(drawn)
