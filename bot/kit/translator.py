"""The slash commands in English and German (issue 35), through discord.py's
:class:`~discord.app_commands.Translator`.

The commands keep their German names and texts as the base (what Discord
shows a locale it has no translation for, and what the tests know); the
translator adds English (``en-US``, ``en-GB``) and German (``de``):

- a description or a choice's name made with :func:`said` carries its text
  key (and values), so each language's text comes from its catalog;
- a command's or option's name is a word of :data:`ENGLISH_NAMES` (names
  are lower case, without spaces, at most 32 characters; a name missing
  there, such as a game's group, is the same in every language).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from engines.texts import text_in

#: The Discord locales the commands are translated into, with their language.
LOCALES: dict[discord.Locale, str] = {
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
    discord.Locale.german: "de",
}

#: The English name of every German command and option name.
ENGLISH_NAMES: dict[str, str] = {
    # commands
    "album": "album", "ansicht": "view", "beenden": "end", "bestenliste": "leaderboard",
    "einstellungen": "settings", "grenzen": "limits", "hilfe": "help", "partien": "games",
    "platz-abnehmen": "take-seat", "regeln": "rules", "schule": "school", "solo": "solo",
    "tagesliste": "daily-list", "tagesmarkt": "daily-market", "tagesspiel": "daily-game",
    "tisch": "table", "wertung": "rating",
    # the bot's own groups keep their names (so do the games', which are
    # not listed: a name without an entry is not translated)
    "speedtisch": "speedtisch", "speedtisch-admin": "speedtisch-admin",
    "speedtisch-mod": "speedtisch-mod",
    # options
    "aktionen_pro_10s": "actions_per_10s", "an": "on", "auktionstempo": "auction_tempo",
    "bedenkzeit": "thinking_time", "computer": "computers", "dachboden_offen": "open_attic",
    "ehrenbankett": "honor_banquet", "ehrenschilde_anzeigen": "show_honor_shields",
    "einsatz": "stakes", "einsteiger_hilfe": "beginner_help",
    "faelschung_ohne_strafe": "forgery_without_penalty", "gedaechtnishilfe": "memory_aid",
    "geld_zaehlt": "money_counts", "geld_zaehlt_mit": "money_counts_too", "kanal": "channel",
    "kanal_zuruecksetzen": "reset_channel", "karten_je_reihe": "cards_per_row",
    "liste": "list", "lobbys_pro_spiel": "lobbies_per_game", "modus": "mode",
    "nur_dieser_server": "this_server_only", "ohne_sonderkarten": "no_special_cards",
    "partie_kurz": "short_game", "person": "person", "plaetze": "seats", "saison": "season",
    "spielart": "mode", "sprache": "language", "staerke": "strength",
    "strafe_fuer_einen_falschen_ruf": "penalty_for_a_false_call", "superhandel": "super_trade",
    "thema": "theme", "tische_pro_person": "tables_per_person",
    "tische_pro_server": "tables_per_server", "turbo": "turbo",
}

_NAMES = (Where.command_name, Where.group_name, Where.parameter_name)


#: Discord's longest description or choice name.
LONGEST = 100


def said(key: str, /, **params: Any) -> app_commands.locale_str:
    """A command's text by its key: German as the base, the key and values
    kept for the translator. A value may itself be :func:`said` (a label
    inside a description): it is translated with it."""
    return app_commands.locale_str(_text("de", key, params), key=key, params=params)


def _text(lang: str, key: str, params: dict[str, Any]) -> str:
    """The text of ``key`` in ``lang``, its :func:`said` values in ``lang`` too."""
    values = {name: _text(lang, value.extras["key"], value.extras["params"])
              if isinstance(value, app_commands.locale_str) and "key" in value.extras
              else value for name, value in params.items()}
    return text_in(lang, key, **values)[:LONGEST]


class CatalogTranslator(app_commands.Translator):
    """Each command's names and texts in the locale's language, from the catalogs."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        """The text of ``string`` for ``locale``; None for a locale it does not
        translate into (Discord then shows the German base)."""
        lang = LOCALES.get(locale)
        if lang is None:
            return None
        key = string.extras.get("key")
        if key is not None:
            return _text(lang, key, string.extras.get("params", {}))
        if context.location in _NAMES:
            return string.message if lang == "de" else ENGLISH_NAMES.get(string.message)
        return None
