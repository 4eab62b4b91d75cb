"""The end board's encoded size: the pictures goal of issues 6 and 7 is at
most 250 KB a picture (docs/BENCHMARKS.md, pictures section). The six-player
Meistermarkt board with its five steps per player was 261-272 KB at the
table's encoder effort; the end board now asks for more of it."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image, ImageChops

from engines.fabel.state import State
from render.encode import EFFORT_KEY, ONCE, encode
from render.fabel.endboard import render_end, render_end_pages
from tests.render.fabel_scenes import find_meister_scenes, find_scenes

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")
GOAL = 250 * 1024


@cache
def finished(meister: bool, seats: int) -> State:
    """A finished game of real seeded play."""
    return (find_meister_scenes if meister else find_scenes)(seats)["ende"]


@pytest.mark.parametrize("meister", [True, False], ids=["meistermarkt", "klassisch"])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_every_end_board_is_under_250_kb(meister: bool, seats: int) -> None:
    """Public and a reader's board (the reader's has one more sentence), in
    both themes."""
    state = finished(meister, seats)
    for reader in (None, 0):
        for theme in ("laternennacht", "morgentau"):
            # each page a phone shows whole (issue 38)
            for page in render_end_pages(state.view(reader), names=NAMES[:seats], theme=theme):
                size = len(encode(page))
                assert size < GOAL, (meister, seats, reader, theme, size)


def test_the_end_board_is_still_lossless() -> None:
    """The smaller file comes from the encoder's effort, not from dropping
    detail: decoded, it is the drawn picture pixel for pixel."""
    image = render_end(finished(True, 6).view(0), names=NAMES)
    assert image.info[EFFORT_KEY] == ONCE
    decoded = Image.open(io.BytesIO(encode(image))).convert("RGB")
    assert ImageChops.difference(decoded, image.convert("RGB")).getbbox() is None


#: The one end-board picture of c377ab4, before the phone layout, for the
#: public view of these finished games (720 px wide; heights measured on
#: that tree): its draw + encode time is issue 38's yardstick.
BEFORE = {(True, 4): 720 * 1702, (True, 6): 720 * 2364,
          (False, 4): 720 * 1222, (False, 6): 720 * 1726}


@pytest.mark.parametrize(("meister", "seats"), sorted(BEFORE))
def test_the_pages_hold_no_more_pixels_than_the_one_picture_before(
        meister: bool, seats: int) -> None:
    """Issue 38, Must show: draw + encode not worse than c377ab4's by more
    than 10 %. Encoding is most of an end board's time and goes with its
    pixels (docs/BENCHMARKS.md); at 720 px the pages held 53 % more pixels
    than the picture before. Drawn 560 px wide they hold fewer."""
    pages = render_end_pages(finished(meister, seats).view(None), names=NAMES[:seats])
    assert sum(page.width * page.height for page in pages) <= BEFORE[meister, seats]


def test_every_text_stays_inside_the_margins(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Alle zehn Sorten sind als Vierer verteilt." ran 3 px into the right
    margin at 720 px and would reach the picture's edge at 560: every text
    of every page, with long real names, 3 to 6 seats, public and a
    reader's, keeps the board's margin on both sides."""
    from render import fonts
    from render.canvas import Canvas
    from render.fabel.endboard import X

    edges: list[tuple[float, float, int, str]] = []
    text = Canvas.text

    def recorded(self: Canvas, x: float, y: float, shown: str, size: int, fill: object,
                 anchor: str = "la") -> int:
        width = fonts.text_width(shown, size)
        left = x - {"l": 0, "m": width / 2, "r": width}[anchor[0]]
        edges.append((left, left + width, self.image.width, shown))
        return text(self, x, y, shown, size, fill, anchor)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "text", recorded)
    names = ("Eßer-Übelhör Magdalena", "Maximilian Wüstenrot", "Dörte Öztürk",
             "Anna-Lena Kürschner", "Eule 🖥 (stark)", "Igel 🖥 (leicht)")
    for meister in (False, True):
        for seats in (3, 6):
            state = (find_meister_scenes if meister else find_scenes)(seats)["ende"]
            for reader in (None, 0):
                render_end_pages(state.view(reader), names=names[:seats])
    outside = [e for e in edges if e[0] < X or e[1] > e[2] - X]
    assert edges and not outside, outside[:5]
