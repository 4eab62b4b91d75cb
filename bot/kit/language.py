"""Who reads which language (issue 35).

- A person's private answers and panels are in their own Discord language:
  German for a client in ``de``, English for every other locale, unless
  they chose otherwise in ``/<game> ansicht`` (:data:`CHOICES`; stored with
  their user-wide settings, :meth:`bot.storage.settings.Settings.language`).
- A table's public message and pictures are in the table's language, a
  lobby setting that starts as the host's own language
  (:attr:`bot.kit.settings.KitSettings.language`).

Each interaction's handler reads its person's language once
(:func:`settle`); it is kept on the interaction (``extras``), so a panel sent
later through that person's interaction is built in it (:func:`of`), and
set for the handler's task (:func:`engines.texts.read_as`), so every text
the handler builds is that person's.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any, TypeVar

import discord

from engines.texts import DEFAULT, LANGUAGES, read_as, reading

E = TypeVar("E")

#: The values of the ``sprache`` option of ``/<game> ansicht``: the client's
#: language, or one of the languages for good.
CHOICES: tuple[str, ...] = ("auto", *LANGUAGES)
_KEY = "speedtisch.language"


def choice_key(choice: str) -> str:
    """The text key of a choice of :data:`CHOICES` ("automatisch", "English")."""
    return "core.language.auto" if choice == "auto" else f"core.language.name.{choice}"


def of_locale(locale: object) -> str:
    """The language of a Discord locale: German for ``de``, else English.

    >>> of_locale(discord.Locale.german), of_locale("en-US"), of_locale("pt-BR"), of_locale(None)
    ('de', 'en', 'en', 'de')
    """
    if locale is None:
        return DEFAULT
    code = str(getattr(locale, "value", locale))
    return "de" if code.lower().split("-")[0] == "de" else "en"


def chosen(choice: str | None, locale: object) -> str:
    """The language of a person who chose ``choice`` (``auto``/None: their
    client's ``locale``)."""
    return choice if choice in LANGUAGES else of_locale(locale)


def of(interaction: discord.Interaction[Any]) -> str:
    """The language of the person of ``interaction``: as settled for it, else
    their client's."""
    found = interaction.extras.get(_KEY)
    return found if isinstance(found, str) else of_locale(interaction.locale)


def settle_again(interaction: discord.Interaction[Any], choice: str | None) -> str:
    """The person chose ``choice`` (``auto``/None: their client's) just now:
    the rest of this handler speaks it."""
    found = interaction.extras[_KEY] = chosen(choice, interaction.locale)
    return read_as(found)


async def settle(interaction: discord.Interaction[Any], storage: Any) -> str:
    """Read the person's language (their choice in ``/<game> ansicht``, else
    their client's), keep it on the interaction and build this task's texts
    in it. ``storage`` None: the client's language."""
    found = interaction.extras.get(_KEY)
    if not isinstance(found, str):
        choice = None
        if storage is not None:
            choice = await storage.settings.language(interaction.user.id)
        found = chosen(choice, interaction.locale)
        interaction.extras[_KEY] = found
    return read_as(found)


def in_every_language(notes: Callable[[Sequence[E], tuple[str, ...]], list[tuple[int, str]]],
                      events: Sequence[E], names: tuple[str, ...]
                      ) -> list[tuple[int, dict[str, str]]]:
    """Private notes (``notes(events, names)``: seat and text) with each
    text in every language: which one its seat reads is known when it is sent."""
    worded: dict[str, list[tuple[int, str]]] = {}
    for lang in LANGUAGES:
        with reading(lang):
            worded[lang] = notes(events, names)
    return [(seat, {lang: worded[lang][i][1] for lang in LANGUAGES})
            for i, (seat, _) in enumerate(worded[DEFAULT])]


@contextlib.asynccontextmanager
async def reading_async(lang: str) -> AsyncIterator[str]:
    """:func:`engines.texts.reading` for an ``async with`` beside a lock."""
    with reading(lang) as now:
        yield now
