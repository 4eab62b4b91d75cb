"""Player-facing text, one catalog per language (German first).

Code looks texts up by key; the catalog holds the words of the rule texts::

    >>> t("fabel.err.not_your_turn")
    'Du bist nicht dran.'
    >>> t("fabel.err.bid_not_higher", high=60)
    'Dein Gebot ist nicht höher als 60.'
"""

from __future__ import annotations

from engines.texts import de

CATALOGS: dict[str, dict[str, str]] = {"de": de.TEXTS}
LANGUAGE = "de"


def t(key: str, /, **params: object) -> str:
    """The text for ``key`` in the current language, filled with ``params``."""
    template = CATALOGS[LANGUAGE][key]
    return template.format(**params) if params else template
