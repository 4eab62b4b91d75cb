"""The lobby of a Speedfabel table: seats, the host's settings, Start.

The lobby message lives in the table's thread; its settings panel is an
ephemeral message for the host (five selects do not fit beside the buttons).
Everything a lobby holds is stored in the table row, so a lobby survives a
restart like a running game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import discord

from bot.games import computer_name
from bot.ids import ButtonId, select_id
from bot.items import TableButton, TableSelect
from bot.kit.settings import check_table
from bot.parsing import BadInput, one_of, some_of
from bot.table import Seat
from engines.core.registry import TableFacts
from engines.fabel import Mode, Options, Tempo
from engines.fabel.game import GAME
from engines.fabel.options import BEDENKZEIT_STEPS
from engines.texts import t

STRENGTHS = ("leicht", "normal", "stark")
#: The Spielarten a table can be opened with.
MODES = tuple(m.value for m in Mode)
TEMPOS = tuple(x.value for x in Tempo)
#: Ranked or friendly; solo tables are "solo".


@dataclass(frozen=True, slots=True)
class TableSettings:
    """What the host chooses (stored as the table's options JSON)."""

    mode: str = "klassisch"
    bedenkzeit: int | None = 60
    tempo: str = "normal"
    strength: str = "normal"
    superhandel: bool = False
    geld_zaehlt: bool = False
    einsatz: str = "rangliste"  # rangliste | freundschaft; solo tables: "solo"
    turbo: bool = False
    theme: str = "laternennacht"
    first_seat: int | None = None
    daily: str | None = None  # the Tagesmarkt's day (ISO), None for other games

    @property
    def rat(self) -> bool:
        """The Rat is offered at solo tables, but not in the Tagesmarkt."""
        return self.solo and self.daily is None

    @property
    def solo(self) -> bool:
        """A solo table: one person against computers, no Bedenkzeit, Rat allowed."""
        return self.einsatz == "solo"

    def choices(self) -> dict[str, tuple[str, ...]]:
        """The game's own settings as the declaration's lobby choices."""
        house = tuple(k for k, on in (("superhandel", self.superhandel),
                                      ("geld", self.geld_zaehlt)) if on)
        return {"mode": (self.mode,), "tempo": (self.tempo,), "house": house}

    def facts(self) -> TableFacts:
        """What the game is told about its table (no clock at a solo table)."""
        return TableFacts(bedenkzeit=None if self.solo else self.bedenkzeit, solo=self.solo,
                          daily=self.daily is not None, first_seat=self.first_seat)

    def engine_options(self) -> Options:
        """The engine's options for a new game, built by the declaration (the
        Tagesmarkt never has house rules)."""
        options: Options = GAME.make_options(self.choices(), self.facts())
        return options

    def to_json(self) -> dict[str, Any]:
        """For the table row."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSettings:
        """From the table row (unknown keys are ignored)."""
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)

    def check(self, seats: int | None = None) -> None:
        """ValueError unless every setting is one the lobby offers (and
        ``seats`` players may play): checked where a setting enters, and
        again before a table goes live or comes back after a restart."""
        # The shell's settings as for every game, then the game's choices.
        check_table(GAME, seats=seats, bedenkzeit=self.bedenkzeit, strength=self.strength,
                    einsatz=self.einsatz, theme=self.theme, turbo=self.turbo,
                    first_seat=self.first_seat)
        for flag in (self.superhandel, self.geld_zaehlt):
            if type(flag) is not bool:
                raise ValueError(f"not a yes/no setting: {flag!r}")
        GAME.check_choices(self.choices())
        self.engine_options()  # the engine's own checks

    def with_choice(self, verb: str, values: Sequence[str]) -> TableSettings:
        """The settings after the host chose ``values`` in the select ``verb``;
        a value the select does not offer raises BadInput (nothing changes)."""
        if verb == "set_clock":
            clock = one_of(values, [str(s) for s in BEDENKZEIT_STEPS] + ["none"])
            return replace(self, bedenkzeit=None if clock == "none" else int(clock))
        if verb == "set_tempo":
            return replace(self, tempo=one_of(values, TEMPOS))
        if verb == "set_strength":
            return replace(self, strength=one_of(values, STRENGTHS))
        if verb == "set_house":
            house = some_of(values, ("superhandel", "geld"))
            return replace(self, superhandel="superhandel" in house, geld_zaehlt="geld" in house)
        if verb == "set_einsatz":
            return replace(self, einsatz=one_of(values, ("rangliste", "freundschaft")))
        if verb == "set_mode":
            return replace(self, mode=one_of(values, MODES))
        raise BadInput("core.answer.bad_id")


def computer_seat(index: int, strength: str) -> Seat:
    """A computer seat with a fable merchant's name."""
    return Seat(computer_name(GAME, index, strength), strength=strength)


def settings_line(s: TableSettings) -> str:
    """The settings in one line."""
    house = [t(f"fabel.lobby.house.{k}") for k, on in
             (("superhandel", s.superhandel), ("geld", s.geld_zaehlt)) if on]
    clock = (t("fabel.lobby.clock.none") if s.bedenkzeit is None or s.solo
             else t("fabel.lobby.clock.seconds", seconds=s.bedenkzeit))
    return t("fabel.lobby.settings", mode=t(f"fabel.mode.{s.mode}"), clock=clock,
             tempo=t(f"fabel.tempo.{s.tempo}"), strength=t(f"fabel.strength.{s.strength}"),
             house=", ".join(house) or t("fabel.lobby.house.none"),
             einsatz=t(f"fabel.lobby.einsatz.{s.einsatz}"))


def lobby_content(host: str, seats: Sequence[Seat], size: int, s: TableSettings,
                  host_id: int) -> str:
    """The text of the lobby message."""
    lines = [t("fabel.lobby.title", host=host, mode=t(f"fabel.mode.{s.mode}"),
               taken=len(seats), seats=size)]
    for n in range(size):
        if n < len(seats):
            mark = t("fabel.lobby.host_mark") if seats[n].user_id == host_id else ""
            lines.append(t("fabel.lobby.seat", n=n + 1, name=seats[n].name) + mark)
        else:
            lines.append(t("fabel.lobby.free", n=n + 1))
    lines.append(settings_line(s))
    return "\n".join(lines)


def lobby_view(table_id: int, mode: str) -> discord.ui.View:
    """The lobby buttons and, below them, the Spielart select (host only)."""
    ui = discord.ui.View(timeout=None)
    for verb, key, style in (
        ("join", "join", discord.ButtonStyle.primary),
        ("leave", "leave", discord.ButtonStyle.secondary),
        ("computer", "computer", discord.ButtonStyle.secondary),
        ("settings", "settings", discord.ButtonStyle.secondary),
        ("start", "start", discord.ButtonStyle.success),
    ):
        ui.add_item(TableButton(ButtonId(table_id, None, verb), t(f"fabel.lobby.btn.{key}"),
                                style=style, row=0))
    # The settings panel has five selects already (Discord's limit): the
    # Spielart, the first choice of a table, stands on the lobby itself.
    modes = [discord.SelectOption(label=t(f"fabel.mode.{m}"), value=m, default=m == mode)
             for m in MODES]
    ui.add_item(TableSelect(select_id(table_id, None, "set_mode"), modes,
                            placeholder=t("fabel.lobby.ph.mode"), row=1))
    return ui


def settings_view(table_id: int, s: TableSettings) -> discord.ui.View:
    """The host's settings panel: one select per setting, current values chosen."""
    ui = discord.ui.View(timeout=None)

    def option(label: str, value: str, chosen: bool) -> discord.SelectOption:
        return discord.SelectOption(label=label, value=value, default=chosen)

    clocks = [option(t("fabel.lobby.clock.seconds", seconds=sec), str(sec), s.bedenkzeit == sec)
              for sec in BEDENKZEIT_STEPS]
    clocks.append(option(t("fabel.lobby.clock.none"), "none", s.bedenkzeit is None))
    tempos = [option(t(f"fabel.tempo.{x.value}"), x.value, s.tempo == x.value) for x in Tempo]
    strengths = [option(t(f"fabel.strength.{x}"), x, s.strength == x) for x in STRENGTHS]
    house = [option(t("fabel.lobby.house.superhandel"), "superhandel", s.superhandel),
             option(t("fabel.lobby.house.geld"), "geld", s.geld_zaehlt)]
    einsatz = [option(t(f"fabel.lobby.einsatz.{x}"), x, s.einsatz == x)
               for x in ("rangliste", "freundschaft")]
    for row, (verb, key, options, most) in enumerate((
        ("set_clock", "clock", clocks, 1), ("set_tempo", "tempo", tempos, 1),
        ("set_strength", "strength", strengths, 1), ("set_house", "house", house, 2),
        ("set_einsatz", "einsatz", einsatz, 1),
    )):
        ui.add_item(TableSelect(select_id(table_id, None, verb), options,
                                placeholder=t(f"fabel.lobby.ph.{key}"),
                                min_values=0 if most == 2 else 1, max_values=most, row=row))
    return ui
