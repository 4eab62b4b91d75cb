"""The drawing caches of render/ give the very pixels drawing afresh does
(issue 38's render benchmarks: Speedfossil's pictures were made faster
without changing a pixel): a label in a second colour is made from the
first one's shape, a small rounded box is pasted as a kept sprite, and the
empty table's light is laid as a palette of its mixes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PIL import Image, ImageDraw, ImageFilter

from render import canvas as canvas_module
from render import fonts
from render.canvas import Canvas
from render.layers import background, fresh_background
from render.theme import Theme, get_theme

TEXTS = ("Dörte Öztürk", "Z3: 2", "Zeit ⏳ 12", "Eßer-Übelhör · Feld 17", "gjpqy ÄÖÜ")
FILLS = ((255, 255, 255), (20, 20, 28), (229, 72, 77), (0, 0, 0))


@pytest.fixture
def labels() -> Iterator[fonts._Labels]:
    """The module's label cache, emptied before and after."""
    fonts.label.cache_clear()
    yield fonts.label
    fonts.label.cache_clear()


def test_a_text_in_another_colour_is_not_rasterised_again(
        labels: fonts._Labels, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    original = fonts._draw_label

    def counting(text: str, size: int, fill: tuple[int, int, int]) -> Image.Image:
        drawn.append(text)
        return original(text, size, fill)

    monkeypatch.setattr(fonts, "_draw_label", counting)
    for fill in FILLS:
        labels("Professor Knochenhauer", 30, fill)
    assert drawn == ["Professor Knochenhauer"]


@pytest.mark.parametrize("size", [18, 30, 36])
def test_a_label_made_from_a_kept_shape_is_the_label_drawn_afresh(
        labels: fonts._Labels, size: int) -> None:
    for text in TEXTS:
        for fill in FILLS:
            made = labels(text, size, fill)
            assert made.tobytes() == fonts._draw_label(text, size, fill).tobytes(), (text, fill)


def _drawn(box: tuple[int, int, int, int], **kw: object) -> bytes:
    image = Image.new("RGB", (160, 90), (30, 40, 50))
    canvas = Canvas(image)
    canvas.draw.rounded_rectangle(box, **kw)  # type: ignore[arg-type]
    return canvas.image.tobytes()


def _boxed(box: tuple[int, int, int, int], fill: tuple[int, int, int] | None,
           outline: tuple[int, int, int] | None, width: int, radius: int) -> bytes:
    canvas = Canvas(Image.new("RGB", (160, 90), (30, 40, 50)))
    canvas.box(box, fill, outline, width, radius)
    return canvas.image.tobytes()


@pytest.mark.parametrize("box", [(10, 10, 120, 42), (3, 5, 4, 6), (0, 0, 159, 89),
                                 (-8, 60, 40, 100), (150, -5, 170, 20), (20, 20, 20, 50)])
@pytest.mark.parametrize("style", [((90, 200, 120), None, 0, 6), ((90, 200, 120), (1, 2, 3), 2, 10),
                                   (None, (250, 250, 250), 3, 8), ((7, 8, 9), None, 0, 40)])
def test_a_box_pasted_as_a_sprite_has_the_pixels_of_a_box_drawn(
        box: tuple[int, int, int, int],
        style: tuple[tuple[int, int, int] | None, tuple[int, int, int] | None, int, int]) -> None:
    fill, outline, width, radius = style
    assert _boxed(box, fill, outline, width, radius) == _drawn(
        box, radius=radius, fill=fill, outline=outline, width=width)


def test_small_boxes_are_kept_as_sprites_and_large_ones_drawn() -> None:
    canvas_module._box_sprite.cache_clear()
    canvas = Canvas(Image.new("RGB", (400, 300)))
    for _ in range(3):
        canvas.box((10, 10, 120, 42), (1, 2, 3), radius=6)
    canvas.box((0, 0, 399, 299), (4, 5, 6), radius=6)
    info = canvas_module._box_sprite.cache_info()
    assert (info.hits, info.misses) == (2, 1)


def _background_pasted(th: Theme, size: tuple[int, int]) -> bytes:
    """The empty table as it was made before: the theme's colour, a picture
    of the light's colour pasted over it through the blurred glow."""
    w, h = size
    image = Image.new("RGB", size, th.background)
    glow = Image.new("L", (w // 4, h // 4), 0)
    ImageDraw.Draw(glow).ellipse((w // 16, -h // 10, w // 4 - w // 16, h // 4 + h // 20),
                                 fill=255)
    glow = glow.filter(ImageFilter.GaussianBlur(w // 40)).resize(size, Image.Resampling.BILINEAR)
    image.paste(Image.new("RGB", size, th.glow), (0, 0), glow)
    return image.tobytes()


@pytest.mark.parametrize("theme", ["laternennacht", "morgentau"])
@pytest.mark.parametrize("size", [(720, 642), (720, 862), (720, 2324), (1000, 400), (80, 40)])
def test_the_background_made_from_its_mixes_is_the_light_pasted(
        theme: str, size: tuple[int, int]) -> None:
    th = get_theme(theme)
    assert fresh_background(th, size).tobytes() == _background_pasted(th, size)
    assert background(th, size).tobytes() == _background_pasted(th, size)
