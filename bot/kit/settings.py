"""A kit table's settings as the host chooses them and the table row stores
them: the shell's own (seats, Bedenkzeit, Computerstärke, Einsatz, Turbo,
theme, the daily game) and the game's lobby choices.

Every value is checked where it enters (:meth:`KitSettings.with_choice`)
and again when a row is read (:meth:`KitSettings.from_json`), so a stored
table can always be started and restored::

    >>> from engines.fabel.game import GAME
    >>> s = KitSettings.fresh(GAME, size=3)
    >>> s.with_choice(GAME, "set_clock", ["30"]).bedenkzeit
    30
    >>> s.with_choice(GAME, "set_game", ["flott"], key="tempo").choices["tempo"]
    ('flott',)
    >>> s.with_choice(GAME, "set_clock", ["45"])
    Traceback (most recent call last):
    ...
    ValueError: Bedenkzeit 45 is not offered
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from bot.storage.records import Theme
from engines.core import GameInfo
from engines.core.clock import BEDENKZEIT_STEPS
from engines.core.registry import TableFacts
from engines.texts import DEFAULT, LANGUAGES

EINSATZ = ("rangliste", "freundschaft")
#: The themes of the pictures (user-wide).
THEMES = tuple(t.value for t in Theme)


@dataclass(frozen=True, slots=True)
class KitSettings:
    """What a kit table is set up with (see the module docstring)."""

    size: int
    bedenkzeit: int | None = 60
    strength: str = "normal"
    einsatz: str = "rangliste"  # rangliste | freundschaft; solo tables: "solo"
    turbo: bool = False
    theme: str = "laternennacht"
    #: The table's language (its message and pictures): the host's at first.
    language: str = DEFAULT
    daily: str | None = None
    first_seat: int | None = None
    choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def fresh(cls, info: GameInfo, *, size: int,
              choices: Mapping[str, tuple[str, ...]] | None = None,
              **kwargs: Any) -> KitSettings:
        """New settings with the game's default choices (``choices`` given
        with the command replace them), checked."""
        chosen = {**info.default_choices(), **(choices or {})}
        settings = cls(size=size, choices=info.check_choices(chosen), **kwargs)
        settings.check(info)
        return settings

    @property
    def solo(self) -> bool:
        """One person against computers: no clock, the Rat allowed."""
        return self.einsatz == "solo"

    @property
    def rat(self) -> bool:
        """The Rat is offered at solo tables, not in the daily game."""
        return self.solo and self.daily is None

    def facts(self) -> TableFacts:
        """What the game is told about its table."""
        return TableFacts(bedenkzeit=None if self.solo else self.bedenkzeit, solo=self.solo,
                          daily=self.daily is not None, first_seat=self.first_seat)

    def engine_options(self, info: GameInfo) -> Any:
        """The engine's options for a new game."""
        return info.make_options(self.choices, self.facts())

    def check(self, info: GameInfo) -> None:
        """ValueError unless every setting is one the lobby offers."""
        check_table(info, seats=self.size, bedenkzeit=self.bedenkzeit, strength=self.strength,
                    einsatz=self.einsatz, theme=self.theme, turbo=self.turbo,
                    first_seat=self.first_seat)
        if self.language not in LANGUAGES:
            raise ValueError(f"unknown language {self.language!r}")
        info.check_choices(self.choices)

    def with_choice(self, info: GameInfo, verb: str, values: Sequence[str],
                    key: str = "") -> KitSettings:
        """The settings after the host chose ``values`` in the select ``verb``
        (``set_game`` with the choice's ``key`` for the game's own choices);
        ValueError for anything the select does not offer."""
        if len(values) != 1 and verb != "set_game":
            raise ValueError(f"exactly one value, not {list(values)!r}")
        if verb == "set_clock":
            clock = None if values[0] == "none" else _number(values[0])
            changed = replace(self, bedenkzeit=clock)
        elif verb == "set_strength":
            changed = replace(self, strength=values[0])
        elif verb == "set_theme":
            changed = replace(self, theme=values[0])
        elif verb == "set_language":
            changed = replace(self, language=values[0])
        elif verb == "set_einsatz":
            if values[0] not in EINSATZ:
                raise ValueError(f"unknown Einsatz {values[0]!r}")
            changed = replace(self, einsatz=values[0])
        elif verb == "set_game":
            if key not in {c.key for c in info.choices}:
                raise ValueError(f"unknown choice {key!r}")
            changed = replace(self, choices={**self.choices, key: tuple(values)})
        else:
            raise ValueError(f"unknown setting {verb!r}")
        changed.check(info)
        return changed

    def to_json(self) -> dict[str, Any]:
        """For the table row."""
        return {"size": self.size, "bedenkzeit": self.bedenkzeit, "strength": self.strength,
                "einsatz": self.einsatz, "turbo": self.turbo, "theme": self.theme,
                "language": self.language, "daily": self.daily, "first_seat": self.first_seat,
                "choices": {k: list(v) for k, v in self.choices.items()}}

    @classmethod
    def from_json(cls, info: GameInfo, data: Mapping[str, Any]) -> KitSettings:
        """From the table row, checked (ValueError for a row no lobby could write)."""
        choices = info.check_choices(data.get("choices", {}))
        settings = cls(size=int(data["size"]), bedenkzeit=data.get("bedenkzeit"),
                       strength=str(data.get("strength", "normal")),
                       einsatz=str(data.get("einsatz", "rangliste")),
                       turbo=bool(data.get("turbo", False)),
                       theme=str(data.get("theme", "laternennacht")), daily=data.get("daily"),
                       language=str(data.get("language", DEFAULT)),
                       first_seat=data.get("first_seat"), choices=choices)
        settings.check(info)
        return settings


def check_table(info: GameInfo, *, seats: int | None, bedenkzeit: object, strength: object,
                einsatz: object, theme: object, turbo: object, first_seat: object) -> None:
    """The shell's settings of any game's table, checked the same way for
    every game where they enter and again before a table goes live or comes
    back (a stored row may hold anything): ValueError for what no lobby
    offers. ``seats`` None skips the seat count (a lobby still filling)."""
    if bedenkzeit is not None and (type(bedenkzeit) is not int
                                   or bedenkzeit not in BEDENKZEIT_STEPS):
        raise ValueError(f"Bedenkzeit {bedenkzeit!r} is not offered")
    if strength not in info.strengths:
        raise ValueError(f"unknown strength {strength!r}")
    if einsatz not in (*EINSATZ, "solo"):
        raise ValueError(f"unknown Einsatz {einsatz!r}")
    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}")
    if type(turbo) is not bool:
        raise ValueError(f"not a yes/no setting: {turbo!r}")
    if seats is not None:
        info.check_seats(seats)
        if first_seat is not None and not (type(first_seat) is int and 0 <= first_seat < seats):
            raise ValueError(f"no seat {first_seat!r}")


def _number(text: str) -> int:
    """A whole number typed or chosen; ValueError for anything else ("²" included)."""
    if not text.isascii() or not text.isdigit():
        raise ValueError(f"not a number: {text!r}")
    return int(text)
