"""Pillow pictures of the Speedtisch games, drawn from views only.

The top level is the drawing kit every game shares: :mod:`render.canvas`
(a picture being composed, with its legibility records), :mod:`render.theme`
(the two themes and the player colours), :mod:`render.fonts` (the shipped
faces and cached labels), :mod:`render.paragraphs` (text wrapped into a
width), :mod:`render.sprites` (drawing card faces and tokens),
:mod:`render.layers` (the cached empty table and countdown ring),
:mod:`render.sizes` (text sizes) and :mod:`render.encode` (bytes for
Discord). Each game's pictures live in ``render/<game>/``. Renderers are
pure functions of a view plus keyword-only options; they know nothing of
Discord.
"""

from PIL import _imaging

#: Pillow's memory for pictures: by default it hands every freed picture
#: back to the system and asks anew for the next, so each picture's pages
#: are faulted in and zeroed again (the copy of a cached 720 × 1036 layer
#: took 1.4 ms instead of 0.1 ms in the album's loop). The last 4 freed
#: blocks are kept for reuse instead (a block holds one picture of up to
#: 16 MB, Pillow's block size, left as it is: smaller blocks split a
#: picture and made the Speedfossil panel 30 % slower). Pictures unchanged;
#: issue 38's render benchmarks, docs/BENCHMARKS.md.
BLOCKS_KEPT = 4
_imaging.set_blocks_max(BLOCKS_KEPT)
