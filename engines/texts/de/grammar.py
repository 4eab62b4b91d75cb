"""German grammar from one place: the nouns of the games with their gender
and case forms, articles, counted phrases, and the agreement step every
filled text passes.

A phrase is built from a noun, a case and a count::

    >>> counted("drache", 1, "akk")
    'einen Drachen'
    >>> counted("drache", 2, "akk")
    '2 Drachen'
    >>> counted("drache", 1, "nom", numeral=True)
    '1 Drache'
    >>> definite("drache", "akk")
    'den Drachen'
    >>> counted("einhorn", 4, "dat")
    '4 Einhörnern'
    >>> all_of("karte", 1, "dat"), all_of("karte", 3, "dat")
    ('der einen Karte', 'allen 3 Karten')
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from typing import Literal

Case = Literal["nom", "akk", "dat", "gen"]
Gender = Literal["m", "f", "n"]
CASES: tuple[Case, ...] = ("nom", "akk", "dat", "gen")


@dataclass(frozen=True, slots=True)
class Noun:
    """A German noun: gender, singular forms and plural forms, each in the
    order Nominativ, Akkusativ, Dativ, Genitiv."""

    gender: Gender
    singular: tuple[str, str, str, str]
    plural: tuple[str, str, str, str]

    def form(self, case: Case, plural: bool = False) -> str:
        """The noun itself in ``case`` (singular or plural)."""
        forms = self.plural if plural else self.singular
        return forms[CASES.index(case)]


def _strong(gender: Gender, word: str, gen: str, plural: str, dat_plural: str) -> Noun:
    """A noun whose singular changes only in the Genitiv."""
    return Noun(gender, (word, word, word, gen), (plural, plural, dat_plural, plural))


def _weak(word: str, other: str) -> Noun:
    """A masculine noun of the weak declension (der Drache, den Drachen)."""
    return Noun("m", (word, other, other, other), (other, other, other, other))


def _feminine(word: str, plural: str) -> Noun:
    """A feminine noun: the singular never changes."""
    return Noun("f", (word, word, word, word), (plural, plural, plural, plural))


#: Every noun the games' texts count or decline, by key. The ten creatures
#: of Speedfabel are reached by their number through :func:`creature_key`.
NOUNS: dict[str, Noun] = {
    "irrlicht": _strong("n", "Irrlicht", "Irrlichts", "Irrlichter", "Irrlichtern"),
    "wolpertinger": _strong("m", "Wolpertinger", "Wolpertingers", "Wolpertinger",
                            "Wolpertingern"),
    "zwerg": _strong("m", "Zwerg", "Zwergs", "Zwerge", "Zwergen"),
    "nixe": _feminine("Nixe", "Nixen"),
    "troll": _strong("m", "Troll", "Trolls", "Trolle", "Trollen"),
    "greif": _strong("m", "Greif", "Greifs", "Greife", "Greifen"),
    "goldesel": _strong("m", "Goldesel", "Goldesels", "Goldesel", "Goldeseln"),
    "einhorn": _strong("n", "Einhorn", "Einhorns", "Einhörner", "Einhörnern"),
    "phoenix": _strong("m", "Phönix", "Phönix", "Phönixe", "Phönixen"),
    "drache": _weak("Drache", "Drachen"),
    "geldkarte": _feminine("Geldkarte", "Geldkarten"),
    "karte": _feminine("Karte", "Karten"),
    "vierer": _strong("m", "Vierer", "Vierers", "Vierer", "Vierern"),
    "kobold": _strong("m", "Kobold", "Kobolds", "Kobolde", "Kobolden"),
    "ahnenbrief": _strong("m", "Ahnenbrief", "Ahnenbriefs", "Ahnenbriefe", "Ahnenbriefen"),
    "taler": _strong("m", "Taler", "Talers", "Taler", "Talern"),
    "partie": _feminine("Partie", "Partien"),
    "punkt": _strong("m", "Punkt", "Punkts", "Punkte", "Punkten"),
    # counted in many games' texts: rounds, turns, seconds, seats, people
    "runde": _feminine("Runde", "Runden"),
    "zug": _strong("m", "Zug", "Zugs", "Züge", "Zügen"),
    "sekunde": _feminine("Sekunde", "Sekunden"),
    "platz": _strong("m", "Platz", "Platzes", "Plätze", "Plätzen"),
    "person": _feminine("Person", "Personen"),
    # the ratings (issue 34) and the command line's reports
    "wertung": _feminine("Wertung", "Wertungen"),
    "zeile": _feminine("Zeile", "Zeilen"),
    # Speedfossil: a Langfinger's Dienstjahre, fields of the course, finds.
    "dienstjahr": _strong("n", "Dienstjahr", "Dienstjahrs", "Dienstjahre", "Dienstjahren"),
    "feld": _strong("n", "Feld", "Felds", "Felder", "Feldern"),
    "fossil": _strong("n", "Fossil", "Fossils", "Fossilien", "Fossilien"),
    "wechsel": _strong("m", "Wechsel", "Wechsels", "Wechsel", "Wechseln"),
    "weitere_festnahme": Noun("f", ("weitere Festnahme", "weitere Festnahme",
                                    "weiteren Festnahme", "weiteren Festnahme"),
                              ("weitere Festnahmen", "weitere Festnahmen",
                               "weiteren Festnahmen", "weiterer Festnahmen")),
}

_CREATURES = ("irrlicht", "wolpertinger", "zwerg", "nixe", "troll", "greif", "goldesel",
              "einhorn", "phoenix", "drache")

# Articles by case (rows) and gender m, f, n, plural (columns).
_DEFINITE = {"nom": ("der", "die", "das", "die"), "akk": ("den", "die", "das", "die"),
             "dat": ("dem", "der", "dem", "den"), "gen": ("des", "der", "des", "der")}
_INDEFINITE = {"nom": ("ein", "eine", "ein"), "akk": ("einen", "eine", "ein"),
               "dat": ("einem", "einer", "einem"), "gen": ("eines", "einer", "eines")}
# "alle" in the plural, by case.
_ALL = {"nom": "alle", "akk": "alle", "dat": "allen", "gen": "aller"}
# After "der/den/dem" the adjective "ein-" is weak: "der einen Karte".
_WEAK_ONE = {"nom": ("eine", "eine", "eine"), "akk": ("einen", "eine", "eine"),
             "dat": ("einen", "einen", "einen"), "gen": ("einen", "einen", "einen")}
_GENDERS: tuple[Gender, ...] = ("m", "f", "n")


def creature_key(kind: int) -> str:
    """The noun key of Speedfabel's creature number ``kind`` (0 = Irrlicht)."""
    return _CREATURES[kind]


def form(key: str, case: Case = "nom", plural: bool = False) -> str:
    """The bare noun in ``case`` and number: ``form("einhorn", "dat", True)`` =
    ``'Einhörnern'``."""
    return NOUNS[key].form(case, plural)


def article(key: str, case: Case, plural: bool = False) -> str:
    """The definite article of the noun in ``case`` and number."""
    column = 3 if plural else _GENDERS.index(NOUNS[key].gender)
    return _DEFINITE[case][column]


def definite(key: str, case: Case = "nom", plural: bool = False) -> str:
    """Article and noun: ``definite("drache", "akk")`` = ``'den Drachen'``."""
    return f"{article(key, case, plural)} {form(key, case, plural)}"


def indefinite(key: str, case: Case = "nom") -> str:
    """Indefinite article and noun: ``'einen Drachen'``, ``'eine Karte'``."""
    n = NOUNS[key]
    return f"{_INDEFINITE[case][_GENDERS.index(n.gender)]} {n.form(case)}"


def counted(key: str, count: int, case: Case = "nom", numeral: bool = False) -> str:
    """``count`` of the noun in ``case``: one is the indefinite article
    ("einen Drachen") unless ``numeral`` asks for the digit ("1 Drache");
    every other count is the digit with the plural ("0 Drachen",
    "4 Einhörnern")."""
    if count == 1:
        return f"1 {form(key, case)}" if numeral else indefinite(key, case)
    return f"{count} {form(key, case, plural=True)}"


def all_of(key: str, count: int, case: Case = "nom") -> str:
    """"All ``count`` of them": ``allen 3 Karten`` (Dativ), ``der einen Karte``
    for one, ``keiner Karte`` for none."""
    n = NOUNS[key]
    column = _GENDERS.index(n.gender)
    if count == 1:
        return f"{_DEFINITE[case][column]} {_WEAK_ONE[case][column]} {n.form(case)}"
    if count == 0:
        return f"k{_INDEFINITE[case][column]} {n.form(case)}"
    return f"{_ALL[case]} {count} {n.form(case, plural=True)}"


#: A person's role, masculine and feminine ("Startspieler", "Startspielerin").
ROLES: dict[str, tuple[str, str]] = {
    "startspieler": ("Startspieler", "Startspielerin"),
    "rufer": ("Rufer", "Ruferin"),
    "linker_nachbar": ("linker Nachbar", "linke Nachbarin"),
}


def person_names(spec: str) -> tuple[str, ...]:
    """The names of a catalog's list of computer names, each noted with its
    gender (``"Frau Flüster:f,Graf Gruselich:m"``), without the notes.

    >>> person_names("Frau Flüster:f,Graf Gruselich:m")
    ('Frau Flüster', 'Graf Gruselich')
    """
    return tuple(item.rpartition(":")[0] or item for item in spec.split(","))


def women(specs: Iterable[str]) -> frozenset[str]:
    """The names noted female (``:f``) in the lists ``specs``."""
    return frozenset(name for spec in specs for item in spec.split(",")
                     for name, _, gender in (item.rpartition(":"),) if gender == "f")


def role(key: str, name: str, female: Collection[str]) -> str:
    """The role ``key`` for the person ``name``: the feminine noun for a
    name in ``female`` (computer names noted female), else the masculine
    one (a person's gender is not known: the generic form).

    >>> role("startspieler", "Frau Flüster", {"Frau Flüster"})
    'Startspielerin'
    >>> role("rufer", "Ben", {"Frau Flüster"})
    'Rufer'
    """
    male, female_form = ROLES[key]
    return female_form if name in female else male


def _singular_forms() -> dict[str, str]:
    """For every noun, its plural after the digit 1 becomes the singular of
    the same case ("1 Dienstjahre" -> "1 Dienstjahr"); a plural shared by
    several cases takes the first case's singular. A plural form that is
    also a singular form ("1 Drachen", "1 Taler") is left alone: it can be
    right as it stands."""
    forms: dict[str, str] = {}
    for noun in NOUNS.values():
        for case_index, plural in enumerate(noun.plural):
            if plural not in noun.singular:
                forms.setdefault(plural, noun.singular[case_index])
    return forms


_SINGULAR = _singular_forms()
# One pass over the text: longest forms first, so that "Dienstjahren" is not
# read as "Dienstjahre" + "n" ("Vierern" and the like after "1" are Dativ).
_ONE_PLURAL = re.compile(
    r"(?<![\d.,-])1 (" + "|".join(re.escape(p) for p in sorted(_SINGULAR, key=len, reverse=True))
    + r")(?![\w-])")
_LIEGEN = re.compile(r"\bliegen jetzt 1 ")


def agree(text: str) -> str:
    """German number agreement for a count of one.

    >>> agree("dort liegen jetzt 1 Karten; 21 Karten; 1 Geldkarten")
    'dort liegt jetzt 1 Karte; 21 Karten; 1 Geldkarte'
    >>> agree("(1 Partien) mit 1 Punkten; (11 Partien) mit -1 Punkten")
    '(1 Partie) mit 1 Punkt; (11 Partien) mit -1 Punkten'
    >>> agree("1 Punkte (1 Partien), 21 Punkte")
    '1 Punkt (1 Partie), 21 Punkte'
    >>> agree("Langfinger (1 Dienstjahre); mit 1 Dienstjahren; 11 Dienstjahre")
    'Langfinger (1 Dienstjahr); mit 1 Dienstjahr; 11 Dienstjahre'
    """
    if "1 " not in text:
        return text
    text = _ONE_PLURAL.sub(lambda m: f"1 {_SINGULAR[m.group(1)]}", text)
    return _LIEGEN.sub("liegt jetzt 1 ", text)
