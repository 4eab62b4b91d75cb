"""Tests of bot.storage (aiosqlite, no Discord)."""
