"""The German catalog: the one German lookup behind :func:`engines.texts.t`.

The engines' layer keeps its words here, one module per game and ``common``
(each holds a ``TEXTS`` dict; a package such as ``fabel`` merges its parts).
The shell keeps its own words (commands, lobby, buttons, panels, Discord's
names) in bot/texts/de, and adds them to this catalog with :func:`add` when
the bot package is imported: the engines never import the bot, and callers
keep one lookup. A key that two catalogs define is an error at import::

    >>> TEXTS["fabel.err.not_your_turn"]
    'Du bist nicht dran.'
    >>> add({"fabel.err.not_your_turn": "Nein."}, "elsewhere")
    Traceback (most recent call last):
    ...
    ValueError: text key 'fabel.err.not_your_turn' is in both engines.texts.de.fabel and elsewhere

:data:`ORIGIN` names, by key, the module that holds the text.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping

from engines.texts.de import grammar
from engines.texts.de.grammar import agree

#: Modules that are not catalogs.
_NOT_CATALOGS = frozenset({"grammar"})

#: Every German text by key: the engines' catalogs and those added (:func:`add`).
TEXTS: dict[str, str] = {}
#: The module that holds each key's text.
ORIGIN: dict[str, str] = {}


def add(texts: Mapping[str, str], origin: str) -> None:
    """Add the catalog ``texts`` (held by the module ``origin``) to the German
    lookup; a key that is there already is an error, and nothing is added."""
    if twice := sorted(texts.keys() & TEXTS.keys()):
        raise ValueError(f"text key {twice[0]!r} is in both {ORIGIN[twice[0]]} and {origin}")
    TEXTS.update(texts)
    ORIGIN.update(dict.fromkeys(texts, origin))


for _module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _module.name not in _NOT_CATALOGS:
        _name = f"{__name__}.{_module.name}"
        add(importlib.import_module(_name).TEXTS, _name)

#: The computer names noted female in the games' lists (``*.computer_names``,
#: the engines' words: the games' declarations name their computers).
WOMEN = grammar.women(v for k, v in TEXTS.items() if k.endswith(".computer_names"))


def role(key: str, name: str) -> str:
    """The role ``key`` of the grammar for ``name``: "Startspielerin" for a
    computer name noted female.

    >>> role("startspieler", "Frau Flüster"), role("startspieler", "Ben")
    ('Startspielerin', 'Startspieler')
    """
    return grammar.role(key, name, WOMEN)


__all__ = ["ORIGIN", "TEXTS", "WOMEN", "add", "agree", "role"]
