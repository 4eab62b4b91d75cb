"""Numbers, dates and plural categories in the reader's language, from the
CLDR data that Babel carries: the one mechanism for both languages (times
stay Discord's ``<t:…>``, which every client shows in its own language)::

    >>> from engines.texts import reading
    >>> number(1234), decimal(2.5), day(date(2026, 12, 7)), category(1), category(0)
    ('1.234', '2,5', '07.12.2026', 'one', 'other')
    >>> decimal(0.15), decimal(-0.04), decimal(3)
    ('0,1', '-0,0', '3,0')
    >>> with reading("en"):
    ...     number(1234), decimal(2.5), day(date(2026, 12, 7)), category(1)
    ('1,234', '2.5', 'Dec 7, 2026', 'one')
    >>> listed(["Ada", "Ben"]), listed(["Ada", "Ben", "Cleo"])
    ('Ada und Ben', 'Ada, Ben und Cleo')
    >>> with reading("en"):
    ...     listed(["Ada", "Ben"]), listed(["Ada", "Ben", "Cleo"])
    ('Ada and Ben', 'Ada, Ben, and Cleo')
"""

from __future__ import annotations

from datetime import date
from functools import lru_cache

from babel import Locale
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import format_decimal

from engines.texts import language

__all__ = ["LOCALES", "category", "date", "day", "decimal", "listed", "number", "one_or_many"]

#: The CLDR locale of each language (English: the US spelling of the glossary).
LOCALES: dict[str, str] = {"de": "de_DE", "en": "en_US"}


@lru_cache(maxsize=4)
def _locale(code: str) -> Locale:
    return Locale.parse(LOCALES[code])


def number(value: int) -> str:
    """A whole number with the language's grouping: "1.234", "1,234"."""
    return str(format_decimal(value, locale=_locale(language())))


def decimal(value: float, places: int = 1) -> str:
    """A number with ``places`` decimals (no grouping): "2,5", "2.5"."""
    pattern = "0." + "0" * places if places else "0"
    # rounded by Python first (the float's exact value, as "%.1f" rounds it):
    # Babel would round its decimal text half-even (0.15 -> 0.2, not 0.1)
    return str(format_decimal(round(value, places), format=pattern,
                              locale=_locale(language())))


def day(value: date) -> str:
    """A day in the language's own (CLDR medium) pattern: "07.12.2026",
    "Dec 7, 2026"."""
    return str(format_date(value, format="medium", locale=_locale(language())))


def listed(items: list[str]) -> str:
    """Names joined as the language lists them: "Ada und Ben",
    "Ada, Ben und Cleo"; "Ada and Ben", "Ada, Ben, and Cleo"."""
    return str(format_list(items, locale=_locale(language())))


def category(count: float) -> str:
    """The CLDR plural category of ``count`` in the language ("one", "other", ...)."""
    return str(_locale(language()).plural_form(count))


def one_or_many(count: float) -> str:
    """"one" when the language says one thing of ``count``, else "many": the
    suffix of a catalog's pair of keys (``….one`` / ``….many``)."""
    return "one" if category(count) == "one" else "many"
