"""How a half-made or finished Speedfossil choice is written into a
component id's argument (``[0-9a-z._-]``), and read back.

A choice code names the card and what it needs; an incomplete code is a
draft the panel shows again (see :class:`bot.kit.ui.Draft`)::

    >>> to_action("w3.0", 1), to_action("l10.m", 0), to_action("k", 2)
    (Bid(seat=1, wechsel=3, slot=0), SendThief(seat=0, years=10, place='museum'), Inspect(seat=2))
    >>> to_action("v." + mask((0, 1, 8)), 0)
    Show(seat=0, fossils=(0, 1, 8))
    >>> unmask(mask((0, 8, 44)))
    (0, 8, 44)

Anything malformed raises ValueError; whether a choice is allowed is the
engine's question, not this module's.
"""

from __future__ import annotations

import re

from engines.fossil.actions import BOERSE, MUSEUM, Bid, Choice, Inspect, SendThief, Show, Take
from engines.fossil.fossils import COUNT

_PLACE = {"b": BOERSE, "m": MUSEUM}
_BASE = 36
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def mask(fossils: tuple[int, ...] | list[int]) -> str:
    """A set of fossils as one short base-36 number (45 fossils: ≤ 9 digits)."""
    n = 0
    for f in fossils:
        if not 0 <= f < COUNT:
            raise ValueError(f"no fossil {f}")
        n |= 1 << f
    out = ""
    while True:
        n, d = divmod(n, _BASE)
        out = _DIGITS[d] + out
        if n == 0:
            return out


def unmask(code: str) -> tuple[int, ...]:
    """The sorted fossils of :func:`mask`'s code."""
    if not re.fullmatch(r"[0-9a-z]{1,9}", code):
        raise ValueError(f"not a fossil set: {code!r}")
    n = int(code, _BASE)
    if n >> COUNT:
        raise ValueError(f"not a fossil set: {code!r}")
    return tuple(f for f in range(COUNT) if n >> f & 1)


def parse(code: str) -> tuple[str, tuple[int, ...], str]:
    """(card letter, numbers, rest) of a code: ``w`` value [slot], ``l``
    years [place], ``k``, ``v`` [mask]; complete or not."""
    if code == "k":
        return "k", (), ""
    if m := re.fullmatch(r"w([1-9])(?:\.([01]))?", code):
        return "w", (int(m[1]),) + ((int(m[2]),) if m[2] else ()), ""
    if m := re.fullmatch(r"l([0-9]{1,2})(?:\.([bm]))?", code):
        return "l", (int(m[1]),), m[2] or ""
    if m := re.fullmatch(r"v(?:\.([0-9a-z]{1,9}))?", code):
        return "v", unmask(m[1]) if m[1] else (), ""
    raise ValueError(f"not a choice code: {code!r}")


def to_action(code: str, seat: int) -> Choice:
    """The engine's choice of a complete code (ValueError if incomplete)."""
    card, numbers, rest = parse(code)
    if card == "k":
        return Inspect(seat)
    if card == "w" and len(numbers) == 2:
        return Bid(seat, numbers[0], numbers[1])
    if card == "l" and rest:
        return SendThief(seat, numbers[0], _PLACE[rest])
    if card == "v" and numbers:
        return Show(seat, numbers)
    raise ValueError(f"an incomplete choice: {code!r}")


def take_code(years: int, victim: int, fossil: int) -> str:
    """The "Mitnehmen" argument of a Langfinger's pick."""
    return f"{years}.{victim}.{fossil}"


def to_take(code: str, seat: int) -> Take:
    """The engine's Take of :func:`take_code`'s argument."""
    m = re.fullmatch(r"([0-9]{1,2})\.([0-9])\.([0-9]{1,2})", code)
    if m is None or int(m[3]) >= COUNT:
        raise ValueError(f"not a pick: {code!r}")
    return Take(seat, int(m[1]), int(m[2]), int(m[3]))
