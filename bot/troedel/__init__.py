"""Speedtrödel in Discord, on the game kit (:mod:`bot.kit`)."""
