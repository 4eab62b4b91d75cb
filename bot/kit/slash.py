"""What a game declares about its slash commands beyond its
:class:`engines.core.GameInfo` (:attr:`bot.kit.parts.LobbyLayout.slash`); the
kit's builder (:mod:`bot.kit.cog`) makes every game's ``/<game>`` group from
it. Descriptions are the shell's ``core.cmd.*`` texts, in the game's own
wording where its :attr:`~bot.kit.parts.Wording.words` say so."""

from __future__ import annotations

from dataclasses import dataclass

from engines.core import GameInfo


@dataclass(frozen=True, slots=True)
class Switch:
    """A yes/no option of ``/<game> solo`` that turns on ``value`` of the
    declaration's (multi) choice ``choice``, e.g. a house rule. ``text`` is
    its description's text key."""

    name: str
    text: str
    choice: str
    value: str


@dataclass(frozen=True, slots=True)
class Preference:
    """A yes/no option of ``/<game> ansicht``: a person's own setting of this
    game, kept under ``name`` with the person's settings of the game
    (``storage.settings.set_game``); ``default`` holds for who never set it.
    ``text`` is its description's text key."""

    name: str
    text: str
    default: bool


@dataclass(frozen=True, slots=True)
class Slash:
    """A game's slash commands, where they differ from the shell's defaults."""

    #: The name of the parameter that picks the mode (bestenliste, partien,
    #: the daily game and its list; at tisch and solo with :attr:`mode_choice`).
    mode_param: str = "modus"
    #: The declaration's choice that the mode parameter also sets at ``tisch``
    #: and ``solo`` (None: those commands have no mode parameter).
    mode_choice: str | None = None
    #: The name of the daily game's command.
    daily: str = "tagesspiel"
    #: ``tisch``'s default number of seats (None: the fewest the game has);
    #: ``solo``'s default number of computers is one fewer.
    seats: int | None = None
    #: ``solo``'s yes/no options beyond ``turbo``; every choice they name is
    #: set to exactly the values switched on.
    solo_switches: tuple[Switch, ...] = ()
    #: ``ansicht``'s yes/no options beyond the theme. With some, every option
    #: of ``ansicht`` may be left out (the answer says what is set now);
    #: without, the theme must be given.
    preferences: tuple[Preference, ...] = ()

    def check(self, info: GameInfo) -> None:
        """ValueError unless the choices it names are ``info``'s: the mode
        choice offers every mode, each switch's choice is a multi choice
        that offers the switch's value."""
        choices = {c.key: c for c in info.choices}
        if self.mode_choice is not None:
            mode = choices.get(self.mode_choice)
            if mode is None or not set(info.modes) <= {v for v, _ in mode.values}:
                raise ValueError(f"{info.name}: the choice {self.mode_choice!r} does not "
                                 f"offer every mode {info.modes}")
        for switch in self.solo_switches:
            choice = choices.get(switch.choice)
            if choice is None or not choice.multi or switch.value not in {
                    v for v, _ in choice.values}:
                raise ValueError(f"{info.name}: the switch {switch.name!r} needs a multi "
                                 f"choice {switch.choice!r} with the value {switch.value!r}")
