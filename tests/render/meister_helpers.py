"""Meistermarkt states and a fuller text log for the render tests.

States come from seeded random Meistermarkt games; a test that needs a
particular Kobold round scripts the round's moves on such a state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from engines import fabel
from engines.core.playout import random_step
from engines.fabel.options import Mode
from engines.fabel.state import State
from render.canvas import Canvas
from render.fabel.table import static_layer

MEISTER = fabel.Options(mode=Mode.MEISTERMARKT)


def meister_states(seats: int, max_games: int = 200) -> Iterator[tuple[int, State]]:
    """Every state of seeded random Meistermarkt games, with its seed."""
    for seed in range(max_games):
        state = fabel.new_game(seats, seed, MEISTER)
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(random_step(state, rng))
            yield seed, state


def first_meister_state(seats: int, wanted: Callable[[State], bool]) -> State:
    """A copy of the first state of the random games for which ``wanted`` holds."""
    for _, state in meister_states(seats):
        if wanted(state):
            return state.copy()
    raise LookupError("no such state in the games played")


def play_out(state: State, seed: int) -> State:
    """``state`` played on randomly to its end (in place)."""
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(random_step(state, rng))
    return state


def play_on_until(state: State, seed: int, wanted: Callable[[State], bool]) -> State:
    """``state`` played on randomly (in place) until ``wanted`` holds."""
    rng = random.Random(seed)
    while not wanted(state):
        if state.is_over():
            raise LookupError("the game ended first")
        state.apply(random_step(state, rng))
    return state


@dataclass(frozen=True, slots=True)
class Drawn:
    """One text a picture drew: where, how large, in which colour."""

    text: str
    x: float
    y: float
    size: int
    fill: tuple[int, int, int]


class PlacedLog:
    """Every text with its place, size and colour."""

    def __init__(self) -> None:
        self.items: list[Drawn] = []

    @property
    def texts(self) -> list[str]:
        """The texts alone, in drawing order."""
        return [d.text for d in self.items]

    def flat(self) -> str:
        """All texts joined by spaces, so a wrapped sentence reads whole."""
        return " ".join(self.texts)

    def find(self, text: str) -> list[Drawn]:
        """Every drawing of exactly ``text``."""
        return [d for d in self.items if d.text == text]

    def clear(self) -> None:
        """Forget what was recorded."""
        self.items.clear()


@pytest.fixture
def placed(monkeypatch: pytest.MonkeyPatch) -> Iterator[PlacedLog]:
    """Record every text the pictures draw, with place, size and colour."""
    log = PlacedLog()
    original: Callable[..., int] = Canvas.text

    def recording(self: Canvas, x: float, y: float, text: str, size: int,
                  fill: tuple[int, int, int], *args: Any, **kw: Any) -> int:
        log.items.append(Drawn(text, x, y, size, fill))
        return original(self, x, y, text, size, fill, *args, **kw)

    monkeypatch.setattr(Canvas, "text", recording)
    static_layer.cache_clear()
    yield log
    static_layer.cache_clear()
