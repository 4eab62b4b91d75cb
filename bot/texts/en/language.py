"""English words of the language choice (issue 35): the lobby's table
language, the ``sprache`` option of ``/<game> ansicht`` and its answer."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.language.name.de": "Deutsch",
    "core.language.name.en": "English",
    "core.language.auto": "automatic (your Discord's language)",
    "core.lobby.ph.language": "Table language (table message and pictures)",
    "core.lobby.language": "Language: {language}",
    "core.cmd.param.sprache": "Your language for answers, panels and pictures",
    "core.settings.language": "Language: {language}",
}
