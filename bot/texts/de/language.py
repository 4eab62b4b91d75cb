"""German words of the language choice (issue 35): the lobby's table
language, the ``sprache`` option of ``/<game> ansicht`` and its answer."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "core.language.name.de": "Deutsch",
    "core.language.name.en": "English",
    "core.language.auto": "automatisch (die Sprache deines Discord)",
    "core.lobby.ph.language": "Sprache am Tisch (Tischnachricht und Bilder)",
    "core.lobby.language": "Sprache: {language}",
    "core.cmd.param.sprache": "Deine Sprache für Antworten, Panels und Bilder",
    "core.settings.language": "Sprache: {language}",
}
