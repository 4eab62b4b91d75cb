"""The Speedfabel sprites that ship drawn (render/fabel/sprites, issue 38's
render benchmarks: the first tables of a fresh picture process spent most
of their drawing on card sprites): each file is exactly the sprite drawn,
and the table pictures draw no sprite that does not ship."""

from __future__ import annotations

import pytest

from render.fabel import cards
from render.fabel.shipped import table_sprites
from render.fabel.table import render_table
from tests.render.fabel_scenes import find_meister_scenes, find_scenes

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")
SPRITES = (cards.creature_card, cards.creature_icon, cards.money_card, cards.card_back,
           cards.letter_card, cards.letter_icon, cards.kobold_card, cards.kobold_icon)


@pytest.mark.parametrize("name,args", table_sprites())
def test_a_shipped_sprite_is_the_sprite_drawn(name: str, args: tuple[int, ...]) -> None:
    path = cards.STORE.path(name, args)
    assert path.is_file(), f"{path.name} missing: python -m render.fabel.shipped"
    drawn = cards.STORE.drawn(name, args)
    shipped = getattr(cards, name).__wrapped__(*args)   # loaded, past the cache
    assert shipped.mode == drawn.mode == "RGBA" and shipped.size == drawn.size
    assert shipped.tobytes() == drawn.tobytes(), (
        f"{path.name} is not the sprite drawn: python -m render.fabel.shipped")


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_table_pictures_draw_no_sprite_that_does_not_ship(seats: int) -> None:
    for sprite in SPRITES:
        sprite.cache_clear()
    cards.STORE.unshipped.clear()
    for find in (find_scenes, find_meister_scenes):
        for state in find(seats).values():
            for remaining in (None, 6.5, 0.5):
                render_table(state.view(None), names=NAMES[:seats], remaining=remaining)
    assert not cards.STORE.unshipped, sorted(cards.STORE.unshipped)
