"""Speedtisch's Discord side: the client (:mod:`bot.client`), its settings
(:mod:`bot.config`), the composition root that lists the games
(:mod:`bot.registry`), the kit every game plays through (:mod:`bot.kit`,
its table runtime in :mod:`bot.kit.runtime`), storage (:mod:`bot.storage`)
and one folder per game."""

# The shell's words join the one text lookup before any bot module speaks
# (bot/texts): every module of the bot, and the picture process's drawing
# modules, import this package first.
import bot.texts.de  # noqa: F401
import bot.texts.en  # noqa: F401
