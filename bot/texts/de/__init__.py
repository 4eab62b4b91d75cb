"""The shell's German words, added to the German lookup on import.

One module for the kit's shared words (``common``) and one per game, each
with a ``TEXTS`` dict, in the engines' catalog's form. Importing this package
adds them to :mod:`engines.texts.de` (:func:`engines.texts.de.add`), so
:func:`engines.texts.t` finds a shell key as it finds a game's; a key the
engines already hold is an error at import. A key belongs here when only the
Discord side (bot/) looks it up: the engines and render/ never need these
(tests/core/test_text_layers.py checks it)::

    >>> from engines.texts import t
    >>> t("core.lobby.btn.join")
    'Beitreten'
"""

from __future__ import annotations

from bot.texts.de import admin, common, fabel, fossil, language, moderation, spuk, troedel
from engines.texts.de import add

for _catalog in (common, admin, moderation, language, fabel, spuk, troedel, fossil):
    add(_catalog.TEXTS, _catalog.__name__)
