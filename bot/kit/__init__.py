"""The game kit's Discord flow: everything a new game gets by registering.

A game that brings its own :class:`~bot.kit.ui.GameUI` (the small required
half: what its public message, private panel and clicks look like) and the
optional :mod:`~bot.kit.parts` it writes plays through the kit's lobby,
solo tables, presenter, private panels, end of game and restart. Every game
plays this way, Speedfabel too (its needs are optional parts any game may
use; see docs/ADDING_A_GAME.md).
"""
