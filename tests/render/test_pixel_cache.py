"""The encode cache of the picture process (render.encode.PixelCache): a
panel drawn again unchanged is not encoded again, and a hit is always the
same picture (its key is the pixels)."""

from __future__ import annotations

from PIL import Image

from render.encode import PixelCache, encode
from render.fabel.panel import render_panel
from tests.render.fabel_scenes import find_scenes


def test_a_panel_drawn_again_comes_from_the_cache_with_the_same_bytes() -> None:
    cache = PixelCache()
    view = find_scenes(3)["zug"].view(0)
    first = cache.encode(render_panel(view))
    again = cache.encode(render_panel(view))
    assert cache.hits == 1
    assert first == again == encode(render_panel(view))


def test_two_seats_never_share_a_cached_panel() -> None:
    """Hidden information: another seat's panel differs in its pixels, so it
    is encoded on its own."""
    cache = PixelCache()
    scene = find_scenes(3)["zug"]
    mine = cache.encode(render_panel(scene.view(0)))
    theirs = cache.encode(render_panel(scene.view(1)))
    assert cache.hits == 0 and mine != theirs


def test_the_oldest_encodings_go_first_when_the_cache_is_full() -> None:
    images = [Image.new("RGB", (64, 64), (n, 0, 0)) for n in range(3)]
    size = len(encode(images[0]))
    cache = PixelCache(limit=2 * size)
    for image in images:
        cache.encode(image)
    cache.encode(images[2])                 # still held
    cache.encode(images[0])                 # forgotten: encoded again
    assert cache.hits == 1
