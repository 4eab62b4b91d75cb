"""Speedfabel's pictures: :mod:`~render.fabel.table` (the public table),
:mod:`~render.fabel.panel` (one player's private panel),
:mod:`~render.fabel.endboard` (the end board), :mod:`~render.fabel.info`
(the Karten-Info), with :mod:`~render.fabel.cards` (the card art) and
:mod:`~render.fabel.meister_table` (the Meistermarkt's parts of the table).
Real game states for every phase, to look at and to test with, are the
tests' (``tests/render/fabel_scenes.py``, ``tests/render/fabel_gallery.py``).
"""
