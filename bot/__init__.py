"""Speedtisch: the Discord shell (client, commands, table runtime, storage)."""
