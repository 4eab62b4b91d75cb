"""Digests of every Speedfabel picture the scenes can give, to prove that a
refactoring changed no pixel and no encoded byte (issue 13: "pictures
byte-identical before and after the moves")::

    python -m tests.render.digests before.txt            # on the old commit
    python -m tests.render.digests after.txt             # on the new one
    cmp before.txt after.txt

One line per picture, sorted by its label (the scenes' search order follows
string hashing, so unsorted output differs from run to run): the label, mode,
size, ``image.info``, a SHA-256 of the pixels and one of the encoded bytes.
It covers the card sprites in two widths and, for 2 to 6 seats, both themes
and both Spielarten, every scene's table (five countdowns, Kassenbuch on and
off, with and without names), every seat's panel, the end board for the
public and every reader, and the Karten-Info of seat 0 and the seat on turn
(every creature, money card, the deck; in the Meistermarkt every letter and
the Kobolde). All of it takes about five minutes on this machine.
"""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Iterator
from pathlib import Path

from PIL import Image

from engines.fabel.cards import DENOMINATIONS, KINDS, KOBOLD, LETTER
from engines.fabel.info import creature_info, deck_info, money_info
from engines.fabel.info_meister import kobold_info, letter_info
from engines.fabel.state import State
from render.encode import encode
from render.fabel import cards
from render.fabel.endboard import render_end
from render.fabel.info import render_info
from render.fabel.panel import render_panel
from render.fabel.table import render_table
from render.theme import THEMES
from tests.render.fabel_scenes import find_meister_scenes, find_scenes

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")
COUNTDOWNS = (None, 5.0, 2.5, 1.0, 0.0)


def card_pictures() -> Iterator[tuple[str, Image.Image]]:
    """(label, picture) of every card sprite at two widths."""
    for w in (60, 120):
        for k in range(KINDS):
            yield f"card.creature.{k}.{w}", cards.creature_card(k, w)
            yield f"card.creature_icon.{k}.{w}", cards.creature_icon(k, w // 2)
            yield f"card.letter.{k}.{w}", cards.letter_card(k, w)
            yield f"card.letter_icon.{k}.{w}", cards.letter_icon(k, w // 2)
            yield f"card.deck.{LETTER + k}.{w}", cards.deck_card(LETTER + k, w)
            yield f"card.deck.{k}.{w}", cards.deck_card(k, w)
        for v in DENOMINATIONS:
            yield f"card.money.{v}.{w}", cards.money_card(v, w)
        yield f"card.back.{w}", cards.card_back(w)
        yield f"card.kobold.{w}", cards.kobold_card(w)
        yield f"card.kobold_icon.{w}", cards.kobold_icon(w // 2)
        yield f"card.deck.kobold.{w}", cards.deck_card(KOBOLD, w)


def _info_pictures(label: str, state: State, seat: int, names: tuple[str, ...], theme: str,
                   meister: bool) -> Iterator[tuple[str, Image.Image]]:
    mine = state.view(seat)
    for k in range(KINDS):
        yield (f"{label}.creature.{k}",
               render_info(creature_info(mine, k), names=names, theme=theme))
    for value in DENOMINATIONS:
        yield (f"{label}.money.{value}",
               render_info(money_info(mine, value), names=names, theme=theme))
    yield f"{label}.deck", render_info(deck_info(mine), names=names, theme=theme)
    if meister:
        for k in range(KINDS):
            yield (f"{label}.letter.{k}",
                   render_info(letter_info(mine, k), names=names, theme=theme))
        yield f"{label}.kobold", render_info(kobold_info(mine), names=names, theme=theme)


def scene_pictures(seats: int, meister: bool, theme: str) -> Iterator[tuple[str, Image.Image]]:
    """(label, picture) of every scene of ``seats`` players in ``theme``."""
    names = NAMES[:seats]
    found = find_meister_scenes(seats) if meister else find_scenes(seats)
    for scene, state in found.items():
        label = f"{seats}p.{'m' if meister else 'k'}.{theme}.{scene}"
        if state.is_over():
            for reader in (None, *range(seats)):
                yield (f"{label}.end.{reader}",
                       render_end(state.view(reader), names=names, theme=theme))
            yield f"{label}.end.noname", render_end(state.view(None), theme=theme)
            continue
        public = state.view(None)
        for remaining in COUNTDOWNS:
            for kassenbuch in (True, False):
                yield (f"{label}.table.{remaining}.{kassenbuch}",
                       render_table(public, names=names, theme=theme, kassenbuch=kassenbuch,
                                    remaining=remaining))
        yield f"{label}.table.noname", render_table(public, theme=theme)
        for seat in range(seats):
            yield (f"{label}.panel.{seat}",
                   render_panel(state.view(seat), names=names, theme=theme))
            if seat in (0, public.turn_seat):
                yield from _info_pictures(f"{label}.info.{seat}", state, seat, names, theme,
                                          meister)


def digest_line(label: str, image: Image.Image) -> str:
    """The line of one picture: label, mode, size, info and two digests."""
    pixels = hashlib.sha256(image.tobytes()).hexdigest()
    encoded = hashlib.sha256(encode(image)).hexdigest()
    info = sorted((str(k), repr(v)) for k, v in image.info.items())
    return f"{label} {image.mode} {image.size[0]}x{image.size[1]} {info} {pixels} {encoded}"


def lines(seat_counts: tuple[int, ...]) -> list[str]:
    """The sorted digest lines of the cards and every scene of ``seat_counts``."""
    out = [digest_line(label, image) for label, image in card_pictures()]
    for seats in seat_counts:
        for meister in (False, True):
            for theme in sorted(THEMES):
                out.extend(digest_line(label, image)
                           for label, image in scene_pictures(seats, meister, theme))
    return sorted(out)


def main(argv: list[str] | None = None) -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 4, 5, 6])
    args = parser.parse_args(argv)
    result = lines(tuple(args.seats))
    args.out.write_text("\n".join(result) + "\n", encoding="utf-8")
    print(f"{len(result)} pictures in {args.out}")


if __name__ == "__main__":
    main()
