"""Speedfabel's words and controls for the kit (:class:`bot.kit.ui.GameUI`):
the table message's head and Spielverlauf, the auction's hammer strokes, the
stage that must be seen before its countdown, the table picture.

The hammer strokes and the "Meins!" counter run in the message's text (a
cheap edit); the picture is uploaded again only when what it shows changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.fabel import drawing
from bot.fabel.panels import public_content
from bot.kit.ui import Clock, GameUI
from engines.core import Event, Timer
from engines.fabel.cards import MEINS_START
from engines.fabel.events import CardRevealed, GoldeselPayout, MeinsCount, Pleite
from engines.fabel.narrate import private_lines, public_lines, vierer_lines
from engines.fabel.view import FabelView

#: Lines of the table message above the Spielverlauf (the head is padded to them).
HEAD_LINES = 5
#: An empty line that Discord keeps.
BLANK = "\u200b"
#: Seconds before the Zuschlag of the hammer's strokes (Zum Ersten, Zweiten, Dritten).
HAMMER_STROKES = (3.0, 2.0, 1.0)
#: Events that put a card on the stage: the table waits until it is shown.
STAGE_EVENTS = (CardRevealed, GoldeselPayout, Pleite)


@dataclass
class FabelUI(GameUI):
    """Speedfabel at a kit table (see the module docstring)."""

    log_shown: int = 5

    def public_head(self, view: Any, names: Sequence[str], clock: Clock) -> list[str]:
        """Whose decision, what, until when (a Discord timestamp, and the
        hammer's stroke in the last three seconds), padded to
        :data:`HEAD_LINES` lines so the buttons keep their place."""
        lines = public_content(view, names, deadline=clock.deadline, now=clock.now).split("\n")
        return lines + [BLANK] * (HEAD_LINES - len(lines))

    def refresh_marks(self, timer: Timer) -> tuple[float, ...]:
        """An auction's countdown is edited at each hammer stroke."""
        return HAMMER_STROKES if timer.kind == "auction" else ()

    def shows_at_once(self, events: Sequence[Event]) -> bool:
        """A card put on the stage (or a payout, a Pleite) is shown before
        its countdown starts."""
        return any(isinstance(e, STAGE_EVENTS) for e in events)

    def picture_view(self, view: Any) -> Any:
        """The public view without the running "Meins!" counter: it counts
        down in the message's text and on the button, one edit a number, not
        one picture a number."""
        race = view.race
        if race is None or race.presser is not None:
            return view
        return replace(view, race=replace(race, counter=MEINS_START))

    def log_lines(self, events: Sequence[Event], names: Sequence[str]) -> list[str]:
        """The Spielverlauf keeps only a race's result, not one line a number."""
        return public_lines([e for e in events if not isinstance(e, MeinsCount)], names)

    def view_lines(self, before: Any, after: Any, names: Sequence[str]) -> list[str]:
        """A Vierer has no event of its own: announce what became complete."""
        if before is None:
            return []
        return vierer_lines([p.vierer for p in before.players],
                            [p.vierer for p in after.players], names)

    def private_notes(self, events: Sequence[Event],
                      names: Sequence[str]) -> list[tuple[int, str]]:
        """Payment cards and a trade's cards with the outcome of its uncovering."""
        return private_lines(events, names)


def fabel_ui() -> FabelUI:
    """Speedfabel's UI with its drawing jobs."""
    return FabelUI(table_picture=drawing.table)


__all__ = ["FabelUI", "FabelView", "fabel_ui"]
