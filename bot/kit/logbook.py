"""The Spielverlauf of one table, kept in every language.

The table message shows the last lines in the table's language; the
"Spielverlauf" button answers each person in their own (issue 35: a
person's private answers are in their language). Each step's lines are
worded once per language from the same events, so no language lags::

    >>> from engines.texts import t
    >>> book = Logbook("en")
    >>> book.add(lambda: [t("core.public.log_empty")])
    ['Nothing has happened yet.']
    >>> book.lines == book.read("en"), book.read("de")
    (True, ['Noch ist nichts passiert.'])
"""

from __future__ import annotations

from collections.abc import Callable

from bot.kit.runtime.editing import cut_words
from engines.texts import LANGUAGES, reading

#: Lines kept per language, and the longest line.
MAX_LOG, MAX_LINE = 1000, 300


class Logbook:
    """The Spielverlauf in every language; :attr:`lines` is the table's."""

    def __init__(self, table_language: str) -> None:
        self.by_language: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
        self.table_language = table_language

    @property
    def lines(self) -> list[str]:
        """The Spielverlauf in the table's language (the table message's)."""
        return self.by_language[self.table_language]

    def read(self, lang: str) -> list[str]:
        """The Spielverlauf for a reader of ``lang``."""
        return self.by_language.get(lang, self.lines)

    def add(self, worded: Callable[[], list[str]]) -> list[str]:
        """Add the lines ``worded()`` gives, worded in every language;
        returns them in the table's language."""
        own: list[str] = []
        for lang, kept in self.by_language.items():
            with reading(lang):
                lines = worded()
            kept.extend(cut_words(line, MAX_LINE) for line in lines)
            del kept[:-MAX_LOG]
            if lang == self.table_language:
                own = lines
        return own
