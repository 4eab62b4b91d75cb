"""The sealed test game at a Discord table through the kit (test-only: its
words are plain strings here, not in the shipped catalog)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.kit.parsing import number
from bot.kit.parts import Ending, InfoTopics, LobbyLayout, News, Parts
from bot.kit.plugin import GamePlugin, kit_plugin
from bot.kit.ui import Basics, Button, Modal, Moment, Panel
from engines.core import Event, GameResult
from engines.texts.de import ORIGIN, TEXTS
from tests.bot.sealed_game import SEALED, Pick, Picked, Revealed, SealedView


@dataclass
class SealedUI(Basics):
    """The required half (:class:`bot.kit.ui.GameUI`): buttons 1, 2, 3 in the
    private panel, or the number typed into the kit's modal ("Tippen"); who
    has chosen in public."""

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

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any,
               names: Sequence[str]) -> Any:
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


@dataclass(frozen=True)
class SealedNews(News):
    """The reveal as a moment with its picture."""

    def moments(self, events: Sequence[Event], view: Any, names: Sequence[str]) -> list[Moment]:
        return [Moment("Aufdeckung: " + ", ".join(str(n) for n in e.numbers), reveal_picture,
                       e.numbers) for e in events if isinstance(e, Revealed)]


@dataclass(frozen=True)
class SealedInfo(InfoTopics):
    """Karten-Info: how one picks, and one's own pick."""

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

#: The optional parts it writes: what was typed last stands in the modal
#: again, the reveal is a moment, Karten-Info, an album; every other part
#: (countdowns, the Rat, alt texts, …) is the kit's.
SEALED_PARTS = Parts(lobby=LobbyLayout(remembered={"typed": "typed_last"}), news=SealedNews(),
                     info=SealedInfo(), ending=Ending(album_picture=album_picture))

SEALED_PLUGIN: GamePlugin = kit_plugin(SEALED, SealedUI(
    rules="Jeder wählt verdeckt 1 bis 3.", end_picture=end_picture), parts=SEALED_PARTS)
