"""Player-facing text, one catalog per language (German first).

Code looks texts up by key with :func:`t`, the one lookup for every layer.
A language's catalog holds the engines' words (the games, their logs and
pictures: engines/texts/<language>) and, once the bot is imported, the
shell's (commands, lobby, buttons, panels: bot/texts/<language>, which adds
itself to the same catalog, :func:`engines.texts.de.add`); the engines never
import the bot. The catalog holds the words of the rule texts::

    >>> t("fabel.err.not_your_turn")
    'Du bist nicht dran.'
    >>> t("fabel.err.bid_not_higher", high=60)
    'Dein Gebot ist nicht höher als 60.'

A filled text passes the language's agreement step, so a template written
for many ("{count} Karten") reads right for one:

    >>> t("fabel.log.offer", name="Ben", count=1)
    'Ben legt 1 Karte verdeckt hin.'
    >>> t("fabel.log.offer", name="Ben", count=11)
    'Ben legt 11 Karten verdeckt hin.'
"""

from __future__ import annotations

from collections.abc import Callable

from engines.texts import de

CATALOGS: dict[str, dict[str, str]] = {"de": de.TEXTS}
AGREEMENT: dict[str, Callable[[str], str]] = {"de": de.agree}
LANGUAGE = "de"


def t(key: str, /, **params: object) -> str:
    """The text for ``key`` in the current language, filled with ``params``."""
    template = CATALOGS[LANGUAGE][key]
    if not params:
        return template
    return AGREEMENT[LANGUAGE](template.format(**params))
