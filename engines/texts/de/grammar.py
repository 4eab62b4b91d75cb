"""German agreement: the step every filled text passes."""

from __future__ import annotations

import re

_SINGULAR = (
    (re.compile(r"(?<![\d.,])1 (Geldk|K)arten\b"), r"1 \1arte"),
    (re.compile(r"(?<![\d.,])1 Kobolde\b"), "1 Kobold"),
    (re.compile(r"\bliegen jetzt 1 "), "liegt jetzt 1 "),
    (re.compile(r"(?<![\d.,-])1 Partien\b"), "1 Partie"),
    (re.compile(r"(?<![\d.,-])1 Punkten\b"), "1 Punkt"),
)


def agree(text: str) -> str:
    """German number agreement for a count of one.

    >>> agree("dort liegen jetzt 1 Karten; 21 Karten; 1 Geldkarten")
    'dort liegt jetzt 1 Karte; 21 Karten; 1 Geldkarte'
    >>> agree("(1 Partien) mit 1 Punkten; (11 Partien) mit -1 Punkten")
    '(1 Partie) mit 1 Punkt; (11 Partien) mit -1 Punkten'
    """
    if "1 " not in text:
        return text
    for pattern, singular in _SINGULAR:
        text = pattern.sub(singular, text)
    return text
