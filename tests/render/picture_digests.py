"""Digests of the pixels of every game's gallery and demo pictures (issue
31: "Pictures identical, in pixels, across the galleries and demo games of
all four games, by a test"). ``tests/render/test_picture_digests.py``
compares them with the stored ones in ``picture_digests.json``.

The gallery's pictures are the ones the legibility checks read
(:func:`tests.render.gallery.drawn_once`, drawn once per test process under
a recording, which forgets the cached layers and draws them again: the same
pixels, as the stored digests show); the demo games are drawn as the bot
draws them, with its cached layers, as ``python -m bot demo --spiel GAME``
plays them. A digest is
the start of the SHA-256 of the encoded picture: lossless WebP at fixed
options, so the same bytes mean the same pixels, and hashing the bytes
costs nothing beside decoding them again (12 ms a table picture). A newer
Pillow or libwebp may pack the same pixels into other bytes: then compare
the decoded pixels of the old and the new pictures (``Image.tobytes()``)
before rewriting the file.

After a change that alters pictures on purpose, write the file again and
look at the pictures that changed::

    python -m tests.render.picture_digests            # rewrites picture_digests.json
    python -m tests.render.picture_digests --spiel spuk
"""

from __future__ import annotations

import argparse
import hashlib
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path

from tests.render.gallery import drawn_once, games

STORED = Path(__file__).resolve().parent / "picture_digests.json"


#: How many hex digits of a digest are kept (48 bits: no two pictures share one).
DIGITS = 12


def digest(data: bytes) -> str:
    """The start of the SHA-256 of an encoded picture."""
    return hashlib.sha256(data).hexdigest()[:DIGITS]


def gallery(game: str) -> Iterator[tuple[str, bytes]]:
    """(name, encoded page) of every gallery picture of ``game``, the same
    pictures the legibility checks read (drawn once per process)."""
    for drawn in drawn_once(game):
        yield drawn.name, drawn.data


def demo(game: str) -> Iterator[tuple[str, bytes]]:
    """(name, encoded picture) of every picture of ``game``'s demo game."""
    from bot.__main__ import demo_game

    with tempfile.TemporaryDirectory() as folder:
        # the defaults of ``python -m bot demo --spiel GAME``
        demo_game(argparse.Namespace(folder=Path(folder), spiel=game, seed=1, seats=4,
                                     staerke="normal", spielart=None, wahl=[]))
        for path in sorted(Path(folder).iterdir()):
            if path.name != "log.txt":
                yield f"demo-{game}/{path.name}", path.read_bytes()


def digests(game: str) -> dict[str, str]:
    """Name -> digest of every gallery and demo picture of ``game``."""
    out: dict[str, str] = {}
    for name, data in (*gallery(game), *demo(game)):
        assert name not in out, name
        out[name] = digest(data)
    return out


def stored() -> dict[str, dict[str, str]]:
    """The stored digests by game."""
    return json.loads(STORED.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> None:
    """Write the digests of every game (or of ``--spiel``) into the file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spiel", nargs="+", default=None)
    args = parser.parse_args(argv)
    kept = stored() if STORED.exists() else {}
    for game in args.spiel or sorted(games()):
        kept[game] = digests(game)
        print(f"{game}: {len(kept[game])} pictures")
    STORED.write_text(json.dumps(kept, indent=0, sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
