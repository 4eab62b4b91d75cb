"""The drawing jobs that run in the picture process: each takes a view (or
a Karten-Info) and returns the encoded picture. They import render/ only,
so the picture process stays small, and take only picklable arguments."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from engines.core import GameResult
from engines.fabel import new_game
from engines.fabel.options import Options
from engines.fabel.view import FabelView
from render.encode import PixelCache, encode
from render.fabel.endboard import render_end_pages
from render.fabel.info import render_info_pages
from render.fabel.panel import render_panel
from render.fabel.table import render_table

#: Panels are often opened again unchanged: their encodings are kept.
_PANELS = PixelCache()


def table(view: FabelView, names: Sequence[str], theme: str) -> bytes:
    """The public table picture (a countdown's seconds run in the message's
    text, not in the picture)."""
    return encode(render_table(view, names=tuple(names), theme=theme))


def panel(view: FabelView, names: Sequence[str], theme: str) -> bytes:
    """One player's private panel picture."""
    return _PANELS.encode(render_panel(view, names=tuple(names), theme=theme))


def end(view: FabelView, result: GameResult, names: Sequence[str], theme: str,
        news: object = ()) -> bytes | tuple[bytes, ...]:
    """The end board, in pages where it is too tall for a phone (the kit's
    end picture job; Speedfabel keeps no album, its standings are read from
    the view, from ``result`` only which seats' leaderboard points count)."""
    uncounted = frozenset(s.seat for s in result.seats if not s.counted)
    return _bytes(render_end_pages(view, names=tuple(names), theme=theme, uncounted=uncounted))


def info(info: object, names: Sequence[str], theme: str) -> bytes | tuple[bytes, ...]:
    """A Karten-Info picture, in pages where it is too tall for a phone."""
    return _bytes(render_info_pages(info, names=names, theme=theme))  # type: ignore[arg-type]


def _bytes(pages: tuple[Image.Image, ...]) -> bytes | tuple[bytes, ...]:
    """One picture's bytes, or its pages' in order."""
    encoded = tuple(encode(page) for page in pages)
    return encoded[0] if len(encoded) == 1 else encoded


def warm_up() -> None:
    """Draw a fresh game's table and panel once, so that fonts and card
    sprites are loaded before the first table needs them."""
    state = new_game(4, 0, Options())
    names = ("A", "B", "C", "D")
    table(state.view(None), names, "laternennacht")
    panel(state.view(0), names, "laternennacht")
