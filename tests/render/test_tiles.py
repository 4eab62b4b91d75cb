"""Pieces pasted as tiles (render/tiles.py, issue 31: "draw the static
parts once … redraw only the regions that changed"): a pasted tile gives
the very pixels drawing the piece in place gives, wherever it stands; the
tiles stay within their bytes; a legibility recording still sees the
pieces' texts."""

from __future__ import annotations

import pytest
from PIL import Image

from render.canvas import Canvas
from render.legibility import recording
from render.tiles import Tiles

PANEL = (40, 44, 70)
INK = (250, 240, 220)


def piece(canvas: Canvas, x: int, y: int) -> None:
    """A box with a centred digit: "7" is 21 px wide at 30 px, so its left
    edge lands on a half pixel that ``round`` rounds to even."""
    canvas.box((x, y, x + 60, y + 44), (90, 30, 30), INK, 2, radius=8)
    canvas.text(x + 30, y + 22, "7", 30, INK, "mm")


def drawn_in_place(x: int, y: int) -> bytes:
    canvas = Canvas(Image.new("RGB", (120, 90), PANEL))
    piece(canvas, x, y)
    return canvas.image.tobytes()


@pytest.mark.parametrize(("x", "y"), [(10, 10), (11, 10), (10, 11), (11, 11), (37, 23)])
def test_a_pasted_tile_has_the_pixels_of_the_piece_drawn_in_place(x: int, y: int) -> None:
    tiles = Tiles()
    for _ in range(2):   # drawn, then taken from the cache
        canvas = Canvas(Image.new("RGB", (120, 90), PANEL))
        tiles.paste(canvas, (x, y, x + 61, y + 45), PANEL, "box 7", piece)
        assert canvas.image.tobytes() == drawn_in_place(x, y)
    assert tiles.hits == 1


def test_one_tile_serves_every_place_of_the_same_parity() -> None:
    tiles = Tiles()
    for x, y in ((10, 10), (30, 20), (50, 40)):
        canvas = Canvas(Image.new("RGB", (120, 90), PANEL))
        tiles.paste(canvas, (x, y, x + 61, y + 45), PANEL, "box 7", piece)
        assert canvas.image.tobytes() == drawn_in_place(x, y)
    assert tiles.hits == 2


def test_the_tiles_stay_within_their_bytes_the_oldest_going_first() -> None:
    one = 4 * 61 * 45
    tiles = Tiles(limit=2 * one)
    canvas = Canvas(Image.new("RGB", (120, 90), PANEL))
    for key in ("a", "b", "c"):
        tiles.paste(canvas, (10, 10, 71, 55), PANEL, key, piece)
    assert tiles.held <= 2 * one
    tiles.paste(canvas, (10, 10, 71, 55), PANEL, "c", piece)    # still kept
    tiles.paste(canvas, (10, 10, 71, 55), PANEL, "a", piece)    # forgotten: drawn again
    assert tiles.hits == 1


def test_a_recording_sees_the_texts_of_a_tiled_piece_every_time() -> None:
    tiles = Tiles()
    with recording() as pictures:
        for _ in range(2):
            canvas = Canvas(Image.new("RGB", (120, 90), PANEL))
            tiles.paste(canvas, (11, 11, 72, 56), PANEL, "box 7", piece)
            canvas.finish()
    assert [[t.text for t in p.texts] for p in pictures] == [["7"], ["7"]]


def test_the_smallest_text_of_a_tiled_piece_counts_for_the_picture() -> None:
    tiles = Tiles()
    for _ in range(2):
        canvas = Canvas(Image.new("RGB", (120, 90), PANEL))
        tiles.paste(canvas, (11, 11, 72, 56), PANEL, "box 7", piece)
        assert canvas.min_size == 30
