"""Speedfabel's pictures: :mod:`~render.fabel.table` (the public table),
:mod:`~render.fabel.panel` (one player's private panel),
:mod:`~render.fabel.endboard` (the end board), :mod:`~render.fabel.info`
(the Karten-Info), with :mod:`~render.fabel.cards` (the card art),
:mod:`~render.fabel.meister_table` (the Meistermarkt's parts of the table)
and :mod:`~render.fabel.scenes` (real game states for every phase, for the
gallery, the tests and the benchmark).
"""
