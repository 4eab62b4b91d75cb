"""The English catalog: the one English lookup behind :func:`engines.texts.t`.

It mirrors the German one (:mod:`engines.texts.de`): one module per game and
``common`` (each holds a ``TEXTS`` dict with the German module's keys and
placeholders; a package such as ``fabel`` merges its parts), and the shell's
words (bot/texts/en) add themselves with :func:`add` when the bot package is
imported. A key that two catalogs define is an error at import.

A module may also export ``COUNTED`` (English plural -> singular) for the
nouns it counts beyond the glossary's: the agreement step then turns
"1 tricks" into "1 trick" too (:func:`engines.texts.en.grammar.agree`).

:data:`ORIGIN` names, by key, the module that holds the text.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from types import ModuleType

from engines.texts.en import grammar
from engines.texts.en.grammar import agree

#: Modules that are not catalogs.
_NOT_CATALOGS = frozenset({"grammar"})

#: Every English text by key: the engines' catalogs and those added (:func:`add`).
TEXTS: dict[str, str] = {}
#: The module that holds each key's text.
ORIGIN: dict[str, str] = {}
#: The nouns the catalogs count beyond the grammar's (plural -> singular).
COUNTED: dict[str, str] = {}


def add(texts: Mapping[str, str], origin: str, counted: Mapping[str, str] | None = None
        ) -> None:
    """Add the catalog ``texts`` (held by the module ``origin``) to the English
    lookup, with the nouns it counts (``counted``: plural -> singular); a key
    that is there already is an error, and nothing is added."""
    if twice := sorted(texts.keys() & TEXTS.keys()):
        raise ValueError(f"text key {twice[0]!r} is in both {ORIGIN[twice[0]]} and {origin}")
    TEXTS.update(texts)
    ORIGIN.update(dict.fromkeys(texts, origin))
    if counted:
        COUNTED.update(counted)
        grammar.add_counted(counted)


def add_module(module: ModuleType) -> None:
    """Add a catalog module (its ``TEXTS`` and, if it has one, ``COUNTED``)."""
    add(module.TEXTS, module.__name__, getattr(module, "COUNTED", None))


for _module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _module.name not in _NOT_CATALOGS:
        add_module(importlib.import_module(f"{__name__}.{_module.name}"))

#: No English role changes with the person (kept for one interface with German).
WOMEN: frozenset[str] = frozenset()


def role(key: str, name: str) -> str:
    """The role ``key`` for ``name``: ``role("startspieler", "Ida")`` = ``'starting player'``."""
    return grammar.role(key, name)


__all__ = ["COUNTED", "ORIGIN", "TEXTS", "WOMEN", "add", "add_module", "agree", "role"]
