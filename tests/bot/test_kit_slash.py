"""The kit's command builder runs what any game declares in its
:class:`bot.kit.slash.Slash`, shown on a variant of the sealed test game:
its mode parameter ``art`` sets its choice ``art`` at tisch and solo, its
daily command is ``heute``, its solo switches set the values of its multi
choice ``extra``, and ``ansicht`` keeps its preference ``hinweise`` with the
person's settings of this game (the database of ``tests/bot/conftest.py``)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from discord import app_commands

from bot.kit.cog import command_group
from bot.kit.parts import Wording
from bot.kit.slash import Preference, Slash, Switch
from bot.storage import Storage
from engines.core.registry import Choice
from engines.texts.de import ORIGIN, TEXTS
from tests.bot.sealed_game import SEALED
from tests.bot.sealed_ui import SEALED_PLUGIN

# The variant's texts (test-only, as the sealed game's own).
for key, text in {"sealed.mode.kurz": "Kurz", "sealed.cmd.schnell": "Schnell spielen",
                  "sealed.cmd.leise": "Leise spielen", "sealed.cmd.hinweise": "Hinweise zeigen",
                  "sealed.settings.saved": "Thema {theme}, Hinweise {hinweise}"}.items():
    TEXTS.setdefault(key, text)
    ORIGIN.setdefault(key, "tests")

VARIANT = dataclasses.replace(
    SEALED, modes=("standard", "kurz"), daily=lambda day, mode: None,
    choices=(Choice("art", "sealed.mode.standard", (("standard", "sealed.mode.standard"),
                                                     ("kurz", "sealed.mode.kurz")),
                    ("standard",)),
             Choice("extra", "sealed.cmd.schnell", (("schnell", "sealed.cmd.schnell"),
                                                     ("leise", "sealed.cmd.leise")),
                    ("leise",), multi=True)))
SLASH = Slash(mode_param="art", mode_choice="art", daily="heute", seats=3,
              solo_switches=(Switch("schnell", "sealed.cmd.schnell", "extra", "schnell"),
                             Switch("leise", "sealed.cmd.leise", "extra", "leise")),
              preferences=(Preference("hinweise", "sealed.cmd.hinweise", default=True),))
PARTS = dataclasses.replace(
    SEALED_PLUGIN.parts, lobby=dataclasses.replace(SEALED_PLUGIN.parts.lobby, slash=SLASH),
    wording=Wording({"core.settings.saved": "sealed.settings.saved"}))


class Controller:
    """Records what the commands ask of the kit's controller."""

    def __init__(self, storage: Storage) -> None:
        self.info, self.parts, self.storage = VARIANT, PARTS, storage
        self.calls: list[tuple[Any, ...]] = []
        self.lists = self   # the lists part's one command asked here

    async def open_table(self, interaction: Any, size: int, choices: Any = None) -> None:
        self.calls.append(("tisch", size, choices))

    async def open_solo(self, interaction: Any, computers: int, strength: str,
                        turbo: bool = False, choices: Any = None) -> None:
        self.calls.append(("solo", computers, strength, turbo, choices))

    async def open_daily(self, interaction: Any, mode: str) -> None:
        self.calls.append(("daily", mode))

    async def send_daily_list(self, interaction: Any, mode: str, only_here: bool) -> None:
        self.calls.append(("list", mode, only_here))


class Response:
    """An interaction's response: keeps what was sent."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, bool]] = []

    async def send_message(self, content: str, *, ephemeral: bool = False) -> None:
        self.sent.append((content, ephemeral))


class Interaction:
    """The parts of an interaction the commands read."""

    def __init__(self, user_id: int) -> None:
        self.user = type("User", (), {"id": user_id})()
        self.response = Response()


def _command(group: app_commands.Group, name: str) -> app_commands.Command[Any, Any, Any]:
    command = group.get_command(name)
    assert isinstance(command, app_commands.Command), name
    return command


async def test_the_mode_parameter_and_the_switches_set_the_declared_choices(
        storage: Storage) -> None:
    controller = Controller(storage)
    group = command_group(controller)  # type: ignore[arg-type]
    assert {c.name for c in group.commands} == {
        "tisch", "solo", "regeln", "ansicht", "bestenliste", "wertung", "partien", "album",
        "heute", "tagesliste"}
    assert [p.name for p in _command(group, "solo").parameters] == [
        "computer", "staerke", "turbo", "art", "schnell", "leise"]
    assert _command(group, "tisch").get_parameter("plaetze").default == 3  # type: ignore[union-attr]
    assert _command(group, "solo").get_parameter("computer").default == 2  # type: ignore[union-attr]
    interaction = Interaction(7)
    await _command(group, "tisch").callback(interaction, plaetze=4, art="kurz")  # type: ignore[call-arg]
    await _command(group, "solo").callback(  # type: ignore[call-arg]
        interaction, computer=1, staerke="stark", turbo=True, art="standard", schnell=True,
        leise=False)
    await _command(group, "solo").callback(  # type: ignore[call-arg]
        interaction, computer=2, staerke="normal", turbo=False, art="kurz", schnell=False,
        leise=False)
    await _command(group, "heute").callback(interaction, art="kurz")  # type: ignore[call-arg]
    await _command(group, "tagesliste").callback(  # type: ignore[call-arg]
        interaction, art="standard", nur_dieser_server=True)
    assert controller.calls == [
        ("tisch", 4, {"art": ("kurz",)}),
        # every choice a switch names holds exactly the values switched on
        ("solo", 1, "stark", True, {"art": ("standard",), "extra": ("schnell",)}),
        ("solo", 2, "normal", False, {"art": ("kurz",), "extra": ()}),
        ("daily", "kurz"), ("list", "standard", True)]


async def test_ansicht_keeps_the_games_preference_and_says_what_is_set(
        storage: Storage) -> None:
    group = command_group(Controller(storage))  # type: ignore[arg-type]
    ansicht = _command(group, "ansicht")
    assert [(p.name, p.required) for p in ansicht.parameters] == [
        ("thema", False), ("hinweise", False), ("sprache", False)]
    asked = Interaction(7)
    await ansicht.callback(asked, thema=None, hinweise=None)  # type: ignore[call-arg]
    assert asked.response.sent == [("Thema Laternennacht, Hinweise an", True)]  # the default
    changed = Interaction(7)
    await ansicht.callback(changed, thema="morgentau", hinweise=False)  # type: ignore[call-arg]
    assert changed.response.sent == [("Thema Morgentau, Hinweise aus", True)]
    assert dict(await storage.settings.game(7, "sealed")) == {"hinweise": False}
    assert (await storage.settings.get(7)).theme.value == "morgentau"
    only_theme = Interaction(7)
    await ansicht.callback(only_theme, thema="laternennacht", hinweise=None)  # type: ignore[call-arg]
    assert only_theme.response.sent == [("Thema Laternennacht, Hinweise aus", True)]
    assert dict(await storage.settings.game(7, "fabel")) == {}   # another game's: untouched


@pytest.mark.parametrize("slash", [
    Slash(mode_choice="extra"),                                   # offers no "kurz"
    Slash(mode_choice="nichts"),
    Slash(solo_switches=(Switch("x", "sealed.cmd.schnell", "art", "kurz"),)),  # not multi
    Slash(solo_switches=(Switch("x", "sealed.cmd.schnell", "extra", "laut"),)),
])
def test_a_declaration_naming_what_the_game_has_not_is_refused(slash: Slash) -> None:
    with pytest.raises(ValueError):
        slash.check(VARIANT)
    SLASH.check(VARIANT)
