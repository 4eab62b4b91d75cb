"""Speedtrödel's drawing jobs for the picture process: module-level functions
of picklable arguments that import render/ only."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core import GameResult
from engines.troedel.events import RoundScored
from engines.troedel.state import new_game
from engines.troedel.view import TroedelView
from render.encode import encode
from render.troedel.board import end_pages, render_kassensturz
from render.troedel.hand import render_cards, render_hand, render_last_trick
from render.troedel.lesson import render_lesson
from render.troedel.table import render_table


def table(view: TroedelView, names: Sequence[str], theme: str) -> bytes:
    """The public table picture."""
    return encode(render_table(view, names=tuple(names), theme=theme))


def hand(view: TroedelView, names: Sequence[str], theme: str) -> bytes:
    """The reader's hand (the private panel's picture)."""
    return encode(render_hand(view, names=tuple(names), theme=theme))


def last_trick(view: TroedelView, names: Sequence[str], theme: str) -> bytes:
    """"Letzter Stich", large."""
    return encode(render_last_trick(view, names=tuple(names), theme=theme))


def shop(record: tuple[str, tuple[int, ...]], names: Sequence[str], theme: str) -> bytes:
    """One trader's Ladentisch: ``record`` is (title, cards)."""
    title, cards = record
    return encode(render_cards(title, cards, theme=theme))


def kassensturz(scored: RoundScored, names: Sequence[str], theme: str) -> bytes:
    """A round's Kassensturz."""
    return encode(render_kassensturz(scored, names=tuple(names), theme=theme))


def end(view: TroedelView, result: GameResult, names: Sequence[str], theme: str,
        news: tuple[tuple[str, ...], ...] = ()) -> bytes | tuple[bytes, ...]:
    """The end board, or its pages (Speedtrödel keeps no album, so ``news``
    is empty)."""
    pages = tuple(encode(page) for page in end_pages(view, result, names=tuple(names),
                                                     theme=theme))
    return pages[0] if len(pages) == 1 else pages


def warm_up() -> None:
    """Draw a fresh five-seat table and a hand once, so fonts are loaded
    before the first table needs them."""
    view = new_game(5, 0).view(0)
    names = ("A", "B", "C", "D", "E")
    table(new_game(5, 0).view(None), names, "laternennacht")
    hand(view, names, "laternennacht")


def lesson(record: tuple[str, TroedelView, str], names: Sequence[str], theme: str) -> bytes:
    """A Händlerschule lesson's picture: ``record`` is (kind, view, title)."""
    kind, view, title = record
    return encode(render_lesson(kind, view, names=tuple(names), title=title, theme=theme))
