"""Every phase renders in both themes, for every table size (issue 6)."""

from __future__ import annotations

import pytest

from render.canvas import OVERFLOW_KEY
from render.encode import encode
from render.fabel.endboard import render_end_pages
from render.fabel.grid import layout
from render.fabel.panel import render_panel
from render.fabel.table import render_table
from render.theme import THEMES
from tests.render.fabel_scenes import expected_scenes, find_scenes
from tests.render.helpers import table_size_fits

NAMES = ("Anna", "Bernd", "Clara", "Dörte", "Eßer", "Fritz")


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_scenes_cover_every_phase(seats: int) -> None:
    found = find_scenes(seats)
    assert set(found) == set(expected_scenes(seats))


@pytest.mark.parametrize("theme_name", sorted(THEMES))
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_phase_renders_in_both_themes(seats: int, theme_name: str) -> None:
    names = NAMES[:seats]
    for scene, state in find_scenes(seats).items():
        public = state.view(None)
        if scene == "ende":
            # the pages a phone shows whole (issue 38)
            pictures = [*render_end_pages(public, names=names, theme=theme_name),
                        *render_end_pages(state.view(0), names=names, theme=theme_name)]
        else:
            table = render_table(public, names=names, theme=theme_name, remaining=2.0)
            assert table_size_fits(table.size, layout(seats, True).size), scene
            pictures = [table, render_panel(state.view(0), names=names, theme=theme_name)]
        for picture in pictures:
            assert picture.info[OVERFLOW_KEY] == (), (scene, picture.info[OVERFLOW_KEY])
            data = encode(picture)
            assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
            assert len(data) <= 250_000, (scene, len(data))


def test_item_180_themes_differ_in_background() -> None:
    """"Laternennacht (dunkel) und Morgentau (hell)": same view, other background."""
    view = find_scenes(4)["zug"].view(None)
    dark = render_table(view, theme="laternennacht")
    light = render_table(view, theme="morgentau")
    dark_bg, light_bg = dark.getpixel((2, 2)), light.getpixel((2, 2))
    assert isinstance(dark_bg, tuple) and isinstance(light_bg, tuple)
    assert sum(dark_bg[:3]) < 200 < 600 < sum(light_bg[:3])


def test_unknown_theme_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown theme"):
        render_table(find_scenes(3)["zug"].view(None), theme="sepia")


def test_names_must_match_the_seats() -> None:
    with pytest.raises(ValueError, match="names"):
        render_table(find_scenes(3)["zug"].view(None), names=("Anna", "Bernd"))
