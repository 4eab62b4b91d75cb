"""The sealed test game at a Discord table through the kit (test-only: its
words are plain strings here, not in the shipped catalog)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.kit.ui import Button, GameUI, Panel
from bot.registry import GamePlugin, kit_plugin
from engines.core import Event
from engines.texts.de import ORIGIN, TEXTS
from tests.bot.sealed_game import SEALED, Pick, Picked, Revealed, SealedView


class SealedUI(GameUI):
    """Buttons 1, 2, 3 in the private panel; who has chosen in public."""

    def public_content(self, view: SealedView, names: Sequence[str]) -> str:
        chosen = ", ".join(names[s] for s in view.picked) or "niemand"
        return f"Runde {view.round + 1} · gewählt haben: {chosen}"

    def panel(self, view: SealedView, names: Sequence[str]) -> Panel:
        assert view.reader is not None
        if view.own is not None:
            return Panel(f"Deine Wahl, {names[view.reader]}: {view.own} (verdeckt)")
        return Panel(f"Deine Wahl, {names[view.reader]}: wähle verdeckt",
                     ((Button("1", "pick", "1"), Button("2", "pick", "2"),
                       Button("3", "pick", "3")),))

    def action(self, verb: str, arg: str, values: Sequence[str], seat: int, view: Any) -> Any:
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


# The test game's one catalog text (the kit names every mode by ``<game>.mode.<mode>``).
TEXTS.setdefault("sealed.mode.standard", "Standard")
ORIGIN.setdefault("sealed.mode.standard", "tests")

SEALED_PLUGIN: GamePlugin = kit_plugin(SEALED, SealedUI(rules="Jeder wählt verdeckt 1 bis 3."))
