"""Grammar in the reader's language, one interface for every language.

Callers ask for a noun by its key (the German grammar's keys: "drache",
"karte", ...) with a case and a count; the reader's language
(:func:`engines.texts.language`) picks the helper: German declension in
:mod:`engines.texts.de.grammar`, English in :mod:`engines.texts.en.grammar`
(which takes the case and ignores it)::

    >>> from engines.texts import reading
    >>> counted("drache", 1, "akk")
    'einen Drachen'
    >>> with reading("en"):
    ...     counted("drache", 1, "akk"), all_of("karte", 3, "dat"), role("rufer", "Ida")
    ('a dragon', 'all 3 cards', 'caller')
"""

from __future__ import annotations

from types import ModuleType

from engines.texts import de, en, language
from engines.texts.de import grammar as _de
from engines.texts.de.grammar import Case, creature_key, person_names
from engines.texts.en import grammar as _en

__all__ = ["Case", "all_of", "article", "counted", "creature_key", "definite", "form",
           "indefinite", "ordinal", "person_names", "role"]

_GRAMMARS: dict[str, ModuleType] = {"de": _de, "en": _en}


def _grammar() -> ModuleType:
    return _GRAMMARS[language()]


def form(key: str, case: Case = "nom", plural: bool = False) -> str:
    """The bare noun in ``case`` and number ("Einhörnern", "unicorns")."""
    return str(_grammar().form(key, case, plural))


def article(key: str, case: Case, plural: bool = False) -> str:
    """The definite article of the noun ("den", "the")."""
    return str(_grammar().article(key, case, plural))


def definite(key: str, case: Case = "nom", plural: bool = False) -> str:
    """Article and noun: "den Drachen", "the dragon"."""
    return str(_grammar().definite(key, case, plural))


def indefinite(key: str, case: Case = "nom") -> str:
    """Indefinite article and noun: "einen Drachen", "a dragon"."""
    return str(_grammar().indefinite(key, case))


def counted(key: str, count: int, case: Case = "nom", numeral: bool = False) -> str:
    """``count`` of the noun: "einen Drachen"/"a dragon" for one (the digit
    with ``numeral``), else the digit and the plural ("4 Einhörnern")."""
    return str(_grammar().counted(key, count, case, numeral))


def all_of(key: str, count: int, case: Case = "nom") -> str:
    """"All ``count`` of them": "allen 3 Karten", "all 3 cards"."""
    return str(_grammar().all_of(key, count, case))


def role(key: str, name: str) -> str:
    """The role ``key`` (startspieler, rufer, linker_nachbar) for ``name``
    (German: the feminine form for a computer noted female)."""
    return de.role(key, name) if language() == "de" else en.role(key, name)


def ordinal(number: int) -> str:
    """The ordinal of ``number``: "1." in German, "1st" in English.

    >>> ordinal(2)
    '2.'
    """
    return _en.ordinal(number) if language() == "en" else f"{number}."
