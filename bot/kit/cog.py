"""A kit game's slash commands, generated from its declaration
(:class:`engines.core.GameInfo`) and its UI's :class:`bot.kit.slash.Slash`:
one group per game (``/<name>``) with ``tisch``, ``solo``, ``regeln``,
``ansicht``, ``bestenliste`` and ``partien``; ``album`` for a game with an
album picture; the daily game and its list for a game with a daily game;
and whatever commands of its own the game adds to its group (``extend``: a
Speedtrödel Händlerschule).

The parameters differ per game (the mode parameter's name, a game's
switches), so each command's signature is built here from a list of
:class:`Param` and handed to discord.py, which reads it like a written one.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.kit import language
from bot.kit.controller import KitController
from bot.kit.guard import guarded
from bot.kit.rating_lists import LISTS, KitRatings
from bot.kit.slash import Preference, Slash, Switch
from bot.kit.translator import said
from bot.storage.records import Theme
from engines.texts import t

#: What a command does with the values of its parameters (by name).
Run = Callable[[discord.Interaction[Any], Mapping[str, Any]], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Param:
    """One parameter of a generated command: its ``annotation`` as discord.py
    reads it (a type, ``app_commands.Range[...]``, ``X | None``), its
    ``default`` (``inspect.Parameter.empty``: required), its description and
    its choices."""

    name: str
    annotation: Any
    default: Any
    description: str | app_commands.locale_str
    choices: tuple[app_commands.Choice[str], ...] = ()


def add_command(group: app_commands.Group, name: str,
                description: str | app_commands.locale_str,
                params: Sequence[Param], run: Run) -> None:
    """Add the command ``name`` with ``params`` to ``group``; a call runs
    ``run(interaction, values)``."""
    async def callback(interaction: discord.Interaction[Any], /, **values: Any) -> None:
        await run(interaction, values)

    # discord.py reads the parameters from the signature, and calls back with
    # each as a keyword argument.
    callback.__signature__ = inspect.Signature([  # type: ignore[attr-defined]
        inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                          annotation=discord.Interaction),
        *(inspect.Parameter(p.name, inspect.Parameter.KEYWORD_ONLY, default=p.default,
                            annotation=p.annotation) for p in params)])
    if params:
        app_commands.describe(**{p.name: p.description for p in params})(callback)
    chosen = {p.name: list(p.choices) for p in params if p.choices}
    if chosen:
        app_commands.choices(**chosen)(callback)
    group.command(name=name, description=description)(callback)


def command_group(controller: KitController) -> app_commands.Group:
    """The game's command group, its descriptions in German (the shell's
    texts in the game's wording)."""
    info, parts = controller.info, controller.parts
    slash: Slash = parts.lobby.slash
    slash.check(info)
    word = parts.wording.said
    group = app_commands.Group(name=info.name, description=word("core.cmd.group",
                                                                game=info.title))
    mode = slash.mode_param
    modes = tuple(app_commands.Choice(name=said(f"{info.name}.mode.{m}"), value=m)
                  for m in info.modes)
    daily_modes = tuple(c for c in modes if c.value in info.modes_with_daily())

    def mode_param(choices: tuple[app_commands.Choice[str], ...]) -> Param:
        return Param(mode, str, choices[0].value, word("core.cmd.param.modus"), choices)

    def choices_of(values: Mapping[str, Any], switches: Sequence[Switch] = (),
                   given: discord.Interaction[Any] | None = None
                   ) -> dict[str, tuple[str, ...]] | None:
        return chosen_choices(slash, values, switches, given)

    table_modes = [mode_param(modes)] if slash.mode_choice is not None else []
    seats = slash.seats or info.min_seats
    fewest = max(1, info.min_seats - 1)
    add_command(group, "tisch", word("core.cmd.desc.tisch", game=info.title), [
        Param("plaetze", app_commands.Range[int, info.min_seats, info.max_seats], seats,
              word("core.cmd.param.plaetze")), *table_modes],
        lambda i, v: guarded(controller, lambda i: controller.open_table(
            i, v["plaetze"], choices_of(v, given=i)), lobby=True)(i))

    strengths = tuple(app_commands.Choice(name=word(f"core.strength.{s}"), value=s)
                      for s in info.strengths)
    add_command(group, "solo", word("core.cmd.desc.solo", game=info.title), [
        Param("computer", app_commands.Range[int, fewest, info.max_seats - 1],
              max(fewest, seats - 1), word("core.cmd.param.computer")),
        Param("staerke", str, "normal", word("core.cmd.param.staerke"), strengths),
        Param("turbo", bool, False, word("core.cmd.param.turbo")), *table_modes,
        *(Param(s.name, bool, False, word(s.text)) for s in slash.solo_switches)],
        lambda i, v: guarded(controller, lambda i: controller.open_solo(
            i, v["computer"], v["staerke"], v["turbo"],
            choices_of(v, slash.solo_switches, given=i)), lobby=False)(i))

    add_command(group, "regeln", word("core.cmd.desc.regeln", game=info.title), [],
                lambda i, v: controller.questions.send_rules(i))

    themes = tuple(app_commands.Choice(name=word(f"core.theme.{x.value}"), value=x.value)
                   for x in Theme)
    prefs = slash.preferences
    languages = tuple(app_commands.Choice(name=word(language.choice_key(x)), value=x)
                      for x in language.CHOICES)
    # Every option may be left out (the answer says what is set now).
    add_command(group, "ansicht", word("core.cmd.desc.ansicht"), [
        Param("thema", str | None, None, word("core.cmd.param.thema"), themes),
        *(Param(p.name, bool | None, None, word(p.text)) for p in prefs),
        Param("sprache", str | None, None, word("core.cmd.param.sprache"), languages)],
        lambda i, v: set_view(controller, i, v, prefs))

    add_boards(group, controller, mode_param(modes))
    add_command(group, "partien", word("core.cmd.desc.partien", game=info.title),
                [mode_param(modes)], lambda i, v: controller.lists.send_my_games(i, v[mode]))
    if parts.ending.album_picture is not None:
        add_command(group, "album", word("core.cmd.desc.album", game=info.title), [],
                    lambda i, v: controller.questions.send_album(i))
    if daily_modes:
        add_command(group, slash.daily, word("core.cmd.desc.tagesspiel", game=info.title),
                    [mode_param(daily_modes)], lambda i, v: guarded(
                        controller, lambda i: controller.open_daily(i, v[mode]),
                        lobby=False)(i))
        add_command(group, "tagesliste", word("core.cmd.desc.tagesliste", game=info.title), [
            mode_param(daily_modes),
            Param("nur_dieser_server", bool, False, word("core.cmd.param.nur_dieser_server"))],
            lambda i, v: controller.lists.send_daily_list(i, v[mode], v["nur_dieser_server"]))
    return group


def add_boards(group: app_commands.Group, controller: KitController, mode: Param) -> None:
    """``bestenliste`` (the rating or the points, a season) and ``wertung``."""

    def ratings() -> KitRatings:  # the controller's parts exist once it runs
        return KitRatings(controller, controller.lists)

    word, title = controller.parts.wording.said, controller.info.title
    lists = tuple(app_commands.Choice(name=word(f"core.list.{x}"), value=x) for x in LISTS)
    add_command(group, "bestenliste", word("core.cmd.desc.bestenliste", game=title), [
        mode, Param("liste", str, LISTS[0], word("core.cmd.param.liste"), lists),
        Param("saison", str | None, None, word("core.cmd.param.saison"))],
        lambda i, v: ratings().send_board(i, v[mode.name], v["liste"], v["saison"]))
    add_command(group, "wertung", word("core.cmd.desc.wertung", game=title), [
        mode, Param("person", discord.User | None, None, word("core.cmd.param.person"))],
        lambda i, v: ratings().send_rating(i, v[mode.name], v["person"]))


def chosen_choices(slash: Slash, values: Mapping[str, Any], switches: Sequence[Switch] = (),
                   given: discord.Interaction[Any] | None = None
                   ) -> dict[str, tuple[str, ...]] | None:
    """The declaration's choices a command's values set (the others keep
    their defaults). With ``given``, the mode counts only if the person chose
    it; else the server's default (:mod:`bot.kit.server`) or the game's holds."""
    picked: dict[str, tuple[str, ...]] = {}
    mode = slash.mode_param
    namespace = getattr(given, "namespace", None)
    if slash.mode_choice is not None and (
            namespace is None or getattr(namespace, mode, None) is not None):
        picked[slash.mode_choice] = (values[mode],)
    for switch in switches:
        on = (switch.value,) if values.get(switch.name) else ()
        picked[switch.choice] = picked.get(switch.choice, ()) + on
    return picked or None


async def set_view(controller: KitController, interaction: discord.Interaction[Any],
                   values: Mapping[str, Any], prefs: Sequence[Preference]) -> None:
    """``/<game> ansicht``: store what was given (the theme for every game,
    the game's own preferences for this game) and say what is set now."""
    store, user = controller.storage.settings, interaction.user.id
    game, word = controller.info.name, controller.parts.word
    if values.get("thema") is not None:
        await store.set_theme(user, Theme(values["thema"]))
    said_language = ""
    if values.get("sprache") is not None:
        said_language = "\n" + await set_language(interaction, store, values["sprache"])
    changed = {p.name: bool(values[p.name]) for p in prefs if values.get(p.name) is not None}
    if changed:
        await store.set_game(user, game, changed)
    theme = (await store.get(user)).theme.value
    mine = await store.game(user, game) if prefs else {}
    shown = {p.name: word("core.settings.on" if mine.get(p.name, p.default)
                          else "core.settings.off") for p in prefs}
    await interaction.response.send_message(
        word("core.settings.saved", theme=word(f"core.theme.{theme}"), **shown) + said_language,
        ephemeral=True)


async def set_language(interaction: discord.Interaction[Any], store: Any, value: str) -> str:
    """Keep the person's language (one of :data:`bot.kit.language.CHOICES`)
    and answer in it from now on; the line that says it."""
    await store.set_language(interaction.user.id, value)
    language.settle_again(interaction, value)
    return t("core.settings.language", language=t(language.choice_key(value)))


class KitCog(commands.Cog):
    """Adds a kit game's command group to the bot's tree while loaded."""

    def __init__(self, controller: KitController,
                 extend: Callable[[app_commands.Group, KitController], None] | None = None
                 ) -> None:
        self.controller = controller
        self.group = command_group(controller)
        if extend is not None:
            extend(self.group, controller)
        # One cog per game: discord.py keeps cogs by name, and every kit game
        # has this class (a second one was refused as "already loaded").
        self.__cog_name__ = f"KitCog {controller.info.name}"

    async def cog_load(self) -> None:
        """Put the group into the command tree."""
        self.controller.client.tree.add_command(self.group)  # type: ignore[attr-defined]

    async def cog_unload(self) -> None:
        """Take the group out again."""
        self.controller.client.tree.remove_command(self.group.name)  # type: ignore[attr-defined]
