"""How a half-made Speedspuk choice travels in a component id's argument
(``[0-9a-z._-]``), and back.

Chosen positions of one's own row (the first look, a swap) are their digits,
ascending; a Poltergeist choice is ``a<own>`` and/or ``b<seat>.<position>``;
a card of a row is ``<seat>.<position>``::

    >>> positions("031"), toggle("02", 1), toggle("02", 2)
    ((0, 1, 3), '012', '0')
    >>> polter("a1b2.3"), polter_code(1, None), polter_code(None, (2, 3))
    ((1, (2, 3)), 'a1', 'b2.3')
    >>> card("2.3"), card_code(2, 3)
    ((2, 3), '2.3')

Anything malformed raises ValueError; whether a choice is allowed is the
engine's question.
"""

from __future__ import annotations

import re

#: The longest row (the setting "6 Karten").
MAX_ROW = 6
#: The most seats at a table.
MAX_SEATS = 4


def positions(code: str) -> tuple[int, ...]:
    """The sorted positions of a code of digits ("" is none)."""
    if not re.fullmatch(r"[0-5]{0,6}", code):
        raise ValueError(f"not a set of positions: {code!r}")
    return tuple(sorted({int(c) for c in code}))


def positions_code(chosen: tuple[int, ...] | list[int]) -> str:
    """The code of a set of positions."""
    return "".join(str(p) for p in sorted(set(chosen)))


def toggle(code: str, position: int) -> str:
    """The code with ``position`` added, or removed if it was chosen."""
    chosen = set(positions(code))
    if not 0 <= position < MAX_ROW:
        raise ValueError(f"no position {position}")
    chosen ^= {position}
    return positions_code(sorted(chosen))


def card(code: str) -> tuple[int, int]:
    """(seat, position) of a card code."""
    m = re.fullmatch(r"([0-3])\.([0-5])", code)
    if m is None:
        raise ValueError(f"not a card: {code!r}")
    return int(m[1]), int(m[2])


def card_code(seat: int, position: int) -> str:
    """The code of ``seat``'s card at ``position``."""
    return f"{seat}.{position}"


def polter(code: str) -> tuple[int | None, tuple[int, int] | None]:
    """(own position, (seat, position) of the other card) of a Poltergeist draft."""
    m = re.fullmatch(r"(?:a([0-5]))?(?:b([0-3])\.([0-5]))?", code)
    if m is None:
        raise ValueError(f"not a Poltergeist choice: {code!r}")
    own = int(m[1]) if m[1] else None
    other = (int(m[2]), int(m[3])) if m[2] else None
    return own, other


def polter_code(own: int | None, other: tuple[int, int] | None) -> str:
    """The code of a Poltergeist draft."""
    return (f"a{own}" if own is not None else "") + (
        f"b{other[0]}.{other[1]}" if other is not None else "")
