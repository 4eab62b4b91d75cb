"""The sealed test game at a Discord table through the kit (test-only: its
words are plain strings here, not in the shipped catalog)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

from bot.kit.parsing import number
from bot.kit.plugin import GamePlugin, kit_plugin
from bot.kit.ui import Button, GameUI, Modal, Moment, Panel
from engines.core import Event, GameResult
from engines.texts.de import ORIGIN, TEXTS
from tests.bot.sealed_game import SEALED, Pick, Picked, Revealed, SealedView


@dataclass
class SealedUI(GameUI):
    """Buttons 1, 2, 3 in the private panel, or the number typed into the
    kit's modal ("Tippen"); who has chosen in public."""

    #: What was typed last stands in the modal again.
    remembered: dict[str, str] = field(default_factory=lambda: {"typed": "typed_last"})

    def public_content(self, view: SealedView, names: Sequence[str]) -> str:
        chosen = ", ".join(names[s] for s in view.picked) or "niemand"
        return f"Runde {view.round + 1} · gewählt haben: {chosen}"

    def panel(self, view: SealedView, names: Sequence[str]) -> Panel:
        assert view.reader is not None
        if view.own is not None:
            return Panel(f"Deine Wahl, {names[view.reader]}: {view.own} (verdeckt)")
        return Panel(f"Deine Wahl, {names[view.reader]}: wähle verdeckt",
                     ((Button("1", "pick", "1"), Button("2", "pick", "2"),
                       Button("3", "pick", "3"), Button("Tippen", "typed")),))

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any) -> Any:
        if verb == "typed" and not values:
            return Modal("Deine Zahl", "1 bis 3", "typed", max_length=4)
        if verb == "typed":
            return Pick(seat, number(values[0], key="sealed.typed.bad", low=1, high=3))
        if verb != "pick" or arg not in ("1", "2", "3"):
            raise ValueError(f"not a pick: {verb} {arg}")
        return Pick(seat, int(arg))

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        lines = []
        for event in events:
            if isinstance(event, Picked):
                lines.append(f"{names[event.seat]} hat gewählt.")
            elif isinstance(event, Revealed):
                lines.append("Aufgedeckt: " + ", ".join(str(n) for n in event.numbers))
        return lines

    def moments(self, events: Sequence[Event], view: Any, names: Sequence[str]) -> list[Moment]:
        return [Moment("Aufdeckung: " + ", ".join(str(n) for n in e.numbers), reveal_picture,
                       e.numbers) for e in events if isinstance(e, Revealed)]

    def info_topics(self, view: SealedView, names: Sequence[str]) -> tuple[tuple[str, str], ...]:
        topics = [("regel", "Wie gewählt wird")]
        if view.own is not None:
            topics.append(("meine", "Meine Wahl"))
        return tuple(topics)

    def info(self, view: SealedView, topic: str, names: Sequence[str]) -> str:
        if topic == "meine":
            return f"Du hast {view.own} gewählt."
        return "Jeder wählt verdeckt 1 bis 3; dann wird aufgedeckt."


def _picture(width: int, shade: int) -> bytes:
    from render.encode import encode
    return encode(Image.new("RGB", (width, 40), (shade, shade, shade)))


def reveal_picture(numbers: Any, names: tuple[str, ...], theme: str) -> bytes:
    """A moment's picture (a grey strip as wide as the numbers' sum × 10)."""
    return _picture(10 * sum(numbers), 90)


def end_picture(view: Any, result: GameResult, names: tuple[str, ...], theme: str,
                news: tuple[tuple[str, ...], ...]) -> bytes:
    """The end board: a strip 100 px wide per album item new to seat 0."""
    return _picture(100 * max(1, len(news[0])), 200)


def album_picture(items: tuple[str, ...], theme: str) -> bytes:
    """The album: a strip 50 px wide per item."""
    return _picture(50 * max(1, len(items)), 150)


# The test game's one catalog text (the kit names every mode by ``<game>.mode.<mode>``).
TEXTS.setdefault("sealed.mode.standard", "Standard")
ORIGIN.setdefault("sealed.mode.standard", "tests")
TEXTS.setdefault("sealed.typed.bad", "Nur 1, 2 oder 3 – es hat sich nichts geändert.")
ORIGIN.setdefault("sealed.typed.bad", "tests")

SEALED_PLUGIN: GamePlugin = kit_plugin(SEALED, SealedUI(
    rules="Jeder wählt verdeckt 1 bis 3.", end_picture=end_picture,
    album_picture=album_picture))
