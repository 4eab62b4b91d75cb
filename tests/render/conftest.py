"""Helpers for the render tests: record the texts a picture draws."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from render.canvas import Canvas
from render.fabel.table import static_layer
from render.tiles import clear_all


class TextLog:
    """Every text a Canvas pasted while it was installed."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def joined(self) -> str:
        """All texts, one per line."""
        return "\n".join(self.texts)

    def flat(self) -> str:
        """All texts joined by spaces, so a wrapped sentence reads whole."""
        return " ".join(self.texts)

    def clear(self) -> None:
        """Forget what was recorded."""
        self.texts.clear()


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[TextLog]:
    """Record the texts every picture draws (they are still drawn)."""
    log = TextLog()
    original: Callable[..., int] = Canvas.text

    def recording(self: Canvas, x: float, y: float, text: str, *args: Any, **kw: Any) -> int:
        log.texts.append(text)
        return original(self, x, y, text, *args, **kw)

    monkeypatch.setattr(Canvas, "text", recording)
    static_layer.cache_clear()  # so the fixed texts are drawn (and recorded) again
    clear_all()                 # and the texts of tiled pieces
    yield log
    static_layer.cache_clear()

# The Meistermarkt tests' log of texts with place, size and colour.
from tests.render.meister_helpers import placed  # noqa: E402, F401
