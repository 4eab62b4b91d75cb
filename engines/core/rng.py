"""Seeds. Every random choice of a game comes from one ``random.Random``
kept in its state; this module derives seeds from names and dates."""

from __future__ import annotations

import hashlib


def derive_seed(*parts: object) -> int:
    """A stable 63-bit seed from any printable parts.

    The same parts give the same seed on every machine and Python version:

    >>> derive_seed("fabel", "klassisch", "2026-11-29") == derive_seed(
    ...     "fabel", "klassisch", "2026-11-29")
    True
    """
    text = "\x1f".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1
