"""The shell's English words, added to the English lookup on import.

It mirrors :mod:`bot.texts.de`: one module for the kit's shared words and
one per game, each with a ``TEXTS`` dict holding the German module's keys
(and, if it counts nouns beyond the glossary's, ``COUNTED``). Importing this
package adds every module it holds to :mod:`engines.texts.en`
(:func:`engines.texts.en.add_module`), so :func:`engines.texts.t` finds a
shell key in English as it finds a game's.
"""

from __future__ import annotations

import importlib
import pkgutil

from engines.texts.en import add_module

for _module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    add_module(importlib.import_module(f"{__name__}.{_module.name}"))
