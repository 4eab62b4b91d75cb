"""Word lists that tell German from English on a screen (issue 35, "Must
show": "no German word from a word list appears in the English screens,
and no English word in the German ones").

Each list holds words that are common in the games' texts of one language
and are no word of the other (nor part of a name the glossary keeps:
Speedfabel, "Meins!", "Mitternacht!", the Rat, the computers' names,
Wolpertinger, Kobold). A word is matched whole, in any case.
"""

from __future__ import annotations

import re

#: German words the games' German texts use often, none of them English.
GERMAN = frozenset("""
    und oder aber nicht nichts noch schon jetzt auch nur mehr
    der den dem des die das ein eine einen einem einer keine kein keinen
    du dein deine deinen deiner dir dich ihr ihre sein seine wer wie
    ist sind hat haben wird werden bleibt kommt geht legt zieht bietet kauft zahlt
    bekommt nimmt wählt gewinnt verliert liegt spielt darf muss kann
    mit für von vom zum zur auf aus bei nach über unter vor
    Karte Karten Runde Runden Punkte Punkt Partie Partien Zug Züge Tisch Stich Stiche
    Gebot Spieler Spielerin Stapel Ablage Wertung Bestenliste Spielverlauf Gastgeber
    Beitreten Starten Einstellungen Regeln Verlassen Sekunden Plätze Platz
    Taler Geld Drache Drachen Einhorn Zwerg Nixe Greif Irrlicht Goldesel Phönix
    Langfinger Vitrine Fundbörse Händlerschule Tagesspiel Bedenkzeit Verkauft
    Meine Deine Dran Ende Sieger Stärke Leicht Stark ca
    Fälschung Tauschrunde Vordrängeln gefragt Ramschtag Posten Schnäppchenblick
""".split())  # noqa: SIM905  (a list to read, one word after another)

#: English words the games' English texts use often, none of them German.
ENGLISH = frozenset("""
    the and you your yours with from into onto only
    card cards round rounds points point bid bids bidding game games player players
    turn turns table trick tricks deck pile draws takes gets pays buys wins loses
    has have is are were it its of to for by at on
    seat seats join leave settings rules leaderboard thinking money
    dragon unicorn dwarf nixie griffin thief thieves custody display case
    sold nobody everyone left right now yet none
""".split())  # noqa: SIM905  (a list to read, one word after another)

_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+(?:'[a-z]+)?")
_LISTS = {"de": ENGLISH, "en": GERMAN}
_FOLDED = {lang: frozenset(w.lower() for w in words) for lang, words in _LISTS.items()}


def foreign_words(text: str, lang: str) -> list[str]:
    """The words of ``text`` that belong to the other language's list
    (``lang`` is the language ``text`` must be in)."""
    folded = _FOLDED[lang]
    return [w for w in _WORD.findall(text) if w.lower() in folded]


def has_words_of(text: str, lang: str) -> bool:
    """Whether ``text`` holds a word of ``lang``'s own list."""
    own = _FOLDED["en" if lang == "de" else "de"]
    return any(w.lower() in own for w in _WORD.findall(text))
