"""The Speedfabel sprites that ship drawn (:mod:`render.sprite_store`):
every sprite the public table picture and the private panel paste, at
every size they use, so the first tables and panels of a fresh picture
process paste them instead of drawing them (a stage card took 4-5 ms to
draw, 0.2 ms to load). Not the large card a panel shows a player who
peeks at the deck (rare; drawn on first use).

After changing the card art in :mod:`render.fabel.cards`, draw them anew:

    python -m render.fabel.shipped

(``tests/render/test_sprite_store.py`` fails until then: it compares each
file with the sprite drawn, and checks that the table pictures and panels
draw no sprite that does not ship.)
"""

from __future__ import annotations

from engines.fabel.cards import KINDS
from render.fabel.cards import STORE
from render.fabel.colours import MONEY_COLOURS
from render.fabel.grid import CELL_HEIGHT, ICON, RING_WIDTH, STAGE_CARD_WIDTH
from render.fabel.meister_table import LAST_KOBOLD_ICON, LETTER_ICON
from render.fabel.panel import CARD, MEISTER_CARD
from render.fabel.trade_stage import LAST_TRADE_ICON

#: Deck, covered offers, the Kobold round's stack.
BACKS = (22, 40, 44)


def shipped_sprites() -> list[tuple[str, tuple[int, ...]]]:
    """(drawing function's name, arguments) of every shipped sprite."""
    kinds = range(KINDS)
    race_letter = (RING_WIDTH - 10) // 2   # the letter in the race's ring
    sprites: list[tuple[str, tuple[int, ...]]] = []
    for width in (STAGE_CARD_WIDTH,):
        sprites += [("creature_card", (k, width)) for k in kinds]
        sprites += [("letter_card", (k, width)) for k in kinds]
        sprites += [("kobold_card", (width,)), ("card_back", (width,))]
    sprites += [("creature_icon", (k, size)) for size in (ICON, LAST_TRADE_ICON) for k in kinds]
    sprites += [("letter_icon", (k, size)) for size in (LETTER_ICON, race_letter) for k in kinds]
    # the Kobold column's head, a Kobold cell's icon, the last Kobold taken,
    # the last trade's Kobold
    sprites += [("kobold_icon", (size,)) for size in sorted(
        {ICON, CELL_HEIGHT - 6, LAST_KOBOLD_ICON, LAST_TRADE_ICON})]
    sprites += [("card_back", (width,)) for width in BACKS]
    # the panel: a player's hand and money, his letters and Kobolde
    sprites += [("creature_card", (k, CARD)) for k in kinds]
    sprites += [("money_card", (value, CARD)) for value in sorted(MONEY_COLOURS)]
    sprites += [("letter_card", (k, MEISTER_CARD)) for k in kinds]
    sprites += [("kobold_card", (MEISTER_CARD,))]
    return sprites


def main() -> None:
    """Draw every shipped sprite into its file."""
    for name, args in shipped_sprites():
        print(STORE.write(name, args))


if __name__ == "__main__":
    main()
