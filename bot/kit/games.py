"""The games the bot offers, each with its computers, as the shell runs them.

A :class:`GameSpec` is a game's declaration (:class:`engines.core.GameInfo`)
as the table runtime uses it; tests may swap in computers of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engines.core import Event, GameInfo
from engines.core.registry import Decide, Delay
from engines.texts import t


@dataclass(frozen=True)
class GameSpec:
    """What the table runtime needs of a game: its declaration and computers.

    ``decide(view, decision, rng, strength, for_person=...)`` returns an
    action or None (no bid now); a game that ``remembers`` also gets
    ``events=`` (:data:`engines.core.registry.Decide`); ``reaction_delay(strength, decision_kind,
    rng)`` is the pause in seconds before a computer acts. After an event of a
    type in ``reading_pause`` (e.g. a trade's Rechenweg shown) the computers
    wait :data:`bot.kit.runtime.table.READING_PAUSE` seconds, so people can read it.
    """

    info: GameInfo
    decide: Decide
    reaction_delay: Delay
    reading_pause: tuple[type[Event], ...] = ()

    @classmethod
    def of(cls, info: GameInfo, **replace: Any) -> GameSpec:
        """The game as its declaration says (``replace`` swaps parts, in tests)."""
        parts: dict[str, Any] = {"decide": info.decide, "reaction_delay": info.reaction_delay,
                                 "reading_pause": info.reading_pause}
        parts.update(replace)
        return cls(info, **parts)

    def computer_name(self, index: int, strength: str) -> str:
        """The name of a computer in seat ``index`` (seats count from 0)."""
        return computer_name(self.info, index, strength)


def computer_name(info: GameInfo, index: int, strength: str) -> str:
    """A computer's name at the table: the game's name for that seat and its
    strength: the short name with a small mark, e.g. "Igel 🖥" (the lobby
    shows the strength once for all computers)."""
    names = info.computer_names
    return t("core.computer_name", name=names[index % len(names)],
             strength=t(f"core.strength.{strength}"))
