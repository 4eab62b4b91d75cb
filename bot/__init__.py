"""Speedtisch's Discord side: the client (:mod:`bot.client`), its settings
(:mod:`bot.config`), the composition root that lists the games
(:mod:`bot.registry`), the kit every game plays through (:mod:`bot.kit`,
its table runtime in :mod:`bot.kit.runtime`), storage (:mod:`bot.storage`)
and one folder per game."""
