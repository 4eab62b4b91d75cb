"""Counts with their noun in the reader's language: one Feld, two Felder, from the
grammar's nouns (:mod:`engines.texts.grammar`)::

    >>> count(1, "feld"), count(3, "feld"), count(0, "fossil")
    ('1 Feld', '3 Felder', '0 Fossilien')
    >>> count(1, "dienstjahr", "dat"), count(4, "dienstjahr", "dat")
    ('1 Dienstjahr', '4 Dienstjahren')
"""

from __future__ import annotations

from engines.texts.grammar import Case, counted


def count(n: int, word: str, case: Case = "nom") -> str:
    """``n`` with the grammar's noun ``word`` in ``case`` and the right number."""
    return counted(word, n, case, numeral=True)
