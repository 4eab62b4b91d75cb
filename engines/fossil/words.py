"""Counts with their noun in German: one Feld, two Felder.

The catalog holds each noun as ``singular|plural`` (``fossil.word.*``)::

    >>> count(1, "feld"), count(3, "feld"), count(0, "fossil")
    ('1 Feld', '3 Felder', '0 Fossilien')
"""

from __future__ import annotations

from engines.texts import t


def count(n: int, word: str) -> str:
    """``n`` with the noun ``fossil.word.<word>`` in the right number."""
    singular, plural = t(f"fossil.word.{word}").split("|")
    return f"{n} {singular if n == 1 else plural}"
