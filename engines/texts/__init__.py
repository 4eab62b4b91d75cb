"""Player-facing text, one catalog per language (German and English).

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

The language is the reader's, not the process's: whoever builds a text for
one person (a panel, an answer) or for a table (its message, its pictures)
says whose language it is, with :func:`reading` around the building, or
with :func:`text_in` for one text. Without either it is German (:data:`DEFAULT`)::

    >>> with reading("en"):
    ...     language()
    'en'
    >>> language()
    'de'
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from engines.texts import de, en

R = TypeVar("R")

#: The languages there are, German first.
LANGUAGES: tuple[str, ...] = ("de", "en")
#: The language of a text nobody said whose it is.
DEFAULT = "de"
CATALOGS: dict[str, dict[str, str]] = {"de": de.TEXTS, "en": en.TEXTS}
AGREEMENT: dict[str, Callable[[str], str]] = {"de": de.agree, "en": en.agree}

# Per task (asyncio copies it into the tasks it starts), per thread: the
# language of whoever the text being built is for.
_READER: ContextVar[str] = ContextVar("reader_language", default=DEFAULT)


def language() -> str:
    """The language of the reader whose text is being built now."""
    return _READER.get()


def known(language_code: str | None) -> str:
    """``language_code`` if it is one of :data:`LANGUAGES`, else the default."""
    return language_code if language_code in LANGUAGES else DEFAULT


@contextmanager
def reading(language_code: str) -> Iterator[str]:
    """Build the texts inside for a reader of ``language_code`` (one of
    :data:`LANGUAGES`; another is read as the default)."""
    token = _READER.set(known(language_code))
    try:
        yield _READER.get()
    finally:
        _READER.reset(token)


def read_as(language_code: str) -> str:
    """From now on, in this task (or thread), build texts for a reader of
    ``language_code``: for a handler whose whole task is one person's (a
    slash command, a click), where no ``with`` can span it."""
    _READER.set(known(language_code))
    return _READER.get()


def in_language(lang: str, job: Callable[..., R], /, *args: Any) -> R:
    """``job(*args)`` built for a reader of ``lang``: how the language goes
    with a job to another thread or process (neither ``run_in_executor`` nor
    a process pool takes the caller's context along)."""
    with reading(lang):
        return job(*args)


def per_language(maxsize: int) -> Callable[[Callable[..., R]], Callable[..., R]]:
    """``functools.lru_cache`` for a drawing with words: the reader's
    language is part of the key (a card drawn with "Drache" is not the card
    an English reader gets), and the drawing runs in it."""
    def cached(func: Callable[..., R]) -> Callable[..., R]:
        @functools.lru_cache(maxsize=maxsize)
        def keyed(lang: str, *args: Any, **kwargs: Any) -> R:
            with reading(lang):
                return func(*args, **kwargs)

        @functools.wraps(func)
        def call(*args: Any, **kwargs: Any) -> R:
            return keyed(_READER.get(), *args, **kwargs)

        call.cache_clear = keyed.cache_clear  # type: ignore[attr-defined]
        call.cache_info = keyed.cache_info  # type: ignore[attr-defined]
        return call
    return cached


def has(key: str) -> bool:
    """Whether there is a text for ``key`` (every language has the same keys)."""
    return key in CATALOGS[DEFAULT]


def t(key: str, /, **params: object) -> str:
    """The text for ``key`` in the reader's language, filled with ``params``."""
    return text_in(_READER.get(), key, **params)


def text_in(lang: str, key: str, /, **params: object) -> str:
    """The text for ``key`` in the language ``lang``, filled with ``params``.
    A key that the English catalog lacks reads German (the catalogs' parity
    is a test: tests/core/test_languages.py)."""
    template = CATALOGS[lang].get(key)
    if template is None:
        lang = DEFAULT
        template = CATALOGS[lang][key]
    if not params:
        return template
    return AGREEMENT[lang](template.format(**params))
