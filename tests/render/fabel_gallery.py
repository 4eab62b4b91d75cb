"""Write one picture of every phase in both themes, for 2, 4 and 6 players,
to review by eye::

    python -m tests.render.fabel_gallery [folder]     # default: out/gallery

Every picture comes from a real game (:mod:`tests.render.fabel_scenes`). The table
pictures are drawn as the bot draws them, at no particular moment (the
seconds and the "Meins!" counter run in the message's text). Beside them
it writes the private panel of the player who must decide, the end board
(public, and for one reader with his sentence) and, for the auction, the
picture drawn at a moment: the hammer (2.5 s left) and the Zuschlag (0 s). The
Meistermarkt scenes (files ``<n>p_meister_<scene>_<theme>.png``) add the
"Meins!" race (at 10 and in its last three numbers), the Vorkauf and payment
of a letter, the Kobold round, a Kobold trade and the five-step end board,
and the Karten-Info of the deciding player: the letter on the stage, the
Kobolde in a Kobold round, the deck at the turn (in both Spielarten, at the
turn, the Karten-Info of the sort most players hold). The two- and
six-player scenes come once more with the names a real table shows
(``2p_echt_…``, ``6p_echt_…``: "Maximilian Wüstenrot", "Anna-Lena
Kürschner", "Dörte Öztürk" and the bot's computers). Files are
PNG so any image viewer opens them; ``--small`` adds copies scaled to 400 px
width, the size Discord shows on a phone.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

from PIL import Image

from engines.fabel.info import creature_info, deck_info
from engines.fabel.info_meister import kobold_info, letter_info
from render.fabel.endboard import render_end
from render.fabel.info import render_info
from render.fabel.panel import render_panel
from render.fabel.table import render_table
from render.theme import THEMES
from tests.render.fabel_scenes import find_meister_scenes, find_scenes

NAMES = ("Anna", "Bernd", "Clara", "Dörte Öztürk", "Eßer", "Fritz")
#: The names a real six-player table shows: long people's names and the
#: bot's computers (files ``6p_echt_…``).
REAL_NAMES = ("Maximilian Wüstenrot", "Eule 🖥", "Dörte Öztürk", "Igel 🖥",
              "Anna-Lena Kürschner", "Biber 🖥")
#: Two long people's names at a table of two (files ``2p_echt_…``).
REAL_TWO = ("Anna-Lena Kürschner", "Maximilian Wüstenrot")
SEATS = (2, 4, 6)


def pictures(seats: int, theme_name: str, meister: bool = False,
             names: tuple[str, ...] = NAMES) -> Iterator[tuple[str, Image.Image]]:
    """(name, picture) for every scene of a game of ``seats`` players
    (``meister``: of a Meistermarkt game), with the first ``seats`` of
    ``names``."""
    names = names[:seats]
    scenes = find_meister_scenes(seats) if meister else find_scenes(seats)
    for scene, state in scenes.items():
        if scene == "ende":
            yield "ende", render_end(state.view(None), names=names, theme=theme_name)
            yield "ende_leser", render_end(state.view(0), names=names, theme=theme_name)
            continue
        view = state.view(None)
        yield scene, render_table(view, names=names, theme=theme_name)
        if scene == "versteigerung":
            for label, left in (("hammer", 2.5), ("zuschlag", 0.0)):
                yield label, render_table(view, names=names, theme=theme_name,
                                          remaining=left)
            yield "ohne_kassenbuch", render_table(view, names=names, theme=theme_name,
                                                  kassenbuch=False)
        deciders = [d.seat for d in view.pending if d.required] or [view.turn_seat]
        yield f"{scene}_panel", render_panel(state.view(deciders[0]), names=names,
                                             theme=theme_name)
        mine = state.view(deciders[0])
        if view.phase == "turn":
            # The Karten-Info of the sort most players hold, for the player on turn.
            kind = max(range(len(view.players[0].creatures)),
                       key=lambda k: sum(p.creatures[k] > 0 for p in view.players))
            yield f"{scene}_info_tier", render_info(creature_info(mine, kind), names=names,
                                                    theme=theme_name)
        if meister:
            if view.race is not None:
                yield f"{scene}_info_brief", render_info(letter_info(mine, view.race.kind),
                                                         names=names, theme=theme_name)
            if view.kobold is not None:
                yield f"{scene}_info_kobold", render_info(kobold_info(mine), names=names,
                                                          theme=theme_name)
            if view.phase == "turn":
                yield f"{scene}_info_stapel", render_info(deck_info(mine), names=names,
                                                          theme=theme_name)


def small(image: Image.Image, width: int = 400) -> Image.Image:
    """``image`` scaled to ``width`` pixels, as a phone shows it."""
    return image.resize((width, round(image.height * width / image.width)),
                        Image.Resampling.LANCZOS)


def write(folder: Path, with_small: bool = False) -> list[Path]:
    """Write the gallery into ``folder``; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    runs = [(seats, NAMES, "") for seats in SEATS] + [(2, REAL_TWO, "echt_"),
                                                       (6, REAL_NAMES, "echt_")]
    for seats, names, tag in runs:
        for theme_name in THEMES:
            for meister in (False, True):
                prefix = tag + ("meister_" if meister else "")
                for name, image in pictures(seats, theme_name, meister, names):
                    path = folder / f"{seats}p_{prefix}{name}_{theme_name}.png"
                    image.save(path, compress_level=1)
                    written.append(path)
                    if with_small:
                        small_path = path.with_name(path.stem + "_400.png")
                        small(image).save(small_path, compress_level=1)
                        written.append(small_path)
    return written


def main() -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="out/gallery", type=Path)
    parser.add_argument("--small", action="store_true", help="also write 400 px copies")
    args = parser.parse_args()
    files = write(args.folder, args.small)
    print(f"{len(files)} pictures in {args.folder}")


if __name__ == "__main__":
    main()
