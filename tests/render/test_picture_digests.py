"""Issue 31: "Everything stays as it looks today: every game's gallery and
demo pictures are identical in pixels to today's". The pixels of every
gallery and demo picture of each game against the digests stored in
``tests/render/picture_digests.json`` (written by
``python -m tests.render.picture_digests``; see that module)."""

from __future__ import annotations

import pytest

from tests.render.gallery import games
from tests.render.picture_digests import digests, stored


@pytest.mark.parametrize("game", sorted(games()))
def test_every_gallery_and_demo_picture_has_its_stored_pixels(game: str) -> None:
    expected = stored()[game]
    drawn = digests(game)
    assert sorted(drawn) == sorted(expected), "pictures came or went: rewrite the digests"
    changed = sorted(name for name, value in drawn.items() if expected[name] != value)
    assert not changed, f"{len(changed)} pictures changed their pixels: {changed[:10]}"
