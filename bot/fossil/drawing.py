"""Speedfossil's drawing jobs for the picture process: module-level functions
of picklable arguments that import render/ only."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import GameResult
from engines.fossil.state import new_game
from engines.fossil.view import FossilView
from render.encode import encode
from render.fossil.album import album_picture
from render.fossil.cardinfo import info_picture
from render.fossil.end import end_picture
from render.fossil.hand import hand_picture
from render.fossil.scenes import outcome_picture, reveal_picture
from render.fossil.table import render_table


def table(view: FossilView, names: Sequence[str], theme: str) -> bytes:
    """The public table picture."""
    return encode(render_table(view, names=tuple(names), theme=theme))


def hand(view: FossilView, names: Sequence[str], theme: str) -> bytes:
    """A person's panel picture: his cards, fossils, the Vitrine he robs."""
    return hand_picture(view, names, theme)


def info(asked: tuple[FossilView, str], names: Sequence[str],
         theme: str) -> bytes | tuple[bytes, ...]:
    """The Karten-Info picture of a topic for the view's reader (``asked``:
    the asker's view and the topic); pages where it is too tall."""
    view, topic = asked
    return info_picture(view, topic, names, theme)


def reveal(view: FossilView, names: Sequence[str], theme: str) -> bytes | tuple[bytes, ...]:
    """The reveal of a round (a moment of its own in the thread; pages when
    long)."""
    return reveal_picture(view, names, theme)


def outcome(view: FossilView, names: Sequence[str], theme: str) -> bytes | tuple[bytes, ...]:
    """A round's outcome (a moment of its own in the thread; pages when
    long)."""
    return outcome_picture(view, names, theme)


def end(view: FossilView, result: GameResult, names: Sequence[str], theme: str,
        news: Sequence[Sequence[str]] = ()) -> bytes | tuple[bytes, ...]:
    """The end board (its pages); ``news``: per seat, the album items new in
    this game."""
    return end_picture(view, result, names, theme, news)


def album(items: Sequence[str], theme: str) -> bytes | tuple[bytes, ...]:
    """A person's album (its pages)."""
    return album_picture(items, theme)


def warm_up() -> None:
    """Draw a fresh five-seat table once, so fonts are loaded before the
    first table needs them."""
    table(new_game(5, 0).view(None), ("A", "B", "C", "D", "E"), "laternennacht")
