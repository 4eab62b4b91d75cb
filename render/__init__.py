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
