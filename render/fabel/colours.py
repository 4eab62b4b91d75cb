"""Speedfabel's fixed card colours: one per creature and one per money card
value, the same in both themes so a card is recognised at a glance.

>>> len(CREATURE_COLOURS), sorted(MONEY_COLOURS)[-1]
(10, 500)
"""

from __future__ import annotations

from render.theme import RGB, hex_rgb

#: Card colour of each creature, cheapest first (Irrlicht .. Drache).
CREATURE_COLOURS: tuple[RGB, ...] = tuple(hex_rgb(c) for c in (
    "#7fb8d9",  # Irrlicht: pale will-o'-the-wisp blue
    "#a47551",  # Wolpertinger: hare brown
    "#6f7f8f",  # Zwerg: slate
    "#2e9fa6",  # Nixe: sea teal
    "#5f8a3a",  # Troll: moss green
    "#b0893c",  # Greif: ochre
    "#c9a227",  # Goldesel: gold
    "#b36bd1",  # Einhorn: lilac
    "#e0642a",  # Phönix: fire orange
    "#b3262e",  # Drache: dragon red
))

#: Face colour of each money card value.
MONEY_COLOURS: dict[int, RGB] = {v: hex_rgb(c) for v, c in {
    0: "#8a8f98",
    10: "#b87333",
    20: "#8c6d46",
    50: "#5c8fb3",
    100: "#3f9a5a",
    200: "#7b5bb6",
    500: "#d4a017",
}.items()}

