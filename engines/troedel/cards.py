"""Speedtrödel's cards as small integers, and the fixed card sets.

A colour or Smaragd card is ``suit * 20 + value``; the seven special cards
are 100 to 105 (both Fälschungen are 100). Suits: Porzellan 0, Spielzeug 1,
Bücher 2, Messing 3, Smaragd 4 (the trump); special cards have suit 5::

    >>> name(card(BUECHER, 14)), name(card(SMARAGD, 0)), name(POSTEN)
    ('B14', 'Sm0', 'Ganzer Posten')
    >>> suit_of(card(MESSING, 11)), value_of(card(MESSING, 11)), is_zero(card(PORZELLAN, 0))
    (3, 11, True)
    >>> len(start_cards(3)), len(start_cards(4)), len(start_cards(5))
    (30, 36, 40)
    >>> [len(t) for t in attic_tiers(False)], [len(t) for t in attic_tiers(True)]
    ([12, 12, 12, 12, 12], [11, 11, 11, 10, 10])
    >>> [hand_size(4, r) for r in range(1, 9)]
    [9, 9, 10, 10, 11, 11, 12, 12]
"""

from __future__ import annotations

from engines.texts import t

PORZELLAN, SPIELZEUG, BUECHER, MESSING, SMARAGD, SPECIAL = 0, 1, 2, 3, 4, 5
#: The four colour suits in their order (the tie order of DECISIONS).
COLOURS = (PORZELLAN, SPIELZEUG, BUECHER, MESSING)
#: Every suit a card can be followed in (Heute gefragt may name each).
SUITS = (PORZELLAN, SPIELZEUG, BUECHER, MESSING, SMARAGD)
SUIT_LETTER = ("P", "S", "B", "M", "Sm")

#: The special cards, in DECISIONS' order for the Tauschrunde timeout.
FAELSCHUNG, TAUSCHRUNDE, VORDRAENGELN, HEUTE, RAMSCH, POSTEN = 100, 101, 102, 103, 104, 105
SPECIALS = (FAELSCHUNG, TAUSCHRUNDE, VORDRAENGELN, HEUTE, RAMSCH, POSTEN)
SPECIAL_NAMES = {FAELSCHUNG: "Fälschung", TAUSCHRUNDE: "Tauschrunde",
                 VORDRAENGELN: "Vordrängeln", HEUTE: "Heute gefragt",
                 RAMSCH: "Ramschtag", POSTEN: "Ganzer Posten"}
#: The attic's tier names, one to five stars.
TIER_NAMES = ("Schuppen", "Speicher", "Stadthaus", "Landhaus", "Schloss")


def card(suit: int, value: int) -> int:
    """The code of a colour or Smaragd card."""
    return suit * 20 + value


def suit_of(c: int) -> int:
    """The card's suit; 5 for a special card."""
    return SPECIAL if c >= 100 else c // 20


def value_of(c: int) -> int:
    """The card's value (special cards: -1)."""
    return -1 if c >= 100 else c % 20


def is_special(c: int) -> bool:
    """Whether ``c`` is one of the seven special cards."""
    return c >= 100


def is_zero(c: int) -> bool:
    """Whether ``c`` is a Schnäppchenblick (a 0 of a suit or of Smaragd)."""
    return c < 100 and c % 20 == 0


def name(c: int) -> str:
    """The card's notation in logs and tests: ``P12``, ``Sm0``, ``Ramschtag``
    (German, never shown to a reader: that is :func:`said`)."""
    if c >= 100:
        return SPECIAL_NAMES[c]
    return f"{SUIT_LETTER[c // 20]}{c % 20}"


def said(c: int) -> str:
    """The card's short name in the reader's language, from the catalogs:
    "P12", "Fälschung" in German; "T12", "Forgery" in English::

        >>> from engines.texts import reading
        >>> said(card(SPIELZEUG, 12)), said(FAELSCHUNG)
        ('S12', 'Fälschung')
        >>> with reading("en"):
        ...     said(card(SPIELZEUG, 12)), said(FAELSCHUNG)
        ('T12', 'Forgery')
    """
    if c >= 100:
        return t(f"troedel.special.{c}")
    return f"{t(f'troedel.suit_short.{c // 20}')}{c % 20}"


def start_cards(players: int) -> list[int]:
    """The start cards for 3, 4 or 5 players (30, 36, 40 cards)."""
    if players == 5:
        low = {s: 1 for s in COLOURS}
    elif players == 4:
        low = {s: 2 for s in COLOURS}
    elif players == 3:
        low = {PORZELLAN: 4, SPIELZEUG: 4, BUECHER: 3, MESSING: 3}
    else:
        raise ValueError("Speedtrödel is played by 3 to 5 traders")
    return [card(s, v) for s in COLOURS for v in range(low[s], 11)]


def attic_tiers(without_specials: bool) -> list[list[int]]:
    """The five attic tiers, Schuppen (1 star) first, as DECISIONS lists them."""
    tiers = [
        [*(card(s, v) for v in (11, 12) for s in COLOURS),
         card(SMARAGD, 1), card(SMARAGD, 2), card(SMARAGD, 3), FAELSCHUNG],
        [*(card(s, v) for v in (13, 14) for s in COLOURS),
         card(SMARAGD, 4), card(SMARAGD, 5), card(SMARAGD, 6), TAUSCHRUNDE],
        [*(card(s, v) for v in (15, 16) for s in COLOURS),
         card(SMARAGD, 7), card(SMARAGD, 8), FAELSCHUNG, card(PORZELLAN, 0)],
        [*(card(s, 17) for s in COLOURS), *(card(SMARAGD, v) for v in range(9, 13)),
         card(SPIELZEUG, 0), card(BUECHER, 0), VORDRAENGELN, HEUTE],
        [*(card(s, 18) for s in COLOURS), *(card(SMARAGD, v) for v in range(13, 17)),
         card(MESSING, 0), card(SMARAGD, 0), POSTEN, RAMSCH],
    ]
    if without_specials:
        tiers = [[c for c in tier if c < 100] for tier in tiers]
    return tiers


#: The tier (1 to 5) of every attic card; the Fälschung is in tiers 1 and 3.
TIER_OF: dict[int, int] = {c: i + 1 for i, tier in enumerate(attic_tiers(False))
                           for c in tier if c != FAELSCHUNG}

_BASE_HAND = {3: 10, 4: 9, 5: 8}


def hand_size(players: int, round_no: int, *, kurz: bool = False) -> int:
    """Cards per hand in round ``round_no`` (1-based); Partie kurz plays the
    sizes of rounds 1, 3, 5 and 7."""
    step = round_no - 1 if kurz else (round_no - 1) // 2
    return _BASE_HAND[players] + step


def timeout_key(c: int) -> tuple[int, int, int]:
    """DECISIONS' order for the Tauschrunde after a timeout: colour cards
    (zeros by their suit) lowest first, ties by suit order; then Smaragd
    lowest first; then special cards in their fixed order."""
    s = suit_of(c)
    if s in COLOURS:
        return (0, c % 20, s)
    if s == SMARAGD:
        return (1, c % 20, 0)
    return (2, c, 0)


def timeout_card(hand: list[int] | tuple[int, ...]) -> int:
    """The card a timed-out player gives in the Tauschrunde (his weakest)."""
    return min(hand, key=timeout_key)
