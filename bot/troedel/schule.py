"""The Händlerschule in Discord: ``/troedel schule`` opens a private
overview of the five lessons; a lesson shows its text, the picture of its
position and the check question; each answer is a button: a wrong one says
why and the buttons stay for another try, a right one is remembered for
the person (``game_settings``: the keys of the lessons passed).

The lessons themselves (positions, answers, feedback) are
:mod:`bot.troedel.lessons`; this module only shows them and stores progress.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.kit import language
from bot.kit.runtime.pictures import as_file, draw
from bot.storage import Storage
from bot.troedel import drawing
from bot.troedel.lessons import LESSON_NAMES, Lesson, lessons
from engines.texts import t

GAME = "troedel"
#: How long a lesson's buttons answer (a new ``/troedel schule`` opens them again).
TIMEOUT = 30 * 60.0


async def passed(storage: Storage, user_id: int) -> list[str]:
    """The keys of the lessons the person has passed."""
    values = await storage.settings.game(user_id, GAME)
    done = values.get("schule", [])
    return [k for k in done if isinstance(k, str)]


async def remember(storage: Storage, user_id: int, key: str) -> None:
    """Mark lesson ``key`` as passed for the person."""
    done = await passed(storage, user_id)
    if key not in done:
        await storage.settings.set_game(user_id, GAME, {"schule": [*done, key]})


def overview_text(done: list[str]) -> str:
    """The overview's words: the title and how many lessons are passed."""
    total = len(lessons())
    lines = [t("troedel.schule.title"), t("troedel.schule.progress",
                                          done=sum(1 for x in lessons() if x.key in done),
                                          total=total)]
    if all(x.key in done for x in lessons()):
        lines.append(t("troedel.schule.all_done"))
    return "\n".join(lines)


def lesson_text(n: int, lesson: Lesson, note: str = "") -> str:
    """A lesson's message: head, what it teaches, the question (and the
    feedback of the last answer)."""
    parts = [t("troedel.schule.head", n=n, title=lesson.title), lesson.text,
             f"**{lesson.question}**"]
    if note:
        parts.append(note)
    return "\n\n".join(parts)


class Schule:
    """The Händlerschule of one bot (see the module docstring)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def open(self, interaction: discord.Interaction[Any]) -> None:
        """``/troedel schule``: the overview, only for the person."""
        done = await passed(self.storage, interaction.user.id)
        await interaction.response.send_message(overview_text(done),
                                                view=self._overview(interaction.user.id, done),
                                                ephemeral=True)

    def _overview(self, user_id: int, done: list[str]) -> discord.ui.View:
        view = discord.ui.View(timeout=TIMEOUT)
        for n, lesson in enumerate(lessons(), start=1):
            mark = "✓ " if lesson.key in done else ""
            button: discord.ui.Button[Any] = discord.ui.Button(
                label=mark + t("troedel.schule.lesson_btn", n=n, title=lesson.title),
                style=discord.ButtonStyle.success if lesson.key in done
                else discord.ButtonStyle.primary, custom_id=f"schule:{lesson.key}")
            button.callback = self._opener(n)  # type: ignore[method-assign]
            view.add_item(button)
        return view

    def _opener(self, n: int) -> Any:
        async def callback(interaction: discord.Interaction[Any]) -> None:
            await self.show(interaction, n)
        return callback

    async def show(self, interaction: discord.Interaction[Any], n: int, note: str = "", *,
                   solved: bool = False) -> None:
        """Lesson ``n`` (1-based) in place of the clicked message, with its picture."""
        await language.settle(interaction, self.storage)
        lesson = lessons()[n - 1]
        await interaction.response.defer()
        theme = (await self.storage.settings.get(interaction.user.id)).theme.value
        # the learner sits in seat 0 under his own name
        names = (interaction.user.display_name, *LESSON_NAMES[1:])
        data = await draw(drawing.lesson, (lesson.picture, lesson.view, lesson.title),
                          names, theme)
        await interaction.edit_original_response(
            content=lesson_text(n, lesson, note)[:2000],
            attachments=[as_file(data, f"lektion{n}", lesson_text(n, lesson, ""))],
            view=self._lesson_view(n, lesson, solved))

    def _lesson_view(self, n: int, lesson: Lesson, solved: bool) -> discord.ui.View:
        view = discord.ui.View(timeout=TIMEOUT)
        if not solved:
            for i, answer in enumerate(lesson.answers):
                button: discord.ui.Button[Any] = discord.ui.Button(
                    label=answer.label[:80], style=discord.ButtonStyle.primary,
                    custom_id=f"schule:{lesson.key}:{i}", row=0)
                button.callback = self._answer(n, i)  # type: ignore[method-assign]
                view.add_item(button)
        if solved and n < len(lessons()):
            onward: discord.ui.Button[Any] = discord.ui.Button(
                label=t("troedel.schule.next"), style=discord.ButtonStyle.success,
                custom_id=f"schule:next:{n + 1}", row=1)
            onward.callback = self._opener(n + 1)  # type: ignore[method-assign]
            view.add_item(onward)
        back: discord.ui.Button[Any] = discord.ui.Button(
            label=t("troedel.schule.overview"), custom_id=f"schule:overview:{n}", row=1)
        back.callback = self._back  # type: ignore[method-assign]
        view.add_item(back)
        return view

    def _answer(self, n: int, i: int) -> Any:
        async def callback(interaction: discord.Interaction[Any]) -> None:
            await language.settle(interaction, self.storage)
            lesson = lessons()[n - 1]
            answer = lesson.answers[i]
            if answer.right:
                await remember(self.storage, interaction.user.id, lesson.key)
                note = t("troedel.schule.right", feedback=answer.feedback)
            else:
                note = t("troedel.schule.wrong", feedback=answer.feedback)
            await self.show(interaction, n, note, solved=answer.right)
        return callback

    async def _back(self, interaction: discord.Interaction[Any]) -> None:
        await language.settle(interaction, self.storage)
        done = await passed(self.storage, interaction.user.id)
        await interaction.response.edit_message(content=overview_text(done), attachments=[],
                                                view=self._overview(interaction.user.id, done))
