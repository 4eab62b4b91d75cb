"""A kit table's questions that change nothing: looks (:meth:`~bot.kit.parts.Controls.look`),
the Rat, Karten-Info, the album and the rules. A part of
:class:`bot.kit.controller.KitController`."""

from __future__ import annotations

import functools
import random
from importlib import resources
from typing import Any

import discord

from bot.kit.answers import rule_messages, tell
from bot.kit.components import components
from bot.kit.hub import KitHub
from bot.kit.ids import ButtonId
from bot.kit.live import KitRunning
from bot.kit.parts import look_alt
from bot.kit.runtime import decisions
from bot.kit.runtime.pictures import as_files, draw
from bot.kit.ui import Look, Select
from engines.core import derive_seed
from engines.texts import DEFAULT, language, t


class KitQuestions:
    """Answers only their asker sees; a part of the controller that keeps
    nothing of its own."""

    def __init__(self, host: KitHub) -> None:
        self.host = host

    async def look(self, interaction: discord.Interaction[Any], running: KitRunning, seat: int,
                    cid: ButtonId, values: list[str]) -> bool:
        """Answer a click that only shows something (:meth:`~bot.kit.parts.Controls.look`)
        privately, its picture in the asker's theme; False if it is none."""
        names = running.presenter.names
        try:
            look = self.host.parts.controls.look_at(cid.verb, cid.arg, values,
                                               running.table.state.view(seat), names,
                                               running.table.actions)
        except ValueError:
            await tell(interaction, t("core.answer.outdated"))
            return True
        if look is None:
            return False
        await self.send_look(interaction, running.table.id, look, names)
        return True

    async def send_look(self, interaction: discord.Interaction[Any], table_id: int, look: Look,
                         names: tuple[str, ...], picture: str = "ansicht") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        kwargs: dict[str, Any] = {"ephemeral": True}
        if look.rows:
            kwargs["view"] = components(table_id, None, look.rows)
        if look.picture is not None:
            data = await draw(look.picture, look.view, names,
                              await self.host.theme_of(interaction.user.id))
            kwargs["files"] = as_files(data, picture, look_alt(look))
        await interaction.followup.send(look.content[:2000], **kwargs)

    async def rat(self, interaction: discord.Interaction[Any], running: KitRunning,
                   seat: int) -> None:
        """The Rat: the strong computer's choice with its reasons and best
        alternatives, from the person's own view; it executes nothing. Only at
        solo tables, never in the daily game. It searches where computers
        decide (:mod:`bot.kit.runtime.decisions`), off the event loop; the draft it makes
        (cards preselected) stands on the person's panel until their
        decision moves on."""
        advise = self.host.info.advise
        if advise is None or not running.settings.rat:
            await tell(interaction, self.host.word("core.answer.no_rat"))
            return
        table = running.table
        view = table.state.view(seat)
        owed = self.host.info.decision_for(table.state, seat)
        decision = self.host.parts.rat.rat_decision(view, owed)
        if decision is None:
            await tell(interaction, self.host.word("core.answer.wait"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        step = table.step_of(seat)
        rng = random.Random(derive_seed(table.seed, table.seq, seat, "rat"))
        advice = await decisions.decide(
            self.host.parts.rat.rat_job(advise, view, decision, rng, running.presenter.names))
        draft = self.host.parts.rat.rat_draft(advice, view)
        if draft is not None:
            running.memo.setdefault("rat_draft", {})[seat] = (step, draft)
        lines = [self.host.word("core.answer.rat"), *self.host.parts.rat.rat_lines(advice)]
        await interaction.followup.send("\n".join(lines)[:2000], ephemeral=True)

    async def card_info(self, interaction: discord.Interaction[Any], cid: ButtonId,
                    values: list[str], *, chosen: bool = False) -> bool:
        """Karten-Info: a select of what the reader may ask about; a choice
        answers from the reader's own view (a seated person's, else the
        public one), so it can never tell a hidden value. A choice in a
        select on the table message (:meth:`~bot.kit.parts.InfoTopics.info_selects`) is answered
        by a new private message; one in the answer's own select edits it.
        ``chosen``: a choice in a select (it must name one topic). False
        when the game offers no topics here."""
        running = self.host.tables.get(cid.table)
        if running is None:
            await tell(interaction, t("core.answer.no_table"))
            return True
        table = running.table
        seat = next((i for i, s in enumerate(table.seats)
                     if s.user_id == interaction.user.id), None)
        view = table.state.view(seat)
        names = running.presenter.names
        topics = self.host.parts.info.info_topics(view, names)[:25]
        standing = [value for select in self.host.parts.info.info_selects(view, names)
                    for value, _ in select.options]
        if not topics and not standing:
            return False
        if (values or chosen) and (len(values) != 1 or values[0] not in dict(topics)
                                   and values[0] not in standing):
            await tell(interaction, t("core.answer.bad_choice"))
            return True
        answer = self.host.parts.info.info(view, values[0], names) if values else t("core.info.ask")
        look = answer if isinstance(answer, Look) else Look(answer)
        if values and not _private(interaction):
            # a select on the table message: the answer is the asker's alone
            await self.send_look(interaction, table.id, Look(look.content, look.picture,
                                                              look.view), names, "info")
            return True
        rows = (Select(t("core.info.placeholder"), "info", topics),)
        ui = components(table.id, None, rows)
        if not values:
            await interaction.response.send_message(look.content[:2000], view=ui, ephemeral=True)
        elif look.picture is None:
            await interaction.response.edit_message(content=look.content[:2000], view=ui,
                                                    attachments=[])
        else:
            # the answer's picture, drawn from the asker's view in his own theme
            await interaction.response.defer()
            data = await draw(look.picture, look.view, names,
                              await self.host.theme_of(interaction.user.id))
            await interaction.edit_original_response(content=look.content[:2000], view=ui,
                                                     attachments=as_files(data, "info",
                                                                          look_alt(look)))
        return True

    async def send_album(self, interaction: discord.Interaction[Any]) -> None:
        """``/<game> album``: everything the person ever collected, as a picture."""
        if self.host.parts.ending.album_picture is None:
            await tell(interaction, t("core.answer.no_album"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        items = tuple(i.item for i in await self.host.storage.album.items(interaction.user.id,
                                                                     self.host.game))
        theme = await self.host.theme_of(interaction.user.id)
        data = await draw(self.host.parts.ending.album_picture, items, theme)
        alt = self.host.parts.ending.album_alt(items, self.host.info.title)
        await interaction.followup.send(t("core.album.title", game=self.host.info.title,
                                          count=len(items)),
                                        files=as_files(data, "album", alt),
                                        ephemeral=True)

    async def send_rules(self, interaction: discord.Interaction[Any]) -> None:
        """The game's rules in their Discord edition, as ephemeral embeds."""
        rules = rules_in(self.host.info.name, language(), self.host.ui.rules)
        messages = rule_messages(rules or t("core.rules.none"),
                                 t("core.rules.title", game=self.host.info.title))
        await interaction.response.send_message(embeds=messages[0], ephemeral=True)
        for embeds in messages[1:]:
            await interaction.followup.send(embeds=embeds, ephemeral=True)


@functools.lru_cache(maxsize=16)
def rules_in(game: str, lang: str, german: str) -> str:
    """The rule text of ``game`` in ``lang``: German is the game's own
    (``german``, bot/<game>/regeln.txt); another language's is the game's
    ``rules.<lang>.txt`` beside it, German where there is none."""
    if lang == DEFAULT:
        return german
    try:
        return resources.files(f"bot.{game}").joinpath(f"rules.{lang}.txt").read_text(
            encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        return german


def _private(interaction: discord.Interaction[Any]) -> bool:
    """Whether the clicked message is one only the clicker sees."""
    message = interaction.message
    return message is not None and message.flags.ephemeral
