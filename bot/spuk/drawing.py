"""Speedspuk's drawing jobs for the picture process: module-level functions
of picklable arguments that import render/ only."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core import GameResult
from engines.spuk.state import new_game
from engines.spuk.view import SpukView
from render.encode import encode
from render.spuk.hand import render_hand
from render.spuk.info import render_info
from render.spuk.scoring import end_pages, render_scoring
from render.spuk.table import Last, render_table


def table(view: SpukView | tuple[SpukView, Last | None], names: Sequence[str],
          theme: str) -> bytes:
    """The public table picture (``view`` alone, or with the last step)."""
    last = None
    if isinstance(view, tuple):
        view, last = view
    return encode(render_table(view, names=tuple(names), theme=theme, last=last))


def hand(view: SpukView, names: Sequence[str], theme: str) -> bytes:
    """The private picture of the view's reader ("Meine Karten")."""
    return encode(render_hand(view, names=tuple(names), theme=theme))


def scoring(score: Any, names: Sequence[str], theme: str) -> bytes:
    """The round's scoring, every row face up."""
    return encode(render_scoring(score, names=tuple(names), theme=theme))


def end(view: SpukView | tuple[SpukView, tuple[tuple[str, ...], ...]], result: GameResult,
        names: Sequence[str], theme: str,
        news: tuple[tuple[str, ...], ...] = ()) -> bytes | tuple[bytes, ...]:
    """The end board (its pages when long), with the records each seat just
    set marked (Speedspuk has no album: ``news`` stays unused)."""
    records: tuple[tuple[str, ...], ...] = ()
    if isinstance(view, tuple):
        view, records = view
    pages = tuple(encode(page) for page in end_pages(view, result, names=tuple(names),
                                                     theme=theme, new=records))
    return pages[0] if len(pages) == 1 else pages


def warm_up() -> None:
    """Draw a fresh four-seat table once, so fonts are loaded before the
    first table needs them."""
    state = new_game(4, 0)
    table(state.view(None), ("A", "B", "C", "D"), "laternennacht")
    hand(state.view(0), ("A", "B", "C", "D"), "laternennacht")


def info(asked: tuple[SpukView, str, str], names: Sequence[str], theme: str) -> bytes:
    """Karten-Info's picture: (the asker's view, the topic, the answer)."""
    view, topic, text = asked
    return encode(render_info(view, topic, text, names=tuple(names), theme=theme))
