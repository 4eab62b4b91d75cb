"""Player-facing text, one catalog per language (German first).

Code looks texts up by key; the catalog holds the words of the rule texts::

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
