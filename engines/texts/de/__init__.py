"""The German catalog: the common texts and one module per game.

Every module of this package (``common``, ``fabel``, ``spuk`` ...) holds a
``TEXTS`` dict; they are merged here, and a key that two modules define is
an error at import (``tests/test_texts.py`` checks it too)::

    >>> TEXTS["core.err.not_seated"]
    'Du sitzt nicht an diesem Tisch.'
"""

from __future__ import annotations

import importlib
import pkgutil

from engines.texts.de import grammar
from engines.texts.de.grammar import agree

#: Modules that are not catalogs.
_NOT_CATALOGS = frozenset({"grammar"})


def _load() -> tuple[dict[str, str], dict[str, str]]:
    texts: dict[str, str] = {}
    origin: dict[str, str] = {}
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module.name in _NOT_CATALOGS:
            continue
        catalog: dict[str, str] = importlib.import_module(f"{__name__}.{module.name}").TEXTS
        for key, value in catalog.items():
            if key in texts:
                raise ValueError(f"text key {key!r} is in both {origin[key]} and {module.name}")
            texts[key] = value
            origin[key] = module.name
    return texts, origin


TEXTS, ORIGIN = _load()

#: The computer names noted female in the games' lists (``*.computer_names``).
WOMEN = grammar.women(v for k, v in TEXTS.items() if k.endswith(".computer_names"))


def role(key: str, name: str) -> str:
    """The role ``key`` of the grammar for ``name``: "Startspielerin" for a
    computer name noted female.

    >>> role("startspieler", "Frau Flüster"), role("startspieler", "Ben")
    ('Startspielerin', 'Startspieler')
    """
    return grammar.role(key, name, WOMEN)


__all__ = ["ORIGIN", "TEXTS", "WOMEN", "agree", "role"]
