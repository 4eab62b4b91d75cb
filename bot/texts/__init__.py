"""The shell's words, one catalog per language (German first: :mod:`bot.texts.de`).

They are what only the Discord side says (commands, lobby, buttons, panels,
answers, Discord's own names); the games' and pictures' words stay with the
engines (engines/texts). Each language's catalog adds itself to the engines'
catalog of that language, so every caller keeps the one lookup,
:func:`engines.texts.t`. Importing :mod:`bot` imports them (bot/__init__.py).
"""
