"""Tests of the Discord simulator against the real discord.py client."""
