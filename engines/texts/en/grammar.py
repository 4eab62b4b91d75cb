"""English grammar from one place: the games' nouns (the glossary's words,
under the German grammar's keys), articles, counted phrases, ordinals and
the agreement step every filled English text passes.

English nouns do not change with the case; the functions take a case
anyway, so one call serves both languages (:mod:`engines.texts.grammar`)::

    >>> counted("drache", 1, "akk"), counted("drache", 2, "akk")
    ('a dragon', '2 dragons')
    >>> counted("einhorn", 1, numeral=True), indefinite("irrlicht")
    ('1 unicorn', "a will-o'-wisp")
    >>> definite("zwerg"), all_of("karte", 1), all_of("karte", 3), all_of("karte", 0)
    ('the dwarf', 'the one card', 'all 3 cards', 'no card')
    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from engines.texts.de.grammar import Case, creature_key, person_names, women

__all__ = ["NOUNS", "ROLES", "Noun", "add_counted", "agree", "all_of", "article", "counted",
           "creature_key", "definite", "form", "indefinite", "ordinal", "person_names",
           "role", "women"]


@dataclass(frozen=True, slots=True)
class Noun:
    """An English noun: singular, plural, and whether "an" goes before it."""

    singular: str
    plural: str
    vowel: bool = False

    def form(self, plural: bool = False) -> str:
        """The noun itself, singular or plural."""
        return self.plural if plural else self.singular


def _noun(singular: str, plural: str | None = None) -> Noun:
    """A noun; "an" before a written vowel sound (the glossary's nouns
    have no silent h or "you"-sounding u except "unicorn", set by hand)."""
    return Noun(singular, plural or singular + "s", singular[0].lower() in "aeio")


#: Every noun the games' texts count or decline, under the German keys
#: (GLOSSARY35: key -> singular / plural).
NOUNS: dict[str, Noun] = {
    "irrlicht": _noun("will-o'-wisp", "will-o'-wisps"),
    "wolpertinger": _noun("Wolpertinger"),
    "zwerg": _noun("dwarf", "dwarves"),
    "nixe": _noun("nixie"),
    "troll": _noun("troll"),
    "greif": _noun("griffin"),
    "goldesel": _noun("gold donkey"),
    "einhorn": Noun("unicorn", "unicorns", vowel=False),  # "a unicorn": a "you" sound
    "phoenix": _noun("phoenix", "phoenixes"),
    "drache": _noun("dragon"),
    "geldkarte": _noun("money card"),
    "karte": _noun("card"),
    "vierer": _noun("quartet"),
    "kobold": _noun("Kobold"),
    "ahnenbrief": _noun("pedigree"),
    "taler": _noun("thaler"),
    "partie": _noun("game"),
    "punkt": _noun("point"),
    "runde": _noun("round"),
    "zug": _noun("turn"),
    "sekunde": _noun("second"),
    "platz": _noun("seat"),
    "person": _noun("person", "people"),
    "wertung": _noun("rating"),
    "zeile": _noun("line"),
    "dienstjahr": _noun("year of service", "years of service"),
    "feld": _noun("space"),
    "fossil": _noun("fossil"),
    "wechsel": _noun("bill"),
    "weitere_festnahme": _noun("further arrest"),
}

#: A person's role (English roles do not change with the person).
ROLES: dict[str, str] = {
    "startspieler": "starting player",
    "rufer": "caller",
    "linker_nachbar": "left neighbor",
}


def form(key: str, case: Case = "nom", plural: bool = False) -> str:
    """The bare noun: ``form("zwerg", plural=True)`` = ``'dwarves'``."""
    return NOUNS[key].form(plural)


def article(key: str, case: Case = "nom", plural: bool = False) -> str:
    """The definite article: always "the"."""
    return "the"


def definite(key: str, case: Case = "nom", plural: bool = False) -> str:
    """Article and noun: ``definite("drache")`` = ``'the dragon'``."""
    return f"the {form(key, case, plural)}"


def indefinite(key: str, case: Case = "nom") -> str:
    """"a" or "an" and the noun: ``'a dragon'``, ``'an ...'``."""
    noun = NOUNS[key]
    return f"{'an' if noun.vowel else 'a'} {noun.singular}"


def counted(key: str, count: int, case: Case = "nom", numeral: bool = False) -> str:
    """``count`` of the noun: one is "a"/"an" ("a dragon") unless ``numeral``
    asks for the digit ("1 dragon"); every other count is the digit with
    the plural ("0 dragons")."""
    if count == 1:
        return f"1 {form(key)}" if numeral else indefinite(key)
    return f"{count} {form(key, plural=True)}"


def all_of(key: str, count: int, case: Case = "nom") -> str:
    """"All ``count`` of them": ``all 3 cards``, ``the one card``, ``no card``."""
    if count == 1:
        return f"the one {form(key)}"
    if count == 0:
        return f"no {form(key)}"
    return f"all {count} {form(key, plural=True)}"


def role(key: str, name: str, female: Iterable[str] = ()) -> str:
    """The role ``key`` for ``name`` (the same word for everybody)."""
    return ROLES[key]


def ordinal(number: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ... ``11th`` ... ``21st``."""
    if number % 100 in (11, 12, 13):
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th')}"


# plural -> singular of every noun the agreement step knows: the glossary's
# and those the catalogs count beyond it (their COUNTED, :func:`add_counted`).
_SINGULAR: dict[str, str] = {n.plural: n.singular for n in NOUNS.values()
                             if n.plural != n.singular}
_pattern: re.Pattern[str] | None = None


def add_counted(plurals: Mapping[str, str]) -> None:
    """Teach the agreement step more nouns (plural -> singular)."""
    global _pattern
    _SINGULAR.update({p: s for p, s in plurals.items() if p != s})
    _pattern = None


def _one_plural() -> re.Pattern[str]:
    global _pattern
    if _pattern is None:
        # longest first, so "years of service" wins over a shorter plural
        forms = sorted(_SINGULAR, key=len, reverse=True)
        _pattern = re.compile(r"(?<![\d.,-])1 (" + "|".join(re.escape(p) for p in forms)
                              + r")(?![\w'-])", re.IGNORECASE)
    return _pattern


def _singular(plural: str) -> str:
    """The singular of ``plural`` as written (a capital first letter kept)."""
    singular = _SINGULAR.get(plural) or _SINGULAR.get(plural.lower(), plural)
    if plural[:1].isupper() and singular[:1].islower():
        singular = singular[:1].upper() + singular[1:]
    return singular


def agree(text: str) -> str:
    """English number agreement for a count of one.

    >>> agree("1 cards; 21 cards; 11 cards; 1 money cards; -1 points; 1.1 points")
    '1 card; 21 cards; 11 cards; 1 money card; -1 points; 1.1 points'
    >>> agree("1 dwarves and 1 people, with 1 years of service; 1 Points")
    '1 dwarf and 1 person, with 1 year of service; 1 Point'
    """
    if "1 " not in text:
        return text
    return _one_plural().sub(lambda m: f"1 {_singular(m.group(1))}", text)
