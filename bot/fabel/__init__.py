"""Speedfabel at a Discord table: lobby, public table message, private panels."""
